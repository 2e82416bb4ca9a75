package boolean

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
	"pgregory.net/rapid"
)

// genOptions draws option text covering every rule option.
func genOptions(t *rapid.T) string {
	var parts []string
	if rapid.Bool().Draw(t, "standard") {
		parts = append(parts, "setup=standard")
	}
	if rapid.Bool().Draw(t, "blackfirst") {
		parts = append(parts, "firstmover=black")
	}
	for _, k := range []string{OptPyramidPush, OptPushIntoOrigin} {
		if rapid.IntRange(0, 3).Draw(t, k) == 0 {
			parts = append(parts, k+"=false")
		}
	}
	if rapid.Bool().Draw(t, "chain") {
		parts = append(parts, OptChainCaptures)
	}
	if rapid.Bool().Draw(t, "someequations") {
		set := uint8(rapid.IntRange(1, 63).Draw(t, "equations"))
		parts = append(parts, OptEquations+"="+EquationsString(set))
	}
	if rapid.IntRange(0, 4).Draw(t, "limited") == 0 {
		parts = append(parts, fmt.Sprintf("%s=%d", OptNoCaptureLimit, rapid.IntRange(1, 12).Draw(t, "limit")))
	}
	return strings.Join(parts, ",")
}

// genPosition draws a position of the movement phase: each of the 32
// pieces of the set is on a random cell or (with some chance) gone; a
// disc may belong to either side; pyramids keep their owners.
func genPosition(t *rapid.T) Position {
	o, err := Variant.ParseOptions(genOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	cells := rapid.Permutation(func() []int {
		out := make([]int, 64)
		for i := range out {
			out[i] = i
		}
		return out
	}()).Draw(t, "cells")
	var tokens [64]string
	k := 0
	for origin := range 2 {
		for v := range 16 {
			if rapid.IntRange(0, 5).Draw(t, "gone") == 0 {
				continue
			}
			owner := origin
			if ShapeOf(v) != Pyramid && rapid.IntRange(0, 3).Draw(t, "flipped") == 0 {
				owner = 1 - origin
			}
			tokens[cells[k]] = string(appendToken(nil, uint8(owner), v))
			k++
		}
	}
	var b strings.Builder
	for l := range 4 {
		if l > 0 {
			b.WriteByte('|')
		}
		for r := 3; r >= 0; r-- {
			if r < 3 {
				b.WriteByte('/')
			}
			for f := range 4 {
				if tok := tokens[f+4*(r+4*l)]; tok != "" {
					b.WriteString(tok)
				} else {
					b.WriteByte('.')
				}
			}
		}
	}
	b.WriteString(" " + rapid.SampledFrom([]string{"w", "b"}).Draw(t, "side"))
	// A random cube is a study: no game has fewer than both discs of a
	// value after the placement (RuleDiscs).
	o, err = Variant.ParseOptions(o.String() + "," + OptStudy + "=true")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(b.String(), o)
	if err != nil {
		t.Fatalf("generated %q: %v", b.String(), err)
	}
	return p
}

// genGame draws a start (by its options) and plays random moves from it.
func genGame(t *rapid.T) Position {
	o, err := Variant.ParseOptions(genOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Start(o)
	if err != nil {
		t.Fatal(err)
	}
	n := rapid.IntRange(0, 80).Draw(t, "plies")
	for range n {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")])
	}
	return p
}

// The package agrees with the reference model on random positions: the
// same moves with the same captures, the same position after each move,
// the same outcome (§8.3-§8.6).
func TestPropertyAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genPosition(t)
		for range 6 {
			if d := compareWithReference(p); d != "" {
				t.Fatal(d)
			}
			ms := p.Moves(nil)
			if len(ms) == 0 {
				return
			}
			p = p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")])
		}
	})
}

// The same along games from the start positions (placement phase
// included).
func TestPropertyGamesAgreeWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		if d := compareWithReference(genGame(t)); d != "" {
			t.Fatal(d)
		}
	})
}

// snapshot is what a move must not change in the position it is played
// from.
func snapshot(p Position) string { return fmt.Sprintf("%s %x", p.String(), p.Hash()) }

// Conservation along random games (§8.2, §8.5): Play leaves its receiver
// unchanged; the discs (values 1..14) are never removed, so their number
// and total value (on the cube and in hand) are conserved under flips; a
// flip only ever turns an enemy disc into the mover's; pieces never leave
// the cube except captured pyramids, which never return; the moved
// piece's owner never changes.
func TestPropertyConservation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var p Position
		if rapid.Bool().Draw(t, "fromStart") {
			o, _ := Variant.ParseOptions(genOptions(t))
			p, _ = Start(o)
		} else {
			p = genPosition(t)
		}
		discs, total := discTally(p)
		pyramids := pyramidSet(p)
		for range rapid.IntRange(1, 60).Draw(t, "plies") {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rapid.IntRange(0, len(ms)-1).Draw(t, "move")]
			before := snapshot(p)
			mover := p.ToMove()
			q := p.Play(m)
			if snapshot(p) != before {
				t.Fatalf("playing %s changed the position it was played from", p.MoveText(m))
			}
			if n, v := discTally(q); n != discs || v != total {
				t.Fatalf("after %s: %d discs worth %d, before %d worth %d", p.MoveText(m), n, v, discs, total)
			}
			ps := pyramidSet(q)
			if ps&^pyramids != 0 {
				t.Fatalf("after %s a captured pyramid returned", p.MoveText(m))
			}
			pyramids = ps
			caps := p.Captures(m)
			for c := range 64 {
				cc := board.Cell(c)
				v0, o0, ok0 := p.At(cc)
				v1, o1, ok1 := q.At(cc)
				if !ok0 || !ok1 || v0 != v1 || cc == m.From() || cc == m.To() || cc == m.PushedTo() {
					continue
				}
				if o0 != o1 && (o1 != mover || !caps.Has(cc)) {
					t.Fatalf("after %s the %d on %s went from %v to %v", p.MoveText(m), v0, Board.Name(cc), o0, o1)
				}
			}
			if !m.IsPlacement() {
				if _, o, _ := q.At(m.To()); o != mover {
					t.Fatalf("after %s the moved piece changed owner", p.MoveText(m))
				}
			}
			for _, pc := range q.Pieces(nil) {
				if pc.Cell != board.NoCell && !Board.Valid(pc.Cell) {
					t.Fatalf("a piece left the cube: %+v", pc)
				}
			}
			p = q
		}
	})
}

func discTally(p Position) (n, total int) {
	for _, pc := range p.Pieces(nil) {
		if ShapeOf(pc.Value) != Pyramid {
			n++
			total += pc.Value
		}
	}
	return
}

// pyramidSet: bit owner*16+value for each pyramid in the game.
func pyramidSet(p Position) uint32 {
	var s uint32
	for _, pc := range p.Pieces(nil) {
		if ShapeOf(pc.Value) == Pyramid {
			s |= 1 << (int(pc.Side)*16 + pc.Value)
		}
	}
	return s
}

// Moves is exactly the set of moves that why accepts: every cell triple
// from an own piece is tried (the legality used by ParseMove).
func TestPropertyMovesAreTheLegalMoves(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genPosition(t)
		legal := map[Move]bool{}
		for _, m := range p.Moves(nil) {
			legal[m] = true
		}
		if p.Outcome().Over() {
			if len(legal) != 0 {
				t.Fatal("a finished game has moves")
			}
			return
		}
		n := 0
		for t0 := p.occ[p.toMove]; t0 != 0; t0 &= t0 - 1 {
			from := board.Cell(bits.TrailingZeros64(t0))
			for to := range board.Cell(64) {
				if p.why(Step(from, to)) == "" {
					n++
					if !legal[Step(from, to)] {
						t.Fatalf("%s is legal but not listed", p.MoveText(Step(from, to)))
					}
				}
				for dest := range board.Cell(64) {
					if p.why(Push(from, to, dest)) == "" {
						n++
						if !legal[Push(from, to, dest)] {
							t.Fatalf("%s is legal but not listed", p.MoveText(Push(from, to, dest)))
						}
					}
				}
			}
		}
		if n != len(legal) {
			t.Fatalf("%d moves listed, %d legal", len(legal), n)
		}
	})
}

// Hash: positions with equal text have equal hashes, and the hash is
// stable under a text round trip.
func TestPropertyHashAndText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := genGame(t)
		q, err := Parse(p.String(), p.Options())
		if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
			t.Fatalf("%q: round trip %v %q", p, err, q)
		}
		for _, m := range p.Moves(nil) {
			back, err := p.ParseMove(p.MoveText(m))
			if err != nil || back != m {
				t.Fatalf("%s reads back as %v, %v", p.MoveText(m), back, err)
			}
		}
	})
}

// The contract walk of varianttest from both starts, with several option
// sets, and from random mid-game positions.
func TestWalk(t *testing.T) {
	for _, opts := range []string{"", "setup=standard", "setup=standard,chaincaptures,pushintoorigin=false",
		"firstmover=black,equations=not-nand", "setup=standard,pyramidpush=false,nocapturelimit=10"} {
		p := mustNew(t, opts)
		for seed := range uint64(6) {
			varianttest.Walk(t, p, seed, 200)
		}
	}
}

// Evaluate is antisymmetric and scores a won game as WinScore.
func TestEvaluate(t *testing.T) {
	p := mustNew(t, "setup=standard")
	if Evaluate(p, 0) != 0 || Evaluate(p, 1) != 0 {
		t.Errorf("the standard set-up is not even: %d %d", Evaluate(p, 0), Evaluate(p, 1))
	}
	// White: P0 (0 + 4 + 40), C1 (1 + 4), C2 (2 + 4); Black: p15 (15 + 4
	// + 40). White - Black = 55 - 59 = -4.
	q := build(t, "", "w", "a11=P0", "b11=C1", "c11=C2", "d44=p15")
	if Evaluate(q, 0) != -4 || Evaluate(q, 1) != 4 {
		t.Errorf("material: %d %d, want -4 4", Evaluate(q, 0), Evaluate(q, 1))
	}
	won := play(t, build(t, "", "w", "a11=P0", "a31=p15", "d11=P15"), "a11-a21xa31")
	if Evaluate(won, 0) != WinScore || Evaluate(won, 1) != -WinScore {
		t.Errorf("won game: %d %d", Evaluate(won, 0), Evaluate(won, 1))
	}
	v, _ := variant.Lookup("boolean")
	if v.Evaluate(variant.Dynamic(q), 1) != 4 {
		t.Errorf("the variant's Evaluate differs")
	}
}

// Evaluate knows the victories of §8.6 and the threats to the pyramids
// (§8.5), by hand.
func TestEvaluateGoals(t *testing.T) {
	// White P0, P15, C2 against Black p0, p15, far apart: pyramids 2 = 2,
	// pieces 3 > 2, value 17 > 15. Material 44 + 59 + 6 = 109 against 44
	// + 59 = 103: 6; White wins two victories, 2 x AwardWeight = 48; no
	// pyramid is within two steps of an enemy piece. 54 in all.
	p := build(t, "", "w", "a11=P0", "d11=P15", "b11=C2", "a44=p0", "d44=p15")
	if Evaluate(p, 0) != 54 || Evaluate(p, 1) != -54 {
		t.Errorf("victories: %d %d, want 54 -54", Evaluate(p, 0), Evaluate(p, 1))
	}
	// White's P15 on a11 and Black's p0 on c31 threaten each other by NOT
	// (15 - 15 = 0): either steps to b21, next to the other. Material and
	// victories are even; White, to move, counts half of the p0's worth
	// (0 + 4 + 40 = 44), 22, less an eighth of its P15's (59), 7: 15.
	p = build(t, "", "w", "a11=P15", "d11=P0", "c31=p0", "d44=p15")
	if got := captured(t, p, "a11-b21"); got != "{c31}" {
		t.Fatalf("the threat is not real: a11-b21 captures %s", got)
	}
	if got := captured(t, build(t, "", "b", "a11=P15", "d11=P0", "c31=p0", "d44=p15"), "c31-b21"); got != "{a11}" {
		t.Fatalf("the threat is not real: c31-b21 captures %s", got)
	}
	if Evaluate(p, 0) != 15 || Evaluate(p, 1) != -15 {
		t.Errorf("threats: %d %d, want 15 -15", Evaluate(p, 0), Evaluate(p, 1))
	}
}
