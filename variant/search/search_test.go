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
	// One value of each player serves eight goroutines at once (run with
	// -race); they must all agree, as each search is deterministic.
	players := []search.Player[nim, nimMove]{
		search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 300}, Seed: 5},
		search.AlphaBeta[nim, nimMove]{Eval: search.Mobility[nim, nimMove], Limits: search.Limits{Depth: 6}, Seed: 5},
		search.Greedy[nim, nimMove]{Eval: varianttest.NimEval, Seed: 5},
		search.Random[nim, nimMove]{Seed: 5},
	}
	for _, pl := range players {
		var wg sync.WaitGroup
		results := make([]nimMove, 8)
		for i := range results {
			wg.Go(func() {
				results[i], _ = pl.Choose(context.Background(), nimFrom(t, "21 first"))
			})
		}
		wg.Wait()
		for _, m := range results {
			if m != results[0] {
				t.Fatalf("%s: concurrent searches disagree: %v", pl.Name(), results)
			}
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

func TestCancelledContextIsSeenAtOnce(t *testing.T) {
	// A context cancelled before the search starts stops MCTS before its
	// first iteration: no move was searched, so it reports the error.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: 1 << 30}}
	if _, err := mc.Choose(ctx, nimFrom(t, "100 first")); err != context.Canceled {
		t.Fatalf("mcts on a cancelled context: %v, want context.Canceled", err)
	}
}

func TestNodeLimitIsExact(t *testing.T) {
	// MCTS playouts cut after one ply are scored by the evaluator, once for
	// each of the two sides: a budget of n iterations calls it 2n times.
	for _, n := range []int{1, 2, 10, 100} {
		calls := 0
		eval := func(p nim, x variant.Side) int { calls++; return 0 }
		mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Nodes: n}, MaxPlies: 1, Eval: eval}
		if _, err := mc.Choose(context.Background(), nimFrom(t, "100 first")); err != nil {
			t.Fatal(err)
		}
		if calls != 2*n {
			t.Errorf("Nodes %d: %d evaluations, want %d", n, calls, 2*n)
		}
	}
	// Alpha-beta at depth 1 from 100 stones visits the three children, each
	// a leaf evaluated once; with a budget of 2 nodes it evaluates 2.
	for _, c := range []struct{ nodes, want int }{{2, 2}, {3, 3}} {
		calls := 0
		eval := func(p nim, x variant.Side) int { calls++; return 0 }
		ab := search.AlphaBeta[nim, nimMove]{Eval: eval, Limits: search.Limits{Depth: 1, Nodes: c.nodes}}
		if _, err := ab.Choose(context.Background(), nimFrom(t, "100 first")); err != nil {
			t.Fatal(err)
		}
		if calls != c.want {
			t.Errorf("alphabeta, Nodes %d: %d evaluations, want %d", c.nodes, calls, c.want)
		}
	}
}

func TestMCTSWithOnlyADepthLimitStops(t *testing.T) {
	// MCTS has no use for a depth limit: with nothing else it runs its
	// default budget instead of running until the context ends.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start := time.Now()
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Depth: 3}}
	if _, err := mc.Choose(ctx, nimFrom(t, "100 first")); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("an MCTS search with only a depth limit took %v", d)
	}
}

func TestMCTSTimeLimitWithSlowPlayouts(t *testing.T) {
	// Each iteration costs 2 ms of evaluation; a 20 ms limit must end the
	// search after about ten, not after a batch of hundreds.
	eval := func(p nim, x variant.Side) int { time.Sleep(time.Millisecond); return 0 }
	mc := search.MCTS[nim, nimMove]{Limits: search.Limits{Time: 20 * time.Millisecond}, MaxPlies: 1, Eval: eval}
	start := time.Now()
	if _, err := mc.Choose(context.Background(), nimFrom(t, "100 first")); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 250*time.Millisecond {
		t.Fatalf("a 20ms search took %v", d)
	}
}

func TestAlphaBetaSeedBreaksTies(t *testing.T) {
	// From 100 stones at depth 1 with a constant evaluation every move
	// scores the same: the seed decides, so different seeds choose
	// different moves, and one seed always the same.
	flat := func(p nim, x variant.Side) int { return 0 }
	p := nimFrom(t, "100 first")
	seen := map[nimMove]bool{}
	for seed := range uint64(30) {
		ab := search.AlphaBeta[nim, nimMove]{Eval: flat, Limits: search.Limits{Depth: 1}, Seed: seed}
		m, _ := ab.Choose(context.Background(), p)
		if again, _ := ab.Choose(context.Background(), p); again != m {
			t.Fatalf("seed %d chose %d then %d", seed, m, again)
		}
		seen[m] = true
	}
	if len(seen) != 3 {
		t.Errorf("30 seeds chose only %v among three equal moves", seen)
	}
}

func TestVerboseReportsEveryIteration(t *testing.T) {
	// From 7 stones with the perfect evaluation every iteration finds the
	// winning move, taking 3 (it leaves a multiple of 4), and scores it as
	// a win for the side to move (positive), until the search sees the end
	// of the game: 7 plies at most, less when the score is decisive.
	var depths []int
	ab := search.AlphaBeta[nim, nimMove]{Eval: varianttest.NimEval, Limits: search.Limits{Depth: 3},
		Verbose: func(depth, score int, best nimMove) {
			depths = append(depths, depth)
			if best != 3 || score <= 0 {
				t.Errorf("depth %d: best %d, score %d; want 3 and a positive score", depth, best, score)
			}
		}}
	if m, _ := ab.Choose(context.Background(), nimFrom(t, "7 first")); m != 3 {
		t.Errorf("chose %d, want 3", m)
	}
	if len(depths) != 3 || depths[0] != 1 || depths[2] != 3 {
		t.Errorf("iterations reported: %v, want [1 2 3]", depths)
	}
}

func TestRepetitionScoresAsADraw(t *testing.T) {
	// From 10 stones at depth 1 the evaluation scores every child -10 for
	// the side to move. A child whose position the game has already seen
	// is a repetition: a draw, worth 0 without contempt, so the search
	// goes for it; with a contempt of 50 the draw is worth -50 and any
	// other move is better. (Nim cannot repeat a position; the history
	// given here says that it did, which is all the search knows.)
	p := nimFrom(t, "10 first")
	behind := func(q nim, x variant.Side) int {
		if x == p.ToMove() {
			return -10
		}
		return 10
	}
	for take := nimMove(1); take <= 3; take++ {
		seen := []uint64{p.Play(take).Hash()}
		ab := search.AlphaBeta[nim, nimMove]{Eval: behind, Limits: search.Limits{Depth: 1}}
		if m, _ := ab.ChooseAfter(context.Background(), p, seen); m != take {
			t.Errorf("without contempt: took %d, want the repetition %d", m, take)
		}
		ab.Contempt = 50
		if m, _ := ab.ChooseAfter(context.Background(), p, seen); m == take {
			t.Errorf("with contempt: took %d, the repetition", m)
		}
	}
}

func TestChooseInPassesTheHistory(t *testing.T) {
	// A game of Nim from 12 stones after 1 and 2 were taken (9 left): the
	// positions seen are 12 first and 11 second. ChooseIn must pass them:
	// a player recording the history it gets sees both hashes.
	g := variant.NewGame(nimFrom(t, "12 first"))
	for _, m := range []nimMove{1, 2} {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := &historyRecorder{}
	if _, err := search.ChooseIn[nim, nimMove](context.Background(), rec, g); err != nil {
		t.Fatal(err)
	}
	want := []uint64{nimFrom(t, "12 first").Hash(), nimFrom(t, "11 second").Hash()}
	if len(rec.got) != 2 || rec.got[0] != want[0] || rec.got[1] != want[1] {
		t.Errorf("history %v, want %v", rec.got, want)
	}
	// A player without ChooseAfter is asked for the current position.
	if m, err := search.ChooseIn[nim, nimMove](context.Background(), search.Random[nim, nimMove]{}, g); err != nil || m < 1 || m > 3 {
		t.Errorf("random player: %d, %v", m, err)
	}
}

type historyRecorder struct{ got []uint64 }

func (h *historyRecorder) Name() string { return "recorder" }
func (h *historyRecorder) Choose(ctx context.Context, p nim) (nimMove, error) {
	return h.ChooseAfter(ctx, p, nil)
}
func (h *historyRecorder) ChooseAfter(ctx context.Context, p nim, history []uint64) (nimMove, error) {
	h.got = history
	return 1, nil
}
