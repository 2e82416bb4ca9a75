package rithmomachia

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// actResult says what an action did and what may follow it. It keeps to
// four fields, actKind counting as one (see PERF.md, actResult).
type actResult struct {
	actKind
	captures int   // pieces and components captured
	comps    uint8 // components taken from the enemy pyramid
	prop     bool  // a proportion relation took something (Italian triumph a)
}

// actKind says what an action was and what may follow it.
type actKind struct {
	moved   uint8 // the piece that moved, for the triumph check, or noCell
	phase1  bool  // arithmetic captures follow (spec §5.5 A.1)
	phase2  bool  // oblivion / siege follows (spec §5.5 A.2)
	triumph bool  // the action may complete a triumph or harmony (D38)
}

// ctxFor returns the evaluation context of the in-place captures after m
// (spec §5.5 A.1, D18): all relations for the Modern and Italian rules and
// for a capture instead of a move; otherwise new relations only, or those
// of the moved piece.
func (p *Position) ctxFor(prev *Position, m Move, moved uint8) evalCtx {
	switch {
	case m.kind() == mkTake || p.r.timing == timingAll:
		return evalCtx{all: true}
	case p.r.timing == timingMoved:
		return evalCtx{moved: moved}
	}
	return evalCtx{prev: prev, moved: moved}
}

// action performs the action of m on p, without the captures that follow
// it; a capture by replacement makes its own capture.
func (p *Position) action(m Move) actResult {
	s := p.toMove
	switch m.kind() {
	case mkMove:
		p.place(m.to(), p.lift(m.from()))
		return actResult{actKind: actKind{moved: m.to(), phase1: true, phase2: true, triumph: true}}
	case mkFly:
		// Flying leaps capture only by oblivion and never complete a
		// triumph (spec §5.1, D40).
		p.place(m.to(), p.lift(m.from()))
		return actResult{actKind: actKind{moved: noCell, phase2: true}}
	case mkReplace:
		c, t := m.from(), m.to()
		tv, _, _ := p.roleValue(t, m.aux())
		var l capList
		l.add(capTarget{cell: t, role: m.aux(), value: int16(tv)})
		comps, _, n := p.applySelected(s, &l, 0, true, nil)
		moved := c
		if p.cell[t] == 0 {
			p.place(t, p.lift(c))
			moved = t
		}
		// D20: if a pyramid that lost one component still stands there,
		// the capturer stays; the turn is used.
		return actResult{actKind: actKind{moved: moved, phase1: p.r.resolveAfter, phase2: p.r.resolveAfter, triumph: true}, captures: n, comps: comps}
	case mkTake:
		return actResult{actKind: actKind{moved: noCell, phase1: true, phase2: true}}
	case mkDrop:
		k := m.aux()
		p.prisoners[s][k]--
		p.place(m.to(), makeCode(k, s))
	case mkRedeem:
		i := m.aux() &^ redeemByPick
		if m.aux()&redeemByPick != 0 {
			p.pick = i + 1
		} else {
			p.redeem(s, i, m.from())
		}
	case mkPick:
		p.redeem(1-s, p.pick-1, m.from())
		p.pick = 0
	}
	return actResult{actKind: actKind{moved: noCell}}
}

// redeem returns component i to owner's pyramid for the man on c (spec
// §5.7): the man goes to the opponent, as a prisoner (F1, F2) or out of
// play (F3), and enters his ledger; the component leaves it; in F1 and F2
// the pyramid moves onto the man's cell.
func (p *Position) redeem(owner variant.Side, i uint8, c uint8) {
	o := 1 - owner
	k := codeKind(p.lift(c))
	p.ledger[o][k]++
	if !p.r.outOfPlay {
		p.prisoners[o][k]++
	}
	if e := compEntry[owner][i]; p.ledger[o][e] > 0 {
		p.ledger[o][e]--
	}
	p.comps[owner] |= 1 << i
	p.componentsChanged(owner)
	if p.r.redeemMove {
		p.place(c, p.lift(p.pyr[owner]))
	}
}

// perform plays the action of m and the captures that follow it on p, a
// copy of prev. It records the captures in rec if rec is not nil. With
// all, it makes every capture whatever the move's choice of optional
// captures (the siege look-ahead). It neither checks victories nor passes
// the turn.
func (p *Position) perform(prev *Position, m Move, rec *record, lookahead, all bool) actResult {
	s := p.toMove
	act := p.action(m)
	if !act.phase1 && !act.phase2 {
		return act
	}
	near3 := p.dilate3(p.occ[s])
	var next board.Set
	settle := false
	if act.phase1 {
		ctx := p.ctxFor(prev, m, act.moved)
		var cand board.Set
		cand, next, settle = p.phase1Targets(prev, s, &ctx, near3)
		settle = settle && act.captures == 0
		if !cand.Empty() {
			c, prop, n := p.phase1Captures(s, &ctx, cand, m.maskA(), all, rec)
			act.comps |= c
			act.prop = prop
			act.captures += n
		}
	}
	if act.phase2 {
		c, n := p.phase2Captures(s, lookahead, near3, m.maskB(), all, rec)
		act.comps |= c
		act.captures += n
	}
	if settle && act.captures == 0 {
		p.settle(s, next)
	}
	return act
}

// phase1Captures makes the captures of phase 1 among the targets cand
// (see phase1On and applySelected). The list of captures, a few hundred
// bytes to clear, is made only where there are targets: most actions
// have none.
func (p *Position) phase1Captures(s variant.Side, ctx *evalCtx, cand board.Set, mask uint32, all bool, rec *record) (comps uint8, prop bool, n int) {
	var l capList
	p.phase1On(s, ctx, &l, cand)
	return p.applySelected(s, &l, mask, all, rec)
}

// phase2Captures makes the captures of phase 2 (see phase2 and
// applySelected), listing them only where a piece may be enclosed.
func (p *Position) phase2Captures(s variant.Side, lookahead bool, near3 board.Set, mask uint32, all bool, rec *record) (comps uint8, n int) {
	cand, exact := p.phase2Candidates(s, near3)
	if cand.Empty() {
		p.siegeDirty[s] = board.Set{} // as phase2On leaves it, finding none enclosed
		return 0, 0
	}
	var l capList
	p.phase2On(s, &l, lookahead, cand, exact)
	comps, _, n = p.applySelected(s, &l, mask, all, rec)
	return comps, n
}

// Play returns the position after m, which must be legal here (see
// [variant.PlayChecked]). The receiver is not changed.
func (p Position) Play(m Move) (q Position) {
	q = p
	q.play(&p, m)
	return q
}

// play plays m on q in place; prev is q before m, which the captures read
// only where new relations capture or those of the moved piece (see
// ctxFor): where all relations do, prev may be nil.
func (q *Position) play(prev *Position, m Move) {
	s := q.toMove
	act := q.perform(prev, m, nil, true, false)
	switch m.kind() {
	case mkPick:
		// The picker now makes his own turn (spec §5.7 step 1).
		q.window = 0
		if !q.hasAction() {
			q.passTurn(s)
		}
		return
	case mkRedeem:
		if q.pick != 0 {
			q.toMove = 1 - s // the opponent picks the man
			q.window = 0
			return
		}
	case mkMove, mkFly, mkReplace, mkTake:
		q.checkVictory(s, act)
		if q.status != variant.Ongoing {
			return
		}
	}
	// The window of components redeemable on the next turn only exists
	// under redemption=nextturnonly; elsewhere it would be state that no
	// rule reads, making equal positions differ in text and hash.
	q.window = 0
	if q.r.redemption == redeemNext {
		q.window = act.comps
	}
	q.passTurn(s)
}

// passTurn gives the turn to s's opponent, passing it back when he has no
// legal action (D22).
func (q *Position) passTurn(s variant.Side) {
	o := 1 - s
	q.toMove = o
	if q.hasAction() {
		return
	}
	switch q.r.noMove {
	case noMoveLose:
		q.setResult(variant.Won, s, reasonNoMoves, 0)
	case noMoveDraw:
		q.endWithoutVictory()
	default:
		q.window = 0
		q.toMove = s
		if !q.hasAction() {
			q.endWithoutVictory()
		}
	}
}

// slides reports whether one of the pieces g has an ordinary move by the
// slide sp (spec §4.1); empty are the empty cells.
func (q *Position) slides(g board.Set, sp moveSpec, empty board.Set) bool {
	if g.Empty() {
		return false
	}
	for dirs := sp.dirs; dirs != 0; dirs &= dirs - 1 {
		if slide(g, bits.TrailingZeros8(dirs), sp.k, empty, q.r.leapOver).Intersects(empty) {
			return true
		}
	}
	return false
}

// endWithoutVictory ends a game that no victory decided: with the victory
// of standards agreed, the player with more standards wins (spec §5.9);
// otherwise it is a draw.
func (q *Position) endWithoutVictory() {
	if q.r.standards > 0 {
		se := q.ledgerSum(Even) / StandardSize(Odd)
		so := q.ledgerSum(Odd) / StandardSize(Even)
		switch {
		case se > so:
			q.setResult(variant.Won, Even, reasonStandards, 0)
			return
		case so > se:
			q.setResult(variant.Won, Odd, reasonStandards, 0)
			return
		}
	}
	q.setResult(variant.Drawn, variant.NoSide, reasonNoMoves, 0)
}

func (q *Position) setResult(st variant.Status, winner variant.Side, reason, grade uint8) {
	q.status, q.winner, q.reason, q.grade = st, winner, reason, grade
	q.pick, q.window = 0, 0
}

// hasAction reports whether the side to move has a legal action. It is
// the quick form of "Moves is not empty" and allocates nothing.
func (q *Position) hasAction() bool {
	s := q.toMove
	if q.pick != 0 {
		return !q.occ[1-s].Without(cellOf(q.pyr[1-s])).Empty()
	}
	// The cheapest test first: a side nearly always has an ordinary move,
	// found on the bitboards of its men by shape.
	empty := q.r.all.Minus(q.occupied())
	for sh := range 3 {
		if q.slides(q.shapes[sh].Intersect(q.occ[s]), q.r.men[sh], empty) {
			return true
		}
	}
	if q.pyr[s] != noCell && q.hasOrdinaryMove(q.pyr[s]) {
		return true
	}
	if q.r.flying != flyNone {
		for bb := q.occ[s]; !bb.Empty(); {
			c := uint8(bb.PopFirst())
			targets := q.flyingLeaps(c).Intersect(empty)
			if targets.Empty() {
				continue
			}
			if q.r.flying != flySiegeOnly || q.blockedByEnemy(c) {
				return true
			}
			for !targets.Empty() {
				if q.blocksEnemyAfter(c, uint8(targets.PopFirst())) {
					return true
				}
			}
		}
	}
	if q.r.replacement {
		var g gathered
		for bb := q.phase1Candidates(s, q.dilate3(q.occ[s])); !bb.Empty(); {
			t := uint8(bb.PopFirst())
			q.gather(&g, t, s, nil)
			for role := range q.roles(t) {
				if tv, signs, ok := q.roleValue(t, uint8(role)); ok {
					if hit, _ := q.relations(&g, tv, signs, nil); hit {
						return true
					}
				}
			}
		}
	}
	if q.r.captureOnly {
		r := *q
		if r.perform(q, mv(mkTake, 0, 0, 0), nil, true, true).captures > 0 {
			return true
		}
	}
	if !q.dropZone(s).Intersect(empty).Empty() && q.heldKinds(s) > 0 {
		return true
	}
	if m := q.redeemable(); m != 0 && !q.occ[s].Without(cellOf(q.pyr[s])).Empty() {
		return true
	}
	return false
}

// checkVictory checks s's victories after an ordinary move, a flying leap,
// a replacement or a capture instead of a move: the common victories (or
// the Modern simpler goals) first, then the triumph or harmony (spec §5.5,
// §6.5, §7).
func (q *Position) checkVictory(s variant.Side, act actResult) {
	o := 1 - s
	if reason := q.commonVictory(s); reason != reasonNone {
		q.setResult(variant.Won, s, reason, 0)
		return
	}
	pyrOK := !q.r.pyramidFirst || q.pyr[o] == noCell
	if !pyrOK {
		return
	}
	if q.r.italianGrades && act.prop {
		// Italian triumph (a), through a proportion capture: three
		// numbers in one proportion, a mediocre triumph (spec §7).
		q.recorded[s][0]++
	}
	if !act.triumph || act.moved == noCell {
		return
	}
	g := q.triumphGrade(s, act.moved)
	switch {
	case q.r.italianGrades:
		if g == 3 {
			q.setResult(variant.Won, s, reasonTriumph, 3)
		} else if g > 0 {
			q.recorded[s][g-1]++
		}
	case g > 0 && g >= q.r.minGrade:
		reason := uint8(reasonTriumph)
		if q.r.fam == famModern {
			reason = reasonHarmony
		}
		q.setResult(variant.Won, s, reason, uint8(g))
	}
}
