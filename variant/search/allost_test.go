package search_test

import (
	"context"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"

	_ "github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// Every move loses: a bared shatranj king to move, whose reply cannot
// bare White (bareking=reply), so that every move ends the game lost.
// The exact first iteration of a timed search counted all of them lost
// and sliced past the end of the others' scores (a panic the XBoard match
// of issue 29 hit); the search must still answer a legal move.
func TestAlphaBetaEveryMoveLost(t *testing.T) {
	p, err := variant.NewPosition("shatranj", "", "8/1kNB4/8/R7/8/PP2BPP1/1KPPPQ2/8 b - - 0 43")
	if err != nil {
		t.Fatal(err)
	}
	player, err := search.New(p.Variant(), search.Config{Kind: "alphabeta", Limits: search.Limits{Time: 50 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := player.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	legal := false
	for _, l := range p.Moves(nil) {
		legal = legal || l == m
	}
	if !legal {
		t.Errorf("move %v is not legal", m)
	}
}
