package chesslike_test

import (
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// chasesIn returns the chases of the side to move of a Xiangqi position
// under the given options.
func chasesIn(t *testing.T, options, fen string) []string {
	t.Helper()
	p, err := variant.NewPosition("xiangqi", options, fen)
	if err != nil {
		t.Fatal(err)
	}
	return cl.Chases(p.Typed().(cl.Position))
}

// What counts as a chase, position by position (each analysed by hand).
func TestChaseDefinition(t *testing.T) {
	for _, c := range []struct {
		name, options, fen string
		want               []string
	}{
		// The elephant e3 attacks the chariot c5, which the chariot c10
		// protects: no chase under the WXF and AXF rules, a chase under
		// the Chinese rules (an elephant is weaker than a chariot).
		{"elephant on a protected chariot, wxf", "", "2r1k4/9/9/9/9/2r6/9/4B4/9/3K5 w - - 0 1", nil},
		{"elephant on a protected chariot, axf", "rules=axf", "2r1k4/9/9/9/9/2r6/9/4B4/9/3K5 w - - 0 1", nil},
		{"elephant on a protected chariot, cxa", "rules=cxa", "2r1k4/9/9/9/9/2r6/9/4B4/9/3K5 w - - 0 1", []string{"e3-c5"}},
		// Without the protector, a chase under every preset.
		{"elephant on an unprotected chariot", "", "4k4/9/9/9/9/2r6/9/4B4/9/3K5 w - - 0 1", []string{"e3-c5"}},
		// A horse on a protected chariot: a chase under every preset.
		{"horse on a protected chariot", "", "2r1k4/9/9/9/9/2r6/9/1N7/9/3K5 w - - 0 1", []string{"b3-c5"}},
		// A chariot on a protected cannon: no chase.
		{"chariot on a protected cannon", "", "2r1k4/9/9/9/9/2c3R2/9/9/9/3K5 w - - 0 1", nil},
		// ... on an unprotected one: a chase.
		{"chariot on an unprotected cannon", "", "3k5/9/9/9/9/2c3R2/9/9/9/4K4 w - - 0 1", []string{"g5-c5"}},
		// The general's and soldiers' attacks are never chases.
		{"soldier and general attack", "", "3k5/9/9/9/2nP5/9/9/9/4r4/4K4 w - - 0 1", nil},
		// A soldier that has not crossed the river is not chased; one
		// across is.
		{"uncrossed soldier", "", "3k5/9/9/9/2p3R2/9/9/9/9/4K4 w - - 0 1", nil},
		{"crossed soldier", "", "3k5/9/9/9/9/9/9/2p3R2/9/4K4 w - - 0 1", []string{"g3-c3"}},
		// Chariot against chariot: an offer to exchange, no chase.
		{"chariot exchange", "", "3k5/9/9/9/9/2r3R2/9/9/9/4K4 w - - 0 1", nil},
		// The horse b3 attacks the horse c5, which cannot take back: its
		// leg c4 is blocked by a black cannon (which the horse does not
		// attack): a chase.
		{"blocked horse", "", "3k5/9/9/9/9/2n6/2c6/1N7/9/4K4 w - - 0 1", []string{"b3-c5"}},
		// The same without the block: the horses attack each other.
		{"mutual horses", "", "3k5/9/9/9/9/2n6/9/1N7/9/4K4 w - - 0 1", nil},
	} {
		got := chasesIn(t, c.options, c.fen)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: chases %v, want %v", c.name, got, c.want)
		}
	}
}
