package boolean

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// Weights of [Evaluate].
const (
	// PyramidWeight is what a pyramid is worth to Evaluate besides its
	// value: losing the last one ends the game, and each counts for the
	// pyramid and piece victories.
	PyramidWeight = 40
	// PieceWeight is what any piece is worth besides its value: pieces
	// count for the piece victory.
	PieceWeight = 4
	// AwardWeight is what each of the three victories of §8.6 (more
	// pyramids, more pieces, a higher total) is worth to the side that
	// would win it if the game ended now; twice as much when the end is
	// near (a side has one pyramid left, or the no-capture limit is
	// EndNear turns away), as the victories decide the game.
	AwardWeight = 24
	// EndNear is how many turns before the no-capture limit the end counts
	// as near.
	EndNear = 4
	// WinScore is the score of a won game (negative for a lost one).
	WinScore = 100000
)

// reach2[s][c] is the set of cells a piece of shape s on c points to
// after one step: the cells in the reach of a cell of its reach. A piece
// threatens to capture by NOT there, as the mover X (§8.5), and to capture
// with a Y there.
var reach2 = func() (t [4][64]uint64) {
	for s := range t {
		for c := range 64 {
			for r := reach[s][c]; r != 0; r &= r - 1 {
				t[s][c] |= reach[s][bits.TrailingZeros64(r)]
			}
		}
	}
	return t
}()

// Evaluate scores p for side x, positive when x stands better, for the
// computer players: in a finished game WinScore, -WinScore or 0; otherwise
// x's material less the opponent's, with the victories each would win and
// the pyramids each threatens:
//
//   - material: a piece counts its value plus PieceWeight, a pyramid
//     PyramidWeight more; pieces in hand count as owned;
//   - victories (§8.6): AwardWeight for each of the pyramid, piece and
//     value victories a side is strictly ahead for on the field (twice as
//     much when the end is near);
//   - threats, once the placement phase is over: the worth of the best
//     enemy pyramid (the pieces whose loss ends the game) a side threatens
//     to capture after one step of its pieces (§8.5), counted a half for
//     the side to move, which may take it next, and an eighth for the
//     other, whose threat the side to move may parry. A capture by NOT is
//     threatened by a pyramid that comes within reach of the other value
//     (15 - 0) in one step; one by AND, OR, XOR, NAND or NOR by a piece Y
//     next to the pyramid with a piece X that reaches Y's cell in one step
//     (filtering; the compiling captures hold cells of the same kind).
//     Pushes are left out.
//
// It allocates nothing.
func Evaluate(p Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	c := p.conf()
	if p.ending(c) != endNone {
		switch verdict(p.awards()) {
		case int(x):
			return WinScore
		case -1:
			return 0
		}
		return -WinScore
	}
	s := uint8(x)
	score := p.material(s) - p.material(s^1)
	a := p.awards()
	award := AwardWeight
	if p.pyramids(white) <= 1 || p.pyramids(black) <= 1 || c.limit > 0 && c.limit-int(p.quiet) <= EndNear {
		award *= 2
	}
	score += award * (bits.OnesCount8(a[s]) - bits.OnesCount8(a[s^1]))
	if p.Placing() {
		return score
	}
	mine, theirs := p.threat(s, c), p.threat(s^1, c)
	if p.toMove == s {
		return score + mine/2 - theirs/8
	}
	return score + mine/8 - theirs/2
}

func (p *Position) material(s uint8) int {
	m := 0
	for b := p.occ[s]; b != 0; b &= b - 1 {
		m += int(p.cells[bits.TrailingZeros64(b)]&15) + PieceWeight
	}
	m += PyramidWeight * bits.OnesCount64(p.occ[s]&p.pyr)
	for h := p.hand[s]; h != 0; h &= h - 1 {
		m += bits.TrailingZeros16(h) + PieceWeight
	}
	m += PyramidWeight * (int(p.hand[s]&1) + int(p.hand[s]>>15&1))
	return m
}

// threat returns what the best capture of an enemy pyramid that side s
// threatens after one step of its pieces would gain (see Evaluate), or 0.
func (p *Position) threat(s uint8, c *config) int {
	own, pyramids := p.occ[s], p.occ[s^1]&p.pyr
	if pyramids == 0 {
		return 0
	}
	var targets uint64
	if c.not {
		// NOT takes a pyramid 0 with the mover's 15 and a 15 with its 0:
		// its own pyramids.
		for t := own & p.pyr; t != 0; t &= t - 1 {
			u := bits.TrailingZeros64(t)
			v := p.cells[u] & 15
			for e := reach2[Pyramid][u] & pyramids; e != 0; e &= e - 1 {
				if w := bits.TrailingZeros64(e); p.cells[w]&15 == 15-v {
					targets |= 1 << w
				}
			}
		}
	}
	// A Y next to an enemy pyramid stands among its 26 neighbours (a
	// pyramid's reach holds every shape's).
	var around uint64
	for t := pyramids; t != 0; t &= t - 1 {
		around |= reach[Pyramid][bits.TrailingZeros64(t)]
	}
	for ys := own & around; ys != 0; ys &= ys - 1 {
		y := bits.TrailingZeros64(ys)
		vy := p.cells[y] & 15
		near := reach[shapeOf[vy]][y] & pyramids &^ targets
		if near == 0 {
			continue
		}
		for xs := own &^ (1 << y); xs != 0 && near != 0; xs &= xs - 1 {
			u := bits.TrailingZeros64(xs)
			vx := p.cells[u] & 15
			mask := c.tmask[vx][vy]
			if mask == 0 || reach2[shapeOf[vx]][u]>>y&1 == 0 {
				continue
			}
			for t := near; t != 0; t &= t - 1 {
				v := bits.TrailingZeros64(t)
				if mask>>(p.cells[v]&15)&1 != 0 {
					targets |= 1 << v
					near &^= 1 << v
				}
			}
		}
	}
	best := 0
	for t := targets; t != 0; t &= t - 1 {
		best = max(best, int(p.cells[bits.TrailingZeros64(t)]&15)+PieceWeight+PyramidWeight)
	}
	return best
}
