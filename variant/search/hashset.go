package search

// hashSet is a set of position hashes (the game's earlier positions) made
// once per search: open addressing with linear probing in a table at least
// twice the size of the set, so that filling it costs one store per hash
// and a lookup a probe or two, with one allocation in all.
type hashSet struct {
	slots []uint64 // 0 is an empty slot; the hash 0 is kept in zero
	mask  uint64
	zero  bool
}

func newHashSet(hashes []uint64) hashSet {
	if len(hashes) == 0 {
		return hashSet{}
	}
	n := 4
	for n < 2*len(hashes) {
		n *= 2
	}
	s := hashSet{slots: make([]uint64, n), mask: uint64(n - 1)}
	for _, h := range hashes {
		if h == 0 {
			s.zero = true
			continue
		}
		i := mix(h) & s.mask
		for s.slots[i] != 0 && s.slots[i] != h {
			i = (i + 1) & s.mask
		}
		s.slots[i] = h
	}
	return s
}

func (s *hashSet) has(h uint64) bool {
	if h == 0 {
		return s.zero
	}
	if s.slots == nil {
		return false
	}
	for i := mix(h) & s.mask; s.slots[i] != 0; i = (i + 1) & s.mask {
		if s.slots[i] == h {
			return true
		}
	}
	return false
}

// mix spreads the bits of a hash over the low ones, for games whose hashes
// are small numbers.
func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	return h
}
