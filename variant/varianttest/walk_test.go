package varianttest

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func TestNimKeepsTheContract(t *testing.T) {
	for seed := range uint64(20) {
		Walk(t, NewNim(NimVariant.DefaultOptions()), seed, 100)
	}
	CheckNoAllocs(t, NewNim(NimVariant.DefaultOptions()))
}

func TestNimPerft(t *testing.T) {
	// From 5 stones: 3 moves; depth 2: after 1 (4 left) 3, after 2 (3 left)
	// 3, after 3 (2 left) 2: 8.
	p := NewNim(NimVariant.DefaultOptions())
	if n := variant.Perft(p, 1); n != 3 {
		t.Errorf("perft 1 = %d, want 3", n)
	}
	if n := variant.Perft(p, 2); n != 8 {
		t.Errorf("perft 2 = %d, want 8", n)
	}
}

// brokenNim breaks the contract: its move text does not read back.
type brokenNim struct{ Nim }

func (b brokenNim) Play(m NimMove) brokenNim { return brokenNim{b.Nim.Play(m)} }
func (b brokenNim) MoveText(m NimMove) string {
	return "x"
}

type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Helper()               {}

func TestWalkCatchesABrokenGame(t *testing.T) {
	r := &recorder{TB: t}
	Walk(r, brokenNim{NewNim(NimVariant.DefaultOptions())}, 1, 10)
	if !r.failed {
		t.Fatal("Walk did not report a move text that does not read back")
	}
}
