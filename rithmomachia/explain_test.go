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
