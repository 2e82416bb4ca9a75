package rithmomachia

// Phase 1 of the capture resolution (spec §5.5 A.1, §6.3, §7): the enemy
// pieces and components taken by the arithmetic relations.

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// capTarget is one capture: the target's cell and role (0: the whole piece;
// 1+i: component i of a pyramid), the value taken, and whether a proportion
// relation took it.
type capTarget struct {
	cell  uint8
	role  uint8
	prop  bool
	value int16
}

// capList is a list of captures in canonical order (by cell, then role).
type capList struct {
	n int
	t [64]capTarget
}

func (l *capList) add(t capTarget) {
	if l.n < len(l.t) {
		l.t[l.n] = t
		l.n++
	}
}

// phase1 lists the targets of side s's arithmetic captures in p (spec §5.5
// A.1, §6.3, §7): every enemy piece or component with an accepted instance
// of an enabled relation.
func (p *Position) phase1(s variant.Side, ctx *evalCtx, out *capList, near3 board.Set) {
	p.phase1On(s, ctx, out, p.phase1Candidates(s, near3))
}

// phase1On is phase1 over the enemy pieces cand only.
func (p *Position) phase1On(s variant.Side, ctx *evalCtx, out *capList, cand board.Set) {
	out.n = 0
	if cand.Empty() {
		return
	}
	var g gathered
	for bb := cand; !bb.Empty(); {
		t := uint8(bb.PopFirst())
		p.gather(&g, t, s, ctx)
		if g.nr+g.nl+g.na == 0 {
			continue
		}
		for role := range p.roles(t) {
			tv, signs, ok := p.roleValue(t, uint8(role))
			if !ok {
				continue
			}
			if hit, prop := p.relations(&g, tv, signs, nil); hit {
				out.add(capTarget{cell: t, role: uint8(role), prop: prop, value: int16(tv)})
			}
		}
	}
}

// phase1Candidates returns the enemy pieces that may be targets: those a
// piece of s reaches, sees along a line with numbers that may be in a line
// relation, or stands next to, as the enabled relations need.
func (p *Position) phase1Candidates(s variant.Side, near3 board.Set) board.Set {
	if p.r.noFilter {
		return p.occ[1-s]
	}
	r := p.r
	empty := r.all.Minus(p.occupied())
	enemy := p.occ[1-s]
	var cand board.Set
	if r.gathers&gatherReach != 0 {
		// A reach is at most 3 cells long.
		cand = enemy.Intersect(near3)
		if cand.Count() > 3 {
			refine := p.reachSet(s, empty)
			if r.pairAdjacent {
				refine = refine.Union(p.adjacent(s, false))
			}
			cand = cand.Intersect(refine)
		}
	} else if r.pairAdjacent {
		cand = p.near(enemy.Intersect(near3), p.occ[s], 1)
	}
	if r.gathers&gatherLine != 0 {
		cand = cand.Union(p.lineCandidates(s, empty))
	}
	return cand.Intersect(enemy)
}

// trialPhase1 adds to l the captures of phase 1 among the enemy pieces
// cand, in a look-ahead trial (perform's p, a copy of prev), without
// making them. A man off the lines of the cells the action changed
// (affected, their seers) is in the same instances as before it: taken if
// every instance counts and one stood in prev, not taken if only new ones
// count. The others are evaluated (phase1On) unless no piece of s may take
// them (see mayBeTaken).
func (p *Position) trialPhase1(prev *Position, ctx *evalCtx, cand, affected board.Set, taken *[128]uint8, l *capList) {
	s := p.toMove
	var men board.Set
	for bb := cand.Minus(affected); !bb.Empty(); {
		y := bb.PopFirst()
		if isPyr(p.cell[y]) {
			continue
		}
		cand = cand.Without(y)
		if ctx.all && prev.takenBefore(uint8(y), s, taken) {
			men = men.With(y)
		}
	}
	if !p.r.leapOver {
		// A piece no piece of s may take stands in no instance.
		for bb := cand; !bb.Empty(); {
			if y := bb.PopFirst(); !p.mayBeTaken(uint8(y), s) {
				cand = cand.Without(y)
			}
		}
	}
	if !cand.Empty() {
		var found capList
		p.phase1On(s, ctx, &found, cand)
		for _, t := range found.t[:found.n] {
			l.add(t)
		}
	}
	for bb := men; !bb.Empty(); {
		l.add(capTarget{cell: uint8(bb.PopFirst())})
	}
}

// takenBefore reports whether the piece on y stands in an instance of a
// relation of side s in p, every instance counting (a pyramid in any of
// its roles); taken caches the answers by cell (0 unknown, 1 no, 2 yes).
func (p *Position) takenBefore(y uint8, s variant.Side, taken *[128]uint8) bool {
	if taken[y] == 0 && !p.r.leapOver && !p.mayBeTaken(y, s) {
		taken[y] = 1 // no capturer (see mayBeTaken)
	}
	if taken[y] == 0 {
		var g gathered
		p.gather(&g, y, s, &evalCtx{all: true})
		taken[y] = 1
		for role := range p.roles(y) {
			if g.nr+g.nl+g.na == 0 {
				break
			}
			tv, signs, ok := p.roleValue(y, uint8(role))
			if !ok {
				continue
			}
			if hit, _ := p.relations(&g, tv, signs, nil); hit {
				taken[y] = 2
				break
			}
		}
	}
	return taken[y] == 2
}
