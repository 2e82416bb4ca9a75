package classic

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

type perftCase struct {
	name   string
	rules  *cl.Rules
	fen    string
	counts []uint64 // counts[d-1] is perft(d); 0 where no published count is used
	normal int      // deepest depth run without -long
	source string
}

// The counts are published ones; the source of each is given.
var perftCases = []perftCase{
	{"chess start", Chess, ChessStart,
		[]uint64{20, 400, 8902, 197281, 4865609, 119060324}, 5,
		"chessprogramming.org Perft Results, initial position"},
	{"chess Kiwipete", Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}, 4,
		"chessprogramming.org Perft Results, position 2 (Kiwipete); depth 5 also in Fairy-Stockfish tests/perft.sh"},
	{"chess position 3", Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624, 11030083}, 5,
		"chessprogramming.org Perft Results, position 3; depth 6 in Fairy-Stockfish tests/perft.sh"},
	{"chess position 4", Chess, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}, 4,
		"chessprogramming.org Perft Results, position 4"},
	{"chess position 5", Chess, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}, 4,
		"chessprogramming.org Perft Results, position 5"},
	{"chess position 6", Chess, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}, 4,
		"chessprogramming.org Perft Results, position 6"},
	// Depth 1 of Shatranj, Courier and Capablanca counted by hand in
	// TestStartMovesByHand.
	{"shatranj start", Shatranj, ShatranjStart,
		[]uint64{16, 0, 0, 68122}, 4, "Fairy-Stockfish tests/perft.sh: shatranj startpos 4"},
	{"courier start", Courier, CourierStart,
		[]uint64{26, 0, 0, 500337}, 4, "Fairy-Stockfish tests/perft.sh: courier startpos 4"},
	// Depth 1 by hand: 12 pawn steps, knights and alfils 2 each (20).
	{"courier array", courierUnmoved(), CourierArray,
		[]uint64{20, 400, 8500, 180571}, 4, "Fairy-Stockfish 11.1 (Debian), UCI_Variant courier, go perft 1-4 from this FEN, run 2026-12-06"},
	{"capablanca start", Capablanca, CapablancaStart,
		[]uint64{28, 0, 0, 805128}, 4, "Fairy-Stockfish tests/perft.sh: capablanca startpos 4"},
	{"xiangqi start", Xiangqi, XiangqiStart,
		[]uint64{44, 1920, 79666, 3290240, 133312995}, 4,
		"github.com/lengyanyu258/xiangqi.js/issues/5; depth 4 also in Fairy-Stockfish tests/perft.sh"},
	{"xiangqi middlegame", Xiangqi, "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
		[]uint64{0, 0, 0, 4485547}, 4, "Fairy-Stockfish tests/perft.sh"},
	{"xiangqi ending", Xiangqi, "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
		[]uint64{0, 0, 0, 92741}, 4, "Fairy-Stockfish tests/perft.sh"},
}

// courierUnmoved returns Courier under option array=unmoved, whose pawns
// may stand on their second rank.
func courierUnmoved() *cl.Rules {
	o, err := Courier.Variant().ParseOptions("array=unmoved")
	if err != nil {
		panic(err)
	}
	r, err := Courier.WithOptions(o)
	if err != nil {
		panic(err)
	}
	return r
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, err := c.rules.Parse(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for d, want := range c.counts {
				depth := d + 1
				if want == 0 || (depth > c.normal && !varianttest.Long()) {
					continue
				}
				var got uint64
				if depth > 4 {
					got = variant.ParallelPerft[cl.Position, cl.Move](p, depth, 0)
				} else {
					got = variant.Perft[cl.Position, cl.Move](p, depth)
				}
				if got != want {
					t.Errorf("perft(%d) = %d, want %d (%s)", depth, got, want, c.source)
				}
				if depth <= 4 {
					// The bulk counter (Position.Perft) on its own.
					if got := p.Perft(depth); got != want {
						t.Errorf("bulk perft(%d) = %d, want %d (%s)", depth, got, want, c.source)
					}
				}
			}
		})
	}
}

// TestPerftPlayed checks that playing every move of the last ply counts the
// same as bulk counting.
func TestPerftPlayed(t *testing.T) {
	for _, c := range perftCases {
		p, _ := c.rules.Parse(c.fen)
		if a, b := variant.Perft[cl.Position, cl.Move](p, 3), variant.PerftPlayed[cl.Position, cl.Move](p, 3); a != b {
			t.Errorf("%s: Perft(3) %d != PerftPlayed(3) %d", c.name, a, b)
		}
	}
}

type record960 struct {
	id     int
	fen    string
	counts []uint64
}

func read960(t testing.TB) []record960 {
	t.Helper()
	file, err := varianttest.ReadPerftFile("testdata/chess960.perft")
	if err != nil {
		t.Fatal(err)
	}
	var out []record960
	for _, r := range file {
		id, err := strconv.Atoi(r.ID)
		if err != nil {
			t.Fatalf("line %d: id %q", r.Line, r.ID)
		}
		out = append(out, record960{id: id, fen: r.Position + " 0 1", counts: r.Counts})
	}
	return out
}

// TestChess960Perft runs the 960 positions of the Chess960 perft table
// (python-chess, after chessprogramming.org and Ethereal) to depth 3, and
// to depth 4 with -long.
func TestChess960Perft(t *testing.T) {
	recs := read960(t)
	if len(recs) != 960 {
		t.Fatalf("read %d records, want 960", len(recs))
	}
	depth := 3
	if varianttest.Long() {
		depth = 4
	}
	for _, rec := range recs {
		p, err := Chess960.Parse(rec.fen)
		if err != nil {
			t.Fatalf("id %d: %v", rec.id, err)
		}
		for d := 1; d <= depth; d++ {
			if got := variant.Perft[cl.Position, cl.Move](p, d); got != rec.counts[d-1] {
				t.Errorf("id %d %s: perft(%d) = %d, want %d", rec.id, rec.fen, d, got, rec.counts[d-1])
			}
		}
	}
}

// TestChess960Arrays checks the Scharnagl numbering on the arrays quoted
// with it (chessprogramming.org, "Chess960 Start Positions"): 0 BBQNNRKR,
// 518 RNBQKBNR, 959 RKRNNQBB; and that the 960 arrays are distinct and
// obey the Chess960 rules.
func TestChess960Arrays(t *testing.T) {
	for id, want := range map[int]string{0: "BBQNNRKR", 518: "RNBQKBNR", 959: "RKRNNQBB"} {
		if got, err := Chess960Array(id); err != nil || got != want {
			t.Errorf("Chess960Array(%d) = %q, %v; want %q", id, got, err, want)
		}
	}
	seen := map[string]bool{}
	for id := range 960 {
		a, err := Chess960Array(id)
		if err != nil {
			t.Fatal(err)
		}
		if seen[a] {
			t.Errorf("array %s twice", a)
		}
		seen[a] = true
		// Bishops on opposite colours, king between the rooks.
		b1, b2 := strings.IndexByte(a, 'B'), strings.LastIndexByte(a, 'B')
		r1, k, r2 := strings.IndexByte(a, 'R'), strings.IndexByte(a, 'K'), strings.LastIndexByte(a, 'R')
		if (b1+b2)%2 == 0 || !(r1 < k && k < r2) {
			t.Errorf("array %d %s breaks the Chess960 rules", id, a)
		}
	}
	if _, err := Chess960Array(960); err == nil {
		t.Error("id 960 accepted")
	}
}
