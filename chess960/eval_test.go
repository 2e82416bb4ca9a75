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
	f3 := mustFEN(t, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
	h3 := mustFEN(t, "rnbqkbnr/pppppppp/8/8/8/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1")
	if d := Evaluate(f3, variant.Side(White)) - Evaluate(h3, variant.Side(White)); d != 48 {
		t.Errorf("Nf3 against Nh3: %d, want 48", d)
	}
}

// EvalWeights.Evaluate scores with its own terms, not those of Weights:
// with no terms at all only the material is left (a knight up: 300, by
// PieceValues), and with the tempo alone the start scores that tempo; the
// shipped weights give what Evaluate gives.
func TestEvalWeightsEvaluate(t *testing.T) {
	up := mustFEN(t, "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
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

// TestEvaluateKingFile: in the middlegame the king belongs on the wing it
// castles to. After 1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5, white castled (king
// g1, rook f1) against the same with the king on e1 beside the rook on f1
// (black to move in both, every piece on the board: phase 24, middlegame
// weights alone). By hand, castled less uncastled:
//   - the king's file: g +20 against e -20: +40;
//   - its shelter: f2, g2 and h2 before g1, d2 and f2 alone before e1 (the
//     e-pawn is on e4): one pawn more, +12;
//   - the queen on d1 reaches e1 when it is empty: one square, +1;
//   - the rook on f1 reaches e1 beside a castled king, g1 and h1 beside an
//     uncastled one: one square fewer, -2;
//   - the knight on f3 reaches e1 or g1, whichever is empty: no change.
//
// In all +51.
func TestEvaluateKingFile(t *testing.T) {
	castled := mustFEN(t, "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4")
	central := mustFEN(t, "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQKR2 b kq - 5 4")
	if d := Evaluate(castled, variant.Side(White)) - Evaluate(central, variant.Side(White)); d != 51 {
		t.Errorf("castled against central king: %d, want 51", d)
	}
}

// TestEvaluateKingAttack: attacks on the enemy king's zone count when two
// pieces or more make them. Black's king on h8 (its zone h8, g8, g7, h7),
// white's on c1; the weights are the attack term's alone, 240 a square for
// the knight and the rook, so that what is left after the material (the
// evaluation with no terms) is the term times the phase:
//   - a rook on a7 reaches g7 and h7, a knight on f6 reaches g8 and h7:
//     two attackers, 4 x 240 = 960 in the middlegame; the phase is 3 (the
//     knight 1, the rook 2): 960 x 3 / 24 = 120;
//   - the rook alone: one attacker, nothing;
//   - the knight alone: one attacker, nothing.
func TestEvaluateKingAttack(t *testing.T) {
	w := EvalWeights{KingAttack: [6]int{Knight: 240, Rook: 240}}
	var none EvalWeights
	for _, c := range []struct {
		fen  string
		want int
	}{
		{"7k/R7/5N2/8/8/8/8/2K5 b - - 0 1", 120},
		{"7k/R7/8/8/8/8/8/2K5 b - - 0 1", 0},
		{"7k/8/5N2/8/8/8/8/2K5 b - - 0 1", 0},
	} {
		p := mustFEN(t, c.fen)
		if got := w.Evaluate(p, variant.Side(White)) - none.Evaluate(p, variant.Side(White)); got != c.want {
			t.Errorf("%s: the attack term %d, want %d", c.fen, got, c.want)
		}
	}
}
