package variant_test

import (
	"math/rand/v2"
	"sync/atomic"

	"github.com/ludus-chess/ludus/variant"
)

// The toy games register with the standard registry, as game packages do,
// so that Lookup, NewPosition and Load find them. Tic-tac-toe's entry
// gives a playout loop for its positions with 64-bit moves (see
// TestPlayoutFromEntry).
func init() {
	tttVariant.Typed = &variant.TypedHooks[tttPos[uint64], uint64]{Playout: tttPlayout}
	variant.Register(tttVariant)
	variant.Register(fsVariant)
}

// tttPlayoutCalls counts the calls of tttPlayout.
var tttPlayoutCalls atomic.Int64

// tttPlayout plays as Playout's own loop does, counting its calls.
func tttPlayout(p tttPos[uint64], rng *rand.Rand, maxPlies int, buf []uint64) (tttPos[uint64], int) {
	tttPlayoutCalls.Add(1)
	plies := 0
	for ; plies < maxPlies; plies++ {
		if buf = p.Moves(buf[:0]); len(buf) == 0 {
			break
		}
		p = p.Play(buf[rng.IntN(len(buf))])
	}
	return p, plies
}
