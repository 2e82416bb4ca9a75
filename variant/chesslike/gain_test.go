package chesslike_test

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// The gain of a move is the value of what it captures plus what its
// promotion adds to the promoting piece, in the game's evaluation, added
// up by hand below from the values of single kinds; quiet moves and
// castling gain nothing and are not noisy, and a promotion is noisy.
func TestGain(t *testing.T) {
	r := classic.Chess
	e := r.Evaluation()
	v := func(letter byte) int { return e.Value(r.Kind(letter)) }
	// A white pawn on b7 takes the rook on a8 or promotes on b8; the pawn
	// on e5 takes the d-pawn that has just passed it (en passant on d6);
	// the knight on c3 takes the queen on a4; the king may castle.
	p, err := r.Parse("r3k3/1P6/8/3pP3/q7/2N5/8/4K2R w K d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		move  string
		want  int
		noisy bool
	}{
		{"b7a8q", v('R') + v('Q') - v('P'), true},
		{"b7a8n", v('R') + v('N') - v('P'), true},
		{"b7b8q", v('Q') - v('P'), true},
		{"c3a4", v('Q'), true},
		{"e5d6", v('P'), true},
		{"c3d1", 0, false},
		{"e5e6", 0, false},
		{"e1g1", 0, false},
	} {
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := cl.Gain(p, m); got != c.want {
			t.Errorf("gain(%s) = %d, want %d", c.move, got, c.want)
		}
		if got := cl.Noisy(p, m); got != c.noisy {
			t.Errorf("noisy(%s) = %v, want %v", c.move, got, c.noisy)
		}
	}
	if v('P') <= 0 || v('Q') <= v('R') || v('R') <= v('N') {
		t.Errorf("values P %d N %d R %d Q %d out of order", v('P'), v('N'), v('R'), v('Q'))
	}
}

// The quiescence search's generator finds the noisy moves the full
// generator does, in the same order: on random positions of every game of
// the property tests, the moves of NoisyMoves that Noisy accepts are those
// of Moves that it accepts, and the moves NoisyMoves adds are legal.
func TestNoisyMovesAreTheNoisyMoves(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		all := p.Moves(nil)
		some := cl.NoisyMoves(p, nil)
		keep := func(ms []cl.Move) []cl.Move {
			return slices.DeleteFunc(slices.Clone(ms), func(m cl.Move) bool { return !cl.Noisy(p, m) })
		}
		if a, b := keep(all), keep(some); !slices.Equal(a, b) {
			t.Fatalf("%s: noisy moves %v, of NoisyMoves %v", p, a, b)
		}
		for _, m := range some {
			if !slices.Contains(all, m) {
				t.Fatalf("%s: NoisyMoves gives %s, not a legal move", p, p.MoveText(m))
			}
		}
	})
}

// A quiet promotion is noisy even when the generator's careful loop lists
// it: with the pawn on e2 pinned (the bishop on h5, the king on d1), all
// the white pawns leave the quick path, and b7-b8 must still promote in
// NoisyMoves (four choices), as in Moves.
func TestNoisyMovesPromoteInTheCarefulLoop(t *testing.T) {
	p, err := classic.Chess.Parse("4k3/1P6/8/7b/8/8/4P3/3K4 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	b7, err := p.Board().Parse("b7")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range cl.NoisyMoves(p, nil) {
		if _, ok := m.Promotion(); ok && m.From() == b7 {
			n++
		}
	}
	if n != 4 {
		t.Errorf("NoisyMoves has %d promotions of b7, want 4 (Q, R, B, N)", n)
	}
}
