package rithmomachia

import (
	"encoding/binary"
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Bitboard prefilters. They find, for a whole side at once, the enemy
// pieces that may be targets of a capture, so that the exact (and slower)
// evaluation of gather and relations runs only on those. Each filter is a
// superset: it never drops a target the exact evaluation would take.

// dirAmt is the change of cell number of one step in each direction.
var dirAmt = [8]int{8, 9, 1, -7, -8, -9, -1, 7}

// rays[L-minRanks][c][d] are the cells from c in direction d to the edge.
var rays = func() *[maxRanks - minRanks + 1][128][8]board.Set {
	t := new([maxRanks - minRanks + 1][128][8]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range 128 {
			for d := range 8 {
				for j := 1; j < 16; j++ {
					x := stepTab[l][c][d][j]
					if x == noCell {
						break
					}
					t[l][c][d] = t[l][c][d].With(board.Cell(x))
				}
			}
		}
	}
	return t
}()

// boxes[L-minRanks][k][c] are the cells within k steps of c in any of the
// 8 directions (Chebyshev distance 1..k), c excluded.
var boxes = func() *[maxRanks - minRanks + 1][4][128]board.Set {
	t := new([maxRanks - minRanks + 1][4][128]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range l*0 + (l+minRanks)*files {
			fc, rc := coord(uint8(c))
			for x := range (l + minRanks) * files {
				fx, rx := coord(uint8(x))
				if d := max(abs(fx-fc), abs(rx-rc)); d >= 1 && d <= 3 {
					for k := d; k <= 3; k++ {
						t[l][k][c] = t[l][k][c].With(board.Cell(x))
					}
				}
			}
		}
	}
	return t
}()

// dilate3 returns the cells within 3 steps (in any of the 8 directions)
// of a cell of s, s included, within the board: along the ranks 1 step
// each way, then 2 more (a rank is a byte: the masks keep the cells that
// would leave it); then so along the files.
func (p *Position) dilate3(s board.Set) board.Set {
	const notFilesGH, notFilesAB = 0x3F3F3F3F3F3F3F3F, 0xFCFCFCFCFCFCFCFC
	lo, hi := s.Lo, s.Hi
	lo |= lo&notFileHLo<<1 | lo&notFileALo>>1
	hi |= hi&notFileHLo<<1 | hi&notFileALo>>1
	lo |= lo&notFilesGH<<2 | lo&notFilesAB>>2
	hi |= hi&notFilesGH<<2 | hi&notFilesAB>>2
	h := board.Set{Lo: lo, Hi: hi}
	h = h.Union(h.ShiftUp(8)).Union(h.ShiftDown(8))
	h = h.Union(h.ShiftUp(16)).Union(h.ShiftDown(16))
	return h.Intersect(p.r.all)
}

// near returns the pieces of targets that have a piece of by within k
// steps.
func (p *Position) near(targets, by board.Set, k int) board.Set {
	box := &boxes[p.r.ranks-minRanks][k]
	var out board.Set
	for bb := targets; !bb.Empty(); {
		t := bb.PopFirst()
		if box[t].Intersects(by) {
			out = out.With(t)
		}
	}
	return out
}

// nearest returns the cell of blockers nearest along direction d from the
// ray's start (blockers are cells of one ray); see lowest and highest for
// an empty set.
func nearest(blockers board.Set, d int) uint8 {
	if dirAmt[d] > 0 {
		return lowest(blockers)
	}
	return highest(blockers)
}

// lowest returns the lowest-numbered cell of b, or 128 if b is empty,
// without a branch.
func lowest(b board.Set) uint8 {
	// In Hi only when Lo holds none (n = 64).
	n := bits.TrailingZeros64(b.Lo)
	return uint8(n + bits.TrailingZeros64(b.Hi)&-(n>>6))
}

// highest returns the highest-numbered cell of b, or 255 if b is empty,
// without a branch.
func highest(b board.Set) uint8 {
	n := bits.LeadingZeros64(b.Hi)
	return uint8(127 - n - bits.LeadingZeros64(b.Lo)&-(n>>6))
}

// distance returns the Chebyshev distance of two cells: the steps from
// one to the other along a line of the board when they share one.
func distance(a, b uint8) int {
	df, dr := int(a&7)-int(b&7), int(a>>3&15)-int(b>>3&15)
	return max(df^df>>63-df>>63, dr^dr>>63-dr>>63)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// groupReach returns the cells the pieces g reach with the slide sp (spec
// §4.1): the destination whatever stands there, the path empty unless
// leapover.
func (p *Position) groupReach(g board.Set, sp moveSpec, empty board.Set) board.Set {
	return slideEnds(g, sp.dirs, sp.k, empty, p.r.leapOver)
}

var noSpecs specList

// slideGroup is a group of pieces that make the same ordinary slide.
type slideGroup struct {
	cells board.Set
	sp    moveSpec
}

// maxSlideGroups bounds the groups of slideGroups: the three shapes and a
// pyramid's other moves.
const maxSlideGroups = 3 + len(specList{}.s)

// slideGroups writes side s's pieces by their ordinary slides to out and
// returns how many groups it wrote: the men of each shape that has some,
// with the pyramid where it shares their move, then the pyramid alone by
// each of its other moves.
func (p *Position) slideGroups(s variant.Side, out *[maxSlideGroups]slideGroup) int {
	// Each group is written once, where it goes (see PERF.md,
	// slideGroups).
	c := p.pyr[s]
	var shared uint8
	extra := &noSpecs
	if c != noCell {
		mask := p.comps[s]
		shared, extra = p.r.pyrShared[s][mask], &p.r.pyrExtra[s][mask]
	}
	n := 0
	for sh := range 3 {
		g := p.shapes[sh].Intersect(p.occ[s])
		if shared&(1<<sh) != 0 {
			g = g.With(board.Cell(c))
		}
		if !g.Empty() {
			out[n] = slideGroup{g, p.r.men[sh]}
			n++
		}
	}
	for i := range extra.n {
		out[n] = slideGroup{single(c), extra.s[i]}
		n++
	}
	return n
}

// reachSet returns the cells side s's pieces reach.
func (p *Position) reachSet(s variant.Side, empty board.Set) board.Set {
	var reach board.Set
	var gs [maxSlideGroups]slideGroup
	for _, g := range gs[:p.slideGroups(s, &gs)] {
		reach = reach.Union(p.groupReach(g.cells, g.sp, empty))
	}
	return reach.Intersect(p.r.all)
}

// lineCandidates returns the enemy pieces that stand first on a line from
// a piece of s in a direction its line relations use, and whose numbers
// could be in such a relation with it (ignoring whether the instance is
// new).
func (p *Position) lineCandidates(s variant.Side, empty board.Set) board.Set {
	var out board.Set
	enemy := p.occ[1-s]
	occ := p.occupied()
	ray := &rays[p.r.ranks-minRanks]
	pc, pe := p.pyr[s], p.pyr[1-s]
	// The generators of the lines: all pieces (a relation on every line),
	// or the pieces whose moves go along the line (alongMove); every rule
	// set's move directions are O4, D4 or D8, so two sets serve all 8.
	var genO, genD board.Set
	if p.r.lineAny {
		genO, genD = p.occ[s], p.occ[s]
	} else if p.r.lineAlong {
		own := p.occ[s]
		for sh := range 3 {
			if p.r.men[sh].dirs&dirsO4 != 0 {
				genO = genO.Union(p.shapes[sh])
			}
			if p.r.men[sh].dirs&dirsD4 != 0 {
				genD = genD.Union(p.shapes[sh])
			}
		}
		genO, genD = genO.Intersect(own), genD.Intersect(own)
		if pc != noCell {
			if dirs := p.specs(pc).dirs; dirs&dirsO4 != 0 {
				genO = genO.With(board.Cell(pc))
			}
			if dirs := p.specs(pc).dirs; dirs&dirsD4 != 0 {
				genD = genD.With(board.Cell(pc))
			}
		}
	}
	for d := range 8 {
		gen := genO
		if d&1 == 1 {
			gen = genD
		}
		if gen.Empty() {
			continue
		}
		hits := lineEnds(gen, empty, d).Intersect(enemy).Minus(out)
		for !hits.Empty() {
			t := uint8(hits.PopFirst())
			c := nearest(ray[t][opposite(d)].Intersect(occ), opposite(d))
			dist := distance(c, t)
			if c != pc && t != pe {
				if p.r.lineRel[p.cell[c]&63][p.cell[t]&63]&(1<<dist) != 0 {
					out = out.With(board.Cell(t))
				}
				continue
			}
			if p.r.lineRelationPossible(p.valuesOf(p.cell[c]), p.offersOf(p.cell[t]), dist) {
				out = out.With(board.Cell(t))
			}
		}
	}
	return out
}

// valuesOf returns the values the piece code captures with (see
// capValues). The lists are the rules' and manValues, not copies (see
// PERF.md, valuesOf).
func (p *Position) valuesOf(code uint8) *valueList {
	k := codeKind(code)
	if kinds[k].shape != Pyramid {
		return &manValues[k]
	}
	side := kinds[k].side
	return &p.r.pyrValues[side][p.comps[side]&63]
}

// offersOf returns every value the piece code offers as a target.
func (p *Position) offersOf(code uint8) *valueList {
	k := codeKind(code)
	if kinds[k].shape != Pyramid {
		return &manValues[k]
	}
	side := kinds[k].side
	return &p.r.pyrOffers[side][p.comps[side]&63]
}

// manValues[k] is the one value of a man of kind k, none for a pyramid
// (set with kinds).
var manValues [numKinds]valueList

// lineRelationPossible reports whether some value of cv (a capturer's)
// and some value of tv (its target's) are in a line relation at distance
// dist, in some direction.
func (r *rules) lineRelationPossible(cv, tv *valueList, dist int) bool {
	return oneMay(r.lineOne, cv, tv, dist, true)
}

// oneMay reports whether some value of cv and some value of tv may be in
// a one-capturer relation of the arithmetics set at distance dist (man:
// the capturer is a man). The value lists hold no cossic signs: a cossic
// relation may hold wherever a man captures.
func oneMay(set arithSet, cv, tv *valueList, dist int, man bool) bool {
	if set.has(cossic) && man {
		return true
	}
	return set.one(cv.vals[:cv.n], 0, dist, tv.vals[:tv.n], 0) >= 0
}

// adjacent returns the cells next to a piece of s (8 neighbours, or the 4
// orthogonal ones).
func (p *Position) adjacent(s variant.Side, orth bool) board.Set {
	var out board.Set
	for d := range 8 {
		if orth && d&1 == 1 {
			continue
		}
		out = out.Union(shift(p.occ[s], d))
	}
	return out
}

// siegeCandidates returns the enemy pieces that may be in oblivion or
// besieged. In F3 they are those with a piece of s next to them (near3 is
// the dilation of s's pieces by 3). Elsewhere they are exactly the pieces
// every on-board move vector of which is blocked first by a piece of s
// (and a move is at most 3 cells long), off-board vectors by the edge:
// the pieces enclosed (see enclosed) before the look-ahead.
//
// Only the enemy pieces near the cells of siegeDirty[s] are looked at (see
// siegeNear); a few of them one by one (see enclosed), more for the whole
// board at once (see blockSets.shut).
func (p *Position) siegeCandidates(s variant.Side, near3 board.Set) board.Set {
	enemy := p.occ[1-s]
	if p.r.siege == siegeFourSides {
		return p.near(enemy.Intersect(near3), p.occ[s], 1)
	}
	cand := enemy.Intersect(near3)
	if !p.r.noFilter {
		cand = cand.Intersect(p.siegeNear(s))
	}
	if cand.Empty() {
		return cand
	}
	if cand.Count() <= siegeOneByOne {
		var out board.Set
		for bb := cand; !bb.Empty(); {
			if t := bb.PopFirst(); p.enclosed(uint8(t), s) {
				out = out.With(t)
			}
		}
		return out
	}
	pc := p.pyr[1-s]
	var out board.Set
	bl := p.blockers(s)
	if pc != noCell && cand.Has(board.Cell(pc)) {
		in := single(pc)
		sl := p.specs(pc)
		for i := 0; i < sl.n && !in.Empty(); i++ {
			in = bl.shut(in, sl.s[i])
		}
		out = in
		cand = cand.Without(board.Cell(pc))
	}
	for sh := range 3 {
		if g := p.shapes[sh].Intersect(cand); !g.Empty() {
			out = out.Union(bl.shut(g, p.r.men[sh]))
		}
	}
	return out
}

// siegeOneByOne is the most candidates siegeCandidates tests one by one.
const siegeOneByOne = 4

// siegeNear returns the enemy pieces that s may enclose now only if they
// changed since phase 2 last looked (see siegeDirty). Whether a piece is
// enclosed depends only on it (a pyramid's moves on its components) and
// on the cells of its move paths, and only grows as a cell on them goes
// from an enemy piece to empty to a piece of s: so a piece is enclosed
// now and was not then only if it is new on its cell (put there) or is a
// pyramid whose components changed (see componentsChanged), or a piece of
// s was put on one of those cells or an enemy piece lifted from one. A
// cell of siegeDirty that holds an enemy piece now is none of these for
// the other pieces: only its own piece counts. The other cells count for
// the men whose move paths cross them (pathFrom, by shape) and for a
// pyramid within 3 cells on a line (stars3: a move is at most 3 cells
// long). With many changed cells, every cell.
func (p *Position) siegeNear(s variant.Side) board.Set {
	d := p.siegeDirty[s]
	if d.Count() > manyChanged {
		return p.r.all
	}
	moved := d.Minus(p.occ[1-s])
	if moved.Empty() {
		return d
	}
	from := &p.r.pathFrom
	var rounds, triangles, squares board.Set // the cells whose paths cross moved
	for bb := moved; !bb.Empty(); {
		x := bb.PopFirst()
		rounds = rounds.Union(from[Round][x])
		triangles = triangles.Union(from[Triangle][x])
		squares = squares.Union(from[Square][x])
	}
	out := d.Union(p.shapes[Round].Intersect(rounds)).Union(p.shapes[Triangle].Intersect(triangles)).Union(p.shapes[Square].Intersect(squares))
	if pc := p.pyr[1-s]; pc != noCell && moved.Intersects(stars3[p.r.ranks-minRanks][pc]) {
		out = out.With(board.Cell(pc))
	}
	return out
}

// blockSets are the sets a siege test of side s's blockers reads.
type blockSets struct {
	enemy, notOwn, empty board.Set // on the board: 1-s's pieces, no piece of s, no piece
	ends                 *[8][4]board.Set
	leap, edge           bool
}

func (p *Position) blockers(s variant.Side) blockSets {
	occ := p.occupied()
	return blockSets{
		enemy: p.occ[1-s], notOwn: p.r.all.Minus(p.occ[s]), empty: p.r.all.Minus(occ),
		ends: &slideEndsOn[p.r.ranks-minRanks], leap: p.r.leapOver, edge: p.r.edgeBlocks,
	}
}

// shut returns the pieces of g (of the side that is not b's) whose every
// vector of the slide sp is blocked first by a piece of b's side, or leaves
// the board (if the edge blocks): for each direction, the cells from which
// the slide is not blocked are found for the whole board at once, stepping
// back from its end: a slide of j cells from x is open or blocked first by
// an enemy when the cell next to x holds an enemy, or is empty and the
// slide of j-1 from it is so (with leapover only the end counts).
func (b *blockSets) shut(g board.Set, sp moveSpec) board.Set {
	ds := &siegeDirs[sp.dirs]
	for i := 0; i < int(ds.n) && !g.Empty(); i++ {
		d := int(ds.d[i])
		back := opposite(d)
		bad := shift(b.notOwn, back)
		for j := uint8(2); j <= sp.k; j++ {
			if b.leap {
				bad = shift(bad, back)
			} else {
				bad = shift(b.enemy.Union(b.empty.Intersect(bad)), back)
			}
		}
		on := b.ends[d][sp.k]
		bad = bad.Intersect(on)
		if !b.edge {
			bad = bad.Union(g.Minus(on))
		}
		g = g.Minus(bad)
	}
	return g
}

// dirList is a list of directions.
type dirList struct {
	n uint8
	d [8]uint8
}

// siegeDirs[dirs] lists the directions of dirs in the order in which
// shut tests them: each followed by its opposite, as the edge blocks at
// most one of the two.
var siegeDirs = func() *[256]dirList {
	t := new([256]dirList)
	for dirs := range 256 {
		for _, d := range [8]uint8{dirN, dirS, dirE, dirW, dirNE, dirSW, dirSE, dirNW} {
			if dirs&(1<<d) != 0 {
				t[dirs].d[t[dirs].n] = d
				t[dirs].n++
			}
		}
	}
	return t
}()

// slideEndsOn[L-minRanks][d][k] are the cells from which a slide of k
// cells in direction d ends on the 8xL board.
var slideEndsOn = func() *[maxRanks - minRanks + 1][8][4]board.Set {
	t := new([maxRanks - minRanks + 1][8][4]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range (l + minRanks) * files {
			for d := range 8 {
				for k := 1; k <= 3; k++ {
					if stepTab[l][c][d][k] != noCell {
						t[l][d][k] = t[l][d][k].With(board.Cell(c))
					}
				}
			}
		}
	}
	return t
}()

// phase1Targets returns the enemy pieces phase 1 must evaluate after an
// action of side s (perform's p, a copy of prev). A target's captures
// depend only on its own piece and on the cells of the 8 lines from it up
// to the first piece on each (3 cells with leapover, for the reaches): the
// capturers, their values and moves, the paths. So where every instance
// counts (and captures are not optional: a declined capture still
// stands), a target none of whose cells changed since s last resolved
// its captures stands as it stood then, when it was not taken: only the
// gainers of the cells changed since (dirty[s]) are evaluated. Where only
// new instances count (or those of the moved piece), an instance is new
// only if one of its cells changed in this action. The full prefilter
// remains for optional captures.
//
// With gainers, next are the gainers for the other side of the cells
// changed since it last resolved its captures (dirty[1-s]), found with the
// same lines: if the turn then changes nothing more (no capture), they may
// stand for those cells in dirty[1-s] (see settle).
func (p *Position) phase1Targets(prev *Position, s variant.Side, ctx *evalCtx, near3 board.Set) (cand, next board.Set, ok bool) {
	var changed board.Set
	switch {
	case p.r.noFilter:
		return p.occ[1-s], next, false
	case p.r.optional:
		return p.phase1Candidates(s, near3), next, false
	case ctx.all:
		changed = p.dirty[s]
		p.dirty[s] = board.Set{}
		if !p.r.leapOver {
			if p.r.timing != timingAll {
				return p.gainers(changed, s), next, false
			}
			cand, next = p.gainersBoth(changed, s, p.dirty[1-s])
			return cand, next, true
		}
	default:
		changed = p.changedFrom(prev)
	}
	cand = p.seers(changed).Intersect(p.occ[1-s])
	if !cand.Empty() && !p.r.leapOver {
		// Every capturer is the first piece on a line from its target.
		cand = cand.Intersect(p.seenBy(s))
	}
	return cand, next, false
}

// settle records, at the end of a turn of s that changed no piece after
// phase1Targets found next, next in place of the cells changed for the
// other side (dirty[1-s]): the enemy pieces of 1-s (pieces of s) that may
// stand in an instance of 1-s that did not stand when it last resolved its
// captures. A piece in dirty is evaluated as a changed piece (see
// gainers), so its next search finds every target it would have found from
// the cells, without their lines.
func (p *Position) settle(s variant.Side, next board.Set) {
	p.dirty[1-s] = next
}

// changedFrom returns the cells whose piece differs between q and p, a
// pyramid's cell when its components differ.
func (p *Position) changedFrom(q *Position) board.Set {
	var d board.Set
	for bb := p.occupied().Union(q.occupied()); !bb.Empty(); {
		c := bb.PopFirst()
		if p.cell[c] != q.cell[c] {
			d = d.With(c)
		}
	}
	for side := range 2 {
		if c := p.pyr[side]; c != noCell && p.comps[side] != q.comps[side] {
			d = d.With(board.Cell(c))
		}
	}
	return d
}

// seers returns the pieces whose captures may involve a cell of d: the
// pieces on d and, along each of the 8 lines from a cell of d, the first
// piece, which sees it; with leapover also every piece within 3 cells on
// those lines.
func (p *Position) seers(d board.Set) board.Set {
	occ := p.occupied()
	out := d.Intersect(occ)
	li := p.r.ranks - minRanks
	ray := &rays[li]
	for bb := d; !bb.Empty(); {
		x := bb.PopFirst()
		for w := range 8 {
			if b := ray[x][w].Intersect(occ); !b.Empty() {
				out = out.With(board.Cell(nearest(b, w)))
			}
		}
		if p.r.leapOver {
			out = out.Union(stars3[li][x].Intersect(occ))
		}
	}
	return out
}

// seenBy returns the cells that stand first on a line from a piece of s,
// in any of the 8 directions.
func (p *Position) seenBy(s variant.Side) board.Set {
	empty := p.r.all.Minus(p.occupied())
	g := p.occ[s]
	return lineEnds(g, empty, dirN).Union(lineEnds(g, empty, dirNE)).Union(lineEnds(g, empty, dirE)).
		Union(lineEnds(g, empty, dirSE)).Union(lineEnds(g, empty, dirS)).Union(lineEnds(g, empty, dirSW)).
		Union(lineEnds(g, empty, dirW)).Union(lineEnds(g, empty, dirNW))
}

// captureDirs returns the directions in which the piece code may capture
// (see mayCapture): all 8 where a relation needs no more than the line or
// a neighbour, else those of its moves (reach and assault go along them).
func (p *Position) captureDirs(code uint8) uint8 {
	if p.r.lineAny || p.r.pairAdjacent {
		return dirsD8
	}
	return p.specsOf(code).dirs
}

// mayCapture reports whether the piece on c, the first piece on the line
// from c in direction w to the piece on t, may be a capturer of it in some
// enabled relation (as gather collects them, without leapover): it
// reaches t, or stands next to it, or the line relations need no more
// than the line (assault: along a direction it moves in) and, between
// two men, their numbers are in one at that distance.
func (p *Position) mayCapture(c, t uint8, w int) bool {
	return p.mayCaptureBy(p.cell[c], c, t, w)
}

// mayCaptureBy is mayCapture for the piece code standing on c: between two
// men from the rules' tables, otherwise from the piece's moves.
func (p *Position) mayCaptureBy(code, c, t uint8, w int) bool {
	r := p.r
	j := distance(c, t)
	tc := p.cell[t]
	if sh := codeShapes[code]; sh != Pyramid && codeShapes[tc] != Pyramid {
		return (r.capBase[sh][w]|uint32(r.lineRel[code&63][tc&63])&r.lineOn[sh][w])>>j&1 != 0
	}
	sl := p.specsOf(code)
	switch {
	case r.gathers&gatherReach != 0 && j <= 3 && sl.lengths[w]&(1<<j) != 0:
		return true
	case j == 1 && r.pairAdjacent:
		return true
	}
	// A pyramid's values vary: any line relation may hold.
	return r.lineAny || r.lineAlong && sl.dirs&(1<<w) != 0
}

// star holds the first piece on each of the 8 lines from a cell: cell[w]
// is its cell (bit 7 set where the line holds none); own and enemy are
// the masks of the lines whose first piece is a piece of s, or of the other
// side.
type star struct {
	cell       [8]uint8
	own, enemy uint8
}

// starAt sets st to the star of the cell x for side s (occ are the
// occupied cells), with no branch on the pieces found, and writes the
// caller's star rather than returning one (see PERF.md, starAt).
func (p *Position) starAt(st *star, x uint8, s variant.Side, occ board.Set) {
	r := &rays[p.r.ranks-minRanks][x]
	// N, NE, E and NW go up the cell numbers, the others down. Each line
	// is read to its end before the next. The cells gather in a word,
	// stored at once (see PERF.md, starAt).
	c := lowest(r[dirN].Intersect(occ))
	cells := uint64(c)
	v := uint64(p.cell[c&127])
	c = lowest(r[dirNE].Intersect(occ))
	cells |= uint64(c) << 8
	v |= uint64(p.cell[c&127]) << 8
	c = lowest(r[dirE].Intersect(occ))
	cells |= uint64(c) << 16
	v |= uint64(p.cell[c&127]) << 16
	c = highest(r[dirSE].Intersect(occ))
	cells |= uint64(c) << 24
	v |= uint64(p.cell[c&127]) << 24
	c = highest(r[dirS].Intersect(occ))
	cells |= uint64(c) << 32
	v |= uint64(p.cell[c&127]) << 32
	c = highest(r[dirSW].Intersect(occ))
	cells |= uint64(c) << 40
	v |= uint64(p.cell[c&127]) << 40
	c = highest(r[dirW].Intersect(occ))
	cells |= uint64(c) << 48
	v |= uint64(p.cell[c&127]) << 48
	c = lowest(r[dirNW].Intersect(occ))
	cells |= uint64(c) << 56
	v |= uint64(p.cell[c&127]) << 56
	// No code where a line holds no piece (bit 7 of its cell set); then
	// per byte: a piece (kind bits not 0), and its owner bit.
	const low7, high = 0x7F7F7F7F7F7F7F7F, 0x8080808080808080
	v &^= (cells & high >> 7) * 0xFF
	here := (v&low7 + low7) & high
	other := v ^ high*uint64(s) // bit 7 set where the owner is not s
	binary.LittleEndian.PutUint64(st.cell[:], cells)
	st.own, st.enemy = byteBits(here&^other), byteBits(here&other)
}

// byteBits gathers bit 7 of each byte of v (the only bits set) into a
// byte: bit w from byte w.
func byteBits(v uint64) uint8 { return uint8((v >> 7) * 0x0102040810204080 >> 56) }

// mayTake reports whether the piece code on c, first on the line from c in
// direction w to the enemy piece tc on t, j cells away, may stand in an instance of an
// enabled relation that takes t (without leapover). It sharpens
// mayCaptureBy with the numbers: on the line, in a line relation their
// values allow at that distance; reaching t, with a value equal to one of
// t's (or a cossic pair), or with another piece of its side that may reach
// t with a number that may stand with its own in one of them (pairMay);
// next to t, with another piece of its side next to t.
func (p *Position) mayTake(code, tc, c, t uint8, w, j int) bool {
	r := p.r
	sh := codeShapes[code]
	if sh != Pyramid && codeShapes[tc] != Pyramid {
		switch {
		case uint32(r.lineRel[code&63][tc&63])&r.lineOn[sh][w]>>(j&15)&1 != 0:
			return true
		case r.reachOn[sh][w]>>(j&15)&1 != 0 && (r.meet[code&63][tc&63] || r.pairReach && p.otherManReacher(code, c, t, kinds[codeKind(code)].number, kinds[codeKind(tc)].number)):
			return true
		}
		return j == 1 && r.pairAdjacent && p.otherNeighbour(code, c, t)
	}
	// A pyramid's values are its total and components: compare them all.
	sl := p.specsOf(code)
	reach := r.gathers&gatherReach != 0 && j <= 3 && sl.lengths[w]>>j&1 != 0
	adj := j == 1 && r.pairAdjacent
	along := r.lineAny || r.lineAlong && sl.dirs&(1<<w) != 0
	if !reach && !adj && !along {
		return false
	}
	cv, tv := p.valuesOf(code), p.offersOf(tc)
	if reach {
		if r.pairReach && p.otherReacher(code, c, t, cv.vals[:cv.n], tv.vals[:tv.n]) {
			return true
		}
		if oneMay(r.reachOne, cv, tv, j, sh != Pyramid) {
			return true
		}
	}
	if adj && p.otherNeighbour(code, c, t) {
		return true
	}
	return along && r.lineRelationPossible(cv, tv, j)
}

// mayTakeAt is the first test of mayTake, called before it where it runs
// often (see PERF.md, mayTakeAt): whether the piece code may capture the
// piece code tc j cells away in some direction (see rules.capAt). Most
// pairs of men are too far apart for a reach and at a distance no line
// relation of their numbers uses.
func (r *rules) mayTakeAt(code, tc uint8, j int) bool {
	return r.capAt[code&63][tc&63]>>(j&15)&1 != 0
}

// A piece's kind plus one fits the low 6 bits of its code (capAt), and a
// line of the board has at most 15 cells from its first (a uint16 of
// distances).
const (
	_ = uint(63 - numKinds)
	_ = uint(15 - maxRanks + 1)
)

// otherReacher reports whether a piece of the owner of code, other than
// the one on c, may reach the cell t (ignoring what stands between) with a
// value that may stand with one of cv (the values of the piece on c) in a
// relation of two or more reaching pieces taking one of the values tv of
// the target (see pairMay).
func (p *Position) otherReacher(code, c, t uint8, cv, tv []int16) bool {
	s := codeOwner(code)
	r := p.r
	for bb := p.manReachers(t).Intersect(p.occ[s]).Without(board.Cell(c)); !bb.Empty(); {
		y := int16(kinds[codeKind(p.cell[bb.PopFirst()])].number)
		if r.pairsMay(cv, []int16{y}, tv) {
			return true
		}
	}
	pc := p.pyr[s]
	if pc == noCell || pc == c {
		return false
	}
	d, j := lineDir(pc, t), distance(pc, t)
	if d < 0 || j > 3 || p.specs(pc).lengths[d]>>j&1 == 0 {
		return false
	}
	v := &r.pyrValues[s][p.comps[s]&63]
	return r.pairsMay(cv, v.vals[:v.n], tv)
}

// otherManReacher is otherReacher for a man of number x on c and a man
// target of number tv on t.
func (p *Position) otherManReacher(code, c, t uint8, x, tv int) bool {
	s := codeOwner(code)
	r := p.r
	for bb := p.manReachers(t).Intersect(p.occ[s]).Without(board.Cell(c)); !bb.Empty(); {
		if r.pairMay(x, kinds[codeKind(p.cell[bb.PopFirst()])].number, tv) {
			return true
		}
	}
	pc := p.pyr[s]
	if pc == noCell {
		return false
	}
	d, j := lineDir(pc, t), distance(pc, t)
	if d < 0 || j > 3 || p.specs(pc).lengths[d]>>j&1 == 0 {
		return false
	}
	v := &r.pyrValues[s][p.comps[s]&63]
	for _, y := range v.vals[:v.n] {
		if r.pairMay(x, int(y), tv) {
			return true
		}
	}
	return false
}

// manReachers returns the men of both sides that reach the cell t,
// ignoring what stands between (see rules.reachFrom): one set for the
// three shapes, most often empty.
func (p *Position) manReachers(t uint8) board.Set {
	from := &p.r.reachFrom
	return p.shapes[Round].Intersect(from[Round][t]).Union(p.shapes[Triangle].Intersect(from[Triangle][t])).
		Union(p.shapes[Square].Intersect(from[Square][t]))
}

// pairsMay reports whether pairMay holds for some values of cv, ov and tv.
func (r *rules) pairsMay(cv, ov, tv []int16) bool {
	for _, x := range cv {
		for _, y := range ov {
			for _, z := range tv {
				if r.pairMay(int(x), int(y), int(z)) {
					return true
				}
			}
		}
	}
	return false
}

// pairMay reports whether two reaching pieces of values x and y may stand
// in an instance of an enabled relation of two or more reaching pieces
// (see relations) taking the value tv (see arithmetic.mayPair).
func (r *rules) pairMay(x, y, tv int) bool {
	return r.reachTwo.two([]int16{int16(x)}, []int16{int16(y)}, tv, nil) || r.reachMany && sumOfMany.mayPair(x, y, tv, r.ambushMax)
}

// otherNeighbour reports whether a piece of the owner of code, other than
// the one on c, stands next to the cell t.
func (p *Position) otherNeighbour(code, c, t uint8) bool {
	own := p.occ[codeOwner(code)].Without(board.Cell(c))
	return own.Intersects(boxes[p.r.ranks-minRanks][1][t])
}

// gainers returns the enemy pieces (of 1-s) that may stand in a relation
// instance that did not stand before the pieces on the cells d changed
// (without leapover): those on d (changed pieces, or pieces that stood for
// changed cells: see settle), and those that now see first, along a line
// through a cell of d, a piece of s that may take them (see mayTake): the
// piece on it, or the piece beyond it when it is empty.
// A target that gained no capturer, and whose capturers and own piece did
// not change, has no instance it did not have, for losing a capturer never
// makes an instance. With more than manyChanged cells changed it returns
// every enemy piece that may be a target (phase1Candidates).
func (p *Position) gainers(d board.Set, s variant.Side) board.Set {
	out, _ := p.gainersBoth(d, s, board.Set{})
	return out
}

// gainersBoth returns the gainers of d for s and those of d2 for the other
// side, reading the star of a cell of both once. The cells are visited by
// what stands on them, which decides the test. The other side's gainers
// are for settle: of its enemy pieces on d2 (the pieces of s that changed)
// they keep only those that may be taken (see mayBeTaken), its next search
// taking the pieces in dirty as they are.
func (p *Position) gainersBoth(d board.Set, s variant.Side, d2 board.Set) (mine, theirs board.Set) {
	if d.Count() > manyChanged {
		// Cheaper at once: every enemy piece that may be a target.
		mine, d = p.phase1Candidates(s, p.dilate3(p.occ[s])), board.Set{}
	}
	if d2.Count() > manyChanged {
		theirs, d2 = p.phase1Candidates(1-s, p.dilate3(p.occ[1-s])), board.Set{}
	}
	occ := p.occupied()
	for bb := d.Union(d2).Minus(occ); !bb.Empty(); {
		x := bb.PopFirst()
		var st star
		p.starAt(&st, uint8(x), s, occ)
		m, t := p.gainsThrough(&st, d.Has(x), d2.Has(x))
		mine, theirs = mine.Union(m), theirs.Union(t)
	}
	// The pieces of s on changed cells: the enemy pieces they may take;
	// for the other side, themselves if they may be taken.
	for bb := d.Union(d2).Intersect(p.occ[s]); !bb.Empty(); {
		x := bb.PopFirst()
		var st star
		p.starAt(&st, uint8(x), s, occ)
		m, taken := p.gainsOrTaken(uint8(x), &st, d.Has(x), d2.Has(x))
		mine = mine.Union(m)
		if taken {
			theirs = theirs.With(x)
		}
	}
	// The other side's pieces on d stand as they are; on d2, the enemy
	// pieces they may take.
	mine = mine.Union(d.Intersect(p.occ[1-s]))
	for bb := d2.Intersect(p.occ[1-s]); !bb.Empty(); {
		x := bb.PopFirst()
		var st star
		p.starAt(&st, uint8(x), 1-s, occ)
		theirs = theirs.Union(p.gainsFrom(uint8(x), &st))
	}
	return mine, theirs
}

// gainsThrough returns the enemy pieces (for the side of st) that now
// see, through the empty cell of the star st, a piece of the side that may
// take them, if mine: a piece of the side on line w, an enemy piece on the
// opposite line; and if theirs, those of the other side (the pieces of the
// side that see an enemy piece that may take them).
func (p *Position) gainsThrough(st *star, mine, theirs bool) (forMine, forTheirs board.Set) {
	r := p.r
	for m := st.own & (st.enemy>>4 | st.enemy<<4); m != 0; m &= m - 1 {
		w := bits.TrailingZeros8(m)
		c, t := st.cell[w], st.cell[w^4]
		code, tc := p.cell[c], p.cell[t]
		j := distance(c, t)
		if mine && r.mayTakeAt(code, tc, j) && p.mayTake(code, tc, c, t, w^4, j) {
			forMine = forMine.With(board.Cell(t))
		}
		if theirs && r.mayTakeAt(tc, code, j) && p.mayTake(tc, code, t, c, w, j) {
			forTheirs = forTheirs.With(board.Cell(c))
		}
	}
	return forMine, forTheirs
}

// gainsFrom returns the enemy pieces the changed piece on x (st is its
// star for its owner) may take.
func (p *Position) gainsFrom(x uint8, st *star) board.Set {
	var out board.Set
	r := p.r
	code := p.cell[x]
	for m := st.enemy & p.captureDirs(code); m != 0; m &= m - 1 {
		w := bits.TrailingZeros8(m)
		t := st.cell[w]
		if tc, j := p.cell[t], distance(x, t); r.mayTakeAt(code, tc, j) && p.mayTake(code, tc, x, t, w, j) {
			out = out.With(board.Cell(t))
		}
	}
	return out
}

// gainsOrTaken returns gainsFrom (if mine) and mayBeTakenIn (if theirs)
// for the changed piece on x (st is its star for its owner), found in one
// pass over the enemy pieces first on its lines: those it may take, and
// whether one of them may take it.
func (p *Position) gainsOrTaken(x uint8, st *star, mine, theirs bool) (out board.Set, taken bool) {
	if !theirs {
		return p.gainsFrom(x, st), false
	}
	r := p.r
	code := p.cell[x]
	var dirs uint8
	if mine {
		dirs = p.captureDirs(code)
	}
	for m := st.enemy; m != 0; m &= m - 1 {
		w := bits.TrailingZeros8(m)
		t := st.cell[w]
		tc, j := p.cell[t], distance(x, t)
		if dirs>>w&1 != 0 && r.mayTakeAt(code, tc, j) && p.mayTake(code, tc, x, t, w, j) {
			out = out.With(board.Cell(t))
		}
		if !taken && r.mayTakeAt(tc, code, j) && p.mayTake(tc, code, t, x, w^4, j) {
			taken = true
		}
	}
	return out, taken
}

// manyChanged is the number of changed cells beyond which gainers costs
// more than the prefilter of every target (a new position, where every
// cell counts as changed).
const manyChanged = 16

// mayBeTaken reports whether some piece of s, the first piece on a line
// from the enemy piece on y, may take it (see mayTake).
func (p *Position) mayBeTaken(y uint8, s variant.Side) bool {
	var st star
	p.starAt(&st, y, s, p.occupied())
	return p.mayBeTakenIn(y, &st)
}

// mayBeTakenIn is mayBeTaken with y's star st.
func (p *Position) mayBeTakenIn(y uint8, st *star) bool {
	r := p.r
	tc := p.cell[y]
	for m := st.own; m != 0; m &= m - 1 {
		w := bits.TrailingZeros8(m)
		c := st.cell[w]
		if code, j := p.cell[c], distance(c, y); r.mayTakeAt(code, tc, j) && p.mayTake(code, tc, c, y, w^4, j) {
			return true
		}
	}
	return false
}

// seersAmong returns the pieces of among that are seers of cells of d
// (see seers): on a cell of d, or with a cell of d on one of their lines
// no farther than the first piece (or within 3 cells, with leapover).
func (p *Position) seersAmong(d, among board.Set) board.Set {
	occ := p.occupied()
	out := among.Intersect(d)
	ray := &rays[p.r.ranks-minRanks]
	for bb := among.Minus(d); !bb.Empty(); {
		y := uint8(bb.PopFirst())
		for xx := d; !xx.Empty(); {
			x := uint8(xx.PopFirst())
			w := lineDir(y, x)
			if w < 0 {
				continue
			}
			j := distance(y, x)
			b := ray[y][w].Intersect(occ)
			if p.r.leapOver && j <= 3 || b.Empty() || j <= distance(y, nearest(b, w)) {
				out = out.With(board.Cell(y))
				break
			}
		}
	}
	return out
}

// lineDir returns the direction of the line from a to b, or -1 if they
// share none (or are one cell).
func lineDir(a, b uint8) int { return int(lineDirs[a&127][b&127]) }

// lineDirs[a][b] is lineDir(a, b).
var lineDirs = func() *[128][128]int8 {
	t := new([128][128]int8)
	for a := range 128 {
		for b := range 128 {
			t[a][b] = -1
			fa, ra := coord(uint8(a))
			fb, rb := coord(uint8(b))
			dx, dy := fb-fa, rb-ra
			if a == b || dx != 0 && dy != 0 && abs(dx) != abs(dy) {
				continue
			}
			for d, v := range dirVec {
				if u := (board.Dir{File: dx, Rank: dy}).Unit(); v[0] == u.File && v[1] == u.Rank {
					t[a][b] = int8(d)
				}
			}
		}
	}
	return t
}()
