package chesslike_test

import (
	"testing"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// A pass gives the position the text with the other side to move writes
// (by hand from the FEN rules: no en passant square, the halfmove clock one
// more, the move number one more after Black's pass), with the hash of
// that position; there is no pass in check, nor with fewer than two pieces
// besides the royal ones and the pawns (a shatranj rook alone), nor in a
// game with a state of its own.
func TestNullMove(t *testing.T) {
	for _, c := range []struct {
		rules       *cl.Rules
		text, after string
	}{
		{classic.Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"},
		{classic.Chess, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"},
		{classic.Chess, "r3k2r/8/8/8/8/8/4P3/4K3 b kq - 5 40", "r3k2r/8/8/8/8/8/4P3/4K3 w kq - 6 41"},
		{classic.Chess, "4k3/8/8/8/8/8/4r3/R3K2R w - - 0 40", ""},
		{classic.Shatranj, "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 40", ""},
	} {
		p, err := c.rules.Parse(c.text)
		if err != nil {
			t.Fatal(err)
		}
		q, ok := cl.NullMove(p)
		if c.after == "" {
			if ok {
				t.Errorf("%s: a pass", c.text)
			}
			continue
		}
		want, err := c.rules.Parse(c.after)
		if err != nil {
			t.Fatal(err)
		}
		if !ok || q.String() != want.String() || q.Hash() != want.Hash() || q.Hash() != cl.RecomputedHash(q) {
			t.Errorf("%s: pass gives %s (%v), want %s", c.text, q, ok, c.after)
		}
	}
}
