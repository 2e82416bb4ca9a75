package board

import (
	"math/bits"
	"strings"
)

// Cell is the index of one cell of a board, 0 <= Cell < 128. Its meaning
// (which square it is) comes from the board's [Geometry].
type Cell uint8

// NoCell stands for "no cell", for example a step off the board.
const NoCell Cell = 0xFF

// Set is a set of cells, one bit per cell: bit i of Lo is cell i, bit i of
// Hi is cell 64+i. The zero Set is empty. Sets are plain values: every
// operation returns a new set and none allocates.
type Set struct {
	Lo, Hi uint64
}

// SetOf returns the set holding exactly the given cells.
func SetOf(cells ...Cell) Set {
	var s Set
	for _, c := range cells {
		s = s.With(c)
	}
	return s
}

// Single returns the set holding only c.
func Single(c Cell) Set {
	if c < 64 {
		return Set{Lo: 1 << c}
	}
	return Set{Hi: 1 << (c - 64)}
}

// Has reports whether c is in s. Cells outside 0..127 are never in a set.
func (s Set) Has(c Cell) bool {
	if c < 64 {
		return s.Lo>>c&1 != 0
	}
	if c < 128 {
		return s.Hi>>(c-64)&1 != 0
	}
	return false
}

// With returns s with c added. Cells outside 0..127 are ignored.
func (s Set) With(c Cell) Set {
	if c < 64 {
		s.Lo |= 1 << c
	} else if c < 128 {
		s.Hi |= 1 << (c - 64)
	}
	return s
}

// Without returns s with c removed.
func (s Set) Without(c Cell) Set {
	if c < 64 {
		s.Lo &^= 1 << c
	} else if c < 128 {
		s.Hi &^= 1 << (c - 64)
	}
	return s
}

// Union returns the cells in s or t.
func (s Set) Union(t Set) Set { return Set{s.Lo | t.Lo, s.Hi | t.Hi} }

// Intersect returns the cells in both s and t.
func (s Set) Intersect(t Set) Set { return Set{s.Lo & t.Lo, s.Hi & t.Hi} }

// Minus returns the cells in s and not in t.
func (s Set) Minus(t Set) Set { return Set{s.Lo &^ t.Lo, s.Hi &^ t.Hi} }

// Xor returns the cells in exactly one of s and t.
func (s Set) Xor(t Set) Set { return Set{s.Lo ^ t.Lo, s.Hi ^ t.Hi} }

// Complement returns the cells of within that are not in s.
func (s Set) Complement(within Set) Set { return within.Minus(s) }

// Shift moves every cell of s by n cell numbers: up (towards cell 127) for
// n > 0, down for n < 0. Cells moved past 0 or 127 vanish; cells moved off
// a file of the board are the caller's to mask (one step East is Shift(1)
// of the cells not on the last file). It is the 128-bit shift of
// bitboard fills. [Set.ShiftUp] and [Set.ShiftDown] are the same for a
// known direction and cost less to inline.
func (s Set) Shift(n int) Set {
	if n >= 0 {
		return s.ShiftUp(uint(n))
	}
	return s.ShiftDown(uint(-n))
}

// ShiftUp moves every cell of s n cell numbers up; cells past 127 vanish.
func (s Set) ShiftUp(n uint) Set {
	// Go shifts of an unsigned value by 64 or more give 0, so the counts
	// that wrap round (64-n for n = 0, n-64 for n < 64) drop out.
	return Set{Lo: s.Lo << n, Hi: s.Hi<<n | s.Lo>>(64-n) | s.Lo<<(n-64)}
}

// ShiftDown moves every cell of s n cell numbers down; cells below 0
// vanish.
func (s Set) ShiftDown(n uint) Set {
	return Set{Lo: s.Lo>>n | s.Hi<<(64-n) | s.Hi>>(n-64), Hi: s.Hi >> n}
}

// Empty reports whether s has no cell.
func (s Set) Empty() bool { return s.Lo|s.Hi == 0 }

// Intersects reports whether s and t share a cell.
func (s Set) Intersects(t Set) bool { return s.Lo&t.Lo|s.Hi&t.Hi != 0 }

// SubsetOf reports whether every cell of s is in t.
func (s Set) SubsetOf(t Set) bool { return s.Minus(t).Empty() }

// Count returns the number of cells in s.
func (s Set) Count() int { return bits.OnesCount64(s.Lo) + bits.OnesCount64(s.Hi) }

// First returns the lowest-numbered cell of s, or NoCell if s is empty.
func (s Set) First() Cell {
	if s.Lo != 0 {
		return Cell(bits.TrailingZeros64(s.Lo))
	}
	if s.Hi != 0 {
		return Cell(64 + bits.TrailingZeros64(s.Hi))
	}
	return NoCell
}

// Last returns the highest-numbered cell of s, or NoCell if s is empty.
func (s Set) Last() Cell {
	if s.Hi != 0 {
		return Cell(127 - bits.LeadingZeros64(s.Hi))
	}
	if s.Lo != 0 {
		return Cell(63 - bits.LeadingZeros64(s.Lo))
	}
	return NoCell
}

// PopFirst removes the lowest-numbered cell from *s and returns it, or
// returns NoCell if *s is empty. It is the allocation-free way to visit a set:
//
//	for t := s; !t.Empty(); {
//		c := t.PopFirst()
//		...
//	}
func (s *Set) PopFirst() Cell {
	if s.Lo != 0 {
		c := Cell(bits.TrailingZeros64(s.Lo))
		s.Lo &= s.Lo - 1
		return c
	}
	if s.Hi != 0 {
		c := Cell(64 + bits.TrailingZeros64(s.Hi))
		s.Hi &= s.Hi - 1
		return c
	}
	return NoCell
}

// All calls yield for each cell of s in increasing order, for use with
// range: for c := range s.All { ... }.
func (s Set) All(yield func(Cell) bool) {
	for !s.Empty() {
		if !yield(s.PopFirst()) {
			return
		}
	}
}

// AppendCells appends the cells of s in increasing order to dst.
func (s Set) AppendCells(dst []Cell) []Cell {
	for !s.Empty() {
		dst = append(dst, s.PopFirst())
	}
	return dst
}

// String writes the set as its cell numbers, for example "{0 9 127}". Use
// [Geometry.SetString] for square names.
func (s Set) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for t := s; !t.Empty(); {
		c := t.PopFirst()
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		writeInt(&b, int(c))
	}
	b.WriteByte('}')
	return b.String()
}

func writeInt(b *strings.Builder, n int) {
	if n >= 100 {
		b.WriteByte(byte('0' + n/100))
	}
	if n >= 10 {
		b.WriteByte(byte('0' + n/10%10))
	}
	b.WriteByte(byte('0' + n%10))
}
