package rithmomachia

// The pyramid's part in the captures (spec §4.2, §5.4, §6.3, §7): the
// values it captures with and offers as a target, and its roles as a
// target (the whole, each component).

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// pyramidValues returns the values side's pyramid with the components mask
// (of its own components) captures with: its total (nominal and only while complete, or current,
// D17) and, where components capture (M, I), each component.
func pyramidValues(r *rules, side variant.Side, mask uint8) valueList {
	var l valueList
	mask &= pyrComplete[side]
	total := 0
	for m := mask; m != 0; m &= m - 1 {
		total += pyramidComponents[side][bits.TrailingZeros8(m)].Number
	}
	switch {
	case r.pyrCurrent:
		if mask != 0 {
			l.vals[l.n] = int16(total)
			l.n++
		}
	case mask == pyrComplete[side]:
		l.vals[l.n] = int16(pyrNominal[side])
		l.n++
	}
	if r.compCapture {
		for m := mask; m != 0; m &= m - 1 {
			l.vals[l.n] = int16(pyramidComponents[side][bits.TrailingZeros8(m)].Number)
			l.n++
		}
	}
	return l
}

// pyramidOffers returns every value side's pyramid with the components
// mask offers as a target: its current total, then each component.
func pyramidOffers(side variant.Side, mask uint8) valueList {
	var l valueList
	mask &= pyrComplete[side]
	total := 0
	for m := mask; m != 0; m &= m - 1 {
		total += pyramidComponents[side][bits.TrailingZeros8(m)].Number
	}
	l.vals[0], l.n = int16(total), 1
	for m := mask; m != 0; m &= m - 1 {
		l.vals[l.n] = int16(pyramidComponents[side][bits.TrailingZeros8(m)].Number)
		l.n++
	}
	return l
}

// roles returns the number of target roles of the piece on t: a man has
// one (itself); a pyramid has its total (role 0) and one per component
// place (roles 1..6; absent components are skipped by roleValue).
func (p *Position) roles(t uint8) int {
	if isPyr(p.cell[t]) {
		return 1 + len(pyramidComponents[kinds[codeKind(p.cell[t])].side])
	}
	return 1
}

// roleValue returns the value a target offers in a role (spec §4.2) and
// the cossic signs it bears, or ok false for an absent component.
func (p *Position) roleValue(t uint8, role uint8) (tv int, signs Signs, ok bool) {
	k := codeKind(p.cell[t])
	if kinds[k].shape != Pyramid {
		return kinds[k].number, kinds[k].signs, true
	}
	side := kinds[k].side
	if role == 0 {
		return p.pyrTotal(side), 0, true
	}
	i := role - 1
	if p.comps[side]&(1<<i) == 0 {
		return 0, 0, false
	}
	v := pyramidComponents[side][i].Number
	if p.r.cossicComps {
		signs = componentSigns(side, v)
	}
	return v, signs, true
}
