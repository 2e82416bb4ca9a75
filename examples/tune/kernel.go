package main

import (
	"fmt"
	"go/format"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// A placement is the tuning of a chess-like kernel game's placement tables
// (chesslike.Kind.Placement): one weight per kind and cell, from the first
// side's point of view, the second side's pieces counted on the cell
// mirrored top to bottom, as the evaluation reads the tables. Folded, the
// tables are symmetric left to right (a weight serves a cell and its
// mirror image across the middle file), as the start positions of the
// symmetric games are.
type placement struct {
	rules  *chesslike.Rules
	eval   *chesslike.Evaluation
	kinds  int
	cells  int
	fold   bool
	mirror []board.Cell // top to bottom: the second side's view of a cell
	index  []int32      // index[k*cells+c]: the weight of kind k on cell c
	n      int          // weights
	names  []string     // names[i]: the kind and cell of weight i
}

// newPlacement returns the tuning of the placement tables of the kernel
// game rules, folded or not.
func newPlacement(rules *chesslike.Rules, fold bool) (*placement, error) {
	g := rules.Geometry()
	sh := g.Shape()
	t := &placement{rules: rules, eval: rules.Evaluation(), kinds: len(rules.Game().Kinds), cells: g.Cells(), fold: fold}
	t.mirror = make([]board.Cell, t.cells)
	side := make([]board.Cell, t.cells) // left to right
	for c := range t.cells {
		co := g.Coord(board.Cell(c))
		t.mirror[c] = rules.Mirror(board.Cell(c))
		side[c] = g.CellAt(board.Coord{File: sh.Files - 1 - co.File, Rank: co.Rank})
	}
	t.index = make([]int32, t.kinds*t.cells)
	for k, kind := range rules.Game().Kinds {
		for c := range t.cells {
			co := g.Coord(board.Cell(c))
			if fold && int(side[c]) < c {
				t.index[k*t.cells+c] = t.index[k*t.cells+int(side[c])]
				continue
			}
			t.index[k*t.cells+c] = int32(t.n)
			t.names = append(t.names, fmt.Sprintf("%s %c%d", kind.Name, 'a'+co.File, co.Rank+1))
			t.n++
		}
		if fold {
			for c, v := range kind.Placement {
				if v != kind.Placement[side[c]] {
					return nil, fmt.Errorf("%s: the %s's placement is not symmetric left to right: tune it with -fold=false", rules.Game().Name, kind.Name)
				}
			}
		}
	}
	return t, nil
}

// shipped returns the weights of the game's own tables.
func (t *placement) shipped() []float64 {
	x := make([]float64, t.n)
	for k, kind := range t.rules.Game().Kinds {
		for c, v := range kind.Placement {
			x[t.index[k*t.cells+c]] = float64(v)
		}
	}
	return x
}

// features returns the sample of position p with result r: a weight's
// coefficient is the number of the first side's pieces of its kind on its
// cell less the second side's on the mirrored cell, and the base is the
// shipped evaluation for the first side less what the shipped tables add,
// so that the model at the shipped weights is the shipped evaluation.
func (t *placement) features(p chesslike.Position, r float64, x0 []float64) sample {
	coef := map[int32]float64{}
	var order []int32
	for k := range t.kinds {
		for s := range 2 {
			sign := 1.0
			if s == 1 {
				sign = -1
			}
			for on := p.Cells(variant.Side(s), k); !on.Empty(); {
				c := on.PopFirst()
				if s == 1 {
					c = t.mirror[c]
				}
				i := t.index[k*t.cells+int(c)]
				if _, ok := coef[i]; !ok {
					order = append(order, i)
				}
				coef[i] += sign
			}
		}
	}
	s := sample{base: float64(t.eval.Evaluate(p, 0)), result: r}
	for _, i := range order {
		if v := coef[i]; v != 0 {
			s.idx = append(s.idx, i)
			s.val = append(s.val, v)
			s.base -= v * x0[i]
		}
	}
	return s
}

// tables returns the tables of weights x, rounded to whole centipawns:
// tables[k][c] for kind k on cell c.
func (t *placement) tables(x []float64) [][]int {
	out := make([][]int, t.kinds)
	for k := range out {
		out[k] = make([]int, t.cells)
		for c := range t.cells {
			out[k][c] = roundHalfAway(x[t.index[k*t.cells+c]])
		}
	}
	return out
}

// goSource writes the tables as Go source of package pkg declaring
// variable name, indexed by kind, each table drawn far rank first
// (chesslike.DrawnPlacement, which reads it back), with
// the provenance in the comment.
func (t *placement) goSource(pkg, name string, tables [][]int, prov provenance) ([]byte, error) {
	files := t.rules.Geometry().Shape().Files
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport \"github.com/ludus-chess/ludus/variant/chesslike\"\n\n", pkg)
	text := fmt.Sprintf("%s is the placement of each kind of %s (chesslike.Kind.Placement, by kind, drawn as the first side sees the board, the far rank first: chesslike.DrawnPlacement), tuned by examples/tune (Texel's method) %s",
		name, t.rules.Game().Name, prov.describe())
	for _, l := range wrap(text, 76) {
		b.WriteString("// " + l + "\n")
	}
	fmt.Fprintf(&b, "var %s = [][]int{\n", name)
	for k, tab := range tables {
		fmt.Fprintf(&b, "%d: chesslike.DrawnPlacement(%d, [][]int{ // %s\n", k, files, t.rules.Game().Kinds[k].Name)
		for r := len(tab)/files - 1; r >= 0; r-- {
			b.WriteString("{")
			for f, v := range tab[r*files : (r+1)*files] {
				if f > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%d", v)
			}
			b.WriteString("},\n")
		}
		b.WriteString("}),\n")
	}
	b.WriteString("}\n")
	return format.Source([]byte(b.String()))
}
