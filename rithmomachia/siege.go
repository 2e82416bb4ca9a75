package rithmomachia

// Phase 2 of the capture resolution (spec §5.3, §6.3): the sieges, and
// the paths and moves they read.

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// phase2 lists the enemy pieces in oblivion or besieged (spec §5.3, §6.3),
// in the position after phase 1. lookahead enables the Modern siege's
// look-ahead (D33).
func (p *Position) phase2(s variant.Side, out *capList, lookahead bool, near3 board.Set) {
	cand, exact := p.phase2Candidates(s, near3)
	p.phase2On(s, out, lookahead, cand, exact)
}

// phase2Candidates returns the enemy pieces that phase 2 of side s must
// test, and whether they are exactly the enclosed ones: siegeCandidates
// finds them, except in F3.
func (p *Position) phase2Candidates(s variant.Side, near3 board.Set) (cand board.Set, exact bool) {
	if p.r.noFilter {
		return p.occ[1-s], false
	}
	return p.siegeCandidates(s, near3), p.r.siege != siegeFourSides
}

// phase2On is phase2 over the candidates cand (exact: all enclosed).
func (p *Position) phase2On(s variant.Side, out *capList, lookahead bool, cand board.Set, exact bool) {
	out.n = 0
	var enclosed board.Set
	for bb := cand; !bb.Empty(); {
		t := uint8(bb.PopFirst())
		if !exact && !p.enclosed(t, s) {
			continue
		}
		enclosed = enclosed.With(cellOf(t))
		if !(lookahead && p.lookingAhead() && p.freedByOneMove(t)) {
			out.add(capTarget{cell: t, value: int16(p.valueWhole(t))})
		}
	}
	// The search starts again from the pieces found enclosed; those taken
	// leave their cells changed.
	p.siegeDirty[s] = enclosed
}

// besieged reports whether the piece on t is in oblivion or besieged by
// side s.
func (p *Position) besieged(t uint8, s variant.Side, lookahead bool) bool {
	return p.enclosed(t, s) && !(lookahead && p.lookingAhead() && p.freedByOneMove(t))
}

// lookingAhead reports whether the rules' siege has the look-ahead (D33).
func (p *Position) lookingAhead() bool { return p.r.siege == siegeModern && p.r.lookahead }

// enclosed reports whether the piece on t is besieged by side s before the
// look-ahead: in F3 its four (or eight) neighbours hold pieces of s or are
// off the board; elsewhere it has no ordinary move, every move vector
// blocked first by a piece of s, off-board vectors by the edge (D14, D15,
// D33).
func (p *Position) enclosed(t uint8, s variant.Side) bool {
	st := &p.steps()[t]
	if p.r.siege == siegeFourSides {
		// F3: the four orthogonal neighbours (eight with diagonal moves,
		// D16) hold pieces of s, or are off the board (D15).
		for d := range 8 {
			if d&1 == 1 && !p.r.diagonal {
				continue
			}
			c := st[d][1]
			if c == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			if code := p.cell[c]; code == 0 || codeOwner(code) != s {
				return false
			}
		}
		return true
	}
	sl := p.specs(t)
	sp, n := &sl.s, sl.n
	for i := range n {
		k := int(sp[i].k)
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			if st[d][k] == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			blocked := false
			for j := 1; j <= k; j++ {
				if p.r.leapOver && j < k {
					continue
				}
				if code := p.cell[st[d][j]]; code != 0 {
					if codeOwner(code) != s {
						return false
					}
					blocked = true
					break
				}
			}
			if !blocked {
				return false
			}
		}
	}
	return true
}

// hasOrdinaryMove reports whether the piece on t has a legal ordinary move.
func (p *Position) hasOrdinaryMove(t uint8) bool {
	sl := p.specs(t)
	sp, n := &sl.s, sl.n
	occ := p.occupied()
	for i := range n {
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			if p.slideTo(t, bits.TrailingZeros8(dirs), int(sp[i].k), occ) != noCell {
				return true
			}
		}
	}
	return false
}

// mayEnclose reports whether the siege by side s (of phase 2) may take
// the enemy piece on y once phase 1 has taken enemy pieces: each move
// vector of its that ends on the board holds a piece of s (with leapover,
// on its end), and the edge blocks the others. Phase 1 only empties cells
// of the enemy's, so a vector without a piece of s is then open or
// blocked first by an enemy piece. A pyramid's moves may change with the
// components phase 1 takes: it may always be enclosed.
func (p *Position) mayEnclose(y uint8, s variant.Side) bool {
	return p.mayEncloseBy(y, p.occ[s])
}

// mayEncloseBy is mayEnclose with the pieces of s on the cells own.
func (p *Position) mayEncloseBy(y uint8, own board.Set) bool {
	if isPyr(p.cell[y]) {
		return true
	}
	li := p.r.ranks - minRanks
	sl := p.specs(y)
	for i := range sl.n {
		k := sl.s[i].k
		for dirs := sl.s[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			to := stepTab[li][y][d][k]
			if to == noCell {
				if !p.r.edgeBlocks {
					return false
				}
				continue
			}
			path := pathTab[li][y][d][k-1]
			if p.r.leapOver {
				path = single(to)
			}
			if !path.Intersects(own) {
				return false
			}
		}
	}
	return true
}

// stars3[L-minRanks][c] are the cells on the 8 lines from c within 3
// cells, c excluded: the cells an ordinary move's path from c can cross.
var stars3 = func() *[maxRanks - minRanks + 1][128]board.Set {
	t := new([maxRanks - minRanks + 1][128]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range 128 {
			for d := range 8 {
				for j := 1; j <= 3; j++ {
					if x := stepTab[l][c][d][j]; x != noCell {
						t[l][c] = t[l][c].With(board.Cell(x))
					}
				}
			}
		}
	}
	return t
}()

// pathBlockers lists in paths, for each path of an ordinary move of the
// piece on t (owned by s) that ends on the board and holds no piece of s,
// the enemy pieces on it (with leapover, on its destination); open says
// one of them holds none.
func (p *Position) pathBlockers(t uint8, s variant.Side, paths *[24]board.Set) (n int, open bool) {
	sl := p.specs(t)
	sp, ns := &sl.s, sl.n
	st := &p.steps()[t]
	for i := range ns {
		k := int(sp[i].k)
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			if st[d][k] == noCell {
				continue
			}
			var enemy board.Set
			own := false
			for j := 1; j <= k; j++ {
				if p.r.leapOver && j < k {
					continue
				}
				c := st[d][j]
				if code := p.cell[c]; code != 0 {
					if codeOwner(code) == s {
						own = true
						break
					}
					enemy = enemy.With(board.Cell(c))
				}
			}
			if own {
				continue
			}
			if enemy.Empty() {
				return n, true
			}
			paths[n] = enemy
			n++
		}
	}
	return n, false
}
