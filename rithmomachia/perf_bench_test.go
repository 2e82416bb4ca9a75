package rithmomachia

import (
	"math/rand/v2"
	"testing"
)

// The benchmarks of PERF.md's notes that no other benchmark isolates.

// BenchmarkStarAt measures starAt (ns/op is per star), the star of every
// cell of the positions of random Modern games, for the side to move.
func BenchmarkStarAt(b *testing.B) {
	ps := benchPositions(b, "")
	var st star
	own := 0
	i, c := 0, 0
	for b.Loop() {
		p := &ps[i]
		p.starAt(&st, uint8(c), p.toMove, p.occupied())
		own += int(st.own)
		if c++; c == p.r.ranks*files {
			c = 0
			if i++; i == len(ps) {
				i = 0
			}
		}
	}
	if own == 0 {
		b.Fatal("no star held a piece")
	}
}

// BenchmarkPickMove measures the playout's move picker (ns/op is per
// position), over the positions of random Modern games.
func BenchmarkPickMove(b *testing.B) {
	ps := benchPositions(b, "")
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 256)
	i, picked := 0, 0
	for b.Loop() {
		if _, _, ok := ps[i].pickMove(rng, buf); ok {
			picked++
		}
		if i++; i == len(ps) {
			i = 0
		}
	}
	if picked == 0 {
		b.Fatal("no move picked")
	}
}

// BenchmarkEvaluate measures the evaluation of the positions of random
// games of each preset (ns/op is per evaluation), at most 2048 of them
// spread over the games.
func BenchmarkEvaluate(b *testing.B) {
	for _, pr := range benchPresets {
		b.Run(pr.name, func(b *testing.B) {
			ps := benchPositions(b, pr.opts)
			for len(ps) > 2048 {
				for j := range len(ps) / 2 {
					ps[j] = ps[2*j]
				}
				ps = ps[:len(ps)/2]
			}
			i, sum := 0, 0
			c0 := cpuTime()
			for b.Loop() {
				sum += Evaluate(ps[i], ps[i].toMove)
				i++
				if i == len(ps) {
					i = 0
				}
			}
			reportCPU(b, c0)
			_ = sum
		})
	}
}
