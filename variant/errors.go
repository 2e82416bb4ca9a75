package variant

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error the library returns for bad input matches one
// of these with errors.Is, and most are also a typed error ([ParseError],
// [IllegalMoveError], [OptionError]) for errors.As.
var (
	ErrUnknownVariant = errors.New("unknown variant")
	ErrOption         = errors.New("bad option")
	ErrPosition       = errors.New("bad position")
	ErrMove           = errors.New("bad move")
	ErrIllegalMove    = errors.New("illegal move")
	ErrGameOver       = errors.New("game over")
	ErrRecord         = errors.New("bad game record")
	ErrNoUndo         = errors.New("nothing to undo")
)

// ParseError reports text that could not be read: a position, a move, a game
// record. It says what was being read, the input, where in it the problem is
// and why. It matches its Kind sentinel ([ErrPosition], [ErrMove],
// [ErrRecord], ...) and its Cause, if any, with errors.Is.
type ParseError struct {
	Kind   error  // the sentinel: ErrPosition, ErrMove, ErrRecord, ErrOption
	Input  string // the text that was read
	Offset int    // byte offset in Input where the problem is (-1: the whole text)
	Reason string // what is wrong, for people
	Cause  error  // an underlying error, such as a *board.SquareError; may be nil
}

// Error says what was read, where and why it is wrong.
func (e *ParseError) Error() string {
	in := e.Input
	if len(in) > 80 {
		in = in[:77] + "..."
	}
	kind := "input"
	if e.Kind != nil {
		kind = e.Kind.Error()
	}
	if e.Offset >= 0 {
		return fmt.Sprintf("%s %q at offset %d: %s", kind, in, e.Offset, e.Reason)
	}
	return fmt.Sprintf("%s %q: %s", kind, in, e.Reason)
}

// Unwrap returns the Kind sentinel and the Cause.
func (e *ParseError) Unwrap() []error {
	var out []error
	if e.Kind != nil {
		out = append(out, e.Kind)
	}
	if e.Cause != nil {
		out = append(out, e.Cause)
	}
	return out
}

// IllegalMoveError reports a move that was read but may not be played in
// the position: it names the move and says why.
type IllegalMoveError struct {
	Move   string // the move's text, as given
	Reason string // why it is illegal here, for people
}

// Error names the move and the reason.
func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("illegal move %q: %s", e.Move, e.Reason)
}

// Unwrap returns [ErrIllegalMove].
func (e *IllegalMoveError) Unwrap() error { return ErrIllegalMove }

// OptionError reports a bad option setting: an unknown key, a value of the
// wrong kind or out of range.
type OptionError struct {
	Key    string
	Value  string
	Reason string
}

// Error names the key, the value and the reason.
func (e *OptionError) Error() string {
	if e.Value == "" {
		return fmt.Sprintf("bad option %q: %s", e.Key, e.Reason)
	}
	return fmt.Sprintf("bad option %s=%s: %s", e.Key, e.Value, e.Reason)
}

// Unwrap returns [ErrOption].
func (e *OptionError) Unwrap() error { return ErrOption }

// PositionError returns a *[ParseError] for position text.
func PositionError(input string, offset int, reason string) error {
	return &ParseError{Kind: ErrPosition, Input: input, Offset: offset, Reason: reason}
}

// MoveError returns a *[ParseError] for move text.
func MoveError(input string, offset int, reason string) error {
	return &ParseError{Kind: ErrMove, Input: input, Offset: offset, Reason: reason}
}

// Illegal returns an *[IllegalMoveError].
func Illegal(move, reason string) error { return &IllegalMoveError{Move: move, Reason: reason} }
