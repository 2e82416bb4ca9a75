package rithmomachia

import (
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// siegeCase is a position as phase 2 sees it: after an action of s and
// its arithmetic captures.
type siegeCase struct {
	p     Position
	s     variant.Side
	near3 board.Set
}

// beforePhase2 returns the position after the action of m in p and its
// arithmetic captures, as phase 2 sees it, if a phase 2 follows.
func beforePhase2(p Position, m Move) (siegeCase, bool) {
	q := p
	s := q.toMove
	act := q.action(m)
	if !act.phase2 {
		return siegeCase{}, false
	}
	if act.phase1 {
		var l capList
		ctx := q.ctxFor(&p, m, act.moved)
		q.phase1(s, &ctx, &l, q.dilate3(q.occ[s]))
		q.applySelected(s, &l, m.maskA(), false, nil)
	}
	return siegeCase{q, s, q.dilate3(q.occ[s])}, true
}

// siegeCases plays random games of opts and returns, for every action
// with a phase 2, the position phase 2 starts from.
func siegeCases(tb testing.TB, opts string, games int, seed uint64) []siegeCase {
	p0, err := New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []siegeCase
	for range games {
		p := p0
		for ply := 0; ply < 1000 && p.status == variant.Ongoing; ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			if c, ok := beforePhase2(p, m); ok {
				out = append(out, c)
			}
			p = p.Play(m)
		}
	}
	return out
}

// BenchmarkPhase2 measures phase 2 (the siege, with its look-ahead where
// the rules have one) alone, on the positions of random games of each
// preset with a siege: one op is one phase 2.
func BenchmarkPhase2(b *testing.B) {
	for _, opts := range []string{"", "siegelookahead=false", "preset=F1", "preset=F2", "preset=F3", "preset=Italian"} {
		b.Run(opts, func(b *testing.B) {
			cases := siegeCases(b, opts, 20, 1)
			var l capList
			i := 0
			for b.Loop() {
				// A copy: phase 2 leaves its cache (siegeDirty) in it.
				c := &cases[i%len(cases)]
				q := c.p
				q.phase2(c.s, &l, true, c.near3)
				i++
			}
		})
	}
}

// BenchmarkLookaheadModern measures the look-ahead of the Modern siege
// (D33) alone, on the enclosed pieces of the positions of random Modern
// games: one op is one look-ahead.
func BenchmarkLookaheadModern(b *testing.B) {
	type la struct {
		p Position
		t uint8
	}
	var cases []la
	for _, c := range siegeCases(b, "", 40, 1) {
		for bb := c.p.siegeCandidates(c.s, c.near3); !bb.Empty(); {
			if t := uint8(bb.PopFirst()); c.p.besieged(t, c.s, false) {
				cases = append(cases, la{c.p, t})
			}
		}
	}
	i := 0
	for b.Loop() {
		c := &cases[i%len(cases)]
		c.p.freedByOneMove(c.t)
		i++
	}
}
