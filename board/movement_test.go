package board_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"pgregory.net/rapid"
)

// vectorSet is a named list of step vectors used to build tables.
type vectorSet struct {
	name string
	dirs []board.Dir
}

// flatVectors are the vector sets of the flat games' pieces.
var flatVectors = []vectorSet{
	{"orthogonal", board.Orthogonal},
	{"diagonal", board.Diagonal},
	{"queen", board.Join(board.Orthogonal, board.Diagonal)},
	{"knight", board.KnightJumps},
	{"camel", board.Symmetric(1, 3)},
	{"zebra", board.Symmetric(2, 3)},
	{"dabbaba", board.Symmetric(0, 2)},
	{"threeleaper", board.Symmetric(0, 3)},
	{"alfil", board.Scale(board.Diagonal, 2)},
	{"ferz", board.Symmetric(1, 1)},
}

// cubeVectors are the Boolean Rithmomachia vector sets (rules §8.4), plus
// the flat ones, which also work on the cube.
var cubeVectors = append([]vectorSet{
	{"orthogonal3D", board.Orthogonal3D()},
	{"diagonal3D", board.Diagonal3D()},
	{"triagonal3D", board.Triagonal3D()},
	{"circle", board.Join(board.Orthogonal3D(), board.Diagonal3D())},
	{"triangle", board.Join(board.Diagonal3D(), board.Triagonal3D())},
	{"square", board.Join(board.Orthogonal3D(), board.Triagonal3D())},
	{"pyramid", board.Join(board.Orthogonal3D(), board.Diagonal3D(), board.Triagonal3D())},
}, flatVectors...)

func vectorsFor(s board.Shape) []vectorSet {
	if s.Layers > 1 {
		return cubeVectors
	}
	return flatVectors
}

type tables struct {
	name    string
	dirs    []board.Dir
	leaper  *board.Leaper
	slider  *board.Slider
	hopper  *board.Hopper
	maxStep int // the longest ray, for range limits
}

func buildTables(g *board.Geometry, name string, dirs []board.Dir) tables {
	s := g.Shape()
	return tables{
		name:    name,
		dirs:    dirs,
		leaper:  board.NewLeaper(g, dirs),
		slider:  board.NewSlider(g, dirs),
		hopper:  board.NewHopper(g, dirs),
		maxStep: max(s.Files, s.Ranks, s.Layers),
	}
}

// compareTables checks every table built from tb.dirs against the reference
// walks, from every cell of the board, with the occupancy occ.
func compareTables(t *rapid.T, g *board.Geometry, ref *refBoard, tb tables, occ refSet) {
	occSet := fromRef(occ)
	shape := g.Shape()
	within := rapid.IntRange(-1, tb.maxStep+1).Draw(t, "within")
	fail := func(what string, c board.Cell, got board.Set, want refSet) {
		t.Helper()
		t.Fatalf("%s %s: %s from %s with %v: got %v, want %v", shape, tb.name, what, ref.names[c],
			ref.setNames(occ), ref.setNames(toRef(got)), ref.setNames(want))
	}
	if got := tb.slider.Dirs(); got != len(tb.dirs) {
		t.Fatalf("%s %s: Dirs() = %d, want %d", shape, tb.name, got, len(tb.dirs))
	}
	for i := range ref.cells() {
		c := board.Cell(i)
		if got, want := tb.leaper.From(c), ref.leap(c, tb.dirs); !toRef(got).equal(want) {
			fail("Leaper.From", c, got, want)
		}
		if got, want := tb.slider.Attacks(c, occSet), ref.slide(c, tb.dirs, occ, -1); !toRef(got).equal(want) {
			fail("Slider.Attacks", c, got, want)
		}
		// A negative range is treated as 0 (nothing), not as no limit.
		if got, want := tb.slider.AttacksWithin(c, occSet, within), ref.slide(c, tb.dirs, occ, max(within, 0)); !toRef(got).equal(want) {
			fail(fmt.Sprintf("Slider.AttacksWithin %d", within), c, got, want)
		}
		if got, want := tb.hopper.Hops(c, occSet), ref.hop(c, tb.dirs, occ); !toRef(got).equal(want) {
			fail("Hopper.Hops", c, got, want)
		}
		if got, want := tb.hopper.Attacks(c, occSet), ref.slide(c, tb.dirs, occ, -1); !toRef(got).equal(want) {
			fail("Hopper.Attacks", c, got, want)
		}
		for k, d := range tb.dirs {
			if got, want := tb.slider.Ray(c, k), ref.ray(c, d); !slices.Equal(got, want) {
				t.Fatalf("%s %s: Ray(%s, %v) = %v, want %v", shape, tb.name, ref.names[c], d, got, want)
			}
		}
	}
}

// TestTablesAgainstWalks compares leapers, sliders (with blockers and with
// range limits), hoppers and the Xiangqi lame leapers with step-by-step
// walks on every shape, for the games' vector sets and random ones, with
// random occupancy.
func TestTablesAgainstWalks(t *testing.T) {
	for _, s := range gameShapes {
		g, ref := board.MustNew(s), newRefBoard(s)
		var named []tables
		for _, vs := range vectorsFor(s) {
			named = append(named, buildTables(g, vs.name, vs.dirs))
		}
		horse := board.NewLameLeaper(g, board.XiangqiHorse())
		elephant := board.NewLameLeaper(g, board.XiangqiElephant())
		t.Run(s.String(), rapid.MakeCheck(func(t *rapid.T) {
			occ := genOccupancy(t, g.Cells(), true)
			tb := rapid.SampledFrom(named).Draw(t, "vectors")
			compareTables(t, g, ref, tb, occ)

			// Random vectors, zero and long ones included.
			dirs := rapid.SliceOfN(genDir(s.Layers == 1), 0, 8).Draw(t, "dirs")
			compareTables(t, g, ref, buildTables(g, "random", dirs), occ)

			// Lame leapers: the Xiangqi pieces against the rule written
			// independently, and random lame moves.
			occSet := fromRef(occ)
			moves := rapid.SliceOfN(genLameMove(s.Layers == 1), 0, 6).Draw(t, "lame")
			lame := board.NewLameLeaper(g, moves)
			for i := range g.Cells() {
				c := board.Cell(i)
				for _, tc := range []struct {
					name  string
					table *board.LameLeaper
					moves []board.LameMove
				}{
					{"horse", horse, refHorse()},
					{"elephant", elephant, refElephant()},
					{"random", lame, moves},
				} {
					if got, want := tc.table.From(c, occSet), ref.lame(c, tc.moves, occ); !toRef(got).equal(want) {
						t.Fatalf("%s %s from %s with %v (moves %v): got %v, want %v", s, tc.name, ref.names[c],
							ref.setNames(occ), tc.moves, ref.setNames(toRef(got)), ref.setNames(want))
					}
				}
			}
		}))
	}
}

// TestVectorLists checks the vector constructors against their definitions.
func TestVectorLists(t *testing.T) {
	abs := func(x int) int { return max(x, -x) }
	asSet := func(ds []board.Dir) map[board.Dir]bool {
		m := map[board.Dir]bool{}
		for _, d := range ds {
			if m[d] {
				t.Fatalf("vector %v listed twice in %v", d, ds)
			}
			m[d] = true
		}
		return m
	}
	// all3 lists the vectors with components in -1..1 and n non-zero ones.
	all3 := func(n int) map[board.Dir]bool {
		m := map[board.Dir]bool{}
		for f := -1; f <= 1; f++ {
			for r := -1; r <= 1; r++ {
				for l := -1; l <= 1; l++ {
					if abs(f)+abs(r)+abs(l) == n {
						m[board.Dir{File: f, Rank: r, Layer: l}] = true
					}
				}
			}
		}
		return m
	}
	for _, tc := range []struct {
		name  string
		got   []board.Dir
		want  map[board.Dir]bool
		count int
	}{
		{"Orthogonal", board.Orthogonal, map[board.Dir]bool{{0, 1, 0}: true, {1, 0, 0}: true, {0, -1, 0}: true, {-1, 0, 0}: true}, 4},
		{"Diagonal", board.Diagonal, map[board.Dir]bool{{1, 1, 0}: true, {1, -1, 0}: true, {-1, -1, 0}: true, {-1, 1, 0}: true}, 4},
		{"KnightJumps", board.KnightJumps, map[board.Dir]bool{
			{1, 2, 0}: true, {2, 1, 0}: true, {2, -1, 0}: true, {1, -2, 0}: true,
			{-1, -2, 0}: true, {-2, -1, 0}: true, {-2, 1, 0}: true, {-1, 2, 0}: true}, 8},
		{"Symmetric(1,2)", board.Symmetric(1, 2), asSet(board.KnightJumps), 8},
		{"Symmetric(2,1)", board.Symmetric(2, 1), asSet(board.KnightJumps), 8},
		{"Symmetric(0,1)", board.Symmetric(0, 1), asSet(board.Orthogonal), 4},
		{"Symmetric(1,1)", board.Symmetric(1, 1), asSet(board.Diagonal), 4},
		{"Symmetric(0,0)", board.Symmetric(0, 0), map[board.Dir]bool{}, 0},
		{"Symmetric(1,3)", board.Symmetric(1, 3), map[board.Dir]bool{
			{1, 3, 0}: true, {1, -3, 0}: true, {-1, 3, 0}: true, {-1, -3, 0}: true,
			{3, 1, 0}: true, {3, -1, 0}: true, {-3, 1, 0}: true, {-3, -1, 0}: true}, 8},
		{"Scale(Diagonal,2)", board.Scale(board.Diagonal, 2), map[board.Dir]bool{{2, 2, 0}: true, {2, -2, 0}: true, {-2, -2, 0}: true, {-2, 2, 0}: true}, 4},
		{"Orthogonal3D", board.Orthogonal3D(), all3(1), 6},
		{"Diagonal3D", board.Diagonal3D(), all3(2), 12},
		{"Triagonal3D", board.Triagonal3D(), all3(3), 8},
	} {
		got := asSet(tc.got)
		if len(tc.got) != tc.count || len(tc.want) != tc.count {
			t.Errorf("%s: %d vectors (expected set %d), want %d", tc.name, len(tc.got), len(tc.want), tc.count)
		}
		for d := range tc.want {
			if !got[d] {
				t.Errorf("%s lacks %v", tc.name, d)
			}
		}
		for d := range got {
			if !tc.want[d] {
				t.Errorf("%s has the extra vector %v", tc.name, d)
			}
		}
	}
	if got := board.Join(board.Orthogonal, board.Diagonal); !slices.Equal(got, append(slices.Clone(board.Orthogonal), board.Diagonal...)) {
		t.Errorf("Join = %v", got)
	}
	if j := board.Join(board.Orthogonal); &j[0] == &board.Orthogonal[0] {
		t.Errorf("Join returned its argument's array; it must be a new slice")
	}
}

// setOfNames parses a space-separated list of squares.
func setOfNames(t *testing.T, g *board.Geometry, names string) board.Set {
	t.Helper()
	var s board.Set
	for _, n := range strings.Fields(names) {
		c, err := g.Parse(n)
		if err != nil {
			t.Fatal(err)
		}
		s = s.With(c)
	}
	return s
}

func wantSet(t *testing.T, g *board.Geometry, what string, got board.Set, want string) {
	t.Helper()
	if w := setOfNames(t, g, want); got != w {
		t.Errorf("%s = %s, want %s", what, g.SetString(got), g.SetString(w))
	}
}

// xiangqiStart is the Xiangqi array (rules/nicholls.md §3, with both
// cannons on their traditional squares b3, h3, b8, h8): chariots, horses,
// elephants, advisors and the general on ranks 1 and 10, soldiers on the
// odd files of ranks 4 and 7.
const xiangqiStart = "a1 b1 c1 d1 e1 f1 g1 h1 i1 b3 h3 a4 c4 e4 g4 i4 " +
	"a7 c7 e7 g7 i7 b8 h8 a10 b10 c10 d10 e10 f10 g10 h10 i10"

// chessStart is the occupancy of the chess array.
const chessStart = "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 " +
	"a7 b7 c7 d7 e7 f7 g7 h7 a8 b8 c8 d8 e8 f8 g8 h8"

func TestByHand(t *testing.T) {
	g := board.MustNew(board.Shape8x8)
	sq := func(name string) board.Cell {
		c, err := g.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	knight := board.NewLeaper(g, board.KnightJumps)
	// From a1 only the two leaps up and right stay on the board.
	wantSet(t, g, "knight from a1", knight.From(sq("a1")), "b3 c2")
	// From d4 all eight: d4 ± (1,2) and ± (2,1).
	wantSet(t, g, "knight from d4", knight.From(sq("d4")), "c6 e6 b5 f5 b3 f3 c2 e2")
	// From g1: e2, f3, h3 (h... off the board to the right, ranks 0 below).
	wantSet(t, g, "knight from g1", knight.From(sq("g1")), "e2 f3 h3")

	rook := board.NewSlider(g, board.Orthogonal)
	// Rook on d4, pieces on d6, b4, d2 and g7: north d5 and the blocker d6,
	// south d3 and d2, west c4 and b4, east to the edge e4..h4; g7 is on no
	// ray.
	wantSet(t, g, "rook on d4", rook.Attacks(sq("d4"), setOfNames(t, g, "d6 b4 d2 g7")),
		"d5 d6 d3 d2 c4 b4 e4 f4 g4 h4")
	// On an empty board: the 7 other cells of the file and 7 of the rank.
	if got := rook.Attacks(sq("d4"), board.Set{}).Count(); got != 14 {
		t.Errorf("rook on empty board reaches %d cells, want 14", got)
	}
	// The rook's ray north from a1 is a2..a8, nearest first.
	if got := g.Name(rook.Ray(sq("a1"), 0)[0]); got != "a2" || len(rook.Ray(sq("a1"), 0)) != 7 {
		t.Errorf("rook ray N from a1 starts %s, has %d cells; want a2, 7", got, len(rook.Ray(sq("a1"), 0)))
	}

	bishop := board.NewSlider(g, board.Diagonal)
	// In the chess array the bishop on c1 sees only its neighbours b2, d2.
	wantSet(t, g, "bishop on c1 at the start", bishop.Attacks(sq("c1"), setOfNames(t, g, chessStart)), "b2 d2")

	queen := board.NewSlider(g, board.Join(board.Orthogonal, board.Diagonal))
	// Rithmomachia F1 pyramid: a queen's slide of 1, 2 or 3. From d4 on an
	// empty board, 3 cells in each of the 8 directions (a1 and a7, g1, g7
	// are the far ends of the diagonals): 24 cells.
	wantSet(t, g, "queen within 3 of d4", queen.AttacksWithin(sq("d4"), board.Set{}, 3),
		"d5 d6 d7 d3 d2 d1 e4 f4 g4 c4 b4 a4 e5 f6 g7 c5 b6 a7 e3 f2 g1 c3 b2 a1")
	// A piece on d5 stops the north ray at d5: 22 cells.
	if got := queen.AttacksWithin(sq("d4"), setOfNames(t, g, "d5"), 3).Count(); got != 22 {
		t.Errorf("queen within 3 of d4 blocked on d5 reaches %d, want 22", got)
	}
	// A king-like step from e1: d1 f1 d2 e2 f2.
	wantSet(t, g, "king step from e1", queen.AttacksWithin(sq("e1"), board.Set{}, 1), "d1 f1 d2 e2 f2")
	if got := queen.AttacksWithin(sq("e1"), board.Set{}, 0); !got.Empty() {
		t.Errorf("AttacksWithin 0 steps = %s, want nothing", g.SetString(got))
	}
	if got := queen.AttacksWithin(sq("e1"), board.Set{}, -1); !got.Empty() {
		t.Errorf("AttacksWithin -1 steps = %s, want nothing", g.SetString(got))
	}
	// A zero direction makes an empty ray (and must not hang).
	still := board.NewSlider(g, []board.Dir{{}, {File: 1}})
	wantSet(t, g, "slider with a zero direction", still.Attacks(sq("f1"), board.Set{}), "g1 h1")
}

func TestXiangqiByHand(t *testing.T) {
	g := board.MustNew(board.Shape9x10)
	sq := func(name string) board.Cell {
		c, err := g.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	start := setOfNames(t, g, xiangqiStart)
	if start.Count() != 32 {
		t.Fatalf("the Xiangqi array has %d pieces, want 32", start.Count())
	}
	cannon := board.NewHopper(g, board.Orthogonal)

	// Red cannon on b3 at the start. North: b4..b7 empty, b8 (black cannon)
	// is the screen, b9 empty, b10 (black horse) is the capture. East:
	// c3..g3 empty, h3 (the other red cannon) is a screen, i3 empty: no
	// capture. West: a3 empty, then the edge. South: b2 empty, b1 (red
	// horse) is a screen with nothing beyond.
	wantSet(t, g, "cannon b3 captures", cannon.Hops(sq("b3"), start), "b10")
	// Its quiet moves are the empty cells it slides to: b4..b7, c3..g3, a3,
	// b2; Attacks also holds the first pieces met: b8, h3, b1.
	wantSet(t, g, "cannon b3 slides", cannon.Attacks(sq("b3"), start),
		"b4 b5 b6 b7 b8 c3 d3 e3 f3 g3 h3 a3 b2 b1")
	if got := cannon.Attacks(sq("b3"), start).Minus(start).Count(); got != 11 {
		t.Errorf("cannon b3 has %d quiet moves, want 11", got)
	}
	// Symmetrically the black cannon on b8 captures the red horse on b1
	// over the red cannon on b3, and the red cannon on h3 the black horse
	// on h10.
	wantSet(t, g, "cannon b8 captures", cannon.Hops(sq("b8"), start), "b1")
	wantSet(t, g, "cannon h3 captures", cannon.Hops(sq("h3"), start), "h10")
	// A lone cannon on e5 with pieces on e6 (screen) and e9, e10 (the
	// first beyond is the capture), a5 (no screen before it) and f5, g5
	// (screen, capture).
	wantSet(t, g, "cannon e5 captures", cannon.Hops(sq("e5"), setOfNames(t, g, "e6 e9 e10 a5 f5 g5")), "e9 g5")

	horse := board.NewLameLeaper(g, board.XiangqiHorse())
	// Red horse on b1 at the start: the (1,2) leaps on the board are a3,
	// c3 (leg b2, empty) and d2 (leg c1, the elephant): d2 is blocked.
	wantSet(t, g, "horse b1 at the start", horse.From(sq("b1"), start), "a3 c3")
	wantSet(t, g, "horse b1 alone", horse.From(sq("b1"), board.Set{}), "a3 c3 d2")
	// Horse on e5: eight leaps; a piece on e6 (the leg of d7 and f7)
	// blocks those two. A piece on d6, the diagonal square, blocks nothing.
	wantSet(t, g, "horse e5 alone", horse.From(sq("e5"), board.Set{}), "d7 f7 c6 g6 c4 g4 d3 f3")
	wantSet(t, g, "horse e5 leg e6", horse.From(sq("e5"), setOfNames(t, g, "e6")), "c6 g6 c4 g4 d3 f3")
	wantSet(t, g, "horse e5 piece d6", horse.From(sq("e5"), setOfNames(t, g, "d6")), "d7 f7 c6 g6 c4 g4 d3 f3")
	// Legs d5 (of c6, c4) and f5 (of g6, g4) and e4 (of d3, f3).
	wantSet(t, g, "horse e5 legs d5 f5 e4", horse.From(sq("e5"), setOfNames(t, g, "d5 f5 e4")), "d7 f7")

	elephant := board.NewLameLeaper(g, board.XiangqiElephant())
	// Elephant on c1 at the start: a3 (eye b2) and e3 (eye d2), both empty.
	wantSet(t, g, "elephant c1 at the start", elephant.From(sq("c1"), start), "a3 e3")
	wantSet(t, g, "elephant c1 eye d2", elephant.From(sq("c1"), setOfNames(t, g, "d2")), "a3")
	wantSet(t, g, "elephant e3 alone", elephant.From(sq("e3"), board.Set{}), "c1 g1 c5 g5")
}

// TestCubeNeighbours counts the one-step moves of Boolean Rithmomachia
// (rules §8.4). A cell's moves are the vectors of the shape's types that stay
// on the board. Per axis a coordinate on the edge (0 or 3) allows 2 of the 3
// values -1, 0, +1 and an inner one (1 or 2) all 3. Counting by type:
//
//	cell            orth diag tri | circle triangle square pyramid
//	interior b22      6   12    8 |   18      20       14     26
//	face     b21      5    8    4 |   13      12        9     17
//	edge     b11      4    5    2 |    9       7        6     11
//	corner   a11      3    3    1 |    6       4        4      7
//
// (face: file and rank inner, level on the edge: orthogonal 2+2+1,
// diagonal 2*2 + 2*1 + 2*1, triagonal 2*2*1; edge: file inner, rank and
// level on the edge: orthogonal 2+1+1, diagonal 2+2+1, triagonal 2*1*1;
// corner: only the + direction on each axis.) Over the whole cube the
// pyramid has sum over vectors of prod over axes (4 - |d|) = 10^3 - 4^3 =
// 936 moves, and 8 cells of each of the interior and corner kinds, 24 of the
// face and edge kinds: 8*26 + 24*17 + 24*11 + 8*7 = 936.
func TestCubeNeighbours(t *testing.T) {
	g := board.MustNew(board.Shape4x4x4)
	o, d, tr := board.Orthogonal3D(), board.Diagonal3D(), board.Triagonal3D()
	kinds := []struct {
		name string
		dirs []board.Dir
	}{
		{"circle", board.Join(o, d)},
		{"triangle", board.Join(d, tr)},
		{"square", board.Join(o, tr)},
		{"pyramid", board.Join(o, d, tr)},
	}
	for _, tc := range []struct {
		cell string
		want [4]int
	}{
		{"b22", [4]int{18, 20, 14, 26}},
		{"c33", [4]int{18, 20, 14, 26}},
		// Faces: the level, the file or the rank on the edge.
		{"b21", [4]int{13, 12, 9, 17}},
		{"c34", [4]int{13, 12, 9, 17}},
		{"a23", [4]int{13, 12, 9, 17}},
		{"c42", [4]int{13, 12, 9, 17}},
		// Edges: only the file, the level or the rank inner.
		{"b11", [4]int{9, 7, 6, 11}},
		{"a12", [4]int{9, 7, 6, 11}},
		{"a31", [4]int{9, 7, 6, 11}},
		// Corners.
		{"a11", [4]int{6, 4, 4, 7}},
		{"d44", [4]int{6, 4, 4, 7}},
		{"d14", [4]int{6, 4, 4, 7}},
	} {
		c, err := g.Parse(tc.cell)
		if err != nil {
			t.Fatal(err)
		}
		for i, k := range kinds {
			leaps := board.NewLeaper(g, k.dirs).From(c).Count()
			steps := board.NewSlider(g, k.dirs).AttacksWithin(c, board.Set{}, 1).Count()
			if leaps != tc.want[i] || steps != tc.want[i] {
				t.Errorf("%s from %s: %d leaps, %d steps, want %d", k.name, tc.cell, leaps, steps, tc.want[i])
			}
		}
	}
	pyramid := board.NewLeaper(g, kinds[3].dirs)
	total := 0
	for i := range g.Cells() {
		total += pyramid.From(board.Cell(i)).Count()
	}
	if total != 936 {
		t.Errorf("pyramid moves over the cube = %d, want 936", total)
	}
}
