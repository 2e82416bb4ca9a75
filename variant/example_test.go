package variant_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all" // register every game
)

// Perft counts the move tree of any game. The typed face takes a game
// package's own position type (here chess, from package chess960); the
// dynamic face takes any registered game by name (here Xiangqi). The counts
// are the published ones: 20, 400, 8902 for chess, 44, 1920, 79666 for
// Xiangqi.
func ExamplePerft() {
	start, _ := chess960.FromID(518) // the standard array
	for depth := 1; depth <= 3; depth++ {
		fmt.Println("chess", depth, variant.Perft(start, depth))
	}
	p, err := variant.NewPosition("xiangqi", "", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	for depth := 1; depth <= 3; depth++ {
		fmt.Println("xiangqi", depth, p.Perft(depth))
	}
	// Output:
	// chess 1 20
	// chess 2 400
	// chess 3 8902
	// xiangqi 1 44
	// xiangqi 2 1920
	// xiangqi 3 79666
}

// A Game records the moves of a game chosen by name and given as text, and
// writes the game record. Here the fool's mate: black mates on move 2, and
// no move may follow.
func ExampleGame() {
	v, _ := variant.Lookup("chess")
	start, _ := v.New("")
	g := variant.NewGame(start)
	for _, m := range strings.Fields("f3 e5 g4 Qh4#") {
		if err := g.PlayText(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Position())
	fmt.Println(v.Describe(g.Outcome()))
	err := g.PlayText("a3")
	fmt.Println(errors.Is(err, variant.ErrGameOver))
	fmt.Print(g.Record(variant.Tag{Name: "Event", Value: "Example"}))
	// Output:
	// rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
	// won by black: checkmate
	// true
	// [Event "Example"]
	// [Variant "chess"]
	// [Result "0-1"]
	// [Termination "normal"]
	//
	// 1. f3 e5 2. g4 Qh4# {checkmate} 0-1
}

// Options are read from text, with presets, and written back; errors name
// the option and the value. Enochian chess has two presets, the profiles
// Rients (the default) and Zalewski, which differ for instance in what a
// concourse does to the allied piece.
func ExampleVariant_ParseOptions() {
	v, _ := variant.Lookup("enochian")
	o, err := v.ParseOptions("preset=Zalewski, PLAYERS=2")
	fmt.Println(o.Get("concourse-ally"), o.Int("players"), o.Preset(), err)
	fmt.Println(o.String())
	fmt.Println(v.DefaultOptions().Get("concourse-ally"))

	_, err = v.ParseOptions("direction=anticlockwise")
	var oe *variant.OptionError
	fmt.Println(errors.Is(err, variant.ErrOption), errors.As(err, &oe), oe.Key, oe.Value)
	// Output:
	// transfer 2 Zalewski <nil>
	// preset=Zalewski,players=2
	// capture
	// true true direction anticlockwise
}

// ParseRecord reads a record with comments, annotation glyphs and
// variations, and Load replays it: here the scholar's mate.
func ExampleParseRecord() {
	r, err := variant.ParseRecord(`[Variant "chess"]
1. e4 {the king's pawn} e5 2. Qh5 Nc6 (2... g6 3. Qxe5+) 3. Bc4 Nf6?? $4 4. Qxf7# 1-0`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Moves, r.Result)
	g, err := variant.Load(r)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Position().Variant().Describe(g.Outcome()))
	// Output:
	// [e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#] 1-0
	// won by white: checkmate
}

// NewPosition starts any registered game by name, with options and,
// optionally, position text. Rithmomachia's Modern rules (the default
// preset) give each side 10 moves from the start, Fulke's third kind 12
// (Fulke's men move orthogonally only); Odd moves first in the Modern
// rules, Even in Fulke's.
func ExampleNewPosition() {
	for _, opts := range []string{"", "preset=F3"} {
		p, err := variant.NewPosition("rithmomachia", opts, "")
		if err != nil {
			fmt.Println(err)
			return
		}
		v := p.Variant()
		fmt.Printf("%q: %s to move, %d moves\n", opts, v.SideName(p.ToMove()), len(p.Moves(nil)))
	}
	// Output:
	// "": odd to move, 10 moves
	// "preset=F3": even to move, 12 moves
}
