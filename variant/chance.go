package variant

// Chance is what ToMove returns at a chance node: a position whose next
// event is random (a roll of the dice) and chosen by no player. Its moves
// (Moves) are the possible results of the event; [Stochastic] gives their
// probabilities. Chance is not a side of any variant: SideSet and
// Variant.Sides never hold it.
const Chance Side = 0xFE

// ChanceOutcome is one possible result of a chance event and its
// probability.
type ChanceOutcome[M MoveType] struct {
	Move        M
	Probability float64
}

// Stochastic is implemented by positions of games with chance events. At a
// chance node (ToMove returns [Chance]) ChanceOutcomes appends every result
// of the event with its probability (the probabilities add up to 1) and
// returns the extended slice; elsewhere it appends nothing.
type Stochastic[M MoveType] interface {
	ChanceOutcomes(dst []ChanceOutcome[M]) []ChanceOutcome[M]
}

// SampleChance picks the result of the chance event at p from u, a number
// uniformly distributed in [0, 1) (the caller's seeded source). It returns
// false when p is not a chance node.
func SampleChance[P Position[P, M], M MoveType](p P, u float64) (M, bool) {
	s, ok := any(p).(Stochastic[M])
	if !ok || p.ToMove() != Chance {
		return 0, false
	}
	outs := s.ChanceOutcomes(nil)
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
