package hexapawn

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// randomGame plays a random game from the start to its end and calls visit
// at every position.
func randomGame(t *rapid.T, visit func(p Position, ply int)) {
	p := Start()
	for ply := 0; ; ply++ {
		visit(p, ply)
		ms := p.Moves(nil)
		if len(ms) == 0 {
			return
		}
		p = p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")])
	}
}

// mirrorText returns the colour mirror image of a position text: the
// ranks in reverse order, the pawns of the other colour, the other side to
// move.
func mirrorText(text string) string {
	f := strings.Fields(text)
	ranks := strings.Split(f[0], "/")
	ranks[0], ranks[2] = ranks[2], ranks[0]
	swapped := strings.NewReplacer("P", "p", "p", "P").Replace(strings.Join(ranks, "/"))
	return swapped + map[string]string{"w": " b", "b": " w"}[f[1]]
}

// TestPropGameLength: every game ends within 7 plies. A pawn that moves
// twice reaches the far rank and wins (every move advances it one rank),
// so each side moves each of its three pawns at most once without winning:
// White's fourth move, ply 7, would be a pawn's second.
func TestPropGameLength(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, func(p Position, ply int) {
			if ply > 7 {
				t.Fatalf("%s: ply %d", p, ply)
			}
			if o := p.Outcome(); o.Over() && o.Status != variant.Won {
				t.Fatalf("%s: %v, but the game has no draws", p, o)
			}
		})
	})
}

// TestPropTexts: position texts read back to the same position, moves to
// the same move, and positions with the same text have the same hash.
func TestPropTexts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, func(p Position, _ int) {
			q, err := Parse(p.String())
			if err != nil || q != p || q.Hash() != p.Hash() {
				t.Fatalf("%s read back as %s (%v)", p, q, err)
			}
			for _, m := range p.Moves(nil) {
				if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
					t.Fatalf("%s: %s read back as %v (%v)", p, p.MoveText(m), back, err)
				}
			}
		})
	})
}

// TestPropMirror: the rules are the same for both colours, so the colour
// mirror image of a position has as many moves, and the same outcome with
// the winner's colour changed.
func TestPropMirror(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, func(p Position, _ int) {
			q, err := Parse(mirrorText(p.String()))
			if err != nil {
				t.Fatalf("mirror of %s: %v", p, err)
			}
			po, qo := p.Outcome(), q.Outcome()
			if len(p.Moves(nil)) != len(q.Moves(nil)) || po.Over() != qo.Over() ||
				po.Over() && po.Winners.Has(White) != qo.Winners.Has(Black) {
				t.Fatalf("%s (%v) and its mirror %s (%v) differ", p, po, q, qo)
			}
		})
	})
}

// TestWalk checks the contract along random games, on the typed face and,
// through the registry, on the dynamic face.
func TestWalk(t *testing.T) {
	for seed := range uint64(20) {
		varianttest.Walk[Position, Move](t, Start(), seed, 10)
	}
	p, err := variant.NewPosition("hexapawn", "", "")
	if err != nil {
		t.Fatal(err)
	}
	varianttest.Walk[variant.AnyPosition, variant.Move](t, p, 1, 10)
	varianttest.CheckNoAllocs[Position, Move](t, Start())
}
