package rithmomachia

import (
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// play reads a move (without its captures, or with them) and plays it; it
// returns the move's full text and the position after it.
func play(t testing.TB, p Position, text string) (string, Position) {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s: %v\nin %s", text, err, p)
	}
	if _, err := variant.PlayChecked(p, m); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p.MoveText(m), p.Play(m)
}

// expectMove plays text and checks the move's full text (its captures).
func expectMove(t testing.TB, p Position, text, want string) Position {
	t.Helper()
	got, q := play(t, p, text)
	if got != want {
		t.Errorf("%s: the move is %q, want %q\nin %s", text, got, want, p)
	}
	return q
}

func hasMove(p Position, text string) bool {
	for _, m := range p.Moves(nil) {
		if p.MoveText(m) == text {
			return true
		}
	}
	return false
}

// TestF2MultiplicationDivision is spec §11.8: ER1-6 on d4 and OT1-12 on d7
// with d5 and d6 empty (s = 2 void spaces): 6·2 = 12 and 12 ÷ 2 = 6.
func TestF2MultiplicationDivision(t *testing.T) {
	// Even moves the 6 from d3 to d4 (an F2 round moves 1 in 8
	// directions); from d3 there were 3 spaces (6·3 = 18), now 2: new.
	p := build(t, "preset=F2", "e", "d3=R6", "d7=t12", "a1=S15", "h16=s361")
	q := expectMove(t, p, "d3-d4", "d3-d4xd7")
	if q.Prisoners(Even)[0] != 12 || q.Ledger(Even)[0] != 12 {
		t.Errorf("Even holds %v, ledger %v", q.Prisoners(Even), q.Ledger(Even))
	}
	// Odd moves the 12 from d9 to d7 (a triangle moves exactly 2): 12 is
	// greater than 6 and 12 = 6·2.
	p = build(t, "preset=F2", "o", "d4=R6", "d9=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "d9-d7", "d9-d7xd4")
	// The relation standing before the move: no capture in place, but a
	// capture by replacement, the 6 sliding onto d7 (spec §5.5 B).
	p = build(t, "preset=F2", "e", "d4=R6", "d7=t12", "a1=S15", "h16=s361")
	q = expectMove(t, p, "a1-a4", "a1-a4")
	if idAt(q, "d7") == "" {
		t.Error("an old relation captured in place")
	}
	q = expectMove(t, p, "d4:d7", "d4:d7")
	if idAt(q, "d7") != "ER1-6" || idAt(q, "d4") != "" {
		t.Errorf("after the replacement d7 holds %q", idAt(q, "d7"))
	}
}

// TestModernAssault is spec §11.8 under M: the same cells give n = 4 (both
// ends counted): 6·4 = 24, 6 ÷ 4 no: no capture. With the 12 on d5 (n = 2):
// 6·2 = 12 if the 6 is a round, which moves orthogonally; a triangle 6
// (diagonal moves) does not assault along the file.
func TestModernAssault(t *testing.T) {
	p := build(t, "", "e", "d4=R6", "d7=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "a1-a4", "a1-a4")
	p = build(t, "", "e", "d4=R6", "d5=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "a1-a4", "a1-a4xd5")
	p = build(t, "", "e", "d4=T6", "d5=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "a1-a4", "a1-a4")
	// Division: Odd's triangle 12 (diagonal moves) next to Even's 6 on a
	// diagonal, n = 2: 12 = 6·2; the 6 is taken after any Odd move.
	p = build(t, "", "o", "c4=R6", "d5=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "h16-h13", "h16-h13xc4")
}

// TestF2Cossic is spec §11.8: ER1-4 reaching OT2-64 takes it (64 = 4³,
// {3}); OT2-64 reaching ER1-8 takes it (64 = 8², {2}); ER2-16 and OT2-16
// meet by equality, not by cossic signs.
func TestF2Cossic(t *testing.T) {
	p := build(t, "preset=F2", "e", "c3=R4", "c5=t64", "a1=S15", "h16=s361")
	expectMove(t, p, "c3-c4", "c3-c4xc5")
	p = build(t, "preset=F2", "o", "c4=R8", "c8=t64", "a1=S15", "h16=s361")
	expectMove(t, p, "c8-c6", "c8-c6xc4")
	// Without the cossic relation (F1 has none) the same moves capture
	// nothing: the arithmetic relations do not hold.
	p = build(t, "preset=F2,rules=fulke1", "e", "c3=R4", "c5=t64", "a1=S15", "h16=s361")
	if text, _ := play(t, p, "c3-c4"); text != "c3-c4" {
		t.Errorf("F1 rules: %s", text)
	}
	var er216, ot216 Man
	for _, m := range Men() {
		switch m.ID {
		case "ER2-16":
			er216 = m
		case "OT2-16":
			ot216 = m
		}
	}
	if CossicPair(16, SignsOf(er216), 16, SignsOf(ot216)) {
		t.Error("16 and 16 are no cossic pair")
	}
	p = build(t, "preset=F2", "e", "c3=R16", "c5=t16", "a1=S15", "h16=s361")
	expectMove(t, p, "c3-c4", "c3-c4xc5")
}

// TestF3Deceit is spec §11.8: OS1-66 and OR2-25 next to a complete EP-91
// take it whole (25 + 66 = 91); it cannot be redeemed (L1144).
func TestF3Deceit(t *testing.T) {
	p := build(t, "preset=F3", "o", "d4=P91", "d5=r25", "h4=s66", "a1=S15", "h16=s361")
	q := expectMove(t, p, "h4-e4", "h4-e4xd4")
	if q.pyr[Even] != noCell {
		t.Fatal("the pyramid still stands")
	}
	// Its six components enter Odd's ledger (spec §5.6, D43); F3 keeps no
	// prisoners.
	if got := q.Ledger(Odd); !slices.Equal(got, []int{1, 4, 9, 16, 25, 36}) || len(q.Prisoners(Odd)) != 0 {
		t.Errorf("Odd's ledger %v, prisoners %v", got, q.Prisoners(Odd))
	}
	for _, m := range q.Moves(nil) {
		if m.kind() == mkRedeem {
			t.Error("a pyramid taken whole cannot be redeemed")
		}
	}
	// One alone does not take it: 66 ≠ 91.
	p = build(t, "preset=F3", "o", "d4=P91", "h4=s66", "a1=S15", "h16=s361")
	expectMove(t, p, "h4-e4", "h4-e4")
}

// TestF1TwoMen checks F1's addition, subtraction, multiplication and
// division by two men that both reach the target (spec §5.2, D10). F1
// rounds move 1 diagonally, triangles 2 orthogonally.
func TestF1TwoMen(t *testing.T) {
	cases := []struct {
		name  string
		items []string
		move  string
		want  string
	}{
		// 4 + 8 = 12: the 8 on c4 reaches d5; the 4 comes to e4.
		{"addition", []string{"c4=R8", "f3=R4", "d5=t12"}, "f3-e4", "f3-e4xd5"},
		// 20 - 8 = 12: the triangle 20 on d3 reaches d5.
		{"subtraction", []string{"c4=R8", "d1=T20", "d5=t12"}, "d1-d3", "d1-d3xd5"},
		// 2·6 = 12.
		{"multiplication", []string{"c4=R2", "f3=R6", "d5=t12"}, "f3-e4", "f3-e4xd5"},
		// 36 ÷ 4 = 9 (exact): the 36 on d3, the 4 on c4 reach d5 (r9).
		{"division", []string{"c4=R4", "d1=R36", "d5=r9"}, "d1-e2", "d1-e2"},
		// A converted triangle 36 (Odd's, now Even's) on d3 reaches d5.
		{"division", []string{"c4=R4", "b3=T36'", "d5=r9"}, "b3-d3", "b3-d3xd5"},
		// 36 ÷ 8 is not exact: no capture (never integer division).
		{"inexact", []string{"c4=R8", "b3=T36'", "d5=r9"}, "b3-d3", "b3-d3"},
	}
	for _, c := range cases {
		p := build(t, "preset=F1", "e", append(c.items, "a1=S15", "h16=s361")...)
		if got, _ := play(t, p, c.move); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	// With f1arithmetic=spaces the two-men products do not capture.
	p := build(t, "preset=F1,f1arithmetic=spaces", "e", "c4=R2", "f3=R6", "d5=t12", "a1=S15", "h16=s361")
	if got, _ := play(t, p, "f3-e4"); got != "f3-e4" {
		t.Errorf("spaces: %s", got)
	}
}

// TestProportionCapture checks F1's agreed proportion (D12): two men
// reaching the target with three distinct numbers in proportion, the
// target any term; off by default.
func TestProportionCapture(t *testing.T) {
	// 2, 4 and 6 (arithmetic), the 6 a target: Odd has no 6; use an Odd
	// 9 with Even 4 and 6: 4 6 9 geometric.
	items := []string{"c4=R4", "f3=R6", "d5=r9", "a1=S15", "h16=s361"}
	p := build(t, "preset=F1", "e", items...)
	if got, _ := play(t, p, "f3-e4"); got != "f3-e4" {
		t.Errorf("proportion off: %s", got)
	}
	p = build(t, "preset=F1,proportioncapture", "e", items...)
	if got, _ := play(t, p, "f3-e4"); got != "f3-e4xd5" {
		t.Errorf("proportion on: %s", got)
	}
}

// TestF3Eruption checks eruption (spec §5.2): a smaller man times the void
// spaces between, along any line, whatever the man's own directions.
func TestF3Eruption(t *testing.T) {
	// Even 4 on a4, Odd 12 on d7: diagonal, 2 spaces (b5, c6): 4·2 = 8 no;
	// on e8: 3 spaces: 12 ✓. The 4 moves a3-a4 (F3 rounds move 1
	// orthogonally) onto the diagonal a4-e8.
	p := build(t, "preset=F3", "e", "a3=R4", "e8=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "a3-a4", "a3-a4xe8")
	// No division in F3: a 24 ÷ 2... Odd 12 reaching Even 6 two spaces
	// away is not taken.
	p = build(t, "preset=F3", "o", "d4=R6", "d10=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "d10-d8", "d10-d8")
}

// TestModernMeetingAmbush checks M's meeting and ambush (spec §6.3): sums
// of two or more reaching pieces, differences of exactly two.
func TestModernMeetingAmbush(t *testing.T) {
	// Meeting: Even 16 (round, orthogonal 1) next to Odd 16.
	p := build(t, "", "e", "c4=R16", "c6=t16", "a1=S15", "h16=s361")
	expectMove(t, p, "c4-c5", "c4-c5xc6")
	// Ambush of three: 4 + 6 + 20 = 30. The rounds on c5 and e5 reach d5
	// orthogonally, the triangle on b3 diagonally; no pair makes 30 by sum
	// or difference, and no assault holds (4·2, 6·2, 20·3).
	items := []string{"c5=R4", "e4=R6", "b3=T20", "d5=t30", "a1=S15", "h16=s361"}
	p = build(t, "", "e", items...)
	expectMove(t, p, "e4-e5", "e4-e5xd5")
	// With ambushmax=2 the three do not ambush.
	p = build(t, "ambushmax=2", "e", items...)
	expectMove(t, p, "e4-e5", "e4-e5")
	// Difference of two: 16 - 4 = 12.
	p = build(t, "", "e", "c5=R16", "d3=R4", "d5=t12", "a1=S15", "h16=s361")
	expectMove(t, p, "d3-d4", "d3-d4xd5")
	// In M every standing relation captures after any move (D18).
	p = build(t, "", "e", "c4=R16", "c5=t16", "a1=S15", "h16=s361")
	expectMove(t, p, "a1-a4", "a1-a4xc5")
}

// TestCaptureTiming checks D18: newrelations (F), movedpieceonly, and
// allrelations as options.
func TestCaptureTiming(t *testing.T) {
	items := []string{"c4=R16", "d5=t16", "a1=S15", "h16=s361"}
	// F1 rounds move diagonally: the 16 on c4 reaches d5 before the move.
	p := build(t, "preset=F1", "e", items...)
	expectMove(t, p, "a1-a4", "a1-a4")
	p = build(t, "preset=F1,timing=allrelations", "e", items...)
	expectMove(t, p, "a1-a4", "a1-a4xd5")
	// movedpieceonly: the moved piece's own new relation captures.
	p = build(t, "preset=F1,timing=movedpieceonly", "e", "b3=R16", "d5=t16", "a1=S15", "h16=s361")
	expectMove(t, p, "b3-c4", "b3-c4xd5")
	// A new relation opened for another piece by the move: the round 4
	// leaves d4, which blocked the path of the triangle 25 on d3 (F1
	// triangles move 2 orthogonally) to Odd's round 25 on d5.
	items = []string{"d3=T25", "d4=R4", "d5=r25", "a1=S15", "h16=s361"}
	p = build(t, "preset=F1", "e", items...)
	expectMove(t, p, "d4-e5", "d4-e5xd5")
	p = build(t, "preset=F1,timing=movedpieceonly", "e", items...)
	expectMove(t, p, "d4-e5", "d4-e5")
}
