package all_test

import (
	"context"
	"reflect"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// Search budgets of the benchmarks: nodes per alpha-beta search, and MCTS
// iterations (each a whole playout of up to 200 plies).
const (
	abNodes   = 20000
	mctsNodes = 500
)

// benchChoose runs choose from start and reports ns/node and allocs/node
// (mallocs over the whole run divided by the nodes searched: what a search
// allocates once, its tables and buffers, spread over its nodes).
func benchChoose(b *testing.B, nodes int, choose func() error) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	n := 0
	for b.Loop() {
		if err := choose(); err != nil {
			b.Fatal(err)
		}
		n++
	}
	runtime.ReadMemStats(&after)
	total := float64(n * nodes)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/total, "ns/node")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/total, "allocs/node")
}

// BenchmarkSearch measures alpha-beta (a node limit) and MCTS (an
// iteration limit) from the default start of every registered game: "new"
// is the player search.New makes for the dynamic face (which runs on the
// typed positions of games whose entry holds a search.Typed), "typed" the same player
// (search.NewTyped: the same evaluation, quiescence and limits) on the
// typed face, for the types known here. The ratio of their ns/node is the
// cost of the dynamic face.
func BenchmarkSearch(b *testing.B) {
	for _, v := range registeredGames() {
		p := start(b, v)
		for _, kind := range []string{"alphabeta", "mcts"} {
			nodes := abNodes
			if kind == "mcts" {
				nodes = mctsNodes
			}
			c := search.Config{Kind: kind, Limits: search.Limits{Nodes: nodes}, Seed: 1}
			b.Run(v.Name+"/"+kind+"/new", func(b *testing.B) {
				pl, err := search.New(v, c)
				if err != nil {
					b.Fatal(err)
				}
				benchChoose(b, nodes, func() error { _, err := pl.Choose(context.Background(), p); return err })
			})
			b.Run(v.Name+"/"+kind+"/typed", func(b *testing.B) {
				choose, err := typedChoose(v, p, c)
				if err != nil {
					b.Fatal(err)
				}
				if choose == nil {
					b.Skip("type not known here")
				}
				benchChoose(b, nodes, func() error { _, err := choose(); return err })
			})
		}
	}
}

// typedChoose returns a call of the typed player behind search.New's
// player for p's typed position (search.New's player is a wrapper with a
// Typed method, as AnyPosition is, for games whose entry holds a
// search.Typed), called by reflection so that no list of game types is
// kept here; nil for games without a typed face.
func typedChoose(v *variant.Variant, p variant.AnyPosition, c search.Config) (func() (variant.Move, error), error) {
	pl, err := search.New(v, c)
	if err != nil {
		return nil, err
	}
	w, ok := pl.(interface{ Typed() any })
	if !ok {
		return nil, nil
	}
	choose := reflect.ValueOf(w.Typed()).MethodByName("Choose")
	args := []reflect.Value{reflect.ValueOf(context.Background()), reflect.ValueOf(p.Typed())}
	return func() (variant.Move, error) {
		out := choose.Call(args)
		err, _ := out[1].Interface().(error)
		return variant.Move(out[0].Uint()), err
	}, nil
}

// BenchmarkSearchFaces measures the cost of the dynamic face without the
// drift of a shared machine's load: each op runs a search by search.New's
// player and one by search.NewTyped's, back to back in alternating order,
// timed apart, and reports the median of the ratios of their times
// (dynamic/typed) with each one's ns/node.
func BenchmarkSearchFaces(b *testing.B) {
	budgets := map[string]int{"alphabeta": 5000, "mcts": 100}
	for _, v := range registeredGames() {
		p := start(b, v)
		for _, kind := range []string{"alphabeta", "mcts"} {
			nodes := budgets[kind]
			c := search.Config{Kind: kind, Limits: search.Limits{Nodes: nodes}, Seed: 1}
			b.Run(v.Name+"/"+kind, func(b *testing.B) {
				pl, err := search.New(v, c)
				if err != nil {
					b.Fatal(err)
				}
				typed, err := typedChoose(v, p, c)
				if err != nil || typed == nil {
					b.Skip("type not known here")
				}
				dynamic := func() (variant.Move, error) { return pl.Choose(context.Background(), p) }
				timed := func(f func() (variant.Move, error)) time.Duration {
					start := time.Now()
					if _, err := f(); err != nil {
						b.Fatal(err)
					}
					return time.Since(start)
				}
				var dyn, typ time.Duration
				var ratios []float64
				for b.Loop() {
					var d, t time.Duration
					if len(ratios)%2 == 0 {
						d = timed(dynamic)
						t = timed(typed)
					} else {
						t = timed(typed)
						d = timed(dynamic)
					}
					dyn, typ = dyn+d, typ+t
					ratios = append(ratios, float64(d)/float64(t))
				}
				slices.Sort(ratios)
				n := float64(len(ratios) * nodes)
				b.ReportMetric(ratios[len(ratios)/2], "dynamic/typed")
				b.ReportMetric(float64(dyn.Nanoseconds())/n, "ns/node-dynamic")
				b.ReportMetric(float64(typ.Nanoseconds())/n, "ns/node-typed")
			})
		}
	}
}
