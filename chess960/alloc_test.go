package chess960

import "testing"

// TestNoAllocation: Moves with room in its buffer, Play, CountMoves, Hash
// and the perft inner loops allocate nothing.
func TestNoAllocation(t *testing.T) {
	for _, fen := range []string{kiwipeteFEN, "4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 1", "rn2k3/1P6/8/8/8/8/8/4K3 w - - 0 1"} {
		p := mustFEN(t, fen)
		buf := make([]Move, 0, 256)
		moves := p.Moves(nil)
		if n := testing.AllocsPerRun(100, func() {
			buf = p.Moves(buf[:0])
			for _, m := range moves {
				q := p.Play(m)
				_ = q.CountMoves()
				_ = q.Hash()
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations per run", fen, n)
		}
	}
	p := mustFEN(t, kiwipeteFEN)
	// One allocation per call: the move lists of the plies.
	if n := testing.AllocsPerRun(5, func() { Perft(p, 3) }); n > 1 {
		t.Errorf("Perft: %v allocations per call", n)
	}
	if n := testing.AllocsPerRun(5, func() { PerftPlayed(p, 3) }); n > 1 {
		t.Errorf("PerftPlayed: %v allocations per call", n)
	}
}
