package rithmomachia

// Finding capturers: the pieces of the capturing side around a target,
// sorted by where they stand to it (reaching it, first on its line, next
// to it), for the relations of instances.go.

import (
	"math/bits"

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
	along bool // on a line, the capturer moves along it (set where a relation is alongMove)
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
	all   bool  // every instance counts, new or old
	tc    uint8 // the target's code
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
	g.tc = p.cell[t]
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
		x.along = r.lineAlong && p.moveDirs(c)&(1<<d) != 0
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
