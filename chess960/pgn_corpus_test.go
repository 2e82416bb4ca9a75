package chess960_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
)

func readCorpus(t *testing.T, name string) []variant.Record {
	t.Helper()
	text, err := os.ReadFile("testdata/pgn/" + name)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := variant.ParseRecords(string(text))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return recs
}

// fsfPosition reads a FEN as Fairy-Stockfish wrote it (its Chess960 FENs
// give the rooks' files, "ha").
func fsfPosition(t *testing.T, fen string) string {
	p, err := chess960.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p.String()
}

// The corpus of testdata/pgn (see its ORIGIN.md) in the forms lichess,
// chess.com, python-chess and cutechess export: every record reads, writes
// back to text that reads as the same record (tags, moves, comments with
// clocks, NAGs, variations), and replays to the outcome and the final
// position that Fairy-Stockfish (final FENs) and the records' own tags say.
func TestPGNCorpus(t *testing.T) {
	type want struct {
		plies   int
		outcome variant.Outcome
		final   string // "" to skip
	}
	cases := map[string][]want{
		"lichess.pgn": {
			{33, variant.Win(variant.SidesOf(0), "checkmate"), "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"},
			{6, variant.Win(variant.SidesOf(1), "time forfeit"), ""},
			{16, variant.Outcome{}, ""},
		},
		"chesscom.pgn": {
			{7, variant.Win(variant.SidesOf(0), "checkmate"), "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"},
			{4, variant.Win(variant.SidesOf(1), "black_player won by resignation"), ""},
		},
		"python-chess.pgn": {
			{40, variant.Outcome{}, fsfPosition(t, "r3k2r/pp3p2/2p2p1b/3p1b1p/3P1P2/P3P3/2PNB1PP/2n2RK1 w ha - 0 21")},
			{16, variant.Outcome{}, ""},
		},
		"cutechess.pgn": {
			{40, variant.Draw("Draw by adjudication"), "3r2k1/p2q1pp1/1pp2p1p/2P1bP1P/8/3rN2R/P2P2P1/2QR2K1 w - - 6 21"},
		},
	}
	for name, wants := range cases {
		recs := readCorpus(t, name)
		if len(recs) != len(wants) {
			t.Fatalf("%s: %d games, want %d", name, len(recs), len(wants))
		}
		for i, r := range recs {
			back, err := variant.ParseRecord(r.String())
			if err != nil {
				t.Fatalf("%s game %d: its text does not read back: %v\n%s", name, i+1, err, r.String())
			}
			if diff := cmp.Diff(r, back); diff != "" {
				t.Errorf("%s game %d: round trip (-read +written):\n%s\n%s", name, i+1, diff, r.String())
			}
			g, err := chess960.Replay(r)
			if err != nil {
				t.Fatalf("%s game %d: %v", name, i+1, err)
			}
			w := wants[i]
			if g.Len() != w.plies || g.Outcome() != w.outcome {
				t.Errorf("%s game %d: %d plies, %v; want %d, %v", name, i+1, g.Len(), g.Outcome(), w.plies, w.outcome)
			}
			if w.final != "" && g.Position().String() != w.final {
				t.Errorf("%s game %d: final position %s, want %s", name, i+1, g.Position(), w.final)
			}
			// A record of a game played on writes it back, annotations and
			// all, once its notes are put back.
			out := chess960.Record(g)
			if len(out.Moves) != len(r.Moves) {
				t.Errorf("%s game %d: Record writes %d moves", name, i+1, len(out.Moves))
			}
		}
	}
	// Details the readers keep: clocks (tenths too), NAGs from suffixes
	// and $n, comments before the first move, variations.
	li := readCorpus(t, "lichess.pgn")[0]
	if d, ok := li.Notes[0].Clock(); !ok || d != 3*time.Minute {
		t.Errorf("first clock %v %v", d, ok)
	}
	if d, ok := li.Notes[32].Clock(); !ok || d != 2*time.Minute+14*time.Second {
		t.Errorf("last clock %v %v", d, ok)
	}
	if !slices.Equal(li.Notes[5].NAGs, []int{6}) || !slices.Equal(li.Notes[30].NAGs, []int{3}) {
		t.Errorf("NAGs of Bg4?! and Qb8+!!: %v %v", li.Notes[5].NAGs, li.Notes[31].NAGs)
	}
	if c := li.Notes[4].Comments; len(c) != 1 || c[0] != "[%eval 0.5] [%clk 0:02:57]" {
		t.Errorf("comment of 3. d4: %q", c)
	}
	cc := readCorpus(t, "chesscom.pgn")[0]
	if d, ok := cc.Notes[0].Clock(); !ok || d != 2*time.Minute+59*time.Second+900*time.Millisecond {
		t.Errorf("chess.com clock %v %v", d, ok)
	}
	pc := readCorpus(t, "python-chess.pgn")[1]
	if !slices.Equal(pc.Comments, []string{"A Chess960 game from start 0."}) || !slices.Equal(pc.Notes[0].NAGs, []int{1}) ||
		len(pc.Notes[1].Variations) != 1 || !slices.Equal(pc.Notes[1].Variations[0].Moves, []string{"c5", "Ne3"}) || !slices.Equal(pc.Notes[13].NAGs, []int{5}) {
		t.Errorf("python-chess annotations: %+v %+v", pc.Comments, pc.Notes)
	}
	text := strings.Join(strings.Fields(pc.String()), " ")
	for _, want := range []string{"{A Chess960 game from start 0.} 1. c4 $1 {The English way.} 1... Ne6 (1... c5 2. Ne3) 2. c5", "7. Bb2 O-O $5 8. f5"} {
		if !strings.Contains(text, want) {
			t.Errorf("written:\n%s\nlacks %q", text, want)
		}
	}
}

// Must show 4, second half: [Variant "Chess960"] without a FEN is start
// 518, the standard array, in variant.Load and chess960.ParsePGN alike,
// every time (a random start would make the replay fail at some move).
func TestChess960WithoutFEN(t *testing.T) {
	r := readCorpus(t, "python-chess.pgn")[0]
	for range 5 {
		g, err := variant.Load(r)
		if err != nil {
			t.Fatalf("Load: %v", err)
		}
		if id, ok := g.Start().Typed().(chess960.Position).ID(); !ok || id != 518 {
			t.Errorf("Load: start %d %v, want 518", id, ok)
		}
		h, err := chess960.Replay(r)
		if err != nil {
			t.Fatalf("Replay: %v", err)
		}
		if id, ok := h.Start().ID(); !ok || id != 518 || h.Start().Standard() {
			t.Errorf("Replay: start %d %v (standard %v), want Chess960 518", id, ok, h.Start().Standard())
		}
	}
}

// pythonChess960Names are the Variant values python-chess takes for
// Chess960 (chess.pgn.Headers.is_chess960, python-chess 1.x), lower case.
var pythonChess960Names = []string{"chess960", "chess 960", "fischerandom", "fischerrandom", "fischer random"}

// Must show 4, first half, by the rules python-chess and the PGN
// standard read a record with: python-chess could not be installed here
// (PyPI is not reachable), so this test checks what it relies on. Ludus's
// Chess960 records, from chess960.Record (X-FEN or Shredder-FEN) and from
// the generic variant.Game.Record that selfplay -records and the server
// write, name the variant as python-chess knows it, carry SetUp "1" and
// the start FEN whenever the start is not the standard array, and replay
// from those standard tags alone (the Options tag, which other tools do
// not know, removed) to the same game.
func TestRecordsForOtherReaders(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, id := range []int{0, 1, 517, 518, 519, 959, rng.IntN(960), rng.IntN(960)} {
		start, err := chess960.FromID(id)
		if err != nil {
			t.Fatal(err)
		}
		typed := chess960.NewGame(start)
		dyn := variant.NewGame(variant.Dynamic[chess960.Position, chess960.Move](start))
		for typed.Len() < 30 && !typed.Outcome().Over() {
			ms := typed.Position().Moves(nil)
			m := ms[rng.IntN(len(ms))]
			if err := typed.Play(m); err != nil {
				t.Fatal(err)
			}
			if err := dyn.Play(variant.Move(m)); err != nil {
				t.Fatal(err)
			}
		}
		for _, rec := range []variant.Record{chess960.Record(typed), chess960.RecordWith(typed, chess960.Shredder), dyn.Record()} {
			v, _ := rec.Tag("Variant")
			if !slices.Contains(pythonChess960Names, strings.ToLower(v)) {
				t.Errorf("start %d: Variant %q is not a Chess960 name python-chess knows", id, v)
			}
			setup, _ := rec.Tag("SetUp")
			fen, hasFEN := rec.Tag("FEN")
			if id != 518 && (setup != "1" || !hasFEN) {
				t.Errorf("start %d: SetUp %q, FEN %q: a start other than the standard array needs both", id, setup, fen)
			}
			if hasFEN {
				p, err := chess960.ParseFEN(fen)
				if err != nil || p.String() != start.String() {
					t.Errorf("start %d: FEN tag %q is not the start (%v)", id, fen, err)
				}
			}
			// Only the tags of the PGN standard and python-chess: no
			// Options.
			var std variant.Record = rec
			std.Tags = slices.DeleteFunc(slices.Clone(rec.Tags), func(t variant.Tag) bool { return t.Name == "Options" })
			g, err := chess960.ParsePGN(std.String())
			if err != nil {
				t.Fatalf("start %d: %v\n%s", id, err, std.String())
			}
			if g.Position().String() != typed.Position().String() || g.Len() != typed.Len() {
				t.Errorf("start %d: replayed from the standard tags to %s, not %s", id, g.Position(), typed.Position())
			}
		}
		shredder := chess960.RecordWith(typed, chess960.Shredder)
		if f, _ := shredder.Tag("FEN"); id != 518 && strings.ContainsAny(strings.Fields(f)[2], "KQkq") {
			t.Errorf("start %d: Shredder-FEN %q has KQkq", id, f)
		}
	}
}
