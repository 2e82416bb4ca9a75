package lancer

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Option text of the Nicholls games (issue 12 item 11): bad text gives an
// error matching variant.ErrOption; good text round trips, and the start
// position it gives reads back with those options.
func FuzzOptions(f *testing.F) {
	vs := []*variant.Variant{LancerChess.Variant(), Storm.Variant(), Meridian.Variant(), QiPlacements.Variant(), Arabella.Variant()}
	for _, s := range []string{"", "clash", "clash,knights=north", "knights=north", "royalonkingsfile,deadpositions=false",
		"board=10x10,crossfire", "preset=crossfire100", "minors=knightsinside", "ranks=9,south=eastern,north=guardsqueen",
		"escape,restricted", "restricted", "preset=combination-swapped", "freeplacement,forbidtransposition",
		"variation=invasion,modern,jinimove=kingalfil", "preset=steps", "study=true", "stalemate=win", "board=8x8", "preset="} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		varianttest.CheckOptions(t, vs[int(which)%len(vs)], text)
	})
}

// Move text of Storm and Meridian (issue 12 item 11): castling, freeing
// and rescue promotions, triple steps, the Escape.
func FuzzStormMeridianMove(f *testing.F) {
	positions := []cl.Position{
		Storm.Start(),
		Storm100.Start(),
		parse(f, Storm, "5q4/F9/10/10/10/10/10/T3Q4T[KXYk] w KQ - 0 1"),
		parse(f, withOptions(f, Storm, "crossfire"), "5q4/F9/10/10/10/10/10/4Q5[KCAk] w - - 0 1"),
		Meridian.Start(),
		parse(f, withOptions(f, Meridian, "preset=eastern"), "3e5/P8/9/9/9/9/9/9/9/4E4[F] w - - 0 1"),
		parse(f, withOptions(f, Meridian, "escape"), "5q3/2r6/3rr4/9/9/9/9/9/9/3Q5 w - - 0 1"),
	}
	for _, s := range []string{"e1h1", "e1b1", "O-O", "O-O-O", "a7a8k", "a7a8x", "a7a8c", "a7a8r", "e2e5", "e2e4", "a9a10f",
		"a9a10m", "d1c1", "d1c2", "f2f3", "a2a4", "e2e3", "Xg3", "j1j10", "a10a9", "", "e1", "q@e4"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p := positions[int(which)%len(positions)]
		varianttest.CheckMoveText(t, p, text)
		if m, err := p.ParseMove(text); err == nil && !has(p, p.MoveText(m)) {
			t.Fatalf("%s: %q read as %s, not a legal move", p, text, p.MoveText(m))
		}
	})
}

// fuzzPlayed runs checkPlayed on rules with several options, each strict
// and with the option study.
func fuzzPlayed(f *testing.F, rules []*cl.Rules, seeds ...string) {
	var all []*cl.Rules
	for _, r := range rules {
		f.Add(r.Start().String())
		all = append(all, r, r.Study())
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, r := range all {
			varianttest.CheckPlayed(t, r.Parse, text)
		}
	})
}

func FuzzPlayedLancerChess(f *testing.F) {
	fuzzPlayed(f, []*cl.Rules{LancerChess, withOptions(f, LancerChess, "clash"), withOptions(f, LancerChess, "royalonkingsfile")},
		"4q3/8/8/3pP3/8/8/8/3Q4 w - d6 0 1", "3q4/PP6/8/8/8/8/pp6/3Q4 w - - 0 1", "t2q3t/8/8/8/8/8/8/T2Q3T w KQkq - 0 1")
}

func FuzzPlayedStorm(f *testing.F) {
	fuzzPlayed(f, []*cl.Rules{Storm, Storm100, withOptions(f, Storm, "crossfire"), withOptions(f, Storm, "preset=crossfire100")},
		"5q4/F9/10/10/10/10/10/T3Q4T[KXYk] w KQ - 0 1", "4q5/10/10/10/3f1f4/10/4F5/10/10/4Q5 w - - 0 1", "4q5/10/10/10/3f1f4/4F5/10/10/10/4Q5 b - e3e4 0 1")
}

func FuzzPlayedMeridian(f *testing.F) {
	fuzzPlayed(f, []*cl.Rules{Meridian, withOptions(f, Meridian, "ranks=9"), withOptions(f, Meridian, "preset=eastern,escape"), withOptions(f, Meridian, "preset=combination")},
		"5q3/P8/9/9/9/9/9/9/9/3Q5[K] w - - 0 1", "5q3/2r6/3rr4/9/9/9/9/9/9/3Q5 w - - 0 1", "4q4/9/9/9/9/9/9/9/9/2Q6 w - - 0 1")
}

func FuzzPlayedQiPlacements(f *testing.F) {
	fuzzPlayed(f, []*cl.Rules{QiPlacements, withOptions(f, QiPlacements, "freeplacement,forbidtransposition")},
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7c2} b - - 0 2",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
}

func FuzzPlayedArabella(f *testing.F) {
	fuzzPlayed(f, []*cl.Rules{Arabella, withOptions(f, Arabella, "modern"), withOptions(f, Arabella, "variation=invasion"), withOptions(f, Arabella, "variation=steps,jinimove=kingalfil")},
		"7i/S6s/8/8/8/8/8/1H2EJ2{10} w - - 0 1", "3i4/8/8/3sS3/8/8/8/4E3{00} w - d6 0 1", "8/7s/3u4/8/8/8/S7/4MF1E{00} w - - 0 1")
}
