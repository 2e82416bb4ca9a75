package chess960_test

import (
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// Perft by movement alone, against Fairy-Stockfish 11.1's "go perft N"
// (which knows no dead positions and no 75-move rule), for positions that
// Ludus's rules end: kings alone, king and bishop against king, and the
// "Kiwipete" position of the chessprogramming wiki's perft suite (2,039
// at depth 2, 97,862 at depth 3) with the halfmove clock at 150 (ended)
// and at 149 (ended one ply down). The game's Perft counts 0 (or less)
// there; chess960's own generator and the kernel's agree.
func TestMovementPerft(t *testing.T) {
	const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - "
	for _, c := range []struct {
		fen          string
		depth        int
		game, moving uint64
	}{
		{"8/8/8/8/8/8/8/K6k w - - 0 1", 2, 0, 9},
		{"8/8/8/8/8/8/8/K6k w - - 0 1", 4, 0, 324},
		{"8/8/8/8/8/8/8/KB5k w - - 0 1", 3, 0, 317},
		{kiwipete + "150 1", 2, 0, 2039},
		{kiwipete + "149 1", 3, 28805, 97862},
		{kiwipete + "0 1", 2, 2039, 2039},
	} {
		for _, name := range []string{"chess", "chess-kernel"} {
			p, err := variant.NewPosition(name, "", c.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Perft(c.depth); got != c.game {
				t.Errorf("%s %s: Perft(%d) = %d, want %d", name, c.fen, c.depth, got, c.game)
			}
			if got := variant.MovementPerft(p, c.depth); got != c.moving {
				t.Errorf("%s %s: MovementPerft(%d) = %d, want %d", name, c.fen, c.depth, got, c.moving)
			}
		}
		p, _ := chess960.ParseStandardFEN(c.fen)
		if got := p.MovementPerft(c.depth); got != c.moving {
			t.Errorf("typed %s: %d, want %d", c.fen, got, c.moving)
		}
	}
}
