package search_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant/search"
)

func mustChess(t *testing.T, fen string) chess960.Position {
	t.Helper()
	p, err := chess960.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// tableSearch searches p to depth with table (nil: none) and returns its
// move and the nodes of its last iteration.
func tableSearch(t *testing.T, p chess960.Position, depth int, table *search.Table) (chess960.Move, int) {
	t.Helper()
	var nodes int
	pl, err := search.NewTyped[chess960.Position, chess960.Move](chess960.Chess, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: depth}, Seed: 1, Table: table})
	if err != nil {
		t.Fatal(err)
	}
	ab := pl.(search.AlphaBeta[chess960.Position, chess960.Move])
	ab.Report = func(in search.Info[chess960.Move]) { nodes = in.Nodes }
	m, err := ab.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return m, nodes
}

// A search that finds the table of the last search of the same player
// starts from what that one found: repeated on the same position (as when
// the opponent's reply was foreseen), it visits a fraction of the nodes.
func TestTableKeptFromMoveToMove(t *testing.T) {
	p := mustChess(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	table := search.NewTable(16)
	_, cold := tableSearch(t, p, 6, table)
	_, warm := tableSearch(t, p, 6, table)
	if warm*4 > cold {
		t.Errorf("the second search visited %d nodes, the first %d: want a quarter at most", warm, cold)
	}
}

// A table filled by a search for one side is emptied by a search for the
// other (its scores are the searching side's), and Clear empties it: the
// search then goes as one with a table of its own.
func TestTableEmptiedForAnotherSide(t *testing.T) {
	white := mustChess(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	black := white.Play(white.Moves(nil)[0])
	wantMove, wantNodes := tableSearch(t, black, 5, nil)
	table := search.NewTable(0)
	tableSearch(t, white, 5, table)
	if m, n := tableSearch(t, black, 5, table); m != wantMove || n != wantNodes {
		t.Errorf("after a search for White: %v in %d nodes; with a table of its own, %v in %d", m, n, wantMove, wantNodes)
	}
	tableSearch(t, black, 5, table)
	table.Clear()
	if m, n := tableSearch(t, black, 5, table); m != wantMove || n != wantNodes {
		t.Errorf("after Clear: %v in %d nodes; with a table of its own, %v in %d", m, n, wantMove, wantNodes)
	}
}

// Searches sharing a table at once take turns: the one that finds it in
// use searches with a table of its own, and both answer (run with -race).
func TestTableShared(t *testing.T) {
	p := mustChess(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	want, _ := tableSearch(t, p, 4, nil)
	table := search.NewTable(12)
	var wg sync.WaitGroup
	got := make([]chess960.Move, 4)
	for i := range got {
		wg.Go(func() {
			pl, err := search.NewTyped[chess960.Position, chess960.Move](chess960.Chess, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: 4}, Seed: 1, Table: table})
			if err != nil {
				t.Error(err)
				return
			}
			got[i], err = pl.Choose(context.Background(), p)
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for i, m := range got {
		if !slices.Contains(p.Moves(nil), m) {
			t.Errorf("search %d: illegal move %v (alone: %v)", i, m, want)
		}
	}
}
