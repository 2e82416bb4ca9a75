package variant

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
)

// The limits of a perft. No perft of a real game finishes beyond a depth of
// a few dozen plies (the tree grows by the branching factor at each ply), so
// a deeper one is a mistake, and counting it would exhaust memory or the
// stack before it gave an answer. More goroutines than MaxPerftWorkers do
// not make a perft faster on any machine.
const (
	MaxPerftDepth   = 64
	MaxPerftWorkers = 1024
)

// ErrLimit is matched by the error of work asked beyond a limit of the
// library, such as a perft deeper than [MaxPerftDepth].
var ErrLimit = errors.New("beyond a limit")

// CheckPerft reports whether a perft to depth with workers goroutines (0:
// one per CPU) is within the limits: depth 0..[MaxPerftDepth], workers
// 0..[MaxPerftWorkers]. The error matches [ErrLimit].
func CheckPerft(depth, workers int) error {
	switch {
	case depth < 0:
		return fmt.Errorf("%w: perft depth %d is negative", ErrLimit, depth)
	case depth > MaxPerftDepth:
		return fmt.Errorf("%w: perft depth %d is more than %d", ErrLimit, depth, MaxPerftDepth)
	case workers < 0:
		return fmt.Errorf("%w: %d perft workers is negative (0: one per CPU)", ErrLimit, workers)
	case workers > MaxPerftWorkers:
		return fmt.Errorf("%w: %d perft workers is more than %d", ErrLimit, workers, MaxPerftWorkers)
	}
	return nil
}

// CountPerft is the checked perft of the dynamic face: it returns
// p.ParallelPerft(depth, workers) (p.Perft when workers is 1), or an error
// matching [ErrLimit] when the depth or the workers are beyond the limits
// (see [CheckPerft]).
func CountPerft(p AnyPosition, depth, workers int) (uint64, error) {
	if err := CheckPerft(depth, workers); err != nil {
		return 0, err
	}
	if workers == 1 {
		return p.Perft(depth), nil
	}
	return p.ParallelPerft(depth, workers), nil
}

// CountDivide is the checked [Divide] of the dynamic face: an error
// matching [ErrLimit] when depth is beyond 1..[MaxPerftDepth].
func CountDivide(p AnyPosition, depth int) ([]DivideEntry[Move], error) {
	if err := CheckPerft(depth, 1); err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, fmt.Errorf("%w: divide depth %d is less than 1", ErrLimit, depth)
	}
	return p.Divide(depth), nil
}

// Perft counts the leaf nodes of the tree of turn moves (Actions are not
// counted) to the given depth: the standard correctness and speed test of
// a move generator. At the last ply it counts the legal moves without
// playing them ("bulk counting"); [PerftPlayed] plays every move. A finished
// game has no moves, so its subtree counts 0 below it. At a chance node
// (see [Chance]) each result of the event counts as one move: a die
// contributes six branches, whatever their probabilities. Perft allocates
// once per call (a move buffer per ply), never per node. A depth beyond
// [MaxPerftDepth] is not counted: Perft returns 0 for it ([CountPerft] and
// [CheckPerft] say why).
func Perft[P Position[P, M], M MoveType](p P, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > MaxPerftDepth {
		return 0
	}
	bufs := make([][]M, depth)
	return perft(p, depth, bufs, false)
}

// PerftPlayed is [Perft] that also plays each move of the last ply, as
// perft tables that "make every move" count; the counts are the same.
func PerftPlayed[P Position[P, M], M MoveType](p P, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > MaxPerftDepth {
		return 0
	}
	bufs := make([][]M, depth)
	return perft(p, depth, bufs, true)
}

func perft[P Position[P, M], M MoveType](p P, depth int, bufs [][]M, playLeaves bool) uint64 {
	moves := p.Moves(bufs[depth-1][:0])
	bufs[depth-1] = moves
	if depth == 1 {
		if !playLeaves {
			return uint64(len(moves))
		}
		for _, m := range moves {
			_ = p.Play(m)
		}
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += perft(p.Play(m), depth-1, bufs, playLeaves)
	}
	return n
}

// DivideEntry is one line of a perft divide: a legal move, its text and the
// number of leaf nodes under it.
type DivideEntry[M MoveType] struct {
	Move  M      `json:"-"`
	Text  string `json:"move"`
	Nodes uint64 `json:"nodes"`
}

// Divide returns, for each legal move, the perft count to depth-1 of the
// position after it, sorted by move text. With depth 1 every count is 1:
// it lists the legal moves. The counts add up to Perft(p, depth). A depth
// beyond [MaxPerftDepth] gives nil, as a depth below 1 does.
func Divide[P Position[P, M], M MoveType](p P, depth int) []DivideEntry[M] {
	if depth < 1 || depth > MaxPerftDepth {
		return nil
	}
	moves := p.Moves(nil)
	out := make([]DivideEntry[M], len(moves))
	for i, m := range moves {
		out[i] = DivideEntry[M]{m, p.MoveText(m), Perft(p.Play(m), depth-1)}
	}
	slices.SortFunc(out, func(a, b DivideEntry[M]) int { return cmp.Compare(a.Text, b.Text) })
	return out
}

// ParallelPerft is [Perft] with the root moves shared out among workers
// goroutines (0 means runtime.GOMAXPROCS(0)). The count is the same.
func ParallelPerft[P Position[P, M], M MoveType](p P, depth, workers int) uint64 {
	return ParallelPerftFunc(p, depth, workers, Perft[P, M])
}

// ParallelPerftFunc shares the root moves of p among workers goroutines (0
// means runtime.GOMAXPROCS(0)) and counts the subtree under each with
// perft(position, depth-1): a game's own fast perft, or [Perft]. Games with
// a faster hand-written perft use it to get a parallel one. A depth beyond
// [MaxPerftDepth] is not counted (0); a negative workers means one per CPU
// as 0 does, and more than [MaxPerftWorkers] means MaxPerftWorkers.
func ParallelPerftFunc[P Position[P, M], M MoveType](p P, depth, workers int, perft func(P, int) uint64) uint64 {
	if depth > MaxPerftDepth {
		return 0
	}
	if depth <= 1 {
		return perft(p, depth)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, MaxPerftWorkers)
	moves := p.Moves(nil)
	counts := make([]uint64, len(moves))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, len(moves)) {
		wg.Go(func() {
			for i := range next {
				counts[i] = perft(p.Play(moves[i]), depth-1)
			}
		})
	}
	for i := range moves {
		next <- i
	}
	close(next)
	wg.Wait()
	var n uint64
	for _, c := range counts {
		n += c
	}
	return n
}
