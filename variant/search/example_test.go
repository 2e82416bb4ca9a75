package search_test

import (
	"context"
	"fmt"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Alpha-beta finds the winning move of Nim from 7 stones: taking 3, which
// leaves a multiple of 4.
func ExampleAlphaBeta() {
	p, _ := varianttest.ParseNim("7 first", varianttest.NimVariant.DefaultOptions())
	ab := search.AlphaBeta[nim, nimMove]{Eval: search.Mobility[nim, nimMove], Limits: search.Limits{Depth: 8}}
	m, err := ab.Choose(context.Background(), p)
	fmt.Println(p.MoveText(m), err)
	// Output: 3 <nil>
}

// A whole game through the dynamic face: alpha-beta with the game's
// evaluation against the random player, whose seed changes every move;
// ChooseIn passes the game's history. From 8 stones the second player
// wins with perfect play, which alpha-beta, second here, plays.
func ExampleChooseIn() {
	v, _ := variant.Lookup("test-nim")
	start, _ := v.New("stones=8")
	g := variant.NewGame(start)
	ctx := context.Background()
	for !g.Outcome().Over() {
		var pl search.Player[variant.AnyPosition, variant.Move] = search.Random[variant.AnyPosition, variant.Move]{Seed: uint64(g.Len())}
		if g.Position().ToMove() == 1 {
			pl = search.AlphaBeta[variant.AnyPosition, variant.Move]{Eval: v.Evaluate, Limits: search.Limits{Depth: 2}}
		}
		m, err := search.ChooseIn(ctx, pl, g)
		if err != nil {
			fmt.Println(err)
			return
		}
		if err := g.Play(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(v.Describe(g.Outcome()))
	// Output: won by second: last stone taken
}
