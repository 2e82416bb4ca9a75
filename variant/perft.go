package variant

import (
	"cmp"
	"runtime"
	"slices"
	"sync"
)

// Perft counts the leaf nodes of the tree of turn moves (Actions are not
// counted) to the given depth: the standard correctness and speed test of
// a move generator. At the last ply it counts the legal moves without
// playing them ("bulk counting"); [PerftPlayed] plays every move. A finished
// game has no moves, so its subtree counts 0 below it. At a chance node
// (see [Chance]) each result of the event counts as one move: a die
// contributes six branches, whatever their probabilities. Perft allocates once
// per call (a move buffer per ply), never per node.
func Perft[P Position[P, M], M MoveType](p P, depth int) uint64 {
	if depth <= 0 {
		return 1
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
// it lists the legal moves. The counts add up to Perft(p, depth).
func Divide[P Position[P, M], M MoveType](p P, depth int) []DivideEntry[M] {
	if depth < 1 {
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
// a faster hand-written perft use it to get a parallel one.
func ParallelPerftFunc[P Position[P, M], M MoveType](p P, depth, workers int, perft func(P, int) uint64) uint64 {
	if depth <= 1 {
		return perft(p, depth)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
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
