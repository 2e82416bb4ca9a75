package gardner

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// randomLine draws a game of up to 80 plies from the start and calls visit
// at every position of it.
func randomLine(t *rapid.T, visit func(p chesslike.Position)) {
	p := Gardner.Start()
	plies := rapid.IntRange(0, 80).Draw(t, "plies")
	for range plies {
		visit(p)
		ms := p.Moves(nil)
		if len(ms) == 0 {
			return
		}
		p = p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")])
	}
	visit(p)
}

// mirror returns the colour mirror image of a position text: the ranks in
// reverse order, White's pieces Black's and the other way round, the other
// side to move.
func mirror(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	swap := func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}
	f[0] = strings.Map(swap, strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	return strings.Join(f, " ")
}

// TestPropArmies: along random games each side keeps exactly one king,
// no pawn stands on the first or last rank (pawns start on the second,
// step forward and must promote on the last), and a side never has more
// than its five pawns and four pieces besides the king: a promotion
// spends a pawn.
func TestPropArmies(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomLine(t, func(p chesslike.Position) {
			var kings, others [2]int
			for _, pc := range p.Pieces(nil) {
				rank := p.Board().Coord(pc.Cell).Rank
				switch pc.Kind {
				case "king":
					kings[pc.Side]++
				case "pawn":
					if rank == 0 || rank == 4 {
						t.Fatalf("%s: a pawn on rank %d", p, rank+1)
					}
					fallthrough
				default:
					others[pc.Side]++
				}
			}
			if kings != [2]int{1, 1} || others[0] > 9 || others[1] > 9 {
				t.Fatalf("%s: kings %v, other pieces %v", p, kings, others)
			}
		})
	})
}

// TestPropTexts: every position's text reads back to the same position,
// and every move's text to the same move.
func TestPropTexts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomLine(t, func(p chesslike.Position) {
			q, err := Gardner.Parse(p.String())
			if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
				t.Fatalf("%s read back as %s (%v)", p, q, err)
			}
			for _, m := range p.Moves(nil) {
				if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
					t.Fatalf("%s: move %s read back as %d (%v)", p, p.MoveText(m), back, err)
				}
			}
		})
	})
}

// TestPropMirror: the rules are the same for both sides, so a position and
// its colour mirror image have move trees of the same size.
func TestPropMirror(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomLine(t, func(p chesslike.Position) {
			q, err := Gardner.Parse(mirror(p.String()))
			if err != nil {
				t.Fatalf("mirror of %s: %v", p, err)
			}
			if a, b := variant.Perft[chesslike.Position, chesslike.Move](p, 2), variant.Perft[chesslike.Position, chesslike.Move](q, 2); a != b {
				t.Fatalf("%s: perft(2) %d, mirror %s: %d", p, a, q, b)
			}
		})
	})
}
