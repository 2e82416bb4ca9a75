package boolean

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Perft from the standard set-up (setup=standard, default rules).
//
// Depth 1, by hand (TestStandardMoveCounts): 78 steps + 126 pushes = 204.
//
// Depth 2, by hand: every White first move stays within levels 1 and 2 (a
// step goes from level 1 to level 2; a push lands the pyramid on level 1
// and the pushed piece on level 1 or 2), captures nothing (Black is on
// level 4, two levels from everything White reaches), and leaves levels 3
// and 4 as they were. Black's moves use only levels 3 and 4, so Black has
// the mirror image of White's 204 after each: 204 * 204 = 41616.
//
// Depth 3 has captures (Black's pieces come down to level 3, next to
// White's on level 2) and is checked against the independent reference
// model of reference_test.go.
func TestPerftStandard(t *testing.T) {
	p := mustNew(t, "setup=standard")
	for _, tc := range []struct {
		depth int
		want  uint64
	}{{1, 204}, {2, 41616}} {
		if n := variant.Perft(p, tc.depth); n != tc.want {
			t.Errorf("perft %d = %d, want %d", tc.depth, n, tc.want)
		}
		if n := variant.PerftPlayed(p, tc.depth); n != tc.want {
			t.Errorf("perft (played) %d = %d, want %d", tc.depth, n, tc.want)
		}
	}
	got := variant.Perft(p, 3)
	if testing.Short() {
		t.Logf("perft 3 = %d (reference check skipped in -short)", got)
		return
	}
	if want := rStandard(rOptions(p.Options())).perft(3); got != want {
		t.Errorf("perft 3 = %d, the reference model counts %d", got, want)
	}
	if n := variant.ParallelPerft(p, 3, 2); n != got {
		t.Errorf("parallel perft 3 = %d, perft %d", n, got)
	}
}

// Perft 1-2 with the push options by hand (TestStandardMoveCounts): 188
// moves without pushintoorigin (Black's mirror: 188^2 = 35344), 78 without
// pushes (78^2 = 6084); depth 3 against the reference model for each, and
// with chaincaptures and with a reduced set of equations.
func TestPerftOptions(t *testing.T) {
	for _, tc := range []struct {
		opts   string
		d1, d2 uint64
	}{
		{"setup=standard,pushintoorigin=false", 188, 35344},
		{"setup=standard,pyramidpush=false", 78, 6084},
		{"setup=standard,chaincaptures", 204, 41616},
		{"setup=standard,equations=not-nand", 204, 41616},
	} {
		p := mustNew(t, tc.opts)
		if n := variant.Perft(p, 1); n != tc.d1 {
			t.Errorf("%s: perft 1 = %d, want %d", tc.opts, n, tc.d1)
		}
		if n := variant.Perft(p, 2); n != tc.d2 {
			t.Errorf("%s: perft 2 = %d, want %d", tc.opts, n, tc.d2)
		}
		if testing.Short() || !varianttest.Long() && tc.opts != "setup=standard,pyramidpush=false" {
			continue
		}
		if got, want := variant.Perft(p, 3), rStandard(rOptions(p.Options())).perft(3); got != want {
			t.Errorf("%s: perft 3 = %d, the reference model counts %d", tc.opts, got, want)
		}
	}
}

// Perft of the placement phase, by hand. Depth 1: 72 (TestPlacement).
// Depth 2: Black's placements are on another plane, 72 after each: 5184.
// Depth 3: White's second placement after placing a piece of a shape with
// n pieces (and n cells) leaves (n-1)^2 instead of n^2 for that shape:
// 72 - n^2 + (n-1)^2 = 73 - 2n, that is 65 after a circle or a square
// (n = 4), 61 after a triangle (n = 6), 69 after a pyramid (n = 2). White
// has 16, 36, 16 and 4 first placements of each: 16*65 + 36*61 + 16*65 +
// 4*69 = 1040 + 2196 + 1040 + 276 = 4552, times Black's 72: 327744.
func TestPerftPlacement(t *testing.T) {
	p := mustNew(t, "")
	for _, tc := range []struct {
		depth int
		want  uint64
	}{{1, 72}, {2, 5184}, {3, 327744}} {
		if n := variant.Perft(p, tc.depth); n != tc.want {
			t.Errorf("perft %d = %d, want %d", tc.depth, n, tc.want)
		}
	}
	if n := rPlacementStart(rOptions(p.Options())).perft(2); n != 5184 {
		t.Errorf("the reference model counts %d at depth 2", n)
	}
}
