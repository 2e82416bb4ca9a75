package engine

import (
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
)

// XBoard reads castling in FischerRandom as O-O and O-O-O (its engine
// protocol's table of move forms); the king taking its rook ("d8c8"
// when the king stands on d8 and the rook on c8) left an XBoard match
// hanging. In standard chess castling stays the king's two-square step.
func TestXBoardCastling(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		want         map[string]bool
	}{
		{"chess960", "1rk1r3/8/8/8/8/8/8/6K1 b be - 0 1", map[string]bool{"O-O": true, "O-O-O": true}},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", map[string]bool{"e1g1": true, "e1c1": true}},
	} {
		p, err := variant.NewPosition(c.variant, "", c.fen)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, m := range p.Moves(nil) {
			if chess960.Move(m).IsCastling() {
				text := xboardMoveText(p, m)
				got[text] = true
				// What is written reads back as the same move.
				if back, err := parseMove(p, text, CECP); err != nil || back != m {
					t.Errorf("%s: %s reads back as %v, %v", c.variant, text, back, err)
				}
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%s: castling written %v, want %v", c.variant, got, c.want)
		}
		for w := range c.want {
			if !got[w] {
				t.Errorf("%s: castling written %v, want %v", c.variant, got, c.want)
			}
		}
	}
}

// TestShiftRanks checks the CECP rank numbering of XBoard's ten-rank
// boards, by hand: Ludus's C@h3 is XBoard's C@h2, XBoard's promotion
// a8a9k is Ludus's a9a10k; a rank below 0 or a file letter without a rank
// inside the text is refused.
func TestShiftRanks(t *testing.T) {
	for _, c := range []struct {
		in   string
		d    int
		want string
		ok   bool
	}{
		{"e2a6", -1, "e1a5", true},
		{"C@h3", -1, "C@h2", true},
		{"C@h2", 1, "C@h3", true},
		{"a8a9k", 1, "a9a10k", true},
		{"a9a10k", -1, "a8a9k", true},
		{"a0b1", -1, "", false},
		{"ab2", 1, "", false},
		{"a99b1", 1, "", false},
	} {
		got, ok := shiftRanks(c.in, c.d)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("shiftRanks(%q, %d) = %q, %v; want %q, %v", c.in, c.d, got, ok, c.want, c.ok)
		}
	}
}

// FuzzShiftRanks: no text panics, and shifting down, up and down again
// gives the same text (up to leading zeros, which the first shift drops).
func FuzzShiftRanks(f *testing.F) {
	for _, s := range []string{"e2a6", "C@h3", "a9a10k", "a0", "", "z123456"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		down, ok := shiftRanks(s, -1)
		if !ok {
			return
		}
		up, ok := shiftRanks(down, 1)
		if !ok {
			t.Fatalf("%q: down %q, up refused", s, down)
		}
		if again, ok := shiftRanks(up, -1); !ok || again != down {
			t.Errorf("%q: down %q, up %q, down again %q %v", s, down, up, again, ok)
		}
	})
}

// TestStormPrinceLetter: Storm's Prince X is U in CECP, in both
// directions, since XBoard reads a promotion to x as none (by hand from
// RULES.md 6.7: the Forester on a7 frees the captive Prince on a8).
func TestStormPrinceLetter(t *testing.T) {
	v, err := variant.Lookup("storm")
	if err != nil {
		t.Skip("storm is not registered:", err)
	}
	p, err := v.Parse("5q4/F9/10/10/10/10/10/4Q5[X] w - - 0 1", variant.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove("a7a8x")
	if err != nil {
		t.Fatal(err)
	}
	if got := moveText(p, m, CECP); got != "a7a8u" {
		t.Errorf("CECP text %q, want a7a8u", got)
	}
	if got := moveText(p, m, UCI); got != "a7a8x" {
		t.Errorf("UCI text %q, want a7a8x", got)
	}
	if got, err := parseMove(p, "a7a8u", CECP); err != nil || got != m {
		t.Errorf("parse a7a8u: %v, %v", got, err)
	}
	if got := xbFEN(v, "tnsyqkxsnt/10/10/10/10/10/10/TNSYQKXSNT[Xx] w - - 0 1", true); got != "tnsyqkusnt/10/10/10/10/10/10/TNSYQKUSNT[Uu] w - - 0 1" {
		t.Errorf("fen to CECP: %s", got)
	}
}
