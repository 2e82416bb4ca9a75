package rithmomachia_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/rithmomachia"
)

// studyF1 is a short ending of Fulke's first kind (16 ranks, Even below),
// analysed by hand from the rules (RULES.md §5): Odd's pyramid on d12 has
// only its round 16 left; Even's rounds 16 on b10, 8 on d11 and 4 on
// c13 stand in Odd's half, Odd's round 3 in the corner a16.
//
//  1. b10-c11: a round moves one cell diagonally (§5.1); from c11 the 16
//     reaches d12, where the pyramid offers its total 16: a new meeting
//     (equality, §5.2), which takes it (§5.4); nothing else is in reach.
//     No triumph: the three rounds c11, d11, c13 stand in no row, right
//     angle or square (§4.4).
//  2. a16-b15: Odd's round has that move alone; it reaches nothing of
//     Even's, and every Even round keeps an empty diagonal cell.
//  3. d11-c12: c11, c12, c13 hold 16, 8, 4 in a row, the middle number in
//     the middle, in Odd's half, the piece just moved among them; 8² = 4 ×
//     16 is a geometric proportion (§4.3), one kind: a triumph of grade 1,
//     and Odd's pyramid was taken first (§5.8): Even wins.
const studyF1 = "r3......./......../......../..R4...../...p190(16)..../...R8..../.R16....../......../......../......../......../......../......../......../......../........ e - - - {preset=F1}"

func parseF1(t *testing.T, text string) rithmomachia.Position {
	t.Helper()
	o, err := rithmomachia.Rithmomachia.ParseOptions("preset=F1")
	if err != nil {
		t.Fatal(err)
	}
	p, err := rithmomachia.Parse(text, o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func names(p rithmomachia.Position, cells []board.Cell) string {
	var out []string
	for _, c := range cells {
		out = append(out, p.Board().Name(c))
	}
	return strings.Join(out, " ")
}

func TestCapturesAndHarmonies(t *testing.T) {
	p := parseF1(t, studyF1)
	play := func(text string) rithmomachia.Move {
		t.Helper()
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := play("b10-c11")
	caps := p.Captures(m)
	if len(caps) == 0 {
		t.Fatal("b10-c11 captures nothing")
	}
	for _, c := range caps {
		if got := names(p, []board.Cell{c.Target}) + " by " + names(p, c.By); got != "d12 by c11" || c.Siege {
			t.Errorf("b10-c11: %s (siege %v), want d12 by c11", got, c.Siege)
		}
	}
	p = p.Play(m)
	if hs := p.Harmonies(rithmomachia.Even); len(hs) != 0 {
		t.Errorf("harmonies after 1. b10-c11: %+v", hs)
	}
	p = p.Play(play("a16-b15"))
	m = play("d11-c12")
	if caps := p.Captures(m); len(caps) != 0 {
		t.Errorf("d11-c12 captures %+v", caps)
	}
	p = p.Play(m)
	if o := p.Outcome(); fmt.Sprint(o.Winners.Sides()) != "[0]" || o.Reason != "triumph" {
		t.Errorf("the end: %v, want Even's triumph", o)
	}
	hs := p.Harmonies(rithmomachia.Even)
	if len(hs) != 1 || names(p, hs[0].Cells) != "c11 c12 c13" || !slices.Equal(hs[0].Numbers, []int{16, 8, 4}) || hs[0].Grade != 1 {
		t.Errorf("harmonies at the end: %+v", hs)
	}
	if hs := p.Harmonies(rithmomachia.Odd); hs != nil {
		t.Errorf("Odd's harmonies: %+v", hs)
	}
}

// A siege: Odd's round 3 in the corner a16 moves only to b15 (one cell
// diagonally); Even's round 4 steps from a14 to b15 and shuts it in (the
// board's edge closes the rest, §5.3): it is taken, by the round on b15.
func TestCapturesSiege(t *testing.T) {
	p := parseF1(t, "r3......./......../R4......./......../......../......../......../......../......../......../......../......../......../......../......../....R2... e - - - {preset=F1}")
	m, err := p.ParseMove("a14-b15")
	if err != nil {
		t.Fatal(err)
	}
	caps := p.Captures(m)
	if len(caps) != 1 || !caps[0].Siege || names(p, []board.Cell{caps[0].Target}) != "a16" || names(p, caps[0].By) != "b15" {
		t.Errorf("a14-b15 captures %+v", caps)
	}
}

func TestVictories(t *testing.T) {
	p := parseF1(t, studyF1)
	v := p.Victories()
	if len(v) != 1 || !strings.HasPrefix(v[0], "A triumph once the enemy's pyramid is taken: three numbers in one proportion") {
		t.Errorf("F1's victories: %q", v)
	}
	q, err := rithmomachia.New("preset=F1,bodies=12,goods=160")
	if err != nil {
		t.Fatal(err)
	}
	if v := q.Victories(); len(v) != 3 || v[1] != "Bodies: take 12 men" || v[2] != "Goods: take men whose numbers sum to 160" {
		t.Errorf("F1 with bodies and goods: %q", v)
	}
}

// The pyramids' layers: Even's complete 91 of six (RULES.md §2.2) on b4
// of the F1 array (§3: P91 on b2 of the wedge, two ranks in: b4; second on
// its rank of squares); Odd's with its round 16 alone, then taken.
func TestPyramidLayers(t *testing.T) {
	start, err := rithmomachia.New("preset=F1")
	if err != nil {
		t.Fatal(err)
	}
	c, layers, ok := start.Pyramid(rithmomachia.Even)
	var nums []int
	for _, l := range layers {
		nums = append(nums, l.Number)
	}
	if !ok || start.Board().Name(c) != "b4" || fmt.Sprint(nums) != "[36 25 16 9 4 1]" {
		t.Errorf("Even's pyramid at the start: %v on %s, layers %v", ok, start.Board().Name(c), nums)
	}
	p := parseF1(t, studyF1)
	c, layers, ok = p.Pyramid(rithmomachia.Odd)
	if !ok || p.Board().Name(c) != "d12" || len(layers) != 1 || layers[0].Number != 16 {
		t.Errorf("Odd's pyramid: %v on %s, %+v", ok, p.Board().Name(c), layers)
	}
	m, _ := p.ParseMove("b10-c11")
	if _, _, ok := p.Play(m).Pyramid(rithmomachia.Odd); ok {
		t.Errorf("Odd's pyramid stands after it was taken")
	}
}

// A capture by replacement (§5.5): Even's triangle 9 on c9 reaches c11
// (two cells orthogonally over the empty c10, §5.1), where Odd's round 9
// stands: a meeting that stood before the move, which F1 takes by moving
// the triangle onto c11. Its capturer is then the triangle on c11.
func TestCapturesByReplacement(t *testing.T) {
	p := parseF1(t, "r3......./......../......../......../......../..r9...../......../..T9...../......../......../......../......../......../......../......../.......R2 e - - - {preset=F1}")
	m, err := p.ParseMove("c9:c11")
	if err != nil {
		t.Fatal(err)
	}
	caps := p.Captures(m)
	if len(caps) != 1 || caps[0].Siege || names(p, []board.Cell{caps[0].Target}) != "c11" || names(p, caps[0].By) != "c11" {
		t.Errorf("c9:c11 captures %+v", caps)
	}
}
