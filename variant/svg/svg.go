// Package svg draws a position of any game as an SVG image, from what the
// variant contract exposes: the board's shape and the pieces with their
// owners, labels and stacks. Boards with levels (the 4x4x4 cube) are drawn
// level by level, side by side; pieces off the board (prisoners, pieces in
// hand) are listed under the board.
package svg

import (
	"fmt"
	"html"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Options change how a position is drawn. The zero value draws 48-pixel
// cells with White's (side 0's) view: rank 1 at the bottom.
type Options struct {
	Cell      int          // size of a cell in pixels; 0 means 48
	Flip      bool         // draw from the other side: rank 1 at the top, files reversed
	Highlight []board.Cell // cells to mark, such as the last move's squares
}

// Named colours for sides whose names are colours; other sides take
// colours from a palette in side order.
var named = map[string]string{
	"white": "#ffffff", "black": "#202020", "yellow": "#e8c020", "blue": "#2a6fd0",
	"red": "#d03030", "green": "#2e9040", "orange": "#ef7c00", "gold": "#d4a017",
	"golden": "#d4a017", "sapphire": "#1040a0", "even": "#ffffff", "odd": "#202020",
}

var palette = []string{"#ffffff", "#202020", "#d03030", "#2a6fd0", "#7a2aa0", "#2e9040", "#ef7c00", "#00838f"}

func sideColour(v *variant.Variant, x variant.Side) string {
	if x == variant.NoSide {
		return "#909090"
	}
	if c, ok := named[strings.ToLower(v.SideName(x))]; ok {
		return c
	}
	return palette[int(x)%len(palette)]
}

// textColour picks black or white text for a fill.
func textColour(fill string) string {
	switch fill {
	case "#202020", "#2a6fd0", "#1040a0", "#7a2aa0", "#d03030", "#2e9040", "#00838f":
		return "#ffffff"
	}
	return "#000000"
}

// Render draws p as a standalone SVG document.
func Render[P variant.Position[P, M], M variant.MoveType](p P, opt Options) string {
	cell := opt.Cell
	if cell <= 0 {
		cell = 48
	}
	g := p.Board()
	shape := g.Shape()
	v := p.Variant()
	margin := cell / 2
	gap := cell / 2
	levelW := shape.Files * cell
	width := margin*2 + shape.Layers*levelW + (shape.Layers-1)*gap
	height := margin*2 + shape.Ranks*cell
	if shape.Layers > 1 {
		height += margin
	}

	stacks := make([][]variant.Piece, g.Cells())
	var off []variant.Piece
	for _, pc := range p.Pieces(nil) {
		if g.Valid(pc.Cell) {
			stacks[pc.Cell] = append(stacks[pc.Cell], pc)
		} else {
			off = append(off, pc)
		}
	}
	offRows := (len(off) + 11) / 12
	height += offRows * (cell / 2)

	highlight := make(map[board.Cell]bool, len(opt.Highlight))
	for _, c := range opt.Highlight {
		highlight[c] = true
	}

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<title>%s: %s</title>`+"\n", html.EscapeString(v.Name), html.EscapeString(p.String()))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#faf8f3"/>`+"\n", width, height)
	top := margin
	if shape.Layers > 1 {
		top += margin
	}
	for l := range shape.Layers {
		x0 := margin + l*(levelW+gap)
		if shape.Layers > 1 {
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" text-anchor="middle">level %d</text>`+"\n", x0+levelW/2, margin+cell/4, cell/3, l+1)
		}
		for r := range shape.Ranks {
			for f := range shape.Files {
				c := g.CellAt(board.Coord{File: f, Rank: r, Layer: l})
				col, row := f, shape.Ranks-1-r
				if opt.Flip {
					col, row = shape.Files-1-f, r
				}
				x, y := x0+col*cell, top+row*cell
				fill := "#efe3c8"
				if (f+r+l)%2 == 0 {
					fill = "#c9b68f"
				}
				if highlight[c] {
					fill = "#9ec58a"
				}
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"><title>%s</title></rect>`+"\n", x, y, cell, cell, fill, g.Name(c))
				drawStack(&b, v, stacks[c], x, y, cell)
			}
		}
		// File letters and rank numbers.
		for f := range shape.Files {
			col := f
			if opt.Flip {
				col = shape.Files - 1 - f
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#666">%c</text>`+"\n", x0+col*cell+cell/2, top+shape.Ranks*cell+cell/3, cell/4, 'a'+f)
		}
		if l == 0 {
			for r := range shape.Ranks {
				row := shape.Ranks - 1 - r
				if opt.Flip {
					row = r
				}
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="%d" text-anchor="end" fill="#666">%d</text>`+"\n", x0-4, top+row*cell+cell/2+cell/10, cell/4, r+1)
			}
		}
	}
	for i, pc := range off {
		x := margin + (i%12)*cell
		y := top + shape.Ranks*cell + cell/2 + (i/12)*(cell/2)
		fill := sideColour(v, pc.Side)
		fmt.Fprintf(&b, `<g><title>%s</title><rect x="%d" y="%d" width="%d" height="%d" rx="4" fill="%s" stroke="#555"/><text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="%s">%s</text></g>`+"\n",
			html.EscapeString(owner(v, pc)+" "+pc.Kind+" (off the board)"), x+2, y, cell-4, cell/2-4, fill, x+cell/2, y+cell/3, cell/5, textColour(fill), html.EscapeString(pc.Label))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func owner(v *variant.Variant, pc variant.Piece) string {
	if pc.Side == variant.NoSide {
		return "neutral"
	}
	return v.SideName(pc.Side)
}

// drawStack draws the pieces of one cell: a disc per piece; a stack of two
// as two smaller discs, the bottom piece lower; a taller stack (a
// Rithmomachia pyramid) as concentric discs seen from above, the bottom
// piece outermost, labelled with the total of its pieces' values when they
// have values, else with its bottom piece's label and the number on it.
func drawStack(b *strings.Builder, v *variant.Variant, stack []variant.Piece, x, y, cell int) {
	n := len(stack)
	switch {
	case n == 0:
		return
	case n > 2:
		total, numeric := 0, true
		var title []string
		for _, pc := range stack {
			total += pc.Value
			numeric = numeric && pc.Value > 0
			title = append(title, pc.Label)
		}
		label := fmt.Sprintf("%s+%d", stack[0].Label, n-1)
		if numeric {
			label = fmt.Sprint(total)
		}
		fill := sideColour(v, stack[0].Side)
		rad := cell * 2 / 5
		fmt.Fprintf(b, `<g><title>%s</title>`, html.EscapeString(owner(v, stack[0])+" stack: "+strings.Join(title, " ")))
		for i, pc := range stack {
			r := rad * (n - i) / n
			fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#888" stroke-width="1"/>`, x+cell/2, y+cell/2, r, sideColour(v, pc.Side))
		}
		fs := max(8, min(cell/3, rad*2*10/(10+len(label)*6)))
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" rx="3" fill="%s" stroke="#333"/>`, x+cell/2-rad*3/4, y+cell/2-fs*6/10, rad*3/2, fs*12/10, fill)
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" font-weight="bold" text-anchor="middle" fill="%s">%s</text></g>`+"\n",
			x+cell/2, y+cell/2+fs*35/100, fs, textColour(fill), html.EscapeString(label))
		return
	}
	h := cell / n
	for i, pc := range stack {
		fill := sideColour(v, pc.Side)
		cy := y + cell - h*i - h/2
		rad := min(cell*2/5, h*9/20)
		fs := max(8, min(cell/3, rad*2*10/(10+len(pc.Label)*6)))
		fmt.Fprintf(b, `<g><title>%s</title><circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#333" stroke-width="1.5"/><text x="%d" y="%d" font-size="%d" font-weight="bold" text-anchor="middle" fill="%s">%s</text></g>`+"\n",
			html.EscapeString(owner(v, pc)+" "+pc.Kind), x+cell/2, cy, rad, fill, x+cell/2, cy+fs*35/100, fs, textColour(fill), html.EscapeString(pc.Label))
	}
}
