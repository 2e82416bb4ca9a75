package chesslike

import "github.com/ludus-chess/ludus/variant"

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone (variant.MovementCounting): the rules that end a game
// while moves remain (bare king, the move-count rule, dead positions of
// the Terminal hook) are ignored, so that the count is that of perft
// tables made by programs without them. Perft counts 0 below a position
// those rules end.
func (p Position) MovementPerft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > variant.MaxPerftDepth {
		return 0
	}
	bufs := make([][]Move, depth)
	return p.perftBulk(depth, bufs, true)
}

// Perft counts the leaf nodes of the move tree of p to depth as
// variant.Perft does (no moves below a finished game), counting the moves
// of the last ply in bulk, mostly without listing them: the same counts,
// faster. It implements variant.PerftCounting, so that the dynamic face counts
// with it. A depth beyond variant.MaxPerftDepth is not counted (0).
func (p Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth > variant.MaxPerftDepth {
		return 0
	}
	bufs := make([][]Move, depth)
	return p.perftBulk(depth, bufs, false)
}

// perftBulk counts with bufs[d-1] as the move list (or, at the last ply,
// the scratch space) of depth d, kept for reuse so that nothing is
// allocated once they have grown. With movement, the rules that end a game
// while moves remain are ignored.
func (p Position) perftBulk(depth int, bufs [][]Move, movement bool) uint64 {
	if !movement && p.stopped() {
		return 0
	}
	if depth == 1 {
		n, scratch := p.countMoves(bufs[0], false)
		bufs[0] = scratch
		return uint64(n)
	}
	moves := p.generate(bufs[depth-1][:0], modeLegal)
	bufs[depth-1] = moves
	var n uint64
	if depth == 2 {
		// The last two plies without a call a child: each child is made
		// in place and its moves counted.
		for _, m := range moves {
			q := p
			q.apply(m)
			if !movement && q.stopped() {
				continue
			}
			c, scratch := q.countMoves(bufs[0], false)
			bufs[0] = scratch
			n += uint64(c)
		}
		return n
	}
	for _, m := range moves {
		q := p
		q.apply(m) // not Play: perft never asks whether the game is over
		n += q.perftBulk(depth-1, bufs, movement)
	}
	return n
}
