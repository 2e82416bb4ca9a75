package enochian

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// §5.2 step 2: legality is judged after all consequences of a move, the
// release of custody among them. Black's King is in Blue's custody; the
// Yellow knight's capture of Blue's King on h8 releases it onto its throne
// a1 (§4.4 "When the leader's King is captured"), where it attacks the
// Yellow King on b2. So Nf7xh8 is illegal; the knight is on no line of the
// Yellow King, which a shortcut judged from the geometry alone missed.
func TestKingCaptureReleasingCustodyIntoCheck(t *testing.T) {
	p := parseWith(t, "preset=Zalewski", "7bK/5yN2/8/8/4kPq2rK/8/1yK6/8 y -,-,-,lbcb1 3")
	wantMoves(t, p, "Kb2-a1 Kb2-a2 Kb2-a3 Kb2-b1 Kb2-b3 Kb2-c1 Kb2-c2 Kb2-c3 Nf7-d6 Nf7-d8 Nf7-e5 Nf7-g5 Nf7-h6")
	// The consequence itself: after the capture Black's King is back on a1.
	if _, err := p.ParseMove("Nf7xh8"); err == nil {
		t.Fatalf("Nf7xh8 accepted")
	}
	q := p
	q.apply(mkMove(Yellow, 53, 63, NoKind, false))
	if q.king[Black] != sqA1 || !q.inCheck(Yellow) {
		t.Errorf("after Nf7xh8: Black's King on %d, Yellow in check %v; want a1 and true", q.king[Black], q.inCheck(Yellow))
	}
}

// §8.2 and §4.4: Blue and then Red withdraw (4 players), so Red's player's
// control passes to Yellow's player; Red's King then seizes Yellow's throne
// a8. The seizer's controller, Yellow's player, controls both armies, so
// the two are run by one player and Yellow may not capture the Red King
// under Z 11.3 (Ra7xa8 is not legal although Red's King is in check).
func TestWithdrawnArmySeizesPartnersThrone(t *testing.T) {
	const opts = "preset=Zalewski,players=4,seizure-thaws-frozen-ally=false"
	p := parseWith(t, opts, "1rK6/yR1yPq5/7bK/3kR2bPn1/8/kK1bN1rPr3/6yK1/3rN4 y -,-,-,- 0")
	p = play(t, p, "withdraw-b", "Kg2g3", "withdraw-r", "Nc3d1", "Kb8a8", "Ka3b3", "Pc7c6",
		"Nd1c3", "Pe3e4", "Rd5e5", "Kg3f2", "Nc3e4", "Kf2e2", "Re5e8")
	if p.Leader(Yellow) != Red {
		t.Fatalf("Yellow's leader %s, want red (seizure)", p.Leader(Yellow))
	}
	for _, a := range []Army{Yellow, Red} {
		if got := p.Controller(variant.Side(a)); got != 0 {
			t.Errorf("%s is controlled by player %d, want 0 (Yellow's player)", a, got)
		}
	}
	if has(texts(p), "Ra7xa8") {
		t.Errorf("Ra7xa8 is legal; one player runs both armies, so Z 11.3 does not apply: %v", texts(p))
	}
}

// §5.2 (1a) with CheckedKingMayEnterCheck = false: Red is a withdrawn bare
// King, so Red's turn moves Red's King (a8, checked by the Blue knight on
// c7) or Yellow's pieces, whose King on d5 is checked by the same knight.
// Safe steps exist, so only steps onto squares not attacked after the step
// are legal. By hand: the knight on c7 attacks a8, a6, b5, d5, e6 and e8;
// the Black King on g7 attacks f6-f8, g6, g8, h6-h8; so of the ten steps of
// the two Kings only Kd5-e6 is onto an attacked square. Judging each step
// by whether both Kings are safe after it left no step "safe" (the other
// King stays in check) and let Kd5-e6 through.
func TestTwoCheckedKingsSafeSteps(t *testing.T) {
	const opts = "preset=Zalewski,checked-king-may-enter-check=false,prisoner-square=empty"
	const text = "rK7/2bN3kK1/8/yPb2yK4/8/8/8/bK7 r elr,e,ew,ewlb 170"
	steps := "Ka8-a7 Ka8-b7 Ka8-b8 Kd5-c4 Kd5-c5 Kd5-c6 Kd5-d4 Kd5-d6 Kd5-e4 Kd5-e5"
	wantMoves(t, parseWith(t, opts, text), steps)
	// With the default, any king step, into check too.
	wantMoves(t, parseWith(t, "preset=Zalewski,prisoner-square=empty", text), steps+" Kd5-e6")
}

// §4.4 (decided): the throne of an army withdrawn under Z 9.3 cannot be
// seized. Red has withdrawn in a 2-player game; its frozen King stands on
// c3 and its throne h1 is empty. The Yellow King entering h1 makes an
// ordinary move: Red gets no leader and stays frozen and withdrawn.
func TestWithdrawnThroneCannotBeSeized(t *testing.T) {
	p := setup(t, zal+",players=2", "yK:g2 yR:d4 rK:c3 bK:h8 bN:b5 kK:a1 kR:a2", "y", "-,-,z,-")
	q := play(t, p, "Kg2-h1")
	if q.Leader(Red) != NoArmy {
		t.Errorf("Red led by %s after Kg2-h1, want no leader", q.Leader(Red))
	}
	if w, fr := q.Withdrawn(Red); !w || !fr || !q.Frozen(Red) {
		t.Errorf("Red after Kg2-h1: withdrawn %v, frozen King %v, frozen %v; want all true", w, fr, q.Frozen(Red))
	}
	// An army not withdrawn is seized by the same move (and thawed).
	p = setup(t, zal+",players=2", "yK:g2 yR:d4 rK:c3 bK:h8 bN:b5 kK:a1 kR:a2", "y", "-,-,-,-")
	if q := play(t, p, "Kg2-h1"); q.Leader(Red) != Yellow {
		t.Errorf("Red led by %s after Kg2-h1 without withdrawal, want yellow", q.Leader(Red))
	}
}

// Issue 12 item 10: an illegal move says why, and a short rank says which
// rank and what is short.
func TestMessagesSayWhy(t *testing.T) {
	start, _ := New("")
	s5 := parseWith(t, "preset=Zalewski", "7bK/5yN2/8/8/4kPq2rK/8/1yK6/8 y -,-,-,lbcb1 3")
	two := parseWith(t, "preset=Zalewski,checked-king-may-enter-check=false,prisoner-square=empty",
		"rK7/2bN3kK1/8/yPb2yK4/8/8/8/bK7 r elr,e,ew,ewlb 170")
	for _, c := range []struct {
		p          Position
		move, want string
	}{
		{start, "Ka8-a7", "a7 holds yellow's own pawn"},
		{start, "e4e5", "there is no piece on e4"},
		{start, "Rb8-b7", "there is no rook on b8"},
		{start, "Qh7-h5", "does not move on yellow's turn"},
		{start, "Pa7-a5", "steps one square forward"},
		{s5, "Nf7xh8", "would leave yellow's King in check"},
		{two, "Kd5-e6", "a step onto a square not attacked exists"},
		{two, "Pa5-a4", "King is in check and must step"},
	} {
		_, err := c.p.ParseMove(c.move)
		if err == nil || !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s in %s: %v; want an illegal-move error saying %q", c.move, c.p, err, c.want)
		}
	}
	o, _ := Enochian.ParseOptions("")
	for _, c := range [][2]string{
		{"7/8/8/8/8/8/8/8 y -,-,-,- 0", "rank 8 is short: 7 of its 8 squares given"},
		{"8/8/8/8/8/8/8/7", "rank 1 is short: the text ends after 7"},
	} {
		if _, err := Parse(c[0], o); err == nil || !strings.Contains(err.Error(), c[1]) {
			t.Errorf("Parse(%q): %v; want %q", c[0], err, c[1])
		}
	}
}
