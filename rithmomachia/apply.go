package rithmomachia

// Making the captures found: all at once (spec §5.5), the ledger and the
// prisoners, a pyramid whole or by its components (§5.6, §5.7).

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// applySelected makes the captures of list chosen by mask (with optional
// captures; otherwise all of them) for side s, all at once (spec §5.5:
// simultaneous). It records them in rec and returns the components taken
// from the enemy pyramid, whether a proportion took something, and the
// number of captures.
func (p *Position) applySelected(s variant.Side, l *capList, mask uint32, all bool, rec *record) (uint8, bool, int) {
	if l.n == 0 {
		return 0, false, 0
	}
	o := 1 - s
	var whole bool
	var comps uint8
	prop := false
	n := 0
	var men [64]uint8
	nm := 0
	sel := func(i int) bool {
		return all || !p.r.optional || i >= maxChoice || mask&(1<<i) != 0
	}
	for i := range l.n {
		if t := l.t[i]; sel(i) && t.role == 0 && isPyr(p.cell[t.cell]) {
			whole = true
		}
	}
	for i := range l.n {
		if !sel(i) {
			continue
		}
		t := l.t[i]
		n++
		prop = prop || t.prop
		if isPyr(p.cell[t.cell]) {
			if t.role != 0 {
				comps |= 1 << (t.role - 1)
				if whole {
					continue // the whole pyramid goes (spec §5.5 A.1)
				}
			}
			if rec != nil {
				rec.add(t)
			}
			continue
		}
		if rec != nil {
			rec.add(t)
		}
		if nm == 0 || men[nm-1] != t.cell {
			men[nm] = t.cell
			nm++
		}
	}
	for _, c := range men[:nm] {
		k := codeKind(p.lift(c))
		p.ledger[s][k]++
		if !p.r.outOfPlay {
			p.prisoners[s][k]++
		}
	}
	if !whole && comps == 0 {
		return 0, prop, n
	}
	pc := p.pyr[o]
	p.componentsChanged(o)
	if whole || p.r.baseLoss && comps&1 != 0 {
		// The whole pyramid: each remaining component is one ledger entry
		// (spec §5.6, D43); in F3 losing the base loses it all (§5.7).
		for m := p.comps[o]; m != 0; m &= m - 1 {
			p.ledger[s][compEntry[o][bits.TrailingZeros8(m)]]++
		}
		p.lift(pc)
		p.comps[o] = 0
		return 0, prop, n
	}
	comps &= p.comps[o]
	for m := comps; m != 0; m &= m - 1 {
		p.ledger[s][compEntry[o][bits.TrailingZeros8(m)]]++
	}
	p.comps[o] &^= comps
	if p.comps[o] == 0 {
		p.lift(pc) // every component taken one after another (§5.7)
	}
	return comps, prop, n
}

// record collects the captures a move makes, for its text.
type record struct {
	capList
}
