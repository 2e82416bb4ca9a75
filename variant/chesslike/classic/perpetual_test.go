package classic_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Xiangqi's perpetual-check rule. Red's chariot on a10 checks Black's
// general on e10 along the tenth rank (Red's general stands on d1, off the
// e-file, so the generals do not face each other). Black's only escape is
// e10-e9 (d10 and f10 stay on the checked rank; the general moves
// orthogonally inside the palace). Red checks again from a9; Black steps
// back to e10; Red returns to a10, giving check: the start position again.
// Red has checked with every move of the cycle, so in engine enforcement,
// on the third occurrence, Red loses. A cycle without checks is then a
// draw.
func TestXiangqiPerpetualCheckLoses(t *testing.T) {
	start, err := variant.NewPosition("xiangqi", "enforcement=engine", "R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g := variant.NewGame(start)
	cycle := []string{"e10e9", "a10a9", "e9e10", "a9a10"}
	for i, m := range append(cycle, cycle...) {
		if o := g.Outcome(); o.Over() {
			t.Fatalf("over before move %d (%s): %v", i+1, m, o)
		}
		if err := g.PlayText(m); err != nil {
			t.Fatalf("move %d %s: %v", i+1, m, err)
		}
	}
	o := g.Outcome()
	if o.Status != variant.Won || !o.Winners.Has(1) || o.Reason != "perpetual check" {
		t.Fatalf("after the third occurrence: %v, want black to win by perpetual check", o)
	}

	// The same shuffle without check: the chariot on a8 and a7, away from
	// the general's ranks 10 and 9 — a plain threefold repetition draw.
	start, err = variant.NewPosition("xiangqi", "enforcement=engine", "4k4/9/R8/9/9/9/9/9/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g = variant.NewGame(start)
	quiet := []string{"e10e9", "a8a7", "e9e10", "a7a8"}
	for _, m := range append(quiet, quiet...) {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	if o := g.Outcome(); o.Status != variant.Drawn {
		t.Fatalf("quiet cycle: %v, want a draw", o)
	}
}
