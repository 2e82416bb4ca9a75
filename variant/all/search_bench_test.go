package all_test

import (
	"context"
	"runtime"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/rithmomachia"
	"github.com/ludus-chess/ludus/rithmomachia/boolean"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/search"
)

// Search budgets of the benchmarks: nodes per alpha-beta search, and MCTS
// iterations (each a whole playout of up to 200 plies).
const (
	abNodes   = 20000
	mctsNodes = 200
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
// iteration limit) from the default start of every
// registered game: "new" is the player search.New makes for the dynamic
// face (which runs on the typed positions of games that registered them),
// "typed" the same player on the typed face, for the types known here.
func BenchmarkSearch(b *testing.B) {
	for _, v := range variant.All() {
		if strings.HasPrefix(v.Name, "test-") {
			continue
		}
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			b.Fatal(err)
		}
		for _, kind := range []string{"alphabeta", "mcts"} {
			nodes, l := abNodes, search.Limits{Nodes: abNodes}
			if kind == "mcts" {
				nodes, l = mctsNodes, search.Limits{Nodes: mctsNodes}
			}
			b.Run(v.Name+"/"+kind+"/new", func(b *testing.B) {
				pl, err := search.New(v, search.Config{Kind: kind, Limits: l, Seed: 1})
				if err != nil {
					b.Fatal(err)
				}
				benchChoose(b, nodes, func() error { _, err := pl.Choose(context.Background(), p); return err })
			})
			b.Run(v.Name+"/"+kind+"/typed", func(b *testing.B) {
				if !typedSearch(b, p, v, kind, l, nodes) {
					b.Skip("type not known here")
				}
			})
		}
	}
}

func typedSearch(b *testing.B, p variant.AnyPosition, v *variant.Variant, kind string, l search.Limits, nodes int) bool {
	switch q := p.Typed().(type) {
	case chess960.Position:
		runTyped(b, q, chess960.Evaluate, kind, l, nodes)
	case chesslike.Position:
		e := q.Rules().Evaluation()
		runTyped(b, q, e.Evaluate, kind, l, nodes)
	case rithmomachia.Position:
		runTyped(b, q, rithmomachia.Evaluate, kind, l, nodes)
	case enochian.Position:
		runTyped(b, q, enochian.Evaluate, kind, l, nodes)
	case boolean.Position:
		runTyped(b, q, boolean.Evaluate, kind, l, nodes)
	default:
		return false
	}
	return true
}

func runTyped[P variant.Position[P, M], M variant.MoveType](b *testing.B, p P, eval search.Evaluator[P], kind string, l search.Limits, nodes int) {
	var pl search.Player[P, M]
	if kind == "mcts" {
		pl = search.MCTS[P, M]{Limits: l, Seed: 1, Eval: eval}
	} else {
		pl = search.AlphaBeta[P, M]{Limits: l, Seed: 1, Eval: eval}
	}
	benchChoose(b, nodes, func() error { _, err := pl.Choose(context.Background(), p); return err })
}
