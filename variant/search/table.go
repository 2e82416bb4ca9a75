package search

import (
	"sync"

	"github.com/ludus-chess/ludus/variant"
)

// A Table is the transposition table, the cache of evaluations and the
// history heuristic that an alpha-beta player keeps from one move of a
// game to the next ([AlphaBeta].Table, [Config].Table), as engines keep
// their hash table: each search starts with what the earlier ones found,
// so that the moves they thought best are tried first and the positions
// they settled are not searched again (the history, halved at each
// search, orders the quiet moves from the first iteration on). Without
// one, every search starts empty.
//
// A table serves one player: one game, one side searching, one
// evaluation and one contempt, since its scores are the searching side's.
// When a search finds it filled for another game or another side, it
// empties it first. Searches that share a table take turns: a search that
// finds it in use by another searches with a table of its own, as without
// one. Its zero value is not usable; make one with [NewTable].
type Table struct {
	mu    sync.Mutex
	bits  int
	tt    any // []ttEntry[M] of the last search's move type, or nil
	evals []evalEntry
	hist  []int32 // the history heuristic's entries at the end of the last search
	gen   uint8   // the search that last used it, counted modulo 256
	// Whose scores the entries are.
	v    *variant.Variant
	root variant.Side
	draw int
}

// NewTable returns an empty table of 2^bits entries (bits is held
// within 8 and 28: 2^20 entries take 24 MB with moves of 32 bits, and the
// cache of evaluations a sixth of that), or, for bits 0, of the size the
// first search that takes it would give a table of its own
// ([AlphaBeta].TTBits, or by its limits). Its memory is taken by that
// search.
func NewTable(bits int) *Table {
	if bits != 0 {
		bits = min(max(bits, 8), 28)
	}
	return &Table{bits: bits}
}

// Clear empties t, as for a new game (the next search that takes it
// clears its entries). It waits for a search using t to end.
func (t *Table) Clear() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.v = nil
}

// take lends t's entries to a search of side root in a game of v, with
// draws scored draw, emptied if they were another's, and made of 2^bits
// entries if t has no size yet; ok is false when another search holds t
// (the caller then makes its own). release gives them back.
func take[M variant.MoveType](t *Table, v *variant.Variant, root variant.Side, draw, bits int) (tt []ttEntry[M], evals []evalEntry, gen uint8, ok bool) {
	if !t.mu.TryLock() {
		return nil, nil, 0, false
	}
	if t.bits == 0 {
		t.bits = bits
	}
	tt, typed := t.tt.([]ttEntry[M])
	switch {
	case !typed:
		tt = make([]ttEntry[M], 1<<t.bits)
		t.tt = tt
		if t.evals == nil {
			t.evals = make([]evalEntry, 1<<max(t.bits-2, 8))
		} else {
			clear(t.evals)
		}
		clear(t.hist)
	case t.v != v || t.root != root || t.draw != draw:
		clear(tt)
		clear(t.evals)
		clear(t.hist)
	}
	if t.hist == nil {
		t.hist = make([]int32, historySize)
	}
	t.v, t.root, t.draw = v, root, draw
	if t.gen++; t.gen == 0 {
		t.gen = 1 // 0 is a search's without a table
	}
	return tt, t.evals, t.gen, true
}

// release ends a search's use of t, keeping its history.
func (t *Table) release(hist *[historySize]int32) {
	copy(t.hist, hist[:])
	t.mu.Unlock()
}
