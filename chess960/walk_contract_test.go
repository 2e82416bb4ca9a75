package chess960_test

import (
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// TestWalkContract checks the variant contract (text round trips, move
// text round trips, immutability, dynamic face) along random games of
// standard chess and of several Chess960 starts.
func TestWalkContract(t *testing.T) {
	for _, c := range []struct{ name, options string }{
		{"chess", ""}, {"chess960", "start=0"}, {"chess960", "start=959"}, {"chess960", "start=518"},
	} {
		p, err := variant.NewPosition(c.name, c.options, "")
		if err != nil {
			t.Fatal(err)
		}
		start := p.Typed().(chess960.Position)
		for seed := range uint64(20) {
			varianttest.Walk(t, start, seed, 200)
		}
		varianttest.CheckNoAllocs(t, start)
	}
}
