package board

import (
	"errors"
	"fmt"
	"strings"
)

// Coord is a cell's position: file (0 = a), rank (0 = rank 1) and layer
// (0 = level 1).
type Coord struct {
	File, Rank, Layer int
}

// Dir is a step vector: a change of file, rank and layer. Leapers, sliders
// and hoppers are described by lists of Dirs.
type Dir struct {
	File, Rank, Layer int
}

// Unit returns the single step in d's direction: each of its components
// replaced by its sign (-1, 0 or 1). The Unit of a line's whole vector (a
// rook's e1 to e5, a bishop's a1 to d4) is the step that walks the line.
func (d Dir) Unit() Dir { return Dir{sign(d.File), sign(d.Rank), sign(d.Layer)} }

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// Geometry is a board of one [Shape] with everything precomputed that does not
// depend on the pieces: cell coordinates and names, the set of all cells,
// files, ranks and layers as sets. Make one with [New]; it is immutable and
// safe for concurrent use. Movement tables ([Leaper], [Slider], [Hopper],
// [LameLeaper]) are built from a Geometry once and shared likewise.
type Geometry struct {
	shape  Shape
	cells  int
	all    Set
	coords []Coord
	files  []Set
	ranks  []Set
	layers []Set
	names  []string
}

// New builds the geometry of a shape, or returns an error matching
// [ErrShape] if the shape is not valid.
func New(s Shape) (*Geometry, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	g := &Geometry{
		shape:  s,
		cells:  s.Cells(),
		coords: make([]Coord, s.Cells()),
		files:  make([]Set, s.Files),
		ranks:  make([]Set, s.Ranks),
		layers: make([]Set, s.Layers),
		names:  make([]string, s.Cells()),
	}
	for i := range g.cells {
		c := Cell(i)
		co := Coord{i % s.Files, i / s.Files % s.Ranks, i / (s.Files * s.Ranks)}
		g.coords[i] = co
		g.all = g.all.With(c)
		g.files[co.File] = g.files[co.File].With(c)
		g.ranks[co.Rank] = g.ranks[co.Rank].With(c)
		g.layers[co.Layer] = g.layers[co.Layer].With(c)
		g.names[i] = g.formatName(co)
	}
	return g, nil
}

// MustNew is [New] for shapes known to be valid, such as the package's Shape
// variables; it panics on an invalid shape. Game packages use it to build
// their geometry once, in a package-level variable.
func MustNew(s Shape) *Geometry {
	g, err := New(s)
	if err != nil {
		panic(err)
	}
	return g
}

// Shape returns the board's shape.
func (g *Geometry) Shape() Shape { return g.shape }

// Cells returns the number of cells.
func (g *Geometry) Cells() int { return g.cells }

// All returns the set of every cell of the board.
func (g *Geometry) All() Set { return g.all }

// Valid reports whether c is a cell of this board.
func (g *Geometry) Valid(c Cell) bool { return int(c) < g.cells }

// Coord returns the coordinates of cell c, which must be valid.
func (g *Geometry) Coord(c Cell) Coord { return g.coords[c] }

// CellAt returns the cell at the given coordinates, or NoCell if they are off
// the board.
func (g *Geometry) CellAt(co Coord) Cell {
	s := g.shape
	if co.File < 0 || co.File >= s.Files || co.Rank < 0 || co.Rank >= s.Ranks || co.Layer < 0 || co.Layer >= s.Layers {
		return NoCell
	}
	return Cell(co.File + s.Files*(co.Rank+s.Ranks*co.Layer))
}

// Step returns the cell reached from c by one step of d, or NoCell if that is
// off the board.
func (g *Geometry) Step(c Cell, d Dir) Cell {
	co := g.coords[c]
	return g.CellAt(Coord{co.File + d.File, co.Rank + d.Rank, co.Layer + d.Layer})
}

// File returns the set of cells on file f (0 = a), all layers.
func (g *Geometry) File(f int) Set {
	if f < 0 || f >= len(g.files) {
		return Set{}
	}
	return g.files[f]
}

// Rank returns the set of cells on rank r (0 = rank 1), all layers.
func (g *Geometry) Rank(r int) Set {
	if r < 0 || r >= len(g.ranks) {
		return Set{}
	}
	return g.ranks[r]
}

// Layer returns the set of cells on layer l (0 = level 1).
func (g *Geometry) Layer(l int) Set {
	if l < 0 || l >= len(g.layers) {
		return Set{}
	}
	return g.layers[l]
}

// Rect returns the cells whose file is in f0..f1 and rank in r0..r1
// (inclusive, any order), on every layer: a zone such as a palace, a half of
// the board or a quadrant. Coordinates off the board are clipped.
func (g *Geometry) Rect(f0, r0, f1, r1 int) Set {
	f0, f1 = min(f0, f1), max(f0, f1)
	r0, r1 = min(r0, r1), max(r0, r1)
	var s Set
	for i, co := range g.coords {
		if co.File >= f0 && co.File <= f1 && co.Rank >= r0 && co.Rank <= r1 {
			s = s.With(Cell(i))
		}
	}
	return s
}

// Filter returns the cells of the board for which keep returns true: the
// general way to define a zone.
func (g *Geometry) Filter(keep func(Coord) bool) Set {
	var s Set
	for i, co := range g.coords {
		if keep(co) {
			s = s.With(Cell(i))
		}
	}
	return s
}

// Name returns the square name of c ("a1", "j10", "b31" on a cube), or "-"
// for NoCell or a cell off this board.
func (g *Geometry) Name(c Cell) string {
	if !g.Valid(c) {
		return "-"
	}
	return g.names[c]
}

// AppendName appends the square name of c to dst.
func (g *Geometry) AppendName(dst []byte, c Cell) []byte {
	return append(dst, g.Name(c)...)
}

func (g *Geometry) formatName(co Coord) string {
	var b strings.Builder
	b.WriteByte(byte('a' + co.File))
	rank := co.Rank + 1
	if rank >= 10 {
		b.WriteByte('1')
	}
	b.WriteByte(byte('0' + rank%10))
	if g.shape.Layers > 1 {
		b.WriteByte(byte('1' + co.Layer))
	}
	return b.String()
}

// ErrSquare is matched by every error about a square name that cannot be read.
var ErrSquare = errors.New("board: bad square")

// SquareError reports a square name that could not be read, with the text
// and the reason.
type SquareError struct {
	Text   string // the text that was read
	Reason string // why it is not a square of the board
}

// Error returns "board: bad square <text>: <reason>".
func (e *SquareError) Error() string {
	if len(e.Text) > maxSquareQuote {
		// A square name is at most a few bytes: quote only the start of a
		// long text, so that an error never repeats a huge input.
		return fmt.Sprintf("board: bad square %q...: %s", e.Text[:maxSquareQuote], e.Reason)
	}
	return fmt.Sprintf("board: bad square %q: %s", e.Text, e.Reason)
}

// maxSquareQuote is how many bytes of a bad square's text an error quotes.
const maxSquareQuote = 12

// Unwrap returns [ErrSquare], so that errors.Is(err, ErrSquare) holds.
func (e *SquareError) Unwrap() error { return ErrSquare }

// Parse reads a whole square name (either case) and returns its cell.
// Errors are *[SquareError] values.
func (g *Geometry) Parse(s string) (Cell, error) {
	c, n, err := g.ParsePrefix(s)
	if err != nil {
		return NoCell, err
	}
	if n != len(s) {
		return NoCell, &SquareError{s, fmt.Sprintf("unexpected %q after the square %s", s[n:], g.Name(c))}
	}
	return c, nil
}

// ParsePrefix reads a square name at the start of s and returns its cell and
// how many bytes it used, so that move texts such as "a10b9" can be read
// square by square. The digits after the file letter are read greedily (at
// most three): on a flat board they are the rank, so "a10" is rank 10 (and
// an error on a board of 8 ranks); on a board with levels the last digit is
// the level and the others the rank, so "b31" is rank 3, level 1.
func (g *Geometry) ParsePrefix(s string) (Cell, int, error) {
	if s == "" {
		return NoCell, 0, &SquareError{s, "empty"}
	}
	ch := s[0] | 0x20 // lower case
	if ch < 'a' || ch > 'z' {
		return NoCell, 0, &SquareError{s, "a square starts with a file letter"}
	}
	f := int(ch - 'a')
	i := 1
	for i < len(s) && i < 4 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if f >= g.shape.Files {
		return NoCell, 0, &SquareError{s[:i], fmt.Sprintf("file %c is off the %s board (files a..%c)", ch, g.shape, 'a'+g.shape.Files-1)}
	}
	digits := s[1:i]
	if digits == "" {
		return NoCell, 0, &SquareError{s, "a rank number must follow the file letter"}
	}
	layer := 1
	if g.shape.Layers > 1 {
		if len(digits) < 2 {
			return NoCell, 0, &SquareError{s[:i], "a rank and a level digit must follow the file letter on a board with levels"}
		}
		layer = int(digits[len(digits)-1] - '0')
		digits = digits[:len(digits)-1]
		if layer < 1 || layer > g.shape.Layers {
			return NoCell, 0, &SquareError{s[:i], fmt.Sprintf("level %d is off the %s board (levels 1..%d)", layer, g.shape, g.shape.Layers)}
		}
	}
	rank := 0
	for _, d := range []byte(digits) {
		rank = rank*10 + int(d-'0')
	}
	if digits[0] == '0' || rank < 1 || rank > g.shape.Ranks {
		return NoCell, 0, &SquareError{s[:i], fmt.Sprintf("rank %s is off the %s board (ranks 1..%d)", digits, g.shape, g.shape.Ranks)}
	}
	return g.CellAt(Coord{f, rank - 1, layer - 1}), i, nil
}

// SetString writes a set as square names in cell order, for example
// "{a1 c3 h8}".
func (g *Geometry) SetString(s Set) string {
	var b strings.Builder
	b.WriteByte('{')
	for t := s; !t.Empty(); {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(g.Name(t.PopFirst()))
	}
	b.WriteByte('}')
	return b.String()
}
