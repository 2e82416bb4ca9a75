package enochian

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Zalewski's diagram of the recording codes (Enochian Chess of the Golden
// Dawn, p. 110) labels the top edge of the board, left to right, "1 2 3 4"
// in the Air Angle and "d c b a" in the Water Angle, and the bottom edge
// "a b c d" in the Earth Angle and "4 3 2 1" in the Fire Angle. So in each
// Angle the number counts along its army's back line from the throne (x,
// §1.4) and the letter counts forward (y), and every King starts on 1a
// ("K1a", p. 108), its setting's squares 1..4 (§2.1) being 1a..4a.
func TestAngleSquaresOfTheBooksDiagram(t *testing.T) {
	sq := func(name string) int {
		c, err := geometry.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		return int(c)
	}
	for name, want := range map[string]string{
		"a8": "A1a", "b8": "A2a", "c8": "A3a", "d8": "A4a", // Air: 1 2 3 4
		"e8": "W1d", "f8": "W1c", "g8": "W1b", "h8": "W1a", // Water: d c b a
		"a1": "E1a", "b1": "E1b", "c1": "E1c", "d1": "E1d", // Earth: a b c d
		"e1": "F4a", "f1": "F3a", "g1": "F2a", "h1": "F1a", // Fire: 4 3 2 1
		// Down the sides, by the same frames: a7 is Air 1b, h7 Water 2a,
		// h2 Fire 1b, a2 Earth 2a; and the centre d4 e4 d5 e5.
		"a7": "A1b", "h7": "W2a", "h2": "F1b", "a2": "E2a",
		"d5": "A4d", "e5": "W4d", "e4": "F4d", "d4": "E4d",
	} {
		if got := AngleSquare(sq(name)); got != want {
			t.Errorf("AngleSquare(%s) = %s, want %s", name, got, want)
		}
	}
	// Every square has its own name, 16 in each Angle.
	seen := map[string]bool{}
	for s := range 64 {
		n := AngleSquare(s)
		if seen[n] {
			t.Errorf("%s named twice", n)
		}
		seen[n] = true
	}
	// Every King of every array starts on 1a of its own Angle.
	for _, arr := range Arrays {
		p, _ := New("array=" + arr.Key())
		for a := Army(0); a < 4; a++ {
			if got := AngleSquare(int(p.king[a])); got != string(angleLetters[a])+"1a" {
				t.Errorf("%s: %s's King on %s", arr, a, got)
			}
		}
	}
}

// The book's own example record (p. 109), moves 6 to 9 of a game in a
// Water setting (the Fire Queen starts on the throne, 1a, with her King):
//
//	6 ...  NW3d   R4a    Q1c  BF2dxN
//	7 NE4d RF1d   P2dxB  P2c?
//	8 NA2d RF2dxP Q3c    K2b
//	9 QW3d ...
//
// The columns are Air (Yellow), Water (Blue), Fire (Red), Earth (Black).
// The book explains: in move 6 the Air Knight goes to Water 3d, Water's
// Rook to 4a of its own Angle (no Angle letter), the Fire Queen to 1c, and
// Earth's Bishop takes a Knight on Fire 2d; in move 7 the Air Knight goes
// on to Earth 4d, Water's Rook to Fire 1d, Fire's pawn takes the Bishop on
// Fire 2d, and an Earth pawn goes to 2c, a questionable move ("?"). The
// row-8 Air entry reads "NA2d." in the transcription we read: the Angle
// letter of the Knight's own Angle, which the book's rule leaves out (so
// AngleText writes "N2d"), and a full stop we take for punctuation.
//
// The game's earlier moves are not given, so the position before move 6
// is ours, built so that every recorded move is legal, Air to move:
//
//	Yellow (Air)   K a8, Q c8, B b8, N d8, pawns a7 b7 c7 d7
//	Blue (Water)   K+Q h8 (intact throne), B h7, R h6, pawns g8 g7 g6 g5
//	Red (Fire)     K+Q h1 (intact), B g1, R f1, N g4, pawns h2 g2 f3 e2
//	Black (Earth)  K+Q a1 (intact), B f5, R a3, N a4, pawns b1 b2 b3 b4
//
// With the frames of the diagram the squares are: W3d = e6, W4a = h5,
// F1c = h3, F2d = g4, E4d = d4, F1d = h4, F3c = f3, E2c = c2, A2d = b5,
// E2b = b2; so the moves are Nd8-e6, Rh6-h5, Qh1-h3, Bf5xg4; Ne6-d4,
// Rh5-h4, f3xg4, b2-c2; Nd4-b5, Rh4xg4, Qh3-f3, Ka1-b2; Qc8-e6. They hang
// together only with these frames: the Water Rook walks h6-h5-h4-g4, the
// Fire Queen leaps h1-h3-f3 over her pawn and into the square the pawn
// left, the Bishop taken on g4 is taken by the f3 pawn and that pawn by
// the Rook, the Earth pawn steps b2-c2 and its King takes its place on b2.
// (With number and letter swapped, Earth's "P2c" from 2b would be b2-b3, a
// sideways step.) No move gives check (hand-checked), so no "+" is written.
func TestAngleBookExample(t *testing.T) {
	p := setup(t, "array=water-of-air-water",
		"yK:a8 yQ:c8 yB:b8 yN:d8 yPq:a7 yPb:b7 yPr:c7 yPn:d7 "+
			"bK+Q:h8 bB:h7 bR:h6 bPq:g8 bPb:g7 bPr:g6 bPn:g5 "+
			"rK+Q:h1 rB:g1 rR:f1 rN:g4 rPq:h2 rPb:g2 rPr:f3 rPn:e2 "+
			"kK+Q:a1 kB:f5 kR:a3 kN:a4 kPq:b1 kPb:b2 kPr:b3 kPn:b4",
		"y", "-,-,-,-")
	for _, step := range []struct {
		book, ours, move string
	}{
		{"NW3d", "NW3d", "Nd8-e6"}, {"R4a", "R4a", "Rh6-h5"}, {"Q1c", "Q1c", "Qh1-h3"}, {"BF2dxN", "BF2dxN", "Bf5xg4"},
		{"NE4d", "NE4d", "Ne6-d4"}, {"RF1d", "RF1d", "Rh5-h4"}, {"P2dxB", "P2dxB", "f3xg4"}, {"P2c?", "P2c", "b2-c2"},
		{"NA2d", "N2d", "Nd4-b5"}, {"RF2dxP", "RF2dxP", "Rh4xg4"}, {"Q3c", "Q3c", "Qh3-f3"}, {"K2b", "K2b", "Ka1-b2"},
		{"QW3d", "QW3d", "Qc8-e6"},
	} {
		m, err := p.ParseAngle(step.book)
		if err != nil {
			t.Fatalf("%s in %s: %v (legal: %v)", step.book, p, err, texts(p))
		}
		if got := p.MoveText(m); got != step.move {
			t.Errorf("%s read as %s, want %s", step.book, got, step.move)
		}
		if got := p.AngleText(m); got != step.ours {
			t.Errorf("%s written as %s, want %s", step.move, got, step.ours)
		}
		if back, err := p.ParseMove(step.book); err != nil || back != m {
			t.Errorf("ParseMove(%q) = %v, %v", step.book, back, err)
		}
		p = p.Play(m)
	}
}

// The marks and forms the example does not show, on scenario positions:
// "+" check and "++" a King captured (p. 109), "#" a promoted pawn with
// the kind it becomes (the kind is our addition), an in-place promotion
// (§6.2) written at the pawn's square.
func TestAngleMarks(t *testing.T) {
	check := func(p Position, alg, want string) {
		t.Helper()
		m, err := p.ParseMove(alg)
		if err != nil {
			t.Fatalf("%s: %v", alg, err)
		}
		if got := p.AngleText(m); got != want {
			t.Errorf("%s: AngleText %s, want %s", alg, got, want)
		}
		if back, err := p.ParseAngle(want); err != nil || back != m {
			t.Errorf("ParseAngle(%q) = %v, %v", want, back, err)
		}
	}
	// S2: the Yellow rook takes the pawn on g8 (Water 1b) and checks the
	// Blue King on h8; the King takes the rook.
	p, _ := New(zal)
	check(p, "Rd8xg8", "RW1bxP+")
	check(play(t, p, "Rd8xg8"), "Kh8xg8", "K1bxR")
	// S3: the Red knight takes the intact throne h8 (Water 1a): a King.
	check(setup(t, zal, "bK+B:h8 bQ:h7 bPq:g7 bPn:g6 rK:h1 rN:f7 yK:a8 kK:a1", "r", "-,-,-,-"), "Nf7xh8", "NW1axK++")
	// S14 (b): b1 is Earth 1b, a1 Earth 1a; the queen on b1 checks the
	// Black King on d3 (a two-square diagonal leap), the bishop on a1 does
	// not (d4, not d3, is on its diagonal).
	s14 := setup(t, zal, "yK:e5 yPq:b2 yPn:f7 kK:d3 kR:a1 rK:h4 bK:h8", "y", "e,-,-,-")
	check(s14, "b2-b1=Q", "PE1b#Q+")
	check(s14, "b2xa1=B", "PE1axR#B")
	// S14 (a): the waiting pawn on d1 (Earth 1d) promotes in place; the new
	// rook looks along rank 1 at the Black King on a1.
	check(setup(t, zal, "yK:a8 yPr:d1 yPb:a7 yPq:b7 rK:h1 bK:h8 kK:a1", "y", "e,-,-,-"), "d1=R", "PE1d#R+")
	// S19: h4 is Fire 1d; =Q checks f2 by a leap, =B through g3, =R and =N
	// give no check.
	s19 := setup(t, zal, "kK:b3 kQ:c4 kPb:g4 rK:f2 rR:h6 yK:a8 bK:e8", "k", "e,-,-,-")
	for alg, want := range map[string]string{"g4-h4=Q": "PF1d#Q+", "g4-h4=B": "PF1d#B+", "g4-h4=R": "PF1d#R", "g4-h4=N": "PF1d#N"} {
		check(s19, alg, want)
	}
	// Actions keep their algebraic text.
	if got := p.AngleText(mkAction(classWithdraw, Red)); got != "withdraw-r" {
		t.Errorf("action text %q", got)
	}
	if m, err := p.ParseAngle("withdraw-r"); err != nil || m != mkAction(classWithdraw, Red) {
		t.Errorf("ParseAngle(withdraw-r) = %v, %v", m, err)
	}
}

// Where the square moved to does not tell the moves apart (the book writes
// only that square, the square moved from being clear from the record) we
// add the square moved from; if even that is ambiguous, both squares with
// their Angle letters.
func TestAngleDisambiguation(t *testing.T) {
	// Yellow pawns c7 (Air 3b) and e7 (Water 2d) can both take the Blue
	// knight on d6 (Air 4c).
	p := setup(t, zal, "yK:a8 yPq:c7 yPr:e7 bN:d6 bK:h8 rK:h1 kK:a1", "y", "-,-,-,-")
	var got []string
	for _, m := range p.Moves(nil) {
		if p.sq[m.to()] != 0 {
			got = append(got, p.AngleText(m))
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"P3b-4cxN", "PW2d-4cxN"}) {
		t.Errorf("captures on d6: %v", got)
	}
	if _, err := p.ParseAngle("P4cxN"); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("P4cxN: %v, want an ambiguity error", err)
	}
	// S16 on Red's turn: Red (a withdrawn bare King) and Yellow both move,
	// and each King's steps have the same names in its own Angle: Yellow
	// a8-b7 and Red h1-g2 are both "K2b", and both from "1a".
	s16 := setup(t, zal, "yK:a8 yR:d4 rK:h1 bK:h8 kK:a1", "r", "-,-,w,-")
	want := map[string]string{
		"Ka8-a7": "KA1a-A1b", "Ka8-b7": "KA1a-A2b", "Ka8-b8": "KA1a-A2a",
		"Kh1-h2": "KF1a-F1b", "Kh1-g2": "KF1a-F2b", "Kh1-g1": "KF1a-F2a",
		"Rd4-a4": "RE4a+", // the rook on a4 looks down the a-file at the Black King
	}
	for _, m := range s16.Moves(nil) {
		text := s16.AngleText(m)
		if w, ok := want[s16.MoveText(m)]; ok && text != w {
			t.Errorf("%s: %s, want %s", s16.MoveText(m), text, w)
		}
		if back, err := s16.ParseAngle(text); err != nil || back != m {
			t.Errorf("%s: %q read back as %v, %v", s16.MoveText(m), text, back, err)
		}
	}
	if _, err := s16.ParseAngle("K2b"); err == nil {
		t.Error("K2b should be ambiguous on Red's turn")
	}
}

// Unreadable Angle text gives a *variant.ParseError at the fault; text
// that reads but fits no legal move gives an IllegalMoveError.
func TestParseAngleErrors(t *testing.T) {
	p, _ := New("")
	for _, c := range []struct {
		text string
		off  int
	}{
		{"", 0},
		{"Z1a", 0},      // not a piece letter
		{"N5a", 1},      // no square number 5
		{"NW3e", 3},     // no square letter e
		{"NW", 2},       // the square number is missing
		{" K2b-", 5},    // nothing after '-' (offsets count the leading space)
		{"Q1c junk", 3}, // text after the move
		{"QW1cx#?y", 6}, // "x" and "#" may stand alone, a stray "?y" may not
	} {
		_, err := p.ParseAngle(c.text)
		var pe *variant.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, variant.ErrMove) {
			t.Errorf("ParseAngle(%q) = %v, want a ParseError", c.text, err)
			continue
		}
		if pe.Offset != c.off {
			t.Errorf("ParseAngle(%q): offset %d (%s), want %d", c.text, pe.Offset, pe.Reason, c.off)
		}
	}
	// At the start of Air of Air & Water Yellow's knight on c8 (Air 3a) can
	// go to b6 (Air 2c) but not to a6, and no Yellow queen can take a pawn
	// on Air 2c.
	if m, err := p.ParseAngle("N2c"); err != nil || p.MoveText(m) != "Nc8-b6" {
		t.Errorf("N2c: %v %v", p.MoveText(m), err)
	}
	for _, s := range []string{"N1c", "Q2cxP", "K1b", "P1b#Q"} {
		if _, err := p.ParseAngle(s); !errors.Is(err, variant.ErrIllegalMove) {
			t.Errorf("ParseAngle(%q) = %v, want ErrIllegalMove", s, err)
		}
	}
}
