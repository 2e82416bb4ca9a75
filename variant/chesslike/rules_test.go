package chesslike_test

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// parse reads a position; those the rules cannot reach (the studies these
// tests of movement use: extra or off-army pieces, pawns on their first
// rank) are read with the option study.
func parse(t *testing.T, r *cl.Rules, fen string) cl.Position {
	t.Helper()
	p, err := r.Parse(fen)
	if errors.Is(err, cl.ErrInvalid) {
		p, err = r.Study().Parse(fen)
	}
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// texts returns the legal moves' texts, sorted.
func texts(p cl.Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// from returns the sorted texts of the legal moves starting with prefix.
func from(p cl.Position, prefix string) []string {
	var out []string
	for _, s := range texts(p) {
		if strings.HasPrefix(s, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func legal(p cl.Position, text string) bool { return slices.Contains(texts(p), text) }

func play(t *testing.T, p cl.Position, moves ...string) cl.Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, p, err)
		}
		p = p.Play(m)
	}
	return p
}

func wantMoves(t *testing.T, got []string, want ...string) {
	t.Helper()
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
}

// A leaper with any offsets: the (1,3) camel on d4 of an empty board
// reaches c1 e1 a3 g3 a5 g5 c7 e7 (hand count: 8).
func TestLeaperAnyOffsets(t *testing.T) {
	p := parse(t, fairy, "7k/8/8/8/3C4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4c1", "d4e1", "d4a3", "d4g3", "d4a5", "d4g5", "d4c7", "d4e7")
	// From a corner only two leaps stay on the board.
	p = parse(t, fairy, "7k/8/8/8/8/8/8/C6K w - - 0 1")
	wantMoves(t, from(p, "a1"), "a1b4", "a1d2")
}

// A slider limited to two steps, stopped by a piece it may capture.
func TestSliderRange(t *testing.T) {
	p := parse(t, fairy, "7k/8/8/8/3W4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4d5", "d4d6", "d4d3", "d4d2", "d4c4", "d4b4", "d4e4", "d4f4")
	p = parse(t, fairy, "7k/8/8/3p4/3W4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4d5", "d4d3", "d4d2", "d4c4", "d4b4", "d4e4", "d4f4")
}

// A hopper that moves only by hopping: over the screen on d5 to any empty
// cell beyond, or onto the first piece beyond if it is an enemy.
func TestHopper(t *testing.T) {
	p := parse(t, fairy, "7k/8/8/3P4/3H4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4d6", "d4d7", "d4d8")
	p = parse(t, fairy, "7k/3p4/8/3P4/3H4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4d6", "d4d7")
	p = parse(t, fairy, "7k/3P4/8/3P4/3H4/8/8/7K w - - 0 1")
	wantMoves(t, from(p, "d4"), "d4d6")
}

// The Xiangqi cannon moves like a chariot without capturing and captures
// only over exactly one screen.
func TestCannon(t *testing.T) {
	const noScreen = "5k3/9/1r7/9/9/9/9/1C7/9/4K4 w - - 0 1"
	p := parse(t, classic.Xiangqi, noScreen)
	wantMoves(t, from(p, "b3"), "b3b4", "b3b5", "b3b6", "b3b7", "b3b2", "b3b1",
		"b3a3", "b3c3", "b3d3", "b3e3", "b3f3", "b3g3", "b3h3", "b3i3")
	p = parse(t, classic.Xiangqi, "5k3/9/1r7/9/9/1P7/9/1C7/9/4K4 w - - 0 1")
	if !legal(p, "b3b8") || legal(p, "b3b6") || legal(p, "b3b5") {
		t.Errorf("one screen: %v", from(p, "b3"))
	}
	// Over b5 the cannon takes b6; over b5 and b6 it cannot reach b8.
	p = parse(t, classic.Xiangqi, "5k3/9/1r7/9/1p7/1P7/9/1C7/9/4K4 w - - 0 1")
	if legal(p, "b3b8") || !legal(p, "b3b6") {
		t.Errorf("two screens: %v", from(p, "b3"))
	}
}

// The horse is blocked by a piece next to it in the direction of its
// leap; the elephant by a piece at its midpoint, and it never crosses the
// river.
func TestLameLeapers(t *testing.T) {
	p := parse(t, classic.Xiangqi, "5k3/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1")
	wantMoves(t, from(p, "b1"), "b1d2")
	p = parse(t, classic.Xiangqi, "5k3/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1")
	wantMoves(t, from(p, "b1"), "b1a3", "b1c3", "b1d2")
	p = parse(t, classic.Xiangqi, "5k3/9/9/9/9/9/9/9/1P7/2B1K4 w - - 0 1")
	wantMoves(t, from(p, "c1"), "c1e3")
	p = parse(t, classic.Xiangqi, "5k2P/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1")
	wantMoves(t, from(p, "c5"), "c5a3", "c5e3")
}

// Confinement: the advisor and the general stay in the palace; the soldier
// steps sideways only across the river and never back.
func TestZones(t *testing.T) {
	p := parse(t, classic.Xiangqi, "3k4P/9/9/9/9/9/9/9/9/3AK4 w - - 0 1")
	wantMoves(t, from(p, "d1"), "d1e2")
	wantMoves(t, from(p, "e1"), "e1e2", "e1f1")
	p = parse(t, classic.Xiangqi, "5k2P/9/9/9/9/9/9/9/3K5/9 w - - 0 1")
	wantMoves(t, from(p, "d2"), "d2d1", "d2d3", "d2e2")
	p = parse(t, classic.Xiangqi, "5k3/9/9/9/4P4/9/4P4/9/9/3K5 w - - 0 1")
	wantMoves(t, from(p, "e4"), "e4e5")
	wantMoves(t, from(p, "e6"), "e6d6", "e6e7", "e6f6")
	// The black soldier's river is the other way.
	p = parse(t, classic.Xiangqi, "5k3/9/9/9/4p4/9/4p4/9/9/3K5 b - - 0 1")
	wantMoves(t, from(p, "e6"), "e6e5")
	wantMoves(t, from(p, "e4"), "e4d4", "e4e3", "e4f4")
}

// Divergent moves and captures: a pawn never captures straight ahead; the
// king may not step to d2 or f2, attacked by the black pawn.
func TestDivergentPawn(t *testing.T) {
	p := parse(t, classic.Chess, "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1")
	wantMoves(t, texts(p), "e1d1", "e1f1")
}

// Compound pieces have every pattern of their parts: the archbishop on e4
// of an empty 10x8 board has 14 bishop moves (f5 g6 h7 i8, d5 c6 b7 a8,
// f3 g2 h1, d3 c2 b1) and 8 knight moves.
func TestCompound(t *testing.T) {
	p := parse(t, classic.Capablanca, "9k/10/10/10/4A5/10/10/K9 w - - 0 1")
	got := from(p, "e4")
	if len(got) != 22 {
		t.Errorf("archbishop e4: %d moves %v, want 22", len(got), got)
	}
	for _, s := range []string{"e4d6", "e4i8", "e4a8", "e4h1", "e4c3"} {
		if !slices.Contains(got, s) {
			t.Errorf("archbishop e4: %s missing", s)
		}
	}
}

// Flying general (spec 7.2.8): with the e-file empty between the generals
// but for one cannon, the cannon may not leave the file; a general may not
// step onto an open file facing the other.
func TestFacingRoyals(t *testing.T) {
	p := parse(t, classic.Xiangqi, "4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1")
	for _, s := range from(p, "e5") {
		if s[2] != 'e' {
			t.Errorf("%s leaves the generals facing", s)
		}
	}
	if !legal(p, "e5e9") {
		t.Error("e5e9 should be legal")
	}
	p = parse(t, classic.Xiangqi, "4k3P/9/9/9/9/9/9/9/9/3K5 w - - 0 1") // a soldier, lest no piece can cross the river
	wantMoves(t, from(p, "d1"), "d1d2")
	// Facing generals are not a position red may leave for black.
	if _, err := classic.Xiangqi.Parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err == nil {
		t.Error("facing generals accepted")
	}
}

// A piece that would become a cannon's screen against its own general may
// not move there; of two screens neither may leave.
func TestCannonScreens(t *testing.T) {
	p := parse(t, classic.Xiangqi, "3k5/9/4c4/9/9/9/9/9/R8/4K4 w - - 0 1")
	if legal(p, "a2e2") || !legal(p, "a2d2") {
		t.Errorf("rook a2: %v", from(p, "a2"))
	}
	p = parse(t, classic.Xiangqi, "3k5/9/4c4/9/9/9/9/4R4/4R4/4K4 w - - 0 1")
	for _, s := range append(from(p, "e2"), from(p, "e3")...) {
		if s[2] != 'e' {
			t.Errorf("%s leaves one screen", s)
		}
	}
}

// A piece on the horse's leg may not leave it if the horse would then
// reach the general; capturing the horse is the chariot's only move.
func TestHorseLegPin(t *testing.T) {
	p := parse(t, classic.Xiangqi, "3k5/9/9/9/9/9/9/5n3/5R3/4K4 w - - 0 1")
	wantMoves(t, from(p, "f2"), "f2f3")
}

// En passant is offered only when the capture is legal (here the pawn on
// e5 is pinned along the fifth rank): the position text drops it.
func TestEnPassantOnlyWhenLegal(t *testing.T) {
	p := parse(t, classic.Chess, "7k/8/8/K2pP2r/8/8/8/8 w - d6 0 1")
	if legal(p, "e5d6") || strings.Fields(p.String())[3] != "-" {
		t.Errorf("pinned en passant offered: %s %v", p, texts(p))
	}
	p = parse(t, classic.Chess, "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1")
	if !legal(p, "e5d6") || strings.Fields(p.String())[3] != "d6" {
		t.Fatalf("en passant missing: %s", p)
	}
	after := play(t, p, "e5d6")
	if got := strings.Fields(after.String())[0]; got != "7k/8/3P4/8/8/8/8/K7" {
		t.Errorf("after e5d6: %s", got)
	}
	// After a double step the square passed over is offered...
	p = play(t, parse(t, classic.Chess, "7k/8/8/8/5p2/8/4P3/K7 w - - 0 1"), "e2e4")
	if got := strings.Fields(p.String())[3]; got != "e3" {
		t.Errorf("after e2e4: en passant %q, want e3", got)
	}
	// ...for the next move only.
	p = play(t, p, "h8g8", "a1a2")
	if legal(p, "f4e3") {
		t.Error("en passant after an intervening move")
	}
}

// Spec 7.5.8 (Storm on 10x10): after the triple step e2-e5 a forester on
// d4 takes en passant on e3 and one on f5 on e4; both squares are written.
func TestTripleStepEnPassant(t *testing.T) {
	p := parse(t, storm10, "4q5/10/10/10/10/5f4/3f6/10/4F5/4Q5 w - - 0 1")
	if !legal(p, "e2e5") || !legal(p, "e2e4") || !legal(p, "e2e3") {
		t.Fatalf("forester steps: %v", from(p, "e2"))
	}
	after := play(t, p, "e2e5")
	if got := strings.Fields(after.String())[3]; got != "e3e4" {
		t.Errorf("en passant %q, want e3e4", got)
	}
	for _, s := range []string{"d4e3", "f5e4"} {
		q := play(t, after, s)
		if strings.Contains(strings.Fields(q.String())[0], "F") {
			t.Errorf("%s did not take the forester: %s", s, q)
		}
	}
	// When only e3 may be taken, only e3 is written, and read back.
	lone := play(t, parse(t, storm10, "4q5/10/10/10/10/10/3f6/10/4F5/4Q5 w - - 0 1"), "e2e5")
	if got := strings.Fields(lone.String())[3]; got != "e3" {
		t.Errorf("en passant %q, want e3", got)
	}
	if q := parse(t, storm10, lone.String()); q.String() != lone.String() || !legal(q, "d4e3") {
		t.Errorf("read back %s: %v", q, texts(q))
	}
	// A double step passes only e3.
	after = play(t, p, "e2e4")
	if got := strings.Fields(after.String())[3]; got != "e3" {
		t.Errorf("after e2e4: en passant %q, want e3", got)
	}
	// Blocked steps: a piece on e4 stops the triple step and the double.
	p = parse(t, storm10, "4q5/10/10/10/10/10/4f5/10/4F5/4Q5 w - - 0 1")
	wantMoves(t, from(p, "e2"), "e2e3")
}

// Several royal pieces: a knight pinned against one of two kings may not
// move; either king attacked is check.
func TestSeveralRoyals(t *testing.T) {
	p := parse(t, twoKings, "K3k3/8/8/7k/b7/8/2N5/3K4 w - - 0 1")
	if got := from(p, "c2"); len(got) != 0 {
		t.Errorf("pinned knight moves %v", got)
	}
	if p.InCheck() {
		t.Error("in check")
	}
	// The rook checks d1; the pawn on a2 shields a8. Only the d1 king's
	// steps off the first rank help (the pawn may not step: d1 stays in
	// check).
	p = parse(t, twoKings, "K3k3/8/8/7k/8/8/P7/r2K4 w - - 0 1")
	if !p.InCheck() {
		t.Error("a king attacked by the rook is check")
	}
	wantMoves(t, texts(p), "d1c2", "d1d2", "d1e2")
	// Without the pawn the rook attacks both kings: no move saves both.
	p = parse(t, twoKings, "K3k3/8/8/7k/8/8/8/r2K4 w - - 0 1")
	if o := p.Outcome(); o != variant.Win(variant.SidesOf(1), "checkmate") {
		t.Errorf("both kings attacked: %v", o)
	}
	p = parse(t, twoKings, "K3k3/8/8/7k/8/8/P7/r2K4 w - - 0 1")
	wantMoves(t, from(p, "d1"), "d1c2", "d1d2", "d1e2")
}

// Promotion choices: chess offers four; a move onto the last rank without
// a letter is refused with a reason.
func TestPromotionChoices(t *testing.T) {
	p := parse(t, classic.Chess, "7k/P7/8/8/8/8/8/K7 w - - 0 1")
	wantMoves(t, from(p, "a7"), "a7a8b", "a7a8n", "a7a8q", "a7a8r")
	_, err := p.ParseMove("a7a8")
	if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "promot") {
		t.Errorf("a7a8: %v", err)
	}
	q := play(t, p, "a7a8n")
	if got := strings.Fields(q.String())[0]; got != "N6k/8/8/8/8/8/8/K7" {
		t.Errorf("after a7a8n: %s", got)
	}
	// Shatranj pawns become counsellors only.
	p = parse(t, classic.Shatranj, "7k/P6r/8/8/8/8/8/K7 w - - 0 1")
	wantMoves(t, from(p, "a7"), "a7a8q")
}

// Optional promotion in a zone of two ranks, with a condition: no camel on
// the a-file.
func TestPromotionCondition(t *testing.T) {
	p := parse(t, fairy, "7k/8/P7/8/8/8/8/4K3 w - - 0 1")
	wantMoves(t, from(p, "a6"), "a6a7", "a6a7w")
	p = parse(t, fairy, "7k/8/1P6/8/8/8/8/4K3 w - - 0 1")
	wantMoves(t, from(p, "b6"), "b6b7", "b6b7c", "b6b7w")
}

// Chess960 castling: the king may stay on its square (g1) while the rook
// moves; the king may move towards the rook (b1 to c1, rook a1 to d1);
// a rook that shields the king from a queen may not leave.
func TestCastling960(t *testing.T) {
	p := parse(t, classic.Chess960, "6kr/8/8/8/8/8/8/6KR w Hh - 0 1")
	after := play(t, p, "g1h1")
	if got := after.String(); got != "6kr/8/8/8/8/8/8/5RK1 b k - 1 1" {
		t.Errorf("after g1h1: %s", got)
	}
	if play(t, p, "O-O").String() != after.String() {
		t.Error("O-O differs from g1h1")
	}
	p = parse(t, classic.Chess960, "1k6/8/8/8/8/8/8/RK6 w A - 0 1")
	if got := play(t, p, "b1a1").String(); got != "1k6/8/8/8/8/8/8/2KR4 b - - 1 1" {
		t.Errorf("after b1a1: %s", got)
	}
	p = parse(t, classic.Chess960, "7k/8/8/8/8/8/8/qRK5 w B - 0 1")
	if legal(p, "c1b1") {
		t.Error("castling out of the rook's shield")
	}
	// Standard chess writes the king's destination.
	p = parse(t, classic.Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	wantMoves(t, from(p, "e1"), "e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1")
	// Not through an attacked square.
	p = parse(t, classic.Chess, "1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	if legal(p, "e1g1") || !legal(p, "e1c1") {
		t.Errorf("castling through f1 attacked: %v", from(p, "e1"))
	}
}

// Castling by distance. Storm (spec 7.5.7): the Queen on e1 ends on h1 with
// the King's Tower on g1, or on b1 with the Queen's Tower on c1.
// LancerChess (spec 7.1.10): the Queen on d1 ends on f1 with the Tower on
// e1, or on b1 with the Tower on c1; not if e1 or f1 is attacked.
func TestCastlingDistance(t *testing.T) {
	p := parse(t, storm10, "t3q4t/10/10/10/10/10/10/10/10/T3Q4T w KQkq - 0 1")
	if got := strings.Fields(play(t, p, "e1h1").String())[0]; !strings.HasSuffix(got, "/T5TQ2") {
		t.Errorf("after e1h1: %s", got)
	}
	if got := strings.Fields(play(t, p, "O-O-O").String())[0]; !strings.HasSuffix(got, "/1QT6T") {
		t.Errorf("after O-O-O: %s", got)
	}
	p = parse(t, lancer, "t2q3t/8/8/8/8/8/8/T2Q3T w KQkq - 0 1")
	if got := strings.Fields(play(t, p, "d1f1").String())[0]; !strings.HasSuffix(got, "/T3TQ2") {
		t.Errorf("after d1f1: %s", got)
	}
	if got := strings.Fields(play(t, p, "d1b1").String())[0]; !strings.HasSuffix(got, "/1QT4T") {
		t.Errorf("after d1b1: %s", got)
	}
	for _, fen := range []string{"t2qt3/8/8/8/8/8/8/T2Q3T w KQ - 0 1", "t2q1t2/8/8/8/8/8/8/T2Q3T w KQ - 0 1"} {
		p = parse(t, lancer, fen)
		if legal(p, "d1f1") || !legal(p, "d1b1") {
			t.Errorf("%s: %v", fen, from(p, "d1"))
		}
	}
	// g1 may be attacked: the Queen does not cross it.
	p = parse(t, lancer, "t2q2t1/8/8/8/8/8/8/T2Q3T w KQ - 0 1")
	if !legal(p, "d1f1") {
		t.Errorf("g1 attacked stops castling: %v", from(p, "d1"))
	}
}

// Stalemate: the Xiangqi general on e10 has no move and is not attacked;
// the stalemated side loses, unless the option makes it a draw.
func TestStalemate(t *testing.T) {
	const fen = "4k4/9/4P4/9/9/3R1R3/9/9/9/3K5 b - - 0 1"
	p := parse(t, classic.Xiangqi, fen)
	if o := p.Outcome(); o != variant.Win(variant.SidesOf(0), "stalemate") {
		t.Errorf("xiangqi stalemate: %v", o)
	}
	v := classic.Xiangqi.Variant()
	o, err := v.ParseOptions("stalemate=draw")
	if err != nil {
		t.Fatal(err)
	}
	ap, err := v.Parse(fen, o)
	if err != nil {
		t.Fatal(err)
	}
	if got := ap.Outcome(); got != variant.Draw("stalemate") || ap.ToMove() != variant.NoSide {
		t.Errorf("stalemate=draw: %v", got)
	}
	// Chess: a draw.
	p = parse(t, classic.Chess, "k7/8/1Q6/8/8/8/8/7K b - - 0 1")
	if o := p.Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("chess stalemate: %v", o)
	}
}

func TestCheckmate(t *testing.T) {
	g := variant.NewGame[cl.Position, cl.Move](classic.Chess.Start())
	for _, s := range strings.Fields("f2f3 e7e5 g2g4 d8h4") {
		if err := g.PlayText(s); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.Outcome(); o != variant.Win(variant.SidesOf(1), "checkmate") {
		t.Errorf("fool's mate: %v", o)
	}
	if err := g.PlayText("a2a3"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("move after mate: %v", err)
	}
}

// Shatranj's bare king: the bared side has one reply; if it does not bare
// the other side too it loses, if it does the game is drawn. With
// bareking=loss it loses at once.
func TestBareKing(t *testing.T) {
	p := parse(t, classic.Shatranj, "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1")
	p = play(t, p, "a1a8")
	if o := p.Outcome(); o.Over() || p.ToMove() != 1 {
		t.Fatalf("after the baring capture: %v", o)
	}
	q := play(t, p, "e8e7")
	if o := q.Outcome(); o != variant.Win(variant.SidesOf(0), "bare king") || len(q.Moves(nil)) != 0 {
		t.Errorf("after the reply: %v", o)
	}
	p = play(t, parse(t, classic.Shatranj, "4k3/3n4/8/8/8/8/8/K2R4 w - - 0 1"), "d1d7", "e8d7")
	if o := p.Outcome(); o != variant.Draw("bare kings") {
		t.Errorf("bared back: %v", o)
	}
	v := classic.Shatranj.Variant()
	o, _ := v.ParseOptions("bareking=loss")
	ap, err := v.Parse("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", o)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ap.ParseMove("a1a8")
	if err != nil {
		t.Fatal(err)
	}
	if o := ap.Play(m).Outcome(); o != variant.Win(variant.SidesOf(0), "bare king") {
		t.Errorf("bareking=loss: %v", o)
	}
	// Chess has no such rule.
	p = parse(t, classic.Chess, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1")
	if p.Outcome().Over() {
		t.Error("chess: bare king ends the game")
	}
}

// The 75-move rule draws automatically, but a checkmate given by the last
// move stands; the 50-move rule is a claim.
func TestMoveLimit(t *testing.T) {
	p := play(t, parse(t, classic.Chess, "k7/8/8/8/8/8/8/K6R w - - 149 80"), "h1h2")
	if o := p.Outcome(); o != variant.Draw("75-move rule") || len(p.Moves(nil)) != 0 {
		t.Errorf("after 150 plies: %v", o)
	}
	p = play(t, parse(t, classic.Chess, "k7/8/1K6/8/8/8/8/7R w - - 149 80"), "h1h8")
	if o := p.Outcome(); o != variant.Win(variant.SidesOf(0), "checkmate") {
		t.Errorf("mate on the 150th ply: %v", o)
	}
	p = parse(t, classic.Chess, "k7/8/8/8/8/8/8/K6R w - - 100 80")
	if o, ok := p.ClaimOutcome(1); !ok || o != variant.Draw("50-move rule") {
		t.Errorf("claim after 100 plies: %v %v", o, ok)
	}
	p = parse(t, classic.Chess, "k7/8/8/8/8/8/8/K6R w - - 99 80")
	if _, ok := p.ClaimOutcome(1); ok {
		t.Error("claim after 99 plies")
	}
	// A pawn move resets the clock.
	p = play(t, parse(t, classic.Chess, "k7/8/8/8/8/8/P7/K6R w - - 99 80"), "a2a3")
	if p.Clock() != 0 {
		t.Errorf("clock %d after a pawn move", p.Clock())
	}
}

// Repetition: a claim on the third occurrence, an automatic draw on the
// fifth (FIDE 9.2, 9.6.1).
func TestRepetition(t *testing.T) {
	g := variant.NewGame[cl.Position, cl.Move](classic.Chess.Start())
	cycle := strings.Fields("g1f3 g8f6 f3g1 f6g8")
	for i := range 2 {
		for _, s := range cycle {
			if err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
		if i == 0 {
			if _, err := g.Claim(); err == nil {
				t.Error("claim on the second occurrence")
			}
		}
	}
	if g.Repetitions() != 3 {
		t.Fatalf("repetitions %d", g.Repetitions())
	}
	if o, err := g.Claim(); err != nil || o != variant.Draw("threefold repetition") {
		t.Errorf("claim: %v %v", o, err)
	}
	g = variant.NewGame[cl.Position, cl.Move](classic.Chess.Start())
	for range 4 {
		for _, s := range cycle {
			if err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	if o := g.Outcome(); o != variant.Draw("fivefold repetition") {
		t.Errorf("fivefold: %v", o)
	}
}

// Dead positions by material (FIDE 5.2.2), a hook of the chess variants.
func TestInsufficientMaterial(t *testing.T) {
	for fen, dead := range map[string]bool{
		"k7/8/8/8/8/8/8/KB6 w - - 0 1":    true,
		"k7/8/8/8/8/8/8/KN6 w - - 0 1":    true,
		"k7/8/8/8/8/8/8/K7 w - - 0 1":     true,
		"kb6/8/8/8/8/8/8/KB6 w - - 0 1":   false, // opposite colours
		"k1b5/8/8/8/8/8/8/KB6 w - - 0 1":  true,  // same colour
		"k7/8/8/8/8/8/8/KNN5 w - - 0 1":   false,
		"k7/8/8/8/8/8/8/KP6 w - - 0 1":    false,
		"k7/8/8/8/8/8/8/KR6 w - - 0 1":    false,
		"kn6/8/8/8/8/8/8/KB6 w - - 0 1":   false,
		"k7/8/8/8/8/8/8/KBB5 w - - 0 1":   false,
		"k7/8/8/8/8/8/8/K1B1B3 w - - 0 1": true,
	} {
		p := parse(t, classic.Chess, fen)
		if got := p.Outcome() == variant.Draw("insufficient material"); got != dead {
			t.Errorf("%s: dead %v, want %v", fen, got, dead)
		}
		if dead && len(p.Moves(nil)) != 0 {
			t.Errorf("%s: moves in a dead position", fen)
		}
	}
}

// The placement phase of QiPlacements (spec 7.2.1, 7.2.2): 26 squares for
// the first placement; 26 x 26 x 25 x 25 = 422,500 placement sequences;
// the Traditional placement h3 b8 b3 h8 gives the Xiangqi start.
func TestPlacementPhase(t *testing.T) {
	p := qiPlacements.Start()
	if n := variant.Perft[cl.Position, cl.Move](p, 1); n != 26 {
		t.Errorf("first placements: %d, want 26", n)
	}
	if n := variant.Perft[cl.Position, cl.Move](p, 4); n != 422500 {
		t.Errorf("placement sequences: %d, want 422500", n)
	}
	if legal(p, "C@a5") || legal(p, "C@e5") || !legal(p, "C@h3") {
		t.Error("forbidden squares")
	}
	q := play(t, p, "C@h3", "C@b8", "C@b3", "C@h8")
	want := strings.Replace(classic.XiangqiStart, " ", "[] ", 1)
	if got := q.String(); got != strings.Replace(want, " 0 1", " 0 3", 1) {
		t.Errorf("traditional placement: %s, want %s", got, want)
	}
	if n := variant.Perft[cl.Position, cl.Move](q, 2); n != 1920 {
		t.Errorf("engagement perft(2) %d, want Xiangqi's 1920", n)
	}
}

// Storm's Prince and Princess on an empty board (spec 7.5.1): on 10x8 the
// Prince on e4 has 24 moves, the Princess 23 (all on dark squares); on
// 10x10 28 and 26; from the corner a1 of 10x8, 14 and 13.
func TestStrikeAndFollowThrough(t *testing.T) {
	for _, c := range []struct {
		shape        board.Shape
		square       string
		prince, prss int
	}{
		{board.Shape10x8, "e4", 24, 23},
		{board.Shape10x10, "e4", 28, 26},
		{board.Shape10x8, "a1", 14, 13},
	} {
		r := stormPieces(c.shape)
		sq, _ := r.Geometry().Parse(c.square)
		for _, piece := range []struct {
			letter byte
			want   int
		}{{'X', c.prince}, {'Y', c.prss}} {
			p := parse(t, r, placeOne(r, sq, piece.letter))
			if got := len(p.Moves(nil)); got != piece.want {
				t.Errorf("%s %c on %s: %d moves, want %d: %v", c.shape, piece.letter, c.square, got, piece.want, texts(p))
			}
		}
	}
	// The Prince on e4 (hand list, spec 6.5): strike d6 then d7 d8, f6 f7
	// f8, c5 b5 a5, c3 b3 a3, d2 d1, f2 f1, g5 h5 i5 j5, g3 h3 i3 j3.
	r := stormPieces(board.Shape10x8)
	p := parse(t, r, "10/10/10/10/4X5/10/10/10 w - - 0 1")
	wantMoves(t, texts(p), "e4d6", "e4d7", "e4d8", "e4f6", "e4f7", "e4f8", "e4c5", "e4b5", "e4a5",
		"e4c3", "e4b3", "e4a3", "e4d2", "e4d1", "e4f2", "e4f1", "e4g5", "e4h5", "e4i5", "e4j5",
		"e4g3", "e4h3", "e4i3", "e4j3")
	// An occupied strike cell ends that branch, whoever stands on it; the
	// follow-through stops at the first piece, taking it if it is an enemy.
	p = parse(t, r, "10/10/5y4/10/4X5/10/3X6/10 w - - 0 1")
	for _, s := range []string{"e4f6", "e4d6", "e4d7", "e4d8"} {
		if !legal(p, s) {
			t.Errorf("%s missing", s)
		}
	}
	for _, s := range []string{"e4f7", "e4f8", "e4d2", "e4d1"} {
		if legal(p, s) {
			t.Errorf("%s through an occupied strike cell", s)
		}
	}
}

func placeOne(r *cl.Rules, c board.Cell, letter byte) string {
	g := r.Geometry()
	files, ranks := g.Shape().Files, g.Shape().Ranks
	co := g.Coord(c)
	var rows []string
	for rank := ranks - 1; rank >= 0; rank-- {
		if rank != co.Rank {
			rows = append(rows, strconv.Itoa(files))
			continue
		}
		row := ""
		if co.File > 0 {
			row += strconv.Itoa(co.File)
		}
		row += string(letter)
		if files-co.File-1 > 0 {
			row += strconv.Itoa(files - co.File - 1)
		}
		rows = append(rows, row)
	}
	return strings.Join(rows, "/") + " w - - 0 1"
}

// Spec 7.5.3 (seed example 1, 10x10): the Princess on f5 moving to d4 or
// e3 gives double check (herself and the Service-maiden on h7 along
// h7-c2), which no single piece can block: South may only move its Queen.
func TestPrincessDoubleCheck(t *testing.T) {
	const fen = "5q4/10/10/7s2/10/5y4/10/10/2Q7/5A4 b - - 0 1"
	p := parse(t, storm10, fen)
	for _, s := range []string{"f5d4", "f5e3"} {
		q := play(t, p, s)
		if !q.InCheck() {
			t.Fatalf("%s: no check", s)
		}
		for _, m := range texts(q) {
			if !strings.HasPrefix(m, "c2") {
				t.Errorf("after %s: %s answers a double check", s, m)
			}
		}
	}
	// Without the Service-maiden the Princess's check from e3 may be
	// answered by the Adviser taking her (f1-e3, a knight leap).
	p = parse(t, storm10, "5q4/10/10/10/10/5y4/10/10/2Q7/5A4 b - - 0 1")
	if q := play(t, p, "f5e3"); !legal(q, "f1e3") {
		t.Errorf("single check: %v", texts(q))
	}
}

// Arabella (spec 7.3.4): from the Traditional array South has 17 moves: 8
// Swordsman steps, 4 Horseman moves, 4 carpet leaps and the Magician
// boarding the f1 carpet; the Enchantress none. Spec 7.3.5 gives the
// perft 17, 289, 4,964, 85,269 (computed there by an independent
// program).
func TestArabellaStart(t *testing.T) {
	p := arabella.Start()
	wantMoves(t, texts(p), "a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3",
		"b1a3", "b1c3", "g1f3", "g1h3", "c1a3", "c1e3", "f1d3", "f1h3", "e1f1")
	for d, want := range []uint64{17, 289, 4964, 85269} {
		if got := variant.Perft[cl.Position, cl.Move](p, d+1); got != want {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, want)
		}
	}
}

// Boarding, carried moves, leaving the carpet and changing carpets (spec
// 4.4 rules 1-3).
func TestStacks(t *testing.T) {
	p := play(t, arabella.Start(), "e1f1")
	if got := p.String(); got != "thfemfht/ssssssss/8/8/8/8/SSSSSSSS/THFE1NHT b - - 1 1" {
		t.Errorf("after boarding: %s", got)
	}
	var stack []variant.Piece
	for _, pc := range p.Pieces(nil) {
		if p.Board().Name(pc.Cell) == "f1" {
			stack = append(stack, pc)
		}
	}
	if len(stack) != 2 || stack[0].Kind != "flying carpet" || stack[1].Kind != "prince" || stack[1].Level != 1 {
		t.Errorf("pieces on f1: %+v", stack)
	}
	p = play(t, p, "a7a6")
	// The pair leaps as the carpet; the Prince may step off to e1.
	wantMoves(t, from(p, "f1"), "f1d3", "f1e1m", "f1h3")
	q := play(t, p, "f1d3")
	if got := strings.Fields(q.String())[0]; got != "thfemfht/1sssssss/s7/8/8/3N4/SSSSSSSS/THFE2HT" {
		t.Errorf("carried: %s", got)
	}
	q = play(t, p, "f1e1")
	if got := strings.Fields(q.String())[0]; got != "thfemfht/1sssssss/s7/8/8/8/SSSSSSSS/THFEMFHT" {
		t.Errorf("left the carpet: %s", got)
	}
	// From one carpet onto another (A4), capturing on leaving, carried
	// leaps; the Prince's steps: c2 c3 c4 d2 d4 e2, e4 taking, e3 a carpet.
	p = parse(t, arabella, "4e3/s7/8/8/4s3/3NF3/7S/4E3 w - - 0 1")
	wantMoves(t, from(p, "d3"), "d3b1", "d3b5", "d3f1", "d3f5", "d3c2m", "d3c3m", "d3c4m",
		"d3d2m", "d3d4m", "d3e2m", "d3e4m", "d3e3m")
	q = play(t, p, "d3e3m")
	if got := strings.Fields(q.String())[0]; got != "4e3/s7/8/8/4s3/3FN3/7S/4E3" {
		t.Errorf("changed carpets: %s", got)
	}
	// Capturing a carpet that carries the Prince removes both (7.3.7).
	p = parse(t, arabella, "4e3/s7/8/8/1h6/3N4/7S/4E3 b - - 0 1")
	q = play(t, p, "b4d3")
	if got := strings.Fields(q.String())[0]; got != "4e3/s7/8/8/8/3h4/7S/4E3" {
		t.Errorf("pair captured: %s", got)
	}
}

// A carpet carrying the royal Princess is her square: an attack on it is
// check, answered by a carried leap, by her stepping off, or otherwise
// (spec 4.4 rules 5-6, 7.3.7).
func TestRoyalPassenger(t *testing.T) {
	p := parse(t, arabella, "3t3e/s7/8/8/8/3G4/8/7S w - - 0 1")
	if !p.InCheck() {
		t.Fatal("the pair on d3 under the tower's attack is not check")
	}
	wantMoves(t, texts(p), "d3b1", "d3b5", "d3c2e", "d3c4e", "d3e2e", "d3e4e", "d3f1", "d3f5")
	// Stepping off leaves the carpet to be taken, not the Princess.
	q := play(t, p, "d3e4e")
	if got := strings.Fields(q.String())[0]; got != "3t3e/s7/8/8/4E3/3F4/8/7S" {
		t.Errorf("after d3e4e: %s", got)
	}
	// The Enchantress in the seed's stalemate (7.3.1): no move, no check.
	p = parse(t, arabella, "e7/8/8/8/8/3s3h/7S/3E4 w - - 0 1")
	if o := p.Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate example: %v", o)
	}
	// The Persons rule (4.6): taking the last Swordsman wins.
	p = play(t, parse(t, arabella, "e7/6s1/8/8/8/8/1s6/1T2E2S w - - 0 1"), "b1b2")
	if o := p.Outcome(); o.Over() {
		t.Errorf("persons left: %v", o)
	}
	p = play(t, parse(t, arabella, "e7/8/8/8/8/8/1s6/1T2E2S w - - 0 1"), "b1b2")
	if o := p.Outcome(); o != variant.Win(variant.SidesOf(0), "all Persons captured") || len(p.Moves(nil)) != 0 {
		t.Errorf("last Person taken: %v", o)
	}
}

// KindCells holds both sides' pieces of a kind: in the chess start, the
// knights stand on b1, g1, b8 and g8; a kind out of range has none.
func TestKindCells(t *testing.T) {
	p := classic.Chess.Start()
	g := p.Board()
	var want board.Set
	for _, name := range []string{"b1", "g1", "b8", "g8"} {
		c, err := g.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		want = want.With(c)
	}
	if got := p.KindCells(classic.Chess.Kind('N')); got != want {
		t.Errorf("knights %v, want %v", got, want)
	}
	for _, k := range []int{-1, classic.Chess.Kinds()} {
		if got := p.KindCells(k); !got.Empty() {
			t.Errorf("kind %d: %v, want none", k, got)
		}
	}
}
