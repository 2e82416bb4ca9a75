package rithmomachia

import (
	"math/bits"

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
// towards the common victories of the rules in play (see goalProgress)
// and, where the triumph waits for the enemy pyramid (see pyramidGate),
// through that gate. It is a plain heuristic, not a rule of the game.
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
		score[s] += p.pyramidGate(side)
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
// rules) or where a capture by replacement takes a standing one (spec
// §5.5 B: the Fulke rules; where only new instances capture in place and
// none by replacement, a standing one takes nothing), and those besieged
// now (without the Modern look-ahead). A man is worth what his loss moves
// in the count (100 on the board, 100 more when he becomes a prisoner)
// and his number, which enters the ledger; a pyramid taken whole 100 and
// its total; a component its number; and, where the triumph waits for the
// enemy pyramid, taking it or a component of it what it moves in
// pyramidGate (see gateWorth).
func (p *Position) threats(s variant.Side) int {
	near3 := p.dilate3(p.occ[s])
	var taken board.Set
	worth := 0
	if p.r.timing == timingAll || p.r.replacement {
		var g gathered
		ctx := evalCtx{all: true}
		// The instances standing are those s's next captures would find:
		// near the cells changed since s last resolved them (phase1Targets).
		var cand board.Set
		if p.r.timing == timingAll && !p.r.noFilter && !p.r.optional && !p.r.leapOver {
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
					w := tv + p.gateWorth(t, role)
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
			worth += p.valueWhole(t) + p.pieceWorth(t) + p.gateWorth(t, 0)
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

// Weights of pyramidGate.
const (
	gateOpen      = 500 // the enemy pyramid is gone
	gateComponent = 40  // each component of it taken and not redeemed
	gateBesieger  = 12  // each piece near it, up to gateBesiegers
	gateBesiegers = 6
	gateRing      = 20 // each piece next to it
	gateClosing   = 60 // it has one free cell next to it or none
	gateHunter    = 10 // a hunter near it, by how near (see pyramidGate)
)

// pyramidGate scores side s's way to the triumph where the rules want the
// enemy pyramid taken first (option pyramidfirst, spec §5.8: F1, F2, F3,
// Italian): till then no arrangement wins, however many pieces stand in
// the enemy half, so the pyramid's fall is worth gateOpen, more than a
// man. While it stands it counts:
//   - gateComponent for each of its components taken (and not redeemed,
//     §5.7);
//   - gateBesieger for each of s's pieces within 3 cells of it (a king's
//     distance), which may reach it or close its ways (§5.2, §5.3),
//     gateBesiegers at most;
//   - gateRing for each of s's pieces on the cells next to it, which stop
//     its moves (every move of a pyramid starts there, §5.1), and
//     gateClosing more when one of those cells is free or none (the rest
//     taken or off the board), a siege in the making (§5.3);
//   - for each of s's hunters within 3 cells, men whose number is that of
//     a component it has or its total (which take them by equality,
//     §5.2, §5.4), gateHunter times 4 less their distance (30, 20, 10).
//
// It is 0 without pyramidfirst (the Modern harmony needs no pyramid
// taken).
func (p *Position) pyramidGate(s variant.Side) int {
	if !p.r.pyramidFirst {
		return 0
	}
	o := 1 - s
	pc := p.pyr[o]
	if pc == noCell {
		return gateOpen
	}
	score := gateComponent * bits.OnesCount8(pyrComplete[o]&^p.comps[o])
	near := p.occ[s].Intersect(p.dilate3(single(pc)))
	score += gateBesieger * min(near.Count(), gateBesiegers)
	ring, free := 0, 0
	for d := range 8 {
		switch c := step(pc, d, 1, p.r.ranks); {
		case c == noCell:
		case p.occ[s].Has(board.Cell(c)):
			ring++
		case p.cell[c] == 0:
			free++
		}
	}
	score += gateRing * ring
	if ring > 0 && free <= 1 {
		score += gateClosing
	}
	total := p.pyrTotal(o)
	for bb := near; !bb.Empty(); {
		c := uint8(bb.PopFirst())
		if isPyr(p.cell[c]) {
			continue
		}
		n := kinds[codeKind(p.cell[c])].number
		hunter := n == total
		for i, comp := range pyramidComponents[o] {
			hunter = hunter || p.comps[o]&(1<<i) != 0 && comp.Number == n
		}
		if hunter {
			score += gateHunter * (4 - distance(c, pc))
		}
	}
	return score
}

// gateWorth is what taking the piece on t in a role (0 whole, i+1 its
// component i, as in roleValue) moves in its captor's pyramidGate: for
// the enemy pyramid, where the triumph waits for it, gateOpen when it
// falls (taken whole, or its last component), else gateComponent; 0 for
// any other piece or without pyramidfirst. The pieces near it that the
// gate also counts are left out.
func (p *Position) gateWorth(t uint8, role int) int {
	if !p.r.pyramidFirst || !isPyr(p.cell[t]) {
		return 0
	}
	if role == 0 || bits.OnesCount8(p.comps[kinds[codeKind(p.cell[t])].side]) == 1 {
		return gateOpen
	}
	return gateComponent
}
