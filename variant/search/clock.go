package search

import (
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
