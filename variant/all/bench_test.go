package all_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// playoutPlies caps a benchmark playout.
const playoutPlies = 1000

// benchPlayout measures random playouts from start through the typed face:
// one op is one playout of at most playoutPlies plies. It reports
// playouts and plies per second.
func benchPlayout[P variant.Position[P, M], M variant.MoveType](b *testing.B, start P) {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]M, 0, 1024)
	plies := 0
	for b.Loop() {
		_, n := variant.Playout(start, rng, playoutPlies, buf)
		plies += n
	}
	s := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/s, "playouts/s")
	b.ReportMetric(float64(plies)/s, "plies/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkPlayout measures random playouts from the default start of
// every registered game. It plays through the dynamic face, which plays
// each playout on the typed position behind it (with the game's own
// playout loop, if its entry gives one), boxing one position a playout.
func BenchmarkPlayout(b *testing.B) {
	for _, v := range registeredGames() {
		b.Run(v.Name, func(b *testing.B) {
			benchPlayout[variant.AnyPosition, variant.Move](b, start(b, v))
		})
	}
}

// benchMCTS measures MCTS from start: one op is one search of 1000
// iterations; it reports iterations per second.
func benchMCTS[P variant.Position[P, M], M variant.MoveType](b *testing.B, start P, eval search.Evaluator[P], maxPlies int) {
	const iterations = 1000
	mc := search.MCTS[P, M]{Limits: search.Limits{Nodes: iterations}, MaxPlies: maxPlies, Eval: eval}
	for b.Loop() {
		if _, err := mc.Choose(context.Background(), start); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(iterations*b.N)/b.Elapsed().Seconds(), "iterations/s")
}

// BenchmarkMCTS measures MCTS iterations per second in chess (with its
// evaluation, playouts cut at 20 plies, and whole playouts of up to 200
// plies without it) and in Enochian (the same), through the typed face.
func BenchmarkMCTS(b *testing.B) {
	chess := chess960.Standard()
	b.Run("chess/eval-20", func(b *testing.B) {
		benchMCTS[chess960.Position, chess960.Move](b, chess, chess960.Evaluate, 20)
	})
	b.Run("chess/playout-200", func(b *testing.B) {
		benchMCTS[chess960.Position, chess960.Move](b, chess, nil, 200)
	})
	v, err := variant.Lookup("enochian")
	if err != nil {
		b.Fatal(err)
	}
	p := start(b, v)
	en := p.Typed().(enochian.Position)
	b.Run("enochian/eval-20", func(b *testing.B) {
		benchMCTS[enochian.Position, enochian.Move](b, en, enochian.Evaluate, 20)
	})
	b.Run("enochian/playout-200", func(b *testing.B) {
		benchMCTS[enochian.Position, enochian.Move](b, en, nil, 200)
	})
}

// registeredGames returns the registered games, without those registered by tests
// (named "test-...").
func registeredGames() []*variant.Variant {
	var out []*variant.Variant
	for _, v := range variant.All() {
		if !strings.HasPrefix(v.Name, "test-") {
			out = append(out, v)
		}
	}
	return out
}

// start returns v's start position at its default options.
func start(tb testing.TB, v *variant.Variant) variant.AnyPosition {
	tb.Helper()
	p, err := v.Start(v.DefaultOptions())
	if err != nil {
		tb.Fatal(err)
	}
	return p
}
