package rithmomachia

import (
	"math/bits"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
)

// TestEvaluateThreats checks the threat term of the evaluation. In the
// Modern rules (every standing instance captures on the mover's next
// move) Even's round 16 on c5 reaches c6 with its one orthogonal step:
// Odd's triangle 16 there is taken by meeting (16 = 16, spec §6.3). On c7
// it is not: a round reaches 1 cell, an ambush needs two reaching pieces,
// and the assault along the file counts 3 fields (16·3 = 48, 16/3 no
// integer), and the triangle (2 cells diagonally) has no relation with
// the round either; the squares on a1 and h16 share no line with any
// piece. Everything else scores the same (both 16s stand in Even's half,
// the triangle 20 for being in its opponent's half either way). So the
// evaluations differ by the triangle's worth, 200 (100 on the board, 100
// as a prisoner) + 16, halved when Even is to move, quartered when Odd
// is.
func TestEvaluateThreats(t *testing.T) {
	for _, tc := range []struct {
		toMove string
		want   int
	}{{"e", 216 / 2}, {"o", 216 / 4}} {
		near := build(t, "", tc.toMove, "c5=R16", "c6=t16", "a1=S15", "h16=s361")
		far := build(t, "", tc.toMove, "c5=R16", "c7=t16", "a1=S15", "h16=s361")
		if got := Evaluate(near, Even) - Evaluate(far, Even); got != tc.want {
			t.Errorf("%s to move: the threatened 16 is worth %d, want %d", tc.toMove, got, tc.want)
		}
	}
	// With the Fulke timing (only new instances capture) the standing
	// meeting threatens nothing.
	near := build(t, "timing=newrelations", "e", "c5=R16", "c6=t16", "a1=S15", "h16=s361")
	far := build(t, "timing=newrelations", "e", "c5=R16", "c7=t16", "a1=S15", "h16=s361")
	if got := Evaluate(near, Even) - Evaluate(far, Even); got != 0 {
		t.Errorf("new relations only: the standing meeting is worth %d, want 0", got)
	}
}

// TestEvaluateSiegeThreat: Odd's round 9 on a1 (corner; it moves one cell
// orthogonally) with Even's rounds 2 on a2 and 4 on b1 blocking both of
// its steps, the edge blocking the rest (D15), is besieged (spec §6.3);
// the look-ahead is not asked. Moving Even's 4 to b2 frees b1. No number
// relation exists: 2 and 4 reach a1 by one step but 9 is neither 2, 4,
// their sum 6, nor their difference 2; on b2 the 4 does not reach a1 (a
// diagonal). The position with the siege scores the 9's worth, 209,
// halved (Even to move) above the other.
func TestEvaluateSiegeThreat(t *testing.T) {
	sieged := build(t, "", "e", "a2=R2", "b1=R4", "a1=r9", "h16=s361", "h1=S15")
	free := build(t, "", "e", "a2=R2", "b2=R4", "a1=r9", "h16=s361", "h1=S15")
	if got := Evaluate(sieged, Even) - Evaluate(free, Even); got != 209/2 {
		t.Errorf("the besieged 9 is worth %d, want %d", got, 209/2)
	}
}

// TestEvaluateGoals checks the goal term: with the victory of bodies at 4
// captures (spec §5.9), Even's ledger of two (the 3 and 5) has done half,
// worth 400·(1/2)² = 100 more than in the Modern rules, which have no such
// goal. The same ledger under goods=16 (the sum 8 is half of 16) scores the
// same 100.
func TestEvaluateGoals(t *testing.T) {
	items := []string{"c5=R16", "a1=S15", "h16=s361", "ledgers:R3'R5'"}
	plain := Evaluate(build(t, "", "e", items...), Even)
	for _, o := range []string{"bodies=4", "goods=16"} {
		if got := Evaluate(build(t, o, "e", items...), Even) - plain; got != 100 {
			t.Errorf("%s: half the goal is worth %d, want 100", o, got)
		}
	}
}

// harmonyProgressPlain is harmonyProgress as first written, proportion by
// proportion: the oracle of the counting by pairs.
func (p *Position) harmonyProgressPlain(s int) int {
	var all, there uint64
	far := p.r.half[1-s]
	for bb := p.occ[s]; !bb.Empty(); {
		c := bb.PopFirst()
		k := codeKind(p.cell[c])
		all |= 1 << k
		if far.Has(c) {
			there |= 1 << k
		}
	}
	if bits.OnesCount64(there) < 2 {
		return 0
	}
	score := 0
	for _, t := range progressions() {
		if t&all != t {
			continue
		}
		switch bits.OnesCount64(t & there) {
		case 2:
			score += 8
		case 3:
			score += 30
		}
	}
	return score
}

// TestHarmonyProgress compares harmonyProgress with the plain count along
// random games of every preset.
func TestHarmonyProgress(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(propertyPresets).Draw(t, "opts")
		p, hist, _ := randomPosition(t, opts)
		for _, q := range append(hist, p) {
			for s := range 2 {
				if a, b := q.harmonyProgress(variant.Side(s)), q.harmonyProgressPlain(s); a != b {
					t.Fatalf("side %d: %d, plain %d\n%s", s, a, b, q)
				}
			}
		}
	})
}
