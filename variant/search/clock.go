package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Clock is what a player's clock shows before a move: the time left, the
// time added after each move, and the moves to make before the next time
// control (0: the rest of the game, as in sudden death or with an
// increment).
type Clock struct {
	Left      time.Duration
	Increment time.Duration
	MovesToGo int
}

// The rules of [Clock.Budget].
const (
	// OpeningMoves is how many moves of each side the opening lasts.
	OpeningMoves = 10
	// budgetMin is the least budget, and budgetCap the largest part of the
	// time left that one move may take.
	budgetMin = 10 * time.Millisecond
	budgetCap = 4
)

// Pieced is what [Clock.Budget] reads of a position: its pieces, and its
// game's start for the same options. Every position is one.
type Pieced interface {
	Variant() *variant.Variant
	Options() variant.Options
	Pieces(dst []variant.Piece) []variant.Piece
}

// Budget returns the time to spend on the move in position p, the ply-th
// of the game (0 for the first move), under clock c: the time left shared
// among the moves to go, weighted by the phase of the game, plus the
// increment.
//
// The phase is read from the pieces on the board, as a part m (at most 1)
// of those of the start (a start with none, as in games that open with
// placements, counts as m = 1). The moves to go are c.MovesToGo, or, when
// it is 0, 20 + 20m: a game with all its pieces has some 40 moves to go,
// one with bare royal pieces some 20. The share of the time left for a
// move is weighted by the phase:
//
//   - the opening (the first [OpeningMoves] moves of each side) is played
//     faster, from half the middlegame's weight on the first move, rising
//     by a sixteenth per move;
//   - the middlegame (after the opening, with m at least 1/2) has weight
//     1.3: the moves that decide the game;
//   - the endgame (m below 1/2) has weight 0.6 + 1.4m, by the material
//     left: an ending of few pieces is simpler.
//
// The budget, weighted share plus three quarters of the increment, is at
// most a quarter of the time left (never more when few moves remain to the
// control) and at least 10 ms.
func (c Clock) Budget(p Pieced, ply int) time.Duration {
	m := materialLeft(p)
	togo := float64(c.MovesToGo)
	if togo <= 0 {
		togo = 20 + 20*m
	}
	weight := 1.3
	sides := max(len(p.Variant().Sides), 1)
	switch move := ply / sides; {
	case move < OpeningMoves:
		weight = min(0.65+float64(move)/16, weight)
	case m < 0.5:
		weight = 0.6 + 1.4*m
	}
	left := max(c.Left, 0)
	b := time.Duration(weight*float64(left)/togo) + c.Increment*3/4
	return max(min(b, left/budgetCap), budgetMin)
}

// materialLeft returns the pieces on p's board as a part of those of its
// game's start, at most 1 (1 when the start has none on its board).
func materialLeft(p Pieced) float64 {
	var buf [256]variant.Piece
	now := onBoard(p.Pieces(buf[:0]))
	start, err := p.Variant().Start(p.Options())
	if err != nil {
		return 1
	}
	all := onBoard(start.Pieces(buf[:0]))
	if all == 0 {
		return 1
	}
	return min(float64(now)/float64(all), 1)
}

// onBoard counts the pieces that stand on the board (not in hand, nor
// held captive) and belong to a side.
func onBoard(pieces []variant.Piece) int {
	n := 0
	for _, pc := range pieces {
		if pc.Cell != board.NoCell && pc.Side != variant.NoSide {
			n++
		}
	}
	return n
}

// TimeControl is a game's time control: Moves moves of each player in
// Base, then Moves more in Base again (Moves 0: the whole game in Base),
// with Increment added to the clock after each move.
type TimeControl struct {
	Moves     int
	Base      time.Duration
	Increment time.Duration
}

// Start returns a player's clock at the start of a game under tc.
func (tc TimeControl) Start() Clock {
	return Clock{Left: tc.Base, Increment: tc.Increment, MovesToGo: tc.Moves}
}

// Move returns clock c after a move of its player that took used, and
// false if the time ran out during the move (the flag fell: used was more
// than c.Left), when the clock is left as it was then. Otherwise the
// increment is added, and at a control the next period's Base.
func (tc TimeControl) Move(c Clock, used time.Duration) (Clock, bool) {
	c.Left -= used
	if c.Left < 0 {
		return c, false
	}
	c.Left += tc.Increment
	if tc.Moves > 0 {
		if c.MovesToGo--; c.MovesToGo <= 0 {
			c.MovesToGo = tc.Moves
			c.Left += tc.Base
		}
	}
	return c, true
}

// String writes tc as ParseTimeControl reads it: "40/1m0s",
// "3m0s+2s".
func (tc TimeControl) String() string {
	s := tc.Base.String()
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Increment > 0 {
		s += "+" + tc.Increment.String()
	}
	return s
}

// ParseTimeControl reads a time control written MOVES/BASE[+INC] or
// BASE[+INC], BASE and INC as Go durations: "40/1m" (40 moves in a
// minute, then 40 more in another), "3m+2s" (the game in three minutes,
// two seconds added a move).
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	rest := s
	if moves, after, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(moves)
		if err != nil || n <= 0 {
			return TimeControl{}, fmt.Errorf("time control %q: moves %q: want a whole number above 0", s, moves)
		}
		tc.Moves, rest = n, after
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	d, err := time.ParseDuration(base)
	if err != nil || d <= 0 {
		return TimeControl{}, fmt.Errorf("time control %q: base %q: want a duration above 0, such as 1m or 90s", s, base)
	}
	tc.Base = d
	if hasInc {
		d, err := time.ParseDuration(inc)
		if err != nil || d < 0 {
			return TimeControl{}, fmt.Errorf("time control %q: increment %q: want a duration, such as 2s", s, inc)
		}
		tc.Increment = d
	}
	return tc, nil
}
