package variant_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// koShuttle is the shuttle game of cycle_test.go with a rule on its
// history, after Go's ko: a move may not recreate the position of two
// plies before; a side whose every move is so forbidden loses.
type koShuttle struct{ shuttle }

type koMove = shuttleMove

func (p koShuttle) Moves(dst []koMove) []koMove   { return p.shuttle.Moves(dst) }
func (p koShuttle) Actions(dst []koMove) []koMove { return dst }
func (p koShuttle) Play(m koMove) koShuttle       { return koShuttle{p.shuttle.Play(m)} }
func (p koShuttle) ParseMove(text string) (koMove, error) {
	return p.shuttle.ParseMove(text)
}

func (p koShuttle) HistoryOutcome(history []koShuttle) variant.Outcome {
	for _, m := range p.Moves(nil) {
		if p.HistoryForbids(history, p.Play(m)) == "" {
			return variant.Outcome{}
		}
	}
	return variant.Win(variant.SidesOf(1-p.toMove), "no move but ko")
}

func (p koShuttle) HistoryForbids(history []koShuttle, next koShuttle) string {
	if n := len(history); n >= 2 && history[n-2].cell == next.cell {
		return "ko"
	}
	return ""
}

func TestHistoryJudging(t *testing.T) {
	g := variant.NewGame(koShuttle{shuttle{cell: 1}})
	if err := g.PlayText("right"); err != nil { // cell 2
		t.Fatal(err)
	}
	// "left" would return to cell 1, the position two plies before.
	err := g.PlayText("left")
	var ie *variant.IllegalMoveError
	if !errors.As(err, &ie) || !errors.Is(err, variant.ErrIllegalMove) || ie.Reason != "ko" {
		t.Fatalf("left: %v, want the ko refusal", err)
	}
	if err := g.Play(0); !errors.Is(err, variant.ErrIllegalMove) {
		t.Fatalf("Play(left): %v", err)
	}
	if why := g.Forbids(0); why != "ko" {
		t.Errorf("Forbids(left) = %q", why)
	}
	if got := g.Allowed(nil); !slices.Equal(got, []koMove{1}) {
		t.Errorf("Allowed = %v, want only right", got)
	}
	if g.Len() != 1 {
		t.Fatalf("%d moves after refusals", g.Len())
	}
	// The dynamic face forwards both methods.
	d := variant.NewGame(variant.Dynamic[koShuttle, koMove](koShuttle{shuttle{cell: 1}}))
	if err := d.PlayText("right"); err != nil {
		t.Fatal(err)
	}
	if err := d.PlayText("left"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Fatalf("dynamic left: %v", err)
	}
	// The token goes on to cell 3, where going back to 2 is forbidden and
	// there is no other move: the side to move (a) loses.
	if err := g.PlayText("right"); err != nil {
		t.Fatal(err)
	}
	o := g.Outcome()
	if o.Status != variant.Won || !o.Winners.Has(1) || o.Reason != "no move but ko" {
		t.Errorf("at cell 3: %v", o)
	}
	if ms := g.Allowed(nil); len(ms) != 0 {
		t.Errorf("Allowed after the end: %v", ms)
	}
}
