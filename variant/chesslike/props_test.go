package chesslike_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// propGames are the games the property tests play.
var propGames = []*cl.Rules{
	classic.Chess, classic.Chess960, classic.Shatranj, classic.Courier,
	classic.Capablanca, classic.Xiangqi, storm10, captiveStorm, lancer, qiPlacements, twoKings, fairy, arabella,
}

// randomPosition plays random legal moves from the start (a random
// Chess960 array for Chess960).
func randomPosition(t *rapid.T, r *cl.Rules) cl.Position {
	p := r.Start()
	if r == classic.Chess960 {
		id := rapid.IntRange(0, 959).Draw(t, "id")
		o, err := r.Variant().ParseOptions("start=" + strconv.Itoa(id))
		if err != nil {
			t.Fatal(err)
		}
		rr, err := r.WithOptions(o)
		if err != nil {
			t.Fatal(err)
		}
		p = rr.Start()
	}
	// The walk is driven by a seeded generator rather than one draw per
	// move, so that long games are as likely as short ones; failures print
	// the position reached.
	n := rapid.IntRange(0, 160).Draw(t, "plies")
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
	for range n {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[rng.IntN(len(ms))])
	}
	return p
}

func forEachGame(t *testing.T, prop func(t *rapid.T, r *cl.Rules)) {
	for _, r := range propGames {
		t.Run(r.Variant().Name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { prop(t, r) })
		})
	}
}

// Play never changes the position it is called on, and every move leads
// to a position the text reader accepts: in particular the mover's royal
// pieces are not left attacked.
func TestPropPlayLeavesReceiver(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		before := p
		text := p.String()
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if p != before || p.String() != text {
				t.Fatalf("Play(%s) changed the receiver %s", p.MoveText(m), text)
			}
			if _, err := r.Parse(q.String()); err != nil {
				t.Fatalf("%s after %s: %v", text, p.MoveText(m), err)
			}
		}
	})
}

// MoveText and ParseMove round trip for every legal move.
func TestPropMoveText(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		seen := map[string]bool{}
		for _, m := range p.Moves(nil) {
			s := p.MoveText(m)
			if seen[s] {
				t.Fatalf("%s: two moves written %s", p, s)
			}
			seen[s] = true
			back, err := p.ParseMove(s)
			if err != nil || back != m {
				t.Fatalf("%s: %s read back as %v, %v", p, s, back, err)
			}
		}
	})
}

// String and Parse round trip, with the same hash.
func TestPropText(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		q, err := r.Parse(p.String())
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if q.String() != p.String() || q.Hash() != p.Hash() {
			t.Fatalf("round trip %s -> %s (hash %x, %x)", p, q, p.Hash(), q.Hash())
		}
	})
}

// The incremental hash equals the hash computed from scratch; positions
// that differ only in their clocks hash alike.
func TestPropHash(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		if got := cl.RecomputedHash(p); got != p.Hash() {
			t.Fatalf("%s: hash %x, recomputed %x", p, p.Hash(), got)
		}
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if got := cl.RecomputedHash(q); got != q.Hash() {
				t.Fatalf("%s after %s: hash %x, recomputed %x", p, p.MoveText(m), q.Hash(), got)
			}
		}
	})
}

// The generator's shortcuts (moves that cannot expose a royal piece are
// not tested) give the same moves as testing every move; and the legal
// moves are exactly the pseudo-legal moves after which no pseudo-legal
// reply captures a royal piece and no royal pieces face each other, an
// oracle built from forward move generation only.
func TestPropLegalMoves(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		fast, full := cl.GeneratedMoves(p), cl.FullyTestedMoves(p)
		if !slices.Equal(fast, full) {
			t.Fatalf("%s: shortcuts give %v, full tests %v", p, names(p, fast), names(p, full))
		}
		var oracle []cl.Move
		for _, m := range cl.PseudoMoves(p) {
			if m.IsCastling() || safe(p.Play(m)) {
				oracle = append(oracle, m)
			}
		}
		if !slices.Equal(fast, oracle) {
			t.Fatalf("%s: generator %v, oracle %v", p, names(p, fast), names(p, oracle))
		}
		if over := p.Outcome().Over(); over != (len(p.Moves(nil)) == 0) || over != (p.ToMove() == variant.NoSide) {
			t.Fatalf("%s: outcome %v with %d moves", p, p.Outcome(), len(p.Moves(nil)))
		}
	})
}

// safe reports whether the side that just moved in q has its royal pieces
// safe: no pseudo-legal move of the side to move lands on one, and no two
// royal pieces of different sides face each other on an open file (in
// games with that rule).
func safe(q cl.Position) bool {
	r := q.Rules()
	mover := q.SideToMove() ^ 1
	royal := func(c board.Cell) bool {
		_, k, ok := q.At(c)
		return ok && r.Game().Kinds[k].Royal
	}
	for _, m := range cl.PseudoMoves(q) {
		if _, drop := m.Drop(); drop {
			continue
		}
		if s, _, ok := q.At(m.To()); ok && s == mover && royal(m.To()) {
			return false
		}
	}
	if r.Game().FacingRoyals {
		g := q.Board()
		for f := range g.Shape().Files {
			last := variant.NoSide
			for rank := range g.Shape().Ranks {
				s, _, ok := q.At(g.CellAt(board.Coord{File: f, Rank: rank}))
				if !ok {
					continue
				}
				c := g.CellAt(board.Coord{File: f, Rank: rank})
				if royal(c) && last != variant.NoSide && last != s {
					return false
				}
				last = variant.NoSide
				if royal(c) {
					last = s
				}
			}
		}
	}
	return true
}

func names(p cl.Position, ms []cl.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.MoveText(m))
	}
	return out
}

// In check, the generator skips the moves that land off every checking
// line (see the evasion cells of the check test); every position in check
// met along random games has the moves found by testing every move.
func TestPropEvasions(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := r.Start()
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 4))
		for range 300 {
			if p.InCheck() {
				if fast, full := cl.GeneratedMoves(p), cl.FullyTestedMoves(p); !slices.Equal(fast, full) {
					t.Fatalf("%s: shortcuts give %v, full tests %v", p, names(p, fast), names(p, full))
				}
			}
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			p = p.Play(ms[rng.IntN(len(ms))])
		}
	})
}

// The cells a side attacks, found forwards from its pieces' patterns, are
// the cells the backward attack test finds attacked, on every board of
// random games, with a piece of the other side lifted off or not.
func TestPropAttacks(t *testing.T) {
	forEachGame(t, func(t *rapid.T, r *cl.Rules) {
		p := randomPosition(t, r)
		for s := range 2 {
			if c := cl.AttacksDisagree(p, s); c != board.NoCell {
				t.Fatalf("%s: side %d's attack on %s", p, s, p.Board().Name(c))
			}
		}
	})
}
