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
//
// A game whose entry gives a [PlayoutFunc] ([TypedHooks].Playout) has it
// play the playout, with the same results.
func Playout[P Position[P, M], M MoveType](p P, rng *rand.Rand, maxPlies int, buf []M) (P, int) {
	if _, ok := any((*P)(nil)).(*AnyPosition); ok {
		// The dynamic face over a typed position plays on the typed one
		// (the same moves in the same order: the same playout), boxing
		// no position a ply.
		if d, ok := any(p).(interface {
			playout(*rand.Rand, int) (AnyPosition, int)
		}); ok {
			q, n := d.playout(rng, maxPlies)
			return any(q).(P), n
		}
	}
	if f := playoutFor(p); f != nil {
		return f(p, rng, maxPlies, buf)
	}
	plies := 0
	chance := MayChance(p)
	for plies < maxPlies {
		if chance && p.ToMove() == Chance {
			var ok bool
			if p, ok = playSampled(p, rng); !ok {
				break
			}
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

// playSampled plays the result of the chance event at p, sampled from rng,
// or reports false if p lists none.
func playSampled[P Position[P, M], M MoveType](p P, rng *rand.Rand) (P, bool) {
	m, ok := SampleChance(p, rng.Float64())
	if !ok {
		return p, false
	}
	return p.Play(m), true
}

// A PlayoutFunc plays the playout [Playout] plays from p: the same moves,
// chosen by the same draws from rng, and returns the same position and
// number of moves. A game registers one where it can do better than
// listing every move of every position and copying each position into
// the next: choose a move by counting the moves without listing them, and
// play it in place. buf is scratch space as for Playout. A game gives it in
// its entry ([TypedHooks].Playout).
type PlayoutFunc[P Position[P, M], M MoveType] func(p P, rng *rand.Rand, maxPlies int, buf []M) (P, int)

// playoutFor returns the PlayoutFunc of p's game for positions of type P
// ([TypedHooks].Playout in its entry), or nil.
func playoutFor[P Position[P, M], M MoveType](p P) PlayoutFunc[P, M] {
	if h, ok := p.Variant().Typed.(interface{ hooks() *TypedHooks[P, M] }); ok {
		return h.hooks().Playout
	}
	return nil
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
