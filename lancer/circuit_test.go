package lancer

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/board"
)

func tour(t *testing.T, g *board.Geometry, text string) []board.Cell {
	t.Helper()
	c, err := ParseTour(g, text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Spec 2.8 and 7.1.4: the seed's 2D circuit A1-B1-C1-C2-C3-B3-B2-A2-A3-A1
// is valid; after A1-B1-C1-C2-C3-B3 the move B3-A3 leaves no completion
// ("B3 to A3? and the Circuit fails") and B3-B2 exactly one; there are 96
// directed closed circuits from A1.
func TestCircuit2D(t *testing.T) {
	g := board.MustNew(Circuit2D)
	seed := tour(t, g, "A1-B1, B1-C1, C1-C2, C2-C3, C3-B3, B3-B2, B2-A2, A2-A3, A3-A1")
	// The seed writes each move as a pair: keep every other square.
	var path []board.Cell
	for i, c := range seed {
		if i == 0 || i%2 == 1 {
			path = append(path, c)
		}
	}
	if err := CheckCircuit(g, path); err != nil {
		t.Errorf("the seed's circuit: %v", err)
	}
	prefix := tour(t, g, "a1 b1 c1 c2 c3 b3")
	if n := CountCircuits(g, append(prefix[:6:6], must(g.Parse("a3")))); n != 0 {
		t.Errorf("after B3-A3: %d completions, want 0", n)
	}
	if n := CountCircuits(g, append(prefix[:6:6], must(g.Parse("b2")))); n != 1 {
		t.Errorf("after B3-B2: %d completions, want 1", n)
	}
	if n := CountCircuits(g, []board.Cell{must(g.Parse("a1"))}); n != 96 {
		t.Errorf("closed circuits from a1: %d, want 96", n)
	}
}

// Spec 2.8 and 7.1.5: on the 3x3x3 cube 83,304 directed closed circuits
// start with the nine level-1 cells of the 2D example; the spec's example
// is one of them (it ends with a two-level jump A1L3-A1L1).
func TestCircuit3D(t *testing.T) {
	g := board.MustNew(Circuit3D)
	example := tour(t, g, "a11 b11 c11 c21 c31 b31 b21 a21 a31 a32 b32 c32 c22 b22 a22 a12 b12 c12 "+
		"c13 b13 b23 c23 c33 b33 a33 a23 a13 a11")
	if err := CheckCircuit(g, example); err != nil {
		t.Errorf("the spec's circuit: %v", err)
	}
	if n := CountCircuits(g, example[:9]); n != 83304 {
		t.Errorf("circuits with the 2D prefix: %d, want 83304", n)
	}
}

// CheckCircuit says what is wrong with a tour that is not a circuit.
func TestCircuitErrors(t *testing.T) {
	g := board.MustNew(Circuit2D)
	for text, why := range map[string]string{
		"a1 b1 c1 c2 c3 b3 b2 a2 a3":    "8 moves; a circuit of the 3x3 board has 9",
		"a1 b2 c1 c2 c3 b3 a3 a2 b1 a1": "a1-b2, is not a King's Lancer", // a diagonal step
		"a1 b1 c1 c2 c3 b3 b2 b1 a2 a1": "b1 a second time",
		"a1 b1 c1 c2 c3 b3 b2 a2 a3 a2": "lands on a2 a second time",
	} {
		err := CheckCircuit(g, tour(t, g, text))
		if !errors.Is(err, ErrCircuit) || !contains(err.Error(), why) {
			t.Errorf("%s: error %v, want one saying %q", text, err, why)
		}
	}
	if _, err := ParseTour(g, "a1 d1"); !errors.Is(err, ErrCircuit) || !errors.Is(err, board.ErrSquare) {
		t.Errorf("off-board square: %v", err)
	}
	if _, err := ParseTour(g, " - "); !errors.Is(err, ErrCircuit) {
		t.Errorf("no squares: %v", err)
	}
	if n := CountCircuits(g, tour(t, g, "a1 b2")); n != 0 {
		t.Errorf("a prefix with a diagonal step begins %d circuits", n)
	}
}
