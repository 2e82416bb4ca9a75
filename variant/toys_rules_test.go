package variant_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Tests of the toys' own rules, so that the contract tests stand on games
// that are known to be right.

func TestTicTacToeRules(t *testing.T) {
	p := tttNew("")
	if p.String() != ".../.../... x" || p.ToMove() != tttX {
		t.Fatalf("start: %s, %v to move", p, p.ToMove())
	}
	// x: b2, c1, a3 is the diagonal c1-a3.
	q := mustPlay(t, p, "b2", "a1", "c1", "a2", "a3")
	if got, want := q.String(), "x../ox./o.x -"; got != want {
		t.Errorf("after the game: %s, want %s", got, want)
	}
	if got, want := q.Outcome(), variant.Win(variant.SidesOf(tttX), "three in a row"); got != want {
		t.Errorf("outcome %v, want %v", got, want)
	}
	if q.ToMove() != variant.NoSide {
		t.Errorf("ToMove after the game = %v, want NoSide", q.ToMove())
	}
	if p.String() != ".../.../... x" {
		t.Errorf("playing changed the start position: %s", p)
	}
	mis := mustPlay(t, tttNew("preset=misere"), "b2", "a1", "c1", "a2", "a3")
	if got := mis.Outcome(); got.Winners != variant.SidesOf(tttO) {
		t.Errorf("misère: x made three in a row, outcome %v, want o to win", got)
	}
	oFirst := tttNew("first=o")
	if oFirst.String() != ".../.../... o" || oFirst.ToMove() != tttO {
		t.Errorf("first=o: %s, %v to move", oFirst, oFirst.ToMove())
	}
	// A draw: x a1 b1 a3 c2 c3, o b2 c1 a2 b3: the board fills with no row.
	d := mustPlay(t, p, "a1", "b2", "b1", "c1", "a3", "a2", "c2", "b3", "c3")
	if got := d.Outcome(); got != variant.Draw("board full") {
		t.Errorf("%s: outcome %v, want drawn: board full", d, got)
	}
	if got := len(d.Moves(nil)); got != 0 {
		t.Errorf("full board has %d moves", got)
	}
}

func TestTicTacToeParse(t *testing.T) {
	for _, text := range []string{".../.../... x", "x../ox./o.x -", "xo./.../... x", "xox/oox/xxo -", "xo./.x./..o x"} {
		a, err := tttVariant.Parse(text, tttVariant.DefaultOptions())
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if a.String() != text {
			t.Errorf("Parse(%q).String() = %q", text, a.String())
		}
	}
	oFirst, _ := tttVariant.ParseOptions("first=o")
	if _, err := tttVariant.Parse("o../.../... x", oFirst); err != nil {
		t.Errorf("first=o, one o: %v", err)
	}
	for _, c := range []struct {
		text   string
		offset int
		reason string
	}{
		{"", 0, "rank 3 ends"},
		{"..?/.../... x", 2, "want x, o or ."},
		{"...-.../... x", 3, "want '/'"},
		{".../.../...x", 11, "want a space"},
		{".../.../... ", 12, "want the side to move"},
		{".../.../... z", 12, "not 'z'"},
		{".../.../... xx", 13, "unexpected text"},
		{"oo./.../... x", -1, "the players alternate"},
		{"xxx/oo./o.. -", -1, "x has three in a row but o moved last"},
		{"xxx/ooo/x.. -", -1, "three in a row"},
		{"x../ox./o.x x", 12, "the game is over"},
		{"x../.../... x", 12, "o is to move"},
		{"x../.../... -", 12, "o is to move"},
	} {
		_, err := tttVariant.Parse(c.text, tttVariant.DefaultOptions())
		checkParseError(t, err, variant.ErrPosition, c.text, c.offset, c.reason)
	}
}

// checkParseError checks that err is a *ParseError of the kind, input and
// offset, whose message says reason.
func checkParseError(t *testing.T, err, kind error, input string, offset int, reason string) {
	t.Helper()
	if !errors.Is(err, kind) {
		t.Errorf("%q: error %v does not match %v", input, err, kind)
		return
	}
	var pe *variant.ParseError
	if !errors.As(err, &pe) {
		t.Errorf("%q: error %v is not a *ParseError", input, err)
		return
	}
	if pe.Input != input || pe.Offset != offset || !strings.Contains(pe.Reason, reason) {
		t.Errorf("%q: got input %q offset %d reason %q; want offset %d and %q", input, pe.Input, pe.Offset, pe.Reason, offset, reason)
	}
}

func TestTicTacToeMoveText(t *testing.T) {
	p := mustPlay(t, tttNew(""), "b2")
	m, err := p.ParseMove("B3") // square names are read in either case
	if err != nil || p.MoveText(m) != "b3" {
		t.Errorf("ParseMove(B3) = %v, %v", p.MoveText(m), err)
	}
	_, err = p.ParseMove("b2")
	var ie *variant.IllegalMoveError
	if !errors.Is(err, variant.ErrIllegalMove) || !errors.As(err, &ie) || ie.Move != "b2" || ie.Reason != "b2 is taken by x" {
		t.Errorf("ParseMove(b2) on a taken square: %v", err)
	}
	for _, bad := range []string{"", "d1", "a4", "a", "a1x", "11"} {
		_, err := p.ParseMove(bad)
		checkParseError(t, err, variant.ErrMove, bad, 0, "want the square")
		if !errors.Is(err, board.ErrSquare) {
			t.Errorf("ParseMove(%q): %v does not carry the square error", bad, err)
		}
	}
	over := mustPlay(t, tttNew(""), "a1", "a2", "b1", "b2", "c1")
	if _, err := over.ParseMove("c3"); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("ParseMove after the game: %v", err)
	}
}

func TestFourStonesRules(t *testing.T) {
	p := fsNew("")
	if p.String() != "g,y/r,b r" {
		t.Fatalf("start %s", p)
	}
	// Red onto blue: blue is buried, so yellow moves next (blue skipped).
	a := mustPlay(t, p, "a1-b1")
	if a.ToMove() != fsYellow || a.String() != "g,y/.,br y" {
		t.Errorf("after a1-b1: %s, %v to move; want g,y/.,br y", a, a.ToMove())
	}
	// Yellow onto green: both cool stones are buried.
	a2 := mustPlay(t, a, "b2-a2")
	if got := a2.Outcome(); got != variant.Win(variant.SidesOf(fsRed, fsYellow), "stones buried") {
		t.Errorf("%s: outcome %v", a2, got)
	}
	if a2.String() != "gy,./.,br -" || a2.ToMove() != variant.NoSide || len(a2.Moves(nil)) != 0 || len(a2.Actions(nil)) != 0 {
		t.Errorf("finished %s: to move %v, %d moves", a2, a2.ToMove(), len(a2.Moves(nil)))
	}
	if got := fsVariant.Describe(a2.Outcome()); got != "won by red and yellow: stones buried" {
		t.Errorf("Describe = %q", got)
	}
	// Two skips in a row: red a1-a2 (on green), blue b1-b2 (on yellow):
	// yellow and green are buried, red moves again.
	b2 := mustPlay(t, p, "a1-a2", "b1-b2")
	if b2.ToMove() != fsRed || b2.String() != "gr,yb/.,. r" {
		t.Errorf("after a1-a2 b1-b2: %s, %v to move; want gr,yb/.,. r", b2, b2.ToMove())
	}
	// Stacks: Pieces lists each stack bottom first, with levels.
	s := mustPlay(t, b2, "a2-b2") // b2 [y,b,r]
	want := []variant.Piece{
		{Cell: 2, Level: 0, Side: fsGreen, Kind: "stone", Label: "G"},
		{Cell: 3, Level: 0, Side: fsYellow, Kind: "stone", Label: "Y"},
		{Cell: 3, Level: 1, Side: fsBlue, Kind: "stone", Label: "B"},
		{Cell: 3, Level: 2, Side: fsRed, Kind: "stone", Label: "R"},
	}
	if diff := cmp.Diff(want, s.Pieces(nil)); diff != "" {
		t.Errorf("%s: Pieces (-want +got):\n%s", s, diff)
	}
	if s.ToMove() != fsGreen {
		t.Errorf("%s: %v to move, want green", s, s.ToMove())
	}
	// Concession is an action: listed by Actions, not by Moves.
	if acts := p.Actions(nil); len(acts) != 1 || p.MoveText(acts[0]) != "concede" {
		t.Errorf("Actions = %v", acts)
	}
	c := mustPlay(t, s, "concede") // green concedes for cool
	if got := c.Outcome(); got != variant.Win(variant.SidesOf(fsRed, fsYellow), "concession") || c.ToMove() != variant.NoSide {
		t.Errorf("after green concedes: %v, %v to move", got, c.ToMove())
	}
	if c.String() != "g,ybr/.,. g conceded" {
		t.Errorf("conceded position text %q", c.String())
	}
	// Controllers.
	partners := fsNew("partners")
	for x, want := range []int{0, 1, 0, 1} {
		if got := partners.Controller(variant.Side(x)); got != want {
			t.Errorf("partners: Controller(%d) = %d, want %d", x, got, want)
		}
		if got := p.Controller(variant.Side(x)); got != x {
			t.Errorf("Controller(%d) = %d, want %d", x, got, x)
		}
	}
}

func TestFourStonesParse(t *testing.T) {
	three, _ := fsVariant.ParseOptions("size=3")
	for _, c := range []struct {
		text string
		opts variant.Options
	}{
		{"g,y/r,b r", fsVariant.DefaultOptions()},
		{"gy,./.,br -", fsVariant.DefaultOptions()},
		{"g,ybr/.,. g conceded", fsVariant.DefaultOptions()},
		{"gr,yb/.,. r", fsVariant.DefaultOptions()},
		{"g,.,y/.,.,./r,.,b r", three},
		{".,.,./.,rby,./g,.,. g", three},
	} {
		a, err := fsVariant.Parse(c.text, c.opts)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		if a.String() != c.text {
			t.Errorf("Parse(%q).String() = %q", c.text, a.String())
		}
	}
	for _, c := range []struct {
		text   string
		offset int
		reason string
	}{
		{"", 0, "want a stack"},
		{"g;y/r,b r", 1, "want ','"},
		{"g,y,/r,b r", 3, "want '/'"},
		{"g,y/r,x r", 6, "want a stack"},
		{"g,y/r,bg r", 7, "a second green stone"},
		{"g,y/r,. r", -1, "the blue stone is missing"},
		{"g,y/r,b", 7, "want a space"},
		{"g,y/r,b ", 8, "want the side to move"},
		{"g,y/r,b x", 8, "not 'x'"},
		{"g,y/r,b rr", 9, "unexpected text"},
		{"g,y/r,b r conceded!", 9, "unexpected text"},
		{"g,y/r,b -", 8, "not over"},
		{"g,y/r,b - conceded", 8, "name the side"},
		{"gy,./.,br r", 10, "the game is over"},
		{"g,y/.,br b", 9, "blue cannot be to move"},
	} {
		_, err := fsVariant.Parse(c.text, fsVariant.DefaultOptions())
		checkParseError(t, err, variant.ErrPosition, c.text, c.offset, c.reason)
	}
}

func TestFourStonesMoveText(t *testing.T) {
	p := fsNew("size=3")
	for _, c := range []struct {
		text   string
		kind   error
		offset int
		reason string
	}{
		{"", variant.ErrMove, 0, "want a step"},
		{"a1", variant.ErrMove, 2, "want '-'"},
		{"a1b1", variant.ErrMove, 2, "want '-'"},
		{"a1-", variant.ErrMove, 3, "want the square"},
		{"a1-d1", variant.ErrMove, 3, "want the square"},
		{"z1-a1", variant.ErrMove, 0, "want a step"},
	} {
		_, err := p.ParseMove(c.text)
		checkParseError(t, err, c.kind, c.text, c.offset, c.reason)
	}
	for _, c := range []struct{ text, reason string }{
		{"c1-c2", "the red stone is on a1"},
		{"a1-b2", "b2 is not next to a1"},
		{"a1-a1", "a1 is not next to a1"},
	} {
		_, err := p.ParseMove(c.text)
		var ie *variant.IllegalMoveError
		if !errors.As(err, &ie) || ie.Move != c.text || ie.Reason != c.reason {
			t.Errorf("ParseMove(%q) = %v, want illegal: %s", c.text, err, c.reason)
		}
	}
	if m, err := p.ParseMove("Concede"); err != nil || p.MoveText(m) != "concede" {
		t.Errorf("ParseMove(Concede) = %v, %v", m, err)
	}
	if m, err := p.ParseMove("A1-B1"); err != nil || p.MoveText(m) != "a1-b1" {
		t.Errorf("ParseMove(A1-B1) = %v, %v", m, err)
	}
}
