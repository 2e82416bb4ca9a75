package enochian

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The side an action belongs to (variant.Acting), which a server checks
// against the seat that sends it. At the start every army has its own
// player, so each may withdraw under §8.2 (its partner is active under
// another player): on Yellow's turn "withdraw-b" is Blue's action, not
// Yellow's. In S13's exchange Yellow offers on its turn and Black, the
// other army of the pair, answers (§8.3): "accept-k" and "decline-k" are
// Black's although Yellow is still to move.
func TestActionSide(t *testing.T) {
	p, err := New("")
	if err != nil {
		t.Fatal(err)
	}
	side := func(p Position, text string) variant.Side {
		t.Helper()
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		typed := p.ActionSide(m)
		if dyn := variant.ActionSide(variant.Dynamic(p), variant.Move(m)); dyn != typed {
			t.Errorf("%s: the dynamic face says side %d, the typed %d", text, dyn, typed)
		}
		return typed
	}
	if p.Turn() != Yellow {
		t.Fatalf("start: %s to move", p.Turn())
	}
	for text, want := range map[string]Army{"withdraw-y": Yellow, "withdraw-b": Blue, "withdraw-r": Red, "withdraw-k": Black} {
		if got := side(p, text); got != vside(want) {
			t.Errorf("%s: side %d, want %s", text, got, want)
		}
	}
	var moves [64]Move
	first := p.Moves(moves[:0])[0]
	if got := side(p, p.MoveText(first)); got != vside(Yellow) {
		t.Errorf("turn move %s: side %d, want Yellow", p.MoveText(first), got)
	}

	q := setup(t, zal, "yK:c6 yN:h8 bQ:h7 bPn:g6 rR:g1 rPq:g2 kK:d2", "y", "-,fcy2,fck1,-")
	if got := side(q, "offer-y"); got != vside(Yellow) {
		t.Errorf("offer-y: side %d, want Yellow", got)
	}
	q = play(t, q, "offer-y")
	if q.Turn() != Yellow {
		t.Fatalf("after the offer %s is to move", q.Turn())
	}
	for _, text := range []string{"accept-k", "decline-k"} {
		if got := side(q, text); got != vside(Black) {
			t.Errorf("%s: side %d, want Black", text, got)
		}
	}
}
