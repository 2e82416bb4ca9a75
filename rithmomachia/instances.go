package rithmomachia

import (
	"math/bits"
	"slices"

	"github.com/ludus-chess/ludus/board"
)

// The exact evaluation of the relations: given the capturers gather
// collected around a target, whether an accepted instance of an enabled
// relation (relation.go) takes one of its values.

// instance is an instance of a relation as the explanation writes it: one
// value of each capturer, in the order found, and a line capturer's
// distance to the target.
type instance struct {
	n    int
	vals [32]int
	dist int
}

// finding is what relations reports beyond whether a relation takes the
// target. With who non-nil it visits every instance and adds the cells of
// their capturers to who (for captures by replacement); with first
// non-nil it records the first instance and stops. With by not empty,
// only instances with a capturer on by are recorded (the piece that makes
// a capture by replacement); the others are passed over. A nil finding
// stops at the first instance.
type finding struct {
	who   *board.Set
	first *instance
	by    board.Set
}

// found records an instance of the capturers on cells, with the values
// vals, dist cells away for a line capturer, and reports whether the
// search stops.
func (f *finding) found(cells []uint8, vals []int, dist int) bool {
	if f == nil {
		return true
	}
	if !f.by.Empty() && !slices.ContainsFunc(cells, func(c uint8) bool { return f.by.Has(board.Cell(c)) }) {
		return false
	}
	if f.first != nil {
		f.first.n = copy(f.first.vals[:], vals)
		f.first.dist = dist
	}
	if f.who == nil {
		return true
	}
	for _, c := range cells {
		*f.who = f.who.With(board.Cell(c))
	}
	return false
}

// ok reports whether an instance of the capturers a (and b, if not nil)
// counts: every instance does, or one of them makes it new.
func (g *gathered) ok(a, b *capturer) bool {
	return g.all || a.fresh || b != nil && b.fresh
}

// list returns the capturers gather collected for a placement.
func (g *gathered) list(pl placement) []capturer {
	switch {
	case pl == reaching:
		return g.reach[:g.nr]
	case pl.line():
		return g.line[:g.nl]
	}
	return g.adj[:g.na]
}

// placed reports whether the capturer a, collected for the placement pl
// (see gathered.list), stands as pl asks: on a line it moves along, for
// alongMove; orthogonally next to the target, for adjacentOrth.
func (p *Position) placed(pl placement, a *capturer) bool {
	return (pl != alongMove || a.along) && (pl != adjacentOrth || a.dir&1 == 0)
}

// relations reports whether some accepted instance of an enabled relation
// (other than the siege) takes a target of value tv (cossic signs tsigns),
// and whether one of them is a proportion; f receives the instances (see
// finding).
func (p *Position) relations(g *gathered, tv int, tsigns Signs, f *finding) (hit, prop bool) {
	return p.relationsIn(p.r.passes, &p.r.passMask, g, tv, tsigns, f)
}

// availBits[n] are the bits of avail for a list of n capturers: one, two.
var availBits = [3]uint8{0, 1, 3}

// avail returns which lists of capturers hold one capturer, or two: bits
// 0 and 1 for those reaching the target, 2 and 3 on its lines, 4 and 5
// next to it (see pass.need).
func (g *gathered) avail() uint8 {
	return availBits[min(g.nr, 2)] | availBits[min(g.nl, 2)]<<2 | availBits[min(g.na, 2)]<<4
}

// relationsIn is relations for the passes ps (see pass; masks, if not
// nil, are their passMask), tried in order:
// the first instance found ends the search unless f visits them all, so a
// proportion, last, is reported only where no other relation takes the
// target. Between two men a pass of one capturer reads the rules' tables
// (see pass.table); the differential tests hold them to the arithmetic.
func (p *Position) relationsIn(ps []pass, masks *[64]uint16, g *gathered, tv int, tsigns Signs, f *finding) (hit, prop bool) {
	r := p.r
	tk := g.tc & 63
	tman := codeShapes[g.tc] != Pyramid
	avail := g.avail()
	var todo uint16 // the passes that may find an instance
	if masks != nil {
		todo = masks[avail&63]
	} else {
		for i := range ps {
			if ps[i].need&avail != 0 {
				todo |= 1 << i
			}
		}
	}
	for ; todo != 0; todo &= todo - 1 {
		pa := &ps[bits.TrailingZeros16(todo)]
		list := g.list(pa.place)
		h := false
		switch {
		case pa.n == 2:
			h = p.pair(g, list, pa, tv, f)
		case pa.n == 0:
			h = p.many(g, list, tv, f)
		case pa.table != tableNone && tman:
			for j := range list {
				a := &list[j]
				if !g.ok(a, nil) || pa.check && !p.placed(pa.place, a) {
					continue
				}
				k := 0
				switch {
				case !a.man:
					k = pa.set.one(a.vals[:a.nv], 0, int(a.dist), []int16{int16(tv)}, tsigns)
				case pa.table == tableMeet && !r.meet[a.kind+1][tk],
					pa.table == tableLine && r.lineRel[a.kind+1][tk]>>a.dist&1 == 0:
					k = -1
				}
				if k >= 0 {
					h = true
					if f.found([]uint8{a.cell}, []int{int(a.vals[k])}, int(a.dist)) {
						break
					}
				}
			}
		default:
			h = p.single(g, list, pa, tv, tsigns, f)
		}
		if h {
			hit = true
			prop = prop || pa.set.has(proportion)
			if f == nil || f.who == nil {
				return hit, prop
			}
		}
	}
	return hit, prop
}

// single looks for an instance of a one-capturer relation of the pass pa
// among the capturers list, by the arithmetic.
func (p *Position) single(g *gathered, list []capturer, pa *pass, tv int, tsigns Signs, f *finding) bool {
	target := [1]int16{int16(tv)}
	hit := false
	for i := range list {
		a := &list[i]
		if !g.ok(a, nil) || pa.check && !p.placed(pa.place, a) {
			continue
		}
		var signs Signs // a pyramid bears none
		if a.man {
			signs = kinds[a.kind].signs
		}
		if k := pa.set.one(a.vals[:a.nv], signs, int(a.dist), target[:], tsigns); k >= 0 {
			hit = true
			if f.found([]uint8{a.cell}, []int{int(a.vals[k])}, int(a.dist)) {
				return true
			}
		}
	}
	return hit
}

// pair looks for an instance of a two-capturer relation of the pass pa
// among the capturers list.
func (p *Position) pair(g *gathered, list []capturer, pa *pass, tv int, f *finding) bool {
	set, check := pa.set, pa.check
	// Between men, the pass's table answers (see pass.pairs).
	men := pa.pairs
	if codeShapes[g.tc] == Pyramid {
		men = nil
	}
	tk := g.tc&63 - 1
	hit := false
	for i := range list {
		a := &list[i]
		if check && !p.placed(pa.place, a) {
			continue
		}
		for j := i + 1; j < len(list); j++ {
			b := &list[j]
			if !g.ok(a, b) || check && !p.placed(pa.place, b) {
				continue
			}
			if men != nil && a.man && b.man {
				if men[a.kind][b.kind]>>tk&1 != 0 {
					hit = true
					if f.found([]uint8{a.cell, b.cell}, []int{int(a.vals[0]), int(b.vals[0])}, 0) {
						return true
					}
				}
				continue
			}
			var visit func(x, y int) bool
			stop := f == nil // the search ends here
			if f != nil {
				visit = func(x, y int) bool {
					stop = f.found([]uint8{a.cell, b.cell}, []int{x, y}, 0)
					return stop
				}
			}
			if set.two(a.vals[:a.nv], b.vals[:b.nv], tv, visit) {
				hit = true
				if stop {
					return true
				}
			}
		}
	}
	return hit
}

// many looks for an instance of a relation of two or more capturers among
// list (at most ambushmax; the ambush's sum is its only such arithmetic):
// one value of each, their sum tv, with a fresh piece among them unless
// every instance counts.
func (p *Position) many(g *gathered, list []capturer, tv int, f *finding) bool {
	maxSize := p.r.ambushMax
	if maxSize == 0 {
		maxSize = len(list)
	}
	var cells [32]uint8
	var vals [32]int // recorded for f only
	rec := f != nil
	hit := false
	var dfs func(i, sum, size int, fresh bool) bool
	dfs = func(i, sum, size int, fresh bool) bool {
		if sum == tv && size >= 2 && (g.all || fresh) {
			hit = true
			if f.found(cells[:size], vals[:size], 0) {
				return true
			}
		}
		if i == len(list) || size == maxSize || sum >= tv {
			return false
		}
		a := &list[i]
		for _, v := range a.vals[:a.nv] {
			if sum+int(v) <= tv {
				cells[size] = a.cell
				if rec {
					vals[size] = int(v)
				}
				if dfs(i+1, sum+int(v), size+1, fresh || a.fresh) {
					return true
				}
			}
		}
		return dfs(i+1, sum, size, fresh)
	}
	dfs(0, 0, 0, false)
	return hit
}
