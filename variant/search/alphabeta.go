package search

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// AlphaBeta is an iterative-deepening principal variation search (negamax
// alpha-beta with null windows after the first move, and aspiration
// windows at the root) with a transposition table keyed by the game's hash
// (two entries a slot: one kept for the deeper search, one always
// replaced; win scores stored relative to the node), move ordering by the
// table's move, the noisy moves and a history heuristic (with a malus for
// the quiet moves tried before a cut-off; an entry for each side and
// pair of cells), late-move reductions (of the quiet moves after the
// third, from depth 3, by log(depth)·log(move)/2 plies, one less in the
// principal variation) and a cache of evaluations. Where the game tells
// them ([Typed].InCheck, [Typed].NullMove, [Typed].LosesExchange) it extends
// checks by a ply; where a pass tells something, prunes by null moves,
// and by reverse futility, futility and late-move pruning (the quiet moves
// after the first 3+depth², at depth 3 or less) near the leaves; and
// leaves the captures that lose by static exchange out of the quiescence
// search.
//
// It is made for games of two teams (two sides, or allied sides taking
// turns): the searching side's team maximises the score and every other
// side minimises it. Turns in which the same team moves again (placement
// phases, skipped opponents, allies moving in succession) are searched
// without a change of sign. In games of three or more teams the other
// teams are treated as one coalition against the searching side (the
// "paranoid" assumption), which keeps the search sound but cautious.
//
// Scores are the evaluation for the searching side (Eval(p, root side),
// negated for the other team), so the evaluation need not be
// antisymmetric, and the score of a finished game is a win for the
// searching side's team, a loss (whoever else won) or a draw (0 less the
// Contempt).
type AlphaBeta[P variant.Position[P, M], M variant.MoveType] struct {
	Eval   Evaluator[P] // required: scores the leaves for a side
	Limits Limits       // default: depth 4; with only Nodes or Time, no depth limit
	// TTBits is log2 of the transposition table's entries; 0 sizes it by
	// the limits: 2^16 entries for a depth limit alone, up to 2^20 for
	// large node or time limits.
	TTBits int
	// Seed orders the root moves before the search, so that it decides
	// among moves of equal score.
	Seed uint64
	// Contempt is what the searching side thinks a draw (by the rules or
	// by repetition) worse than an even position, in evaluation units: 0
	// takes a draw as even; a positive value makes it play on when it
	// stands a little worse, as against a weaker opponent.
	Contempt int
	// Table, if set, is the transposition table, the cache of evaluations
	// and the history the search starts with and leaves filled for the
	// next (the player's next move): see [Table]. TTBits is then ignored.
	Table *Table
	// Verbose, if set, is called after every finished iteration with its
	// depth, its score for the side to move and its best move, from the
	// goroutine running Choose (a player shared by several goroutines needs
	// a Verbose safe for concurrent calls). It is not called when the root
	// has a single legal move, which is played without search.
	Verbose func(depth, score int, best M)
	// Report, if set, is called as Verbose is, with more of what the
	// iteration found ([Info]): for engine output.
	Report func(Info[M])
	// Noisy, if set, tells the moves that change the material at once
	// (captures, promotions): at the depth limit the search goes on with
	// them alone (a quiescence search, up to QuiescePlies plies, the side
	// to move free to stand on the evaluation instead), so that it does
	// not stop in the middle of an exchange. They are searched first, and
	// never reduced.
	Noisy func(p P, m M) bool
	// NoisyMoves, if set, appends to dst the legal moves of p that may be
	// noisy: every move Noisy accepts, and perhaps some it does not (the
	// search keeps those Noisy accepts), at less cost than all the moves.
	// The quiescence search generates its moves with it.
	NoisyMoves func(p P, dst []M) []M
	// Gain, if set, tells what a noisy move wins at once, in evaluation
	// units (the value of the piece it captures, plus what a promotion
	// adds): the noisy moves are then searched most valuable first, and
	// the quiescence search skips a capture that cannot bring the score
	// back to alpha even with a margin of deltaMargin.
	Gain func(p P, m M) int
	// LosesExchange, if set, reports whether a capture loses material by
	// static exchange: when both sides go on taking on its destination,
	// each with its least valuable piece and free to stop. The quiescence
	// search skips such captures, and the others order them with the
	// quiet moves, after the captures that do not lose.
	LosesExchange func(p P, m M) bool
	// QuiescePlies bounds the quiescence search; 0 means 8.
	QuiescePlies int
	// InCheck, if set, reports whether the side to move in p is in check:
	// the search then looks a ply further, neither reduces a move that
	// gives check nor passes in check, and does not stand on the
	// evaluation at the depth limit.
	InCheck func(p P) bool
	// NullMove, if set, returns p after its side to move passes, and
	// whether a pass tells anything there: false where the side to move
	// may be in zugzwang (in check, or with nothing but pawns and its
	// king, in chess). Where it is true, a node whose evaluation is
	// already above beta is searched after a pass to a reduced depth
	// first, and cut off if the pass still holds beta. Games prone to
	// zugzwang leave it nil.
	NullMove func(p P) (P, bool)

	off technique // techniques turned off, for measurement
}

// Info is what alpha-beta reports after an iteration ([AlphaBeta].Report).
type Info[M variant.MoveType] struct {
	Depth    int           // the iteration's depth, in plies
	SelDepth int           // the deepest ply the search reached in it
	Score    int           // for the side to move; a win in n plies is WinScore-n
	Nodes    int           // the positions visited so far
	Time     time.Duration // since the search began
	PV       []M           // the principal variation, from the table
}

// technique is a set of the search's techniques, to turn off for
// measurement.
type technique uint32

const (
	offPVS technique = 1 << iota
	offAspiration
	offLMR
	offNull
	offCheckExt
	offBucket
	offDelta
	offRFP
	offFutility
	offEvalCache
	offExchange
	offLMP
)

// Name returns "alphabeta".
func (AlphaBeta[P, M]) Name() string { return "alphabeta" }

const (
	ttExact uint8 = iota + 1
	ttLower
	ttUpper
)

// evalEntry is an evaluation kept in the search's cache.
type evalEntry struct {
	key   uint64
	score int32
	set   bool
}

type ttEntry[M variant.MoveType] struct {
	key   uint64
	move  M
	score int32
	depth int8
	flag  uint8
	gen   uint8 // the search that stored it (see Table)
}

// Move ordering keys: the table's move, then the noisy moves (by gain,
// then history), and the quiet moves by history (kept within
// ±historyMax), with the captures that lose by static exchange among
// them.
// Killer and counter moves were tried and dropped: they did not gain in
// self-play (bench/2026-12-06-search.txt).
const (
	keyTT      = 1 << 30
	keyNoisy   = 1 << 29
	quietMax   = 1 << 28
	historyMax = 1 << 20
)

// Tuning of the search, chosen by self-play and node counts (see the
// package's note in bench/).
const (
	lmrFromMove   = 3   // the first move (0-based) late-move reductions may reduce
	lmrFromDepth  = 3   // the least depth they reduce at
	nullFromDepth = 2   // the least depth a null move is tried at
	aspFromDepth  = 4   // the first iteration searched in an aspiration window
	aspDelta      = 32  // its half-width at first, in evaluation units
	deltaMargin   = 200 // the quiescence search's margin for a capture's gain
	rfpDepth      = 3   // the greatest depth reverse futility pruning cuts at
	rfpMargin     = 120 // its margin per ply of depth, in evaluation units
	futDepth      = 2   // the greatest depth futility pruning skips quiet moves at
	futMargin     = 150 // its margin per ply of depth
	lmpDepth      = 3   // the greatest depth late-move pruning skips quiet moves at
	gainShift     = 14  // a unit of gain, in ordering keys (above historyMax)
	gainMax       = 1<<(29-gainShift) - 1
)

type abSearch[P variant.Position[P, M], M variant.MoveType] struct {
	eval     Evaluator[P]
	evals    []evalEntry      // the cache of evaluations, a power of two long
	noisy    func(P, M) bool  // moves searched at the depth limit, or nil
	noisyGen func(P, []M) []M // a superset of the noisy moves, or nil
	gain     func(P, M) int   // what a noisy move wins at once, or nil
	loses    func(P, M) bool  // whether a capture loses by static exchange, or nil
	inCheck  func(P) bool
	nullMove func(P) (P, bool)
	off      technique
	qplies   int             // the quiescence search's limit
	draw     int             // the score of a draw for the searching side
	root     variant.Side    // the searching side
	ours     variant.SideSet // its team
	tt       []ttEntry[M]
	mask     uint64 // of the first entry of a slot's two
	gen      uint8  // the search's number in its Table (0 without one)
	table    *Table // the Table lent to the search, or nil
	history  [historySize]int32
	dl       deadline
	depth    int           // the current iteration's depth
	seldepth int           // the deepest ply reached
	plies    []plyState[M] // per ply of the current line
	last     int           // the last ply with room for moves
	earlier  hashSet       // hashes of the game's earlier positions
}

// plyState is what the search keeps for a ply of the current line.
type plyState[M variant.MoveType] struct {
	hash   uint64                     // of the position
	moves  []M                        // its moves
	keys   []int32                    // their ordering keys
	chance []variant.ChanceOutcome[M] // the results of its chance event
	nulled bool                       // the move to this ply was a pass
}

// Choose searches to the depth limit (or until the time or node limit, or
// the context, stops it) and returns the best move of the deepest finished
// iteration, or the best of an unfinished one if it searched a move that
// scored better. A time limit is the time to use, as UCI's movetime is: the
// search deepens until it runs out, and stops early only when the root has
// a single legal move (played at once, without search), when it has found
// a forced result (a win, or a loss whatever it plays) or when every move
// but one is lost. A search stopped before any move was searched returns a
// random move (by the seed). A line of the search that returns to a
// position met earlier on it scores as a draw; see also
// [AlphaBeta.ChooseAfter].
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
	started := time.Now()
	me := root.ToMove()
	qplies := s.QuiescePlies
	if qplies == 0 {
		qplies = 8
	}
	a := s.newSearch(ctx, root, me, Limits{Nodes: limits.Nodes, Time: limits.Time}, maxDepth+qplies, s.tableBits(limits), history, len(moves))
	if a.table != nil {
		defer a.table.release(&a.history)
	}
	rng := rand.New(rand.NewPCG(s.Seed, root.Hash()))
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	bestMove := moves[0]
	score := 0
	report := s.reporter(ctx)
	for depth := 1; depth <= maxDepth; depth++ {
		it, ok := a.iterate(root, moves, depth, score)
		if !ok {
			if it.searched > 0 && it.proved {
				bestMove = it.best
			}
			break
		}
		bestMove, score = it.best, it.score
		// The best move first in the next iteration, the others in the
		// order they had.
		i := slices.Index(moves, bestMove)
		copy(moves[1:i+1], moves[:i])
		moves[0] = bestMove
		if s.Verbose != nil {
			s.Verbose(depth, it.score, it.best)
		}
		if report != nil {
			report(Info[M]{Depth: depth, SelDepth: a.seldepth, Score: it.score, Nodes: a.dl.nodes, Time: time.Since(started), PV: a.pv(root, bestMove, depth)})
		}
		if it.score > WinScore-1000 || it.score < -WinScore+1000 || it.lost == len(moves)-1 {
			break // a forced result, or a single move that does not lose
		}
	}
	return bestMove, nil
}

// tableBits returns log2 of the table's entries for a search with limits
// l: TTBits if set; else about one entry per node the limits allow (a
// second at 2.5 M nodes), from 2^16 to 2^20.
func (s AlphaBeta[P, M]) tableBits(l Limits) int {
	if s.TTBits > 0 {
		return s.TTBits
	}
	nodes := l.Nodes
	if l.Time > 0 {
		n := int(min(l.Time.Seconds()*2.5e6, 1<<30))
		if nodes == 0 || n < nodes {
			nodes = n
		}
	}
	bits := 16
	for bits < 20 && 1<<bits < nodes {
		bits++
	}
	return bits
}

// newSearch makes the state of a search for side me from root, with
// lines of up to span moves of each side, a table of 1<<bits entries and
// the hashes of the game's earlier positions. The move lists of the plies
// share one slab, width moves each (a list that outgrows its share gets an
// array of its own, once), so that the search allocates nothing per node.
func (s AlphaBeta[P, M]) newSearch(ctx context.Context, root P, me variant.Side, l Limits, span, bits int, history []uint64, width int) *abSearch[P, M] {
	plies := 2*span + 2
	width = max(64, width+width/2)
	bits = max(bits, 2)
	a := &abSearch[P, M]{
		eval:     s.Eval,
		noisy:    s.Noisy,
		noisyGen: s.NoisyMoves,
		gain:     s.Gain,
		loses:    s.LosesExchange,
		inCheck:  s.InCheck,
		nullMove: s.NullMove,
		off:      s.off,
		qplies:   s.QuiescePlies,
		draw:     -s.Contempt,
		root:     me,
		ours:     root.Variant().Team(me),
		dl:       newDeadline(ctx, l, 256),
		plies:    make([]plyState[M], plies+1),
	}
	if a.qplies == 0 {
		a.qplies = 8
	}
	if t := s.Table; t != nil {
		if tt, evals, gen, ok := take[M](t, root.Variant(), me, a.draw, bits); ok {
			a.tt, a.evals, a.gen, a.table = tt, evals, gen, t
			for i, h := range t.hist {
				a.history[i] = h / 2 // the last search's, aged
			}
		}
	}
	if a.tt == nil {
		a.tt, a.evals = make([]ttEntry[M], 1<<bits), make([]evalEntry, 1<<max(bits-2, 8))
	}
	a.mask = uint64(len(a.tt)) - 2
	slab := make([]M, plies*width)
	kslab := make([]int32, plies*width)
	a.last = plies - 1
	for i := range plies {
		a.plies[i].moves = slab[i*width : i*width : (i+1)*width]
		a.plies[i].keys = kslab[i*width : (i+1)*width : (i+1)*width]
	}
	a.plies[0].hash = root.Hash()
	a.earlier = newHashSet(history)
	return a
}

// rootResult is what an iteration found at the root.
type rootResult[M variant.MoveType] struct {
	score    int  // the best score
	best     M    // the best move
	searched int  // the moves fully searched
	lost     int  // the moves proven lost (a loss is their bound)
	proved   bool // best scored above the window's lower bound
}

// iterate searches the root moves to depth, in an aspiration window
// around the last iteration's score (widened until the score falls inside
// it), and returns what it found and whether the iteration finished.
func (a *abSearch[P, M]) iterate(p P, moves []M, depth, last int) (rootResult[M], bool) {
	a.depth = depth
	full := 2 * WinScore
	if depth < aspFromDepth || a.off&offAspiration != 0 || last > WinScore-1000 || last < -WinScore+1000 {
		return a.searchRoot(p, moves, depth, -full, full)
	}
	delta := aspDelta
	alpha, beta := last-delta, last+delta
	for {
		r, ok := a.searchRoot(p, moves, depth, alpha, beta)
		switch {
		case !ok:
			return r, false
		case r.score <= alpha:
			alpha = max(r.score-delta, -full)
		case r.score >= beta:
			beta = min(r.score+delta, full)
		default:
			return r, true
		}
		delta *= 2
		if delta > 16*aspDelta {
			alpha, beta = -full, full
		}
	}
}

// searchRoot searches the root moves, in order, to depth within the
// window (alpha, beta): the first with it, the others with a null window
// first. It returns what it found and whether the iteration finished.
func (a *abSearch[P, M]) searchRoot(p P, moves []M, depth, alpha, beta int) (rootResult[M], bool) {
	r := rootResult[M]{best: moves[0], score: -2 * WinScore}
	orig := alpha
	for i, m := range moves {
		q := p.Play(m)
		var v int
		ok := true
		if i == 0 || a.off&offPVS != 0 {
			v, ok = a.child(q, a.root, depth-1, 1, alpha, beta)
		} else {
			v, ok = a.child(q, a.root, depth-1, 1, alpha, alpha+1)
			if ok && v > alpha && v < beta {
				v, ok = a.child(q, a.root, depth-1, 1, alpha, beta)
			}
		}
		if !ok {
			r.searched = i
			return r, false
		}
		if v < -WinScore+1000 {
			r.lost++
		}
		if i == 0 || v > r.score {
			r.score, r.best = v, m
		}
		r.proved = r.proved || v > orig
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	r.searched = len(moves)
	flag := ttExact
	switch {
	case r.score <= orig:
		flag = ttUpper
	case r.score >= beta:
		flag = ttLower
	}
	a.store(p.Hash(), depth, r.score, flag, r.best)
	return r, true
}

// repeats reports whether the position with hash h, at ply, repeats a
// position of the game's history or one earlier on the current line.
func (a *abSearch[P, M]) repeats(h uint64, ply int) bool {
	for _, g := range a.plies[:min(ply, len(a.plies))] {
		if g.hash == h {
			return true
		}
	}
	return a.earlier.has(h)
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
//
// It asks q.ToMove first and q.Outcome only when the game is over (ToMove
// is NoSide exactly then): in some games each question costs a count of
// the moves, and most positions of a search are not over.
func (a *abSearch[P, M]) child(q P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	next := q.ToMove()
	if next == variant.NoSide {
		o := q.Outcome()
		if o.Status == variant.Drawn {
			return a.sign(me) * a.draw, true
		}
		return a.sign(me) * terminalScore(o, a.root, ply), true
	}
	if a.repeats(q.Hash(), ply) {
		return a.sign(me) * a.draw, true
	}
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
	if ply >= a.last {
		return a.sign(me) * a.evaluate(q, q.Hash()), true
	}
	a.plies[ply].hash = q.Hash()
	a.plies[ply+1].nulled = false
	outs := variant.Outcomes(q, a.plies[ply].chance[:0])
	a.plies[ply].chance = outs
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
	a.seldepth = max(a.seldepth, ply)
	if ply >= a.last {
		return a.sign(me) * a.evaluate(p, p.Hash()), true
	}
	inCheck := false
	if depth >= 0 && a.inCheck != nil {
		inCheck = a.inCheck(p)
		if inCheck && a.off&offCheckExt == 0 && ply < 2*a.depth+2 {
			depth++ // a check extension; at the depth limit, the evasions
		}
	}
	if depth <= 0 {
		if a.noisy == nil || -depth >= a.qplies {
			return a.sign(me) * a.evaluate(p, p.Hash()), true
		}
		return a.quiesce(p, me, depth, ply, alpha, beta)
	}
	h := p.Hash()
	a.plies[ply].hash = h
	pvNode := beta-alpha > 1
	var ttMove M
	hasTT := false
	if e := a.probe(h); e != nil {
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
	// Where a pass tells something (the side to move is not in check,
	// zugzwang is unlikely) and the window is narrow, the static
	// evaluation prunes: far above beta near the leaves, the node is cut
	// (reverse futility); far below alpha, the quiet moves are skipped
	// (futility); above beta, a pass searched to a reduced depth that
	// still holds beta cuts the node (a null move).
	static, pass := 0, false
	var passed P
	if !pvNode && !inCheck && a.nullMove != nil && beta < WinScore-1000 && alpha > -WinScore+1000 {
		if passed, pass = a.nullMove(p); pass {
			static = a.sign(me) * a.evaluate(p, h)
		}
	}
	if pass && depth <= rfpDepth && a.off&offRFP == 0 && static-rfpMargin*depth >= beta {
		return static, true
	}
	futile := pass && depth <= futDepth && a.off&offFutility == 0 && static+futMargin*depth <= alpha
	if pass && depth >= nullFromDepth && a.off&offNull == 0 && !a.plies[ply].nulled && static >= beta {
		r := min(2+depth/4, depth-1)
		a.plies[ply+1].nulled = true
		v, ok := a.child(passed, me, depth-1-r, ply+1, beta-1, beta)
		a.plies[ply+1].nulled = false
		if !ok {
			return 0, false
		}
		if v >= beta {
			return beta, true
		}
	}
	moves := p.Moves(a.plies[ply].moves[:0])
	a.plies[ply].moves = moves
	if len(moves) == 0 {
		return a.sign(me) * a.evaluate(p, h), true
	}
	keys := a.orderKeys(p, me, moves, ply, ttMove, hasTT)
	orig := alpha
	best := -2 * WinScore
	var bestMove M
	quiets := 0 // the quiet moves met so far, the first move aside
	for i := range moves {
		pickBest(moves, keys, i)
		for keys[i] > quietMax && keys[i] < keyTT && a.losesExchange(p, moves[i]) {
			// A capture that loses by static exchange goes among the
			// quiet moves; the test waits until the capture's turn, which
			// a cut-off often spares.
			keys[i] = a.history[historyIndex(moves[i], me)]
			pickBest(moves, keys, i)
		}
		m, quiet := moves[i], keys[i] <= quietMax
		q := p.Play(m)
		if quiet && i > 0 {
			quiets++
			if (futile || late(depth, quiets, pass, a.off)) && !(a.inCheck != nil && a.inCheck(q)) {
				continue
			}
		}
		var v int
		ok := true
		if i == 0 || a.off&offPVS != 0 {
			v, ok = a.child(q, me, depth-1, ply+1, alpha, beta)
		} else {
			r := 0
			if quiet && i >= lmrFromMove && depth >= lmrFromDepth && !inCheck && a.off&offLMR == 0 && !(a.inCheck != nil && a.inCheck(q)) {
				r = reduction(depth, i, pvNode)
			}
			v, ok = a.child(q, me, depth-1-r, ply+1, alpha, alpha+1)
			if ok && v > alpha && r > 0 {
				v, ok = a.child(q, me, depth-1, ply+1, alpha, alpha+1)
			}
			if ok && v > alpha && v < beta {
				v, ok = a.child(q, me, depth-1, ply+1, alpha, beta)
			}
		}
		if !ok {
			return 0, false
		}
		if v > best {
			best, bestMove = v, m
		}
		alpha = max(alpha, v)
		if alpha >= beta {
			if quiet {
				a.cutoff(m, me, depth, moves[:i], keys[:i])
			}
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

// orderKeys returns the ordering keys of the moves at ply, where side me
// is to move (the caller knows it: in some games p.ToMove tests whether
// the game is over, which costs more than a move's generation).
func (a *abSearch[P, M]) orderKeys(p P, me variant.Side, moves []M, ply int, ttMove M, hasTT bool) []int32 {
	if cap(a.plies[ply].keys) < len(moves) {
		a.plies[ply].keys = make([]int32, 2*len(moves))
	}
	keys := a.plies[ply].keys[:len(moves)]
	for i, m := range moves {
		hk := a.history[historyIndex(m, me)]
		switch {
		case hasTT && m == ttMove:
			keys[i] = keyTT
		case a.noisy != nil && a.noisy(p, m):
			keys[i] = keyNoisy + a.gainKey(p, m) + hk
		default:
			keys[i] = hk
		}
	}
	return keys
}

// losesExchange reports whether capture m loses material by static
// exchange, where the game tells it.
func (a *abSearch[P, M]) losesExchange(p P, m M) bool {
	return a.loses != nil && a.off&offExchange == 0 && a.loses(p, m)
}

// historySize is the number of the history's entries: a move's low 14
// bits (its cells in the encodings of chess960 and the chess-like kernel,
// on boards of up to 128 cells) for each of two sides.
const historySize = 1 << 15

// historyIndex is the history's entry of side x's move m: the moves of
// the kernel's boards and of chess apart, and the two sides' (two sides of
// a team, taking turns, share one when they are an even number apart).
func historyIndex[M variant.MoveType](m M, x variant.Side) int {
	return int(uint64(m)&(historySize/2-1)) | int(x&1)*(historySize/2)
}

// pickBest swaps the move of the highest key among moves[i:] into
// moves[i] (with its key): a step of a selection sort, which a cut-off
// stops early.
func pickBest[M variant.MoveType](moves []M, keys []int32, i int) {
	j := i
	for k := i + 1; k < len(moves); k++ {
		if keys[k] > keys[j] {
			j = k
		}
	}
	moves[i], moves[j] = moves[j], moves[i]
	keys[i], keys[j] = keys[j], keys[i]
}

// gainKey returns the part of a noisy move's ordering key that its gain
// gives: more for a more valuable capture.
func (a *abSearch[P, M]) gainKey(p P, m M) int32 {
	if a.gain == nil {
		return 0
	}
	return int32(min(max(a.gain(p, m), 0), gainMax)) << gainShift
}

// cutoff learns from a quiet move m of side x that cut off, after the
// quiet moves before it failed: m gains history, which the others lose.
func (a *abSearch[P, M]) cutoff(m M, x variant.Side, depth int, before []M, keys []int32) {
	bonus := int32(min(depth*depth, 400))
	a.addHistory(m, x, bonus)
	for i, b := range before {
		if keys[i] <= quietMax {
			a.addHistory(b, x, -bonus)
		}
	}
}

// addHistory adds bonus to the history of side x's move m, with a
// gravity that keeps it within ±historyMax.
func (a *abSearch[P, M]) addHistory(m M, x variant.Side, bonus int32) {
	h := &a.history[historyIndex(m, x)]
	abs := bonus
	if abs < 0 {
		abs = -abs
	}
	*h += bonus - int32(int64(*h)*int64(abs)/historyMax)
}

// late reports whether a quiet move, the quiets-th met at a node searched
// to depth (where a pass tells something: see NullMove), comes so late
// that it is skipped (late-move pruning): after 3+depth² of them, at
// depth lmpDepth or less.
func late(depth, quiets int, pass bool, off technique) bool {
	return pass && depth <= lmpDepth && off&offLMP == 0 && quiets > 3+depth*depth
}

// reduction returns by how many plies a late quiet move, the i-th
// (0-based) at a node searched to depth, is reduced: log(depth)·log(i)/2,
// rounded, one less in the principal variation, and at least one ply left
// to search.
func reduction(depth, i int, pvNode bool) int {
	r := int(lmrTable[min(depth, len(lmrTable)-1)][min(i, len(lmrTable)-1)])
	if pvNode {
		r--
	}
	return max(min(r, depth-2), 0)
}

// lmrTable[d][i] is log(d)·log(i)/2 + 1/2, truncated: the reduction of the
// i-th move at depth d outside the principal variation.
var lmrTable = func() (t [64][64]int8) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int8(math.Log(float64(d))*math.Log(float64(i))/2 + 0.5)
		}
	}
	return t
}()

// evaluate returns the evaluation of p, whose hash is h, for the
// searching side, from the search's cache of evaluations when p was
// evaluated before (a position is met again in every iteration and every
// re-search), else from the evaluator, keeping it in the cache.
func (a *abSearch[P, M]) evaluate(p P, h uint64) int {
	if a.off&offEvalCache != 0 {
		return a.eval(p, a.root)
	}
	e := &a.evals[h&uint64(len(a.evals)-1)]
	if e.key == h && e.set {
		return int(e.score)
	}
	v := a.eval(p, a.root)
	*e = evalEntry{key: h, score: int32(v), set: true}
	return v
}

// quiesce returns the score of p for its side to move, me, beyond the
// depth limit: the evaluation, unless a noisy move does better.
func (a *abSearch[P, M]) quiesce(p P, me variant.Side, depth, ply, alpha, beta int) (int, bool) {
	h := p.Hash()
	a.plies[ply].hash = h
	best := a.sign(me) * a.evaluate(p, h)
	if best >= beta {
		return best, true
	}
	alpha = max(alpha, best)
	var moves []M
	if a.noisyGen != nil {
		moves = a.noisyGen(p, a.plies[ply].moves[:0])
	} else {
		moves = p.Moves(a.plies[ply].moves[:0])
	}
	a.plies[ply].moves = moves
	// The noisy moves alone, most valuable first.
	n := 0
	for _, m := range moves {
		if a.noisy(p, m) {
			moves[n] = m
			n++
		}
	}
	moves = moves[:n]
	if cap(a.plies[ply].keys) < n {
		a.plies[ply].keys = make([]int32, 2*n)
	}
	keys := a.plies[ply].keys[:n]
	for i, m := range moves {
		keys[i] = a.gainKey(p, m)
	}
	stand := best
	for i := range moves {
		if a.gain != nil {
			pickBest(moves, keys, i)
		}
		m := moves[i]
		if a.gain != nil && a.off&offDelta == 0 && stand+int(keys[i]>>gainShift)+deltaMargin <= alpha {
			break // delta pruning: this capture and the smaller ones cannot reach alpha
		}
		if a.losesExchange(p, m) {
			continue
		}
		v, ok := a.child(p.Play(m), me, depth-1, ply+1, alpha, beta)
		if !ok {
			return 0, false
		}
		best = max(best, v)
		alpha = max(alpha, v)
		if alpha >= beta {
			break
		}
	}
	return best, true
}

// probe returns the table's entry for h, or nil.
func (a *abSearch[P, M]) probe(h uint64) *ttEntry[M] {
	i := h & a.mask
	if e := &a.tt[i]; e.key == h && e.flag != 0 {
		return e
	}
	if e := &a.tt[i+1]; e.key == h && e.flag != 0 {
		return e
	}
	return nil
}

// store keeps a result in h's slot: in its first entry if it searched at
// least as deep as the one there (or the same position), or if that one
// was stored by an earlier search (of a Table), else in the second, which
// is always replaced.
func (a *abSearch[P, M]) store(h uint64, depth, score int, flag uint8, m M) {
	i := h & a.mask
	e := &a.tt[i]
	if e.key != h && int(e.depth) > depth && e.gen == a.gen && a.off&offBucket == 0 {
		e = &a.tt[i+1]
	} else if e.key == h && int(e.depth) > depth && flag != ttExact {
		return
	}
	*e = ttEntry[M]{key: h, move: m, score: int32(score), depth: int8(min(depth, 127)), flag: flag, gen: a.gen}
}

// pv returns the principal variation of an iteration to depth from root,
// best first: its moves from the table, while they are legal and do not
// repeat a position.
func (a *abSearch[P, M]) pv(root P, best M, depth int) []M {
	line := []M{best}
	seen := []uint64{root.Hash()}
	q := root.Play(best)
	var buf []M
	for len(line) < depth {
		h := q.Hash()
		if slices.Contains(seen, h) || q.Outcome().Over() || q.ToMove() == variant.Chance {
			break
		}
		seen = append(seen, h)
		e := a.probe(h)
		if e == nil {
			break
		}
		buf = q.Moves(buf[:0])
		if !slices.Contains(buf, e.move) {
			break
		}
		line = append(line, e.move)
		q = q.Play(e.move)
	}
	return line
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
