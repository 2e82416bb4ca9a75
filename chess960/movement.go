package chess960

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone (variant.MovementCounter): the 75-move rule and dead
// positions by material do not end the game, so the count is that of the
// published perft tables and of Stockfish. [Perft] counts 0 below a
// position those rules end.
func (p Position) MovementPerft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perftMovement(p, depth, make([]Move, maxMoves*depth))
}

func perftMovement(p Position, depth int, buf []Move) uint64 {
	if depth == 1 {
		_, n := p.generate(nil, true)
		return uint64(n)
	}
	moves, _ := p.generate(buf[:0:maxMoves], false)
	rest := buf[maxMoves:]
	var n uint64
	for _, m := range moves {
		n += perftMovement(p.Play(m), depth-1, rest)
	}
	return n
}
