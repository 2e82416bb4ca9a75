package variant

// MovementCounter is implemented by positions of games whose rules end the
// game while the pieces can still move: a dead position, the 75-move rule,
// a bare king, a move limit. MovementPerft counts the move tree by the
// rules of movement alone, as if those rules did not exist: a node has the
// legal moves of its pieces whatever the game's state, and only checkmate
// and stalemate (no legal move) leave none. That is the count of the
// published perft tables and of Stockfish, which know no such rules; [Perft]
// counts the tree of the game, in which a finished game has no moves.
type MovementCounter interface {
	MovementPerft(depth int) uint64
}

// MovementPerft counts the move tree of p to depth by the rules of
// movement alone ([MovementCounter]); for a game without rules that end it
// while moves remain, it is [AnyPosition.Perft]. For chess,
// "8/8/8/8/8/8/8/K6k w - - 0 1" (kings alone, a dead position) counts 0 at
// depth 2 by Perft and 9 by MovementPerft (3 king moves, then 3 for each).
func MovementPerft(p AnyPosition, depth int) uint64 {
	if m, ok := p.Typed().(MovementCounter); ok {
		return m.MovementPerft(depth)
	}
	return p.Perft(depth)
}
