package chesslike

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
)

// A line is what a slide reaches along one line through a cell: the two
// opposite directions of a slide, or one direction without its opposite.
// lo is the ray through the cells numbered below the origin, hi the ray
// through those above (either may be empty), and mask the cells the slide
// may reach along them (the rays cut to its range). The slide's reach with
// the cells occ occupied is found by the obstruction difference
// (chessprogramming.org, "Obstruction Difference", after Michael Hoffmann):
// the nearest blocker below, as a one-bit set (cell 0 if there is none),
// subtracted from the blockers above, borrows through every cell from it
// up to the nearest blocker above, which the exclusive or of the two
// leaves set; the mask keeps those on the line. Cells are numbered rank by
// rank, so a ray's cells all lie on one side of its origin's number, on
// every board of up to 128 cells: one subtraction and one bit scan a line,
// where walking the rays costs a bit scan and two table reads a direction.
type line struct {
	lo, hi, mask board.Set
}

// reach returns the cells the line's slide reaches with occ occupied, up
// to and including the first occupied cell each way.
func (l *line) reach(occ board.Set) board.Set {
	lower, upper := l.lo.Intersect(occ), l.hi.Intersect(occ)
	var bLo, bHi uint64
	if lower.Hi != 0 {
		bHi = 1 << (63 - bits.LeadingZeros64(lower.Hi))
	} else {
		bLo = 1 << (63 - bits.LeadingZeros64(lower.Lo|1))
	}
	dLo, borrow := bits.Sub64(upper.Lo, bLo, 0)
	dHi, _ := bits.Sub64(upper.Hi, bHi, borrow)
	return board.Set{Lo: (upper.Lo ^ dLo) & l.mask.Lo, Hi: (upper.Hi ^ dHi) & l.mask.Hi}
}

// makeLines returns the lines of the directions dirs, whose near cells must
// be nil (no minimum range): for each cell, n lines (the directions paired
// with their opposites), at out[cell*n : cell*n+n].
func (r *Rules) makeLines(dirs []cdir) (out []line, n int) {
	type pair struct{ a, b int } // indices into dirs; b -1 if unpaired
	var pairs []pair
	used := make([]bool, len(dirs))
	for i := range dirs {
		if used[i] {
			continue
		}
		used[i] = true
		pr := pair{i, -1}
		back := negate(r.dirs[dirs[i].d])
		for j := i + 1; j < len(dirs); j++ {
			if !used[j] && r.dirs[dirs[j].d] == back {
				used[j], pr.b = true, j
				break
			}
		}
		pairs = append(pairs, pr)
	}
	n = len(pairs)
	out = make([]line, r.cells*n)
	for c := range r.cells {
		for k, pr := range pairs {
			l := &out[c*n+k]
			for _, i := range []int{pr.a, pr.b} {
				if i < 0 {
					continue
				}
				cd := &dirs[i]
				if cd.up {
					l.hi = cd.ray[c]
				} else {
					l.lo = cd.ray[c]
				}
				l.mask = l.mask.Union(cd.reach[c])
			}
		}
	}
	return out, n
}
