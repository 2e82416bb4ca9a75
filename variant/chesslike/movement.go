package chesslike

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone (variant.MovementCounter): the rules that end a game
// while moves remain (bare king, the move-count rule, dead positions of
// the Terminal hook) are ignored, so that the count is that of perft
// tables made by programs without them. Perft counts 0 below a position
// those rules end.
func (p Position) MovementPerft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	return p.perftMovement(depth, bufs)
}

func (p Position) perftMovement(depth int, bufs [][]Move) uint64 {
	moves := p.generate(bufs[depth-1][:0], modeLegal)
	bufs[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += p.Play(m).perftMovement(depth-1, bufs)
	}
	return n
}
