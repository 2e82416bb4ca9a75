package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// budget is the time limit of the early-stop tests, and quick the time
// they must stop in: far less, even on a loaded machine.
const (
	budget = 5 * time.Second
	quick  = time.Second
)

// chooseTimed makes the player of the given kind for chess on the time
// limit budget (search.New's, on the dynamic face), and returns its move in
// the position of fen and how long it took.
func chooseTimed(t *testing.T, kind, fen string) (chess960.Position, variant.Move, time.Duration) {
	t.Helper()
	p, err := chess960.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	v, err := variant.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	pl, err := search.New(v, search.Config{Kind: kind, Limits: search.Limits{Time: budget}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	m, err := pl.Choose(context.Background(), variant.Dynamic(p))
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	return p, m, took
}

// With one legal move every player plays it at once. White's king on a1 is
// in check from the rook on h1; b1 is on the rook's rank and b2 on the
// other rook's (a2): the only move is to take that rook, which nothing
// protects.
func TestOneLegalMoveAtOnce(t *testing.T) {
	const fen = "k7/8/8/8/8/8/r7/K6r w - - 0 1"
	for _, kind := range []string{"", "alphabeta", "mcts", "greedy"} {
		p, m, took := chooseTimed(t, kind, fen)
		if got := p.MoveText(chess960.Move(m)); got != "Kxa2" || took > quick {
			t.Errorf("kind %q: %s in %v, want Kxa2 at once (the budget is %v)", kind, got, took, budget)
		}
		t.Logf("kind %q: %v", kind, took)
	}
}

// A mate in one is played at once: Ra8 mates the king on g8 behind its
// three pawns.
func TestMateInOneAtOnce(t *testing.T) {
	const fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
	for _, kind := range []string{"", "alphabeta", "mcts"} {
		p, m, took := chooseTimed(t, kind, fen)
		if got := p.MoveText(chess960.Move(m)); got != "Ra8#" || took > quick {
			t.Errorf("kind %q: %s in %v, want Ra8# at once (the budget is %v)", kind, got, took, budget)
		}
		t.Logf("kind %q: %v", kind, took)
	}
}

// A forced mate found stops the deepening: with the kings on f6 and h8,
// 1. Kf7 (Kh7 2. Rh1#) or 1. Kg6 (Kg8 2. Ra8#) mate in two, which a
// search of 3 plies sees. The move is checked by brute force: every reply
// leaves a mate in one.
func TestMateInTwoStops(t *testing.T) {
	const fen = "7k/8/5K2/8/8/8/8/R7 w - - 0 1"
	for _, kind := range []string{"", "alphabeta"} {
		p, m, took := chooseTimed(t, kind, fen)
		q := p.Play(chess960.Move(m))
		replies := q.Moves(nil)
		mates := len(replies) > 0
		for _, r := range replies {
			s := q.Play(r)
			mate := false
			for _, w := range s.Moves(nil) {
				if o := s.Play(w).Outcome(); o.Status == variant.Won && o.Winners.Has(0) {
					mate = true
				}
			}
			mates = mates && mate
		}
		if !mates || took > quick {
			t.Errorf("kind %q: %s in %v, want a mate in two at once (the budget is %v)", kind, p.MoveText(chess960.Move(m)), took, budget)
		}
		t.Logf("kind %q: %s in %v", kind, p.MoveText(chess960.Move(m)), took)
	}
}

// A time limit is spent in full when nothing stops the search early: from
// the start of chess (no forced result within reach) the default player,
// alpha-beta, and MCTS think for the whole of a 300 ms limit (a lower
// bound, which a loaded machine cannot break), and not much longer.
func TestTimeIsSpent(t *testing.T) {
	const limit = 300 * time.Millisecond
	v, err := variant.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	start, err := v.Start(v.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"", "alphabeta", "mcts"} {
		pl, err := search.New(v, search.Config{Kind: kind, Limits: search.Limits{Time: limit}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		began := time.Now()
		if _, err := pl.Choose(context.Background(), start); err != nil {
			t.Fatal(err)
		}
		if took := time.Since(began); took < limit || took > limit+quick {
			t.Errorf("kind %q: thought %v on a limit of %v", kind, took, limit)
		}
	}
}
