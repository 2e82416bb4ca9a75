package lancer

import (
	"testing"

	"github.com/ludus-chess/ludus/board"
)

// Spec 4.6: a side's last Persons weigh in Arabella's evaluation, by how
// many it has left: South's Enchantress and one Swordsman against North's
// Princess, Swordsman and two Horsemen (three Persons) score the scarcity
// of North's three less South's one's, 100 - 600 = -500; two against four,
// 0 - 250; with four Persons or more a side counts nothing.
func TestPersonsEvaluation(t *testing.T) {
	for _, c := range []struct {
		pieces map[string]byte
		want   int
	}{
		{map[string]byte{"d1": 'E', "h2": 'S', "a8": 'i', "d7": 's', "b8": 'h', "g8": 'h'}, 100 - 600},
		{map[string]byte{"d1": 'E', "a2": 'S', "b2": 'S', "a8": 'i', "d7": 's', "b8": 'h', "g8": 'h', "h7": 's'}, 0 - 250},
		{map[string]byte{"d1": 'E', "a2": 'S', "b2": 'S', "c2": 'S', "h1": 'H', "a8": 'i', "d7": 's', "b8": 'h', "g8": 'h', "h7": 's'}, 0},
	} {
		p := parse(t, Arabella, placement(board.Shape8x8, c.pieces)+"{00} w - - 0 1")
		if got, opp := personsEval(p, 0), personsEval(p, 1); got != c.want || opp != -c.want {
			t.Errorf("%s: %d, %d, want %d, %d", p, got, opp, c.want, -c.want)
		}
	}
}

// Spec 5.7: under the Escape rule, the side to move in check counts
// EscapeWeight for each of its Escape squares, up to two, in Meridian's
// evaluation. The checkmate of TestMeridianEscape: the Queen on d1, the
// Chariots on d8 and e8, Escape squares c1 and c2, 100; a Horseman on b4
// covers c2, 50. Without the rule, nothing: the whole evaluations differ
// by as much.
func TestEscapeEvaluation(t *testing.T) {
	mate := map[string]byte{"d1": 'Q', "d8": 'r', "e8": 'r', "f10": 'q'}
	covered := map[string]byte{"d1": 'Q', "d8": 'r', "e8": 'r', "f10": 'q', "b4": 'n'}
	escape := withOptions(t, Meridian, "escape")
	for _, c := range []struct {
		pieces map[string]byte
		want   int
	}{{mate, 2 * EscapeWeight}, {covered, EscapeWeight}} {
		text := placement(board.Shape9x10, c.pieces) + " w - - 0 1"
		with, without := parse(t, escape, text), parse(t, Meridian, text)
		if got := escapeEval(with, 0); got != c.want || escapeEval(with, 1) != -c.want {
			t.Errorf("%s: %d, want %d", text, got, c.want)
		}
		if got := escapeEval(without, 0); got != 0 {
			t.Errorf("%s without the rule: %d", text, got)
		}
		e := Meridian.Evaluation()
		if d := e.Evaluate(with, 0) - e.Evaluate(without, 0); d != c.want {
			t.Errorf("%s: the evaluations differ by %d, want %d", text, d, c.want)
		}
	}
}
