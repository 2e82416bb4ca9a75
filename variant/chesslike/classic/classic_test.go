package classic

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

func moveTexts(p cl.Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// The first moves, counted by hand.
func TestStartMovesByHand(t *testing.T) {
	// Shatranj: 8 pawn steps; knights b1-a3 c3, g1-f3 h3; elephants c1-a3
	// e3, f1-d3 h3 (leaping the pawns); counsellor e1 and king d1 blocked.
	want := []string{"a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
		"b1a3", "b1c3", "g1f3", "g1h3", "c1a3", "c1e3", "f1d3", "f1h3"}
	slices.Sort(want)
	if got := moveTexts(Shatranj.Start()); !slices.Equal(got, want) {
		t.Errorf("shatranj: %v", got)
	}
	// Capablanca: 10 pawns x 2, knights b1 a3 c3, i1 h3 j3, archbishop c1
	// (knight leaps b3 d3), chancellor h1 (knight leaps g3 i3): 28.
	if got := moveTexts(Capablanca.Start()); len(got) != 28 || !slices.Contains(got, "c1d3") || !slices.Contains(got, "h1g3") {
		t.Errorf("capablanca: %d %v", len(got), got)
	}
	// Courier (CourierStart): pawns b2-f2 and h2-k2 step (9; a4, g4, l4
	// are blocked); knights b1-a3 c3, k1-j3 l3 (4); alfils c1-a3 e3,
	// j1-h3 l3 (4); couriers d1, i1 and the man e1 are hemmed in; king
	// f1-g1 g2 (2); schleich h1-g1 (1); ferz g3-f4 h4 (2); rooks a1-a2 a3,
	// l1-l2 l3 (4): 26.
	if got := moveTexts(Courier.Start()); len(got) != 26 || !slices.Contains(got, "f1g2") || !slices.Contains(got, "g3h4") {
		t.Errorf("courier: %d %v", len(got), got)
	}
}

// Every game is registered under its name and plays through the dynamic
// face at the same counts as the typed face.
func TestRegistry(t *testing.T) {
	for name, rules := range map[string]*cl.Rules{
		"chess-kernel": Chess, "chess960-kernel": Chess960, "shatranj": Shatranj,
		"courier": Courier, "capablanca": Capablanca, "xiangqi": Xiangqi,
	} {
		v, err := variant.Lookup(name)
		if err != nil || v != rules.Variant() {
			t.Fatalf("%s: %v", name, err)
		}
		p, err := v.New("")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		typed := rules.Start()
		if p.String() != typed.String() || p.Perft(3) != variant.Perft[cl.Position, cl.Move](typed, 3) {
			t.Errorf("%s: dynamic face differs", name)
		}
		snap := variant.Snap(p)
		if len(snap.Moves) != len(typed.Moves(nil)) || len(snap.Pieces) == 0 {
			t.Errorf("%s: snapshot %d moves, %d pieces", name, len(snap.Moves), len(snap.Pieces))
		}
		if _, err := json.Marshal(snap); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// Options change the rules they name and write back as text.
func TestOptions(t *testing.T) {
	v := Chess960.Variant()
	o, err := v.ParseOptions("start=0, stalemate=loss")
	if err != nil {
		t.Fatal(err)
	}
	if got := o.String(); got != "stalemate=loss,start=0" {
		t.Errorf("options text %q", got)
	}
	p, err := v.Start(o)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(p.String(), "bbqnnrkr/") {
		t.Errorf("start=0 start: %s", p)
	}
	typed := p.Typed().(cl.Position)
	if typed.Rules().Settings().Stalemate != cl.StalemateLoses {
		t.Error("stalemate option ignored")
	}
	for _, bad := range []string{"start=960", "stalemate=maybe", "repetition=1", "nosuch=1"} {
		if _, err := v.ParseOptions(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// Courier's option array chooses between the customary start and the
// array before its opening moves, XBoard's and Fairy-Max's.
func TestCourierArray(t *testing.T) {
	v := Courier.Variant()
	for _, c := range []struct{ options, start string }{
		{"", CourierStart}, {"array=customary", CourierStart}, {"array=unmoved", CourierArray},
	} {
		p, err := v.New(c.options)
		if err != nil {
			t.Fatal(err)
		}
		if p.String() != c.start {
			t.Errorf("%q: start %s, want %s", c.options, p, c.start)
		}
	}
	if _, err := v.ParseOptions("array=premoved"); err == nil {
		t.Error("array=premoved accepted")
	}
}

// Game records through the generic tools: a Xiangqi game written with its
// moves and read back.
func TestRecord(t *testing.T) {
	start, _ := variant.NewPosition("xiangqi", "", "")
	g := variant.NewGame[variant.AnyPosition, variant.Move](start)
	for _, s := range strings.Fields("h3e3 h10g8 h1g3 i10h10") {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record()
	back, err := variant.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	if back.Position().String() != g.Position().String() {
		t.Errorf("record replayed to %s, want %s", back.Position(), g.Position())
	}
}

// No allocation per move: generating moves into a buffer with room and
// playing them.
func TestNoAllocations(t *testing.T) {
	for _, c := range perftCases {
		p, _ := c.rules.Parse(c.fen)
		buf, next := make([]cl.Move, 0, 512), make([]cl.Move, 0, 512)
		n := testing.AllocsPerRun(20, func() {
			for _, m := range p.Moves(buf[:0]) {
				q := p.Play(m)
				_ = q.Moves(next[:0])
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations", c.name, n)
		}
		// Perft allocates its move buffers (a slice per ply, grown by
		// append: at most about ten times each), never per node.
		if n := testing.AllocsPerRun(2, func() { _ = variant.Perft[cl.Position, cl.Move](p, 4) }); n > 1+4*10 {
			t.Errorf("%s: perft(4) allocates %v times", c.name, n)
		}
		// So does the bulk perft, and the scratch space of its counts.
		if n := testing.AllocsPerRun(2, func() { _ = p.Perft(4) }); n > 1+4*10 {
			t.Errorf("%s: bulk perft(4) allocates %v times", c.name, n)
		}
		// A playout with room for its moves allocates nothing.
		rng := rand.New(rand.NewPCG(1, 2))
		if n := testing.AllocsPerRun(5, func() { variant.Playout(p, rng, 200, buf[:0]) }); n != 0 {
			t.Errorf("%s: a playout allocates %v times", c.name, n)
		}
	}
}
