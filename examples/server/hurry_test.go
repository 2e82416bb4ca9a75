package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// btHurry is one way of playing a game to a quick end, for tests that
// must click a whole game in a browser: the sides cooperate (each side
// hurries the game to a win, whoever's), so that the game ends by its
// position in few moves.
type btHurry struct {
	capture, check float64 // weights of a capture and of a check given
	advance        float64 // weight of a step of the mover's pieces towards the others'
	random         float64 // chance of a random move instead of the best
	budget         int     // positions looked at per ply in the search for a quick win
}

// btHurriedGame plays one game from start by hurry h with rng: at every ply
// it looks for a line of at most three plies that wins the game for
// anyone (within h.budget positions) and follows it when there is one;
// otherwise it plays the move with the best weight of captures and checks
// (ties broken at random). It gives up after maxPlies and returns the moves
// and the outcome reached.
func btHurriedGame(start variant.AnyPosition, h btHurry, rng *rand.Rand, maxPlies int) ([]variant.Move, variant.Outcome) {
	fwd := btForwards(start)
	p := start
	var moves []variant.Move
	for len(moves) < maxPlies && !p.Outcome().Over() {
		ms := p.Moves(nil)
		if len(ms) == 0 || p.ToMove() == variant.Chance {
			break
		}
		if line := btQuickWin(p, maxPlies-len(moves), h.budget); line != nil {
			for _, m := range line {
				moves = append(moves, m)
				p = p.Play(m)
			}
			break
		}
		var m variant.Move
		if rng.Float64() < h.random {
			m = ms[rng.IntN(len(ms))]
		} else {
			x := p.ToMove()
			before, ahead := btMaterial(p), btAdvance(p, x, fwd[x])
			best := math.Inf(-1)
			for _, c := range ms {
				q := p.Play(c)
				s := rng.Float64() * 0.5
				s += h.capture * float64(before-btMaterial(q))
				s += h.advance * (btAdvance(q, x, fwd[x]) - ahead)
				if x := q.ToMove(); x != variant.NoSide && x != variant.Chance && variant.StatusOf(q, x).InCheck {
					s += h.check
				}
				if s > best {
					best, m = s, c
				}
			}
		}
		moves = append(moves, m)
		p = p.Play(m)
	}
	return moves, p.Outcome()
}

// btMaterial counts the pieces on the board.
func btMaterial(p variant.AnyPosition) int {
	n := 0
	for _, pc := range p.Pieces(nil) {
		if pc.Cell != board.NoCell {
			n++
		}
	}
	return n
}

// btForwards returns, for each side, the direction from its pieces at the
// start to the other sides' pieces, of length 1.
func btForwards(start variant.AnyPosition) map[variant.Side][2]float64 {
	g := start.Board()
	type acc struct{ f, r, n float64 }
	sums := map[variant.Side]*acc{}
	var all acc
	for _, pc := range start.Pieces(nil) {
		if pc.Cell == board.NoCell || pc.Side == variant.NoSide {
			continue
		}
		co := g.Coord(pc.Cell)
		if sums[pc.Side] == nil {
			sums[pc.Side] = &acc{}
		}
		a := sums[pc.Side]
		a.f, a.r, a.n = a.f+float64(co.File), a.r+float64(co.Rank), a.n+1
		all.f, all.r, all.n = all.f+float64(co.File), all.r+float64(co.Rank), all.n+1
	}
	out := map[variant.Side][2]float64{}
	for x, a := range sums {
		if all.n == a.n {
			continue
		}
		df := (all.f-a.f)/(all.n-a.n) - a.f/a.n
		dr := (all.r-a.r)/(all.n-a.n) - a.r/a.n
		if l := math.Hypot(df, dr); l > 0 {
			out[x] = [2]float64{df / l, dr / l}
		}
	}
	return out
}

// btAdvance sums the steps of side x's pieces along fwd.
func btAdvance(p variant.AnyPosition, x variant.Side, fwd [2]float64) float64 {
	g := p.Board()
	s := 0.0
	for _, pc := range p.Pieces(nil) {
		if pc.Cell != board.NoCell && pc.Side == x {
			co := g.Coord(pc.Cell)
			s += float64(co.File)*fwd[0] + float64(co.Rank)*fwd[1]
		}
	}
	return s
}

// btQuickWin returns the shortest line of at most min(3, left) plies from
// p that ends the game won (by any side), looking at no more than budget
// positions, or nil.
func btQuickWin(p variant.AnyPosition, left, budget int) []variant.Move {
	for depth := 1; depth <= min(3, left); depth++ {
		n := budget
		if line := btWinWithin(p, depth, &n); line != nil {
			return line
		}
		if n <= 0 {
			return nil
		}
	}
	return nil
}

func btWinWithin(p variant.AnyPosition, depth int, budget *int) []variant.Move {
	if p.ToMove() == variant.Chance {
		return nil
	}
	for _, m := range p.Moves(nil) {
		if *budget <= 0 {
			return nil
		}
		*budget--
		q := p.Play(m)
		if o := q.Outcome(); o.Over() {
			if o.Status == variant.Won {
				return []variant.Move{m}
			}
			continue
		}
		if depth > 1 {
			if line := btWinWithin(q, depth-1, budget); line != nil {
				return append([]variant.Move{m}, line...)
			}
		}
	}
	return nil
}

// btHurries are the hurries tried in turn, one per seed: checks and
// advances first, then captures and checks, then captures and advances
// (each suits some games: checks the games of kings, advances the
// harmonies of Rithmomachia, captures the bare kings and triumphs).
var btHurries = []btHurry{
	{capture: 0, check: 1, advance: 1, random: 0.3, budget: 2000},
	{capture: 1, check: 2, advance: 0.3, random: 0.1, budget: 2000},
	{capture: 2, check: 1, advance: 0.3, random: 0.2, budget: 2000},
	{capture: 1, check: 0, advance: 1, random: 0, budget: 500},
}

// btHurriedFinish returns the shortest of a dozen hurried games of v with
// the given options (seeded, so always the same) that ends in a win
// decided by the position, in at most maxPlies plies, as its start
// position, its moves and its outcome. The game is checked against
// [variant.Game], which the server keeps: every move is legal there and
// no rule of the history (repetition) ends it first.
func btHurriedFinish(t *testing.T, v *variant.Variant, options string, maxPlies int) (variant.AnyPosition, []variant.Move, variant.Outcome) {
	t.Helper()
	start, err := v.New(options)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := variant.NewPosition(v.Name, start.Options().String(), start.String()); err != nil {
		t.Fatalf("the page cannot start from %q: %v", start.String(), err)
	}
	var best []variant.Move
	var end variant.Outcome
	limit := maxPlies
	for seed := range 12 {
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		moves, o := btHurriedGame(start, btHurries[seed%len(btHurries)], rng, limit)
		if o.Status != variant.Won || !btGameAgrees(start, moves, o) {
			continue
		}
		best, end, limit = moves, o, len(moves)-1
	}
	if best == nil {
		t.Fatalf("%s %s: no hurried game was won within %d plies", v.Name, options, maxPlies)
	}
	return start, best, end
}

// btGameAgrees reports whether the moves are a game of [variant.Game] that
// ends, at its last move and not before, with outcome o.
func btGameAgrees(start variant.AnyPosition, moves []variant.Move, o variant.Outcome) bool {
	g := variant.NewGame[variant.AnyPosition, variant.Move](start)
	for _, m := range moves {
		if g.Outcome().Over() || g.Play(m) != nil {
			return false
		}
	}
	return g.Outcome() == o
}
