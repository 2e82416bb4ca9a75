package variant

import (
	"fmt"
	"math/rand/v2"
)

// Chance is what ToMove returns at a chance node: a position whose next
// event is random (a roll of the dice) and chosen by no player. Its moves
// (Moves) are the possible results of the event; [ChanceWeighing] gives their
// probabilities. Chance is not a side of any variant: SideSet and
// Variant.Sides never hold it, and [Variant.SideName] calls it "chance".
//
// The tools treat chance nodes as follows. Perft counts each result of the
// event as one move (a chance node at the last ply counts its results, so
// a die contributes six leaves). [Playout] and [Game.PlayChance] sample the
// result by its probability from their seeded source; a record keeps the
// result as a move text, so a replay is exact, and the result may be
// played by its text like any move (to replay a game). Players of package
// variant/search never choose a result: alpha-beta takes the expectation
// over the results (expectimax) and MCTS samples them.
const Chance Side = 0xFE

// ChanceOutcome is one possible result of a chance event and its
// probability.
type ChanceOutcome[M MoveType] struct {
	Move        M
	Probability float64
}

// Outcomes appends the results of the chance event at p with their
// probabilities: those of [ChanceWeighing] if p implements it, else the moves
// of p, all equally likely. It appends nothing when p is not a chance node.
func Outcomes[P Position[P, M], M MoveType](p P, dst []ChanceOutcome[M]) []ChanceOutcome[M] {
	if p.ToMove() != Chance {
		return dst
	}
	if s, ok := any(p).(ChanceWeighing[M]); ok {
		return s.ChanceOutcomes(dst)
	}
	if d, ok := any(p).(dynamicFace); ok {
		if out, ok := any(dst).([]ChanceOutcome[Move]); ok {
			out, _ = d.chanceOutcomes(out)
			return any(out).([]ChanceOutcome[M])
		}
	}
	var buf [64]M
	moves := p.Moves(buf[:0])
	for _, m := range moves {
		dst = append(dst, ChanceOutcome[M]{Move: m, Probability: 1 / float64(len(moves))})
	}
	return dst
}

// SampleChance picks the result of the chance event at p from u, a number
// uniformly distributed in [0, 1) (the caller's seeded source). It returns
// false when p is not a chance node. A position that is a chance node but
// does not implement [ChanceWeighing] has equally likely results (its moves).
func SampleChance[P Position[P, M], M MoveType](p P, u float64) (M, bool) {
	var buf [64]ChanceOutcome[M]
	outs := Outcomes(p, buf[:0])
	if len(outs) == 0 {
		return 0, false
	}
	for _, o := range outs {
		if u < o.Probability {
			return o.Move, true
		}
		u -= o.Probability
	}
	return outs[len(outs)-1].Move, true
}

// PlayChance samples the result of the chance event at the current
// position from rng (a seeded source makes a game reproducible) and plays
// it; the record keeps it as a move. It returns the result played, or an
// error matching [ErrIllegalMove] when the position is not a chance node
// (or [ErrGameOver]).
func (g *Game[P, M]) PlayChance(rng *rand.Rand) (M, error) {
	if o := g.Outcome(); o.Over() {
		return 0, fmt.Errorf("%w: %s", ErrGameOver, o)
	}
	m, ok := SampleChance(g.Position(), rng.Float64())
	if !ok {
		return 0, fmt.Errorf("%w: no chance event is due", ErrIllegalMove)
	}
	if err := g.Play(m); err != nil {
		return 0, err
	}
	return m, nil
}

// MayChance reports whether positions of p's type can be chance nodes: P
// implements [ChanceWeighing], or P is the dynamic face over such a type. It
// decides from the types alone, without allocating, so that loops over
// the positions of games without chance need not ask ToMove (which some
// games answer by looking for a legal move).
func MayChance[P Position[P, M], M MoveType](p P) bool {
	if _, ok := any((*P)(nil)).(*AnyPosition); ok {
		// The dynamic face (an interface value: no allocation here).
		if d, ok := any(p).(interface{ mayChance() bool }); ok {
			return d.mayChance()
		}
		return true
	}
	_, ok := any((*P)(nil)).(ChanceWeighing[M])
	return ok
}
