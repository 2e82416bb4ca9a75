package rithmomachia

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// gainerOptions are the rule sets where phase 1 looks for its targets with
// gainers (every instance counts, captures are not optional, no leapover),
// with the options that change its relations and pieces' values.
var gainerOptions = []string{
	"", "preset=Italian,optional=false", "dropzone=anywhere,ambushmax=3", "pyramidvalue=current,edgeblocks=false",
	"preset=F1,timing=allrelations", "preset=F1,timing=allrelations,f1arithmetic=spaces,proportioncapture",
	"preset=F1,timing=allrelations,pyramidvalue=current", "preset=F2,timing=allrelations",
	"preset=F2,timing=allrelations,additiongeometry=adjacent,cossiccomponents", "preset=F3,timing=allrelations",
	"preset=F3,timing=allrelations,diagonalmoves,deceit=orthogonal", "replacement,resolveafterreplacement",
}

// TestGainersKeepEveryTarget: where every instance counts, the enemy
// pieces phase 1 takes after an action, found by evaluating every enemy
// piece, are among the gainers of the cells changed since the side last
// resolved its captures (the shortcut of phase1Targets), or of the pieces
// that stood for them since the end of the opponent's turn (settle). In
// every rule set (without leapover), a piece phase 1 takes has a capturer
// that mayTake lets through (mayBeTaken). Along random games of each rule
// set, for the move played and two others at each ply; some of them must
// take something, or the test would compare nothing.
func TestGainersKeepEveryTarget(t *testing.T) {
	seeds, plies := 3, 400
	if varianttest.Long() {
		seeds, plies = 8, 1000
	}
	for _, opts := range append(gainerOptions, "preset=F1", "preset=F2", "preset=F3", "preset=Italian", "preset=F2,additiongeometry=adjacent") {
		taken := 0
		for seed := range uint64(seeds) {
			p := mustNew(t, opts)
			rng := rand.New(rand.NewPCG(seed, 11))
			for ply := 0; ply < plies && p.status == variant.Ongoing; ply++ {
				ms := p.Moves(nil)
				if len(ms) == 0 {
					break
				}
				pick := rng.IntN(len(ms))
				for _, i := range []int{pick, rng.IntN(len(ms)), rng.IntN(len(ms))} {
					q := p
					s := q.toMove
					act := q.action(ms[i])
					if !act.phase1 {
						continue
					}
					ctx := q.ctxFor(&p, ms[i], act.moved)
					var all capList
					q.phase1On(s, &ctx, &all, q.occ[1-s])
					taken += all.n
					for _, x := range all.t[:all.n] {
						if !q.mayBeTaken(x.cell, s) {
							t.Fatalf("%q seed %d ply %d: after %s phase 1 takes the piece on cell %d, which no capturer may take\n%s", opts, seed, ply, p.MoveText(ms[i]), x.cell, p)
						}
					}
					if !ctx.all || q.r.timing != timingAll || q.r.optional {
						continue
					}
					got := q.gainers(q.dirty[s], s)
					// The gainers of both sides from one reading of the
					// lines are each side's own, the other side's without
					// the pieces of s that may not be taken.
					mine, theirs := q.gainersBoth(q.dirty[s], s, q.dirty[1-s])
					if alone := q.gainers(q.dirty[1-s], 1-s); mine != got || !theirs.SubsetOf(alone) || !alone.Minus(theirs).SubsetOf(q.dirty[1-s].Intersect(q.occ[s])) {
						t.Fatalf("%q seed %d ply %d: after %s the gainers of both sides are %v and %v, alone %v and %v\n%s", opts, seed, ply, p.MoveText(ms[i]), mine, theirs, got, alone, p)
					}
					for _, x := range all.t[:all.n] {
						if !got.Has(cellOf(x.cell)) {
							t.Fatalf("%q seed %d ply %d: after %s phase 1 takes the piece on cell %d, not among the gainers %v\n%s", opts, seed, ply, p.MoveText(ms[i]), x.cell, got, p)
						}
					}
				}
				p = p.Play(ms[pick])
			}
		}
		t.Logf("%q: %d captures", opts, taken)
		if taken == 0 {
			t.Errorf("%q: no capture in the games", opts)
		}
	}
}

// TestDilate3: dilate3 of random sets of cells is the union of the sets
// themselves and of the cells within 3 steps of each (boxes, built cell by
// cell from the coordinates), on the board, for every board length.
func TestDilate3(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 3))
	for length := minRanks; length <= maxRanks; length++ {
		p := mustNew(t, fmt.Sprintf("length=%d", length))
		for range 200 {
			var s board.Set
			for range rng.IntN(12) {
				s = s.With(board.Cell(rng.IntN(length * files)))
			}
			want := s
			for bb := s; !bb.Empty(); {
				want = want.Union(boxes[length-minRanks][3][bb.PopFirst()])
			}
			if got := p.dilate3(s); got != want {
				t.Fatalf("length %d: dilate3(%v) = %v, want %v", length, s, got, want)
			}
		}
	}
}
