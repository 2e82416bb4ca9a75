package main

import (
	"bytes"
	"context"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// withTables returns Xiangqi with random placement tables, symmetric left
// to right (the palace-bound kinds' too, whatever their region).
func withTables(t *testing.T, seed uint64) *chesslike.Rules {
	t.Helper()
	g := classic.Xiangqi.Game()
	g.Name = "xiangqi-placed"
	r := rand.New(rand.NewPCG(seed, 1))
	geo := classic.Xiangqi.Geometry()
	kinds := append([]chesslike.Kind(nil), g.Kinds...)
	for k := range kinds {
		tab := make([]int, geo.Cells())
		for c := range tab {
			co := geo.Coord(board.Cell(c))
			if co.File <= 4 {
				tab[c] = r.IntN(81) - 40
			} else {
				tab[c] = tab[geo.CellAt(board.Coord{File: 8 - co.File, Rank: co.Rank})]
			}
		}
		kinds[k].Placement = tab
	}
	g.Kinds = kinds
	rules, err := chesslike.New(g)
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

// The linear model of a kernel game reproduces its evaluation exactly at
// the shipped weights: the base and the coefficients of every position of
// random games, with random tables in the game, give the evaluation for
// the first side; and a weight moved by d moves the model by d times the
// number of the first side's pieces on its cells less the second side's
// on theirs (counted here from the position text's letters).
func TestPlacementFeaturesMatchEvaluate(t *testing.T) {
	rules := withTables(t, 7)
	tp, err := newPlacement(rules, true)
	if err != nil {
		t.Fatal(err)
	}
	x0 := tp.shipped()
	if tabs := tp.tables(x0); tabs[3][0] != rules.Game().Kinds[3].Placement[0] {
		t.Fatalf("shipped weights do not give back the tables")
	}
	r := rand.New(rand.NewPCG(7, 2))
	for game := range 20 {
		p := rules.Start()
		for ply := 0; ply < 120 && !p.Outcome().Over(); ply++ {
			s := tp.features(p, 0.5, x0)
			if got, want := s.eval(x0), float64(tp.eval.Evaluate(p, 0)); got != want {
				t.Fatalf("game %d ply %d, %s: model %v, evaluation %v", game, ply, p, got, want)
			}
			ms := p.Moves(nil)
			p = p.Play(ms[r.IntN(len(ms))])
		}
	}
	// The chariots of the start: red's on a1 and i1, black's on a10 and
	// i10, the same cells of their own side's view, folded into one
	// weight: 2 - 2 = 0. After red's a1 chariot goes to a2, the a1 weight
	// counts 1 - 2 = -1 and the a2 weight 1.
	chariot := rules.Kind('R')
	a1, a2 := tp.index[chariot*tp.cells+0], tp.index[chariot*tp.cells+9]
	if tp.index[chariot*tp.cells+8] != a1 {
		t.Fatalf("a1 and i1 have weights %d and %d, want one", a1, tp.index[chariot*tp.cells+8])
	}
	p, err := rules.Parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/1NBAKABNR b - - 1 1")
	if err != nil {
		t.Fatal(err)
	}
	s := tp.features(p, 1, x0)
	coef := map[int32]float64{}
	for j, i := range s.idx {
		coef[i] = s.val[j]
	}
	if coef[a1] != -1 || coef[a2] != 1 {
		t.Errorf("chariot a1 %v, a2 %v; want -1 and 1", coef[a1], coef[a2])
	}
}

// An asymmetric table cannot be folded.
func TestPlacementFoldWantsSymmetry(t *testing.T) {
	rules := withTables(t, 8)
	g := rules.Game()
	kinds := append([]chesslike.Kind(nil), g.Kinds...)
	tab := append([]int(nil), kinds[0].Placement...)
	tab[0]++
	kinds[0].Placement = tab
	g.Kinds = kinds
	asym := chesslike.MustNew(g)
	if _, err := newPlacement(asym, true); err == nil {
		t.Error("an asymmetric table was folded")
	}
	if _, err := newPlacement(asym, false); err != nil {
		t.Errorf("unfolded: %v", err)
	}
}

// A kernel run (shatranj, the quickest) plays, fits and writes Go source
// that parses; chess's match flags and games outside the kernel are
// refused.
func TestRunKernel(t *testing.T) {
	var so, se bytes.Buffer
	args := []string{"-variant", "shatranj", "-games", "4", "-nodes", "60", "-max-plies", "60", "-iters", "20", "-format", "go", "-workers", "2"}
	if code := run(context.Background(), args, &so, &se); code != 0 {
		t.Fatalf("exit %d: %s", code, se.String())
	}
	src := so.String()
	if _, err := parser.ParseFile(token.NewFileSet(), "p.go", src, parser.ParseComments); err != nil || !strings.Contains(src, "var shatranjPlacement = [][]int{") || !strings.Contains(src, "package classic") {
		t.Errorf("go form: %v\n%s", err, src)
	}
	for _, bad := range [][]string{
		{"-variant", "rithmomachia", "-games", "2"},
		{"-variant", "nonesuch"},
	} {
		so.Reset()
		se.Reset()
		if code := run(context.Background(), bad, &so, &se); code != 1 {
			t.Errorf("%v: exit %d, want 1", bad, code)
		}
	}
	if code := run(context.Background(), []string{"-variant", "xiangqi", "-match", "2"}, &so, &se); code != 2 {
		t.Errorf("-match with a kernel game: exit %d, want 2", code)
	}
}

// The Go that -format go writes draws each table far rank first, the form
// chesslike.DrawnPlacement reads: on shatranj's 8x8 board a table whose
// entry is its cell's number (a1 = 0, h8 = 63) is written with the row
// 56..63 first and the row 0..7 last.
func TestGoSourceDrawsFarRankFirst(t *testing.T) {
	tp, err := newPlacement(classic.Shatranj, false)
	if err != nil {
		t.Fatal(err)
	}
	tables := make([][]int, len(classic.Shatranj.Game().Kinds))
	for k := range tables {
		tables[k] = make([]int, 64)
		for c := range 64 {
			tables[k][c] = c
		}
	}
	src, err := tp.goSource("classic", "shatranjPlacement", tables, provenance{Source: "a test"})
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	far, home := strings.Index(s, "{56, 57, 58, 59, 60, 61, 62, 63},"), strings.Index(s, "{0, 1, 2, 3, 4, 5, 6, 7},")
	if far < 0 || home < 0 || far > home || !strings.Contains(s, "chesslike.DrawnPlacement(8, [][]int{") {
		t.Errorf("the tables are not drawn far rank first:\n%s", s)
	}
}
