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

// TestPyramidGate checks the term for the way through the pyramid that
// the F1 triumph waits for (option pyramidfirst, spec §5.8), for Even,
// Odd's pyramid (components 64, 49, 36, 25, 16, total 190) standing on
// d12 unless said:
//   - complete, with Even's 2 on d10 (2 ranks off) and 9 on a9 (3 files,
//     3 ranks: a king's distance of 3) near it, neither next to it nor a
//     hunter (no component or total of theirs), and the 4 on h16 (4 files)
//     not near: no component lost, 2 pieces near, 2·12 = 24;
//   - the same with the pyramid's 49 and 16 taken (64, 36, 25 left): 2
//     components, 2·40 = 80, and 24, 104;
//   - Even's 36 on d11 (next to it: near, on the ring, a hunter at 1),
//     49 on f14 (near, a hunter at 2), 2 on a9 (near at 3): 3·12 = 36
//     near, 20 for the ring (7 cells of it free), hunters 10·(4-1) +
//     10·(4-2) = 50: 106;
//   - eight Even pieces on c11, d11, e11, c12, e12, c13, e13 (the ring
//     but d13) and d14: near 6 at most, 72; ring 7·20 = 140; one ring cell
//     free, 60; hunters the 16 on e13, 36 on c12 and 64 on e12, each at
//     1, 3·30 = 90: 362;
//   - the pyramid in the corner h16, Even's 36 on g15 and 4 on h15, g16
//     free: near 2·12 = 24, ring 2·20 = 40, one free cell 60, the 36 a
//     hunter at 1, 30: 154;
//   - no Odd pyramid: the gate is open, 500;
//   - the Modern rules (no pyramidfirst): 0 in the first position.
func TestPyramidGate(t *testing.T) {
	for _, tc := range []struct {
		name, opts string
		items      []string
		want       int
	}{
		{"complete", "preset=F1", []string{"d12=p190", "d10=R2", "a9=T9", "h16=R4", "a1=S15"}, 24},
		{"two lost", "preset=F1", []string{"d12=p190(64.36.25)", "d10=R2", "a9=T9", "h16=R4", "a1=S15"}, 104},
		{"hunters", "preset=F1", []string{"d12=p190", "d11=R36", "f14=T49", "a9=R2", "a1=S15"}, 106},
		{"crowded", "preset=F1", []string{"d12=p190", "c11=R2", "d11=R4", "e11=R6", "c13=R8", "e13=R16", "c12=R36", "e12=R64", "d14=T6"}, 362},
		{"corner", "preset=F1", []string{"h16=p190", "g15=R36", "h15=R4", "a1=S15"}, 154},
		{"open", "preset=F1", []string{"d12=s361", "d10=R2", "a9=T9", "h16=R4", "a1=S15"}, 500},
		{"modern", "", []string{"d12=p190", "d10=R2", "a9=T9", "h16=R4", "a1=S15"}, 0},
	} {
		p := build(t, tc.opts, "e", tc.items...)
		if got := p.pyramidGate(Even); got != tc.want {
			t.Errorf("%s: pyramidGate = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestEvaluatePyramidGate checks that Evaluate counts the gate: Even's 9
// on a9 (a king's distance 3 from Odd's pyramid on d12) or on a16 (4
// ranks off), both in Odd's half (20 either way), in no proportion with
// Even's 2 and 4 (2, 4, 9: 4-2 ≠ 9-4, 4² ≠ 18, 4·11 ≠ 2·2·9), besieging
// nothing and besieged by nothing: the positions differ by one piece
// near the pyramid, 12.
func TestEvaluatePyramidGate(t *testing.T) {
	near := build(t, "preset=F1", "e", "d12=p190", "d10=R2", "a9=T9", "h16=R4", "a1=S15")
	far := build(t, "preset=F1", "e", "d12=p190", "d10=R2", "a16=T9", "h16=R4", "a1=S15")
	if got := Evaluate(near, Even) - Evaluate(far, Even); got != 12 {
		t.Errorf("the 9 near the pyramid is worth %d, want 12", got)
	}
}

// TestEvaluateReplacementThreat: in F1 only new relations capture in
// place, but a standing one may be taken by replacement (spec §5.5 B), so
// it is a threat. Even's round 16 on c5 reaches d6 with its one diagonal
// step: Odd's triangle 16 there is taken by equality. On a8 it is not (3
// files off), and the triangle reaches c5 from neither cell (2 cells
// orthogonally or a knight's leap: d8, d4, b6, f6, b5, b7, c4, c8, e4,
// e8, f5, f7 from d6; a6, a10, c8, b6, c7, c9, b10 from a8); both cells are
// in Even's half (20 to Odd either way) and no pyramid stands (the gate
// is open, 500, for both sides either way). The evaluations differ by the
// triangle's worth, 200 + 16, halved with Even to move, quartered with
// Odd; without replacement by nothing.
func TestEvaluateReplacementThreat(t *testing.T) {
	for _, tc := range []struct {
		opts, toMove string
		want         int
	}{{"preset=F1", "e", 216 / 2}, {"preset=F1", "o", 216 / 4}, {"preset=F1,replacement=false", "e", 0}} {
		near := build(t, tc.opts, tc.toMove, "c5=R16", "d6=t16", "a1=S15", "h16=s361")
		far := build(t, tc.opts, tc.toMove, "c5=R16", "a8=t16", "a1=S15", "h16=s361")
		if got := Evaluate(near, Even) - Evaluate(far, Even); got != tc.want {
			t.Errorf("%s, %s to move: the threatened 16 is worth %d, want %d", tc.opts, tc.toMove, got, tc.want)
		}
	}
}

// TestEvaluatePyramidThreat: in F1 (pyramidfirst) Even's round 36 on c5
// reaches Odd's pyramid on d6 with its diagonal step and may take its
// component 36 by equality, by replacement; on c4 it does not (not on a
// line with d6). Both cells are within 3 of the pyramid (one piece near
// it for the gate either way); the pyramid, a queen of 1 to 3 cells,
// reaches c5 but captures only as 190 (complete) and not 36. With the
// five components, the threat is the component's number and its step
// through the gate, 36 + 40 = 76, halved with Even to move: 38. With the
// 36 alone left, taking it whole (its total is 36) ends the pyramid: 36,
// 100 off the board and the open gate, 500: 636, halved 318. On c5 the
// 36, a hunter, is next to the pyramid, on c4 two cells off: the gate
// counts 20 more for the ring and 10·(4-1) - 10·(4-2) = 10 more for the
// hunter, 30.
func TestEvaluatePyramidThreat(t *testing.T) {
	for _, tc := range []struct {
		pyr  string
		want int
	}{{"d6=p190", 76/2 + 30}, {"d6=p190(36)", 636/2 + 30}} {
		near := build(t, "preset=F1", "e", "c5=R36", tc.pyr, "a1=S15", "h16=s361")
		far := build(t, "preset=F1", "e", "c4=R36", tc.pyr, "a1=S15", "h16=s361")
		if got := Evaluate(near, Even) - Evaluate(far, Even); got != tc.want {
			t.Errorf("%s: the threat on the pyramid is worth %d, want %d", tc.pyr, got, tc.want)
		}
	}
}
