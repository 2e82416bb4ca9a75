package chess960

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// TestStandardArray: the seed computes id 518 for the standard array
// (2 + 4*1 + 16*2 + 96*5).
func TestStandardArray(t *testing.T) {
	rank, err := BackRank(518)
	if err != nil || rank != "RNBQKBNR" {
		t.Fatalf("BackRank(518) = %q, %v", rank, err)
	}
	p, _ := FromID(518)
	if got, want := p.String(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; got != want {
		t.Errorf("FromID(518) = %s", got)
	}
	if got := Standard().String(); got != p.String() {
		t.Errorf("Standard() = %s", got)
	}
	if id, ok := Standard().ID(); !ok || id != 518 {
		t.Errorf("Standard().ID() = %d, %v", id, ok)
	}
}

// TestScharnaglByHand checks numbers worked out by hand from the seed's
// rules (light bishop id%4 on b/d/f/h, dark bishop (id/4)%4 on a/c/e/g,
// queen (id/16)%6 among the empty squares, KRN code id/96).
func TestScharnaglByHand(t *testing.T) {
	for _, c := range []struct {
		id   int
		rank string
	}{
		// 0: bishops b and a, queen on the first empty square (c), KRN 0
		// NNRKR on d, e, f, g, h.
		{0, "BBQNNRKR"},
		// 1: light bishop d, dark a, queen b, NNRKR on c, e, f, g, h.
		{1, "BQNBNRKR"},
		// 959: bishops h and g, queen the sixth empty square (f), KRN 9
		// RKRNN on a..e.
		{959, "RKRNNQBB"},
		// 96*4 + 16*3 + 4*2 + 1 = 441: light d, dark e, queen fourth empty
		// of a, b, c, f, g, h (f), KRN 4 RNNKR on a, b, c, g, h.
		{441, "RNNBBQKR"},
	} {
		got, err := BackRank(c.id)
		if err != nil || got != c.rank {
			t.Errorf("BackRank(%d) = %q, %v; want %s", c.id, got, err, c.rank)
		}
		if id, err := IDOf(c.rank); err != nil || id != c.id {
			t.Errorf("IDOf(%s) = %d, %v; want %d", c.rank, id, err, c.id)
		}
	}
}

// TestSeedStartList: the seed's complete list of the 960 start positions
// holds exactly the arrays of ids 0..959, each once, each satisfying the
// rules (bishops on opposite colours, king between the rooks).
func TestSeedStartList(t *testing.T) {
	f, err := os.Open("testdata/seed_starts.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		placement := strings.Fields(line)[0]
		white := placement[strings.LastIndexByte(placement, '/')+1:]
		if strings.ToLower(white) != placement[:8] {
			t.Errorf("%s: black's array is not white's mirror", line)
		}
		if seen[white] {
			t.Errorf("%s listed twice", white)
		}
		seen[white] = true
		id, err := IDOf(white)
		if err != nil {
			t.Errorf("%s: %v", white, err)
			continue
		}
		if back, _ := BackRank(id); back != white {
			t.Errorf("IDOf(%s) = %d, whose array is %s", white, id, back)
		}
	}
	if len(seen) != NumStarts {
		t.Fatalf("the seed lists %d arrays", len(seen))
	}
	for id := range NumStarts {
		back, _ := BackRank(id)
		if !seen[back] {
			t.Errorf("id %d (%s) is not in the seed's list", id, back)
		}
		p, err := FromID(id)
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := p.ID(); !ok || got != id {
			t.Errorf("FromID(%d).ID() = %d, %v", id, got, ok)
		}
		if q, err := ParseFEN(p.String()); err != nil || q.ShredderFEN() != p.ShredderFEN() {
			t.Errorf("id %d: FEN %s does not read back: %v", id, p, err)
		}
	}
}

func TestIDOfErrors(t *testing.T) {
	for _, bad := range []string{"", "RNBQKBN", "RNBQKBNN", "RBNBKQNR", "KRNBQBNR", "RNBKQBNRR"} {
		if _, err := IDOf(bad); !errors.Is(err, variant.ErrPosition) {
			t.Errorf("IDOf(%q): %v", bad, err)
		}
	}
	for _, id := range []int{-1, 960} {
		if _, err := FromID(id); !errors.Is(err, variant.ErrPosition) {
			t.Errorf("FromID(%d): %v", id, err)
		}
	}
	p := Standard().Play(newMove(12, 28, normalMove, NoKind, Pawn))
	if _, ok := p.ID(); ok {
		t.Error("a position after 1. e4 has an id")
	}
}

// TestDice checks the single-die procedure on rolls worked out by hand.
func TestDice(t *testing.T) {
	for _, c := range []struct {
		rolls []int
		rank  string
		used  int
	}{
		// Bishop c1 (2), bishop f1 (3), queen on the third of a, b, d, e,
		// g, h (d), knight on the second of a, b, e, g, h (b), knight on
		// the third of a, e, g, h (g): the standard array.
		{[]int{2, 3, 3, 2, 3}, "RNBQKBNR", 5},
		// The same with rolls to be rolled again: 6 in step 1, 5 in step
		// 2, 6 in step 4, 6 and 5 in step 5.
		{[]int{6, 2, 5, 3, 3, 6, 2, 6, 5, 3}, "RNBQKBNR", 10},
		// Bishops a1 (1) and b1 (1), queen c1 (1), knights d1 (1) and e1
		// (1): id 0.
		{[]int{1, 1, 1, 1, 1}, "BBQNNRKR", 5},
		// Bishops g1 (4) and h1 (4), queen f1 (6: the last of a..f),
		// knights on the fifth of a..e (e) and the fourth of a..d (d).
		{[]int{4, 4, 6, 5, 4, 1}, "RKRNNQBB", 5},
	} {
		id, used, err := DiceID(c.rolls)
		if err != nil {
			t.Errorf("%v: %v", c.rolls, err)
			continue
		}
		if back, _ := BackRank(id); back != c.rank || used != c.used {
			t.Errorf("%v: %s using %d rolls, want %s using %d", c.rolls, back, used, c.rank, c.used)
		}
	}
	for _, bad := range [][]int{{}, {1, 1, 1, 1}, {0, 1, 1, 1, 1}, {7}, {1, 1, 1, 6, 6}} {
		if _, _, err := DiceID(bad); !errors.Is(err, variant.ErrPosition) {
			t.Errorf("%v: %v", bad, err)
		}
	}
}

// TestDiceCoversAll: the procedure makes every array, and each exactly
// twice over the 4*4*6*5*4 = 1920 roll sequences without re-rolls (the
// knights being alike), as the seed explains.
func TestDiceCoversAll(t *testing.T) {
	counts := make([]int, NumStarts)
	for a := 1; a <= 4; a++ {
		for b := 1; b <= 4; b++ {
			for q := 1; q <= 6; q++ {
				for n1 := 1; n1 <= 5; n1++ {
					for n2 := 1; n2 <= 4; n2++ {
						id, _, err := DiceID([]int{a, b, q, n1, n2})
						if err != nil {
							t.Fatal(err)
						}
						counts[id]++
					}
				}
			}
		}
	}
	for id, n := range counts {
		if n != 2 {
			t.Fatalf("id %d made %d times", id, n)
		}
	}
}

// TestRandom: Random draws from all 960 with the caller's source, so the
// same seed gives the same positions.
func TestRandom(t *testing.T) {
	r1 := rand.New(rand.NewPCG(7, 9))
	r2 := rand.New(rand.NewPCG(7, 9))
	seen := map[int]bool{}
	for range 20000 {
		a, b := Random(r1), Random(r2)
		if a != b {
			t.Fatal("same source, different positions")
		}
		id, ok := a.ID()
		if !ok {
			t.Fatalf("Random gave %s, not a start position", a)
		}
		seen[id] = true
	}
	if len(seen) != NumStarts {
		t.Errorf("20000 draws hit %d of 960 arrays", len(seen))
	}
}
