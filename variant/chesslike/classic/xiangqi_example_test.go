package classic_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/variant"
)

// Perpetual check in Xiangqi. Red's chariot checks from a10 and a9 while
// Black's general steps between e10 and e9. In the default arbiter
// enforcement Red may play the cycle three times; then it must change,
// and the move that would complete the cycle again is illegal. In engine
// enforcement Red loses on the third occurrence of the position.
func Example_xiangqiPerpetualCheck() {
	cycle := []string{"e10e9", "a10a9", "e9e10", "a9a10"}
	for _, options := range []string{"", "enforcement=engine"} {
		start, err := variant.NewPosition("xiangqi", options, "R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
		if err != nil {
			panic(err)
		}
		g := variant.NewGame(start)
	moves:
		for range 4 {
			for _, m := range cycle {
				if o := g.Outcome(); o.Over() {
					fmt.Printf("%q: after %d moves: %s\n", options, g.Len(), g.Position().Variant().Describe(o))
					break moves
				}
				if err := g.PlayText(m); err != nil {
					fmt.Printf("%q: move %d: %v\n", options, g.Len()+1, err)
					break moves
				}
			}
		}
	}
	// Output:
	// "": move 16: illegal move "a9a10": perpetual check: the move repeats a forbidden cycle; the rules require a change
	// "enforcement=engine": after 8 moves: won by black: perpetual check
}
