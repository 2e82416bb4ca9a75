package classic

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/search"
)

// value returns the derived value of the kind with the given letter.
func value(r *cl.Rules, letter byte) int {
	return r.Evaluation().Value(r.Kind(letter))
}

// near reports whether a and b differ by at most 15% of the larger.
func near(a, b int) bool {
	d := max(a-b, b-a)
	return 100*d <= 15*max(a, b)
}

func TestDerivedValuesRankThePiecesAsPlayersDo(t *testing.T) {
	// The customary values of chess are pawn 1, knight 3, bishop 3 (to
	// 3.25), rook 5, queen 9: the queen is worth most, then the rook, then
	// the minor pieces, about equal, then the pawn.
	q, r, b, n, p := value(Chess, 'Q'), value(Chess, 'R'), value(Chess, 'B'), value(Chess, 'N'), value(Chess, 'P')
	if !(q > r && r > b && r > n && b > p && n > p && near(b, n)) {
		t.Errorf("chess: Q %d, R %d, B %d, N %d, P %d; want Q > R > B ≈ N > P", q, r, b, n, p)
	}
	// Xiangqi's customary values: chariot 9, cannon 4.5, horse 4, advisor
	// and elephant 2, soldier 1 (2 across the river): chariot > cannon,
	// horse > advisor, elephant.
	ch, ca, ho, ad, el := value(Xiangqi, 'R'), value(Xiangqi, 'C'), value(Xiangqi, 'N'), value(Xiangqi, 'A'), value(Xiangqi, 'B')
	if !(ch > ca && ch > ho && min(ca, ho) > max(ad, el) && ad > 0 && el > 0) {
		t.Errorf("xiangqi: chariot %d, cannon %d, horse %d, advisor %d, elephant %d", ch, ca, ho, ad, el)
	}
	// Capablanca: the queen and the chancellor are worth about 9, the
	// archbishop 7 to 8.75, the rook 5: Q ≥ C > A > R.
	cq, cc, ca2, cr := value(Capablanca, 'Q'), value(Capablanca, 'C'), value(Capablanca, 'A'), value(Capablanca, 'R')
	if !(cq >= cc && cc > ca2 && ca2 > cr) {
		t.Errorf("capablanca: Q %d, C %d, A %d, R %d", cq, cc, ca2, cr)
	}
	// Shatranj: the rook is the strongest piece, then the horse; the
	// counsellor (ferz) and the elephant (alfil) are weak, but stronger
	// than a pawn.
	sr, sn, sf, sa, sp := value(Shatranj, 'R'), value(Shatranj, 'N'), value(Shatranj, 'Q'), value(Shatranj, 'B'), value(Shatranj, 'P')
	if !(sr > sn && sn > sf && sn > sa && min(sf, sa) > sp) {
		t.Errorf("shatranj: R %d, N %d, ferz %d, alfil %d, P %d", sr, sn, sf, sa, sp)
	}
	// Royal pieces count nothing.
	for _, g := range []*cl.Rules{Chess, Xiangqi, Shatranj, Courier, Capablanca, Chess960} {
		if v := value(g, 'K'); v != 0 {
			t.Errorf("%s: the king is worth %d", g.Game().Name, v)
		}
	}
}

func TestEveryClassicGameHasTheEvaluation(t *testing.T) {
	for _, r := range []*cl.Rules{Chess, Chess960, Shatranj, Courier, Capablanca, Xiangqi} {
		v := r.Variant()
		if v.Evaluate == nil {
			t.Errorf("%s has no Evaluate", v.Name)
			continue
		}
		// The start positions are symmetric: 0 for either side.
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if s0, s1 := v.Evaluate(p, 0), v.Evaluate(p, 1); s0 != 0 || s1 != 0 {
			t.Errorf("%s: the start scores %d and %d", v.Name, s0, s1)
		}
	}
}

func kernelPosition(t *testing.T, r *cl.Rules, text string) cl.Position {
	t.Helper()
	p, err := r.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestAlphaBetaMatesWithTheKernelEvaluation(t *testing.T) {
	// The positions of chess960's mate tests, played by the kernel.
	//
	// Back-rank mate in one: the black king on g8 is walled in by f7, g7,
	// h7; Ra1-a8 mates.
	ab := search.AlphaBeta[cl.Position, cl.Move]{Eval: Chess.Evaluation().Evaluate, Limits: search.Limits{Depth: 3}}
	p := kernelPosition(t, Chess, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	m, err := ab.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.MoveText(m); got != "a1a8" {
		t.Errorf("mate in one: chose %s, want a1a8", got)
	}
	// Mate in two: white Kc6, Rh1 against Ka8; after the chosen move every
	// black reply must allow a mate in one.
	p = kernelPosition(t, Chess, "k7/8/2K5/8/8/8/8/7R w - - 0 1")
	ab.Limits.Depth = 4
	m, err = ab.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	q := p.Play(m)
	for _, reply := range q.Moves(nil) {
		r := q.Play(reply)
		mates := false
		for _, w := range r.Moves(nil) {
			if o := r.Play(w).Outcome(); o.Status == variant.Won && o.Reason == "checkmate" {
				mates = true
			}
		}
		if !mates {
			t.Errorf("mate in two: after %s, %s escapes", p.MoveText(m), q.MoveText(reply))
		}
	}
}

func TestGreedyTakesTheChariot(t *testing.T) {
	// Xiangqi: red has its general on e1 and a chariot on a1; black its
	// general on d10 and a chariot on a8. The only capture is the red
	// chariot's up the open a-file, which takes the black chariot safely
	// (nothing black attacks a8 afterwards).
	p := kernelPosition(t, Xiangqi, "3k5/9/r8/9/9/9/9/9/9/R3K4 w - - 0 1")
	g := search.Greedy[cl.Position, cl.Move]{Eval: Xiangqi.Evaluation().Evaluate}
	m, err := g.Choose(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.MoveText(m); got != "a1a8" {
		t.Errorf("greedy chose %s, want a1a8 (taking the chariot)", got)
	}
}

// Xiangqi gives its kinds the customary values (Kind.Value), which take the
// place of the derived ones: soldier 100, horse 400, elephant 200, advisor
// 200, chariot 900, cannon 450 (kinds in the order of xiangqi.go); the
// royal general stays 0.
func TestXiangqiExplicitValues(t *testing.T) {
	e := Xiangqi.Evaluation()
	want := []int{100, 400, 200, 200, 0, 900, 450}
	for k, v := range want {
		if got := e.Value(k); got != v {
			t.Errorf("kind %d: value %d, want %d", k, got, v)
		}
	}
}

// TestXiangqiSoldiersAcross: a soldier across the river counts 2 (100 over
// its value), one on the far rank 1.3 (30 over), one at home 1; black's
// count against red's. The generals stand on d1 and f10, off each other's
// file; the soldiers' cells are counted from their own side (black's
// across the river is ranks 5 to 2, its far rank 1).
func TestXiangqiSoldiersAcross(t *testing.T) {
	fen := func(r6, r5, r1 string) string {
		return "5k3/9/9/9/" + r6 + "/" + r5 + "/9/9/9/" + r1 + " w - - 0 1"
	}
	for _, c := range []struct {
		name, fen string
		red       int
	}{
		{"red soldier at home on e5", fen("9", "4P4", "3K5"), 0},
		{"red soldier across on e6", fen("4P4", "9", "3K5"), 100},
		{"red soldier on the far rank", "P4k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1", 30},
		{"black soldier at home on e6", fen("4p4", "9", "3K5"), 0},
		{"black soldier across on e5", fen("9", "4p4", "3K5"), -100},
		{"black soldier on red's first rank", fen("9", "9", "3K1p3"), -30},
		{"one across each", fen("p8", "8P", "3K5"), 0},
	} {
		p, err := Xiangqi.Parse(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := soldiersAcross(p, 0); got != c.red {
			t.Errorf("%s: %d for red, want %d", c.name, got, c.red)
		}
		if got := soldiersAcross(p, 1); got != -c.red {
			t.Errorf("%s: %d for black, want %d", c.name, got, -c.red)
		}
	}
}

// Xiangqi's placement tables say what the primers teach, for both sides:
// each change below moves one piece of the start (first Red's, then the
// same move seen from Black's side) and the placement must move the way
// the principle says, by the tables' difference alone (the derived part
// of the kernel is the same for the mirrored move). The tables are drawn
// from Red's side, so a table read upside down (Red's general "at home"
// on e10) or not mirrored for Black fails.
func TestXiangqiPlacementFollowsThePrimers(t *testing.T) {
	cases := []struct {
		why        string
		red, black string // the start with Red's piece moved, and Black's
		better     bool   // whether the mover's placement gains
	}{
		{"a horse developed to its third rank",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/9/RNBAKAB1R w - - 0 1",
			"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", true},
		{"a cannon to the central file",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1",
			"rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", true},
		{"a general raised from home",
			"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
			"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", false},
	}
	e := Xiangqi.Evaluation()
	place := func(fen string) int {
		p, err := Xiangqi.Parse(fen)
		if err != nil {
			t.Fatal(err)
		}
		return e.Placement(p, 0)
	}
	base := place(XiangqiStart)
	for _, c := range cases {
		red, black := place(c.red)-base, place(c.black)-base
		if (c.better && red <= 0) || (!c.better && red >= 0) || red != -black {
			t.Errorf("%s: Red's placement %+d, Black's (mirrored) %+d; want %s and opposite", c.why, red, -black,
				map[bool]string{true: "a gain", false: "a loss"}[c.better])
		}
	}
	// The chariot, alone with the generals (Red's on d1, off the file of
	// Black's): out of its corner (a1 to a2) it gains, and on the rib
	// beyond the river (d8) it counts more than on the edge file (a8).
	corner := place("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
	out := place("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1")
	rib := place("4k4/9/3R5/9/9/9/9/9/9/3K5 w - - 0 1")
	edge := place("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1")
	if !(out > corner && rib > edge) {
		t.Errorf("chariot: corner %d, a2 %d; rib d8 %d, edge a8 %d: want a2 > corner and rib > edge", corner, out, rib, edge)
	}
	// A soldier near the palace (e8) threatens more than one just across
	// the river (e6), beyond soldiersAcross's bonus, which both have.
	deep, across := place("4k4/9/4P4/9/9/9/9/9/9/3K5 w - - 0 1"), place("4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1")
	if deep <= across {
		t.Errorf("soldier: e8 %d, e6 %d: want e8 > e6", deep, across)
	}
}
