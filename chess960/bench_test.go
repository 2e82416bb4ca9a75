package chess960

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

const kiwipeteFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func mustFEN(tb testing.TB, fen string) Position {
	tb.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// published perft counts (chessprogramming.org, "Perft Results"): the start
// position and Kiwipete, by depth from 1.
var benchCounts = map[string][]uint64{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": {20, 400, 8902, 197281, 4865609, 119060324},
	kiwipeteFEN: {48, 2039, 97862, 4085603, 193690690},
}

// benchPerft reports nodes per second as the "Mnps" metric, and fails if a
// count is not the published one.
func benchPerft(b *testing.B, p Position, depth int, f func(Position, int) uint64) {
	want := benchCounts[p.String()]
	if len(want) < depth {
		b.Fatalf("no published perft(%d) count for %s", depth, p.String())
	}
	var nodes uint64
	for b.Loop() {
		n := f(p, depth)
		if n != want[depth-1] {
			b.Fatalf("perft(%d) = %d, want %d", depth, n, want[depth-1])
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnps")
}

func BenchmarkPerftStart5Bulk(b *testing.B)   { benchPerft(b, Standard(), 5, Perft) }
func BenchmarkPerftStart6Bulk(b *testing.B)   { benchPerft(b, Standard(), 6, Perft) }
func BenchmarkPerftStart5Played(b *testing.B) { benchPerft(b, Standard(), 5, PerftPlayed) }
func BenchmarkPerftStart6Played(b *testing.B) { benchPerft(b, Standard(), 6, PerftPlayed) }
func BenchmarkPerftKiwipete4Bulk(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 4, Perft)
}
func BenchmarkPerftKiwipete5Bulk(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 5, Perft)
}
func BenchmarkPerftKiwipete4Played(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 4, PerftPlayed)
}
func BenchmarkPerftKiwipete5Played(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 5, PerftPlayed)
}

// The contract's generic perft over the same positions, for the ratio to
// the hand-written loop.
func BenchmarkVariantPerftStart5(b *testing.B) {
	benchPerft(b, Standard(), 5, variant.Perft[Position, Move])
}
func BenchmarkVariantPerftPlayedStart5(b *testing.B) {
	benchPerft(b, Standard(), 5, variant.PerftPlayed[Position, Move])
}
func BenchmarkVariantPerftKiwipete4(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 4, variant.Perft[Position, Move])
}
func BenchmarkVariantPerftPlayedKiwipete4(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 4, variant.PerftPlayed[Position, Move])
}

func BenchmarkParallelPerftKiwipete5(b *testing.B) {
	benchPerft(b, mustFEN(b, kiwipeteFEN), 5, func(p Position, d int) uint64 { return ParallelPerft(p, d, 0) })
}

func BenchmarkMovesKiwipete(b *testing.B) {
	p := mustFEN(b, kiwipeteFEN)
	buf := make([]Move, 0, 256)
	for b.Loop() {
		buf = p.Moves(buf[:0])
	}
}

func BenchmarkPlayKiwipete(b *testing.B) {
	p := mustFEN(b, kiwipeteFEN)
	moves := p.Moves(nil)
	for b.Loop() {
		for _, m := range moves {
			_ = p.Play(m)
		}
	}
	b.ReportMetric(float64(b.N*len(moves))/b.Elapsed().Seconds()/1e6, "Mplays/s")
}
