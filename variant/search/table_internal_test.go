package search

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant/varianttest"
)

// nim12 is Nim with 12 stones, the first side to move.
func nim12(t *testing.T) varianttest.Nim {
	t.Helper()
	p, err := varianttest.ParseNim("12 first", varianttest.NimVariant.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A slot of the table keeps the deeper of two positions that fall on it
// in its first entry, and the other, whatever its depth, in the second:
// storing a shallow result of another position does not evict a deep one.
func TestTableKeepsTheDeeper(t *testing.T) {
	p := nim12(t)
	a := AlphaBeta[varianttest.Nim, varianttest.NimMove]{Eval: varianttest.NimEval}.newSearch(context.Background(), p, 0, Limits{}, 4, 4, nil, 3)
	deep, shallow, other := uint64(0x10), uint64(0x20), uint64(0x30) // the same slot: the mask is 0b1110
	a.store(deep, 8, 5, ttExact, 1)
	a.store(shallow, 2, 7, ttExact, 2)
	if e := a.probe(deep); e == nil || e.depth != 8 || e.move != 1 {
		t.Errorf("the deep entry: %+v", e)
	}
	if e := a.probe(shallow); e == nil || e.depth != 2 || e.move != 2 {
		t.Errorf("the shallow entry: %+v", e)
	}
	// A third shallow one replaces the second, and a deeper one the first.
	a.store(other, 1, 0, ttExact, 3)
	if a.probe(shallow) != nil || a.probe(other) == nil || a.probe(deep) == nil {
		t.Error("a shallow entry did not replace the second")
	}
	a.store(shallow, 9, 0, ttExact, 2)
	if e := a.probe(shallow); e == nil || e.depth != 9 || a.probe(deep) != nil {
		t.Errorf("a deeper entry did not replace the first: %+v", e)
	}
}

// An aspiration window that misses the score is widened until the score
// falls inside it: from 21 stones (the side to move wins by taking 1;
// Nim's evaluation scores +1 a won position for its mover) a search to
// depth 5 around a guess of 1000 or of -1000 returns what a full window
// does.
func TestAspirationWindowWidens(t *testing.T) {
	p, err := varianttest.ParseNim("21 first", varianttest.NimVariant.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	s := AlphaBeta[varianttest.Nim, varianttest.NimMove]{Eval: varianttest.NimEval}
	want := func() rootResult[varianttest.NimMove] {
		a := s.newSearch(context.Background(), p, 0, Limits{}, 8, 10, nil, 3)
		r, _ := a.searchRoot(p, p.Moves(nil), 5, -2*WinScore, 2*WinScore)
		return r
	}()
	for _, guess := range []int{1000, -1000} {
		a := s.newSearch(context.Background(), p, 0, Limits{}, 8, 10, nil, 3)
		r, ok := a.iterate(p, p.Moves(nil), 5, guess)
		if !ok || r.score != want.score || r.best != want.best {
			t.Errorf("guess %d: score %d, move %d; a full window: %d, %d", guess, r.score, r.best, want.score, want.best)
		}
	}
	if want.best != 1 {
		t.Errorf("the full window chose %d, want 1", want.best)
	}
}

// With a Table, the first entry of a slot holds the deeper result of the
// current search only: an entry stored by an earlier search, however deep,
// gives way to the new one, so that the entries of past moves do not fill
// the table.
func TestTableEntriesOfEarlierSearchesGiveWay(t *testing.T) {
	p := nim12(t)
	s := AlphaBeta[varianttest.Nim, varianttest.NimMove]{Eval: varianttest.NimEval, Table: NewTable(8)}
	first := s.newSearch(context.Background(), p, 0, Limits{}, 4, 4, nil, 3)
	deep, shallow := uint64(0x100), uint64(0x200) // the same slot: the mask is 0xfe
	first.store(deep, 8, 5, ttExact, 1)
	first.table.release(&first.history)
	second := s.newSearch(context.Background(), p, 0, Limits{}, 4, 4, nil, 3)
	if e := second.probe(deep); e == nil || e.depth != 8 {
		t.Fatalf("the second search does not find the first's entry: %+v", e)
	}
	second.store(shallow, 2, 7, ttExact, 2)
	second.store(uint64(0x300), 1, 0, ttExact, 3) // into the second entry
	if e := second.probe(shallow); e == nil || e.depth != 2 {
		t.Errorf("the shallow entry of the second search: %+v", e)
	}
	if second.probe(deep) != nil {
		t.Error("the first search's deep entry did not give way")
	}
	second.table.release(&second.history)
}

// The history heuristic's entries pass from one search of a Table to the
// next, halved, and not to a search for the other side.
func TestTableKeepsHistoryHalved(t *testing.T) {
	p := nim12(t)
	s := AlphaBeta[varianttest.Nim, varianttest.NimMove]{Eval: varianttest.NimEval, Table: NewTable(8)}
	first := s.newSearch(context.Background(), p, 0, Limits{}, 4, 4, nil, 3)
	first.history[5] = 100
	first.table.release(&first.history)
	second := s.newSearch(context.Background(), p, 0, Limits{}, 4, 4, nil, 3)
	if got := second.history[5]; got != 50 {
		t.Errorf("the next search's entry is %d, want 50", got)
	}
	second.table.release(&second.history)
	other := s.newSearch(context.Background(), p, 1, Limits{}, 4, 4, nil, 3)
	if got := other.history[5]; got != 0 {
		t.Errorf("a search for the other side starts with %d, want 0", got)
	}
	other.table.release(&other.history)
}

// A table taken by a search of another move type (another game) forgets
// the last search's history with its entries; its search numbers, counted
// modulo 256, skip 0, the number of every search without a table (whose
// entries would otherwise pass for the current search's).
func TestTableOfAnotherMoveTypeAndWrap(t *testing.T) {
	v := varianttest.NimVariant
	tb := NewTable(8)
	if _, _, _, ok := take[uint32](tb, v, 0, 0, 8); !ok {
		t.Fatal("a free table was not lent")
	}
	var hist [historySize]int32
	hist[3] = 7
	tb.release(&hist)
	if _, _, _, ok := take[uint16](tb, v, 0, 0, 8); !ok || tb.hist[3] != 0 {
		t.Errorf("another move type kept the history: %d", tb.hist[3])
	}
	tb.release(&[historySize]int32{})
	tb.gen = 255
	if _, _, gen, _ := take[uint16](tb, v, 0, 0, 8); gen != 1 {
		t.Errorf("the search after 255 is numbered %d, want 1", gen)
	}
	tb.release(&[historySize]int32{})
}
