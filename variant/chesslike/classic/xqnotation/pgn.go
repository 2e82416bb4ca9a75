package xqnotation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/chesslike/classic" // registers "xiangqi"
)

// Format is the move notation of a Chinese-chess record.
type Format int

// The move notations of records.
const (
	// FormatAuto reads the record's [Format] tag; without one, a record
	// with Ludus's [Variant "xiangqi"] tag is in Ludus's coordinates, and
	// any other (an archive's) in ICCS or WXF, told apart by the shape of
	// its first move.
	FormatAuto  Format = iota
	FormatICCS         // ICCS coordinates, written "H2-E2"
	FormatWXF          // WXF notation, "C2.5"
	FormatLudus        // Ludus's coordinates, ranks 1-10: "h3e3"
)

// String returns "ICCS", "WXF", "Ludus" or "auto".
func (f Format) String() string {
	switch f {
	case FormatICCS:
		return "ICCS"
	case FormatWXF:
		return "WXF"
	case FormatLudus:
		return "Ludus"
	}
	return "auto"
}

// GameName is the value of the Game tag of Chinese-chess PGN.
const GameName = "Chinese Chess"

// Imported is a record read into Ludus's moves: its start position and
// its moves, each legal in the position before it.
type Imported struct {
	Start  variant.AnyPosition
	Moves  []variant.Move
	Format Format // the notation the record's moves were in
}

// Positions returns the start position and the position after each move.
func (im Imported) Positions() []variant.AnyPosition {
	out := []variant.AnyPosition{im.Start}
	for _, m := range im.Moves {
		out = append(out, out[len(out)-1].Play(m))
	}
	return out
}

// formatOf decides the notation of a record.
func formatOf(r variant.Record) (Format, error) {
	if g, ok := r.Tag("Game"); ok && !strings.EqualFold(g, GameName) && !strings.EqualFold(g, "Xiangqi") {
		return 0, fmt.Errorf("%w: Game %s is not Chinese chess", variant.ErrRecord, strconv.Quote(g))
	}
	if f, ok := r.Tag("Format"); ok {
		switch strings.ToUpper(strings.TrimSpace(f)) {
		case "ICCS":
			return FormatICCS, nil
		case "WXF":
			return FormatWXF, nil
		}
		return 0, fmt.Errorf("%w: Format %s is neither ICCS nor WXF", variant.ErrRecord, strconv.Quote(f))
	}
	if name, ok := r.Tag("Variant"); ok {
		v, err := variant.Lookup(name)
		if err != nil || v.Name != "xiangqi" {
			return 0, fmt.Errorf("%w: Variant %s is not Xiangqi", variant.ErrRecord, strconv.Quote(name))
		}
		return FormatLudus, nil
	}
	if len(r.Moves) == 0 {
		return FormatICCS, nil
	}
	if _, err := LudusSquares(r.Moves[0]); err == nil {
		return FormatICCS, nil
	}
	if _, err := normalWXF(r.Moves[0]); err == nil {
		return FormatWXF, nil
	}
	return 0, fmt.Errorf("%w: move 1 (%s) is neither ICCS nor WXF", variant.ErrRecord, strconv.Quote(r.Moves[0]))
}

// startOf returns the record's start position: its FEN tag, or the usual
// array, with the Options tag's options.
func startOf(r variant.Record) (variant.AnyPosition, error) {
	opts, _ := r.Tag("Options")
	fen, _ := r.Tag("FEN")
	p, err := variant.NewPosition("xiangqi", opts, fen)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", variant.ErrRecord, err)
	}
	return p, nil
}

// ParseMove reads a move in format f (not FormatAuto) in p.
func ParseMove(p variant.AnyPosition, text string, f Format) (variant.Move, error) {
	switch f {
	case FormatICCS:
		return ParseICCS(p, text)
	case FormatWXF:
		return ParseWXF(p, text)
	case FormatLudus:
		return p.ParseMove(text)
	}
	return 0, fmt.Errorf("%w: no move format given", variant.ErrMove)
}

// MoveText writes m in format f (FormatAuto writes ICCS).
func MoveText(p variant.AnyPosition, m variant.Move, f Format) string {
	switch f {
	case FormatWXF:
		return WXF(p, m)
	case FormatLudus:
		return p.MoveText(m)
	}
	return ICCSRecord(p, m)
}

// Import reads the moves of a Chinese-chess record (or a Ludus Xiangqi
// record) from its start position, in the notation f gives (see
// [FormatAuto]). It checks that each move is legal in the position before
// it, by the move generator alone: a game that a rule ends early (a
// repetition) is read on to its last recorded move, as it was played.
// Errors match variant.ErrRecord and name the move.
func Import(r variant.Record, f Format) (Imported, error) {
	if f == FormatAuto {
		var err error
		if f, err = formatOf(r); err != nil {
			return Imported{}, err
		}
	}
	p, err := startOf(r)
	if err != nil {
		return Imported{}, err
	}
	im := Imported{Start: p, Format: f}
	for i, t := range r.Moves {
		m, err := ParseMove(p, t, f)
		if err != nil {
			return Imported{}, fmt.Errorf("%w: move %d (%s): %w", variant.ErrRecord, i+1, strconv.Quote(t), err)
		}
		im.Moves = append(im.Moves, m)
		p = p.Play(m)
	}
	return im, nil
}

// ToLudus converts a Chinese-chess record into a Ludus record of
// "xiangqi" (moves in Ludus's coordinates, the Game and Format tags
// dropped, the others kept), which variant.Load replays under the game's
// rules.
func ToLudus(r variant.Record, f Format) (variant.Record, error) {
	im, err := Import(r, f)
	if err != nil {
		return variant.Record{}, err
	}
	out := variant.Record{Result: r.Result, PliesPerNumber: 2}
	for _, t := range r.Tags {
		if t.Name != "Game" && t.Name != "Format" && t.Name != "Variant" {
			out.Tags = append(out.Tags, t)
		}
	}
	out.SetTag("Variant", "xiangqi")
	p := im.Start
	for _, m := range im.Moves {
		out.Moves = append(out.Moves, p.MoveText(m))
		p = p.Play(m)
	}
	return out, nil
}

// Export writes a Xiangqi game as a Chinese-chess PGN record: [Game
// "Chinese Chess"], [Format "ICCS"] or [Format "WXF"], the given tags
// (Event, Red, Black ...), FEN when the game did not start from the
// usual array, the Result, and the moves in format f (FormatAuto and
// FormatLudus write ICCS; Ludus's own records come from Game.Record).
func Export(g *variant.Game[variant.AnyPosition, variant.Move], f Format, tags ...variant.Tag) (variant.Record, error) {
	start := g.Start()
	if start.Variant().Name != "xiangqi" {
		return variant.Record{}, fmt.Errorf("%w: %s is not Xiangqi", variant.ErrRecord, start.Variant().Name)
	}
	if f != FormatWXF {
		f = FormatICCS
	}
	base := g.Record()
	r := variant.Record{PliesPerNumber: 2, Result: base.Result}
	r.SetTag("Game", GameName)
	for _, t := range tags {
		r.SetTag(t.Name, t.Value)
	}
	r.SetTag("Format", f.String())
	if fen, ok := base.Tag("FEN"); ok {
		r.SetTag("FEN", fen)
	}
	r.SetTag("Result", base.Result)
	if t, ok := base.Tag("Termination"); ok {
		r.SetTag("Termination", t)
	}
	r.Comments, r.Notes = base.Comments, base.Notes // the reason of the end
	if start.ToMove() == 1 {
		r.FirstPly = 1
	}
	for i, m := range g.Moves() {
		r.Moves = append(r.Moves, MoveText(g.PositionAt(i), m, f))
	}
	return r, nil
}
