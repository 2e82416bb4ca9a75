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

// historyNim breaks the contract: its hash depends on the last move, so the
// same pile reached by different move orders hashes differently.
type historyNim struct {
	Nim
	last NimMove
}

func (h historyNim) Play(m NimMove) historyNim { return historyNim{h.Nim.Play(m), m} }
func (h historyNim) Hash() uint64              { return h.Nim.Hash() ^ uint64(h.last)<<32 }

func TestWalkCatchesAHashThatSeesHistory(t *testing.T) {
	o, _ := NimVariant.ParseOptions("stones=30")
	r := &recorder{TB: t}
	for seed := range uint64(10) {
		Walk(r, historyNim{Nim: NewNim(o)}, seed, 30)
	}
	if !r.failed {
		t.Fatal("Walk did not report equal positions with different hashes")
	}
}

// everyoneWinsNim breaks the contract: its win names both sides.
type everyoneWinsNim struct{ Nim }

func (e everyoneWinsNim) Play(m NimMove) everyoneWinsNim { return everyoneWinsNim{e.Nim.Play(m)} }
func (e everyoneWinsNim) Outcome() variant.Outcome {
	if o := e.Nim.Outcome(); o.Over() {
		return variant.Win(variant.SidesOf(0, 1), o.Reason)
	}
	return variant.Outcome{}
}

func TestWalkCatchesAWinForEverySide(t *testing.T) {
	r := &recorder{TB: t}
	Walk(r, everyoneWinsNim{NewNim(NimVariant.DefaultOptions())}, 1, 10)
	if !r.failed {
		t.Fatal("Walk did not report a win by every side")
	}
}
