package varianttest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Walk plays a random game of at most plies moves from start, chosen by
// seed, and checks at every position it reaches that the game keeps the
// contract of [variant.Position]:
//   - the position text reads back (with the variant's Parse and the
//     position's options) to a position with the same text and hash;
//   - a finished game has no moves and nobody to move; a game that goes on
//     has a side to move and at least one move;
//   - no move is listed twice, and every move and action writes as text that
//     ParseMove reads back to the same move;
//   - playing a move leaves the position unchanged (text and hash);
//   - every piece stands on a cell of the board or off it (board.NoCell);
//   - the dynamic face lists the same moves.
//
// Failures are reported on t with the position text and the move.
func Walk[P variant.Position[P, M], M variant.MoveType](t testing.TB, start P, seed uint64, plies int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0x1ad05))
	p := start
	for ply := 0; ; ply++ {
		if !checkPosition(t, p) || ply == plies {
			return
		}
		moves := p.Moves(nil)
		if len(moves) == 0 {
			return
		}
		p = p.Play(moves[rng.IntN(len(moves))])
	}
}

func checkPosition[P variant.Position[P, M], M variant.MoveType](t testing.TB, p P) bool {
	t.Helper()
	text, hash := p.String(), p.Hash()
	v := p.Variant()
	q, err := v.Parse(text, p.Options())
	switch {
	case err != nil:
		t.Errorf("position %q does not read back: %v", text, err)
		return false
	case q.String() != text:
		t.Errorf("position %q reads back as %q", text, q.String())
		return false
	case q.Hash() != hash:
		t.Errorf("position %q: hash %#x, read back %#x", text, hash, q.Hash())
		return false
	}
	moves := p.Moves(nil)
	actions := p.Actions(nil)
	o := p.Outcome()
	if o.Over() && (len(moves) > 0 || p.ToMove() != variant.NoSide) {
		t.Errorf("position %q is over (%v) but has %d moves and %v to move", text, o, len(moves), p.ToMove())
		return false
	}
	if !o.Over() && (len(moves) == 0 || p.ToMove() == variant.NoSide || int(p.ToMove()) >= len(v.Sides)) {
		t.Errorf("position %q goes on but has %d moves and side %v to move", text, len(moves), p.ToMove())
		return false
	}
	all := append(slices.Clone(moves), actions...)
	seen := make(map[M]bool, len(all))
	for _, m := range all {
		mt := p.MoveText(m)
		if seen[m] {
			t.Errorf("position %q lists move %q twice", text, mt)
			return false
		}
		seen[m] = true
		back, err := p.ParseMove(mt)
		if err != nil {
			t.Errorf("position %q: move %q does not read back: %v", text, mt, err)
			return false
		}
		if back != m {
			t.Errorf("position %q: move %q reads back as %q (%#x, want %#x)", text, mt, p.MoveText(back), back, m)
			return false
		}
		_ = p.Play(m)
		if p.String() != text || p.Hash() != hash {
			t.Errorf("position %q changed to %q when %q was played from it", text, p.String(), mt)
			return false
		}
	}
	g := p.Board()
	for _, pc := range p.Pieces(nil) {
		if pc.Cell != board.NoCell && !g.Valid(pc.Cell) {
			t.Errorf("position %q: piece %q on cell %d, off the %v board", text, pc.Label, pc.Cell, g.Shape())
			return false
		}
	}
	dyn := variant.Dynamic(p).Moves(nil)
	if len(dyn) != len(moves) {
		t.Errorf("position %q: the dynamic face lists %d moves, the typed face %d", text, len(dyn), len(moves))
		return false
	}
	for i := range dyn {
		if dyn[i] != variant.Move(moves[i]) {
			t.Errorf("position %q: dynamic move %d is %#x, typed %#x", text, i, dyn[i], moves[i])
			return false
		}
	}
	return true
}

// CheckNoAllocs reports an error on t if generating the moves of p into a
// buffer with room, or playing any of them, allocates.
func CheckNoAllocs[P variant.Position[P, M], M variant.MoveType](t testing.TB, p P) {
	t.Helper()
	buf := make([]M, 0, 1024)
	moves := p.Moves(nil)
	if n := testing.AllocsPerRun(20, func() { buf = p.Moves(buf[:0]) }); n != 0 {
		t.Errorf("position %q: Moves allocates %.1f times", p.String(), n)
	}
	for _, m := range moves {
		if n := testing.AllocsPerRun(5, func() { _ = p.Play(m) }); n != 0 {
			t.Errorf("position %q: Play(%s) allocates %.1f times", p.String(), p.MoveText(m), n)
			return
		}
	}
}
