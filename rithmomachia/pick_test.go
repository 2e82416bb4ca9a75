package rithmomachia

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// TestPickMove: the picker chooses the move that Moves would give at the
// same draw of the generator, and draws from it as that does (the next
// draw agrees too), or finds no move exactly when there is none, along
// random games of every preset and of many options.
func TestPickMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts, p, rng := drawGame(t, differentialOptions, 11)
		for ply := 0; ply < 300; ply++ {
			seed := rng.Uint64()
			a, b := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
			got, _, ok := p.pickMove(a, nil)
			ms := p.Moves(nil)
			if ok != (len(ms) > 0) {
				t.Fatalf("%q ply %d: picked %v with %d moves\n%s", opts, ply, ok, len(ms), p)
			}
			if !ok {
				break
			}
			if want := ms[b.IntN(len(ms))]; got != want {
				t.Fatalf("%q ply %d: picked %s, Moves gives %s\n%s", opts, ply, p.MoveText(got), p.MoveText(want), p)
			}
			if a.Uint64() != b.Uint64() {
				t.Fatalf("%q ply %d: the picker drew otherwise than Moves", opts, ply)
			}
			p = p.Play(ms[rng.IntN(len(ms))])
		}
	})
}

// TestPlayoutPicks: variant.Playout, which uses the registered picker,
// plays the very games that choosing from Moves plays.
func TestPlayoutPicks(t *testing.T) {
	for _, opts := range []string{"", "preset=F1", "preset=F3", "preset=Italian", "dropzone=anywhere"} {
		start := mustNew(t, opts)
		for seed := range uint64(3) {
			got, n := variant.Playout(start, rand.New(rand.NewPCG(seed, 1)), 400, nil)
			p, plies, rng := start, 0, rand.New(rand.NewPCG(seed, 1))
			for ; plies < 400; plies++ {
				ms := p.Moves(nil)
				if len(ms) == 0 {
					break
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
			if n != plies || got.Hash() != p.Hash() || got.String() != p.String() {
				t.Errorf("%q seed %d: Playout played %d plies to\n%s\nMoves %d plies to\n%s", opts, seed, n, got, plies, p)
			}
		}
	}
}

// TestNthCell: nthCell finds the k-th cell of a set (from 0, by index) as
// counting the cells in order does, for random sets and every k.
func TestNthCell(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Sparse and dense words both: a mask thins the random bits.
		cells := board.Set{Lo: rapid.Uint64().Draw(t, "lo") & rapid.Uint64().Draw(t, "maskLo"), Hi: rapid.Uint64().Draw(t, "hi")}
		k := 0
		for c := range 128 {
			if !cells.Has(board.Cell(c)) {
				continue
			}
			if got := nthCell(cells, k); got != uint8(c) {
				t.Fatalf("nthCell(%x:%x, %d) = %d, want %d", cells.Hi, cells.Lo, k, got, c)
			}
			k++
		}
	})
}

// TestHeldKinds: heldKinds counts the kinds with prisoners as a loop over
// the counts does.
func TestHeldKinds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var p Position
		s := variant.Side(rapid.IntRange(0, 1).Draw(t, "side"))
		for k := range numKinds {
			// Mostly none, some one, a few many (up to the byte's top).
			p.prisoners[s][k] = uint8(rapid.SampledFrom([]int{0, 0, 0, 1, 2, 127, 128, 255}).Draw(t, "n"))
		}
		want := 0
		for _, n := range p.prisoners[s] {
			if n > 0 {
				want++
			}
		}
		if got := p.heldKinds(s); got != want {
			t.Fatalf("heldKinds = %d, want %d, of %v", got, want, p.prisoners[s])
		}
	})
}
