package varianttest

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Walk plays a random game of at most plies moves from start, chosen by
// seed, through a [variant.Game], and checks at every position it reaches
// that the game keeps the contract of [variant.Position]:
//   - the position text reads back (with the variant's Parse and the
//     position's options) to a position with the same text and hash;
//   - a finished game has no moves and nobody to move; a game that goes on
//     has a side to move and at least one move;
//   - a won outcome names whole teams (not every side), a draw names none;
//   - no move is listed twice, and every move and action writes as text that
//     ParseMove reads back to the same move;
//   - playing a move leaves the position unchanged (text and hash);
//   - every piece stands on a cell of the board or off it (board.NoCell);
//   - the dynamic face lists the same moves;
//   - a chance node ([variant.Chance] to move) lists its results, the same
//     moves, with probabilities adding up to 1;
//   - positions with equal text have equal hashes, also when reached by
//     different move orders (Walk tries transpositions of two moves of one
//     side around a reply);
//
// and, along the game and at its end:
//   - once the game is over it stays over: Game.Play refuses every move;
//   - the game's record, written as text, read back and replayed with
//     [variant.Load] (when the variant is registered), ends in an equal
//     position with the same outcome;
//   - Undo, move by move, restores every earlier position.
//
// Failures are reported on t with the position text and the move.
func Walk[P variant.Position[P, M], M variant.MoveType](t testing.TB, start P, seed uint64, plies int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0x1ad05))
	g := variant.NewGame(start)
	hashes := map[string]uint64{}
	for ply := 0; ; ply++ {
		p := g.Position()
		if !checkPosition(t, p) || !checkOutcome(t, p.Variant(), p.String(), g.Outcome()) ||
			!checkHash(t, hashes, p) || !checkTransposition(t, hashes, p, rng) {
			return
		}
		if ply == plies {
			break
		}
		moves := p.Moves(nil)
		if g.Outcome().Over() {
			if len(moves) > 0 {
				if err := g.Play(moves[0]); !errors.Is(err, variant.ErrGameOver) {
					t.Errorf("position %q: the game is over (%v) but Play(%s) gives %v", p.String(), g.Outcome(), p.MoveText(moves[0]), err)
					return
				}
			}
			break
		}
		m := moves[rng.IntN(len(moves))]
		if err := g.Play(m); err != nil {
			t.Errorf("position %q: Game.Play(%s): %v", p.String(), p.MoveText(m), err)
			return
		}
	}
	checkRecord(t, g)
	checkUndo(t, g)
}

// checkChance checks that a chance node lists its results with
// probabilities that add up to 1, the same moves as Moves, and that other
// positions list none.
func checkChance[P variant.Position[P, M], M variant.MoveType](t testing.TB, p P, moves []M) bool {
	t.Helper()
	if !variant.MayChance(p) {
		if p.ToMove() == variant.Chance {
			t.Errorf("position %q is a chance node of a game that is not ChanceWeighing", p.String())
			return false
		}
		return true
	}
	var outs []variant.ChanceOutcome[M]
	if s, ok := any(p).(variant.ChanceWeighing[M]); ok {
		outs = s.ChanceOutcomes(nil) // the game's own answer, chance node or not
	} else {
		outs = variant.Outcomes(p, nil) // the dynamic face's
	}
	if p.ToMove() != variant.Chance {
		if len(outs) != 0 {
			t.Errorf("position %q is not a chance node but lists %d chance results", p.String(), len(outs))
			return false
		}
		return true
	}
	sum := 0.0
	for i, o := range outs {
		if o.Probability <= 0 || i >= len(moves) || o.Move != moves[i] {
			t.Errorf("position %q: chance result %d (%s, p=%v) is not move %d", p.String(), i, p.MoveText(o.Move), o.Probability, i)
			return false
		}
		sum += o.Probability
	}
	if len(outs) != len(moves) || sum < 1-1e-9 || sum > 1+1e-9 {
		t.Errorf("position %q: %d chance results of %d moves, probabilities adding up to %v", p.String(), len(outs), len(moves), sum)
		return false
	}
	return true
}

// checkOutcome checks that a won outcome names whole teams but not every
// side, and that a draw or an ongoing game names no winner.
func checkOutcome(t testing.TB, v *variant.Variant, text string, o variant.Outcome) bool {
	t.Helper()
	all := variant.SideSet(1<<len(v.Sides) - 1)
	switch o.Status {
	case variant.Won:
		if o.Winners == 0 || o.Winners&^all != 0 || o.Winners == all {
			t.Errorf("position %q: won by %08b, not a proper set of %s's sides", text, o.Winners, v.Name)
			return false
		}
		for _, x := range o.Winners.Sides() {
			if v.Team(x)&^o.Winners != 0 {
				t.Errorf("position %q: %s won without its whole team", text, v.SideName(x))
				return false
			}
		}
	case variant.Drawn, variant.Ongoing:
		if o.Winners != 0 {
			t.Errorf("position %q: %v names winners", text, o.Status)
			return false
		}
	default:
		t.Errorf("position %q: outcome status %v", text, o.Status)
		return false
	}
	return true
}

// checkHash checks that positions of equal text have equal hashes.
func checkHash[P variant.Position[P, M], M variant.MoveType](t testing.TB, hashes map[string]uint64, p P) bool {
	t.Helper()
	text, h := p.String(), p.Hash()
	if old, ok := hashes[text]; ok && old != h {
		t.Errorf("position %q has hashes %#x and %#x", text, old, h)
		return false
	}
	hashes[text] = h
	return true
}

// checkTransposition plays a, r, b and b, r, a from p, where a and b are
// moves of the side to move and r a reply legal in both orders; when both
// orders reach the same position text, the hashes must agree.
func checkTransposition[P variant.Position[P, M], M variant.MoveType](t testing.TB, hashes map[string]uint64, p P, rng *rand.Rand) bool {
	t.Helper()
	moves := p.Moves(nil)
	if len(moves) < 2 || p.ToMove() == variant.Chance {
		return true
	}
	for try := 0; try < 2; try++ {
		a, b := moves[rng.IntN(len(moves))], moves[rng.IntN(len(moves))]
		if a == b {
			continue
		}
		pa := p.Play(a)
		replies := pa.Moves(nil)
		if len(replies) == 0 {
			continue
		}
		r := replies[rng.IntN(len(replies))]
		rt := pa.MoveText(r)
		par := pa.Play(r)
		pb := p.Play(b)
		rb, err := pb.ParseMove(rt)
		if err != nil || pb.MoveText(rb) != rt {
			continue
		}
		pbr := pb.Play(rb)
		b2, err1 := par.ParseMove(p.MoveText(b))
		a2, err2 := pbr.ParseMove(p.MoveText(a))
		if err1 != nil || err2 != nil {
			continue
		}
		x, y := par.Play(b2), pbr.Play(a2)
		if x.String() == y.String() && x.Hash() != y.Hash() {
			t.Errorf("position %q: %s %s %s and %s %s %s reach %q with hashes %#x and %#x",
				p.String(), p.MoveText(a), rt, p.MoveText(b), p.MoveText(b), rt, p.MoveText(a), x.String(), x.Hash(), y.Hash())
			return false
		}
		if !checkHash(t, hashes, x) || !checkHash(t, hashes, y) {
			return false
		}
	}
	return true
}

// checkRecord writes the game's record as text, reads it back and replays it
// with variant.Load, when the game's variant is the registered one.
func checkRecord[P variant.Position[P, M], M variant.MoveType](t testing.TB, g *variant.Game[P, M]) {
	t.Helper()
	v := g.Start().Variant()
	if reg, err := variant.Lookup(v.Name); err != nil || reg != v {
		return
	}
	text := g.Record().String()
	r, err := variant.ParseRecord(text)
	if err != nil {
		t.Errorf("the record of a game of %s does not read back: %v\n%s", v.Name, err, text)
		return
	}
	back, err := variant.Load(r)
	if err != nil {
		t.Errorf("the record of a game of %s does not replay: %v\n%s", v.Name, err, text)
		return
	}
	want, got := g.Position(), back.Position()
	if got.String() != want.String() || got.Hash() != want.Hash() {
		t.Errorf("the record of a game of %s replays to %q, not %q\n%s", v.Name, got.String(), want.String(), text)
		return
	}
	if wo, bo := g.Outcome(), back.Outcome(); wo.Status != bo.Status || wo.Winners != bo.Winners {
		t.Errorf("the record of a game of %s replays to outcome %v, not %v\n%s", v.Name, bo, wo, text)
	}
}

// checkUndo takes back every move of g and checks each position restored.
func checkUndo[P variant.Position[P, M], M variant.MoveType](t testing.TB, g *variant.Game[P, M]) {
	t.Helper()
	texts := make([]string, g.Len()+1)
	for i := range texts {
		texts[i] = g.PositionAt(i).String()
	}
	for n := g.Len(); n > 0; n-- {
		if err := g.Undo(); err != nil {
			t.Errorf("Undo after %d moves: %v", n, err)
			return
		}
		if g.Len() != n-1 || g.Position().String() != texts[n-1] {
			t.Errorf("Undo after %d moves gives %q, want %q", n, g.Position().String(), texts[n-1])
			return
		}
	}
	if err := g.Undo(); !errors.Is(err, variant.ErrNoUndo) {
		t.Errorf("Undo at the start gives %v, want ErrNoUndo", err)
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
	if x := p.ToMove(); !o.Over() && (len(moves) == 0 || x == variant.NoSide || int(x) >= len(v.Sides) && x != variant.Chance) {
		t.Errorf("position %q goes on but has %d moves and side %v to move", text, len(moves), x)
		return false
	}
	if !checkChance(t, p, moves) {
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
