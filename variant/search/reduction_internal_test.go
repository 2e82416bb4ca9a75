package search

import "testing"

// Late-move reductions by hand: log(depth)·log(i)/2 + 1/2, truncated, one
// less in the principal variation, leaving at least one ply.
func TestReduction(t *testing.T) {
	cases := []struct {
		depth, i int
		pv       bool
		want     int
	}{
		{3, 3, false, 1},   // ln 3 · ln 3 / 2 + 0.5 = 1.10
		{3, 3, true, 0},    // one less in the principal variation
		{6, 10, false, 2},  // 1.792 · 2.303 / 2 + 0.5 = 2.56
		{10, 20, false, 3}, // 2.303 · 2.996 / 2 + 0.5 = 3.95
		{10, 20, true, 2},
		{20, 40, false, 6}, // 2.996 · 3.689 / 2 + 0.5 = 6.03
		{3, 60, false, 1},  // 1.099 · 4.094 / 2 + 0.5 = 2.75, but depth 3 leaves one ply: 1
		{4, 1, false, 0},   // ln 1 = 0: 0.5, truncated
		{99, 99, false, 9}, // beyond the table, its last entry: ln 63 · ln 63 / 2 + 0.5 = 9.08
	}
	for _, c := range cases {
		if got := reduction(c.depth, c.i, c.pv); got != c.want {
			t.Errorf("reduction(%d, %d, %v) = %d, want %d", c.depth, c.i, c.pv, got, c.want)
		}
	}
}
