package variant_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

func TestOutcome(t *testing.T) {
	won := variant.Win(variant.SidesOf(fsRed, fsYellow), "stones buried")
	drawn := variant.Draw("board full")
	var ongoing variant.Outcome
	if ongoing.Over() || !won.Over() || !drawn.Over() {
		t.Error("Over")
	}
	for _, c := range []struct {
		o      variant.Outcome
		scores [4]float64
		result string
		text   string
	}{
		{ongoing, [4]float64{}, "*", "ongoing"},
		{won, [4]float64{1, 0, 1, 0}, "1-0-1-0", "won by side 0 and side 2: stones buried"},
		{drawn, [4]float64{.5, .5, .5, .5}, "1/2-1/2-1/2-1/2", "drawn: board full"},
		{variant.Draw(""), [4]float64{.5, .5, .5, .5}, "1/2-1/2-1/2-1/2", "drawn"},
		{variant.Win(variant.SidesOf(3), ""), [4]float64{0, 0, 0, 1}, "0-0-0-1", "won by side 3"},
	} {
		for x, want := range c.scores {
			if got := c.o.Score(variant.Side(x)); got != want {
				t.Errorf("%v.Score(%d) = %v, want %v", c.o, x, got, want)
			}
		}
		if got := c.o.Result(4); got != c.result {
			t.Errorf("%v.Result(4) = %q, want %q", c.o, got, c.result)
		}
		if got := c.o.String(); got != c.text {
			t.Errorf("String() = %q, want %q", got, c.text)
		}
	}
	if got := variant.Win(variant.SidesOf(1), "").Result(2); got != "0-1" {
		t.Errorf("two sides: %q", got)
	}
	if got := variant.Status(7).String(); got != "Status(7)" {
		t.Errorf("Status(7) = %q", got)
	}
	if got := fsVariant.Describe(drawn); got != "drawn: board full" {
		t.Errorf("Describe(draw) = %q", got)
	}
	if got := tttVariant.Describe(variant.Win(variant.SidesOf(tttO), "")); got != "won by o" {
		t.Errorf("Describe = %q", got)
	}
}

func TestOutcomeJSON(t *testing.T) {
	for _, c := range []struct {
		o    variant.Outcome
		json string
	}{
		{variant.Outcome{}, `{"status":"ongoing"}`},
		{variant.Win(variant.SidesOf(0, 2), "checkmate"), `{"status":"won","winners":[0,2],"reason":"checkmate"}`},
		{variant.Win(variant.SidesOf(7), ""), `{"status":"won","winners":[7]}`},
		{variant.Draw("stalemate"), `{"status":"drawn","reason":"stalemate"}`},
	} {
		b, err := json.Marshal(c.o)
		if err != nil || string(b) != c.json {
			t.Errorf("Marshal(%v) = %s, %v; want %s", c.o, b, err, c.json)
		}
		var back variant.Outcome
		if err := json.Unmarshal(b, &back); err != nil || back != c.o {
			t.Errorf("Unmarshal(%s) = %v, %v", b, back, err)
		}
	}
	for _, bad := range []string{`{"status":"lost"}`, `{"status":"won","winners":[8]}`, `{"status":"won","winners":[-1]}`, `{"status":1}`, `[`} {
		var o variant.Outcome
		if err := json.Unmarshal([]byte(bad), &o); err == nil {
			t.Errorf("Unmarshal(%s) accepted: %v", bad, o)
		}
	}
}

func TestSnap(t *testing.T) {
	// Four Stones after red a1-a2 and blue b1-b2: stacks on a2 and b2,
	// red to move (yellow and green are buried). The concession is red's,
	// the side to move (Four Stones has no other side for an action), and
	// says nothing more than its text.
	p := variant.Dynamic(mustPlay(t, fsNew(""), "a1-a2", "b1-b2"))
	b, err := json.Marshal(variant.Snap(p))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"variant":"fourstones","position":"gr,yb/.,. r","toMove":"red",` +
		`"outcome":{"status":"ongoing","text":"ongoing"},"result":"*","board":{"files":2,"ranks":2,"layers":1},` +
		`"pieces":[` +
		`{"side":3,"kind":"stone","label":"G","square":"a2","owner":"green"},` +
		`{"level":1,"side":0,"kind":"stone","label":"R","square":"a2","owner":"red"},` +
		`{"side":2,"kind":"stone","label":"Y","square":"b2","owner":"yellow"},` +
		`{"level":1,"side":1,"kind":"stone","label":"B","square":"b2","owner":"blue"}],` +
		`"moves":["a2-a1","a2-b2"],"actions":["concede"],"legal":[{"text":"a2-a1"},{"text":"a2-b2"},{"text":"concede","action":true,"side":"red"}],"sides":[{"name":"red","toMove":true},{"name":"blue","toMove":false},{"name":"yellow","toMove":false},{"name":"green","toMove":false}]}`
	if string(b) != want {
		t.Errorf("Snap JSON:\n%s\nwant:\n%s", b, want)
	}
	var back variant.Snapshot
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Position != "gr,yb/.,. r" || back.Pieces[1].Level != 1 || back.Pieces[1].Owner != "red" || back.Outcome.Over() {
		t.Errorf("Snapshot read back: %+v", back)
	}
	// A finished game with options: no side to move, no moves, the result.
	q, err := variant.NewPosition("ttt", "first=o", "o../ox./o.x -")
	if err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(variant.Snap(q))
	want = `{"variant":"tictactoe","options":"first=o","position":"o../ox./o.x -",` +
		`"outcome":{"status":"won","winners":["o"],"reason":"three in a row","text":"won by o: three in a row"},"result":"0-1",` +
		`"board":{"files":3,"ranks":3,"layers":1},"pieces":[` +
		`{"side":1,"kind":"nought","label":"O","square":"a1","owner":"o"},` +
		`{"side":0,"kind":"cross","label":"X","square":"c1","owner":"x"},` +
		`{"side":1,"kind":"nought","label":"O","square":"a2","owner":"o"},` +
		`{"side":0,"kind":"cross","label":"X","square":"b2","owner":"x"},` +
		`{"side":1,"kind":"nought","label":"O","square":"a3","owner":"o"}],"moves":[],"legal":[],"sides":[{"name":"x","toMove":false},{"name":"o","toMove":false}]}`
	if string(b) != want {
		t.Errorf("Snap JSON:\n%s\nwant:\n%s", b, want)
	}
	// Pieces off the board and without an owner.
	s := variant.Snap(offBoard{variant.Dynamic(tttNew(""))})
	if len(s.Pieces) != 1 || s.Pieces[0].Square != "" || s.Pieces[0].Owner != "" {
		t.Errorf("off-board piece: %+v", s.Pieces)
	}
}

// offBoard is a position with one neutral piece in hand, as a game with
// prisoners or pieces in hand reports them.
type offBoard struct{ variant.AnyPosition }

func (offBoard) Pieces(dst []variant.Piece) []variant.Piece {
	return append(dst, variant.Piece{Cell: board.NoCell, Side: variant.NoSide, Kind: "stone", Label: "S"})
}

func TestSides(t *testing.T) {
	s := variant.SidesOf(3, 1, 3, variant.NoSide, 8)
	if s.Count() != 2 || !s.Has(1) || !s.Has(3) || s.Has(0) || s.Has(variant.NoSide) || s.Has(8) {
		t.Errorf("SidesOf: %08b", s)
	}
	if got := s.Sides(); len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("Sides() = %v", got)
	}
	if variant.SideSet(0).Sides() != nil {
		t.Error("empty set has sides")
	}
	if got := fsVariant.Team(fsYellow); got != variant.SidesOf(fsRed, fsYellow) {
		t.Errorf("Team(yellow) = %v", got.Sides())
	}
	if got := fsVariant.Team(9); got != 0 {
		t.Errorf("Team(9) = %v", got)
	}
	if got := tttVariant.Team(tttO); got != variant.SidesOf(tttO) {
		t.Errorf("no teams: Team(o) = %v", got.Sides())
	}
	if fsVariant.SideName(fsGreen) != "green" || fsVariant.SideName(6) != "side 6" {
		t.Error("SideName")
	}
	for in, want := range map[string]variant.Side{"YELLOW": fsYellow, "2": fsYellow, "green": fsGreen, "0": fsRed} {
		if got, err := fsVariant.ParseSide(in); err != nil || got != want {
			t.Errorf("ParseSide(%q) = %v, %v", in, got, err)
		}
	}
	if _, err := fsVariant.ParseSide("purple"); err == nil || !strings.Contains(err.Error(), `"purple" is not a side of fourstones`) {
		t.Errorf("ParseSide(purple): %v", err)
	}
}

func TestErrors(t *testing.T) {
	sq := &board.SquareError{Text: "z9", Reason: "off"}
	pe := &variant.ParseError{Kind: variant.ErrMove, Input: "z9-a1", Offset: 0, Reason: "bad square", Cause: sq}
	if !errors.Is(pe, variant.ErrMove) || !errors.Is(pe, board.ErrSquare) || errors.Is(pe, variant.ErrPosition) {
		t.Error("ParseError does not match its kind and cause")
	}
	if got := pe.Error(); got != `bad move "z9-a1" at offset 0: bad square` {
		t.Errorf("Error() = %q", got)
	}
	long := strings.Repeat("x", 100)
	if got := variant.PositionError(long, -1, "too long").Error(); got != `bad position "`+strings.Repeat("x", variant.MaxExcerpt)+`...": too long` {
		t.Errorf("long input: %q", got)
	}
	if got := (&variant.ParseError{Input: "?", Offset: -1, Reason: "r"}).Error(); got != `input "?": r` {
		t.Errorf("kindless: %q", got)
	}
	if len((&variant.ParseError{}).Unwrap()) != 0 {
		t.Error("empty ParseError unwraps to something")
	}
	me := variant.MoveError("e9", 1, "rank 9")
	if !errors.Is(me, variant.ErrMove) {
		t.Error("MoveError")
	}
	il := variant.Illegal("e4", "blocked")
	if !errors.Is(il, variant.ErrIllegalMove) || il.Error() != `illegal move "e4": blocked` {
		t.Errorf("Illegal: %v", il)
	}
}

func TestDiagram(t *testing.T) {
	// Stacks show bottom first, joined by "/"; labels are right-aligned
	// to the widest (3 here); rank numbers on the left, files below.
	p := mustPlay(t, fsNew(""), "a1-a2", "b1-b2")
	want := "2 G/R Y/B\n" +
		"1   .   .\n" +
		"    a   b\n"
	if got := variant.Diagram(p); got != want {
		t.Errorf("Diagram:\n%s\nwant:\n%s", got, want)
	}
	q := mustPlay(t, tttNew(""), "b2", "a1")
	want = "3 . . .\n" +
		"2 . X .\n" +
		"1 O . .\n" +
		"  a b c\n"
	if got := variant.Diagram(q); got != want {
		t.Errorf("Diagram:\n%s\nwant:\n%s", got, want)
	}
	// Pieces off the board are listed below, by owner.
	if got := variant.Diagram[variant.AnyPosition, variant.Move](offBoard{variant.Dynamic(tttNew(""))}); !strings.HasSuffix(got, "off the board: neutral S\n") {
		t.Errorf("Diagram with a piece in hand:\n%s", got)
	}
}

func TestOutcomeSign(t *testing.T) {
	won := variant.Win(variant.SidesOf(0, 2), "kings captured")
	for x, want := range []int{1, -1, 1, -1} {
		if got := won.Sign(variant.Side(x)); got != want {
			t.Errorf("side %d of a game won by {0 2}: sign %d, want %d", x, got, want)
		}
	}
	if variant.Draw("stalemate").Sign(0) != 0 || (variant.Outcome{}).Sign(1) != 0 {
		t.Error("a draw or a game that goes on has sign 0")
	}
}

// Issue 12 item 8: an outcome read from JSON must be consistent.
func TestOutcomeJSONRejectsInconsistent(t *testing.T) {
	for _, bad := range []string{
		`{"status":"won"}`,                          // won by nobody
		`{"status":"won","winners":[]}`,             // the same
		`{"status":"drawn","winners":[1]}`,          // a draw with a winner
		`{"status":"ongoing","winners":[0]}`,        // a game going on with a winner
		`{"status":"ongoing","reason":"checkmate"}`, // a game going on, ended by checkmate
		`{"status":"won","winners":[1,1]}`,          // a winner twice
		`{"status":"won","winners":[0],"x":1}`,      // an unknown field
	} {
		var o variant.Outcome
		err := json.Unmarshal([]byte(bad), &o)
		if err == nil {
			t.Errorf("Unmarshal(%s) accepted: %+v", bad, o)
			continue
		}
		if !errors.Is(err, variant.ErrRecord) {
			t.Errorf("Unmarshal(%s): %v does not match ErrRecord", bad, err)
		}
	}
	for _, o := range []variant.Outcome{{Status: variant.Won}, {Status: variant.Drawn, Winners: 1}, {Reason: "x"}, {Status: 9}} {
		if o.Valid() == nil {
			t.Errorf("%+v is valid", o)
		}
	}
	g := variant.NewGame(tttNew(""))
	if err := g.Declare(variant.Outcome{Status: variant.Won}); err == nil || g.Outcome().Over() {
		t.Errorf("Declare(won by nobody) = %v", err)
	}
}

// Issue 12 item 6: what people and programs read names the sides.
func TestNamedOutcome(t *testing.T) {
	n := fsVariant.Named(variant.Win(variant.SidesOf(fsRed, fsYellow), "stones buried"))
	b, err := json.Marshal(n)
	want := `{"status":"won","winners":["red","yellow"],"reason":"stones buried","text":"won by red and yellow: stones buried"}`
	if err != nil || string(b) != want {
		t.Errorf("Marshal = %s, %v; want %s", b, err, want)
	}
	var back variant.NamedOutcome
	if err := json.Unmarshal(b, &back); err != nil || !back.Over() || back.Winners[1] != "yellow" {
		t.Errorf("Unmarshal = %+v, %v", back, err)
	}
	for _, bad := range []string{`{"status":"won"}`, `{"status":"drawn","winners":["red"]}`, `{"status":"lost"}`, `[`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("NamedOutcome Unmarshal(%s) accepted", bad)
		}
	}
}

// Error messages quote a short escaped excerpt, whatever the input.
func TestExcerpt(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", `""`},
		{"e2e4", `"e2e4"`},
		{"a\x00b\nc", `"a\x00b\nc"`},
		{"\xff", `"\xff"`},
		{strings.Repeat("ab", 60), `"` + strings.Repeat("ab", variant.MaxExcerpt/2) + `..."`},
		// MaxExcerpt-1 bytes then a 2-byte character: cut before it, not
		// inside.
		{strings.Repeat("a", variant.MaxExcerpt-1) + "é" + strings.Repeat("b", 10), `"` + strings.Repeat("a", variant.MaxExcerpt-1) + `..."`},
	} {
		if got := variant.Excerpt(c.in); got != c.want {
			t.Errorf("Excerpt(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	in := strings.Repeat("x", 100) + "\x01BAD" + strings.Repeat("y", 100)
	// From MaxExcerpt/4 bytes before the offset, MaxExcerpt bytes quoted
	// (the control byte is 4 of them).
	before := variant.MaxExcerpt / 4
	if got, want := variant.ExcerptAt(in, 100), `"...`+strings.Repeat("x", before)+`\x01BAD`+strings.Repeat("y", variant.MaxExcerpt-before-7)+`..."`; got != want {
		t.Errorf("ExcerptAt = %s, want %s", got, want)
	}
	huge := strings.Repeat("z", 1<<20)
	for _, err := range []error{
		variant.PositionError(huge, -1, "bad"),
		variant.PositionError(huge, 1<<19, "bad"),
		variant.Illegal(huge, "bad"),
		&variant.OptionError{Key: huge, Value: huge, Reason: "bad"},
	} {
		if n := len(err.Error()); n > 2*variant.MaxExcerpt+40 {
			t.Errorf("error of a 1 MB input is %d bytes long", n)
		}
	}
}
