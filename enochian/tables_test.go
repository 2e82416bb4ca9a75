package enochian

import (
	"math/bits"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The step sets computed by shifts (pawnPushes, pawnCapsOf, orthStepsOf,
// diagStepsOf, kingStepsOf, knightLeapsOf, queenLeapsOf) are the unions of the tables built square by
// square from the board geometry, on single squares and on random sets.
func TestStepSetsMatchTables(t *testing.T) {
	union := func(b uint64, table *[64]uint64) uint64 {
		var u uint64
		for ; b != 0; b &= b - 1 {
			u |= table[bits.TrailingZeros64(b)]
		}
		return u
	}
	var diag [64]uint64
	for s := range 64 {
		diag[s] = kingSteps[s] &^ orthSteps[s]
	}
	pushes := func(a Army, b uint64) uint64 {
		var u uint64
		for ; b != 0; b &= b - 1 {
			if f := pawnPush[a][bits.TrailingZeros64(b)]; f != noSq {
				u |= 1 << f
			}
		}
		return u
	}
	sets := make([]uint64, 0, 64+1000)
	for s := range 64 {
		sets = append(sets, 1<<s)
	}
	x := uint64(0x656e6f6368)
	for range 1000 {
		sets = append(sets, variant.SplitMix64(&x)&variant.SplitMix64(&x)) // about 16 squares
	}
	for _, b := range sets {
		for _, c := range []struct {
			name      string
			got, want uint64
		}{
			{"orthStepsOf", orthStepsOf(b), union(b, &orthSteps)},
			{"diagStepsOf", diagStepsOf(b), union(b, &diag)},
			{"kingStepsOf", kingStepsOf(b), union(b, &kingSteps)},
			{"knightLeapsOf", knightLeapsOf(b), union(b, &knightLeaps)},
			{"queenLeapsOf", queenLeapsOf(b), union(b, &queenLeaps)},
		} {
			if c.got != c.want {
				t.Fatalf("%s(%#x) = %#x, want %#x", c.name, b, c.got, c.want)
			}
		}
		for a := Army(0); a < 4; a++ {
			if got, want := pawnPushes(a, b), pushes(a, b); got != want {
				t.Fatalf("pawnPushes(%s, %#x) = %#x, want %#x", a, b, got, want)
			}
			if got, want := pawnCapsOf(a, b), union(b, &pawnCaps[a]); got != want {
				t.Fatalf("pawnCapsOf(%s, %#x) = %#x, want %#x", a, b, got, want)
			}
		}
	}
}
