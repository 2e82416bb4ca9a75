package enochian

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

func vside(a Army) variant.Side { return variant.Side(a) }

// Play returns the position after m, a move or action returned by Moves,
// Actions or ParseMove for this position. The receiver is unchanged.
func (p Position) Play(m Move) Position {
	// p is the caller's copy: the receiver is unchanged.
	if m.IsAction() {
		p.playAction(m)
		return p
	}
	turn := p.turn
	if m.IsRoll() {
		// §8.7: the die names the kind; if none can move the turn is lost.
		p.die = uint8(m.Die())
		if !p.hasLegal(turn) {
			p.die = 0
			p.advance(turn, false)
		}
		return p
	}
	p.die = 0
	p.apply(m)
	p.offer = NoArmy
	p.plies++
	p.afterMove(turn)
	return p
}

// apply makes move m on the board with all its consequences (captures of
// thrones, freezing, custody, seizure, promotion, demotion, concourse),
// but does not pass the turn nor decide the outcome. It reports whether
// the move made a concourse (§7).
func (p *Position) apply(m Move) (concourse bool) {
	from, to, a := m.from(), m.to(), m.army()
	p.lastKingCapturer = NoArmy
	if m.class() == classInPlace {
		// A waiting pawn promotes where it stands (§6.2).
		priv := p.privilegedPawn(a, from)
		pc := p.remove(from)
		p.promote(a, from, pc, m.promo(), priv)
		return false
	}
	priv := m.promo() != NoKind && p.privilegedPawn(a, from)
	var pc piece
	if from == thrones[a] && p.comp[a] != 0 {
		// Leaving an intact throne: the other piece stays, and the throne
		// holds one piece at most from now on (§4.1).
		if m.companion() {
			pc = p.comp[a]
			p.kinds[pc.kind()] &^= 1 << from
		} else {
			pc = p.sq[from]
			p.kinds[King] &^= 1 << from
			p.king[a] = noSq
			p.sq[from] = p.comp[a]
		}
		p.comp[a] = 0
	} else {
		pc = p.remove(from)
	}
	taken := NoArmy
	if tp := p.sq[to]; tp != 0 {
		ta := tp.army()
		if tp.kind() == King && to == thrones[ta] && p.comp[ta] != 0 {
			// An intact throne: both pieces are captured (§4.2).
			cp := p.comp[ta]
			p.kinds[cp.kind()] &^= 1 << to
			p.comp[ta] = 0
			if cp.kind() == Pawn {
				p.pawnLost |= 1 << ta
			}
		}
		p.remove(to)
		switch tp.kind() {
		case Pawn:
			p.pawnLost |= 1 << ta
		case King:
			taken = ta
		}
	}
	if k := m.promo(); k != NoKind {
		p.promote(a, to, pc, k, priv)
	} else {
		p.place(to, pc)
	}
	if taken != NoArmy {
		if taken == a.Partner() {
			p.custody(taken, a)
		} else {
			p.kingCaptured(taken, a)
		}
	}
	if pc.kind() == King && to == thrones[a.Partner()] {
		p.seize(a)
	}
	if k := p.sq[to].kind(); (k == Bishop || k == Queen) && concourseOf[to] != 0 {
		return p.concourse(a, to, k)
	}
	return false
}

// promote puts a piece of kind k of army a on square s in place of the pawn
// pc. A privileged promotion demotes the army's piece of kind k, if any, to
// a pawn of its own type (§6.3).
func (p *Position) promote(a Army, s int, pc piece, k Kind, privileged bool) {
	if privileged && (p.cfg.sameTypeDemotes || k != pc.serves()) {
		if t := p.comp[a]; t != 0 && t.kind() == k {
			th := thrones[a]
			p.kinds[k] &^= 1 << th
			p.comp[a] = mkPawn(a, k)
			p.kinds[Pawn] |= 1 << th
		} else if d := p.occ[a] & p.kinds[k]; d != 0 {
			ds := bits.TrailingZeros64(d)
			p.remove(ds)
			p.place(ds, mkPawn(a, k))
		}
	}
	p.place(s, mkPiece(a, k))
}

// kingCaptured applies §5.4 after an enemy army by captured x's King.
func (p *Position) kingCaptured(x, by Army) {
	p.capturedBy[x] = by
	p.capSeq++
	p.capOrder[x] = p.capSeq
	p.lastKingCapturer = by
	p.releaseLed(x)
	// x freezes unless a living leader leads it (§4.4 decision A12).
	if l := p.leader[x]; l == NoArmy || p.king[l] == noSq || p.cfg.usurpedFreezes {
		p.leader[x] = NoArmy
		p.frozen |= 1 << x
	}
}

// releaseLed applies §4.4 "When the leader's King is captured" for the
// partner of x, whose King has just left the board.
func (p *Position) releaseLed(x Army) {
	q := x.Partner()
	if p.leader[q] != x {
		return
	}
	p.leader[q] = NoArmy
	switch {
	case p.king[q] != noSq:
		// q simply continues with its own King.
	case p.capturedBy[q] == x:
		// q's King was in x's custody: it re-enters (§5.6, §8.3).
		p.capturedBy[q] = NoArmy
		p.capOrder[q] = 0
		p.reenter(q)
	default:
		p.frozen |= 1 << q
	}
}

// custody applies §5.6: army by captured its partner x's King, which goes
// into by's custody; x is led by by and is not frozen.
func (p *Position) custody(x, by Army) {
	p.capturedBy[x] = by
	p.capSeq++
	p.capOrder[x] = p.capSeq
	p.leader[x] = by
	if p.leader[by] == x {
		p.leader[by] = NoArmy
	}
}

// seize applies §4.4: a's King has ended a move on its partner's throne.
func (p *Position) seize(a Army) {
	q := a.Partner()
	if p.leader[q] == a || p.withdrawn[q] == withdrawnFrozen {
		return
	}
	p.leader[q] = a
	if p.leader[a] == q {
		p.leader[a] = NoArmy // the latest seizure wins
	}
	if p.frozen>>q&1 != 0 && p.cfg.seizureThaws {
		p.frozen &^= 1 << q
	}
}

// concourse applies §7: a's bishop or queen (kind k) has ended a move on s.
// It reports whether it made one.
func (p *Position) concourse(a Army, s int, k Kind) bool {
	if !p.concourseAt(a, s, k) {
		return false
	}
	for _, q := range concourseSets[concourseOf[s]-1] {
		if q == s {
			continue
		}
		pc := p.sq[q]
		if pc.army() == a.Partner() && p.cfg.concourseTransfer {
			p.remove(q)
			p.place(q, pc.withArmy(a))
			continue
		}
		p.remove(q)
	}
	return true
}

// concourseAt reports whether a's bishop or queen (kind k) on the concourse
// square s completes its set (§7.2): the other three squares hold a piece of
// kind k of each of the three other armies, all active. Asked before the
// move to s, it gives the same answer as after it, since a piece that moves
// there from the same set is a's own.
func (p *Position) concourseAt(a Army, s int, k Kind) bool {
	seen := uint8(1) << a
	for _, q := range concourseSets[concourseOf[s]-1] {
		if q == s {
			continue
		}
		pc := p.sq[q]
		if pc == 0 || pc.kind() != k {
			return false
		}
		b := pc.army()
		if seen>>b&1 != 0 || p.frozen>>b&1 != 0 {
			return false
		}
		seen |= 1 << b
	}
	return true
}

// reenter puts army x's King back on the board (§8.3): on its throne if
// empty, else on the nearest empty square in x's frame order, not attacked
// by an active enemy piece under PrisonerSquare = EmptyUnthreatened.
func (p *Position) reenter(x Army) {
	occ := p.occupied()
	if occ>>thrones[x]&1 == 0 {
		p.place(thrones[x], mkPiece(x, King))
		return
	}
	fallback := noSq
	for _, s8 := range reentryOrder[x] {
		s := int(s8)
		if occ>>s&1 != 0 {
			continue
		}
		if fallback == noSq {
			fallback = s
		}
		if !p.cfg.prisonerUnthreatened || !p.attacked(s, x, occ) {
			p.place(s, mkPiece(x, King))
			return
		}
	}
	if fallback != noSq {
		p.place(fallback, mkPiece(x, King))
	}
}

// afterMove decides the outcome and passes the turn after a move made on
// army turn's turn (§9.1).
func (p *Position) afterMove(turn Army) {
	if p.decide() {
		return
	}
	if p.cfg.ptah != noSq { // a call saved on every move without the option
		p.updatePtah(turn)
	}
	if n := p.cfg.adjudication; n > 0 && int(p.plies) >= n {
		p.finish(endAdjudication, 0)
		return
	}
	p.advance(turn, false)
}

// finish ends the game.
func (p *Position) finish(code, arg uint8) {
	p.end, p.endArg = code, arg
	p.turn = NoArmy
	p.offer = NoArmy
}

// teamHasKing reports whether an army of team t has its own King in play.
func (p *Position) teamHasKing(t Team) bool {
	a, b := Army(t), Army(t)+2
	return p.king[a] != noSq && p.withdrawn[a] != withdrawnFrozen ||
		p.king[b] != noSq && p.withdrawn[b] != withdrawnFrozen
}

// decide applies §9.1 step 3: team elimination (§5.5), then the bare-king
// draw (§8.1). It reports whether the game is over.
func (p *Position) decide() bool {
	// The two teams written out: this runs after every move.
	switch {
	case !p.teamHasKing(Actives):
		p.finish(endKingsCaptured, uint8(Passives))
	case !p.teamHasKing(Passives):
		p.finish(endKingsCaptured, uint8(Actives))
	case p.cfg.bareKingDraw && p.bareInPlay(Yellow) && p.bareInPlay(Red):
		p.finish(endBareKings, uint8(Actives))
	case p.cfg.bareKingDraw && p.bareInPlay(Blue) && p.bareInPlay(Black):
		p.finish(endBareKings, uint8(Passives))
	default:
		return false
	}
	return true
}

// bareInPlay reports whether a is a bare King of an army in play (§8.1:
// frozen or withdrawn-frozen armies do not make bare Kings).
func (p *Position) bareInPlay(a Army) bool {
	return p.frozen>>a&1 == 0 && p.bare(a)
}

// updatePtah keeps the §8.8 attempt: after the querent's turn it is armed
// when its King stands unchecked on the Ptah square; after any other move
// it is voided when the King has left the square or is in check.
func (p *Position) updatePtah(turn Army) {
	if p.cfg.ptah == noSq {
		return
	}
	qa := p.cfg.first
	on := int(p.king[qa]) == p.cfg.ptah && !p.inCheck(qa)
	if turn == qa {
		p.ptahArmed = on
	} else if !on {
		p.ptahArmed = false
	}
}

// advance passes the turn (§9.1 step 2) from army from: to the next army
// in the cycle that has a legal move (from itself first when include),
// skipping frozen and withdrawn-frozen armies silently and stalemated or
// boxed-in ones after the §8.4 draw test.
func (p *Position) advance(from Army, include bool) {
	c := from
	for i := range 4 {
		if i > 0 || !include {
			c = p.cfg.order[c]
		}
		if p.frozen>>c&1 != 0 {
			continue
		}
		if p.cfg.ptah != noSq && c == p.cfg.first && p.ptahArmed {
			p.finish(endPtah, uint8(c.Team()))
			return
		}
		if p.hasLegal(c) {
			p.turn = c
			return
		}
		if p.stalemated(c) && p.stalemateDraw(c) {
			p.finish(endStalemate, uint8(c))
			return
		}
	}
	p.finish(endNoMoves, 0)
}

// stalemated reports whether army t, which has no legal move, is
// stalemated (§8.4): M(T) has a King and none is in check.
func (p *Position) stalemated(t Army) bool {
	m := p.movable(t)
	has := false
	for a := Army(0); a < 4; a++ {
		if m>>a&1 == 0 || p.king[a] == noSq {
			continue
		}
		has = true
		if p.inCheck(a) {
			return false
		}
	}
	return has
}

// stalemateDraw reports whether the stalemated army t's partner is out of
// the game (§8.4 cases a-d).
func (p *Position) stalemateDraw(t Army) bool {
	q := t.Partner()
	switch {
	case p.capturedBy[q] != NoArmy: // (b)
		return true
	case p.withdrawn[t] != notWithdrawn || p.withdrawn[q] != notWithdrawn: // (c)
		return true
	case p.leader[q] == t: // (d)
		return true
	case p.king[q] != noSq && p.frozen>>q&1 == 0 && !p.inCheck(q) && !p.hasLegal(q): // (a)
		return true
	}
	return false
}
