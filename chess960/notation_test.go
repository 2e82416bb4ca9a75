package chess960

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func TestFENErrors(t *testing.T) {
	for _, c := range []struct {
		fen    string
		offset int // the offset the error must name; -2: any
	}{
		{"", -1},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", -1},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", 42},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 18},
		{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 16},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 34},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1", 43},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1", 0},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 44},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1", 50},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", 51},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 51},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", 51},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 53},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1", 55},
		{"Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0},
		// Black, not to move, is in check from the a8 rook.
		{"R3k3/8/8/8/8/8/8/4K3 w - - 0 1", -2},
		{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", 22},
		// Castling rights without their rook or king.
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", 22},
		{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", 23},
		{"4k3/8/8/8/8/8/4K3/R6R w K - 0 1", 24},
		{"4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", 25},
		{"4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1", 25},
		{"4k3/8/8/8/8/8/8/R3K2R w C - 0 1", 24},
	} {
		_, err := ParseFEN(c.fen)
		var pe *variant.ParseError
		if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a position error", c.fen, err)
			continue
		}
		if c.offset != -2 && pe.Offset != c.offset {
			t.Errorf("%q: offset %d (%v), want %d", c.fen, pe.Offset, err, c.offset)
		}
	}
	// Standard chess allows castling only from e1 with the a1 and h1 rooks.
	if _, err := ParseStandardFEN("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1"); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("standard chess with castling from b1 and g1: %v", err)
	}
	if _, err := ParseFEN("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1"); err != nil {
		t.Errorf("Chess960 with castling from b1 and g1: %v", err)
	}
}

// TestCastlingFields checks how rights are written in X-FEN and
// Shredder-FEN, and that every way of writing them is read.
func TestCastlingFields(t *testing.T) {
	for _, c := range []struct {
		in, xfen, shredder string
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "KQkq", "HAha"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "KQkq", "HAha"},
		// The inner rook c1 keeps the right: X-FEN names its file.
		{"4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", "C", "C"},
		// The outer rook a1 keeps it: Q, and A in Shredder-FEN.
		{"4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1", "Q", "A"},
		{"4k3/8/8/8/8/8/8/R1R1K3 w A - 0 1", "Q", "A"},
		// The first oracle position: king g1, rooks f1 and h1.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", "KQkq", "HFhf"},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w Kq - 0 1", "Kq", "Hf"},
		// An inner rook on the h-side for black: rooks g8 and h8, king b8.
		{"1k4rr/8/8/8/8/8/8/4K3 w g - 0 1", "g", "g"},
		{"1k4rr/8/8/8/8/8/8/4K3 w k - 0 1", "k", "h"},
	} {
		p, err := ParseFEN(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := strings.Fields(p.FEN())[2]; got != c.xfen {
			t.Errorf("%s: X-FEN rights %s, want %s", c.in, got, c.xfen)
		}
		if got := strings.Fields(p.ShredderFEN())[2]; got != c.shredder {
			t.Errorf("%s: Shredder rights %s, want %s", c.in, got, c.shredder)
		}
		for _, text := range []string{p.FEN(), p.ShredderFEN()} {
			q, err := ParseFEN(text)
			if err != nil || q != p {
				t.Errorf("%s does not read back: %v", text, err)
			}
		}
	}
}

// TestOracleShredder: this package writes the oracle's own Shredder-FEN
// text for all its 960 positions.
func TestOracleShredder(t *testing.T) {
	for _, r := range readOracle(t) {
		p, err := ParseFEN(r.epd)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(strings.Fields(p.ShredderFEN())[:4], " "); got != r.epd {
			t.Errorf("id %d: %s, want %s", r.id, got, r.epd)
		}
	}
}

// TestSAN checks written and read SAN on hand-made positions.
func TestSAN(t *testing.T) {
	for _, c := range []struct {
		fen  string
		uci  string // the move
		san  string // its SAN
		also []string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3", "Nf3", []string{"Ng1f3", "Ngf3", "N1f3", "Nf3!?"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e4", []string{"Pe4", "e2e4", "e2-e4"}},
		// Knights b1 and f3 both reach d2: the file tells them apart.
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2", []string{"N1d2"}},
		// Knights g1 and g5 both reach f3: same file, so the rank.
		{"4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", "g1f3", "N1f3", nil},
		// Queens a1, a5 and e1 all reach e5: a1 shares a file with a5 and a
		// rank with e1, so the whole square.
		{"8/8/7k/Q7/8/8/7K/Q3Q3 w - - 0 1", "a1e5", "Qa1e5", nil},
		{"8/8/7k/Q7/8/8/7K/Q3Q3 w - - 0 1", "a5e5", "Q5e5", nil},
		{"8/8/7k/Q7/8/8/7K/Q3Q3 w - - 0 1", "e1e5", "Qee5", nil},
		// A pinned knight does not count for disambiguation: the c3 knight
		// is pinned by the b4 bishop, so the move of the other is Ne2.
		{"4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1", "g1e2", "Ne2", nil},
		// Captures, en passant, promotion with capture and check.
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6", []string{"exd6e.p.", "exd6 e.p.", "ed6", "ed"[:1] + "xd6"}},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q", "bxa8=Q+", []string{"bxa8Q", "bxa8=Q", "ba8Q", "b7a8q", "bxa8(Q)"}},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8n", "bxa8=N", []string{"bxa8N"}},
		// Fool's mate.
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#", []string{"Qh4", "Qh4+", "Qdh4"}},
		// Castling in Chess960 (king-only, rook-only) and standard chess.
		{"4k3/8/8/8/8/8/8/4KR2 w K - 0 1", "e1f1", "O-O", []string{"0-0", "e1g1"}},
		{"4k3/8/8/8/8/8/8/6KR w K - 0 1", "g1h1", "O-O", []string{"0-0"}},
		{"4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", "e1c1", "O-O-O", []string{"0-0-0", "e1c1"}},
		{"r3k3/8/8/8/8/8/8/3K4 b q - 0 1", "e8a8", "O-O-O+", []string{"O-O-O", "e8c8"}},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.uci)
		if err != nil {
			t.Errorf("%s %s: %v", c.fen, c.uci, err)
			continue
		}
		if got := p.MoveText(m); got != c.san {
			t.Errorf("%s %s: SAN %s, want %s", c.fen, c.uci, got, c.san)
		}
		for _, text := range append([]string{c.san}, c.also...) {
			if got, err := p.ParseMove(text); err != nil || got != m {
				t.Errorf("%s: ParseMove(%q) = %s, %v; want %s", c.fen, text, p.UCI(got), err, c.uci)
			}
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	p := Standard()
	for _, c := range []struct {
		text string
		kind error
	}{
		{"", variant.ErrMove},
		{"Zf3", variant.ErrMove},
		{"Nf9", variant.ErrMove},
		{"N", variant.ErrMove},
		{"+", variant.ErrMove},
		{"Ke2x", variant.ErrMove},
		{"Nf3=Q", variant.ErrMove},
		{"e9", variant.ErrMove},
		{"Nf4", variant.ErrIllegalMove},
		{"e5", variant.ErrIllegalMove},
		{"O-O", variant.ErrIllegalMove},
		{"e2e5", variant.ErrIllegalMove},
		{"e3e4", variant.ErrIllegalMove},
		{"e7e5", variant.ErrIllegalMove},
		{"Bc4", variant.ErrIllegalMove},
	} {
		_, err := p.ParseMove(c.text)
		if !errors.Is(err, c.kind) {
			t.Errorf("ParseMove(%q) = %v, want %v", c.text, err, c.kind)
		}
	}
	// Two knights may go to d2: Nd2 is ambiguous.
	q, _ := ParseFEN("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")
	if _, err := q.ParseMove("Nd2"); !errors.Is(err, variant.ErrMove) {
		t.Errorf("ambiguous Nd2: %v", err)
	}
	// A pawn move without a file is a push: e4 is not dxe4.
	c, _ := ParseFEN("4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1")
	if _, err := c.ParseMove("e4"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("e4 for dxe4: %v", err)
	}
	if _, err := c.ParseMove("dxe4"); err != nil {
		t.Errorf("dxe4: %v", err)
	}
	// A pawn reaching the last rank must say what it becomes.
	r, _ := ParseFEN("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	for _, text := range []string{"b8", "b7b8"} {
		if _, err := r.ParseMove(text); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "promote") {
			t.Errorf("%s: %v", text, err)
		}
	}
	// Nothing is legal once the game is over.
	over, _ := ParseFEN("4k3/8/8/8/8/8/8/R3K3 b - - 150 120")
	if _, err := over.ParseMove("Kd7"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("a move after the seventy-five-move rule: %v", err)
	}
}

// TestUCI checks the castling notation of the two modes.
func TestUCI(t *testing.T) {
	fen := "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
	std, _ := ParseStandardFEN(fen)
	frc, _ := ParseFEN(fen)
	for _, c := range []struct {
		p    Position
		want string
	}{{std, "e1g1"}, {frc, "e1h1"}} {
		m, err := c.p.ParseMove("O-O")
		if err != nil {
			t.Fatal(err)
		}
		if got := c.p.UCI(m); got != c.want {
			t.Errorf("standard %v: O-O is %s, want %s", c.p.Standard(), got, c.want)
		}
		for _, text := range []string{"e1g1", "e1h1"} {
			if got, err := c.p.ParseMove(text); err != nil || got != m {
				t.Errorf("standard %v: %s read as %v, %v", c.p.Standard(), text, got, err)
			}
		}
	}
	// A king step to the castling destination is a king step: king f1,
	// rook h1, g1 empty: f1g1 steps, f1h1 castles.
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/5K1R w K - 0 1")
	step, _ := p.ParseMove("f1g1")
	castle, _ := p.ParseMove("f1h1")
	if step.IsCastling() || !castle.IsCastling() || p.MoveText(step) != "Kg1" || p.MoveText(castle) != "O-O" {
		t.Errorf("f1g1 = %s, f1h1 = %s", p.MoveText(step), p.MoveText(castle))
	}
}

// TestPGNExportImport plays a game, writes it, reads it back.
func TestPGNExportImport(t *testing.T) {
	for _, start := range []Position{Standard(), mustID(t, 518), mustID(t, 0), mustID(t, 959)} {
		g := NewGame(start)
		p := start
		// Play the first legal move in SAN order for 30 plies, so that
		// both castlings and captures may come up.
		for range 30 {
			moves := p.Moves(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[len(moves)/2]
			if err := g.PlayText(p.MoveText(m)); err != nil {
				t.Fatal(err)
			}
			p = p.Play(m)
		}
		text := PGN(g, variant.Tag{Name: "Event", Value: "test"})
		back, err := ParsePGN(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if back.Position() != g.Position() || back.Start() != g.Start() {
			t.Errorf("round trip: %s, want %s\n%s", back.Position(), g.Position(), text)
		}
		if r := Record(g); start.Standard() != !strings.Contains(r.String(), `[Variant "Chess960"]`) {
			t.Errorf("Variant tag for standard=%v:\n%s", start.Standard(), r)
		}
	}
}

func mustID(t *testing.T, id int) Position {
	p, err := FromID(id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPGNImport reads games with comments, glyphs, variations, aliases of
// the variant's name and Shredder-FEN; the final positions were worked out
// by hand.
func TestPGNImport(t *testing.T) {
	for _, c := range []struct {
		pgn, final string
		outcome    variant.Outcome
	}{
		{`[Event "x"]
[Variant "Chess960"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]

1. e4 {the king's pawn} e5 2. Nf3 $1 (2. f4 exf4 3. Nf3) Nc6 3. Bc4 Nf6 4. O-O ; castles
4... Be7 1/2-1/2`, "r1bqk2r/ppppbppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5", variant.Draw("")},
		{`[Variant "fischer random"]
[SetUp "1"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"]

1. d4 d5 2. Nd3 *`, "bbqnnrkr/ppp1pppp/8/3p4/3P4/3N4/PPP1PPPP/BBQN1RKR b KQkq - 1 2", variant.Outcome{}},
		{`[Variant "Fischerandom"]
[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]

1. d2d4 d7d5 2. e1d3 *`, "bbqnnrkr/ppp1pppp/8/3p4/3P4/3N4/PPP1PPPP/BBQN1RKR b KQkq - 1 2", variant.Outcome{}},
		{`[White "a"]

1. f3 e5 2. g4 Qh4# 0-1`, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", variant.Win(variant.SidesOf(1), "checkmate")},
	} {
		g, err := ParsePGN(c.pgn)
		if err != nil {
			t.Errorf("%v\n%s", err, c.pgn)
			continue
		}
		if got := g.Position().String(); got != c.final {
			t.Errorf("final position %s, want %s", got, c.final)
		}
		if got := g.Outcome(); got != c.outcome {
			t.Errorf("outcome %v, want %v", got, c.outcome)
		}
	}
	for _, bad := range []string{
		"1. e4 e4 *",
		"[Variant \"crazyhouse\"]\n\n1. e4 *",
		"[Variant \"Chess960\"]\n[Options \"start=random\"]\n\n1. e4 *", // no start to replay from
		"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",
		"1. e4 (1. d4 *",
	} {
		if _, err := ParsePGN(bad); !errors.Is(err, variant.ErrRecord) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
