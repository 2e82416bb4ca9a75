package svg_test

import (
	"encoding/xml"
	"io"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/svg"
)

// node is an element of a parsed SVG document.
type node struct {
	name     string
	attr     map[string]string
	text     string
	children []*node
}

func (n *node) walk(f func(*node)) {
	f(n)
	for _, c := range n.children {
		c.walk(f)
	}
}

func (n *node) has(class string) bool {
	return slices.Contains(strings.Fields(n.attr["class"]), class)
}

// all returns the elements under n (n included) with the class.
func (n *node) all(class string) []*node {
	var out []*node
	n.walk(func(m *node) {
		if m.has(class) {
			out = append(out, m)
		}
	})
	return out
}

// texts returns the character data of the <text> elements under n.
func (n *node) texts() []string {
	var out []string
	n.walk(func(m *node) {
		if m.name == "text" {
			out = append(out, m.text)
		}
	})
	return out
}

// tb is what the checks need of testing.T and rapid.T.
type tb interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
	Fatal(args ...any)
}

// parse parses the document with encoding/xml, failing the test if it is
// not well-formed.
func parse(t tb, doc string) *node {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(doc))
	root := &node{name: "#document"}
	stack := []*node{root}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, doc)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{name: tok.Name.Local, attr: map[string]string{}}
			for _, a := range tok.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			top := stack[len(stack)-1]
			top.children = append(top.children, n)
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			stack[len(stack)-1].text += string(tok)
		}
	}
	if len(stack) != 1 {
		t.Fatalf("unbalanced document")
	}
	return root
}

func start(t tb, name, options string) variant.AnyPosition {
	t.Helper()
	p, err := variant.NewPosition(name, options, "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// numbered reports whether the game's pieces are numbers.
func numbered(name string) bool { return strings.Contains(name, "rithmomachia") }

// checkPieces checks what every drawing must show: one cell rect per cell,
// one piece group per piece (a pyramid, in the games of numbers, is one),
// each drawn as an image (a figurine, a disc or a shape) and never as its
// letter label: the only text a piece may carry is its number or a Chinese
// character.
func checkPieces(t tb, p variant.AnyPosition, doc *node) {
	t.Helper()
	name := p.Variant().Name
	g := p.Board()
	if n := len(doc.all("cell")); n != g.Cells() {
		t.Errorf("%s: %d cells drawn, want %d", name, n, g.Cells())
	}
	want := 0
	seen := map[board.Cell]bool{}
	for _, pc := range p.Pieces(nil) {
		if g.Valid(pc.Cell) && numbered(name) {
			if seen[pc.Cell] {
				continue
			}
			seen[pc.Cell] = true
		}
		want++
	}
	pieces := doc.all("piece")
	if len(pieces) != want {
		t.Errorf("%s: %d pieces drawn, want %d", name, len(pieces), want)
	}
	for _, pc := range pieces {
		shapes := 0
		pc.walk(func(m *node) {
			switch m.name {
			case "use", "path", "circle", "rect":
				shapes++
			}
		})
		if shapes == 0 {
			t.Errorf("%s: piece %s on %q has no image", name, pc.attr["data-kind"], pc.attr["data-square"])
		}
		for _, tx := range pc.texts() {
			if _, err := strconv.Atoi(tx); err == nil && numbered(name) {
				continue
			}
			if r := []rune(tx); len(r) == 1 && unicode.Is(unicode.Han, r[0]) {
				continue
			}
			t.Errorf("%s: piece %s on %q is drawn with the text %q", name, pc.attr["data-kind"], pc.attr["data-square"], tx)
		}
	}
}

// royalSquares returns the squares of the pieces with a royal mark.
func royalSquares(doc *node) []string {
	var out []string
	for _, pc := range doc.all("piece") {
		if len(pc.all("royal-mark")) > 0 {
			out = append(out, pc.attr["data-square"])
		}
	}
	sort.Strings(out)
	return out
}

func TestEveryRegisteredGameDraws(t *testing.T) {
	for _, v := range variant.All() {
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		doc := parse(t, svg.Render(p, svg.Options{}))
		checkPieces(t, p, doc)
		// The royal mark stands on exactly the royal pieces.
		var royal []string
		for _, pc := range p.Pieces(nil) {
			if variant.IsRoyal(p, pc) {
				royal = append(royal, p.Board().Name(pc.Cell))
			}
		}
		sort.Strings(royal)
		if got := royalSquares(doc); !slices.Equal(got, royal) {
			t.Errorf("%s: royal marks on %v, royal pieces on %v", v.Name, got, royal)
		}
	}
}

func TestChessStart(t *testing.T) {
	p := start(t, "chess", "")
	e4, _ := p.Board().Parse("e4")
	doc := svg.Render(p, svg.Options{Cell: 40, Highlight: []board.Cell{e4}})
	// 8x8 cells of 40 pixels and a margin of 20 on each side: 360 square.
	if !strings.Contains(doc, `width="360" height="360"`) {
		t.Errorf("size: %s", doc[:120])
	}
	root := parse(t, doc)
	// The FIDE array: the kings, the only royal pieces, on e1 and e8.
	if got := royalSquares(root); !slices.Equal(got, []string{"e1", "e8"}) {
		t.Errorf("royal marks on %v, want e1 e8", got)
	}
	// Figurines: the knights on b1, g1, b8, g8 use the knight's drawing.
	var knights []string
	for _, pc := range root.all("piece") {
		pc.walk(func(m *node) {
			if m.name == "use" && m.attr["href"] == "#g-knight" {
				knights = append(knights, pc.attr["data-square"])
			}
		})
	}
	sort.Strings(knights)
	if !slices.Equal(knights, []string{"b1", "b8", "g1", "g8"}) {
		t.Errorf("knight figurines on %v", knights)
	}
	if n := len(root.all("last-move")); n != 1 {
		t.Errorf("%d highlighted squares, want 1 (e4)", n)
	}
	// Flipped, h8 is drawn at the bottom left: a1 moves to the top right.
	flipped := svg.Render(p, svg.Options{Cell: 40, Flip: true})
	if !strings.Contains(flipped, `data-square="a1" x="300" y="20"`) {
		t.Error("a1 is not at the top right when flipped")
	}
}

func TestXiangqiBoard(t *testing.T) {
	for _, name := range []string{"xiangqi", "qiplacements"} {
		p := start(t, name, "")
		root := parse(t, svg.Render(p, svg.Options{}))
		checkPieces(t, p, root)
		// Two palaces of 3x3 points, d1-f3 and d8-f10: 18 palace points in
		// the snapshot, and each palace drawn with its two diagonals.
		snap := variant.Snap(p)
		var palace []string
		for _, m := range snap.Marks {
			if m.Kind == variant.MarkPalace {
				palace = append(palace, m.Square)
			}
		}
		sort.Strings(palace)
		want := []string{"d1", "d10", "d2", "d3", "d8", "d9", "e1", "e10", "e2", "e3", "e8", "e9", "f1", "f10", "f2", "f3", "f8", "f9"}
		if !slices.Equal(palace, want) {
			t.Errorf("%s: palace points %v, want %v", name, palace, want)
		}
		if n := len(root.all("palace")); n != 2 {
			t.Errorf("%s: %d palaces drawn, want 2", name, n)
		}
		river := "river"
		if name == "qiplacements" {
			river = "stream" // Nicholls calls it the Stream
		}
		if n := len(root.all(river)); n != 1 {
			t.Errorf("%s: %d %s drawn, want 1", name, n, river)
		}
		// The generals (QiPlacements' Princesses) carry their characters:
		// 帥 for the first side on e1, 將 for the second on e10.
		for _, pc := range root.all("piece") {
			sq := pc.attr["data-square"]
			if sq == "e1" && !slices.Contains(pc.texts(), "帥") || sq == "e10" && !slices.Contains(pc.texts(), "將") {
				t.Errorf("%s: the piece on %s reads %v", name, sq, pc.texts())
			}
		}
	}
	// QiPlacements' Forbidden squares (Nicholls): a5 c5 e5 g5 i5 for South,
	// a6 c6 e6 g6 i6 for North, while the Cannons are to be placed.
	p := start(t, "qiplacements", "")
	var forbidden []string
	for _, m := range variant.Snap(p).Marks {
		if m.Kind == variant.MarkForbidden {
			forbidden = append(forbidden, m.Square)
		}
	}
	sort.Strings(forbidden)
	if want := []string{"a5", "a6", "c5", "c6", "e5", "e6", "g5", "g6", "i5", "i6"}; !slices.Equal(forbidden, want) {
		t.Errorf("forbidden squares %v, want %v", forbidden, want)
	}
	root := parse(t, svg.Render(p, svg.Options{}))
	if n := len(root.all("forbidden")); n != 10 {
		t.Errorf("%d forbidden squares drawn, want 10", n)
	}
}

func TestLancers(t *testing.T) {
	p := start(t, "lancerchess", "")
	root := parse(t, svg.Render(p, svg.Options{}))
	// Nicholls: the royal Queen on d1/d8, the non-royal King on e1/e8.
	if got := royalSquares(root); !slices.Equal(got, []string{"d1", "d8"}) {
		t.Errorf("royal marks on %v, want d1 d8", got)
	}
	// The King's Lancer (orthogonal leaps) and the Queen's Lancer
	// (diagonal leaps) show their directions.
	dirs := map[string]string{}
	for _, pc := range root.all("piece") {
		pc.walk(func(m *node) {
			if m.name == "use" && strings.HasPrefix(m.attr["href"], "#g-lancer-") {
				dirs[pc.attr["data-kind"]] = strings.TrimPrefix(m.attr["href"], "#g-lancer-")
			}
		})
	}
	if dirs["king's lancer"] != "orthogonal" || dirs["queen's lancer"] != "diagonal" {
		t.Errorf("lancers drawn as %v", dirs)
	}
}

func TestRithmomachia(t *testing.T) {
	p := start(t, "rithmomachia", "")
	root := parse(t, svg.Render(p, svg.Options{}))
	shape := map[string]string{"round": "circle", "triangle": "path", "square": "rect", "pyramid": "path"}
	var pyramids []string
	for _, pc := range root.all("piece") {
		kind := pc.attr["data-kind"]
		found := false
		for _, c := range pc.children {
			found = found || c.name == shape[kind]
		}
		if !found {
			t.Errorf("%s on %s is not drawn as a %s", kind, pc.attr["data-square"], shape[kind])
		}
		if kind == "pyramid" {
			pyramids = append(pyramids, pc.texts()...)
		}
	}
	// Boissière's pyramids: Even's 91 (1 + 4 + 9 + 16 + 25 + 36) and
	// Odd's 190 (16 + 25 + 36 + 49 + 64), each drawn as one piece with its
	// total.
	sort.Strings(pyramids)
	if !slices.Equal(pyramids, []string{"190", "91"}) {
		t.Errorf("pyramids read %v, want 190 and 91", pyramids)
	}
}

func TestCubeLevels(t *testing.T) {
	p := start(t, "boolean-rithmomachia", "setup=standard")
	root := parse(t, svg.Render(p, svg.Options{}))
	checkPieces(t, p, root)
	texts := strings.Join(root.texts(), "|")
	for l := 1; l <= 4; l++ {
		if !strings.Contains(texts, "level "+strconv.Itoa(l)) {
			t.Errorf("level %d heading missing", l)
		}
	}
}

// TestCubeLevelsTwoByTwo draws the cube's levels two to a row. With
// 48-pixel cells, margins of 24 and gaps of 24 between levels (half a
// cell), level 2 stands 4*48+24 = 216 to the right of level 1 and level 3
// 4*48+72 = 264 below it (a cell and a half for the letters and the
// heading); the image is 24+192+24+192+24 = 456 wide.
func TestCubeLevelsTwoByTwo(t *testing.T) {
	p := start(t, "boolean-rithmomachia", "setup=standard")
	root := parse(t, svg.Render(p, svg.Options{Cell: 48, LevelsPerRow: 2}))
	checkPieces(t, p, root)
	if w := root.children[0].attr["width"]; w != "456" {
		t.Errorf("width %s, want 456", w)
	}
	at := map[string][2]int{}
	for _, c := range root.all("cell") {
		x, _ := strconv.Atoi(c.attr["x"])
		y, _ := strconv.Atoi(c.attr["y"])
		at[c.attr["data-square"]] = [2]int{x, y}
	}
	g := p.Board()
	a1 := func(l int) [2]int { return at[g.Name(g.CellAt(board.Coord{Layer: l}))] }
	base := a1(0)
	for l, want := range [][2]int{{0, 0}, {216, 0}, {0, 264}, {216, 264}} {
		if got := a1(l); got != [2]int{base[0] + want[0], base[1] + want[1]} {
			t.Errorf("a1 of level %d at %v, want %v from level 1's %v", l+1, got, want, base)
		}
	}
}

func TestEnochian(t *testing.T) {
	p := start(t, "enochian", "")
	root := parse(t, svg.Render(p, svg.Options{}))
	checkPieces(t, p, root)
	// The thrones (Zalewski): Yellow a8, Blue h8, Red h1, Black a1, each
	// with its King and companion stacked: two pieces on each.
	if n := len(root.all("throne")); n != 4 {
		t.Errorf("%d thrones drawn, want 4", n)
	}
	for _, sq := range []string{"a8", "h8", "h1", "a1"} {
		n := 0
		for _, pc := range root.all("piece") {
			if pc.attr["data-square"] == sq {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%d pieces drawn on the throne %s, want 2", n, sq)
		}
	}
	// Play random games until an army is frozen: its pieces, and only
	// its, are drawn greyed.
	rng := rand.New(rand.NewPCG(7, 11))
	for game := 0; game < 200; game++ {
		q := p
		for ply := 0; ply < 400 && !q.Outcome().Over(); ply++ {
			ms := q.Moves(nil)
			if len(ms) == 0 {
				break
			}
			q = q.Play(ms[rng.IntN(len(ms))])
			e := q.Typed().(enochian.Position)
			var frozen []string
			for a := range enochian.Army(4) {
				if e.Frozen(a) {
					frozen = append(frozen, a.String())
				}
			}
			if len(frozen) == 0 {
				continue
			}
			doc := parse(t, svg.Render(q, svg.Options{}))
			for _, pc := range doc.all("piece") {
				if greyed, want := pc.has("frozen"), slices.Contains(frozen, pc.attr["data-side"]); greyed != want {
					t.Fatalf("%s piece on %s: greyed %v, frozen armies %v\n%s", pc.attr["data-side"], pc.attr["data-square"], greyed, frozen, q)
				}
			}
			return
		}
	}
	t.Fatal("no random game froze an army")
}

// TestRandomPositions draws positions from random games of every game:
// the drawing stays well-formed and complete, and a highlighted last move
// marks its squares.
func TestRandomPositions(t *testing.T) {
	all := variant.All()
	rapid.Check(t, func(rt *rapid.T) {
		v := rapid.SampledFrom(all).Draw(rt, "variant")
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			rt.Fatal(err)
		}
		g := variant.NewGame(p)
		plies := rapid.IntRange(0, 60).Draw(rt, "plies")
		for range plies {
			ms := g.Position().Moves(nil)
			if len(ms) == 0 || g.Outcome().Over() {
				break
			}
			if err := g.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")]); err != nil {
				rt.Fatal(err)
			}
		}
		flip := rapid.Bool().Draw(rt, "flip")
		root := parse(rt, svg.RenderGame(g, svg.Options{Flip: flip}))
		checkPieces(rt, g.Position(), root)
		if n := g.Len(); n > 0 {
			before := g.PositionAt(n - 1)
			sq, _ := variant.SquaresOf(before, g.Moves()[n-1])
			want := 0
			for _, c := range []board.Cell{sq.From, sq.To} {
				if before.Board().Valid(c) {
					want++
				}
			}
			if sq.From == sq.To && want == 2 {
				want = 1 // a promotion in place: one square
			}
			if got := len(root.all("last-move")); got != want {
				rt.Errorf("%s: %d last-move squares, want %d (%+v)", v.Name, got, want, sq)
			}
		}
	})
}
