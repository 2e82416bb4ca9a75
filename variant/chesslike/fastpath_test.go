package chesslike_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	_ "github.com/ludus-chess/ludus/lancer" // the Lancer games: kernel games too
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// The differential tests of the generator's fast paths: quickKind (the
// pieces that need no test of their own), the bulk counter (countMoves,
// Position.Perft) and the in-place playout loop are checked against the
// interpreter alone (cl.Interpreted: the same rules with the fast paths
// turned off) and the plain listing, in every kernel game.

// kernelStarts returns the start position of every registered game played
// by the kernel (classic's and lancer's, with their default options), and
// of the property tests' skeleton games.
func kernelStarts(t testing.TB) map[string]cl.Position {
	out := map[string]cl.Position{}
	for _, v := range variant.All() {
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			continue
		}
		if q, ok := p.Typed().(cl.Position); ok {
			out[v.Name] = q
		}
	}
	for _, r := range propGames {
		out[r.Variant().Name] = r.Start()
	}
	if len(out) < 10 {
		t.Fatalf("only %d kernel games found", len(out))
	}
	return out
}

// checkAgrees fails unless the fast paths agree with the interpreter at p:
// the same legal moves in the same order, the counter's count and its
// early-stopping form, and the bulk perft to depth against the listing
// perft of the interpreter.
func checkAgrees(t interface {
	Helper()
	Fatalf(string, ...any)
}, p cl.Position, depth int) {
	t.Helper()
	slow := cl.Interpreted(p)
	fast, want := cl.GeneratedMoves(p), cl.GeneratedMoves(slow)
	if !slices.Equal(fast, want) {
		t.Fatalf("%s: moves differ\nfast:        %v\ninterpreter: %v", p, moveTexts(p, fast), moveTexts(p, want))
	}
	if want, fast := cl.InterpretedPseudo(p); !slices.Equal(fast, want) {
		t.Fatalf("%s: pseudo-legal moves differ\nfast:        %v\ninterpreter: %v", p, moveTexts(p, fast), moveTexts(p, want))
	}
	// The counter of the evaluation's activity, with the cells next to the
	// opponent's royal pieces as the zone (as activity has it) and with
	// the upper half of the cells (a larger zone).
	pseudo, _ := cl.InterpretedPseudo(p)
	geo, game := p.Board(), p.Rules().Game()
	var around, half board.Set
	for rs := p.Side(p.SideToMove() ^ 1); !rs.Empty(); {
		c := rs.PopFirst()
		if _, k, _ := p.At(c); game.Kinds[k].Royal {
			for _, d := range cl.AllEight {
				if n := geo.Step(c, d); n != board.NoCell {
					around = around.With(n)
				}
			}
		}
	}
	for c := geo.Cells() / 2; c < geo.Cells(); c++ {
		half = half.With(board.Cell(c))
	}
	for _, zone := range []board.Set{{}, around, half} {
		hits := 0
		for _, m := range pseudo {
			if zone.Has(m.To()) {
				hits++
			}
		}
		if n, h := cl.CountedPseudo(p, zone); n != len(pseudo) || h != hits {
			t.Fatalf("%s: counted %d pseudo-legal moves, %d in %v; listed %d, %d", p, n, h, zone, len(pseudo), hits)
		}
	}
	n, any := cl.CountedMoves(p)
	if n != len(want) || any != (len(want) > 0) {
		t.Fatalf("%s: counted %d (any %v), listed %d", p, n, any, len(want))
	}
	if has := cl.HasMove(p); has != (len(want) > 0) {
		t.Fatalf("%s: Outcome's shortcut finds a move: %v; listed %d", p, has, len(want))
	}
	if n, _ := cl.CountedMoves(slow); n != len(want) {
		t.Fatalf("%s: the interpreter counted %d, listed %d", p, n, len(want))
	}
	if depth > 0 {
		if a, b := p.Perft(depth), variant.Perft[cl.Position, cl.Move](slow, depth); a != b {
			t.Fatalf("%s: bulk perft(%d) %d, the interpreter's listing perft %d", p, depth, a, b)
		}
		if a, b := p.MovementPerft(depth), slow.MovementPerft(depth); a != b {
			t.Fatalf("%s: movement perft(%d) %d, the interpreter's %d", p, depth, a, b)
		}
	}
}

func moveTexts(p cl.Position, ms []cl.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.MoveText(m))
	}
	return out
}

// walkAgrees runs checkAgrees at every node of the tree of p to depth.
func walkAgrees(t testing.TB, p cl.Position, depth int) {
	checkAgrees(t, p, 0)
	if depth == 0 {
		return
	}
	for _, m := range p.Moves(nil) {
		walkAgrees(t, p.Play(m), depth-1)
	}
}

// perftPositions are the positions of the published perft suites the
// classic package's perft tests use (sources there): chessprogramming.org's
// Perft Results positions 2 (Kiwipete) to 6, and the Xiangqi middlegame
// and ending of Fairy-Stockfish's tests/perft.sh.
var perftPositions = []struct {
	name  string
	rules *cl.Rules
	text  string
}{
	{"kiwipete", classic.Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
	{"position 3", classic.Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
	{"position 4", classic.Chess, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
	{"position 5", classic.Chess, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
	{"position 6", classic.Chess, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"},
	{"xiangqi middlegame", classic.Xiangqi, "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"},
	{"xiangqi ending", classic.Xiangqi, "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1"},
}

// TestFastPathsAgreeOnTrees walks the tree of every kernel game's start
// position and of the published perft positions, comparing at every
// node, and compares their bulk perft to depth 3.
func TestFastPathsAgreeOnTrees(t *testing.T) {
	depth := 2
	if testing.Short() {
		depth = 1
	}
	for name, p := range kernelStarts(t) {
		t.Run(name, func(t *testing.T) {
			walkAgrees(t, p, depth)
			checkAgrees(t, p, 3)
		})
	}
	for _, c := range perftPositions {
		t.Run(c.name, func(t *testing.T) {
			p, err := c.rules.Parse(c.text)
			if err != nil {
				t.Fatal(err)
			}
			walkAgrees(t, p, depth)
			checkAgrees(t, p, 3)
		})
	}
}

// randomFrom plays plies random moves from p with rng.
func randomFrom(p cl.Position, rng *rand.Rand, plies int) cl.Position {
	for range plies {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[rng.IntN(len(ms))])
	}
	return p
}

// TestPropFastPathsAgree compares at random positions of every kernel
// game, reached by random play (promotions, checks, pins, en passant and
// captives come up along the way).
func TestPropFastPathsAgree(t *testing.T) {
	starts := kernelStarts(t)
	names := make([]string, 0, len(starts))
	for n := range starts {
		names = append(names, n)
	}
	slices.Sort(names)
	rapid.Check(t, func(rt *rapid.T) {
		name := rapid.SampledFrom(names).Draw(rt, "game")
		plies := rapid.IntRange(0, 200).Draw(rt, "plies")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 2))
		p := randomFrom(starts[name], rng, plies)
		checkAgrees(rt, p, 2)
	})
}

// FuzzFastPathsAgree is the same comparison driven by the fuzzer: a game,
// a seed and a number of plies.
func FuzzFastPathsAgree(f *testing.F) {
	starts := kernelStarts(f)
	names := make([]string, 0, len(starts))
	for n := range starts {
		names = append(names, n)
	}
	slices.Sort(names)
	for i := range names {
		f.Add(uint8(i), uint64(i), uint16(40+i*7))
	}
	f.Fuzz(func(t *testing.T, game uint8, seed uint64, plies uint16) {
		p := randomFrom(starts[names[int(game)%len(names)]], rand.New(rand.NewPCG(seed, 3)), int(plies%400))
		checkAgrees(t, p, 1)
	})
}

// TestPlayoutAgrees: the kernel's playout function plays what
// variant.Playout's own loop plays (written out here), in every kernel
// game, from the start and from random positions, and variant.Playout
// plays the same.
func TestPlayoutAgrees(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	for name, start := range kernelStarts(t) {
		for seed := range seeds {
			p := start
			if seed%2 == 1 {
				p = randomFrom(start, rand.New(rand.NewPCG(seed, 9)), 30)
			}
			got, n := cl.KernelPlayout(p, rand.New(rand.NewPCG(seed, 1)), 300, nil)
			if q, m := variant.Playout(p, rand.New(rand.NewPCG(seed, 1)), 300, nil); q != got || m != n {
				t.Errorf("%s seed %d: variant.Playout differs from the kernel's playout", name, seed)
			}
			want, plies := p, 0
			rng := rand.New(rand.NewPCG(seed, 1))
			for ; plies < 300; plies++ {
				ms := want.Moves(nil)
				if len(ms) == 0 {
					break
				}
				want = want.Play(ms[rng.IntN(len(ms))])
			}
			if got != want || n != plies {
				t.Errorf("%s seed %d: the registered playout reached %s after %d plies, the loop %s after %d", name, seed, got, n, want, plies)
			}
		}
	}
}

// TestBulkPerftLimits: the bulk counters count 1 at depth 0 and nothing
// beyond variant.MaxPerftDepth (as variant.Perft), and the dynamic face
// counts with Position.Perft (variant.PerftCounting).
func TestBulkPerftLimits(t *testing.T) {
	p := classic.Chess.Start()
	if p.Perft(0) != 1 || p.MovementPerft(0) != 1 {
		t.Errorf("depth 0: Perft %d, MovementPerft %d, want 1", p.Perft(0), p.MovementPerft(0))
	}
	if n, m := p.Perft(variant.MaxPerftDepth+1), p.MovementPerft(variant.MaxPerftDepth+1); n != 0 || m != 0 {
		t.Errorf("beyond MaxPerftDepth: Perft %d, MovementPerft %d, want 0", n, m)
	}
	if _, ok := any(p).(variant.PerftCounting); !ok {
		t.Error("Position is not a variant.PerftCounting")
	}
	// The start of chess: 20 moves, 400 positions after two plies
	// (chessprogramming.org, Perft Results).
	if n := variant.Dynamic[cl.Position, cl.Move](p).Perft(2); n != 400 {
		t.Errorf("dynamic perft(2) = %d, want 400", n)
	}
}

// TestFastPathsAgreeCastlingInCheck compares the fast paths with the
// interpreter where castling's cells are empty and the side is in check
// (a queen on e7 checks along the e-file: no castling is pseudo-legal
// either, since it is listed out of check only), and where they are empty
// and it is not (the queen on b8 attacks b1, which the long castling
// needs empty but the king does not cross: both castlings are legal). The pseudo-legal generator asks for
// check only when a castling's cells are empty: these are the positions
// where the answer matters.
func TestFastPathsAgreeCastlingInCheck(t *testing.T) {
	for _, text := range []string{
		"4k3/4q3/8/8/8/8/8/R3K2R w KQ - 0 1",
		"1q2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
	} {
		p, err := classic.Chess.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		checkAgrees(t, p, 2)
		castles := 0
		for _, m := range cl.PseudoMoves(p) {
			if m.IsCastling() {
				castles++
			}
		}
		if want := map[bool]int{true: 0, false: 2}[p.InCheck()]; castles != want {
			t.Fatalf("%s: %d pseudo-legal castlings, want %d", text, castles, want)
		}
	}
}

// TestPropLinesAgree compares the open slides' lines (the obstruction
// difference) with the interpreter's walk along each direction, in every
// kernel game (boards from 8x8 to 12x10, and the property games'), on
// random occupancies of every density, every cell and both sides.
func TestPropLinesAgree(t *testing.T) {
	starts := kernelStarts(t)
	names := make([]string, 0, len(starts))
	for n := range starts {
		names = append(names, n)
	}
	slices.Sort(names)
	rapid.Check(t, func(rt *rapid.T) {
		r := starts[rapid.SampledFrom(names).Draw(rt, "game")].Rules()
		lo, hi := rapid.Uint64().Draw(rt, "lo"), rapid.Uint64().Draw(rt, "hi")
		switch rapid.IntRange(0, 2).Draw(rt, "density") {
		case 0: // sparse
			lo &= rapid.Uint64().Draw(rt, "lo2")
			hi &= rapid.Uint64().Draw(rt, "hi2")
		case 1: // dense
			lo |= rapid.Uint64().Draw(rt, "lo2")
			hi |= rapid.Uint64().Draw(rt, "hi2")
		}
		if d := cl.LinesDisagree(r, board.Set{Lo: lo, Hi: hi}); d != "" {
			rt.Fatal(d)
		}
	})
	// The empty and the full board.
	for _, name := range names {
		r := starts[name].Rules()
		for _, occ := range []board.Set{{}, {Lo: ^uint64(0), Hi: ^uint64(0)}} {
			if d := cl.LinesDisagree(r, occ); d != "" {
				t.Fatal(d)
			}
		}
	}
}

// checkSettled fails unless what p knows of its outcome (settled by Play,
// Parse and the null move) answers Outcome, ToMove, Moves and the
// quiescence's moves as working them out anew does.
func checkSettled(t testing.TB, what string, p cl.Position) {
	t.Helper()
	q := cl.Unsettled(p)
	if a, b := p.Outcome(), q.Outcome(); a != b {
		t.Fatalf("%s %s: Outcome %v, worked out anew %v", what, p, a, b)
	}
	if a, b := p.ToMove(), q.ToMove(); a != b {
		t.Fatalf("%s %s: ToMove %v, worked out anew %v", what, p, a, b)
	}
	if a, b := p.Moves(nil), q.Moves(nil); !slices.Equal(a, b) {
		t.Fatalf("%s %s: Moves %v, worked out anew %v", what, p, moveTexts(p, a), moveTexts(p, b))
	}
	if a, b := cl.NoisyMoves(p, nil), cl.NoisyMoves(q, nil); !slices.Equal(a, b) {
		t.Fatalf("%s %s: noisy moves %v, worked out anew %v", what, p, moveTexts(p, a), moveTexts(p, b))
	}
}

// TestSettledAgrees: in every kernel game, along random games played to
// their end (checkmate, stalemate, bare king, the games' own rules) or 400
// plies, each position, the position after a null move and the one with
// the turn passed answer as positions that know nothing of their outcome,
// and a parsed copy knows what the played position knows.
func TestSettledAgrees(t *testing.T) {
	seeds := uint64(8)
	if testing.Short() {
		seeds = 2
	}
	for name, start := range kernelStarts(t) {
		finished := 0
		for seed := range seeds {
			rng := rand.New(rand.NewPCG(seed, 11))
			p := start
			for range 400 {
				checkSettled(t, name, p)
				if q, ok := cl.NullMove(p); ok {
					checkSettled(t, name+" (null move)", q)
				}
				checkSettled(t, name+" (passed)", cl.Passed(p))
				if q, err := p.Rules().Parse(p.String()); err != nil || q != p {
					t.Fatalf("%s %s: parsed back as %v (%v), not the same position", name, p, q, err)
				}
				ms := p.Moves(nil)
				if len(ms) == 0 {
					finished++
					break
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
		}
		t.Logf("%s: %d of %d games finished", name, finished, seeds)
	}
}
