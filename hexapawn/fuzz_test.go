package hexapawn

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// FuzzParse: Parse never panics; it refuses with a position error, or
// reads a position whose text reads back to it, and whose moves read back.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"ppp/3/PPP w", "1p1/p2/1P1 w", "3/3/p2 b", "pp/3/PPPP w", "p2/P2/3 w", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			if !errors.Is(err, variant.ErrPosition) {
				t.Fatalf("Parse(%q): %v, not a position error", text, err)
			}
			return
		}
		if q, err := Parse(p.String()); err != nil || q != p {
			t.Fatalf("Parse(%q) = %s, which reads back as %s (%v)", text, p, q, err)
		}
		for _, m := range p.Moves(nil) {
			if _, err := p.ParseMove(p.MoveText(m)); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
		}
	})
}

// FuzzParseMove: ParseMove never panics and accepts only legal moves.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1a2", "b1b2", "a1b2", "a1", "z9z9", "a1a2a3", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p := Start()
		m, err := p.ParseMove(text)
		if err != nil {
			return
		}
		for _, legal := range p.Moves(nil) {
			if legal == m {
				return
			}
		}
		t.Fatalf("ParseMove(%q) = %v, not a legal move", text, m)
	})
}
