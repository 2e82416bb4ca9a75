package classic

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Run with: go test ./variant/chesslike/classic -run XXX -bench . -benchtime 3x
// Each reports nodes per second (Mnodes/s) of one perft per iteration.

// benchPerft fails if the count is not want, the published count (the
// sources are those of the perft tests: chessprogramming.org for chess and
// Kiwipete, Fairy-Stockfish's tests/perft.sh for the others).
func benchPerft(b *testing.B, r *cl.Rules, fen string, depth int, played bool, want uint64) {
	p, err := r.Parse(fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		var n uint64
		if played {
			n = variant.PerftPlayed[cl.Position, cl.Move](p, depth)
		} else {
			n = p.Perft(depth)
		}
		if n != want {
			b.Fatalf("perft(%d) = %d, want %d", depth, n, want)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// Making every move: the speed measure.
func BenchmarkPerftPlayedChess5(b *testing.B)    { benchPerft(b, Chess, ChessStart, 5, true, 4865609) }
func BenchmarkPerftPlayedKiwipete4(b *testing.B) { benchPerft(b, Chess, kiwipete, 4, true, 4085603) }
func BenchmarkPerftPlayedCapablanca4(b *testing.B) {
	benchPerft(b, Capablanca, CapablancaStart, 4, true, 805128)
}
func BenchmarkPerftPlayedXiangqi4(b *testing.B) {
	benchPerft(b, Xiangqi, XiangqiStart, 4, true, 3290240)
}
func BenchmarkPerftPlayedShatranj4(b *testing.B) {
	benchPerft(b, Shatranj, ShatranjStart, 4, true, 68122)
}
func BenchmarkPerftPlayedCourier4(b *testing.B) {
	benchPerft(b, Courier, CourierStart, 4, true, 500337)
}

// Counting the last ply in bulk (Position.Perft).
func BenchmarkPerftChess5(b *testing.B)    { benchPerft(b, Chess, ChessStart, 5, false, 4865609) }
func BenchmarkPerftChess6(b *testing.B)    { benchPerft(b, Chess, ChessStart, 6, false, 119060324) }
func BenchmarkPerftKiwipete4(b *testing.B) { benchPerft(b, Chess, kiwipete, 4, false, 4085603) }
func BenchmarkPerftKiwipete5(b *testing.B) { benchPerft(b, Chess, kiwipete, 5, false, 193690690) }
func BenchmarkPerftCapablanca4(b *testing.B) {
	benchPerft(b, Capablanca, CapablancaStart, 4, false, 805128)
}
func BenchmarkPerftXiangqi4(b *testing.B) { benchPerft(b, Xiangqi, XiangqiStart, 4, false, 3290240) }
func BenchmarkPerftShatranj4(b *testing.B) {
	benchPerft(b, Shatranj, ShatranjStart, 4, false, 68122)
}
func BenchmarkPerftCourier4(b *testing.B) { benchPerft(b, Courier, CourierStart, 4, false, 500337) }

// BenchmarkMovesAndPlay is one move generation and one Play per op.
func BenchmarkMovesAndPlay(b *testing.B) {
	p, _ := Chess.Parse(kiwipete)
	buf := make([]cl.Move, 0, 256)
	i := 0
	for b.Loop() {
		ms := p.Moves(buf[:0])
		_ = p.Play(ms[i%len(ms)])
		i++
	}
}

// Reading a position, with every rule of a valid position checked.
func BenchmarkParseKiwipete(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Chess.Parse(kiwipete); err != nil {
			b.Fatal(err)
		}
	}
}
