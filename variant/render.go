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

// SideStatus is the state of one side, beyond whose turn it is.
type SideStatus struct {
	InCheck   bool     // a royal piece of the side is attacked
	Frozen    bool     // the side's pieces stand but cannot move (Enochian: its King taken)
	Withdrawn bool     // the side has left the game (or lost all its pieces)
	Notes     []string // more, in words: "prisoners: 9, 16", "kings taken: blue"
}
