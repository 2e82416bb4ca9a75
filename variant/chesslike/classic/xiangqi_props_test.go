package classic_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// shuffleGame plays a random opening, then repeats a random cycle of four
// moves (two pieces going and coming back) several times, in a game with
// the given options. It returns the game and the errors of the refused
// moves, with the position they were refused in.
func shuffleGame(t *rapid.T, options string) (*variant.Game[cl.Position, cl.Move], int) {
	o, err := classic.Xiangqi.Variant().ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := classic.Xiangqi.WithOptions(o)
	if err != nil {
		t.Fatal(err)
	}
	g := variant.NewGame(rules.Start())
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
	for range rapid.IntRange(0, 40).Draw(t, "opening") {
		ms := g.Allowed(nil)
		if len(ms) == 0 {
			return g, 0
		}
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatalf("an allowed move: %v", err)
		}
	}
	// Find the cycles of four moves: a move of each side, then their
	// returns; prefer, half of the time, one in which the first mover
	// checks twice (a perpetual check, unless the other side checks too).
	p := g.Position()
	var cycles, checking [][]cl.Move
	for _, m1 := range p.Moves(nil) {
		q := p.Play(m1)
		for _, m2 := range q.Moves(nil) {
			r := q.Play(m2)
			back1 := cl.NewMove(m1.To(), m1.From())
			if !slices.Contains(r.Moves(nil), back1) {
				continue
			}
			s := r.Play(back1)
			back2 := cl.NewMove(m2.To(), m2.From())
			if slices.Contains(s.Moves(nil), back2) && s.Play(back2).Hash() == p.Hash() {
				c := []cl.Move{m1, m2, back1, back2}
				cycles = append(cycles, c)
				if q.InCheck() && s.InCheck() {
					checking = append(checking, c)
				}
			}
		}
	}
	var cycle []cl.Move
	switch {
	case len(checking) > 0 && rng.IntN(2) == 0:
		cycle = checking[rng.IntN(len(checking))]
	case len(cycles) > 0:
		cycle = cycles[rng.IntN(len(cycles))]
	}
	refused := 0
	for range 6 {
		for _, m := range cycle {
			if g.Outcome().Over() {
				return g, refused
			}
			if err := g.Play(m); err != nil {
				if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "forbidden cycle") {
					t.Fatalf("%s: %v", g.Position().MoveText(m), err)
				}
				if slices.Contains(g.Allowed(nil), m) {
					t.Fatalf("%s refused but allowed", g.Position().MoveText(m))
				}
				// The refused move would have repeated a position four
				// times already seen.
				next := g.Position().Play(m)
				seen := 0
				for i := range g.Len() + 1 {
					if g.PositionAt(i).Hash() == next.Hash() {
						seen++
					}
				}
				if seen < 4 {
					t.Fatalf("%s refused, but its position occurred %d times", g.Position().MoveText(m), seen)
				}
				refused++
				return g, refused
			}
		}
	}
	return g, refused
}

var arbiterRefusals atomic.Int64

// In arbiter enforcement no repetition ends the game: it ends only by the
// position (checkmate, stalemate, the move-count and no-attacker draws) or
// when every move of the side to move is forbidden; refused moves are
// exactly those Allowed leaves out.
func TestPropXiangqiArbiter(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, refused := shuffleGame(t, "")
		arbiterRefusals.Add(int64(refused))
		o := g.Outcome()
		if o.Over() && !g.Position().Outcome().Over() && len(g.Allowed(nil)) != 0 {
			t.Fatalf("arbiter: %v with allowed moves", o)
		}
		if o.Over() && !g.Position().Outcome().Over() && !strings.Contains(o.Reason, "forbidden cycle") {
			t.Fatalf("arbiter: the game ended by %q", o.Reason)
		}
	})
	// Random shuffles seldom check or chase: TestXiangqiArbiter makes
	// sure that refusals happen.
	t.Logf("%d moves refused", arbiterRefusals.Load())
}

// In engine enforcement nothing is refused, and a game ended by the cycle
// rules ends on a position seen at least three times.
func TestPropXiangqiEngine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, refused := shuffleGame(t, "enforcement=engine")
		if refused != 0 {
			t.Fatal("engine enforcement refused a move")
		}
		o := g.Outcome()
		if !o.Over() || g.Position().Outcome().Over() {
			return
		}
		if n := g.Repetitions(); n < 3 {
			t.Fatalf("engine: %v after %d occurrences", o, n)
		}
	})
}
