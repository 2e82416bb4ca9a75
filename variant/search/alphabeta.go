package search

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// AlphaBeta is an iterative-deepening alpha-beta (negamax) search with a
// transposition table keyed by the game's hash and move ordering by the
// table's best move and a history heuristic. It is made for games of two
// teams (two sides, or allied sides taking turns): the searching side's
// team maximises the score and every other side minimises it. Turns in
// which the same team moves again (placement phases, skipped opponents,
// allies moving in succession) are searched without a change of sign. In
// games of three or more teams the other teams are treated as one
// coalition against the searching side (the "paranoid" assumption), which
// keeps the search sound but cautious.
//
// Scores are the evaluation for the searching side (Eval(p, root side),
// negated for the other team), so the evaluation need not be
// antisymmetric, and the score of a finished game is a win for the
// searching side's team, a loss (whoever else won) or a draw (0 less the
// Contempt).
type AlphaBeta[P variant.Position[P, M], M variant.MoveType] struct {
	Eval   Evaluator[P] // required: scores the leaves for a side
	Limits Limits       // default: depth 4; with only Nodes or Time, no depth limit
	TTBits int          // log2 of transposition-table entries; 0 means 16
	// Seed orders the root moves before the search, so that it decides
	// among moves of equal score.
	Seed uint64
	// Contempt is what the searching side thinks a draw (by the rules or
	// by repetition) worse than an even position, in evaluation units: 0
	// takes a draw as even; a positive value makes it play on when it
	// stands a little worse, as against a weaker opponent.
	Contempt int
	// Verbose, if set, is called after every finished iteration with its
	// depth, its score for the side to move and its best move, from the
	// goroutine running Choose (a player shared by several goroutines needs
	// a Verbose safe for concurrent calls). It is not called when the root
	// has a single legal move, which is played without search.
	Verbose func(depth, score int, best M)
	// Noisy, if set, tells the moves that change the material at once
	// (captures, promotions): at the depth limit the search goes on with
	// them alone (a quiescence search, up to QuiescePlies plies, the side
	// to move free to stand on the evaluation instead), so that it does
	// not stop in the middle of an exchange.
	Noisy func(p P, m M) bool
	// QuiescePlies bounds the quiescence search; 0 means 8.
	QuiescePlies int
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
	eval    Evaluator[P]
	noisy   func(P, M) bool // moves searched at the depth limit, or nil
	qplies  int             // the quiescence search's limit
	draw    int             // the score of a draw for the searching side
	root    variant.Side    // the searching side
	ours    variant.SideSet // its team
	tt      []ttEntry[M]
	mask    uint64
	history [4096]int32
	dl      deadline
	bufs    [][]M                        // bufs[i]: the moves at ply i
	cbufs   [][]variant.ChanceOutcome[M] // results of chance events, per ply
	path    []uint64                     // path[i]: hash of the position at ply i of the current line
	earlier map[uint64]struct{}          // hashes of the game's earlier positions
}

// Choose searches to the depth limit (or until the time or node limit, or
// the context, stops it) and returns the best move of the deepest finished
// iteration, or the best of an unfinished one if it searched a move that
// scored better. With one legal move it plays it at once, and it stops
// deepening when it has found a forced result. On a time limit it also
// stops when the next iteration would not finish in time (guessing that it
// takes as many times longer than the last as the last took longer than
// the one before), when every other move is lost, and, after a quarter of
// the time, on an easy move: one far ahead of the others at depth 1 (its
// lead over the second more than twice the interquartile range of the
// others' scores and half their range, each move searched with a full
// window) that stayed the best to depth 4. A search stopped before any
// move was searched returns a random move (by the seed). A line of the
// search that returns to a position met earlier on it scores as a draw;
// see also [AlphaBeta.ChooseAfter].
func (s AlphaBeta[P, M]) Choose(ctx context.Context, root P) (M, error) {
	return s.ChooseAfter(ctx, root, nil)
}

// ChooseAfter is Choose for a position reached in a game whose earlier
// positions had the given hashes (in any order): a line of the search that
// returns to one of them scores as a draw, as does one that returns to a
// position earlier on the line. The search thus neither goes round in
// circles when it stands better (a repetition the game would draw) nor
// misses a repetition that saves it when it stands worse (see also
// Contempt). [ChooseIn] passes a [variant.Game]'s history.
func (s AlphaBeta[P, M]) ChooseAfter(ctx context.Context, root P, history []uint64) (M, error) {
	if root.ToMove() == variant.Chance {
		return 0, ErrChance
	}
	moves := root.Moves(nil)
	if len(moves) == 0 {
		return 0, ErrNoMove
	}
	if len(moves) == 1 {
		return moves[0], nil
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
	started := time.Now()
	me := root.ToMove()
	qplies := s.QuiescePlies
	if qplies == 0 {
		qplies = 8
	}
	a := s.newSearch(ctx, root, me, Limits{Nodes: limits.Nodes, Time: limits.Time}, maxDepth+qplies, bits, history, len(moves))
	rng := rand.New(rand.NewPCG(s.Seed, root.Hash()))
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	bestMove := moves[0]
	var last, before time.Duration // how long the last two iterations took
	easy := false                  // the first iteration found a move far ahead
	for depth := 1; depth <= maxDepth; depth++ {
		began := time.Now()
		it, ok := a.searchRoot(root, moves, depth, depth == 1 && limits.Time > 0)
		if !ok {
			if it.searched > 0 {
				bestMove = it.best
			}
			break
		}
		if depth == 1 {
			easy = it.easy
		} else if it.best != bestMove {
			easy = false
		}
		bestMove = it.best
		if s.Verbose != nil {
			s.Verbose(depth, it.score, it.best)
		}
		if it.score > WinScore-1000 || it.score < -WinScore+1000 {
			break // a forced result was found
		}
		if limits.Time > 0 {
			took := time.Since(began)
			if !deepen(time.Since(started), took, last, before, limits.Time, easy && depth > easyDepth, it.lost == len(moves)-1) {
				break
			}
			last, before = took, last
		}
	}
	return bestMove, nil
}

// The rules of [deepen].
const (
	// easyDepth is the depth an easy move must stay the best to.
	easyDepth = 3
	// easyTime: an easy move is given the easyTime-th part of the time
	// limit.
	easyTime = 4
	// growthMin and growthMax bound the guess of how many times longer
	// the next iteration takes than the last one (the game's effective
	// branching factor), and growthFirst is the guess after the first.
	growthMin, growthMax, growthFirst = 1.5, 16.0, 4.0
)

// deepen decides, after an iteration of a search on a time limit, whether
// to start the next: not when it would not finish within the limit (it is
// expected to take as many times longer than the last one, which took
// took, as the larger of the last two ratios of the time of an iteration
// to the one before: last and before took the two iterations before it,
// 0 if none), not when only one root move does not lose, and not, once a
// quarter of the limit has gone, when the best move is easy.
func deepen(elapsed, took, last, before, limit time.Duration, easy, onlyMove bool) bool {
	if onlyMove || easy && elapsed >= limit/easyTime {
		return false
	}
	growth := growthFirst
	if last > 0 {
		growth = float64(took) / float64(last)
		if before > 0 {
			growth = max(growth, float64(last)/float64(before))
		}
		growth = min(max(growth, growthMin), growthMax)
	}
	return elapsed+time.Duration(growth*float64(took)) <= limit
}

// newSearch makes the state of a search for side me from root, with
// lines of up to span moves of each side, a table of 1<<bits entries and
// the hashes of the game's earlier positions. The move lists of the plies
// share one slab, width moves each (a list that outgrows its share gets an
// array of its own, once), so that the search allocates nothing per node.
func (s AlphaBeta[P, M]) newSearch(ctx context.Context, root P, me variant.Side, l Limits, span, bits int, history []uint64, width int) *abSearch[P, M] {
	plies := 2*span + 2
	width = max(64, width+width/2)
	a := &abSearch[P, M]{
		eval:   s.Eval,
		noisy:  s.Noisy,
		qplies: s.QuiescePlies,
		draw:   -s.Contempt,
		root:   me,
		ours:   root.Variant().Team(me),
		tt:     make([]ttEntry[M], 1<<bits),
		mask:   1<<bits - 1,
		dl:     newDeadline(ctx, l, 256),
		bufs:   make([][]M, plies),
		path:   make([]uint64, plies+1),
		cbufs:  make([][]variant.ChanceOutcome[M], plies),
	}
	if a.qplies == 0 {
		a.qplies = 8
	}
	slab := make([]M, plies*width)
	for i := range a.bufs {
		a.bufs[i] = slab[i*width : i*width : (i+1)*width]
	}
	a.path[0] = root.Hash()
	if len(history) > 0 {
		a.earlier = make(map[uint64]struct{}, len(history))
		for _, h := range history {
			a.earlier[h] = struct{}{}
		}
	}
	return a
}

// rootResult is what an iteration found at the root.
type rootResult[M variant.MoveType] struct {
	score    int  // the best score
	best     M    // the best move
	searched int  // the moves fully searched
	lost     int  // the moves proven lost (a loss is their bound)
	easy     bool // of an exact iteration: the best move is far ahead
}

// searchRoot searches the root moves (ordered in place) to depth and
// returns what it found and whether the iteration finished. An exact
// iteration searches every move with a full window, to learn the scores of
// all of them and whether the best is far ahead of the others: at least
// four moves, and a lead over the second more than twice the spread of the
// others' scores (their interquartile range), and more than half the
// distance from the second to the worst that does not lose. A queen taken
// for nothing stands out so; the choice among quiet moves does not.
func (a *abSearch[P, M]) searchRoot(p P, moves []M, depth int, exact bool) (rootResult[M], bool) {
	a.order(p, moves)
	alpha, beta := -2*WinScore, 2*WinScore
	r := rootResult[M]{best: moves[0]}
	var scores []int
	if exact {
		scores = make([]int, len(moves))
	}
	for i, m := range moves {
		lo := alpha
		if exact {
			lo = -2 * WinScore
		}
		v, ok := a.child(p.Play(m), a.root, depth-1, 1, lo, beta)
		if !ok {
			r.score, r.searched = alpha, i
			return r, false
		}
		if v < -WinScore+1000 {
			r.lost++
		}
		if exact {
			scores[i] = v
		}
		if i == 0 || v > alpha {
			alpha, r.best = v, m
		}
	}
	a.store(p.Hash(), depth, alpha, ttExact, r.best)
	r.score, r.searched = alpha, len(moves)
	if exact && len(moves) >= 4 {
		slices.Sort(scores)
		others := scores[:len(scores)-1] // without the best
		second, q1, q3 := others[len(others)-1], others[len(others)/4], others[3*len(others)/4]
		worst := others[min(r.lost, len(others)):] // the others not lost (every move may be)
		lead := alpha - second
		r.easy = len(worst) > 0 && lead > 2*(q3-q1) && 2*lead > second-worst[0]
	}
	return r, true
}

// repeats reports whether the position with hash h, at ply, repeats a
// position of the game's history or one earlier on the current line.
func (a *abSearch[P, M]) repeats(h uint64, ply int) bool {
	for _, g := range a.path[:min(ply, len(a.path))] {
		if g == h {
			return true
		}
	}
	_, ok := a.earlier[h]
	return ok
}

// sign returns +1 for the searching side's team and -1 for the others.
func (a *abSearch[P, M]) sign(x variant.Side) int {
	if a.ours.Has(x) {
		return 1
	}
	return -1
}

// child returns the score for side me of position q, reached at ply by a
// move of me.
func (a *abSearch[P, M]) child(q P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	if o := q.Outcome(); o.Over() {
		if o.Status == variant.Drawn {
			return a.sign(me) * a.draw, true
		}
		return a.sign(me) * terminalScore(o, a.root, ply), true
	}
	if a.repeats(q.Hash(), ply) {
		return a.sign(me) * a.draw, true
	}
	next := q.ToMove()
	if next == variant.Chance {
		return a.expect(q, me, depth, ply)
	}
	if a.ours.Has(me) == a.ours.Has(next) {
		return a.negamax(q, next, depth, ply, alpha, beta)
	}
	v, ok := a.negamax(q, next, depth, ply, -beta, -alpha)
	return -v, ok
}

// expect returns the score for side me of the chance node q, reached at
// ply by a move of me: the expectation of the scores of its results
// (expectimax), each searched with a full window. The roll uses a ply of
// the line but not of the depth, so that a search to depth d looks at d
// moves of the players whatever the dice.
func (a *abSearch[P, M]) expect(q P, me variant.Side, depth, ply int) (int, bool) {
	if a.dl.stop() {
		return 0, false
	}
	if ply+1 >= len(a.bufs) {
		return a.sign(me) * a.eval(q, a.root), true
	}
	if ply < len(a.path) {
		a.path[ply] = q.Hash()
	}
	outs := variant.Outcomes(q, a.cbufs[ply][:0])
	a.cbufs[ply] = outs
	e := 0.0
	for _, o := range outs {
		v, ok := a.child(q.Play(o.Move), me, depth, ply+1, -2*WinScore, 2*WinScore)
		if !ok {
			return 0, false
		}
		e += o.Probability * float64(v)
	}
	return int(math.Round(e)), true
}

// negamax returns the score of p for its side to move, me.
func (a *abSearch[P, M]) negamax(p P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	if a.dl.stop() {
		return 0, false
	}
	if ply >= len(a.bufs) {
		return a.sign(me) * a.eval(p, a.root), true
	}
	if depth <= 0 {
		if a.noisy == nil || -depth >= a.qplies {
			return a.sign(me) * a.eval(p, a.root), true
		}
		return a.quiesce(p, me, depth, ply, alpha, beta)
	}
	h := p.Hash()
	if ply < len(a.path) {
		a.path[ply] = h
	}
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
		return a.sign(me) * a.eval(p, a.root), true
	}
	keep := false
	if hasTT {
		if i := slices.Index(moves, ttMove); i >= 0 {
			moves[0], moves[i] = moves[i], moves[0]
			keep = true
		}
	}
	a.sortByHistory(moves, keep)
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

// quiesce returns the score of p for its side to move, me, beyond the
// depth limit: the evaluation, unless a noisy move does better.
func (a *abSearch[P, M]) quiesce(p P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	if ply < len(a.path) {
		a.path[ply] = p.Hash()
	}
	best := a.sign(me) * a.eval(p, a.root)
	if best >= beta {
		return best, true
	}
	alpha = max(alpha, best)
	moves := p.Moves(a.bufs[ply][:0])
	a.bufs[ply] = moves
	for _, m := range moves {
		if !a.noisy(p, m) {
			continue
		}
		v, ok := a.child(p.Play(m), me, depth-1, ply+1, alpha, beta)
		if !ok {
			return 0, false
		}
		if v > best {
			best = v
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
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

// order puts the table's move for p first and sorts the others by the
// history heuristic, in place.
func (a *abSearch[P, M]) order(p P, moves []M) {
	if e := &a.tt[p.Hash()&a.mask]; e.key == p.Hash() && e.flag != 0 {
		if i := slices.Index(moves, e.move); i >= 0 {
			moves[0], moves[i] = moves[i], moves[0]
			a.sortByHistory(moves, true)
			return
		}
	}
	a.sortByHistory(moves, false)
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
