package variant

import (
	"fmt"
	"math/rand/v2"
)

// Playout plays uniformly random turn moves from p until the game is over or
// maxPlies moves have been played (at a chance node it samples the result
// by its probability, see [SampleChance]; each result counts as a move), and returns the last position and the
// number of moves played. The same rng state gives the same playout, so a
// seeded source (rand.NewPCG) makes it reproducible. buf is scratch space
// for the move lists (nil is fine; reuse one across playouts to allocate
// nothing).
func Playout[P Position[P, M], M MoveType](p P, rng *rand.Rand, maxPlies int, buf []M) (P, int) {
	plies := 0
	chance := MayChance(p)
	for plies < maxPlies {
		if chance && p.ToMove() == Chance {
			m, ok := SampleChance(p, rng.Float64())
			if !ok {
				break
			}
			p = p.Play(m)
			plies++
			continue
		}
		buf = p.Moves(buf[:0])
		if len(buf) == 0 {
			break
		}
		p = p.Play(buf[rng.IntN(len(buf))])
		plies++
	}
	return p, plies
}

// PlayChecked plays m in p if it is one of p's legal moves or actions, and
// otherwise returns an error matching [ErrIllegalMove] (or [ErrGameOver]).
func PlayChecked[P Position[P, M], M MoveType](p P, m M) (P, error) {
	if p.Outcome().Over() {
		var zero P
		return zero, ErrGameOver
	}
	for _, legal := range p.Moves(nil) {
		if legal == m {
			return p.Play(m), nil
		}
	}
	for _, legal := range p.Actions(nil) {
		if legal == m {
			return p.Play(m), nil
		}
	}
	var zero P
	return zero, Illegal(fmt.Sprintf("%#x", uint64(m)), "not a legal move in this position")
}
