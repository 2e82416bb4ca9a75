package chess960

import "github.com/ludus-chess/ludus/variant"

// Perft counts the leaf nodes of the move tree of p to depth, counting the
// moves of the last ply in bulk (without making them). It gives the counts
// of variant.Perft, faster. A finished game (see [Position.Moves]) has no
// moves below it. A depth beyond variant.MaxPerftDepth is not counted (0).
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > variant.MaxPerftDepth {
		return 0
	}
	return perftBulk(p, depth, make([]Move, maxMoves*depth), false)
}

// Perft is the package's [Perft] as a method, so that the dynamic face of
// package variant (variant.PerftCounting) counts with it.
func (p Position) Perft(depth int) uint64 { return Perft(p, depth) }

// maxMoves is room for the moves of any position: the most any legal chess
// position has is 218.
const maxMoves = 256

// perftBulk counts with buf as the move lists of the plies below, one
// stretch of maxMoves moves per ply (a list made on the stack would be
// cleared at every node). With movement, the rules that end a game
// without a lack of moves (the 75-move rule, dead positions) are ignored
// (see [Position.MovementPerft]).
func perftBulk(p Position, depth int, buf []Move, movement bool) uint64 {
	if !movement && p.over() {
		return 0
	}
	if depth == 1 {
		_, n := p.generate(nil, true)
		return uint64(n)
	}
	moves, _ := p.generate(buf[:0:maxMoves], false)
	rest := buf[maxMoves:]
	var n uint64
	for _, m := range moves {
		n += perftBulk(p.Play(m), depth-1, rest, movement)
	}
	return n
}

// PerftPlayed is [Perft] making every move of the last ply too, as the
// perft tables that "make every move" count. The count is the same.
func PerftPlayed(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > variant.MaxPerftDepth {
		return 0
	}
	return perftPlayed(p, depth, make([]Move, maxMoves*depth))
}

func perftPlayed(p Position, depth int, buf []Move) uint64 {
	if p.over() {
		return 0
	}
	moves, _ := p.generate(buf[:0:maxMoves], false)
	rest := buf[maxMoves:]
	if depth == 1 {
		for _, m := range moves {
			q := p
			q.play(m)
		}
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += perftPlayed(p.Play(m), depth-1, rest)
	}
	return n
}

// ParallelPerft is [Perft] with the subtrees of the root moves shared out
// among workers goroutines (0 means runtime.GOMAXPROCS(0)).
func ParallelPerft(p Position, depth, workers int) uint64 {
	return variant.ParallelPerftFunc(p, depth, workers, Perft)
}
