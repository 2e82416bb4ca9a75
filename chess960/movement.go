package chess960

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone (variant.MovementCounting): the 75-move rule and dead
// positions by material do not end the game, so the count is that of the
// published perft tables and of Stockfish. [Perft] counts 0 below a
// position those rules end.
func (p Position) MovementPerft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perftBulk(p, depth, make([]Move, maxMoves*depth), true)
}
