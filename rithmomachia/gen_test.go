package rithmomachia

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
)

// refGen lists the legal moves in the given mode the slow way, for
// comparison with gen: each piece's ordinary moves by walking each slide
// cell by cell (spec §4.1: the destination empty and on the board, the
// cells before it empty unless leapover), a drop of every kind of prisoner
// on every empty cell of the drop zone tried in turn, the captures by
// replacement of every enemy piece (the engine's generator without its
// prefilter), and the other kinds of moves by the engine's own
// generators, which gen calls as they are.
func refGen(p *Position, mode int) []Move {
	var dst []Move
	s := p.toMove
	if p.pick != 0 {
		return p.gen(nil, mode) // the opponent's pick: unchanged
	}
	for c := range uint8(p.r.ranks * files) {
		code := p.cell[c]
		if code == 0 || codeOwner(code) != s {
			continue
		}
		sl := p.specs(c)
		for i := range sl.n {
			k := int(sl.s[i].k)
			for d := range 8 {
				if sl.s[i].dirs&(1<<d) == 0 {
					continue
				}
				f, r := coord(c)
				ok := true
				var to uint8
				for j := 1; j <= k && ok; j++ {
					x := cellAt(f+j*dirVec[d][0], r+j*dirVec[d][1], p.r.ranks)
					switch {
					case x == noCell:
						ok = false
					case j == k:
						ok, to = p.cell[x] == 0, x
					case !p.r.leapOver:
						ok = p.cell[x] == 0
					}
				}
				if ok {
					dst = p.emit(dst, mv(mkMove, c, to, 0), mode)
				}
			}
		}
	}
	if p.r.flying != flyNone {
		dst = p.genFlying(dst, mode)
	}
	if p.r.replacement {
		u := unfiltered(*p) // every enemy piece a target
		dst = u.genReplacements(dst, mode)
	}
	if p.r.captureOnly {
		dst = p.emit(dst, mv(mkTake, 0, 0, 0), mode)
	}
	for k := range numKinds {
		if p.prisoners[s][k] == 0 {
			continue
		}
		for c := range uint8(p.r.ranks * files) {
			if p.cell[c] == 0 && p.dropZone(s).Has(cellOf(c)) {
				dst = append(dst, mv(mkDrop, 0, c, uint8(k)))
			}
		}
	}
	return p.genRedemptions(dst)
}

// TestGenAgainstReference: gen lists exactly the moves of the slow
// reference generator (as sets: the order differs), in every mode, for
// the side to move and for its opponent (the siege look-ahead generates
// the besieged side's moves), along random games of every preset and of
// many options; hasAction finds an action exactly when there is one.
func TestGenAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts, p, rng := drawGame(t, differentialOptions, 7)
		for ply := 0; ply < 300 && p.status == variant.Ongoing; ply++ {
			q := p
			q.toMove, q.pick = 1-q.toMove, 0
			for _, x := range []*Position{&p, &q} {
				for _, mode := range []int{genAll, genBase} {
					got, want := x.gen(nil, mode), refGen(x, mode)
					slices.Sort(got)
					slices.Sort(want)
					if !slices.Equal(got, want) {
						t.Fatalf("%q ply %d mode %d: gen lists %d moves, the reference %d\n%v\n%v\n%s", opts, ply, mode, len(got), len(want), got, want, x)
					}
				}
				want := refGen(x, genAll)
				if x.hasAction() != (len(want) > 0) {
					t.Fatalf("%q ply %d: hasAction %v with %d moves\n%s", opts, ply, x.hasAction(), len(want), x)
				}
			}
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			p = p.Play(ms[rng.IntN(len(ms))])
		}
	})
}

// benchPositions returns the positions along a few seeded random games of
// opts, for the benchmarks of the move generation. The moves are sorted
// before one is picked, so that the games do not depend on the order of
// generation.
func benchPositions(b *testing.B, opts string) []Position {
	var out []Position
	for seed := range uint64(8) {
		p := mustNew(b, opts)
		rng := rand.New(rand.NewPCG(seed, 11))
		for ply := 0; ply < 1000 && p.status == variant.Ongoing; ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			out = append(out, p)
			slices.Sort(ms)
			p = p.Play(ms[rng.IntN(len(ms))])
		}
	}
	return out
}

var benchPresets = []struct{ name, opts string }{
	{"Modern", ""}, {"F1", "preset=F1"}, {"F2", "preset=F2"}, {"F3", "preset=F3"}, {"Italian", "preset=Italian"},
}

// BenchmarkGen measures one generation of every legal move (ns/op is per
// gen call), over the positions of random games.
func BenchmarkGen(b *testing.B) {
	for _, pr := range benchPresets {
		b.Run(pr.name, func(b *testing.B) {
			ps := benchPositions(b, pr.opts)
			buf := make([]Move, 0, 4096)
			i := 0
			c0 := cpuTime()
			for b.Loop() {
				buf = ps[i].gen(buf[:0], genAll)
				i++
				if i == len(ps) {
					i = 0
				}
			}
			reportCPU(b, c0)
		})
	}
}

// BenchmarkHasAction measures the test that the side to move has a legal
// action, as passTurn makes it.
func BenchmarkHasAction(b *testing.B) {
	for _, pr := range benchPresets {
		b.Run(pr.name, func(b *testing.B) {
			ps := benchPositions(b, pr.opts)
			i, n := 0, 0
			c0 := cpuTime()
			for b.Loop() {
				if ps[i].hasAction() {
					n++
				}
				i++
				if i == len(ps) {
					i = 0
				}
			}
			reportCPU(b, c0)
			if n == 0 {
				b.Fatal("no position has an action")
			}
		})
	}
}

// BenchmarkTriumph measures the triumph or harmony search after the
// ordinary moves of the positions of random games (the move played
// without its captures).
func BenchmarkTriumph(b *testing.B) {
	for _, pr := range benchPresets {
		b.Run(pr.name, func(b *testing.B) {
			var qs []Position
			var to []uint8
			for _, p := range benchPositions(b, pr.opts) {
				ms := p.gen(nil, genBase)
				slices.Sort(ms)
				for j, m := range ms {
					if m.kind() == mkMove && j%4 == 0 {
						q := p
						q.place(m.to(), q.lift(m.from()))
						qs, to = append(qs, q), append(to, m.to())
					}
				}
			}
			// At most 2048 of them, spread over the games, so that they
			// stay in the cache as a played position does.
			for len(qs) > 2048 {
				for j := range len(qs) / 2 {
					qs[j], to[j] = qs[2*j], to[2*j]
				}
				qs, to = qs[:len(qs)/2], to[:len(to)/2]
			}
			i := 0
			c0 := cpuTime()
			for b.Loop() {
				_ = qs[i].triumphGrade(qs[i].toMove, to[i])
				i++
				if i == len(qs) {
					i = 0
				}
			}
			reportCPU(b, c0)
		})
	}
}

// reportCPU reports the process's CPU time per operation since c0, which
// other work on a shared machine disturbs less than the wall time.
func reportCPU(b *testing.B, c0 time.Duration) {
	b.ReportMetric(float64(cpuTime()-c0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkPresetPlayouts measures random playouts of up to 1000 plies
// from the start of each preset (ns/op is per playout; compare plies/s
// across versions that order the moves differently, whose games differ).
func BenchmarkPresetPlayouts(b *testing.B) {
	for _, pr := range benchPresets {
		b.Run(pr.name, func(b *testing.B) {
			p := mustNew(b, pr.opts)
			rng := rand.New(rand.NewPCG(1, 2))
			buf := make([]Move, 0, 256)
			plies := 0
			for b.Loop() {
				_, n := variant.Playout(p, rng, 1000, buf)
				plies += n
			}
			b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "plies/s")
		})
	}
}
