package rithmomachia

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
)

// An independent, deliberately naive model of the capture rules (spec
// §5.2, §5.3, §6.3, §7), written from the spec without the engine's
// machinery: pieces in a map, reaches by walking cell by cell, every pair
// and subset tried. The engine's captures after an ordinary move must be
// exactly the model's.

type nPiece struct {
	owner  variant.Side
	shape  Shape
	number int // a man's number; a pyramid's nominal total
	signs  Signs
	comps  []Component // a pyramid's present components
	full   bool        // a pyramid is complete
}

type nBoard struct {
	ranks int
	cells map[[2]int]nPiece
	o     variant.Options
}

type nSpec struct {
	dirs [][2]int
	k    int
}

var dirs8 = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

func nDirs(name string, diag bool) [][2]int {
	switch name {
	case "orthogonal":
		if diag {
			return dirs8
		}
		return [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	case "diagonal":
		return [][2]int{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	}
	return dirs8
}

func (b *nBoard) specs(pc nPiece) []nSpec {
	o := b.o
	diag := o.Bool("diagonalmoves")
	shapeSpec := func(s Shape) nSpec {
		return nSpec{nDirs(o.Get([]string{"round", "triangle", "square"}[s]), diag), int(s) + 1}
	}
	if pc.shape != Pyramid {
		return []nSpec{shapeSpec(pc.shape)}
	}
	switch o.Get("pyramid") {
	case "queen":
		return []nSpec{{dirs8, 1}, {dirs8, 2}, {dirs8, 3}}
	case "square":
		return []nSpec{shapeSpec(Square)}
	}
	has := map[Shape]bool{}
	for _, c := range pc.comps {
		has[c.Shape] = true
	}
	var out []nSpec
	for s := Square; ; s-- {
		if has[s] {
			out = append(out, shapeSpec(s))
			if o.Get("pyramid") == "largest" {
				return out
			}
		}
		if s == Round {
			return out
		}
	}
}

func (b *nBoard) on(x, y int) bool { return x >= 0 && x < 8 && y >= 0 && y < b.ranks }

// reaches walks the slides of the piece on c and reports whether one ends
// on t (spec §4.1).
func (b *nBoard) reaches(c, t [2]int) bool {
	pc := b.cells[c]
	for _, sp := range b.specs(pc) {
		for _, d := range sp.dirs {
			ok := true
			for j := 1; j < sp.k; j++ {
				if _, occ := b.cells[[2]int{c[0] + j*d[0], c[1] + j*d[1]}]; occ && !b.o.Bool("leapover") {
					ok = false
				}
			}
			if ok && [2]int{c[0] + sp.k*d[0], c[1] + sp.k*d[1]} == t {
				return true
			}
		}
	}
	return false
}

// capValues are the numbers a piece captures with.
func (b *nBoard) capValues(pc nPiece) []int {
	if pc.shape != Pyramid {
		return []int{pc.number}
	}
	rules := b.o.Get("rules")
	var out []int
	cur := 0
	for _, c := range pc.comps {
		cur += c.Number
	}
	if b.o.Get("pyramidvalue") == "current" {
		if cur > 0 {
			out = append(out, cur)
		}
	} else if pc.full {
		out = append(out, pc.number)
	}
	if rules == "modern" || rules == "italian" {
		for _, c := range pc.comps {
			out = append(out, c.Number)
		}
	}
	return out
}

// moveDirs returns every direction of a piece's moves.
func (b *nBoard) moveDirs(pc nPiece) map[[2]int]bool {
	m := map[[2]int]bool{}
	for _, sp := range b.specs(pc) {
		for _, d := range sp.dirs {
			m[d] = true
		}
	}
	return m
}

type nTarget struct {
	c    [2]int
	comp int // 0: the whole piece
}

// instances lists every relation instance by which side s takes the target
// value tv of the piece on t, each as a key naming the relation, the
// capturers' cells and the spaces (spec §5.5 A.1: an instance's identity).
func (b *nBoard) instances(s variant.Side, t [2]int, tv int, tsigns Signs) []string {
	var out []string
	key := func(rel string, cells ...[2]int) {
		slices.SortFunc(cells, func(x, y [2]int) int {
			if x[0] != y[0] {
				return x[0] - y[0]
			}
			return x[1] - y[1]
		})
		out = append(out, fmt.Sprint(rel, cells))
	}
	o := b.o
	rules := o.Get("rules")
	var reach, adj []nPiece
	var reachC, adjC [][2]int
	for c, pc := range b.cells {
		if pc.owner != s {
			continue
		}
		if b.reaches(c, t) {
			reach = append(reach, pc)
			reachC = append(reachC, c)
		}
		dx, dy := t[0]-c[0], t[1]-c[1]
		if max(abs(dx), abs(dy)) == 1 && !(rules == "fulke3" && o.Get("deceit") == "orthogonal" && dx != 0 && dy != 0) {
			adj = append(adj, pc)
			adjC = append(adjC, c)
		}
	}
	pairs := func(rel string, list []nPiece, cells [][2]int, f func(x, y int) bool) bool {
		found := false
		for i := range list {
			for j := i + 1; j < len(list); j++ {
				for _, x := range b.capValues(list[i]) {
					for _, y := range b.capValues(list[j]) {
						if f(x, y) {
							// The key pairs each cell with its value, in
							// cell order, whatever the map's order.
							a, c := fmt.Sprint(cells[i], x), fmt.Sprint(cells[j], y)
							if a > c {
								a, c = c, a
							}
							out = append(out, rel+a+c)
							found = true
						}
					}
				}
			}
		}
		return found
	}
	for i, pc := range reach {
		if slices.Contains(b.capValues(pc), tv) {
			key("equal", reachC[i]) // equality, meeting
		}
		if rules == "fulke2" && pc.shape != Pyramid && CossicPair(pc.number, pc.signs, tv, tsigns) {
			key("cossic", reachC[i])
		}
	}
	add := func(x, y int) bool { return x+y == tv }
	sub := func(x, y int) bool { return x-y == tv || y-x == tv }
	switch rules {
	case "fulke1", "fulke2":
		list, cells := reach, reachC
		if rules == "fulke2" && o.Get("additiongeometry") == "adjacent" {
			list, cells = adj, adjC
		}
		pairs("add", list, cells, add)
		pairs("sub", list, cells, sub)
		if rules == "fulke1" && o.Get("f1arithmetic") == "twomen" {
			pairs("muldiv", reach, reachC, func(x, y int) bool {
				return x*y == tv || x == tv*y || y == tv*x
			})
		}
	case "fulke3":
		pairs("deceit", adj, adjC, add)
	case "modern", "italian":
		pairs("sub", reach, reachC, sub)
		// Ambush: subsets of two or more, one value each.
		maxN := o.Int("ambushmax")
		if maxN == 0 {
			maxN = len(reach)
		}
		var rec func(i, sum int, cells [][2]int)
		rec = func(i, sum int, cells [][2]int) {
			if sum == tv && len(cells) >= 2 {
				key("ambush", slices.Clone(cells)...)
			}
			if i == len(reach) || len(cells) == maxN {
				return
			}
			for _, v := range b.capValues(reach[i]) {
				rec(i+1, sum+v, append(slices.Clone(cells), reachC[i]))
			}
			rec(i+1, sum, cells)
		}
		rec(0, 0, nil)
	}
	if (rules == "fulke1" && o.Bool("proportioncapture")) || rules == "italian" || o.Bool("proportioncapture") {
		pairs("proportion", reach, reachC, func(x, y int) bool { return Proportion3(x, y, tv) != 0 })
	}
	// Lines: walk from the target in each direction to the first piece.
	for _, d := range dirs8 {
		for j := 1; ; j++ {
			c := [2]int{t[0] + j*d[0], t[1] + j*d[1]}
			if !b.on(c[0], c[1]) {
				break
			}
			pc, occ := b.cells[c]
			if !occ {
				continue
			}
			if pc.owner == s {
				for _, x := range b.capValues(pc) {
					spaces := j - 1
					switch {
					case (rules == "fulke2" || rules == "fulke1" && o.Get("f1arithmetic") == "spaces" || rules == "fulke3") &&
						spaces >= 1 && x < tv && x*spaces == tv:
						key(fmt.Sprint("mul", spaces), c)
					case (rules == "fulke2" || rules == "fulke1" && o.Get("f1arithmetic") == "spaces") &&
						spaces >= 1 && x > tv && x == tv*spaces:
						key(fmt.Sprint("div", spaces), c)
					case (rules == "modern" || rules == "italian") && b.moveDirs(pc)[[2]int{-d[0], -d[1]}] &&
						(x*(j+1) == tv || x == tv*(j+1)):
						key(fmt.Sprint("assault", j), c)
					}
				}
			}
			break
		}
	}
	return out
}

// besieged is the model's oblivion / siege (no look-ahead).
func (b *nBoard) besieged(s variant.Side, t [2]int) bool {
	pc := b.cells[t]
	if b.o.Get("rules") == "fulke3" {
		ds := [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
		if b.o.Bool("diagonalmoves") {
			ds = dirs8
		}
		for _, d := range ds {
			c := [2]int{t[0] + d[0], t[1] + d[1]}
			if !b.on(c[0], c[1]) {
				if !b.o.Bool("edgeblocks") {
					return false
				}
				continue
			}
			if q, ok := b.cells[c]; !ok || q.owner != s {
				return false
			}
		}
		return true
	}
	for _, sp := range b.specs(pc) {
		for _, d := range sp.dirs {
			if !b.on(t[0]+sp.k*d[0], t[1]+sp.k*d[1]) {
				if !b.o.Bool("edgeblocks") {
					return false
				}
				continue
			}
			blocked := false
			for j := 1; j <= sp.k; j++ {
				if j < sp.k && b.o.Bool("leapover") {
					continue
				}
				if q, ok := b.cells[[2]int{t[0] + j*d[0], t[1] + j*d[1]}]; ok {
					if q.owner != s {
						return false
					}
					blocked = true
					break
				}
			}
			if !blocked {
				return false
			}
		}
	}
	return true
}

func modelOf(p Position) *nBoard {
	b := &nBoard{ranks: p.r.ranks, cells: map[[2]int]nPiece{}, o: p.r.opts}
	for c := range p.r.ranks * 8 {
		code := p.cell[c]
		if code == 0 {
			continue
		}
		k := codeKind(code)
		pc := nPiece{owner: codeOwner(code), shape: kinds[k].shape, number: kinds[k].number}
		id := strings.Split(kinds[k].ids, "/")[0]
		if m, ok := manByID(id); ok {
			pc.signs = SignsOf(m)
		}
		if pc.shape == Pyramid {
			side := kinds[k].side
			for i, comp := range Components(side) {
				if p.comps[side]&(1<<i) != 0 {
					pc.comps = append(pc.comps, comp)
				}
			}
			pc.full = len(pc.comps) == len(Components(side))
		}
		f, r := coord(uint8(c))
		b.cells[[2]int{f, r}] = pc
	}
	return b
}

// captures returns the model's captures of side s after the move from ->
// to, as the engine writes them ("c5", "d4/16"), sorted.
func (b *nBoard) captures(s variant.Side, from, to [2]int) []string {
	b0 := &nBoard{ranks: b.ranks, cells: maps.Clone(b.cells), o: b.o}
	b.cells[to] = b.cells[from]
	delete(b.cells, from)
	// takes reports whether the target value has an instance that counts:
	// any (allrelations), one not standing before the move (newrelations),
	// one of the moved piece (movedpieceonly), spec §5.5 A.1, D18.
	takes := func(c [2]int, tv int, signs Signs) bool {
		now := b.instances(s, c, tv, signs)
		switch b.o.Get("timing") {
		case "newrelations":
			before := b0.instances(s, c, tv, signs)
			for _, k := range now {
				if !slices.Contains(before, k) {
					return true
				}
			}
			return false
		case "movedpieceonly":
			mark := fmt.Sprint(to)
			for _, k := range now {
				if strings.Contains(k, mark) {
					return true
				}
			}
			return false
		}
		return len(now) > 0
	}
	var phase1 []nTarget
	for c, pc := range b.cells {
		if pc.owner == s {
			continue
		}
		if pc.shape != Pyramid {
			if takes(c, pc.number, pc.signs) {
				phase1 = append(phase1, nTarget{c, 0})
			}
			continue
		}
		cur := 0
		for _, comp := range pc.comps {
			cur += comp.Number
		}
		whole := takes(c, cur, 0)
		if whole {
			phase1 = append(phase1, nTarget{c, 0})
			continue
		}
		for _, comp := range pc.comps {
			var signs Signs
			if b.o.Bool("cossiccomponents") {
				signs = componentSigns(comp.Side, comp.Number)
			}
			if takes(c, comp.Number, signs) {
				phase1 = append(phase1, nTarget{c, comp.Number})
			}
		}
	}
	var out []string
	name := func(c [2]int) string { return string(rune('a'+c[0])) + itoa(c[1]+1) }
	for _, t := range phase1 {
		if t.comp == 0 {
			out = append(out, name(t.c))
		} else {
			out = append(out, fmt.Sprintf("%s/%d", name(t.c), t.comp))
		}
	}
	// Apply phase 1, simultaneously.
	for _, t := range phase1 {
		pc, ok := b.cells[t.c]
		if !ok {
			// A pyramid gone with an earlier component of this phase (its
			// base in fulke3, or its last).
			continue
		}
		if t.comp == 0 {
			delete(b.cells, t.c)
			continue
		}
		base := pc.comps[0].Index == 0 && pc.comps[0].Number == t.comp
		pc.comps = slices.DeleteFunc(slices.Clone(pc.comps), func(c Component) bool { return c.Number == t.comp })
		pc.full = false
		b.cells[t.c] = pc
		if len(pc.comps) == 0 || base && b.o.Get("rules") == "fulke3" {
			delete(b.cells, t.c)
		}
	}
	var phase2 [][2]int
	for c, pc := range b.cells {
		if pc.owner != s && b.besieged(s, c) {
			phase2 = append(phase2, c)
		}
	}
	for _, c := range phase2 {
		out = append(out, name(c))
	}
	slices.Sort(out)
	return out
}

// TestBruteForceCaptures: after every ordinary move of random games, the
// engine's captures equal the naive model's, for every rule set, with each
// capture timing (new relations only, those of the moved piece, all), and
// the siege without look-ahead.
func TestBruteForceCaptures(t *testing.T) {
	presets := []string{
		"preset=F1", "preset=F2", "preset=F3", "preset=F1,timing=movedpieceonly,proportioncapture",
		"preset=F2,additiongeometry=adjacent,leapover", "preset=F3,diagonalmoves,length=11",
		"siegelookahead=false",
		"preset=Italian,siegelookahead=false,optional=false",
		"preset=F1,timing=allrelations",
		"preset=F1,timing=allrelations,proportioncapture,f1arithmetic=spaces",
		"preset=F2,timing=allrelations",
		"preset=F2,timing=allrelations,additiongeometry=adjacent,cossiccomponents",
		"preset=F3,timing=allrelations",
		"preset=F3,timing=allrelations,diagonalmoves,deceit=orthogonal,edgeblocks=false",
		"preset=F1,timing=allrelations,leapover,pyramidvalue=current",
		"ambushmax=2,siegelookahead=false,dropzone=anywhere",
	}
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(presets).Draw(t, "opts")
		_, hist, moves := randomPosition(t, opts)
		checkCaptures(t, hist, moves)
	})
}

// TestBruteForceCapturesFound replays the games in which
// TestBruteForceCaptures once failed: F3 with every relation counting,
// where a move takes two components of a pyramid and the first leaves
// none (the model then looked for the second on an empty cell).
func TestBruteForceCapturesFound(t *testing.T) {
	for _, c := range []struct {
		opts  string
		seed  uint64
		plies int
	}{
		{"preset=F3,timing=allrelations", 0xefd37, 82},
	} {
		p, err := New(c.opts)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(c.seed, c.seed^0x9E37))
		var hist []Position
		var moves []Move
		for range c.plies {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			hist, moves = append(hist, p), append(moves, m)
			p = p.Play(m)
		}
		checkCaptures(t, hist, moves)
	}
}

// checkCaptures compares the captures of each ordinary move moves[i] in
// hist[i] with the model's.
func checkCaptures(t interface{ Fatalf(string, ...any) }, hist []Position, moves []Move) {
	for i, p := range hist {
		m := moves[i]
		if m.kind() != mkMove {
			continue
		}
		text := p.MoveText(m)
		got := append([]string(nil), strings.Split(text, "x")[1:]...)
		slices.Sort(got)
		ff, fr := coord(m.from())
		tf, tr := coord(m.to())
		want := modelOf(p).captures(p.toMove, [2]int{ff, fr}, [2]int{tf, tr})
		if !slices.Equal(got, want) {
			t.Fatalf("%s: engine takes %v, model %v\nin %s", text, got, want, p)
		}
	}
}
