package enochian

import "math/bits"

// movable returns M(T), the armies whose pieces may move on army t's turn
// (§5.1): t itself, and its partner when t is a withdrawn bare King (§8.2),
// when the partner is one and both turns are shared (WithdrawnBareKingBoth
// option), or when one leads the other and seized armies share turns.
func (p *Position) movable(t Army) uint8 {
	m := uint8(1) << t
	q := t.Partner()
	if p.frozen>>q&1 != 0 {
		return m
	}
	switch {
	case p.withdrawn[t] == withdrawnShared && p.bare(t):
		m |= 1 << q
	case p.cfg.withdrawnBothTurns && p.withdrawn[q] == withdrawnShared && p.bare(q):
		m |= 1 << q
	case p.cfg.shareTurns && (p.leader[q] == t || p.leader[t] == q):
		m |= 1 << q
	}
	return m
}

// intactThrones returns the squares of the intact thrones.
func (p *Position) intactThrones() uint64 {
	var m uint64
	for a := range 4 {
		if p.comp[a] != 0 {
			m |= 1 << thrones[a]
		}
	}
	return m
}

// allyKingTarget returns the square of a's partner's King as a bitboard if
// a may capture it now (Z 11.3, §5.6): the option is on, the partner's King
// is on the board and in check, and the two armies have different players.
func (p *Position) allyKingTarget(a Army) uint64 {
	if !p.cfg.allyKingCapture {
		return 0
	}
	q := a.Partner()
	k := p.king[q]
	if k == noSq || p.frozen>>q&1 != 0 || p.Controller(vside(a)) == p.Controller(vside(q)) || !p.inCheck(q) {
		return 0
	}
	return 1 << k
}

// targets holds the squares each kind of mover may capture on (§3).
type targets struct {
	empty, capture, captureB, captureQ uint64
}

func (p *Position) targetsFor(a Army) targets {
	all := p.occupied()
	cap := p.enemyActive(a) | p.allyKingTarget(a)
	t := targets{empty: ^all, capture: cap, captureB: cap, captureQ: cap}
	if p.cfg.immunity {
		// Bishop x bishop and queen x queen are forbidden, except against
		// an intact throne, where the King is the target (decision A7).
		intact := p.intactThrones()
		t.captureB = cap &^ (p.kinds[Bishop] &^ intact)
		t.captureQ = cap &^ (p.kinds[Queen] &^ intact)
	}
	return t
}

// genArmy appends the pseudo-legal moves of army a's pieces (§5.1). With
// skipKing the King's moves are left out.
func (p *Position) genArmy(a Army, dst []Move, skipKing bool) []Move {
	return p.genArmyUntil(a, dst, skipKing, false)
}

// genArmyUntil is genArmy that, with first, stops after the first piece
// that has a move.
func (p *Position) genArmyUntil(a Army, dst []Move, skipKing, first bool) []Move {
	t := p.targetsFor(a)
	all := ^t.empty
	start := len(dst)
	for own := p.occ[a]; own != 0; {
		if first && len(dst) > start {
			return dst
		}
		s := popLSB(&own)
		pc := p.sq[s]
		if s == thrones[a] && p.comp[a] != 0 {
			// An intact throne: King and companion move off separately (§4.1).
			if !skipKing {
				dst = p.genPiece(a, s, pc, false, t, all, dst)
			}
			dst = p.genPiece(a, s, p.comp[a], true, t, all, dst)
			continue
		}
		if skipKing && pc.kind() == King {
			continue
		}
		dst = p.genPiece(a, s, pc, false, t, all, dst)
	}
	return dst
}

func (p *Position) genPiece(a Army, s int, pc piece, comp bool, t targets, all uint64, dst []Move) []Move {
	var to uint64
	switch pc.kind() {
	case King:
		to = kingSteps[s] & (t.empty | t.capture)
	case Queen:
		to = queenLeaps[s] & (t.empty | t.captureQ)
	case Rook:
		to = rookAttacks(s, all) & (t.empty | t.capture)
	case Bishop:
		to = bishopAttacks(s, all) & (t.empty | t.captureB)
	case Knight:
		to = knightLeaps[s] & (t.empty | t.capture)
	case Pawn:
		return p.genPawn(a, s, pc, comp, t, dst)
	}
	for to != 0 {
		dst = append(dst, mkMove(a, s, popLSB(&to), NoKind, comp))
	}
	return dst
}

// genPawn appends a pawn's step, captures and promotions (§3, §6).
func (p *Position) genPawn(a Army, s int, pc piece, comp bool, t targets, dst []Move) []Move {
	if edge[a]>>s&1 != 0 {
		// A waiting pawn: it may promote in place when eligible (§6.2).
		return p.appendPromotions(a, s, s, pc, true, comp, dst)
	}
	if f := int(pawnPush[a][s]); f != noSq && t.empty>>f&1 != 0 {
		dst = p.appendPawnMove(a, s, f, pc, comp, dst)
	}
	for caps := pawnCaps[a][s] & t.capture; caps != 0; {
		dst = p.appendPawnMove(a, s, popLSB(&caps), pc, comp, dst)
	}
	return dst
}

func (p *Position) appendPawnMove(a Army, from, to int, pc piece, comp bool, dst []Move) []Move {
	if edge[a]>>to&1 == 0 {
		return append(dst, mkMove(a, from, to, NoKind, comp))
	}
	n := len(dst)
	dst = p.appendPromotions(a, from, to, pc, false, comp, dst)
	if len(dst) == n {
		// Not eligible: the pawn waits on the edge (§6.2).
		dst = append(dst, mkMove(a, from, to, NoKind, comp))
	}
	return dst
}

// appendPromotions appends the promotions of the pawn pc of army a from
// from to to: the four choices of a privileged pawn (§6.3), else the one
// type of §6.1 when the army is eligible, else nothing.
func (p *Position) appendPromotions(a Army, from, to int, pc piece, inPlace, comp bool, dst []Move) []Move {
	mk := func(k Kind) Move {
		if inPlace {
			return mkInPlace(a, from, k)
		}
		return mkMove(a, from, to, k, comp)
	}
	if p.privilegedPawn(a, from) {
		return append(dst, mk(Queen), mk(Rook), mk(Bishop), mk(Knight))
	}
	if p.cfg.needsPawnLoss && p.pawnLost>>a&1 == 0 {
		return dst
	}
	return append(dst, mk(p.promotionKind(pc, to)))
}

// promotionKind is the kind a non-privileged pawn becomes on square to:
// the kind it serves, or on a throne square the setting's companion type
// under Z 10.2 (§6.1).
func (p *Position) promotionKind(pc piece, to int) Kind {
	if p.cfg.throneCompanionType && cornerMask>>to&1 != 0 {
		return p.cfg.array.Companion()
	}
	return pc.serves()
}

// privilegedPawn reports whether the pawn of army a on square s is
// privileged (§6.3): the army is its own King on the board plus that pawn,
// plus at most a queen or a bishop.
func (p *Position) privilegedPawn(a Army, s int) bool {
	if !p.cfg.privileged || p.king[a] == noSq {
		return false
	}
	switch p.pieceCount(a) {
	case 2:
		return true
	case 3:
		var other piece
		if p.comp[a] != 0 {
			other = p.comp[a]
		} else {
			rest := p.occ[a] &^ (1<<uint(p.king[a]) | 1<<s)
			other = p.sq[bits.TrailingZeros64(rest)]
		}
		return other.kind() == Queen || other.kind() == Bishop
	}
	return false
}

// genKingSteps appends the King steps of army a (§5.1): onto adjacent
// squares that are empty or hold capturable enemy material.
func (p *Position) genKingSteps(a Army, dst []Move) []Move {
	k := int(p.king[a])
	t := p.targetsFor(a)
	to := kingSteps[k] & (t.empty | p.enemyActive(a))
	for to != 0 {
		dst = append(dst, mkMove(a, k, popLSB(&to), NoKind, false))
	}
	return dst
}

// legal appends the legal moves of army t's turn by the rule of §5.2. With
// first it stops after one legal move (to test whether any exists).
func (p *Position) legal(t Army, dst []Move, first bool) []Move {
	m := p.movable(t)
	start := len(dst)
	if p.cfg.dice {
		return p.diceMoves(t, m, dst, first)
	}
	var checked, kings uint8
	for a := Army(0); a < 4; a++ {
		if m>>a&1 == 0 || p.king[a] == noSq {
			continue
		}
		kings |= 1 << a
		if p.inCheck(a) {
			checked |= 1 << a
		}
	}
	if checked != 0 {
		// §5.2 1a: the checked King(s) must step, even into check.
		for a := Army(0); a < 4; a++ {
			if checked>>a&1 != 0 {
				dst = p.genKingSteps(a, dst)
			}
		}
		if len(dst) > start {
			if !p.cfg.mayEnterCheck {
				dst = p.keepSafe(dst, start)
			}
			return dst
		}
		// §5.2 1b: every checked King is boxed in: any move of the other
		// pieces, with no further filter.
		for a := Army(0); a < 4; a++ {
			if m>>a&1 != 0 {
				dst = p.genArmyUntil(a, dst, checked>>a&1 != 0, first)
				if first && len(dst) > start {
					return dst
				}
			}
		}
		return dst
	}
	// §5.2 2: a move may not leave a King of M(T) in check, judged after
	// all its consequences.
	var lines uint64
	for a := Army(0); a < 4; a++ {
		if kings>>a&1 != 0 {
			lines |= lineMask[p.king[a]]
		}
	}
	for a := Army(0); a < 4; a++ {
		if m>>a&1 == 0 {
			continue
		}
		t := p.targetsFor(a)
		all := ^t.empty
		for own := p.occ[a]; own != 0; {
			s := popLSB(&own)
			n := len(dst)
			pc := p.sq[s]
			if s == thrones[a] && p.comp[a] != 0 {
				dst = p.genPiece(a, s, pc, false, t, all, dst)
				dst = p.genPiece(a, s, p.comp[a], true, t, all, dst)
			} else {
				dst = p.genPiece(a, s, pc, false, t, all, dst)
			}
			if kings == 0 {
				if first && len(dst) > start {
					return dst
				}
				continue
			}
			j := n
			for i := n; i < len(dst); i++ {
				if p.safe(dst[i], m, lines) {
					dst[j] = dst[i]
					j++
					if first {
						return dst[:j]
					}
				}
			}
			dst = dst[:j]
		}
	}
	return dst
}

// safe reports whether move mv, made when no King of the armies m is in
// check, leaves none in check (§5.2 2). Ordinary moves of other pieces are
// decided from the geometry: only a piece leaving a line of a King can
// expose it, as queens, knights, kings and pawns are not sliders. Moves with
// wider consequences (King moves, King captures, which may release a King
// from custody next to the mover's, concourses, ally-King captures) and
// pieces leaving a King's line are judged on the position after the move.
func (p *Position) safe(mv Move, m uint8, lines uint64) bool {
	from, to := mv.from(), mv.to()
	if mv.class() == classInPlace {
		return true // nothing moves
	}
	a := mv.army()
	leaving := from != thrones[a] || p.comp[a] == 0 // an intact throne stays occupied
	var k Kind
	if mv.companion() {
		k = p.comp[a].kind()
	} else {
		k = p.sq[from].kind()
	}
	target := p.sq[to]
	switch {
	case k == King:
		if target != 0 && (target.kind() == King || target.army() == a.Partner()) || m != 1<<a {
			return p.safeAfter(mv, m)
		}
		// The King's new square, with its old one empty and the captured
		// piece gone.
		if !leaving {
			return !p.attackedX(to, a, p.occupied()|1<<to, 1<<to)
		}
		return !p.attackedX(to, a, p.occupied()&^(1<<from)|1<<to, 1<<to)
	case (k == Bishop || k == Queen) && concourseOf[to] != 0,
		target != 0 && target.army() == a.Partner(),
		target != 0 && target.kind() == King:
		// A concourse, an ally-King capture, or a King capture, which
		// freezes an army and may release a King from custody or end a
		// leadership (§5.4, §4.4): judged on the position after the move.
		return p.safeAfter(mv, m)
	case leaving && lines>>from&1 != 0:
		// Only the vacated square changes what attacks the Kings; the
		// captured piece no longer attacks.
		occ := p.occupied()&^(1<<from) | 1<<to
		for b := Army(0); b < 4; b++ {
			if m>>b&1 != 0 && p.king[b] != noSq && p.attackedX(int(p.king[b]), b, occ, 1<<to) {
				return false
			}
		}
	}
	return true
}

// keepSafe keeps, when there is one, only the king steps onto a square
// that is not attacked after the step with all its consequences
// (CheckedKingMayEnterCheck = false, §5.2 1a). Each step is judged for the
// King that makes it: with two checked Kings (a withdrawn bare King and its
// partner's), a step of one leaves the other in check, yet it is a step
// onto a safe square.
func (p *Position) keepSafe(dst []Move, start int) []Move {
	j := start
	for i := start; i < len(dst); i++ {
		if p.safeAfter(dst[i], 1<<dst[i].army()) {
			dst[j], dst[i] = dst[i], dst[j]
			j++
		}
	}
	if j == start {
		return dst
	}
	return dst[:j]
}

// safeAfter reports whether, after move mv with all its consequences, no
// King of the armies m that is on the board is in check (§5.2 2).
func (p *Position) safeAfter(mv Move, m uint8) bool {
	q := *p
	q.apply(mv)
	occ := q.occupied()
	for a := Army(0); a < 4; a++ {
		if m>>a&1 != 0 && q.king[a] != noSq && q.attacked(int(q.king[a]), a, occ) {
			return false
		}
	}
	return true
}

// hasLegal reports whether army t has a legal move. The buffer holds the
// moves of one piece (or the King steps of at most two checked Kings), so it
// never grows.
func (p *Position) hasLegal(t Army) bool {
	var buf [64]Move
	return len(p.legal(t, buf[:0], true)) > 0
}

// dieKinds are the kinds the divination die names (Z 17-18, §8.7).
var dieKinds = [7]Kind{1: King, 2: Knight, 3: Bishop, 4: Queen, 5: Rook, 6: Pawn}

// diceMoves gives the moves of divination mode (§8.7): before the roll,
// the six rolls, if the army has any move at all; after it, every
// pseudo-legal move of the kind rolled, with no check rule (a King may step
// into check and need not leave it). On a 1 a King with every neighbour
// occupied gives way to the pawns.
func (p *Position) diceMoves(t Army, m uint8, dst []Move, first bool) []Move {
	start := len(dst)
	var all [256]Move
	ms := all[:0]
	for a := Army(0); a < 4; a++ {
		if m>>a&1 != 0 {
			ms = p.genArmy(a, ms, false)
		}
	}
	if p.die == 0 {
		if len(ms) == 0 {
			return dst
		}
		for d := 1; d <= 6; d++ {
			dst = append(dst, mkRoll(t, d))
			if first {
				break
			}
		}
		return dst
	}
	k := dieKinds[p.die]
	if k == King {
		boxed := true
		for a := Army(0); a < 4; a++ {
			if m>>a&1 != 0 && p.king[a] != noSq && kingSteps[p.king[a]]&^p.occupied() != 0 {
				boxed = false
			}
		}
		for _, mv := range ms {
			if p.movingKind(mv) == King {
				dst = append(dst, mv)
			}
		}
		if len(dst) > start || !boxed {
			return dst
		}
		k = Pawn
	}
	for _, mv := range ms {
		if p.movingKind(mv) == k {
			dst = append(dst, mv)
		}
	}
	return dst
}
