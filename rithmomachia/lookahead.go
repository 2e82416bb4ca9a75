package rithmomachia

// The Modern siege's look-ahead (D33): whether some move of its owner
// frees a besieged piece, found by trying only the moves that may open
// one of its paths.

import (
	"math/bits"
	"sync"

	"github.com/ludus-chess/ludus/board"
)

// freedByOneMove reports whether some legal move of the owner of the piece
// on t, with the captures it would make, leaves that piece a legal move
// (D33).
func (p *Position) freedByOneMove(t uint8) bool {
	q := *p
	q.toMove = codeOwner(p.cell[t])
	q.pick = 0
	// The move list and the trial position come from a pool, so that a
	// siege test allocates nothing (TestZeroAllocs; see PERF.md,
	// lookahead).
	sc := lookaheadScratch.Get().(*lookahead)
	defer lookaheadScratch.Put(sc)
	sc.taken = [128]uint8{}
	sh := &sc.shut
	var moves []Move
	ordinaryOnly := p.r.flying == flyNone && !p.r.replacement && !p.r.captureOnly
	code, o := p.cell[t], q.toMove
	if ordinaryOnly && !p.r.noFilter {
		// The move that freed this piece last time, first: frees answers
		// for any legal move, so if it frees the piece now, some move does.
		if a, b, ok := p.freeHint[o].move(t, code); ok && q.ordinaryMove(a, b) {
			sc.r = q
			if sc.r.frees(&q, mv(mkMove, a, b, 0), t, code, &sc.taken) {
				return true
			}
		}
	}
	switch {
	case p.r.noFilter:
		moves = q.gen(sc.buf[:0], genBase)
	case ordinaryOnly:
		// Only ordinary moves may free the piece.
		q.shut(t, sh, &sc.taken)
		moves = q.openingMoves(sh, sc.buf[:0])
	default:
		q.shut(t, sh, &sc.taken)
		moves = q.gen(sc.buf[:0], genBase)
	}
	for _, m := range moves {
		switch m.kind() {
		case mkDrop, mkRedeem, mkPick:
			continue
		case mkMove:
			if !p.r.noFilter && !q.mayOpen(sh, m.from(), m.to()) {
				continue
			}
		}
		sc.r = q
		if p.r.noFilter {
			// The plain form, which the tests compare with frees.
			sc.r.perform(&q, m, nil, false, true)
			if sc.r.cell[t] == p.cell[t] && sc.r.hasOrdinaryMove(t) {
				return true
			}
			continue
		}
		if sc.r.frees(&q, m, t, code, &sc.taken) {
			if m.kind() == mkMove {
				p.freeHint[o] = makeFreeHint(m.from(), m.to(), t, code)
			}
			return true
		}
	}
	return false
}

// ordinaryMove reports whether the side to move has the ordinary move from
// a to b: its piece on a slides to b, one of its moves (see slideTo).
func (p *Position) ordinaryMove(a, b uint8) bool {
	if code := p.cell[a]; code == 0 || codeOwner(code) != p.toMove || p.cell[b] != 0 {
		return false
	}
	sl := p.specs(a)
	occ := p.occupied()
	for i := range sl.n {
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			if p.slideTo(a, bits.TrailingZeros8(dirs), int(sl.s[i].k), occ) == b {
				return true
			}
		}
	}
	return false
}

// openingMoves appends the ordinary moves of the side to move in p that
// pass mayOpen's first test (sh.touches): from a cell of sh.from or to a
// cell of sh.to. For each group of pieces moving alike and each direction, the
// slides' ends on empty cells (through empty paths, unless leapover) are
// kept if they are in sh.to or are the ends of slides from sh.from.
func (p *Position) openingMoves(sh *shutPaths, dst []Move) []Move {
	empty := p.r.all.Minus(p.occupied())
	leap := p.r.leapOver
	all := board.Set{Lo: ^uint64(0), Hi: ^uint64(0)}
	slides := func(dst []Move, g board.Set, sp moveSpec) []Move {
		from := g.Intersect(sh.from)
		for dirs := sp.dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			ends := slide(g, d, sp.k, empty, leap).Intersect(empty)
			keep := sh.to
			if !from.Empty() {
				keep = keep.Union(slide(from, d, sp.k, all, true))
			}
			back := int(sp.k) * dirAmt[d]
			for bb := ends.Intersect(keep); !bb.Empty(); {
				to := bb.PopFirst()
				dst = append(dst, mv(mkMove, uint8((int(to)-back)&127), uint8(to), 0))
			}
		}
		return dst
	}
	var gs [maxSlideGroups]slideGroup
	for _, g := range gs[:p.slideGroups(p.toMove, &gs)] {
		dst = slides(dst, g.cells, g.sp)
	}
	return dst
}

// shutPaths describes the paths of a besieged piece before its owner's
// trial moves, for a quick test of the ordinary moves that may open one.
type shutPaths struct {
	n     int
	cells [24]board.Set // the path (with leapover, its destination)
	mover [24]board.Set // the owner's pieces on it
	// The hard pieces on it (see shut): their cells and lines.
	hardMan [24][3]uint8
	hard    [24][3]board.Set
	nhard   [24]uint8
	// The sleepers on it (see shut): the cells a move must touch to wake
	// each.
	wake    [24][3]board.Set
	sleeper [24][3]uint8
	nsleep  [24]uint8
	// The other men on it that stood in no instance before the move
	// (see shut): their cells and lines.
	fixedMan [24][3]uint8
	fixed    [24][3]board.Set
	nfixed   [24]uint8
	// A move from a to b may open a path only if a is in from or b in to
	// (see mayOpen).
	from, to board.Set
}

// shut fills sh with the paths of the piece on t (the side to move owns
// it) that end on the board and hold at most one of its owner's pieces.
// An enemy piece on such a path is hard when it stood in no instance
// before the move (a pyramid in none of its roles; or only new instances
// count) and can move: then a move of which neither cell is on its lines
// (the cells up to the first piece in each direction, within 3 cells with
// leapover) leaves them as they were, makes no new instance with it (a
// pyramid keeps its components, and so its moves) and does not stop it
// moving, so it stays, in phase 1 and in the siege of phase 2. Any other
// man on it who stood in no instance (sleepers aside, see sleeper) is
// fixed (without leapover): a move on none of his lines makes no instance
// with him, so phase 1 leaves him, and the siege takes him only if the
// move may enclose him (see frees).
func (p *Position) shut(t uint8, sh *shutPaths, taken *[128]uint8) {
	s := p.toMove
	sl := p.specs(t)
	li := p.r.ranks - minRanks
	sh.n, sh.from, sh.to = 0, board.Set{}, board.Set{}
	for i := range sl.n {
		k := sl.s[i].k
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			to := stepTab[li][t][d][k]
			if to == noCell {
				continue
			}
			cells := pathTab[li][t][d][k-1]
			if p.r.leapOver {
				cells = single(to)
			}
			mover := cells.Intersect(p.occ[s])
			if mover.Count() > 1 {
				continue
			}
			nh, ns, nf := 0, 0, 0
			for bb := cells.Intersect(p.occ[1-s]); !bb.Empty(); {
				y := uint8(bb.PopFirst())
				// A piece that stood in an instance, where every instance
				// counts, is neither hard nor a sleeper (its instance is
				// looked for last, being the dearest test).
				if p.hasOrdinaryMove(y) {
					if p.r.timing == timingAll && p.takenBefore(y, s, taken) {
						continue
					}
					sh.hardMan[sh.n][nh], sh.hard[sh.n][nh] = y, p.lines(y)
					nh++
					continue
				}
				if isPyr(p.cell[y]) {
					continue
				}
				wake, sleeps := p.sleeper(y, taken)
				if p.r.timing == timingAll && p.takenBefore(y, s, taken) {
					continue
				}
				switch {
				case sleeps:
					sh.wake[sh.n][ns], sh.sleeper[sh.n][ns] = wake, y
					ns++
				case !p.r.leapOver:
					sh.fixedMan[sh.n][nf], sh.fixed[sh.n][nf] = y, p.lines(y)
					nf++
				}
			}
			sh.cells[sh.n], sh.mover[sh.n], sh.nhard[sh.n], sh.nsleep[sh.n], sh.nfixed[sh.n] = cells, mover, uint8(nh), uint8(ns), uint8(nf)
			// The move must touch the cells of the path's first hard piece
			// or sleeper; where its owner's piece stands on it, that
			// piece must move.
			touch := board.Set{Lo: ^uint64(0), Hi: ^uint64(0)}
			switch {
			case nh > 0:
				touch = sh.hard[sh.n][0]
			case ns > 0:
				touch = sh.wake[sh.n][0]
			}
			if mover.Empty() {
				sh.from, sh.to = sh.from.Union(touch), sh.to.Union(touch)
			} else {
				sh.from = sh.from.Union(mover)
			}
			sh.n++
		}
	}
}

// lines returns the cells on the 8 lines from y up to the first piece on
// each, that piece included, and with leapover every cell within 3.
func (p *Position) lines(y uint8) board.Set {
	li := p.r.ranks - minRanks
	ray := &rays[li]
	occ := p.occupied()
	var out board.Set
	for w := range 8 {
		r := ray[y][w]
		if b := r.Intersect(occ); !b.Empty() {
			r = r.Minus(ray[nearest(b, w)][w])
		}
		out = out.Union(r)
	}
	if p.r.leapOver {
		out = out.Union(stars3[li][y])
	}
	return out
}

// sleeper reports whether the enemy man on y (of the side not to move in
// p), who cannot move and is not yet besieged, is a sleeper, and the cells
// that wake him. Taking him in phase 1 needs a new instance, so a move
// touching his lines; taking him by siege needs every piece of his own
// that blocks one of his paths gone or outflanked: the move stopping on
// his paths, or the blocker taken, which again needs the move on the
// blocker's lines (unless the blocker stood in an instance before the
// move, or is a pyramid: then he is no sleeper). A move touching none of
// the cells wakes him neither way. With leapover he is no sleeper.
func (p *Position) sleeper(y uint8, taken *[128]uint8) (board.Set, bool) {
	s := p.toMove
	if p.r.leapOver || p.besieged(y, s, false) {
		return board.Set{}, false
	}
	wake := p.lines(y).Union(p.movePaths(y))
	sl := p.specs(y)
	st := &p.steps()[y]
	for i := range sl.n {
		k := int(sl.s[i].k)
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			for j := 1; j <= k; j++ {
				z := st[d][j]
				if z == noCell {
					break
				}
				code := p.cell[z]
				if code == 0 {
					continue
				}
				if codeOwner(code) != s {
					if isPyr(code) || p.r.timing == timingAll && p.takenBefore(z, s, taken) {
						return board.Set{}, false
					}
					wake = wake.Union(p.lines(z))
				}
				break
			}
		}
	}
	return wake, true
}

// movePaths returns the cells of the paths of the ordinary moves of the
// piece on y, destinations included.
func (p *Position) movePaths(y uint8) board.Set {
	li := p.r.ranks - minRanks
	sl := p.specs(y)
	var out board.Set
	for i := range sl.n {
		k := sl.s[i].k
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			out = out.Union(pathTab[li][y][bits.TrailingZeros8(dirs)][k-1])
		}
	}
	return out
}

// onMovePath reports whether the cell b is on the path of an ordinary move
// of the piece on y (see movePaths): in a direction it moves in, no
// farther than one of its slides that way.
func (p *Position) onMovePath(y, b uint8) bool {
	d := lineDir(y, b)
	return d >= 0 && p.specs(y).lengths[d]>>distance(y, b) != 0
}

// mayOpen reports whether an ordinary move from a to b (of the side to
// move in p) may open one of the paths sh describes: its owner's piece on
// it is the one that moves, the move does not end on it, the move stirs
// each hard piece, it touches the cells that wake each sleeper and may
// give him a capturer or enclose him, and it is on the lines of each
// fixed man or may enclose him.
func (p *Position) mayOpen(sh *shutPaths, a, b uint8) bool {
	return sh.touches(a, b) && p.mayOpenPath(sh, a, b)
}

// touches is mayOpen's first test: a move from a to b may open a path
// only if a is in sh.from or b in sh.to.
func (sh *shutPaths) touches(a, b uint8) bool {
	return sh.from.Has(cellOf(a)) || sh.to.Has(cellOf(b))
}

// mayOpenPath is mayOpen path by path.
func (p *Position) mayOpenPath(sh *shutPaths, a, b uint8) bool {
	for i := range sh.n {
		if !sh.mover[i].Without(cellOf(a)).Empty() || sh.cells[i].Has(cellOf(b)) {
			continue
		}
		ok := true
		for j := range sh.nsleep[i] {
			// Phase 1 takes him only with a new capturer, the siege
			// only if he is then enclosed.
			y := sh.sleeper[i][j]
			ok = ok && (sh.wake[i][j].Has(cellOf(a)) || sh.wake[i][j].Has(cellOf(b))) &&
				(p.mayEncloseAfter(y, a, b) || p.newCapturer(y, a, b))
		}
		for j := range sh.nhard[i] {
			ok = ok && p.stirs(sh.hardMan[i][j], a, b, sh.hard[i][j])
		}
		for j := range sh.nfixed[i] {
			// Phase 1 takes him only if the move is on his lines, the
			// siege only if he is then enclosed.
			ok = ok && (sh.fixed[i][j].Has(cellOf(a)) || sh.fixed[i][j].Has(cellOf(b)) ||
				p.mayEncloseAfter(sh.fixedMan[i][j], a, b))
		}
		if ok {
			return true
		}
	}
	return false
}

// stirs reports whether the ordinary move from a to b may give the enemy
// piece on y (lines its lines) a capturer it did not have (the piece that moves, where it stops first on one of its
// lines, or the piece beyond the cell it leaves), or let the siege take it
// (it stops on one of its paths, and each of its move vectors then holds
// a piece of the mover's side: see mayEnclose). Without either, the move
// makes no instance with it, and it stays free of the siege.
func (p *Position) stirs(y, a, b uint8, lines board.Set) bool {
	if !lines.Has(cellOf(a)) && !lines.Has(cellOf(b)) {
		return false
	}
	if p.r.leapOver || p.onMovePath(y, b) && p.mayEncloseAfter(y, a, b) {
		return true
	}
	return p.newCapturer(y, a, b)
}

// mayEncloseAfter is mayEnclose after the ordinary move from a to b of
// the side to move.
func (p *Position) mayEncloseAfter(y, a, b uint8) bool {
	return p.mayEncloseBy(y, p.occ[p.toMove].Without(cellOf(a)).With(cellOf(b)))
}

// newCapturer reports whether the ordinary move from a to b (without
// leapover) may give the enemy piece on y a capturer it did not have: the
// piece that moves, where it stops first on one of its lines, if it may
// take y (see mayTake: the pieces of its side it may need are looked for
// before the move, among those standing after it and the mover on a), or the
// piece beyond the cell it leaves, if it may capture y (see mayCapture:
// mayTake would miss the mover as its partner). Every capturer is the
// first piece on a line from its target; losing one never makes an
// instance.
func (p *Position) newCapturer(y, a, b uint8) bool {
	s := p.toMove
	occ := p.occupied()
	after := occ.Without(cellOf(a)).With(cellOf(b))
	ray := &rays[p.r.ranks-minRanks][y]
	// Only the lines through a or b change.
	dirs := [2]int{lineDir(y, a), lineDir(y, b)}
	if dirs[1] == dirs[0] {
		dirs[1] = -1
	}
	for _, w := range dirs {
		if w < 0 {
			continue
		}
		r := ray[w]
		now := r.Intersect(after)
		if now.Empty() {
			continue
		}
		c := nearest(now, w)
		switch {
		case c == b:
			if code, tc, j := p.cell[a], p.cell[y], distance(b, y); p.r.mayTakeAt(code, tc, j) && p.mayTake(code, tc, b, y, opposite(w), j) {
				return true
			}
		case r.Intersect(occ).Has(cellOf(c)) && nearest(r.Intersect(occ), w) == c:
			// The same first piece as before.
		case p.occ[s].Has(cellOf(c)) && p.mayCapture(c, y, opposite(w)):
			return true
		}
	}
	return false
}

// frees plays m on p, a copy of prev, and reports whether the piece code
// on t is still there afterwards with a legal ordinary move. It is perform
// followed by hasOrdinaryMove, made cheaper: captures only remove the
// enemy's pieces, so a path of t opens only if it holds none of the mover's
// pieces after the action and every enemy piece on it is taken, in phase 1
// or by the siege of phase 2; a man that can move after the action can
// still move after phase 1 (cells only empty), so the siege cannot take
// it; and whether an enemy piece is taken depends only on the pieces near
// it. So only the enemy pieces on such paths, and for the siege the enemy
// pieces on the lines within 3 cells of them, are evaluated.
func (p *Position) frees(prev *Position, m Move, t uint8, code uint8, taken *[128]uint8) bool {
	s := p.toMove
	act := p.action(m)
	if p.cell[t] != code {
		return false
	}
	if !act.phase1 && !act.phase2 {
		return p.hasOrdinaryMove(t)
	}
	var paths [24]board.Set
	np, open := p.pathBlockers(t, s, &paths)
	if open || np == 0 {
		return open
	}
	var need board.Set
	for _, e := range paths[:np] {
		need = need.Union(e)
	}
	var ctx evalCtx
	var affected, changed board.Set
	if act.phase1 {
		ctx = p.ctxFor(prev, m, act.moved)
		changed = p.occ[0].Xor(prev.occ[0]).Union(p.occ[1].Xor(prev.occ[1]))
		for side := range 2 {
			if c := p.pyr[side]; c != noCell && p.comps[side] != prev.comps[side] {
				changed = changed.With(board.Cell(c))
			}
		}
		affected = p.seersAmong(changed, need)
	}
	// A path stays shut if one of its men can be taken neither in phase 1
	// (the action left him and his lines alone, and he stood in no
	// instance before it, or only new instances count) nor by the siege
	// (he can move).
	kept := 0
	for _, e := range paths[:np] {
		ok := true
		for bb := e; ok && !bb.Empty(); {
			y := uint8(bb.PopFirst())
			if isPyr(p.cell[y]) || affected.Has(board.Cell(y)) {
				continue
			}
			ok = act.phase1 && ctx.all && prev.takenBefore(y, s, taken) || act.phase2 && p.mayEnclose(y, s)
		}
		if ok {
			paths[kept] = e
			kept++
		}
	}
	if kept == 0 {
		return false
	}
	np, need = kept, board.Set{}
	for _, e := range paths[:np] {
		need = need.Union(e)
	}
	removed := board.Set{}
	var first capList // the captures of phase 1 among need
	if act.phase1 {
		p.trialPhase1(prev, &ctx, need, affected, taken, &first)
		if first.n != 0 {
			q := *p
			q.applySelected(s, &first, 0, true, nil)
			removed = need.Minus(q.occ[1-s])
		}
	}
	var sieged board.Set // pieces the siege must take to open a path
	for _, e := range paths[:np] {
		rest := e.Minus(removed)
		if rest.Empty() {
			return true // phase 2 only removes more
		}
		if !act.phase2 {
			continue
		}
		ok := true
		for bb := rest; ok && !bb.Empty(); {
			y := uint8(bb.PopFirst())
			ok = isPyr(p.cell[y]) || p.mayEnclose(y, s)
		}
		if ok {
			sieged = sieged.Union(rest)
		}
	}
	if sieged.Empty() {
		return false
	}
	if act.phase1 {
		// The siege of y depends on the pieces phase 1 takes from its
		// paths.
		eval := need
		li := p.r.ranks - minRanks
		for bb := sieged; !bb.Empty(); {
			y := uint8(bb.PopFirst())
			if isPyr(p.cell[y]) {
				// Its moves may change with its components.
				eval = eval.Union(stars3[li][y])
				continue
			}
			eval = eval.Union(p.movePaths(y))
		}
		// need's captures are known; the pieces beyond it are evaluated
		// in the same position, phase 1's captures being simultaneous.
		eval = eval.Intersect(p.occ[1-s]).Minus(need)
		p.trialPhase1(prev, &ctx, eval, affected.Union(p.seersAmong(changed, eval)), taken, &first)
		p.applySelected(s, &first, 0, true, nil)
	}
	var l capList
	for bb := sieged.Intersect(p.occ[1-s]); !bb.Empty(); {
		y := uint8(bb.PopFirst())
		if p.besieged(y, s, false) {
			l.add(capTarget{cell: y, value: int16(p.valueWhole(y))})
		}
	}
	p.applySelected(s, &l, 0, true, nil)
	return p.hasOrdinaryMove(t)
}

// lookahead is the scratch space of freedByOneMove.
type lookahead struct {
	buf   [256]Move
	r     Position
	taken [128]uint8 // for takenBefore
	shut  shutPaths  // filled by shut, read up to its count
}

var lookaheadScratch = sync.Pool{New: func() any { return new(lookahead) }}
