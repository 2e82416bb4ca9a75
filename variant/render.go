package variant

import "github.com/ludus-chess/ludus/board"

// What games tell renderers and web pages beyond pieces and move texts: the
// squares a move is made with (so that a page lets people move by pointing
// without guessing from move text), the marks of the board (palaces, river,
// thrones ...), the status of each side (in check, frozen, withdrawn,
// prisoners) and which pieces are royal. Every interface here is optional;
// the functions [SquaresOf], [MarksOf], [StatusOf] and [IsRoyal] work on
// typed positions and on the dynamic face alike, and answer with nothing
// when the game does not say.

// MoveSquares are the cells a move is made with, as a person points at
// them: the piece that moves, then where it goes.
type MoveSquares struct {
	// From is the cell of the piece that moves; board.NoCell for a drop
	// or placement, and for an action not made with a piece (an offer, a
	// resignation).
	From board.Cell
	// To is where it goes (for castling, the king's destination); for a
	// drop, where the piece is put; board.NoCell for an action not made on
	// a square.
	To board.Cell
	// Kind says what sort of move it is, in the game's vocabulary: "move",
	// "capture", "castling", "en passant", "promotion", "drop", "placement",
	// "action".
	Kind string
	// Piece names the piece that appears: the kind promoted into, dropped
	// or placed ("" otherwise).
	Piece string
}

// Squaring is implemented by positions that tell the cells of their moves.
// MoveSquares must be given a move legal in the position.
type Squaring[M MoveType] interface {
	MoveSquares(m M) MoveSquares
}

// A Mark is a feature of the board that players know it by. Cell is the
// marked cell (board.NoCell for a mark of the whole board); Side is the
// side it belongs to, or NoSide.
type Mark struct {
	Cell board.Cell
	Kind string
	Side Side
}

// The kinds of marks renderers know.
const (
	MarkPalace    = "palace"    // a cell of a palace (Xiangqi, Meridian)
	MarkRiver     = "river"     // a cell on the bank of a river, the river running on its far side from Side's home
	MarkStream    = "stream"    // as MarkRiver, for the Nicholls games' Stream
	MarkThrone    = "throne"    // an army's throne square (Enochian)
	MarkConcourse = "concourse" // a square of a concourse set (Enochian)
	MarkPromotion = "promotion" // a cell of Side's promotion zone
	MarkForbidden = "forbidden" // a cell on which Side may not place
	MarkPoints    = "points"    // whole board: pieces stand on the points where lines cross (Xiangqi)
)

// Marking is implemented by positions whose boards have marks.
type Marking interface {
	Marks() []Mark
}

// SideStatus is the state of one side, beyond whose turn it is.
type SideStatus struct {
	InCheck   bool     // a royal piece of the side is attacked
	Frozen    bool     // the side's pieces stand but cannot move (Enochian: its King taken)
	Withdrawn bool     // the side has left the game (or lost all its pieces)
	Notes     []string // more, in words: "prisoners: 9, 16", "kings taken: blue"
}

// SideStating is implemented by positions that describe their sides.
type SideStating interface {
	SideStatus(x Side) SideStatus
}

// Royalty is implemented by positions of games with royal pieces: Royal
// reports whether the piece (as returned by Pieces) is royal, a piece whose
// capture or checkmate decides the game.
type Royalty interface {
	Royal(pc Piece) bool
}

// SquaresOf returns the cells of move m in position p, if p's game tells
// them. p is a typed position with move type M, or a dynamic one (M is
// then Move).
func SquaresOf[M MoveType](p any, m M) (MoveSquares, bool) {
	switch q := p.(type) {
	case Squaring[M]:
		return q.MoveSquares(m), true
	case dynamicRender:
		return q.moveSquares(Move(m))
	}
	return MoveSquares{From: board.NoCell, To: board.NoCell}, false
}

// MarksOf returns the marks of p's board, or nil.
func MarksOf(p any) []Mark {
	switch q := p.(type) {
	case Marking:
		return q.Marks()
	case dynamicRender:
		return q.marks()
	}
	return nil
}

// StatusOf returns the status of side x in p, or the zero SideStatus.
func StatusOf(p any, x Side) SideStatus {
	switch q := p.(type) {
	case SideStating:
		return q.SideStatus(x)
	case dynamicRender:
		return q.sideStatus(x)
	}
	return SideStatus{}
}

// IsRoyal reports whether piece pc of p is royal.
func IsRoyal(p any, pc Piece) bool {
	switch q := p.(type) {
	case Royalty:
		return q.Royal(pc)
	case dynamicRender:
		return q.royal(pc)
	}
	return false
}

// dynamicRender is the dynamic face's forwarding of the interfaces above.
// Its methods are unexported so that the dynamic face does not claim to
// implement interfaces its game lacks.
type dynamicRender interface {
	moveSquares(m Move) (MoveSquares, bool)
	marks() []Mark
	sideStatus(x Side) SideStatus
	royal(pc Piece) bool
}

func (d dynamic[P, M]) moveSquares(m Move) (MoveSquares, bool) {
	if s, ok := any(d.p).(Squaring[M]); ok {
		return s.MoveSquares(M(m)), true
	}
	return MoveSquares{From: board.NoCell, To: board.NoCell}, false
}

func (d dynamic[P, M]) marks() []Mark { return MarksOf(d.p) }

func (d dynamic[P, M]) sideStatus(x Side) SideStatus { return StatusOf(d.p, x) }

func (d dynamic[P, M]) royal(pc Piece) bool { return IsRoyal(d.p, pc) }
