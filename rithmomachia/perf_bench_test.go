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
