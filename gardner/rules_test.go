package gardner

import (
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// parse reads a position of the game, failing the test on error.
func parse(t *testing.T, fen string) chesslike.Position {
	t.Helper()
	p, err := Gardner.Parse(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moveTexts returns the sorted texts of p's legal moves.
func moveTexts(p chesslike.Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// play plays moves given as text from p.
func play(t *testing.T, p chesslike.Position, moves ...string) chesslike.Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		p = p.Play(m)
	}
	return p
}

// TestStartMoves counts White's first moves by hand (RULES.md sections 2
// and 3): each of the five pawns steps one square (a3 .. e3; never two),
// the knight on b1 goes to a3 or c3 (d2 holds a pawn); the rook, bishop,
// queen and king are hemmed in by their own pieces: 7 moves.
func TestStartMoves(t *testing.T) {
	want := []string{"a2a3", "b1a3", "b1c3", "b2b3", "c2c3", "d2d3", "e2e3"}
	if got := moveTexts(Gardner.Start()); !slices.Equal(got, want) {
		t.Errorf("start moves %v, want %v", got, want)
	}
}

// TestPawnSingleStep: a pawn on its first square with two empty squares
// ahead still steps only one (section 3), and a piece in front blocks it.
func TestPawnSingleStep(t *testing.T) {
	p := parse(t, "4k/5/5/P3p/4K w - - 0 1")
	if got := moveTexts(p); slices.Contains(got, "a2a4") || !slices.Contains(got, "a2a3") {
		t.Errorf("pawn moves %v: want a2a3 and no a2a4", got)
	}
	// Black's pawn on e2 faces the white king on e1: blocked.
	q := parse(t, "4k/5/5/P3p/4K b - - 0 1")
	for _, m := range moveTexts(q) {
		if strings.HasPrefix(m, "e2") {
			t.Errorf("blocked pawn moves %s", m)
		}
	}
}

// TestNoEnPassant: with single steps a pawn never passes a square, so no
// capture en passant exists (section 3): a position text naming an en
// passant square is refused, and a pawn that steps beside an enemy pawn
// cannot be taken on the square it came from.
func TestNoEnPassant(t *testing.T) {
	if _, err := Gardner.Parse("rnbqk/ppppp/5/PPPPP/RNBQK w - c3 0 1"); err == nil {
		t.Error("an en passant square was accepted")
	}
	// White pawn on b3, Black pawn steps c4-c3 beside it: b3 may not take
	// on c4 (empty now) as it could in chess after a double step.
	p := play(t, parse(t, "4k/2p2/1P3/5/4K b - - 0 1"), "c4c3")
	if got := moveTexts(p); slices.Contains(got, "b3c4") {
		t.Errorf("moves %v include a capture en passant b3c4", got)
	}
	if !strings.Contains(p.String(), " - - ") {
		t.Errorf("position %s names an en passant square", p)
	}
}

// TestNoCastling: the king on e1 with an empty first rank to the rook on
// a1 moves one square only, and castling rights are refused (section 3).
func TestNoCastling(t *testing.T) {
	p := parse(t, "4k/5/5/5/R3K w - - 0 1")
	for _, m := range moveTexts(p) {
		if strings.HasPrefix(m, "e1") && m != "e1d1" && m != "e1d2" && m != "e1e2" {
			t.Errorf("king move %s: want one step only", m)
		}
	}
	if _, err := Gardner.Parse("rnbqk/ppppp/5/PPPPP/RNBQK w KQkq - 0 1"); err == nil {
		t.Error("castling rights were accepted")
	}
}

// TestPromotion: a white pawn on a4 with a5 empty has exactly four moves
// to a5, one for each of queen, rook, bishop and knight, and none that
// stays a pawn (section 4); a black pawn promotes on rank 1 likewise.
func TestPromotion(t *testing.T) {
	p := parse(t, "3k1/P4/5/5/4K w - - 0 1")
	var got []string
	for _, m := range moveTexts(p) {
		if strings.HasPrefix(m, "a4") {
			got = append(got, m)
		}
	}
	if want := []string{"a4a5b", "a4a5n", "a4a5q", "a4a5r"}; !slices.Equal(got, want) {
		t.Errorf("pawn moves %v, want %v", got, want)
	}
	q := play(t, p, "a4a5n")
	if !strings.HasPrefix(q.String(), "N2k1/") {
		t.Errorf("after a4a5n: %s, want a knight on a5", q)
	}
	b := parse(t, "4k/5/5/4p/K4 b - - 0 1")
	if got := moveTexts(b); !slices.Contains(got, "e2e1q") || slices.Contains(got, "e2e1") {
		t.Errorf("black pawn moves %v, want promotions on e1", got)
	}
}

// TestCheckmate: Ra1-a5 mates the king on e5 hemmed in by its own pawns on
// d4 and e4 (d5 is on the rook's rank): a win for White (section 5).
func TestCheckmate(t *testing.T) {
	p := play(t, parse(t, "4k/3pp/5/5/R3K w - - 0 1"), "a1a5")
	if o := p.Outcome(); o.Status != variant.Won || o.Winners != variant.SidesOf(0) {
		t.Errorf("after Ra5: %v, want a win for White", o)
	}
}

// TestStalemate: Black's king on a5 is not attacked by the queen on b3,
// but a4, b4 and b5 are: no legal move, not in check, a draw (section 5),
// and a loss for the stalemated side with option stalemate=loss.
func TestStalemate(t *testing.T) {
	const fen = "k4/5/1Q3/5/4K b - - 0 1"
	if o := parse(t, fen).Outcome(); o.Status != variant.Drawn {
		t.Errorf("stalemate: %v, want a draw", o)
	}
	p, err := variant.NewPosition("gardner", "stalemate=loss", fen)
	if err != nil {
		t.Fatal(err)
	}
	if o := p.Outcome(); o.Status != variant.Won || o.Winners != variant.SidesOf(0) {
		t.Errorf("stalemate=loss: %v, want a win for White", o)
	}
}

// TestMoveLimit: 75 moves by each side (150 plies) without a capture or a
// pawn move draw; after 50 (100 plies) a draw may be claimed (section 5).
func TestMoveLimit(t *testing.T) {
	if o := play(t, parse(t, "k4/5/5/5/1R2K w - - 148 80"), "b1b2").Outcome(); o.Over() {
		t.Errorf("after 149 plies: %v, want the game going on", o)
	}
	if o := play(t, parse(t, "k4/5/5/5/1R2K w - - 149 80"), "b1b2").Outcome(); o.Status != variant.Drawn {
		t.Errorf("after 150 plies: %v, want a draw", o)
	}
	if _, ok := variant.ClaimOutcome(parse(t, "k4/5/5/5/1R2K w - - 99 80"), 1); ok {
		t.Error("a claim allowed after 99 plies")
	}
	if o, ok := variant.ClaimOutcome(parse(t, "k4/5/5/5/1R2K w - - 100 80"), 1); !ok || o.Status != variant.Drawn {
		t.Errorf("claim after 100 plies: %v %v, want a draw", o, ok)
	}
}

// TestRepetition: the knights go out and back (b1a3 b5c3 a3b1 c3b5) and
// the start recurs every four plies: its third occurrence may be claimed
// as a draw, its fifth draws (section 5).
func TestRepetition(t *testing.T) {
	start, err := variant.NewPosition("gardner", "", "")
	if err != nil {
		t.Fatal(err)
	}
	g := variant.NewGame(start)
	for cycle := 1; cycle <= 4; cycle++ {
		for _, m := range []string{"b1a3", "b5c3", "a3b1", "c3b5"} {
			if err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		occurrences := cycle + 1
		if n := g.Repetitions(); n != occurrences {
			t.Fatalf("cycle %d: %d occurrences, want %d", cycle, n, occurrences)
		}
		if _, ok := variant.ClaimOutcome(g.Position(), occurrences); ok != (occurrences >= 3) {
			t.Errorf("occurrence %d: claim allowed %v", occurrences, ok)
		}
		if over := g.Outcome().Over(); over != (occurrences == 5) {
			t.Errorf("occurrence %d: outcome %v", occurrences, g.Outcome())
		}
	}
}
