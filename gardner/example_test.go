package gardner_test

import (
	"fmt"

	_ "github.com/ludus-chess/ludus/gardner"
	"github.com/ludus-chess/ludus/variant"
)

// Gardner's minichess by name, on the dynamic face: the start, the size of
// its move tree (Fairy-Stockfish counts the same), and a pawn's single step.
func Example() {
	p, err := variant.NewPosition("gardner", "", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	for depth := 1; depth <= 4; depth++ {
		fmt.Println(depth, p.Perft(depth))
	}
	m, err := p.ParseMove("c2c3")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Play(m))
	_, err = p.ParseMove("c2c4")
	fmt.Println(err)
	// Output:
	// rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
	// 1 7
	// 2 53
	// 3 506
	// 4 4775
	// rnbqk/ppppp/2P2/PP1PP/RNBQK b - - 0 1
	// illegal move "c2c4": the pawn on c2 cannot reach c4
}
