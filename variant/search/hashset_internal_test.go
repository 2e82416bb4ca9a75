package search

import "testing"

// The set holds exactly the hashes it was made from: 0 among them, and
// hashes that fall on the same slot (multiples of the table's size before
// mixing still differ after; equal low bits are probed past).
func TestHashSet(t *testing.T) {
	in := []uint64{0, 1, 2, 64, 1 << 40, 1<<40 + 64, 12345, 12345}
	s := newHashSet(in)
	for _, h := range in {
		if !s.has(h) {
			t.Errorf("%d: not in the set", h)
		}
	}
	for _, h := range []uint64{3, 65, 1<<40 + 1, 12346} {
		if s.has(h) {
			t.Errorf("%d: in the set", h)
		}
	}
	var empty hashSet
	if empty.has(0) || empty.has(7) {
		t.Error("the empty set has members")
	}
	if s := newHashSet([]uint64{5}); s.has(0) {
		t.Error("0 is in a set without it")
	}
}
