package all_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// chooseKinds are the players search.New makes for every game: the
// default ("") and each of search.Kinds.
func chooseKinds() []string { return append([]string{""}, search.Kinds()...) }

// chooseLimits are the budgets TestChooseLegal tries: each kind of limit
// alone (a time limit is what makes alpha-beta score every root move with
// a full window at depth 1, where the crash below was), and none.
var chooseLimits = []search.Limits{
	{Depth: 1},
	{Depth: 2},
	{Nodes: 60},
	{Time: 15 * time.Millisecond},
	{},
}

// checkChoose asks the player kind with limits for a move in p and fails
// unless it returns one of p's legal moves, or the error the contract
// gives for a position with none (ErrNoMove) or a chance node (ErrChance).
func checkChoose(t interface {
	Helper()
	Fatalf(string, ...any)
}, p variant.AnyPosition, kind string, l search.Limits, seed uint64) {
	t.Helper()
	pl, err := search.New(p.Variant(), search.Config{Kind: kind, Limits: l, Seed: seed})
	if err != nil {
		t.Fatalf("%s: search.New(%q): %v", p.Variant().Name, kind, err)
	}
	var m variant.Move
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("%s kind %q limits %+v: Choose panicked on %s: %v", p.Variant().Name, kind, l, p, r)
			}
		}()
		m, err = pl.Choose(context.Background(), p)
	}()
	legal := p.Moves(nil)
	switch {
	case p.ToMove() == variant.Chance:
		if err != search.ErrChance {
			t.Fatalf("%s kind %q: a chance node gave %v, want ErrChance", p.Variant().Name, kind, err)
		}
	case len(legal) == 0:
		if err != search.ErrNoMove {
			t.Fatalf("%s kind %q: a position without moves gave %v, want ErrNoMove", p.Variant().Name, kind, err)
		}
	case err != nil:
		t.Fatalf("%s kind %q limits %+v: Choose on %s: %v", p.Variant().Name, kind, l, p, err)
	case !slices.Contains(legal, m):
		t.Fatalf("%s kind %q limits %+v: Choose on %s returned %d, not a legal move", p.Variant().Name, kind, l, p, m)
	}
}

// TestChooseLost is the crash of issue 26: with a time limit, alpha-beta's
// first iteration scores every root move with a full window; when every
// one of them loses, the count of lost moves included the best one and the
// slice of the others not lost ran past its end ("slice bounds out of
// range [8:7]"). Both positions were met in play against Fairy-Stockfish:
// in the shatranj one White has only its king left (a bare king loses, and
// all eight king moves are lost); in the Xiangqi one all 29 of Black's
// moves lose.
func TestChooseLost(t *testing.T) {
	for _, c := range []struct{ game, position string }{
		{"shatranj", "8/8/2p3K1/k1n5/p7/8/4bpp1/8 w - - 0 67"},
		{"xiangqi", "2b1kabC1/3Ra4/n3R4/p1p1p1p1p/9/6P2/1rN1P4/1C2B4/8c/3K1AB2 b - - 0 26"},
	} {
		p, err := variant.NewPosition(c.game, "", c.position)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"", "alphabeta"} {
			for _, d := range []time.Duration{20 * time.Millisecond, 100 * time.Millisecond} {
				checkChoose(t, p, kind, search.Limits{Time: d}, 1)
			}
		}
	}
}

// TestChooseLegal is the property: on positions of every game and rule
// set, the end of random games included (lost positions, a single move,
// forced mates, finished games), every kind of player under every kind of
// limit returns a legal move and never panics.
func TestChooseLegal(t *testing.T) {
	games := variant.All()
	rapid.Check(t, func(rt *rapid.T) {
		v := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		sets := ruleSets(v, false)
		set := sets[rapid.IntRange(0, len(sets)-1).Draw(rt, "rules")]
		p, err := v.New(set)
		if err != nil {
			rt.Fatalf("%s %q: %v", v.Name, set, err)
		}
		// A random game of at most 300 plies, kept whole, then a position
		// drawn from it, most often from its last plies, where a finished
		// game's loser stood lost.
		seed := rapid.Uint64().Draw(rt, "seed")
		rng := rand.New(rand.NewPCG(seed, 0xc0))
		line := []variant.AnyPosition{p}
		var buf []variant.Move
		for q := p; len(line) < 300 && !q.Outcome().Over(); {
			if q.ToMove() == variant.Chance {
				if outs := variant.Outcomes(q, nil); len(outs) > 0 {
					q = q.Play(outs[rng.IntN(len(outs))].Move)
					line = append(line, q)
					continue
				}
			}
			buf = q.Moves(buf[:0])
			if len(buf) == 0 {
				break
			}
			q = q.Play(buf[rng.IntN(len(buf))])
			line = append(line, q)
		}
		back := rapid.IntRange(0, min(8, len(line)-1)).Draw(rt, "back")
		if rapid.Bool().Draw(rt, "anywhere") {
			back = rapid.IntRange(0, len(line)-1).Draw(rt, "ply")
		}
		at := line[len(line)-1-back]
		kinds := chooseKinds()
		kind := kinds[rapid.IntRange(0, len(kinds)-1).Draw(rt, "kind")]
		l := chooseLimits[rapid.IntRange(0, len(chooseLimits)-1).Draw(rt, "limits")]
		if l == (search.Limits{}) && (kind == "" || kind == "alphabeta") && v.Name != "chess" {
			// No limit is the default budget: cheap in chess, seconds in
			// the four-army and number games; the depth limits cover them.
			l = search.Limits{Depth: 1}
		}
		checkChoose(rt, at, kind, l, seed)
	})
}
