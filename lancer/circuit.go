package lancer

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// The King's Lancer's circuits (spec 2.8) are puzzles: the King's Lancer
// starts on a cell, lands on every cell of a small board exactly once and
// comes back to its start. On the flat 3x3 board (a1-c3) it moves as in
// LancerChess; on the 3x3x3 cube it moves one or two cells along any one
// of the three axes (six directions), jumping over the cell between on a
// two-cell move. Cube cells are named by file, rank and level: "a11" is
// a1 on level 1 (the spec's A1L1).

// ErrCircuit is matched by every error [CheckCircuit] and [ParseTour]
// return.
var ErrCircuit = errors.New("lancer: not a King's Lancer circuit")

// Shapes of the circuit puzzles.
var (
	Circuit2D = board.Shape{Files: 3, Ranks: 3, Layers: 1}
	Circuit3D = board.Shape{Files: 3, Ranks: 3, Layers: 3}
)

// lancerSteps are the King's Lancer's vectors on a board of any number of
// levels: one or two cells along one axis.
var lancerSteps = board.Join(board.Orthogonal3D(), board.Scale(board.Orthogonal3D(), 2))

// LancerMove reports whether a King's Lancer goes from a to b in one move
// on g: one or two cells along one axis (files, ranks or levels).
func LancerMove(g *board.Geometry, a, b board.Cell) bool {
	for _, d := range lancerSteps {
		if g.Step(a, d) == b && b != board.NoCell {
			return true
		}
	}
	return false
}

// ParseTour reads a tour written as square names separated by '-', ',' or
// white space ("a1-b1-c1-c2"), in either case.
func ParseTour(g *board.Geometry, text string) ([]board.Cell, error) {
	var tour []board.Cell
	for _, f := range strings.FieldsFunc(text, func(r rune) bool {
		return r == '-' || r == ',' || r == ' ' || r == '\t' || r == '\n'
	}) {
		c, err := g.Parse(f)
		if err != nil {
			return nil, fmt.Errorf("%w: square %d: %w", ErrCircuit, len(tour)+1, err)
		}
		tour = append(tour, c)
	}
	if len(tour) == 0 {
		return nil, fmt.Errorf("%w: no squares", ErrCircuit)
	}
	return tour, nil
}

// CheckCircuit reports whether tour is a closed King's Lancer circuit of
// g: it starts and ends on the same cell, every move is a King's Lancer
// move, and it lands on every cell of the board exactly once (the start
// counting as landed on at the end). The error says which move fails.
func CheckCircuit(g *board.Geometry, tour []board.Cell) error {
	n := g.Cells()
	if len(tour) != n+1 {
		return fmt.Errorf("%w: %d moves; a circuit of the %v board has %d", ErrCircuit, len(tour)-1, g.Shape(), n)
	}
	var seen board.Set
	for i := 1; i < len(tour); i++ {
		a, b := tour[i-1], tour[i]
		if !g.Valid(a) || !g.Valid(b) {
			return fmt.Errorf("%w: move %d leaves the board", ErrCircuit, i)
		}
		if !LancerMove(g, a, b) {
			return fmt.Errorf("%w: move %d, %s-%s, is not a King's Lancer move", ErrCircuit, i, g.Name(a), g.Name(b))
		}
		if seen.Has(b) {
			return fmt.Errorf("%w: move %d lands on %s a second time", ErrCircuit, i, g.Name(b))
		}
		seen = seen.With(b)
	}
	if tour[n] != tour[0] {
		return fmt.Errorf("%w: it ends on %s, not on its start %s", ErrCircuit, g.Name(tour[n]), g.Name(tour[0]))
	}
	return nil
}

// CountCircuits returns the number of closed King's Lancer circuits of g
// (counted with their direction) that begin with the cells of prefix,
// prefix[0] being the start (the prefix lists distinct cells, without the
// return to the start). A prefix that is not a path of King's Lancer moves
// over distinct cells begins none. The count is a depth-first search:
// fast on the 3x3 board and with a long prefix on the cube (a second for
// the 2D prefix of spec 7.1.5), very long from a single cell of the cube.
func CountCircuits(g *board.Geometry, prefix []board.Cell) int {
	if len(prefix) == 0 {
		return 0
	}
	var visited board.Set
	for i, c := range prefix {
		if !g.Valid(c) || visited.Has(c) || (i > 0 && !LancerMove(g, prefix[i-1], c)) {
			return 0
		}
		visited = visited.With(c)
	}
	next := make([][]board.Cell, g.Cells())
	for c := range next {
		for _, d := range lancerSteps {
			if t := g.Step(board.Cell(c), d); t != board.NoCell {
				next[c] = append(next[c], t)
			}
		}
	}
	start := prefix[0]
	var count func(at board.Cell, visited board.Set, left int) int
	count = func(at board.Cell, visited board.Set, left int) int {
		if left == 0 {
			if LancerMove(g, at, start) {
				return 1
			}
			return 0
		}
		n := 0
		for _, t := range next[at] {
			if !visited.Has(t) {
				n += count(t, visited.With(t), left-1)
			}
		}
		return n
	}
	return count(prefix[len(prefix)-1], visited, g.Cells()-len(prefix))
}
