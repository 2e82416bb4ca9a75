package chess960

import (
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

var printMagics = flag.Bool("print-magics", false, "print the magic factors TestFindMagics finds, as Go source")

// findMagic searches factors for the slider table of square s, as
// Stockfish does: sparse random numbers from a xorshift64* generator seeded
// per rank, until one maps the occupancies without destructive collisions.
func findMagic(s int, dirs [4][2]int) uint64 {
	seeds := [8]uint64{728, 10316, 55013, 32803, 12281, 15100, 16645, 255}
	mask := relevantMask(s, dirs)
	n := bits.OnesCount64(mask)
	var occs, refs []uint64
	for b := uint64(0); ; {
		occs, refs = append(occs, b), append(refs, slide(s, b, dirs))
		b = (b - mask) & mask
		if b == 0 {
			break
		}
	}
	entries := make([]uint64, 1<<n)
	epoch := make([]int, 1<<n)
	rng := seeds[rankOf(s)]
	next := func() uint64 {
		rng ^= rng >> 12
		rng ^= rng << 25
		rng ^= rng >> 27
		return rng * 2685821657736338717
	}
	for try := 1; ; try++ {
		var factor uint64
		for {
			a, b, c := next(), next(), next()
			factor = a & b & c // sparse candidates: the AND of three random words
			if bits.OnesCount64((factor*mask)>>56) >= 6 {
				break
			}
		}
		ok := true
		for i := range occs {
			idx := (occs[i] * factor) >> (64 - n)
			if epoch[idx] < try {
				epoch[idx] = try
				entries[idx] = refs[i]
			} else if entries[idx] != refs[i] {
				ok = false
				break
			}
		}
		if ok {
			return factor
		}
	}
}

// TestFindMagics makes the magic factors again and checks that the search
// gives the factors in use.
func TestFindMagics(t *testing.T) {
	if testing.Short() {
		t.Skip("the search takes a while")
	}
	for _, kind := range []struct {
		name    string
		dirs    [4][2]int
		factors *[64]uint64
	}{{"rook", rookDirs, &rookFactors}, {"bishop", bishopDirs, &bishopFactors}} {
		if *printMagics {
			fmt.Printf("%sFactors = [64]uint64{", kind.name)
		}
		for s := range 64 {
			f := findMagic(s, kind.dirs)
			if *printMagics {
				if s%4 == 0 {
					fmt.Print("\n\t")
				} else {
					fmt.Print(" ")
				}
				fmt.Printf("0x%016X,", f)
			}
			if f != kind.factors[s] {
				t.Errorf("%s square %d: search finds %#x, table has %#x", kind.name, s, f, kind.factors[s])
			}
		}
		if *printMagics {
			fmt.Println("\n}")
		}
	}
}

// TestSliderTables compares the magic tables with a square-by-square walk
// for random occupancies on every square, and the other tables with their
// definitions.
func TestSliderTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for s := range 64 {
		for range 300 {
			occ := rng.Uint64() & rng.Uint64()
			if got, want := rookAttacks(s, occ), slide(s, occ, rookDirs); got != want {
				t.Fatalf("rook on %s, occupancy %#x: %#x, want %#x", squareName(s), occ, got, want)
			}
			if got, want := bishopAttacks(s, occ), slide(s, occ, bishopDirs); got != want {
				t.Fatalf("bishop on %s, occupancy %#x: %#x, want %#x", squareName(s), occ, got, want)
			}
		}
		for o := range 64 {
			// between: the squares a rook or bishop passes from s to o.
			var want uint64
			for _, dirs := range [][4][2]int{rookDirs, bishopDirs} {
				if slide(s, 0, dirs)&bit(o) != 0 {
					want = slide(s, bit(o), dirs) & slide(o, bit(s), dirs)
				}
			}
			if between[s][o] != want {
				t.Fatalf("between %s and %s: %#x, want %#x", squareName(s), squareName(o), between[s][o], want)
			}
		}
	}
	// Hand-checked entries: a knight on b1 reaches a3, c3, d2; a king on a1
	// reaches a2, b1, b2; a white pawn on e4 attacks d5 and f5.
	if got, want := knightAttacks[1], bit(16)|bit(18)|bit(11); got != want {
		t.Errorf("knight on b1: %#x, want %#x", got, want)
	}
	if got, want := kingAttacks[0], bit(8)|bit(1)|bit(9); got != want {
		t.Errorf("king on a1: %#x, want %#x", got, want)
	}
	if got, want := pawnAttacks[White][28], bit(35)|bit(37); got != want {
		t.Errorf("white pawn on e4: %#x, want %#x", got, want)
	}
	if got, want := line[0][9], uint64(0x8040201008040201); got != want {
		t.Errorf("line a1-b2: %#x, want %#x", got, want)
	}
}
