package chess960

import (
	"flag"
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// oracleRecord is one position of the Chess960 perft oracle.
type oracleRecord struct {
	id     int
	epd    string
	counts []uint64 // counts[d-1] is perft d
}

// readOracle reads the Chess960 perft oracle in testdata (see its ORIGIN).
func readOracle(t testing.TB) []oracleRecord {
	t.Helper()
	file, err := varianttest.ReadPerftFile(filepath.Join("testdata", "chess960.perft"))
	if err != nil {
		t.Fatal(err)
	}
	var recs []oracleRecord
	for _, r := range file {
		id, err := strconv.Atoi(r.ID)
		if err != nil {
			t.Fatalf("line %d: id %q", r.Line, r.ID)
		}
		recs = append(recs, oracleRecord{id: id, epd: r.Position, counts: r.Counts})
	}
	if len(recs) != 960 {
		t.Fatalf("the oracle has %d positions; want 960", len(recs))
	}
	return recs
}

var oracleDepth = flag.Int("oracle-depth", 0, "depth to run every position of the Chess960 perft oracle to (default 4; 5, and 6 for every 20th position, with -long)")

// TestOracle960 runs every position of the Chess960 perft oracle (960
// positions, published counts from chessprogramming.org and Ethereal) to
// depth 4 (about 5.6e8 leaves: seconds). With -long it runs them all to
// depth 5 (1.7e10 leaves) and every 20th to depth 6 (about 2.5e10 more);
// -oracle-depth=6 runs all 960 to depth 6 (5.1e11 leaves: about half an
// hour of one core). Positions are shared among GOMAXPROCS goroutines.
func TestOracle960(t *testing.T) {
	depthOf := func(i int) int {
		switch {
		case *oracleDepth > 0:
			return *oracleDepth
		case varianttest.Long() && i%20 == 0:
			return 6
		case varianttest.Long():
			return 5
		case testing.Short():
			return 3
		}
		return 4
	}
	recs := readOracle(t)
	errs := make([]string, len(recs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				r := recs[i]
				p, err := ParseFEN(r.epd)
				if err != nil {
					errs[i] = fmt.Sprintf("id %d: %v", r.id, err)
					continue
				}
				for d := 1; d <= depthOf(i) && d <= len(r.counts); d++ {
					if got := Perft(p, d); got != r.counts[d-1] {
						errs[i] = fmt.Sprintf("id %d %s: perft %d = %d, want %d", r.id, r.epd, d, got, r.counts[d-1])
						break
					}
				}
			}
		})
	}
	for i := range recs {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, e := range errs {
		if e != "" {
			t.Error(e)
		}
	}
}

// TestOracle960Played checks the contract's face on the oracle: the generic
// variant.Perft and variant.PerftPlayed through Moves and Play (and the
// dynamic face at depth 2) give the published counts.
func TestOracle960Played(t *testing.T) {
	recs := readOracle(t)
	for i, r := range recs {
		p, err := ParseFEN(r.epd)
		if err != nil {
			t.Fatal(err)
		}
		if got := variant.PerftPlayed(p, 2); got != r.counts[1] {
			t.Errorf("id %d: variant.PerftPlayed 2 = %d, want %d", r.id, got, r.counts[1])
		}
		if got := variant.Dynamic[Position, Move](p).Perft(2); got != r.counts[1] {
			t.Errorf("id %d: dynamic perft 2 = %d, want %d", r.id, got, r.counts[1])
		}
		if i%40 == 0 {
			if got := variant.Perft(p, 3); got != r.counts[2] {
				t.Errorf("id %d: variant.Perft 3 = %d, want %d", r.id, got, r.counts[2])
			}
			if got := PerftPlayed(p, 3); got != r.counts[2] {
				t.Errorf("id %d: PerftPlayed 3 = %d, want %d", r.id, got, r.counts[2])
			}
		}
	}
}

// reference holds the positions and counts of the chessprogramming.org
// "Perft Results" page (the initial position, Kiwipete, positions 3 to 6).
var reference = []struct {
	name   string
	fen    string
	counts []uint64
}{
	{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		[]uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624, 11030083}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"position4mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}},
}

// TestReference runs the reference positions to depth 4 (5 and 6 with
// -long), in both notations' modes.
func TestReference(t *testing.T) {
	maxDepth := 4
	if varianttest.Long() {
		maxDepth = 6
	}
	if testing.Short() {
		maxDepth = 3
	}
	for _, r := range reference {
		t.Run(r.name, func(t *testing.T) {
			for _, parse := range []func(string) (Position, error){ParseFEN, ParseStandardFEN} {
				p, err := parse(r.fen)
				if err != nil {
					t.Fatal(err)
				}
				for d := 1; d <= maxDepth && d <= len(r.counts); d++ {
					if got := Perft(p, d); got != r.counts[d-1] {
						t.Fatalf("perft %d = %d, want %d", d, got, r.counts[d-1])
					}
				}
			}
		})
	}
}

// TestReferencePlayed makes every move (the contract's PerftPlayed and this
// package's) on the reference positions to depth 3 (5 with -long).
func TestReferencePlayed(t *testing.T) {
	maxDepth := 3
	if varianttest.Long() {
		maxDepth = 5
	}
	for _, r := range reference {
		p, err := ParseFEN(r.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := PerftPlayed(p, maxDepth); got != r.counts[maxDepth-1] {
			t.Errorf("%s: PerftPlayed %d = %d, want %d", r.name, maxDepth, got, r.counts[maxDepth-1])
		}
		if got := variant.PerftPlayed(p, 3); got != r.counts[2] {
			t.Errorf("%s: variant.PerftPlayed 3 = %d, want %d", r.name, got, r.counts[2])
		}
		if got := ParallelPerft(p, 3, 2); got != r.counts[2] {
			t.Errorf("%s: ParallelPerft 3 = %d, want %d", r.name, got, r.counts[2])
		}
	}
}
