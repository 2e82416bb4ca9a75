package rithmomachia

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Evaluate scores a position for side x, for computer players: positive
// when x stands better. A won game scores ±1,000,000. Otherwise it counts
// men on the board and in hand (100 each), the numbers each side has
// captured (its ledger, spec §5.6) and, for the harmony or triumph, the
// pieces each side has in the opponent's half (20 each) and, for
// the triumph or harmony, the proportions of three numbers it holds of which two or
// three stand in the opponent's half (8 or 30 each: see harmonyProgress).
// It also counts the captures each side threatens (see threats): half
// their worth for the side to move, which makes them next, a quarter for
// the other, whose opponent may parry one; and the way each side has gone
// towards the common victories of the rules in play (see goalProgress).
// It is a plain heuristic, not a rule of the game.
func Evaluate(p Position, x variant.Side) int {
	if o := p.Outcome(); o.Over() {
		return 1_000_000 * o.Sign(x)
	}
	score := [2]int{}
	for s := range 2 {
		side := variant.Side(s)
		score[s] += 100 * p.occ[s].Count()
		for _, n := range p.prisoners[s] {
			score[s] += 100 * int(n)
		}
		score[s] += p.ledgerSum(side)
		score[s] += 20 * p.occ[s].Intersect(p.r.half[1-s]).Count()
		score[s] += p.harmonyProgress(side)
		score[s] += p.goalProgress(side)
		if side == p.toMove {
			score[s] += p.threats(side) / 2
		} else {
			score[s] += p.threats(side) / 4
		}
	}
	return score[x&1] - score[1-x&1]
}

// threats returns the worth of the enemy pieces side s threatens to take
// on its next move: those in an instance of a relation standing now,
// where every instance counts (timing=allrelations: the Modern and Italian
// rules; where only new instances capture, a standing one takes nothing),
// and those besieged now (without the Modern look-ahead). A man is worth
// what his loss moves in the count (100 on the board, 100 more when he
// becomes a prisoner) and his number, which enters the ledger; a pyramid
// taken whole 100 and its total; a component its number.
func (p *Position) threats(s variant.Side) int {
	near3 := p.dilate3(p.occ[s])
	var taken board.Set
	worth := 0
	if p.r.timing == timingAll {
		var g gathered
		ctx := evalCtx{all: true}
		// The instances standing are those s's next captures would find:
		// near the cells changed since s last resolved them (phase1Targets).
		var cand board.Set
		if !p.r.noFilter && !p.r.optional && !p.r.leapOver {
			cand = p.gainers(p.dirty[s], s)
		} else {
			cand = p.phase1Candidates(s, near3)
		}
		for bb := cand; !bb.Empty(); {
			t := uint8(bb.PopFirst())
			p.gather(&g, t, s, &ctx)
			if g.nr+g.nl+g.na == 0 {
				continue
			}
			best := 0
			for role := range p.roles(t) {
				tv, signs, ok := p.roleValue(t, uint8(role))
				if !ok {
					continue
				}
				if hit, _ := p.relations(&g, tv, signs, nil); hit {
					w := tv
					if role == 0 {
						w += p.pieceWorth(t)
					}
					best = max(best, w)
				}
			}
			if best > 0 {
				worth += best
				taken = taken.With(board.Cell(t))
			}
		}
	}
	for bb := p.siegeCandidates(s, near3).Minus(taken); !bb.Empty(); {
		if t := uint8(bb.PopFirst()); p.besieged(t, s, false) {
			worth += p.valueWhole(t) + p.pieceWorth(t)
		}
	}
	return worth
}

// pieceWorth is what taking the piece on t moves in the count of men: 100
// off the board, and 100 more for a man who becomes a prisoner.
func (p *Position) pieceWorth(t uint8) int {
	if isPyr(p.cell[t]) || p.r.outOfPlay {
		return 100
	}
	return 200
}

// goalProgress scores how near side s is to the common victories (spec
// §5.9) or simpler goals (§6.5) of the rules in play, by its ledger: the
// largest share done of an enabled goal (bodies: the count of captures;
// goods, standards: the sum; digits: the characters; quarrel, honour,
// honour and quarrel: the sum they ask for), as 400 times its square, so
// that each step counts more as the goal nears. It is 0 where the rules
// have none (the harmony alone decides, as in the Modern preset).
func (p *Position) goalProgress(s variant.Side) int {
	r := p.r
	if r.bodies == 0 && r.goods == 0 && r.digitsGoal == 0 && r.quarrelV == 0 && r.honourV == 0 && r.hqV == 0 && r.standards == 0 {
		return 0
	}
	n, sum, dig := 0, 0, 0
	for e, c := range p.ledger[s] {
		n += int(c)
		sum += int(c) * entryValue[e]
		dig += int(c) * digits(entryValue[e])
	}
	best := 0.0
	share := func(done, goal int) {
		if goal > 0 {
			best = max(best, min(1, float64(done)/float64(goal)))
		}
	}
	share(n, r.bodies)
	share(sum, r.goods)
	share(dig, r.digitsGoal)
	share(sum, r.quarrelV)
	share(sum, r.honourV)
	share(sum, r.hqV)
	share(sum, r.standards*StandardSize(1-s))
	return int(400 * best * best)
}
