package host

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The host keeps a side's table from one of its moves to the next, and at
// most max tables: the least recently used gives way to a new one.
func TestTablesKeptAndGivenUp(t *testing.T) {
	ts := tables{max: 2, bits: 8}
	a := ts.get("g1", 0)
	if a == nil || ts.get("g1", 0) != a {
		t.Fatal("the same side of the same game got another table")
	}
	b := ts.get("g1", 1)
	if b == a {
		t.Fatal("two sides share a table")
	}
	ts.get("g1", 0)      // g1's side 0 used last: side 1 is the least recently used
	c := ts.get("g2", 0) // in the place of g1's side 1
	if ts.get("g1", 0) != a || ts.get("g2", 0) != c {
		t.Error("a table in use was given up")
	}
	if ts.get("g1", 1) == b {
		t.Error("the least recently used table was kept beyond max")
	}
	if len(ts.kept) != 2 {
		t.Errorf("%d tables kept, want 2", len(ts.kept))
	}
	none := tables{max: -1}
	if none.get("g1", variant.Side(0)) != nil {
		t.Error("a host keeping no tables made one")
	}
}
