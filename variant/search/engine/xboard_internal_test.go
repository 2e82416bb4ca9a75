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
