package variant

import (
	"math/rand/v2"
	"unsafe"

	"github.com/ludus-chess/ludus/board"
)

// Move is a move of the dynamic face: any game's move, widened to 64 bits.
// Its meaning is private to the game whose position produced it.
type Move uint64

// AnyPosition is the dynamic face of the contract, for programs that choose
// the game at run time (a server hosting every variant, a command line). It
// is a thin adapter over a game's typed position (see [Dynamic]); it
// satisfies Position[AnyPosition, Move], so every generic tool also works on
// it, and it offers the typed face's perft directly, at typed speed.
type AnyPosition interface {
	Position[AnyPosition, Move]

	// Perft counts the leaf nodes of the move tree to depth with the typed
	// face's perft.
	Perft(depth int) uint64
	// ParallelPerft is Perft with the root moves shared out among workers
	// goroutines (0: one per CPU).
	ParallelPerft(depth, workers int) uint64
	// Divide returns the count under each legal move, sorted by move text.
	Divide(depth int) []DivideEntry[Move]
	// Typed returns the underlying typed position, for programs that switch
	// to the typed face (a type switch or assertion on the game's type).
	Typed() any
}

// Dynamic wraps a typed position in the dynamic face.
func Dynamic[P Position[P, M], M MoveType](p P) AnyPosition { return dynamic[P, M]{p} }

type dynamic[P Position[P, M], M MoveType] struct{ p P }

func (d dynamic[P, M]) Variant() *Variant          { return d.p.Variant() }
func (d dynamic[P, M]) Options() Options           { return d.p.Options() }
func (d dynamic[P, M]) Board() *board.Geometry     { return d.p.Board() }
func (d dynamic[P, M]) ToMove() Side               { return d.p.ToMove() }
func (d dynamic[P, M]) Outcome() Outcome           { return d.p.Outcome() }
func (d dynamic[P, M]) Hash() uint64               { return d.p.Hash() }
func (d dynamic[P, M]) String() string             { return d.p.String() }
func (d dynamic[P, M]) MoveText(m Move) string     { return d.p.MoveText(M(m)) }
func (d dynamic[P, M]) Pieces(dst []Piece) []Piece { return d.p.Pieces(dst) }
func (d dynamic[P, M]) Play(m Move) AnyPosition    { return dynamic[P, M]{d.p.Play(M(m))} }
func (d dynamic[P, M]) Typed() any                 { return d.p }
func (d dynamic[P, M]) Perft(depth int) uint64     { return fastPerft[P, M](d.p, depth) }

// ParallelPerft runs the typed face's ParallelPerft, with the game's own
// perft if it has one ([PerftCounting]).
func (d dynamic[P, M]) ParallelPerft(depth, workers int) uint64 {
	return ParallelPerftFunc(d.p, depth, workers, fastPerft[P, M])
}

func (d dynamic[P, M]) Moves(dst []Move) []Move { return widen(dst, d.p.Moves) }

func (d dynamic[P, M]) Actions(dst []Move) []Move { return widen(dst, d.p.Actions) }

func (d dynamic[P, M]) ParseMove(text string) (Move, error) {
	m, err := d.p.ParseMove(text)
	return Move(m), err
}

func (d dynamic[P, M]) Divide(depth int) []DivideEntry[Move] {
	typed := Divide(d.p, depth)
	out := make([]DivideEntry[Move], len(typed))
	for i, e := range typed {
		out[i] = DivideEntry[Move]{Move(e.Move), e.Text, e.Nodes}
	}
	return out
}

// fastPerft is the game's own perft if it has one, else Perft. The type
// check boxes p once per call, not per node.
func fastPerft[P Position[P, M], M MoveType](p P, depth int) uint64 {
	if f, ok := any(p).(PerftCounting); ok {
		return f.Perft(depth)
	}
	return Perft(p, depth)
}

// playout is [Playout] on the typed position.
func (d dynamic[P, M]) playout(rng *rand.Rand, maxPlies int) (AnyPosition, int) {
	var buf [256]M
	p, n := Playout[P, M](d.p, rng, maxPlies, buf[:0])
	return dynamic[P, M]{p}, n
}

// mayChance reports whether the typed position can be a chance node.
func (d dynamic[P, M]) mayChance() bool { return MayChance[P, M](d.p) }

// widen runs a typed move generator and appends its moves to dst as Moves,
// without allocating when dst has room: the typed moves are generated into
// the spare capacity of dst (an M is at most as wide as a Move) and then
// widened in place, last first, so that no typed move is overwritten before
// it is read.
func widen[M MoveType](dst []Move, gen func([]M) []M) []Move {
	n := len(dst)
	spare := cap(dst) - n
	size := int(unsafe.Sizeof(M(0)))
	if spare == 0 {
		return appendWide(dst, gen(nil))
	}
	base := unsafe.Pointer(unsafe.SliceData(dst[n:cap(dst)]))
	room := spare * 8 / size
	ms := gen(unsafe.Slice((*M)(base), room)[:0])
	if len(ms) == 0 {
		return dst
	}
	if unsafe.Pointer(unsafe.SliceData(ms)) != base || len(ms) > spare {
		// The generator outgrew the spare room (and so copied its moves
		// elsewhere), or widening would not fit: append the usual way.
		if unsafe.Pointer(unsafe.SliceData(ms)) == base {
			ms = append([]M(nil), ms...)
		}
		return appendWide(dst, ms)
	}
	out := dst[:n+len(ms)]
	for i := len(ms) - 1; i >= 0; i-- {
		out[n+i] = Move(ms[i])
	}
	return out
}

func appendWide[M MoveType](dst []Move, ms []M) []Move {
	for _, m := range ms {
		dst = append(dst, Move(m))
	}
	return dst
}
