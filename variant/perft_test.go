package variant_test

import (
	"errors"
	"math"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// tttPerft are the perft counts of tic-tac-toe from the empty board, derived
// from the published game-tree counts (255,168 complete games, of which
// 1,440 end at ply 5, 5,328 at ply 6, 47,952 at ply 7, 72,576 at ply 8 and
// 127,872 at ply 9, 46,080 of these drawn).
//
// No game can end before ply 5 (x needs three marks), so up to depth 5 every
// empty square is a move: 9, 9*8 = 72, 72*7 = 504, 504*6 = 3024 and
// 3024*5 = 15120. From then on, of the positions at ply n-1 those where
// the game ended have no moves and the others have 10-n empty squares:
//
//	perft(n) = (perft(n-1) - games ending at ply n-1) * (10-n)
//	perft(6) = (15120 - 1440) * 4   =  54720
//	perft(7) = (54720 - 5328) * 3   = 148176
//	perft(8) = (148176 - 47952) * 2 = 200448
//	perft(9) = (200448 - 72576) * 1 = 127872   (the games that reach ply 9)
var tttPerft = []uint64{1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872}

// fsPerft2 are the perft counts of Four Stones on 2x2 from the start, counted
// by hand. Squares a1-b1-b2-a2 form a ring: each has two neighbours, so a
// free stone always has exactly 2 moves. Start: red a1, blue b1, yellow b2,
// green a2; stacks are written bottom first, [b,r] is red on blue.
//
//	ply 1: red a1-b1 (A) or a1-a2 (B)                               perft(1) = 2
//	ply 2: A: b1 [b,r]; blue is buried, yellow moves: b2-b1 (A1), b2-a2 (A2)
//	       B: a2 [g,r]; blue moves: b1-a1 (B1), b1-b2 (B2)          perft(2) = 4
//	ply 3: A1: b1 [b,r,y]; green: a2-a1 (A1a), a2-b2 (A1b)          2
//	       A2: a2 [g,y]: blue and green are both buried, warm wins   0
//	       B1: yellow b2-b1 (B1a), b2-a2 (B1b)                       2
//	       B2: b2 [y,b]; yellow and green are buried, red moves:
//	           a2-a1 (B2a), a2-b2 (B2b)                              2  perft(3) = 6
//	ply 4: A1a, A1b: red and blue buried, yellow moves (b1-a1, b1-b2)    2 + 2
//	       B1a: green buried, red a2-a1 / a2-b2; B1b: a2 [g,r,y], red and
//	       green buried, blue a1-b1 / a1-a2                              2 + 2
//	       B2a: blue b2-b1 / b2-a2; B2b: b2 [y,b,r], green a2-a1 / a2-b2  2 + 2
//	                                                                    perft(4) = 12
//	ply 5: A1a: yellow b1-a1 buries green (blue under red): warm wins, 0;
//	           yellow b1-b2: green moves, 2                            2
//	       A1b: yellow b1-a1: green moves, 2; yellow b1-b2 buries green, 0  2
//	       B1a: red a2-a1 (on blue): yellow moves, 2; red a2-b2: blue, 2   4
//	       B1b: blue a1-b1: yellow moves, 2; blue a1-a2 tops the stack of
//	            all four, red and yellow buried: cool wins, 0           2
//	       B2a: blue b2-b1 / b2-a2: yellow moves, 2 + 2                 4
//	       B2b: green a2-a1: red moves, 2; green a2-b2 tops all four, 0   2
//	                                                                    perft(5) = 16
var fsPerft2 = []uint64{1, 2, 4, 6, 12, 16}

// fsPerft3 are the perft counts of Four Stones on 3x3 (size=3), by hand. The
// stones start in the corners, which have two neighbours each; the first
// four plies (red, blue, yellow, green, each from a corner to one of two
// edge squares) cannot bury anyone before his turn, so perft(n) = 2^n for
// n <= 4. At ply 5 every stone stands on an edge square (three neighbours)
// and the side to move is the first free one from red on, so each of the 16
// sequences gives 3 moves, except the one that ends the game: red a1-b1,
// blue c1-b1 (on red), yellow c3-b3, green a3-b3 (on yellow) buries both
// warm stones. perft(5) = 3 * 15 = 45.
var fsPerft3 = []uint64{1, 2, 4, 8, 16, 45}

func TestPerftTicTacToe(t *testing.T) {
	p := tttNew("")
	for d, want := range tttPerft {
		if got := variant.Perft(p, d); got != want {
			t.Errorf("Perft(depth %d) = %d, want %d", d, got, want)
		}
		if got := variant.PerftPlayed(p, d); got != want {
			t.Errorf("PerftPlayed(depth %d) = %d, want %d", d, got, want)
		}
	}
}

// The rule options do not change the move tree: misère only swaps who
// wins, and first=o only swaps the marks.
func TestPerftTicTacToeOptions(t *testing.T) {
	for _, opts := range []string{"misere", "first=o", "preset=misere,first=o"} {
		p := tttNew(opts)
		for _, d := range []int{5, 6, 9} {
			if got := variant.Perft(p, d); got != tttPerft[d] {
				t.Errorf("%s: Perft(%d) = %d, want %d", opts, d, got, tttPerft[d])
			}
		}
	}
}

func TestPerftFourStones(t *testing.T) {
	for _, c := range []struct {
		opts string
		want []uint64
	}{{"", fsPerft2}, {"size=3", fsPerft3}, {"size=3,partners,repetition=2", fsPerft3}} {
		p := fsNew(c.opts)
		for d, want := range c.want {
			if got := variant.Perft(p, d); got != want {
				t.Errorf("%q: Perft(%d) = %d, want %d", c.opts, d, got, want)
			}
			if got := variant.PerftPlayed(p, d); got != want {
				t.Errorf("%q: PerftPlayed(%d) = %d, want %d", c.opts, d, got, want)
			}
			if got := variant.ParallelPerft(p, d, 3); got != want {
				t.Errorf("%q: ParallelPerft(%d) = %d, want %d", c.opts, d, got, want)
			}
		}
	}
}

// The published game-tree counts themselves: a walk that stops at finished
// games must find 255,168 games, 131,184 won by x (1,440 at ply 5, 47,952 at
// ply 7, 81,792 at ply 9), 77,904 won by o (5,328 at ply 6, 72,576 at ply 8)
// and 46,080 draws; by first move, 27,732 games after each corner, 29,592
// after each edge square and 25,872 after the centre.
func TestTicTacToeGameTree(t *testing.T) {
	type tally struct {
		games, xWins, oWins, draws uint64
		byPly                      [10]uint64
	}
	var walk func(p ttt, ply int, tl *tally)
	walk = func(p ttt, ply int, tl *tally) {
		if o := p.Outcome(); o.Over() {
			if p.ToMove() != variant.NoSide || len(p.Moves(nil)) != 0 {
				t.Fatalf("%s: finished, yet %v is to move", p, p.ToMove())
			}
			tl.games++
			tl.byPly[ply]++
			switch {
			case o.Status == variant.Drawn:
				tl.draws++
			case o.Winners == variant.SidesOf(tttX):
				tl.xWins++
			case o.Winners == variant.SidesOf(tttO):
				tl.oWins++
			default:
				t.Fatalf("%s: outcome %v", p, o)
			}
			return
		}
		for _, m := range p.Moves(nil) {
			walk(p.Play(m), ply+1, tl)
		}
	}
	var all tally
	walk(tttNew(""), 0, &all)
	want := tally{games: 255168, xWins: 131184, oWins: 77904, draws: 46080,
		byPly: [10]uint64{5: 1440, 6: 5328, 7: 47952, 8: 72576, 9: 127872}}
	if all != want {
		t.Errorf("game tree: got %+v\nwant %+v", all, want)
	}
	for _, c := range []struct {
		sq    string
		games uint64
	}{{"a1", 27732}, {"c3", 27732}, {"b1", 29592}, {"a2", 29592}, {"b2", 25872}} {
		p := tttNew("")
		m, err := p.ParseMove(c.sq)
		if err != nil {
			t.Fatal(err)
		}
		var tl tally
		walk(p.Play(m), 1, &tl)
		if tl.games != c.games {
			t.Errorf("games after x %s: %d, want %d", c.sq, tl.games, c.games)
		}
	}
	// Misère tic-tac-toe has the same tree with the winners swapped.
	var mis tally
	walk(tttNew("misere"), 0, &mis)
	if mis.games != 255168 || mis.xWins != 77904 || mis.oWins != 131184 || mis.draws != 46080 {
		t.Errorf("misère game tree: %+v", mis)
	}
}

func TestPerftEdges(t *testing.T) {
	p := tttNew("")
	for _, d := range []int{0, -1, -100} {
		if got := variant.Perft(p, d); got != 1 {
			t.Errorf("Perft(%d) = %d, want 1 (the position itself)", d, got)
		}
		if got := variant.PerftPlayed(p, d); got != 1 {
			t.Errorf("PerftPlayed(%d) = %d, want 1", d, got)
		}
		if got := variant.ParallelPerft(p, d, 2); got != 1 {
			t.Errorf("ParallelPerft(%d) = %d, want 1", d, got)
		}
		if got := variant.Divide(p, d); got != nil {
			t.Errorf("Divide(%d) = %v, want nil", d, got)
		}
	}
	// A finished game has no moves: 1 at depth 0, 0 below.
	won := mustPlay(t, p, "a1", "a2", "b1", "b2", "c1")
	if !won.Outcome().Over() {
		t.Fatalf("%s: x has a1 b1 c1, yet %v", won, won.Outcome())
	}
	for d, want := range []uint64{1, 0, 0, 0} {
		if got := variant.Perft(won, d); got != want {
			t.Errorf("finished: Perft(%d) = %d, want %d", d, got, want)
		}
		if got := variant.ParallelPerft(won, d, 4); got != want {
			t.Errorf("finished: ParallelPerft(%d) = %d, want %d", d, got, want)
		}
	}
	if got := variant.Divide(won, 3); len(got) != 0 {
		t.Errorf("finished: Divide = %v, want none", got)
	}
}

func TestParallelPerft(t *testing.T) {
	p := tttNew("")
	depths := []int{1, 2, 5, 7, 9}
	for _, workers := range []int{0, 1, 2, 3, 9, 100} {
		for _, d := range depths {
			if got := variant.ParallelPerft(p, d, workers); got != tttPerft[d] {
				t.Errorf("ParallelPerft(%d, workers %d) = %d, want %d", d, workers, got, tttPerft[d])
			}
		}
	}
}

func TestDivide(t *testing.T) {
	p := tttNew("")
	// Depth 1 lists the legal moves, sorted by text, each counting 1.
	d1 := variant.Divide(p, 1)
	want := []string{"a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"}
	if len(d1) != len(want) {
		t.Fatalf("Divide(1) has %d entries, want 9", len(d1))
	}
	for i, e := range d1 {
		if e.Text != want[i] || e.Nodes != 1 || p.MoveText(e.Move) != e.Text {
			t.Errorf("Divide(1)[%d] = %+v, want %s with 1 node", i, e, want[i])
		}
	}
	// Deeper: by symmetry the four corners, the four edges and the centre
	// each have equal counts; the counts add up to perft. At depth 3 every
	// first move leaves 8*7 = 56 nodes.
	for _, depth := range []int{3, 6, 8} {
		var sum uint64
		byText := map[string]uint64{}
		for _, e := range variant.Divide(p, depth) {
			sum += e.Nodes
			byText[e.Text] = e.Nodes
		}
		if sum != tttPerft[depth] {
			t.Errorf("Divide(%d) adds up to %d, want %d", depth, sum, tttPerft[depth])
		}
		for _, class := range [][]string{{"a1", "c1", "a3", "c3"}, {"b1", "a2", "c2", "b3"}} {
			for _, sq := range class[1:] {
				if byText[sq] != byText[class[0]] {
					t.Errorf("Divide(%d): %s has %d, %s %d: symmetric squares differ", depth, sq, byText[sq], class[0], byText[class[0]])
				}
			}
		}
		if depth == 3 && byText["b2"] != 56 {
			t.Errorf("Divide(3): b2 has %d, want 56", byText["b2"])
		}
	}
	// Four Stones at depth 3: red a1-a2 leads to 4 of the 6 nodes, a1-b1
	// to 2 (see fsPerft2).
	got := variant.Divide(fsNew(""), 3)
	if len(got) != 2 || got[0].Text != "a1-a2" || got[0].Nodes != 4 || got[1].Text != "a1-b1" || got[1].Nodes != 2 {
		t.Errorf("Four Stones Divide(3) = %+v, want a1-a2 4, a1-b1 2", got)
	}
}

// mustPlay plays moves given as text in a typed position.
func mustPlay[P variant.Position[P, M], M variant.MoveType](t testing.TB, p P, moves ...string) P {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: move %s: %v", p, s, err)
		}
		p = p.Play(m)
	}
	return p
}

// Issue 12 item 7: work the library cannot finish is refused with an
// error, never a crash: no allocation of a buffer per ply of a huge depth,
// no recursion that deep, no goroutine per worker asked.
func TestPerftLimits(t *testing.T) {
	for _, c := range []struct{ depth, workers int }{
		{-1, 1}, {variant.MaxPerftDepth + 1, 1}, {100000000, 1}, {math.MaxInt, 1}, {2, -1}, {2, variant.MaxPerftWorkers + 1},
	} {
		if err := variant.CheckPerft(c.depth, c.workers); !errors.Is(err, variant.ErrLimit) {
			t.Errorf("CheckPerft(%d, %d) = %v, want ErrLimit", c.depth, c.workers, err)
		}
	}
	if err := variant.CheckPerft(variant.MaxPerftDepth, variant.MaxPerftWorkers); err != nil {
		t.Errorf("CheckPerft at the limits: %v", err)
	}
	p := tttNew("")
	d := variant.Dynamic(p)
	for _, depth := range []int{variant.MaxPerftDepth + 1, math.MaxInt} {
		if n := variant.Perft(p, depth); n != 0 {
			t.Errorf("Perft(%d) = %d, want 0 (not counted)", depth, n)
		}
		if n := variant.ParallelPerft(p, depth, 4); n != 0 {
			t.Errorf("ParallelPerft(%d) = %d, want 0", depth, n)
		}
		if e := variant.Divide(p, depth); e != nil {
			t.Errorf("Divide(%d) = %v, want nil", depth, e)
		}
		if _, err := variant.CountPerft(d, depth, 1); !errors.Is(err, variant.ErrLimit) {
			t.Errorf("CountPerft(%d): %v", depth, err)
		}
		if _, err := variant.CountDivide(d, depth); !errors.Is(err, variant.ErrLimit) {
			t.Errorf("CountDivide(%d): %v", depth, err)
		}
	}
	// Within the limits the counts are the perft's: tic-tac-toe has 9 and
	// 9*8 = 72 nodes at depths 1 and 2 (no game ends before move 5).
	for _, w := range []int{0, 1, 3, variant.MaxPerftWorkers} {
		if n, err := variant.CountPerft(d, 2, w); err != nil || n != 72 {
			t.Errorf("CountPerft(2, %d) = %d, %v; want 72", w, n, err)
		}
	}
	if e, err := variant.CountDivide(d, 1); err != nil || len(e) != 9 {
		t.Errorf("CountDivide(1) = %d entries, %v", len(e), err)
	}
	if _, err := variant.CountDivide(d, 0); !errors.Is(err, variant.ErrLimit) {
		t.Errorf("CountDivide(0): %v", err)
	}
}
