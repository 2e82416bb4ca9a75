// Package svg draws a position of any game as an SVG image, as the game's
// players know it, from what the variant contract exposes: the board's
// shape and marks ([variant.Marking]: palaces, the river, thrones ...), the
// pieces with their owners and stacks, royal pieces ([variant.RoyalJudging]),
// and the state of each side ([variant.SideStating]: check, frozen or
// withdrawn armies).
//
// Chess-like pieces are figurines drawn by the project ([glyphs]: SVG
// paths of its own, no font); Xiangqi's pieces (and QiPlacements') are
// discs with their traditional characters on points where lines cross,
// with the palaces' diagonals and the river; Rithmomachia's and Boolean
// Rithmomachia's are rounds, triangles, squares and pyramids with their
// numbers. A royal piece carries a small golden crown mark; a side in
// check has its royal pieces ringed in red; the pieces of frozen or
// withdrawn armies are greyed. Boards with levels (the 4x4x4 cube) are
// drawn level by level, side by side; pieces off the board (prisoners,
// pieces in hand) are drawn under the board by holder.
//
// Every cell is a rect of class "cell" and every piece a group of class
// "piece", both with a data-square attribute naming the square, so that a
// web page can put the image in its document and let people point at
// squares.
package svg

import (
	"fmt"
	"html"
	"sort"
	"strconv"
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
	// LevelsPerRow is the number of levels of a board with levels drawn
	// side by side, the next ones in rows below (2 draws the 4x4x4 cube's
	// levels two by two, for a narrow screen); 0 draws them all in one row.
	LevelsPerRow int
}

// Named colours for sides whose names are colours; other sides take
// colours from a palette in side order.
var named = map[string]string{
	"white": "#fbfbf6", "black": "#2b2b2b", "yellow": "#f0c419", "blue": "#2f6fd6",
	"red": "#d23a2f", "green": "#2e9a46", "orange": "#ef7c00", "gold": "#e0b020",
	"golden": "#e0b020", "sapphire": "#1f4fb0", "even": "#fbfbf6", "odd": "#2b2b2b",
}

var palette = []string{"#fbfbf6", "#2b2b2b", "#d23a2f", "#2f6fd6", "#7a2aa0", "#2e9a46", "#ef7c00", "#00838f"}

func sideColour(v *variant.Variant, x variant.Side) string {
	if x == variant.NoSide {
		return "#909090"
	}
	if c, ok := named[strings.ToLower(v.SideName(x))]; ok {
		return c
	}
	return palette[int(x)%len(palette)]
}

// dark reports whether a fill needs a light outline and light text.
func dark(fill string) bool {
	switch fill {
	case "#2b2b2b", "#2f6fd6", "#1f4fb0", "#7a2aa0", "#d23a2f", "#2e9a46", "#00838f":
		return true
	}
	return false
}

func outline(fill string) string {
	if dark(fill) {
		return "#f2f2f2"
	}
	return "#1c1c1c"
}

// Board colours.
const (
	lightSquare = "#f0dfbf"
	darkSquare  = "#b98d5f"
	wood        = "#ecc98a"
	lastMove    = "#e8d54a"
	lineColour  = "#5a3a1a"
)

// style is how a game's pieces are drawn.
type style int

const (
	figurines style = iota // chess-like figurines
	discs                  // Xiangqi discs with characters
	numbers                // Rithmomachia shapes with numbers
)

// drawer holds what one rendering needs.
type drawer struct {
	b       strings.Builder
	v       *variant.Variant
	g       *board.Geometry
	p       any
	cell    int
	style   style
	points  bool
	flip    bool
	status  []variant.SideStatus
	glyphs  map[string]bool
	x0, top int // top left of level 0
	gap     int
	perRow  int // levels per row
}

// Render draws p as a standalone SVG document.
func Render[P variant.Position[P, M], M variant.MoveType](p P, opt Options) string {
	return render(p, p.Variant(), p.Board(), p.Pieces(nil), opt)
}

// RenderGame draws the current position of g with the last move's squares
// highlighted (when the game tells them, [variant.Squaring]), adding them
// to opt.Highlight.
func RenderGame[P variant.Position[P, M], M variant.MoveType](g *variant.Game[P, M], opt Options) string {
	if n := g.Len(); n > 0 {
		before := g.PositionAt(n - 1)
		if sq, ok := variant.SquaresOf(before, g.Moves()[n-1]); ok {
			for _, c := range []board.Cell{sq.From, sq.To} {
				if before.Board().Valid(c) {
					opt.Highlight = append(opt.Highlight, c)
				}
			}
		}
	}
	return Render(g.Position(), opt)
}

func render(p any, v *variant.Variant, g *board.Geometry, pieces []variant.Piece, opt Options) string {
	d := &drawer{v: v, g: g, p: p, cell: opt.Cell, flip: opt.Flip, glyphs: map[string]bool{}, perRow: opt.LevelsPerRow}
	if d.cell <= 0 {
		d.cell = 48
	}
	cell := d.cell
	shape := g.Shape()
	marks := variant.MarksOf(p)
	for _, m := range marks {
		if m.Kind == variant.MarkPoints {
			d.points = true
		}
	}
	d.style = figurines
	if d.points {
		d.style = discs
	}
	for _, pc := range pieces {
		switch pc.Kind {
		case "round", "circle", "triangle", "square", "pyramid":
			d.style = numbers
		}
	}
	for x := range v.Sides {
		d.status = append(d.status, variant.StatusOf(p, variant.Side(x)))
	}

	stacks := make([][]variant.Piece, g.Cells())
	var off []variant.Piece
	for _, pc := range pieces {
		if g.Valid(pc.Cell) {
			stacks[pc.Cell] = append(stacks[pc.Cell], pc)
		} else {
			off = append(off, pc)
		}
	}
	for _, s := range stacks {
		sort.SliceStable(s, func(i, j int) bool { return s[i].Level < s[j].Level })
	}
	sort.SliceStable(off, func(i, j int) bool { return off[i].Side < off[j].Side })

	margin := cell / 2
	d.gap = cell / 2
	if d.perRow <= 0 || d.perRow > shape.Layers {
		d.perRow = shape.Layers
	}
	rows := (shape.Layers + d.perRow - 1) / d.perRow
	levelW := shape.Files * cell
	width := margin*2 + d.perRow*levelW + (d.perRow-1)*d.gap
	boardH := rows*shape.Ranks*cell + (rows-1)*cell*3/2
	height := margin*2 + boardH
	d.x0, d.top = margin, margin
	if shape.Layers > 1 {
		height += margin
		d.top += margin
	}
	small := d.offSize()
	perRow := max(1, (width-2*margin)/small)
	offRows := 0
	for _, grp := range groupBySide(off) {
		offRows += 1 + (len(grp)+perRow-1)/perRow
	}
	height += offRows * small

	highlight := make(map[board.Cell]bool, len(opt.Highlight))
	for _, c := range opt.Highlight {
		highlight[c] = true
	}

	bg := "#faf6ee"
	fmt.Fprintf(&d.b, `<rect width="%d" height="%d" fill="%s"/>`+"\n", width, height, bg)
	for l := range shape.Layers {
		d.drawLevel(l, stacks, highlight, marks)
	}
	d.drawOff(off, d.top+boardH+cell/3, perRow)
	body := d.b.String()
	d.b.Reset()
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" class="ludus-board" data-variant="%s" data-files="%d" data-ranks="%d">`+"\n",
		width, height, width, height, html.EscapeString(v.Name), shape.Files, shape.Ranks)
	fmt.Fprintf(&d.b, `<title>%s: %s</title>`+"\n", html.EscapeString(v.Name), html.EscapeString(positionText(p)))
	d.writeDefs()
	d.b.WriteString(body)
	d.b.WriteString("</svg>\n")
	return d.b.String()
}

func positionText(p any) string {
	if s, ok := p.(fmt.Stringer); ok {
		return s.String()
	}
	return ""
}

func groupBySide(off []variant.Piece) [][]variant.Piece {
	var out [][]variant.Piece
	for i := 0; i < len(off); {
		j := i
		for j < len(off) && off[j].Side == off[i].Side {
			j++
		}
		out = append(out, off[i:j])
		i = j
	}
	return out
}

// origin returns the top left corner of cell c's square on the image.
func (d *drawer) origin(c board.Cell) (int, int) {
	shape := d.g.Shape()
	co := d.g.Coord(c)
	col, row := co.File, shape.Ranks-1-co.Rank
	if d.flip {
		col, row = shape.Files-1-co.File, co.Rank
	}
	x0, y0 := d.levelOrigin(co.Layer)
	return x0 + col*d.cell, y0 + row*d.cell
}

// levelOrigin returns the top left corner of level l: levels stand side
// by side, perRow to a row, the rows a cell and a half apart (room for the
// files' letters and the next level's name).
func (d *drawer) levelOrigin(l int) (int, int) {
	shape := d.g.Shape()
	col, row := l%d.perRow, l/d.perRow
	return d.x0 + col*(shape.Files*d.cell+d.gap), d.top + row*(shape.Ranks*d.cell+d.cell*3/2)
}

// offSize is the size of a piece off the board: pieces to place (the
// placement phase of the games of numbers) are played from there, as
// large as on the board; prisoners and pieces in hand are smaller.
func (d *drawer) offSize() int {
	if d.style == numbers && d.v.Name != "rithmomachia" {
		return d.cell * 9 / 10
	}
	return d.cell * 2 / 3
}

func (d *drawer) drawLevel(l int, stacks [][]variant.Piece, highlight map[board.Cell]bool, marks []variant.Mark) {
	b := &d.b
	g, cell := d.g, d.cell
	shape := g.Shape()
	x0, top := d.levelOrigin(l)
	if shape.Layers > 1 {
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#444">level %d</text>`+"\n", x0+shape.Files*cell/2, top-cell/4, cell/3, l+1)
	}
	cellsOf := func(kind string, x variant.Side) []board.Cell {
		var cs []board.Cell
		for _, m := range marks {
			if m.Kind == kind && m.Side == x && g.Valid(m.Cell) && g.Coord(m.Cell).Layer == l {
				cs = append(cs, m.Cell)
			}
		}
		return cs
	}
	if d.points {
		d.drawPointsBoard(x0, marks)
	}
	// Squares (or, on a board of points, the invisible squares around
	// the points that a page points at).
	for r := range shape.Ranks {
		for f := range shape.Files {
			c := g.CellAt(board.Coord{File: f, Rank: r, Layer: l})
			x, y := d.origin(c)
			fill, extra := lightSquare, ""
			if (f+r+l)%2 == 0 {
				fill = darkSquare
			}
			if d.points {
				fill, extra = "#000", ` fill-opacity="0"`
			}
			fmt.Fprintf(b, `<rect class="cell" data-square="%s" x="%d" y="%d" width="%d" height="%d" fill="%s"%s><title>%s</title></rect>`+"\n", g.Name(c), x, y, cell, cell, fill, extra, g.Name(c))
			if highlight[c] {
				fmt.Fprintf(b, `<rect class="last-move" x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.55" pointer-events="none"/>`+"\n", x, y, cell, cell, lastMove)
			}
		}
	}
	if !d.points {
		for x := range d.v.Sides {
			d.drawPalace(cellsOf(variant.MarkPalace, variant.Side(x)), false)
		}
	}
	for x := range d.v.Sides {
		col := sideColour(d.v, variant.Side(x))
		for _, c := range cellsOf(variant.MarkThrone, variant.Side(x)) {
			px, py := d.origin(c)
			fmt.Fprintf(b, `<g class="mark throne" pointer-events="none"><title>throne of %s</title><rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="%d"/><path d="M%d %d l%d %d l%d %d l%d %d l%d %d z" fill="%s" stroke="#333" stroke-width="0.8"/></g>`+"\n",
				html.EscapeString(d.v.SideName(variant.Side(x))), px+2, py+2, cell-4, cell-4, col, max(2, cell/14),
				px+3, py+cell/5, cell/16, -cell/10, cell/16, cell/14, cell/16, -cell/14, cell/16, cell/10, col)
		}
		for _, c := range cellsOf(variant.MarkPromotion, variant.Side(x)) {
			px, py := d.origin(c)
			fmt.Fprintf(b, `<rect class="mark promotion" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-dasharray="3 3" pointer-events="none"/>`+"\n", px+1, py+1, cell-2, cell-2, col)
		}
		for _, c := range cellsOf(variant.MarkForbidden, variant.Side(x)) {
			px, py := d.origin(c)
			q := cell / 4
			fmt.Fprintf(b, `<g class="mark forbidden" pointer-events="none"><title>forbidden for %s's placements</title><path d="M%d %d l%d %d M%d %d l%d %d" stroke="#c0202a" stroke-width="%d" stroke-opacity="0.75"/></g>`+"\n",
				html.EscapeString(d.v.SideName(variant.Side(x))), px+q, py+q, 2*q, 2*q, px+3*q, py+q, -2*q, 2*q, max(2, cell/16))
		}
	}
	for _, c := range cellsOf(variant.MarkConcourse, variant.NoSide) {
		px, py := d.origin(c)
		s := cell / 10
		fmt.Fprintf(b, `<path class="mark concourse" d="M%d %d l%d %d l%d %d l%d %d z" fill="#7a4a9a" fill-opacity="0.8" pointer-events="none"><title>concourse square</title></path>`+"\n",
			px+cell-2*s-2, py+cell-s-2, s, -s, s, s, -s, s)
	}
	// Coordinates.
	for f := range shape.Files {
		col := f
		if d.flip {
			col = shape.Files - 1 - f
		}
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#666">%c</text>`+"\n", x0+col*cell+cell/2, top+shape.Ranks*cell+cell/3, cell/4, 'a'+f)
	}
	if l%d.perRow == 0 {
		for r := range shape.Ranks {
			row := shape.Ranks - 1 - r
			if d.flip {
				row = r
			}
			fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" text-anchor="end" fill="#666">%d</text>`+"\n", x0-4, top+row*cell+cell/2+cell/10, cell/4, r+1)
		}
	}
	// Pieces.
	for r := range shape.Ranks {
		for f := range shape.Files {
			c := g.CellAt(board.Coord{File: f, Rank: r, Layer: l})
			if len(stacks[c]) > 0 {
				x, y := d.origin(c)
				d.drawStack(stacks[c], g.Name(c), x, y)
			}
		}
	}
}

// drawPointsBoard draws a board of points: lines through the cells'
// centres, the river (or Stream) where the files break off, the palaces'
// diagonals.
func (d *drawer) drawPointsBoard(x0 int, marks []variant.Mark) {
	b := &d.b
	g, cell := d.g, d.cell
	shape := g.Shape()
	h := cell / 2
	left, right := x0+h, x0+(shape.Files-1)*cell+h
	top, bottom := d.top+h, d.top+(shape.Ranks-1)*cell+h
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" rx="4"/>`+"\n", x0, d.top, shape.Files*cell, shape.Ranks*cell, wood)
	// The river: between the two middle ranks, if marked.
	riverKind := ""
	for _, m := range marks {
		if m.Kind == variant.MarkRiver || m.Kind == variant.MarkStream {
			riverKind = m.Kind
		}
	}
	midRow := -1
	if riverKind != "" {
		midRow = shape.Ranks/2 - 1 // the row above the river, counted from the top
	}
	fmt.Fprintf(b, `<g class="lines" stroke="%s" stroke-width="1.5" fill="none" pointer-events="none">`, lineColour)
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" stroke-width="2.5"/>`, left, top, right-left, bottom-top)
	for r := range shape.Ranks {
		y := top + r*cell
		fmt.Fprintf(b, `<path d="M%d %dH%d"/>`, left, y, right)
	}
	for f := 1; f < shape.Files-1; f++ {
		x := left + f*cell
		if midRow >= 0 {
			fmt.Fprintf(b, `<path d="M%d %dV%dM%d %dV%d"/>`, x, top, top+midRow*cell, x, top+(midRow+1)*cell, bottom)
		} else {
			fmt.Fprintf(b, `<path d="M%d %dV%d"/>`, x, top, bottom)
		}
	}
	b.WriteString("</g>\n")
	if midRow >= 0 {
		y := top + midRow*cell
		name := "river"
		if riverKind == variant.MarkStream {
			name = "Stream"
		}
		fmt.Fprintf(b, `<g class="mark %s" pointer-events="none"><title>the %s</title><rect x="%d" y="%d" width="%d" height="%d" fill="#9cc7e0" fill-opacity="0.55"/><path d="M%d %d q%d %d %d 0 t%d 0 t%d 0 t%d 0" stroke="#3a7fb0" fill="none" stroke-width="1.2"/><text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#2a5f8a" font-style="italic">%s</text></g>`+"\n",
			riverKind, name, left+1, y+1, right-left-2, cell-2,
			left+cell/3, y+cell*3/4, cell/4, -cell/6, cell/2, cell/2, cell/2, cell/2,
			(left+right)/2, y+cell/2+cell/10, cell*3/10, name)
	}
	for x := range d.v.Sides {
		var cs []board.Cell
		for _, m := range marks {
			if m.Kind == variant.MarkPalace && m.Side == variant.Side(x) && g.Valid(m.Cell) {
				cs = append(cs, m.Cell)
			}
		}
		d.drawPalace(cs, true)
	}
}

// drawPalace marks a palace: on a board of points its diagonals, on a
// board of squares a tint and a frame, with the diagonals too.
func (d *drawer) drawPalace(cs []board.Cell, points bool) {
	if len(cs) == 0 {
		return
	}
	minX, minY, maxX, maxY := 1<<30, 1<<30, -1, -1
	for _, c := range cs {
		x, y := d.origin(c)
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x+d.cell), max(maxY, y+d.cell)
	}
	b := &d.b
	if points {
		h := d.cell / 2
		fmt.Fprintf(b, `<path class="mark palace" d="M%d %dL%d %dM%d %dL%d %d" stroke="%s" stroke-width="1.5" pointer-events="none"/>`+"\n",
			minX+h, minY+h, maxX-h, maxY-h, maxX-h, minY+h, minX+h, maxY-h, lineColour)
		return
	}
	fmt.Fprintf(b, `<g class="mark palace" pointer-events="none"><rect x="%d" y="%d" width="%d" height="%d" fill="#c04040" fill-opacity="0.10" stroke="#8a2a2a" stroke-width="2"/><path d="M%d %dL%d %dM%d %dL%d %d" stroke="#8a2a2a" stroke-opacity="0.35"/></g>`+"\n",
		minX, minY, maxX-minX, maxY-minY, minX, minY, maxX, maxY, maxX, minY, minX, maxY)
}

// drawStack draws the pieces of one cell. One piece fills the cell; two
// (a throne with King and companion, a carpet with its passenger) are
// drawn smaller, the bottom one lower left and the top one upper right; in
// the games of numbers, a stack is a pyramid, drawn as one, with the total
// of its components.
func (d *drawer) drawStack(stack []variant.Piece, square string, x, y int) {
	cell := d.cell
	if d.style == numbers && len(stack) > 1 {
		d.drawPyramid(stack, square, x, y, cell)
		return
	}
	if len(stack) == 1 {
		d.drawPiece(stack[0], square, x, y, cell)
		return
	}
	small := cell * 7 / 10
	for i, pc := range stack {
		px, py := x, y+cell-small
		if i > 0 {
			px, py = x+cell-small, y
		}
		d.drawPiece(pc, square, px, py, small)
	}
}

func (d *drawer) greyed(x variant.Side) bool {
	if int(x) >= len(d.status) {
		return false
	}
	return d.status[x].Frozen || d.status[x].Withdrawn
}

func (d *drawer) inCheck(x variant.Side) bool {
	return int(x) < len(d.status) && d.status[x].InCheck
}

func (d *drawer) ownerName(pc variant.Piece) string {
	if pc.Side == variant.NoSide {
		return "neutral"
	}
	return d.v.SideName(pc.Side)
}

// openPiece starts a piece's group.
func (d *drawer) openPiece(pc variant.Piece, square string, royal bool) {
	class := "piece"
	if d.greyed(pc.Side) {
		class += " frozen"
	}
	title := d.ownerName(pc) + " " + pc.Kind
	if royal {
		title += " (royal)"
	}
	if d.greyed(pc.Side) {
		if d.status[pc.Side].Frozen {
			title += ", frozen"
		} else {
			title += ", withdrawn"
		}
	}
	extra := ""
	if royal {
		extra = ` data-royal="1"`
	}
	if d.greyed(pc.Side) {
		extra += ` opacity="0.42"`
	}
	if d.style == numbers {
		extra += ` data-value="` + strconv.Itoa(pc.Value) + `"`
	}
	fmt.Fprintf(&d.b, `<g class="%s" data-square="%s" data-kind="%s" data-side="%s"%s><title>%s</title>`,
		class, square, html.EscapeString(pc.Kind), html.EscapeString(d.ownerName(pc)), extra, html.EscapeString(title))
}

// drawPiece draws one piece in the size x size square at x, y.
func (d *drawer) drawPiece(pc variant.Piece, square string, x, y, size int) {
	royal := variant.IsRoyal(d.p, pc)
	d.openPiece(pc, square, royal)
	b := &d.b
	fill := sideColour(d.v, pc.Side)
	if royal && d.inCheck(pc.Side) {
		fmt.Fprintf(b, `<circle class="check" cx="%d" cy="%d" r="%d" fill="#ff2a2a" fill-opacity="0.45" stroke="#c00000" stroke-width="2"/>`, x+size/2, y+size/2, size*46/100)
	}
	switch d.style {
	case discs:
		d.drawDisc(pc, x, y, size, fill)
	case numbers:
		d.drawNumber(pc, x, y, size, fill)
	default:
		d.drawFigurine(pc, x, y, size, fill)
	}
	if royal {
		d.royalMark(x, y, size)
	}
	b.WriteString("</g>\n")
}

// royalMark draws the small golden crown at a royal piece's top right.
func (d *drawer) royalMark(x, y, size int) {
	r := max(4, size/9)
	cx, cy := x+size-r-1, y+r+1
	fmt.Fprintf(&d.b, `<g class="royal-mark"><circle cx="%d" cy="%d" r="%d" fill="#ffd54a" stroke="#7a5a00" stroke-width="1"/><path d="M%d %d l%d %d l%d %d l%d %d l%d %d l%d %d z" fill="#7a5a00"/></g>`,
		cx, cy, r, cx-r*6/10, cy+r*4/10, 0, -r*8/10, r*3/10, r*4/10, r*3/10, -r*6/10, r*3/10, r*6/10, r*3/10, -r*4/10)
}

// useGlyph places a figurine.
func (d *drawer) useGlyph(name string, x, y, size int, fill string) {
	d.glyphs[name] = true
	sw := 3.0
	if fill == named["yellow"] || fill == named["gold"] {
		// A light colour like the light squares': a heavier edge keeps
		// the piece apart from them.
		sw = 5
	}
	fmt.Fprintf(&d.b, `<use href="#g-%s" x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round"/>`,
		name, x, y, size, size, fill, outline(fill), strconv.FormatFloat(sw, 'f', -1, 64))
}

func (d *drawer) drawFigurine(pc variant.Piece, x, y, size int, fill string) {
	main, second := glyphFor(pc.Kind)
	pad := size / 14
	switch {
	case main == "":
		// A kind the project has no figurine for: a plain disc of the
		// side's colour (never its letter).
		fmt.Fprintf(&d.b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="2"/>`, x+size/2, y+size/2, size*35/100, fill, outline(fill))
	case second != "":
		// A compound: its two figurines, the first larger.
		big := size * 72 / 100
		d.useGlyph(main, x+pad/2, y+size-big-pad/2, big, fill)
		sm := size * 52 / 100
		d.useGlyph(second, x+size-sm-pad/2, y+pad, sm, fill)
	default:
		d.useGlyph(main, x+pad, y+pad, size-2*pad, fill)
	}
	// Enochian pawns serve a piece: its small figurine on the pawn's body.
	if k := strings.ToLower(pc.Kind); strings.HasPrefix(k, "pawn of ") {
		if badge, _ := glyphFor(strings.TrimPrefix(k, "pawn of ")); badge != "" {
			r := size * 22 / 100
			cx, cy := x+size*70/100, y+size*66/100
			fmt.Fprintf(&d.b, `<circle class="serves" cx="%d" cy="%d" r="%d" fill="#fff8e0" stroke="#333" stroke-width="1"/>`, cx, cy, r)
			d.useGlyph(badge, cx-r*8/10, cy-r*8/10, r*16/10, fill)
		}
	}
}

// drawDisc draws a Xiangqi piece: a disc with its character, in the side's
// colour.
func (d *drawer) drawDisc(pc variant.Piece, x, y, size int, fill string) {
	cx, cy := x+size/2, y+size/2
	r := size * 44 / 100
	ink := fill
	if ink == named["white"] {
		ink = "#202020"
	}
	chars, ok := xiangqiChars[pc.Kind]
	fmt.Fprintf(&d.b, `<circle cx="%d" cy="%d" r="%d" fill="#f7e6c0" stroke="#6a4a20" stroke-width="1.5"/><circle cx="%d" cy="%d" r="%d" fill="none" stroke="%s" stroke-width="1.5"/>`,
		cx, cy, r, cx, cy, r*82/100, ink)
	if !ok {
		d.useGlyph(firstNonEmpty(glyphFor(pc.Kind)), cx-r*7/10, cy-r*7/10, r*14/10, fill)
		return
	}
	ch := chars[0]
	if pc.Side == 1 {
		ch = chars[1]
	}
	fs := r * 115 / 100
	fmt.Fprintf(&d.b, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" dominant-baseline="central" fill="%s" font-family="'Noto Serif CJK TC','Noto Serif TC','Noto Sans CJK TC','WenQuanYi Zen Hei','AR PL UKai TW','KaiTi','STKaiti','PMingLiU',serif" font-weight="bold">%s</text>`,
		cx, cy+r/20, fs, ink, ch)
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	if b != "" {
		return b
	}
	return "pawn"
}

// drawNumber draws a Rithmomachia man: a round, triangle or square of its
// side's colour with its number; a Boolean Rithmomachia piece also shows
// its four bits as dots.
func (d *drawer) drawNumber(pc variant.Piece, x, y, size int, fill string) {
	b := &d.b
	cx, cy := x+size/2, y+size/2
	r := size * 43 / 100
	stroke := outline(fill)
	switch pc.Kind {
	case "triangle":
		fmt.Fprintf(b, `<path d="M%d %d L%d %d L%d %d Z" fill="%s" stroke="%s" stroke-width="2"/>`, cx, cy-r, cx+r*105/100, cy+r*8/10, cx-r*105/100, cy+r*8/10, fill, stroke)
		cy += r / 4
	case "square":
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="2"/>`, cx-r*85/100, cy-r*85/100, r*17/10, r*17/10, fill, stroke)
	case "pyramid":
		d.pyramidShape(cx, cy, r, fill, stroke)
		if d.v.Name == "boolean-rithmomachia" {
			cy += r * 20 / 100 // above the bits, drawn across the bottom step
		} else {
			cy += r * 55 / 100
		}
	default:
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="2"/>`, cx, cy, r*9/10, fill, stroke)
	}
	label := strconv.Itoa(pc.Value)
	fs := min(size*36/100, size*95/100/max(2, len(label)))
	if d.v.Name == "boolean-rithmomachia" {
		cy -= size / 14
	}
	numberLabel(b, cx, cy, fs, fill, stroke, label)
	if d.v.Name == "boolean-rithmomachia" {
		// The four bits, high to low: filled dots for ones.
		for i := range 4 {
			on := pc.Value>>(3-i)&1 == 1
			f := "none"
			if on {
				f = stroke
			}
			fmt.Fprintf(b, `<circle class="bit" cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="1"/>`, cx-size*15/100+i*size*10/100, y+size*74/100, max(2, size/28), f, stroke)
		}
	}
}

// numberLabel writes a piece's number centred on cx, cy in the outline
// colour, haloed in the piece's fill so that it stays legible where it
// crosses the edge of a triangle or a pyramid's steps.
func numberLabel(b *strings.Builder, cx, cy, fs int, fill, stroke, label string) {
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="%s" stroke="%s" stroke-width="%d" paint-order="stroke" stroke-linejoin="round">%s</text>`,
		cx, cy, fs, stroke, fill, max(2, fs/5), label)
}

// pyramidShape draws a stepped pyramid seen from the side, in three
// tiers, centred on cx, cy in a box of radius r.
func (d *drawer) pyramidShape(cx, cy, r int, fill, stroke string) {
	fmt.Fprintf(&d.b, `<path d="M%d %dh%dv%dh%dv%dh%dv%dh%dv%dh%dv%dh%dz" fill="%s" stroke="%s" stroke-width="2"/>`,
		cx-r, cy+r*9/10, 2*r, -r*7/10, -r*3/10, -r*5/10, -r*2/10, -r*5/10, -r, r*5/10, -r*2/10, r*5/10, -r*3/10, fill, stroke)
}

// drawPyramid draws a Rithmomachia pyramid: its stepped shape with its
// total, the numbers of its components in the title.
func (d *drawer) drawPyramid(stack []variant.Piece, square string, x, y, size int) {
	top := stack[0]
	top.Kind = "pyramid"
	royal := false
	d.openPiece(top, square, royal)
	b := &d.b
	total := 0
	var comps []string
	for _, pc := range stack {
		total += pc.Value
		comps = append(comps, pc.Kind+" "+strconv.Itoa(pc.Value))
	}
	fmt.Fprintf(b, `<title>components: %s</title>`, html.EscapeString(strings.Join(comps, ", ")))
	fill := sideColour(d.v, top.Side)
	stroke := outline(fill)
	cx, cy := x+size/2, y+size/2
	r := size * 46 / 100
	d.pyramidShape(cx, cy, r, fill, stroke)
	label := strconv.Itoa(total)
	fs := min(size*30/100, size*110/100/max(2, len(label)))
	numberLabel(b, cx, cy+r*55/100, fs, fill, stroke, label)
	// One tick per component on the pyramid's top step.
	for i := range stack {
		fmt.Fprintf(b, `<circle class="component" cx="%d" cy="%d" r="%d" fill="%s"/>`, cx-(len(stack)-1)*size/22+i*size/11, cy-r*1/10, max(1, size/30), stroke)
	}
	b.WriteString("</g>\n")
}

// drawOff draws the pieces off the board, a row per holder.
func (d *drawer) drawOff(off []variant.Piece, y0, perRow int) {
	if len(off) == 0 {
		return
	}
	b := &d.b
	small := d.offSize()
	y := y0
	for _, grp := range groupBySide(off) {
		what := "off the board"
		if d.style == numbers && d.v.Name == "rithmomachia" {
			what = "prisoners"
		} else if d.style == numbers {
			what = "to place"
		} else {
			what = "in hand"
		}
		fmt.Fprintf(b, `<text x="%d" y="%d" font-size="%d" fill="#333">%s: %s</text>`+"\n", d.x0, y+small*3/4, max(small/3, d.cell/4), html.EscapeString(d.ownerName(grp[0])), what)
		y += small
		for i, pc := range grp {
			x := d.x0 + (i%perRow)*small
			yy := y + (i/perRow)*small
			d.drawPiece(pc, "", x, yy, small)
		}
		y += ((len(grp) + perRow - 1) / perRow) * small
	}
}

// writeDefs writes the symbols of the figurines used.
func (d *drawer) writeDefs() {
	if len(d.glyphs) == 0 {
		return
	}
	var names []string
	for n := range d.glyphs {
		names = append(names, n)
	}
	sort.Strings(names)
	d.b.WriteString("<defs>")
	for _, n := range names {
		fmt.Fprintf(&d.b, `<symbol id="g-%s" viewBox="0 0 100 100">%s</symbol>`, n, glyphs[n])
	}
	d.b.WriteString("</defs>\n")
}
