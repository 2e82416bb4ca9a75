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
	var parts []string
	g := p.r.geo
	acted := p.eachCapture(m, func(q *Position, t capTarget, ga *gathered, tv int, signs Signs) {
		var how []string
		rels := p.r.rels
		for i := range rels {
			var in instance
			if hit, _ := q.relationsIn([]pass{passOf(rels[i])}, nil, ga, tv, signs, &finding{first: &in}); hit {
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
	}, func(_ *Position, t capTarget) {
		parts = append(parts, fmt.Sprintf("siege takes %d on %s", t.value, g.Name(board.Cell(t.cell))))
	})
	if !acted {
		return ""
	}
	return strings.Join(parts, "; ")
}

// eachCapture makes move m from p as Play makes it and calls inPlace for
// each capture in place it selects (with the position before the
// captures, the capturers gathered around the target and the target's
// value and signs), then siege for each capture by siege (with the
// position before the sieges). It reports false when m is no move that
// captures (a drop, a redemption). Explain and Captures read the
// captures through it, so that they tell the captures Play makes.
func (p Position) eachCapture(m Move, inPlace func(q *Position, t capTarget, ga *gathered, tv int, signs Signs), siege func(q *Position, t capTarget)) bool {
	q := p
	s := q.toMove
	act := q.action(m)
	if !act.phase1 && !act.phase2 {
		return false
	}
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
			inPlace(&q, t, &ga, tv, signs)
		}
		q.applySelected(s, &l, m.maskA(), false, nil)
	}
	if act.phase2 {
		q.phase2(s, &l, true, near3)
		for i, t := range l.t[:l.n] {
			if sel(i, m.maskB()) {
				siege(&q, t)
			}
		}
	}
	return true
}
