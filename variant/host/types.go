package host

import (
	"errors"
	"fmt"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// Errors of the host. Commands also return the contract's errors:
// [variant.ErrMove] and [variant.ErrIllegalMove] for a move that cannot be
// read or played, [variant.ErrGameOver] for a finished game,
// [variant.ErrUnknownVariant], [variant.ErrOption] and
// [variant.ErrPosition] for a bad game spec.
var (
	ErrNotFound    = errors.New("no such game")
	ErrToken       = errors.New("unknown seat token")
	ErrNotYourTurn = errors.New("the seat does not command that side")
	ErrStale       = errors.New("stale ply")
	ErrLimit       = errors.New("limit reached")
	ErrSpec        = errors.New("bad game spec")
	ErrClosed      = errors.New("host closed")
	// ErrUnavailable matches a failure of the store (a full disk, a
	// database that cannot be reached): nothing was committed, and the
	// call may be tried again later.
	ErrUnavailable = errors.New("store unavailable")
	// ErrHalted is the error of a command on a game that the host halted
	// after a panic in the game's code or in a computer player's search
	// (see [View].Fault).
	ErrHalted = errors.New("the game is halted")
	// ErrPanic matches a *[PanicError]: a command or a read of a game
	// panicked in the game's code; the host recovered and logged it.
	ErrPanic = errors.New("panic in a game's code or a search")
	// ErrConflict is what a Store's Append returns when the game's sequence
	// is not the one expected: another writer came first. The host reloads
	// and judges the command again, so callers of the host never see it.
	ErrConflict = errors.New("store: sequence conflict")
)

// StaleError is the error of a command stamped with a ply that is not the
// game's current one (a move already answered, or one made from an old
// view). It matches [ErrStale] and carries the current ply and sequence, so
// that a client can refetch and try again.
type StaleError struct {
	Ply  int   // the game's current ply (moves played)
	Seq  int64 // the game's current event sequence
	Sent int   // the ply the command named
}

// Error says which ply was sent and which is current.
func (e *StaleError) Error() string {
	return fmt.Sprintf("stale ply %d: the game is at ply %d", e.Sent, e.Ply)
}

// Unwrap returns [ErrStale].
func (e *StaleError) Unwrap() error { return ErrStale }

// PanicError is the error of a call in which the game's code (or a search)
// panicked. The host recovered, logged the panic once with its stack, and
// forgot the game in memory; the stored game is as it was before the call.
type PanicError struct {
	Game     string // the game's id ("" while creating one)
	Position string // the position text, if it could be written
	Value    string // what was passed to panic
}

// Error says where the panic happened; the stack is in the host's log.
func (e *PanicError) Error() string {
	return fmt.Sprintf("panic in game %s at %q: %s", e.Game, e.Position, e.Value)
}

// Unwrap returns [ErrPanic].
func (e *PanicError) Unwrap() error { return ErrPanic }

// Engine describes a computer player: a kind of search.New ("random",
// "greedy", "mcts", "alphabeta") and its budget per move. The host caps the
// budget (Options.MaxThink, MaxNodes, MaxDepth): a client cannot ask for
// more. Zero fields take the host's defaults.
type Engine struct {
	Kind  string        `json:"kind"`
	Nodes int           `json:"nodes,omitempty"`
	Depth int           `json:"depth,omitempty"`
	Think time.Duration `json:"think,omitempty"`
}

// SeatSpec describes a seat of a new game: a person (Computer nil) or a
// computer player, and the sides it commands at the start. Sides are the
// variant's side numbers; the seat holds the players (see
// [variant.Controlling]) with those numbers, so it keeps commanding whatever
// they command as control changes during play.
type SeatSpec struct {
	Name     string // shown to all; see CheckName
	User     string // the embedding site's user id for a person seat (optional): see Actor
	Sides    []variant.Side
	Computer *Engine
}

// ClockSpec is a clock for every side: Base time at the start and
// Increment added after each of that side's turn moves (Fischer).
type ClockSpec struct {
	Base      time.Duration
	Increment time.Duration
}

// GameSpec describes a game to create. With no seats every side gets its
// own person seat. Client names the creator (an address) for the
// per-client limits.
type GameSpec struct {
	Variant  string
	Options  string
	Position string
	Seats    []SeatSpec
	Clock    *ClockSpec
	Client   string
}

// Event kinds.
const (
	KindMove    = "move"    // a move or action (Seat -1: a chance event played by the host)
	KindUndo    = "undo"    // moves taken back; Ply is the ply after
	KindResign  = "resign"  // Side resigned (Game.Resign)
	KindFlag    = "flag"    // Side's time ran out: it resigns
	KindLimit   = "limit"   // the host's move limit was reached: a draw
	KindOutcome = "outcome" // the game ended (Result, Text the summary); follows the event that ended it
	KindSeat    = "seat"    // a seat's token, user or name changed (Seat -1: several seats)
	KindFault   = "fault"   // the host halted the game after a panic (Text says what failed); no command is taken after it
)

// Event is one entry of a game's log. Seq numbers the events of a game
// from 1 without gaps and only grows; Ply is the number of moves before a
// move (after an undo, the ply taken back to; else the game's ply).
type Event struct {
	Seq    int64        `json:"seq"`
	Ply    int          `json:"ply"`
	Kind   string       `json:"kind"`
	Side   variant.Side `json:"-"`
	Seat   int          `json:"seat"`
	Text   string       `json:"text,omitempty"`
	Result string       `json:"result,omitempty"`
	// Clocks is every side's remaining time in milliseconds after the event,
	// in games with a clock.
	Clocks []int64   `json:"clocksMs,omitempty"`
	At     time.Time `json:"-"`
	Name   string    `json:"side,omitempty"` // Side's name, filled in by Watch
}

// View is a hosted game as its readers see it. Seat tokens are never in it.
type View struct {
	ID       string               `json:"id"`
	Variant  string               `json:"variant"`
	Options  string               `json:"options"`
	Start    string               `json:"start"`
	Ply      int                  `json:"ply"`
	Seq      int64                `json:"seq"`
	ToMove   string               `json:"toMove"`
	Thinking bool                 `json:"thinking"`
	Snapshot variant.Snapshot     `json:"snapshot"`
	Moves    []MoveView           `json:"moves"`
	Outcome  variant.NamedOutcome `json:"outcome"` // winners by name
	Result   string               `json:"result"`
	Summary  string               `json:"summary"`
	Seats    []SeatView           `json:"seats"`
	Sides    []SideView           `json:"sides"`
	Clock    *ClockView           `json:"clock"`
	// Fault is set when the host halted the game after a panic in the
	// game's code or a computer's search: what failed. A halted game takes
	// no more commands (ErrHalted) and is not resumed by a restart.
	Fault string `json:"fault,omitempty"`
	// Offer is the pending take-back offer, or nil (see
	// [Host.OfferTakeback]).
	Offer *OfferView `json:"offer,omitempty"`
}

// MoveView is one move played: its ply (moves before it), the side it was
// played for, the seat that played it (-1: the host, at a chance node), its
// text and what it did (variant.Explain).
type MoveView struct {
	Ply     int    `json:"ply"`
	Side    string `json:"side"`
	Seat    int    `json:"seat"`
	Text    string `json:"text"`
	Explain string `json:"explain,omitempty"`
}

// SeatView is a seat: the sides it was created with and those it commands
// now.
type SeatView struct {
	Seat     int      `json:"seat"`
	Name     string   `json:"name"`
	Sides    []string `json:"sides"`
	Controls []string `json:"controls"`
	Computer string   `json:"computer"`
	Token    string   `json:"token,omitempty"` // only in the answer to Create
	User     string   `json:"-"`               // the seat's user id, for the program (not in JSON: views are public)
}

// SideView is a side: the seat commanding it now, whether it is to move,
// and its remaining time (nil without a clock).
type SideView struct {
	Name    string `json:"name"`
	Seat    int    `json:"seat"`
	ToMove  bool   `json:"toMove"`
	ClockMs *int64 `json:"clockMs"`
}

// ClockView is the game's time control.
type ClockView struct {
	BaseMs      int64 `json:"baseMs"`
	IncrementMs int64 `json:"incrementMs"`
}
