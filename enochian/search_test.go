package enochian

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The position of scenario S3: Red's knight on f7 can take Blue's King and
// bishop on their intact throne h8 (Nf7xh8), which freezes Blue. Every
// other Red move leaves the King en prise to nothing and wins nothing, so a
// searching player must take it.
func TestSearchCapturesAKingEnPrise(t *testing.T) {
	p := setup(t, zal, "bK+B:h8 bQ:h7 bPq:g7 bPn:g6 rK:h1 rN:f7 yK:a8 kK:a1", "r", "-,-,-,-")
	players := []search.Player[Position, Move]{
		search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 2}},
		search.MCTS[Position, Move]{Eval: Evaluate, Limits: search.Limits{Nodes: 2000}, Seed: 1},
		search.Greedy[Position, Move]{Eval: Evaluate},
	}
	for _, pl := range players {
		m, err := pl.Choose(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.MoveText(m); got != "Nf7xh8" {
			t.Errorf("%s chose %s, want Nf7xh8", pl.Name(), got)
		}
	}
}

// Evaluate counts for a whole team: the two armies of a team get the same
// score, the other team its negation, and taking a King swings it by at
// least a King's value.
func TestEvaluateByTeam(t *testing.T) {
	p := setup(t, zal, "bK+B:h8 bQ:h7 bPq:g7 bPn:g6 rK:h1 rN:f7 yK:a8 kK:a1", "r", "-,-,-,-")
	y, r := Evaluate(p, variant.Side(Yellow)), Evaluate(p, variant.Side(Red))
	b, k := Evaluate(p, variant.Side(Blue)), Evaluate(p, variant.Side(Black))
	if y != r || b != k || y != -b {
		t.Fatalf("scores yellow %d red %d blue %d black %d: want allies equal and teams opposite", y, r, b, k)
	}
	q := play(t, p, "Nf7xh8")
	if after := Evaluate(q, variant.Side(Red)); after-r < kingValue {
		t.Errorf("taking the blue King moved Red's score from %d to %d only", r, after)
	}
}
