package lancer

import (
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Spec 7.1.7 and 7.1.8: perft of LancerChess 18, 324, 6,770, 140,739
// (royal Queen on d), 140,759 at depth 4 with the royal on e; Clash (South
// Knights, North Lancers) 20, 360, 8,012, 166,645, and 166,665 with the
// royal on e.
func TestLancerPerft(t *testing.T) {
	for _, c := range []struct {
		options string
		want    []uint64
	}{
		{"", []uint64{18, 324, 6770, 140739}},
		{"royalonkingsfile", []uint64{18, 324, 6770, 140759}},
		{"clash", []uint64{20, 360, 8012, 166645}},
		{"preset=clash", []uint64{20, 360, 8012, 166645}},
		{"clash,royalonkingsfile", []uint64{20, 360, 8012, 166665}},
	} {
		perftWant(t, "lancerchess "+c.options, withOptions(t, LancerChess, c.options).Start(), 4, c.want...)
	}
}

// Spec 7.1.6: from the start South has 18 moves: 16 Pikeman moves, the
// Queen's Lancer b1-d3 (over the c2 Pikeman) and the King's Lancer g1-g3
// (over g2); the Queen, King, Towers and Nobles have none.
func TestLancerStartMoves(t *testing.T) {
	want := []string{"a2a3", "a2a4", "b1d3", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4",
		"e2e3", "e2e4", "f2f3", "f2f4", "g1g3", "g2g3", "g2g4", "h2h3", "h2h4"}
	if got := texts(LancerChess.Start()); !slices.Equal(got, want) {
		t.Errorf("start moves %v, want %v", got, want)
	}
	if got := LancerChess.Start().String(); got != LancerStart {
		t.Errorf("start %s, want %s", got, LancerStart)
	}
}

// Spec 2.3: the start arrays of the options: the royal Queen on d (or e
// with royalonkingsfile), Clash's Knights on b and g of the Knights side.
func TestLancerStartArrays(t *testing.T) {
	for options, want := range map[string]string{
		"":                             "tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1",
		"royalonkingsfile":             "tjbkqblt/pppppppp/8/8/8/8/PPPPPPPP/TJBKQBLT w KQkq - 0 1",
		"clash":                        "tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TNBQKBNT w KQkq - 0 1",
		"clash,knights=north":          "tnbqkbnt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1",
		"clash,royalonkingsfile=true":  "tjbkqblt/pppppppp/8/8/8/8/PPPPPPPP/TNBKQBNT w KQkq - 0 1",
		"preset=clash,knights=north":   "tnbqkbnt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1",
		"clash=false,deadpositions=no": LancerStart,
	} {
		if got := withOptions(t, LancerChess, options).Start().String(); got != want {
			t.Errorf("%q: start %s, want %s", options, got, want)
		}
	}
}

// Options are validated: the Knights side needs Clash, values must be
// known.
func TestLancerOptionErrors(t *testing.T) {
	v := LancerChess.Variant()
	for _, bad := range []string{"knights=north", "clash=maybe", "knights=east", "royal=yes", "preset=storm", "repetition=1"} {
		_, err := v.ParseOptions(bad)
		var oe *variant.OptionError
		if !errors.Is(err, variant.ErrOption) || !errors.As(err, &oe) {
			t.Errorf("%q: error %v, want an OptionError", bad, err)
		}
	}
	if _, err := variant.NewPosition("lancerchess", "clash,knights=north", ""); err != nil {
		t.Errorf("clash with North Knights: %v", err)
	}
	if _, err := variant.Lookup("lancer"); err != nil {
		t.Errorf("alias lancer: %v", err)
	}
}

// onEmptyBoard returns the moves of the South piece letter on sq with only
// the two Queens on the board, on squares three or more steps away (out
// of reach of every piece measured here).
func onEmptyBoard(t *testing.T, r *cl.Rules, letter byte, sq string) []string {
	t.Helper()
	g := r.Geometry()
	c := must(g.Parse(sq))
	var far []string
	for _, corner := range []string{"a1", "h1", "a8", "h8"} {
		co, cc := g.Coord(must(g.Parse(corner))), g.Coord(c)
		if max(abs(co.File-cc.File), abs(co.Rank-cc.Rank)) >= 3 {
			far = append(far, corner)
		}
	}
	// Without the dead-position rule: Queen and Knight against Queen is
	// dead.
	r = withOptions(t, r, "deadpositions=false")
	p := parse(t, r, placement(board.Shape8x8, map[string]byte{sq: letter, far[0]: 'Q', far[1]: 'q'})+" w - - 0 1")
	return movesFrom(t, p, sq)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Spec 7.1.1 (from the seed's "he attacks more squares than does the
// Western chess Knight on most of the board (48 of 64 squares)"): on an
// empty board the King's Lancer has more moves than a Knight on the 48
// squares outside c3-f6 and as many (8) on those 16, never fewer. Counts
// King's Lancer/Knight: a1 4/2, b1 5/3, c1 6/4, b2 6/4, c2 7/6, c3 8/8
// (hand count: from c2 the Lancer reaches b2 d2 a2 e2 c1 c3 c4, the Knight
// a1 a3 b4 d4 e1 e3). Totals over the board: King's Lancer 416, Knight
// 336, Queen's Lancer 340. The Queen's Lancer keeps to its colour.
func TestLancerPieceReach(t *testing.T) {
	r := LancerChess
	g := r.Geometry()
	counts := map[string][2]int{"a1": {4, 2}, "b1": {5, 3}, "c1": {6, 4}, "b2": {6, 4}, "c2": {7, 6}, "c3": {8, 8}}
	more, same, fewer := 0, 0, 0
	var totals [3]int
	for c := range g.All().All {
		sq := g.Name(c)
		kl := len(onEmptyBoard(t, r, 'L', sq))
		kn := len(onEmptyBoard(t, r, 'N', sq))
		ql := onEmptyBoard(t, r, 'J', sq)
		totals[0] += kl
		totals[1] += kn
		totals[2] += len(ql)
		co := g.Coord(c)
		centre := co.File >= 2 && co.File <= 5 && co.Rank >= 2 && co.Rank <= 5
		switch {
		case kl > kn:
			more++
			if centre {
				t.Errorf("%s: King's Lancer %d > Knight %d inside c3-f6", sq, kl, kn)
			}
		case kl == kn:
			same++
			if !centre || kl != 8 {
				t.Errorf("%s: King's Lancer and Knight both %d", sq, kl)
			}
		default:
			fewer++
		}
		if w, ok := counts[sq]; ok && (kl != w[0] || kn != w[1]) {
			t.Errorf("%s: King's Lancer %d, Knight %d, want %d, %d", sq, kl, kn, w[0], w[1])
		}
		for _, m := range ql {
			to := must(g.Parse(m[2:]))
			if dark(g, to) != dark(g, c) {
				t.Errorf("Queen's Lancer %s changes colour", m)
			}
		}
	}
	if more != 48 || same != 16 || fewer != 0 {
		t.Errorf("King's Lancer more/same/fewer than Knight on %d/%d/%d squares, want 48/16/0", more, same, fewer)
	}
	if totals != [3]int{416, 336, 340} {
		t.Errorf("totals King's Lancer, Knight, Queen's Lancer %v, want [416 336 340]", totals)
	}
}

// Spec 2.2: the King's Lancer jumps on its two-square move; the Queen's
// Lancer too. From the start the King's Lancer g1 reaches g3 over g2 and
// the Queen's Lancer b1 reaches d3 over c2 (and not a2 or c2, own
// Pikemen).
func TestLancerJumps(t *testing.T) {
	p := LancerChess.Start()
	if got := movesFrom(t, p, "g1"); !slices.Equal(got, []string{"g1g3"}) {
		t.Errorf("King's Lancer g1: %v", got)
	}
	if got := movesFrom(t, p, "b1"); !slices.Equal(got, []string{"b1d3"}) {
		t.Errorf("Queen's Lancer b1: %v", got)
	}
}

// Spec 2.2: the royal Queen steps one square in any direction and may not
// be left in check: attacked along the d-file by a Tower on d8, she must
// step off it (c1, c2, e1, e2; d2 stays on the file).
func TestLancerRoyalQueen(t *testing.T) {
	p := parse(t, LancerChess, "3t3q/8/8/8/8/8/8/3Q4 w - - 0 1")
	if !p.InCheck() {
		t.Fatal("the Queen on d1 is not in check")
	}
	if got, want := movesFrom(t, p, "d1"), []string{"d1c1", "d1c2", "d1e1", "d1e2"}; !slices.Equal(got, want) {
		t.Errorf("Queen in check: %v, want %v", got, want)
	}
	// A position whose side not to move has its Queen attacked cannot be.
	if _, err := LancerChess.Parse("3t3q/8/8/8/8/8/8/3Q4 b - - 0 1"); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("Queen attacked, North to move: %v", err)
	}
}

// Spec 2.2: the King moves as the Western Queen and is not royal: from d4
// he has the 27 queen moves of an empty board (hand count: 7 on the rank,
// 7 on the file, 7 + 6 on the diagonals), and South may leave him attacked.
func TestLancerKing(t *testing.T) {
	p := parse(t, LancerChess, "8/7q/8/8/3K4/8/Q7/8 w - - 0 1")
	if got := movesFrom(t, p, "d4"); len(got) != 27 {
		t.Errorf("King d4: %d moves %v, want 27", len(got), got)
	}
	// The orange Tower e8 attacks the King e1; the Queen may still move
	// away, leaving him to be taken.
	p = parse(t, LancerChess, "3qt3/8/8/8/8/8/8/3QK3 w - - 0 1")
	if p.InCheck() {
		t.Error("an attacked King is check")
	}
	if !has(p, "d1c2") {
		t.Error("the Queen may not leave the attacked King")
	}
	q := play(t, p, "d1c2", "e8e1")
	if q.Cells(0, LancerChess.Kind('K')).Count() != 0 {
		t.Error("the King was not captured")
	}
}

// Spec 2.2: Pikemen step, double-step from their first rank, capture
// diagonally forward and take en passant, on the next move only.
func TestLancerPikemen(t *testing.T) {
	p := parse(t, LancerChess, "3q4/3p4/8/4P3/8/8/1P6/3Q4 b - - 0 1")
	p = play(t, p, "d7d5")
	if !has(p, "e5d6") {
		t.Errorf("%s: no en passant e5d6", p)
	}
	after := play(t, p, "e5d6")
	if _, _, ok := after.At(must(after.Board().Parse("d5"))); ok {
		t.Error("en passant did not take the Pikeman on d5")
	}
	q := play(t, p, "b2b3", "d8e8")
	if has(q, "e5d6") {
		t.Error("en passant after an intervening move")
	}
	if !has(q, "b3b4") || has(q, "b3b5") {
		t.Error("a Pikeman off its first rank double-steps, or cannot step")
	}
}

// Spec 2.5 and 7.1.9: promotion is compulsory, into King, Tower
// (Siege-tower), Noble or a Lancer whose type is fixed by the colour of
// the square: for South a Queen's Lancer on a8 (light), a King's Lancer on
// b8 (dark); for North a Queen's Lancer on a1 (dark), a King's Lancer on
// b1 (light). In Clash the Knights side promotes to a Knight instead, and
// the Lancer side never to a Knight.
func TestLancerPromotion(t *testing.T) {
	south := "3q4/PP6/8/8/8/8/pp6/3Q4 w - - 0 1"
	north := "3q4/PP6/8/8/8/8/pp6/3Q4 b - - 0 1"
	for _, c := range []struct {
		options, text, from string
		want                []string
	}{
		{"", south, "a7", []string{"a7a8b", "a7a8j", "a7a8k", "a7a8t"}},
		{"", south, "b7", []string{"b7b8b", "b7b8k", "b7b8l", "b7b8t"}},
		{"", north, "a2", []string{"a2a1b", "a2a1j", "a2a1k", "a2a1t"}},
		{"", north, "b2", []string{"b2b1b", "b2b1k", "b2b1l", "b2b1t"}},
		{"clash", south, "a7", []string{"a7a8b", "a7a8k", "a7a8n", "a7a8t"}},
		{"clash", south, "b7", []string{"b7b8b", "b7b8k", "b7b8n", "b7b8t"}},
		{"clash", north, "a2", []string{"a2a1b", "a2a1j", "a2a1k", "a2a1t"}},
		{"clash,knights=north", north, "b2", []string{"b2b1b", "b2b1k", "b2b1n", "b2b1t"}},
		{"clash,knights=north", south, "b7", []string{"b7b8b", "b7b8k", "b7b8l", "b7b8t"}},
	} {
		p := parse(t, withOptions(t, LancerChess, c.options), c.text)
		if got := movesFrom(t, p, c.from); !slices.Equal(got, c.want) {
			t.Errorf("%q %s: promotions %v, want %v", c.options, c.from, got, c.want)
		}
	}
	// Promotion is compulsory: the move without a piece is refused.
	p := parse(t, LancerChess, south)
	_, err := p.ParseMove("a7a8")
	if !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("a7a8 without promotion: %v", err)
	}
	q := play(t, p, "b7b8l")
	if _, k, _ := q.At(must(q.Board().Parse("b8"))); LancerChess.KindLetter(k) != 'L' {
		t.Errorf("b7b8l made a %s", LancerChess.KindName(k))
	}
}

// Spec 7.1.11: the Queen's Lancers start on opposite colours, South's on a
// light square (b1), North's on a dark one (b8).
func TestLancerQueensLancerColours(t *testing.T) {
	g := LancerChess.Geometry()
	p := LancerChess.Start()
	j := LancerChess.Kind('J')
	s, n := p.Cells(0, j).First(), p.Cells(1, j).First()
	if g.Name(s) != "b1" || dark(g, s) || g.Name(n) != "b8" || !dark(g, n) {
		t.Errorf("Queen's Lancers on %s (dark %v) and %s (dark %v)", g.Name(s), dark(g, s), g.Name(n), dark(g, n))
	}
}

// Spec 2.4 and 7.1.10: Protecting the Queen. With the King's Tower the
// Queen goes d1-f1 and the Tower h1-e1 (e1, f1, g1 empty; e1 and f1 not
// attacked; g1 may be); with the Queen's Tower d1-b1 and a1-c1 (b1, c1
// empty and not attacked). Not out of check.
func TestLancerCastling(t *testing.T) {
	base := "3q4/8/8/8/8/8/8/T2Q3T w KQ - 0 1"
	p := parse(t, LancerChess, base)
	if got := play(t, p, "d1f1").String(); got != "3q4/8/8/8/8/8/8/T3TQ2 b - - 1 1" {
		t.Errorf("d1f1: %s", got)
	}
	if got := play(t, p, "d1b1").String(); got != "3q4/8/8/8/8/8/8/1QT4T b - - 1 1" {
		t.Errorf("d1b1: %s", got)
	}
	if got := play(t, p, "O-O-O").String(); got != "3q4/8/8/8/8/8/8/1QT4T b - - 1 1" {
		t.Errorf("O-O-O (the Queen's Tower's side): %s", got)
	}
	for _, c := range []struct {
		text         string
		kings, queen bool // castling with the King's / Queen's Tower legal
	}{
		{"3qt3/8/8/8/8/8/8/T2Q3T w KQ - 0 1", false, true},   // e1 attacked
		{"3q1t2/8/8/8/8/8/8/T2Q3T w KQ - 0 1", false, true},  // f1 attacked
		{"3q2t1/8/8/8/8/8/8/T2Q3T w KQ - 0 1", true, true},   // g1 attacked: only the Tower crosses it
		{"2tq4/8/8/8/8/8/8/T2Q3T w KQ - 0 1", true, false},   // c1 attacked
		{"1t1q4/8/8/8/8/8/8/T2Q3T w KQ - 0 1", true, false},  // b1 attacked
		{"t2q4/8/8/8/8/8/8/T2Q3T w KQ - 0 1", true, true},    // a1 attacked: the Tower's square
		{"3q4/8/8/8/8/8/8/T2Q2BT w KQ - 0 1", false, true},   // g1 occupied
		{"3q4/8/8/8/8/8/8/TB1Q3T w KQ - 0 1", true, false},   // b1 occupied
		{"3t4/6q1/8/8/8/8/8/T2Q3T w KQ - 0 1", false, false}, // in check
		{"3q4/8/8/8/8/8/8/T2Q3T w K - 0 1", true, false},     // no right with the Queen's Tower
	} {
		p := parse(t, LancerChess, c.text)
		if has(p, "d1f1") != c.kings || has(p, "d1b1") != c.queen {
			t.Errorf("%s: castling d1f1 %v, d1b1 %v; want %v, %v", c.text, has(p, "d1f1"), has(p, "d1b1"), c.kings, c.queen)
		}
	}
	// A Queen or Tower that has moved has lost the right.
	q := play(t, p, "h1h2", "d8e8", "h2h1", "e8d8")
	if has(q, "d1f1") || !has(q, "d1b1") {
		t.Errorf("%s: castling after the King's Tower moved", q)
	}
	// With the royal Queen on e1, Western castling (spec 2.4).
	r := withOptions(t, LancerChess, "royalonkingsfile")
	p = parse(t, r, "4q3/8/8/8/8/8/8/T3Q2T w KQ - 0 1")
	if got := play(t, p, "e1g1").String(); got != "4q3/8/8/8/8/8/8/T4TQ1 b - - 1 1" {
		t.Errorf("e1g1: %s", got)
	}
	if got := play(t, p, "e1c1").String(); got != "4q3/8/8/8/8/8/8/2QT3T b - - 1 1" {
		t.Errorf("e1c1: %s", got)
	}
}

// Spec 2.6: checkmating the Queen wins; stalemate draws (option
// stalemate).
func TestLancerEnd(t *testing.T) {
	// The King g7, guarded by the Queen f6, checks the orange Queen h8,
	// whose squares g8 and h7 he also covers.
	p := parse(t, LancerChess, "7q/6K1/5Q2/8/8/8/8/8 b - - 0 1")
	if o := p.Outcome(); o.Status != variant.Won || !o.Winners.Has(0) || o.Reason != "checkmate" {
		t.Errorf("checkmate: %v", o)
	}
	// The King f7 covers g8, g7 and h7 without checking h8.
	stale := "7q/5K2/8/8/8/8/8/Q7 b - - 0 1"
	if o := parse(t, LancerChess, stale).Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate: %v", o)
	}
	if o := parse(t, withOptions(t, LancerChess, "stalemate=loss"), stale).Outcome(); o.Status != variant.Won || !o.Winners.Has(0) {
		t.Errorf("stalemate=loss: %v", o)
	}
}

// Spec 2.6 (L6): Western draw rules: the 50-move rule and threefold
// repetition may be claimed, the 75-move rule ends the game.
func TestLancerDrawRules(t *testing.T) {
	p := parse(t, LancerChess, "3q4/8/8/8/8/8/8/T2Q3T w - - 100 80")
	if o, ok := p.ClaimOutcome(1); !ok || o.Status != variant.Drawn {
		t.Errorf("claim after 50 moves: %v %v", o, ok)
	}
	if p.Outcome().Over() {
		t.Error("the game ended after 50 moves")
	}
	if o := parse(t, LancerChess, "3q4/8/8/8/8/8/8/T2Q3T w - - 150 80").Outcome(); o.Status != variant.Drawn {
		t.Errorf("after 75 moves: %v", o)
	}
	g := variant.NewGame(LancerChess.Start())
	for range 2 {
		for _, m := range []string{"g1g3", "g8g6", "g3g1", "g6g8"} {
			if err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o, err := g.Claim(); err != nil || o.Status != variant.Drawn {
		t.Errorf("threefold repetition claim: %v %v", o, err)
	}
}

// Spec 2.6: dead positions (option deadpositions) are drawn: lone Queens;
// Queen with Nobles and Queen's Lancers all on one colour, or with one
// Knight, against a lone Queen. Not: colour-bound pieces on both colours,
// two Knights, a King's Lancer.
func TestLancerDeadPositions(t *testing.T) {
	for _, c := range []struct {
		text string
		dead bool
	}{
		{"3q4/8/8/8/8/8/8/3Q4 w - - 0 1", true},
		{"3q4/8/8/8/8/8/1B6/3QJ3 w - - 0 1", true},   // b2 and e1 both dark
		{"3q4/8/8/8/8/8/1B6/3Q1J2 b - - 0 1", false}, // b2 dark, f1 light
		{"3q4/8/8/8/8/8/8/3Q2N1 w - - 0 1", true},
		{"3q4/8/8/8/8/8/8/1N1Q2N1 w - - 0 1", false},
		{"3q4/8/8/8/8/8/8/3Q2L1 w - - 0 1", false},
		{"3q4/8/8/8/8/8/4P3/3Q4 w - - 0 1", false},
		{"3qb3/8/8/8/8/8/8/3Q4 w - - 0 1", true},
		{"3qb3/8/8/8/8/8/8/3QB3 w - - 0 1", false}, // a Noble each: no lone Queen
	} {
		p := parse(t, LancerChess, c.text)
		o := p.Outcome()
		if dead := o == variant.Draw("dead position"); dead != c.dead {
			t.Errorf("%s: outcome %v, dead %v", c.text, o, c.dead)
		}
		if c.dead && len(p.Moves(nil)) != 0 {
			t.Errorf("%s: a dead position has moves", c.text)
		}
		if o := parse(t, withOptions(t, LancerChess, "deadpositions=false"), c.text).Outcome(); o.Over() {
			t.Errorf("%s with deadpositions=false: %v", c.text, o)
		}
	}
}

// Spec 7.1.3: with Queen and Queen's Lancer, or Queen and Knight, against
// a lone Queen no checkmate position exists at all, which makes those
// positions dead; with a King's Lancer there are mates (7.1.2: the ending
// is won). The search takes every placement with the defending Queen in
// one eighth of the board (the pieces' moves are symmetric) and the
// defender to move.
func TestLancerMatingMaterial(t *testing.T) {
	r := withOptions(t, LancerChess, "deadpositions=false")
	g := r.Geometry()
	mates := func(piece byte) int {
		n := 0
		for d := range g.All().All {
			co := g.Coord(d)
			if co.File > 3 || co.Rank > co.File {
				continue
			}
			for q := range g.All().All {
				for x := range g.All().All {
					if q == d || x == d || x == q {
						continue
					}
					text := placement(board.Shape8x8, map[string]byte{g.Name(d): 'q', g.Name(q): 'Q', g.Name(x): piece}) + " b - - 0 1"
					p, err := r.Parse(text)
					if err != nil {
						continue // the Queens touch
					}
					if p.InCheck() && len(p.Moves(nil)) == 0 {
						n++
					}
				}
			}
		}
		return n
	}
	if n := mates('J'); n != 0 {
		t.Errorf("Queen and Queen's Lancer: %d checkmates", n)
	}
	if n := mates('N'); n != 0 {
		t.Errorf("Queen and Knight: %d checkmates", n)
	}
	if n := mates('L'); n == 0 {
		t.Error("Queen and King's Lancer: no checkmate")
	}
}
