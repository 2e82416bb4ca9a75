package chess960

import (
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Game is a game of chess or Chess960 in progress: variant.Game over this
// package's positions.
type Game = variant.Game[Position, Move]

// NewGame starts a game record at start.
func NewGame(start Position) *Game { return variant.NewGame(start) }

// sevenTags are the tags every PGN game has, with their values when
// unknown.
var sevenTags = []variant.Tag{
	{Name: "Event", Value: "?"}, {Name: "Site", Value: "?"}, {Name: "Date", Value: "????.??.??"},
	{Name: "Round", Value: "?"}, {Name: "White", Value: "?"}, {Name: "Black", Value: "?"},
	{Name: "Result", Value: "*"},
}

// FENStyle chooses how a record writes Chess960 castling rights in its
// FEN tag.
type FENStyle int

const (
	// XFEN writes KQkq for the outermost rooks and file letters only for
	// the others (X-FEN), as [Position.FEN] does.
	XFEN FENStyle = iota
	// Shredder writes the rooks' file letters (HAha), as
	// [Position.ShredderFEN] does.
	Shredder
)

// Record returns g as a PGN game record: the Seven Tag Roster (with the
// given values, "?" for the others), the other given tags, then for
// Chess960 [Variant "Chess960"], and [SetUp "1"] and [FEN ...] (X-FEN)
// whenever the game did not start from the standard chess position, the
// moves in SAN, the result and, for a game the rules ended, a Termination
// tag with the PGN standard's value and the reason as a comment after the
// last move (see variant.Game.Record). Its String method writes the PGN
// text, which python-chess and other PGN readers replay.
func Record(g *Game, tags ...variant.Tag) variant.Record { return RecordWith(g, XFEN, tags...) }

// RecordWith is [Record] with the FEN tag in the style given.
func RecordWith(g *Game, style FENStyle, tags ...variant.Tag) variant.Record {
	base := g.Record() // moves, result, termination
	start := g.Start()
	r := variant.Record{Moves: base.Moves, Result: base.Result, Notes: base.Notes, Comments: base.Comments}
	for _, t := range sevenTags {
		r.SetTag(t.Name, t.Value)
	}
	for _, t := range tags {
		r.SetTag(t.Name, t.Value)
	}
	r.SetTag("Result", base.Result)
	if !start.standard {
		r.SetTag("Variant", "Chess960")
	}
	if start.String() != Standard().String() || !start.standard {
		fen := start.FEN()
		if style == Shredder {
			fen = start.ShredderFEN()
		}
		if !start.standard || fen != Standard().FEN() {
			r.SetTag("SetUp", "1")
			r.SetTag("FEN", fen)
		}
	}
	if t, ok := base.Tag("Termination"); ok {
		if _, given := r.Tag("Termination"); !given {
			r.SetTag("Termination", t)
		}
	}
	r.FirstNumber = int(start.fullmove)
	if start.toMove == Black {
		r.FirstPly = 1
	}
	return r
}

// PGN returns g as PGN text: [Record]'s String.
func PGN(g *Game, tags ...variant.Tag) string { return Record(g, tags...).String() }

// ParsePGN reads one game in PGN and replays it. The Variant tag may be
// absent or "Standard" (standard chess), or name Chess960 by any of its
// names ("Chess960", "Fischerandom", "Fischer Random", "Chess 960" ...);
// the FEN tag (FEN, X-FEN or Shredder-FEN) gives the start position; a
// Chess960 game without one starts from its Options tag's start number
// or, without that, from the standard array (start 518), as python-chess
// reads such a record. Comments, annotation glyphs and variations
// are skipped and the main line is played; moves may be in SAN or UCI. A
// result the moves do not produce (a resignation, an agreed draw) is kept
// as declared. Errors match variant.ErrRecord and name the move that
// failed.
func ParsePGN(text string) (*Game, error) {
	r, err := variant.ParseRecord(text)
	if err != nil {
		return nil, err
	}
	return Replay(r)
}

// Replay plays a game record of chess or Chess960 (see [ParsePGN]).
func Replay(r variant.Record) (*Game, error) {
	standard := true
	if name, ok := r.Tag("Variant"); ok && !strings.EqualFold(name, "standard") {
		v, err := variant.Lookup(name)
		if err != nil || v != Chess960 && v != Chess {
			return nil, fmt.Errorf("%w: Variant %q is neither chess nor Chess960", variant.ErrRecord, name)
		}
		standard = v == Chess
	}
	var start Position
	fen, hasFEN := r.Tag("FEN")
	switch {
	case hasFEN && standard:
		p, err := ParseStandardFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("%w: FEN tag: %w", variant.ErrRecord, err)
		}
		start = p
	case hasFEN:
		p, err := ParseFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("%w: FEN tag: %w", variant.ErrRecord, err)
		}
		start = p
	case standard:
		start = Standard()
	default:
		// No FEN: the Options tag's start, or the standard array (518), as
		// python-chess reads [Variant "Chess960"] without a FEN.
		opts, ok := r.Tag("Options")
		if !ok {
			opts = Chess960.RecordStart
		}
		o, err := Chess960.ParseOptions(opts)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", variant.ErrRecord, err)
		}
		id, _ := startOption(o)
		if id < 0 {
			return nil, fmt.Errorf("%w: a Chess960 game needs a FEN tag with its start position", variant.ErrRecord)
		}
		start, _ = FromID(id)
	}
	return variant.Replay(start, r)
}
