package variant_test

import (
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Benchmarks of perft on the three faces over the same game: the typed face
// (variant.Perft on the game's own position type), the generic tools over
// the dynamic face (variant.Perft[AnyPosition, Move] on Dynamic(p): an
// interface call and a boxed position per node), and the dynamic face's own
// perft (AnyPosition.Perft, which runs the typed perft). Each reports
// ns/node, a node being a leaf counted.
//
//	go test ./variant/ -run XXX -bench Perft -benchtime 20x

func benchPerft(b *testing.B, nodes uint64, perft func() uint64) {
	b.ReportAllocs()
	for b.Loop() {
		if n := perft(); n != nodes {
			b.Fatalf("perft = %d, want %d", n, nodes)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nodes), "ns/node")
}

func BenchmarkPerftTicTacToe(b *testing.B) {
	const depth = 7
	p := tttNew("")
	d := variant.Dynamic(p)
	b.Run("typed", func(b *testing.B) {
		benchPerft(b, tttPerft[depth], func() uint64 { return variant.Perft(p, depth) })
	})
	b.Run("dynamic-generic", func(b *testing.B) {
		benchPerft(b, tttPerft[depth], func() uint64 { return variant.Perft[variant.AnyPosition, variant.Move](d, depth) })
	})
	b.Run("AnyPosition.Perft", func(b *testing.B) {
		benchPerft(b, tttPerft[depth], func() uint64 { return d.Perft(depth) })
	})
}

func BenchmarkPerftFourStones(b *testing.B) {
	const depth = 5
	p := fsNew("size=3")
	d := variant.Dynamic(p)
	b.Run("typed", func(b *testing.B) {
		benchPerft(b, fsPerft3[depth], func() uint64 { return variant.PerftPlayed(p, depth) })
	})
	b.Run("dynamic-generic", func(b *testing.B) {
		benchPerft(b, fsPerft3[depth], func() uint64 { return variant.PerftPlayed[variant.AnyPosition, variant.Move](d, depth) })
	})
}

func BenchmarkPlayout(b *testing.B) {
	p := fsNew("size=3")
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]uint32, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		variant.Playout(p, rng, 100, buf)
	}
}

// Typed perft allocates its move buffers when it starts (a table of one
// buffer a ply, and each buffer's growth to the widest move list of its
// ply) and nothing per node: the count of allocations stays under a bound
// that depends on the depth only, while the nodes grow a thousandfold.
func TestPerftAllocations(t *testing.T) {
	p := tttNew("")
	// At most 9 uint16 moves: a buffer grows 3 times (cap 4, 8, 16).
	for depth := 1; depth <= 9; depth++ {
		bound := float64(1 + 3*depth)
		if a := testing.AllocsPerRun(2, func() { variant.Perft(p, depth) }); a > bound {
			t.Errorf("Perft(%d) (%d nodes) allocates %v times, want at most %v", depth, tttPerft[depth], a, bound)
		}
		if a := testing.AllocsPerRun(2, func() { variant.PerftPlayed(p, depth) }); a > bound {
			t.Errorf("PerftPlayed(%d) allocates %v times, want at most %v", depth, a, bound)
		}
	}
	q := fsNew("size=3")
	for depth := 1; depth <= 9; depth++ {
		bound := float64(1 + 3*depth)
		if a := testing.AllocsPerRun(2, func() { variant.Perft(q, depth) }); a > bound {
			t.Errorf("Four Stones Perft(%d) allocates %v times, want at most %v", depth, a, bound)
		}
	}
	// The toys' hot path allocates nothing.
	buf16 := make([]uint16, 0, 9)
	buf32 := make([]uint32, 0, 4)
	if a := testing.AllocsPerRun(100, func() {
		for _, m := range p.Moves(buf16[:0]) {
			_ = p.Play(m)
		}
		for _, m := range q.Moves(buf32[:0]) {
			_ = q.Play(m)
		}
	}); a != 0 {
		t.Errorf("Moves and Play allocate %v times", a)
	}
}
