package all_test

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant/search"
)

// TestSearchAllocsPerNode checks that the players search.New makes (on the
// dynamic face, for every registered game, from its default start)
// allocate nothing per node: a search of more nodes makes at most 1
// allocation per 100 nodes more than one of fewer (geometric growth of a
// buffer, at most), and any search at most a few (its tables and
// buffers, made once).
func TestSearchAllocsPerNode(t *testing.T) {
	if raceDetector {
		t.Skip("allocation counts do not hold under the race detector")
	}
	const (
		perNode   = 0.01 // allocations per node, at most
		perSearch = 16   // allocations of the smaller search, at most
	)
	budgets := map[string][2]int{"alphabeta": {1000, 4000}, "mcts": {10, 60}}
	for _, v := range registeredGames() {
		p := start(t, v)
		for _, kind := range []string{"alphabeta", "mcts"} {
			var allocs [2]float64
			for i, nodes := range budgets[kind] {
				pl, err := search.New(v, search.Config{Kind: kind, Limits: search.Limits{Nodes: nodes}, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				allocs[i] = testing.AllocsPerRun(1, func() {
					if _, err := pl.Choose(context.Background(), p); err != nil {
						t.Fatal(err)
					}
				})
			}
			b := budgets[kind]
			marginal := (allocs[1] - allocs[0]) / float64(b[1]-b[0])
			t.Logf("%s %s: %v allocations in %d nodes, %v in %d: %.4f per node", v.Name, kind, allocs[0], b[0], allocs[1], b[1], marginal)
			if marginal > perNode || allocs[0] > perSearch {
				t.Errorf("%s %s: %v allocations in %d nodes, %v in %d: %.4f per node, want at most %v, and %d per search", v.Name, kind, allocs[0], b[0], allocs[1], b[1], marginal, perNode, perSearch)
			}
		}
	}
}

// TestNewSearchesTyped checks that search.New's player (on the dynamic
// face) is search.NewTyped's (the typed face) behind a wrapper: from every
// game's start, with the same seed and node limit, the two choose the same
// move.
func TestNewSearchesTyped(t *testing.T) {
	budgets := map[string]int{"alphabeta": 2000, "mcts": 20, "greedy": 0, "": 20}
	for _, v := range registeredGames() {
		p := start(t, v)
		for kind, nodes := range budgets {
			c := search.Config{Kind: kind, Limits: search.Limits{Nodes: nodes}, Seed: 3}
			pl, err := search.New(v, c)
			if err != nil {
				t.Fatal(err)
			}
			typed, err := typedChoose(v, p, c)
			if err != nil {
				t.Fatal(err)
			}
			if typed == nil {
				t.Fatalf("%s: search.New's player has no typed player behind it (its entry holds no search.Typed)", v.Name)
			}
			dm, derr := pl.Choose(context.Background(), p)
			tm, terr := typed()
			if dm != tm || derr != nil || terr != nil {
				t.Errorf("%s %q: new %s (%v), typed %s (%v)", v.Name, kind, p.MoveText(dm), derr, p.MoveText(tm), terr)
			}
		}
	}
}
