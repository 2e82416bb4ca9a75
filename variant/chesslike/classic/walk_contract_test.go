package classic_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// TestWalkContract checks the variant contract along random games of every
// base game: text round trips, move text round trips, immutability, the
// dynamic face, and no allocation in Moves and Play.
func TestWalkContract(t *testing.T) {
	for _, name := range []string{"chess-kernel", "chess960-kernel", "shatranj", "courier", "capablanca", "xiangqi"} {
		p, err := variant.NewPosition(name, "", "")
		if err != nil {
			t.Fatal(err)
		}
		start := p.Typed().(cl.Position)
		for seed := range uint64(8) {
			varianttest.Walk(t, start, seed, 150)
		}
		varianttest.CheckNoAllocs(t, start)
	}
}
