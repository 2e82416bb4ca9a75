package variant_test

import (
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// AnyPosition is itself a position of the typed face.
var _ variant.Position[variant.AnyPosition, variant.Move] = variant.AnyPosition(nil)

func TestDynamicWidths(t *testing.T) {
	t.Run("uint16", testDynamicWidth[uint16])
	t.Run("uint32", testDynamicWidth[uint32])
	t.Run("uint64", testDynamicWidth[uint64])
}

// testDynamicWidth checks the dynamic face of tic-tac-toe with moves of
// type M against its typed face: the same moves (widened, top bit kept),
// the same texts, positions and counts.
func testDynamicWidth[M variant.MoveType](t *testing.T) {
	typed := tttStart[M](tttVariant.DefaultOptions())
	typed = typed.Play(typed.Moves(nil)[4]) // x on b2
	d := variant.Dynamic(typed)
	if _, ok := d.Typed().(tttPos[M]); !ok {
		t.Fatalf("Typed() is %T", d.Typed())
	}
	flag := tttFlag[M]()
	want := func(prefix ...variant.Move) []variant.Move {
		out := slices.Clone(prefix)
		for _, m := range typed.Moves(nil) {
			out = append(out, variant.Move(m))
		}
		return out
	}
	for _, c := range []struct {
		name string
		dst  []variant.Move
	}{
		{"nil", nil},
		{"empty, no room", []variant.Move{}},
		{"prefix, no room", []variant.Move{1, 2}},
		{"prefix, room for 1", append(make([]variant.Move, 0, 3), 1, 2)},
		{"room for the typed moves only", make([]variant.Move, 0, 3)},
		{"room for 7", make([]variant.Move, 0, 7)},
		{"room for 8", make([]variant.Move, 0, 8)},
		{"prefix, room for 8", append(make([]variant.Move, 0, 10), 9, 9)},
		{"room to spare", make([]variant.Move, 0, 100)},
	} {
		prefix := slices.Clone(c.dst)
		got := d.Moves(c.dst)
		if !slices.Equal(got, want(prefix...)) {
			t.Errorf("%s: Moves = %#x, want %#x", c.name, got, want(prefix...))
		}
		for _, m := range got[len(prefix):] {
			if M(m)&flag == 0 || variant.Move(M(m)) != m {
				t.Errorf("%s: move %#x lost its bits", c.name, m)
			}
		}
	}
	// Every move reads back, plays like the typed move, and the counts agree.
	for _, m := range d.Moves(nil) {
		text := d.MoveText(m)
		back, err := d.ParseMove(text)
		if err != nil || back != m {
			t.Errorf("ParseMove(%q) = %#x, %v; want %#x", text, back, err, m)
		}
		if got, want := d.Play(m).String(), typed.Play(M(m)).String(); got != want {
			t.Errorf("Play(%s) = %s, want %s", text, got, want)
		}
	}
	if acts := d.Actions(make([]variant.Move, 0, 4)); len(acts) != 0 {
		t.Errorf("Actions = %v", acts)
	}
	if _, err := d.ParseMove("b2"); err == nil {
		t.Error("ParseMove(b2) on a taken square succeeded")
	}
	if d.Hash() != typed.Hash() || d.String() != typed.String() || d.ToMove() != typed.ToMove() ||
		d.Outcome() != typed.Outcome() || d.Variant() != tttVariant || d.Board() != tttBoard || !d.Options().Equal(typed.Options()) {
		t.Error("the dynamic face reports another position than the typed one")
	}
	if !slices.Equal(d.Pieces(nil), typed.Pieces(nil)) {
		t.Errorf("Pieces differ")
	}
	// Perft: the generic tools on the dynamic face, and its own typed perft.
	for depth := 1; depth <= 6; depth++ {
		want := variant.Perft(typed, depth)
		if got := variant.Perft[variant.AnyPosition, variant.Move](d, depth); got != want {
			t.Errorf("generic Perft on AnyPosition(%d) = %d, want %d", depth, got, want)
		}
		if got := variant.PerftPlayed[variant.AnyPosition, variant.Move](d, depth); got != want {
			t.Errorf("generic PerftPlayed on AnyPosition(%d) = %d, want %d", depth, got, want)
		}
	}
	if got, want := d.Perft(8), variant.Perft(typed, 8); got != want {
		t.Errorf("AnyPosition.Perft(8) = %d, want %d", got, want)
	}
	if got, want := d.ParallelPerft(7, 3), variant.Perft(typed, 7); got != want {
		t.Errorf("AnyPosition.ParallelPerft(7) = %d, want %d", got, want)
	}
	dd, td := d.Divide(4), variant.Divide(typed, 4)
	gd := variant.Divide[variant.AnyPosition, variant.Move](d, 4)
	if len(dd) != len(td) || len(gd) != len(td) {
		t.Fatalf("Divide lengths %d, %d, want %d", len(dd), len(gd), len(td))
	}
	for i := range td {
		w := variant.DivideEntry[variant.Move]{Move: variant.Move(td[i].Move), Text: td[i].Text, Nodes: td[i].Nodes}
		if dd[i] != w || gd[i] != w {
			t.Errorf("Divide[%d] = %+v and %+v, want %+v", i, dd[i], gd[i], w)
		}
	}
}

// Perft(8) after x b2 is the part of perft(9) under b2 in Divide(9).
func TestDynamicDivideSplit(t *testing.T) {
	start := tttNew("")
	var b2 uint64
	for _, e := range variant.Divide(start, 9) {
		if e.Text == "b2" {
			b2 = e.Nodes
		}
	}
	if got := variant.Dynamic(start).Play(variant.Move(0x8000 | 4)).Perft(8); got != b2 {
		t.Errorf("Perft(8) after b2 = %d, Divide(9) under b2 = %d", got, b2)
	}
}

func TestDynamicCapabilities(t *testing.T) {
	q := variant.Dynamic(fsNew("partners,repetition=4"))
	// The dynamic face implements no capability's interface itself ...
	if _, ok := q.(variant.Controlling); ok {
		t.Error("the dynamic face implements Controlling itself")
	}
	if _, ok := q.(variant.Repeating); ok {
		t.Error("the dynamic face implements Repeating itself")
	}
	// ... but claims its game's, and the functions look through it.
	if got, want := variant.CapabilitiesOf(q), []string{"Controlling", "Repeating", "Claiming"}; !slices.Equal(got, want) {
		t.Errorf("CapabilitiesOf(Four Stones) = %v, want %v", got, want)
	}
	if variant.ControllerOf(q, fsYellow) != 0 || variant.ControllerOf(q, fsGreen) != 1 {
		t.Error("ControllerOf through the dynamic face")
	}
	if o, can := variant.ClaimOutcome(q, 2); !can || o != variant.Draw("repetition claimed") {
		t.Errorf("ClaimOutcome through the dynamic face: %v %v", o, can)
	}
	// Actions widen like moves.
	acts := q.Actions(make([]variant.Move, 0, 1))
	if len(acts) != 1 || q.MoveText(acts[0]) != "concede" || !q.Play(acts[0]).Outcome().Over() {
		t.Errorf("Actions through the dynamic face: %v", acts)
	}
	// A game without them: one player per side, no repetition rule, no claim.
	p := variant.Dynamic(tttNew(""))
	if caps := variant.CapabilitiesOf(p); len(caps) != 0 {
		t.Errorf("tic-tac-toe claims %v", caps)
	}
	if variant.ControllerOf(p, tttO) != int(tttO) {
		t.Error("ControllerOf's default")
	}
	if _, can := variant.ClaimOutcome(p, 9); can {
		t.Error("tic-tac-toe allows a claim")
	}
	// Four Stones counts through the dynamic face.
	for depth, want := range fsPerft2 {
		if got := variant.Perft[variant.AnyPosition, variant.Move](variant.Dynamic(fsNew("")), depth); got != want {
			t.Errorf("Four Stones generic dynamic Perft(%d) = %d, want %d", depth, got, want)
		}
	}
}

// The dynamic face's move lists allocate nothing when the caller's buffer
// has room, whatever the width of the game's moves.
func TestDynamicMovesAllocs(t *testing.T) {
	for name, d := range map[string]variant.AnyPosition{
		"uint16": variant.Dynamic(tttStart[uint16](tttVariant.DefaultOptions())),
		"uint32": variant.Dynamic(fsNew("size=3")),
		"uint64": variant.Dynamic(tttStart[uint64](tttVariant.DefaultOptions())),
	} {
		buf := make([]variant.Move, 0, 16)
		if n := testing.AllocsPerRun(100, func() { buf = d.Moves(buf[:0]) }); n != 0 {
			t.Errorf("%s: Moves allocates %v times", name, n)
		}
		if n := testing.AllocsPerRun(100, func() { buf = d.Actions(buf[:0]) }); n != 0 {
			t.Errorf("%s: Actions allocates %v times", name, n)
		}
	}
}
