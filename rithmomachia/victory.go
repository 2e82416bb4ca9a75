package rithmomachia

import (
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
	var vals [256]int
	n, sum, dig := 0, 0, 0
	for e, c := range q.ledger[s] {
		for range c {
			if n < len(vals) {
				vals[n] = entryValue[e]
				n++
			}
			sum += entryValue[e]
			dig += digits(entryValue[e])
		}
	}
	if n == 0 {
		return reasonNone
	}
	v := vals[:n]
	switch {
	case r.bodies > 0 && n >= r.bodies:
		return reasonBodies
	case r.goods > 0 && sum >= r.goods:
		return reasonGoods
	case r.digitsGoal > 0 && dig >= r.digitsGoal:
		return reasonDigits
	case r.quarrelV > 0 && Quarrel(v, r.quarrelV, r.quarrelC):
		return reasonQuarrel
	case r.honourV > 0 && Honour(v, r.honourV, r.honourN, r.honourNoSingle):
		return reasonHonour
	case r.hqV > 0 && HonourAndQuarrel(v, r.hqV, r.hqN, r.hqC):
		return reasonHonourQuarrel
	case r.standards > 0 && sum >= r.standards*StandardSize(1-s):
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
	pieces := q.occ[s].Intersect(q.r.half[1-s])
	if !pieces.Has(board.Cell(m)) || pieces.Count() < 3 {
		return 0
	}
	if q.r.notConverted && q.converted(m) {
		return 0
	}
	if q.tval(m, pieces) == 0 {
		return 0
	}
	switch {
	case q.r.italianShapes:
		// Spec §7 (b): three in a line on adjacent cells, or on three
		// corners of a 3x3 square, or four on its corners; any order.
		g := q.arrangementGrade(m, pieces, 1, 1, false, false, true, false)
		return max(g, q.arrangementGrade(m, pieces, 2, 2, false, false, false, true))
	case q.r.anyCells:
		return q.anyCellsGrade(m, pieces)
	}
	maxD := q.r.maxSpacing
	if maxD == 0 {
		maxD = 15
	}
	return q.arrangementGrade(m, pieces, 1, maxD, true, q.r.diagRightAngles, true, true)
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

// lineMarks[d] has bit j set when a piece that may take part in an
// arrangement stands j cells from its centre cell in direction d.
type lineMarks [8]uint16

// signDir[u.File+1][u.Rank+1] is the direction of a step by df files and
// dr ranks, u being its board.Dir Unit.
var signDir = [3][3]int8{{dirSW, dirW, dirNW}, {dirS, -1, dirN}, {dirSE, dirE, dirNE}}

// has reports whether the cell df files and dr ranks from the centre holds
// such a piece: true for the centre itself, and for a cell on no line from
// it (not marked).
func (l *lineMarks) has(df, dr int) bool {
	af, ar := abs(df), abs(dr)
	switch {
	case af == 0 && ar == 0:
		return true
	case af != 0 && ar != 0 && af != ar:
		return true
	}
	n := max(af, ar)
	u := board.Dir{File: df, Rank: dr}.Unit()
	return n < 16 && l[signDir[u.File+1][u.Rank+1]]&(1<<n) != 0
}

// arrangementGrade searches the arrangements of spec §4.4 that include the
// piece on m, with spacings dmin..dmax: rows of 3 (and of 4 if rows4),
// right angles, squares of 4 (if squares). ordered requires the middle
// number in the middle of a row of 3 and on the corner of a right angle,
// and rising numbers along a row of 4; diag allows diagonal right angles.
func (q *Position) arrangementGrade(m uint8, pieces board.Set, dmin, dmax int, ordered, diag, rows, squares bool) int {
	best := 0
	fm, rm := coord(m)
	at := func(f, r int) int {
		return q.tval(cellAt(f, r, q.r.ranks), pieces)
	}
	clear := func(f, r, dx, dy, sp int) bool {
		if !q.r.emptyBetween {
			return true
		}
		for j := 1; j < sp; j++ {
			if q.cell[cellAt(f+j*dx, r+j*dy, q.r.ranks)] != 0 {
				return false
			}
		}
		return true
	}
	// Every arrangement with spacing sp that includes m has another of its
	// pieces sp cells from m along one of its own directions: its
	// neighbour in a row (along the row, either way), the corner or an arm
	// of a right angle (along an arm), a neighbouring corner of a square
	// (along a side). at8[d] has bit sp set when a piece stands sp cells
	// from m in direction d; only arrangements with such a piece are
	// searched.
	// Every cell of an arrangement lies on a line from m, so at8 also
	// tells which arrangements have all their pieces (has) before their
	// numbers are read.
	var at8 lineMarks
	if q.r.noFilter {
		at8 = lineMarks{0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF}
	}
	ray := &rays[q.r.ranks-minRanks][m]
	var some uint16
	for d := range 8 {
		for bb := ray[d].Intersect(pieces); !bb.Empty(); {
			c := uint8(bb.PopFirst())
			if q.tval(c, pieces) > 0 {
				at8[d] |= 1 << distance(m, c)
			}
		}
		some |= at8[d]
	}
	for sp := dmin; sp <= dmax; sp++ {
		bit := uint16(1) << sp
		if some&bit == 0 {
			continue
		}
		if rows {
			for _, d := range [4]int{dirN, dirNE, dirE, dirSE} {
				if (at8[d]|at8[opposite(d)])&bit == 0 {
					continue
				}
				dx, dy := dirVec[d][0], dirVec[d][1]
				for i := range 3 {
					if !at8.has(-i*sp*dx, -i*sp*dy) || !at8.has((1-i)*sp*dx, (1-i)*sp*dy) || !at8.has((2-i)*sp*dx, (2-i)*sp*dy) {
						continue
					}
					f0, r0 := fm-i*sp*dx, rm-i*sp*dy
					a, b, c := at(f0, r0), at(f0+sp*dx, r0+sp*dy), at(f0+2*sp*dx, r0+2*sp*dy)
					if a == 0 || b == 0 || c == 0 || Proportion3(a, b, c) == 0 {
						continue
					}
					if ordered && !(a < b && b < c || a > b && b > c) {
						continue
					}
					if clear(f0, r0, dx, dy, sp) && clear(f0+sp*dx, r0+sp*dy, dx, dy, sp) {
						best = max(best, 1)
					}
				}
				if !ordered {
					continue
				}
				for i := range 4 {
					ok := true
					for j := range 4 {
						ok = ok && at8.has((j-i)*sp*dx, (j-i)*sp*dy)
					}
					if !ok {
						continue
					}
					f0, r0 := fm-i*sp*dx, rm-i*sp*dy
					var v [4]int
					for j := range 4 {
						v[j] = at(f0+j*sp*dx, r0+j*sp*dy)
						ok = ok && v[j] > 0
					}
					if !ok || !(v[0] < v[1] && v[1] < v[2] && v[2] < v[3] || v[0] > v[1] && v[1] > v[2] && v[2] > v[3]) {
						continue
					}
					for j := range 3 {
						ok = ok && clear(f0+j*sp*dx, r0+j*sp*dy, dx, dy, sp)
					}
					if !ok {
						continue
					}
					best = max(best, Grade(v[0], v[1], v[2], v[3]))
				}
			}
		}
		// Right angles: a corner and two perpendicular arms of length sp.
		angles := [8][2]int{{dirN, dirE}, {dirE, dirS}, {dirS, dirW}, {dirW, dirN}, {dirNE, dirSE}, {dirSE, dirSW}, {dirSW, dirNW}, {dirNW, dirNE}}
		na := 4
		if diag {
			na = 8
		}
		for _, uw := range angles[:na] {
			u, w := uw[0], uw[1]
			if (at8[u]|at8[w]|at8[opposite(u)]|at8[opposite(w)])&bit == 0 {
				continue
			}
			ux, uy := dirVec[uw[0]][0], dirVec[uw[0]][1]
			wx, wy := dirVec[uw[1]][0], dirVec[uw[1]][1]
			for role := range 3 {
				fc, rc := fm, rm
				switch role {
				case 1:
					fc, rc = fm-sp*ux, rm-sp*uy
				case 2:
					fc, rc = fm-sp*wx, rm-sp*wy
				}
				if !at8.has(fc-fm, rc-rm) || !at8.has(fc+sp*ux-fm, rc+sp*uy-rm) || !at8.has(fc+sp*wx-fm, rc+sp*wy-rm) {
					continue
				}
				corner, a, b := at(fc, rc), at(fc+sp*ux, rc+sp*uy), at(fc+sp*wx, rc+sp*wy)
				if corner == 0 || a == 0 || b == 0 || Proportion3(corner, a, b) == 0 {
					continue
				}
				if ordered && !(a < corner && corner < b || b < corner && corner < a) {
					continue
				}
				if clear(fc, rc, ux, uy, sp) && clear(fc, rc, wx, wy, sp) {
					best = max(best, 1)
				}
			}
		}
		if squares && (at8[dirN]|at8[dirE]|at8[dirS]|at8[dirW])&bit != 0 {
			for a := range 2 {
				for b := range 2 {
					if !at8.has(-a*sp, -b*sp) || !at8.has((1-a)*sp, -b*sp) || !at8.has(-a*sp, (1-b)*sp) || !at8.has((1-a)*sp, (1-b)*sp) {
						continue
					}
					f0, r0 := fm-a*sp, rm-b*sp
					v0, v1, v2, v3 := at(f0, r0), at(f0+sp, r0), at(f0, r0+sp), at(f0+sp, r0+sp)
					if v0 == 0 || v1 == 0 || v2 == 0 || v3 == 0 {
						continue
					}
					if !clear(f0, r0, 1, 0, sp) || !clear(f0, r0, 0, 1, sp) || !clear(f0+sp, r0, 0, 1, sp) || !clear(f0, r0+sp, 1, 0, sp) {
						continue
					}
					best = max(best, Grade(v0, v1, v2, v3))
				}
			}
		}
	}
	return best
}
