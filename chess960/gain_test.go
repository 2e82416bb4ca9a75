package chess960

import "testing"

// The gain of a move is the customary value of what it captures plus what
// its promotion adds, in PieceValues (1, 3, 3.1, 5, 9 pawns): counted by
// hand below. Quiet moves and castling gain nothing, so are not noisy.
func TestGain(t *testing.T) {
	// A white pawn on b7 takes the rook on a8 or promotes on b8; the pawn
	// on e5 takes the d-pawn that has just passed it (en passant on d6);
	// the knight on c3 takes the queen on b5.
	p, err := ParseStandardFEN("r3k3/1P6/8/1q1pP3/8/2N5/8/4K3 w - d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		move string
		want int
	}{
		{"bxa8=Q", 500 + 800}, // a rook, and a pawn become a queen
		{"bxa8=N", 500 + 200}, // a rook, and a pawn become a knight
		{"b8=Q", 800},         // a queen from a pawn
		{"Nxb5", 900},         // a queen
		{"exd6", 100},         // a pawn, en passant
		{"Nd1", 0},            // quiet
		{"e6", 0},             // quiet
	} {
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := gain(p, m); got != c.want {
			t.Errorf("gain(%s) = %d, want %d", c.move, got, c.want)
		}
		if noisy(p, m) != (c.want > 0) {
			t.Errorf("noisy(%s) = %v, want %v", c.move, noisy(p, m), c.want > 0)
		}
	}
}
