package variant_test

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The first outputs of splitmix64 seeded with 0, as published with the
// generator (S. Vigna, splitmix64.c) and reproduced by every port.
func TestSplitMix64(t *testing.T) {
	var s uint64
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := variant.SplitMix64(&s); got != want {
			t.Errorf("output %d: %#x, want %#x", i, got, want)
		}
	}
}
