package boolean

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant/search"
)

// The computer players work on the game with Evaluate: alpha-beta takes
// Black's last pyramid when it can (a11-a21 takes the P15 on a31 by NOT
// and wins), and prefers a capture of material to a quiet move.
func TestSearchUsesEvaluate(t *testing.T) {
	p := build(t, "", "w", "a11=P0", "a31=p15", "d11=P15", "d44=c4", "d43=t3", "c44=t5")
	ab := search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 2}}
	m, err := ab.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if q := p.Play(m); !q.Outcome().Over() {
		t.Errorf("alpha-beta chose %s, which does not win", p.MoveText(m))
	}
	// Greedy (one ply, by Evaluate) takes the black 14 with C1 (a11-a21,
	// NOT) rather than any quiet move: +14 flipped to White.
	p = build(t, "equations=not", "w", "a11=C1", "b22=s14", "d41=P15", "d14=p0")
	g := search.Greedy[Position, Move]{Eval: Evaluate}
	m, err = g.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if p.Captures(m).Empty() {
		t.Errorf("greedy chose %s, a quiet move", p.MoveText(m))
	}
}
