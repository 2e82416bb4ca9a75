package rithmomachia_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/rithmomachia"
	"github.com/ludus-chess/ludus/variant"
)

// The Modern start: Black (Odd) moves first; its ten moves.
func Example() {
	p, err := rithmomachia.New("")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Variant().SideName(p.ToMove()))
	for _, e := range variant.Divide(p, 1) {
		fmt.Print(e.Text, " ")
	}
	fmt.Println()
	// Output:
	// odd
	// a14-c12 b16-e16 c13-b13 c13-c12 d13-d12 e13-e12 f13-f12 f13-g13 g16-d16 h14-f12
}

// A capture in place in Fulke's second kind: Even's round 6 steps to d4,
// two void spaces from Odd's triangle 12, and 6·2 = 12 takes it; the 12
// becomes Even's prisoner.
func ExampleParse() {
	o, _ := rithmomachia.Rithmomachia.ParseOptions("preset=F2")
	board := ""
	for r := 16; r >= 1; r-- {
		row := map[int]string{16: ".......s361", 7: "...t12....", 3: "...R6....", 1: "S15......."}[r]
		if row == "" {
			row = "........"
		}
		board += row
		if r > 1 {
			board += "/"
		}
	}
	p, err := rithmomachia.Parse(board+" e - - -", o)
	if err != nil {
		panic(err)
	}
	m, err := p.ParseMove("d3-d4")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.MoveText(m))
	q := p.Play(m)
	fmt.Println(q.Prisoners(rithmomachia.Even), q.Ledger(rithmomachia.Even))
	// Output:
	// d3-d4xd7
	// [12] [12]
}

// The three proportions and the grades of a proper victory (spec §4.3).
func ExampleGrade() {
	fmt.Println(rithmomachia.Proportion3(2, 4, 6), rithmomachia.Proportion3(4, 6, 9), rithmomachia.Proportion3(3, 4, 6))
	fmt.Println(rithmomachia.Grade(2, 4, 6), rithmomachia.Grade(2, 4, 6, 8), rithmomachia.Grade(2, 3, 4, 6))
	// Output:
	// arithmetic geometric musical
	// 1 2 3
}

// The dynamic face: the game by name, a preset as option text, perft. In
// F3 each side has 12 moves at the start (spec §11.7), and the armies stand
// too far apart for Even's first move to change Odd's: 12·12 = 144.
func Example_dynamic() {
	p, err := variant.NewPosition("rithmomachia", "preset=F3", "")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Perft(1), p.Perft(2))
	// Output:
	// 12 144
}
