package enochian

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// pieceValue is the material value of each kind for [Evaluate], in
// hundredths of a pawn: the queen here leaps two squares (a weak piece,
// confined to a quarter of the board: §3), so she is valued below a knight.
var pieceValue = [...]int{King: 0, Queen: 250, Rook: 500, Bishop: 300, Knight: 300, Pawn: 100}

// kingValue is what a King on the board is worth: its army moves and can
// win only while it stands (§5.4, §5.5).
const kingValue = 2000

// Evaluate scores a position for army x's team (positive when the team
// stands better), for the computer players of package variant/search. A
// finished game scores ±1,000,000 or 0. Otherwise each team counts its
// Kings on the board (2000 each) and the material of its armies that are
// not frozen (queen 250, rook 500, bishop 300, knight 300, pawn 100); a
// frozen army's pieces count a tenth, as they may yet be thawed (§4.4,
// §8.3). An army in play loses 150 while its King is attacked (Kings are
// captured in this game, §5.4), and gains 60 for each privileged pawn
// (§6.3: it promotes to any kind) and 5 for each rank its pawns have
// advanced. It is a plain heuristic, not a rule of the game.
func Evaluate(p Position, x variant.Side) int {
	me := Army(x).Team()
	if o := p.Outcome(); o.Over() {
		return 1_000_000 * o.Sign(x)
	}
	score := 0
	for a := Yellow; a <= Black; a++ {
		v := 0
		if p.king[a] != noSq {
			v += kingValue
		}
		material := 0
		for k := Queen; k <= Pawn; k++ {
			material += pieceValue[k] * bits.OnesCount64(p.occ[a]&p.kinds[k])
		}
		if p.frozen&(1<<a) != 0 {
			material /= 10
		} else {
			v += p.safetyAndPawns(a)
		}
		v += material
		if a.Team() == me {
			score += v
		} else {
			score -= v
		}
	}
	return score
}

func init() {
	Enochian.Evaluate = func(p variant.AnyPosition, x variant.Side) int { return Evaluate(p.Typed().(Position), x) }
}

// safetyAndPawns is the King-safety and pawn part of army a's score (see
// Evaluate).
func (p *Position) safetyAndPawns(a Army) int {
	v := 0
	if p.inCheck(a) {
		v -= 150
	}
	for b := p.occ[a] & p.kinds[Pawn]; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b)
		if p.privilegedPawn(a, s) {
			v += 60
		}
		v += 5 * pawnAdvance(a, s)
	}
	return v
}

// pawnAdvance returns how far square s lies from army a's home edge, in
// the direction its pawns move (pawnDirs).
func pawnAdvance(a Army, s int) int {
	f, r := s%8, s/8
	switch d := pawnDirs[a]; {
	case d[1] < 0:
		return 7 - r
	case d[0] < 0:
		return 7 - f
	case d[1] > 0:
		return r
	}
	return f
}
