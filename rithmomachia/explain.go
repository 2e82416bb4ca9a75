package rithmomachia

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// relationNames name the relations in the words of the books: a meeting
// (Fulke's "encountering", the modern "equality"), addition, subtraction,
// multiplication and division, by void spaces, eruption, cossic signs,
// deceit, proportion, ambush and assault.
var relationNames = map[uint16]string{
	relEqual: "meeting", relAdd: "addition", relSub: "subtraction", relMul2: "multiplication",
	relDiv2: "division", relMulSpaces: "multiplication by spaces", relDivSpaces: "division by spaces",
	relEruption: "eruption", relCossic: "cossic signs", relDeceit: "deceit", relProportion: "proportion",
	relAmbush: "ambush", relAssault: "assault",
}

// Explain says which captures move m makes and how ([variant.Explaining]):
// for each piece taken, the relation that takes it and the numbers of the
// capturing pieces ("addition: 9 + 16 = 25 takes 25 on g8"), or a siege.
// It replays the captures the way Play makes them, asking each enabled
// relation in turn which capturers it finds. A prisoner's re-entry and a
// redemption are named; other moves have nothing to add ("").
func (p Position) Explain(m Move) string {
	switch m.kind() {
	case mkDrop:
		return "a prisoner re-enters the board"
	case mkRedeem, mkPick:
		return "redemption of a pyramid's component"
	}
	q := p
	s := q.toMove
	act := q.action(m)
	if !act.phase1 && !act.phase2 {
		return ""
	}
	var parts []string
	g := p.r.geo
	near3 := q.dilate3(q.occ[s])
	sel := func(i int, mask uint32) bool {
		return !p.r.optional || i >= maxChoice || mask&(1<<i) != 0
	}
	var l capList
	if act.phase1 {
		ctx := q.ctxFor(&p, m, act.moved)
		q.phase1(s, &ctx, &l, near3)
		for i, t := range l.t[:l.n] {
			if !sel(i, m.maskA()) {
				continue
			}
			var ga gathered
			q.gather(&ga, t.cell, s, &ctx)
			tv, signs, _ := q.roleValue(t.cell, t.role)
			var how []string
			for rel := p.r.rel; rel != 0; rel &= rel - 1 {
				bit := uint16(1) << bits.TrailingZeros16(rel)
				one := *p.r
				one.rel = bit
				probe := q
				probe.r = &one
				var who board.Set
				if hit, _ := probe.relations(&ga, tv, signs, &who, true); hit {
					how = append(how, q.describe(bit, &ga, who, tv))
				}
			}
			if len(how) == 0 {
				how = append(how, "capture")
			}
			what := strconv.Itoa(tv)
			if t.role != 0 {
				what = "the " + what + " of the pyramid"
			}
			parts = append(parts, strings.Join(how, ", ")+" takes "+what+" on "+g.Name(board.Cell(t.cell)))
		}
		q.applySelected(s, &l, m.maskA(), false, nil)
	}
	if act.phase2 {
		q.phase2(s, &l, true, near3)
		for i, t := range l.t[:l.n] {
			if sel(i, m.maskB()) {
				parts = append(parts, fmt.Sprintf("siege takes %d on %s", t.value, g.Name(board.Cell(t.cell))))
			}
		}
	}
	return strings.Join(parts, "; ")
}

// describe writes one relation's instance: the capturers' numbers (the
// one of each capturer that makes the relation hold; a pyramid counts by
// its total or a component) and the target's, as an equation.
func (p *Position) describe(rel uint16, g *gathered, who board.Set, tv int) string {
	name := relationNames[rel]
	type capt struct {
		vals []int
		dist int
		line bool
	}
	var cs []capt
	for w := who; !w.Empty(); {
		c := uint8(w.PopFirst())
		var k capt
		add := func(list []capturer, line bool) {
			for i := range list {
				if list[i].cell == c {
					for _, v := range list[i].vals[:list[i].nv] {
						if !slices.Contains(k.vals, int(v)) {
							k.vals = append(k.vals, int(v))
						}
					}
					if line {
						k.dist, k.line = int(list[i].dist), true
					}
				}
			}
		}
		add(g.reach[:g.nr], false)
		add(g.adj[:g.na], false)
		add(g.line[:g.nl], true)
		if len(k.vals) == 0 {
			k.vals = []int{p.valueWhole(c)}
		}
		cs = append(cs, k)
	}
	switch rel {
	case relEqual:
		for _, k := range cs {
			if slices.Contains(k.vals, tv) {
				return fmt.Sprintf("%s: %d = %d", name, tv, tv)
			}
		}
	case relAssault, relMulSpaces, relDivSpaces, relEruption:
		for _, k := range cs {
			if !k.line {
				continue
			}
			n, sp := k.dist+1, k.dist-1
			for _, x := range k.vals {
				switch {
				case rel == relAssault && x*n == tv:
					return fmt.Sprintf("%s: %d × %d fields = %d", name, x, n, tv)
				case rel == relAssault && x == tv*n:
					return fmt.Sprintf("%s: %d ÷ %d fields = %d", name, x, n, tv)
				case rel != relAssault && SpacesProduct(x, sp, tv):
					return fmt.Sprintf("%s: %d × %d spaces = %d", name, x, sp, tv)
				case rel != relAssault && SpacesQuotient(x, sp, tv):
					return fmt.Sprintf("%s: %d ÷ %d spaces = %d", name, x, sp, tv)
				}
			}
		}
	case relAdd, relSub, relMul2, relDiv2, relDeceit, relProportion:
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				for _, a := range cs[i].vals {
					for _, b := range cs[j].vals {
						if a < b {
							a, b = b, a
						}
						switch {
						case (rel == relAdd || rel == relDeceit) && a+b == tv:
							return fmt.Sprintf("%s: %d + %d = %d", name, b, a, tv)
						case rel == relSub && a-b == tv:
							return fmt.Sprintf("%s: %d - %d = %d", name, a, b, tv)
						case rel == relMul2 && a*b == tv:
							return fmt.Sprintf("%s: %d × %d = %d", name, a, b, tv)
						case rel == relDiv2 && b != 0 && a == tv*b:
							return fmt.Sprintf("%s: %d ÷ %d = %d", name, a, b, tv)
						case rel == relProportion && Proportion3(a, b, tv) != 0:
							return fmt.Sprintf("%s: %d, %d and %d", name, b, a, tv)
						}
					}
				}
			}
		}
	case relAmbush:
		// One number of each of some capturers summing to the target.
		var terms []int
		var dfs func(i, sum int) bool
		dfs = func(i, sum int) bool {
			if sum == tv && len(terms) >= 2 {
				return true
			}
			if i == len(cs) || sum > tv {
				return false
			}
			for _, v := range cs[i].vals {
				terms = append(terms, v)
				if dfs(i+1, sum+v) {
					return true
				}
				terms = terms[:len(terms)-1]
			}
			return dfs(i+1, sum)
		}
		if dfs(0, 0) {
			var ts []string
			for _, v := range terms {
				ts = append(ts, strconv.Itoa(v))
			}
			return fmt.Sprintf("%s: %s = %d", name, strings.Join(ts, " + "), tv)
		}
	}
	var by []string
	for _, k := range cs {
		by = append(by, strconv.Itoa(k.vals[0]))
	}
	return name + " by " + strings.Join(by, ", ")
}
