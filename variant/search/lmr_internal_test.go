package search

import "testing"

// TestReduction checks late-move reductions against log(depth)·log(move)/2
// + 1/2, truncated, worked out by hand (natural logarithms), one ply less
// in the principal variation, and at least one ply left to search.
func TestReduction(t *testing.T) {
	for _, c := range []struct {
		depth, move int
		pv          bool
		want        int
	}{
		{3, 3, false, 1},   // ln 3 · ln 3 / 2 = 0.60, + 0.5 = 1.10
		{8, 10, false, 2},  // ln 8 · ln 10 / 2 = 2.079 · 2.303 / 2 = 2.39, + 0.5 = 2.89
		{8, 10, true, 1},   // one less in the principal variation
		{20, 40, false, 6}, // 2.996 · 3.689 / 2 = 5.53, + 0.5 = 6.03
		{3, 30, false, 1},  // 1.099 · 3.401 / 2 = 1.87, + 0.5 = 2.37: 2, but depth 3 leaves one ply
		{4, 3, true, 0},    // 1.386 · 1.099 / 2 = 0.76, + 0.5 = 1.26: 1, less one
		{2, 5, false, 0},   // depth 2 leaves nothing to reduce
		{99, 99, false, 9}, // beyond the table, its last entry: ln 63 · ln 63 / 2 = 8.58, + 0.5 = 9.08
	} {
		if got := reduction(c.depth, c.move, c.pv); got != c.want {
			t.Errorf("reduction(%d, %d, pv %v) = %d, want %d", c.depth, c.move, c.pv, got, c.want)
		}
	}
}

// TestLate checks late-move pruning's count: at depth d of 3 or less, the
// quiet moves after the first 3+d² go, and only where a pass tells
// something.
func TestLate(t *testing.T) {
	for _, c := range []struct {
		depth, quiets int
		pass          bool
		want          bool
	}{
		{1, 4, true, false}, // 3 + 1 = 4 kept
		{1, 5, true, true},
		{2, 7, true, false}, // 3 + 4 = 7 kept
		{2, 8, true, true},
		{3, 12, true, false}, // 3 + 9 = 12 kept
		{3, 13, true, true},
		{4, 100, true, false}, // beyond depth 3, none
		{2, 8, false, false},  // where a pass tells nothing (zugzwang), none
	} {
		if got := late(c.depth, c.quiets, c.pass, 0); got != c.want {
			t.Errorf("late(%d, %d, pass %v) = %v, want %v", c.depth, c.quiets, c.pass, got, c.want)
		}
	}
	if late(3, 13, true, offLMP) {
		t.Error("late-move pruning turned off still prunes")
	}
}
