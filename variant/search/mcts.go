package search

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// MCTS is Monte-Carlo tree search (UCT) for games of any number of sides
// and teams, with skipped turns and placement phases: each node keeps the
// total score of every side, and the side to move at a node picks the child
// best for itself. A finished game scores each side by
// [variant.Outcome.Score] (so allies share a win); a playout cut at
// MaxPlies is scored by the evaluator, if there is one, else as a draw.
// Before searching, Choose plays a move that wins at once for the mover's
// team, if there is one.
type MCTS[P variant.Position[P, M], M variant.MoveType] struct {
	Limits      Limits // Nodes counts iterations; Depth is not used
	Seed        uint64
	Exploration float64      // UCT constant; 0 means 1.4
	MaxPlies    int          // playout length limit; 0 means 200
	Eval        Evaluator[P] // optional: scores cut playouts
	EvalScale   float64      // evaluation units for a 73% expected score; 0 means 400
}

// Name returns "mcts".
func (MCTS[P, M]) Name() string { return "mcts" }

type mctsNode[P variant.Position[P, M], M variant.MoveType] struct {
	pos      P
	move     M
	parent   int
	children []int
	untried  []M
	visits   float64
	score    [variant.MaxSides]float64
}

// Choose runs the search within its limits and returns the most visited
// move. Without a node or time limit it runs 2,000 iterations.
func (s MCTS[P, M]) Choose(ctx context.Context, root P) (M, error) {
	moves := root.Moves(nil)
	if len(moves) == 0 {
		return 0, ErrNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
	}
	me := root.ToMove()
	ours := root.Variant().Team(me)
	for _, m := range moves {
		if o := root.Play(m).Outcome(); o.Status == variant.Won && o.Winners&ours != 0 {
			return m, nil
		}
	}
	limits := s.Limits
	if limits.Nodes == 0 && limits.Time == 0 {
		limits.Nodes = 2000
	}
	c := s.Exploration
	if c == 0 {
		c = 1.4
	}
	maxPlies := s.MaxPlies
	if maxPlies == 0 {
		maxPlies = 200
	}
	scale := s.EvalScale
	if scale == 0 {
		scale = 400
	}
	sides := len(root.Variant().Sides)
	rng := rand.New(rand.NewPCG(s.Seed, root.Hash()))
	tree := []mctsNode[P, M]{{pos: root, parent: -1, untried: slices.Clone(moves)}}
	dl := newDeadline(ctx, limits, 1)
	buf := make([]M, 0, 1024)
	for !dl.stop() {
		// Selection.
		n := 0
		for len(tree[n].untried) == 0 && len(tree[n].children) > 0 {
			x := tree[n].pos.ToMove()
			logN := math.Log(tree[n].visits)
			best, bestU := -1, math.Inf(-1)
			for _, ch := range tree[n].children {
				cn := &tree[ch]
				u := cn.score[x]/cn.visits + c*math.Sqrt(logN/cn.visits)
				if u > bestU {
					best, bestU = ch, u
				}
			}
			n = best
		}
		// Expansion.
		if k := len(tree[n].untried); k > 0 {
			i := rng.IntN(k)
			m := tree[n].untried[i]
			tree[n].untried[i] = tree[n].untried[k-1]
			tree[n].untried = tree[n].untried[:k-1]
			q := tree[n].pos.Play(m)
			tree = append(tree, mctsNode[P, M]{pos: q, move: m, parent: n, untried: q.Moves(nil)})
			child := len(tree) - 1
			tree[n].children = append(tree[n].children, child)
			n = child
		}
		// Simulation.
		end, _ := variant.Playout(tree[n].pos, rng, maxPlies, buf)
		var result [variant.MaxSides]float64
		o := end.Outcome()
		for x := range sides {
			switch {
			case o.Over():
				result[x] = o.Score(variant.Side(x))
			case s.Eval != nil:
				result[x] = 1 / (1 + math.Exp(-float64(s.Eval(end, variant.Side(x)))/scale))
			default:
				result[x] = 0.5
			}
		}
		// Backpropagation.
		for ; n >= 0; n = tree[n].parent {
			tree[n].visits++
			for x := range sides {
				tree[n].score[x] += result[x]
			}
		}
	}
	best, bestVisits := moves[0], -1.0
	for _, ch := range tree[0].children {
		if tree[ch].visits > bestVisits {
			best, bestVisits = tree[ch].move, tree[ch].visits
		}
	}
	if bestVisits < 0 && ctx.Err() != nil {
		return best, ctx.Err()
	}
	return best, nil
}
