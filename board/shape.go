package board

import (
	"errors"
	"fmt"
	"strconv"
)

// MaxCells is the largest number of cells a board may have: one bit each in
// a [Set].
const MaxCells = 128

// Limits on each dimension of a [Shape]: files are lettered a..p, ranks
// numbered 1..16 and layers 1..9 (one digit in square names).
const (
	MaxFiles  = 16
	MaxRanks  = 16
	MaxLayers = 9
)

// Shape is the size of a board: files (columns, West to East), ranks (rows,
// South to North) and layers (levels of a cube; 1 for flat boards).
type Shape struct {
	Files, Ranks, Layers int
}

// The shapes used by the games of Ludus.
var (
	Shape8x8   = Shape{8, 8, 1}   // chess, Chess960, Enochian chess, LancerChess
	Shape9x9   = Shape{9, 9, 1}   // Meridian
	Shape9x10  = Shape{9, 10, 1}  // Xiangqi, QiPlacements
	Shape10x8  = Shape{10, 8, 1}  // Capablanca chess, Storm
	Shape10x10 = Shape{10, 10, 1} // Storm on 10x10
	Shape8x14  = Shape{8, 14, 1}  // Italian Rithmomachia
	Shape8x16  = Shape{8, 16, 1}  // Rithmomachia
	Shape4x4x4 = Shape{4, 4, 4}   // Boolean Rithmomachia
)

// ErrShape is matched by every error about an invalid [Shape].
var ErrShape = errors.New("board: invalid shape")

// Cells is the number of cells of the shape.
func (s Shape) Cells() int { return s.Files * s.Ranks * s.Layers }

// Validate reports whether the shape can be made into a [Geometry].
func (s Shape) Validate() error {
	switch {
	case s.Files < 1 || s.Files > MaxFiles:
		return fmt.Errorf("%w: %d files (want 1..%d)", ErrShape, s.Files, MaxFiles)
	case s.Ranks < 1 || s.Ranks > MaxRanks:
		return fmt.Errorf("%w: %d ranks (want 1..%d)", ErrShape, s.Ranks, MaxRanks)
	case s.Layers < 1 || s.Layers > MaxLayers:
		return fmt.Errorf("%w: %d layers (want 1..%d)", ErrShape, s.Layers, MaxLayers)
	case s.Cells() > MaxCells:
		return fmt.Errorf("%w: %d cells (at most %d)", ErrShape, s.Cells(), MaxCells)
	}
	return nil
}

// String writes the shape as "8x8" or "4x4x4".
func (s Shape) String() string {
	t := strconv.Itoa(s.Files) + "x" + strconv.Itoa(s.Ranks)
	if s.Layers != 1 {
		t += "x" + strconv.Itoa(s.Layers)
	}
	return t
}
