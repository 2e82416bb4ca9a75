package hexapawn

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// The perft counts from the start at depths 1 and 2, by hand:
//
//   - Depth 1: each White pawn steps to rank 2 (a2, b2, c2: empty); no
//     capture, rank 2 being empty: 3.
//   - Depth 2: after a1a2, Black's a3 is blocked by a2 and has nothing on
//     b2 to capture; b3 steps to b2 or captures on a2; c3 steps to c2 (b2
//     is empty): 3. After c1c2, by the mirror image: 3. After b1b2, a3
//     steps to a2 or captures on b2, c3 likewise, b3 is blocked and has
//     nothing on a2 or c2: 4. In all 3 + 4 + 3 = 10.
//
// Deeper counts come from bruteCount, an independent brute force written
// differently (a character grid, the rules spelled out square by square).
var handCounts = []uint64{3, 10}

// grid is the brute force's board: grid[rank][file], 'W' a White pawn,
// 'B' a Black pawn, '.' empty.
type grid [3][3]byte

// bruteMoves lists the grids after each move of side ('W' or 'B') in g,
// by the rules of RULES.md section 3 read literally.
func bruteMoves(g grid, side byte) []grid {
	forward, enemy := 1, byte('B')
	if side == 'B' {
		forward, enemy = -1, 'W'
	}
	var out []grid
	for r := range 3 {
		for f := range 3 {
			if g[r][f] != side {
				continue
			}
			nr := r + forward
			if nr < 0 || nr > 2 {
				continue
			}
			for _, nf := range []int{f - 1, f, f + 1} {
				if nf < 0 || nf > 2 {
					continue
				}
				straight := nf == f
				if straight && g[nr][nf] != '.' || !straight && g[nr][nf] != enemy {
					continue
				}
				h := g
				h[r][f], h[nr][nf] = '.', side
				out = append(out, h)
			}
		}
	}
	return out
}

// bruteWinner returns the winner in g with side to move, or 0 while the
// game goes on (section 4): a pawn on its far rank, the side to move
// without pawns or without moves.
func bruteWinner(g grid, side byte) byte {
	other := map[byte]byte{'W': 'B', 'B': 'W'}[side]
	for f := range 3 {
		if g[2][f] == 'W' {
			return 'W'
		}
		if g[0][f] == 'B' {
			return 'B'
		}
	}
	pawns := 0
	for r := range 3 {
		for f := range 3 {
			if g[r][f] == side {
				pawns++
			}
		}
	}
	if pawns == 0 || len(bruteMoves(g, side)) == 0 {
		return other
	}
	return 0
}

var bruteStart = grid{{'W', 'W', 'W'}, {'.', '.', '.'}, {'B', 'B', 'B'}}

// bruteCount counts the move sequences of length depth from g.
func bruteCount(g grid, side byte, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if bruteWinner(g, side) != 0 {
		return 0
	}
	n := uint64(0)
	for _, h := range bruteMoves(g, side) {
		n += bruteCount(h, map[byte]byte{'W': 'B', 'B': 'W'}[side], depth-1)
	}
	return n
}

// TestPerft compares the move tree with the counts by hand (depths 1 and
// 2) and with the brute force (to depth 8; no game lasts longer than 7
// plies, see TestPropGameLength, so depth 8 counts none).
func TestPerft(t *testing.T) {
	for d, want := range handCounts {
		if got := bruteCount(bruteStart, 'W', d+1); got != want {
			t.Fatalf("brute force perft(%d) = %d, the hand count %d", d+1, got, want)
		}
	}
	for d := 1; d <= 8; d++ {
		want := bruteCount(bruteStart, 'W', d)
		if got := variant.Perft[Position, Move](Start(), d); got != want {
			t.Errorf("perft(%d) = %d, brute force %d", d, got, want)
		}
	}
	if n := bruteCount(bruteStart, 'W', 8); n != 0 {
		t.Errorf("brute force perft(8) = %d: a game of 8 plies", n)
	}
}

// bruteSolve reports whether the side to move in g wins with perfect play.
func bruteSolve(g grid, side byte) bool {
	if w := bruteWinner(g, side); w != 0 {
		return w == side
	}
	for _, h := range bruteMoves(g, side) {
		if !bruteSolve(h, map[byte]byte{'W': 'B', 'B': 'W'}[side]) {
			return true
		}
	}
	return false
}

// solve reports whether the side to move in p wins with perfect play, by
// the package's own rules, and checks at every position reached that the
// brute force agrees.
func solve(t *testing.T, p Position) bool {
	wins := false
	if o := p.Outcome(); o.Over() {
		wins = o.Winners.Has(p.stm)
	} else {
		for _, m := range p.Moves(nil) {
			if !solve(t, p.Play(m)) {
				wins = true
			}
		}
	}
	if want := bruteSolve(toGrid(p), "WB"[p.stm]); wins != want {
		t.Errorf("%s: the side to move wins: %v, brute force %v", p, wins, want)
	}
	return wins
}

// toGrid writes p as the brute force's grid.
func toGrid(p Position) grid {
	var g grid
	for c := range 9 {
		g[c/3][c%3] = '.'
		for x, ch := range []byte{'W', 'B'} {
			if p.pawns[x]&bit(c) != 0 {
				g[c/3][c%3] = ch
			}
		}
	}
	return g
}

// TestSecondPlayerWins checks Gardner's result (1962): with perfect play
// the second player, Black, wins. The brute force solves the game from the
// start; the package's rules give the same value in every position
// reached.
func TestSecondPlayerWins(t *testing.T) {
	if bruteSolve(bruteStart, 'W') {
		t.Error("brute force: White, the first player, wins")
	}
	if solve(t, Start()) {
		t.Error("the first player wins by the package's rules")
	}
}
