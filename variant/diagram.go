package variant

import (
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
)

// Diagram draws a position of any game as text with the board's diagram:
// each cell shows the labels of its pieces, bottom of a stack first, joined
// by "/" ("yK/yB"), or "." when empty; a stack of more than two pieces
// shows its bottom piece and how many more stand on it ("S64+5"). Pieces off the board (prisoners, pieces in
// hand) are listed below, by owner.
func Diagram[P Position[P, M], M MoveType](p P) string {
	g := p.Board()
	labels := make([]string, g.Cells())
	count := make([]int, g.Cells())
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
		count[pc.Cell]++
		switch count[pc.Cell] {
		case 1:
			labels[pc.Cell] = pc.Label
		case 2:
			labels[pc.Cell] += "/" + pc.Label
		}
	}
	for c, n := range count {
		if n > 2 {
			labels[c] = labels[c][:strings.IndexByte(labels[c], '/')] + "+" + strconv.Itoa(n-1)
		}
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
