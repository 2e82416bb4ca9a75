package varianttest_test

import (
	"fmt"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// A game package checks the contract along random games from its start
// position in a test: varianttest.Walk(t, start, seed, plies). Here the
// test game Nim is walked with a recorder in place of *testing.T.
func ExampleWalk() {
	start := varianttest.NewNim(varianttest.NimVariant.DefaultOptions())
	r := &recorder{}
	for seed := range uint64(5) {
		varianttest.Walk(r, start, seed, 50)
	}
	fmt.Println("failures:", r.failures, "perft 2:", variant.Perft(start, 2))
	// Output: failures: 0 perft 2: 8
}

type recorder struct {
	testing.TB
	failures int
}

func (r *recorder) Errorf(string, ...any) { r.failures++ }
func (r *recorder) Helper()               {}
