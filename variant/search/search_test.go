package search_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

type (
	nim     = varianttest.Nim
	nimMove = varianttest.NimMove
)

func nimFrom(t testing.TB, text string) nim {
	t.Helper()
	p, err := varianttest.ParseNim(text, varianttest.NimVariant.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// In Nim the side to move wins exactly when the pile is not a multiple of
// 4: the winning move leaves a multiple of 4. From 21 stones that is taking
// 1; from 6, taking 2; from 7, taking 3.
var nimWins = []struct {
	pos  string
	move nimMove
}{{"21 first", 1}, {"6 second", 2}, {"7 first", 3}, {"3 first", 3}}

func TestAlphaBetaFindsTheWinningNimMove(t *testing.T) {
	for _, c := range nimWins {
		for _, eval := range []search.Evaluator[nim]{varianttest.NimEval, search.Mobility[nim, nimMove]} {
			// With the perfect evaluation depth 1 suffices; with mobility the
			// search must see the end: 21 stones are at most 21 plies deep.
			ab := search.AlphaBeta[nim, nimMove]{Eval: eval, Limits: search.Limits{Depth: 22}}
			m, err := ab.Choose(context.Background(), nimFrom(t, c.pos))
			if err != nil || m != c.move {
				t.Errorf("%s: alphabeta chose %d (%v), want %d", c.pos, m, err, c.move)
			}
		}
	}
}

func TestMCTSFindsTheWinningNimMove(t *testing.T) {
	// From 21 stones random playouts hardly tell the moves apart (the
	// position is 21 plies from the end), so MCTS is asked the short ones.
	for _, c := range nimWins[1:] {
		mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 3000}, Seed: 7}
		m, err := mc.Choose(context.Background(), nimFrom(t, c.pos))
		if err != nil || m != c.move {
			t.Errorf("%s: mcts chose %d (%v), want %d", c.pos, m, err, c.move)
		}
	}
}

func TestGreedyTakesTheWin(t *testing.T) {
	// From 3 stones taking all 3 wins at once, whatever the evaluation says.
	g := search.Greedy[nim, nimMove]{Eval: search.Mobility[nim, nimMove]}
	if m, _ := g.Choose(context.Background(), nimFrom(t, "3 second")); m != 3 {
		t.Errorf("greedy chose %d, want 3", m)
	}
}

func TestPlayersAreDeterministic(t *testing.T) {
	p := nimFrom(t, "30 first")
	players := []search.Player[nim, nimMove]{
		search.Random[nim, nimMove]{Seed: 3},
		search.MCTS[nim, nimMove]{Seed: 3, Limits: search.Limits{Nodes: 500}},
		search.AlphaBeta[nim, nimMove]{Seed: 3, Eval: search.Mobility[nim, nimMove], Limits: search.Limits{Depth: 5}},
	}
	for _, pl := range players {
		first, _ := pl.Choose(context.Background(), p)
		for range 5 {
			if m, _ := pl.Choose(context.Background(), p); m != first {
				t.Errorf("%s chose %d then %d with the same seed", pl.Name(), first, m)
			}
		}
	}
}

func TestNoMove(t *testing.T) {
	for _, pl := range []search.Player[nim, nimMove]{
		search.Random[nim, nimMove]{},
		search.Greedy[nim, nimMove]{Eval: varianttest.NimEval},
		search.MCTS[nim, nimMove]{},
		search.AlphaBeta[nim, nimMove]{Eval: varianttest.NimEval},
	} {
		if _, err := pl.Choose(context.Background(), nimFrom(t, "0 first")); err != search.ErrNoMove {
			t.Errorf("%s on a finished game: %v, want ErrNoMove", pl.Name(), err)
		}
	}
}

func TestCancellationStopsTheSearch(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 1 << 30}}
	if _, err := mc.Choose(ctx, nimFrom(t, "100 first")); err != nil && err != context.Canceled {
		t.Fatal(err)
	}
	ab := search.AlphaBeta[nim, nimMove]{Eval: search.Mobility[nim, nimMove], Limits: search.Limits{Depth: 60}}
	m, err := ab.Choose(ctx, nimFrom(t, "100 first"))
	if err != nil || m < 1 || m > 3 {
		t.Fatalf("cancelled alphabeta returned %d, %v; want a legal move", m, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("cancelled searches took %v", d)
	}
}

func TestTimeLimit(t *testing.T) {
	start := time.Now()
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Time: 50 * time.Millisecond}}
	if _, err := mc.Choose(context.Background(), nimFrom(t, "100 first")); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("a 50ms search took %v", d)
	}
}

// playNim plays a game of Nim between two players and returns the winner.
func playNim(t *testing.T, start nim, players [2]search.Player[nim, nimMove]) variant.Side {
	g := variant.NewGame(start)
	for !g.Outcome().Over() {
		p := g.Position()
		m, err := players[p.ToMove()].Choose(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g.Outcome().Winners.Sides()[0]
}

func TestSearchBeatsRandom(t *testing.T) {
	// 20 games from 21 stones, colours alternating. Whoever starts wins with
	// perfect play, so the searcher must also win the games in which it moves
	// second, by exploiting the random player's mistakes.
	searchers := []search.Player[nim, nimMove]{
		search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 1000}, Seed: 1},
		search.AlphaBeta[nim, nimMove]{Eval: search.Mobility[nim, nimMove], Limits: search.Limits{Depth: 22}},
	}
	start := nimFrom(t, "21 first")
	for _, s := range searchers {
		wins := 0
		for i := range 20 {
			r := search.Random[nim, nimMove]{Seed: uint64(i)}
			players := [2]search.Player[nim, nimMove]{s, r}
			me := variant.Side(0)
			if i%2 == 1 {
				players, me = [2]search.Player[nim, nimMove]{r, s}, 1
			}
			if playNim(t, start, players) == me {
				wins++
			}
		}
		if wins < 18 {
			t.Errorf("%s won %d of 20 games against random, want at least 18", s.Name(), wins)
		}
	}
}

func TestPlayersAreSafeForConcurrentUse(t *testing.T) {
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 300}, Seed: 5}
	var wg sync.WaitGroup
	results := make([]nimMove, 8)
	for i := range results {
		wg.Go(func() {
			results[i], _ = mc.Choose(context.Background(), nimFrom(t, "21 first"))
		})
	}
	wg.Wait()
	for _, m := range results {
		if m != results[0] {
			t.Fatalf("concurrent searches disagree: %v", results)
		}
	}
}

func BenchmarkMCTSNim(b *testing.B) {
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 1000}}
	p := nimFrom(b, "40 first")
	for b.Loop() {
		_, _ = mc.Choose(context.Background(), p)
	}
}
