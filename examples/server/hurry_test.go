package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

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
// otherwise it plays the move with the best weight of captures, checks and
// advances among at most btCandidates (ties broken at random), or now and
// then a random one. It gives up after maxPlies and returns the moves and
// the outcome reached.
func btHurriedGame(start variant.AnyPosition, h btHurry, rng *rand.Rand, maxPlies int) ([]variant.Move, variant.Outcome) {
	fwd := btForwards(start)
	p := start
	var moves []variant.Move
	var buf []variant.Piece
	for len(moves) < maxPlies && !p.Outcome().Over() {
		ms := p.Moves(nil)
		if len(ms) == 0 || p.ToMove() == variant.Chance {
			break
		}
		// By their text, so that the game depends on the rules, not on the
		// order the generator lists the moves in.
		slices.SortFunc(ms, func(a, b variant.Move) int { return strings.Compare(p.MoveText(a), p.MoveText(b)) })
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
			var before int
			var ahead float64
			before, ahead, buf = btMeasure(p, x, fwd[x], buf)
			best := math.Inf(-1)
			if len(ms) > btCandidates {
				// Weigh a random few of many moves (Rithmomachia has
				// hundreds, each costly to play).
				rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
				ms = ms[:btCandidates]
			}
			for _, c := range ms {
				q := p.Play(c)
				var material int
				var advance float64
				material, advance, buf = btMeasure(q, x, fwd[x], buf)
				s := rng.Float64()*0.5 + h.capture*float64(before-material) + h.advance*(advance-ahead)
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

// btCandidates is the number of moves a hurry weighs at most.
const btCandidates = 40

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

// btMeasure counts the pieces on the board and sums the steps of side x's
// pieces along fwd; buf is room for the pieces, returned for reuse.
func btMeasure(p variant.AnyPosition, x variant.Side, fwd [2]float64, buf []variant.Piece) (int, float64, []variant.Piece) {
	g := p.Board()
	n, ahead := 0, 0.0
	buf = p.Pieces(buf[:0])
	for _, pc := range buf {
		if !g.Valid(pc.Cell) {
			continue
		}
		n++
		if pc.Side == x {
			co := g.Coord(pc.Cell)
			ahead += float64(co.File)*fwd[0] + float64(co.Rank)*fwd[1]
		}
	}
	return n, ahead, buf
}

// btQuickWin returns the shortest line of at most min(3, left) plies from
// p that ends the game won (by any side), looking at no more than budget
// positions, or nil.
func btQuickWin(p variant.AnyPosition, left, budget int) []variant.Move {
	branching := len(p.Moves(nil))
	for depth, tree := 1, branching; depth <= min(3, left); depth, tree = depth+1, tree*branching {
		if depth > 1 && tree > 4*budget {
			return nil // far too many to look at: a search of the first few would be blind
		}
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
// decided by the position, in at most maxPlies plies. The game is checked against
// [variant.Game], which the server keeps: every move is legal there and
// no rule of the history (repetition) ends it first.
func btHurriedFinish(v *variant.Variant, options string, maxPlies int) (btFinish, error) {
	start, err := v.New(options)
	if err != nil {
		return btFinish{}, err
	}
	if _, err := variant.NewPosition(v.Name, start.Options().String(), start.String()); err != nil {
		return btFinish{}, fmt.Errorf("the page cannot start from %q: %w", start.String(), err)
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
		return btFinish{}, fmt.Errorf("%s %s: no hurried game was won within %d plies", v.Name, options, maxPlies)
	}
	return btFinish{start, best, end}, nil
}

// btFinish is a game played to its end: its start, its moves, its outcome.
type btFinish struct {
	start variant.AnyPosition
	moves []variant.Move
	end   variant.Outcome
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
