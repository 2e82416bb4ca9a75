package variant_test

import (
	"fmt"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// shuttle is a test game for CycleJudging: a token on one of four cells of a
// line, moved one cell left or right by the two sides in turn. A move onto
// cell 3 "checks". The cycle rule: a side all of whose moves in a cycle
// repeated three times were checks loses; any other threefold repetition
// is a draw.
type shuttle struct {
	cell   int
	toMove variant.Side
}

type shuttleMove uint16 // 0 left, 1 right

var shuttleVariant = &variant.Variant{
	Name:  "test-shuttle",
	Sides: []variant.SideInfo{{Name: "a", Team: 0}, {Name: "b", Team: 1}},
	Teams: []string{"a", "b"},
}

var shuttleBoard = board.MustNew(board.Shape{Files: 4, Ranks: 1, Layers: 1})

func (p shuttle) Variant() *variant.Variant { return shuttleVariant }
func (p shuttle) Options() variant.Options  { return variant.Options{} }
func (p shuttle) Board() *board.Geometry    { return shuttleBoard }
func (p shuttle) ToMove() variant.Side      { return p.toMove }
func (p shuttle) Moves(dst []shuttleMove) []shuttleMove {
	if p.cell > 0 {
		dst = append(dst, 0)
	}
	if p.cell < 3 {
		dst = append(dst, 1)
	}
	return dst
}
func (p shuttle) Actions(dst []shuttleMove) []shuttleMove { return dst }
func (p shuttle) Play(m shuttleMove) shuttle {
	d := -1
	if m == 1 {
		d = 1
	}
	return shuttle{p.cell + d, 1 - p.toMove}
}
func (p shuttle) Outcome() variant.Outcome { return variant.Outcome{} }
func (p shuttle) Hash() uint64             { return uint64(p.cell)<<1 | uint64(p.toMove) }
func (p shuttle) String() string           { return fmt.Sprintf("%d %d", p.cell, p.toMove) }
func (p shuttle) MoveText(m shuttleMove) string {
	return [...]string{"left", "right"}[m]
}
func (p shuttle) ParseMove(text string) (shuttleMove, error) {
	for _, m := range p.Moves(nil) {
		if p.MoveText(m) == text {
			return m, nil
		}
	}
	return 0, variant.Illegal(text, "not a move here")
}
func (p shuttle) Pieces(dst []variant.Piece) []variant.Piece { return dst }

// CycleOutcome: in a cycle seen three times, the side whose every move
// landed on cell 3 loses; otherwise the repetition is a draw.
func (p shuttle) CycleOutcome(cycle []shuttle, occurrences int) variant.Outcome {
	if occurrences < 3 {
		return variant.Outcome{}
	}
	checks := [2]int{}
	moves := [2]int{}
	for i := 1; i < len(cycle); i++ {
		mover := cycle[i-1].toMove
		moves[mover]++
		if cycle[i].cell == 3 {
			checks[mover]++
		}
	}
	for x := range 2 {
		if moves[x] > 0 && checks[x] == moves[x] {
			return variant.Win(variant.SidesOf(variant.Side(1-x)), "perpetual check")
		}
	}
	return variant.Draw("repetition")
}

func TestCycleJudging(t *testing.T) {
	// From cell 2, a to move: a goes right (check), b left, a right
	// (check), b left... a checks with every move of the cycle
	// {2a, 3b, 2a}; the third time 2a occurs (after 4 moves) a loses.
	g := variant.NewGame(shuttle{2, 0})
	for i, m := range []string{"right", "left", "right"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
		if g.Outcome().Over() {
			t.Fatalf("game over after %d moves: %v", i+1, g.Outcome())
		}
	}
	if err := g.PlayText("left"); err != nil {
		t.Fatal(err)
	}
	o := g.Outcome()
	if o.Status != variant.Won || !o.Winners.Has(1) || o.Reason != "perpetual check" {
		t.Fatalf("outcome %v, want b winning by perpetual check", o)
	}

	// From cell 0 the token shuttles between cells 0 and 1: nobody
	// checks, so the third occurrence of 0a (after 4 moves) is a draw.
	g = variant.NewGame(shuttle{0, 0})
	for _, m := range []string{"right", "left", "right", "left"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.Outcome(); o.Status != variant.Drawn || o.Reason != "repetition" {
		t.Fatalf("outcome %v, want a draw by repetition", o)
	}
}
