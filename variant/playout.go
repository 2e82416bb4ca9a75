package variant

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"sync"
)

// Playout plays uniformly random turn moves from p until the game is over or
// maxPlies moves have been played (at a chance node it samples the result
// by its probability, see [SampleChance]; each result counts as a move), and returns the last position and the
// number of moves played. The same rng state gives the same playout, so a
// seeded source (rand.NewPCG) makes it reproducible. buf is scratch space
// for the move lists (nil is fine; reuse one across playouts to allocate
// nothing).
//
// A game that registered a [Picker] for its positions' type has its moves
// chosen by it, with the same results.
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
	if pick := pickerFor[P, M](); pick != nil {
		return pickedPlayout(p, rng, maxPlies, buf, pick)
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

// pickedPlayout is Playout with the moves chosen by pick.
func pickedPlayout[P Position[P, M], M MoveType](p P, rng *rand.Rand, maxPlies int, buf []M, pick Picker[P, M]) (P, int) {
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
		m, b, ok := pick(p, rng, buf)
		if !ok {
			break
		}
		buf = b
		p = p.Play(m)
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

// A Picker chooses a legal turn move of p uniformly at random, as
// [Playout] does, without listing every move where it can: it returns the
// move that p.Moves(buf[:0])[rng.IntN(n)] would be, n being the number of
// legal moves, drawing from rng exactly as that does, or false when p has
// no legal move. buf is scratch space it may use for a list of moves; it
// returns it (grown, if it grew it). A game whose positions must list
// their moves to count them gains nothing from one.
type Picker[P Position[P, M], M MoveType] func(p P, rng *rand.Rand, buf []M) (M, []M, bool)

// pickers holds the registered Pickers by position type.
var pickers sync.Map // reflect.Type of P -> Picker[P, M]

// RegisterPicker registers pick as the way [Playout] (and so the playouts
// of the searches) chooses moves in positions of type P. Call it from the
// game package's init; a later call for the same type replaces it.
func RegisterPicker[P Position[P, M], M MoveType](pick Picker[P, M]) {
	pickers.Store(reflect.TypeFor[P](), pick)
}

// pickerFor returns the Picker registered for P, or nil.
func pickerFor[P Position[P, M], M MoveType]() Picker[P, M] {
	if f, ok := pickers.Load(reflect.TypeFor[P]()); ok {
		return f.(Picker[P, M])
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
