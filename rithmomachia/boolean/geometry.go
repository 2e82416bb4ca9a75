package boolean

import (
	"github.com/ludus-chess/ludus/board"
)

// Board is the 4x4x4 cube of §8.1: files a-d, ranks 1-4, levels 1-4, with
// cells named file, rank, level ("b31" is file b, rank 3, level 1).
var Board = board.MustNew(board.Shape4x4x4)

// The sides, as variant.Side numbers.
const (
	white uint8 = 0
	black uint8 = 1
)

// planeLayer is the layer (0-based level) of each side's plane: White level
// 1, Black level 4 (§8.1).
var planeLayer = [2]int{0, 3}

// Vectors returns the step vectors of a shape (§8.4): a circle moves
// orthogonally or diagonally (18 vectors), a triangle diagonally or
// triagonally (20), a square orthogonally or triagonally (14), a pyramid
// by any of the 26.
func Vectors(s Shape) []board.Dir {
	switch s {
	case Circle:
		return board.Join(board.Orthogonal3D(), board.Diagonal3D())
	case Triangle:
		return board.Join(board.Diagonal3D(), board.Triagonal3D())
	case Square:
		return board.Join(board.Orthogonal3D(), board.Triagonal3D())
	default:
		return board.Join(board.Orthogonal3D(), board.Diagonal3D(), board.Triagonal3D())
	}
}

// reach[s][c] is the set of cells a piece of shape s on cell c points to,
// whatever stands on them: its one-step moves and its reach in the capture
// equations (§8.4, §8.5). The cube has 64 cells, so a set is one uint64.
var reach = func() (t [4][64]uint64) {
	for s := Pyramid; s <= Square; s++ {
		l := board.NewLeaper(Board, Vectors(s))
		for c := range 64 {
			t[s][c] = l.From(board.Cell(c)).Lo
		}
	}
	return t
}()

// Reach returns the cells a piece of shape s on cell c points to, whatever
// stands on them (§8.5's reach(P)).
func Reach(s Shape, c board.Cell) board.Set {
	if !Board.Valid(c) || s > Square {
		return board.Set{}
	}
	return board.Set{Lo: reach[s][c]}
}

// pattern is the set-up pattern of a plane (§8.3), rank 4 first, file a
// first: the shape each cell takes.
var pattern = [4][4]Shape{
	{Square, Circle, Circle, Square},        // rank 4
	{Triangle, Triangle, Pyramid, Triangle}, // rank 3
	{Triangle, Pyramid, Triangle, Triangle}, // rank 2
	{Square, Circle, Circle, Square},        // rank 1
}

// PatternShape returns the shape of the set-up pattern at a file and rank
// (0-based), the same on both planes (§8.3, D71).
func PatternShape(file, rank int) Shape { return pattern[3-rank][file] }

// patternCells[s][side] are the cells of side's plane whose pattern shape
// is s.
var patternCells = func() (t [4][2]uint64) {
	for side := range 2 {
		for r := range 4 {
			for f := range 4 {
				c := Board.CellAt(board.Coord{File: f, Rank: r, Layer: planeLayer[side]})
				t[PatternShape(f, r)][side] |= 1 << c
			}
		}
	}
	return t
}()

// standardSetup are the values of the library's standard set-up (§8.3 (b),
// D72) by rank (rank 4 first) and file, the same on both planes.
var standardSetup = [4][4]int{
	{7, 1, 2, 11},   // rank 4
	{3, 5, 0, 6},    // rank 3
	{9, 15, 10, 12}, // rank 2
	{13, 4, 8, 14},  // rank 1
}

// StandardValue returns the value the standard set-up places at a file and
// rank (0-based) of either plane (§8.3 (b)).
func StandardValue(file, rank int) int { return standardSetup[3-rank][file] }
