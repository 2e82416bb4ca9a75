package chess960

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant/search"
)

// The quiescence search registered for chess looks past the depth limit at
// captures: the queen on h2 may take the pawn on e5 with check, but the
// pawn on d6 takes back. At depth 1 without quiescence the capture looks
// a pawn up and is chosen; with it the recapture is seen and the queen
// stays away from e5.
func TestQuiescenceSeesTheRecapture(t *testing.T) {
	p, err := ParseFEN("4k3/8/3p4/4p3/8/8/7Q/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	plain := search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 1}}
	m, err := plain.Choose(context.Background(), p)
	if err != nil || p.MoveText(m) != "Qxe5+" {
		t.Fatalf("depth 1 without quiescence chose %s (%v); the test expects it to take the pawn", p.MoveText(m), err)
	}
	quiet := plain
	quiet.Noisy = noisy
	m, err = quiet.Choose(context.Background(), p)
	if err != nil || p.MoveText(m) == "Qxe5+" {
		t.Errorf("with quiescence it still plays %s (%v)", p.MoveText(m), err)
	}
}
