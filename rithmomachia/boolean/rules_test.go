package boolean

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// §8.2: the shape table of the source (L1865-L1880), copied literally, and
// one piece of each value per side, worth 120.
func TestPiecesShapes(t *testing.T) {
	table := `0000 Pyramid
0001 Circle
0010 Circle
0011 Triangle
0100 Circle
0101 Triangle
0110 Triangle
0111 Square
1000 Circle
1001 Triangle
1010 Triangle
1011 Square
1100 Triangle
1101 Square
1110 Square
1111 Pyramid`
	for v, line := range strings.Split(table, "\n") {
		var bitsText, shape string
		fmt.Sscan(line, &bitsText, &shape)
		if want := fmt.Sprintf("%04b", v); bitsText != want {
			t.Fatalf("table line %d is %s, want %s", v, bitsText, want)
		}
		if got := ShapeOf(v).String(); got != strings.ToLower(shape) {
			t.Errorf("ShapeOf(%d) = %s, the source says %s", v, got, shape)
		}
	}
	// 0+1+...+15 = 15*16/2 = 120 for each side.
	p := mustNew(t, "")
	for _, x := range []variant.Side{0, 1} {
		total := 0
		for _, v := range p.Hand(x) {
			total += v
		}
		if len(p.Hand(x)) != 16 || total != 120 {
			t.Errorf("%s holds %d pieces worth %d, want 16 worth 120", Variant.SideName(x), len(p.Hand(x)), total)
		}
	}
}

// §8.3 (b), D72: the standard set-up, cell by cell as the spec lists it,
// on both levels; each side has 0..15 once, worth 120, every piece on a
// cell of its pattern shape.
func TestStandardSetup(t *testing.T) {
	p := mustNew(t, "setup=standard")
	want := "a4=7 b4=1 c4=2 d4=11 a3=3 b3=5 c3=0 d3=6 a2=9 b2=15 c2=10 d2=12 a1=13 b1=4 c1=8 d1=14"
	for _, x := range []variant.Side{0, 1} {
		level := "1"
		if x == 1 {
			level = "4"
		}
		seen := map[int]bool{}
		total := 0
		for _, item := range strings.Fields(want) {
			sq, val, _ := strings.Cut(item, "=")
			var v int
			fmt.Sscan(val, &v)
			c := cell(t, sq+level)
			got, o, ok := p.At(c)
			if !ok || got != v || o != x {
				t.Errorf("%s%s holds %d of %v (%v), want %d of %s", sq, level, got, o, ok, v, Variant.SideName(x))
			}
			co := Board.Coord(c)
			if PatternShape(co.File, co.Rank) != ShapeOf(v) {
				t.Errorf("%s%s: %d is a %s on a %s cell", sq, level, v, ShapeOf(v), PatternShape(co.File, co.Rank))
			}
			seen[v] = true
			total += v
		}
		if len(seen) != 16 || total != 120 {
			t.Errorf("%s: %d distinct values worth %d, want 16 worth 120", Variant.SideName(x), len(seen), total)
		}
		if tl := p.Tally(x); tl != (Tally{Pyramids: 2, Pieces: 16, Value: 120}) {
			t.Errorf("%s tally %+v", Variant.SideName(x), tl)
		}
	}
	// Levels 2 and 3 start empty (§8.1).
	for c := board.Cell(16); c < 48; c++ {
		if _, _, ok := p.At(c); ok {
			t.Errorf("%s is occupied at the start", Board.Name(c))
		}
	}
	// The text, written by hand from the list above: level 1 rank 4 first.
	text := "S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|..../..../..../....|..../..../..../....|s7c1c2s11/t3t5p0t6/t9p15t10t12/s13c4c8s14 w - 0"
	if p.String() != text {
		t.Errorf("standard set-up text\n%s\nwant\n%s", p, text)
	}
}

// §8.3: the pattern (rank 4 first): S C C S / T T P T / T P T T / S C C S,
// 4 squares, 4 circles, 6 triangles and 2 pyramids, as many cells of each
// shape as pieces.
func TestPattern(t *testing.T) {
	rows := []string{"SCCS", "TTPT", "TPTT", "SCCS"}
	count := map[Shape]int{}
	for i, row := range rows {
		for f := range 4 {
			s := PatternShape(f, 3-i)
			if s.Letter() != row[f] {
				t.Errorf("pattern at file %c rank %d is %c, want %c", 'a'+f, 4-i, s.Letter(), row[f])
			}
			count[s]++
		}
	}
	pieces := map[Shape]int{}
	for v := range 16 {
		pieces[ShapeOf(v)]++
	}
	for s, n := range count {
		if pieces[s] != n {
			t.Errorf("%d %s cells but %d %ss", n, s, pieces[s], s)
		}
	}
}

// §8.4: the vector counts, and the reach from an interior cell (b22: every
// neighbour exists, so all 18/20/14/26) and from a corner (a11: only the
// vectors with no negative coordinate: circle 3 orthogonal + 3 diagonal =
// 6, triangle 3 + 1 triagonal = 4, square 3 + 1 = 4, pyramid 7), as §11.7.
func TestVectorCounts(t *testing.T) {
	for _, tc := range []struct {
		s               Shape
		vectors, corner int
	}{{Circle, 18, 6}, {Triangle, 20, 4}, {Square, 14, 4}, {Pyramid, 26, 7}} {
		if n := len(Vectors(tc.s)); n != tc.vectors {
			t.Errorf("%s: %d vectors, want %d", tc.s, n, tc.vectors)
		}
		if n := Reach(tc.s, cell(t, "b22")).Count(); n != tc.vectors {
			t.Errorf("%s: reach %d from b22, want %d", tc.s, n, tc.vectors)
		}
		if n := Reach(tc.s, cell(t, "a11")).Count(); n != tc.corner {
			t.Errorf("%s: reach %d from a11, want %d", tc.s, n, tc.corner)
		}
	}
	// The moves of a lone piece on c33 (interior) are as many as its
	// vectors; the pyramids stand on a11 and a14, out of its way.
	for _, tc := range []struct {
		tok  string
		want int
	}{{"C1", 18}, {"T3", 20}, {"S7", 14}, {"P15", 26}} {
		p := build(t, "", "w", "c33="+tc.tok, "a11=P0", "a14=p0")
		if steps, pushes := movesFrom(p, cell(t, "c33")); steps != tc.want || pushes != 0 {
			t.Errorf("%s on c33: %d steps and %d pushes, want %d and 0", tc.tok, steps, pushes, tc.want)
		}
	}
	// Which vectors: a circle does not step triagonally, a triangle not
	// orthogonally, a square not diagonally.
	p := build(t, "", "w", "b22=C1", "c22=T3", "d22=S7", "a44=P0", "d14=p0")
	for _, tc := range []struct{ move, reason string }{
		{"b22-c33", "circle moves one step orthogonally or diagonally"},
		{"c22-c32", "triangle moves one step diagonally or triagonally"},
		{"d22-c32", "square moves one step orthogonally or triagonally"},
		{"b22-b24", "circle moves one step"},
	} {
		_, err := p.ParseMove(tc.move)
		if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%s: %v, want illegal: %s", tc.move, err, tc.reason)
		}
	}
	for _, legal := range []string{"b22-b23", "b22-c23", "c22-d33", "c22-b21", "d22-d23", "d22-c33"} {
		if _, err := p.ParseMove(legal); err != nil {
			t.Errorf("%s: %v", legal, err)
		}
	}
}

// §11.7: from the standard set-up White has 78 steps: every step goes up
// to level 2 (level 1 is full). Circles (b4, c4, b1, c1, edge cells) go
// straight up or diagonally up to the 3 in-plane neighbours: 4 each, 16.
// Triangles go up diagonally or triagonally, to the cell above each of
// their 8 in-plane neighbours: a3, d3, a2, d2 have 5 neighbours, b3 and c2
// 8: 36. Squares (corners) go straight up or triagonally to the one
// in-plane diagonal neighbour: 2 each, 8. Pyramids (c3, b2) go to the 9
// cells above them and their neighbours: 18. 16+36+8+18 = 78.
//
// Pushes: each pyramid lands on any of its 8 in-plane neighbours L (all
// occupied) and pushes the piece up to the 3x3 block above L, clipped:
// from c3, L = b2, b3, c2: 9 each, L = b4, c4, d2, d3: 6 each, L = d4: 4,
// 55 in all; b2 mirrors it, 55. With pushintoorigin each L adds the
// vacated cell: 2*(55+8) = 126; without, 110.
func TestStandardMoveCounts(t *testing.T) {
	p := mustNew(t, "setup=standard")
	byShape := map[Shape]int{}
	pushes := 0
	for _, m := range p.Moves(nil) {
		if m.IsPush() {
			pushes++
			continue
		}
		v, _, _ := p.At(m.From())
		byShape[ShapeOf(v)]++
		if Board.Coord(m.To()).Layer != 1 {
			t.Errorf("%s does not go to level 2", p.MoveText(m))
		}
	}
	want := map[Shape]int{Circle: 16, Triangle: 36, Square: 8, Pyramid: 18}
	for s, n := range want {
		if byShape[s] != n {
			t.Errorf("%s steps: %d, want %d", s, byShape[s], n)
		}
	}
	if pushes != 126 {
		t.Errorf("pushes: %d, want 126", pushes)
	}
	if n := len(mustNew(t, "setup=standard,pushintoorigin=false").Moves(nil)); n != 78+110 {
		t.Errorf("without pushintoorigin: %d moves, want 188", n)
	}
	if n := len(mustNew(t, "setup=standard,pyramidpush=false").Moves(nil)); n != 78 {
		t.Errorf("without pyramidpush: %d moves, want 78", n)
	}
	// Black's first move mirrors White's: firstmover=black gives Black the
	// same 204 moves, all going down to level 3.
	b := mustNew(t, "setup=standard,firstmover=black")
	if b.ToMove() != 1 || len(b.Moves(nil)) != 204 {
		t.Errorf("black first: %v to move with %d moves, want black with 204", b.ToMove(), len(b.Moves(nil)))
	}
	for _, m := range b.Moves(nil) {
		if l := Board.Coord(m.To()).Layer; l != 3 && l != 2 {
			t.Errorf("black's %s leaves levels 3-4", b.MoveText(m))
		}
	}
}

// §8.3 (a), D72: the placement phase.
func TestPlacement(t *testing.T) {
	p := mustNew(t, "")
	if !p.Placing() || p.ToMove() != 0 {
		t.Fatalf("placement start: placing %v, %v to move", p.Placing(), p.ToMove())
	}
	// White places first on level 1: 4 circles x 4 circle cells + 6
	// triangles x 6 + 4 squares x 4 + 2 pyramids x 2 = 16+36+16+4 = 72.
	if n := len(p.Moves(nil)); n != 72 {
		t.Errorf("placements at the start: %d, want 72", n)
	}
	for _, m := range p.Moves(nil) {
		co := Board.Coord(m.To())
		if !m.IsPlacement() || co.Layer != 0 || PatternShape(co.File, co.Rank) != ShapeOf(m.Value()) {
			t.Errorf("placement %s is not on a matching cell of level 1", p.MoveText(m))
		}
	}
	for _, tc := range []struct{ move, reason string }{
		{"C1@a11", "a11 is a square cell of the pattern; a circle goes on a circle cell"},
		{"C1@b14", "b14 is not on white's plane, level 1"},
		{"C1@b12", "b12 is not on white's plane"},
		{"P0@b11", "b11 is a circle cell"},
		{"T3@b21", "b21 is a pyramid cell"},
		{"a11-a12", "the placement phase is not over"},
	} {
		_, err := p.ParseMove(tc.move)
		if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%s: %v, want illegal: %s", tc.move, err, tc.reason)
		}
	}
	if _, err := p.ParseMove("T7@a11"); !errors.Is(err, variant.ErrMove) {
		t.Errorf("T7@a11 (7 is a square): %v, want ErrMove", err)
	}
	// The letter may be left out; it is written upper case.
	m, err := p.ParseMove("7@a11")
	if err != nil || p.MoveText(m) != "S7@a11" {
		t.Fatalf("7@a11: %v %q", err, p.MoveText(m))
	}
	p = p.Play(m)
	// Black places next, on level 4: 72 again (White's placement is on
	// another plane).
	if p.ToMove() != 1 || len(p.Moves(nil)) != 72 {
		t.Errorf("after S7@a11: %v to move with %d placements, want black with 72", p.ToMove(), len(p.Moves(nil)))
	}
	p = play(t, p, "s7@a14")
	// White now has 3 squares for 3 square cells: 72 - 16 + 9 = 65.
	if n := len(p.Moves(nil)); n != 65 {
		t.Errorf("white's second placement: %d, want 65", n)
	}
	for _, tc := range []struct{ move, reason string }{
		{"S7@d11", "white has no 7 in hand"},
		{"S11@a11", "a11 is occupied"},
	} {
		_, err := p.ParseMove(tc.move)
		if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%s: %v, want illegal: %s", tc.move, err, tc.reason)
		}
	}
	// Playing the phase out: 32 placements, then White (the first mover)
	// moves, with nothing in hand and the quiet count still 0.
	for p.Placing() {
		p = p.Play(p.Moves(nil)[0])
	}
	if p.ToMove() != 0 || p.QuietTurns() != 0 || len(p.Hand(0))+len(p.Hand(1)) != 0 {
		t.Errorf("after the placement phase: %v to move, %d quiet, hands %v %v", p.ToMove(), p.QuietTurns(), p.Hand(0), p.Hand(1))
	}
	for _, pc := range p.Pieces(nil) {
		co := Board.Coord(pc.Cell)
		if want := []int{0, 3}[pc.Side]; co.Layer != want || PatternShape(co.File, co.Rank).String() != pc.Kind {
			t.Errorf("%s %s on %s after the placement phase", Variant.SideName(pc.Side), pc.Label, Board.Name(pc.Cell))
		}
	}
	// firstmover=black: Black places first, on level 4.
	b := mustNew(t, "firstmover=black")
	if b.ToMove() != 1 {
		t.Errorf("firstmover=black: %v places first", b.ToMove())
	}
	if _, err := b.ParseMove("C1@b14"); err != nil {
		t.Errorf("black's first placement: %v", err)
	}
}

// §8.4 and D73: pushes.
func TestPush(t *testing.T) {
	// The piece on the corner a11 has 7 neighbours: b11 (the pyramid) and
	// a21, b21, a12, b12, a22, b22, all occupied. Pushed from a11 it can
	// only go to the pyramid's vacated cell b11, and only with
	// pushintoorigin: one push, or none.
	pieces := []string{"b11=P0", "a11=t5", "a21=C1", "b21=C2", "a12=T3", "b12=c4", "a22=s7", "b22=P15", "d44=p0"}
	for _, tc := range []struct {
		opts   string
		pushes int
	}{{"", 1}, {"pushintoorigin=false", 0}, {"pyramidpush=false", 0}} {
		p := build(t, tc.opts, "w", pieces...)
		n := 0
		for _, m := range p.Moves(nil) {
			if m.From() == cell(t, "b11") && m.To() == cell(t, "a11") {
				n++
			}
		}
		if n != tc.pushes {
			t.Errorf("%q: %d pushes of a11, want %d", tc.opts, n, tc.pushes)
		}
	}
	p := build(t, "pushintoorigin=false", "w", pieces...)
	for _, tc := range []struct{ move, reason string }{
		{"b11-a11>b11", "may not take the pyramid's vacated cell"},
		{"b11-a11>a21", "a21 is occupied: the pushed piece goes to an empty cell"},
		{"b11-a11>a31", "the pushed piece moves one pyramid step from a11"},
		{"b11-a11", "a push names the pushed piece's cell"},
		{"b11-c11>d11", "c11 is empty: there is nothing to push"},
		{"a21-b31>c41", "only a pyramid may push"},
		{"a21-b21", "only a pyramid may land on a piece"},
	} {
		_, err := p.ParseMove(tc.move)
		if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), tc.reason) {
			t.Errorf("%s: %v, want illegal: %s", tc.move, err, tc.reason)
		}
	}
	if _, err := build(t, "pyramidpush=false", "w", pieces...).ParseMove("b11-a12>a13"); err == nil ||
		!strings.Contains(err.Error(), "pushing is off") {
		t.Errorf("a push with pyramidpush=false: %v", err)
	}
	// With pushintoorigin the blocked piece swaps with the pyramid. The
	// pushed black 5 keeps its owner (equations=not: NOT(0) = 15 takes
	// nothing here).
	q := play(t, build(t, "equations=not", "w", pieces...), "b11-a11>b11")
	if v, o, _ := q.At(cell(t, "b11")); v != 5 || o != 1 {
		t.Errorf("after b11-a11>b11: b11 holds %d of %v, want black's 5", v, o)
	}
	if v, o, _ := q.At(cell(t, "a11")); v != 0 || o != 0 {
		t.Errorf("after b11-a11>b11: a11 holds %d of %v, want white's P0", v, o)
	}
	// Any piece may be pushed, pyramids and own pieces included: the P0 on
	// b11 may push its own P15 on b22 to any of the 26-neighbours of b22
	// that are empty (c11, c21, a31, b31, c31, c12, c22, a32, b32, c32,
	// a13, b13, c13, a23, b23, c23, a33, b33, c33: 19) or to b11: 20.
	r := build(t, "", "w", pieces...)
	n := 0
	for _, m := range r.Moves(nil) {
		if m.From() == cell(t, "b11") && m.To() == cell(t, "b22") {
			n++
		}
	}
	if n != 20 {
		t.Errorf("pushes of the own pyramid on b22: %d, want 20", n)
	}
}

// §8.5 NOT: the target in reach(X) whose value is 15 - val(X). The
// source's examples (L1945-L1947): a circle 0001 takes a square 1110
// orthogonally or diagonally adjacent, not triagonally; a triangle 0110
// takes a triangle 1001 diagonally or triagonally adjacent, not
// orthogonally; and P0 takes P15 (§11.8).
func TestNOT(t *testing.T) {
	// C1 a11-a21: b22 is (+1,0,+1) away, diagonal: taken; b32 is
	// (+1,+1,+1), triagonal: a circle does not reach it.
	p := build(t, "equations=not", "w", "a11=C1", "b22=s14", "b32=s14", "d41=P15", "d14=p0")
	if got := captured(t, p, "a11-a21"); got != "{b22}" {
		t.Errorf("C1 to a21 captures %s, want {b22}", got)
	}
	q := play(t, p, "a11-a21")
	if owner(q, "b22") != "white" || owner(q, "b32") != "black" {
		t.Errorf("after C1 a11-a21: b22 %s, b32 %s; want white, black", owner(q, "b22"), owner(q, "b32"))
	}
	// T6 a11-b22 (triagonal): c33 is (+1,+1,+1) away: taken; c22 is
	// (+1,0,0), orthogonal: a triangle does not reach it.
	p = build(t, "equations=not", "w", "a11=T6", "c33=t9", "c22=t9", "d41=P15", "d14=p0")
	if got := captured(t, p, "a11-b22"); got != "{c33}" {
		t.Errorf("T6 to b22 captures %s, want {c33}", got)
	}
	// A value other than the complement is not taken: C1 next to s13.
	p = build(t, "equations=not", "w", "a11=C1", "b22=s13", "d41=P15", "d14=p0")
	if got := captured(t, p, "a11-a21"); got != "{}" {
		t.Errorf("C1 next to 13 captures %s, want {}", got)
	}
	// §11.8: P0 played next to the enemy P15 takes it; it leaves the cube.
	p = build(t, "equations=not", "w", "a11=P0", "a31=p15", "d41=P15", "d44=p0")
	q = play(t, p, "a11-a21xa31")
	if owner(q, "a31") != "empty" || q.Tally(1).Pyramids != 1 {
		t.Errorf("after P0 a11-a21: a31 %s, black pyramids %d; want empty, 1", owner(q, "a31"), q.Tally(1).Pyramids)
	}
	// Without NOT in the equations nothing is taken: with X = 0 and the
	// only other own piece P15 (d41, out of reach), no binary equation
	// applies.
	p = build(t, "equations=and-or-xor-nand-nor", "w", "a11=P0", "a31=p15", "d41=P15", "d44=p0")
	if got := captured(t, p, "a11-a21"); got != "{}" {
		t.Errorf("without NOT P0 takes %s", got)
	}
}

// §8.5 compiling: X = C4 (0100) steps b21-b22; Y = T12 (1100) stands on
// c33, triagonal to b22, which a circle does not reach, so only compiling
// applies. The cells both reach: c22 (X +1,0,0; Y 0,-1,-1), b32 (X
// 0,+1,0; Y -1,0,-1), b23 (X 0,0,+1; Y -1,-1,0). The source's example
// (L1962-L1970): AND 0100, OR 1100, XOR 1000, NAND 1011, NOR 0011. d44 is
// reached by Y (+1,+1,+1) but not by X, and Y is not in reach(X): never
// taken. The pyramids P15 (d41) and p0 (a44) are out of the way: d41 shares
// only c31 and c32 with b22's neighbourhood.
func TestCompiling(t *testing.T) {
	common := []string{"b21=C4", "c33=T12", "d41=P15", "a44=p0"}
	// Position A: c22 = 4 (AND), b32 = 12 (OR), b23 = 8 (XOR), d44 = 8.
	a := append([]string{"c22=c4", "b32=t12", "b23=c8", "d44=c8"}, common...)
	// Position B: c22 = 11 (NAND, and NOT: 15-4), b32 = 3 (NOR), b23 = 5
	// (no equation gives 5).
	b := append([]string{"c22=s11", "b32=t3", "b23=t5"}, common...)
	for _, tc := range []struct {
		eqs        string
		capA, capB string
	}{
		{"and", "{c22}", "{}"},
		{"or", "{b32}", "{}"},
		{"xor", "{b23}", "{}"},
		{"nand", "{}", "{c22}"},
		{"nor", "{}", "{b32}"},
		{"not", "{}", "{c22}"},
		{"all", "{c22 b32 b23}", "{c22 b32}"}, // in cell order
	} {
		pa := build(t, "equations="+tc.eqs, "w", a...)
		if got := captured(t, pa, "b21-b22"); got != tc.capA {
			t.Errorf("A with %s: captures %s, want %s", tc.eqs, got, tc.capA)
		}
		pb := build(t, "equations="+tc.eqs, "w", b...)
		if got := captured(t, pb, "b21-b22"); got != tc.capB {
			t.Errorf("B with %s: captures %s, want %s", tc.eqs, got, tc.capB)
		}
	}
	// The captured discs flip to White and keep their values.
	q := play(t, build(t, "", "w", a...), "b21-b22xc22xb23xb32")
	for _, sq := range []string{"c22", "b32", "b23"} {
		if owner(q, sq) != "white" {
			t.Errorf("%s is %s after the captures", sq, owner(q, sq))
		}
	}
	if v, _, _ := q.At(cell(t, "b32")); v != 12 || owner(q, "d44") != "black" {
		t.Errorf("b32 holds %d (want 12), d44 is %s (want black)", v, owner(q, "d44"))
	}
}

// §8.5 filtering (D75): Y in reach(X) and T in reach(Y), T not in
// reach(X). X = C4 steps b21-b22; Y = T12 on b23, straight above b22 (in
// a circle's reach); c34 is (+1,+1,+1) from Y, triagonal, in the
// triangle's reach, and (+1,+1,+2) from X, out of its reach. XOR gives 8.
func TestFiltering(t *testing.T) {
	p := build(t, "equations=xor", "w", "b21=C4", "b23=T12", "c34=c8", "d41=P15", "a44=p0")
	if got := captured(t, p, "b21-b22"); got != "{c34}" {
		t.Errorf("filtering captures %s, want {c34}", got)
	}
	// With Y on c33 instead (not in reach(X)) and T on d44 (Y +1,+1,+1,
	// X +2,+2,+2): neither compiling nor filtering.
	p = build(t, "equations=xor", "w", "b21=C4", "c33=T12", "d44=c8", "d41=P15", "a14=p0")
	if got := captured(t, p, "b21-b22"); got != "{}" {
		t.Errorf("no relation, but captures %s", got)
	}
	// Y must be the mover's: an enemy 12 on b23 filters nothing.
	p = build(t, "equations=xor", "w", "b21=C4", "b23=t12", "c34=c8", "d41=P15", "a44=p0")
	if got := captured(t, p, "b21-b22"); got != "{}" {
		t.Errorf("an enemy Y, but captures %s", got)
	}
}

// §11.8: X = P15 with its own Y = 6 (0110) under NAND takes an enemy 9
// (1001) reached by both: P15 a11-b22 (triagonal); T6 on d22 is two files
// away (not in reach(X)); t9 on c32 is (+1,+1,0) from b22 and (-1,+1,0)
// from d22, diagonal, in a triangle's reach. NAND(15, 6) = 15 - 6 = 9; AND
// gives 6.
func TestPyramidAsX(t *testing.T) {
	pieces := []string{"a11=P15", "d22=T6", "c32=t9", "a44=p0"}
	if got := captured(t, build(t, "equations=nand", "w", pieces...), "a11-b22"); got != "{c32}" {
		t.Errorf("NAND: %s, want {c32}", got)
	}
	if got := captured(t, build(t, "equations=and", "w", pieces...), "a11-b22"); got != "{}" {
		t.Errorf("AND: %s, want {}", got)
	}
}

// D74: in a push X is the pyramid; the pushed piece may be Y (own) or T
// (enemy), never X.
func TestPushAndCaptures(t *testing.T) {
	// P0 a11 lands on b11 and pushes its own C1 to c11. The black 14 on
	// d11 is next to c11 (NOT of 1), but C1 is not the played piece, and
	// d11 is two files from P0 on b11: nothing is taken.
	pieces := []string{"a11=P0", "b11=C1", "d11=s14", "a44=p15", "d41=P15"}
	p := build(t, "equations=not", "w", pieces...)
	if got := captured(t, p, "a11-b11>c11"); got != "{}" {
		t.Errorf("pushed C1 acted as X: %s", got)
	}
	// Had C1 stepped there itself, it would have taken the 14.
	if got := captured(t, p, "b11-c11"); got != "{d11}" {
		t.Errorf("C1 b11-c11: %s, want {d11}", got)
	}
	// A pushed own piece is Y: P15 lands on b11 and pushes T6 to c11; Y =
	// 6 is in reach(X) and the black 9 on d21 is (+1,+1,0) from c11, in
	// the triangle's reach (filtering): NAND(15, 6) = 9. d21 is not in
	// P15's reach from b11 (two files).
	p = build(t, "equations=nand", "w", "a11=P15", "b11=T6", "d21=t9", "a44=p0")
	if got := captured(t, p, "a11-b11>c11"); got != "{d21}" {
		t.Errorf("pushed Y: %s, want {d21}", got)
	}
	// A pushed enemy piece is a target: P0 pushes black's P15 from b11 to
	// c11, where it stands next to P0: NOT(0) = 15, removed.
	p = build(t, "equations=not", "w", "a11=P0", "b11=p15", "a44=p0", "d41=P15")
	q := play(t, p, "a11-b11>c11xc11")
	if owner(q, "c11") != "empty" || owner(q, "b11") != "white" {
		t.Errorf("after the push: c11 %s, b11 %s", owner(q, "c11"), owner(q, "b11"))
	}
}

// §8.5 and D76: captures are found on the position right after the move
// and made at once; a piece flipped this turn does not act as Y unless
// chaincaptures is on. C1 steps b21-b22 and takes the black 14 on c22 by
// NOT. Once white, that 14 (a square on c22, in X's reach) would filter
// AND(1, 14) = 0 onto black's P0 on d22 (orthogonal to c22), which
// neither X (two files away) nor White's P0 (on a44, out of reach) can
// take.
func TestNoChainReaction(t *testing.T) {
	pieces := []string{"b21=C1", "c22=s14", "d22=p0", "a44=P0", "a14=p15"}
	if got := captured(t, build(t, "equations=not-and", "w", pieces...), "b21-b22"); got != "{c22}" {
		t.Errorf("without chains: %s, want {c22}", got)
	}
	if got := captured(t, build(t, "equations=not-and,chaincaptures", "w", pieces...), "b21-b22"); got != "{c22 d22}" {
		t.Errorf("with chaincaptures: %s, want {c22 d22}", got)
	}
	// Discs in two rounds, under AND and NAND: C4 steps b21-b22 and, with
	// T12 on c33 (compiling, as in TestCompiling), takes the black 4 on c22
	// by AND(4, 12) = 4. That 4, white now and in X's reach (filtering),
	// would take the black 11 on d22 (orthogonal to c22, two files from
	// b22) by NAND(4, 4) = 11. In a third round the 11 (on d22, out of X's
	// reach) compiles only on cells X reaches and a square on d22 reaches:
	// c22 (white now) and no other (c11, c31, c13, c33 are triagonal from
	// b22). White's P15 on a44 is out of reach of everything.
	pieces = []string{"b21=C4", "c33=T12", "c22=c4", "d22=s11", "a44=P15", "a14=p15"}
	if got := captured(t, build(t, "equations=and-nand", "w", pieces...), "b21-b22"); got != "{c22}" {
		t.Errorf("discs without chains: %s, want {c22}", got)
	}
	q := play(t, build(t, "equations=and-nand,chaincaptures", "w", pieces...), "b21-b22xc22xd22")
	if owner(q, "c22") != "white" || owner(q, "d22") != "white" {
		t.Errorf("discs with chains: c22 %s, d22 %s", owner(q, "c22"), owner(q, "d22"))
	}
}

// §8.6: the end of the game and the victories.
func TestEndAndVictory(t *testing.T) {
	// P0 takes Black's last pyramid. White: P0, P15 (2 pyramids, 2
	// pieces, value 15). Black: 4 and 3 (0 pyramids, 2 pieces, 7).
	// Pyramid victory White, piece victory nobody (2 = 2), value victory
	// White (15 > 7): White wins 2 to 0, a compound victory.
	p := build(t, "", "w", "a11=P0", "a31=p15", "d11=P15", "d44=c4", "d43=t3")
	q := play(t, p, "a11-a21xa31")
	o := q.Outcome()
	if o.Status != variant.Won || !o.Winners.Has(0) || q.Grade() != 2 || q.ToMove() != variant.NoSide || len(q.Moves(nil)) != 0 {
		t.Fatalf("after the last pyramid: %v grade %d, %v to move", o, q.Grade(), q.ToMove())
	}
	if o.Reason != "compound victory (pyramid, value): black has no pyramid left" {
		t.Errorf("reason %q", o.Reason)
	}
	// Black with nothing left after the capture: 2 > 0, 2 > 0, 15 > 0: a
	// perfect victory.
	q = play(t, build(t, "", "w", "a11=P0", "a31=p15", "d11=P15"), "a11-a21xa31")
	if q.Grade() != 3 || q.Outcome().Reason != "perfect victory (pyramid, piece, value): black has no pyramid left" {
		t.Errorf("perfect: grade %d, %v", q.Grade(), q.Outcome())
	}
	// D77: Black to move with no legal move: its P0 on a11 is boxed in by
	// 7 white pieces and pushes are off. Pyramids 1 = 1; pieces 7 > 1;
	// value 1+2+3+4+5+15+6 = 36 > 0: a compound victory for White.
	box := []string{"a11=p0", "b11=C1", "a21=C2", "b21=T3", "a12=C4", "b12=T5", "a22=T6", "b22=P15"}
	p = build(t, "pyramidpush=false", "b", box...)
	if o := p.Outcome(); o.Reason != "compound victory (piece, value): black has no legal move" || p.ToMove() != variant.NoSide {
		t.Errorf("boxed in: %v, %v to move", o, p.ToMove())
	}
	// With pushes the pyramid can push its way out: the game goes on.
	if p := build(t, "", "b", box...); p.Outcome().Over() || p.ToMove() != 1 {
		t.Errorf("boxed in with pushes: %v", p.Outcome())
	}
	// Awards 1 to 1 draw (D78): White has more pieces (3 to 1), Black more
	// value (15 to 3), pyramids are equal. The no-capture limit ends it.
	p = build(t, "nocapturelimit=1", "w", "a11=P0", "b11=C1", "c11=C2", "d44=p15")
	if p.Outcome().Over() {
		t.Fatalf("over before the limit: %v", p.Outcome())
	}
	q = play(t, p, "c11-c12") // no capture: 1 turn
	if o := q.Outcome(); o.Status != variant.Drawn || o.Reason != "equal victories (white piece; black value): 1 turn without a capture" {
		t.Errorf("1-1 awards: %v", o)
	}
	// All three tied (1 = 1 pyramid, 2 = 2 pieces, 1 = 1 value): nobody
	// has a victory, a draw. The position text's count says 1 turn has
	// passed without a capture: the limit is reached.
	p = build(t, "nocapturelimit=1", "w - 1", "a11=P0", "b11=C1", "d44=p0", "c44=c1")
	if o := p.Outcome(); o.Status != variant.Drawn || o.Reason != "no victory: 1 turn without a capture" {
		t.Errorf("all tied: %v", o)
	}
	// A capture resets the count of turns without a capture.
	p = build(t, "equations=not", "w", "a11=C1", "b22=s14", "d41=P15", "d14=p0")
	// P15 d41-d31: NOT(15) = 0, no black 0 near; XOR(15, 1) = 14 with Y
	// = C1, but C1 on a11 is neither in P15's reach nor does it share the
	// 14's cell with it.
	if got := play(t, p, "d41-d31").QuietTurns(); got != 1 {
		t.Errorf("a quiet turn: count %d, want 1", got)
	}
	if got := play(t, p, "a11-a21xb22").QuietTurns(); got != 0 {
		t.Errorf("a capture: count %d, want 0", got)
	}
}

// §8.6 with nocapturelimit=2 from the standard set-up: a41-a42 and
// a44-a43 capture nothing (the two squares 7 face each other, NOT(7) = 8;
// Black's only piece next to a43 in a square's reach is the 5 on b34,
// triagonal, whose reach does not meet level 2), so the game ends after
// two turns with equal material: a draw with no victory.
func TestNoCaptureLimit(t *testing.T) {
	p := mustNew(t, "setup=standard,nocapturelimit=2")
	p = play(t, p, "a41-a42")
	if p.Outcome().Over() || p.QuietTurns() != 1 {
		t.Fatalf("after 1 turn: %v, %d", p.Outcome(), p.QuietTurns())
	}
	p = play(t, p, "a44-a43")
	if o := p.Outcome(); o.Status != variant.Drawn || o.Reason != "no victory: 2 turns without a capture" {
		t.Errorf("after 2 turns: %v", o)
	}
	if len(p.Moves(nil)) != 0 || p.ToMove() != variant.NoSide {
		t.Errorf("a finished game has moves")
	}
}
