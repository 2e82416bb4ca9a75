package search_test

import (
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant/search"
)

// Clock.Budget by its rule, by hand, with a minute left and no increment
// in chess (32 pieces at the start):
//   - the first move (the opening, weight 0.65; all 32 pieces, so m = 1
//     and 40 moves to go): 0.65 x 60 s / 40 = 975 ms;
//   - the sixth move of each side (ply 10, move 5): 0.65 + 5/16 = 0.9625,
//     1443.75 ms;
//   - the same pieces at ply 30 (move 15, the middlegame, weight 1.3):
//     1950 ms;
//   - king and rook against king at ply 80 (3 of 32 pieces: m = 0.09375,
//     an endgame of weight 0.6 + 1.4m = 0.73125, 21.875 moves to go):
//     2005.714 ms; with 14 pieces (m = 0.4375, weight 1.2125, 28.75
//     moves to go): 2530.435 ms, more for more material.
func TestClockBudget(t *testing.T) {
	start := chess960.Standard()
	rook, err := chess960.ParseFEN("7k/8/8/8/8/8/8/R5K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	fourteen, err := chess960.ParseFEN("r5k1/pp3ppp/8/8/8/8/PP3PPP/R5K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	minute := search.Clock{Left: time.Minute}
	for _, c := range []struct {
		name  string
		p     chess960.Position
		ply   int
		clock search.Clock
		want  time.Duration
	}{
		{"the first move", start, 0, minute, 975 * time.Millisecond},
		{"the sixth move", start, 10, minute, 1443750 * time.Microsecond},
		{"the middlegame", start, 30, minute, 1950 * time.Millisecond},
		{"king and rook", rook, 80, minute, 2005714285 * time.Nanosecond},
		{"fourteen pieces", fourteen, 80, minute, 2530434782 * time.Nanosecond},
		// Three quarters of a 2 s increment: 1950 ms + 1500 ms.
		{"an increment", start, 30, search.Clock{Left: time.Minute, Increment: 2 * time.Second}, 3450 * time.Millisecond},
		// One move to the control: 1.3 x 60 s, but at most a quarter.
		{"the last move to the control", start, 30, search.Clock{Left: time.Minute, MovesToGo: 1}, 15 * time.Second},
		// Ten moves to go: 1.3 x 6 s.
		{"ten moves to the control", start, 30, search.Clock{Left: time.Minute, MovesToGo: 10}, 7800 * time.Millisecond},
		// No time left: the least budget, 10 ms.
		{"no time left", start, 30, search.Clock{}, 10 * time.Millisecond},
	} {
		got := c.clock.Budget(c.p, c.ply)
		if d := got - c.want; d < -time.Microsecond || d > time.Microsecond {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// A time control's clock, by hand: 40 moves in a minute. After a move of
// 2 s the clock shows 58 s and 39 moves to go; after the 40th move (39
// more of a second each: 19 s left) the next minute is added, 79 s and
// 40 to go; a move longer than the time left lets the flag fall. With an
// increment of 2 s and no moves (3m+2s), a move of 5 s leaves 177 s.
func TestTimeControl(t *testing.T) {
	tc, err := search.ParseTimeControl("40/1m")
	if err != nil || tc != (search.TimeControl{Moves: 40, Base: time.Minute}) {
		t.Fatalf("40/1m reads as %+v, %v", tc, err)
	}
	c := tc.Start()
	c, ok := tc.Move(c, 2*time.Second)
	if !ok || c.Left != 58*time.Second || c.MovesToGo != 39 {
		t.Fatalf("after a move of 2 s: %+v, %v", c, ok)
	}
	for range 39 {
		c, ok = tc.Move(c, time.Second)
	}
	if !ok || c.Left != 79*time.Second || c.MovesToGo != 40 {
		t.Errorf("after the control: %+v, %v, want 79 s and 40 moves to go", c, ok)
	}
	if _, ok := tc.Move(c, 80*time.Second); ok {
		t.Error("a move of 80 s with 79 s left: the flag did not fall")
	}
	inc, err := search.ParseTimeControl("3m+2s")
	if err != nil || inc != (search.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}) {
		t.Fatalf("3m+2s reads as %+v, %v", inc, err)
	}
	if c, ok := inc.Move(inc.Start(), 5*time.Second); !ok || c.Left != 177*time.Second || c.MovesToGo != 0 {
		t.Errorf("3m+2s after a move of 5 s: %+v, %v", c, ok)
	}
	for _, s := range []string{"40/1m0s", "3m0s+2s"} {
		tc, err := search.ParseTimeControl(s)
		if err != nil || tc.String() != s {
			t.Errorf("%q reads and writes back as %q, %v", s, tc, err)
		}
	}
	for _, bad := range []string{"", "40/", "0/1m", "x/1m", "1m+", "1m+-2s", "-1m", "40/1m/2"} {
		if _, err := search.ParseTimeControl(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzParseTimeControl: any text reads as a time control that writes back
// and reads again as itself, or as an error naming the text.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"40/1m", "3m+2s", "90s", "0/1m", "40/1m/2", "1h+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := search.ParseTimeControl(s)
		if err != nil {
			if !strings.Contains(err.Error(), "time control") {
				t.Errorf("%q: error %q does not name the time control", s, err)
			}
			return
		}
		again, err := search.ParseTimeControl(tc.String())
		if err != nil || again != tc {
			t.Errorf("%q: %+v writes as %q, which reads as %+v, %v", s, tc, tc, again, err)
		}
	})
}
