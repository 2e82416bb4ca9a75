package boolean

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
)

// Play returns the position after m, which must be a legal move of this
// position (from Moves or ParseMove); Play does not check it. A placement
// puts a piece from the hand (§8.3 (a)); a step moves a piece, a push moves
// the pyramid and then the piece it landed on (§8.4). Then every capture
// the move makes is made at once (§8.5): enemy discs flip to the mover,
// enemy pyramids leave the cube. The receiver is unchanged.
func (p Position) Play(m Move) Position {
	c := p.conf()
	q := p
	s := p.toMove
	q.toMove = s ^ 1
	switch m.kind() {
	case kindPlace:
		q.put(m.to(), s, m.value())
		q.hand[s] &^= 1 << m.value()
		return q
	case kindStep, kindPush:
		q.displace(m)
	default:
		return p
	}
	caps := q.captures(m.to(), s, c)
	q.apply(caps, s)
	if caps != 0 {
		q.quiet = 0
	} else if q.quiet < 0xFFFF {
		q.quiet++
	}
	return q
}

// displace makes a step or a push, without its captures.
func (q *Position) displace(m Move) {
	if m.kind() == kindStep {
		q.move(m.from(), m.to())
		return
	}
	// The pyramid leaves its cell first, so that the pushed piece may take
	// it (D73).
	pyramid := q.cells[m.from()]
	q.remove(m.from())
	q.move(m.to(), m.dest())
	q.put(m.to(), pyramid>>4&1, int(pyramid&15))
}

// move moves the piece on from to the empty cell to.
func (q *Position) move(from, to int) {
	k := q.cells[from]
	q.remove(from)
	q.put(to, k>>4&1, int(k&15))
}

// apply makes the captures caps for side s: discs flip to s, pyramids are
// removed (§8.2, §8.5).
func (q *Position) apply(caps uint64, s uint8) {
	if caps == 0 {
		return
	}
	gone := caps & q.pyr
	flip := caps &^ q.pyr
	q.occ[s^1] &^= caps
	q.occ[s] |= flip
	q.pyr &^= gone
	for t := gone; t != 0; t &= t - 1 {
		q.cells[bits.TrailingZeros64(t)] = 0
	}
	for t := flip; t != 0; t &= t - 1 {
		c := bits.TrailingZeros64(t)
		q.cells[c] = q.cells[c]&^ownerBit | s<<4
	}
}

// captures returns the cells of the enemy pieces that side s captures when
// its played piece X stands on x, in the position right after the move
// (§8.5):
//
//   - NOT: T in reach(X) with val(T) = 15 - val(X);
//   - a binary equation with another own piece Y: val(T) = val(X) op
//     val(Y), where T is in reach(X) and reach(Y) (compiling), or Y is in
//     reach(X) and T in reach(Y) (filtering, D75).
//
// They are found on one position and made together. With chaincaptures
// the pieces just flipped then act as Y too, round after round (D76).
func (q *Position) captures(x int, s uint8, c *config) uint64 {
	vx := int(q.cells[x] & 15)
	rx := reach[shapeOf[vx]][x]
	enemy := q.occ[s^1]
	var caps uint64
	if c.not {
		for t := rx & enemy; t != 0; t &= t - 1 {
			u := bits.TrailingZeros64(t)
			if int(q.cells[u]&15) == 15-vx {
				caps |= 1 << u
			}
		}
	}
	caps |= q.binaryCaptures(vx, rx, q.occ[s]&^(1<<x), enemy, c)
	if !c.chain {
		return caps
	}
	for ys := caps &^ q.pyr; ys != 0; {
		more := q.binaryCaptures(vx, rx, ys, enemy&^caps, c)
		caps |= more
		ys = more &^ q.pyr
	}
	return caps
}

// binaryCaptures returns the enemy pieces (among enemy) that the played
// piece of value vx and reach rx captures with the pieces ys as Y.
func (q *Position) binaryCaptures(vx int, rx, ys, enemy uint64, c *config) uint64 {
	var caps uint64
	for t := ys; t != 0; t &= t - 1 {
		y := bits.TrailingZeros64(t)
		vy := q.cells[y] & 15
		mask := c.tmask[vx][vy]
		if mask == 0 {
			continue
		}
		ry := reach[shapeOf[vy]][y]
		cand := rx & ry & enemy // compiling
		if rx>>y&1 != 0 {
			cand = ry & enemy // filtering, which holds the compiling cells too
		}
		for u := cand &^ caps; u != 0; u &= u - 1 {
			v := bits.TrailingZeros64(u)
			if mask>>(q.cells[v]&15)&1 != 0 {
				caps |= 1 << v
			}
		}
	}
	return caps
}

// Captures returns the cells of the enemy pieces that m, a legal move of
// this position, captures (§8.5). Placements capture nothing.
func (p Position) Captures(m Move) board.Set {
	if m.kind() != kindStep && m.kind() != kindPush {
		return board.Set{}
	}
	q := p
	q.displace(m)
	return board.Set{Lo: q.captures(m.to(), p.toMove, p.conf())}
}
