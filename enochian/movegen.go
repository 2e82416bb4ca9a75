package enochian

import (
	"math/bits"
	"slices"
)

// movable returns M(T), the armies whose pieces may move on army t's turn
// (§5.1): t itself, and its partner when t is a withdrawn bare King (§8.2),
// when the partner is one and both turns are shared (WithdrawnBareKingBoth
// option), or when one leads the other and seized armies share turns.
func (p *Position) movable(t Army) uint8 {
	if p.withdrawn == [4]uint8{} && !p.cfg.shareTurns {
		return 1 << t // the common case, inline
	}
	return p.movableShared(t)
}

// movableShared is movable when an army has withdrawn or seized armies
// share turns.
func (p *Position) movableShared(t Army) uint8 {
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
	cap := p.enemyActive(a)
	if p.cfg.allyKingCapture {
		cap |= p.allyKingTarget(a)
	}
	t := targets{empty: ^all, capture: cap, captureB: cap, captureQ: cap}
	if p.cfg.immunity {
		// Bishop x bishop and queen x queen are forbidden, except against
		// an intact throne, where the King is the target (decision A7):
		// the only squares of two kinds.
		t.captureB = cap &^ (p.kinds[Bishop] &^ p.kinds[King])
		t.captureQ = cap &^ (p.kinds[Queen] &^ p.kinds[King])
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
	for own := p.occ[a]; own != 0; own &= own - 1 {
		if first && len(dst) > start {
			return dst
		}
		s := bits.TrailingZeros64(own)
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

// genPiece appends the pseudo-legal moves of piece pc of army a on s (the
// companion of an intact throne with comp).
func (p *Position) genPiece(a Army, s int, pc piece, comp bool, t targets, all uint64, dst []Move) []Move {
	return p.emit(a, s, pc, comp, p.reach(a, s, pc, t, all), dst)
}

// reach returns the squares piece pc of army a on s may move to (§3), as
// the targets t and the blockers all allow. A waiting pawn on its edge
// reaches none: its promotions in place are emit's.
func (p *Position) reach(a Army, s int, pc piece, t targets, all uint64) uint64 {
	switch pc.kind() {
	case King:
		return kingSteps[s] & (t.empty | t.capture)
	case Queen:
		return queenLeaps[s] & (t.empty | t.captureQ)
	case Rook:
		return rookAttacks(s, all) & (t.empty | t.capture)
	case Bishop:
		return bishopAttacks(s, all) & (t.empty | t.captureB)
	case Knight:
		return knightLeaps[s] & (t.empty | t.capture)
	case Pawn:
		step, caps := pawnReach(a, s, t)
		return step | caps
	}
	return 0
}

// pawnReach returns the squares a pawn of army a on s may step to and
// capture on (§3): none for a waiting pawn on its edge.
func pawnReach(a Army, s int, t targets) (step, caps uint64) {
	if edge[a]>>s&1 != 0 {
		return 0, 0
	}
	return t.empty & (1 << uint8(pawnPush[a][s])), pawnCaps[a][s] & t.capture
}

// emit appends the moves of piece pc of army a from s to the squares to
// (of reach, or fewer), in the generator's order: by square, except that a
// pawn's step comes before its captures, each with its promotions (§6).
func (p *Position) emit(a Army, s int, pc piece, comp bool, to uint64, dst []Move) []Move {
	if pc.kind() != Pawn {
		return appendMoves(dst, mkMove(a, s, 0, NoKind, comp), to)
	}
	if edge[a]>>s&1 != 0 {
		// A waiting pawn: it may promote in place when eligible (§6.2).
		return p.appendPromotions(a, s, s, pc, true, comp, dst)
	}
	if f := int(pawnPush[a][s]); f != noSq && to>>f&1 != 0 {
		dst = p.appendPawnMove(a, s, f, pc, comp, dst)
		to &^= 1 << f
	}
	for ; to != 0; to &= to - 1 {
		dst = p.appendPawnMove(a, s, bits.TrailingZeros64(to), pc, comp, dst)
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
	for ; to != 0; to &= to - 1 {
		dst = append(dst, mkMove(a, k, bits.TrailingZeros64(to), NoKind, false))
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
	// The armies of M(T), t and perhaps its partner, have the same two
	// enemies.
	var f foes
	p.foesOf(t, &f)
	occ := p.occupied()
	var pins uint64
	for ms := m; ms != 0; ms &= ms - 1 {
		a := lowestArmy(ms)
		if p.king[a] == noSq {
			continue
		}
		kings |= 1 << a
		k := int(p.king[a])
		check := f.leapAttack(k, 0)
		if !check && (f.rooks|f.bishops)&lineMask[k] != 0 {
			var pn uint64
			check, pn = f.linesFrom(k, occ)
			pins |= pn
		}
		if check {
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
		for ms := m; ms != 0; ms &= ms - 1 {
			a := lowestArmy(ms)
			dst = p.genArmyUntil(a, dst, checked>>a&1 != 0, first)
			if first && len(dst) > start {
				return dst
			}
		}
		return dst
	}
	if kings == 0 {
		// No King to guard: every move of M(T) is legal.
		for ms := m; ms != 0; ms &= ms - 1 {
			dst = p.genArmyUntil(lowestArmy(ms), dst, false, first)
			if first && len(dst) > start {
				return dst
			}
		}
		return dst
	}
	// §5.2 2: a move may not leave a King of M(T) in check, judged after
	// all its consequences.
	var watchB, watchQ uint64
	movers := p.occ[t] | p.occ[t.Partner()]
	if p.kinds[Bishop]&movers != 0 {
		watchB = p.concourseWatch(Bishop)
	}
	if p.kinds[Queen]&movers != 0 {
		watchQ = p.concourseWatch(Queen)
	}
	for ms := m; ms != 0; ms &= ms - 1 {
		a := lowestArmy(ms)
		t := p.targetsFor(a)
		all := ^t.empty
		// Moves onto these squares have wider consequences: a King
		// capture or an ally-King capture.
		special := p.kinds[King] & t.capture
		// What reach gives a rook or a knight, a bishop, a queen; the
		// squares to watch for a bishop, a queen (for the others special).
		plain, toB, toQ := t.empty|t.capture, t.empty|t.captureB, t.empty|t.captureQ
		judgeB, judgeQ := special|watchB, special|watchQ
		own, last := p.occ[a], uint64(0)
		throne := noSq // the square of a's intact throne, if any
		if p.comp[a] != 0 {
			throne = thrones[a]
		}
		if first && p.king[a] != noSq {
			// To find one legal move, try the King last: its steps cost
			// the most to judge.
			last = 1 << p.king[a]
			own &^= last
		}
		for {
			if own == 0 {
				if last == 0 {
					break
				}
				own, last = last, 0
			}
			s := bits.TrailingZeros64(own)
			own &= own - 1
			n := len(dst)
			pc := p.sq[s]
			// The common case, without a call: a rook, knight, bishop,
			// queen or pawn, not pinned, with no move to judge (see
			// genWatched) nor promotion (see emit). The switch is reach's,
			// inline (the call would cost some 4 % of a random playout),
			// with rookAttacks and bishopAttacks inline too. A pawn's step
			// comes before its captures (see emit): in square order only
			// when no capture is below it.
			var to uint64
			quick := false
			switch pc.kind() {
			case Pawn:
				step, caps := pawnReach(a, s, t)
				to = step | caps
				quick = to&(special|edge[a]) == 0 && edge[a]>>s&1 == 0 && (step == 0 || caps&(step-1) == 0)
			case Rook:
				to = (lineAttack(0, s, all) | lineAttack(1, s, all)) & plain
				quick = to&special == 0
			case Knight:
				to = knightLeaps[s] & plain
				quick = to&special == 0
			case Bishop:
				to = (lineAttack(2, s, all) | lineAttack(3, s, all)) & toB
				quick = to&judgeB == 0
			case Queen:
				to = queenLeaps[s] & toQ
				quick = to&judgeQ == 0
			}
			if quick && pins>>s&1 == 0 {
				if to != 0 {
					dst = appendMoves(dst, mkMove(a, s, 0, NoKind, false), to)
					if first {
						return dst
					}
				}
				continue
			}
			intact := s == throne
			switch {
			case pc.kind() == King && m == 1<<a:
				dst = p.genKingGuarded(a, s, intact, t, special, &f, first, dst)
			case pc.kind() == King || !intact && pins>>s&1 != 0:
				dst = p.genWatched(a, s, pc, false, p.reach(a, s, pc, t, all), ^uint64(0), m, pins, dst)
			default: // a move to judge or a pawn to promote
				dst = p.genWatched(a, s, pc, false, p.reach(a, s, pc, t, all), special|concourseWatchOf(pc, watchB, watchQ), m, pins, dst)
			}
			if intact {
				// An intact throne stays occupied when its companion
				// leaves: only its captures and concourses may matter.
				c := p.comp[a]
				dst = p.genWatched(a, s, c, true, p.reach(a, s, c, t, all), special|concourseWatchOf(c, watchB, watchQ), m, pins, dst)
			}
			if first && len(dst) > n {
				return dst
			}
		}
	}
	return dst
}

// concourseWatchOf returns the concourse squares to watch for piece pc:
// watchB for a bishop, watchQ for a queen (see concourseWatch), none for
// the other kinds.
func concourseWatchOf(pc piece, watchB, watchQ uint64) uint64 {
	switch pc.kind() {
	case Bishop:
		return watchB
	case Queen:
		return watchQ
	}
	return 0
}

// concourseWatch returns the squares of the concourse sets that hold at
// least three pieces of kind k: only there may a bishop or a queen
// complete a concourse (§7.2).
func (p *Position) concourseWatch(k Kind) uint64 {
	var w uint64
	if bits.OnesCount64(concourseMask&p.kinds[k]) < 3 {
		return 0
	}
	for _, set := range concourseSetMasks {
		if bits.OnesCount64(set&p.kinds[k]) >= 3 {
			w |= set
		}
	}
	return w
}

// genWatched appends the moves of piece pc of army a on s (the companion of
// an intact throne with comp) to the squares to (its reach) that leave no King of the armies m in check
// when none is in check now (§5.2 2). Only the moves onto the squares of
// watch are judged (safe): the caller watches every square for a King of
// several armies' turn and for a pinned piece (of pins), else the squares
// where a move has wider consequences; the other moves cannot expose a
// King.
func (p *Position) genWatched(a Army, s int, pc piece, comp bool, to, watch uint64, m uint8, pins uint64, dst []Move) []Move {
	n := len(dst)
	dst = p.emit(a, s, pc, comp, to, dst)
	if to&watch == 0 {
		return dst
	}
	j := n
	for i := n; i < len(dst); i++ {
		if mv := dst[i]; watch>>mv.to()&1 == 0 || p.safe(mv, m, pins) {
			dst[j] = mv
			j++
		}
	}
	return dst[:j]
}

// appendMoves appends the moves base with each square of to as the
// destination, in square order.
func appendMoves(dst []Move, base Move, to uint64) []Move {
	n := len(dst)
	if cap(dst)-n < 64 {
		return appendMovesGrown(dst, base, to)
	}
	// Room for any set of squares: no call, so nothing to keep aside.
	return dst[:n+putMoves(dst[n:n+64], base, to)]
}

// appendMovesGrown is appendMoves when dst may be short of room: it grows
// dst by just what the moves need.
func appendMovesGrown(dst []Move, base Move, to uint64) []Move {
	n := len(dst)
	dst = slices.Grow(dst, bits.OnesCount64(to))
	return dst[:n+putMoves(dst[n:cap(dst)], base, to)]
}

// putMoves writes the moves of appendMoves into out, which has room for
// them, and returns their number.
func putMoves(out []Move, base Move, to uint64) int {
	j := 0
	for ; to != 0; j++ {
		out[j] = base.withTo(bits.TrailingZeros64(to))
		to &= to - 1
	}
	return j
}

// genKingGuarded appends the steps of army a's King on s (on its intact
// throne with intact; f its foes) that do not leave it in check, on a turn
// when only a's pieces move and no King is in check (§5.2 2); with first,
// only the first such step. A step is judged on the square it reaches, with
// the King's old square empty unless the throne keeps its companion, and
// the captured piece gone (a captured slider attacks no square beyond it
// either way, nor its own); a King capture or an ally-King capture (of
// special) on the position after it.
func (p *Position) genKingGuarded(a Army, s int, intact bool, t targets, special uint64, f *foes, first bool, dst []Move) []Move {
	to := kingSteps[s] & (t.empty | t.capture)
	if to == 0 {
		return dst
	}
	occ := p.occupied()
	if !intact {
		occ &^= 1 << s
	}
	to = to&special | f.safeSteps(s, to&^special, occ)
	for b := to & special; b != 0; b &= b - 1 {
		q := bits.TrailingZeros64(b)
		if first && to&(1<<q-1) != 0 {
			break // a lower step is legal already
		}
		if !p.safeAfter(mkMove(a, s, q, NoKind, false), 1<<a) {
			to &^= 1 << q
		}
	}
	if first {
		to &= -to // the first legal step only
	}
	return appendMoves(dst, mkMove(a, s, 0, NoKind, false), to)
}

// linesFrom reports whether an active enemy rook or bishop of the foes
// attacks the King on k over the blockers occ, and returns the squares of
// the pieces that alone stand between the King and such a slider on its
// line: the only pieces whose leaving can expose a King that is not in
// check, as queens, knights, kings and pawns are not sliders.
func (f *foes) linesFrom(k int, occ uint64) (check bool, pins uint64) {
	for b := f.rooks&rookLines[k] | f.bishops&bishopLines[k]; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b)
		d := rayFrom[k][s] & 7 // on a line through k: a direction
		switch x := rays[d][k] & rays[d^4][s] & occ; {
		case x == 0:
			check = true
		case x&(x-1) == 0:
			// Alone between them. (Behind a checking slider this marks
			// that enemy piece: pins matter for the pieces of M(T) only.)
			pins |= x
		}
	}
	return check, pins
}

// safe reports whether move mv, made when no King of the armies m is in
// check, leaves none in check (§5.2 2). Ordinary moves of other pieces are
// decided from the geometry: only a pinned piece (of pins, see linesFrom)
// leaving its square can expose a King. Moves with wider consequences (King
// moves of more than one army's turn, King captures, which may release a
// King from custody next to the mover's, concourses, ally-King captures)
// are judged on the position after the move.
func (p *Position) safe(mv Move, m uint8, pins uint64) bool {
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
	case target != 0 && (target.kind() == King || target.army() == a.Partner()),
		(k == Bishop || k == Queen) && concourseOf[to] != 0 && p.concourseAt(a, to, k):
		// A King capture, which freezes an army and may release a King
		// from custody or end a leadership (§5.4, §4.4), an ally-King
		// capture, or a concourse: judged on the position after the move.
		return p.safeAfter(mv, m)
	case k == King:
		if m != 1<<a {
			return p.safeAfter(mv, m)
		}
		// The King's new square, with its old one empty and the captured
		// piece gone.
		if !leaving {
			return !p.attackedX(to, a, p.occupied()|1<<to, 1<<to)
		}
		return !p.attackedX(to, a, p.occupied()&^(1<<from)|1<<to, 1<<to)
	case leaving && pins>>from&1 != 0:
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
	if !p.cfg.dice && p.hasFreeMove(t) {
		return true
	}
	var buf [64]Move
	return len(p.legal(t, buf[:0], true)) > 0
}

// hasFreeMove reports whether army t has a move that no rule of §5.2 can
// forbid, by a quick sufficient test (false tells nothing): a piece of
// M(T) other than a King that stands on no line from a King of M(T) to an
// enemy rook or bishop moving onto an empty square that is not a concourse
// square, or, when t's pieces alone move, its King stepping onto an empty
// square that no enemy attacks after the step. Neither captures, and
// neither can leave a King in check: the piece exposes no King (only a
// piece leaving such a line can); and if a King of M(T) is in check now,
// either a checked King can step, and army t has those moves, or every
// checked King is boxed in and any move of the other pieces is legal
// (§5.2 1b).
func (p *Position) hasFreeMove(t Army) bool {
	m := p.movable(t)
	occ := p.occupied()
	sliders := (p.kinds[Rook] | p.kinds[Bishop]) & p.enemyActive(t)
	var lines uint64
	for ms := m; ms != 0; ms &= ms - 1 {
		if k := p.king[lowestArmy(ms)]; k != noSq {
			lines |= 1 << k
			if sliders&lineMask[k] != 0 {
				lines |= lineMask[k]
			}
		}
	}
	// The pieces' free moves as sets: an intact throne holds a King, on
	// lines, so its companion is left out like the King.
	empty := ^occ
	quiet := empty &^ concourseMask
	for ms := m; ms != 0; ms &= ms - 1 {
		a := lowestArmy(ms)
		own := p.occ[a] &^ lines
		if own == 0 {
			continue // a bare King, or every piece on the King's lines
		}
		if b := own & p.kinds[Pawn]; b != 0 && pawnPushes(a, b)&empty != 0 {
			return true
		}
		if b := own & p.kinds[Knight]; b != 0 && knightLeapsOf(b)&empty != 0 {
			return true
		}
		if b := own & p.kinds[Rook]; b != 0 && orthStepsOf(b)&empty != 0 {
			return true
		}
		if b := own & p.kinds[Bishop]; b != 0 && diagStepsOf(b)&quiet != 0 {
			return true
		}
		if b := own & p.kinds[Queen]; b != 0 && queenLeapsOf(b)&quiet != 0 {
			return true
		}
	}
	k := int(p.king[t])
	if m != 1<<t || k == noSq {
		return false
	}
	var f foes
	p.foesOf(t, &f)
	after := occ
	if k != thrones[t] || p.comp[t] == 0 {
		after &^= 1 << k // else the companion stays on the throne
	}
	// One safe step is enough: the steps one by one.
	for to := kingSteps[k] &^ occ; to != 0; to &= to - 1 {
		q := bits.TrailingZeros64(to)
		if !f.attack(q, after|1<<q, 0) {
			return true
		}
	}
	return false
}

// safeSteps returns the squares of to, steps of a King on s, that the foes
// do not attack with occ as the blockers (the King's square empty unless
// its throne keeps the companion). A piece captured on a square of to
// does not make it attacked: no piece attacks its own square, and a
// slider's attack through it stops there with the King on it too.
func (f *foes) safeSteps(s int, to, occ uint64) uint64 {
	if to == 0 {
		return 0
	}
	// The squares the foes attack: the leapers' near the King as sets, the
	// sliders' along the lines through the steps only.
	danger := f.leapAttacks(kingZone[s])
	for b := f.rooks & kingLines[0][s]; b != 0; b &= b - 1 {
		danger |= lineAttack(0, bits.TrailingZeros64(b), occ)
	}
	for b := f.rooks & kingLines[1][s]; b != 0; b &= b - 1 {
		danger |= lineAttack(1, bits.TrailingZeros64(b), occ)
	}
	for b := f.bishops & kingLines[2][s]; b != 0; b &= b - 1 {
		danger |= lineAttack(2, bits.TrailingZeros64(b), occ)
	}
	for b := f.bishops & kingLines[3][s]; b != 0; b &= b - 1 {
		danger |= lineAttack(3, bits.TrailingZeros64(b), occ)
	}
	return to &^ danger
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
