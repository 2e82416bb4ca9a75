package variant_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ludus-chess/ludus/variant"
)

func TestGamePlayUndo(t *testing.T) {
	start := tttNew("")
	g := variant.NewGame(start)
	if g.Len() != 0 || g.Start() != start || g.Position() != start || g.Repetitions() != 1 {
		t.Fatalf("new game: len %d, repetitions %d", g.Len(), g.Repetitions())
	}
	if err := g.PlayText("b2"); err != nil {
		t.Fatal(err)
	}
	a1, _ := g.Position().ParseMove("a1")
	if err := g.Play(a1); err != nil {
		t.Fatal(err)
	}
	if g.Len() != 2 || !slices.Equal(g.MoveTexts(), []string{"b2", "a1"}) || g.Moves()[1] != a1 {
		t.Errorf("after b2 a1: len %d, moves %v", g.Len(), g.MoveTexts())
	}
	if got := g.PositionAt(1).String(); got != ".../.x./... o" {
		t.Errorf("PositionAt(1) = %s", got)
	}
	if got := g.Position().String(); got != ".../.x./o.. x" {
		t.Errorf("Position = %s", got)
	}
	// The slices returned are copies.
	g.Moves()[0] = 0
	g.MoveTexts()[0] = "zz"
	if g.MoveTexts()[0] != "b2" || g.Moves()[0] == 0 {
		t.Error("Moves or MoveTexts share the game's slices")
	}
	// Illegal and unreadable moves leave the game as it was.
	if err := g.Play(a1); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("Play(a1) again: %v, want ErrIllegalMove", err)
	}
	if err := g.Play(0); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("Play(0): %v, want ErrIllegalMove", err)
	}
	if err := g.PlayText("a1"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("PlayText(a1) again: %v, want ErrIllegalMove", err)
	}
	if err := g.PlayText("j7"); !errors.Is(err, variant.ErrMove) {
		t.Errorf("PlayText(j7): %v, want ErrMove", err)
	}
	if g.Len() != 2 {
		t.Errorf("failed moves changed the game: len %d", g.Len())
	}
	// Hashes holds the hashes of the positions before the current one, and
	// follows an undo.
	if got, want := g.Hashes(nil), []uint64{start.Hash(), g.PositionAt(1).Hash()}; !slices.Equal(got, want) {
		t.Errorf("Hashes = %v, want %v", got, want)
	}
	if err := g.Undo(); err != nil || !slices.Equal(g.Hashes(nil), []uint64{start.Hash()}) {
		t.Errorf("after Undo: %v, Hashes = %v", err, g.Hashes(nil))
	}
	if err := g.Play(a1); err != nil {
		t.Fatal(err)
	}
	// Undo back to the start, and once more.
	for _, want := range []string{".../.x./... o", ".../.../... x"} {
		if err := g.Undo(); err != nil || g.Position().String() != want {
			t.Errorf("Undo: %v, position %s, want %s", err, g.Position(), want)
		}
	}
	if err := g.Undo(); !errors.Is(err, variant.ErrNoUndo) || g.Len() != 0 {
		t.Errorf("Undo at the start: %v, want ErrNoUndo", err)
	}
}

func TestGameOver(t *testing.T) {
	g := variant.NewGame(tttNew(""))
	for _, m := range []string{"b2", "a1", "c1", "a2", "a3"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	want := variant.Win(variant.SidesOf(tttX), "three in a row")
	if got := g.Outcome(); got != want {
		t.Fatalf("outcome %v, want %v", got, want)
	}
	c3, _ := g.PositionAt(4).ParseMove("c3")
	if err := g.Play(c3); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("Play after the game: %v, want ErrGameOver", err)
	}
	if err := g.PlayText("c3"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("PlayText after the game: %v, want ErrGameOver", err)
	}
	if err := g.Declare(variant.Draw("agreement")); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("Declare after the game: %v, want ErrGameOver", err)
	}
	if _, err := g.Claim(); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("Claim after the game: %v, want ErrGameOver", err)
	}
	if err := g.Resign(tttO); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("Resign after the game: %v, want ErrGameOver", err)
	}
	// Taking back the winning move reopens the game.
	if err := g.Undo(); err != nil || g.Outcome().Over() || g.Position().ToMove() != tttX {
		t.Errorf("Undo of the winning move: %v, outcome %v", err, g.Outcome())
	}
	if _, err := variant.PlayChecked(g.PositionAt(5-1).Play(c3).Play(0x8000|6), c3); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("PlayChecked in a finished position: %v, want ErrGameOver", err)
	}
}

func TestGameDeclareResign(t *testing.T) {
	g := variant.NewGame(tttNew(""))
	if err := g.Declare(variant.Outcome{}); err == nil {
		t.Error("Declare(ongoing) accepted")
	}
	if err := g.PlayText("b2"); err != nil {
		t.Fatal(err)
	}
	if err := g.Declare(variant.Draw("agreement")); err != nil {
		t.Fatal(err)
	}
	if g.Outcome() != variant.Draw("agreement") {
		t.Errorf("outcome %v after an agreed draw", g.Outcome())
	}
	if err := g.PlayText("a1"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("PlayText after a declared result: %v", err)
	}
	// Undo takes back the declaration first, then the move.
	if err := g.Undo(); err != nil || g.Outcome().Over() || g.Len() != 1 {
		t.Errorf("Undo of the declaration: %v, %v, len %d", err, g.Outcome(), g.Len())
	}
	if err := g.Resign(tttO); err != nil || g.Outcome() != variant.Win(variant.SidesOf(tttX), "resignation") {
		t.Errorf("o resigns: %v, %v", err, g.Outcome())
	}
	g.Undo()
	if err := g.Resign(2); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("Resign(2) in a two-side game: %v", err)
	}
	// Four sides in teams: a side's resignation loses for its team.
	q := variant.NewGame(fsNew(""))
	if err := q.Resign(fsYellow); err != nil || q.Outcome() != variant.Win(variant.SidesOf(fsBlue, fsGreen), "resignation") {
		t.Errorf("yellow resigns: %v, %v", err, q.Outcome())
	}
}

// The 3x3 cycle of Four Stones: every stone steps out of its corner and
// back, and the start position is back with red to move after 8 plies.
var fsCycle = []string{"a1-b1", "c1-c2", "c3-b3", "a3-a2", "b1-a1", "c2-c1", "b3-c3", "a2-a3"}

func TestGameRepetitionAndClaim(t *testing.T) {
	g := variant.NewGame(fsNew("size=3"))
	if _, err := g.Claim(); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("Claim at the first occurrence: %v, want ErrIllegalMove", err)
	}
	playAll(t, g, fsCycle...)
	if g.Repetitions() != 2 || g.Outcome().Over() {
		t.Fatalf("after one cycle: repetitions %d, outcome %v", g.Repetitions(), g.Outcome())
	}
	if g.Position().String() != g.Start().String() || g.Position().Hash() != g.Start().Hash() {
		t.Fatalf("the cycle does not come back: %s", g.Position())
	}
	o, err := g.Claim()
	if err != nil || o != variant.Draw("repetition claimed") || g.Outcome() != o {
		t.Errorf("Claim at the second occurrence: %v, %v; outcome %v", o, err, g.Outcome())
	}
	if err := g.Undo(); err != nil || g.Outcome().Over() || g.Len() != 8 {
		t.Errorf("Undo of the claim: %v, %v", err, g.Outcome())
	}
	playAll(t, g, fsCycle[:7]...)
	if g.Repetitions() != 2 { // the position after 7 plies occurred at ply 7 too
		t.Errorf("repetitions after 15 plies: %d, want 2", g.Repetitions())
	}
	playAll(t, g, fsCycle[7])
	if g.Repetitions() != 3 || g.Outcome() != variant.Draw("repetition") {
		t.Errorf("third occurrence: repetitions %d, outcome %v; want a draw by repetition", g.Repetitions(), g.Outcome())
	}
	if err := g.PlayText("a1-b1"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("play after the forced draw: %v", err)
	}
	if g.Position().Outcome().Over() {
		t.Error("the position itself should not be over: repetition is the game's")
	}
	// repetition=2 draws at the second occurrence already.
	h := variant.NewGame(fsNew("size=3,repetition=2"))
	playAll(t, h, fsCycle...)
	if h.Outcome() != variant.Draw("repetition") {
		t.Errorf("repetition=2: outcome %v", h.Outcome())
	}
	// Tic-tac-toe has no claims.
	tt := variant.NewGame(tttNew(""))
	if _, err := tt.Claim(); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "tictactoe has no claims") {
		t.Errorf("tic-tac-toe Claim: %v", err)
	}
}

func playAll[P variant.Position[P, M], M variant.MoveType](t testing.TB, g *variant.Game[P, M], moves ...string) {
	t.Helper()
	for _, m := range moves {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

func TestGameRecord(t *testing.T) {
	g := variant.NewGame(tttNew(""))
	playAll(t, g, "b2", "a1", "c1", "a2", "a3")
	r := g.Record(variant.Tag{Name: "Event", Value: `Club "Open" \ 1`})
	want := `[Event "Club \"Open\" \\ 1"]
[Variant "tictactoe"]
[Result "1-0"]
[Termination "normal"]

1. b2 a1 2. c1 a2 3. a3 {three in a row} 1-0
`
	if got := r.String(); got != want {
		t.Errorf("Record:\n%s\nwant:\n%s", got, want)
	}
	// Options other than the defaults, a start other than the variant's,
	// and a declared result.
	o, _ := fsVariant.ParseOptions("size=3,partners")
	start, err := fsParse(".,.,./.,rby,./g,.,. g", o)
	if err != nil {
		t.Fatal(err)
	}
	q := variant.NewGame(start)
	playAll(t, q, "a1-b1", "b2-c2")
	if err := q.Resign(fsGreen); err != nil {
		t.Fatal(err)
	}
	want = `[Variant "fourstones"]
[Options "size=3,partners=true"]
[SetUp "1"]
[FEN ".,.,./.,rby,./g,.,. g"]
[Result "1-0-1-0"]
[Termination "normal"]

1. a1-b1 b2-c2 {resignation} 1-0-1-0
`
	if got := q.Record().String(); got != want {
		t.Errorf("Record:\n%s\nwant:\n%s", got, want)
	}
	// An ongoing game.
	u := variant.NewGame(fsNew(""))
	playAll(t, u, "a1-a2")
	if got, want := u.Record().String(), "[Variant \"fourstones\"]\n[Result \"*\"]\n\n1. a1-a2 *\n"; got != want {
		t.Errorf("ongoing Record:\n%q\nwant\n%q", got, want)
	}
}

// Load replays records of the registered toys; Record then gives back the
// same record.
func TestLoadRoundTrip(t *testing.T) {
	o, _ := fsVariant.ParseOptions("size=3,partners")
	start, _ := fsParse(".,.,./.,rby,./g,.,. g", o)
	resigned := variant.NewGame(start)
	playAll(t, resigned, "a1-b1", "b2-c2")
	resigned.Resign(fsGreen)
	cycled := variant.NewGame(fsNew("size=3"))
	playAll(t, cycled, append(fsCycle, fsCycle...)...)
	won := variant.NewGame(tttNew("misere"))
	playAll(t, won, "b2", "a1", "c1", "a2", "a3")
	drawn := variant.NewGame(tttNew("first=o"))
	playAll(t, drawn, "b2")
	drawn.Declare(variant.Draw("agreement"))
	for _, rec := range []variant.Record{resigned.Record(), cycled.Record(), won.Record(), drawn.Record()} {
		text := rec.String()
		parsed, err := variant.ParseRecord(text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", text, err)
			continue
		}
		g, err := variant.Load(parsed)
		if err != nil {
			t.Errorf("Load(%q): %v", text, err)
			continue
		}
		if got := g.Record().String(); got != text {
			t.Errorf("Load then Record:\n%s\nwant:\n%s", got, text)
		}
		if !slices.Equal(g.MoveTexts(), rec.Moves) {
			t.Errorf("loaded moves %v, want %v", g.MoveTexts(), rec.Moves)
		}
	}
	// Replay of the typed face gives the same game.
	g, err := variant.Replay(tttNew("misere"), won.Record())
	if err != nil || g.Outcome() != won.Outcome() || g.Position().String() != won.Position().String() {
		t.Errorf("typed Replay: %v, %v", err, g.Outcome())
	}
	// The agreed draw keeps its reason through the comment after the last
	// move.
	d, err := variant.Load(drawn.Record())
	if err != nil || d.Outcome() != variant.Draw("agreement") {
		t.Errorf("Load of an agreed draw: %v, %v", err, d.Outcome())
	}
}

func TestLoadErrors(t *testing.T) {
	rec := func(text string) variant.Record {
		r, err := variant.ParseRecord(text)
		if err != nil {
			t.Fatalf("ParseRecord(%q): %v", text, err)
		}
		return r
	}
	for _, c := range []struct {
		text string
		is   []error
		says string
	}{
		{"[Variant \"nonesuch\"] 1. e4 e5 *", []error{variant.ErrRecord, variant.ErrUnknownVariant}, `"nonesuch"`},
		{"[Variant \"nim\"] *", []error{variant.ErrRecord, variant.ErrUnknownVariant}, `"nim"`},
		{"[Variant \"ttt\"] [Options \"misere=maybe\"] *", []error{variant.ErrRecord, variant.ErrOption}, "misere=maybe"},
		{"[Variant \"ttt\"] [FEN \"xx./.../... o\"] *", []error{variant.ErrRecord, variant.ErrPosition}, "the players alternate"},
		{"[Variant \"ttt\"] 1. b2 b2 *", []error{variant.ErrRecord, variant.ErrIllegalMove}, `move 2 ("b2")`},
		{"[Variant \"ttt\"] 1. b2 z9 *", []error{variant.ErrRecord, variant.ErrMove}, `move 2 ("z9")`},
		{"[Variant \"ttt\"] 1. a1 a2 2. b1 b2 3. c1 c2 *", []error{variant.ErrRecord, variant.ErrGameOver}, `move 6 ("c2")`},
		{"[Variant \"ttt\"] 1. a1 a2 2. b1 b2 3. c1 0-1", []error{variant.ErrRecord}, "won by x: three in a row, not 0-1"},
		{"[Variant \"ttt\"] 1. a1 a2 2. b1 b2 3. c1 1/2-1/2", []error{variant.ErrRecord}, "not 1/2-1/2"},
		{"[Variant \"fourstones\"] 1. a1-a2 1-0", []error{variant.ErrRecord}, "result has 2 scores; the game has 4 sides"},
		{"[Variant \"fourstones\"] 1. a1-a2 1-1-0-0", []error{variant.ErrRecord}, "the winners red and blue are not one team"},
		{"[Variant \"fourstones\"] 1. a1-a2 1-1-1-1", []error{variant.ErrRecord}, "not one team"},
		{"[Variant \"ttt\"] 1. a1 1-1", []error{variant.ErrRecord}, "the winners x and o are not one team of tictactoe"},
		{"[Variant \"fourstones\"] 1. a1-a2 1-0-1/2-0", []error{variant.ErrRecord}, "do not make a win"},
	} {
		_, err := variant.Load(rec(c.text))
		for _, want := range c.is {
			if !errors.Is(err, want) {
				t.Errorf("Load(%q) = %v, does not match %v", c.text, err, want)
			}
		}
		if err != nil && !strings.Contains(err.Error(), c.says) {
			t.Errorf("Load(%q) = %v, want it to say %s", c.text, err, c.says)
		}
	}
	// A result the moves agree with is fine, and so is one they do not
	// decide (kept as declared).
	for _, text := range []string{
		"[Variant \"ttt\"] 1. a1 a2 2. b1 b2 3. c1 1-0",
		"[Variant \"fourstones\"] 1. a1-a2 1-0-1-0",
	} {
		if _, err := variant.Load(rec(text)); err != nil {
			t.Errorf("Load(%q): %v", text, err)
		}
	}
}

// NewPosition and Snap through the standard registry: what a server does.
func TestNewPosition(t *testing.T) {
	p, err := variant.NewPosition("QUADS", "size=3", "")
	if err != nil || p.String() != "g,.,y/.,.,./r,.,b r" {
		t.Fatalf("NewPosition(QUADS, size=3) = %v, %v", p, err)
	}
	p, err = variant.NewPosition("tictactoe", "", "x../.../... o")
	if err != nil || p.ToMove() != tttO {
		t.Fatalf("NewPosition with position text: %v, %v", p, err)
	}
	for _, c := range []struct {
		name, opts, pos string
		want            error
	}{
		{"go", "", "", variant.ErrUnknownVariant},
		{"ttt", "size=4", "", variant.ErrOption},
		{"ttt", "", "x", variant.ErrPosition},
	} {
		if _, err := variant.NewPosition(c.name, c.opts, c.pos); !errors.Is(err, c.want) {
			t.Errorf("NewPosition(%q, %q, %q) = %v, want %v", c.name, c.opts, c.pos, err, c.want)
		}
	}
	v, _ := variant.Lookup("ttt")
	if q, err := v.New("first=o"); err != nil || q.ToMove() != tttO {
		t.Errorf("Variant.New(first=o): %v, %v", q, err)
	}
	if _, err := v.New("first=z"); !errors.Is(err, variant.ErrOption) {
		t.Errorf("Variant.New(first=z): %v", err)
	}
	if diff := cmp.Diff(v.DefaultOptions().Settings(), []variant.Setting{{Key: "first", Value: "x"}, {Key: "misere", Value: "false"}}); diff != "" {
		t.Errorf("default settings: %s", diff)
	}
}

// Undo takes back the repetition counts with the moves: after two cycles
// of Four Stones the start occurs three times; one move back, the
// position after 15 plies has occurred twice (at ply 7 too); eight more
// back, the position after 7 plies occurs once.
func TestGameRepetitionsUndo(t *testing.T) {
	g := variant.NewGame(fsNew("size=3"))
	playAll(t, g, fsCycle...)
	playAll(t, g, fsCycle...)
	if g.Repetitions() != 3 {
		t.Fatalf("after two cycles: repetitions %d, want 3", g.Repetitions())
	}
	for i, want := range map[int]int{1: 2, 9: 1} {
		g := variant.NewGame(fsNew("size=3"))
		playAll(t, g, fsCycle...)
		playAll(t, g, fsCycle...)
		for range i {
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if g.Repetitions() != want {
			t.Errorf("%d moves back: repetitions %d, want %d", i, g.Repetitions(), want)
		}
		// Playing on counts from there.
		playAll(t, g, fsCycle[(16-i)%8])
		if i == 1 && g.Repetitions() != 3 {
			t.Errorf("replayed the last move: repetitions %d, want 3", g.Repetitions())
		}
	}
}
