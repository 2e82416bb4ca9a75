package enochian

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// noMovesPieces is a position in which no army can move (spec §9.1 step
// d, NoMovesPossible, decision A28), built by hand.
//
// Why it must look like this. An army with no move is either stalemated
// (its King on the board, not in check) or passes with its King in check
// and boxed in (§8.4, §5.2 4). A stalemated army draws at once when its
// partner is "out of the game" (§8.4 a-d), and case (a) includes the
// partner being stalemated too; so each team needs one army in check.
// A checked King can always be taken by the checking piece, so the
// checker's army has a move unless taking the King is illegal: its army
// must not be in check (else §5.2 1b allows every move) and the checker
// must be pinned against its own King by an enemy piece of the other
// army than the one whose King it would take (taking a King freezes that
// army only, §5.4). So: Yellow is stalemated and its knight, pinned by a
// Blue bishop, checks Black; Blue is stalemated and its knight, pinned by
// a Yellow bishop, checks Red. The two pinning bishops are pinned in
// turn by bishops of the other side that they may not take (capture
// immunity, §3), and every other square is filled with pieces that cannot
// move. Square by square:
//
//	Yellow (stalemated: not in check, no legal move)
//	  K a4  neighbours a3 b4 (Red pawns), a5 (Red King), b3 b5 (own): no step.
//	  N b3  checks Black's King d2; pinned by the Blue bishop c2 on the
//	        diagonal a4-b3-c2, so every knight move (Nxd2 too: Black
//	        freezes, but c2 is Blue's) leaves a4 attacked.
//	  B b1  its only diagonal squares are a2 (Red pawn) and c2 (a Blue
//	        bishop, immune).
//	  B b5  pins the Blue knight c4 (d3-c4-b5) and is pinned by the Blue
//	        bishop c6 (c6-b5-a4): c6 is immune, a4 its King, a6 its pawn,
//	        and Bxc4 leaves the pin line.
//	  P a6  forward a5 (Red King); its capture square b5 holds its bishop.
//	  P c7  forward c6 (Blue bishop); captures on b6 (Red pawn, an ally)
//	        or d6 (empty): none.
//	Red (in check from the Blue knight c4, boxed in: a forced pass)
//	  K a5  neighbours a4 (Yellow King), a6 (Yellow pawn), b4 b6 (own
//	        pawns), b5 (Yellow bishop): no King step, so §5.2 1b, and:
//	  P a2  forward a3 (own); captures b3 (an ally).
//	  P a3  forward a4 (Yellow King); captures b4 (own).
//	  P b4  forward b5 (Yellow bishop); captures a5 (own King), c5 (empty).
//	  P b6  forward b7 (Black pawn); captures a7 (empty), c7 (an ally).
//	Blue (stalemated: not in check, no legal move)
//	  K d3  neighbours c2 c4 e2 (own), c3 e3 e4 (Black pawns), d2 (Black's
//	        King, in check but d2 is attacked by the knight b3, so not even
//	        Zalewski's ally-King capture, §5.6, is legal), d4 (empty,
//	        attacked by the knight b3): no legal step.
//	  B c2  pinned by the Yellow bishop b1 (b1-c2-d3): b1 is immune, Bxb3
//	        leaves the pin line, d1 is Black's.
//	  N c4  pinned by the Yellow bishop b5 (b5-c4-d3): every move, Nxa5
//	        too (Red freezes, but b5 is Yellow's), leaves d3 attacked.
//	  B c6  diagonal squares b5 (Yellow bishop, immune), b7 d5 (Black
//	        pawns), d7 (own pawn).
//	  pawns (moving toward file a, capturing on the two squares ahead
//	        diagonally): e2 (forward d2 Black's King; d1 d3 friendly), f1
//	        (forward e1; e2 own), f3 (forward e3; e2 e4 friendly), f4
//	        (forward e4; e3 e5 friendly), e5 (forward d5; d4 d6 empty), d7
//	        (forward c7 Yellow's pawn; c6 own, c8 empty). None attacks d2.
//	Black (in check from the Yellow knight b3, boxed in: a forced pass)
//	  K d2  neighbours c1 c3 d1 e1 e3 (own pawns), c2 e2 d3 (Blue's): no
//	        King step, so §5.2 1b, and its pawns (moving toward file h):
//	  c1 (forward d1 own; d2 own), d1 (forward e1 own; e2 Blue's), e1
//	  (forward f1 Blue's; f2 empty), c3 (forward d3 Blue's King; d2 own,
//	  d4 empty), e3 (forward f3 Blue's; f2 empty, f4 Blue's), e4 (forward
//	  f4 Blue's; f3 Blue's, f5 empty), d5 (forward e5 Blue's; e4 own, e6
//	  empty), b7 (forward c7 Yellow's pawn; c6 Blue's, c8 empty): none.
//
// No army is only a King with a queen or a bishop and one pawn, so no pawn
// is privileged (§6.3), and no army has lost a pawn: no promotion is open.
const noMovesPieces = "yK:a4 yN:b3 yB:b1 yB:b5 yPq:a6 yPb:c7 " +
	"rK:a5 rPq:a2 rPr:a3 rPb:b4 rPn:b6 " +
	"bK:d3 bB:c2 bN:c4 bB:c6 bPq:e2 bPr:f1 bPb:f3 bPn:f4 bPq:e5 bPr:d7 " +
	"kK:d2 kPq:c1 kPr:d1 kPb:e1 kPn:c3 kPq:e3 kPr:e4 kPb:d5 kPn:b7"

// §9.1 d: a full cycle of four candidates in which no army can move is a
// draw, NoMovesPossible, whichever army the cycle starts from, in both
// profiles (Zalewski's ally-King capture included). The two stalemates
// met on the way do not draw, as each stalemated army's partner is in
// check (§8.4 a).
func TestNoMovesPossible(t *testing.T) {
	// Blue has 6 pawns here, 2 more than an army: the position is a study,
	// which only the study option accepts (RuleArmy).
	if _, err := Parse(mustText(t, noMovesPieces, "y", "-,-,-,-"), mustOptions(t, zal)); !errors.Is(err, variant.ErrImpossible) {
		t.Errorf("without study=true: %v, want an impossible position", err)
	}
	for _, opts := range []string{zal + ",study=true", rients + ",study=true"} {
		for _, turn := range []string{"y", "b", "r", "k"} {
			p := setup(t, opts, noMovesPieces, turn, "-,-,-,-")
			if o := p.Outcome(); o.Status != variant.Drawn || o.Reason != "no moves possible" {
				t.Errorf("%s, %s first: outcome %v, want drawn: no moves possible", opts, turn, o)
			}
			if p.ToMove() != variant.NoSide || len(p.Moves(nil)) != 0 || len(p.Actions(nil)) != 0 {
				t.Errorf("%s: the drawn game still has a side to move or moves", opts)
			}
		}
		// The hand analysis, army by army.
		p := setup(t, opts, noMovesPieces, "y", "-,-,-,-")
		for a, check := range [4]bool{Yellow: false, Blue: false, Red: true, Black: true} {
			q := withTurnRaw(p, Army(a))
			if q.inCheck(Army(a)) != check {
				t.Errorf("%s: %s in check %v, want %v", opts, Army(a), !check, check)
			}
			if ms := q.legal(Army(a), nil, false); len(ms) != 0 {
				t.Errorf("%s: %s has moves %v", opts, Army(a), ms)
			}
			if !check && (!q.stalemated(Army(a)) || q.stalemateDraw(Army(a))) {
				t.Errorf("%s: %s should be stalemated without a draw", opts, Army(a))
			}
		}
		// The result survives the position text.
		q, err := Parse(p.String(), p.Options())
		if err != nil || q.String() != p.String() || q.Outcome() != p.Outcome() {
			t.Errorf("%s: text round trip %q: %v", opts, p.String(), err)
		}
	}
}

// One army with a move prevents the draw: a Black pawn on g7 can step to
// h7 (an empty square on Black's promotion edge; Black has lost no pawn,
// so it waits there as a pawn, §6.2). Black is in check and boxed in, so
// by §5.2 1b that is its one legal move, and the cycle from any army stops
// at Black. After g7-h7 the cycle from Black finds no move again (the
// waiting pawn cannot move), and the game is drawn after that move.
func TestNoMovesPossiblePrevented(t *testing.T) {
	for _, opts := range []string{zal + ",study=true", rients + ",study=true"} {
		for _, turn := range []string{"y", "b", "r", "k"} {
			p := setup(t, opts, noMovesPieces+" kPq:g7", turn, "-,-,-,-")
			if p.Outcome().Over() || p.Turn() != Black {
				t.Fatalf("%s, %s first: outcome %v, turn %s; want Black to move", opts, turn, p.Outcome(), p.Turn())
			}
			wantMoves(t, p, "g7-h7")
			q := play(t, p, "g7-h7")
			if o := q.Outcome(); o.Status != variant.Drawn || o.Reason != "no moves possible" {
				t.Errorf("%s: after g7-h7 outcome %v, want drawn: no moves possible", opts, o)
			}
		}
	}
}
