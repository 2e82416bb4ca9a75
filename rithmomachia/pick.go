package rithmomachia

import (
	"math/bits"
	"math/rand/v2"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// playout is the game's [variant.PlayoutFunc]: variant.Playout's loop with
// the moves chosen by pickMove and played in place on the position, where
// Play copies it in and out. Where only new relations capture, or those of
// the moved piece, the captures read the position before the move, so it
// is copied once a ply; where all relations capture (the default), no rule
// reads it (see ctxFor) and nothing is copied.
func playout(p Position, rng *rand.Rand, maxPlies int, buf []Move) (Position, int) {
	var prev Position
	keep := p.r.timing != timingAll
	for plies := range maxPlies {
		m, b, ok := p.pickMove(rng, buf)
		if !ok {
			return p, plies
		}
		buf = b
		if keep {
			prev = p
			p.play(&prev, m)
		} else {
			p.play(nil, m)
		}
	}
	return p, max(maxPlies, 0)
}

// pickMove chooses the move Moves(buf[:0])[rng.IntN(n)]
// would be, found without listing the moves where they are sets (the
// ordinary slides of each group and direction, the drops of each kind
// held): they are counted, and only the set that holds the chosen one is
// read. Positions with other kinds of moves (flying leaps, replacements,
// captures instead of a move, redemptions, a pending pick, optional
// captures) list them.
func (p *Position) pickMove(rng *rand.Rand, buf []Move) (Move, []Move, bool) {
	if p.status != variant.Ongoing {
		return 0, buf, false
	}
	r := p.r
	if p.pick != 0 || r.optional || r.flying != flyNone || r.replacement || r.captureOnly || p.redeemable() != 0 {
		buf = p.gen(buf[:0], genAll)
		if len(buf) == 0 {
			return 0, buf, false
		}
		return buf[rng.IntN(len(buf))], buf, true
	}
	s := p.toMove
	empty := r.all.Minus(p.occupied())
	// The moves in gen's order: the slides by group and direction, then
	// the drops by kind and cell.
	var gs [maxSlideGroups]slideGroup
	ng := p.slideGroups(s, &gs)
	// runs[d][k-1] are the cells from which a slide of k cells in
	// direction d is free (clearRuns), for the lengths some piece slides.
	lens := &r.menLens
	if p.pyr[s] != noCell {
		lens = &r.slideLens[s][p.comps[s]]
	}
	var runs [8][3]board.Set
	clearRuns(lens, empty, r.leapOver, &runs)
	var counts [maxSlideGroups * 8]uint8
	slides := 0
	for i := range gs[:ng] {
		g := &gs[i]
		for dirs := g.sp.dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			c := g.cells.Intersect(runs[d][g.sp.k-1]).Count()
			counts[i*8+d] = uint8(c)
			slides += c
		}
	}
	var zone board.Set
	held := 0
	if held = p.heldKinds(s); held > 0 {
		zone = p.dropZone(s).Intersect(empty)
	}
	zc := zone.Count()
	n := slides + held*zc
	if n == 0 {
		return 0, buf, false
	}
	k := rng.IntN(n)
	if k < slides {
		for i := range gs[:ng] {
			g := &gs[i]
			for dirs := g.sp.dirs; dirs != 0; dirs &= dirs - 1 {
				d := bits.TrailingZeros8(dirs)
				c := int(counts[i*8+d])
				if k >= c {
					k -= c
					continue
				}
				// The starts are in the order of their ends, gen's
				// order; a move is to<<7 | from, as genSlides writes it.
				from := int(nthCell(g.cells.Intersect(runs[d][g.sp.k-1]), k))
				return Move(from+int(g.sp.k)*dirAmt[d])<<7 | Move(from), buf, true
			}
		}
	}
	k -= slides
	kind := 0
	for j := k / zc; ; kind++ {
		if p.prisoners[s][kind] > 0 {
			if j == 0 {
				break
			}
			j--
		}
	}
	return mv(mkDrop, 0, nthCell(zone, k%zc), uint8(kind)), buf, true
}

// nthCell returns the cell of cells with k cells of cells below it; cells
// has more than k.
func nthCell(cells board.Set, k int) uint8 {
	if lo := bits.OnesCount64(cells.Lo); k >= lo {
		k -= lo
		w := cells.Hi
		for range k {
			w &= w - 1
		}
		return uint8(64 + bits.TrailingZeros64(w))
	}
	w := cells.Lo
	for range k {
		w &= w - 1
	}
	return uint8(bits.TrailingZeros64(w))
}
