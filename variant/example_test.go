package variant_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// The examples use tic-tac-toe, a toy game that the test files of this
// package define and register as "tictactoe" (alias "ttt"), as a game
// package registers its games. tttNew returns its typed start position.

// Perft counts the move tree of any game through the typed face. These are
// tic-tac-toe's counts: every empty square is a move until games start to
// end at ply 5.
func ExamplePerft() {
	start := tttNew("") // the typed position of the toy
	for depth := 1; depth <= 9; depth++ {
		fmt.Println(depth, variant.Perft(start, depth))
	}
	// The dynamic face, for a game chosen by name, runs the same perft.
	p, _ := variant.NewPosition("ttt", "", "")
	fmt.Println("dynamic", p.Perft(9))
	// Output:
	// 1 9
	// 2 72
	// 3 504
	// 4 3024
	// 5 15120
	// 6 54720
	// 7 148176
	// 8 200448
	// 9 127872
	// dynamic 127872
}

// A Game records the moves of a game chosen by name and given as text, and
// writes the game record.
func ExampleGame() {
	v, _ := variant.Lookup("tictactoe")
	start, _ := v.New("")
	g := variant.NewGame(start)
	for _, m := range strings.Fields("b2 a1 c1 a2 a3") {
		if err := g.PlayText(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(v.Describe(g.Outcome()))
	err := g.PlayText("c3")
	fmt.Println(errors.Is(err, variant.ErrGameOver))
	fmt.Print(g.Record(variant.Tag{Name: "Event", Value: "Example"}))
	// Output:
	// x../ox./o.x -
	// won by x: three in a row
	// true
	// [Event "Example"]
	// [Variant "tictactoe"]
	// [Result "1-0"]
	// [Termination "three in a row"]
	//
	// 1. b2 a1 2. c1 a2 3. a3 1-0
}

// Options are read from text, with presets, and written back; errors name
// the option and the value.
func ExampleVariant_ParseOptions() {
	v, _ := variant.Lookup("ttt")
	o, err := v.ParseOptions("preset=misere, FIRST=O")
	fmt.Println(o.Bool("misere"), o.Get("first"), o.Preset(), err)
	fmt.Println(o.String())

	_, err = v.ParseOptions("first=z")
	fmt.Println(err)
	var oe *variant.OptionError
	fmt.Println(errors.Is(err, variant.ErrOption), errors.As(err, &oe), oe.Key, oe.Value)
	// Output:
	// true o misere <nil>
	// preset=misere,first=o
	// bad option first=z: want one of x, o
	// true true first z
}

// ParseRecord reads a record with comments, annotation glyphs and
// variations, and Load replays it.
func ExampleParseRecord() {
	r, err := variant.ParseRecord(`[Variant "ttt"]
1. b2 {centre} a1 $6 (1... b1 2. a1) 2. c1 a2?? 3. a3! 1-0`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Moves, r.Result)
	g, err := variant.Load(r)
	fmt.Println(g.Position().Variant().Describe(g.Outcome()), err)
	// Output:
	// [b2 a1 c1 a2 a3] 1-0
	// won by x: three in a row <nil>
}
