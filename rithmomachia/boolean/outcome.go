package boolean

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Why a game ended (§8.6).
const (
	endNone     = iota
	endPyramids // a player has no pyramid left
	endLimit    // nocapturelimit turns without a capture (D77)
	endNoMove   // the player to move has no legal move (D77)
)

// pyramids returns the number of pyramids side s has, on the cube or in
// hand.
func (p *Position) pyramids(s uint8) int {
	n := bits.OnesCount64(p.pyr & p.occ[s])
	n += int(p.hand[s]&1) + int(p.hand[s]>>15&1)
	return n
}

// terminal returns the end that the position shows without looking for
// moves: a player without pyramids, or the no-capture limit reached.
func (p *Position) terminal(c *config) int {
	if p.pyramids(white) == 0 || p.pyramids(black) == 0 {
		return endPyramids
	}
	if c.limit > 0 && int(p.quiet) >= c.limit {
		return endLimit
	}
	return endNone
}

// ending returns why the game is over, or endNone.
func (p *Position) ending(c *config) int {
	if e := p.terminal(c); e != endNone {
		return e
	}
	if !p.hasMove(c) {
		return endNoMove
	}
	return endNone
}

// The awards of §8.6, as bits.
const (
	awardPyramid = 1 << iota // more pyramids on the field
	awardPiece               // more pieces, pyramids included
	awardValue               // a higher total of values, pyramids included
)

// Tally is what a side holds on the field, as §8.6 counts it.
type Tally struct {
	Pyramids, Pieces, Value int
}

// Tally counts side x's pyramids, pieces and total value on the cube
// (§8.6). Pieces in hand are not on the field.
func (p Position) Tally(x variant.Side) Tally {
	if x > 1 {
		return Tally{}
	}
	var t Tally
	for b := p.occ[x]; b != 0; b &= b - 1 {
		c := bits.TrailingZeros64(b)
		t.Pieces++
		t.Value += int(p.cells[c] & 15)
	}
	t.Pyramids = bits.OnesCount64(p.occ[x] & p.pyr)
	return t
}

// awards returns the awards of each side: each goes only to a side that is
// strictly ahead (§8.6, L1996).
func (p *Position) awards() [2]uint8 {
	w, b := p.Tally(0), p.Tally(1)
	var a [2]uint8
	award := func(x, y int, bit uint8) {
		switch {
		case x > y:
			a[0] |= bit
		case y > x:
			a[1] |= bit
		}
	}
	award(w.Pyramids, b.Pyramids, awardPyramid)
	award(w.Pieces, b.Pieces, awardPiece)
	award(w.Value, b.Value, awardValue)
	return a
}

// verdict returns the winner (white, black) or -1 for a draw: the side
// with more awards wins; equal numbers draw (D78).
func verdict(a [2]uint8) int {
	nw, nb := bits.OnesCount8(a[0]), bits.OnesCount8(a[1])
	switch {
	case nw > nb:
		return int(white)
	case nb > nw:
		return int(black)
	}
	return -1
}

var grades = [...]string{"", "simple", "compound", "perfect"}

func awardNames(a uint8) string {
	var n []string
	for i, name := range []string{"pyramid", "piece", "value"} {
		if a&(1<<i) != 0 {
			n = append(n, name)
		}
	}
	return strings.Join(n, ", ")
}

// The causes of an end that the reason names (§8.6): which side lost its
// pyramids or has no move. The no-capture limit names its count (see
// config.limitReasons).
const (
	causeNeitherPyramid = iota
	causeWhiteNoPyramid
	causeBlackNoPyramid
	causeWhiteNoMove
	causeBlackNoMove
	causes
)

// reasons holds the reason of every outcome by cause and awards
// (reasons[cause][a[0]][a[1]]), made once, so that Outcome, called at
// every node of a search, allocates nothing. It is never written after
// the package's initialisation.
var reasons = func() (r [causes][8][8]string) {
	text := [causes]string{
		causeNeitherPyramid: "neither side has a pyramid",
		causeWhiteNoPyramid: Variant.SideName(variant.Side(white)) + " has no pyramid left",
		causeBlackNoPyramid: Variant.SideName(variant.Side(black)) + " has no pyramid left",
		causeWhiteNoMove:    Variant.SideName(variant.Side(white)) + " has no legal move",
		causeBlackNoMove:    Variant.SideName(variant.Side(black)) + " has no legal move",
	}
	for c := range causes {
		r[c] = awardReasons(text[c])
	}
	return r
}()

// awardReasons returns the reasons of the outcomes of an end by cause, for
// every pair of awards.
func awardReasons(cause string) (r [8][8]string) {
	for a0 := range uint8(8) {
		for a1 := range uint8(8) {
			r[a0][a1] = reason([2]uint8{a0, a1}, cause)
		}
	}
	return r
}

// reason writes why a game that ended by cause with awards a is won or
// drawn: the grade and the victories of the winner, or the equal
// victories of a draw, then the cause.
func reason(a [2]uint8, cause string) string {
	w := verdict(a)
	switch {
	case w >= 0:
		return fmt.Sprintf("%s victory (%s): %s", grades[bits.OnesCount8(a[w])], awardNames(a[w]), cause)
	case a[0]|a[1] == 0:
		return "no victory: " + cause
	}
	return fmt.Sprintf("equal victories (white %s; black %s): %s", awardNames(a[0]), awardNames(a[1]), cause)
}

// limitCause names the end after n turns without a capture.
func limitCause(n int) string {
	if n == 1 {
		return "1 turn without a capture"
	}
	return fmt.Sprintf("%d turns without a capture", n)
}

// Outcome returns the result when the game is over (§8.6): it ends when a
// player has no pyramid left, when the player to move has no legal move
// (D77), or after nocapturelimit turns without a capture. Then each of the
// pyramid, piece and value victories goes to the side strictly ahead; the
// side with more of them wins a simple (1), compound (2) or perfect (3)
// victory, and equal numbers draw (D78). The reason names the grade, the
// victories and what ended the game. It allocates nothing (but for a
// position read from text with more turns without a capture than the
// limit, which no game reaches).
func (p Position) Outcome() variant.Outcome {
	c := p.conf()
	e := p.ending(c)
	if e == endNone {
		return variant.Outcome{}
	}
	a := p.awards()
	var why string
	switch e {
	case endPyramids:
		switch {
		case p.pyramids(white) == 0 && p.pyramids(black) == 0:
			why = reasons[causeNeitherPyramid][a[0]][a[1]]
		case p.pyramids(white) == 0:
			why = reasons[causeWhiteNoPyramid][a[0]][a[1]]
		default:
			why = reasons[causeBlackNoPyramid][a[0]][a[1]]
		}
	case endLimit:
		if int(p.quiet) == c.limit {
			why = c.limitReasons[a[0]][a[1]]
		} else {
			why = reason(a, limitCause(int(p.quiet)))
		}
	default:
		why = reasons[causeWhiteNoMove+int(p.toMove&1)][a[0]][a[1]]
	}
	w := verdict(a)
	if w < 0 {
		return variant.Draw(why)
	}
	return variant.Win(variant.SidesOf(variant.Side(w)), why)
}

// Grade returns the grade of the winner's victory when the game is over
// and won: 1 simple, 2 compound, 3 perfect (§8.6); 0 otherwise.
func (p Position) Grade() int {
	if p.ending(p.conf()) == endNone {
		return 0
	}
	a := p.awards()
	if w := verdict(a); w >= 0 {
		return bits.OnesCount8(a[w])
	}
	return 0
}
