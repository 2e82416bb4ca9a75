package lancer

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/board"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// LancerChess position text: bad text never panics and says where it is
// wrong; good text round trips.
func FuzzLancerChessPosition(f *testing.F) {
	for _, s := range []string{
		LancerStart,
		"tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TNBQKBNT w KQkq - 0 1",
		"3q4/8/8/3pP3/8/8/8/3Q4 w - d6 0 1",
		"3q4/PP6/8/8/8/8/pp6/3Q4 b - - 0 1",
		"T2Q3T/8/8/8/8/8/8/3q4 w KQ - 0 1",
		"3q4/8/8/8/8/8/8/3Q4 x - - 0 1",
		"3q4/8/8/8/8/8/8/3Q4[Q] w - - 0 1",
		"3q4/8/8/8/8/8/8/3QX3 w - - 0 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) { checkParseError(t, LancerChess, text) })
}

// Storm position text, on both boards.
func FuzzStormPosition(f *testing.F) {
	for _, s := range []string{
		StormStart, StormStart100,
		"tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNCSQKSANT[] w KQkq - 0 1",
		"5q4/F9/10/10/10/10/10/4Q5[Kf] w - - 0 1",
		"4q5/10/10/10/10/10/10/10/10/4Q5 w - e3e4 0 1",
		"4q5/10/10/10/3f1f4/4F5/10/10/10/4Q5 b - e3e4 0 1",
		"4q5/10/10/10/10/10/10/T3Q4T[ w KQ - 0 1",
		"4q5/11/10/10/10/10/10/4Q5 w - - 0 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkParseError(t, Storm, text)
		checkParseError(t, Storm100, text)
	})
}

// Meridian position text, on both boards, with the Escape rule.
func FuzzMeridianPosition(f *testing.F) {
	for _, s := range []string{
		MeridianStart,
		"rncsqscnr/ppp1k1ppp/9/3ppp3/9/3PPP3/9/PPP1K1PPP/RNCSQSCNR[] w - - 0 1",
		"5q3/9/3rr4/9/9/9/9/9/9/3Q5[] w - - 0 1",
		"5q3/9/3rr4/9/9/9/9/9/2Q6/9[] b - - 0 1",
		"5q3/P8/9/9/9/9/9/9/9/3Q5[Kr] w - - 0 1",
		"4q4/9/9/9/9/9/9/9/9/4Q4 w - - 0 1",
		"4e4/9/9/9/9/9/9/9/9/4Q4 w - a3 0 1",
	} {
		f.Add(s)
	}
	r10, r9 := withOptions(f, Meridian, "escape"), withOptions(f, Meridian, "escape,ranks=9")
	f.Fuzz(func(t *testing.T, text string) {
		checkParseError(t, r10, text)
		checkParseError(t, r9, text)
	})
}

// QiPlacements position text, with its placement record.
func FuzzQiPlacementsPosition(f *testing.F) {
	for _, s := range []string{
		QiStart,
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7c2} b - - 0 2",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8b3h8} w - - 0 3",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc]{h3 w - - 0 1",
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc]{} b - - 0 1",
	} {
		f.Add(s)
	}
	r := withOptions(f, QiPlacements, "forbidtransposition")
	f.Fuzz(func(t *testing.T, text string) {
		checkParseError(t, QiPlacements, text)
		checkParseError(t, r, text)
	})
}

// QiPlacements move text, placements included.
func FuzzQiPlacementsMove(f *testing.F) {
	for _, s := range []string{"C@h3", "c@h3", "C@e5", "C@", "@h3", "h3h4", "N@e4", "C@z9", "e4e5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckMoveText(t, QiPlacements.Start(), text)
		varianttest.CheckMoveText(t, parse(t, QiPlacements, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8b3h8} w - - 0 3"), text)
	})
}

// Arabella position text, in its variations, with the Jini releases.
func FuzzArabellaPosition(f *testing.F) {
	for _, s := range []string{
		ArabellaStart,
		"thfpifht/ssssssss/8/8/8/8/SSSSSSSS/THFMEFHT{00} w - - 0 1",
		"thfipfht/1sssssss/s7/8/8/3Y4/SSSSSSSS/THFE2HT{00} b - - 0 1",
		"8/s7/8/8/5u2/8/4H3/3E4{00} b - - 0 1",
		"7i/S6s/8/8/8/8/8/1H2EJ2{10} w - - 0 1",
		"3i4/8/8/3pP3/8/8/8/4E3{00} w - d6 0 1",
		"7i/7s/8/8/3J4/8/8/S3E3{40} w - - 0 1",
		"thfipfht/ssssssss/8/8/8/8/SSSSSSSS/THAEMAHT{00} w - - 0 1",
	} {
		f.Add(s)
	}
	rules := []*cl.Rules{Arabella, withOptions(f, Arabella, "modern"), withOptions(f, Arabella, "variation=invasion"), withOptions(f, Arabella, "variation=steps,modern")}
	f.Fuzz(func(t *testing.T, text string) {
		for _, r := range rules {
			checkParseError(t, r, text)
		}
	})
}

// Arabella move text: carpet moves, passengers' moves, promotions.
func FuzzArabellaMove(f *testing.F) {
	for _, s := range []string{"e1f1", "d3d4m", "d3d4", "d3e3m", "a7a8j", "a7a8h", "f1d3", "d3c4x", "a7a8q"} {
		f.Add(s)
	}
	positions := []string{ArabellaStart, "i7/s7/8/8/2s5/3YF3/S7/3E4{00} w - - 0 1", "7i/S6s/8/8/8/8/8/1H2E3{00} w - - 0 1"}
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range positions {
			varianttest.CheckMoveText(t, parse(t, Arabella, s), text)
		}
	})
}

// LancerChess move text.
func FuzzLancerChessMove(f *testing.F) {
	for _, s := range []string{"e2e4", "g1g3", "b1d3", "O-O", "a7a8j", "d1f1", "e2-e4", "z9z9", "", "P@e4", "e7e8=L+"} {
		f.Add(s)
	}
	starts := []string{LancerStart, "3q4/PP6/8/8/8/8/pp6/3Q4 w - - 0 1", "3q4/8/8/8/8/8/8/T2Q3T w KQ - 0 1"}
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range starts {
			varianttest.CheckMoveText(t, parse(t, LancerChess, s), text)
		}
	})
}

// Circuit tours: bad text never panics and gives ErrCircuit.
func FuzzParseTour(f *testing.F) {
	for _, s := range []string{"a1-b1-c1", "a11 b11", "A1-B1, B1-C1", "", "a4", "a1-a1", "j10"} {
		f.Add(s)
	}
	g2, g3 := board.MustNew(Circuit2D), board.MustNew(Circuit3D)
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range []*board.Geometry{g2, g3} {
			tour, err := ParseTour(g, text)
			if err != nil {
				if !errors.Is(err, ErrCircuit) {
					t.Fatalf("%q: %v", text, err)
				}
				continue
			}
			if err := CheckCircuit(g, tour); err != nil && !errors.Is(err, ErrCircuit) {
				t.Fatalf("%q: %v", text, err)
			}
			if g == g2 {
				_ = CountCircuits(g, tour[:min(len(tour), 3)])
			}
		}
	})
}
