package rithmomachia

import (
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// phase1State is the moment of a random game where perform resolves the
// arithmetic captures: the position before the move and after its action.
type phase1State struct {
	prev, after Position
	m           Move
	moved       uint8
	near3       board.Set
}

// phase1States plays random games of opts and returns the states after
// each action that is followed by phase 1.
func phase1States(tb testing.TB, opts string, n int) []phase1State {
	var out []phase1State
	for seed := uint64(0); len(out) < n; seed++ {
		p := mustNew(tb, opts)
		rng := rand.New(rand.NewPCG(seed, 9))
		for ply := 0; ply < 1000 && p.status == variant.Ongoing && len(out) < n; ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			q := p
			if act := q.action(m); act.phase1 {
				out = append(out, phase1State{prev: p, after: q, m: m, moved: act.moved, near3: q.dilate3(q.occ[p.toMove])})
			}
			p = p.Play(m)
		}
	}
	return out
}

// BenchmarkPhase1 times phase 1 as perform runs it (the targets, then
// their evaluation) over the states of random games of each preset.
func BenchmarkPhase1(b *testing.B) {
	for _, opts := range []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian"} {
		name := opts
		if name == "" {
			name = "preset=Modern"
		}
		b.Run(name, func(b *testing.B) {
			states := phase1States(b, opts, 2000)
			var l capList
			found := 0
			c0 := cpuTime()
			for b.Loop() {
				for i := range states {
					st := &states[i]
					q := st.after
					s := q.toMove
					ctx := q.ctxFor(&st.prev, st.m, st.moved)
					cand, _, _ := q.phase1Targets(&st.prev, s, &ctx, st.near3)
					q.phase1On(s, &ctx, &l, cand)
					found += l.n
				}
			}
			n := float64(b.N * len(states))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/phase1")
			b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/n, "cpu-ns/phase1")
		})
	}
}
