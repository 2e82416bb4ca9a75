package board_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"pgregory.net/rapid"
)

func TestShapes(t *testing.T) {
	for _, tc := range []struct {
		shape board.Shape
		name  string
		cells int
	}{
		{board.Shape8x8, "8x8", 64},
		{board.Shape9x9, "9x9", 81},
		{board.Shape9x10, "9x10", 90},
		{board.Shape10x8, "10x8", 80},
		{board.Shape10x10, "10x10", 100},
		{board.Shape8x14, "8x14", 112},
		{board.Shape8x16, "8x16", 128},
		{board.Shape4x4x4, "4x4x4", 64},
	} {
		if got := tc.shape.String(); got != tc.name {
			t.Errorf("%+v.String() = %q, want %q", tc.shape, got, tc.name)
		}
		g, err := board.New(tc.shape)
		if err != nil {
			t.Fatalf("New(%s): %v", tc.name, err)
		}
		if g.Cells() != tc.cells || tc.shape.Cells() != tc.cells || g.Shape() != tc.shape {
			t.Errorf("%s: %d cells (shape says %d), want %d", tc.name, g.Cells(), tc.shape.Cells(), tc.cells)
		}
		if got := g.All().Count(); got != tc.cells {
			t.Errorf("%s: All() has %d cells, want %d", tc.name, got, tc.cells)
		}
		if tc.cells < 128 && g.All().Has(board.Cell(tc.cells)) {
			t.Errorf("%s: All() holds cell %d, past the board", tc.name, tc.cells)
		}
	}
}

func TestInvalidShapes(t *testing.T) {
	for _, s := range []board.Shape{
		{0, 8, 1}, {17, 2, 1}, {8, 0, 1}, {2, 17, 1}, {8, 8, 0}, {2, 2, 10},
		{12, 12, 1}, // 144 cells
		{5, 5, 6},   // 150 cells
		{-1, 8, 1},
	} {
		_, err := board.New(s)
		if !errors.Is(err, board.ErrShape) {
			t.Errorf("New(%+v) error %v, want one matching ErrShape", s, err)
		}
		if s.Validate() == nil {
			t.Errorf("%+v.Validate() = nil", s)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("MustNew(%+v) did not panic", s)
				}
			}()
			board.MustNew(s)
		}()
	}
	for _, s := range []board.Shape{{16, 8, 1}, {8, 8, 2}, {1, 1, 1}, {16, 1, 1}, {1, 16, 1}, {1, 1, 9}} {
		if _, err := board.New(s); err != nil {
			t.Errorf("New(%+v): %v", s, err)
		}
	}
}

// TestCoordinates compares cell numbering, Coord, CellAt and Step with the
// reference numbering on every shape.
func TestCoordinates(t *testing.T) {
	for _, s := range gameShapes {
		g, ref := board.MustNew(s), newRefBoard(s)
		if g.Cells() != ref.cells() {
			t.Fatalf("%s: %d cells, reference %d", s, g.Cells(), ref.cells())
		}
		for i, co := range ref.coords {
			c := board.Cell(i)
			want := board.Coord{File: co.file, Rank: co.rank, Layer: co.layer}
			if got := g.Coord(c); got != want {
				t.Fatalf("%s: Coord(%d) = %+v, want %+v", s, c, got, want)
			}
			if got := g.CellAt(want); got != c {
				t.Fatalf("%s: CellAt(%+v) = %d, want %d", s, want, got, c)
			}
			if !g.Valid(c) {
				t.Fatalf("%s: Valid(%d) = false", s, c)
			}
		}
		if g.Valid(board.Cell(ref.cells())) || g.Valid(board.NoCell) {
			t.Fatalf("%s: cell %d or NoCell is valid", s, ref.cells())
		}
		for _, co := range []board.Coord{{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {s.Files, 0, 0}, {0, s.Ranks, 0}, {0, 0, s.Layers}} {
			if got := g.CellAt(co); got != board.NoCell {
				t.Fatalf("%s: CellAt(%+v) = %d, want NoCell", s, co, got)
			}
		}
	}
}

// TestNamesRoundTrip: every cell of every shape has the name the package
// documents, which parses back to it in either case, alone or followed by
// non-digit text.
func TestNamesRoundTrip(t *testing.T) {
	for _, s := range gameShapes {
		g, ref := board.MustNew(s), newRefBoard(s)
		seen := map[string]bool{}
		for i, want := range ref.names {
			c := board.Cell(i)
			name := g.Name(c)
			if name != want {
				t.Fatalf("%s: Name(%d) = %q, want %q", s, c, name, want)
			}
			if seen[name] {
				t.Fatalf("%s: name %q used twice", s, name)
			}
			seen[name] = true
			if got := string(g.AppendName([]byte("x"), c)); got != "x"+want {
				t.Fatalf("%s: AppendName = %q, want %q", s, got, "x"+want)
			}
			for _, text := range []string{name, strings.ToUpper(name)} {
				if got, err := g.Parse(text); err != nil || got != c {
					t.Fatalf("%s: Parse(%q) = %d, %v, want %d", s, text, got, err, c)
				}
				for _, tail := range []string{"", "-", "x", "b2", "=Q", " "} {
					got, n, err := g.ParsePrefix(text + tail)
					if err != nil || got != c || n != len(text) {
						t.Fatalf("%s: ParsePrefix(%q) = %d, %d, %v, want %d, %d", s, text+tail, got, n, err, c, len(text))
					}
				}
			}
		}
		if g.Name(board.NoCell) != "-" || g.Name(board.Cell(g.Cells())) != "-" {
			t.Fatalf("%s: Name of NoCell / cell %d = %q / %q, want -", s, g.Cells(), g.Name(board.NoCell), g.Name(board.Cell(g.Cells())))
		}
	}
}

// TestNamesByHand pins a few names to cells computed from the documented
// numbering cell = file + files*(rank + ranks*layer).
func TestNamesByHand(t *testing.T) {
	for _, tc := range []struct {
		shape board.Shape
		name  string
		cell  board.Cell
	}{
		{board.Shape8x8, "a1", 0},
		{board.Shape8x8, "b1", 1},
		{board.Shape8x8, "a2", 8},
		{board.Shape8x8, "e4", 4 + 8*3},     // 28
		{board.Shape8x8, "h8", 7 + 8*7},     // 63
		{board.Shape9x10, "e1", 4},          // the Xiangqi red general's square
		{board.Shape9x10, "a10", 0 + 9*9},   // 81
		{board.Shape9x10, "i10", 8 + 9*9},   // 89
		{board.Shape10x8, "j1", 9},          // Capablanca's rook corner
		{board.Shape10x10, "j10", 9 + 10*9}, // 99
		{board.Shape8x16, "a16", 0 + 8*15},  // 120
		{board.Shape8x16, "h16", 7 + 8*15},  // 127, the last bit of a Set
		{board.Shape8x14, "h14", 7 + 8*13},  // 111
		{board.Shape9x9, "i9", 8 + 9*8},     // 80
		{board.Shape4x4x4, "a11", 0},
		{board.Shape4x4x4, "b31", 1 + 4*2},       // 9: file b, rank 3, level 1
		{board.Shape4x4x4, "a12", 0 + 4*(0+4*1)}, // 16: level 2 starts after 16 cells
		{board.Shape4x4x4, "d44", 3 + 4*(3+4*3)}, // 63
		{board.Shape4x4x4, "c23", 2 + 4*(1+4*2)}, // 38
	} {
		g := board.MustNew(tc.shape)
		if got := g.Name(tc.cell); got != tc.name {
			t.Errorf("%s: Name(%d) = %q, want %q", tc.shape, tc.cell, got, tc.name)
		}
		if got, err := g.Parse(tc.name); err != nil || got != tc.cell {
			t.Errorf("%s: Parse(%q) = %d, %v, want %d", tc.shape, tc.name, got, err, tc.cell)
		}
	}
}

// TestParsePrefixConcatenated reads move texts square by square.
func TestParsePrefixConcatenated(t *testing.T) {
	for _, tc := range []struct {
		shape board.Shape
		text  string
		want  []string
	}{
		// On a board of 10 ranks "a10" is one square: the digits are read
		// greedily, and the next square starts at the letter.
		{board.Shape9x10, "a10b9", []string{"a10", "b9"}},
		{board.Shape10x10, "a10b9", []string{"a10", "b9"}},
		{board.Shape10x10, "j1j10", []string{"j1", "j10"}},
		{board.Shape8x14, "A10B9", []string{"a10", "b9"}},
		{board.Shape8x16, "h16a1", []string{"h16", "a1"}},
		{board.Shape8x8, "e2e4", []string{"e2", "e4"}},
		{board.Shape4x4x4, "b31c42", []string{"b31", "c42"}},
	} {
		g := board.MustNew(tc.shape)
		var got []string
		rest := tc.text
		for rest != "" {
			c, n, err := g.ParsePrefix(rest)
			if err != nil {
				t.Fatalf("%s: ParsePrefix(%q): %v", tc.shape, rest, err)
			}
			got = append(got, g.Name(c))
			rest = rest[n:]
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q read as %v, want %v", tc.shape, tc.text, got, tc.want)
		}
	}
	// On 8x8 the greedy read makes "a10b9" an error about rank 10, naming
	// the text "a10".
	_, _, err := board.MustNew(board.Shape8x8).ParsePrefix("a10b9")
	var se *board.SquareError
	if !errors.As(err, &se) || se.Text != "a10" {
		t.Errorf(`8x8: ParsePrefix("a10b9") error %v, want a *SquareError on "a10"`, err)
	}
}

// TestParsePrefixConcatenatedRandom: any list of squares of any shape,
// written without separators, reads back square by square.
func TestParsePrefixConcatenatedRandom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.SampledFrom(gameShapes).Draw(t, "shape")
		g := board.MustNew(s)
		cells := rapid.SliceOfN(rapid.Map(rapid.IntRange(0, g.Cells()-1), func(i int) board.Cell { return board.Cell(i) }), 1, 8).Draw(t, "cells")
		var b strings.Builder
		for _, c := range cells {
			name := g.Name(c)
			if rapid.Bool().Draw(t, "upper") {
				name = strings.ToUpper(name)
			}
			b.WriteString(name)
		}
		rest := b.String()
		for i, want := range cells {
			c, n, err := g.ParsePrefix(rest)
			if err != nil || c != want {
				t.Fatalf("%s: square %d of %q: got %d, %v, want %s", s, i, b.String(), c, err, g.Name(want))
			}
			rest = rest[n:]
		}
		if rest != "" {
			t.Fatalf("%s: %q left over", s, rest)
		}
	})
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		shape  board.Shape
		input  string
		text   string // the text the error names
		reason string // a part of the reason
	}{
		{board.Shape8x8, "i1", "i1", "file i is off the 8x8 board (files a..h)"},
		{board.Shape8x8, "I1", "I1", "file i is off"},
		{board.Shape8x8, "a9", "a9", "rank 9 is off the 8x8 board (ranks 1..8)"},
		{board.Shape8x8, "a0", "a0", "rank 0 is off"},
		{board.Shape8x8, "a01", "a01", "rank 01 is off"},
		{board.Shape8x8, "a10", "a10", "rank 10 is off"},
		{board.Shape8x8, "", "", "empty"},
		{board.Shape8x8, "1a", "1a", "file letter"},
		{board.Shape8x8, "#a1", "#a1", "file letter"},
		{board.Shape8x8, "a", "a", "rank number must follow"},
		{board.Shape8x8, "ab", "ab", "rank number must follow"},
		{board.Shape8x8, "a1x", "a1x", `unexpected "x" after the square a1`},
		{board.Shape8x8, "e2e4", "e2e4", `unexpected "e4" after the square e2`},
		{board.Shape10x8, "k1", "k1", "file k is off the 10x8 board (files a..j)"},
		{board.Shape10x8, "a9", "a9", "rank 9 is off"},
		{board.Shape9x10, "a11", "a11", "rank 11 is off the 9x10 board (ranks 1..10)"},
		{board.Shape9x10, "j1", "j1", "file j is off"},
		{board.Shape9x9, "a10", "a10", "rank 10 is off"},
		{board.Shape10x10, "a100", "a100", "rank 100 is off"},
		{board.Shape8x14, "a15", "a15", "rank 15 is off"},
		{board.Shape8x16, "a17", "a17", "rank 17 is off"},
		{board.Shape8x16, "i16", "i16", "file i is off"},
		{board.Shape4x4x4, "b3", "b3", "a rank and a level digit"},
		{board.Shape4x4x4, "b35", "b35", "level 5 is off the 4x4x4 board (levels 1..4)"},
		{board.Shape4x4x4, "b30", "b30", "level 0 is off"},
		{board.Shape4x4x4, "b51", "b51", "rank 5 is off the 4x4x4 board (ranks 1..4)"},
		{board.Shape4x4x4, "b01", "b01", "rank 0 is off"},
		{board.Shape4x4x4, "e11", "e11", "file e is off the 4x4x4 board (files a..d)"},
		{board.Shape4x4x4, "b311", "b311", "rank 31 is off"},
	} {
		g := board.MustNew(tc.shape)
		c, err := g.Parse(tc.input)
		if err == nil {
			t.Errorf("%s: Parse(%q) = %s, want an error", tc.shape, tc.input, g.Name(c))
			continue
		}
		if c != board.NoCell {
			t.Errorf("%s: Parse(%q) returned cell %d with its error", tc.shape, tc.input, c)
		}
		if !errors.Is(err, board.ErrSquare) {
			t.Errorf("%s: Parse(%q) error %v does not match ErrSquare", tc.shape, tc.input, err)
		}
		var se *board.SquareError
		if !errors.As(err, &se) {
			t.Errorf("%s: Parse(%q) error %T is not a *SquareError", tc.shape, tc.input, err)
			continue
		}
		if se.Text != tc.text {
			t.Errorf("%s: Parse(%q) error names %q, want %q", tc.shape, tc.input, se.Text, tc.text)
		}
		if msg := err.Error(); !strings.Contains(msg, strconv.Quote(tc.text)) || !strings.Contains(msg, tc.reason) {
			t.Errorf("%s: Parse(%q) error %q, want it to name %q and say %q", tc.shape, tc.input, msg, tc.text, tc.reason)
		}
	}
}

// asciiLower lowers the letters A..Z only.
func asciiLower(s string) string {
	b := []byte(s)
	for i, ch := range b {
		if 'A' <= ch && ch <= 'Z' {
			b[i] = ch + 'a' - 'A'
		}
	}
	return string(b)
}

func isDigit(ch byte) bool { return '0' <= ch && ch <= '9' }

// refPrefix is the reference reading of a square at the start of s: the cell
// whose name, ignoring the case of letters, starts s and is not followed by a
// digit (a following digit would belong to the number, as in "a1" inside
// "a10"). On the games' shapes no name has three digits, so the package's
// limit of three digits never ends a number early.
func refPrefix(r *refBoard, s string) (board.Cell, int, bool) {
	found, n := board.NoCell, 0
	for i, name := range r.names {
		if len(s) < len(name) || asciiLower(s[:len(name)]) != name {
			continue
		}
		if len(s) > len(name) && isDigit(s[len(name)]) {
			continue
		}
		if found != board.NoCell {
			panic("two names read from " + strconv.Quote(s))
		}
		found, n = board.Cell(i), len(name)
	}
	return found, n, found != board.NoCell
}

// FuzzParse checks Parse and ParsePrefix on every game shape against the
// reference reading: they never panic; they succeed exactly when a square
// name (either case, no leading zeros, not followed by a digit) starts the
// text; the text read is then the cell's name up to case, and the name parses
// back to the cell; a failure is a *SquareError matching ErrSquare whose text
// is the start of the input and whose message quotes it.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"a1", "A1", "h8", "a10b9", "j10", "p16", "i1", "a9", "a0", "a01", "", "1a",
		"b31", "B31c42", "b3", "b35", "b311", "e2e4", "a", "\xff", "a1\x00", "é1", "a1x",
		"a100", "k10", "d44",
	} {
		f.Add(s)
	}
	geoms := make([]*board.Geometry, len(gameShapes))
	refs := make([]*refBoard, len(gameShapes))
	for i, s := range gameShapes {
		geoms[i], refs[i] = board.MustNew(s), newRefBoard(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i, g := range geoms {
			shape := gameShapes[i]
			want, wantN, ok := refPrefix(refs[i], s)
			c, n, err := g.ParsePrefix(s)
			if (err == nil) != ok {
				t.Fatalf("%s: ParsePrefix(%q) = %d, %d, %v; reference reads %v", shape, s, c, n, err, ok)
			}
			if err != nil {
				checkSquareError(t, shape, s, err)
				if c != board.NoCell || n != 0 {
					t.Fatalf("%s: ParsePrefix(%q) failed but returned %d, %d", shape, s, c, n)
				}
			} else {
				if c != want || n != wantN {
					t.Fatalf("%s: ParsePrefix(%q) = %d, %d, want %d, %d", shape, s, c, n, want, wantN)
				}
				if name := g.Name(c); asciiLower(s[:n]) != name {
					t.Fatalf("%s: ParsePrefix(%q) read %q as %s", shape, s, s[:n], name)
				}
				if back, err := g.Parse(g.Name(c)); err != nil || back != c {
					t.Fatalf("%s: Parse(Name(%d)) = %d, %v", shape, c, back, err)
				}
			}

			pc, perr := g.Parse(s)
			if whole := err == nil && n == len(s); (perr == nil) != whole {
				t.Fatalf("%s: Parse(%q) error %v, but ParsePrefix read %d of %d bytes (error %v)", shape, s, perr, n, len(s), err)
			}
			if perr != nil {
				checkSquareError(t, shape, s, perr)
				if pc != board.NoCell {
					t.Fatalf("%s: Parse(%q) failed but returned %d", shape, s, pc)
				}
			} else if pc != c {
				t.Fatalf("%s: Parse(%q) = %d, ParsePrefix %d", shape, s, pc, c)
			}
		}
	})
}

func checkSquareError(t *testing.T, shape board.Shape, input string, err error) {
	t.Helper()
	if !errors.Is(err, board.ErrSquare) {
		t.Fatalf("%s: %q: error %v does not match ErrSquare", shape, input, err)
	}
	var se *board.SquareError
	if !errors.As(err, &se) {
		t.Fatalf("%s: %q: error %T is not a *SquareError", shape, input, err)
	}
	if !strings.HasPrefix(input, se.Text) || se.Reason == "" {
		t.Fatalf("%s: %q: error names %q (reason %q), not a start of the input with a reason", shape, input, se.Text, se.Reason)
	}
	if input != "" && se.Text == "" {
		t.Fatalf("%s: %q: error names no text", shape, input)
	}
	if want := "board: bad square " + strconv.Quote(se.Text) + ": " + se.Reason; err.Error() != want {
		t.Fatalf("%s: %q: message %q, want %q", shape, input, err.Error(), want)
	}
}

func TestSetString(t *testing.T) {
	g := board.MustNew(board.Shape8x8)
	if got := g.SetString(board.SetOf(0, 18, 63)); got != "{a1 c3 h8}" {
		t.Errorf("SetString = %q, want {a1 c3 h8}", got)
	}
	if got := g.SetString(board.Set{}); got != "{}" {
		t.Errorf("SetString(empty) = %q, want {}", got)
	}
	cube := board.MustNew(board.Shape4x4x4)
	if got := cube.SetString(board.SetOf(0, 9, 63)); got != "{a11 b31 d44}" {
		t.Errorf("cube SetString = %q, want {a11 b31 d44}", got)
	}
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.SampledFrom(gameShapes).Draw(t, "shape")
		g, ref := board.MustNew(s), newRefBoard(s)
		occ := genOccupancy(t, g.Cells(), false)
		if got, want := g.SetString(fromRef(occ)), "{"+strings.Join(ref.setNames(occ), " ")+"}"; got != want {
			t.Fatalf("%s: SetString = %q, want %q", s, got, want)
		}
	})
}

// TestZones compares File, Rank, Layer, Rect and Filter with the reference on
// every shape.
func TestZones(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.SampledFrom(gameShapes).Draw(t, "shape")
		g, ref := board.MustNew(s), newRefBoard(s)
		where := func(keep func(refCoord) bool) refSet {
			m := refSet{}
			for i, co := range ref.coords {
				if keep(co) {
					m[board.Cell(i)] = true
				}
			}
			return m
		}
		check := func(name string, got board.Set, want refSet) {
			if !toRef(got).equal(want) {
				t.Fatalf("%s: %s = %v, want %v", s, name, ref.setNames(toRef(got)), ref.setNames(want))
			}
		}
		f := rapid.IntRange(-2, 18).Draw(t, "f")
		r := rapid.IntRange(-2, 18).Draw(t, "r")
		l := rapid.IntRange(-2, 10).Draw(t, "l")
		check("File", g.File(f), where(func(co refCoord) bool { return co.file == f }))
		check("Rank", g.Rank(r), where(func(co refCoord) bool { return co.rank == r }))
		check("Layer", g.Layer(l), where(func(co refCoord) bool { return co.layer == l }))
		f1 := rapid.IntRange(-2, 18).Draw(t, "f1")
		r1 := rapid.IntRange(-2, 18).Draw(t, "r1")
		check("Rect", g.Rect(f, r, f1, r1), where(func(co refCoord) bool {
			return min(f, f1) <= co.file && co.file <= max(f, f1) && min(r, r1) <= co.rank && co.rank <= max(r, r1)
		}))
		occ := genOccupancy(t, g.Cells(), false)
		check("Complement(All)", fromRef(occ).Complement(g.All()), where(func(co refCoord) bool {
			c, _ := ref.at(co)
			return !occ[c]
		}))
		check("Filter", g.Filter(func(co board.Coord) bool { return (co.File+2*co.Rank+3*co.Layer)%3 == 0 }),
			where(func(co refCoord) bool { return (co.file+2*co.rank+3*co.layer)%3 == 0 }))
	})

	// By hand: the Xiangqi palaces are d1..f3 and d8..f10 (files 3..5).
	g := board.MustNew(board.Shape9x10)
	if got := g.SetString(g.Rect(3, 0, 5, 2)); got != "{d1 e1 f1 d2 e2 f2 d3 e3 f3}" {
		t.Errorf("red palace = %s", got)
	}
	if got := g.SetString(g.Rect(5, 9, 3, 7)); got != "{d8 e8 f8 d9 e9 f9 d10 e10 f10}" {
		t.Errorf("black palace = %s", got)
	}
	// Clipping: files -5..1 and ranks -5..0 of 8x8 are a1 and b1.
	if got := board.MustNew(board.Shape8x8).SetString(board.MustNew(board.Shape8x8).Rect(-5, -5, 1, 0)); got != "{a1 b1}" {
		t.Errorf("clipped Rect = %s, want {a1 b1}", got)
	}
	// The cube's file a spans 4 ranks x 4 levels.
	cube := board.MustNew(board.Shape4x4x4)
	if got := cube.File(0).Count(); got != 16 {
		t.Errorf("cube file a has %d cells, want 16", got)
	}
	if got := cube.SetString(cube.Layer(3).Intersect(cube.Rank(0))); got != "{a14 b14 c14 d14}" {
		t.Errorf("cube level 4, rank 1 = %s", got)
	}
}

func TestSquareErrorQuotesShortly(t *testing.T) {
	g := board.MustNew(board.Shape8x8)
	_, err := g.Parse("a" + strings.Repeat("\xa1", 1000))
	if err == nil || len(err.Error()) > 150 || !strings.Contains(err.Error(), `"a\xa1\xa1`) {
		t.Errorf("Parse of a 1001-byte text: %v", err)
	}
}

// TestDirUnit: the step that walks a line, by hand: a rook's e1-e5 is one
// rank up, a bishop's d4-a1 one file and rank down, a knight's (1, 2) has
// no single step but its signs (1, 1), a null vector stays null, and
// layers count as the third axis.
func TestDirUnit(t *testing.T) {
	for _, c := range []struct{ d, want board.Dir }{
		{board.Dir{0, 4, 0}, board.Dir{0, 1, 0}},
		{board.Dir{-3, -3, 0}, board.Dir{-1, -1, 0}},
		{board.Dir{1, 2, 0}, board.Dir{1, 1, 0}},
		{board.Dir{-7, 0, 0}, board.Dir{-1, 0, 0}},
		{board.Dir{0, 0, 0}, board.Dir{0, 0, 0}},
		{board.Dir{2, -5, 3}, board.Dir{1, -1, 1}},
	} {
		if got := c.d.Unit(); got != c.want {
			t.Errorf("%+v.Unit() = %+v, want %+v", c.d, got, c.want)
		}
	}
}
