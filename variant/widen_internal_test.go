package variant

import (
	"fmt"
	"testing"
	"unsafe"
)

// widen reinterprets the spare capacity of a []Move as a []M, lets the
// generator fill it, and widens the moves in place, last first. These tests
// drive it with generators of every move width against the plain
// append-one-by-one result, in every situation of capacity: none, too
// little for the typed moves, enough for the typed moves but not for the
// widened ones, enough for both, and generators that ignore or outgrow
// their buffer.

// pattern returns move i of a test list: every byte of the move differs
// from its neighbours' and the top bit is set, so that a widening that reads
// the wrong bytes, in the wrong order or from the wrong place shows.
func pattern[M MoveType](i int) M {
	v := uint64(0x8000000000000000) | uint64(i+1)*0x0102030405060708 ^ uint64(i)<<13
	return M(v>>(64-8*unsafe.Sizeof(M(0)))) | M(i+1)
}

// appender is a generator that appends k pattern moves.
func appender[M MoveType](k int) func([]M) []M {
	return func(dst []M) []M {
		for i := range k {
			dst = append(dst, pattern[M](i))
		}
		return dst
	}
}

// ownSlice is a generator that ignores dst and returns a slice of its own
// (allowed: it returns "the extended slice", here a new one).
func ownSlice[M MoveType](k int) func([]M) []M {
	own := make([]M, k)
	for i := range own {
		own[i] = pattern[M](i)
	}
	return func([]M) []M { return own }
}

func wantWide[M MoveType](prefix []Move, k int) []Move {
	out := append([]Move(nil), prefix...)
	for i := range k {
		out = append(out, Move(pattern[M](i)))
	}
	return out
}

func testWiden[M MoveType](t *testing.T) {
	for _, k := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 33, 64, 100} {
		for _, n := range []int{0, 1, 3} {
			for _, spare := range []int{0, 1, 2, k/4 + 1, k / 2, k - 1, k, k + 1, 2 * k, 8 * k} {
				if spare < 0 {
					continue
				}
				for gname, gen := range map[string]func([]M) []M{"append": appender[M](k), "own": ownSlice[M](k)} {
					name := fmt.Sprintf("k%d/n%d/spare%d/%s", k, n, spare, gname)
					buf := make([]Move, n, n+spare)
					for i := range buf {
						buf[i] = Move(0xdead0000 + i)
					}
					// Fill the spare room with junk that must not leak out.
					for i := n; i < cap(buf); i++ {
						buf[:cap(buf)][i] = 0xFFFF_FFFF_FFFF_FFFF
					}
					prefix := append([]Move(nil), buf...)
					got := widen(buf, gen)
					want := wantWide[M](prefix, k)
					if len(got) != len(want) {
						t.Fatalf("%s: len %d, want %d", name, len(got), len(want))
					}
					for i := range want {
						if got[i] != want[i] {
							t.Fatalf("%s: move %d = %#x, want %#x", name, i, got[i], want[i])
						}
					}
					for i := range buf {
						if buf[i] != prefix[i] {
							t.Fatalf("%s: the caller's moves changed: %#x", name, buf[i])
						}
					}
					// With room for the widened moves, the result is dst's
					// array, extended in place.
					inPlace := len(got) > 0 && unsafe.SliceData(got) == unsafe.SliceData(buf)
					if k > 0 && spare >= k && gname == "append" && !inPlace {
						t.Errorf("%s: widened into a new array although dst had room", name)
					}
					if k > 0 && spare < k && inPlace && cap(got) != cap(buf) {
						t.Errorf("%s: result shares dst's array but not its capacity", name)
					}
				}
			}
		}
	}
}

func TestWiden(t *testing.T) {
	t.Run("uint16", testWiden[uint16])
	t.Run("uint32", testWiden[uint32])
	t.Run("uint64", testWiden[uint64])
	type named uint16 // a named move type of a game
	t.Run("named", testWiden[named])
}

// A generator given room for more typed moves than there is room for widened
// ones (4 uint16 moves fit in one Move): it fills the typed room in place,
// and widen must copy them out before appending, since widening in place
// would overwrite dst beyond its capacity.
func TestWidenTypedFitsWideDoesNot(t *testing.T) {
	buf := make([]Move, 1, 3) // spare 2 Moves = 8 uint16 moves
	buf[0] = 7
	var seen []uint16
	gen := func(dst []uint16) []uint16 {
		if cap(dst) != 8 || len(dst) != 0 {
			t.Errorf("generator got len %d cap %d, want 0 and 8", len(dst), cap(dst))
		}
		for i := range 6 {
			dst = append(dst, pattern[uint16](i))
		}
		seen = dst
		return dst
	}
	got := widen(buf, gen)
	if unsafe.Pointer(unsafe.SliceData(seen)) != unsafe.Pointer(unsafe.SliceData(buf[1:3])) {
		t.Fatal("the generator did not write into dst's spare room")
	}
	want := wantWide[uint16]([]Move{7}, 6)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %#x, want %#x", got, want)
	}
}

// widen allocates nothing when dst has room for the widened moves.
func TestWidenAllocs(t *testing.T) {
	buf16 := make([]Move, 0, 64)
	buf64 := make([]Move, 0, 64)
	g16 := appender[uint16](40)
	g64 := appender[uint64](40)
	if n := testing.AllocsPerRun(100, func() { buf16 = widen(buf16[:0], g16) }); n != 0 {
		t.Errorf("uint16: %v allocations per call", n)
	}
	if n := testing.AllocsPerRun(100, func() { buf64 = widen(buf64[:0], g64) }); n != 0 {
		t.Errorf("uint64: %v allocations per call", n)
	}
}
