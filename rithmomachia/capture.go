package rithmomachia

import (
	"math/bits"
	"sync"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// capturer is a piece of the capturing side that stands in some relation to
// a target: it reaches it, sees it along a line, or stands next to it.
type capturer struct {
	cell  uint8
	dist  uint8 // cells from the capturer to the target
	dir   uint8 // direction from the capturer to the target
	nv    uint8 // number of values in vals
	man   bool
	kind  uint8
	fresh bool // the capturer makes an instance new (spec §5.5 A.1, D18)
	vals  [7]int16
}

// gathered holds the capturers around one target.
type gathered struct {
	reach [24]capturer // 3 a line at most, with leapover
	nr    int
	line  [8]capturer
	nl    int
	adj   [8]capturer
	na    int
	all   bool // every instance counts, new or old
}

// evalCtx says which relation instances capture (spec §5.5, D18): all of
// them; only new ones (an instance is old if it stood identically in prev);
// or only those of the moved piece.
type evalCtx struct {
	all   bool
	prev  *Position
	moved uint8
}

// valueList is a list of a piece's values.
type valueList struct {
	n    uint8
	vals [7]int16
}

// capValues fills the values the piece on c captures with (spec §4.2,
// §5.4, §6.3, §7): a man its number; a pyramid those of pyramidValues.
func (p *Position) capValues(c uint8, x *capturer) {
	code := p.cell[c]
	k := codeKind(code)
	v := p.valuesOf(code)
	x.kind, x.man, x.vals, x.nv = k, kinds[k].shape != Pyramid, v.vals, v.n
}

// pyramidValues returns the values side's pyramid with the components mask
// (of its own components) captures with: its total (nominal and only while complete, or current,
// D17) and, where components capture (M, I), each component.
func pyramidValues(r *rules, side variant.Side, mask uint8) valueList {
	var l valueList
	mask &= pyrComplete[side]
	total := 0
	for m := mask; m != 0; m &= m - 1 {
		total += pyramidComponents[side][bits.TrailingZeros8(m)].Number
	}
	switch {
	case r.pyrCurrent:
		if mask != 0 {
			l.vals[l.n] = int16(total)
			l.n++
		}
	case mask == pyrComplete[side]:
		l.vals[l.n] = int16(pyrNominal[side])
		l.n++
	}
	if r.compCapture {
		for m := mask; m != 0; m &= m - 1 {
			l.vals[l.n] = int16(pyramidComponents[side][bits.TrailingZeros8(m)].Number)
			l.n++
		}
	}
	return l
}

// pyramidOffers returns every value side's pyramid with the components
// mask offers as a target: its current total, then each component.
func pyramidOffers(side variant.Side, mask uint8) valueList {
	var l valueList
	mask &= pyrComplete[side]
	total := 0
	for m := mask; m != 0; m &= m - 1 {
		total += pyramidComponents[side][bits.TrailingZeros8(m)].Number
	}
	l.vals[0], l.n = int16(total), 1
	for m := mask; m != 0; m &= m - 1 {
		l.vals[l.n] = int16(pyramidComponents[side][bits.TrailingZeros8(m)].Number)
		l.n++
	}
	return l
}

// hasSpec reports whether the piece on c has an ordinary slide of exactly j
// cells in direction d: whether it reaches the cell j away (spec §4.1).
func (p *Position) hasSpec(c uint8, d, j int) bool {
	return p.specs(c).lengths[d]&(1<<j) != 0
}

// moveDirs returns the union of the directions of a piece's moves.
func (p *Position) moveDirs(c uint8) uint8 { return p.specs(c).dirs }

// samePiece reports whether prev holds the same piece on c as p.
func (p *Position) samePiece(prev *Position, c uint8) bool {
	code := p.cell[c]
	if prev.cell[c] != code {
		return false
	}
	if code != 0 && isPyr(code) {
		side := kinds[codeKind(code)].side
		return prev.comps[side] == p.comps[side]
	}
	return true
}

// emptyIn reports whether the cells 1..j-1 steps from t in direction w are
// empty in q.
func emptyIn(q *Position, t uint8, w, j int) bool {
	ray := &q.steps()[t][w]
	for i := 1; i < j; i++ {
		if q.cell[ray[i]] != 0 {
			return false
		}
	}
	return true
}

// gather collects the capturers of side s around the target on t.
func (p *Position) gather(g *gathered, t uint8, s variant.Side, ctx *evalCtx) {
	g.nr, g.nl, g.na = 0, 0, 0
	g.all = ctx == nil || ctx.all
	targetSame := true
	if !g.all && ctx.prev != nil {
		targetSame = p.samePiece(ctx.prev, t)
	}
	if !p.r.leapOver {
		// The pieces of s in t's star; not those that stand in no
		// relation to it at their distance (mayTakeAt holds for every
		// capturer gatherFirst adds).
		var st star
		p.starAt(&st, t, s, p.occupied())
		tc := p.cell[t]
		for m := st.own; m != 0; m &= m - 1 {
			w := bits.TrailingZeros8(m)
			c := st.cell[w]
			if j := distance(c, t); p.r.mayTakeAt(p.cell[c], tc, j) {
				p.gatherFirst(g, c, t, w, j, ctx, targetSame)
			}
		}
		return
	}
	st := &p.steps()[t]
	rs := &rays[p.r.ranks-minRanks][t]
	occ := p.occupied()
	needReach := p.r.gathers&gatherReach != 0
	for w := range 8 {
		blockers := rs[w].Intersect(occ)
		if blockers.Empty() {
			continue
		}
		c := nearest(blockers, w)
		j := distance(c, t)
		if codeOwner(p.cell[c]) == s {
			p.gatherFirst(g, c, t, w, j, ctx, targetSame)
		}
		if needReach {
			// With leapover, cells between do not block a reach.
			ray := &st[w]
			for jj := j + 1; jj <= 3; jj++ {
				c2 := ray[jj]
				if c2 == noCell {
					break
				}
				if code := p.cell[c2]; code != 0 && codeOwner(code) == s && p.hasSpec(c2, opposite(w), jj) {
					x := &g.reach[g.nr]
					p.capValues(c2, x)
					x.cell, x.dist, x.dir, x.fresh = c2, uint8(jj), uint8(opposite(w)), g.all || p.fresh(ctx, targetSame, c2, t, w, jj, false)
					g.nr++
				}
			}
		}
	}
}

// What gather collects: capturers reaching the target, on its line, next
// to it (see rules.gathers).
const (
	gatherReach = 1 << iota
	gatherLine
	gatherAdjacent
)

// gatherFirst adds the piece of s on c, the first piece on line w from the
// target on t, j cells away, to the relations it may be in.
func (p *Position) gatherFirst(g *gathered, c, t uint8, w, j int, ctx *evalCtx, targetSame bool) {
	r := p.r
	d := w ^ 4
	var reach, line bool
	code, tc := p.cell[c], p.cell[t]
	if sh := codeShapes[code]; sh != Pyramid && codeShapes[tc] != Pyramid {
		// Two men: in a line relation only at the distances their numbers
		// allow, along a direction the relations use (see mayCapture).
		reach = r.gathers&gatherReach != 0 && r.reachOn[sh][d]>>j&1 != 0
		line = r.gathers&gatherLine != 0 && uint32(r.lineRel[code&63][tc&63])&r.lineOn[sh][d]>>(j&15)&1 != 0
	} else {
		// A pyramid's values vary: any line relation may hold.
		reach = r.gathers&gatherReach != 0 && j <= 3 && p.hasSpec(c, d, j)
		line = r.gathers&gatherLine != 0
	}
	adj := r.gathers&gatherAdjacent != 0 && j == 1 && (!r.adjOrthOnly || w&1 == 0)
	if !reach && !line && !adj {
		return
	}
	var x capturer
	p.capValues(c, &x)
	x.cell, x.dist, x.dir = c, uint8(j), uint8(d)
	if reach {
		x.fresh = g.all || p.fresh(ctx, targetSame, c, t, w, j, !r.leapOver)
		g.reach[g.nr] = x
		g.nr++
	}
	if line {
		x.fresh = g.all || p.fresh(ctx, targetSame, c, t, w, j, true)
		g.line[g.nl] = x
		g.nl++
	}
	if adj {
		x.fresh = g.all || p.fresh(ctx, targetSame, c, t, w, j, false)
		g.adj[g.na] = x
		g.na++
	}
}

// fresh reports whether the capturer on c, j cells from the target on t
// along line w from it, makes an instance new in ctx (spec §5.5 A.1, D18):
// it is the moved piece; or it, or the target (targetSame false), changed
// since prev, or (path) a cell between them did.
func (p *Position) fresh(ctx *evalCtx, targetSame bool, c, t uint8, w, j int, path bool) bool {
	if ctx.prev == nil {
		return c == ctx.moved
	}
	if !targetSame || !p.samePiece(ctx.prev, c) {
		return true
	}
	return path && !emptyIn(ctx.prev, t, w, j)
}

// roles returns the number of target roles of the piece on t: a man has
// one (itself); a pyramid has its total (role 0) and one per component
// place (roles 1..6; absent components are skipped by roleValue).
func (p *Position) roles(t uint8) int {
	if isPyr(p.cell[t]) {
		return 1 + len(pyramidComponents[kinds[codeKind(p.cell[t])].side])
	}
	return 1
}

// roleValue returns the value a target offers in a role (spec §4.2) and
// the cossic signs it bears, or ok false for an absent component.
func (p *Position) roleValue(t uint8, role uint8) (tv int, signs Signs, ok bool) {
	k := codeKind(p.cell[t])
	if kinds[k].shape != Pyramid {
		return kinds[k].number, kinds[k].signs, true
	}
	side := kinds[k].side
	if role == 0 {
		return p.pyrTotal(side), 0, true
	}
	i := role - 1
	if p.comps[side]&(1<<i) == 0 {
		return 0, 0, false
	}
	v := pyramidComponents[side][i].Number
	if p.r.cossicComps {
		signs = componentSigns(side, v)
	}
	return v, signs, true
}

// capTarget is one capture: the target's cell and role (0: the whole piece;
// 1+i: component i of a pyramid), the value taken, and whether a proportion
// relation took it.
type capTarget struct {
	cell  uint8
	role  uint8
	prop  bool
	value int16
}

// capList is a list of captures in canonical order (by cell, then role).
type capList struct {
	n int
	t [64]capTarget
}

func (l *capList) add(t capTarget) {
	if l.n < len(l.t) {
		l.t[l.n] = t
		l.n++
	}
}

// phase1 lists the targets of side s's arithmetic captures in p (spec §5.5
// A.1, §6.3, §7): every enemy piece or component with an accepted instance
// of an enabled relation.
func (p *Position) phase1(s variant.Side, ctx *evalCtx, out *capList, near3 board.Set) {
	p.phase1On(s, ctx, out, p.phase1Candidates(s, near3))
}

// phase1On is phase1 over the enemy pieces cand only.
func (p *Position) phase1On(s variant.Side, ctx *evalCtx, out *capList, cand board.Set) {
	out.n = 0
	if cand.Empty() {
		return
	}
	var g gathered
	for bb := cand; !bb.Empty(); {
		t := uint8(bb.PopFirst())
		p.gather(&g, t, s, ctx)
		if g.nr+g.nl+g.na == 0 {
			continue
		}
		for role := range p.roles(t) {
			tv, signs, ok := p.roleValue(t, uint8(role))
			if !ok {
				continue
			}
			if hit, prop := p.relations(&g, tv, signs, nil); hit {
				out.add(capTarget{cell: t, role: uint8(role), prop: prop, value: int16(tv)})
			}
		}
	}
}

// phase1Candidates returns the enemy pieces that may be targets: those a
// piece of s reaches, sees along a line with numbers that may be in a line
// relation, or stands next to, as the enabled relations need.
func (p *Position) phase1Candidates(s variant.Side, near3 board.Set) board.Set {
	if p.r.noFilter {
		return p.occ[1-s]
	}
	r := p.r
	empty := r.all.Minus(p.occupied())
	enemy := p.occ[1-s]
	var cand board.Set
	if r.gathers&gatherReach != 0 {
		// A reach is at most 3 cells long.
		cand = enemy.Intersect(near3)
		if cand.Count() > 3 {
			refine := p.reachSet(s, empty)
			if r.pairAdjacent {
				refine = refine.Union(p.adjacent(s, false))
			}
			cand = cand.Intersect(refine)
		}
	} else if r.pairAdjacent {
		cand = p.near(enemy.Intersect(near3), p.occ[s], 1)
	}
	if r.gathers&gatherLine != 0 {
		cand = cand.Union(p.lineCandidates(s, empty))
	}
	return cand.Intersect(enemy)
}

// phase2 lists the enemy pieces in oblivion or besieged (spec §5.3, §6.3),
// in the position after phase 1. lookahead enables the Modern siege's
// look-ahead (D33).
func (p *Position) phase2(s variant.Side, out *capList, lookahead bool, near3 board.Set) {
	cand, exact := p.phase2Candidates(s, near3)
	p.phase2On(s, out, lookahead, cand, exact)
}

// phase2Candidates returns the enemy pieces that phase 2 of side s must
// test, and whether they are exactly the enclosed ones: siegeCandidates
// finds them, except in F3.
func (p *Position) phase2Candidates(s variant.Side, near3 board.Set) (cand board.Set, exact bool) {
	if p.r.noFilter {
		return p.occ[1-s], false
	}
	return p.siegeCandidates(s, near3), p.r.siege != siegeFourSides
}

// phase2On is phase2 over the candidates cand (exact: all enclosed).
func (p *Position) phase2On(s variant.Side, out *capList, lookahead bool, cand board.Set, exact bool) {
	out.n = 0
	var enclosed board.Set
	for bb := cand; !bb.Empty(); {
		t := uint8(bb.PopFirst())
		if !exact && !p.enclosed(t, s) {
			continue
		}
		enclosed = enclosed.With(cellOf(t))
		if !(lookahead && p.lookingAhead() && p.freedByOneMove(t)) {
			out.add(capTarget{cell: t, value: int16(p.valueWhole(t))})
		}
	}
	// The search starts again from the pieces found enclosed; those taken
	// leave their cells changed.
	p.siegeDirty[s] = enclosed
}

// besieged reports whether the piece on t is in oblivion or besieged by
// side s.
func (p *Position) besieged(t uint8, s variant.Side, lookahead bool) bool {
	return p.enclosed(t, s) && !(lookahead && p.lookingAhead() && p.freedByOneMove(t))
}

// lookingAhead reports whether the rules' siege has the look-ahead (D33).
func (p *Position) lookingAhead() bool { return p.r.siege == siegeModern && p.r.lookahead }

// enclosed reports whether the piece on t is besieged by side s before the
// look-ahead: in F3 its four (or eight) neighbours hold pieces of s or are
// off the board; elsewhere it has no ordinary move, every move vector
// blocked first by a piece of s, off-board vectors by the edge (D14, D15,
// D33).
func (p *Position) enclosed(t uint8, s variant.Side) bool {
	st := &p.steps()[t]
	if p.r.siege == siegeFourSides {
		// F3: the four orthogonal neighbours (eight with diagonal moves,
		// D16) hold pieces of s, or are off the board (D15).
		for d := range 8 {
			if d&1 == 1 && !p.r.diagonal {
				continue
			}
			c := st[d][1]
			if c == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			if code := p.cell[c]; code == 0 || codeOwner(code) != s {
				return false
			}
		}
		return true
	}
	sl := p.specs(t)
	sp, n := &sl.s, sl.n
	for i := range n {
		k := int(sp[i].k)
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			if st[d][k] == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			blocked := false
			for j := 1; j <= k; j++ {
				if p.r.leapOver && j < k {
					continue
				}
				if code := p.cell[st[d][j]]; code != 0 {
					if codeOwner(code) != s {
						return false
					}
					blocked = true
					break
				}
			}
			if !blocked {
				return false
			}
		}
	}
	return true
}

// hasOrdinaryMove reports whether the piece on t has a legal ordinary move.
func (p *Position) hasOrdinaryMove(t uint8) bool {
	sl := p.specs(t)
	sp, n := &sl.s, sl.n
	occ := p.occupied()
	for i := range n {
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			if p.slideTo(t, bits.TrailingZeros8(dirs), int(sp[i].k), occ) != noCell {
				return true
			}
		}
	}
	return false
}

// freedByOneMove reports whether some legal move of the owner of the piece
// on t, with the captures it would make, leaves that piece a legal move
// (D33).
func (p *Position) freedByOneMove(t uint8) bool {
	q := *p
	q.toMove = codeOwner(p.cell[t])
	q.pick = 0
	// The move list and the trial position would escape to the heap (gen
	// and perform keep them): they come from a pool, so that a siege test
	// allocates nothing.
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

// mayEnclose reports whether the siege by side s (of phase 2) may take
// the enemy piece on y once phase 1 has taken enemy pieces: each move
// vector of its that ends on the board holds a piece of s (with leapover,
// on its end), and the edge blocks the others. Phase 1 only empties cells
// of the enemy's, so a vector without a piece of s is then open or
// blocked first by an enemy piece. A pyramid's moves may change with the
// components phase 1 takes: it may always be enclosed.
func (p *Position) mayEnclose(y uint8, s variant.Side) bool {
	return p.mayEncloseBy(y, p.occ[s])
}

// mayEncloseBy is mayEnclose with the pieces of s on the cells own.
func (p *Position) mayEncloseBy(y uint8, own board.Set) bool {
	if isPyr(p.cell[y]) {
		return true
	}
	li := p.r.ranks - minRanks
	sl := p.specs(y)
	for i := range sl.n {
		k := sl.s[i].k
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			to := stepTab[li][y][d][k]
			if to == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			path := pathTab[li][y][d][k-1]
			if p.r.leapOver {
				path = single(to)
			}
			if !path.Intersects(own) {
				return false
			}
		}
	}
	return true
}

// trialPhase1 adds to l the captures of phase 1 among the enemy pieces
// cand, in a look-ahead trial (perform's p, a copy of prev), without
// making them. A man off the lines of the cells the action changed
// (affected, their seers) is in the same instances as before it: taken if
// every instance counts and one stood in prev, not taken if only new ones
// count. The others are evaluated (phase1On) unless no piece of s may take
// them (see mayBeTaken).
func (p *Position) trialPhase1(prev *Position, ctx *evalCtx, cand, affected board.Set, taken *[128]uint8, l *capList) {
	s := p.toMove
	var men board.Set
	for bb := cand.Minus(affected); !bb.Empty(); {
		y := bb.PopFirst()
		if isPyr(p.cell[y]) {
			continue
		}
		cand = cand.Without(y)
		if ctx.all && prev.takenBefore(uint8(y), s, taken) {
			men = men.With(y)
		}
	}
	if !p.r.leapOver {
		// A piece no piece of s may take stands in no instance.
		for bb := cand; !bb.Empty(); {
			if y := bb.PopFirst(); !p.mayBeTaken(uint8(y), s) {
				cand = cand.Without(y)
			}
		}
	}
	if !cand.Empty() {
		var found capList
		p.phase1On(s, ctx, &found, cand)
		for _, t := range found.t[:found.n] {
			l.add(t)
		}
	}
	for bb := men; !bb.Empty(); {
		l.add(capTarget{cell: uint8(bb.PopFirst())})
	}
}

// takenBefore reports whether the piece on y stands in an instance of a
// relation of side s in p, every instance counting (a pyramid in any of
// its roles); taken caches the answers by cell (0 unknown, 1 no, 2 yes).
func (p *Position) takenBefore(y uint8, s variant.Side, taken *[128]uint8) bool {
	if taken[y] == 0 && !p.r.leapOver && !p.mayBeTaken(y, s) {
		taken[y] = 1 // no capturer (see mayBeTaken)
	}
	if taken[y] == 0 {
		var g gathered
		p.gather(&g, y, s, &evalCtx{all: true})
		taken[y] = 1
		for role := range p.roles(y) {
			if g.nr+g.nl+g.na == 0 {
				break
			}
			tv, signs, ok := p.roleValue(y, uint8(role))
			if !ok {
				continue
			}
			if hit, _ := p.relations(&g, tv, signs, nil); hit {
				taken[y] = 2
				break
			}
		}
	}
	return taken[y] == 2
}

// stars3[L-minRanks][c] are the cells on the 8 lines from c within 3
// cells, c excluded: the cells an ordinary move's path from c can cross.
var stars3 = func() *[maxRanks - minRanks + 1][128]board.Set {
	t := new([maxRanks - minRanks + 1][128]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range 128 {
			for d := range 8 {
				for j := 1; j <= 3; j++ {
					if x := stepTab[l][c][d][j]; x != noCell {
						t[l][c] = t[l][c].With(board.Cell(x))
					}
				}
			}
		}
	}
	return t
}()

// pathBlockers lists in paths, for each path of an ordinary move of the
// piece on t (owned by s) that ends on the board and holds no piece of s,
// the enemy pieces on it (with leapover, on its destination); open says
// one of them holds none.
func (p *Position) pathBlockers(t uint8, s variant.Side, paths *[24]board.Set) (n int, open bool) {
	sl := p.specs(t)
	sp, ns := &sl.s, sl.n
	st := &p.steps()[t]
	for i := range ns {
		k := int(sp[i].k)
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			if st[d][k] == noCell {
				continue
			}
			var enemy board.Set
			own := false
			for j := 1; j <= k; j++ {
				if p.r.leapOver && j < k {
					continue
				}
				c := st[d][j]
				if code := p.cell[c]; code != 0 {
					if codeOwner(code) == s {
						own = true
						break
					}
					enemy = enemy.With(board.Cell(c))
				}
			}
			if own {
				continue
			}
			if enemy.Empty() {
				return n, true
			}
			paths[n] = enemy
			n++
		}
	}
	return n, false
}

// lookahead is the scratch space of freedByOneMove.
type lookahead struct {
	buf   [256]Move
	r     Position
	taken [128]uint8 // for takenBefore
	shut  shutPaths  // filled by shut, read up to its count
}

var lookaheadScratch = sync.Pool{New: func() any { return new(lookahead) }}

// applySelected makes the captures of list chosen by mask (with optional
// captures; otherwise all of them) for side s, all at once (spec §5.5:
// simultaneous). It records them in rec and returns the components taken
// from the enemy pyramid, whether a proportion took something, and the
// number of captures.
func (p *Position) applySelected(s variant.Side, l *capList, mask uint32, all bool, rec *record) (uint8, bool, int) {
	if l.n == 0 {
		return 0, false, 0
	}
	o := 1 - s
	var whole bool
	var comps uint8
	prop := false
	n := 0
	var men [64]uint8
	nm := 0
	sel := func(i int) bool {
		return all || !p.r.optional || i >= maxChoice || mask&(1<<i) != 0
	}
	for i := range l.n {
		if t := l.t[i]; sel(i) && t.role == 0 && isPyr(p.cell[t.cell]) {
			whole = true
		}
	}
	for i := range l.n {
		if !sel(i) {
			continue
		}
		t := l.t[i]
		n++
		prop = prop || t.prop
		if isPyr(p.cell[t.cell]) {
			if t.role != 0 {
				comps |= 1 << (t.role - 1)
				if whole {
					continue // the whole pyramid goes (spec §5.5 A.1)
				}
			}
			if rec != nil {
				rec.add(t)
			}
			continue
		}
		if rec != nil {
			rec.add(t)
		}
		if nm == 0 || men[nm-1] != t.cell {
			men[nm] = t.cell
			nm++
		}
	}
	for _, c := range men[:nm] {
		k := codeKind(p.lift(c))
		p.ledger[s][k]++
		if !p.r.outOfPlay {
			p.prisoners[s][k]++
		}
	}
	if !whole && comps == 0 {
		return 0, prop, n
	}
	pc := p.pyr[o]
	p.componentsChanged(o)
	if whole || p.r.baseLoss && comps&1 != 0 {
		// The whole pyramid: each remaining component is one ledger entry
		// (spec §5.6, D43); in F3 losing the base loses it all (§5.7).
		for m := p.comps[o]; m != 0; m &= m - 1 {
			p.ledger[s][compEntry[o][bits.TrailingZeros8(m)]]++
		}
		p.lift(pc)
		p.comps[o] = 0
		return 0, prop, n
	}
	comps &= p.comps[o]
	for m := comps; m != 0; m &= m - 1 {
		p.ledger[s][compEntry[o][bits.TrailingZeros8(m)]]++
	}
	p.comps[o] &^= comps
	if p.comps[o] == 0 {
		p.lift(pc) // every component taken one after another (§5.7)
	}
	return comps, prop, n
}

// record collects the captures a move makes, for its text.
type record struct {
	capList
}
