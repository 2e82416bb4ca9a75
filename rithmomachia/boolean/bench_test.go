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

// BenchmarkEvaluate measures Evaluate on positions of play (the standard
// set-up and the positions after each of its moves), against the end test
// and the material term alone (what it was before it knew the victories
// and the threats).
func BenchmarkEvaluate(b *testing.B) {
	p, _ := New("setup=standard")
	positions := []Position{p}
	for _, m := range p.Moves(nil) {
		positions = append(positions, p.Play(m))
	}
	b.Run("material", func(b *testing.B) {
		for b.Loop() {
			for _, q := range positions {
				if q.ending(q.conf()) == endNone {
					_ = q.material(0) - q.material(1)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(positions)), "ns/position")
	})
	b.Run("evaluate", func(b *testing.B) {
		for b.Loop() {
			for _, q := range positions {
				_ = Evaluate(q, 0)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(positions)), "ns/position")
	})
}
