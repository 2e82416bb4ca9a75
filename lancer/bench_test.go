package lancer

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Run with: go test ./lancer -run XXX -bench . -benchtime 3x
// Each reports nodes per second (Mnodes/s) of one perft per iteration,
// making every move (PerftPlayed), and fails if the count is not the
// spec's (section 7, the same counts as the perft tests).

func benchPerft(b *testing.B, r *cl.Rules, depth int, want uint64) {
	p := r.Start()
	var nodes uint64
	for b.Loop() {
		n := variant.PerftPlayed[cl.Position, cl.Move](p, depth)
		if n != want {
			b.Fatalf("perft(%d) = %d, want %d", depth, n, want)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

func BenchmarkPerftLancerChess4(b *testing.B) { benchPerft(b, LancerChess, 4, 140739) }
func BenchmarkPerftClash4(b *testing.B) {
	benchPerft(b, withOptions(b, LancerChess, "clash"), 4, 166645)
}
func BenchmarkPerftStorm3(b *testing.B)     { benchPerft(b, Storm, 3, 69857) }
func BenchmarkPerftStorm100x3(b *testing.B) { benchPerft(b, Storm100, 3, 174796) }
func BenchmarkPerftCrossfire3(b *testing.B) {
	benchPerft(b, withOptions(b, Storm, "crossfire"), 3, 35978)
}
func BenchmarkPerftMeridian3(b *testing.B)     { benchPerft(b, Meridian, 3, 31685) }
func BenchmarkPerftQiPlacements4(b *testing.B) { benchPerft(b, QiPlacements, 4, 421204) }
func BenchmarkPerftArabella4(b *testing.B)     { benchPerft(b, Arabella, 4, 85269) }

// BenchmarkMovesAndPlay is one move generation and one Play per op, along
// a random game.
func BenchmarkMovesAndPlay(b *testing.B) {
	for _, r := range []*cl.Rules{LancerChess, Storm, Storm100, Meridian, QiPlacements, Arabella} {
		b.Run(r.Variant().Name+r.Geometry().Shape().String(), func(b *testing.B) { benchMovesAndPlay(b, r) })
	}
}

func benchMovesAndPlay(b *testing.B, r *cl.Rules) {
	p := randomGame(r.Start(), 1, 30)
	buf := make([]cl.Move, 0, 512)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		ms := p.Moves(buf[:0])
		if len(ms) == 0 {
			p = r.Start()
			continue
		}
		_ = p.Play(ms[i%len(ms)])
		i++
	}
}
