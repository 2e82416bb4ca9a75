package gardner

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// The perft counts are Fairy-Stockfish's (version 11.1, Debian's
// /usr/games/fairy-stockfish), an implementation independent of Ludus,
// counted with:
//
//	setoption name UCI_Variant value gardner
//	position startpos              (or: position fen <fen>)
//	go perft <depth>
//
// The second position is of our choosing: both sides can promote (White's
// b4 pawn by capturing on a5 or c5, Black's a2 pawn by capturing on b1),
// with queens on the board; it is counted with each side to move.
var perftCases = []struct {
	name   string
	fen    string
	counts []uint64 // counts[d-1] is perft(d)
}{
	{"start", Start, []uint64{7, 53, 506, 4775, 52512, 572874}},
	{"promotions, white to move", "rnb1k/1P2p/3q1/p1P2/RNBQK w - - 0 1", []uint64{21, 419, 7084, 119590, 1975265}},
	{"promotions, black to move", "rnb1k/1P2p/3q1/p1P2/RNBQK b - - 0 1", []uint64{26, 451, 8491, 141115, 2422857}},
}

// TestPerft compares the move tree with Fairy-Stockfish's counts, by the
// generic counter (every move played) and by the kernel's bulk counter;
// under -short (CI's race run) to depth 4.
func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Gardner.Parse(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for d, want := range c.counts {
				if d >= 4 && testing.Short() {
					break
				}
				if got := variant.Perft[chesslike.Position, chesslike.Move](p, d+1); got != want {
					t.Errorf("perft(%d) = %d, want %d (Fairy-Stockfish)", d+1, got, want)
				}
				if got := p.Perft(d + 1); got != want {
					t.Errorf("bulk perft(%d) = %d, want %d (Fairy-Stockfish)", d+1, got, want)
				}
			}
		})
	}
}
