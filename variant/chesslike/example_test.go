package chesslike_test

import (
	"fmt"
	"slices"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// A small fairy game in a few lines: on 5x5, kings, camels that leap
// (1,3), and pawns that step one square and promote to camels.
func Example() {
	rules, err := chesslike.New(chesslike.Game{
		Name:  "camel-chess",
		Shape: board.Shape{Files: 5, Ranks: 5},
		Kinds: []chesslike.Kind{
			{Name: "king", Letter: 'K', Royal: true, Patterns: chesslike.King()},
			{Name: "camel", Letter: 'C', Patterns: []chesslike.Pattern{chesslike.Leaper(board.Symmetric(1, 3)...)}},
			{Name: "pawn", Letter: 'P', Pawn: true, Patterns: chesslike.Pawn(1, nil),
				Promotion: &chesslike.Promotion{Zone: chesslike.LastRanks(1), Into: "C"}},
		},
		Start: "c1k1c/ppppp/5/PPPPP/C1K1C w - - 0 1",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	p := rules.Start()
	fmt.Print(p.Diagram())
	var moves []string
	for _, m := range p.Moves(nil) {
		moves = append(moves, p.MoveText(m))
	}
	slices.Sort(moves)
	fmt.Println(moves)

	m, _ := p.ParseMove("a1b4")
	fmt.Println(p.Play(m))

	// The dynamic face, as a server would use it.
	var dyn variant.AnyPosition = variant.Dynamic[chesslike.Position, chesslike.Move](p)
	fmt.Println(dyn.Variant().Name, dyn.Perft(1))
	// Output:
	// 5 c . k . c
	// 4 p p p p p
	// 3 . . . . .
	// 2 P P P P P
	// 1 C . K . C
	//   a b c d e
	// [a1b4 a2a3 b2b3 c1b1 c1d1 c2c3 d2d3 e1d4 e2e3]
	// c1k1c/pCppp/5/PPPPP/2K1C b - - 0 1
	// camel-chess 9
}
