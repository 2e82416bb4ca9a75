package classic

import "testing"

// Issue 12 item 4: Capablanca chess has chess's dead positions by
// material; the archbishop and the chancellor mate with their king's help
// (the archbishop: king a1, archbishop c3, white king c2 or b3 is mate on
// 10x8 as on 8x8), so they are sufficient material.
func TestCapablancaInsufficientMaterial(t *testing.T) {
	for text, dead := range map[string]bool{
		"10/3k6/10/4K5/10/10/10/10 w - - 0 1":    true,  // the bare kings
		"10/3k6/10/4K5/10/10/10/5N4 w - - 0 1":   true,  // king and knight
		"10/3k6/10/4K5/10/10/10/5B4 b - - 0 1":   true,  // king and bishop
		"10/3k6/10/4K5/10/3b6/10/5B4 w - - 0 1":  true,  // bishops on f1 and d3: both light
		"10/3k6/10/4K5/10/4b5/10/5B4 w - - 0 1":  false, // bishops of both colours
		"10/3k6/10/4K5/10/10/10/5A4 w - - 0 1":   false, // archbishop
		"10/3k6/10/4K5/10/10/10/5C4 w - - 0 1":   false, // chancellor
		"10/3k6/10/4K5/10/10/P9/10 w - - 0 1":    false, // pawn
		"10/3k6/10/4K5/10/10/10/3n1N4 w - - 0 1": false, // knight against knight: a helpmate exists
	} {
		p, err := Capablanca.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		o := p.Outcome()
		if got := o.Over() && o.Reason == "insufficient material"; got != dead {
			t.Errorf("%s: %v, want dead %v", text, o, dead)
		}
	}
	// The checkmate that makes the archbishop sufficient: Ka1, Ac3, Kc2...
	// black's king a1 is checked by the archbishop's diagonal from c3,
	// a2/b2/b1 are covered by the white king on b3 and the archbishop's
	// knight leap (c3-b1, c3-a2).
	p, err := Capablanca.Parse("10/10/10/10/10/1KA7/10/k9 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if o := p.Outcome(); !o.Over() || o.Reason != "checkmate" {
		t.Errorf("king a1 against archbishop c3 and king b3: %v, want checkmate", o)
	}
}
