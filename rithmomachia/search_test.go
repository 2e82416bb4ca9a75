package rithmomachia

import (
	"context"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant/search"
)

// TestSearchTakesTheCapture checks that the computer players take a
// capture when one is on offer (issue 7).
//
// The position, in Fulke's first kind of playing (F1: rounds move one
// cell diagonally, squares three orthogonally or by a (1,3) flying leap;
// captures are made by the relations a move creates, spec §5.5, D18):
// Even has a round 16 on b3 and a square 15 on a1; Odd a triangle 16 on
// d5 and a square 361 on h16. Even's round moving b3-c4 comes next to the
// 16 on d5 along the diagonal it moves on: a new meeting by equality
// (16 = 16, spec §5.2), which takes the 16. No other move of Even's
// relates one of its men to an Odd man: the round's other steps (a2, a4,
// c2) are not adjacent to d5 on a diagonal, and the square 15 has no
// equal, sum or product with 16 or 361 (15 alone, and 15 with 16 in F1's
// two-men relations: 15+16, 16-15, 15·16 and 16/15 are no Odd number on
// the board). The test checks this against the move generator: exactly
// one of Even's moves captures.
func TestSearchTakesTheCapture(t *testing.T) {
	p := build(t, "preset=F1", "e", "b3=R16", "a1=S15", "d5=t16", "h16=s361")
	var captures []string
	for _, m := range p.Moves(nil) {
		if text := p.MoveText(m); strings.Contains(text, "x") || strings.Contains(text, ":") {
			captures = append(captures, text)
		}
	}
	if len(captures) != 1 || captures[0] != "b3-c4xd5" {
		t.Fatalf("captures available: %v, want only b3-c4xd5", captures)
	}
	players := []search.Player[Position, Move]{
		search.Greedy[Position, Move]{Eval: Evaluate, Seed: 1},
		search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 2}, Seed: 1},
		search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 3}, Seed: 2},
		search.MCTS[Position, Move]{Eval: Evaluate, Limits: search.Limits{Nodes: 500}, MaxPlies: 10, Seed: 1},
	}
	for _, pl := range players {
		m, err := pl.Choose(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.MoveText(m); got != "b3-c4xd5" {
			t.Errorf("%s chose %s, want the capture b3-c4xd5", pl.Name(), got)
		}
	}
}
