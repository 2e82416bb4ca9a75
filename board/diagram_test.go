package board_test

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
)

// labels returns a label function giving each named square its text and
// "." to the others.
func labels(t *testing.T, g *board.Geometry, pieces map[string]string) func(board.Cell) string {
	t.Helper()
	byCell := map[board.Cell]string{}
	for name, label := range pieces {
		c, err := g.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		byCell[c] = label
	}
	return func(c board.Cell) string {
		if l, ok := byCell[c]; ok {
			return l
		}
		return "."
	}
}

// rankLabels gives the pieces of one rank, file a first.
func rankLabels(pieces map[string]string, rank string, letters ...string) {
	for i, l := range letters {
		if l != "." {
			pieces[string(rune('a'+i))+rank] = l
		}
	}
}

func TestDiagramChess(t *testing.T) {
	g := board.MustNew(board.Shape8x8)
	pieces := map[string]string{}
	rankLabels(pieces, "1", "R", "N", "B", "Q", "K", "B", "N", "R")
	rankLabels(pieces, "2", "P", "P", "P", "P", "P", "P", "P", "P")
	rankLabels(pieces, "7", "p", "p", "p", "p", "p", "p", "p", "p")
	rankLabels(pieces, "8", "r", "n", "b", "q", "k", "b", "n", "r")
	// North (rank 8) on top, one space before each cell, file letters
	// under the cells, after a margin as wide as the rank numbers.
	want := "" +
		"8 r n b q k b n r\n" +
		"7 p p p p p p p p\n" +
		"6 . . . . . . . .\n" +
		"5 . . . . . . . .\n" +
		"4 . . . . . . . .\n" +
		"3 . . . . . . . .\n" +
		"2 P P P P P P P P\n" +
		"1 R N B Q K B N R\n" +
		"  a b c d e f g h\n"
	if got := g.Diagram(labels(t, g, pieces)); got != want {
		t.Errorf("chess diagram:\n%s\nwant:\n%s", got, want)
	}
}

func TestDiagramXiangqi(t *testing.T) {
	g := board.MustNew(board.Shape9x10)
	pieces := map[string]string{}
	rankLabels(pieces, "1", "R", "H", "E", "A", "K", "A", "E", "H", "R")
	rankLabels(pieces, "3", ".", "C", ".", ".", ".", ".", ".", "C", ".")
	rankLabels(pieces, "4", "P", ".", "P", ".", "P", ".", "P", ".", "P")
	rankLabels(pieces, "7", "p", ".", "p", ".", "p", ".", "p", ".", "p")
	rankLabels(pieces, "8", ".", "c", ".", ".", ".", ".", ".", "c", ".")
	rankLabels(pieces, "10", "r", "h", "e", "a", "k", "a", "e", "h", "r")
	// Rank numbers are right-aligned to the width of "10".
	want := "" +
		"10 r h e a k a e h r\n" +
		" 9 . . . . . . . . .\n" +
		" 8 . c . . . . . c .\n" +
		" 7 p . p . p . p . p\n" +
		" 6 . . . . . . . . .\n" +
		" 5 . . . . . . . . .\n" +
		" 4 P . P . P . P . P\n" +
		" 3 . C . . . . . C .\n" +
		" 2 . . . . . . . . .\n" +
		" 1 R H E A K A E H R\n" +
		"   a b c d e f g h i\n"
	if got := g.Diagram(labels(t, g, pieces)); got != want {
		t.Errorf("xiangqi diagram:\n%s\nwant:\n%s", got, want)
	}
}

// TestDiagramCube draws the standard set-up of Boolean Rithmomachia (rules
// §8.3): the same pattern of values on level 1 (White) and level 4 (Black),
// levels 2 and 3 empty. Labels are up to 3 characters ("P15"), so every cell
// is right-aligned in 3 columns after a space.
func TestDiagramCube(t *testing.T) {
	g := board.MustNew(board.Shape4x4x4)
	pieces := map[string]string{}
	for _, level := range []string{"1", "4"} {
		rankLabels(pieces, "4"+level, "7", "1", "2", "11")
		rankLabels(pieces, "3"+level, "3", "5", "P0", "6")
		rankLabels(pieces, "2"+level, "9", "P15", "10", "12")
		rankLabels(pieces, "1"+level, "13", "4", "8", "14")
	}
	// rankLabels writes names file+rank+level, e.g. "a41": file a, rank 4,
	// level 1.
	set := "" +
		"4   7   1   2  11\n" +
		"3   3   5  P0   6\n" +
		"2   9 P15  10  12\n" +
		"1  13   4   8  14\n" +
		"    a   b   c   d\n"
	empty := "" +
		"4   .   .   .   .\n" +
		"3   .   .   .   .\n" +
		"2   .   .   .   .\n" +
		"1   .   .   .   .\n" +
		"    a   b   c   d\n"
	want := "level 1\n" + set + "\nlevel 2\n" + empty + "\nlevel 3\n" + empty + "\nlevel 4\n" + set
	if got := g.Diagram(labels(t, g, pieces)); got != want {
		t.Errorf("cube diagram:\n%s\nwant:\n%s", got, want)
	}
	if got := strings.Count(g.Diagram(func(board.Cell) string { return "." }), "level "); got != 4 {
		t.Errorf("cube diagram has %d level headers, want 4", got)
	}
}

// TestDiagramRunes: labels are padded by characters, so one-character
// symbols that take several bytes in UTF-8 line up with ".".
func TestDiagramRunes(t *testing.T) {
	g := board.MustNew(board.Shape{Files: 3, Ranks: 2, Layers: 1})
	got := g.Diagram(labels(t, g, map[string]string{"a1": "♜", "c1": "♖"}))
	want := "" +
		"2 . . .\n" +
		"1 ♜ . ♖\n" +
		"  a b c\n"
	if got != want {
		t.Errorf("diagram:\n%s\nwant:\n%s", got, want)
	}
}
