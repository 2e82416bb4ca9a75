package board_test

// A naive reference implementation of the board package, written without
// reusing any of its code: cells are numbered by nested loops over the
// coordinates, sets are maps, and every movement is a walk over coordinates,
// one step at a time. The property tests compare the package against it.

import (
	"slices"
	"strconv"

	"github.com/ludus-chess/ludus/board"
	"pgregory.net/rapid"
)

// gameShapes are the shapes of every game of Ludus.
var gameShapes = []board.Shape{
	board.Shape8x8, board.Shape9x9, board.Shape9x10, board.Shape10x8,
	board.Shape10x10, board.Shape8x14, board.Shape8x16, board.Shape4x4x4,
}

// refCoord is a coordinate triple of the reference model.
type refCoord struct{ file, rank, layer int }

// refBoard numbers the cells of a shape by counting: layer by layer, rank by
// rank within a layer, file by file within a rank (the numbering the package
// documents), and names them by the documented rule.
type refBoard struct {
	shape  board.Shape
	coords []refCoord       // cell -> coordinate
	index  map[refCoord]int // coordinate -> cell
	names  []string         // cell -> square name
	byName map[string]int   // square name -> cell
}

func newRefBoard(s board.Shape) *refBoard {
	r := &refBoard{shape: s, index: map[refCoord]int{}, byName: map[string]int{}}
	for l := 0; l < s.Layers; l++ {
		for rk := 0; rk < s.Ranks; rk++ {
			for f := 0; f < s.Files; f++ {
				co := refCoord{f, rk, l}
				r.index[co] = len(r.coords)
				r.coords = append(r.coords, co)
				name := string(rune('a'+f)) + strconv.Itoa(rk+1)
				if s.Layers > 1 {
					name += strconv.Itoa(l + 1)
				}
				r.byName[name] = len(r.names)
				r.names = append(r.names, name)
			}
		}
	}
	return r
}

func (r *refBoard) cells() int { return len(r.coords) }

// at returns the cell at co and whether co is on the board.
func (r *refBoard) at(co refCoord) (board.Cell, bool) {
	i, ok := r.index[co]
	return board.Cell(i), ok
}

func add(co refCoord, d board.Dir) refCoord {
	return refCoord{co.file + d.File, co.rank + d.Rank, co.layer + d.Layer}
}

// refSet is the reference cell set.
type refSet map[board.Cell]bool

// toRef reads a Set through its documented representation (bit i of Lo is
// cell i, bit i of Hi is cell 64+i), not through its methods.
func toRef(s board.Set) refSet {
	m := refSet{}
	for i := 0; i < 64; i++ {
		if s.Lo>>i&1 != 0 {
			m[board.Cell(i)] = true
		}
		if s.Hi>>i&1 != 0 {
			m[board.Cell(64+i)] = true
		}
	}
	return m
}

// fromRef builds a Set through its documented representation.
func fromRef(m refSet) board.Set {
	var s board.Set
	for c, in := range m {
		switch {
		case !in:
		case c < 64:
			s.Lo |= 1 << c
		case c < 128:
			s.Hi |= 1 << (c - 64)
		}
	}
	return s
}

// sorted returns the cells of m in increasing order.
func (m refSet) sorted() []board.Cell {
	var out []board.Cell
	for c, in := range m {
		if in {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

func (m refSet) equal(o refSet) bool {
	return slices.Equal(m.sorted(), o.sorted())
}

// names writes a reference set as square names, for failure messages.
func (r *refBoard) setNames(m refSet) []string {
	var out []string
	for _, c := range m.sorted() {
		if int(c) < r.cells() {
			out = append(out, r.names[c])
		} else {
			out = append(out, "#"+strconv.Itoa(int(c)))
		}
	}
	return out
}

// leap: the cells co+v on the board, for each vector v.
func (r *refBoard) leap(from board.Cell, vectors []board.Dir) refSet {
	m := refSet{}
	for _, v := range vectors {
		if c, ok := r.at(add(r.coords[from], v)); ok {
			m[c] = true
		}
	}
	return m
}

// ray walks from a cell in direction d one step at a time until it leaves the
// board. A zero direction goes nowhere.
func (r *refBoard) ray(from board.Cell, d board.Dir) []board.Cell {
	var out []board.Cell
	if d == (board.Dir{}) {
		return nil
	}
	for co := add(r.coords[from], d); ; co = add(co, d) {
		c, ok := r.at(co)
		if !ok {
			return out
		}
		out = append(out, c)
	}
}

// slide: along each direction, every cell up to and including the first
// occupied one, at most n steps (n < 0: no limit).
func (r *refBoard) slide(from board.Cell, dirs []board.Dir, occ refSet, n int) refSet {
	m := refSet{}
	for _, d := range dirs {
		for i, c := range r.ray(from, d) {
			if n >= 0 && i >= n {
				break
			}
			m[c] = true
			if occ[c] {
				break
			}
		}
	}
	return m
}

// hop: along each direction, the first occupied cell after exactly one
// occupied cell (the screen).
func (r *refBoard) hop(from board.Cell, dirs []board.Dir, occ refSet) refSet {
	m := refSet{}
	for _, d := range dirs {
		screens := 0
		for _, c := range r.ray(from, d) {
			if !occ[c] {
				continue
			}
			screens++
			if screens == 2 {
				m[c] = true
				break
			}
		}
	}
	return m
}

// lame: the targets of the leaps whose legs are all on the board and empty.
func (r *refBoard) lame(from board.Cell, moves []board.LameMove, occ refSet) refSet {
	m := refSet{}
	co := r.coords[from]
next:
	for _, mv := range moves {
		to, ok := r.at(add(co, mv.To))
		if !ok {
			continue
		}
		for _, l := range mv.Legs {
			leg, ok := r.at(add(co, l))
			if !ok || occ[leg] {
				continue next
			}
		}
		m[to] = true
	}
	return m
}

// refHorse is the Xiangqi horse written from the rule: one orthogonal step,
// which must be empty, then one diagonal step outward; that is a (1, 2) leap
// whose leg is the unit step along its long component.
func refHorse() []board.LameMove {
	var out []board.LameMove
	for _, long := range []int{2, -2} {
		for _, short := range []int{1, -1} {
			out = append(out,
				board.LameMove{To: board.Dir{File: long, Rank: short}, Legs: []board.Dir{{File: long / 2}}},
				board.LameMove{To: board.Dir{File: short, Rank: long}, Legs: []board.Dir{{Rank: long / 2}}})
		}
	}
	return out
}

// refElephant is the Xiangqi elephant from the rule: two diagonal steps, the
// first of which must be empty.
func refElephant() []board.LameMove {
	var out []board.LameMove
	for _, f := range []int{1, -1} {
		for _, r := range []int{1, -1} {
			out = append(out, board.LameMove{To: board.Dir{File: 2 * f, Rank: 2 * r}, Legs: []board.Dir{{File: f, Rank: r}}})
		}
	}
	return out
}

// Generators.

// genCell draws a cell number, mostly of a board of at most 128 cells, with
// the word boundaries and out-of-range values (which sets ignore) drawn often.
func genCell() *rapid.Generator[board.Cell] {
	return rapid.OneOf(
		rapid.Map(rapid.IntRange(0, 127), func(i int) board.Cell { return board.Cell(i) }),
		rapid.SampledFrom([]board.Cell{0, 1, 62, 63, 64, 65, 126, 127, 128, 200, board.NoCell}),
	)
}

// genOccupancy draws a set of cells of a board of n cells, with a drawn
// density so that empty, sparse, dense and full boards all occur. With
// garbage, bits beyond the board may be set too; the tables must ignore them.
func genOccupancy(t *rapid.T, n int, garbage bool) refSet {
	density := rapid.IntRange(0, 100).Draw(t, "density")
	limit := n
	if garbage && rapid.Bool().Draw(t, "garbage") {
		limit = 128
	}
	m := refSet{}
	for i := 0; i < limit; i++ {
		switch density {
		case 0:
		case 100:
			m[board.Cell(i)] = true
		default:
			if rapid.IntRange(0, 99).Draw(t, "cell") < density {
				m[board.Cell(i)] = true
			}
		}
	}
	return m
}

// genDir draws a step vector with components in -3..3; on a flat board the
// layer component is usually 0.
func genDir(flat bool) *rapid.Generator[board.Dir] {
	return rapid.Custom(func(t *rapid.T) board.Dir {
		d := board.Dir{
			File: rapid.IntRange(-3, 3).Draw(t, "file"),
			Rank: rapid.IntRange(-3, 3).Draw(t, "rank"),
		}
		if !flat || rapid.IntRange(0, 9).Draw(t, "layered") == 0 {
			d.Layer = rapid.IntRange(-3, 3).Draw(t, "layer")
		}
		return d
	})
}

func genLameMove(flat bool) *rapid.Generator[board.LameMove] {
	return rapid.Custom(func(t *rapid.T) board.LameMove {
		return board.LameMove{
			To:   genDir(flat).Draw(t, "to"),
			Legs: rapid.SliceOfN(genDir(flat), 0, 3).Draw(t, "legs"),
		}
	})
}
