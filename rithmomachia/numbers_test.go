package rithmomachia

import (
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// TestNumbersFromSeeds checks spec §2.1 and §11.1: the 48 numbers follow
// from the seeds by the six formulas. The expected rows are the table of
// spec §2.1 (source L116-L186).
func TestNumbersFromSeeds(t *testing.T) {
	want := map[variant.Side][6][4]int{
		Even: {{2, 4, 6, 8}, {4, 16, 36, 64}, {6, 20, 42, 72}, {9, 25, 49, 81}, {15, 45, 91, 153}, {25, 81, 169, 289}},
		Odd:  {{3, 5, 7, 9}, {9, 25, 49, 81}, {12, 30, 56, 90}, {16, 36, 64, 100}, {28, 66, 120, 190}, {49, 121, 225, 361}},
	}
	for side, rows := range want {
		for o, row := range rows {
			for i, x := range Seeds(side) {
				if got := OrderNumber(Order(o), x); got != row[i] {
					t.Errorf("%s %s seed %d: %d, want %d", sideName(side), Order(o), x, got, row[i])
				}
			}
		}
	}
	men := Men()
	if len(men) != 48 {
		t.Fatalf("%d men, want 48", len(men))
	}
	for _, m := range men {
		seeds := Seeds(m.Side)
		if m.Number != want[m.Side][m.Order][slices.Index(seeds[:], m.Seed)] {
			t.Errorf("%s has number %d", m.ID, m.Number)
		}
	}
}

// TestArmies checks spec §2.1: each side has 8 rounds, 8 triangles, 7
// squares and 1 pyramid; the pyramids are Even's 91 and Odd's 190.
func TestArmies(t *testing.T) {
	for _, side := range []variant.Side{Even, Odd} {
		var n [4]int
		for _, m := range Men() {
			if m.Side == side {
				n[m.Shape]++
				if m.Shape == Pyramid && m.Number != [2]int{91, 190}[side] {
					t.Errorf("%s pyramid is %d", sideName(side), m.Number)
				}
			}
		}
		if n != [4]int{8, 8, 7, 1} {
			t.Errorf("%s has rounds, triangles, squares, pyramids %v; want [8 8 7 1]", sideName(side), n)
		}
	}
}

// TestTotals checks spec §11.1: Even 1312, Odd 1752 (source L1176); the
// pyramids 91 = 1+4+...+36 and 190 = 16+...+64; the standards.
func TestTotals(t *testing.T) {
	if Total(Even) != 1312 || Total(Odd) != 1752 {
		t.Errorf("totals %d %d, want 1312 1752", Total(Even), Total(Odd))
	}
	for side, want := range [2]int{91, 190} {
		sum := 0
		for _, c := range Components(variant.Side(side)) {
			sum += c.Number
		}
		if sum != want {
			t.Errorf("%s pyramid components sum to %d, want %d", sideName(variant.Side(side)), sum, want)
		}
	}
	if StandardSize(Even) != 130 || StandardSize(Odd) != 174 {
		t.Errorf("standards %d %d, want 130 174", StandardSize(Even), StandardSize(Odd))
	}
	// The source's table of standards (L1184-L1204): 130·k and 174·k.
	evenTable := []int{130, 260, 390, 520, 650, 780, 910, 1040, 1170, 1300}
	oddTable := []int{174, 348, 522, 696, 870, 1044, 1218, 1392, 1566, 1740}
	for k := 1; k <= 10; k++ {
		if StandardSize(Even)*k != evenTable[k-1] || StandardSize(Odd)*k != oddTable[k-1] {
			t.Errorf("standard row %d differs", k)
		}
	}
}

// TestSharedNumbers checks spec §11.1: the numbers both sides have are the
// F2 equality list 9 16 25 36 49 64 81 (source L907), and there are 35
// distinct numbers.
func TestSharedNumbers(t *testing.T) {
	has := [2]map[int]bool{{}, {}}
	for _, m := range Men() {
		has[m.Side][m.Number] = true
	}
	var shared []int
	for n := range has[Even] {
		if has[Odd][n] {
			shared = append(shared, n)
		}
	}
	slices.Sort(shared)
	if want := []int{9, 16, 25, 36, 49, 64, 81}; !slices.Equal(shared, want) {
		t.Errorf("shared numbers %v, want %v", shared, want)
	}
	want := []int{2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 20, 25, 28, 30, 36, 42, 45, 49, 56, 64, 66, 72, 81, 90, 91, 100, 120, 121, 153, 169, 190, 225, 289, 361}
	if got := Numbers(); !slices.Equal(got, want) {
		t.Errorf("distinct numbers %v, want %v", got, want)
	}
}

// TestRatios checks the superparticular and superpartient ratios of spec
// §11.1 (source L728-L779) by cross-multiplication.
func TestRatios(t *testing.T) {
	ratio := func(a, b int, num, den int) bool { return a*den == b*num }
	type row struct {
		hi, lo   Order
		even     [4][2]int
		odd      [4][2]int
		ratioFor string
	}
	rows := []row{
		{T1, R2, [4][2]int{{3, 2}, {5, 4}, {7, 6}, {9, 8}}, [4][2]int{{4, 3}, {6, 5}, {8, 7}, {10, 9}}, "T1/R2"},
		{T2, T1, [4][2]int{{3, 2}, {5, 4}, {7, 6}, {9, 8}}, [4][2]int{{4, 3}, {6, 5}, {8, 7}, {10, 9}}, "T2/T1"},
		{S1, T2, [4][2]int{{5, 3}, {9, 5}, {13, 7}, {17, 9}}, [4][2]int{{7, 4}, {11, 6}, {15, 8}, {19, 10}}, "S1/T2"},
		{S2, S1, [4][2]int{{5, 3}, {9, 5}, {13, 7}, {17, 9}}, [4][2]int{{7, 4}, {11, 6}, {15, 8}, {19, 10}}, "S2/S1"},
	}
	for _, r := range rows {
		for side, want := range [2][4][2]int{r.even, r.odd} {
			for i, x := range Seeds(variant.Side(side)) {
				hi, lo := OrderNumber(r.hi, x), OrderNumber(r.lo, x)
				if !ratio(hi, lo, want[i][0], want[i][1]) {
					t.Errorf("%s seed %d: %d/%d is not %d:%d", r.ratioFor, x, hi, lo, want[i][0], want[i][1])
				}
			}
		}
	}
	// The "plain number" rows: the roots of S2 (5 9 13 17 / 7 11 15 19)
	// and S2 - S1 (10 36 78 136 / 21 55 105 171).
	roots := [2][4]int{{5, 9, 13, 17}, {7, 11, 15, 19}}
	diffs := [2][4]int{{10, 36, 78, 136}, {21, 55, 105, 171}}
	for side := range 2 {
		for i, x := range Seeds(variant.Side(side)) {
			if OrderNumber(S2, x) != roots[side][i]*roots[side][i] || OrderNumber(S2, x)-OrderNumber(S1, x) != diffs[side][i] {
				t.Errorf("plain numbers of seed %d wrong", x)
			}
		}
	}
}

// TestCommonVictoryExamples checks the examples of spec §11.1 with the
// common-victory tests (spec §5.9, D28).
func TestCommonVictoryExamples(t *testing.T) {
	honour := []int{2, 4, 6, 8, 4, 16, 45, 15}
	if !Honour(honour, 100, 8, false) || Honour(honour, 101, 8, false) {
		t.Error("honour: 2+4+6+8+4+16+45+15 is exactly 100 in 8 men")
	}
	hq := []int{2, 4, 6, 8, 4, 6, 9, 64}
	sum, dig := 0, 0
	for _, x := range hq {
		sum += x
		dig += digits(x)
	}
	if sum != 103 || dig != 9 {
		t.Errorf("honour and quarrel example: %d in %d characters, want 103 in 9", sum, dig)
	}
	if !HonourAndQuarrel(hq, 100, 8, 9) || HonourAndQuarrel(hq, 104, 8, 9) {
		t.Error("honour and quarrel: 103 in 8 men and 9 characters")
	}
	// "Not 100 upon one man": a single entry of 100 or more does not count.
	if HonourAndQuarrel([]int{120, 2, 4, 6, 8, 4, 6, 9}, 100, 8, 9) {
		t.Error("honour and quarrel must not use an entry of 100 or more")
	}
	// Quarrel: the printed example 2 4 5 8 24 64 sums to 107 (24 is no
	// piece, spec §10); the reading 2 4 6 8 20 64 = 104 in 8 characters.
	printed := []int{2, 4, 5, 8, 24, 64}
	psum := 0
	for _, x := range printed {
		psum += x
	}
	if psum != 107 {
		t.Errorf("printed quarrel example sums to %d, want 107", psum)
	}
	if !Quarrel([]int{2, 4, 6, 8, 20, 64}, 100, 8) || Quarrel([]int{2, 4, 6, 8, 20, 64}, 105, 8) || Quarrel([]int{2, 4, 6, 8, 20, 64}, 100, 6) {
		t.Error("quarrel: 2 4 6 8 20 64 is 104 in 8 characters; in 6 characters at most 98")
	}
}

// TestCossicSigns checks spec §2.3 and §11.2: the derived rule gives every
// sign the source prints (L840-L866) and the table of §2.3.
func TestCossicSigns(t *testing.T) {
	want := map[string]Signs{
		"ER1-2": SignRoot, "ER1-4": SignRoot, "ER1-6": SignRoot, "ER1-8": SignRoot, "ER2-4": SignRoot,
		"ET1-6": SignRoot, "ET2-9": SignRoot | Sign2, "ET2-25": Sign2, "ET2-49": Sign2, "ET2-81": Sign2 | Sign4,
		"ES1-15": SignRoot, "ES2-25": Sign2, "ES2-81": Sign2 | Sign4,
		"OR1-3": SignRoot, "OR1-5": SignRoot, "OR1-7": SignRoot, "OR1-9": SignRoot, "OR2-9": SignRoot,
		"OR2-81": Sign2, "OT2-16": Sign2 | Sign4, "OT2-36": Sign2, "OT2-64": Sign2 | Sign3 | Sign6, "OS2-225": Sign2,
	}
	for _, m := range Men() {
		if got := SignsOf(m); got != want[m.ID] {
			t.Errorf("%s bears %q, want %q", m.ID, got, want[m.ID])
		}
	}
	// The source's prints, as signs per number within an order.
	printed := map[string]string{"T2 81": "{2}{4}", "T2 9": "{r}{2}", "T2 64": "{2}{3}{6}", "T2 16": "{2}{4}", "T2 100": "", "S1 15": "{r}", "S2 81": "{2}{4}", "S2 225": "{2}", "S2 361": ""}
	for _, m := range Men() {
		if s, ok := printed[m.Order.String()+" "+itoa(m.Number)]; ok && SignsOf(m).String() != s {
			t.Errorf("%s: %q, the source prints %q", m.ID, SignsOf(m), s)
		}
	}
}

// TestCossicPairs checks spec §11.2: the cross-side (root, power) pairs
// with exponents 2, 3, 4, 6 are exactly the 12 of the table at L1057-L1068
// (testdata/fulke_tables.txt).
func TestCossicPairs(t *testing.T) {
	type pair struct{ root, power, k int }
	got := map[pair]bool{}
	for _, a := range Men() {
		for _, b := range Men() {
			if a.Side == b.Side || a.Shape == Pyramid || b.Shape == Pyramid {
				continue
			}
			for _, k := range []int{2, 3, 4, 6} {
				if power(a.Number, k, b.Number) == b.Number {
					got[pair{a.Number, b.Number, k}] = true
					// and the engine's cossic test agrees
					if !CossicPair(a.Number, SignsOf(a), b.Number, SignsOf(b)) {
						t.Errorf("%s and %s: no cossic pair", a.ID, b.ID)
					}
				}
			}
		}
	}
	want := map[pair]bool{}
	for _, line := range tableSection(t, "To take by cossicall signes", "") {
		var root, pw, k int
		if n, _ := sscanf(line, "%d %d{%d}", &root, &pw, &k); n == 3 {
			want[pair{root, pw, k}] = true
		}
	}
	if len(want) != 12 || len(got) != 12 {
		t.Fatalf("%d printed pairs, %d enumerated; want 12 and 12", len(want), len(got))
	}
	for p := range want {
		if !got[p] {
			t.Errorf("printed pair %v not enumerated", p)
		}
	}
}

// TestProportionDefinitions checks the examples of spec §11.3 and the
// source's definitions (L222-L251, L1303-L1309).
func TestProportionDefinitions(t *testing.T) {
	cases := []struct {
		a, b, c int
		want    Proportion
	}{
		{2, 4, 6, Arithmetic}, {5, 25, 45, Arithmetic}, {2, 4, 8, Geometric}, {4, 6, 9, Geometric},
		{5, 10, 20, Geometric}, {3, 4, 6, Musical}, {25, 45, 225, Musical}, {6, 8, 12, Musical},
		{2, 12, 72, Geometric}, // L235 prints 3 12 72 (erratum, spec §10)
		{3, 12, 72, 0}, {4, 4, 8, 0},
	}
	for _, c := range cases {
		if got := Proportion3(c.a, c.b, c.c); got != c.want {
			t.Errorf("%d %d %d: %s, want %s", c.a, c.b, c.c, got, c.want)
		}
	}
	// 2 3 4 6: 2 3 4 arithmetic, 2 3 6 musical, 2·6 = 3·4 geometric: a
	// great victory (L247-L251).
	if got := Proportion4(2, 3, 4, 6); got != Arithmetic|Geometric|Musical || Grade(2, 3, 4, 6) != 3 {
		t.Errorf("2 3 4 6: %s, grade %d", got, Grade(2, 3, 4, 6))
	}
	if Grade(2, 4, 8, 16) != 0 {
		t.Error("four numbers with one kind only score nothing")
	}
	// The musical test equals c/a = (c-b)/(b-a) (L241) and a/c = (b-a)/(c-b)
	// (L1309), in cross-multiplied form, for every triple of numbers.
	ns := Numbers()
	for i, a := range ns {
		for j := i + 1; j < len(ns); j++ {
			for k := j + 1; k < len(ns); k++ {
				b, c := ns[j], ns[k]
				m := Proportion3(a, b, c)&Musical != 0
				if m != (c*(b-a) == a*(c-b)) || m != (a*(c-b) == c*(b-a)) {
					t.Fatalf("%d %d %d: musical forms disagree", a, b, c)
				}
				if Proportion3(a, b, c).Count() > 1 {
					t.Errorf("%d %d %d has %s: more than one kind", a, b, c, Proportion3(a, b, c))
				}
			}
		}
	}
}
