package rithmomachia

import "testing"

// explainMove plays text in p and returns the explanation of the move
// (Explain, asked before the move is played).
func explainMove(t *testing.T, p Position, text string) string {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s: %v\nin %s", text, err, p)
	}
	return p.Explain(m)
}

// TestExplainPresets checks the explanation of a capture under every
// preset, in positions set up so that exactly one relation takes exactly
// one piece; the expected texts come from the arithmetic worked out in
// each case's comment. Besides the pieces named, Even has a square 15 on
// a1 and Odd a square 361 on the last rank's h file, far from the rest.
func TestExplainPresets(t *testing.T) {
	for _, c := range []struct {
		name, opts, toMove string
		items              []string
		move, want         string
	}{
		{
			// F1 (rounds move 1 diagonally): the 8 goes f6-e7; with the 4
			// on c7 both reach d8 (NE and NW), where Odd's 12 stands: 4 +
			// 8 = 12. Not 8 - 4 = 4, 4 × 8 = 32 nor 8 ÷ 4 = 2; no piece is
			// 12. The 12 (orthogonal 2) still moves to d10: no siege.
			name: "F1 addition", opts: "preset=F1", toMove: "e",
			items: []string{"d8=t12", "c7=R4", "f6=R8", "a1=S15", "h16=s361"},
			move:  "f6-e7", want: "addition: 4 + 8 = 12 takes 12 on d8",
		},
		{
			// F1, the same with the 2 and the 6: 2 × 6 = 12 (2 + 6 = 8,
			// 6 - 2 = 4, 6 ÷ 2 = 3); written larger first.
			name: "F1 multiplication", opts: "preset=F1", toMove: "e",
			items: []string{"d8=t12", "c7=R2", "f6=R6", "a1=S15", "h16=s361"},
			move:  "f6-e7", want: "multiplication: 6 × 2 = 12 takes 12 on d8",
		},
		{
			// F2 (spec §11.8): the 6 goes d3-d4, the 12 stands on d7, d5 and
			// d6 are empty: 2 void spaces, 6 × 2 = 12. The 6 (a round, 1
			// cell) does not reach d7.
			name: "F2 multiplication by spaces", opts: "preset=F2", toMove: "e",
			items: []string{"d3=R6", "d7=t12", "a1=S15", "h16=s361"},
			move:  "d3-d4", want: "multiplication by spaces: 6 × 2 spaces = 12 takes 12 on d7",
		},
		{
			// F2, Odd's 12 goes d9-d7 (a triangle moves 2) facing the 6 on
			// d4 over 2 void spaces: 12 ÷ 2 = 6.
			name: "F2 division by spaces", opts: "preset=F2", toMove: "o",
			items: []string{"d4=R6", "d9=t12", "a1=S15", "h16=s361"},
			move:  "d9-d7", want: "division by spaces: 12 ÷ 2 spaces = 6 takes 6 on d4",
		},
		{
			// F3 (orthogonal moves): the 8 goes e7-e8 and stands east of
			// Odd's 12 on d8, the 4 west of it: deceit, 4 + 8 = 12. The 8
			// reaches d8 but 8 is not 12; no void space between them and
			// the 12, so no eruption; d7 and d9 are empty: no siege.
			name: "F3 deceit", opts: "preset=F3", toMove: "e",
			items: []string{"d8=t12", "c8=R4", "e7=R8", "a1=S15", "h16=s361"},
			move:  "e7-e8", want: "deceit: 4 + 8 = 12 takes 12 on d8",
		},
		{
			// F3: the 6 goes d3-d4 facing the 12 on d7 over d5 and d6:
			// eruption, 6 × 2 = 12.
			name: "F3 eruption", opts: "preset=F3", toMove: "e",
			items: []string{"d3=R6", "d7=t12", "a1=S15", "h16=s361"},
			move:  "d3-d4", want: "eruption: 6 × 2 spaces = 12 takes 12 on d7",
		},
		{
			// Modern (spec §11.8): the round 6 on d4 moves along the file
			// to the 12 on d5: 2 fields counted with both ends, 6 × 2 =
			// 12. Every standing instance counts: the square's move
			// a1-a4 takes.
			name: "Modern assault", opts: "", toMove: "e",
			items: []string{"d4=R6", "d5=t12", "a1=S15", "h16=s361"},
			move:  "a1-a4", want: "assault: 6 × 2 fields = 12 takes 12 on d5",
		},
		{
			// Modern (rounds move 1 orthogonally): the 8 goes e7-e8; the 4
			// on c8 and the 8 reach the 12 on d8: ambush, 4 + 8 = 12.
			// Assault: 4 × 2 = 8, 4 ÷ 2 = 2, 8 × 2 = 16, 8 ÷ 2 = 4;
			// subtraction 8 - 4 = 4: none takes it.
			name: "Modern ambush", opts: "", toMove: "e",
			items: []string{"d8=t12", "c8=R4", "e7=R8", "a1=S15", "h16=s361"},
			move:  "e7-e8", want: "ambush: 4 + 8 = 12 takes 12 on d8",
		},
		{
			// Italian (rounds move 1 in 8 directions, captures optional):
			// the 4 on c6 and the 6 on e5 reach Odd's 5 on d6; 4, 5 and 6
			// are in arithmetic proportion. Not 4 + 6 = 10, 6 - 4 = 2, an
			// assault (8, 2, 12, 3). The square's move a1-a4 takes it
			// by choice.
			name: "Italian proportion", opts: "preset=Italian", toMove: "e",
			items: []string{"d6=r5", "c6=R4", "e5=R6", "a1=S15", "h14=s361"},
			move:  "a1-a4xd6", want: "proportion: 4, 6 and 5 takes 5 on d6",
		},
		{
			// Italian, the same with the 4 and the 8 around Odd's 12 on
			// d6: the ambush 4 + 8 = 12 and the proportion 4, 8, 12
			// (arithmetic) both take it; assault 8 and 16, 2 and 4 does
			// not.
			name: "Italian ambush and proportion", opts: "preset=Italian", toMove: "e",
			items: []string{"d6=t12", "c6=R4", "e5=R8", "a1=S15", "h14=s361"},
			move:  "a1-a4xd6", want: "ambush: 4 + 8 = 12, proportion: 4, 8 and 12 takes 12 on d6",
		},
		{
			// The explanation names no capture where none is made: the
			// 4 and the 8 stand next to the 12 in F1 but do not reach it.
			name: "F1 no capture", opts: "preset=F1", toMove: "e",
			items: []string{"d8=t12", "c8=R4", "f7=R8", "a1=S15", "h16=s361"},
			move:  "f7-e8", want: "",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := build(t, c.opts, c.toMove, c.items...)
			if got := explainMove(t, p, c.move); got != c.want {
				t.Errorf("%s explained as %q, want %q\nin %s", c.move, got, c.want, p)
			}
		})
	}
}

// TestExplainReplacement checks the explanation of a capture by
// replacement (spec §5.5 B): the relation that stood before the move, in
// which the moving piece is a capturer, in the words of the captures in
// place. The expected texts come from the arithmetic in each comment.
// Besides the pieces named, Even has a square 15 on a1 and Odd a square
// 361 on the last rank's h file, far from the rest.
func TestExplainReplacement(t *testing.T) {
	// F1 (rounds move 1 diagonally): Odd's 12 on d8 is reached by
	// Even's 4 on c7, 8 on e7, 2 on c9 and 6 on e9. It stands in 4 + 8
	// = 12 and 2 × 6 = 12, in no other relation (2 + 4, 2 + 6, 2 + 8, 4
	// + 6, 6 + 8 are 6, 8, 10, 10, 14; the differences 2, 4, 6; the other
	// products 8, 16, 24, 32, 48; the quotients 2, 3, 4, 2, 4/3): the
	// piece that moves tells which.
	f1 := []string{"d8=t12", "c7=R4", "e7=R8", "c9=R2", "e9=R6", "a1=S15", "h16=s361"}
	for _, c := range []struct {
		name, opts string
		items      []string
		move, want string
	}{
		{
			// F1 (triangles move 2 orthogonally): Even's triangle 9 on c9
			// reaches Odd's round 9 on c11 over the empty c10: a meeting.
			name: "F1 meeting", opts: "preset=F1",
			items: []string{"c9=T9", "c11=r9", "a1=S15", "h16=s361"},
			move:  "c9:c11", want: "meeting: 9 = 9 takes 9 on c11",
		},
		{
			name: "F1 addition by the 8", opts: "preset=F1", items: f1,
			move: "e7:d8", want: "addition: 4 + 8 = 12 takes 12 on d8",
		},
		{
			name: "F1 addition by the 4", opts: "preset=F1", items: f1,
			move: "c7:d8", want: "addition: 4 + 8 = 12 takes 12 on d8",
		},
		{
			// Written larger first, as in place.
			name: "F1 multiplication by the 6", opts: "preset=F1", items: f1,
			move: "e9:d8", want: "multiplication: 6 × 2 = 12 takes 12 on d8",
		},
		{
			// F1: Odd's 12 on d8 is reached by Even's 4 on c7, 8 on e7,
			// round 6 on c9 and triangle 6 on d10 (2 cells over the
			// empty d9): additions 4 + 8 and 6 + 6 (4 + 6 = 10, 8 + 6 =
			// 14; differences 4, 2, 2, 0; products and quotients none).
			// Each piece that moves is in one of them.
			name: "F1 addition of the 6s", opts: "preset=F1",
			items: []string{"d8=t12", "c7=R4", "e7=R8", "c9=R6", "d10=T6", "a1=S15", "h16=s361"},
			move:  "d10:d8", want: "addition: 6 + 6 = 12 takes 12 on d8",
		},
		{
			name: "F1 addition of the 4 and the 8", opts: "preset=F1",
			items: []string{"d8=t12", "c7=R4", "e7=R8", "c9=R6", "d10=T6", "a1=S15", "h16=s361"},
			move:  "e7:d8", want: "addition: 4 + 8 = 12 takes 12 on d8",
		},
		{
			// F1: Even's round 16 on c4 reaches d5 (diagonally), where
			// Odd's pyramid offers its component 16: a meeting.
			name: "F1 pyramid component", opts: "preset=F1",
			items: []string{"c4=R16", "d5=p190", "a1=S15", "h16=s361"},
			move:  "c4:d5/16", want: "meeting: 16 = 16 takes the 16 of the pyramid on d5",
		},
		{
			// F2: Even's 6 on d4 faces Odd's 12 on d7 over the 2 void
			// cells d5 and d6: 6 × 2 = 12. No capture follows.
			name: "F2 multiplication by spaces", opts: "preset=F2",
			items: []string{"d4=R6", "d7=t12", "d8=t36", "a1=S15", "h16=s361"},
			move:  "d4:d7", want: "multiplication by spaces: 6 × 2 spaces = 12 takes 12 on d7",
		},
		{
			// The same with resolveafterreplacement: the 6, now on d7,
			// reaches Odd's 36 on d8, its square (cossic signs), taken in
			// place after the replacement.
			name: "F2 then in place", opts: "preset=F2,resolveafterreplacement",
			items: []string{"d4=R6", "d7=t12", "d8=t36", "a1=S15", "h16=s361"},
			move:  "d4:d7", want: "multiplication by spaces: 6 × 2 spaces = 12 takes 12 on d7; cossic signs by 6 takes 36 on d8",
		},
		{
			// F3 (orthogonal moves): Even's 6 on d3 faces Odd's 12 on d6
			// over d4 and d5: eruption, 6 × 2 = 12.
			name: "F3 eruption", opts: "preset=F3",
			items: []string{"d3=R6", "d6=t12", "a1=S15", "h16=s361"},
			move:  "d3:d6", want: "eruption: 6 × 2 spaces = 12 takes 12 on d6",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := build(t, c.opts, "e", c.items...)
			if got := explainMove(t, p, c.move); got != c.want {
				t.Errorf("%s explained as %q, want %q\nin %s", c.move, got, c.want, p)
			}
		})
	}
}
