package chess960

import "github.com/ludus-chess/ludus/variant/search"

// typed is the typed face of chess and Chess960 in their entries: the
// computer players of search.New play on typed positions, with a
// quiescence search on captures and promotions (without the captures that
// lose by static exchange), check extensions and null-move pruning outside
// pawn endings.
var typed = &search.Typed[Position, Move]{Eval: Evaluate, Noisy: noisy, NoisyMoves: noisyMoves, Gain: gain, LosesExchange: losesExchange, InCheck: Position.InCheck, NullMove: nullMove}

// noisy reports whether m captures or promotes: whether it gains
// material at once (every capture and promotion does).
func noisy(p Position, m Move) bool { return gain(p, m) > 0 }

// gain returns what m wins at once in [PieceValues]: the piece it
// captures (a pawn en passant) and what its promotion adds.
func gain(p Position, m Move) int {
	g := 0
	if m.IsEnPassant() {
		g = PieceValues[Pawn]
	} else if !m.IsCastling() {
		if _, k := p.PieceAt(m.To()); k != NoKind {
			g = PieceValues[k]
		}
	}
	if k := m.Promotion(); k != NoKind {
		g += PieceValues[k] - PieceValues[Pawn]
	}
	return g
}

// nullMove returns p with its side to move passing (no en passant
// capture left, the move counters advanced), and whether a pass tells
// anything there: not in check, and not when the side to move has nothing
// but pawns and its king, where zugzwang is common.
func nullMove(p Position) (Position, bool) {
	us := p.toMove
	if p.colors[us]&^(p.pieces[Pawn]|p.pieces[King]) == 0 || p.InCheck() {
		return p, false
	}
	q := p
	if q.ep != noSquare {
		q.hash ^= zobristEP[q.ep&7]
		q.ep = noSquare
	}
	q.hash ^= zobristSide
	q.toMove = us ^ 1
	q.halfmove++
	if us == Black {
		q.fullmove++
	}
	return q, true
}
