package variant

import (
	"fmt"
)

// Snapshot is a position of any game as plain data, for JSON: what a server
// sends to a web page. Make one with [Snap].
type Snapshot struct {
	Variant  string       `json:"variant"`
	Options  string       `json:"options,omitempty"`
	Position string       `json:"position"`
	ToMove   string       `json:"toMove,omitempty"`
	Outcome  NamedOutcome `json:"outcome"` // winners by name
	Result   string       `json:"result"`
	Board    BoardInfo    `json:"board"`
	Pieces   []PieceInfo  `json:"pieces"`
	Moves    []string     `json:"moves"`
	Actions  []string     `json:"actions,omitempty"`
}

// BoardInfo is the shape of a board for JSON.
type BoardInfo struct {
	Files  int `json:"files"`
	Ranks  int `json:"ranks"`
	Layers int `json:"layers"`
}

// PieceInfo is a [Piece] with its square name and owner's name, for JSON.
type PieceInfo struct {
	Piece
	Square string `json:"square"` // "" for a piece off the board
	Owner  string `json:"owner,omitempty"`
}

// Snap describes a position as a [Snapshot], with its legal moves and actions
// as text.
func Snap(p AnyPosition) Snapshot {
	v := p.Variant()
	g := p.Board()
	s := Snapshot{
		Variant:  v.Name,
		Options:  p.Options().String(),
		Position: p.String(),
		Outcome:  v.Named(p.Outcome()),
		Result:   p.Outcome().Result(len(v.Sides)),
		Board:    BoardInfo{g.Shape().Files, g.Shape().Ranks, g.Shape().Layers},
		Pieces:   []PieceInfo{},
		Moves:    []string{},
	}
	if x := p.ToMove(); x != NoSide {
		s.ToMove = v.SideName(x)
	}
	for _, pc := range p.Pieces(nil) {
		pi := PieceInfo{Piece: pc}
		if g.Valid(pc.Cell) {
			pi.Square = g.Name(pc.Cell)
		}
		if pc.Side != NoSide {
			pi.Owner = v.SideName(pc.Side)
		}
		s.Pieces = append(s.Pieces, pi)
	}
	for _, m := range p.Moves(nil) {
		s.Moves = append(s.Moves, p.MoveText(m))
	}
	for _, m := range p.Actions(nil) {
		s.Actions = append(s.Actions, p.MoveText(m))
	}
	return s
}

// NewPosition looks up a variant by name in the standard registry, reads
// option text and, if position is not empty, position text; it returns the
// start position or the given one. Errors match ErrUnknownVariant,
// ErrOption or ErrPosition.
func NewPosition(name, options, position string) (AnyPosition, error) {
	v, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	o, err := v.ParseOptions(options)
	if err != nil {
		return nil, err
	}
	if position == "" {
		return v.Start(o)
	}
	return v.Parse(position, o)
}

// Load replays a game record of any registered game: its Variant tag picks
// the game (default "chess" when absent, as in PGN), Options its options,
// SetUp/FEN its start position; a record with neither is read with the
// variant's RecordStart options (Chess960 from the standard array). Errors match ErrRecord and the error of the
// part that failed.
func Load(r Record) (*Game[AnyPosition, Move], error) {
	name, ok := r.Tag("Variant")
	if !ok {
		name = "chess"
	}
	opts, hasOpts := r.Tag("Options")
	fen, hasFEN := r.Tag("FEN")
	if !hasOpts && !hasFEN {
		// Without Options or FEN, the start other tools read: Chess960's
		// standard array, not a random one.
		if v, err := Lookup(name); err == nil {
			opts = v.RecordStart
		}
	}
	start, err := NewPosition(name, opts, fen)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	return Replay(start, r)
}
