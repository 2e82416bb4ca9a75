package chesslike_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// The static exchanges of chess on the kernel, worked out by hand in the
// game's derived values (which rank P < N, B < R < Q): the positions of
// chess960's TestExchange.
func TestExchangeChess(t *testing.T) {
	r := classic.Chess
	v := func(letter byte) int { return cl.ExchangeValue(r, r.Kind(letter)) }
	for _, c := range []struct {
		name, fen, move string
		want            int
	}{
		{"undefended", "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5", v('P')},
		{"guarded by a pawn", "4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1", "e1e5", v('P') - v('Q')},
		// Nxe5, Nd7xe5; Rxe5 would lose the rook to Bf6 (and Qxf6 the
		// queen to the queen on h8): white stops a knight for a pawn down.
		{"least valuable first, x-rays", "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3e5", v('P') - v('N')},
		// Rooks doubled on both sides: a rook for a pawn.
		{"rooks doubled", "3r3k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", v('P') - v('R')},
		// The pawn on c6 takes back before the queen on d8.
		{"the pawn takes back first", "3q3k/8/2p5/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", v('P') - v('R')},
		{"one defender, two attackers", "7k/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", v('P')},
	} {
		checkExchange(t, r, c.name, c.fen, c.move, c.want)
	}
}

// Xiangqi's cannon takes over a screen, which the exchange keeps up to
// date, and the generals' facing is no capture (values: soldier 100,
// chariot 900, the rules' explicit values).
func TestExchangeXiangqi(t *testing.T) {
	for _, c := range []struct {
		name, fen, move string
		want            int
	}{
		// The chariot takes the soldier on e5; the cannon on e9 takes it
		// back over the horse on e7: 100 - 900.
		{"a cannon defends", "3k5/4c4/9/4n4/9/4p4/9/9/4R4/5K3 w - - 0 1", "e2e5", -800},
		// The chariot on e6 is the cannon's screen for e5: once it has
		// moved to e5 nothing stands between them, and the soldier is won.
		{"the taker was the screen", "3k5/9/4c4/9/4R4/4p4/9/9/9/5K3 w - - 0 1", "e6e5", 100},
		// The black general on e10 faces e5 once the chariot is there, but
		// it moves a step at a time in its palace: the soldier is won.
		{"the general does not fly", "4k4/9/9/9/9/4p4/9/9/4R4/5K3 w - - 0 1", "e2e5", 100},
	} {
		checkExchange(t, classic.Xiangqi, c.name, c.fen, c.move, c.want)
	}
}

func checkExchange(t *testing.T, r *cl.Rules, name, fen, move string, want int) {
	t.Helper()
	p, err := r.Parse(fen)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got := cl.Exchange(p, m); got != want {
		t.Errorf("%s: exchange of %s = %d, want %d", name, move, got, want)
	}
	if got := cl.LosesExchange(p, m); got != (want < 0) {
		t.Errorf("%s: LosesExchange(%s) = %v, want %v", name, move, got, want < 0)
	}
}

// On random positions of every game of the property tests that suits
// static exchanges, every capture (not en passant, not promoting) wins at
// most the piece it takes and loses at most the piece it takes with (the
// other side may stop taking, and so may the taker after the first
// recapture); it loses only if the other side can take back on its
// destination; and LosesExchange says whether it loses. Games that do not
// suit an exchange judge no capture.
func TestPropExchange(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		for _, m := range p.Moves(nil) {
			side, victim, ok := p.At(m.To())
			_, promotes := m.Promotion()
			_, drop := m.Drop()
			if !ok || side == p.ToMove() || m.IsEnPassant() || m.IsCastling() || promotes || drop {
				continue
			}
			if !cl.SuitsExchanges(r) {
				if cl.LosesExchange(p, m) {
					t.Fatalf("%s: %s judged by static exchange in a game that suits none", p, p.MoveText(m))
				}
				continue
			}
			_, mover, _ := p.At(m.From())
			v, a := cl.ExchangeValue(r, victim), cl.ExchangeValue(r, mover)
			x := cl.Exchange(p, m)
			if x > v || x < v-a {
				t.Fatalf("%s: %s: exchange %d, outside [%d, %d]", p, p.MoveText(m), x, v-a, v)
			}
			if cl.LosesExchange(p, m) != (x < 0) {
				t.Fatalf("%s: %s: exchange %d, LosesExchange %v", p, p.MoveText(m), x, !(x < 0))
			}
			if x < 0 {
				q := p.Play(m)
				back := false
				for _, n := range cl.PseudoMoves(q) {
					back = back || n.To() == m.To()
				}
				if !back {
					t.Fatalf("%s: %s loses %d, but nothing can take back", p, p.MoveText(m), x)
				}
			}
		}
	})
}

// TestPropLeastAttacker: the static exchange's choice of the next taker,
// with its shortcuts (the last kind with pieces and the last piece of an
// attacking kind untested), picks the piece that testing every kind and
// piece picks, on every cell, for both sides, with every piece on the
// board and with one lifted off.
func TestPropLeastAttacker(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		if !cl.SuitsExchanges(r) {
			return
		}
		p := randomPosition(t, r)
		occ := p.Occupied()
		occs := []board.Set{occ}
		if n := occ.Count(); n > 0 {
			lifted := occ
			for range rapid.IntRange(0, n-1).Draw(t, "lifted") {
				lifted.PopFirst()
			}
			occs = append(occs, occ.Without(lifted.PopFirst()))
		}
		for _, o := range occs {
			for s := range 2 {
				for to := range p.Board().Cells() {
					c1, k1, ok1 := cl.LeastAttacker(p, s, board.Cell(to), o)
					c2, k2, ok2 := cl.LeastAttackerTested(p, s, board.Cell(to), o)
					if c1 != c2 || k1 != k2 || ok1 != ok2 {
						t.Fatalf("%s: side %d on %s (occupied %v): taker %v %d %v, testing each %v %d %v", p, s, p.Board().Name(board.Cell(to)), o, c1, k1, ok1, c2, k2, ok2)
					}
				}
			}
		}
	})
}
