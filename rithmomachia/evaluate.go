package rithmomachia

import (
	"github.com/ludus-chess/ludus/variant"
)

// Evaluate scores a position for side x, for computer players: positive
// when x stands better. A won game scores ±1,000,000. Otherwise it counts
// men on the board and in hand (100 each), the numbers each side has
// captured (its ledger, spec §5.6) and, for the harmony or triumph, the
// pieces each side has in the opponent's half (20 each) and, for
// the triumph or harmony, the proportions of three numbers it holds of which two or
// three stand in the opponent's half (8 or 30 each: see harmonyProgress).
// It is a plain heuristic, not a rule of the game.
func Evaluate(p Position, x variant.Side) int {
	if o := p.Outcome(); o.Over() {
		return 1_000_000 * o.Sign(x)
	}
	score := [2]int{}
	for s := range 2 {
		score[s] += 100 * p.occ[s].Count()
		for _, n := range p.prisoners[s] {
			score[s] += 100 * int(n)
		}
		score[s] += p.ledgerSum(variant.Side(s))
		score[s] += 20 * p.occ[s].Intersect(p.r.half[1-s]).Count()
		score[s] += p.harmonyProgress(variant.Side(s))
	}
	return score[x&1] - score[1-x&1]
}
