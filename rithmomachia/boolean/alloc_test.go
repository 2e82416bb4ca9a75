package boolean

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Move generation, Play, Captures, ToMove, Hash and Evaluate allocate
// nothing; perft allocates only its move buffers.
func TestNoAllocs(t *testing.T) {
	positions := []Position{
		mustNew(t, ""),
		mustNew(t, "setup=standard"),
		mustNew(t, "setup=standard,chaincaptures"),
		build(t, "", "w", "b21=C4", "c33=T12", "d41=P15", "a44=p0", "c22=c4", "b32=t12", "b23=c8", "d44=c8"),
		build(t, "", "w", "b11=P0", "a11=t5", "a21=C1", "b21=C2", "a12=T3", "b12=c4", "a22=s7", "b22=P15", "d44=p0"),
	}
	for _, p := range positions {
		varianttest.CheckNoAllocs(t, p)
		moves := p.Moves(nil)
		if n := testing.AllocsPerRun(20, func() {
			for _, m := range moves {
				q := p.Play(m)
				_ = p.Captures(m)
				_ = q.ToMove()
				_ = q.Hash()
				_ = Evaluate(q, 0)
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations per run", p, n)
		}
	}
	p := mustNew(t, "setup=standard")
	variant.Perft(p, 3) // warm up
	if n := testing.AllocsPerRun(3, func() { variant.Perft(p, 3) }); n > 30 {
		t.Errorf("Perft 3: %v allocations per call (its move buffers only)", n)
	}
}

// Outcome allocates nothing in finished games either (the search asks for
// it at every node): its reasons are made once, for every cause and pair
// of awards. The positions are those of TestEndAndVictory.
func TestOutcomeNoAllocs(t *testing.T) {
	box := []string{"a11=p0", "b11=C1", "a21=C2", "b21=T3", "a12=C4", "b12=T5", "a22=T6", "b22=P15"}
	finished := []Position{
		play(t, build(t, "", "w", "a11=P0", "a31=p15", "d11=P15", "d44=c4", "d43=t3"), "a11-a21xa31"),
		play(t, build(t, "", "w", "a11=P0", "a31=p15", "d11=P15"), "a11-a21xa31"),
		build(t, "pyramidpush=false", "b", box...),
		play(t, build(t, "nocapturelimit=1", "w", "a11=P0", "b11=C1", "c11=C2", "d44=p15"), "c11-c12"),
		build(t, "nocapturelimit=1", "w - 1", "a11=P0", "b11=C1", "d44=p0", "c44=c1"),
	}
	for _, p := range finished {
		if !p.Outcome().Over() {
			t.Fatalf("%s: not over", p)
		}
		if n := testing.AllocsPerRun(20, func() { _ = p.Outcome() }); n != 0 {
			t.Errorf("%s: Outcome: %v allocations per call (%v)", p, n, p.Outcome())
		}
	}
}

// A position read from text past the no-capture limit (no game reaches
// it) is over, its reason naming its own count.
func TestOutcomePastLimit(t *testing.T) {
	p := build(t, "nocapturelimit=2", "w - 3", "a11=P0", "b11=C1", "d44=p0", "c44=c1")
	if o := p.Outcome(); o.Status != variant.Drawn || o.Reason != "no victory: 3 turns without a capture" {
		t.Errorf("past the limit: %v", o)
	}
}
