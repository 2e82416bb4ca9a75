package boolean_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/rithmomachia/boolean"
	"github.com/ludus-chess/ludus/variant"
)

// The standard set-up, its moves, and a capture by compiling.
func Example() {
	p, err := boolean.New("setup=standard")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(p.Moves(nil)), "moves for", p.Variant().SideName(p.ToMove()))
	for d := 1; d <= 2; d++ {
		fmt.Println("perft", d, variant.Perft(p, d))
	}

	// X = circle 4 steps b21-b22; Y = triangle 12 stands on c33. The black
	// 4, 12 and 8 on c22, b32 and b23 are reached by both: AND, OR and XOR
	// take them, and they flip to White.
	// A few pieces are a study: in a game, both discs of every value stay
	// on the cube.
	study, _ := boolean.Variant.ParseOptions("study=true")
	q, err := boolean.Parse("...P15/..../.C4../....|..../.t12../..c4./....|..../..T12./.c8../....|p0.../..../..../.... w", study)
	if err != nil {
		panic(err)
	}
	m, err := q.ParseMove("b21-b22")
	if err != nil {
		panic(err)
	}
	fmt.Println(q.MoveText(m))
	fmt.Println(q.Play(m))
	// Output:
	// 204 moves for white
	// perft 1 204
	// perft 2 41616
	// b21-b22xc22xb32xb23
	// ...P15/..../..../....|..../.T12../.C4C4./....|..../..T12./.C8../....|p0.../..../..../.... b - 0
}

// The placement phase: White places first, on matching cells of level 1.
func Example_placement() {
	p, _ := boolean.New("")
	fmt.Println(len(p.Moves(nil)), "placements")
	m, _ := p.ParseMove("S7@a41")
	p = p.Play(m)
	fmt.Println(p)
	_, err := p.ParseMove("C1@a44")
	fmt.Println(err)
	// Output:
	// 72 placements
	// S7.../..../..../....|..../..../..../....|..../..../..../....|..../..../..../.... b P0C1C2T3C4T5T6C8T9T10S11T12S13S14P15p0c1c2t3c4t5t6s7c8t9t10s11t12s13s14p15 0
	// illegal move "C1@a44": a44 is a square cell of the pattern; a circle goes on a circle cell (§8.3)
}

// The end of a game: P0 takes Black's last pyramid by NOT. White then has
// more pyramids (2 to 0) and more value (15 to 7), the pieces are equal
// (2 and 2): a compound victory.
func ExamplePosition_Outcome() {
	study, _ := boolean.Variant.ParseOptions("study=true")
	p, err := boolean.Parse("..../p15.../..../P0..P15|..../..../..../....|...t3/..../..../....|...c4/..../..../.... w", study)
	if err != nil {
		panic(err)
	}
	m, err := p.ParseMove("a11-a21")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.MoveText(m))
	p = p.Play(m)
	fmt.Println(p.Variant().Describe(p.Outcome()))
	// Output:
	// a11-a21xa31
	// won by white: compound victory (pyramid, value): black has no pyramid left
}
