package classic_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The rule books' draw when neither side has a piece that can cross the
// river (chariot, horse, cannon or soldier): generals, advisors and
// elephants can never give check. One soldier on either side, even one
// that has not crossed, keeps the game going.
func TestXiangqiNoAttackersDraw(t *testing.T) {
	for _, c := range []struct {
		fen  string
		draw bool
	}{
		{"3k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1", true}, // the position
		{"2ba1ab2/3k5/9/9/9/9/9/9/4A4/2B1KAB2 w - - 0 1", true},
		{"2ba1ab2/3k5/9/9/9/9/P8/9/4A4/2B1KAB2 w - - 0 1", false},
		{"2ba1ab2/3k5/9/p8/9/9/9/9/4A4/2B1KAB2 w - - 0 1", false},
		{"3k5/9/9/9/9/9/9/9/9/4KR3 w - - 0 1", false},
	} {
		p, err := variant.NewPosition("xiangqi", "", c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		o := p.Outcome()
		if got := o.Status == variant.Drawn && o.Reason == "no piece can cross the river"; got != c.draw {
			t.Errorf("%s: %v, want a draw: %v", c.fen, o, c.draw)
		}
		if c.draw && p.ToMove() != variant.NoSide {
			t.Errorf("%s: drawn, yet %d to move", c.fen, p.ToMove())
		}
	}
}

// The 60-move rule counts moves since the last capture: soldiers' steps do
// not reset the clock (as in Fairy-Stockfish and Pikafish), captures do.
func TestXiangqiMoveLimit(t *testing.T) {
	// 119 plies without a capture: one more quiet move draws, a soldier's
	// step too.
	for _, m := range []string{"a1a2", "e4e5"} {
		p, err := variant.NewPosition("xiangqi", "", "3k5/9/9/9/9/9/4P4/9/9/R3K4 w - - 119 80")
		if err != nil {
			t.Fatal(err)
		}
		if p.Outcome().Over() {
			t.Fatalf("over at 119 plies: %v", p.Outcome())
		}
		mv, err := p.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		if o := p.Play(mv).Outcome(); o.Status != variant.Drawn || o.Reason != "60-move rule" {
			t.Errorf("%s at 119 plies: %v, want the 60-move draw", m, o)
		}
	}
	// A capture resets the clock.
	p, err := variant.NewPosition("xiangqi", "", "3k5/9/9/9/9/9/9/p8/9/R3K4 w - - 119 80")
	if err != nil {
		t.Fatal(err)
	}
	mv, err := p.ParseMove("a1a3")
	if err != nil {
		t.Fatal(err)
	}
	if q := p.Play(mv); q.Outcome().Over() || !strings.Contains(q.String(), " 0 80") {
		t.Errorf("after a capture: %v (%s)", q.Outcome(), q)
	}
}

// stubborn is a player that always chooses the same move.
type stubborn struct{ m variant.Move }

func (s stubborn) Choose(context.Context, variant.AnyPosition) (variant.Move, error) { return s.m, nil }
func (s stubborn) Name() string                                                      { return "stubborn" }

// In arbiter enforcement the game refuses the offender's move that would
// repeat the cycle a fourth time, Allowed leaves it out, and
// search.ChooseIn replaces it by an allowed move.
func TestXiangqiArbiterAllowed(t *testing.T) {
	// The perpetual check of TestXiangqiPerpetualCheckLoses: Red's chariot
	// checks from a10 and a9 while Black's general steps between e10 and
	// e9.
	start, err := variant.NewPosition("xiangqi", "", "R3k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	g := variant.NewGame(start)
	cycle := []string{"e10e9", "a10a9", "e9e10", "a9a10"}
	for _, m := range append(times(3, cycle...), cycle[:3]...) {
		if err := g.PlayText(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	// a9a10 would make the position occur a fifth time.
	m, err := g.Position().ParseMove("a9a10")
	if err != nil {
		t.Fatal(err)
	}
	if why := g.Forbids(m); !strings.Contains(why, "perpetual check") {
		t.Fatalf("Forbids(a9a10) = %q", why)
	}
	if err := g.Play(m); err == nil {
		t.Fatal("a9a10 played")
	}
	allowed := g.Allowed(nil)
	if slices.Contains(allowed, m) || len(allowed) != len(g.Position().Moves(nil))-1 {
		t.Errorf("allowed %d of %d moves", len(allowed), len(g.Position().Moves(nil)))
	}
	got, err := search.ChooseIn(context.Background(), search.Player[variant.AnyPosition, variant.Move](stubborn{m}), g)
	if err != nil || got == m || g.Forbids(got) != "" {
		t.Errorf("ChooseIn: %s, %v", g.Position().MoveText(got), err)
	}
	if err := g.Play(got); err != nil {
		t.Errorf("the replacement: %v", err)
	}
	if o := g.Outcome(); o.Over() {
		t.Errorf("after a change: %v", o)
	}
}
