package variant

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// Diagram draws a position of any game as text with the board's diagram:
// each cell shows the labels of its pieces, bottom of a stack first, joined
// by "/", or "." when empty. Pieces off the board (prisoners, pieces in
// hand) are listed below, by owner.
func Diagram[P Position[P, M], M MoveType](p P) string {
	g := p.Board()
	labels := make([]string, g.Cells())
	v := p.Variant()
	var off []string
	for _, pc := range p.Pieces(nil) {
		if !g.Valid(pc.Cell) {
			owner := "neutral"
			if pc.Side != NoSide {
				owner = v.SideName(pc.Side)
			}
			off = append(off, owner+" "+pc.Label)
			continue
		}
		if labels[pc.Cell] != "" {
			labels[pc.Cell] += "/"
		}
		labels[pc.Cell] += pc.Label
	}
	d := g.Diagram(func(c board.Cell) string {
		if labels[c] == "" {
			return "."
		}
		return labels[c]
	})
	if len(off) > 0 {
		d += "off the board: " + strings.Join(off, ", ") + "\n"
	}
	return d
}
