package lancer

import (
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The classification of spec 3.5 reaches the players through South's side
// status once all four Cannons stand: h3 b8 b3 h8 is Traditional, f4 d7 d4
// f7 Accelerated; nothing is said while Cannons remain in hand.
func TestQiPlacementNotes(t *testing.T) {
	for _, c := range []struct {
		seq  []string
		want []string
	}{
		{[]string{"C@h3", "C@b8"}, nil},
		{[]string{"C@h3", "C@b8", "C@b3", "C@h8"}, []string{"placement: traditional"}},
		{[]string{"C@f4", "C@d7", "C@d4", "C@f7"}, []string{"placement: accelerated"}},
	} {
		p := play(t, QiPlacements.Start(), c.seq...)
		got := variant.StatusOf(variant.Dynamic(p), 0).Notes
		if !slices.Equal(got, c.want) {
			t.Errorf("%v: South's notes %q, want %q", c.seq, got, c.want)
		}
		if n := variant.StatusOf(variant.Dynamic(p), 1).Notes; len(n) != 0 {
			t.Errorf("%v: North's notes %q, want none", c.seq, n)
		}
	}
}
