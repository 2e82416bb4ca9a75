package chess960

import "testing"

// The exchanges are worked out by hand in PieceValues (the king counts
// 20,000): gain[0] is the piece taken first, and each side in turn takes
// with its least valuable attacker or stops.
func TestExchange(t *testing.T) {
	for _, c := range []struct {
		name, fen, move string
		want            int
	}{
		// Nothing defends e5: the rook wins the pawn.
		{"undefended", "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", 100},
		// The pawn on d6 guards e5: the queen takes a pawn (+100) and is
		// lost (-900).
		{"guarded by a pawn", "4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1e5", -800},
		// Nxe5 (+100); black's least valuable attacker, Nd7, takes (-300);
		// Rxe5 (+300) would lose the rook to Bf6 (-500), behind which the
		// queen on h8 waits for the queen on e1, behind the rook: white
		// does best to stop after the knight is taken, 100 - 300 = -200
		// (the knight, not the bishop, recaptures first).
		{"least valuable first, x-rays", "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5", -200},
		// Two rooks against two on the d-file: RxP +100, RxR -500, RxR
		// +500, RxR -500: white ends a rook down for a pawn, and stopping
		// after the first recapture gives the same, -400.
		{"rooks doubled", "3r3k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", -400},
		// The pawn on c6 takes back before the queen on d8 does: RxP
		// +100, cxd5 -500, and white stops (Rxd5 again would only win a
		// pawn for a rook once more): -400. Taking back with the queen
		// first would let white win it.
		{"the pawn takes back first", "3q3k/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", -400},
		// One black rook against two: RxP +100, RxR -500, RxR +500: white
		// wins the pawn, whether black recaptures or not, +100.
		{"one defender, two attackers", "7k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := p.exchange(m.From(), m.To()); got != c.want {
			t.Errorf("%s: exchange of %s = %d, want %d", c.name, c.move, got, c.want)
		}
		if got, want := losesExchange(p, m), c.want < 0; got != want {
			t.Errorf("%s: losesExchange(%s) = %v, want %v", c.name, c.move, got, want)
		}
	}
}
