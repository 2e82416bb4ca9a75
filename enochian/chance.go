package enochian

import "github.com/ludus-chess/ludus/variant"

// ChanceOutcomes appends the rolls of the divination die (§8.7) with their
// probabilities when the position is a chance node (ToMove is
// variant.Chance: the option divination-dice is on and the army to move
// has not rolled yet): the six faces, 1/6 each, in the order of Moves. It
// appends nothing elsewhere. The die only names the kind that must move;
// which piece of that kind moves is the player's choice, and a roll of a
// kind that cannot move loses the turn (Play).
func (p Position) ChanceOutcomes(dst []variant.ChanceOutcome[Move]) []variant.ChanceOutcome[Move] {
	if p.turn == NoArmy || !p.cfg.dice || p.die != 0 {
		return dst
	}
	for d := 1; d <= 6; d++ {
		dst = append(dst, variant.ChanceOutcome[Move]{Move: mkRoll(p.turn, d), Probability: 1.0 / 6})
	}
	return dst
}
