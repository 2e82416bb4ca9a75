package board

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Diagram draws the board as text, North at the top, with rank numbers on the
// left and file letters below. label gives the text of each cell (a piece
// letter, "." for an empty cell); labels are right-aligned, padded with
// spaces to the widest one (counted in characters, not bytes). A
// board with levels is drawn one level after another, level 1 first, each
// headed "level N".
func (g *Geometry) Diagram(label func(Cell) string) string {
	width := 1
	labels := make([]string, g.cells)
	for i := range g.cells {
		labels[i] = label(Cell(i))
		width = max(width, utf8.RuneCountInString(labels[i]))
	}
	rankWidth := len(strconv.Itoa(g.shape.Ranks))
	var b strings.Builder
	for l := range g.shape.Layers {
		if g.shape.Layers > 1 {
			if l > 0 {
				b.WriteByte('\n')
			}
			b.WriteString("level " + strconv.Itoa(l+1) + "\n")
		}
		for r := g.shape.Ranks - 1; r >= 0; r-- {
			num := strconv.Itoa(r + 1)
			b.WriteString(strings.Repeat(" ", rankWidth-len(num)) + num)
			for f := range g.shape.Files {
				t := labels[g.CellAt(Coord{f, r, l})]
				b.WriteByte(' ')
				b.WriteString(strings.Repeat(" ", width-utf8.RuneCountInString(t)) + t)
			}
			b.WriteByte('\n')
		}
		b.WriteString(strings.Repeat(" ", rankWidth))
		for f := range g.shape.Files {
			b.WriteString(strings.Repeat(" ", width))
			b.WriteByte(byte('a' + f))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
