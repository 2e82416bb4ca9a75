package boolean

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

const emptyLevel = "..../..../..../...."

// Position text errors name the problem and where it is.
func TestParseErrors(t *testing.T) {
	e := emptyLevel
	std := "S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|" + e + "|" + e + "|s7c1c2s11/t3t5p0t6/t9p15t10t12/s13c4c8s14"
	for _, tc := range []struct {
		text   string
		offset int
		reason string
	}{
		{"", -1, "empty position text"},
		{std, -1, "want 2 to 4 fields"},
		{std + " w - 0 x", -1, "want 2 to 4 fields"},
		{std + " x", len(std) + 1, "the side to move is w or b"},
		{e + "|" + e + "|" + e + " w", 3*19 + 2, "want '|' before level 4"},
		{e + "|" + e + "|" + e + "|" + e + "|" + e + " w", 4*20 - 1, "unexpected \"|..../..../..../....\" after level 4"},
		{"..../..../..../...|" + e + "|" + e + "|" + e + " w", 18, "rank 1 of level 1 has 3 cells"},
		{"...../..../..../....|" + e + "|" + e + "|" + e + " w", 4, "rank 4 of level 1 has more than 4 cells"},
		{"..../..../....|" + e + "|" + e + "|" + e + " w", 14, "want '/' before rank 1 of level 1"},
		{"T4.../..../..../....|" + e + "|" + e + "|" + e + " w", 0, "4 (0100) is a circle, not a triangle"},
		{"C16.../..../..../....|" + e + "|" + e + "|" + e + " w", 0, "value 16 is not a 4-bit value"},
		{"C123./..../..../....|" + e + "|" + e + "|" + e + " w", 0, "value 123 is too long"},
		{"X1.../..../..../....|" + e + "|" + e + "|" + e + " w", 0, "'X' is not a piece"},
		{"C.../..../..../....|" + e + "|" + e + "|" + e + " w", 0, "the value of the circle after 'C' is missing"},
		{"P0P0../..../..../....|" + e + "|" + e + "|" + e + " w", 2, "a second white pyramid 0"},
		{"C1c1C1./..../..../....|" + e + "|" + e + "|" + e + " w", 4, "a third disc of value 1"},
		{std + " w - -1", len(std) + 5, "the count of turns without a capture"},
		{std + " w - 70000", len(std) + 5, "the count of turns without a capture"},
		{std + " w C1C1", len(std) + 5, "white's hand holds 1 twice"},
		// The placement phase: all values on the cube or in hand, on the
		// owner's plane and pattern, alternating turns.
		{e + "|" + e + "|" + e + "|" + e + " w C1", -1, "white has no 0 on the cube or in hand"},
		{std + " w C1", len(std) + 3, "a third disc of value 1"},
	} {
		_, err := Parse(tc.text, Variant.DefaultOptions())
		var pe *variant.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, variant.ErrPosition) {
			t.Errorf("%q: %v, want a ParseError", tc.text, err)
			continue
		}
		if pe.Offset != tc.offset || !strings.Contains(pe.Reason, tc.reason) {
			t.Errorf("%q: offset %d %q, want %d %q", tc.text, pe.Offset, pe.Reason, tc.offset, tc.reason)
		}
	}
	// Placement-phase checks on a real placement position.
	start := mustNew(t, "")
	after := play(t, start, "C1@b11")
	for _, tc := range []struct {
		text, reason string
	}{
		// White's C1 on a11, a square cell.
		{strings.Replace(after.String(), "./..../..../.C1..", "./..../..../C1...", 1), "a11 is a square cell of the pattern, not a circle one"},
		// Black to move after one white placement; "w" is wrong.
		{strings.Replace(after.String(), " b ", " w ", 1), "it is black's turn to place"},
		// White's 1 on b11 and in hand (Black has no 1: two discs of 1).
		{strings.Replace(strings.Replace(after.String(), " P0C2", " P0C1C2", 1), "p0c1c2", "p0c2", 1), "white's 1 is both on the cube and in hand"},
		// A quiet count in the placement phase.
		{strings.TrimSuffix(after.String(), "0") + "3", "no turn without a capture"},
	} {
		_, err := Parse(tc.text, Variant.DefaultOptions())
		if err == nil || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.reason)
		}
	}
	// White having placed twice and Black not at all.
	two := play(t, play(t, start, "C1@b11"), "C1@b14")
	bad := strings.Replace(two.String(), "..../..../.c1..", "..../..../....", 1)
	bad = strings.Replace(bad, "p0c2", "p0c1c2", 1)
	if _, err := Parse(bad, Variant.DefaultOptions()); err == nil || !strings.Contains(err.Error(), "it is black's turn") {
		t.Errorf("%q: %v", bad, err)
	}
	// A piece on the wrong level during placement.
	up := strings.Replace(after.String(), ".C1..|....", "....|.C1..", 1)
	if _, err := Parse(up, Variant.DefaultOptions()); err == nil || !strings.Contains(err.Error(), "white's pieces stand on level 1") {
		t.Errorf("%q: %v", up, err)
	}
	// Option errors match ErrOption.
	if _, err := Variant.ParseOptions("equations=not-xyz"); !errors.Is(err, variant.ErrOption) || !strings.Contains(err.Error(), `unknown equation "xyz"`) {
		t.Errorf("equations=not-xyz: %v", err)
	}
}

// The hands and the count may be left out; the text written has them.
func TestParseShortForms(t *testing.T) {
	p, err := Parse("P0.../..../..../....|"+emptyLevel+"|"+emptyLevel+"|p15.../..../..../.... b", studyOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	if want := "P0.../..../..../....|" + emptyLevel + "|" + emptyLevel + "|p15.../..../..../.... b - 0"; p.String() != want {
		t.Errorf("%q, want %q", p, want)
	}
	if v, o, ok := p.At(cell(t, "a44")); !ok || v != 15 || o != 1 {
		t.Errorf("a44: %d %v %v", v, o, ok)
	}
}

// Move text errors.
func TestParseMoveErrors(t *testing.T) {
	p := mustNew(t, "setup=standard")
	for _, tc := range []struct {
		text   string
		kind   error
		reason string
	}{
		{"", variant.ErrMove, "empty move"},
		{"a11", variant.ErrMove, "want '-'"},
		{"a11-", variant.ErrMove, "the cell moved to is missing"},
		{"e11-a12", variant.ErrMove, "file e is off"},
		{"a1-a2", variant.ErrMove, "a rank and a level digit"},
		{"a11-a12>", variant.ErrMove, "the pushed piece's cell is missing"},
		{"a11-a12y", variant.ErrMove, "captures are listed as xc33"},
		{"a41-a42xa43xa43", variant.ErrMove, "a43 is listed twice"},
		{"T7@a11", variant.ErrMove, "7 (0111) is a square, not a triangle"},
		{"16@a11", variant.ErrMove, "value 16"},
		{"S7@", variant.ErrMove, "the cell to place on is missing"},
		{"S7@a11xa12", variant.ErrMove, "a placement captures nothing"},
		{"S7@a11", variant.ErrIllegalMove, "the placement phase is over"},
		{"a44-a43", variant.ErrIllegalMove, "no piece of white's on a44"},
		{"a12-a13", variant.ErrIllegalMove, "no piece of white's on a12"},
		{"a41-a42xa43", variant.ErrIllegalMove, "the move captures {}, not {a43}"},
		{"a41-a31", variant.ErrIllegalMove, "a31 is occupied: only a pyramid may land on a piece"},
	} {
		_, err := p.ParseMove(tc.text)
		if !errors.Is(err, tc.kind) || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%q: %v, want %v: %s", tc.text, err, tc.kind, tc.reason)
		}
		var se *board.SquareError
		if strings.Contains(tc.reason, "file e") && !errors.As(err, &se) {
			t.Errorf("%q: the square error is not wrapped: %v", tc.text, err)
		}
	}
	// A finished game takes no move.
	won := play(t, build(t, "", "w", "a11=P0", "a31=p15", "d11=P15"), "a11-a21xa31")
	if _, err := won.ParseMove("d11-d21"); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("after the end: %v", err)
	}
	// The list of captures may be left out, and given in any order.
	a := build(t, "", "w", "b21=C4", "c33=T12", "d41=P15", "a44=p0", "c22=c4", "b32=t12", "b23=c8")
	m1, err1 := a.ParseMove("b21-b22")
	m2, err2 := a.ParseMove("b21-b22xb23xc22xb32")
	if err1 != nil || err2 != nil || m1 != m2 || a.MoveText(m1) != "b21-b22xc22xb32xb23" {
		t.Errorf("capture lists: %v %v %v %v %q", m1, m2, err1, err2, a.MoveText(m1))
	}
}

// Options: the equations' syntax, and every option with its default.
func TestOptions(t *testing.T) {
	for _, tc := range []struct {
		text string
		want uint8
	}{
		{"not-and-or-xor-nand-nor", AllEquations},
		{"all", AllEquations},
		{"NOT-NAND", EqNOT | EqNAND},
		{"or+xor+nor", EqOR | EqXOR | EqNOR},
	} {
		got, err := ParseEquations(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseEquations(%q) = %b, %v; want %b", tc.text, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "-", "not-not", "nor-xyz"} {
		if _, err := ParseEquations(bad); !errors.Is(err, variant.ErrOption) {
			t.Errorf("ParseEquations(%q): %v", bad, err)
		}
	}
	defaults := map[string]string{
		OptSetup: "placement", OptFirstMover: "white", OptPyramidPush: "true", OptPushIntoOrigin: "true",
		OptChainCaptures: "false", OptEquations: "not-and-or-xor-nand-nor", OptNoCaptureLimit: "0", OptStudy: "false",
	}
	o := Variant.DefaultOptions()
	if len(o.Settings()) != len(defaults) {
		t.Errorf("%d options, want %d", len(o.Settings()), len(defaults))
	}
	for k, v := range defaults {
		if o.Get(k) != v {
			t.Errorf("option %s defaults to %q, want %q", k, o.Get(k), v)
		}
	}
	p := mustNew(t, "equations=NOT-NAND")
	if p.Equations() != EqNOT|EqNAND {
		t.Errorf("equations %b", p.Equations())
	}
	// Registration: the name, the aliases, the sides.
	for _, name := range []string{"boolean-rithmomachia", "boolean", "Boolean"} {
		if v, err := variant.Lookup(name); err != nil || v != &Variant {
			t.Errorf("Lookup(%q): %v", name, err)
		}
	}
	if Variant.SideName(0) != "white" || Variant.SideName(1) != "black" {
		t.Errorf("sides %v", Variant.Sides)
	}
	// The zero Position has the default options.
	var z Position
	if !z.Options().Equal(Variant.DefaultOptions()) {
		t.Errorf("zero position options %v", z.Options())
	}
}

// The Pieces view: Value is the number, Kind the shape, Label the token;
// pieces in hand are off the board.
func TestPiecesView(t *testing.T) {
	p := mustNew(t, "setup=standard")
	ps := p.Pieces(nil)
	if len(ps) != 32 {
		t.Fatalf("%d pieces", len(ps))
	}
	for _, pc := range ps {
		if pc.Kind != ShapeOf(pc.Value).String() {
			t.Errorf("%+v: kind", pc)
		}
		v, o, _ := p.At(pc.Cell)
		if v != pc.Value || o != pc.Side {
			t.Errorf("%+v: At says %d %v", pc, v, o)
		}
	}
	if pc := ps[0]; Board.Name(pc.Cell) != "a11" || pc.Label != "S13" || pc.Value != 13 || pc.Kind != "square" {
		t.Errorf("first piece %+v", pc)
	}
	hand := mustNew(t, "").Pieces(nil)
	if len(hand) != 32 || hand[0].Cell != board.NoCell || hand[0].Label != "P0" || hand[31].Label != "p15" {
		t.Errorf("pieces in hand: %+v ... %+v", hand[0], hand[len(hand)-1])
	}
	d := variant.Diagram(p)
	if !strings.Contains(d, "1 S13  C4  C8 S14") {
		t.Errorf("diagram:\n%s", d)
	}
}
