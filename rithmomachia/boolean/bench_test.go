package boolean

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// BenchmarkPerft3 counts perft 3 from the standard set-up (8 million
// leaves, bulk-counted).
func BenchmarkPerft3(b *testing.B) {
	p, _ := New("setup=standard")
	for b.Loop() {
		if n := variant.Perft(p, 3); n != 8148658 { // the reference model's count (TestPerftStandard)
			b.Fatalf("perft(3) = %d, want 8148658", n)
		}
	}
}

// BenchmarkPerft3Played plays every move of the last ply too.
func BenchmarkPerft3Played(b *testing.B) {
	p, _ := New("setup=standard")
	var n uint64
	for b.Loop() {
		c := variant.PerftPlayed(p, 3)
		if c != 8148658 {
			b.Fatalf("perft(3) = %d, want 8148658", c)
		}
		n += c
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkMoves generates the moves of a crowded middle game position.
func BenchmarkMoves(b *testing.B) {
	p := middleGame(b)
	buf := make([]Move, 0, 1024)
	for b.Loop() {
		buf = p.Moves(buf[:0])
	}
}

// BenchmarkPlay plays every move of a crowded middle game position.
func BenchmarkPlay(b *testing.B) {
	p := middleGame(b)
	moves := p.Moves(nil)
	b.ResetTimer()
	for b.Loop() {
		for _, m := range moves {
			_ = p.Play(m)
		}
	}
	b.ReportMetric(float64(b.N*len(moves))/b.Elapsed().Seconds(), "plays/s")
}

func middleGame(b *testing.B) Position {
	p, _ := New("setup=standard")
	// A fixed line: White and Black bring pieces to the middle levels.
	for _, t := range []string{"a21-a32", "a24-a33", "d21-d32", "d24-d33", "b31-b42", "b34-b43"} {
		m, err := p.ParseMove(t)
		if err != nil {
			b.Fatal(t, err)
		}
		p = p.Play(m)
	}
	return p
}
