package board_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// Build a geometry once, then read and write square names.
func ExampleNew() {
	g, err := board.New(board.Shape9x10) // the Xiangqi board
	if err != nil {
		panic(err)
	}
	c, err := g.Parse("E1")
	fmt.Println(c, g.Name(c), g.Coord(c), err)

	c, _ = g.Parse("a10")
	fmt.Println(c, g.Name(c))

	_, err = g.Parse("j1")
	fmt.Println(err)
	var se *board.SquareError
	fmt.Println(errors.Is(err, board.ErrSquare), errors.As(err, &se), se.Text)
	// Output:
	// 4 e1 {4 0 0} <nil>
	// 81 a10
	// board: bad square "j1": file j is off the 9x10 board (files a..i)
	// true true j1
}

// Read a move text square by square.
func ExampleGeometry_ParsePrefix() {
	g := board.MustNew(board.Shape10x10)
	text := "a10b9"
	from, n, _ := g.ParsePrefix(text)
	to, _, _ := g.ParsePrefix(text[n:])
	fmt.Println(g.Name(from), g.Name(to))
	// Output: a10 b9
}

// The cells of the cube are named file, rank, level.
func ExampleGeometry_Name_cube() {
	g := board.MustNew(board.Shape4x4x4)
	for _, c := range []board.Cell{0, 9, 16, 63} {
		fmt.Println(c, g.Name(c))
	}
	// Output:
	// 0 a11
	// 9 b31
	// 16 a12
	// 63 d44
}

// Visit a set's cells in increasing order, with range or with PopFirst.
func ExampleSet_All() {
	g := board.MustNew(board.Shape8x16)
	s := board.SetOf(127, 3, 64, 0)
	var names []string
	for c := range s.All {
		names = append(names, g.Name(c))
	}
	fmt.Println(strings.Join(names, " "))
	var cells []board.Cell
	for t := s; !t.Empty(); {
		cells = append(cells, t.PopFirst())
	}
	fmt.Println(cells)
	fmt.Println(s.Count(), s.First(), s.Last())
	// Output:
	// a1 d1 a9 h16
	// [0 3 64 127]
	// 4 0 127
}

// A rook on d4, with pieces on d6, b4 and d2.
func ExampleNewSlider() {
	g := board.MustNew(board.Shape8x8)
	rook := board.NewSlider(g, board.Orthogonal)
	d4, _ := g.Parse("d4")
	var occupied board.Set
	for _, name := range []string{"d6", "b4", "d2"} {
		c, _ := g.Parse(name)
		occupied = occupied.With(c)
	}
	fmt.Println(g.SetString(rook.Attacks(d4, occupied)))
	fmt.Println(g.SetString(rook.Attacks(d4, occupied).Minus(occupied)))
	// Output:
	// {d2 d3 b4 c4 e4 f4 g4 h4 d5 d6}
	// {d3 c4 e4 f4 g4 h4 d5}
}

// A Xiangqi cannon on b3 captures over a screen on b8.
func ExampleNewHopper() {
	g := board.MustNew(board.Shape9x10)
	cannon := board.NewHopper(g, board.Orthogonal)
	b3, _ := g.Parse("b3")
	b8, _ := g.Parse("b8")
	b10, _ := g.Parse("b10")
	fmt.Println(g.SetString(cannon.Hops(b3, board.SetOf(b8, b10))))
	// Output: {b10}
}

// A Xiangqi horse on b1 is blocked towards d2 by a piece on c1.
func ExampleNewLameLeaper() {
	g := board.MustNew(board.Shape9x10)
	horse := board.NewLameLeaper(g, board.XiangqiHorse())
	b1, _ := g.Parse("b1")
	c1, _ := g.Parse("c1")
	fmt.Println(g.SetString(horse.From(b1, board.Set{})))
	fmt.Println(g.SetString(horse.From(b1, board.SetOf(c1))))
	// Output:
	// {d2 a3 c3}
	// {a3 c3}
}

func ExampleGeometry_Diagram() {
	g := board.MustNew(board.Shape{Files: 4, Ranks: 3, Layers: 1})
	king, _ := g.Parse("b2")
	reach := board.NewLeaper(g, board.Join(board.Orthogonal, board.Diagonal)).From(king)
	fmt.Print(g.Diagram(func(c board.Cell) string {
		switch {
		case c == king:
			return "K"
		case reach.Has(c):
			return "*"
		}
		return "."
	}))
	// Output:
	// 3 * * * .
	// 2 * K * .
	// 1 * * * .
	//   a b c d
}
