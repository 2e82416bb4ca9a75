package lancer

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// config is a game with options, and the options of its colour mirror
// image ("" when the game is not symmetric).
type config struct {
	rules           *cl.Rules
	options, mirror string
	symmetric       bool
}

func (c config) name() string { return c.rules.Variant().Name + "(" + c.options + ")" }

// configs are the games and options the property tests play.
var configs = []config{
	{LancerChess, "", "", true},
	{LancerChess, "royalonkingsfile", "royalonkingsfile", true},
	{LancerChess, "clash", "clash,knights=north", true},
	{LancerChess, "clash,knights=north,royalonkingsfile", "clash,royalonkingsfile", true},
	{Storm, "", "", true},
	{Storm, "board=10x10", "board=10x10", true},
	{Storm, "crossfire", "crossfire", true},
	{Storm, "crossfire,board=10x10,minors=knightsinside", "crossfire,board=10x10,minors=knightsinside", true},
	{Meridian, "", "", true},
	{Meridian, "preset=eastern,escape", "preset=eastern,escape", true},
	{Meridian, "preset=combination,escape", "preset=combination-swapped,escape", true},
	{Meridian, "ranks=9,escape,restricted", "ranks=9,escape,restricted", true},
	{Arabella, "", "", true},
	{Arabella, "modern,jinimove=kingalfilknight", "modern,jinimove=kingalfilknight", true},
	{Arabella, "variation=steps,modern", "variation=steps,modern", true},
	// Invasion's armies differ.
	{Arabella, "variation=invasion", "", false},
	{Arabella, "variation=invasion,modern,jinimove=kingalfil", "", false},
	// The placements make QiPlacements asymmetric (South places first).
	{QiPlacements, "", "", false},
	{QiPlacements, "freeplacement,forbidtransposition,stalemate=draw", "", false},
}

func forConfigs(t *testing.T, prop func(t *rapid.T, r *cl.Rules, c config)) {
	forConfigsIf(t, func(config) bool { return true }, prop)
}

func forConfigsIf(t *testing.T, keep func(config) bool, prop func(t *rapid.T, r *cl.Rules, c config)) {
	for _, c := range configs {
		if !keep(c) {
			continue
		}
		r := withOptions(t, c.rules, c.options)
		t.Run(c.name(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { prop(t, r, c) })
		})
	}
}

// The variant contract along random games: text and move text round
// trips, Play leaves its receiver unchanged, the dynamic face agrees, and
// Moves and Play allocate nothing.
func TestWalkContract(t *testing.T) {
	for _, c := range configs {
		p, err := variant.NewPosition(c.rules.Variant().Name, c.options, "")
		if err != nil {
			t.Fatal(err)
		}
		start := p.Typed().(cl.Position)
		for seed := range uint64(6) {
			varianttest.Walk(t, start, seed, 160)
		}
		varianttest.CheckNoAllocs(t, start)
		for seed := range uint64(4) {
			varianttest.CheckNoAllocs(t, randomGame(start, seed, 60))
		}
	}
}

// randomGame plays up to n random moves from p.
func randomGame(p cl.Position, seed uint64, n int) cl.Position {
	rng := rand.New(rand.NewPCG(seed, 3))
	for range n {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[rng.IntN(len(ms))])
	}
	return p
}

// Play never changes the position it is called on (the whole value, not
// only its text), and every position reached reads back from its text.
func TestPropPlayLeavesReceiver(t *testing.T) {
	forConfigs(t, func(t *rapid.T, r *cl.Rules, c config) {
		p := randomPlay(t, r.Start(), 200)
		before := p
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if p != before {
				t.Fatalf("%s: Play(%s) changed the receiver", before, p.MoveText(m))
			}
			if _, err := r.Parse(q.String()); err != nil {
				t.Fatalf("%s after %s: %v", p, p.MoveText(m), err)
			}
		}
	})
}

// The games are symmetric between the colours: the mirror image of a
// position (ranks reversed, sides swapped) has as many moves, the same
// outcome with the winners swapped, and the same perft(2).
func TestPropMirror(t *testing.T) {
	forConfigsIf(t, func(c config) bool { return c.symmetric }, func(t *rapid.T, r *cl.Rules, c config) {
		mr := withOptions(t, c.rules, c.mirror)
		p := randomPlay(t, r.Start(), 200)
		q, err := mr.Study().Parse(mirrorText(p)) // asymmetric armies mirror into studies
		if err != nil {
			t.Fatalf("%s mirrored as %s: %v", p, mirrorText(p), err)
		}
		po, qo := p.Outcome(), q.Outcome()
		if po.Status != qo.Status || po.Reason != qo.Reason || (po.Status == variant.Won && po.Winners.Has(0) != qo.Winners.Has(1)) {
			t.Fatalf("%s: outcome %v, mirrored %s: %v", p, po, q, qo)
		}
		if a, b := variant.Perft[cl.Position, cl.Move](p, 2), variant.Perft[cl.Position, cl.Move](q, 2); a != b {
			t.Fatalf("%s: perft(2) %d, mirrored %s: %d", p, a, q, b)
		}
	})
}

// The evaluation for the computer players is registered, scores material
// and is antisymmetric.
func TestPropEvaluate(t *testing.T) {
	forConfigs(t, func(t *rapid.T, r *cl.Rules, c config) {
		eval := r.Variant().Evaluate
		if eval == nil {
			t.Fatal("no Evaluate")
		}
		p := variant.Dynamic[cl.Position, cl.Move](randomPlay(t, r.Start(), 200))
		if a, b := eval(p, 0), eval(p, 1); a != -b {
			t.Fatalf("%s: Evaluate %d for South, %d for North", p, a, b)
		}
	})
}
