// Code written out per direction so that every shift is by a constant.

package rithmomachia

import "github.com/ludus-chess/ludus/board"

// stepN moves every cell one step N.
func stepN(s board.Set) board.Set {
	lo, hi := s.Lo, s.Hi
	return board.Set{Lo: lo << 8, Hi: hi<<8 | lo>>56}
}

// stepNE moves every cell one step NE.
func stepNE(s board.Set) board.Set {
	lo, hi := s.Lo&notFileHLo, s.Hi&notFileHLo
	return board.Set{Lo: lo << 9, Hi: hi<<9 | lo>>55}
}

// stepE moves every cell one step E.
func stepE(s board.Set) board.Set {
	lo, hi := s.Lo&notFileHLo, s.Hi&notFileHLo
	return board.Set{Lo: lo << 1, Hi: hi<<1 | lo>>63}
}

// stepSE moves every cell one step SE.
func stepSE(s board.Set) board.Set {
	lo, hi := s.Lo&notFileHLo, s.Hi&notFileHLo
	return board.Set{Lo: lo>>7 | hi<<57, Hi: hi >> 7}
}

// stepS moves every cell one step S.
func stepS(s board.Set) board.Set {
	lo, hi := s.Lo, s.Hi
	return board.Set{Lo: lo>>8 | hi<<56, Hi: hi >> 8}
}

// stepSW moves every cell one step SW.
func stepSW(s board.Set) board.Set {
	lo, hi := s.Lo&notFileALo, s.Hi&notFileALo
	return board.Set{Lo: lo>>9 | hi<<55, Hi: hi >> 9}
}

// stepW moves every cell one step W.
func stepW(s board.Set) board.Set {
	lo, hi := s.Lo&notFileALo, s.Hi&notFileALo
	return board.Set{Lo: lo>>1 | hi<<63, Hi: hi >> 1}
}

// stepNW moves every cell one step NW.
func stepNW(s board.Set) board.Set {
	lo, hi := s.Lo&notFileALo, s.Hi&notFileALo
	return board.Set{Lo: lo << 7, Hi: hi<<7 | lo>>57}
}

// fillN is the Kogge-Stone occluded fill of g over pro, towards N.
func fillN(g, pro board.Set) board.Set {
	g.Lo |= pro.Lo & (g.Lo << 8)
	g.Hi |= pro.Hi & (g.Hi<<8 | g.Lo>>56)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 8), Hi: pro.Hi & (pro.Hi<<8 | pro.Lo>>56)}
	g.Lo |= pro.Lo & (g.Lo << 16)
	g.Hi |= pro.Hi & (g.Hi<<16 | g.Lo>>48)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 16), Hi: pro.Hi & (pro.Hi<<16 | pro.Lo>>48)}
	g.Lo |= pro.Lo & (g.Lo << 32)
	g.Hi |= pro.Hi & (g.Hi<<32 | g.Lo>>32)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 32), Hi: pro.Hi & (pro.Hi<<32 | pro.Lo>>32)}
	g.Hi |= pro.Hi & g.Lo
	return g
}

// fillNE is the Kogge-Stone occluded fill of g over pro, towards NE.
func fillNE(g, pro board.Set) board.Set {
	pro.Lo &= notFileALo
	pro.Hi &= notFileALo
	g.Lo |= pro.Lo & (g.Lo << 9)
	g.Hi |= pro.Hi & (g.Hi<<9 | g.Lo>>55)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 9), Hi: pro.Hi & (pro.Hi<<9 | pro.Lo>>55)}
	g.Lo |= pro.Lo & (g.Lo << 18)
	g.Hi |= pro.Hi & (g.Hi<<18 | g.Lo>>46)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 18), Hi: pro.Hi & (pro.Hi<<18 | pro.Lo>>46)}
	g.Lo |= pro.Lo & (g.Lo << 36)
	g.Hi |= pro.Hi & (g.Hi<<36 | g.Lo>>28)
	return g
}

// fillE is the Kogge-Stone occluded fill of g over pro, towards E.
func fillE(g, pro board.Set) board.Set {
	pro.Lo &= notFileALo
	pro.Hi &= notFileALo
	g.Lo |= pro.Lo & (g.Lo << 1)
	g.Hi |= pro.Hi & (g.Hi<<1 | g.Lo>>63)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 1), Hi: pro.Hi & (pro.Hi<<1 | pro.Lo>>63)}
	g.Lo |= pro.Lo & (g.Lo << 2)
	g.Hi |= pro.Hi & (g.Hi<<2 | g.Lo>>62)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 2), Hi: pro.Hi & (pro.Hi<<2 | pro.Lo>>62)}
	g.Lo |= pro.Lo & (g.Lo << 4)
	g.Hi |= pro.Hi & (g.Hi<<4 | g.Lo>>60)
	return g
}

// fillSE is the Kogge-Stone occluded fill of g over pro, towards SE.
func fillSE(g, pro board.Set) board.Set {
	pro.Lo &= notFileALo
	pro.Hi &= notFileALo
	g.Lo |= pro.Lo & (g.Lo>>7 | g.Hi<<57)
	g.Hi |= pro.Hi & (g.Hi >> 7)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>7 | pro.Hi<<57), Hi: pro.Hi & (pro.Hi >> 7)}
	g.Lo |= pro.Lo & (g.Lo>>14 | g.Hi<<50)
	g.Hi |= pro.Hi & (g.Hi >> 14)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>14 | pro.Hi<<50), Hi: pro.Hi & (pro.Hi >> 14)}
	g.Lo |= pro.Lo & (g.Lo>>28 | g.Hi<<36)
	g.Hi |= pro.Hi & (g.Hi >> 28)
	return g
}

// fillS is the Kogge-Stone occluded fill of g over pro, towards S.
func fillS(g, pro board.Set) board.Set {
	g.Lo |= pro.Lo & (g.Lo>>8 | g.Hi<<56)
	g.Hi |= pro.Hi & (g.Hi >> 8)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>8 | pro.Hi<<56), Hi: pro.Hi & (pro.Hi >> 8)}
	g.Lo |= pro.Lo & (g.Lo>>16 | g.Hi<<48)
	g.Hi |= pro.Hi & (g.Hi >> 16)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>16 | pro.Hi<<48), Hi: pro.Hi & (pro.Hi >> 16)}
	g.Lo |= pro.Lo & (g.Lo>>32 | g.Hi<<32)
	g.Hi |= pro.Hi & (g.Hi >> 32)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>32 | pro.Hi<<32), Hi: pro.Hi & (pro.Hi >> 32)}
	g.Lo |= pro.Lo & g.Hi
	return g
}

// fillSW is the Kogge-Stone occluded fill of g over pro, towards SW.
func fillSW(g, pro board.Set) board.Set {
	pro.Lo &= notFileHLo
	pro.Hi &= notFileHLo
	g.Lo |= pro.Lo & (g.Lo>>9 | g.Hi<<55)
	g.Hi |= pro.Hi & (g.Hi >> 9)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>9 | pro.Hi<<55), Hi: pro.Hi & (pro.Hi >> 9)}
	g.Lo |= pro.Lo & (g.Lo>>18 | g.Hi<<46)
	g.Hi |= pro.Hi & (g.Hi >> 18)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>18 | pro.Hi<<46), Hi: pro.Hi & (pro.Hi >> 18)}
	g.Lo |= pro.Lo & (g.Lo>>36 | g.Hi<<28)
	g.Hi |= pro.Hi & (g.Hi >> 36)
	return g
}

// fillW is the Kogge-Stone occluded fill of g over pro, towards W.
func fillW(g, pro board.Set) board.Set {
	pro.Lo &= notFileHLo
	pro.Hi &= notFileHLo
	g.Lo |= pro.Lo & (g.Lo>>1 | g.Hi<<63)
	g.Hi |= pro.Hi & (g.Hi >> 1)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>1 | pro.Hi<<63), Hi: pro.Hi & (pro.Hi >> 1)}
	g.Lo |= pro.Lo & (g.Lo>>2 | g.Hi<<62)
	g.Hi |= pro.Hi & (g.Hi >> 2)
	pro = board.Set{Lo: pro.Lo & (pro.Lo>>2 | pro.Hi<<62), Hi: pro.Hi & (pro.Hi >> 2)}
	g.Lo |= pro.Lo & (g.Lo>>4 | g.Hi<<60)
	g.Hi |= pro.Hi & (g.Hi >> 4)
	return g
}

// fillNW is the Kogge-Stone occluded fill of g over pro, towards NW.
func fillNW(g, pro board.Set) board.Set {
	pro.Lo &= notFileHLo
	pro.Hi &= notFileHLo
	g.Lo |= pro.Lo & (g.Lo << 7)
	g.Hi |= pro.Hi & (g.Hi<<7 | g.Lo>>57)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 7), Hi: pro.Hi & (pro.Hi<<7 | pro.Lo>>57)}
	g.Lo |= pro.Lo & (g.Lo << 14)
	g.Hi |= pro.Hi & (g.Hi<<14 | g.Lo>>50)
	pro = board.Set{Lo: pro.Lo & (pro.Lo << 14), Hi: pro.Hi & (pro.Hi<<14 | pro.Lo>>50)}
	g.Lo |= pro.Lo & (g.Lo << 28)
	g.Hi |= pro.Hi & (g.Hi<<28 | g.Lo>>36)
	return g
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
	if dirs&(1<<dirN) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepN(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepN(m))
	}
	if dirs&(1<<dirNE) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepNE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepNE(m))
	}
	if dirs&(1<<dirE) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepE(m))
	}
	if dirs&(1<<dirSE) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepSE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepSE(m))
	}
	if dirs&(1<<dirS) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepS(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepS(m))
	}
	if dirs&(1<<dirSW) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepSW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepSW(m))
	}
	if dirs&(1<<dirW) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepW(m))
	}
	if dirs&(1<<dirNW) != 0 {
		m := g
		for j := uint8(1); j < k; j++ {
			m = stepNW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepNW(m))
	}
	return out
}

// slideStarts returns the cells from which an exact slide of k cells along
// some direction of dirs ends on a cell of ends, with the cells between in
// path (unless leap).
func slideStarts(ends board.Set, dirs uint8, k uint8, path board.Set, leap bool) board.Set {
	var out board.Set
	if dirs&(1<<dirN) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepS(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepS(m))
	}
	if dirs&(1<<dirNE) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepSW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepSW(m))
	}
	if dirs&(1<<dirE) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepW(m))
	}
	if dirs&(1<<dirSE) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepNW(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepNW(m))
	}
	if dirs&(1<<dirS) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepN(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepN(m))
	}
	if dirs&(1<<dirSW) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepNE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepNE(m))
	}
	if dirs&(1<<dirW) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepE(m))
	}
	if dirs&(1<<dirNW) != 0 {
		m := ends
		for j := uint8(1); j < k; j++ {
			m = stepSE(m)
			if !leap {
				m = m.Intersect(path)
			}
		}
		out = out.Union(stepSE(m))
	}
	return out
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
