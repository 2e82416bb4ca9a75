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
