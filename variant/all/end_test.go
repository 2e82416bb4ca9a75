package all_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// moveLimitGames are the games whose rules end every game within a bound:
// an automatic draw after movelimit moves by each side without a capture or
// a pawn (soldier) move, 75 in chess and Chess960 (FIDE Laws 9.6.2). Between
// two such resets at most 2 * movelimit plies are played. A capture removes
// a piece for good (in Storm and Meridian a captured piece comes back only
// by a pawn's promotion, which uses the pawn up), so there are fewer
// captures than pieces at the start; a pawn moves at most ranks - 1 times.
// Hence every game ends within (pieces + pawns * (ranks-1) + 1) * 2 *
// movelimit plies. Arabella is left out (a released Jini returns to the
// board without a pawn move) and so is QiPlacements (no move-count rule by
// default), as are Enochian and the Rithmomachias, whose rules set no
// bound on a game's length.
var moveLimitGames = map[string]int{
	"chess": 75, "chess960": 75, // the 75-move rule, built in
	"chess-kernel": 0, "chess960-kernel": 0, "capablanca": 0, "courier": 0, "shatranj": 0,
	"xiangqi": 0, "lancerchess": 0, "storm": 0, "meridian": 0, // 0: the game's movelimit option
	"gardner": 0,
}

// gameBound returns the bound on the length of a game from p described at
// moveLimitGames.
func gameBound(t *testing.T, p variant.AnyPosition, limit int) int {
	t.Helper()
	if limit == 0 {
		limit = p.Options().Int("movelimit")
	}
	if limit <= 0 {
		t.Fatalf("%s: no move limit", p.Variant().Name)
	}
	pieces, pawns := 0, 0
	for _, pc := range p.Pieces(nil) {
		pieces++
		if k := strings.ToLower(pc.Kind); strings.Contains(k, "pawn") || strings.Contains(k, "soldier") || strings.Contains(k, "pikeman") {
			pawns++
		}
	}
	ranks := p.Board().Shape().Ranks
	return (pieces + pawns*(ranks-1) + 1) * 2 * limit
}

// TestGamesEnd plays seeded random games of the games whose rules bound a
// game's length to their end, through variant.Game (so that the move-count
// and repetition rules apply), and fails if one outlasts its bound.
func TestGamesEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games through variant.Game (about 20 CPU seconds); not in -short")
	}
	for name, limit := range moveLimitGames {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			v, err := variant.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			o, _ := v.ParseOptions("")
			if name == "chess960" {
				o, _ = v.ParseOptions("start=518")
			}
			start, err := v.Start(o)
			if err != nil {
				t.Fatal(err)
			}
			bound := gameBound(t, start, limit)
			for seed := range uint64(2) {
				rng := rand.New(rand.NewPCG(seed, 0xe2d))
				g := variant.NewGame(start)
				var buf []variant.Move
				for !g.Outcome().Over() {
					if g.Len() > bound {
						t.Fatalf("seed %d: the game goes on after %d plies, its rules' bound; at %s", seed, bound, g.Position())
					}
					buf = g.Allowed(buf[:0]) // the moves the history does not forbid
					if err := g.Play(buf[rng.IntN(len(buf))]); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("seed %d: %d plies (bound %d): %s", seed, g.Len(), bound, v.Describe(g.Outcome()))
			}
		})
	}
}
