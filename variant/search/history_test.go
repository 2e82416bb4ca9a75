package search_test

import (
	"context"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// counter is a toy game that never ends: a number that the sides in turn
// raise by 1 or 2. Its Hash counts its calls, the measure of the work a
// program does on the game's history.
type counter struct{ n int }

type counterMove uint16

var (
	counterVariant = &variant.Variant{Name: "counter", Sides: []variant.SideInfo{{Name: "first"}, {Name: "second"}}}
	counterBoard   = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})
	counterHashes  atomic.Int64
)

func (p counter) Variant() *variant.Variant                  { return counterVariant }
func (p counter) Options() variant.Options                   { return variant.Options{} }
func (p counter) Board() *board.Geometry                     { return counterBoard }
func (p counter) ToMove() variant.Side                       { return variant.Side(p.n % 2) }
func (p counter) Moves(dst []counterMove) []counterMove      { return append(dst, 1, 2) }
func (p counter) Actions(dst []counterMove) []counterMove    { return dst }
func (p counter) Play(m counterMove) counter                 { return counter{p.n + int(m)} }
func (p counter) Outcome() variant.Outcome                   { return variant.Outcome{} }
func (p counter) String() string                             { return strconv.Itoa(p.n) }
func (p counter) MoveText(m counterMove) string              { return strconv.Itoa(int(m)) }
func (p counter) ParseMove(string) (counterMove, error)      { return 0, variant.Illegal("", "no") }
func (p counter) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func (p counter) Hash() uint64                               { counterHashes.Add(1); return uint64(p.n) + 1 }
func counterEval(p counter, x variant.Side) int              { return p.n % 7 }

// A game between search players costs the same per move late in a long
// game as early in it: ChooseIn and Deliberate take the game's history
// without hashing its earlier positions again (the game keeps their
// hashes), so the hashes computed for a move of a search to depth 1 (the
// positions it visits, a fixed number) are as many at ply 1000 as at ply
// 60. Before, every move hashed the whole history twice: some 2000 more
// at ply 1000 than at ply 60.
func TestGameHistoryCostIsFlat(t *testing.T) {
	g := variant.NewGame(counter{})
	player := search.AlphaBeta[counter, counterMove]{Eval: counterEval, Limits: search.Limits{Depth: 1}}
	perMove := make([]int64, 0, 1000)
	for ply := 0; ply < 1000; ply++ {
		before := counterHashes.Load()
		if _, err := search.Deliberate(context.Background(), search.Player[counter, counterMove](player), g, variant.SidesOf(g.Position().ToMove())); err != nil {
			t.Fatal(err)
		}
		m, err := search.ChooseIn(context.Background(), search.Player[counter, counterMove](player), g)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		perMove = append(perMove, counterHashes.Load()-before)
	}
	sum := func(from, to int) (s int64) {
		for _, n := range perMove[from:to] {
			s += n
		}
		return s
	}
	early, late := sum(50, 60), sum(990, 1000)
	if early == 0 || late > early {
		t.Errorf("hashes computed over plies 50-59: %d, over plies 990-999: %d; want as many late as early", early, late)
	}
}
