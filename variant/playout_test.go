package variant_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func TestPlayoutDeterministic(t *testing.T) {
	distinct := map[string]bool{}
	for seed := range uint64(20) {
		p1, n1 := variant.Playout(tttNew(""), rand.New(rand.NewPCG(seed, 1)), 100, nil)
		buf := make([]uint16, 0, 3) // reused and too small: must not matter
		p2, n2 := variant.Playout(tttNew(""), rand.New(rand.NewPCG(seed, 1)), 100, buf)
		if p1.String() != p2.String() || n1 != n2 {
			t.Errorf("seed %d: %s after %d plies, then %s after %d", seed, p1, n1, p2, n2)
		}
		// Tic-tac-toe always ends, between ply 5 and ply 9.
		if !p1.Outcome().Over() || n1 < 5 || n1 > 9 {
			t.Errorf("seed %d: playout stopped at %s after %d plies", seed, p1, n1)
		}
		distinct[p1.String()] = true
		// The dynamic face plays the same game from the same seed.
		d, nd := variant.Playout(variant.Dynamic(tttNew("")), rand.New(rand.NewPCG(seed, 1)), 100, nil)
		if d.String() != p1.String() || nd != n1 {
			t.Errorf("seed %d: dynamic playout %s, typed %s", seed, d, p1)
		}
	}
	if len(distinct) < 2 {
		t.Errorf("20 seeds gave %d distinct playouts", len(distinct))
	}
}

func TestPlayoutLimits(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	// maxPlies stops the playout; 0 plays nothing.
	for _, max := range []int{0, 1, 3, 10, 50} {
		p, n := variant.Playout(fsNew("size=3"), rng, max, nil)
		if n > max || (n < max && !p.Outcome().Over()) {
			t.Errorf("maxPlies %d: %d plies, ending at %s (%v)", max, n, p, p.Outcome())
		}
	}
	// A finished position plays nothing.
	over := mustPlay(t, tttNew(""), "a1", "a2", "b1", "b2", "c1")
	if p, n := variant.Playout(over, rng, 10, nil); n != 0 || p != over {
		t.Errorf("playout of a finished game: %d plies", n)
	}
	// With a reused buffer, a playout allocates nothing.
	buf := make([]uint32, 0, 8)
	start := fsNew("size=3")
	if a := testing.AllocsPerRun(50, func() { variant.Playout(start, rng, 40, buf) }); a != 0 {
		t.Errorf("Playout allocates %v times", a)
	}
	// The dynamic face plays on the typed position: a few allocations a
	// playout (its move list, its result), none a ply.
	dyn := variant.Dynamic(start)
	if a := testing.AllocsPerRun(50, func() { variant.Playout(dyn, rng, 40, nil) }); a > 2 {
		t.Errorf("a dynamic Playout of up to 40 plies allocates %v times", a)
	}
}

func TestPlayChecked(t *testing.T) {
	p := fsNew("")
	for _, m := range append(p.Moves(nil), p.Actions(nil)...) {
		q, err := variant.PlayChecked(p, m)
		if err != nil || q != p.Play(m) {
			t.Errorf("PlayChecked(%s): %v", p.MoveText(m), err)
		}
	}
	// A step that is not red's (blue's stone), a step that is not a move
	// at all, and zero.
	bad, _ := mustPlay(t, p, "a1-a2").ParseMove("b1-a1")
	for _, m := range []uint32{bad, 1<<16 | 3<<8, 0, 0xFFFFFFFF} {
		q, err := variant.PlayChecked(p, m)
		var ie *variant.IllegalMoveError
		if !errors.Is(err, variant.ErrIllegalMove) || !errors.As(err, &ie) || q != (fs{}) {
			t.Errorf("PlayChecked(%#x) = %v, %v", m, q, err)
		}
	}
	over := mustPlay(t, p, "a1-b1", "b2-a2")
	if _, err := variant.PlayChecked(over, fsConcede<<16); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("PlayChecked in a finished game: %v", err)
	}
}

// TestPlayoutFromEntry: Playout plays a game whose entry gives a
// PlayoutFunc by it, one call a playout, with what it returns (here
// tic-tac-toe with moves of another type, so that no other test meets
// the function, which plays as Playout's own loop does), and positions of
// other types by its own loop.
func TestPlayoutFromEntry(t *testing.T) {
	o, _ := tttVariant.ParseOptions("")
	for seed := range uint64(10) {
		before := tttPlayoutCalls.Load()
		got, n := variant.Playout(tttStart[uint64](o), rand.New(rand.NewPCG(seed, 1)), 100, nil)
		if calls := tttPlayoutCalls.Load() - before; calls != 1 {
			t.Errorf("seed %d: %d calls of the entry's playout", seed, calls)
		}
		before = tttPlayoutCalls.Load()
		want, nw := variant.Playout(tttNew(""), rand.New(rand.NewPCG(seed, 1)), 100, nil)
		if calls := tttPlayoutCalls.Load() - before; calls != 0 {
			t.Errorf("seed %d: the entry's playout played positions of another type", seed)
		}
		if got.String() != want.String() || n != nw {
			t.Errorf("seed %d: with the entry's playout %s after %d plies, without %s after %d", seed, got, n, want, nw)
		}
	}
}
