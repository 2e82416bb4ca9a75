package board_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"pgregory.net/rapid"
)

type setOp struct {
	add  bool
	cell board.Cell
}

// genSet draws a sequence of With/Without operations, applies it to a Set and
// to the reference map after each step, checks they agree at every step, and
// returns both.
func genSet(t *rapid.T, label string) (board.Set, refSet) {
	ops := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) setOp {
		return setOp{rapid.IntRange(0, 3).Draw(t, "add") > 0, genCell().Draw(t, "cell")}
	}), 0, 150).Draw(t, label)
	// Start empty or, to reach dense sets, from arbitrary words (rapid
	// draws all-ones and other edge values often).
	var s board.Set
	if rapid.Bool().Draw(t, label+" from words") {
		s = board.Set{Lo: rapid.Uint64().Draw(t, label+".Lo"), Hi: rapid.Uint64().Draw(t, label+".Hi")}
	}
	m := toRef(s)
	for i, op := range ops {
		if op.add {
			s = s.With(op.cell)
			if op.cell < 128 {
				m[op.cell] = true
			}
		} else {
			s = s.Without(op.cell)
			delete(m, op.cell)
		}
		if !toRef(s).equal(m) {
			t.Fatalf("%s: after op %d (%+v): set %v, want %v", label, i, op, toRef(s).sorted(), m.sorted())
		}
	}
	return s, m
}

func TestSetPropertiesAgainstMap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, ms := genSet(t, "s")
		u, mu := genSet(t, "u")

		// The representation is canonical: equal contents, equal values.
		if s != fromRef(ms) {
			t.Fatalf("set %+v is not the canonical set of %v", s, ms.sorted())
		}
		for c := 0; c < 256; c++ {
			if got, want := s.Has(board.Cell(c)), ms[board.Cell(c)]; got != want {
				t.Fatalf("Has(%d) = %v, want %v", c, got, want)
			}
		}
		if got := board.SetOf(ms.sorted()...); got != s {
			t.Fatalf("SetOf(%v) = %v, want %v", ms.sorted(), got, s)
		}

		union, inter, minus, xor, comp := refSet{}, refSet{}, refSet{}, refSet{}, refSet{}
		for c := range ms {
			union[c] = true
			if mu[c] {
				inter[c] = true
			} else {
				minus[c] = true
				xor[c] = true
			}
		}
		for c := range mu {
			union[c] = true
			if !ms[c] {
				xor[c] = true
				comp[c] = true // the cells of "within" (u) not in s
			}
		}
		check := func(name string, got board.Set, want refSet) {
			if !toRef(got).equal(want) {
				t.Fatalf("%s = %v, want %v", name, toRef(got).sorted(), want.sorted())
			}
		}
		check("Union", s.Union(u), union)
		check("Intersect", s.Intersect(u), inter)
		check("Minus", s.Minus(u), minus)
		check("Xor", s.Xor(u), xor)
		check("Complement", s.Complement(u), comp)
		if got, want := s.Intersects(u), len(inter) > 0; got != want {
			t.Fatalf("Intersects = %v, want %v", got, want)
		}
		if got, want := s.SubsetOf(u), len(minus) == 0; got != want {
			t.Fatalf("SubsetOf = %v, want %v", got, want)
		}
		if !s.SubsetOf(s.Union(u)) || !s.Intersect(u).SubsetOf(u) {
			t.Fatalf("a set is not a subset of its union or its intersection not of u")
		}
		if got, want := s.Count(), len(ms); got != want {
			t.Fatalf("Count = %d, want %d", got, want)
		}
		if got, want := s.Empty(), len(ms) == 0; got != want {
			t.Fatalf("Empty = %v, want %v", got, want)
		}

		cells := ms.sorted()
		first, last := board.NoCell, board.NoCell
		if len(cells) > 0 {
			first, last = cells[0], cells[len(cells)-1]
		}
		if got := s.First(); got != first {
			t.Fatalf("First = %d, want %d", got, first)
		}
		if got := s.Last(); got != last {
			t.Fatalf("Last = %d, want %d", got, last)
		}

		// PopFirst visits the cells in increasing order, then returns
		// NoCell and leaves the set empty.
		var popped []board.Cell
		for p := s; ; {
			c := p.PopFirst()
			if c == board.NoCell {
				if !p.Empty() {
					t.Fatalf("PopFirst returned NoCell on non-empty %v", p)
				}
				break
			}
			popped = append(popped, c)
			if len(popped) > 128 {
				t.Fatalf("PopFirst does not terminate")
			}
		}
		if !slices.Equal(popped, cells) {
			t.Fatalf("PopFirst order %v, want %v", popped, cells)
		}

		// All yields the cells in order and stops when asked.
		var all []board.Cell
		for c := range s.All {
			all = append(all, c)
		}
		if !slices.Equal(all, cells) {
			t.Fatalf("All = %v, want %v", all, cells)
		}
		stop := rapid.IntRange(0, len(cells)).Draw(t, "stop")
		var part []board.Cell
		for c := range s.All {
			if len(part) == stop {
				break
			}
			part = append(part, c)
		}
		if !slices.Equal(part, cells[:stop]) {
			t.Fatalf("All stopped after %d = %v, want %v", stop, part, cells[:stop])
		}

		// AppendCells keeps what dst holds.
		prefix := []board.Cell{7, 3}
		if got := s.AppendCells(slices.Clone(prefix)); !slices.Equal(got, append(slices.Clone(prefix), cells...)) {
			t.Fatalf("AppendCells = %v, want %v then %v", got, prefix, cells)
		}

		// String lists the cell numbers.
		nums := make([]string, len(cells))
		for i, c := range cells {
			nums[i] = strconv.Itoa(int(c))
		}
		if got, want := s.String(), "{"+strings.Join(nums, " ")+"}"; got != want {
			t.Fatalf("String = %q, want %q", got, want)
		}

		// Single.
		c := genCell().Draw(t, "single")
		want := refSet{}
		if c < 128 {
			want[c] = true
		}
		check("Single", board.Single(c), want)
	})
}

// TestSetBoundaries checks by hand the cells on each side of the 64-bit
// words and the ignored cell numbers.
func TestSetBoundaries(t *testing.T) {
	s := board.SetOf(0, 63, 64, 127)
	if s.Lo != 1|1<<63 || s.Hi != 1|1<<63 {
		t.Fatalf("SetOf(0, 63, 64, 127) = %#x/%#x, want bits 0 and 63 of each word", s.Lo, s.Hi)
	}
	if s.First() != 0 || s.Last() != 127 || s.Count() != 4 {
		t.Fatalf("First/Last/Count = %d/%d/%d, want 0/127/4", s.First(), s.Last(), s.Count())
	}
	if hi := s.Minus(board.Set{Lo: ^uint64(0)}); hi.First() != 64 || hi.Last() != 127 {
		t.Fatalf("high word First/Last = %d/%d, want 64/127", hi.First(), hi.Last())
	}
	if lo := s.Minus(board.Set{Hi: ^uint64(0)}); lo.First() != 0 || lo.Last() != 63 {
		t.Fatalf("low word First/Last = %d/%d, want 0/63", lo.First(), lo.Last())
	}
	if got := s.With(128).With(board.NoCell).Without(200); got != s {
		t.Fatalf("cells >= 128 changed the set: %v", got)
	}
	if s.Has(128) || s.Has(board.NoCell) || (board.Set{Lo: ^uint64(0), Hi: ^uint64(0)}).Has(board.NoCell) {
		t.Fatalf("a set holds a cell >= 128")
	}
	if !board.Single(board.NoCell).Empty() {
		t.Fatalf("Single(NoCell) = %v, want empty", board.Single(board.NoCell))
	}
	var empty board.Set
	if empty.First() != board.NoCell || empty.Last() != board.NoCell || empty.PopFirst() != board.NoCell {
		t.Fatalf("empty set: First/Last/PopFirst must be NoCell")
	}
	if got := s.String(); got != "{0 63 64 127}" {
		t.Fatalf("String = %q, want {0 63 64 127}", got)
	}
	if got := empty.String(); got != "{}" {
		t.Fatalf("empty String = %q, want {}", got)
	}
}

// TestShiftAgainstReference: Shift(n) holds cell c+n for every cell c of
// the set with 0 <= c+n < 128, and nothing else.
func TestShiftAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, ref := genSet(t, "s")
		n := rapid.IntRange(-140, 140).Draw(t, "n")
		want := refSet{}
		for c, in := range ref {
			if to := int(c) + n; in && to >= 0 && to < 128 {
				want[board.Cell(to)] = true
			}
		}
		if got := s.Shift(n); got != fromRef(want) {
			t.Fatalf("%v.Shift(%d) = %v, want %v", s, n, got, fromRef(want))
		}
	})
}
