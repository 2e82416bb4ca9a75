package search

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// star is a toy game of one move: from the root, side 0 picks a leaf,
// whose score for side 0 is scores[leaf]; there the game stands, side 1 to
// move with no move.
type star struct {
	scores []int
	leaf   int // -1 at the root
}

type starMove uint16

var (
	starVariant = &variant.Variant{Name: "star", Sides: []variant.SideInfo{{Name: "first"}, {Name: "second"}}}
	starBoard   = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})
)

func (p star) Variant() *variant.Variant { return starVariant }
func (p star) Options() variant.Options  { return variant.Options{} }
func (p star) Board() *board.Geometry    { return starBoard }
func (p star) ToMove() variant.Side {
	if p.leaf < 0 {
		return 0
	}
	return 1
}
func (p star) Moves(dst []starMove) []starMove {
	if p.leaf < 0 {
		for i := range p.scores {
			dst = append(dst, starMove(i))
		}
	}
	return dst
}
func (p star) Actions(dst []starMove) []starMove          { return dst }
func (p star) Play(m starMove) star                       { return star{scores: p.scores, leaf: int(m)} }
func (p star) Outcome() variant.Outcome                   { return variant.Outcome{} }
func (p star) Hash() uint64                               { return uint64(p.leaf + 1) }
func (p star) String() string                             { return strconv.Itoa(p.leaf) }
func (p star) MoveText(m starMove) string                 { return strconv.Itoa(int(m)) }
func (p star) ParseMove(string) (starMove, error)         { return 0, variant.Illegal("", "no") }
func (p star) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func starEval(p star, x variant.Side) int {
	if p.leaf < 0 {
		return 0
	}
	if x == 0 {
		return p.scores[p.leaf]
	}
	return -p.scores[p.leaf]
}

// An exact first iteration tells a move far ahead of the others: a lead
// over the second more than twice the interquartile range of the others'
// scores and more than half the distance from the second to the worst.
func TestEasyMove(t *testing.T) {
	for _, c := range []struct {
		scores []int
		easy   bool
	}{
		// Others 0 -5 -10 -20: sorted -20 -10 -5 0, quartiles [1] = -10
		// and [3] = 0, range 10: the lead of 100 is more than 20, and
		// more than (0 - -20)/2.
		{[]int{100, 0, -5, -10, -20}, true},
		// A lead of 2 is not.
		{[]int{10, 8, 5, 0, -3}, false},
		// Others 0 0 0 -1000: quartiles 0 and 0, but half the distance to
		// the worst is 500, more than the lead of 300.
		{[]int{300, 0, 0, 0, -1000}, false},
		// Three moves are too few to tell.
		{[]int{1000, 0, 0}, false},
	} {
		root := star{scores: c.scores, leaf: -1}
		s := AlphaBeta[star, starMove]{Eval: starEval}
		a := s.newSearch(context.Background(), root, 0, Limits{}, 2, 8, nil, len(c.scores))
		r, ok := a.searchRoot(root, root.Moves(nil), 1, true)
		if !ok || r.score != c.scores[0] || r.best != 0 || r.easy != c.easy {
			t.Errorf("%v: score %d best %d easy %v, want %d, 0, %v", c.scores, r.score, r.best, r.easy, c.scores[0], c.easy)
		}
	}
}

// Iterative deepening on a time limit starts the next iteration only if
// it is expected to finish: it takes the larger of the last two ratios of
// an iteration's time to the one before (bounded to 1.5..16; 4 after the
// first iteration) times the last one's.
func TestDeepen(t *testing.T) {
	ms := time.Millisecond
	for _, c := range []struct {
		name                               string
		elapsed, took, last, before, limit time.Duration
		easy, onlyMove, want               bool
	}{
		{"after the first, 10 + 4x10 ms fit in 100 ms", 10 * ms, 10 * ms, 0, 0, 100 * ms, false, false, true},
		{"after the first, 30 + 4x30 ms do not", 30 * ms, 30 * ms, 0, 0, 100 * ms, false, false, false},
		{"growth 3: 40 + 3x30 = 130 ms fit in 200 ms", 40 * ms, 30 * ms, 10 * ms, 0, 200 * ms, false, false, true},
		{"growth 3: 40 + 3x30 = 130 ms do not fit in 100 ms", 40 * ms, 30 * ms, 10 * ms, 0, 100 * ms, false, false, false},
		{"growths 2 and 5: 5 counts, 52 + 5x40 = 252 ms > 200 ms", 52 * ms, 40 * ms, 20 * ms, 4 * ms, 200 * ms, false, false, false},
		{"growth 1 counts as 1.5: 40 + 1.5x20 = 70 ms fit in 100 ms", 40 * ms, 20 * ms, 20 * ms, 0, 100 * ms, false, false, true},
		{"growth 100 counts as 16: 2 + 16x1 = 18 ms fit in 20 ms", 2 * ms, ms, ms / 100, 0, 20 * ms, false, false, true},
		{"the only move that does not lose", ms, ms, 0, 0, 100 * ms, false, true, false},
		{"an easy move after a quarter of the time", 30 * ms, ms, ms, 0, 100 * ms, true, false, false},
		{"an easy move before a quarter of the time", 20 * ms, ms, ms, 0, 100 * ms, true, false, true},
	} {
		if got := deepen(c.elapsed, c.took, c.last, c.before, c.limit, c.easy, c.onlyMove); got != c.want {
			t.Errorf("%s: deepen %v, want %v", c.name, got, c.want)
		}
	}
}
