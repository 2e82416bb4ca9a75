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

	// Legal lists the moves then the actions with the squares they are made
	// with, for pages that move by pointing; Sides the state of every side;
	// Marks the board's marks; LastMove the move that led here, when known
	// (see [SnapGame]).
	Legal    []LegalMove `json:"legal"`
	Sides    []SideState `json:"sides"`
	Marks    []MarkInfo  `json:"marks,omitempty"`
	LastMove *LegalMove  `json:"lastMove,omitempty"`
}

// LegalMove is a move as text with the squares it is made with ("" when
// the game does not say, or for a drop's From) and its kind (see
// [MoveSquares]). Action is true for a move of Actions, not a turn move;
// an action also names the side it is made for ([ActionSide]) and says
// what it does ([Explain]), for a page's buttons.
type LegalMove struct {
	Text    string `json:"text"`
	From    string `json:"from,omitempty"`
	To      string `json:"to,omitempty"`
	Kind    string `json:"kind,omitempty"`
	Piece   string `json:"piece,omitempty"`
	Action  bool   `json:"action,omitempty"`
	Side    string `json:"side,omitempty"`
	Explain string `json:"explain,omitempty"`
}

// SideState is a side's name, whether it is to move, and its [SideStatus].
type SideState struct {
	Name      string   `json:"name"`
	ToMove    bool     `json:"toMove"`
	InCheck   bool     `json:"inCheck,omitempty"`
	Frozen    bool     `json:"frozen,omitempty"`
	Withdrawn bool     `json:"withdrawn,omitempty"`
	Notes     []string `json:"notes,omitempty"`
}

// MarkInfo is a [Mark] with its square's name ("" for the whole board)
// and its side's name.
type MarkInfo struct {
	Square string `json:"square,omitempty"`
	Kind   string `json:"kind"`
	Side   string `json:"side,omitempty"`
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
	Royal  bool   `json:"royal,omitempty"` // see [RoyalJudging]
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
		pi.Royal = IsRoyal(p, pc)
		s.Pieces = append(s.Pieces, pi)
	}
	s.Legal = []LegalMove{}
	for _, m := range p.Moves(nil) {
		lm := legalMove(p, m)
		s.Moves = append(s.Moves, lm.Text)
		s.Legal = append(s.Legal, lm)
	}
	for _, m := range p.Actions(nil) {
		lm := legalMove(p, m)
		lm.Action = true
		if x := ActionSide(p, m); x != NoSide && x != Chance {
			lm.Side = v.SideName(x)
		}
		lm.Explain = Explain(p, m)
		s.Actions = append(s.Actions, lm.Text)
		s.Legal = append(s.Legal, lm)
	}
	to := p.ToMove()
	for i := range v.Sides {
		x := Side(i)
		st := StatusOf(p, x)
		s.Sides = append(s.Sides, SideState{Name: v.SideName(x), ToMove: x == to, InCheck: st.InCheck,
			Frozen: st.Frozen, Withdrawn: st.Withdrawn, Notes: st.Notes})
	}
	for _, mk := range MarksOf(p) {
		mi := MarkInfo{Kind: mk.Kind}
		if g.Valid(mk.Cell) {
			mi.Square = g.Name(mk.Cell)
		}
		if mk.Side != NoSide {
			mi.Side = v.SideName(mk.Side)
		}
		s.Marks = append(s.Marks, mi)
	}
	return s
}

// legalMove describes move m of p with its squares.
func legalMove(p AnyPosition, m Move) LegalMove {
	lm := LegalMove{Text: p.MoveText(m)}
	if sq, ok := SquaresOf(p, m); ok {
		g := p.Board()
		if g.Valid(sq.From) {
			lm.From = g.Name(sq.From)
		}
		if g.Valid(sq.To) {
			lm.To = g.Name(sq.To)
		}
		lm.Kind, lm.Piece = sq.Kind, sq.Piece
	}
	return lm
}

// SnapGame is [Snap] of the game's current position with LastMove set to
// the move that led to it. When the game is over (by its history, or by
// a resignation or a claim) the snapshot's outcome is the game's and it
// lists no moves.
func SnapGame(g *Game[AnyPosition, Move]) Snapshot {
	s := Snap(g.Position())
	if n := g.Len(); n > 0 {
		lm := legalMove(g.PositionAt(n-1), g.Moves()[n-1])
		s.LastMove = &lm
	}
	if o := g.Outcome(); o.Over() {
		v := g.Position().Variant()
		s.Outcome, s.Result, s.ToMove = v.Named(o), o.Result(len(v.Sides)), ""
		s.Moves, s.Actions, s.Legal = []string{}, nil, []LegalMove{}
		for i := range s.Sides {
			s.Sides[i].ToMove = false
		}
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
