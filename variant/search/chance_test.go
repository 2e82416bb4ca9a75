package search_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// No player chooses the roll of Enochian chess's divination die: at the
// chance node every player returns ErrChance; after the roll they search
// through the next rolls (alpha-beta by expectation, MCTS by sampling) and
// return a legal move.
func TestPlayersDoNotChooseRolls(t *testing.T) {
	type (
		P = enochian.Position
		M = enochian.Move
	)
	p, err := enochian.New("divination-dice")
	if err != nil {
		t.Fatal(err)
	}
	if p.ToMove() != variant.Chance {
		t.Fatalf("start: ToMove %v, want chance", p.ToMove())
	}
	players := []search.Player[P, M]{
		search.Random[P, M]{Seed: 1},
		search.Greedy[P, M]{Eval: enochian.Evaluate, Seed: 1},
		search.MCTS[P, M]{Limits: search.Limits{Nodes: 300}, Seed: 1, MaxPlies: 40, Eval: enochian.Evaluate},
		search.AlphaBeta[P, M]{Limits: search.Limits{Depth: 2}, Eval: enochian.Evaluate},
	}
	rolled, ok := variant.SampleChance(p, 0.6) // 0.6 is in [3/6, 4/6): the fourth face
	if !ok || rolled.Die() != 4 {
		t.Fatalf("SampleChance(0.6) = %v, %v; want roll-4", p.MoveText(rolled), ok)
	}
	q := p.Play(rolled)
	for _, pl := range players {
		if _, err := pl.Choose(context.Background(), p); !errors.Is(err, search.ErrChance) {
			t.Errorf("%s at the chance node: %v, want ErrChance", pl.Name(), err)
		}
		m, err := pl.Choose(context.Background(), q)
		if err != nil || !slices.Contains(q.Moves(nil), m) {
			t.Errorf("%s after roll-4: %v (%v), not a legal move", pl.Name(), q.MoveText(m), err)
		}
	}
}
