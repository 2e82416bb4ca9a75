package rithmomachia

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// Explain says which captures move m makes and how ([variant.Explaining]):
// for each piece taken, the relation that takes it and the numbers of the
// capturing pieces ("addition: 9 + 16 = 25 takes 25 on g8"), or a siege.
// It replays the captures the way Play makes them, asking each enabled
// relation (relation.go) in turn for an instance, written by its
// arithmetic (arithmetic.text). A prisoner's re-entry and a redemption are
// named; other moves have nothing to add ("").
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
			rels := p.r.rels
			for i := range rels {
				var in instance
				if hit, _ := q.relationsIn([]pass{passOf(rels[i])}, nil, &ga, tv, signs, &finding{first: &in}); hit {
					how = append(how, rels[i].arith.text(rels[i].name, in.vals[:in.n], in.dist, tv))
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
