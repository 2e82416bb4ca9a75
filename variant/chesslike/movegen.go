package chesslike

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
)

// Move is a move of a chess-like game, packed in 32 bits: from (bits 0-6),
// to (7-13), the kind promoted into or dropped plus one (14-18, 0 for
// none) and a flag (19-21). Castling is encoded as the king's cell and the
// castling rook's cell. Moves are meaningful only with the position they
// were generated in; write them with [Position.MoveText].
type Move uint32

const (
	flagNormal = iota
	flagMulti  // a multi-step that leaves en-passant targets
	flagEP     // an en-passant capture
	flagCastle // from: the king, to: the rook
	flagDrop   // to: where; kind: what
	// Stacks: a passenger boards an own carrier (to: the carrier); leaves
	// its carrier (from: the pair; kind: the passenger); or leaves it for
	// another own carrier (to: that carrier; kind: the passenger).
	flagBoard
	flagDisembark
	flagTransfer
)

func mkMove(from, to board.Cell, kind1, flag int) Move {
	return Move(uint32(from) | uint32(to)<<7 | uint32(kind1)<<14 | uint32(flag)<<19)
}

// From returns the cell the move starts from (the king's cell for
// castling; meaningless for a drop).
func (m Move) From() board.Cell { return board.Cell(m & 0x7f) }

// To returns the cell the move goes to (the rook's cell for castling).
func (m Move) To() board.Cell { return board.Cell(m >> 7 & 0x7f) }

func (m Move) kind1() int { return int(m >> 14 & 0x1f) }
func (m Move) flag() int  { return int(m >> 19 & 7) }

// Promotion returns the kind the piece promotes into, if it promotes.
func (m Move) Promotion() (kind int, ok bool) {
	if f := m.flag(); f == flagDrop || f == flagDisembark || f == flagTransfer || m.kind1() == 0 {
		return -1, false
	}
	return m.kind1() - 1, true
}

// IsCastling reports whether m is a castling move.
func (m Move) IsCastling() bool { return m.flag() == flagCastle }

// IsEnPassant reports whether m captures en passant.
func (m Move) IsEnPassant() bool { return m.flag() == flagEP }

// Drop returns the kind dropped, if m is a drop (a placement).
func (m Move) Drop() (kind int, ok bool) {
	if m.flag() != flagDrop {
		return -1, false
	}
	return m.kind1() - 1, true
}

// nearest returns the first cell of b along a direction whose cell numbers
// increase (up) or decrease, or NoCell.
func nearest(b board.Set, up bool) board.Cell {
	if up {
		return b.First()
	}
	return b.Last()
}

// farthest is the opposite of nearest.
func farthest(b board.Set, up bool) board.Cell {
	if up {
		return b.Last()
	}
	return b.First()
}

// Moves appends the legal moves of the side to move; nothing when the game
// is over. It allocates nothing when dst has room.
func (p Position) Moves(dst []Move) []Move {
	if p.halted() {
		return dst
	}
	return p.generate(dst, modeLegal)
}

// Generation modes: the legal moves (with the shortcuts that skip the
// safety test of moves that cannot expose a royal piece), the legal moves
// testing every move (for tests of the shortcuts), or every pseudo-legal
// move, safe or not (for tests of the safety test).
const (
	modeLegal = iota
	modeFull
	modePseudo
)

// Actions returns dst: chess-like games have no actions besides turns
// (draw claims are made through variant.Game).
func (p Position) Actions(dst []Move) []Move { return dst }

// generate appends the legal moves, ignoring the rules that end the game
// without checkmate or stalemate.
func (p *Position) generate(dst []Move, mode int) []Move {
	return p.gen(dst, mode, nil, false, false)
}

// noisyMoves appends the legal moves that may capture or promote: every
// move noisy accepts, with perhaps some that it does not (a quiet move to
// an en-passant cell; in check, every evasion), as generate lists them,
// with the others left out.
func (p Position) noisyMoves(dst []Move) []Move {
	if p.halted() {
		return dst
	}
	return p.gen(dst, modeLegal, nil, false, true)
}

// countMoves returns the number of legal moves generate lists in modeLegal
// (len(p.generate(nil, modeLegal))) without listing most of them: the moves
// that need no test are counted by the cells they reach. scratch is room
// for the others (it is returned, grown if need be, for reuse). With
// anyMove, it stops at the first piece whose moves it has found, and the
// count is then only known to be positive.
func (p *Position) countMoves(scratch []Move, anyMove bool) (int, []Move) {
	var tl tally
	dst := p.gen(scratch[:0], modeLegal, &tl, anyMove, false)
	return tl.n + len(dst), dst
}

// hasMove reports whether the side to move has a legal move, as
// countMoves(_, true) finds it (ignoring, as it does, the rules that
// end the game without checkmate or stalemate). It first looks for one
// among the moves of the quick kinds, testing each found with safeAfter
// (which needs no check or pin analysis: a move that leaves every royal
// piece unattacked is legal, whether the side was in check or not), and
// gives up after quickTries moves fail, as they do in check; then it
// counts as countMoves does.
func (p *Position) hasMove() bool {
	r := p.r
	if !r.noFast && !(r.hasDrops && p.holdsDroppable(int(p.stm))) && p.quickMove() {
		return true
	}
	var buf [256]Move // cleared only when needed
	n, _ := p.countMoves(buf[:0], true)
	return n > 0
}

// quickTries is the number of moves hasMove tests before it gives up on
// its shortcut: the first usually passes out of check, and when it does
// not, the side is most often in check, where the counter finds an
// evasion for less than more tries cost (measured on alpha-beta's
// searches, which settle every position they make: 1 against 3 and 6).
const quickTries = 1

// quickMove reports whether it finds a legal move of a quick kind,
// without promotion or en passant, among the first quickTries such
// moves; false means none was found, not that there is none.
func (p *Position) quickMove() bool {
	r := p.r
	us := int(p.stm)
	own, opp := p.sides[us], p.sides[us^1]
	occ := own.Union(opp)
	royals := p.royals(us)
	tries := 0
	for k := range r.nk {
		ki := &r.kinds[k]
		pieces := p.kinds[k].Intersect(own)
		if !ki.quick || pieces.Empty() {
			continue
		}
		pats := ki.pats[us]
		for !pieces.Empty() {
			from := pieces.PopFirst()
			for i := range pats {
				pt := &pats[i]
				if !pt.from.Has(from) {
					continue
				}
				t := p.targets(pt, from, occ)
				switch pt.mode {
				case MoveOnly:
					t = t.Minus(occ)
				case CaptureOnly:
					t = t.Intersect(opp)
				default:
					t = t.Minus(own)
				}
				for t = t.Intersect(pt.region).Minus(ki.promo[us]); !t.Empty(); {
					to := t.PopFirst()
					victim := board.NoCell
					if opp.Has(to) {
						victim = to
					}
					if p.safeAfter(us, royals, from, to, victim, false) {
						return true
					}
					if tries++; tries == quickTries {
						return false
					}
				}
			}
		}
	}
	return false
}

// countPseudo returns the number of pseudo-legal moves of the side to
// move (len(p.generate(nil, modePseudo))) and how many of them land in
// zone, listing few of them: scratch is room for those, as for countMoves.
func (p *Position) countPseudo(scratch []Move, zone board.Set) (moves, hits int, _ []Move) {
	tl := tally{zone: zone}
	dst := p.gen(scratch[:0], modePseudo, &tl, false, false)
	for _, m := range dst {
		if zone.Has(m.To()) {
			tl.hits++
		}
	}
	return tl.n + len(dst), tl.hits, dst
}

// A tally counts moves for gen instead of listing them: n moves, hits of
// which land in zone.
type tally struct {
	n, hits int
	zone    board.Set
}

// add counts the moves of the piece on from to the cells t.
func (tl *tally) add(t board.Set) {
	tl.n += t.Count()
	if !tl.zone.Empty() {
		tl.hits += t.Intersect(tl.zone).Count()
	}
}

// gen is generate; with a tally, the moves that need no test and do not
// promote are counted in it rather than appended (the number of moves is
// its count plus the number appended), and with anyMove (with a tally
// only) it returns as soon as a piece has a move. With noisy (without a
// tally), out of check, it leaves out the moves to cells that hold no
// piece of the opponent, are no en-passant cell and are not in the
// piece's promotion zone, and drops and castling (see noisyMoves).
func (p *Position) gen(dst []Move, mode int, tl *tally, anyMove, noisy bool) []Move {
	r := p.r
	n0 := len(dst)
	counting := tl != nil
	us := int(p.stm)
	own, opp := p.sides[us], p.sides[us^1]
	occ := own.Union(opp)
	empty := r.geo.All().Minus(occ)
	royals := p.royals(us)
	var inCheck bool
	var vacate, fill, evade board.Set
	// Pseudo-legal moves need no safety analysis, but for castling, which
	// is listed only out of check: whether a royal piece is attacked,
	// which costs less to find than the pins, and only if a castling has
	// its cells empty.
	switch {
	case royals.Empty():
	case mode != modePseudo || r.noFast:
		inCheck, vacate, fill, evade = p.danger(us, royals, occ)
	case r.castling != nil && p.castle.Intersects(own) && p.castleClear(us, occ):
		for rs := royals; !rs.Empty() && !inCheck; {
			inCheck = p.attacked(us^1, rs.PopFirst(), occ, opp)
		}
	}
	// The cells noisy moves may reach (besides promotion zones); all of
	// them when every move is wanted.
	keep := r.geo.All()
	if noisy && !inCheck {
		keep = opp.Union(p.ep)
	} else {
		noisy = false
	}
	if r.hasDrops && p.holdsDroppable(us) {
		if noisy {
			return dst
		}
		return p.generateDrops(dst, us, royals, inCheck || mode == modeFull, fill, empty, mode)
	}
	// With one royal piece, the cells the opponent attacks once it is
	// lifted off, found when it has guardedFrom moves or more to test: its
	// moves other than en-passant captures are safe just off them (an
	// attack on a cell does not depend on what stands there, and a capture's
	// victim does not attack its own cell). Fewer moves are tested one by
	// one, and with every move tested, all are.
	var guarded board.Set
	oneRoyal, guardedKnown := royals.Count() == 1 && mode == modeLegal, false
	// The map answers for the cells castling has the king cross too when
	// it is the castling king (lifted); it is not made for them alone,
	// which costs more than testing them one by one.
	lifted := board.NoCell
	capturable := opp
	var qc quickCtx // quickKind's and countKind's, made when first needed
	qcReady := false
	for k := range r.nk {
		pieces := p.kinds[k].Intersect(own)
		if pieces.Empty() {
			continue
		}
		ki := &r.kinds[k]
		if !r.noFast && (ki.quickPseudo && mode == modePseudo || ki.quick && mode == modeLegal && !inCheck && !pieces.Intersects(vacate)) {
			if !qcReady {
				qc = quickCtx{us: us, legal: mode == modeLegal, own: own, opp: opp, occ: occ, royals: royals, noisy: noisy, keep: keep}
				if qc.legal {
					qc.fill = fill
				}
				qcReady = true
			}
			if counting {
				dst = p.countKind(dst, tl, ki, pieces, &qc)
			} else {
				dst = p.quickKind(dst, ki, pieces, &qc)
			}
			if anyMove && tl.n+len(dst) > n0 {
				return dst
			}
			continue
		}
		if counting && !r.noFast && ki.quick && mode == modeLegal && !inCheck {
			// Some pieces of the kind are pinned (in vacate): the others
			// are counted as quick ones (the order of counted moves does
			// not matter), the pinned ones below, move by move.
			if !qcReady {
				qc = quickCtx{us: us, legal: true, own: own, opp: opp, occ: occ, royals: royals, fill: fill, noisy: noisy, keep: keep}
				qcReady = true
			}
			dst = p.countKind(dst, tl, ki, pieces.Minus(vacate), &qc)
			if anyMove && tl.n+len(dst) > n0 {
				return dst
			}
			pieces = pieces.Intersect(vacate)
		}
		pats := ki.pats[us]
		promoZone := ki.promo[us]
		var boardable board.Set
		if ki.rides != nil {
			boardable = p.carriers(ki, own)
		}
		for !pieces.Empty() {
			from := pieces.PopFirst()
			// A pseudo-legal move needs no test: the royal pieces' are
			// counted as the others.
			careful := mode != modePseudo && (inCheck || ki.royal || vacate.Has(from) || mode == modeFull)
			for i := range pats {
				pt := &pats[i]
				if !pt.from.Has(from) {
					continue
				}
				var targets board.Set
				switch {
				case pt.typ == Leap:
					targets = pt.leap[from]
				case pt.open && !r.noFast:
					targets = p.slide(pt, from, occ)
				default:
					targets = p.reach(pt, from, occ)
				}
				if noisy {
					targets = targets.Intersect(keep.Union(promoZone))
				}
				if pt.disembark {
					dst = p.appendDisembarks(dst, us, royals, ki, from, pt, targets, inCheck || ki.royal || mode == modeFull, fill, mode)
					continue
				}
				var boards board.Set
				if !boardable.Empty() && pt.mode != CaptureOnly {
					boards = targets.Intersect(boardable).Intersect(pt.region)
				}
				switch pt.mode {
				case MoveOnly:
					targets = targets.Intersect(empty)
				case CaptureOnly:
					if pt.ep {
						targets = targets.Intersect(capturable.Union(p.ep))
					} else {
						targets = targets.Intersect(capturable)
					}
				default:
					targets = targets.Minus(own)
				}
				targets = targets.Intersect(pt.region)
				flag := flagNormal
				if pt.ep && pt.typ == Slide {
					flag = flagMulti
				}
				if !careful && !(pt.ep && pt.mode == CaptureOnly) && !targets.Intersects(fill) && !targets.Intersects(promoZone) {
					// The common case: no target needs a test or promotes.
					if counting {
						tl.add(targets)
					} else {
						for !targets.Empty() {
							dst = append(dst, mkMove(from, targets.PopFirst(), 0, flag))
						}
					}
					targets = board.Set{}
				}
				guard := ki.royal && oneRoyal && (guardedKnown || targets.Count() >= guardedFrom)
				for !targets.Empty() {
					to := targets.PopFirst()
					f := flag
					victim := board.NoCell
					if opp.Has(to) {
						victim = to
					} else if pt.ep && pt.mode == CaptureOnly {
						f, victim = flagEP, p.victim
					}
					if inCheck && !ki.royal && f != flagEP && !evade.Has(to) && mode == modeLegal {
						continue // the check stands
					}
					if guard && f != flagEP {
						if !guardedKnown {
							guarded, guardedKnown, lifted = p.attacks(us^1, occ.Without(from)), true, from
						}
						if guarded.Has(to) {
							continue
						}
					} else if (careful || fill.Has(to) || f == flagEP) && mode != modePseudo {
						if !p.safeAfter(us, royals, from, to, victim, ki.royal) {
							continue
						}
					}
					if promoZone.Has(to) {
						dst = p.appendPromotions(dst, ki, from, to, f)
						continue
					}
					dst = append(dst, mkMove(from, to, 0, f))
				}
				for !boards.Empty() {
					to := boards.PopFirst()
					if careful && mode != modePseudo && !p.safeAfter(us, royals, from, to, board.NoCell, ki.royal) {
						continue
					}
					dst = append(dst, mkMove(from, to, 0, flagBoard))
				}
			}
			if anyMove && tl.n+len(dst) > n0 {
				return dst
			}
		}
	}
	if r.castling != nil && !inCheck && !noisy && p.castle.Intersects(own) {
		var threat *board.Set
		if guardedKnown && !r.noFast {
			threat = &guarded
		}
		dst = p.generateCastling(dst, us, royals, occ, threat, lifted)
	}
	if len(dst) == n0 && (!counting || tl.n == 0) && inCheck && mode != modePseudo && r.game.Hooks.LastResort != nil {
		dst = p.lastResort(dst)
	}
	return dst
}

// guardedFrom is the number of moves of a lone royal piece from which
// finding the cells the opponent attacks costs less than testing each move
// (a rough balance, measured on the playouts of the registered games).
const guardedFrom = 3

// quickKind is gen's loop over the pieces of a kind (ki.quick) that need
// no test of their own: in modeLegal (legal), the side is not in check and
// none stands where its vacating might expose a royal piece; in
// modePseudo, no move is tested. It lists the same moves in the same
// order as the general loop; it is that loop with the branches such pieces
// never take left out, so that it is small enough to keep its state in
// registers.
func (p *Position) quickKind(dst []Move, ki *kindInfo, pieces board.Set, qc *quickCtx) []Move {
	us, own, opp, occ := qc.us, qc.own, qc.opp, qc.occ
	promo := ki.promo[us]
	slow := qc.fill.Union(promo)
	pats := ki.pats[us]
	for !pieces.Empty() {
		from := pieces.PopFirst()
		for i := range pats {
			pt := &pats[i]
			if !pt.from.Has(from) {
				continue
			}
			t := p.targets(pt, from, occ)
			var ep board.Set
			switch pt.mode {
			case MoveOnly:
				t = t.Minus(occ)
			case CaptureOnly:
				if pt.ep {
					ep = p.ep
				}
				t = t.Intersect(opp.Union(ep))
			default:
				t = t.Minus(own)
			}
			t = t.Intersect(pt.region)
			if qc.noisy {
				t = t.Intersect(qc.keep.Union(promo))
			}
			if !t.Intersects(slow.Union(ep)) {
				for !t.Empty() {
					dst = append(dst, mkMove(from, t.PopFirst(), 0, int(pt.flag)))
				}
				continue
			}
			dst = p.appendLooked(dst, ki, pt, us, qc.royals, from, t, ep, qc.fill, qc.legal)
		}
	}
	return dst
}

// quickCtx is what quickKind and countKind need of gen's node: the side
// to move (us), whether moves are tested (legal: modeLegal), its pieces
// and the opponent's, the occupied cells, its royal pieces, and the cells
// whose filling might expose one (empty unless legal). gen makes it once
// and passes it by pointer, so that a call passes four words, not
// fourteen.
type quickCtx struct {
	us                    int
	legal                 bool
	own, opp, occ, royals board.Set
	fill                  board.Set
	noisy                 bool // only moves to keep or the promotion zone (gen's)
	keep                  board.Set
}

// countKind is quickKind's counting form, for the same pieces: it counts
// in tl the moves quickKind would list (appending only those that need a
// look of their own), pattern by pattern. A pattern with shifts (cpat)
// used by three pieces or more is counted for all of them at once, with a
// shift of their set by each vector, unless one of its moves lands where
// it needs that look (then it is counted piece by piece).
func (p *Position) countKind(dst []Move, tl *tally, ki *kindInfo, pieces board.Set, qc *quickCtx) []Move {
	us, own, opp, occ := qc.us, qc.own, qc.opp, qc.occ
	promo := ki.promo[us]
	slow := qc.fill.Union(promo)
	all := p.r.geo.All()
	pats := ki.pats[us]
	for i := range pats {
		pt := &pats[i]
		src := pieces.Intersect(pt.from)
		if src.Empty() {
			continue
		}
		var ep, mask board.Set
		switch pt.mode {
		case MoveOnly:
			mask = all.Minus(occ)
		case CaptureOnly:
			if pt.ep {
				ep = p.ep
			}
			mask = opp.Union(ep)
		default:
			mask = all.Minus(own)
		}
		mask = mask.Intersect(pt.region)
		look := slow.Union(ep)
		if pt.shifts != nil && src.Count() >= 3 && tl.addShifts(pt, src, occ, mask, look) {
			continue
		}
		for !src.Empty() {
			from := src.PopFirst()
			t := p.targets(pt, from, occ)
			t = t.Intersect(mask)
			if !t.Intersects(look) {
				tl.add(t)
				continue
			}
			dst = p.appendLooked(dst, ki, pt, us, qc.royals, from, t, ep, qc.fill, qc.legal)
		}
	}
	return dst
}

// targets returns the cells pattern pt reaches from a cell, before its
// mode and region: a leap's table, or a slide or a ride on occupancy occ.
// It is small enough to be inlined, so that a leap costs no call.
func (p *Position) targets(pt *cpat, from board.Cell, occ board.Set) board.Set {
	if pt.typ == Leap {
		return pt.leap[from]
	}
	return p.ride(pt, from, occ)
}

// ride is targets for the patterns that are not leaps; it is slide for
// an open slide.
func (p *Position) ride(pt *cpat, from board.Cell, occ board.Set) board.Set {
	if !pt.open {
		return p.reach(pt, from, occ)
	}
	// line.reach written out, so that the loop keeps its state in
	// registers.
	var tLo, tHi uint64
	ls := pt.lines[int(from)*pt.nl : int(from)*pt.nl+pt.nl]
	for j := range ls {
		l := &ls[j]
		upLo, upHi := l.hi.Lo&occ.Lo, l.hi.Hi&occ.Hi
		var bLo, bHi uint64
		if dn := l.lo.Hi & occ.Hi; dn != 0 {
			bHi = 1 << (bits.Len64(dn) - 1)
		} else {
			bLo = 1 << (bits.Len64(l.lo.Lo&occ.Lo|1) - 1)
		}
		dLo, borrow := bits.Sub64(upLo, bLo, 0)
		dHi, _ := bits.Sub64(upHi, bHi, borrow)
		tLo |= (upLo ^ dLo) & l.mask.Lo
		tHi |= (upHi ^ dHi) & l.mask.Hi
	}
	return board.Set{Lo: tLo, Hi: tHi}
}

// appendLooked appends the moves of pattern pt from a cell to the cells t
// for quickKind and countKind when some of them need a look of their own:
// an en-passant capture (and its victim), a move that lands where it may
// expose a royal piece (fill, tested when legal), a promotion. fill is
// empty when no move is tested.
func (p *Position) appendLooked(dst []Move, ki *kindInfo, pt *cpat, us int, royals board.Set, from board.Cell, t, ep, fill board.Set, legal bool) []Move {
	opp, promo := p.sides[us^1], ki.promo[us]
	for !t.Empty() {
		to := t.PopFirst()
		f := int(pt.flag)
		victim := board.NoCell
		if opp.Has(to) {
			victim = to
		} else if ep.Has(to) {
			f, victim = flagEP, p.victim
		}
		if (fill.Has(to) || f == flagEP) && legal && !p.safeAfter(us, royals, from, to, victim, false) {
			continue
		}
		if promo.Has(to) {
			dst = p.appendPromotions(dst, ki, from, to, f)
			continue
		}
		dst = append(dst, mkMove(from, to, 0, f))
	}
	return dst
}

// addShifts counts the moves of pattern pt (which has shifts) from the
// cells src, landing in mask, by shifting src by each vector (a leap) or
// step by step through the empty cells (a bounded slide), and reports
// true; or counts nothing and reports false if a move lands in look.
// Each vector moves distinct pieces to distinct cells, and a slide's
// pieces on one line cannot reach a cell twice (the nearer one blocks the
// farther), so the cells counted are the moves.
func (tl *tally) addShifts(pt *cpat, src, occ, mask, look board.Set) bool {
	var n, hits int
	if pt.typ == Leap {
		for i := range pt.shifts {
			sh := &pt.shifts[i]
			land := sh.move(src.Intersect(sh.src)).Intersect(mask)
			if land.Intersects(look) {
				return false
			}
			n += land.Count()
			hits += land.Intersect(tl.zone).Count()
		}
	} else {
		for j := range pt.shifts {
			sh := &pt.shifts[j]
			cd := &pt.dirs[j]
			cur := src
			for k := 1; cd.max == 0 || k <= cd.max; k++ {
				if cur = sh.move(cur.Intersect(sh.src)); cur.Empty() {
					break
				}
				if k >= cd.min {
					land := cur.Intersect(mask)
					if land.Intersects(look) {
						return false
					}
					n += land.Count()
					hits += land.Intersect(tl.zone).Count()
				}
				cur = cur.Minus(occ)
			}
		}
	}
	tl.n += n
	tl.hits += hits
	return true
}

// slide returns reach(pt, from, occ) for a Slide pattern.
func (p *Position) slide(pt *cpat, from board.Cell, occ board.Set) board.Set {
	return p.ride(pt, from, occ)
}

// reach returns the cells pattern pt reaches from the cell from with the
// cells occ occupied: where it could move or capture, before its mode and
// region are applied (for slides and hops, up to and including the cell
// that stops them).
func (p *Position) reach(pt *cpat, from board.Cell, occ board.Set) board.Set {
	r := p.r
	var targets board.Set
	switch pt.typ {
	case Leap:
		targets = pt.leap[from]
	case Slide:
		for j := range pt.dirs {
			cd := &pt.dirs[j]
			ray := cd.reach[from]
			if b := ray.Intersect(occ); !b.Empty() {
				ray = ray.Minus(cd.ray[nearest(b, cd.up)])
			}
			if cd.near != nil {
				ray = ray.Minus(cd.near[from])
			}
			targets = targets.Union(ray)
		}
	case Hop:
		for j := range pt.dirs {
			cd := &pt.dirs[j]
			b := cd.ray[from].Intersect(occ)
			if b.Empty() {
				continue
			}
			beyond := cd.ray[nearest(b, cd.up)]
			if b2 := beyond.Intersect(occ); !b2.Empty() {
				beyond = beyond.Minus(cd.ray[nearest(b2, cd.up)])
			}
			targets = targets.Union(beyond)
		}
	case LameLeap:
		for _, e := range pt.lame[from] {
			if !e.legs.Intersects(occ) {
				targets = targets.With(e.to)
			}
		}
	case Bent:
		for _, e := range pt.bends[from] {
			targets = targets.With(e.strike)
			if occ.Has(e.strike) {
				continue
			}
			ray := r.rays[e.then][e.strike]
			if b := ray.Intersect(occ); !b.Empty() {
				ray = ray.Minus(r.rays[e.then][nearest(b, r.up[e.then])])
			}
			targets = targets.Union(ray)
		}
	}
	return targets
}

// attacks returns the cells side s's pieces attack with the cells occ
// occupied: the forward image of what attacked finds backwards (the
// patterns that capture, from their zones into their regions, and the
// facing royals).
func (p *Position) attacks(s int, occ board.Set) board.Set {
	r := p.r
	var out board.Set
	for k := range r.nk {
		pieces := p.kinds[k].Intersect(p.sides[s])
		if pieces.Empty() {
			continue
		}
		pats := r.kinds[k].pats[s]
		for i := range pats {
			pt := &pats[i]
			if pt.mode == MoveOnly {
				continue
			}
			src := pieces.Intersect(pt.from)
			if pt.typ == Leap && pt.shifts != nil && src.Count() >= 3 && !r.noFast {
				// Many leapers (pawns): each vector shifts them all.
				var t board.Set
				for i := range pt.shifts {
					sh := &pt.shifts[i]
					t = t.Union(sh.move(src.Intersect(sh.src)))
				}
				out = out.Union(t.Intersect(pt.region))
				continue
			}
			for !src.Empty() {
				from := src.PopFirst()
				switch {
				case pt.typ == Leap:
					out = out.Union(pt.leap[from].Intersect(pt.region))
				case pt.open && !r.noFast:
					out = out.Union(p.slide(pt, from, occ).Intersect(pt.region))
				default:
					out = out.Union(p.reach(pt, from, occ).Intersect(pt.region))
				}
			}
		}
	}
	if r.game.FacingRoyals {
		for ra := p.royals(s); !ra.Empty(); {
			c := ra.PopFirst()
			for _, d := range r.fileDirs {
				ray := r.rays[d][c]
				if b := ray.Intersect(occ); !b.Empty() {
					ray = ray.Minus(r.rays[d][nearest(b, r.up[d])])
				}
				out = out.Union(ray)
			}
		}
	}
	return out
}

// lastResort appends the moves of Hooks.LastResort that are safe.
func (p *Position) lastResort(dst []Move) []Move {
	from, to := p.r.game.Hooks.LastResort(*p)
	if int(from) >= p.r.cells {
		return dst
	}
	for t := to.Intersect(p.r.geo.All()); !t.Empty(); {
		if c := t.PopFirst(); p.SafeStep(from, c) {
			dst = append(dst, NewMove(from, c))
		}
	}
	return dst
}

// carriers returns the cells of the own carriers a piece of kind ki may
// board.
func (p *Position) carriers(ki *kindInfo, own board.Set) board.Set {
	var s board.Set
	for _, rd := range ki.rides {
		s = s.Union(p.kinds[rd.carrier])
	}
	return s.Intersect(own)
}

// appendDisembarks appends the moves of the passenger of the pair on from
// by pattern pt, whose reach is raw: to an empty cell, capturing, or onto
// another own carrier it may ride.
func (p *Position) appendDisembarks(dst []Move, us int, royals board.Set, ki *kindInfo, from board.Cell, pt *cpat, raw board.Set, careful bool, fill board.Set, mode int) []Move {
	r := p.r
	pk := int(ki.rider)
	own, opp := p.sides[us], p.sides[us^1]
	transfers := raw.Intersect(p.carriers(&r.kinds[pk], own)).Intersect(pt.region)
	targets := raw
	switch pt.mode {
	case MoveOnly:
		targets = targets.Minus(own).Minus(opp)
	case CaptureOnly:
		targets = targets.Intersect(opp)
	default:
		targets = targets.Minus(own)
	}
	for targets = targets.Intersect(pt.region); !targets.Empty(); {
		to := targets.PopFirst()
		victim := board.NoCell
		if opp.Has(to) {
			victim = to
		}
		if (careful || fill.Has(to)) && mode != modePseudo && !p.safeAfterStay(us, royals, from, to, victim, ki.royal) {
			continue
		}
		dst = append(dst, mkMove(from, to, pk+1, flagDisembark))
	}
	for !transfers.Empty() {
		to := transfers.PopFirst()
		if careful && mode != modePseudo && !p.safeAfterStay(us, royals, from, to, board.NoCell, ki.royal) {
			continue
		}
		dst = append(dst, mkMove(from, to, pk+1, flagTransfer))
	}
	return dst
}

func (p *Position) appendPromotions(dst []Move, ki *kindInfo, from, to board.Cell, f int) []Move {
	hook := p.r.game.Hooks.CanPromote
	for _, into := range ki.into {
		if hook != nil && !hook(*p, from, to, int(into)) {
			continue
		}
		dst = append(dst, mkMove(from, to, int(into)+1, f))
	}
	us := int(p.stm)
	for _, into := range ki.free {
		if p.held[us][into] == 0 || (hook != nil && !hook(*p, from, to, int(into))) {
			continue
		}
		dst = append(dst, mkMove(from, to, int(into)+1, f))
	}
	if ki.optional {
		dst = append(dst, mkMove(from, to, 0, f))
	}
	return dst
}

func (p *Position) holdsDroppable(x int) bool {
	for k := range p.r.nk {
		if p.held[x][k] > 0 && p.r.kinds[k].canDrop {
			return true
		}
	}
	return false
}

// generateDrops appends the placements of the side to move: in a placement
// phase they are its only moves.
func (p *Position) generateDrops(dst []Move, us int, royals board.Set, inCheck bool, fill, empty board.Set, mode int) []Move {
	r := p.r
	hook := r.game.Hooks.CanDrop
	for k := range r.nk {
		if p.held[us][k] == 0 || !r.kinds[k].canDrop {
			continue
		}
		for t := r.kinds[k].drop[us].Intersect(empty); !t.Empty(); {
			to := t.PopFirst()
			if hook != nil && !hook(*p, k, to) {
				continue
			}
			if (inCheck || fill.Has(to)) && mode != modePseudo && !p.safeAfter(us, royals, board.NoCell, to, board.NoCell, false) {
				continue
			}
			dst = append(dst, mkMove(0, to, k+1, flagDrop))
		}
	}
	return dst
}

// castleSquares returns where king and rook go when the king on kc castles
// with the rook on rc.
func (p *Position) castleSquares(us int, kc, rc board.Cell) (kingTo, rookTo board.Cell, ok bool) {
	return p.r.castleSquares(kc, rc)
}

// castleSquares is Position.castleSquares.
func (r *Rules) castleSquares(kc, rc board.Cell) (kingTo, rookTo board.Cell, ok bool) {
	c := r.castling
	kco, rco := r.geo.Coord(kc), r.geo.Coord(rc)
	wing := 0
	step := -1
	if rco.File > kco.File {
		wing, step = 1, 1
	}
	if c.KingDistance > 0 {
		kf := kco.File + step*c.KingDistance
		if kf < 0 || kf >= r.files {
			return 0, 0, false
		}
		return r.geo.CellAt(board.Coord{File: kf, Rank: kco.Rank}), r.geo.CellAt(board.Coord{File: kf - step, Rank: kco.Rank}), true
	}
	return r.geo.CellAt(board.Coord{File: c.KingFiles[wing], Rank: kco.Rank}),
		r.geo.CellAt(board.Coord{File: c.RookFiles[wing], Rank: kco.Rank}), true
}

// span returns the cells from a to b, both included, which must be on one
// rank: the cells numbered a..b.
func span(a, b board.Cell) board.Set {
	lo, hi := min(a, b), max(a, b)
	return bitsFrom(lo).Minus(bitsFrom(hi + 1))
}

// bitsFrom returns the cells numbered c and above (c <= 128).
func bitsFrom(c board.Cell) board.Set {
	switch {
	case c >= 128:
		return board.Set{}
	case c >= 64:
		return board.Set{Hi: ^uint64(0) << (c - 64)}
	}
	return board.Set{Lo: ^uint64(0) << c, Hi: ^uint64(0)}
}

// castlingKing returns the cell of side us's castling king on the rank of
// rc, or NoCell.
func (p *Position) castlingKing(us int, rc board.Cell) board.Cell {
	r := p.r
	if r.castleKing < 0 {
		return board.NoCell
	}
	return p.kinds[r.castleKing].Intersect(p.sides[us]).Intersect(r.castleRank[rc]).First()
}

// generateCastling appends the castling moves. threat, if not nil, is
// the set of cells the opponent attacks with the piece on lifted off the
// board (gen's guarded), which answers for the cells the king crosses
// when it is the castling king.
func (p *Position) generateCastling(dst []Move, us int, royals, occ board.Set, threat *board.Set, lifted board.Cell) []Move {
	r := p.r
	kings := p.kinds[r.castleKing].Intersect(p.sides[us]) // r.castleKing >= 0 with castling
	for t := p.castle.Intersect(p.sides[us]); !t.Empty(); {
		rc := t.PopFirst()
		kc := kings.Intersect(r.castleRank[rc]).First() // castlingKing
		if kc == board.NoCell {
			continue
		}
		// castleOK's first test, before the call: most castlings fail it.
		if g := &r.castleGeo[int(rc)*r.files+int(r.fileOf[kc])]; !g.ok || g.need.Intersects(occ) {
			continue
		}
		var known *board.Set
		if kc == lifted {
			known = threat
		}
		if p.castleOK(us, royals, occ, kc, rc, known) {
			dst = append(dst, mkMove(kc, rc, 0, flagCastle))
		}
	}
	return dst
}

// castleClear reports whether a castling of side us has the cells it
// needs empty (castleOK's first test).
func (p *Position) castleClear(us int, occ board.Set) bool {
	r := p.r
	kings := p.kinds[r.castleKing].Intersect(p.sides[us]) // r.castleKing >= 0 with castling
	for t := p.castle.Intersect(p.sides[us]); !t.Empty(); {
		rc := t.PopFirst()
		kc := kings.Intersect(r.castleRank[rc]).First() // castlingKing
		if kc == board.NoCell {
			continue
		}
		if g := &r.castleGeo[int(rc)*r.files+int(r.fileOf[kc])]; g.ok && !g.need.Intersects(occ) {
			return true
		}
	}
	return false
}

// castleOK tests castling of the king on kc with the rook on rc (the side
// is known not to be in check). threat, if not nil, holds the cells the
// opponent attacks with the king lifted off.
func (p *Position) castleOK(us int, royals, occ board.Set, kc, rc board.Cell, threat *board.Set) bool {
	g := &p.r.castleGeo[int(rc)*p.r.files+int(p.r.fileOf[kc])]
	if !g.ok || g.need.Intersects(occ) {
		return false
	}
	kingTo, rookTo := g.kingTo, g.rookTo
	// The squares the king crosses must not be attacked.
	them := us ^ 1
	path := g.path
	without := occ.Without(kc)
	if threat != nil {
		if threat.Intersects(path) {
			return false
		}
		path = board.Set{}
	}
	for !path.Empty() {
		if p.attacked(them, path.PopFirst(), without, p.sides[them]) {
			return false
		}
	}
	// Nor may any royal piece be attacked after castling.
	after := occ.Without(kc).Without(rc).With(kingTo).With(rookTo)
	rs := royals
	if rs.Has(kc) {
		rs = rs.Without(kc).With(kingTo)
	}
	for !rs.Empty() {
		if p.attacked(them, rs.PopFirst(), after, p.sides[them]) {
			return false
		}
	}
	return true
}

// safeAfter reports whether side us's royal pieces are safe after its piece
// on from (NoCell for a drop) goes to to, taking the piece on victim
// (NoCell if none). mover tells whether the moving piece is royal.
func (p *Position) safeAfter(us int, royals board.Set, from, to, victim board.Cell, mover bool) bool {
	occ := p.sides[0].Union(p.sides[1]).Without(from).With(to)
	them := p.sides[us^1]
	if victim != board.NoCell {
		them = them.Without(victim)
		if victim != to {
			occ = occ.Without(victim)
		}
	}
	if mover {
		royals = royals.Without(from).With(to)
	}
	for !royals.Empty() {
		if p.attacked(us^1, royals.PopFirst(), occ, them) {
			return false
		}
	}
	return true
}

// safeAfterStay is safeAfter for a passenger leaving its carrier: the
// cell it leaves stays occupied.
func (p *Position) safeAfterStay(us int, royals board.Set, from, to, victim board.Cell, mover bool) bool {
	occ := p.sides[0].Union(p.sides[1]).With(to)
	them := p.sides[us^1]
	if victim != board.NoCell {
		them = them.Without(victim)
	}
	if mover {
		royals = royals.Without(from).With(to)
	}
	for !royals.Empty() {
		if p.attacked(us^1, royals.PopFirst(), occ, them) {
			return false
		}
	}
	return true
}

// attacked reports whether cell c is attacked by side s's pieces on the
// cells att, with the cells occ occupied.
func (p *Position) attacked(s int, c board.Cell, occ, att board.Set) bool {
	r := p.r
	for i := range r.leapAtt[s] {
		g := &r.leapAtt[s][i]
		if g.region.Has(c) && g.rev[c].Intersects(p.union(g.kinds).Intersect(att).Intersect(g.zone)) {
			return true
		}
	}
	for i := range r.slideAtt[s] {
		g := &r.slideAtt[s][i]
		if !g.region.Has(c) {
			continue
		}
		a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
		if !g.union[c].Intersects(a) {
			continue
		}
		if g.lines != nil && !r.noFast {
			// line.reach written out, for the lines with an attacker on
			// them.
			ls := g.lines[int(c)*g.nl : int(c)*g.nl+g.nl]
			for j := range ls {
				l := &ls[j]
				if !l.mask.Intersects(a) {
					continue
				}
				upLo, upHi := l.hi.Lo&occ.Lo, l.hi.Hi&occ.Hi
				var bLo, bHi uint64
				if dn := l.lo.Hi & occ.Hi; dn != 0 {
					bHi = 1 << (bits.Len64(dn) - 1)
				} else {
					bLo = 1 << (bits.Len64(l.lo.Lo&occ.Lo|1) - 1)
				}
				dLo, borrow := bits.Sub64(upLo, bLo, 0)
				dHi, _ := bits.Sub64(upHi, bHi, borrow)
				if (upLo^dLo)&l.mask.Lo&a.Lo|(upHi^dHi)&l.mask.Hi&a.Hi != 0 {
					return true
				}
			}
			continue
		}
		for j := range g.dirs {
			cd := &g.dirs[j]
			ray := cd.reach[c]
			if !ray.Intersects(a) {
				continue
			}
			n := nearest(ray.Intersect(occ), cd.up)
			if a.Has(n) && (cd.near == nil || !cd.near[c].Has(n)) {
				return true
			}
		}
	}
	for i := range r.hopAtt[s] {
		g := &r.hopAtt[s][i]
		if !g.region.Has(c) {
			continue
		}
		a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
		if !g.union[c].Intersects(a) {
			continue
		}
		for _, d := range g.dirs {
			ray := r.rays[d][c]
			if !ray.Intersects(a) {
				continue
			}
			b := ray.Intersect(occ)
			screen := nearest(b, r.up[d])
			if screen == board.NoCell {
				continue
			}
			if a.Has(nearest(b.Without(screen), r.up[d])) {
				return true
			}
		}
	}
	for i := range r.lameAtt[s] {
		g := &r.lameAtt[s][i]
		if !g.region.Has(c) {
			continue
		}
		a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
		if !g.union[c].Intersects(a) {
			continue
		}
		for _, e := range g.rev[c] {
			if a.Has(e.from) && !e.legs.Intersects(occ) {
				return true
			}
		}
	}
	for i := range r.bentAtt[s] {
		g := &r.bentAtt[s][i]
		if !g.region.Has(c) {
			continue
		}
		a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
		if !g.union[c].Intersects(a) {
			continue
		}
		for j := range g.rev[c] {
			line := &g.rev[c][j]
			if !line.froms.Intersects(a) {
				continue
			}
			if a.Has(line.direct) {
				return true
			}
			for _, pr := range line.pairs {
				if occ.Has(pr.strike) {
					break
				}
				if a.Has(pr.from) {
					return true
				}
			}
		}
	}
	if r.game.FacingRoyals {
		ra := p.royals(s).Intersect(att)
		if !ra.Empty() {
			for _, d := range r.fileDirs {
				if ra.Has(nearest(r.rays[d][c].Intersect(occ), r.up[d])) {
					return true
				}
			}
		}
	}
	return false
}

// danger looks at side us's royal pieces and returns whether one is
// attacked, the cells whose vacating might expose one (pinned pieces, the
// legs of lame leapers, screens) and the cells whose filling might (the
// line between a royal piece and a hopper). Moves that touch neither set,
// by non-royal pieces when no royal piece is attacked, are legal without
// further test.
//
// When a royal piece is attacked, evade holds the cells on which a move of
// a non-royal piece (other than an en-passant capture) must land to lift
// every check: each checking piece is to be captured or its line or leg
// filled. A leaper's, slider's or lame leaper's check is lifted only so
// (vacating a cell opens lines, it closes none); a check by a hopper or a
// bent rider leaves every cell in evade (moving a screen away lifts a
// hopper's check), and so does the facing royals' (which the side to move
// never meets: the side that moved would have left its own royal piece
// facing). Moves landing elsewhere are illegal without further test; the
// others are tested.
func (p *Position) danger(us int, royals, occ board.Set) (inCheck bool, vacate, fill, evade board.Set) {
	r := p.r
	s := us ^ 1
	att := p.sides[s]
	evade = r.geo.All()
	for t := royals; !t.Empty(); {
		c := t.PopFirst()
		for i := range r.leapAtt[s] {
			g := &r.leapAtt[s][i]
			if !g.region.Has(c) {
				continue
			}
			if checkers := g.rev[c].Intersect(p.union(g.kinds).Intersect(att).Intersect(g.zone)); !checkers.Empty() {
				inCheck = true
				evade = evade.Intersect(onlyOne(checkers))
			}
		}
		for i := range r.slideAtt[s] {
			g := &r.slideAtt[s][i]
			if !g.region.Has(c) {
				continue
			}
			a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
			if !g.union[c].Intersects(a) {
				continue
			}
			for j := range g.dirs {
				cd := &g.dirs[j]
				ray := cd.reach[c]
				if !ray.Intersects(a) {
					continue
				}
				b := ray.Intersect(occ)
				n1 := nearest(b, cd.up)
				if a.Has(n1) && (cd.near == nil || !cd.near[c].Has(n1)) {
					inCheck = true
					evade = evade.Intersect(ray.Minus(cd.ray[n1])) // the line and the checker
					continue
				}
				n2 := nearest(b.Without(n1), cd.up)
				if a.Has(n2) && (cd.near == nil || !cd.near[c].Has(n2)) {
					vacate = vacate.With(n1)
				}
			}
		}
		for i := range r.hopAtt[s] {
			g := &r.hopAtt[s][i]
			if !g.region.Has(c) {
				continue
			}
			a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
			if !g.union[c].Intersects(a) {
				continue
			}
			for _, d := range g.dirs {
				ray := r.rays[d][c]
				ra := ray.Intersect(a)
				if ra.Empty() {
					continue
				}
				far := farthest(ra, r.up[d])
				seg := ray.Minus(r.rays[d][far]).Without(far)
				vacate = vacate.Union(seg.Intersect(occ))
				fill = fill.Union(seg.Minus(occ))
				b := ray.Intersect(occ)
				screen := nearest(b, r.up[d])
				if a.Has(nearest(b.Without(screen), r.up[d])) {
					inCheck = true
				}
			}
		}
		for i := range r.lameAtt[s] {
			g := &r.lameAtt[s][i]
			if !g.region.Has(c) {
				continue
			}
			a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
			if !g.union[c].Intersects(a) {
				continue
			}
			for _, e := range g.rev[c] {
				if a.Has(e.from) {
					if legs := e.legs.Intersect(occ); legs.Empty() {
						inCheck = true
						evade = evade.Intersect(e.legs.With(e.from))
					} else {
						vacate = vacate.Union(legs)
					}
				}
			}
		}
		for i := range r.bentAtt[s] {
			g := &r.bentAtt[s][i]
			if !g.region.Has(c) {
				continue
			}
			a := p.union(g.kinds).Intersect(att).Intersect(g.zone)
			if !g.union[c].Intersects(a) {
				continue
			}
			for j := range g.rev[c] {
				line := &g.rev[c][j]
				if !line.froms.Intersects(a) {
					continue // no attacker on the line: no check, no pin
				}
				if a.Has(line.direct) {
					inCheck = true
				}
				// Before the first occupied cell of the line an attacker
				// gives check; beyond it, the occupied cells of the line
				// shield the target.
				// An occupied strike cell stops its own attacker too.
				var blockers board.Set
				for _, pr := range line.pairs {
					occupied := occ.Has(pr.strike)
					if occupied {
						blockers = blockers.With(pr.strike)
					}
					if a.Has(pr.from) {
						if blockers.Empty() {
							inCheck = true
						} else {
							vacate = vacate.Union(blockers)
						}
					}
				}
			}
		}
		if r.game.FacingRoyals {
			ra := p.royals(s)
			if !ra.Empty() {
				for _, d := range r.fileDirs {
					b := r.rays[d][c].Intersect(occ)
					n1 := nearest(b, r.up[d])
					if ra.Has(n1) {
						inCheck = true
						continue
					}
					if ra.Has(nearest(b.Without(n1), r.up[d])) {
						vacate = vacate.With(n1)
					}
				}
			}
		}
	}
	return inCheck, vacate, fill, evade
}

// onlyOne returns s if it holds one cell, else the empty set: two pieces
// checking alike cannot both be captured with one move.
func onlyOne(s board.Set) board.Set {
	if s.Count() == 1 {
		return s
	}
	return board.Set{}
}
