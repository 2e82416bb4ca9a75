// Bitboard steps and fills over the 8-file board, written out per
// direction so that every board.Set.Shift is by a constant (see PERF.md,
// shifts.go).

package rithmomachia

import "github.com/ludus-chess/ludus/board"

func mask(s board.Set, m uint64) board.Set { return board.Set{Lo: s.Lo & m, Hi: s.Hi & m} }

// stepN moves every cell one step N.
func stepN(s board.Set) board.Set { return s.ShiftUp(8) }

// stepNE moves every cell one step NE.
func stepNE(s board.Set) board.Set { return mask(s, notFileHLo).ShiftUp(9) }

// stepE moves every cell one step E.
func stepE(s board.Set) board.Set { return mask(s, notFileHLo).ShiftUp(1) }

// stepSE moves every cell one step SE.
func stepSE(s board.Set) board.Set { return mask(s, notFileHLo).ShiftDown(7) }

// stepS moves every cell one step S.
func stepS(s board.Set) board.Set { return s.ShiftDown(8) }

// stepSW moves every cell one step SW.
func stepSW(s board.Set) board.Set { return mask(s, notFileALo).ShiftDown(9) }

// stepW moves every cell one step W.
func stepW(s board.Set) board.Set { return mask(s, notFileALo).ShiftDown(1) }

// stepNW moves every cell one step NW.
func stepNW(s board.Set) board.Set { return mask(s, notFileALo).ShiftUp(7) }

// fillN is the Kogge-Stone occluded fill of g over pro, towards N.
func fillN(g, pro board.Set) board.Set {
	g = g.Union(pro.Intersect(g.ShiftUp(8)))
	pro = pro.Intersect(pro.ShiftUp(8))
	g = g.Union(pro.Intersect(g.ShiftUp(16)))
	pro = pro.Intersect(pro.ShiftUp(16))
	g = g.Union(pro.Intersect(g.ShiftUp(32)))
	pro = pro.Intersect(pro.ShiftUp(32))
	return g.Union(pro.Intersect(g.ShiftUp(64)))
}

// fillNE is the Kogge-Stone occluded fill of g over pro, towards NE.
func fillNE(g, pro board.Set) board.Set {
	pro = mask(pro, notFileALo)
	g = g.Union(pro.Intersect(g.ShiftUp(9)))
	pro = pro.Intersect(pro.ShiftUp(9))
	g = g.Union(pro.Intersect(g.ShiftUp(18)))
	pro = pro.Intersect(pro.ShiftUp(18))
	return g.Union(pro.Intersect(g.ShiftUp(36)))
}

// fillE is the Kogge-Stone occluded fill of g over pro, towards E.
func fillE(g, pro board.Set) board.Set {
	pro = mask(pro, notFileALo)
	g = g.Union(pro.Intersect(g.ShiftUp(1)))
	pro = pro.Intersect(pro.ShiftUp(1))
	g = g.Union(pro.Intersect(g.ShiftUp(2)))
	pro = pro.Intersect(pro.ShiftUp(2))
	return g.Union(pro.Intersect(g.ShiftUp(4)))
}

// fillSE is the Kogge-Stone occluded fill of g over pro, towards SE.
func fillSE(g, pro board.Set) board.Set {
	pro = mask(pro, notFileALo)
	g = g.Union(pro.Intersect(g.ShiftDown(7)))
	pro = pro.Intersect(pro.ShiftDown(7))
	g = g.Union(pro.Intersect(g.ShiftDown(14)))
	pro = pro.Intersect(pro.ShiftDown(14))
	return g.Union(pro.Intersect(g.ShiftDown(28)))
}

// fillS is the Kogge-Stone occluded fill of g over pro, towards S.
func fillS(g, pro board.Set) board.Set {
	g = g.Union(pro.Intersect(g.ShiftDown(8)))
	pro = pro.Intersect(pro.ShiftDown(8))
	g = g.Union(pro.Intersect(g.ShiftDown(16)))
	pro = pro.Intersect(pro.ShiftDown(16))
	g = g.Union(pro.Intersect(g.ShiftDown(32)))
	pro = pro.Intersect(pro.ShiftDown(32))
	return g.Union(pro.Intersect(g.ShiftDown(64)))
}

// fillSW is the Kogge-Stone occluded fill of g over pro, towards SW.
func fillSW(g, pro board.Set) board.Set {
	pro = mask(pro, notFileHLo)
	g = g.Union(pro.Intersect(g.ShiftDown(9)))
	pro = pro.Intersect(pro.ShiftDown(9))
	g = g.Union(pro.Intersect(g.ShiftDown(18)))
	pro = pro.Intersect(pro.ShiftDown(18))
	return g.Union(pro.Intersect(g.ShiftDown(36)))
}

// fillW is the Kogge-Stone occluded fill of g over pro, towards W.
func fillW(g, pro board.Set) board.Set {
	pro = mask(pro, notFileHLo)
	g = g.Union(pro.Intersect(g.ShiftDown(1)))
	pro = pro.Intersect(pro.ShiftDown(1))
	g = g.Union(pro.Intersect(g.ShiftDown(2)))
	pro = pro.Intersect(pro.ShiftDown(2))
	return g.Union(pro.Intersect(g.ShiftDown(4)))
}

// fillNW is the Kogge-Stone occluded fill of g over pro, towards NW.
func fillNW(g, pro board.Set) board.Set {
	pro = mask(pro, notFileHLo)
	g = g.Union(pro.Intersect(g.ShiftUp(7)))
	pro = pro.Intersect(pro.ShiftUp(7))
	g = g.Union(pro.Intersect(g.ShiftUp(14)))
	pro = pro.Intersect(pro.ShiftUp(14))
	return g.Union(pro.Intersect(g.ShiftUp(28)))
}

// shift moves every cell of s one step in direction d; cells that leave
// the 8 files vanish. The caller intersects with the board.
func shift(s board.Set, d int) board.Set {
	switch d {
	case dirN:
		return stepN(s)
	case dirNE:
		return stepNE(s)
	case dirE:
		return stepE(s)
	case dirSE:
		return stepSE(s)
	case dirS:
		return stepS(s)
	case dirSW:
		return stepSW(s)
	case dirW:
		return stepW(s)
	case dirNW:
		return stepNW(s)
	}
	return board.Set{}
}

// slideEnds returns, for the pieces g, the cells an exact slide of k cells
// along each direction of dirs ends on, whatever stands there; the cells
// before the end must be in path (the empty cells), unless leap.
func slideEnds(g board.Set, dirs uint8, k uint8, path board.Set, leap bool) board.Set {
	var out board.Set
	for d := range 8 {
		if dirs&(1<<d) != 0 {
			out = out.Union(slide(g, d, k, path, leap))
		}
	}
	return out
}

// slideStarts returns the cells from which an exact slide of k cells along
// some direction of dirs ends on a cell of ends, with the cells between in
// path (unless leap).
func slideStarts(ends board.Set, dirs uint8, k uint8, path board.Set, leap bool) board.Set {
	var out board.Set
	for d := range 8 {
		if dirs&(1<<d) != 0 {
			out = out.Union(slide(ends, opposite(d), k, path, leap))
		}
	}
	return out
}

// slide moves the cells of g k steps in direction d, through path on the
// cells before the last unless leap. It switches on d once, so that each
// step is a constant shift.
func slide(g board.Set, d int, k uint8, path board.Set, leap bool) board.Set {
	if leap {
		path = board.Set{Lo: ^uint64(0), Hi: ^uint64(0)}
	}
	switch d {
	case dirN:
		for j := uint8(1); j < k; j++ {
			g = stepN(g).Intersect(path)
		}
		return stepN(g)
	case dirNE:
		for j := uint8(1); j < k; j++ {
			g = stepNE(g).Intersect(path)
		}
		return stepNE(g)
	case dirE:
		for j := uint8(1); j < k; j++ {
			g = stepE(g).Intersect(path)
		}
		return stepE(g)
	case dirSE:
		for j := uint8(1); j < k; j++ {
			g = stepSE(g).Intersect(path)
		}
		return stepSE(g)
	case dirS:
		for j := uint8(1); j < k; j++ {
			g = stepS(g).Intersect(path)
		}
		return stepS(g)
	case dirSW:
		for j := uint8(1); j < k; j++ {
			g = stepSW(g).Intersect(path)
		}
		return stepSW(g)
	case dirW:
		for j := uint8(1); j < k; j++ {
			g = stepW(g).Intersect(path)
		}
		return stepW(g)
	case dirNW:
		for j := uint8(1); j < k; j++ {
			g = stepNW(g).Intersect(path)
		}
		return stepNW(g)
	}
	return board.Set{}
}

// lineEnds returns the first occupied cells met by lines from the cells of
// g in direction d over the empty cells.
func lineEnds(g, empty board.Set, d int) board.Set {
	switch d {
	case dirN:
		return stepN(fillN(g, empty))
	case dirNE:
		return stepNE(fillNE(g, empty))
	case dirE:
		return stepE(fillE(g, empty))
	case dirSE:
		return stepSE(fillSE(g, empty))
	case dirS:
		return stepS(fillS(g, empty))
	case dirSW:
		return stepSW(fillSW(g, empty))
	case dirW:
		return stepW(fillW(g, empty))
	case dirNW:
		return stepNW(fillNW(g, empty))
	}
	return board.Set{}
}

// clearRuns writes to out[d][k-1], for every direction d of lens (those
// not 0) and k from 1 to 3, the cells from which an exact slide of k cells
// in direction d ends on a cell of empty with the cells between in empty
// too (any cells, if leap): the starts of the ordinary moves of k cells
// that way. A piece's moves are counted by intersecting its cells with
// one of them: the runs of every length cost one step each, where sliding
// each group would step it k times. Each run is the one before, kept
// where it is clear and stepped back against d; all three are made for
// each direction, with no loop or switch (slides are at most 3 cells).
func clearRuns(lens *[8]uint8, empty board.Set, leap bool, out *[8][3]board.Set) {
	path := empty
	if leap {
		path = board.Set{Lo: ^uint64(0), Hi: ^uint64(0)}
	}
	if lens[dirN] != 0 {
		b := stepS(empty)
		out[dirN][0] = b
		b = stepS(b.Intersect(path))
		out[dirN][1] = b
		out[dirN][2] = stepS(b.Intersect(path))
	}
	if lens[dirNE] != 0 {
		b := stepSW(empty)
		out[dirNE][0] = b
		b = stepSW(b.Intersect(path))
		out[dirNE][1] = b
		out[dirNE][2] = stepSW(b.Intersect(path))
	}
	if lens[dirE] != 0 {
		b := stepW(empty)
		out[dirE][0] = b
		b = stepW(b.Intersect(path))
		out[dirE][1] = b
		out[dirE][2] = stepW(b.Intersect(path))
	}
	if lens[dirSE] != 0 {
		b := stepNW(empty)
		out[dirSE][0] = b
		b = stepNW(b.Intersect(path))
		out[dirSE][1] = b
		out[dirSE][2] = stepNW(b.Intersect(path))
	}
	if lens[dirS] != 0 {
		b := stepN(empty)
		out[dirS][0] = b
		b = stepN(b.Intersect(path))
		out[dirS][1] = b
		out[dirS][2] = stepN(b.Intersect(path))
	}
	if lens[dirSW] != 0 {
		b := stepNE(empty)
		out[dirSW][0] = b
		b = stepNE(b.Intersect(path))
		out[dirSW][1] = b
		out[dirSW][2] = stepNE(b.Intersect(path))
	}
	if lens[dirW] != 0 {
		b := stepE(empty)
		out[dirW][0] = b
		b = stepE(b.Intersect(path))
		out[dirW][1] = b
		out[dirW][2] = stepE(b.Intersect(path))
	}
	if lens[dirNW] != 0 {
		b := stepSE(empty)
		out[dirNW][0] = b
		b = stepSE(b.Intersect(path))
		out[dirNW][1] = b
		out[dirNW][2] = stepSE(b.Intersect(path))
	}
}
