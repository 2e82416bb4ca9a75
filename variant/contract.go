package variant

import "github.com/ludus-chess/ludus/board"

// MoveType is the constraint on a game's move type: a compact unsigned
// integer whose meaning is private to the game (from, to, promotion, action
// kind ...). Moves are plain values: comparable, cheap to copy, and
// convertible to the dynamic face's [Move] without allocation.
type MoveType interface {
	~uint16 | ~uint32 | ~uint64
}

// Position is the typed face of the contract every game implements: P is the
// game's position type and M its move type. Generic tools (Perft, Playout,
// Game, search) take type parameters constrained by Position, so that hot
// loops call the game's methods directly, without boxing, and allocate
// nothing per move.
//
// Positions are immutable values: Play returns a new position and leaves the
// receiver unchanged, no method writes to the receiver, and any position may
// be shared between goroutines. A game whose position holds slices or
// pointers must never write through them after the position is made.
type Position[P any, M MoveType] interface {
	// Variant returns the registry entry of the game.
	Variant() *Variant
	// Options returns the options the position was created with.
	Options() Options
	// Board returns the geometry of the board (it may depend on options).
	Board() *board.Geometry

	// ToMove returns the side whose turn it is, or NoSide when the game is
	// over. Skipped turns (frozen or stalemated armies, forced passes) are
	// already passed over: the side returned is one that has a move.
	ToMove() Side
	// Moves appends the legal moves of the side to move to dst and returns
	// the extended slice; nothing is appended when the game is over. These
	// are the moves perft counts. Implementations must not allocate when dst
	// has room.
	Moves(dst []M) []M
	// Actions appends the legal moves that are not turn moves: negotiated or
	// optional actions such as an exchange of prisoners, a withdrawal, a
	// resignation allowed by the rules, a draw claim. Perft does not count
	// them. Games without such actions return dst unchanged.
	Actions(dst []M) []M
	// Play returns the position after m, which must be a move returned by
	// Moves or Actions for this position, or by ParseMove on it. Play does not
	// check legality (use [PlayChecked] or [Game] for untrusted moves).
	Play(m M) P
	// Outcome returns the result decided by the position alone (checkmate,
	// stalemate, bare kings, a harmony ...). Results that need the history,
	// such as repetition, are decided by [Game].
	Outcome() Outcome
	// Hash returns a 64-bit hash of everything that makes positions equal for
	// the repetition rules: equal positions have equal hashes.
	Hash() uint64

	// String returns the position text in the game's documented format,
	// which the variant's Parse reads back to an equal position.
	String() string
	// MoveText returns the text of move m in this position; ParseMove on the
	// same position reads it back to m.
	MoveText(m M) string
	// ParseMove reads a move's text in this position and returns the move if
	// it is legal (a turn move or an action). Errors match [ErrMove] (text
	// that cannot be read) or [ErrIllegalMove] (read, but not legal here).
	ParseMove(text string) (M, error)
	// Pieces appends what stands where to dst, for renderers and JSON.
	Pieces(dst []Piece) []Piece
}

// Piece describes one piece for renderers, JSON and servers. Stacks (a
// throne with king and companion, a pyramid of components, a carpet with its
// passenger) are several Pieces on one cell, bottom first (Level 0 at the
// bottom). Pieces off the board (prisoners, pieces in hand) have Cell
// board.NoCell.
type Piece struct {
	Cell  board.Cell `json:"-"`
	Level int        `json:"level,omitempty"` // place in a stack on Cell, 0 at the bottom
	Side  Side       `json:"side"`            // owner, or NoSide
	Kind  string     `json:"kind"`            // in the game's vocabulary: "king", "pyramid", "carpet"
	Label string     `json:"label"`           // short text for diagrams: "K", "36", "Q"
	Value int        `json:"value,omitempty"` // the piece's number, in games that have one
}
