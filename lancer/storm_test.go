package lancer

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Spec 7.5.6: perft from the start positions: Storm 10x8 42, 1,674,
// 69,857; 10x10 57, 3,101, 174,796; Crossfire 10x8 28, 1,167, 35,978;
// 10x10 38, 2,150, 86,380.
func TestStormPerft(t *testing.T) {
	for _, c := range []struct {
		options string
		want    []uint64
	}{
		{"", []uint64{42, 1674, 69857}},
		{"board=10x10", []uint64{57, 3101, 174796}},
		{"preset=storm100", []uint64{57, 3101, 174796}},
		{"crossfire", []uint64{28, 1167, 35978}},
		{"preset=crossfire", []uint64{28, 1167, 35978}},
		{"crossfire,board=10x10", []uint64{38, 2150, 86380}},
		{"preset=crossfire100", []uint64{38, 2150, 86380}},
	} {
		perftWant(t, "storm "+c.options, withOptions(t, Storm, c.options).Start(), 3, c.want...)
	}
}

// Spec 6.3: the start arrays of the options.
func TestStormStartArrays(t *testing.T) {
	for options, want := range map[string]string{
		"":                               StormStart,
		"board=10x10":                    StormStart100,
		"minors=knightsinside":           "tsnyqkxnst/ffffffffff/10/10/10/10/FFFFFFFFFF/TSNYQKXNST[] w KQkq - 0 1",
		"crossfire":                      "tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNCSQKSANT[] w KQkq - 0 1",
		"crossfire,minors=knightsinside": "tsnyqkxnst/ffffffffff/10/10/10/10/FFFFFFFFFF/TNCSQKSANT[] w KQkq - 0 1",
	} {
		if got := withOptions(t, Storm, options).Start().String(); got != want {
			t.Errorf("%q: start %s, want %s", options, got, want)
		}
	}
	p, err := variant.NewPosition("storm", "board=10x10", "")
	if err != nil || p.String() != StormStart100 || p.Board().Shape() != board.Shape10x10 {
		t.Errorf("storm board=10x10 by name: %v %v", p, err)
	}
	for _, bad := range []string{"board=9x9", "crossfire=2", "minors=bishopsout", "preset=clash"} {
		if _, err := Storm.Variant().ParseOptions(bad); !errors.Is(err, variant.ErrOption) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// Spec 7.5.5: from the start South has 42 moves on 10x8 (20 Forester
// moves, 4 Knight moves, the Prince's 10: f3-f6 and h3-h6 over the own
// Foresters f2 and h2, with the captures f7 and h7; the Princess's 8: c3,
// b4, a5 and e3, f4, g5, h6, capture i7) and 57 on 10x10 (30 Forester
// moves with the triple steps, Prince 14, Princess 9).
func TestStormStartMoves(t *testing.T) {
	p := Storm.Start()
	if got, want := movesFrom(t, p, "g1"), []string{"g1f3", "g1f4", "g1f5", "g1f6", "g1f7", "g1h3", "g1h4", "g1h5", "g1h6", "g1h7"}; !slices.Equal(got, want) {
		t.Errorf("Prince g1: %v, want %v", got, want)
	}
	if got, want := movesFrom(t, p, "d1"), []string{"d1a5", "d1b4", "d1c3", "d1e3", "d1f4", "d1g5", "d1h6", "d1i7"}; !slices.Equal(got, want) {
		t.Errorf("Princess d1: %v, want %v", got, want)
	}
	if n := len(p.Moves(nil)); n != 42 {
		t.Errorf("10x8: %d moves, want 42", n)
	}
	p = Storm100.Start()
	if got := movesFrom(t, p, "g1"); len(got) != 14 || !slices.Contains(got, "g1f9") || !slices.Contains(got, "g1h8") {
		t.Errorf("10x10 Prince g1: %v, want f3-f8, h3-h8 and the captures f9, h9", got)
	}
	if got, want := movesFrom(t, p, "d1"), []string{"d1a5", "d1b4", "d1c3", "d1e3", "d1f4", "d1g5", "d1h6", "d1i7", "d1j8"}; !slices.Equal(got, want) {
		t.Errorf("10x10 Princess d1: %v, want %v", got, want)
	}
	if got := movesFrom(t, p, "e2"); !slices.Equal(got, []string{"e2e3", "e2e4", "e2e5"}) {
		t.Errorf("10x10 Forester e2: %v", got)
	}
	if n := len(p.Moves(nil)); n != 57 {
		t.Errorf("10x10: %d moves, want 57", n)
	}
}

// reach returns the moves of the South piece on sq with only the two
// Queens elsewhere.
func reach(t *testing.T, r *cl.Rules, letter byte, sq, southQueen, northQueen string) []string {
	t.Helper()
	p := parse(t, r, placement(r.Geometry().Shape(), map[string]byte{sq: letter, southQueen: 'Q', northQueen: 'q'})+" w - - 0 1")
	return movesFrom(t, p, sq)
}

// squares returns the destinations of moves from one square, sorted.
func squares(moves []string) []string {
	var out []string
	for _, m := range moves {
		out = append(out, m[2:])
	}
	slices.Sort(out)
	return out
}

func sorted(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	return out
}

// Spec 6.5 and 7.5.1: the Prince and the Princess strike a Knight's square
// and, if it is empty, follow through along its ray (the Prince along the
// Knight move's long leg, the Princess diagonally). On empty boards, with
// the Queens on squares off their paths: from e4 on 10x8 the Prince has
// 24 moves (the spec's list), the Princess 23, all dark; on 10x10 28 and
// 26; from a1 on 10x8 14 and 13.
func TestStormPrinceAndPrincess(t *testing.T) {
	prince := "d6 f6 c5 c3 d2 f2 g5 g3 d7 d8 f7 f8 b5 a5 b3 a3 d1 f1 h5 i5 j5 h3 i3 j3"
	if got := squares(reach(t, Storm, 'X', "e4", "a8", "j8")); !slices.Equal(got, sorted(prince)) {
		t.Errorf("Prince e4: %v, want %v", got, sorted(prince))
	}
	princess := "d6 f6 c5 c3 d2 f2 g5 g3 c7 b8 g7 h8 b6 a7 b2 a1 c1 g1 h6 i7 j8 h2 i1"
	got := squares(reach(t, Storm, 'Y', "e4", "a8", "j1"))
	if !slices.Equal(got, sorted(princess)) {
		t.Errorf("Princess e4: %v, want %v", got, sorted(princess))
	}
	g := Storm.Geometry()
	for _, sq := range got {
		if !dark(g, must(g.Parse(sq))) {
			t.Errorf("the Princess on e4 (light) reaches the light square %s", sq)
		}
	}
	for _, c := range []struct {
		r                *cl.Rules
		letter           byte
		sq, south, north string
		want             int
	}{
		{Storm100, 'X', "e4", "a10", "j10", 28},
		{Storm100, 'Y', "e4", "a10", "j1", 26},
		{Storm, 'X', "a1", "j1", "j8", 14},
		{Storm, 'Y', "a1", "j1", "j8", 13},
	} {
		if got := reach(t, c.r, c.letter, c.sq, c.south, c.north); len(got) != c.want {
			t.Errorf("%c on %s of %v: %d moves %v, want %d", c.letter, c.sq, c.r.Geometry().Shape(), len(got), got, c.want)
		}
	}
}

// Spec 6.5 rules 2 and 3: an occupied strike square (either side) ends
// its branch: the piece may capture an enemy there but not go beyond; a
// follow-through stops at the first piece, capturing an enemy.
func TestStormStrikeBlocked(t *testing.T) {
	// Prince e4: an own Forester on the strike square d6, an enemy Knight
	// on the strike square f6, an enemy Service-maiden at the end of the
	// ray b3-a3.
	p := parse(t, Storm, placement(board.Shape10x8, map[string]byte{
		"e4": 'X', "d6": 'F', "f6": 'n', "a3": 's', "a8": 'Q', "j8": 'q',
	})+" w - - 0 1")
	got := squares(movesFrom(t, p, "e4"))
	for _, sq := range []string{"d6", "d7", "d8", "f7", "f8"} {
		if slices.Contains(got, sq) {
			t.Errorf("Prince e4 reaches %s past an occupied strike square: %v", sq, got)
		}
	}
	for _, sq := range []string{"f6", "b3", "a3"} {
		if !slices.Contains(got, sq) {
			t.Errorf("Prince e4 does not reach %s: %v", sq, got)
		}
	}
	// The attack follows the same paths: a Princess whose strike square
	// is empty checks along the ray; filling the strike square or the ray
	// blocks the check.
	open := parse(t, Storm, placement(board.Shape10x8, map[string]byte{"e4": 'y', "a1": 'Q', "j8": 'q'})+" w - - 0 1")
	if !open.InCheck() {
		t.Error("the Princess e4 does not check a1 through c3, b2")
	}
	for _, block := range []string{"c3", "b2"} {
		p := parse(t, Storm, placement(board.Shape10x8, map[string]byte{"e4": 'y', "a1": 'Q', "j8": 'q', block: 'F'})+" w - - 0 1")
		if p.InCheck() {
			t.Errorf("a Forester on %s does not block the Princess's check", block)
		}
	}
}

// Spec 7.5.3, the seed's first example (10x10): South Queen c2, Adviser
// f1; North Princess f5, Service-maiden h7 (behind the Princess on the
// diagonal h7-c2).
func TestStormSeedExample1(t *testing.T) {
	start := parse(t, Storm100, placement(board.Shape10x10, map[string]byte{
		"c2": 'Q', "f1": 'A', "f5": 'y', "h7": 's', "j10": 'q',
	})+" b - - 0 1")
	onlyQueen := func(p cl.Position) bool {
		for _, m := range texts(p) {
			if !strings.HasPrefix(m, "c2") {
				return false
			}
		}
		return len(texts(p)) > 0
	}
	// f5-d4 and f5-e3: double check without a single blocking square, so
	// only the Queen moves; the Princess also attacks f1 (from d4 through
	// the strike square e2, from e3 directly).
	for _, to := range []string{"d4", "e3"} {
		p := play(t, start, "f5"+to)
		if !p.InCheck() || !onlyQueen(p) {
			t.Errorf("after f5%s: check %v, moves %v: want a double check only the Queen escapes", to, p.InCheck(), texts(p))
		}
		if q := play(t, p, "c2b2"); !has(q, to+"f1") {
			t.Errorf("after f5%s c2b2 the Princess cannot take f1", to)
		}
	}
	// f5-g7 and f5-h6: double check along the ray f5-e4-d3-c2, which one
	// piece blocks: the Adviser f1-d3.
	for _, to := range []string{"g7", "h6"} {
		p := play(t, start, "f5"+to)
		if !p.InCheck() || !has(p, "f1d3") {
			t.Errorf("after f5%s: check %v, block f1d3 %v", to, p.InCheck(), has(p, "f1d3"))
		}
		for _, m := range texts(p) {
			if !strings.HasPrefix(m, "c2") && !slices.Contains([]string{"f5", "e4", "d3"}, m[2:]) {
				t.Errorf("after f5%s: %s neither moves the Queen nor blocks", to, m)
			}
		}
	}
	// f5-g3: attacks f1 and discovers the Service-maiden's check; f1-d3
	// blocks.
	p := play(t, start, "f5g3")
	if !p.InCheck() || !has(p, "f1d3") {
		t.Errorf("after f5g3: check %v, block f1d3 %v", p.InCheck(), has(p, "f1d3"))
	}
	if q := play(t, p, "c2b2"); !has(q, "g3f1") {
		t.Error("after f5g3 c2b2 the Princess cannot take f1")
	}
}

// Spec 7.5.4, the seed's second example (10x10): South Queen g2,
// Precedent d3, Knight h1, Service-maiden e1; North Knight g6, Prince h9
// (strike g7, ray down the g-file), Siege-tower g10.
func TestStormSeedExample2(t *testing.T) {
	start := parse(t, Storm100, placement(board.Shape10x10, map[string]byte{
		"g2": 'Q', "d3": 'C', "h1": 'N', "e1": 'S', "g6": 'n', "h9": 'x', "g10": 't', "a10": 'q',
	})+" b - - 0 1")
	// g6-f4 and g6-h4: triple check (Knight, Prince, Siege-tower): only the
	// Queen moves; from f4 the Knight also attacks d3.
	for _, to := range []string{"f4", "h4"} {
		p := play(t, start, "g6"+to)
		for _, m := range texts(p) {
			if !strings.HasPrefix(m, "g2") {
				t.Errorf("after g6%s (triple check): %s", to, m)
			}
		}
		if !p.InCheck() || len(texts(p)) == 0 {
			t.Errorf("after g6%s: check %v, %d moves", to, p.InCheck(), len(texts(p)))
		}
	}
	if q := play(t, start, "g6f4", "g2f1"); !has(q, "f4d3") {
		t.Error("the Knight f4 does not attack d3")
	}
	// g6-e5: double check along the g-file, blocked by d3-g3; the
	// Precedent is then pinned on the g-file, and after the Siege-tower
	// takes it the Knight h1 and the Service-maiden e1 retake (the Queen
	// may not: the Prince's ray covers g3).
	p := play(t, start, "g6e5")
	if !p.InCheck() || !has(p, "d3g3") {
		t.Fatalf("after g6e5: check %v, block d3g3 %v", p.InCheck(), has(p, "d3g3"))
	}
	q := play(t, p, "d3g3")
	for _, m := range texts(play(t, q, "a10a9")) {
		if strings.HasPrefix(m, "g3") && m[2] != 'g' {
			t.Errorf("the pinned Precedent moves %s", m)
		}
	}
	r := play(t, q, "g10g3")
	if !has(r, "h1g3") || !has(r, "e1g3") || has(r, "g2g3") {
		t.Errorf("retaking on g3: Knight %v, Service-maiden %v, Queen %v", has(r, "h1g3"), has(r, "e1g3"), has(r, "g2g3"))
	}
}

// Spec 6.4 and 7.5.7: Protecting the Queen moves her three squares: with
// the King's Tower e1-h1 and j1-g1 (f1, g1, h1, i1 empty; f1, g1, h1 not
// attacked), with the Queen's Tower e1-b1 and a1-c1 (b1, c1, d1 empty and
// not attacked).
func TestStormCastling(t *testing.T) {
	base := "4q5/10/10/10/10/10/10/T3Q4T w KQ - 0 1"
	p := parse(t, Storm, base)
	if got := play(t, p, "e1h1").String(); got != "4q5/10/10/10/10/10/10/T5TQ2[] b - - 1 1" {
		t.Errorf("e1h1: %s", got)
	}
	if got := play(t, p, "e1b1").String(); got != "4q5/10/10/10/10/10/10/1QT6T[] b - - 1 1" {
		t.Errorf("e1b1: %s", got)
	}
	for _, c := range []struct {
		file         string
		kings, queen bool
	}{
		{"f", false, true}, {"g", false, true}, {"h", false, true}, {"i", true, true}, // the Queen crosses f1, g1 and arrives on h1
		{"d", true, false}, {"c", true, false}, {"b", true, false}, {"a", true, true},
	} {
		// An orange Tower on the file's eighth rank attacks its first-rank
		// square.
		pieces := map[string]byte{"e8": 'q', "a1": 'T', "e1": 'Q', "j1": 'T', c.file + "8": 't'}
		if c.file == "e" {
			continue
		}
		p := parse(t, Storm, placement(board.Shape10x8, pieces)+" w KQ - 0 1")
		if has(p, "e1h1") != c.kings || has(p, "e1b1") != c.queen {
			t.Errorf("%s1 attacked: e1h1 %v, e1b1 %v; want %v, %v", c.file, has(p, "e1h1"), has(p, "e1b1"), c.kings, c.queen)
		}
	}
	// i1 occupied: the Tower cannot pass.
	p = parse(t, Storm, "4q5/10/10/10/10/10/10/T3Q3NT w KQ - 0 1")
	if has(p, "e1h1") {
		t.Error("castling over a piece on i1")
	}
	// Crossfire's South castles alike.
	p = withOptions(t, Storm, "crossfire").Start()
	p = play(t, p, "f2f4", "a7a6", "f1f3", "a6a5", "g2g3", "a5a4", "g1f2", "b7b6", "h1g2", "b6b5", "i1h3", "b5b4")
	if !has(p, "e1h1") {
		t.Errorf("%s: Crossfire castling e1h1 missing", p)
	}
}

// Spec 6.6 and 7.5.8: on 10x10 Foresters may triple-step; after e2-e5 a
// North Forester on d4 or f4 may take en passant on e3, one on d5 or f5
// on e4, on the next move only. On 10x8 there is no triple step.
func TestStormEnPassant(t *testing.T) {
	for from, target := range map[string]string{"d4": "e3", "f4": "e3", "d5": "e4", "f5": "e4"} {
		p := parse(t, Storm100, placement(board.Shape10x10, map[string]byte{"e2": 'F', from: 'f', "a1": 'Q', "a10": 'q'})+" w - - 0 1")
		p = play(t, p, "e2e5")
		if !has(p, from+target) {
			t.Errorf("%s: no en passant %s%s", p, from, target)
			continue
		}
		after := play(t, p, from+target)
		if _, _, ok := after.At(must(after.Board().Parse("e5"))); ok {
			t.Errorf("en passant %s%s left the Forester on e5", from, target)
		}
		q := play(t, p, "a10b10", "a1b1")
		if has(q, from+target) {
			t.Errorf("en passant %s%s after an intervening move", from, target)
		}
	}
	p := parse(t, Storm, placement(board.Shape10x8, map[string]byte{"e2": 'F', "a1": 'Q', "a8": 'q'})+" w - - 0 1")
	if got := movesFrom(t, p, "e2"); !slices.Equal(got, []string{"e2e3", "e2e4"}) {
		t.Errorf("10x8 Forester e2: %v", got)
	}
}

// Spec 6.7: a Forester must promote on the last rank, into Aristocrat
// (Tower), Knight or Noble, or by freeing a captive King, Prince or
// Princess of its side (in Crossfire South's King, Precedent or Adviser):
// the freed piece stands on the promotion square, the Forester becomes a
// captive. Captured pieces are kept in the bracket of the position text.
func TestStormPromotion(t *testing.T) {
	for _, c := range []struct {
		held string
		want []string
	}{
		{"", []string{"a7a8b", "a7a8n", "a7a8r"}},
		{"K", []string{"a7a8b", "a7a8k", "a7a8n", "a7a8r"}},
		{"KKXk", []string{"a7a8b", "a7a8k", "a7a8n", "a7a8r", "a7a8x"}},
		{"Yxy", []string{"a7a8b", "a7a8n", "a7a8r", "a7a8y"}},
		{"CAfff", []string{"a7a8a", "a7a8b", "a7a8c", "a7a8n", "a7a8r"}},
	} {
		p := parse(t, Storm, "5q4/F9/10/10/10/10/10/4Q5["+c.held+"] w - - 0 1")
		if got := movesFrom(t, p, "a7"); !slices.Equal(got, c.want) {
			t.Errorf("captives [%s]: promotions %v, want %v", c.held, got, c.want)
		}
	}
	p := parse(t, Storm, "5q4/F9/10/10/10/10/10/4Q5[Kf] w - - 0 1")
	if got := play(t, p, "a7a8k").String(); got != "K4q4/10/10/10/10/10/10/4Q5[Ff] b - - 0 1" {
		t.Errorf("freeing the King: %s", got)
	}
	// A capture is recorded.
	q := parse(t, Storm, "5q4/10/10/10/10/10/1n8/Q9[] w - - 0 1")
	if got := play(t, q, "a1b2").String(); got != "5q4/10/10/10/10/10/1Q8/10[n] b - - 0 1" {
		t.Errorf("capture: %s", got)
	}
	// Promotion is compulsory.
	if _, err := p.ParseMove("a7a8"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("a7a8 without promotion: %v", err)
	}
}

// Spec 6.8: checkmating the Queen wins, stalemate draws; two lone Queens
// are a dead position (option deadpositions).
func TestStormEnd(t *testing.T) {
	// The King (a queen-mover) i7, guarded by the Queen h6, mates j8.
	if o := parse(t, Storm, "9q/8K1/7Q2/10/10/10/10/10 b - - 0 1").Outcome(); o.Status != variant.Won || !o.Winners.Has(0) || o.Reason != "checkmate" {
		t.Errorf("checkmate: %v", o)
	}
	// The King h7 covers i8, i7 and j7 without checking j8.
	if o := parse(t, Storm, "9q/7K2/10/10/10/10/10/Q9 b - - 0 1").Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate: %v", o)
	}
	lone := "4q5/10/10/10/10/10/10/4Q5 w - - 0 1"
	if o := parse(t, Storm, lone).Outcome(); o != variant.Draw("dead position") {
		t.Errorf("lone Queens: %v", o)
	}
	if o := parse(t, withOptions(t, Storm, "deadpositions=false"), lone).Outcome(); o.Over() {
		t.Errorf("lone Queens without the rule: %v", o)
	}
}

// Spec 7.5.2: a Queen with one helper against a lone Queen, attacker to
// move. With the Princess no position is won (0 of 360,568 on 10x8, 0 of
// 730,528 on 10x10: "the Northern Princess is the only major piece in the
// game that cannot force checkmate with the lone help of the Queen");
// with the Prince, Adviser, Precedent or King every position is won, the
// longest mates 13, 21, 13, 11 moves on 10x8 (14, 24, 14, 12 on 10x10).
func TestStormEndings(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("retrograde analysis: run with -long")
	}
	for _, c := range []struct {
		r       *cl.Rules
		helper  byte
		legal   int // 0: not given by the spec
		all     bool
		longest int
	}{
		{Storm, 'Y', 360568, false, 0},
		{Storm, 'X', 0, true, 13},
		{Storm, 'A', 0, true, 21},
		{Storm, 'C', 0, true, 13},
		{Storm, 'K', 0, true, 11},
		{Storm100, 'Y', 730528, false, 0},
		{Storm100, 'X', 0, true, 14},
		{Storm100, 'A', 0, true, 24},
		{Storm100, 'C', 0, true, 14},
		{Storm100, 'K', 0, true, 12},
	} {
		got := solve(t, withOptions(t, c.r, "deadpositions=false,board="+c.r.Start().Options().Get(OptBoard)), ending{attacker: 'Q', helper: c.helper, defender: 'Q'})
		won := 0
		if c.all {
			won = got.legal
		}
		if (c.legal != 0 && got.legal != c.legal) || got.won != won || got.longest != c.longest || got.legal == 0 {
			t.Errorf("%v: Queen and %c against Queen: %+v; want legal %d (0: any), all won %v, longest mate %d",
				c.r.Geometry().Shape(), c.helper, got, c.legal, c.all, c.longest)
		}
	}
}
