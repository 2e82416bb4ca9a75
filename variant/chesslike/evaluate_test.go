package chesslike_test

import (
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

func TestValuesOfLeapersAndSliders(t *testing.T) {
	// Values counted by hand from the derivation (Evaluation's comment).
	//
	// Knight on 8x8: 336 moves from the 64 cells of the empty board, 5.25
	// a cell, 315 centipawns.
	//
	// Camel (1,3): each of the 8 vectors fits 7 x 5 ways on 8x8: 280 moves,
	// 4.375 a cell, 262.5, rounded to 263.
	//
	// Rook: along one direction, the cells of a rank see 0 to 7 cells ahead
	// and a cell k steps ahead counts (2/3)^(k-1); a line of L cells sums
	// to 3(1-(2/3)^L), and the eight lengths of a rank to
	// 24 - 9(1-(2/3)^8) = 15 + 2304/6561. Four directions on eight ranks,
	// averaged over 64 cells: (15 + 2304/6561)/2 = 7.6756 cells, 460.5
	// centipawns, rounded to 461.
	rook := math.Round(60 * (15 + 2304.0/6561) / 2)
	cases := []struct {
		rules  *cl.Rules
		letter byte
		want   int
	}{
		{twoKings, 'N', 315},
		{fairy, 'C', 263},
		{twoKings, 'R', int(rook)},
		{lancer, 'T', int(rook)},
		{twoKings, 'K', 0}, // royal
		{lancer, 'Q', 0},   // the royal queen of LancerChess
	}
	for _, c := range cases {
		e := c.rules.Evaluation()
		if got := e.Value(c.rules.Kind(c.letter)); got != c.want {
			t.Errorf("%s %c: %d, want %d", c.rules.Game().Name, c.letter, got, c.want)
		}
	}
	// Out of range kinds are worth nothing.
	if v := twoKings.Evaluation().Value(-1) + twoKings.Evaluation().Value(99); v != 0 {
		t.Errorf("kinds out of range: %d", v)
	}
}

func TestValueOfAStackedPair(t *testing.T) {
	// Arabella's carpet with the prince is worth the carpet plus the prince
	// (within rounding); the carpet with the royal princess is royal.
	e := arabella.Evaluation()
	f, m, n, g := e.Value(arabella.Kind('F')), e.Value(arabella.Kind('M')), e.Value(arabella.Kind('N')), e.Value(arabella.Kind('G'))
	if n < f+m-1 || n > f+m+1 || f == 0 || m == 0 {
		t.Errorf("carpet %d + prince %d, pair %d", f, m, n)
	}
	if g != 0 {
		t.Errorf("the royal pair is worth %d", g)
	}
}

func TestPromotionAddsToAPawn(t *testing.T) {
	// The same pawn is worth more when it may promote into a queen than
	// when it promotes into a knight, and a queen more than a knight.
	g := twoKings.Game()
	g.Name = "knight-promotion"
	kinds := append([]cl.Kind(nil), g.Kinds...)
	promo := *kinds[0].Promotion
	promo.Into = "N"
	kinds[0].Promotion = &promo
	g.Kinds = kinds
	knightOnly := cl.MustNew(g)
	queen, knight := twoKings.Evaluation(), knightOnly.Evaluation()
	if queen.Value(0) <= knight.Value(0) {
		t.Errorf("pawn promoting to a queen %d, to a knight %d", queen.Value(0), knight.Value(0))
	}
}

func TestMaterialCountsPiecesInHandButNotCaptives(t *testing.T) {
	// In the placement game a cannon held in hand is material.
	e := qiPlacements.Evaluation()
	cannon := e.Value(qiPlacements.Kind('C'))
	with := parse(t, qiPlacements, "rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[C] w - - 0 1")
	without := parse(t, qiPlacements, "rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[] w - - 0 1")
	if d := e.Material(with, 0) - e.Material(without, 0); d != cannon || cannon <= 0 {
		t.Errorf("a held cannon adds %d, want its value %d", d, cannon)
	}
	// With captives, a captured knight is detained: it is lost to its
	// owner, not material it holds.
	e = captiveStorm.Evaluation()
	detained := parse(t, captiveStorm, "4q5/10/10/10/10/3F6/10/10/10/4Q5[n] b - - 0 1")
	gone := parse(t, captiveStorm, "4q5/10/10/10/10/3F6/10/10/10/4Q5[] b - - 0 1")
	if a, b := e.Material(detained, 1), e.Material(gone, 1); a != b {
		t.Errorf("a detained knight changes material: %d, %d", a, b)
	}
}

func TestMaterialAndMobilityByHand(t *testing.T) {
	// White: king d1 and knight a1; black: king d8 (the two-kings game, as
	// chess, with one king a side here). Material: one knight, 315.
	// Pseudo-legal moves: white's king 5 (c1, c2, d2, e2, e1) and knight 2
	// (b3, c2); black's king 5. Mobility 3·(7-5) = 6 for white.
	// Placement: the knight reaches 2 cells from a1, 5.25 on average (336
	// moves from 64 cells), so 60·0.1·(2-5.25) = -19.5, rounded away from
	// zero to -20; from d4 it reaches 8: 60·0.1·(8-5.25) = 16.5, so 17.
	// Black's score: -(315 - 20 + 6) = -301.
	p := parse(t, twoKings, "3k4/8/8/8/8/8/8/N2K4 w - - 0 1")
	e := twoKings.Evaluation()
	if got := e.Material(p, 0); got != 315 {
		t.Errorf("material %d, want 315", got)
	}
	if got := e.Mobility(p, 0); got != 6 {
		t.Errorf("mobility %d, want 6", got)
	}
	if got := e.Placement(p, 0); got != -20 {
		t.Errorf("placement %d, want -20", got)
	}
	if got := e.Evaluate(p, 1); got != -301 {
		t.Errorf("for black %d, want -301", got)
	}
	if got := e.Placement(parse(t, twoKings, "3k4/8/8/8/3N4/8/8/3K4 w - - 0 1"), 1); got != -17 {
		t.Errorf("a knight on d4: placement for black %d, want -17", got)
	}
}

func TestKindPlacementByHand(t *testing.T) {
	// The two-kings game with a table for the knight: 40 on a1 (cell 0),
	// -25 on h8 (cell 63), nothing elsewhere; and one for the king (royal,
	// so without a derived placement): 7 on d1 (cell 3). The second side's
	// table is mirrored top to bottom: its a8 (cell 56) is the first side's
	// a1, its d8 (cell 59) the first side's d1.
	g := twoKings.Game()
	g.Name = "placed"
	kinds := append([]cl.Kind(nil), g.Kinds...)
	knight, king := twoKings.Kind('N'), twoKings.Kind('K')
	kinds[knight].Placement = make([]int, 64)
	kinds[knight].Placement[0], kinds[knight].Placement[63] = 40, -25
	kinds[king].Placement = make([]int, 64)
	kinds[king].Placement[3] = 7
	g.Kinds = kinds
	placed := cl.MustNew(g)
	e, plain := placed.Evaluation(), twoKings.Evaluation()
	cases := []struct {
		fen  string
		want int // Placement for the first side, over the plain game's
	}{
		{"3k4/8/8/8/8/8/8/N2K4 w - - 0 1", 40 + 7 - 7},  // knight a1; kings d1 and d8 cancel
		{"n2k4/8/8/8/8/8/8/3K4 w - - 0 1", -40 + 7 - 7}, // black's knight on its a1
		{"3k3N/8/8/8/8/8/8/4K3 w - - 0 1", -25 + 0 - 7}, // knight h8; king e1; black's on its d1
		{"3k4/8/8/8/8/8/8/3K3n w - - 0 1", 25 + 7 - 7},  // black's knight on its h8 (h1)
	}
	for _, c := range cases {
		p := parse(t, placed, c.fen)
		if got := e.Placement(p, 0) - plain.Placement(parse(t, twoKings, c.fen), 0); got != c.want {
			t.Errorf("%s: the tables add %d, want %d", c.fen, got, c.want)
		}
	}
	kinds[knight].Placement = make([]int, 63)
	if _, err := cl.New(g); err == nil {
		t.Error("a placement of 63 cells on 64 was accepted")
	}
	kinds[knight].Placement = make([]int, 64)
	kinds[knight].Placement[5] = -cl.MaxPlacement
	if _, err := cl.New(g); err != nil {
		t.Errorf("a placement of -MaxPlacement: %v", err)
	}
	// A bound in int16 alone would let 32,767 through, which overflows once
	// the knight's derived placement on f1 (nonzero) is added.
	kinds[knight].Placement[5] = cl.MaxPlacement + 1
	if _, err := cl.New(g); err == nil {
		t.Error("a placement of MaxPlacement+1 was accepted")
	}
}

func TestSymmetricStartsScoreZero(t *testing.T) {
	// Every toy game starts with mirror-image armies: neither side is
	// better.
	for _, r := range []*cl.Rules{storm10, lancer, qiPlacements, twoKings, fairy, arabella} {
		e := r.Evaluation()
		if s := e.Evaluate(r.Start(), 0); s != 0 {
			t.Errorf("%s: the start scores %d for the first side", r.Game().Name, s)
		}
	}
}

func TestEvaluationIsAntisymmetricAndRegistered(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		e := r.Evaluation()
		white, black := e.Evaluate(p, 0), e.Evaluate(p, 1)
		if white != -black {
			t.Fatalf("white %d, black %d in %s", white, black, p)
		}
		if got := r.Variant().Evaluate(variant.Dynamic(p), 0); got != white {
			t.Fatalf("registry entry scores %d, typed %d", got, white)
		}
	})
}

func TestEvaluateAllocatesNothing(t *testing.T) {
	e := storm10.Evaluation()
	p := storm10.Start()
	if n := testing.AllocsPerRun(100, func() { e.Evaluate(p, 0) }); n != 0 {
		t.Errorf("Evaluate allocates %v times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	e := storm10.Evaluation()
	p := storm10.Start()
	for b.Loop() {
		e.Evaluate(p, 0)
	}
}

func TestSafetyByHand(t *testing.T) {
	// LancerChess's royal is the Queen: White's King (a chess queen) on h4
	// reaches e7 and d8 along its diagonal, the zone of Orange's royal
	// Queen on d8 (c7, d7, e7, c8, d8, e8); nothing of Orange's reaches the
	// zone of White's royal Queen on d1. 2 moves, 2 x 6 = 12 for White
	// (Orange to move: it is in check).
	p := parse(t, lancer, "3q4/8/8/8/7K/8/8/3Q4 b - - 0 1")
	e := lancer.Evaluation()
	if a, b := e.Safety(p, 0), e.Safety(p, 1); a != 12 || b != -12 {
		t.Errorf("lancer: safety %d %d, want 12 -12", a, b)
	}
	// The Princess of QiPlacements stays in her palace (d1-f3): on d1 her
	// zone is d1, e1, d2, e2. A Chariot on c10 runs down the c-file,
	// outside the palace: no move into the zone. On d10 it reaches d2 and
	// d1: 2 moves, -12 for Blue.
	e = qiPlacements.Evaluation()
	for _, c := range []struct {
		text string
		want int
	}{
		{"2r1k4/9/9/9/9/9/9/9/9/3K5[] w - - 0 1", 0},
		{"3rk4/9/9/9/9/9/9/9/9/3K5[] w - - 0 1", -12},
	} {
		p := parse(t, qiPlacements, c.text)
		if got := e.Safety(p, 0); got != c.want {
			t.Errorf("%s: safety %d, want %d", c.text, got, c.want)
		}
	}
}

func TestDrawnPlacement(t *testing.T) {
	// A board of 3 files and 3 ranks drawn as the first side sees it: the
	// top row is the far rank (cells 6-8), the empty middle row the second
	// rank (zeros), the bottom row the home rank (cells 0-2).
	got := cl.DrawnPlacement(3, [][]int{{7, 8, 9}, {}, {1, 2, 3}})
	if want := []int{1, 2, 3, 0, 0, 0, 7, 8, 9}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("a row of 2 entries on 3 files did not panic")
		}
	}()
	cl.DrawnPlacement(3, [][]int{{1, 2}})
}
