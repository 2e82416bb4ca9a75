package chesslike

import (
	"math/rand/v2"
)

// playout is the kernel's variant.PlayoutFunc: the playout variant.Playout
// plays (the same moves, drawn alike from rng), played on one position in
// place rather than copying the position into Moves and out of Play at
// every ply.
//
// It lists the moves rather than counting them and drawing one: counting
// saves only the listing of the moves (a few instructions a move), while
// most of the work of a node is the same either way (the royal pieces'
// safety, the patterns' reach), so that a count followed by the listing
// up to the move drawn would cost more than the listing alone.
func playout(p Position, rng *rand.Rand, maxPlies int, buf []Move) (Position, int) {
	plies := 0
	for plies < maxPlies && !p.stopped() {
		buf = p.generate(buf[:0], modeLegal)
		if len(buf) == 0 {
			break
		}
		p.apply(buf[rng.IntN(len(buf))])
		plies++
	}
	p.settle() // as Play leaves it
	return p, plies
}
