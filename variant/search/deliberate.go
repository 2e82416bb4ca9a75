package search

import (
	"context"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// Decision is what a player decides to do besides its turn move: play an
// action, claim the result the rules allow ([variant.Game.Claim]), or
// neither.
type Decision[M variant.MoveType] struct {
	Act    bool // play Action now
	Action M
	Claim  bool // claim the result the rules allow now
}

// Deliberator is implemented by players that weigh a game's actions and
// claims ([AlphaBeta]): Deliberate returns what the sides in mine do now in
// p, reached in a game whose earlier positions had the given hashes, with
// the current position occurring for the occurrences-th time. A player
// never resigns.
type Deliberator[P variant.Position[P, M], M variant.MoveType] interface {
	Deliberate(ctx context.Context, p P, history []uint64, occurrences int, mine variant.SideSet) (Decision[M], error)
}

// Deliberate asks player what the sides in mine do now in the current
// position of g besides the turn move. Players that are not [Deliberator]s
// do nothing; so does every player when the game is over or at a chance
// node.
func Deliberate[P variant.Position[P, M], M variant.MoveType](ctx context.Context, player Player[P, M], g *variant.Game[P, M], mine variant.SideSet) (Decision[M], error) {
	d, ok := player.(Deliberator[P, M])
	p := g.Position()
	if !ok || g.Outcome().Over() || p.ToMove() == variant.Chance {
		return Decision[M]{}, nil
	}
	return d.Deliberate(ctx, p, g.Hashes(nil), g.Repetitions(), mine)
}

// actMargin is how much better, in evaluation units, an action or a claim
// must be than playing on for the player to take it.
const actMargin = 10

// Deliberate weighs the actions of the sides in mine and, if the side to
// move is theirs, a claim, against playing on, each by a search to a
// third of the player's limits (depth 2 when it has none) from the point of
// view of the first side of mine:
//
//   - a claim is made when the result it gives scores better than the
//     search of the position (a draw is worth 0 less the Contempt);
//   - an action that others must answer (an offer of an exchange) is made
//     when the best answer for the player (acceptance) scores better than
//     playing on: it uses no move and the other side may refuse;
//   - an answer (acceptance, refusal) or another action is played when it
//     scores better than playing on, and the best of them if several do;
//   - an action after which the player's team has lost (a resignation) is
//     never played, nor one that leads to a position the game has had
//     before (an offer already refused there).
func (s AlphaBeta[P, M]) Deliberate(ctx context.Context, p P, history []uint64, occurrences int, mine variant.SideSet) (Decision[M], error) {
	var none Decision[M]
	me := variant.NoSide
	for _, x := range mine.Sides() {
		me = x
		break
	}
	if me == variant.NoSide || p.Outcome().Over() || p.ToMove() == variant.Chance {
		return none, nil
	}
	claim := false
	if o, ok := variant.ClaimOutcome(p, occurrences); ok && o.Over() && mine.Has(p.ToMove()) {
		claim = true
	}
	var acts []M
	acting := slices.Contains(variant.CapabilitiesOf(p), "Acting")
	if acting {
		for _, a := range p.Actions(nil) {
			if mine.Has(variant.ActionSide(p, a)) {
				acts = append(acts, a)
			}
		}
	}
	if !claim && len(acts) == 0 {
		return none, nil
	}
	v := s.valuer(ctx, me, history)
	base, depth, ok := v.search(p, 0)
	if !ok {
		return none, ctx.Err()
	}
	// The actions are searched to the depth playing on was: searches of
	// different depths differ by more than any margin, which would let an
	// action that changes nothing on the board (a withdrawal that hands an
	// army to its partner's player) look better than playing on.
	v.depth = depth
	if claim {
		// Playing on is judged without the game's history: a search that
		// scores a return to an earlier position as a draw would find one
		// in every position that may be claimed, though the opponent need
		// not repeat it.
		on, ok := s.valuer(ctx, me, nil).value(p)
		if !ok {
			return none, ctx.Err()
		}
		o, _ := variant.ClaimOutcome(p, occurrences)
		if s.resultScore(o, me) > on+actMargin {
			return Decision[M]{Claim: true}, nil
		}
	}
	best, bestScore := none, base+actMargin
	for _, a := range acts {
		q := p.Play(a)
		if slices.Contains(history, q.Hash()) {
			continue // made before in this game (an offer refused): not again
		}
		if o := q.Outcome(); o.Over() {
			if o.Status == variant.Won && !o.Winners.Has(me) {
				continue // a resignation: never
			}
			if sc := s.resultScore(o, me); sc > bestScore {
				best, bestScore = Decision[M]{Act: true, Action: a}, sc
			}
			continue
		}
		// The answers of the other sides to this action, if any: the
		// player hopes for the best of them (an offer costs nothing).
		sc, ok := v.value(q)
		if !ok {
			break
		}
		if acting {
			for _, r := range q.Actions(nil) {
				if side := variant.ActionSide(q, r); mine.Has(side) || p.Variant().Team(me).Has(side) {
					continue
				}
				if !isAnswer(p, q, r) {
					continue
				}
				rv, ok := v.value(q.Play(r))
				if !ok {
					break
				}
				sc = max(sc, rv)
			}
		}
		if sc > bestScore {
			best, bestScore = Decision[M]{Act: true, Action: a}, sc
		}
	}
	return best, nil
}

// isAnswer reports whether action r, open in q after an action made in p,
// answers that action: it was not open in p.
func isAnswer[P variant.Position[P, M], M variant.MoveType](p, q P, r M) bool {
	for _, a := range p.Actions(nil) {
		if a == r {
			return false
		}
	}
	return true
}

// resultScore is the score of a finished game for me, as the search scores
// it (a draw is worth 0 less the Contempt).
func (s AlphaBeta[P, M]) resultScore(o variant.Outcome, me variant.Side) int {
	if o.Status == variant.Drawn {
		return -s.Contempt
	}
	return terminalScore(o, me, 0)
}

// valuer scores positions for one side with the player's search.
type valuer[P variant.Position[P, M], M variant.MoveType] struct {
	s       AlphaBeta[P, M]
	ctx     context.Context
	me      variant.Side
	history []uint64
	depth   int // the depth to search to; 0: as deep as the limits allow
}

func (s AlphaBeta[P, M]) valuer(ctx context.Context, me variant.Side, history []uint64) valuer[P, M] {
	return valuer[P, M]{s: s, ctx: ctx, me: me, history: history}
}

// value returns the score of p for v.me by an iterative-deepening search
// to a third of the player's limits (depth 2 without limits), or to
// v.depth if set, whoever is to move; false if the context ended first.
func (v valuer[P, M]) value(p P) (int, bool) {
	sc, _, ok := v.search(p, v.depth)
	return sc, ok
}

// search is value, to depth exactly if it is above 0 (within the
// player's whole node limit and a third of its time), and returns the
// depth of the last iteration it finished too (0 if none did, the score
// then being the evaluation, or the result of a finished game).
func (v valuer[P, M]) search(p P, depth int) (score, reached int, ok bool) {
	if o := p.Outcome(); o.Over() {
		return v.s.resultScore(o, v.me), 0, true
	}
	l := v.s.Limits
	maxDepth := 2
	switch {
	case depth > 0:
		maxDepth = depth
	case l.Depth > 0:
		maxDepth = max(1, l.Depth-1)
	case l.Nodes > 0 || l.Time > 0:
		maxDepth = 64
	}
	if depth == 0 {
		l.Nodes /= 3
	}
	l.Time /= 3
	vs := v.s
	vs.QuiescePlies = max(vs.QuiescePlies, 4)
	vs.Table = nil // a deliberation's searches are its own
	a := vs.newSearch(v.ctx, p, v.me, Limits{Nodes: l.Nodes, Time: l.Time}, maxDepth+8, 14, v.history, 0)
	best, found := 0, 0
	for d := 1; d <= maxDepth; d++ {
		sc, ok := a.score(p, d)
		if !ok {
			break
		}
		best, found = sc, d
		if sc > WinScore-1000 || sc < -WinScore+1000 {
			break
		}
	}
	if found == 0 {
		if v.ctx.Err() != nil {
			return 0, 0, false
		}
		return v.s.Eval(p, v.me), 0, true
	}
	return best, found, true
}

// score returns the score of p for the searching side, whoever is to move.
func (a *abSearch[P, M]) score(p P, depth int) (int, bool) {
	a.plies[0].hash = p.Hash()
	a.depth = depth
	next := p.ToMove()
	if next == variant.Chance {
		return a.expect(p, a.root, depth, 0)
	}
	v, ok := a.negamax(p, next, depth, 0, -2*WinScore, 2*WinScore)
	return a.sign(next) * v, ok
}

// Deliberate weighs actions and claims as [AlphaBeta.Deliberate] does, with
// an alpha-beta search on the player's evaluation ([Mobility] if it has
// none) to depth 2 within a third of its time limit.
func (s MCTS[P, M]) Deliberate(ctx context.Context, p P, history []uint64, occurrences int, mine variant.SideSet) (Decision[M], error) {
	eval := s.Eval
	if eval == nil {
		eval = Mobility[P, M]
	}
	ab := AlphaBeta[P, M]{Eval: eval, Limits: Limits{Depth: 3, Time: s.Limits.Time}, Seed: s.Seed}
	return ab.Deliberate(ctx, p, history, occurrences, mine)
}
