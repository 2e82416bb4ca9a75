package hexapawn

import (
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// mustParse reads a position, failing the test on error.
func mustParse(t *testing.T, text string) Position {
	t.Helper()
	p, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// texts returns the sorted texts of p's moves.
func texts(p Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// playText plays moves given as text.
func playText(t *testing.T, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		p = p.Play(m)
	}
	return p
}

// TestStart: the start of RULES.md section 2, White to move.
func TestStart(t *testing.T) {
	p := Start()
	if p.String() != "ppp/3/PPP w" || p.ToMove() != White || p.Outcome().Over() {
		t.Errorf("start %s, to move %d, outcome %v", p, p.ToMove(), p.Outcome())
	}
}

// TestStepForward (section 3): a pawn steps one square straight forward
// to an empty square only. In "1p1/1P1/P2 w" the pawn on b2 faces the
// Black pawn on b3 (blocked) and has nothing to capture on a3 or c3; the
// pawn on a1 steps to a2, and b2 (its diagonal) holds its own pawn.
func TestStepForward(t *testing.T) {
	if got, want := texts(mustParse(t, "1p1/1P1/P2 w")), []string{"a1a2"}; !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
	// Black moves down the board: from b3, to b2 or capturing on a2/c2.
	if got, want := texts(mustParse(t, "1p1/P2/2P b")), []string{"b3a2", "b3b2"}; !slices.Equal(got, want) {
		t.Errorf("black moves %v, want %v", got, want)
	}
}

// TestCaptureDiagonally (section 3): in "1p1/p2/1P1 w" the pawn on b1 may
// step to b2 or capture the pawn on a2 diagonally forward (not compulsory:
// both are legal); the capture removes the pawn on a2.
func TestCaptureDiagonally(t *testing.T) {
	p := mustParse(t, "1p1/p2/1P1 w")
	if got, want := texts(p), []string{"b1a2", "b1b2"}; !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
	if q := playText(t, p, "b1a2"); q.String() != "1p1/P2/3 b" {
		t.Errorf("after b1a2: %s, want 1p1/P2/3 b", q)
	}
	if _, err := p.ParseMove("b1c2"); err == nil {
		t.Error("b1c2, a diagonal step to an empty square, was accepted")
	}
}

// checkWin checks that p is won by side x for the reason given, with no
// side to move and no moves.
func checkWin(t *testing.T, p Position, x variant.Side, reason string) {
	t.Helper()
	o := p.Outcome()
	if o.Status != variant.Won || o.Winners != variant.SidesOf(x) || o.Reason != reason {
		t.Errorf("%s: %v, want won by %d: %s", p, o, x, reason)
	}
	if p.ToMove() != variant.NoSide || len(p.Moves(nil)) != 0 {
		t.Errorf("%s: finished, but %d to move with %d moves", p, p.ToMove(), len(p.Moves(nil)))
	}
}

// TestWinFarRank (section 4): White's b2 pawn steps to b3; Black's a2
// pawn to a1.
func TestWinFarRank(t *testing.T) {
	checkWin(t, playText(t, mustParse(t, "p2/1P1/3 w"), "b2b3"), White, "a pawn reached the far rank")
	checkWin(t, playText(t, mustParse(t, "3/p2/1P1 b"), "a2a1"), Black, "a pawn reached the far rank")
}

// TestWinAllCaptured (section 4): White's a1 pawn takes Black's only pawn
// on b2, without reaching the far rank.
func TestWinAllCaptured(t *testing.T) {
	checkWin(t, playText(t, mustParse(t, "3/1p1/P2 w"), "a1b2"), White, "all pawns captured")
}

// TestWinNoMove (section 4): Black steps a3-a2, in front of White's only
// pawn on a1, which has nothing to capture on b2: White, to move, has no
// move and Black wins.
func TestWinNoMove(t *testing.T) {
	p := mustParse(t, "p2/3/P2 b")
	if p.Outcome().Over() {
		t.Fatalf("%s: over before the move", p)
	}
	checkWin(t, playText(t, p, "a3a2"), Black, "no move")
}

// TestParseErrors: texts that are not positions, or positions no game
// reaches, are refused with an error of kind ErrPosition.
func TestParseErrors(t *testing.T) {
	for _, text := range []string{
		"", "ppp/3/PPP", "ppp/3/PPP w x", "ppp/3/PPP x", "ppp/3/PP w", "ppp/3/PPPP w",
		"ppp/3/PPP/3 w", "pp/3/PPP w", "ppq/3/PPP w", "p4/3/PPP w", "ppp/4/PPP w",
		"ppp/ppp/PPP w", // four Black pawns
		"3/3/3 w",       // no pawn
		"P2/3/p2 w",     // White to move with a pawn on its far rank
		"3/3/p2 b",      // Black to move with a pawn on its far rank
	} {
		if _, err := Parse(text); err == nil {
			t.Errorf("Parse(%q) accepted", text)
		} else if !errors.Is(err, variant.ErrPosition) {
			t.Errorf("Parse(%q): %v, not a position error", text, err)
		}
	}
}
