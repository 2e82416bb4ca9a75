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
// A capture by replacement (spec §5.5 B) comes first, told by the
// relations in which the moving piece is a capturer ("meeting: 9 = 9
// takes 9 on c11"), then the captures that follow it, if any. It replays
// the captures the way Play makes them, asking each enabled relation
// (relation.go) in turn for an instance, written by its arithmetic
// (arithmetic.text). A prisoner's re-entry and a redemption are named;
// other moves have nothing to add ("").
func (p Position) Explain(m Move) string {
	switch m.kind() {
	case mkDrop:
		return "a prisoner re-enters the board"
	case mkRedeem, mkPick:
		return "redemption of a pyramid's component"
	}
	var parts []string
	if m.kind() == mkReplace {
		// The relation stood before the move, as the generator found it
		// (genReplacements): every instance counts.
		t := m.to()
		var ga gathered
		p.gather(&ga, t, p.toMove, nil)
		tv, signs, _ := p.roleValue(t, m.aux())
		parts = append(parts, p.takes(&ga, capTarget{cell: t, role: m.aux()}, tv, signs, board.Set{}.With(board.Cell(m.from()))))
	}
	p.eachCapture(m, func(q *Position, t capTarget, ga *gathered, tv int, signs Signs) {
		parts = append(parts, q.takes(ga, t, tv, signs, board.Set{}))
	}, func(_ *Position, t capTarget) {
		parts = append(parts, fmt.Sprintf("siege takes %d on %s", t.value, p.r.geo.Name(board.Cell(t.cell))))
	})
	return strings.Join(parts, "; ")
}

// takes writes how the capturers gathered in ga take the target t, of
// value tv and signs: each enabled relation that takes it, by its first
// instance with a capturer on by (any instance if by is empty), then
// "takes" and the target.
func (q *Position) takes(ga *gathered, t capTarget, tv int, signs Signs, by board.Set) string {
	var how []string
	rels := q.r.rels
	for i := range rels {
		var in instance
		if q.relationsIn([]pass{passOf(rels[i])}, nil, ga, tv, signs, &finding{first: &in, by: by}); in.n > 0 {
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
	return strings.Join(how, ", ") + " takes " + what + " on " + q.r.geo.Name(board.Cell(t.cell))
}

// eachCapture makes move m from p as Play makes it and calls inPlace for
// each capture in place it selects (with the position before the
// captures, the capturers gathered around the target and the target's
// value and signs), then siege for each capture by siege (with the
// position before the sieges). It calls neither for a move after which
// no capture follows (a drop, a redemption, a capture by replacement
// without resolveafterreplacement). Explain and Captures read the
// captures through it, so that they tell the captures Play makes.
func (p Position) eachCapture(m Move, inPlace func(q *Position, t capTarget, ga *gathered, tv int, signs Signs), siege func(q *Position, t capTarget)) {
	q := p
	s := q.toMove
	act := q.action(m)
	if !act.phase1 && !act.phase2 {
		return
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
}
