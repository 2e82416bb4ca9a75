package classic_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// Look a game up by name and count its move tree; the counts are the
// published ones (github.com/lengyanyu258/xiangqi.js/issues/5).
func Example() {
	p, err := variant.NewPosition("xiangqi", "", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, p.Perft(depth))
	}
	// Output:
	// rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
	// 1 44
	// 2 1920
	// 3 79666
}

// Chess960 arrays by number: 518 is the standard one.
func Example_chess960() {
	p, err := variant.NewPosition("chess960-kernel", "start=0", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	m, err := p.ParseMove("e1f3")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Play(m))
	_, err = p.ParseMove("g1f3")
	fmt.Println(err)
	// Output:
	// bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1
	// bbqnnrkr/pppppppp/8/8/8/5N2/PPPPPPPP/BBQN1RKR b KQkq - 1 1
	// illegal move "g1f3": the king on g1 cannot reach f3
}
