package chess960

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// PieceValues are the material values [Evaluate] counts, in centipawns, by
// Kind: the customary 1, 3, 3, 5, 9 pawns.
var PieceValues = [...]int{Pawn: 100, Knight: 300, Bishop: 310, Rook: 500, Queen: 900, King: 0}

// Evaluate scores a position for side x (0 white, 1 black), in centipawns:
// material, plus 4 per legal move of the side to move (counted for it,
// against its opponent), which rewards activity and penalises cramped
// positions. A finished game scores as its result. It is the evaluation the
// computer players of package variant/search use for chess.
func Evaluate(p Position, x variant.Side) int {
	score := 0
	for k := Pawn; k < King; k++ {
		score += PieceValues[k] * (bits.OnesCount64(p.pieces[k]&p.colors[White]) - bits.OnesCount64(p.pieces[k]&p.colors[Black]))
	}
	mobility := 4 * p.CountMoves()
	if p.toMove == Black {
		mobility = -mobility
	}
	score += mobility
	if x == variant.Side(Black) {
		score = -score
	}
	return score
}

func init() {
	evaluate := func(p variant.AnyPosition, x variant.Side) int { return Evaluate(p.Typed().(Position), x) }
	Chess960.Evaluate = evaluate
	Chess.Evaluate = evaluate
}
