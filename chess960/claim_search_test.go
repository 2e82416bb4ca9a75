package chess960

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The computer claims a draw by threefold repetition when it stands worse
// (a claim is worth 0, playing on a queen down far less) and plays on when
// it stands better. The knights go out and back twice, so the position
// with White to move occurs a third time.
func TestComputerClaimsWhenWorse(t *testing.T) {
	for _, c := range []struct {
		fen   string
		claim bool
	}{
		{"1n1qk1n1/pppppppp/8/8/8/8/PPPPPPPP/1N2K1N1 w - - 0 1", true},  // White a queen down
		{"1n2k1n1/pppppppp/8/8/8/8/PPPPPPPP/1N1QK1N1 w - - 0 1", false}, // White a queen up
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		g := variant.NewGame(p)
		moves := []string{"Nc3", "Nc6", "Nb1", "Nb8", "Nc3", "Nc6", "Nb1", "Nb8"}
		for _, m := range moves {
			if err := g.PlayText(m); err != nil {
				t.Fatalf("%s: %v", m, err)
			}
		}
		if g.Repetitions() != 3 {
			t.Fatalf("%s: the start occurs %d times", c.fen, g.Repetitions())
		}
		ab := search.AlphaBeta[Position, Move]{Eval: Evaluate, Limits: search.Limits{Depth: 2}, Noisy: noisy}
		d, err := search.Deliberate(context.Background(), search.Player[Position, Move](ab), g, variant.SidesOf(0))
		if err != nil || d.Claim != c.claim {
			t.Errorf("%s: decision %+v (%v), want claim %v", c.fen, d, err, c.claim)
		}
	}
}
