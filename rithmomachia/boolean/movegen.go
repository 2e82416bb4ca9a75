package boolean

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// Moves appends the legal moves of the side to move to dst: placements in
// the placement phase (§8.3 (a)), afterwards steps (§8.4) and, with the
// pyramidpush option, pushes. Nothing is appended when the game is over.
// It allocates nothing when dst has room.
func (p Position) Moves(dst []Move) []Move {
	c := p.conf()
	if p.terminal(c) != endNone {
		return dst
	}
	s := p.toMove
	all := p.occ[0] | p.occ[1]
	if p.Placing() {
		for h := p.hand[s]; h != 0; h &= h - 1 {
			v := bits.TrailingZeros16(h)
			for t := patternCells[shapeOf[v]][s] &^ all; t != 0; t &= t - 1 {
				dst = append(dst, mv(kindPlace, 0, bits.TrailingZeros64(t), 0, v))
			}
		}
		return dst
	}
	for t := p.occ[s]; t != 0; t &= t - 1 {
		from := bits.TrailingZeros64(t)
		sh := shapeOf[p.cells[from]&15]
		r := reach[sh][from]
		for d := r &^ all; d != 0; d &= d - 1 {
			dst = append(dst, mv(kindStep, from, bits.TrailingZeros64(d), 0, 0))
		}
		if sh != Pyramid || !c.push {
			continue
		}
		for l := r & all; l != 0; l &= l - 1 {
			to := bits.TrailingZeros64(l)
			dests := reach[Pyramid][to] &^ all
			if c.pushOrigin {
				dests |= 1 << from
			}
			for d := dests; d != 0; d &= d - 1 {
				dst = append(dst, mv(kindPush, from, to, bits.TrailingZeros64(d), 0))
			}
		}
	}
	return dst
}

// hasMove reports whether the side to move has a legal move, ignoring the
// ends of terminal.
func (p *Position) hasMove(c *config) bool {
	s := p.toMove
	all := p.occ[0] | p.occ[1]
	if p.Placing() {
		for h := p.hand[s]; h != 0; h &= h - 1 {
			if patternCells[shapeOf[bits.TrailingZeros16(h)]][s]&^all != 0 {
				return true
			}
		}
		return false
	}
	for t := p.occ[s]; t != 0; t &= t - 1 {
		from := bits.TrailingZeros64(t)
		sh := shapeOf[p.cells[from]&15]
		r := reach[sh][from]
		if r&^all != 0 {
			return true
		}
		if sh != Pyramid || !c.push {
			continue
		}
		for l := r & all; l != 0; l &= l - 1 {
			if c.pushOrigin || reach[Pyramid][bits.TrailingZeros64(l)]&^all != 0 {
				return true
			}
		}
	}
	return false
}

// ToMove returns the side to move, or variant.NoSide when the game is over.
func (p Position) ToMove() variant.Side {
	c := p.conf()
	if p.terminal(c) != endNone || !p.hasMove(c) {
		return variant.NoSide
	}
	return variant.Side(p.toMove)
}
