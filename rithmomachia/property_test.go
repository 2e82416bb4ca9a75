package rithmomachia

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// randomPosition plays a seeded random game of up to plies moves.
func randomPosition(t *rapid.T, opts string) (Position, []Position, []Move) {
	p, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	seed := rapid.Uint64().Draw(t, "seed")
	plies := rapid.IntRange(0, 160).Draw(t, "plies")
	rng := rand.New(rand.NewPCG(seed, seed^0x9E37))
	var hist []Position
	var moves []Move
	for range plies {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		m := ms[rng.IntN(len(ms))]
		hist = append(hist, p)
		moves = append(moves, m)
		p = p.Play(m)
	}
	return p, hist, moves
}

var propertyPresets = []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian",
	"preset=F1,proportioncapture,timing=allrelations", "preset=F2,redemption=nextturnonly,kingflying",
	"preset=F3,diagonalmoves,length=12", "preset=F1,leapover,f1arithmetic=spaces", "dropzone=anywhere,ambushmax=3"}

// equalPositions compares two positions field by field (their rules by
// options), leaving out the cache of changed cells, which depends on the
// way the position was reached.
func equalPositions(a, b Position) bool {
	if !a.r.opts.Equal(b.r.opts) {
		return false
	}
	a.r, b.r = nil, nil
	a.dirty, b.dirty = [2]board.Set{}, [2]board.Set{}
	a.siegeDirty, b.siegeDirty = [2]board.Set{}, [2]board.Set{}
	a.freeHint, b.freeHint = [2]freeHint{}, [2]freeHint{}
	return a == b
}

// TestTextRoundTrip: position text and move text read back to the same
// position and move, for random positions of every preset.
func TestTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(propertyPresets).Draw(t, "opts")
		p, _, _ := randomPosition(t, opts)
		text := p.String()
		q, err := Parse(text, Rithmomachia.DefaultOptions())
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		if !equalPositions(p, q) || q.String() != text || q.Hash() != p.Hash() {
			t.Fatalf("round trip:\n%s\n%s", text, q)
		}
		for _, m := range p.Moves(nil) {
			mt := p.MoveText(m)
			if strings.ContainsAny(mt, " \t") {
				t.Fatalf("move text %q has a space", mt)
			}
			back, err := p.ParseMove(mt)
			if err != nil || back != m {
				t.Fatalf("ParseMove(%q) = %x, %v; want %x", mt, back, err, m)
			}
		}
	})
}

// TestPlayLeavesReceiver: Play never changes the position it is called on,
// and every generated move is accepted by PlayChecked.
func TestPlayLeavesReceiver(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(propertyPresets).Draw(t, "opts")
		p, _, _ := randomPosition(t, opts)
		before := p
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if p != before {
				t.Fatalf("Play(%s) changed its receiver", p.MoveText(m))
			}
			if q.Outcome().Over() && len(q.Moves(nil)) != 0 {
				t.Fatal("a finished game has moves")
			}
		}
	})
}

// TestConservation: the numbers on the board and among the prisoners
// change only by what leaves play: captured pyramid components, men
// captured in F3 (out of play), redemptions.
func TestConservation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(propertyPresets).Draw(t, "opts")
		_, hist, moves := randomPosition(t, opts)
		for i, p := range hist {
			m := moves[i]
			q := p.Play(m)
			b0, pr0 := p.BoardTotal()
			b1, pr1 := q.BoardTotal()
			left := leftPlay(p, m)
			if b0+pr0-(b1+pr1) != left {
				t.Fatalf("%s in\n%s\nchanged the total by %d; %d left play", p.MoveText(m), p, b0+pr0-b1-pr1, left)
			}
		}
	})
}

// leftPlay computes from the move's text and the rules what a move takes
// out of play.
func leftPlay(p Position, m Move) int {
	text := p.MoveText(m)
	g := p.r.geo
	left := 0
	value := func(cell string, comp int) int {
		c, _ := g.Parse(cell)
		code := p.cell[c]
		if comp != 0 {
			if side := kinds[codeKind(code)].side; p.r.baseLoss && comp == pyramidComponents[side][0].Number {
				return p.pyrTotal(side) // F3: losing the base loses all (spec §5.7)
			}
			return comp
		}
		if isPyr(code) {
			return p.pyrTotal(kinds[codeKind(code)].side)
		}
		if p.r.outOfPlay {
			return kinds[codeKind(code)].number
		}
		return 0
	}
	parseTarget := func(s string) (string, int) {
		cell, comp, _ := strings.Cut(s, "/")
		n := 0
		fmt.Sscan(comp, &n)
		return cell, n
	}
	if m.kind() == mkRedeem && m.aux()&redeemByPick == 0 || m.kind() == mkPick {
		owner := p.toMove
		i := m.aux() &^ redeemByPick
		if m.kind() == mkPick {
			owner = 1 - p.toMove
			i = p.pick - 1
		}
		man := kinds[codeKind(p.cell[m.from()])].number
		back := pyramidComponents[owner][i].Number
		if p.r.outOfPlay {
			return man - back
		}
		return -back
	}
	parts := strings.Split(text, "x")
	if m.kind() == mkReplace {
		_, target, _ := strings.Cut(parts[0], ":")
		left += value(parseTarget(target))
	}
	// A whole pyramid whose components were also listed is counted once:
	// the engine lists the whole only.
	for _, part := range parts[1:] {
		left += value(parseTarget(part))
	}
	return left
}

// TestVictoryHolds: a declared triumph or harmony really is one: the
// winner has 3 or 4 pieces in the opponent's half with the recorded grade,
// the piece just moved among them; common victories hold on the ledger.
func TestVictoryHolds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom([]string{"", "preset=F1,pyramidfirst=false", "preset=F3,pyramidfirst=false,triumphgeometry=anycells", "preset=Italian,pyramidfirst=false", "bodies=3,goods=150"}).Draw(t, "opts")
		_, hist, moves := randomPosition(t, opts)
		for i, p := range hist {
			q := p.Play(moves[i])
			o := q.Outcome()
			if !o.Over() {
				continue
			}
			w := q.winner
			switch q.reason {
			case reasonTriumph, reasonHarmony:
				moved := moves[i].to()
				if moves[i].kind() == mkReplace && q.cell[moved] == 0 {
					moved = moves[i].from()
				}
				if g := bruteGrade(q, w, moved); g < int(q.grade) || q.grade == 0 {
					t.Fatalf("%v after %s: brute force finds grade %d\n%s", o, p.MoveText(moves[i]), g, q)
				}
			case reasonBodies:
				if len(q.Ledger(w)) < q.r.bodies {
					t.Fatal("bodies")
				}
			case reasonGoods:
				sum := 0
				for _, v := range q.Ledger(w) {
					sum += v
				}
				if sum < q.r.goods {
					t.Fatal("goods")
				}
			}
		}
	})
}

// bruteGrade finds, by trying every set of 3 and 4 of side w's pieces in
// the opponent's half that includes the piece on moved, the best grade of
// a proportion; the arrangement is checked as the rules want.
func bruteGrade(q Position, w variant.Side, moved uint8) int {
	var cells []uint8
	for c := range q.r.ranks * 8 {
		if code := q.cell[c]; code != 0 && codeOwner(code) == w && q.r.half[1-w].Has(cellOf(uint8(c))) && uint8(c) != moved {
			cells = append(cells, uint8(c))
		}
	}
	val := func(c uint8) int {
		k := codeKind(q.cell[c])
		if kinds[k].shape == Pyramid {
			if q.comps[kinds[k].side] != pyrComplete[kinds[k].side] {
				return 0
			}
			return pyrNominal[kinds[k].side]
		}
		return kinds[k].number
	}
	best := 0
	try := func(set []uint8) {
		var nums []int
		for _, c := range set {
			if val(c) == 0 {
				return
			}
			nums = append(nums, val(c))
		}
		g := Grade(nums...)
		if g > best && arranged(q, set) {
			best = g
		}
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			try([]uint8{moved, cells[i], cells[j]})
			for k := j + 1; k < len(cells); k++ {
				try([]uint8{moved, cells[i], cells[j], cells[k]})
			}
		}
	}
	return best
}

// arranged checks the arrangement of spec §4.4 (or §7 for Italian, or any
// cells) by brute force over all orderings of the cells.
func arranged(q Position, set []uint8) bool {
	if q.r.anyCells {
		return true
	}
	xy := func(c uint8) [2]int { f, r := coord(c); return [2]int{f, r} }
	val := func(c uint8) int {
		k := codeKind(q.cell[c])
		if kinds[k].shape == Pyramid {
			return pyrNominal[kinds[k].side]
		}
		return kinds[k].number
	}
	perms := permutations(set)
	for _, pm := range perms {
		a := make([][2]int, len(pm))
		for i, c := range pm {
			a[i] = xy(c)
		}
		d := [2]int{a[1][0] - a[0][0], a[1][1] - a[0][1]}
		sp := max(abs(d[0]), abs(d[1]))
		if sp == 0 || d[0] != 0 && abs(d[0]) != sp || d[1] != 0 && abs(d[1]) != sp {
			continue
		}
		if q.r.italianShapes {
			if len(pm) == 3 && sp == 1 && a[2] == [2]int{a[1][0] + d[0], a[1][1] + d[1]} {
				return true
			}
			if sp != 2 || (d[0] != 0 && d[1] != 0) {
				continue
			}
			// Corners of an axis-aligned square of side 2.
			corners := map[[2]int]bool{}
			minx, miny := 99, 99
			for _, p := range a {
				minx, miny = min(minx, p[0]), min(miny, p[1])
			}
			for _, p := range a {
				if (p[0] != minx && p[0] != minx+2) || (p[1] != miny && p[1] != miny+2) {
					corners = nil
					break
				}
				corners[p] = true
			}
			if corners != nil && len(corners) == len(a) {
				return true
			}
			continue
		}
		if q.r.maxSpacing > 0 && sp > q.r.maxSpacing {
			continue
		}
		u := [2]int{d[0] / sp, d[1] / sp}
		line := true
		for i := range a {
			if a[i] != [2]int{a[0][0] + i*sp*u[0], a[0][1] + i*sp*u[1]} {
				line = false
			}
		}
		vals := make([]int, len(pm))
		for i, c := range pm {
			vals[i] = val(c)
		}
		if line && slices.IsSorted(vals) {
			return true // a rising row (3 or 4)
		}
		if len(pm) == 3 {
			// Right angle: corner a[0], arms to a[1] and a[2], the corner
			// the middle number.
			e := [2]int{a[2][0] - a[0][0], a[2][1] - a[0][1]}
			if max(abs(e[0]), abs(e[1])) == sp && d[0]*e[0]+d[1]*e[1] == 0 &&
				(d[0] == 0 || d[1] == 0 || q.r.diagRightAngles) &&
				(vals[1] < vals[0] && vals[0] < vals[2] || vals[2] < vals[0] && vals[0] < vals[1]) {
				return true
			}
		}
		if len(pm) == 4 && (d[0] == 0 || d[1] == 0) {
			// Square: a[0], a[1] adjacent corners; a[2] = a[0] + w,
			// a[3] = a[1] + w with w perpendicular of the same length.
			w := [2]int{a[2][0] - a[0][0], a[2][1] - a[0][1]}
			if max(abs(w[0]), abs(w[1])) == sp && d[0]*w[0]+d[1]*w[1] == 0 && (w[0] == 0 || w[1] == 0) &&
				a[3] == [2]int{a[1][0] + w[0], a[1][1] + w[1]} {
				return true
			}
		}
	}
	return false
}

func permutations(s []uint8) [][]uint8 {
	if len(s) <= 1 {
		return [][]uint8{slices.Clone(s)}
	}
	var out [][]uint8
	for i := range s {
		rest := append(slices.Clone(s[:i]), s[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]uint8{s[i]}, p...))
		}
	}
	return out
}
