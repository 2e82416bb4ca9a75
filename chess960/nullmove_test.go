package chess960

import "testing"

// A pass gives the position the FEN with the other side to move writes:
// the same pieces and castling rights, no en passant square, the halfmove
// clock one more, the full move one more after Black's pass (the FENs are
// written by hand from the rules of FEN). Where the side to move is in
// check, or has nothing but pawns and its king, there is no pass.
func TestNullMove(t *testing.T) {
	for _, c := range []struct{ fen, after string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 3"},
		{"4k3/8/8/8/8/8/4P3/R3K3 w Q - 5 40", "4k3/8/8/8/8/8/4P3/R3K3 b Q - 6 40"},
		{"r3k3/8/8/8/8/8/4P3/4K3 b q - 5 40", "r3k3/8/8/8/8/8/4P3/4K3 w q - 6 41"},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", ""},
		{"4k3/8/8/8/8/8/4r3/R3K3 w - - 0 40", ""},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		q, ok := nullMove(p)
		if c.after == "" {
			if ok {
				t.Errorf("%s: a pass", c.fen)
			}
			continue
		}
		want, err := ParseFEN(c.after)
		if err != nil {
			t.Fatal(err)
		}
		if !ok || q.String() != want.String() || q.Hash() != want.Hash() || q.Hash() != q.computeHash() {
			t.Errorf("%s: pass gives %+v (%v), want %+v", c.fen, q, ok, want)
		}
	}
}
