package host_test

import (
	"context"
	"fmt"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
)

// A chess game between two people, hosted on a store in memory: each seat
// plays with its token, stamping the ply it saw; a move at an old ply is
// refused with the current one.
func Example() {
	ctx := context.Background()
	h := host.New(host.NewMemStore(), host.Options{})
	if err := h.Start(ctx); err != nil {
		panic(err)
	}
	defer h.Close()
	g, err := h.Create(ctx, host.GameSpec{Variant: "chess"})
	if err != nil {
		panic(err)
	}
	white, black := g.Seats[0].Token, g.Seats[1].Token
	h.Move(ctx, g.ID, white, 0, "e4")
	v, _ := h.Move(ctx, g.ID, black, 1, "c5")
	fmt.Println(v.Ply, v.ToMove, v.Moves[0].Text, v.Moves[1].Text)
	_, err = h.Move(ctx, g.ID, white, 1, "Nf3")
	fmt.Println(err)
	_, err = h.Move(ctx, g.ID, black, 2, "Nf3")
	fmt.Println(err)
	v, _ = h.Resign(ctx, g.ID, black, variant.NoSide)
	fmt.Println(v.Result, v.Summary)
	// Output:
	// 2 white e4 c5
	// stale ply 1: the game is at ply 2
	// the seat does not command that side: white is commanded by seat 0, not 1
	// 1-0 won by white: resignation
}
