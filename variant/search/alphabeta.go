package search

import (
	"context"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// AlphaBeta is an iterative-deepening alpha-beta (negamax) search for games
// of two teams (two sides, or allied sides taking turns), with a
// transposition table keyed by the game's hash and move ordering by the
// table's best move and a history heuristic. Turns in which the same team
// moves again (placement phases, skipped opponents) are searched without a
// change of sign.
type AlphaBeta[P variant.Position[P, M], M variant.MoveType] struct {
	Eval    Evaluator[P] // required: scores the leaves for a side
	Limits  Limits       // default: depth 4
	TTBits  int          // log2 of transposition-table entries; 0 means 16
	Seed    uint64       // breaks ties among equal root moves
	Verbose func(depth, score int, best M)
}

// Name returns "alphabeta".
func (AlphaBeta[P, M]) Name() string { return "alphabeta" }

const (
	ttExact uint8 = iota + 1
	ttLower
	ttUpper
)

type ttEntry[M variant.MoveType] struct {
	key   uint64
	move  M
	score int32
	depth int8
	flag  uint8
}

type abSearch[P variant.Position[P, M], M variant.MoveType] struct {
	v       *variant.Variant
	eval    Evaluator[P]
	tt      []ttEntry[M]
	mask    uint64
	history [4096]int32
	dl      *deadline
	bufs    [][]M
}

// Choose searches to the depth limit (or until the time or node limit, or
// the context, stops it) and returns the best move of the deepest finished
// iteration.
func (s AlphaBeta[P, M]) Choose(ctx context.Context, root P) (M, error) {
	moves := root.Moves(nil)
	if len(moves) == 0 {
		return 0, ErrNoMove
	}
	limits := s.Limits
	if limits == (Limits{}) {
		limits.Depth = 4
	}
	maxDepth := limits.Depth
	if maxDepth == 0 {
		maxDepth = 64
	}
	bits := s.TTBits
	if bits == 0 {
		bits = 16
	}
	a := &abSearch[P, M]{
		v:    root.Variant(),
		eval: s.Eval,
		tt:   make([]ttEntry[M], 1<<bits),
		mask: 1<<bits - 1,
		dl:   newDeadline(ctx, Limits{Nodes: limits.Nodes, Time: limits.Time}),
		bufs: make([][]M, maxDepth+1),
	}
	best := Random[P, M]{Seed: s.Seed}
	bestMove, _ := best.Choose(ctx, root)
	for depth := 1; depth <= maxDepth; depth++ {
		score, m, ok := a.root(root, depth)
		if !ok {
			break
		}
		bestMove = m
		if s.Verbose != nil {
			s.Verbose(depth, score, m)
		}
		if score > WinScore-1000 || score < -WinScore+1000 {
			break // a forced result was found
		}
	}
	return bestMove, nil
}

func (a *abSearch[P, M]) root(p P, depth int) (int, M, bool) {
	me := p.ToMove()
	moves := a.order(p, p.Moves(nil))
	alpha, beta := -2*WinScore, 2*WinScore
	var best M
	for i, m := range moves {
		v, ok := a.child(p.Play(m), me, depth-1, 1, alpha, beta)
		if !ok {
			return 0, best, false
		}
		if i == 0 || v > alpha {
			alpha, best = v, m
		}
	}
	a.store(p.Hash(), depth, alpha, ttExact, best)
	return alpha, best, true
}

// child returns the score for side me of position q, reached at ply.
func (a *abSearch[P, M]) child(q P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	if o := q.Outcome(); o.Over() {
		return terminalScore(o, me, ply), true
	}
	next := q.ToMove()
	if a.v.Team(me).Has(next) {
		return a.negamax(q, depth, ply, alpha, beta)
	}
	v, ok := a.negamax(q, depth, ply, -beta, -alpha)
	return -v, ok
}

// negamax returns the score of p for its side to move.
func (a *abSearch[P, M]) negamax(p P, depth, ply, alpha, beta int) (int, bool) {
	if a.dl.stop() {
		return 0, false
	}
	me := p.ToMove()
	if depth <= 0 || ply >= len(a.bufs) {
		return a.eval(p, me), true
	}
	h := p.Hash()
	e := &a.tt[h&a.mask]
	var ttMove M
	hasTT := false
	if e.key == h && e.flag != 0 {
		ttMove, hasTT = e.move, true
		if int(e.depth) >= depth {
			sc := fromTT(int(e.score), ply)
			switch {
			case e.flag == ttExact,
				e.flag == ttLower && sc >= beta,
				e.flag == ttUpper && sc <= alpha:
				return sc, true
			}
		}
	}
	moves := p.Moves(a.bufs[ply][:0])
	a.bufs[ply] = moves
	if len(moves) == 0 {
		return a.eval(p, me), true
	}
	if hasTT {
		if i := slices.Index(moves, ttMove); i > 0 {
			moves[0], moves[i] = moves[i], moves[0]
		}
	}
	a.sortByHistory(moves, hasTT)
	orig := alpha
	best := -2 * WinScore
	var bestMove M
	for _, m := range moves {
		v, ok := a.child(p.Play(m), me, depth-1, ply+1, alpha, beta)
		if !ok {
			return 0, false
		}
		if v > best {
			best, bestMove = v, m
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			a.history[uint64(m)%uint64(len(a.history))] += int32(depth * depth)
			break
		}
	}
	flag := ttExact
	switch {
	case best <= orig:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	a.store(h, depth, toTT(best, ply), flag, bestMove)
	return best, true
}

// sortByHistory orders moves by the history heuristic, keeping a table
// move in front.
func (a *abSearch[P, M]) sortByHistory(moves []M, keepFirst bool) {
	rest := moves
	if keepFirst {
		rest = moves[1:]
	}
	// Insertion sort: move lists are short and mostly ordered already.
	for i := 1; i < len(rest); i++ {
		m := rest[i]
		hm := a.history[uint64(m)%uint64(len(a.history))]
		j := i
		for j > 0 && a.history[uint64(rest[j-1])%uint64(len(a.history))] < hm {
			rest[j] = rest[j-1]
			j--
		}
		rest[j] = m
	}
}

func (a *abSearch[P, M]) order(p P, moves []M) []M {
	if e := &a.tt[p.Hash()&a.mask]; e.key == p.Hash() && e.flag != 0 {
		if i := slices.Index(moves, e.move); i > 0 {
			moves[0], moves[i] = moves[i], moves[0]
			a.sortByHistory(moves, true)
			return moves
		}
	}
	a.sortByHistory(moves, false)
	return moves
}

func (a *abSearch[P, M]) store(h uint64, depth, score int, flag uint8, m M) {
	e := &a.tt[h&a.mask]
	if e.key == h && int(e.depth) > depth {
		return
	}
	*e = ttEntry[M]{key: h, move: m, score: int32(score), depth: int8(min(depth, 127)), flag: flag}
}

// Win scores are stored relative to the node, not the root.
func toTT(score, ply int) int {
	switch {
	case score > WinScore-1000:
		return score + ply
	case score < -WinScore+1000:
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	switch {
	case score > WinScore-1000:
		return score - ply
	case score < -WinScore+1000:
		return score + ply
	}
	return score
}
