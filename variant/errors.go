package variant

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
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

// Error says what was read, where and why it is wrong. It quotes a short
// excerpt of the input (see [Excerpt]), around the offset when there is
// one.
func (e *ParseError) Error() string {
	kind := "input"
	if e.Kind != nil {
		kind = e.Kind.Error()
	}
	if e.Offset >= 0 {
		return fmt.Sprintf("%s %s at offset %d: %s", kind, ExcerptAt(e.Input, e.Offset), e.Offset, e.Reason)
	}
	return fmt.Sprintf("%s %s: %s", kind, Excerpt(e.Input), e.Reason)
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
	return fmt.Sprintf("illegal move %s: %s", Excerpt(e.Move), e.Reason)
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
	kv := e.Key
	if e.Value != "" {
		kv += "=" + e.Value
	}
	if q := Excerpt(kv); e.Value == "" || q[1:len(q)-1] != kv {
		// Quoted when there is no value (as before), when cut or when
		// it holds bytes that need escapes.
		return fmt.Sprintf("bad option %s: %s", q, e.Reason)
	}
	return fmt.Sprintf("bad option %s: %s", kv, e.Reason)
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

// MaxExcerpt is the most bytes of input that an error message quotes.
const MaxExcerpt = 80

// Excerpt quotes input for an error message, as every package of Ludus
// does: escaped as a Go string literal, so that control bytes and bad
// UTF-8 print as escapes ("\x00", "\n"), never raw, and cut on a
// character boundary to at most [MaxExcerpt] bytes between the quotes,
// with "..." inside the quotes when cut. A 1 MB input gives an excerpt of
// some 90 bytes.
func Excerpt(input string) string {
	head := cut(input, MaxExcerpt)
	return quoteCut(head, false, len(head) < len(input))
}

// ExcerptAt quotes a short piece of input around byte offset off (see
// [Excerpt]): the whole input when it is short, else a piece starting a
// little before off, with "..." where it is cut.
func ExcerptAt(input string, off int) string {
	if len(input) <= MaxExcerpt && quotedLen(input) <= MaxExcerpt {
		return strconv.Quote(input)
	}
	off = max(0, min(off, len(input)))
	start := max(0, off-MaxExcerpt/4)
	for start > 0 && !utf8.RuneStart(input[start]) {
		start--
	}
	rest := cut(input[start:], MaxExcerpt)
	return quoteCut(rest, start > 0, start+len(rest) < len(input))
}

// quotedLen is the length of s quoted, without the quotes.
func quotedLen(s string) int { return len(strconv.Quote(s)) - 2 }

// cut returns the longest prefix of s, ending on a character boundary,
// whose quoted form has at most n bytes between the quotes.
func cut(s string, n int) string {
	end, size := 0, 0
	for end < len(s) {
		r, w := utf8.DecodeRuneInString(s[end:])
		q := quotedLen(s[end : end+w])
		if r == utf8.RuneError && w == 1 {
			q = 4 // \xff
		}
		if size+q > n {
			break
		}
		size += q
		end += w
	}
	return s[:end]
}

// quoteCut quotes s with "..." inside the quotes where it was cut.
func quoteCut(s string, before, after bool) string {
	q := strconv.Quote(s)
	q = q[1 : len(q)-1]
	if before {
		q = "..." + q
	}
	if after {
		q += "..."
	}
	return `"` + q + `"`
}

// ErrImpossible is matched by the error of a position that reads well but
// that the rules of its game can never reach: two Kings of one side, more
// pieces than the army has, a pawn on a square it can never stand on, state
// that contradicts the board. See [InvalidPositionError].
var ErrImpossible = errors.New("impossible position")

// Rule names a rule of a game that a position breaks, in the words of the
// game: each game package lists its rules as constants, the way
// python-chess's Board.status() names its flags.
type Rule string

// InvalidPositionError is the cause of the [ParseError] of a position
// that reads well but breaks a rule of its game: it names the rule and
// says how the position breaks it. It matches [ErrImpossible] with
// errors.Is; the ParseError around it matches [ErrPosition]. Get it with
// errors.As.
type InvalidPositionError struct {
	Rule   Rule   // the rule broken, a constant of the game package
	Reason string // how the position breaks it, for people
}

// Error names the rule and the reason.
func (e *InvalidPositionError) Error() string { return string(e.Rule) + ": " + e.Reason }

// Unwrap returns [ErrImpossible].
func (e *InvalidPositionError) Unwrap() error { return ErrImpossible }

// Impossible returns the error of position text input that breaks rule:
// a *[ParseError] of kind [ErrPosition] for the whole text, whose Cause is
// an *[InvalidPositionError].
func Impossible(input string, rule Rule, format string, args ...any) error {
	return ImpossibleAt(input, -1, rule, format, args...)
}

// ImpossibleAt is [Impossible] for the piece of the text at byte offset
// off that breaks the rule.
func ImpossibleAt(input string, off int, rule Rule, format string, args ...any) error {
	ie := &InvalidPositionError{Rule: rule, Reason: fmt.Sprintf(format, args...)}
	return &ParseError{Kind: ErrPosition, Input: input, Offset: off, Reason: ie.Error(), Cause: ie}
}
