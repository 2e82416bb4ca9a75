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
// advanced. In the ending (less than endingMaterial in play), the team
// ahead by huntLead or more in Kings and material also scores how closely
// it hunts the other team's Kings (hunt), weighed by how little material is
// left. It is a plain heuristic, not a rule of the game.
func Evaluate(p Position, x variant.Side) int {
	me := Army(x).Team()
	if o := p.Outcome(); o.Over() {
		return 1_000_000 * o.Sign(x)
	}
	score, all := 0, 0
	var worth [2]int // each team's Kings and material
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
			all += material
		}
		v += material
		worth[a.Team()] += v
		if p.frozen&(1<<a) == 0 {
			v += p.safetyAndPawns(a)
		}
		if a.Team() == me {
			score += v
		} else {
			score -= v
		}
	}
	if all < endingMaterial {
		// The team ahead hunts; the other can only run.
		switch lead := worth[me] - worth[1-me]; {
		case lead >= huntLead:
			score += p.hunt(me) * (endingMaterial - all) / endingMaterial
		case lead <= -huntLead:
			score -= p.hunt(1-me) * (endingMaterial - all) / endingMaterial
		}
	}
	return score
}

// huntLead is the lead in Kings and material (a minor piece) from which a
// team hunts the other's Kings in the ending.
const huntLead = 300

// endingMaterial is the material of the armies in play (half of the
// start's 7,000) below which Evaluate counts the hunt for the Kings: the
// ending, where a won game must still be won by capturing Kings (§5.3,
// §5.5) and a search that sees only material finds every quiet move alike.
const endingMaterial = 3500

// hunt scores how closely team t presses the Kings of the other team's
// armies in play: for each, 10 per step of the King away from the centre,
// 12 for each of the eight squares around it it cannot step to (off the
// board, blocked by its own team or a frozen piece, or attacked by t), and
// for each piece of t in play other than a King, 3 per step nearer to it
// than 7. Kings have no checkmate to fear here, only capture: pushed to
// the edge, boxed in and surrounded, a King falls.
func (p *Position) hunt(t Team) int {
	var hunters, ours uint64 // t's pieces in play; and the squares its Kings leave attacked
	for _, a := range [2]Army{Army(t), Army(t) + 2} {
		if p.frozen>>a&1 == 0 {
			hunters |= p.occ[a]
		}
	}
	var prey [2]int
	n := 0
	occ := p.occupied()
	for _, e := range [2]Army{Army(1 - t), Army(1-t) + 2} {
		if k := p.king[e]; k != noSq && p.frozen>>e&1 == 0 {
			prey[n] = int(k)
			n++
			occ &^= 1 << k // the hunters' lines reach through a King that steps along them
		}
	}
	if n == 0 || hunters == 0 {
		return 0
	}
	ours = p.teamAttacks(hunters, occ)
	var frozen uint64
	for a := Yellow; a <= Black; a++ {
		if p.frozen>>a&1 != 0 {
			frozen |= p.occ[a]
		}
	}
	v := 0
	for _, k := range prey[:n] {
		e := p.sq[k].army()
		f, r := k%8, k/8
		v += 10 * (max(f, 7-f) + max(r, 7-r) - 8) / 2 // 0 in the centre .. 6 in a corner
		flights := kingSteps[k] &^ (p.occ[e] | p.occ[e.Partner()] | frozen) &^ ours
		v += 12 * (8 - bits.OnesCount64(flights))
		for b := hunters &^ p.kinds[King]; b != 0; b &= b - 1 {
			s := bits.TrailingZeros64(b)
			v += 3 * (7 - max(abs(s%8-f), abs(s/8-r)))
		}
	}
	return v
}

// teamAttacks returns the squares the pieces on the squares own attack,
// with occ as the blockers (§3).
func (p *Position) teamAttacks(own, occ uint64) uint64 {
	var att uint64
	for b := own; b != 0; b &= b - 1 {
		s := bits.TrailingZeros64(b)
		pc := p.sq[s]
		switch pc.kind() {
		case King:
			att |= kingSteps[s]
			if c := p.comp[pc.army()]; c != 0 && s == thrones[pc.army()] {
				att |= p.pieceAttacks(s, c, occ) // the companion of an intact throne
			}
		default:
			att |= p.pieceAttacks(s, pc, occ)
		}
	}
	return att
}

// pieceAttacks returns the squares piece pc on s attacks over the blockers
// occ.
func (p *Position) pieceAttacks(s int, pc piece, occ uint64) uint64 {
	switch pc.kind() {
	case King:
		return kingSteps[s]
	case Queen:
		return queenLeaps[s]
	case Rook:
		return rookAttacks(s, occ)
	case Bishop:
		return bishopAttacks(s, occ)
	case Knight:
		return knightLeaps[s]
	case Pawn:
		return pawnCaps[pc.army()][s]
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
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
