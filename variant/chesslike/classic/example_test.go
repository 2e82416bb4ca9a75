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

// Xiangqi's own rules through the registry: a cannon captures by jumping
// exactly one piece (the red cannon on h3 takes the horse on h10 over the
// black cannon on h8), and the generals may never face each other on an
// open file (the red general may not step from d1 to e1, below the black
// general on e10; the red chariot on a1 keeps the game from being a
// draw, which it is when neither side has a piece that can cross the river).
func Example_xiangqi() {
	v, _ := variant.Lookup("xiangqi")
	g := variant.NewGame(must(v.New("")))
	if err := g.PlayText("h3h10"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Position())

	p, err := variant.NewPosition("xiangqi", "", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"d1d2", "d1e1"} {
		_, err := p.ParseMove(text)
		fmt.Println(text, err == nil)
	}
	// Output:
	// rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 1
	// d1d2 true
	// d1e1 false
}

func must(p variant.AnyPosition, err error) variant.AnyPosition {
	if err != nil {
		panic(err)
	}
	return p
}
