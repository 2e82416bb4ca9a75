package chess960

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"pgregory.net/rapid"
)

// TestEvaluateMirror: the evaluation knows no colour. A position of a
// random game scores for white what its colour mirror scores for black,
// and the two sides' scores of a position are opposite.
func TestEvaluateMirror(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		withMirror(t, func(p, q Position) {
			w, b := Evaluate(p, variant.Side(White)), Evaluate(q, variant.Side(Black))
			if w != b || Evaluate(p, variant.Side(Black)) != -w {
				t.Fatalf("%s scores %d for white, %d for black; its mirror %s scores %d for black", p, w, Evaluate(p, variant.Side(Black)), q, b)
			}
		})
	})
}

// The terms by hand, from the start of chess (equal for both sides, so
// only the tempo is left: +10 for white to move) and from positions that
// differ by one term's feature:
//   - 1. Nf3 against 1. Nh3 (black to move in both, the same tempo; the
//     rest is the same, the knight off its first rank in both): f3 is on
//     ring 1 (+15 in the middlegame) and attacks d4, e5, g5, h4 and g1
//     (empty now; d2, e1 and h2 are white's): 5 x 4 = 20, in all 35; h3
//     is on the edge, ring 3 (-25), and attacks f4, g5 and g1 (f2 is
//     white's): 3 x 4 = 12, in all -13. The phase is 24, all middlegame:
//     35 - (-13) = 48.
func TestEvaluateTerms(t *testing.T) {
	start := Standard()
	if got := Evaluate(start, variant.Side(White)); got != Weights.Tempo {
		t.Errorf("start: %d, want the tempo %d", got, Weights.Tempo)
	}
	f3, err := ParseFEN("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
	if err != nil {
		t.Fatal(err)
	}
	h3, err := ParseFEN("rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
	if err != nil {
		t.Fatal(err)
	}
	if d := Evaluate(f3, variant.Side(White)) - Evaluate(h3, variant.Side(White)); d != 48 {
		t.Errorf("Nf3 against Nh3: %d, want 48", d)
	}
}

// EvalWeights.Evaluate scores with its own terms, not those of Weights:
// with no terms at all only the material is left (a knight up: 300, by
// PieceValues), and with the tempo alone the start scores that tempo; the
// shipped weights give what Evaluate gives.
func TestEvalWeightsEvaluate(t *testing.T) {
	up, err := ParseFEN("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var none EvalWeights
	if got := none.Evaluate(up, variant.Side(White)); got != 300 {
		t.Errorf("a knight up, no terms: %d, want 300", got)
	}
	if got := none.Evaluate(up, variant.Side(Black)); got != -300 {
		t.Errorf("a knight up, no terms, for black: %d, want -300", got)
	}
	tempo := EvalWeights{Tempo: 7}
	if got := tempo.Evaluate(Standard(), variant.Side(White)); got != 7 {
		t.Errorf("start, tempo 7 alone: %d, want 7", got)
	}
	for _, p := range []Position{Standard(), up} {
		if a, b := Weights.Evaluate(p, variant.Side(White)), Evaluate(p, variant.Side(White)); a != b {
			t.Errorf("%s: Weights.Evaluate %d, Evaluate %d", p, a, b)
		}
	}
}
