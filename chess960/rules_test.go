package chess960

import (
	"errors"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// uciMoves returns the legal moves of p in UCI, sorted.
func uciMoves(p Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.UCI(m))
	}
	sort.Strings(out)
	return out
}

// handCases are positions whose legal moves were counted by hand; the
// comment of each case gives the count. They stress Chess960 castling and
// en passant legality.
var handCases = []struct {
	name  string
	fen   string
	count int
	has   []string // moves (UCI) that must be legal
	lacks []string // moves (UCI) that must not be
	after []string // FEN after has[i], if given
}{
	{
		// Rook-only castling: the king already stands on g1. King: f1, f2,
		// g2, h2 (4); rook: h2..h8 (7); O-O (rook h1 to f1) (1): 12.
		name: "rook-only castling", fen: "4k3/8/8/8/8/8/8/6KR w K - 0 1", count: 12,
		has: []string{"g1h1"}, after: []string{"4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
	},
	{
		// King-only castling: the rook already stands on f1. King: d1, d2,
		// e2, f2 (4); rook: f2..f8, g1, h1 (9); O-O (king e1 to g1) (1): 14.
		name: "king-only castling", fen: "4k3/8/8/8/8/8/8/4KR2 w K - 0 1", count: 14,
		has: []string{"e1f1"}, after: []string{"4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
	},
	{
		// The castling rook shields the king: the white rook on b1 is
		// pinned by the black rook on a1. King c1: b2, c2, d1, d2 (4); rook:
		// only Rxa1 along the pin (1). O-O-O would leave the king on c1
		// with the rook gone to d1, in check from a1: illegal. 5.
		name: "rook leaving exposes the king", fen: "4k3/8/8/8/8/8/8/rRK5 w Q - 0 1", count: 5,
		has: []string{"b1a1"}, lacks: []string{"c1b1"},
	},
	{
		// Castling with the inner rook (right C): king e1 to c1, rook c1 to
		// d1, the a1 rook stays. King: d1, d2, e2, f2, f1 (5); rook a1:
		// a2..a8, b1 (8); rook c1: c2..c8, b1, d1 (9); O-O-O (1): 23.
		name: "inner rook castling", fen: "4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1", count: 23,
		has: []string{"e1c1"}, after: []string{"4k3/8/8/8/8/8/8/R1KR4 b - - 1 1"},
	},
	{
		// The outer rook has the right (Q): the king would cross c1, where
		// the other rook stands: no castling. King 5, rooks 8 + 9: 22.
		name: "outer rook blocked by inner rook", fen: "4k3/8/8/8/8/8/8/R1R1K3 w Q - 0 1", count: 22,
		lacks: []string{"e1a1"},
	},
	{
		// The rook's destination d1 holds a knight: no O-O-O although
		// nothing stands between king and rook. King b1: a2, b2, c2, c1
		// (4); rook: a2..a8 (7); knight d1: b2, c3, e3, f2 (4): 15.
		name: "rook destination occupied", fen: "4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1", count: 15,
		lacks: []string{"b1a1"},
	},
	{
		// Without the knight, O-O-O is legal: king 4, rook 7, castling 1.
		name: "rook destination free", fen: "4k3/8/8/8/8/8/8/RK6 w Q - 0 1", count: 12,
		has: []string{"b1a1"}, after: []string{"4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
	},
	{
		// The king would cross f1, attacked by the rook on f2. King b1: a1,
		// c1 (a2, b2, c2 are on the f2 rook's rank) (2); rook h1: g1..c1
		// (5), h2..h8 (7); no O-O: 14.
		name: "king crosses an attacked square", fen: "4k3/8/8/8/8/8/5r2/1K5R w K - 0 1", count: 14,
		lacks: []string{"b1h1"},
	},
	{
		// En passant would expose the king on a5 to the rook on h5 along
		// the fifth rank: the square is dropped, and only the king (a4,
		// a6, b6; b4 is attacked by the c5 pawn) and b6 remain: 4.
		name: "en passant pinned along the rank", fen: "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", count: 4,
		lacks: []string{"b5c6"},
	},
	{
		// The e5 pawn is pinned on the c3-g7 diagonal, and f6 lies on it:
		// exf6 e.p. is legal, e6 is not. King c3: 8 squares, none attacked;
		// exf6: 9.
		name: "en passant along a diagonal pin", fen: "4k3/6b1/8/4Pp2/8/2K5/8/8 w - f6 0 1", count: 9,
		has: []string{"e5f6"}, lacks: []string{"e5e6"},
		after: []string{"4k3/6b1/5P2/8/8/2K5/8/8 b - - 0 1"},
	},
	{
		// Two pawns may take d5 en passant; the e5 one is pinned on the
		// c3-g7 diagonal and may not. King c3: b2, b3, b4, c2, d2, d3, d4
		// (c4 is attacked by d5) (7); c6, cxd6 (2); e5 nothing: 9.
		name: "en passant by the unpinned pawn only", fen: "4k3/6b1/8/2PpP3/8/2K5/8/8 w - d6 0 1", count: 9,
		has: []string{"c5d6"}, lacks: []string{"e5d6", "e5e6"},
		after: []string{"4k3/6b1/3P4/4P3/8/2K5/8/8 b - - 0 1"},
	},
	{
		// d2-d4 gave check to the king on c5; exd3 e.p. takes the checking
		// pawn. King: b4, b5, b6, c4, c6, d5, d6, xd4 (8); exd3 (1): 9.
		name: "en passant answers a pawn check", fen: "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", count: 9,
		has: []string{"e4d3", "c5d4"}, lacks: []string{"e4e3"},
	},
	{
		// c2-c4 uncovered the b1 bishop's check on e4: dxc3 e.p. would not
		// answer it. King: e3, e5, f3, f4 (d3 and f5 lie on the bishop's
		// line, d5 is attacked by the c4 pawn) (4); d3 blocks (1): 5.
		name: "en passant cannot answer a discovered check", fen: "8/8/8/8/2Ppk3/8/8/1B5K b - c3 0 1", count: 5,
		has: []string{"d4d3"}, lacks: []string{"d4c3", "e4f5"},
	},
	{
		// Promotion to each of four pieces. King e1: d1, d2, e2, f2, f1
		// (5); b8=Q, R, B, N (4): 9.
		name: "promotions", fen: "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", count: 9,
		has: []string{"b7b8q", "b7b8r", "b7b8b", "b7b8n"}, lacks: []string{"b7b8"},
	},
	{
		// Standard castling both ways: king e1: d1, d2, e2, f2, f1 (5);
		// rook a1: a2..a8, b1, c1, d1 (10); rook h1: h2..h8, g1, f1 (9);
		// O-O and O-O-O (2): 26.
		name: "standard castling", fen: "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", count: 26,
		has:   []string{"e1h1", "e1a1"},
		after: []string{"4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", "4k3/8/8/8/8/8/8/2KR3R b - - 1 1"},
	},
}

func TestHandCounts(t *testing.T) {
	for _, c := range handCases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			moves := uciMoves(p)
			if len(moves) != c.count || p.CountMoves() != c.count || Perft(p, 1) != uint64(c.count) {
				t.Errorf("%d moves (count %d), want %d: %v", len(moves), p.CountMoves(), c.count, moves)
			}
			for _, m := range c.has {
				if !slices.Contains(moves, m) {
					t.Errorf("%s missing from %v", m, moves)
				}
			}
			for _, m := range c.lacks {
				if slices.Contains(moves, m) {
					t.Errorf("%s is not legal but listed", m)
				}
			}
			for i, want := range c.after {
				m, err := p.ParseMove(c.has[i])
				if err != nil {
					t.Fatal(err)
				}
				if got := p.Play(m).String(); got != want {
					t.Errorf("after %s: %s, want %s", c.has[i], got, want)
				}
			}
		})
	}
}

// TestEnPassantSquare checks that the en passant square is kept only when
// a legal en passant capture exists, in the FEN and in the hash.
func TestEnPassantSquare(t *testing.T) {
	// After 1. e4 no black pawn can take: no square.
	p := Standard()
	e4, _ := p.ParseMove("e4")
	if got, want := p.Play(e4).String(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"; got != want {
		t.Errorf("after 1. e4: %s, want %s", got, want)
	}
	// 1. e4 Nf6 2. e5 d5: exd6 is possible, so d6 is the square.
	g := NewGame(Standard())
	for _, s := range []string{"e4", "Nf6", "e5", "d5"} {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := g.Position().String(), "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"; got != want {
		t.Errorf("after 2... d5: %s, want %s", got, want)
	}
	// The pinned case: the square given in the FEN is dropped and the hash
	// is that of the position without it.
	with, err := ParseFEN("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	without, _ := ParseFEN("8/8/8/KPp4r/8/8/8/4k3 w - - 0 1")
	if with.String() != without.String() || with.Hash() != without.Hash() {
		t.Errorf("illegal en passant kept: %s", with)
	}
	// A legal capture keeps it, and changes the hash.
	a, _ := ParseFEN("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	b, _ := ParseFEN("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1")
	if a.Hash() == b.Hash() || !strings.Contains(a.String(), " d6 ") {
		t.Errorf("legal en passant lost: %s", a)
	}
}

// TestOutcomes checks the results the position decides.
func TestOutcomes(t *testing.T) {
	white, black := variant.SidesOf(0), variant.SidesOf(1)
	for _, c := range []struct {
		name, fen string
		want      variant.Outcome
	}{
		// Fool's mate: 1. f3 e5 2. g4 Qh4#.
		{"checkmate", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", variant.Win(black, "checkmate")},
		// Black king h8, white queen f7 and king g6: no move, no check.
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", variant.Draw("stalemate")},
		{"seventy-five moves", "4k3/8/8/8/8/8/8/R3K3 b - - 150 120", variant.Draw("seventy-five-move rule")},
		{"seventy-four and a half moves", "4k3/8/8/8/8/8/8/R3K3 b - - 149 120", variant.Outcome{}},
		// Mate on the 150th ply is mate (FIDE Laws 9.6.2).
		{"mate beats seventy-five moves", "R3k3/8/4K3/8/8/8/8/8 b - - 150 120", variant.Win(white, "checkmate")},
		{"king against king", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", variant.Draw("insufficient material")},
		{"king and bishop against king", "8/8/8/4k3/8/8/8/4K2B w - - 0 1", variant.Draw("insufficient material")},
		{"king and knight against king", "8/8/8/4k3/8/8/8/4K1N1 b - - 0 1", variant.Draw("insufficient material")},
		// Bishops on c1 (dark) and f8 (dark): no mate is possible.
		{"bishops on one colour", "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", variant.Draw("insufficient material")},
		// Bishops on c1 (dark) and c8 (light): a helpmate exists.
		{"bishops on both colours", "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", variant.Outcome{}},
		// Two knights against a knight can mate with help.
		{"knights", "8/8/8/4k1n1/8/8/8/4K1N1 w - - 0 1", variant.Outcome{}},
		{"a pawn", "8/8/8/4k3/8/8/P7/4K3 w - - 0 1", variant.Outcome{}},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := p.Outcome()
		if got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if got.Over() != (p.ToMove() == variant.NoSide) || got.Over() != (len(p.Moves(nil)) == 0) {
			t.Errorf("%s: outcome %v but ToMove %d and %d moves", c.name, got, p.ToMove(), len(p.Moves(nil)))
		}
	}
}

// TestRepetition plays the knights out and back: the start position occurs
// for the third time after 4... Ng8 (a claim), the fifth after 8... Ng8
// (the game ends).
func TestRepetition(t *testing.T) {
	g := NewGame(Standard())
	shuffle := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	for i := range 2 {
		for _, s := range shuffle {
			if err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
		if i == 0 {
			if _, err := g.Claim(); err == nil {
				t.Fatal("claim allowed at the second occurrence")
			}
		}
	}
	if n := g.Repetitions(); n != 3 {
		t.Fatalf("%d occurrences, want 3", n)
	}
	if g.Outcome().Over() {
		t.Fatal("the game ended at the third occurrence")
	}
	for range 2 {
		for _, s := range shuffle {
			if err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got, want := g.Outcome(), variant.Draw("fivefold repetition"); got != want {
		t.Fatalf("after the fifth occurrence: %v, want %v", got, want)
	}
	if err := g.PlayText("e4"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("a move after fivefold repetition: %v", err)
	}
	g.Undo()
	if g.Outcome().Over() {
		t.Fatal("still over after undo")
	}
	o, err := g.Claim()
	if err != nil || o != variant.Draw("threefold repetition") {
		t.Errorf("claim at the fourth occurrence: %v, %v", o, err)
	}
}

// TestFiftyMoveClaim: with 100 plies without capture or pawn move a draw
// may be claimed, with 99 not.
func TestFiftyMoveClaim(t *testing.T) {
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")
	if _, ok := p.ClaimOutcome(1); ok {
		t.Error("claim allowed at 99 plies")
	}
	m, _ := p.ParseMove("Ra2")
	q := p.Play(m)
	if o, ok := q.ClaimOutcome(1); !ok || o != variant.Draw("fifty-move rule") {
		t.Errorf("claim at 100 plies: %v %v", o, ok)
	}
	// A pawn move or a capture resets the clock.
	p, _ = ParseFEN("4k3/8/8/8/8/8/P7/4K3 w - - 99 80")
	m, _ = p.ParseMove("a3")
	if h := p.Play(m).HalfmoveClock(); h != 0 {
		t.Errorf("clock after a pawn move: %d", h)
	}
}

// TestCastlingRights checks that rights go with moves of the king, moves
// of a castling rook and captures on its square.
func TestCastlingRights(t *testing.T) {
	p, _ := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	for _, c := range []struct{ move, rights string }{
		{"Ke2", "kq"},
		{"Rb1", "Kkq"},
		{"Rh2", "Qkq"},
		{"Rxa8+", "Kk"},
		{"Rxh8+", "Qq"},
		{"O-O", "kq"},
	} {
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Fields(p.Play(m).String())[2]; got != c.rights {
			t.Errorf("after %s: rights %s, want %s", c.move, got, c.rights)
		}
	}
}
