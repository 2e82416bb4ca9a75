package rithmomachia

import (
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// build makes a position for a test: options text, side to move ("e" or
// "o") and pieces as "cell=token" with tokens as in position text ("c4=R6"
// an Even round 6, "d7=t12" an Odd triangle 12, "b2=P91(36.25)" a pyramid
// with two components). Extra fields (prisoners, ledgers, state) may
// follow as "prisoners:...", "ledgers:...", "state:...".
func build(t testing.TB, opts, toMove string, items ...string) Position {
	t.Helper()
	text := buildText(t, opts, toMove, items...)
	p, err := Parse(text, Rithmomachia.DefaultOptions())
	if err != nil {
		t.Fatalf("build %q: %v", text, err)
	}
	return p
}

// buildText writes the position text of build without reading it.
func buildText(t testing.TB, opts, toMove string, items ...string) string {
	t.Helper()
	o, err := Rithmomachia.ParseOptions(opts)
	if err != nil {
		t.Fatal(err)
	}
	ranks := o.Int("length")
	g := geometries[ranks-minRanks]
	cells := map[board.Cell]string{}
	prisoners, ledgers, state := "-", "-", "-"
	for _, it := range items {
		switch {
		case strings.HasPrefix(it, "prisoners:"):
			prisoners = strings.TrimPrefix(it, "prisoners:")
			continue
		case strings.HasPrefix(it, "ledgers:"):
			ledgers = strings.TrimPrefix(it, "ledgers:")
			continue
		case strings.HasPrefix(it, "state:"):
			state = strings.TrimPrefix(it, "state:")
			continue
		}
		sq, tok, _ := strings.Cut(it, "=")
		c, err := g.Parse(sq)
		if err != nil {
			t.Fatal(err)
		}
		cells[c] = tok
	}
	var b strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		for f := range 8 {
			if tok, ok := cells[g.CellAt(board.Coord{File: f, Rank: r})]; ok {
				b.WriteString(tok)
			} else {
				b.WriteByte('.')
			}
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + toMove + " " + prisoners + " " + ledgers + " " + state + " {" + opts + "}"
}

func mustNew(t testing.TB, opts string) Position {
	t.Helper()
	p, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// idAt returns the spec ID(s) of the man on a cell ("" if empty).
func idAt(p Position, sq string) string {
	c, err := p.r.geo.Parse(sq)
	if err != nil || p.cell[c] == 0 {
		return ""
	}
	return kinds[codeKind(p.cell[c])].ids
}

// TestArrays checks spec §3.5 for every preset and length: 24 pieces per
// side (8 rounds, 8 triangles, 7 squares, 1 pyramid), sums 1312 and 1752,
// complete pyramids, every piece in its own home half.
func TestArrays(t *testing.T) {
	opts := []string{"preset=F1", "preset=F2", "preset=F3", "preset=Modern", "preset=Italian",
		"preset=F1,oddorder=symmetric", "preset=F1,offset=3", "preset=F1,offset=1,length=10"}
	for l := 10; l <= 16; l++ {
		opts = append(opts, "preset=F3,length="+itoa(l))
	}
	for _, o := range opts {
		p := mustNew(t, o)
		var shapes [2][4]int
		var sum [2]int
		for c := range p.r.ranks * 8 {
			code := p.cell[c]
			if code == 0 {
				continue
			}
			s := codeOwner(code)
			k := codeKind(code)
			shapes[s][kinds[k].shape]++
			sum[s] += p.valueWhole(uint8(c))
			if kinds[k].side != s {
				t.Errorf("%s: a converted man at the start", o)
			}
			if !p.r.half[s].Has(board.Cell(c)) {
				t.Errorf("%s: %s stands outside its half on %s", o, kinds[k].ids, p.r.geo.Name(board.Cell(c)))
			}
		}
		for s := range 2 {
			if shapes[s] != [4]int{8, 8, 7, 1} {
				t.Errorf("%s: side %d shapes %v", o, s, shapes[s])
			}
			if p.comps[s] != pyrComplete[s] {
				t.Errorf("%s: pyramid %d incomplete", o, s)
			}
		}
		if sum != [2]int{1312, 1752} {
			t.Errorf("%s: sums %v, want [1312 1752]", o, sum)
		}
	}
}

// TestWedgeF1 checks the F1 array of spec §3.2 (offset 2, literal order)
// against the spec's list.
func TestWedgeF1(t *testing.T) {
	p := mustNew(t, "preset=F1")
	want := map[string]string{
		"a3": "ES2-289", "b3": "ES2-169", "g3": "ES2-81", "h3": "ES2-25",
		"a4": "ES1-153", "b4": "EP-91", "g4": "ES1-45", "h4": "ES1-15",
		"c4": "ET2-49", "d4": "ET1-42", "e4": "ET1-20", "f4": "ET2-25",
		"a5": "ET2-81", "b5": "ET1-72", "g5": "ET1-6", "h5": "ET2-9",
		"c5": "ER2-64", "d5": "ER2-36", "e5": "ER2-16", "f5": "ER1-4/ER2-4",
		"c6": "ER1-8", "d6": "ER1-6", "e6": "ER1-4/ER2-4", "f6": "ER1-2",
		"c11": "OR1-3", "d11": "OR1-5", "e11": "OR1-7", "f11": "OR1-9/OR2-9",
		"a12": "OT2-16", "b12": "OT1-12", "c12": "OR1-9/OR2-9", "d12": "OR2-25", "e12": "OR2-49", "f12": "OR2-81", "g12": "OT1-90", "h12": "OT2-100",
		"a13": "OS1-28", "b13": "OS1-66", "c13": "OT1-30", "d13": "OT2-36", "e13": "OT1-56", "f13": "OT2-64", "g13": "OS1-120", "h13": "OP-190",
		"a14": "OS2-49", "b14": "OS2-121", "g14": "OS2-225", "h14": "OS2-361",
	}
	n := 0
	for c := range p.r.ranks * 8 {
		if p.cell[c] != 0 {
			n++
		}
	}
	if n != len(want) {
		t.Errorf("%d pieces, want %d", n, len(want))
	}
	for sq, id := range want {
		if got := idAt(p, sq); got != id {
			t.Errorf("%s: %q, want %q", sq, got, id)
		}
	}
	if p.toMove != Even {
		t.Error("F1: Even moves first (D01)")
	}
}

// TestOtherArrays checks spec §3.3 and §3.4: F3 at offset 0 (any length),
// M and I with the symmetric order, F2's natural array.
func TestOtherArrays(t *testing.T) {
	checks := []struct {
		opts  string
		first variant.Side
		cells map[string]string
	}{
		{"preset=F3", Even, map[string]string{"a1": "ES2-289", "b2": "EP-91", "f4": "ER1-2", "c13": "OR1-3", "c15": "OT1-30", "h15": "OP-190", "h16": "OS2-361", "d15": "OT2-36"}},
		{"preset=F3,length=10", Even, map[string]string{"a1": "ES2-289", "c7": "OR1-3", "c9": "OT1-30", "h9": "OP-190", "h10": "OS2-361"}},
		{"preset=Modern", Odd, map[string]string{"a1": "ES2-289", "b1": "ES2-169", "g1": "ES2-81", "h1": "ES2-25",
			"c15": "OT2-36", "d15": "OT1-30", "e15": "OT1-56", "f15": "OT2-64", "g15": "OS1-120", "h15": "OP-190"}},
		{"preset=Italian", Odd, map[string]string{"a1": "ES2-289", "c11": "OR1-3", "c13": "OT2-36", "d13": "OT1-30", "h13": "OP-190", "h14": "OS2-361", "a14": "OS2-49"}},
		{"preset=F2", Even, map[string]string{
			"c16": "OS2-361", "d16": "OS2-225", "e16": "OS2-121", "f16": "OS2-49",
			"c15": "OP-190", "d15": "OS1-120", "e15": "OS1-66", "f15": "OS1-28",
			"c14": "OT2-100", "d14": "OT2-64", "e14": "OT2-36", "f14": "OT2-16",
			"c13": "OT1-90", "d13": "OT1-56", "e13": "OT1-30", "f13": "OT1-12",
			"c12": "OR2-81", "d12": "OR2-49", "e12": "OR2-25", "f12": "OR1-9/OR2-9",
			"c11": "OR1-9/OR2-9", "d11": "OR1-7", "e11": "OR1-5", "f11": "OR1-3",
			"c6": "ER1-2", "d6": "ER1-4/ER2-4", "e6": "ER1-6", "f6": "ER1-8",
			"c5": "ER1-4/ER2-4", "d5": "ER2-16", "e5": "ER2-36", "f5": "ER2-64",
			"c4": "ET1-6", "d4": "ET1-20", "e4": "ET1-42", "f4": "ET1-72",
			"c3": "ET2-9", "d3": "ET2-25", "e3": "ET2-49", "f3": "ET2-81",
			"c2": "ES1-15", "d2": "ES1-45", "e2": "EP-91", "f2": "ES1-153",
			"c1": "ES2-25", "d1": "ES2-81", "e1": "ES2-169", "f1": "ES2-289"}},
	}
	for _, c := range checks {
		p := mustNew(t, c.opts)
		for sq, id := range c.cells {
			if got := idAt(p, sq); got != id {
				t.Errorf("%s %s: %q, want %q", c.opts, sq, got, id)
			}
		}
		if p.toMove != c.first {
			t.Errorf("%s: %s moves first", c.opts, sideName(p.toMove))
		}
		if p.r.geo.Shape().Ranks != map[bool]int{true: 14, false: p.r.opts.Int("length")}[strings.Contains(c.opts, "Italian")] {
			t.Errorf("%s: board %s", c.opts, p.r.geo.Shape())
		}
	}
	if mustNew(t, "preset=Italian").r.geo.Shape() != board.Shape8x14 {
		t.Error("Italian is played on 8x14")
	}
}

// TestSymmetricOrder checks spec §3.1: with the symmetric order the two
// armies are point-symmetric in order and seed rank (each pyramid counted
// as the S1 man it replaces); the literal order breaks it only at the odd
// pair 30/36.
func TestSymmetricOrder(t *testing.T) {
	orderRank := func(p Position, c int) (Order, int) {
		k := codeKind(p.cell[c])
		for _, m := range allMen {
			if kindOf[slices.IndexFunc(allMen[:], func(x Man) bool { return x.ID == m.ID })] == k {
				return m.Order, slices.Index(func() []int { s := Seeds(m.Side); return s[:] }(), m.Seed)
			}
		}
		return 0, -1
	}
	for _, o := range []string{"preset=Modern", "preset=F1"} {
		p := mustNew(t, o)
		broken := 0
		for c := range p.r.ranks * 8 {
			if p.cell[c] == 0 || codeOwner(p.cell[c]) != Even {
				continue
			}
			f, r := c%8, c/8
			mirror := (7 - f) + 8*(p.r.ranks-1-r)
			if p.cell[mirror] == 0 {
				t.Fatalf("%s: no piece opposite %d", o, c)
			}
			eo, er := orderRank(p, c)
			oo, or := orderRank(p, mirror)
			// Duplicate kinds (the two round 4s / 9s) count as either order.
			dup := kinds[codeKind(p.cell[c])].count == 2 || kinds[codeKind(p.cell[mirror])].count == 2
			if eo != oo && !dup || er != or && !dup {
				broken++
			}
		}
		want := 0
		if o == "preset=F1" {
			want = 2
		}
		if broken != want {
			t.Errorf("%s: %d cells break the point symmetry, want %d", o, broken, want)
		}
	}
}

func texts(p Position, ms []Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

func countKinds(p Position) (ordinary, flying int) {
	for _, m := range p.Moves(nil) {
		switch m.kind() {
		case mkMove:
			ordinary++
		case mkFly:
			flying++
		}
	}
	return
}

// TestStartMoveCounts checks spec §11.7.
func TestStartMoveCounts(t *testing.T) {
	cases := []struct {
		opts             string
		ordinary, flying int
	}{
		{"preset=F1", 23, 41},                // Even: EP-91 on b4 has c3, d2, e1
		{"preset=F1,firstmover=odd", 20, 43}, // Odd: OP-190 on h13 is boxed in
		{"preset=F2", 34, 0},                 // SiegeOnly: no leap at the start
		{"preset=F2,firstmover=odd", 34, 0},  //
		{"preset=F3", 12, 0},                 //
		{"preset=F3,firstmover=odd", 12, 0},  //
		{"preset=F3,diagonalmoves", 24, 0},   // "the gamesters so agree"
		{"preset=F3,diagonalmoves,firstmover=odd", 24, 0},
		{"preset=Modern", 10, 0},                 // Black
		{"preset=Modern,firstmover=even", 10, 0}, // White
		// Italian, Odd to move (hand count on 8x14, D8 moves): rounds c11 4
		// (b10 c10 d10 b11), d11 3, e11 3, f11 4 (e10 f10 g10 g11); a12 2
		// (a10, c10), b12 1 (b10), c12 1 (b11), f12 1 (g11), g12 1 (g10),
		// h12 2 (h10, f10), b14 1 (e14), g14 1 (d14): 24.
		{"preset=Italian", 24, 0},
	}
	for _, c := range cases {
		p := mustNew(t, c.opts)
		o, f := countKinds(p)
		if o != c.ordinary || f != c.flying {
			t.Errorf("%s: %d ordinary and %d flying moves, want %d and %d", c.opts, o, f, c.ordinary, c.flying)
		}
	}
	p := mustNew(t, "preset=Modern")
	want := []string{"a14-c12", "b16-e16", "c13-b13", "c13-c12", "d13-d12", "e13-e12", "f13-f12", "f13-g13", "g16-d16", "h14-f12"}
	if got := texts(p, p.Moves(nil)); !slices.Equal(got, want) {
		t.Errorf("Modern, Black's moves %v, want %v", got, want)
	}
	f1 := mustNew(t, "preset=F1")
	var pyr []string
	for _, m := range f1.Moves(nil) {
		if m.from() == f1.pyr[Even] {
			pyr = append(pyr, f1.MoveText(m))
		}
	}
	slices.Sort(pyr)
	if !slices.Equal(pyr, []string{"b4-c3", "b4-d2", "b4-e1"}) {
		t.Errorf("F1 EP-91 moves %v, want c3 d2 e1", pyr)
	}
}

// TestMovementDiagram checks spec §11.6: the letters of the F1 diagram
// (L650-L656) around A, as offsets.
func TestMovementDiagram(t *testing.T) {
	letters := map[string][2]int{
		"K": {-1, 3}, "L": {0, 3}, "M": {1, 3}, "X": {-1, 2}, "F": {0, 2}, "Z": {1, 2},
		"B": {-1, 1}, "S": {0, 1}, "C": {1, 1}, "R": {-3, 0}, "H": {-2, 0}, "Y": {-1, 0}, "A": {0, 0},
		"T": {1, 0}, "I": {2, 0}, "N": {3, 0}, "E": {-1, -1}, "V": {0, -1}, "D": {1, -1}, "W": {2, -1},
		"G": {0, -2}, "Q": {-1, -3}, "P": {0, -3}, "O": {1, -3},
	}
	const af, ar = 3, 8 // A on d9, well inside the 8x16 board
	at := func(off [2]int) string {
		return string(rune('a'+af+off[0])) + itoa(ar+1+off[1])
	}
	dests := func(piece, from string) (ord, fly map[string]bool) {
		p := build(t, "preset=F1", "e", from+"="+piece)
		ord, fly = map[string]bool{}, map[string]bool{}
		for _, m := range p.Moves(nil) {
			to := p.r.geo.Name(board.Cell(m.to()))
			if m.kind() == mkFly {
				fly[to] = true
			} else {
				ord[to] = true
			}
		}
		return
	}
	set := func(ls ...string) map[string]bool {
		m := map[string]bool{}
		for _, l := range ls {
			m[at(letters[l])] = true
		}
		return m
	}
	eq := func(a, b map[string]bool) bool {
		if len(a) != len(b) {
			return false
		}
		for k := range a {
			if !b[k] {
				return false
			}
		}
		return true
	}
	A := at(letters["A"])
	ord, fly := dests("R2", A)
	if !eq(ord, set("B", "C", "D", "E")) || len(fly) != 0 {
		t.Errorf("round from A: %v %v; want B C D E, no flight", ord, fly)
	}
	ord, fly = dests("T6", A)
	if !eq(ord, set("F", "G", "H", "I")) {
		t.Errorf("triangle from A: %v, want F G H I", ord)
	}
	knight := map[string]bool{}
	for _, d := range board.KnightJumps {
		knight[at([2]int{d.File, d.Rank})] = true
	}
	if !eq(fly, knight) || !fly[at(letters["X"])] || !fly[at(letters["W"])] {
		t.Errorf("triangle flies %v; want the knight's draught, X and W among them", fly)
	}
	ord, fly = dests("S15", A)
	if !eq(ord, set("L", "N", "P", "R")) {
		t.Errorf("square from A: %v, want L N P R", ord)
	}
	for _, l := range []string{"K", "M", "Q", "O"} {
		if !fly[at(letters[l])] {
			t.Errorf("square from A does not fly to %s", l)
		}
	}
	_, fly = dests("S15", at(letters["P"]))
	if !fly[at(letters["Y"])] || !fly[at(letters["T"])] {
		t.Errorf("square from P flies %v; want Y and T among them", fly)
	}
	// The pyramid moves like the queen, not above four spaces counted with
	// its own: 1 to 3 in 8 directions, and does not fly (D08).
	ord, fly = dests("P91", A)
	if len(ord) != 24 || len(fly) != 0 {
		t.Errorf("pyramid from A: %d moves, %d leaps; want 24 and 0", len(ord), len(fly))
	}
}

// TestStartForeignOptions: options Rithmomachia did not make (the zero
// Options, another variant's) give the default rules rather than a panic
// in compile, and its own options are kept.
func TestStartForeignOptions(t *testing.T) {
	def := Start(Rithmomachia.DefaultOptions())
	// Another variant with an option of the same name and other values.
	other := &variant.Variant{Name: "other", Options: []variant.OptionSpec{choiceOpt("rules", "", "x", "x", "y")}}
	for name, o := range map[string]variant.Options{"zero": {}, "other": other.DefaultOptions()} {
		if got := Start(o); got.String() != def.String() {
			t.Errorf("Start(%s options) = %s, want the default start %s", name, got, def)
		}
	}
	o, err := Rithmomachia.ParseOptions("preset=F3,length=12")
	if err != nil {
		t.Fatal(err)
	}
	if got := Start(o).Options().String(); got != o.String() {
		t.Errorf("Start(F3 options) has options %q, want %q", got, o)
	}
}
