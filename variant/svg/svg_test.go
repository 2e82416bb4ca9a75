package svg_test

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/svg"
)

// wellFormed parses the document with encoding/xml and counts its elements
// by name.
func wellFormed(t *testing.T, doc string) map[string]int {
	t.Helper()
	count := map[string]int{}
	d := xml.NewDecoder(strings.NewReader(doc))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return count
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, doc)
		}
		if se, ok := tok.(xml.StartElement); ok {
			count[se.Name.Local]++
		}
	}
}

func TestEveryRegisteredGameDraws(t *testing.T) {
	for _, v := range variant.All() {
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		doc := svg.Render(p, svg.Options{})
		n := wellFormed(t, doc)
		shape := p.Board().Shape()
		// One square per cell (plus the background) and one disc per piece on
		// the board.
		if want := shape.Cells() + 1; n["rect"] < want {
			t.Errorf("%s: %d rects, want at least %d", v.Name, n["rect"], want)
		}
		onBoard := 0
		for _, pc := range p.Pieces(nil) {
			if p.Board().Valid(pc.Cell) {
				onBoard++
			}
		}
		if n["circle"] != onBoard {
			t.Errorf("%s: %d discs, want one per piece on the board (%d)", v.Name, n["circle"], onBoard)
		}
	}
}

func TestChessStart(t *testing.T) {
	p, err := variant.NewPosition("chess", "", "")
	if err != nil {
		t.Fatal(err)
	}
	e4, _ := p.Board().Parse("e4")
	doc := svg.Render(p, svg.Options{Cell: 40, Highlight: []board.Cell{e4}})
	// 8x8 cells of 40 pixels and a margin of 20 on each side: 360 square.
	if !strings.Contains(doc, `width="360" height="360"`) {
		t.Errorf("size: %s", doc[:120])
	}
	// The white king (label K, white disc) and the highlighted e4.
	if !strings.Contains(doc, `<title>white king</title>`) || !strings.Contains(doc, `fill="#9ec58a"><title>e4</title>`) {
		t.Error("white king or highlighted e4 missing")
	}
	// Flipped, h8 is drawn at the bottom left: the first square drawn (a1)
	// moves to the top right.
	flipped := svg.Render(p, svg.Options{Cell: 40, Flip: true})
	if !strings.Contains(flipped, `<rect x="300" y="20" width="40" height="40" fill="#c9b68f"><title>a1</title>`) {
		t.Error("a1 is not at the top right when flipped")
	}
}

func TestCubeAndStacks(t *testing.T) {
	p, err := variant.NewPosition("boolean-rithmomachia", "setup=standard", "")
	if err != nil {
		t.Fatal(err)
	}
	doc := svg.Render(p, svg.Options{})
	for l := 1; l <= 4; l++ {
		if !strings.Contains(doc, ">level "+string(rune('0'+l))+"<") {
			t.Errorf("level %d heading missing", l)
		}
	}
	// Each Enochian army has a King, a Queen, a Rook, a Bishop, a Knight and
	// four pawns (spec §2): 9 pieces, 36 in all, the King and its companion
	// stacked on the throne.
	q, err := variant.NewPosition("enochian", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if n := wellFormed(t, svg.Render(q, svg.Options{})); n["circle"] != 36 {
		t.Errorf("enochian start: %d discs, want 36", n["circle"])
	}
}
