package rithmomachia

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// TestArrangementPatterns: the triumph and harmony search by arrangement
// patterns finds the grade of the search it replaced (refTriumphGrade,
// which walks the arrangements by spacing, direction and role), filtered
// and plain (noFilter), for every ordinary move of the side to move
// (played without its captures), along random games of every preset and
// of the options that change the arrangements. Some moves must make an
// arrangement, or the test would compare nothing.
func TestArrangementPatterns(t *testing.T) {
	found := 0
	rapid.Check(t, func(t *rapid.T) {
		opts, p, rng := drawGame(t, append([]string{"maxspacing=3,emptybetween,diagonalrightangles", "diagonalrightangles", "emptybetween",
			"mingrade=2,triumphpyramid=current", "preset=F1,pyramidfirst=false", "preset=Italian,pyramidfirst=false", "diagonalmoves"}, differentialOptions...), 13)
		for ply := 0; ply < 400 && p.status == variant.Ongoing; ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			s := p.toMove
			for _, m := range ms {
				if m.kind() != mkMove {
					continue
				}
				q := p
				q.place(m.to(), q.lift(m.from()))
				u := unfiltered(q)
				g, gu, want := q.triumphGrade(s, m.to()), u.triumphGrade(s, m.to()), q.refTriumphGrade(s, m.to())
				if g != want || gu != want {
					t.Fatalf("%q ply %d: %s makes grade %d (plain %d), %d by the reference\n%s", opts, ply, p.MoveText(m), g, gu, want, p)
				}
				if g > 0 {
					found++
				}
			}
			p = p.Play(ms[rng.IntN(len(ms))])
		}
	})
	if found == 0 {
		t.Fatal("no move made an arrangement")
	}
	t.Logf("%d moves made arrangements", found)
}

// TestArrangementPatternsDense: as TestArrangementPatterns, on boards
// where side s has many men (and perhaps its pyramid, complete or not) at
// random in the enemy half, where arrangements of every kind and grade
// abound: for every piece of s there, the grade equals the reference's.
func TestArrangementPatternsDense(t *testing.T) {
	// The men, and those of the small numbers, which make more proportions.
	var men, small []uint8
	for k := range uint8(numKinds) {
		if kinds[k].shape != Pyramid {
			men = append(men, k)
			if kinds[k].number <= 16 {
				small = append(small, k)
			}
		}
	}
	grades := map[int]int{}
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(append([]string{"maxspacing=3,emptybetween,diagonalrightangles", "diagonalrightangles", "emptybetween",
			"mingrade=2,triumphpyramid=current", "triumphgeometry=anycells", "length=10", "preset=F3,diagonalmoves,length=12"}, propertyPresets...)).Draw(t, "opts")
		p, err := New(opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 17))
		for range 40 {
			q := p
			for c := range uint8(q.r.ranks * files) {
				if q.cell[c] != 0 {
					q.lift(c)
				}
			}
			s := variant.Side(rng.IntN(2))
			q.toMove = s
			var half []uint8
			for bb := q.r.half[1-s]; !bb.Empty(); {
				half = append(half, uint8(bb.PopFirst()))
			}
			drawn := men
			if rng.IntN(2) == 0 {
				drawn = small
			}
			for range 8 + rng.IntN(32) {
				if c := half[rng.IntN(len(half))]; q.cell[c] == 0 {
					q.place(c, makeCode(drawn[rng.IntN(len(drawn))], s))
				}
			}
			if c := half[rng.IntN(len(half))]; q.cell[c] == 0 && rng.IntN(2) == 0 {
				q.place(c, makeCode([2]uint8{evenPyrKind, oddPyrKind}[s], s))
				q.comps[s] = pyrComplete[s]
				if rng.IntN(2) == 0 {
					q.comps[s] = uint8(rng.IntN(int(pyrComplete[s]) + 1))
				}
			}
			u := unfiltered(q)
			for bb := q.occ[s].Intersect(q.r.half[1-s]); !bb.Empty(); {
				m := uint8(bb.PopFirst())
				g, gu, want := q.triumphGrade(s, m), u.triumphGrade(s, m), q.refTriumphGrade(s, m)
				if g != want || gu != want {
					t.Fatalf("%q: the piece on %s makes grade %d (plain %d), %d by the reference\n%s", opts, q.r.geo.Name(board.Cell(m)), g, gu, want, q)
				}
				grades[g]++
			}
		}
	})
	if grades[1] == 0 || grades[2] == 0 || grades[3] == 0 {
		t.Fatalf("grades found %v: some grade never made", grades)
	}
	t.Logf("grades found: %v", grades)
}

// refTriumphGrade is triumphGrade as it was before the search by
// arrangement patterns (arrPatterns), less its Italian right angles of
// adjacent cells (spec §7 (b) has none): it returns the best grade of a triumph or harmony of side s
// that includes the piece just moved to m (spec §5.8, §6.5, §7), or 0.
func (q *Position) refTriumphGrade(s variant.Side, m uint8) int {
	pieces, ok := q.triumphPieces(s, m)
	if !ok {
		return 0
	}
	switch {
	case q.r.italianShapes:
		// Spec §7 (b): three in a line on adjacent cells, or on three
		// corners of a 3x3 square, or four on its corners; any order.
		g := q.refArrangementGrade(m, pieces, 1, 1, false, false, true, false, false)
		return max(g, q.refArrangementGrade(m, pieces, 2, 2, false, false, false, true, true))
	case q.r.anyCells:
		return q.anyCellsGrade(m, pieces)
	}
	maxD := q.r.maxSpacing
	if maxD == 0 {
		maxD = 15
	}
	return q.refArrangementGrade(m, pieces, 1, maxD, true, q.r.diagRightAngles, true, true, true)
}

type refMarks [8]uint16

// has reports whether the cell df files and dr ranks from the centre holds
// such a piece: true for the centre itself, and for a cell on no line from
// it (not marked).
func (l *refMarks) has(df, dr int) bool {
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
func (q *Position) refArrangementGrade(m uint8, pieces board.Set, dmin, dmax int, ordered, diag, rows, squares, rightAngles bool) int {
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
	var at8 refMarks
	if q.r.noFilter {
		at8 = refMarks{0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF}
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
		if !rightAngles {
			na = 0
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

// TestCommonVictoryReference: commonVictory, which lists the ledger's
// entries only for the victories that choose among them, finds the
// victory the form it replaced finds (refCommonVictory), for random
// ledgers under random goals.
func TestCommonVictoryReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		goal := func(name string, hi int) int {
			if rapid.Bool().Draw(t, name+" on") {
				return rapid.IntRange(1, hi).Draw(t, name)
			}
			return 0
		}
		opts := fmt.Sprintf("bodies=%d,goods=%d,digits=%d,quarrelvalue=%d,quarreldigits=%d,honourvalue=%d,honourmen=%d,hqvalue=%d,hqmen=%d,hqdigits=%d,standards=%d,honournosingle=%v",
			goal("bodies", 40), goal("goods", 1500), goal("digits", 60), goal("quarrel", 800), rapid.IntRange(1, 30).Draw(t, "quarrel digits"),
			goal("honour", 800), rapid.IntRange(1, 10).Draw(t, "honour men"), goal("hq", 800), rapid.IntRange(1, 10).Draw(t, "hq men"),
			rapid.IntRange(1, 30).Draw(t, "hq digits"), goal("standards", 6), rapid.Bool().Draw(t, "no single"))
		p, err := New(opts)
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 30).Draw(t, "entries") {
			p.ledger[Even][rapid.IntRange(0, numEntries-1).Draw(t, "entry")]++
		}
		if got, want := p.commonVictory(Even), p.refCommonVictory(Even); got != want {
			t.Fatalf("%s: victory %d, %d by the reference, ledger %v", opts, got, want, p.Ledger(Even))
		}
	})
}

// refCommonVictory is commonVictory as it was, listing every entry first.
func (q *Position) refCommonVictory(s variant.Side) uint8 {
	r := q.r
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
