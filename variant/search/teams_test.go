package search_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// pile is a family of toy games for the search's handling of sides and
// teams: Nim with one pile (take 1, 2 or 3 stones; the team of whoever
// takes the last stone wins) played by several sides in a fixed turn
// order, where a side may have to pass (its turn is skipped) depending on
// the pile. The games are small enough to be solved exactly by solve,
// which the players are checked against.
type pile struct {
	g      *pileGame
	stones int
	next   variant.Side // the side to move (skips applied)
	last   variant.Side // the side that moved last
	bins   [4]int       // the stones each side has taken
}

type pileMove uint16

type pileGame struct {
	v     *variant.Variant
	order []variant.Side // the turn cycle
	// skip reports whether side x passes when it would move with n stones
	// left.
	skip func(x variant.Side, n int) bool
	// misere makes taking the last stone lose: every other team wins.
	misere bool
	// hoard makes the side that took most stones win (a tie is a draw).
	hoard bool
}

var pileBoard = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})

func newPileGame(name string, sides []variant.SideInfo, teams []string, skip func(variant.Side, int) bool) *pileGame {
	g := &pileGame{
		v:    &variant.Variant{Name: name, Sides: sides, Teams: teams},
		skip: skip,
	}
	for i := range sides {
		g.order = append(g.order, variant.Side(i))
	}
	return g
}

// start returns the position with n stones and side x to move.
func (g *pileGame) start(n int, x variant.Side) pile {
	return pile{g: g, stones: n, next: x, last: variant.NoSide}
}

// after returns the side that moves after x with n stones left.
func (g *pileGame) after(x variant.Side, n int) variant.Side {
	y := x
	for range len(g.order) {
		y = g.order[(int(y)+1)%len(g.order)]
		if g.skip == nil || !g.skip(y, n) {
			return y
		}
	}
	return x // everyone else passes: x moves again
}

func (p pile) Variant() *variant.Variant { return p.g.v }
func (p pile) Options() variant.Options  { return variant.Options{} }
func (p pile) Board() *board.Geometry    { return pileBoard }
func (p pile) ToMove() variant.Side {
	if p.stones == 0 {
		return variant.NoSide
	}
	return p.next
}
func (p pile) Moves(dst []pileMove) []pileMove {
	for k := 1; k <= min(3, p.stones); k++ {
		dst = append(dst, pileMove(k))
	}
	return dst
}
func (p pile) Actions(dst []pileMove) []pileMove { return dst }
func (p pile) Play(m pileMove) pile {
	n := p.stones - int(m)
	q := pile{g: p.g, stones: n, next: p.g.after(p.next, n), last: p.next, bins: p.bins}
	q.bins[p.next] += int(m)
	return q
}
func (p pile) Outcome() variant.Outcome {
	if p.stones == 0 && p.g.hoard {
		most, winners := -1, variant.SideSet(0)
		for x := range p.g.v.Sides {
			switch b := p.bins[x]; {
			case b > most:
				most, winners = b, variant.SidesOf(variant.Side(x))
			case b == most:
				winners = winners.With(variant.Side(x))
			}
		}
		if winners.Count() > 1 {
			return variant.Draw("tie")
		}
		return variant.Win(winners, "most stones")
	}
	if p.stones == 0 && p.g.misere {
		var others variant.SideSet
		for x := range p.g.v.Sides {
			if !p.g.v.Team(p.last).Has(variant.Side(x)) {
				others = others.With(variant.Side(x))
			}
		}
		return variant.Win(others, "last stone taken")
	}
	if p.stones == 0 {
		return variant.Win(p.g.v.Team(p.last), "last stone taken")
	}
	return variant.Outcome{}
}
func (p pile) Hash() uint64 {
	h := uint64(p.stones)<<16 | uint64(p.next)<<8 | uint64(p.last)
	for _, b := range p.bins {
		h = h*1000003 + uint64(b)
	}
	return h
}
func (p pile) String() string                             { return fmt.Sprintf("%d %d", p.stones, p.next) }
func (p pile) MoveText(m pileMove) string                 { return strconv.Itoa(int(m)) }
func (p pile) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func (p pile) ParseMove(text string) (pileMove, error) {
	k, err := strconv.Atoi(text)
	if err != nil || k < 1 || k > min(3, p.stones) {
		return 0, variant.Illegal(text, "take 1 to 3 stones")
	}
	return pileMove(k), nil
}

var (
	// allies: four sides in two teams, allies moving in succession (0 and
	// 1, then 2 and 3), so the search must not change sign between them.
	allies = newPileGame("allies", []variant.SideInfo{{Name: "a1", Team: 0}, {Name: "a2", Team: 0}, {Name: "b1", Team: 1}, {Name: "b2", Team: 1}}, []string{"a", "b"}, nil)
	// skips: two sides; the second passes whenever the pile is a multiple
	// of 5, so the first moves twice in a row.
	skips = newPileGame("skips", []variant.SideInfo{{Name: "first", Team: 0}, {Name: "second", Team: 1}}, nil,
		func(x variant.Side, n int) bool { return x == 1 && n%5 == 0 })
	// three: three sides, each its own team.
	three = newPileGame("three", []variant.SideInfo{{Name: "x", Team: 0}, {Name: "y", Team: 1}, {Name: "z", Team: 2}}, nil, nil)
	// threeMisere: the same, but whoever takes the last stone loses and
	// the two others win.
	threeMisere = func() *pileGame {
		g := newPileGame("three-misere", []variant.SideInfo{{Name: "x", Team: 0}, {Name: "y", Team: 1}, {Name: "z", Team: 2}}, nil, nil)
		g.misere = true
		return g
	}()
)

// solve returns +1 if the team of side root wins p when it plays to win
// and every other side plays against it (for two teams, the exact value;
// for more, the "paranoid" value alpha-beta documents), else -1. It is a
// plain minimax over the whole game tree, independent of the search.
func solve(p pile, root variant.Side, memo map[pile]int) int {
	if o := p.Outcome(); o.Over() {
		if o.Winners.Has(root) {
			return 1
		}
		return -1
	}
	if v, ok := memo[p]; ok {
		return v
	}
	ours := p.g.v.Team(root).Has(p.ToMove())
	best := 1
	if ours {
		best = -1
	}
	for _, m := range p.Moves(nil) {
		v := solve(p.Play(m), root, memo)
		if ours {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	memo[p] = best
	return best
}

func TestAlphaBetaPlaysPerfectlyWithTeamsAndSkips(t *testing.T) {
	for _, g := range []*pileGame{allies, skips, three, threeMisere} {
		for x := range g.v.Sides {
			for n := 1; n <= 16; n++ {
				p := g.start(n, variant.Side(x))
				if p.ToMove() != variant.Side(x) {
					continue
				}
				memo := map[pile]int{}
				want := solve(p, variant.Side(x), memo)
				// The whole game fits in 17 plies: the search sees every
				// end; the evaluation only orders moves.
				ab := search.AlphaBeta[pile, pileMove]{Eval: search.Mobility[pile, pileMove], Limits: search.Limits{Depth: 17}, Seed: uint64(n)}
				m, err := ab.Choose(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				if got := solve(p.Play(m), variant.Side(x), memo); got != want {
					t.Errorf("%s, %d stones, %s to move: alphabeta took %d, worth %d; the position is worth %d",
						g.v.Name, n, g.v.SideName(variant.Side(x)), m, got, want)
				}
			}
		}
	}
}

func TestMCTSFindsWinsWithTeamsAndSkips(t *testing.T) {
	// In the two-team games MCTS must find a winning move whenever there is
	// one, from piles small enough for its budget.
	for _, g := range []*pileGame{allies, skips} {
		for x := range g.v.Sides {
			for n := 4; n <= 9; n++ {
				p := g.start(n, variant.Side(x))
				memo := map[pile]int{}
				if p.ToMove() != variant.Side(x) || solve(p, variant.Side(x), memo) < 0 {
					continue
				}
				mc := search.MCTS[pile, pileMove]{Limits: search.Limits{Nodes: 3000}, Seed: 11}
				m, err := mc.Choose(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				if solve(p.Play(m), variant.Side(x), memo) < 0 {
					t.Errorf("%s, %d stones, %s to move: mcts took %d, which loses", g.v.Name, n, g.v.SideName(variant.Side(x)), m)
				}
			}
		}
	}
}

func TestMCTSTakesAnImmediateWin(t *testing.T) {
	// With 3 stones every side of the three-team game wins by taking all;
	// even a budget of one iteration must see it.
	for x := range three.v.Sides {
		p := three.start(3, variant.Side(x))
		mc := search.MCTS[pile, pileMove]{Limits: search.Limits{Nodes: 1}, Seed: 2}
		if m, _ := mc.Choose(context.Background(), p); m != 3 {
			t.Errorf("side %d took %d of 3 stones", x, m)
		}
	}
}

// hoard is three sides taking stones for themselves: whoever has taken
// most when the pile is empty wins.
var hoard = func() *pileGame {
	g := newPileGame("hoard", []variant.SideInfo{{Name: "x", Team: 0}, {Name: "y", Team: 1}, {Name: "z", Team: 2}}, nil, nil)
	g.hoard = true
	return g
}()

// hoardEval is material: the side's stones less everyone else's.
func hoardEval(p pile, x variant.Side) int {
	s := 0
	for y, b := range p.bins {
		if variant.Side(y) == x {
			s += b
		} else {
			s -= b
		}
	}
	return s
}

func TestAlphaBetaTreatsOtherTeamsAsOpponents(t *testing.T) {
	// Three teams, 20 stones, x to move, searched 2 and 3 plies deep: each
	// stone x takes raises its evaluation by 1 and each stone y or z takes
	// lowers it by 1, whatever they do, so x's best move is to take 3. A
	// search that treats the sides after the next as allies (negating the
	// score at every ply, as for two teams) would prefer the move best for
	// z two plies down: taking 1.
	for _, depth := range []int{2, 3} {
		ab := search.AlphaBeta[pile, pileMove]{Eval: hoardEval, Limits: search.Limits{Depth: depth}}
		if m, _ := ab.Choose(context.Background(), hoard.start(20, 0)); m != 3 {
			t.Errorf("depth %d: x took %d, want 3", depth, m)
		}
	}
}
