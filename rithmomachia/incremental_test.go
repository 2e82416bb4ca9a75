package rithmomachia

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// differentialOptions are the presets and a spread of options whose rules
// the incremental searches must keep.
var differentialOptions = []string{
	"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian",
	"preset=F1,proportioncapture,timing=allrelations", "preset=F2,redemption=nextturnonly,kingflying",
	"preset=F3,diagonalmoves,length=12", "preset=F1,leapover,f1arithmetic=spaces", "dropzone=anywhere,ambushmax=3",
	"preset=F1,timing=movedpieceonly,proportioncapture", "preset=F2,additiongeometry=adjacent,leapover",
	"siegelookahead=false", "preset=Italian,optional=false", "preset=Italian,optional=false,timing=newrelations",
	"preset=F2,timing=allrelations,additiongeometry=adjacent,cossiccomponents",
	"preset=F3,timing=allrelations,diagonalmoves,deceit=orthogonal,edgeblocks=false",
	"preset=F1,timing=allrelations,leapover,pyramidvalue=current", "preset=F3,timing=allrelations",
	"maxspacing=3,emptybetween,diagonalrightangles", "mingrade=2,triumphpyramid=current", "triumphgeometry=anycells",
	"flying=free,kingflying", "flying=siegeonly", "timing=newrelations", "timing=movedpieceonly", "optional",
	"replacement,resolveafterreplacement", "pyramidvalue=current,edgeblocks=false", "length=10",
	"redemption=anylaterturn,dropzone=own", "redemption=nextturnonly,dropzone=anywhere", "captured=outofplay,dropzone=none",
}

// drawGame draws one of options and a seed: the start position of those
// rules and a generator, on the given stream, for a random game from it.
func drawGame(t *rapid.T, options []string, stream uint64) (string, Position, *rand.Rand) {
	opts := rapid.SampledFrom(options).Draw(t, "opts")
	seed := rapid.Uint64().Draw(t, "seed")
	p, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return opts, p, rand.New(rand.NewPCG(seed, stream))
}

// TestIncrementalSearches: the incremental searches (arithmetic captures
// looked for only near the cells changed since they were last resolved,
// the siege's look-ahead evaluating only the pieces that could open a
// path, sieges only of immobile pieces, harmonies only at the spacings of
// pieces in line) find what the plain searches of the engine without them
// (noFilter) find. Along random games of every preset and of many
// options, the chosen move and a few others, played both ways, give the
// same position, both engines list the same moves, and the evaluation
// (which finds the standing instances as the captures do) is the same.
func TestIncrementalSearches(t *testing.T) {
	maxPlies := 200
	if varianttest.Long() {
		maxPlies = 1000
	}
	rapid.Check(t, func(t *rapid.T) {
		_, p, rng := drawGame(t, differentialOptions, 3)
		for ply := 0; ply < maxPlies && p.status == variant.Ongoing; ply++ {
			u := unfiltered(p)
			ms, mu := p.Moves(nil), u.Moves(nil)
			if len(ms) != len(mu) {
				t.Fatalf("ply %d: %d moves, %d by the plain search\n%s", ply, len(ms), len(mu), p)
			}
			for i, m := range ms {
				if m != mu[i] {
					t.Fatalf("ply %d: move %d is %s, %s by the plain search\n%s", ply, i, p.MoveText(m), u.MoveText(mu[i]), p)
				}
			}
			for _, x := range []variant.Side{Even, Odd} {
				if a, b := Evaluate(p, x), Evaluate(u, x); a != b {
					t.Fatalf("ply %d: evaluation %d, %d by the plain search\n%s", ply, a, b, p)
				}
			}
			if len(ms) == 0 {
				break
			}
			pick := rng.IntN(len(ms))
			for _, i := range []int{pick, rng.IntN(len(ms)), rng.IntN(len(ms))} {
				m := ms[i]
				if a, b := p.Play(m), u.Play(m); a.Hash() != b.Hash() || a.String() != b.String() {
					t.Fatalf("ply %d: %s gives\n%s\nthe plain search\n%s\nfrom\n%s", ply, p.MoveText(m), a, b, p)
				}
			}
			p = p.Play(ms[pick])
		}
	})
}
