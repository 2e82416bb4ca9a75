package rithmomachia

import (
	"math/bits"
	"slices"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// ledgerSum returns the sum of the numbers in a side's ledger.
func (q *Position) ledgerSum(s variant.Side) int {
	t := 0
	for e, n := range q.ledger[s] {
		t += int(n) * entryValue[e]
	}
	return t
}

// commonVictory returns the common victory (spec §5.9) or simpler goal
// (spec §6.5) side s has reached with its ledger, or reasonNone.
func (q *Position) commonVictory(s variant.Side) uint8 {
	r := q.r
	if r.bodies == 0 && r.goods == 0 && r.digitsGoal == 0 && r.quarrelV == 0 && r.honourV == 0 && r.hqV == 0 && r.standards == 0 {
		return reasonNone
	}
	n, sum, dig := 0, 0, 0
	for e, c := range q.ledger[s] {
		n += int(c)
		sum += int(c) * entryValue[e]
		dig += int(c) * digits(entryValue[e])
	}
	if n == 0 {
		return reasonNone
	}
	switch {
	case r.bodies > 0 && n >= r.bodies:
		return reasonBodies
	case r.goods > 0 && sum >= r.goods:
		return reasonGoods
	case r.digitsGoal > 0 && dig >= r.digitsGoal:
		return reasonDigits
	}
	if r.quarrelV > 0 || r.honourV > 0 || r.hqV > 0 {
		// The victories that choose among the ledger's entries.
		var vals [256]int
		v := vals[:0]
		for e, c := range q.ledger[s] {
			for range c {
				if len(v) < len(vals) {
					v = append(v, entryValue[e])
				}
			}
		}
		switch {
		case r.quarrelV > 0 && Quarrel(v, r.quarrelV, r.quarrelC):
			return reasonQuarrel
		case r.honourV > 0 && Honour(v, r.honourV, r.honourN, r.honourNoSingle):
			return reasonHonour
		case r.hqV > 0 && HonourAndQuarrel(v, r.hqV, r.hqN, r.hqC):
			return reasonHonourQuarrel
		}
	}
	if r.standards > 0 && sum >= r.standards*StandardSize(1-s) {
		return reasonStandards
	}
	return reasonNone
}

// Quarrel reports whether some of the ledger's entries have exactly c
// characters (decimal digits) in all and sum to v at least: the victory of
// quarrel (spec §5.9, D28).
func Quarrel(ledger []int, v, c int) bool {
	if c <= 0 || c > 200 {
		return false
	}
	var best [201]int // best[d]: largest sum with exactly d digits, -1 if none
	for i := range best {
		best[i] = -1
	}
	best[0] = 0
	for _, x := range ledger {
		dx := digits(x)
		for d := c; d >= dx; d-- {
			if best[d-dx] >= 0 && best[d-dx]+x > best[d] {
				best[d] = best[d-dx] + x
			}
		}
	}
	return best[c] >= v
}

// Honour reports whether exactly n of the ledger's entries sum to v at
// least: the victory of honour (spec §5.9). With noSingle, no entry of v or
// more may be used ("not 100 upon one man", the option of D28).
func Honour(ledger []int, v, n int, noSingle bool) bool {
	var use [256]int
	k := 0
	for _, x := range ledger {
		if (!noSingle || x < v) && k < len(use) {
			use[k] = x
			k++
		}
	}
	if k < n || n <= 0 {
		return false
	}
	top := use[:k]
	slices.Sort(top)
	sum := 0
	for _, x := range top[k-n:] {
		sum += x
	}
	return sum >= v
}

// HonourAndQuarrel reports whether exactly n of the ledger's entries, with
// exactly c characters in all and none of them v or more, sum to v at
// least: the victory of honour and quarrel (spec §5.9, D28).
func HonourAndQuarrel(ledger []int, v, n, c int) bool {
	if n <= 0 || n > 72 || c <= 0 || c > 200 {
		return false
	}
	// best[k][d]: the largest sum of k entries with d digits, -1 if none.
	var best [73][201]int16
	for k := range best {
		for d := range best[k] {
			best[k][d] = -1
		}
	}
	best[0][0] = 0
	for _, x := range ledger {
		if x >= v {
			continue
		}
		dx := digits(x)
		for k := n; k >= 1; k-- {
			for d := c; d >= dx; d-- {
				if b := best[k-1][d-dx]; b >= 0 && b+int16(x) > best[k][d] {
					best[k][d] = b + int16(x)
				}
			}
		}
	}
	return int(best[n][c]) >= v
}

// tval returns the number a piece on c contributes to a triumph of side s,
// or 0 if it cannot take part: it must be s's, stand among pieces, and a
// pyramid counts with its pyramidal number only while complete (D27), or
// with its current total by option.
func (q *Position) tval(c uint8, pieces board.Set) int {
	if c == noCell || !pieces.Has(board.Cell(c)) {
		return 0
	}
	k := codeKind(q.cell[c])
	if kinds[k].shape == Pyramid {
		side := kinds[k].side
		if q.r.triumphCurrent {
			return q.pyrTotal(side)
		}
		if q.comps[side] != pyrComplete[side] {
			return 0
		}
		return pyrNominal[side]
	}
	return kinds[k].number
}

// triumphGrade returns the best grade of a triumph or harmony of side s
// that includes the piece just moved to m (spec §5.8, §6.5, §7), or 0.
func (q *Position) triumphGrade(s variant.Side, m uint8) int {
	pieces, ok := q.triumphPieces(s, m)
	if !ok {
		return 0
	}
	t := arrTable
	switch {
	case q.r.italianShapes:
		// Spec §7 (b): three in a line on adjacent cells, or on three
		// corners of a 3x3 square (a right angle of spacing 2: not one of
		// adjacent cells), or four on its corners; any order.
		g := q.arrangementGrade(m, pieces, 1, 1, t.row3, false)
		return max(g, q.arrangementGrade(m, pieces, 2, 2, t.angles|t.squares, false))
	case q.r.anyCells:
		return q.anyCellsGrade(m, pieces)
	}
	maxD := q.r.maxSpacing
	if maxD == 0 {
		maxD = 15
	}
	groups := t.row3 | t.row4 | t.angles | t.squares
	if q.r.diagRightAngles {
		groups |= t.diagAngles
	}
	return q.arrangementGrade(m, pieces, 1, maxD, groups, true)
}

// triumphPieces returns side s's pieces that may stand in a triumph or
// harmony with the piece just moved to m, those in the opponent's half,
// and whether that piece may take part itself (spec §5.8, §6.5, §7: it is
// in that half, with two others, is an original man where converted ones
// do not count, and has a number that counts).
func (q *Position) triumphPieces(s variant.Side, m uint8) (board.Set, bool) {
	pieces := q.occ[s].Intersect(q.r.half[1-s])
	ok := pieces.Has(board.Cell(m)) && pieces.Count() >= 3 &&
		!(q.r.notConverted && q.converted(m)) && q.tval(m, pieces) != 0
	return pieces, ok
}

// anyCellsGrade returns the best grade of 3 or 4 pieces anywhere among
// pieces, the piece on m included (D26 option anycells).
func (q *Position) anyCellsGrade(m uint8, pieces board.Set) int {
	var v [24]int
	n := 0
	for bb := pieces.Minus(single(m)); !bb.Empty() && n < len(v); {
		if x := q.tval(uint8(bb.PopFirst()), pieces); x > 0 {
			v[n] = x
			n++
		}
	}
	vm := q.tval(m, pieces)
	best := 0
	for i := range n {
		for j := i + 1; j < n; j++ {
			if Grade(vm, v[i], v[j]) > 0 {
				best = max(best, 1)
			}
			for k := j + 1; k < n; k++ {
				best = max(best, Grade(vm, v[i], v[j], v[k]))
			}
		}
	}
	return best
}

// signDir[u.File+1][u.Rank+1] is the direction of a step by df files and
// dr ranks, u being its board.Dir Unit.
var signDir = [3][3]int8{{dirSW, dirW, dirNW}, {dirS, -1, dirN}, {dirSE, dirE, dirNE}}

// Kinds of arrangements (spec §4.4, §7).
const (
	arrRow3 = iota
	arrRow4
	arrAngle
	arrSquare
)

// arrPattern is one arrangement that includes the piece moved, in
// spacings: its cells' offsets from that piece (files, ranks), in the
// arrangement's order (along a row; corner and arms of a right angle; the
// corners (0,0), (1,0), (0,1), (1,1) of a square), and the cells it needs:
// bit d+8(j-1) of need for a piece j spacings away in direction d.
type arrPattern struct {
	kind  uint8
	n     int
	cells [4][2]int8
	need  uint32
	// seg are the pairs of cells with the cells between them (which
	// emptybetween wants empty).
	seg  [4][2]uint8
	nseg int
}

// arrangements holds the 56 arrangements that include a piece, with the
// sets of them (bit i for pattern i) of each group and the sets that fit
// the pieces around it.
type arrangements struct {
	pat [56]arrPattern
	// The groups: rows of 3, rows of 4, right angles along the files and
	// ranks, diagonal right angles, squares.
	row3, row4, angles, diagAngles, squares uint64
	// fit[j-1][b]: the patterns whose cells j spacings away are all in
	// the directions of b (bit d for a piece in direction d).
	fit [3][256]uint64
}

// arrTable lists the arrangements; every cell of one lies on a line from
// the piece it includes, 1, 2 or 3 spacings away.
var arrTable = func() *arrangements {
	t := new(arrangements)
	n := 0
	add := func(group *uint64, kind uint8, cells ...[2]int) {
		p := arrPattern{kind: kind, n: len(cells)}
		for i, c := range cells {
			p.cells[i] = [2]int8{int8(c[0]), int8(c[1])}
			if j := max(abs(c[0]), abs(c[1])); j > 0 {
				u := board.Dir{File: c[0], Rank: c[1]}.Unit()
				p.need |= 1 << (int(signDir[u.File+1][u.Rank+1]) + 8*(j-1))
			}
		}
		switch kind {
		case arrRow3, arrRow4:
			for i := range len(cells) - 1 {
				p.seg[p.nseg] = [2]uint8{uint8(i), uint8(i + 1)}
				p.nseg++
			}
		case arrAngle:
			p.seg, p.nseg = [4][2]uint8{{0, 1}, {0, 2}}, 2
		case arrSquare:
			p.seg, p.nseg = [4][2]uint8{{0, 1}, {0, 2}, {1, 3}, {2, 3}}, 4
		}
		t.pat[n] = p
		*group |= 1 << n
		n++
	}
	for _, d := range [4]int{dirN, dirNE, dirE, dirSE} {
		dx, dy := dirVec[d][0], dirVec[d][1]
		for i := range 3 {
			add(&t.row3, arrRow3, [2]int{-i * dx, -i * dy}, [2]int{(1 - i) * dx, (1 - i) * dy}, [2]int{(2 - i) * dx, (2 - i) * dy})
		}
		for i := range 4 {
			add(&t.row4, arrRow4, [2]int{-i * dx, -i * dy}, [2]int{(1 - i) * dx, (1 - i) * dy}, [2]int{(2 - i) * dx, (2 - i) * dy}, [2]int{(3 - i) * dx, (3 - i) * dy})
		}
	}
	angles := [8][2]int{{dirN, dirE}, {dirE, dirS}, {dirS, dirW}, {dirW, dirN}, {dirNE, dirSE}, {dirSE, dirSW}, {dirSW, dirNW}, {dirNW, dirNE}}
	for i, uw := range angles {
		u, w := dirVec[uw[0]], dirVec[uw[1]]
		group := &t.angles
		if i >= 4 {
			group = &t.diagAngles
		}
		for role := range 3 {
			var c [2]int // the corner: the piece, or one spacing back along an arm
			switch role {
			case 1:
				c = [2]int{-u[0], -u[1]}
			case 2:
				c = [2]int{-w[0], -w[1]}
			}
			add(group, arrAngle, c, [2]int{c[0] + u[0], c[1] + u[1]}, [2]int{c[0] + w[0], c[1] + w[1]})
		}
	}
	for a := range 2 {
		for b := range 2 {
			add(&t.squares, arrSquare, [2]int{-a, -b}, [2]int{1 - a, -b}, [2]int{-a, 1 - b}, [2]int{1 - a, 1 - b})
		}
	}
	if n != len(t.pat) {
		panic("rithmomachia: arrangement table")
	}
	for j := range 3 {
		for b := range 256 {
			for i, p := range t.pat {
				if need := p.need >> (8 * j) & 0xFF; need&^uint32(b) == 0 {
					t.fit[j][b] |= 1 << i
				}
			}
		}
	}
	return t
}()

// arrangementGrade searches the arrangements of spec §4.4 that include the
// piece on m, with spacings dmin..dmax, among those of groups (a union of
// arrTable's groups: rows of 3 or 4, right angles along the files and
// ranks or diagonal ones, squares of 4). ordered requires the middle
// number in the middle of a row of 3 and on the corner of a right angle,
// and rising numbers along a row of 4.
func (q *Position) arrangementGrade(m uint8, pieces board.Set, dmin, dmax int, groups uint64, ordered bool) int {
	t := arrTable
	enabled := groups
	// Every cell of an arrangement that includes m lies on a line from m,
	// 1, 2 or 3 spacings away: byDist[j] has bit d set when a piece that
	// may take part stands j cells from m in direction d, and only the
	// arrangements that find all their pieces there (fit) are read, unless
	// noFilter, the plain search, reads them all.
	var byDist [48]uint8
	some := ^uint32(0)
	if !q.r.noFilter {
		// The men always take part; a pyramid by its number (tval).
		valued := pieces
		for _, c := range q.pyr {
			if c != noCell && pieces.Has(board.Cell(c)) && q.tval(c, pieces) == 0 {
				valued = valued.Without(board.Cell(c))
			}
		}
		some = 0
		ray := &rays[q.r.ranks-minRanks][m]
		for d := range 8 {
			for bb := ray[d].Intersect(valued); !bb.Empty(); {
				j := distance(m, uint8(bb.PopFirst()))
				byDist[j] |= 1 << d
				some |= 1 << j
			}
		}
	}
	fm, rm := coord(m)
	best := 0
	for sp := dmin; sp <= dmax; sp++ {
		if some&(1<<sp) == 0 {
			continue
		}
		found := enabled
		if !q.r.noFilter {
			found &= t.fit[0][byDist[sp]] & t.fit[1][byDist[2*sp]] & t.fit[2][byDist[3*sp]]
		}
		for ; found != 0; found &= found - 1 {
			best = max(best, q.patternGrade(&t.pat[bits.TrailingZeros64(found)], fm, rm, sp, pieces, ordered))
		}
	}
	return best
}

// patternGrade returns the grade of the arrangement pt with spacing sp
// around the cell at file fm, rank rm (spec §4.4), or 0: its cells must
// hold pieces that may take part, their numbers in a proportion (ordered:
// the middle number in the middle of a row of 3 and on the corner of a
// right angle, rising or falling along a row of 4), the cells between
// them empty with emptybetween.
func (q *Position) patternGrade(pt *arrPattern, fm, rm, sp int, pieces board.Set, ordered bool) int {
	var v [4]int
	for j := range pt.n {
		v[j] = q.tval(cellAt(fm+int(pt.cells[j][0])*sp, rm+int(pt.cells[j][1])*sp, q.r.ranks), pieces)
		if v[j] == 0 {
			return 0
		}
	}
	g := 0
	switch pt.kind {
	case arrRow3:
		if Proportion3(v[0], v[1], v[2]) != 0 && (!ordered || v[0] < v[1] && v[1] < v[2] || v[0] > v[1] && v[1] > v[2]) {
			g = 1
		}
	case arrRow4:
		if v[0] < v[1] && v[1] < v[2] && v[2] < v[3] || v[0] > v[1] && v[1] > v[2] && v[2] > v[3] {
			g = Grade(v[0], v[1], v[2], v[3])
		}
	case arrAngle:
		if Proportion3(v[0], v[1], v[2]) != 0 && (!ordered || v[1] < v[0] && v[0] < v[2] || v[2] < v[0] && v[0] < v[1]) {
			g = 1
		}
	case arrSquare:
		g = Grade(v[0], v[1], v[2], v[3])
	}
	if g == 0 || !q.r.emptyBetween {
		return g
	}
	for _, sg := range pt.seg[:pt.nseg] {
		a, b := pt.cells[sg[0]], pt.cells[sg[1]]
		f, r := fm+int(a[0])*sp, rm+int(a[1])*sp
		dx, dy := int(b[0]-a[0]), int(b[1]-a[1])
		for j := 1; j < sp; j++ {
			if q.cell[cellAt(f+j*dx, r+j*dy, q.r.ranks)] != 0 {
				return 0
			}
		}
	}
	return g
}
