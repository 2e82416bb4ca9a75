package hexapawn_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/hexapawn"
	"github.com/ludus-chess/ludus/variant"
)

// Hexapawn on the typed face: the start, its three moves, and a short game
// that Black wins by reaching the far rank.
func Example() {
	p := hexapawn.Start()
	fmt.Println(p, variant.Perft(p, 1), variant.Perft(p, 2))
	for _, text := range []string{"b1b2", "a3b2", "a1a2", "b2b1"} {
		m, err := p.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		p = p.Play(m)
		fmt.Println(text, p)
	}
	fmt.Println(p.Variant().Describe(p.Outcome()))
	// Output:
	// ppp/3/PPP w 3 10
	// b1b2 ppp/1P1/P1P b
	// a3b2 1pp/1p1/P1P w
	// a1a2 1pp/Pp1/2P b
	// b2b1 1pp/P2/1pP w
	// won by black: a pawn reached the far rank
}
