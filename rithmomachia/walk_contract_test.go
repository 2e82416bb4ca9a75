package rithmomachia

import (
	"testing"

	"github.com/ludus-chess/ludus/variant/varianttest"
)

// TestContractWalk checks the contract's invariants (text round trips,
// finished games, unique moves, Play leaving its receiver, the dynamic face)
// along seeded random games of every preset, and that moves and play
// allocate nothing.
func TestContractWalk(t *testing.T) {
	for _, o := range []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian", "preset=F3,length=10,diagonalmoves", "preset=F2,redemption=nextturnonly"} {
		p := mustNew(t, o)
		for seed := range uint64(2) {
			varianttest.Walk(t, p, seed, 150)
		}
		varianttest.CheckNoAllocs(t, p)
	}
}
