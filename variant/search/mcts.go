package search

import (
	"context"
	"math"
	"math/rand/v2"

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

// mctsNode is a node of the tree. Its untried moves are moves[first :
// first+untried] of the search's slab of moves, and its children a list
// linked through next, so that nodes hold no slices of their own and the
// tree grows without an allocation per node.
type mctsNode[P variant.Position[P, M], M variant.MoveType] struct {
	pos     P
	move    M
	parent  int32
	child   int32 // first child, or -1
	next    int32 // next sibling, or -1
	first   int32
	untried int32
	chance  bool // pos is a chance node: its children are sampled, not chosen
	visits  float64
	score   [variant.MaxSides]float64
}

// Choose runs the search within its limits and returns the most visited
// move. Without a node or time limit it runs 2,000 iterations. At a chance
// node it returns ErrChance; below the root, the results of chance events
// are sampled by their probabilities, in the tree and in the playouts.
func (s MCTS[P, M]) Choose(ctx context.Context, root P) (M, error) {
	if root.ToMove() == variant.Chance {
		return 0, ErrChance
	}
	limits := s.Limits
	if limits.Nodes == 0 && limits.Time == 0 {
		limits.Nodes = 2000
	}
	t := &mctsTree[P, M]{mayChance: variant.MayChance(root), dl: newDeadline(ctx, limits, 1)}
	// The root's moves are read into the playouts' buffer: only the first
	// (the answer of a search that visited nothing) is kept.
	moves := root.Moves(t.playout[:0])
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
	first := moves[0]
	t.grow(limits, len(moves))
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
	t.pcg = *rand.NewPCG(s.Seed, root.Hash())
	t.rng = *rand.New(&t.pcg)
	rng := &t.rng
	t.add(root, 0, -1)
	dl := &t.dl
	buf := t.playout[:0]
	for !dl.stop() {
		// Selection: UCT among the children of a node whose moves have all
		// been tried; at a chance node, the result is sampled.
		n := int32(0)
		for {
			nd := &t.nodes[n]
			if nd.chance {
				m, ok := variant.SampleChance(nd.pos, rng.Float64())
				if !ok {
					break
				}
				ch := t.find(n, m)
				if ch < 0 {
					ch = t.add(nd.pos.Play(m), m, n)
					n = ch
					break
				}
				n = ch
				continue
			}
			if nd.untried > 0 || nd.child < 0 {
				break
			}
			x := nd.pos.ToMove()
			logN := math.Log(nd.visits)
			best, bestU := int32(-1), math.Inf(-1)
			for ch := nd.child; ch >= 0; ch = t.nodes[ch].next {
				cn := &t.nodes[ch]
				u := cn.score[x]/cn.visits + c*math.Sqrt(logN/cn.visits)
				if u > bestU {
					best, bestU = ch, u
				}
			}
			n = best
		}
		// Expansion.
		if nd := &t.nodes[n]; nd.untried > 0 {
			i := nd.first + int32(rng.IntN(int(nd.untried)))
			last := nd.first + nd.untried - 1
			m := t.slab[i]
			t.slab[i], t.slab[last] = t.slab[last], t.slab[i]
			nd.untried--
			n = t.add(nd.pos.Play(m), m, n)
		}
		// Simulation.
		end, _ := variant.Playout(t.nodes[n].pos, rng, maxPlies, buf)
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
		for ; n >= 0; n = t.nodes[n].parent {
			t.nodes[n].visits++
			for x := range sides {
				t.nodes[n].score[x] += result[x]
			}
		}
	}
	best, bestVisits := first, -1.0
	for ch := t.nodes[0].child; ch >= 0; ch = t.nodes[ch].next {
		if t.nodes[ch].visits > bestVisits {
			best, bestVisits = t.nodes[ch].move, t.nodes[ch].visits
		}
	}
	if bestVisits < 0 && ctx.Err() != nil {
		return best, ctx.Err()
	}
	return best, nil
}

// mctsTree holds the nodes, the slab of their untried moves and what else
// a search needs, so that a search makes three allocations (the tree, its
// nodes and the slab) and, as the slab and the nodes grow geometrically
// when the first guess of their size is short, none per node.
type mctsTree[P variant.Position[P, M], M variant.MoveType] struct {
	nodes     []mctsNode[P, M]
	slab      []M
	mayChance bool // the game has chance nodes (variant.MayChance)
	dl        deadline
	pcg       rand.PCG
	rng       rand.Rand
	playout   [playoutBuffer]M // the playouts' buffer
}

// The first guess of the number of nodes of a tree searched on time (one
// on a node limit has at most one per iteration, but for chance nodes),
// and the length of the playouts' buffer (longer lists of moves get an
// array of their own).
const (
	treeNodes     = 1 << 10
	playoutBuffer = 1 << 10
)

// grow makes room for the nodes of a search within limits l from a root
// with n moves, and for the moves of their positions, guessing twice as
// many as the root's (games open with fewer moves than they go on with).
func (t *mctsTree[P, M]) grow(l Limits, n int) {
	size := treeNodes
	if l.Nodes > 0 {
		size = min(size, l.Nodes+2)
	}
	t.nodes = make([]mctsNode[P, M], 0, size)
	t.slab = make([]M, 0, min(size*max(2*n, 32), 1<<20))
}

// add appends a node for position q, reached by m from parent (-1 for the
// root), links it to its parent and returns its index.
func (t *mctsTree[P, M]) add(q P, m M, parent int32) int32 {
	first := int32(len(t.slab))
	chance := t.mayChance && q.ToMove() == variant.Chance
	if !chance {
		t.slab = q.Moves(t.slab)
	}
	idx := int32(len(t.nodes))
	nd := mctsNode[P, M]{pos: q, move: m, parent: parent, child: -1, next: -1,
		first: first, untried: int32(len(t.slab)) - first, chance: chance}
	if parent >= 0 {
		nd.next = t.nodes[parent].child
		t.nodes[parent].child = idx
	}
	t.nodes = append(t.nodes, nd)
	return idx
}

// find returns the child of n reached by m, or -1.
func (t *mctsTree[P, M]) find(n int32, m M) int32 {
	for ch := t.nodes[n].child; ch >= 0; ch = t.nodes[ch].next {
		if t.nodes[ch].move == m {
			return ch
		}
	}
	return -1
}
