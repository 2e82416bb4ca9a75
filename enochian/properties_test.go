package enochian

import (
	"errors"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"pgregory.net/rapid"
)

// genOptions draws option text: a profile, an array, a first army, 2 or 4
// players (quarter-turn symmetry keeps "same player" relations only for
// those), and some rule options.
func genOptions(t *rapid.T) string {
	parts := []string{
		"preset=" + rapid.SampledFrom([]string{ProfileRients, ProfileZalewski}).Draw(t, "preset"),
		"array=" + rapid.SampledFrom(arrayKeys()).Draw(t, "array"),
		"first=" + rapid.SampledFrom([]string{"yellow", "blue", "red", "black"}).Draw(t, "first"),
		"players=" + rapid.SampledFrom([]string{"2", "4"}).Draw(t, "players"),
	}
	for _, k := range []string{OptCaptureImmunity, OptCheckedKingMayEnterCheck, OptPromotionNeedsPawnLoss,
		OptSeizedArmiesShareTurns, OptUsurpedArmyFreezes, OptBareKingDraw} {
		if rapid.IntRange(0, 3).Draw(t, k) == 0 {
			parts = append(parts, k+"=false")
			if k == OptSeizedArmiesShareTurns || k == OptUsurpedArmyFreezes {
				parts[len(parts)-1] = k + "=true"
			}
		}
	}
	if rapid.IntRange(0, 5).Draw(t, "dice") == 0 {
		parts = append(parts, OptDivinationDice)
	}
	if rapid.Bool().Draw(t, "widdershins") {
		parts = append(parts, "direction=widdershins")
	}
	return strings.Join(parts, ",")
}

// seedPositions are the positions of the §11 scenarios, as starts for
// random games that reach frozen, led, withdrawn and exchanging armies
// sooner than games from the arrays do.
var seedPositions = func() []string {
	var out []string
	for _, s := range [][3]string{
		{"bK+B:h8 bQ:h7 bPq:g7 bPn:g6 rK:h1 rN:f7 yK:a8 kK:a1", "r", "-,-,-,-"},
		{"yK:d4 yR:a5 rK:e4 bQ:f6 bPn:d5 bR:d8 kK:b1", "y", "-,fcr1,-,-"},
		{"yK:a8 yQ:b8 yPb:a7 yPq:b7 yN:d4 bK:h8 bQ:c6 bR:b2 rK:h1 kK:a1", "y", "-,-,-,-"},
		{"yK:a8 bK:h8 bQ:c5 bR:b2 rK:h1 rPr:e2 kK:a1", "y", "-,-,-,-"},
		{"yK:a5 yB:d4 rK:h4 rB:e5 bK:h6 bB:d5 kK:a3 kB:g2", "k", "-,-,-,-"},
		{"yK:a8 yQ:f2 rK:d8 rQ:e1 bK:h8 bQ:f3 kK:a1 kQ:g2", "r", "-,-,-,-"},
		{"yK:a8 yB:c3 yQ:f4 bK:h8 bB:e5 bQ:a5 rK:h1 kK:d1 kQ:f6", "y", "-,-,-,-"},
		{"yK:g2 rQ:e1 rPr:e2 rR:c1 bK:h8 bN:c3 kK:a1", "y", "-,-,fcb1,-"},
		{"yK:h1 rQ:e1 rPr:e2 bK:h8 bN:f2 kK:a1", "b", "-,-,lycb1,-"},
		{"yK:c6 yN:h8 bQ:h7 bPn:g6 rR:g1 rPq:g2 kK:d2", "y", "-,fcy2,fck1,-"},
		{"yK:a8 yPr:d2 yPb:a7 yPq:b7 yPn:c7 rK:h1 rN:c4 bK:h8 bB:f5 kK:a1", "y", "-,-,-,-"},
		{"yK:e5 yPq:b2 yPn:f7 kK:d3 kR:a1 rK:h4 bK:h8 bQ:h5", "y", "e,-,-,-"},
		{"yK:a5 yR:c5 bK:c8 bR:h5 rK:h1 kK:a1", "y", "-,-,-,-"},
		{"yK:a8 yR:d4 rK:h1 bK:h8 bN:b5 kK:a1", "r", "-,-,w,-"},
		{"yK:e4 yPq:a7 bK:h8 bR:e1 rK:h3 rN:f2 kK:a1", "r", "-,-,-,-"},
		{"yK:c7 bK:h8 bN:e3 rK:h1 rPq:e2 kK:a1 kR:d2", "y", "-,-,-,-"},
		{"kK:b3 kQ:c4 kPb:g4 rK:f2 rR:h6 yK:a8 bK:e8", "k", "e,-,-,-"},
		{"yPq:a7 rK:h3 rN:e4 bK:h8 bR:h1 kK:a1", "b", "lrcr1,-,-,-"},
	} {
		text, err := buildText(s[0], s[1], s[2])
		if err != nil {
			panic(err)
		}
		out = append(out, text)
	}
	return out
}()

// genPosition plays a random game from a random start (an array's or a
// scenario's), with actions now and then and a bias for captures, and
// returns the positions met.
func genPosition(t *rapid.T, actions bool) []Position {
	o, err := Enochian.ParseOptions(genOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	var p Position
	if k := rapid.IntRange(-3, len(seedPositions)-1).Draw(t, "seed"); k >= 0 {
		p, err = Parse(seedPositions[k], o)
		if errors.Is(err, variant.ErrImpossible) {
			// The scenarios' intact thrones hold the bishop of Air of Air
			// & Water: under another array they are no game's position.
			p, err = Start(o)
		}
	} else {
		p, err = Start(o)
	}
	if err != nil {
		t.Fatal(err)
	}
	out := []Position{p}
	n := rapid.IntRange(20, 300).Draw(t, "plies")
	var buf, caps []Move
	for range n {
		if actions {
			if acts := p.Actions(nil); len(acts) > 0 && rapid.IntRange(0, 12).Draw(t, "act?") == 0 {
				a := acts[rapid.IntRange(0, len(acts)-1).Draw(t, "action")]
				if a.class() < classWithdraw || rapid.IntRange(0, 5).Draw(t, "withdraw or resign?") == 0 {
					p = p.Play(a)
					out = append(out, p)
					continue
				}
			}
		}
		buf = p.Moves(buf[:0])
		if len(buf) == 0 {
			break
		}
		caps = caps[:0]
		for _, m := range buf {
			if p.sq[m.to()] != 0 && m.to() != m.from() {
				caps = append(caps, m)
			}
		}
		if len(caps) > 0 && rapid.Bool().Draw(t, "capture?") {
			buf = caps
		}
		p = p.Play(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")])
		out = append(out, p)
	}
	return out
}

func rotSq(s int) int { return s/8 + 8*(7-s%8) } // (f, r) -> (r, 7-f)

func rotArmy(a Army) Army {
	if a > 3 {
		return a
	}
	return (a + 1) & 3
}

func rotMask(m uint8) uint8 { return (m<<1 | m>>3) & 15 }

// rotate turns the board a quarter clockwise and every army's role on to
// the next army (Yellow's frame onto Blue's, §1.4).
func rotate(p Position) Position {
	q := empty(p.cfg)
	for s, pc := range p.sq {
		if pc != 0 {
			q.place(rotSq(s), pc.withArmy(rotArmy(pc.army())))
		}
	}
	for a := Army(0); a < 4; a++ {
		b := rotArmy(a)
		if c := p.comp[a]; c != 0 {
			q.comp[b] = c.withArmy(b)
			q.kinds[c.kind()] |= 1 << thrones[b]
		}
		q.withdrawn[b] = p.withdrawn[a]
		q.leader[b] = rotArmy(p.leader[a])
		q.capturedBy[b] = rotArmy(p.capturedBy[a])
		q.capOrder[b] = p.capOrder[a]
	}
	q.frozen, q.pawnLost = rotMask(p.frozen), rotMask(p.pawnLost)
	q.capSeq, q.plies, q.ptahArmed, q.die = p.capSeq, p.plies, p.ptahArmed, p.die
	q.turn, q.offer, q.lastKingCapturer = rotArmy(p.turn), rotArmy(p.offer), rotArmy(p.lastKingCapturer)
	q.end, q.endArg = p.end, p.endArg
	switch p.end {
	case endKingsCaptured, endResignation, endPtah, endBareKings:
		q.endArg = 1 - p.endArg // the teams trade places
	case endStalemate:
		q.endArg = uint8(rotArmy(Army(p.endArg)))
	}
	return q
}

func rotMove(m Move) Move {
	if m.IsAction() {
		return mkAction(m.class(), rotArmy(m.army()))
	}
	if m.IsRoll() {
		return mkRoll(rotArmy(m.army()), m.Die())
	}
	r := Move(rotSq(m.from())) | Move(rotSq(m.to()))<<6 | m&(7<<12|1<<15|15<<18) | Move(rotArmy(m.army()))<<16
	return r
}

func sortedMoves(ms []Move) []Move {
	slices.Sort(ms)
	return ms
}

// Spec §1.4: every rule is invariant under the quarter turn. Rotating a
// position and its army roles gives the rotated legal moves and actions,
// and playing a move commutes with the rotation.
func TestPropQuarterTurnSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			r := rotate(p)
			var want []Move
			for _, m := range p.Moves(nil) {
				want = append(want, rotMove(m))
			}
			if got := sortedMoves(r.Moves(nil)); !slices.Equal(got, sortedMoves(want)) {
				t.Fatalf("moves of the rotated position differ\n%s\n%s", p, r)
			}
			want = want[:0]
			for _, m := range p.Actions(nil) {
				want = append(want, rotMove(m))
			}
			if got := sortedMoves(r.Actions(nil)); !slices.Equal(got, sortedMoves(want)) {
				t.Fatalf("actions of the rotated position differ\n%s\n%s", p, r)
			}
			po, ro := p.Outcome(), r.Outcome()
			if po.Status != ro.Status || uint8(ro.Winners) != rotMask(uint8(po.Winners)) {
				t.Fatalf("outcomes differ: %v %v", po, ro)
			}
			if ms := p.Moves(nil); len(ms) > 0 {
				m := ms[rapid.IntRange(0, len(ms)-1).Draw(t, "m")]
				if a, b := rotate(p.Play(m)).String(), r.Play(rotMove(m)).String(); a != b {
					t.Fatalf("play does not commute with the rotation after %s in %s:\n%s\n%s", p.MoveText(m), p, a, b)
				}
				// Angle notation names squares in each Angle's own frame, so
				// the rotated move has the same text with each Angle letter
				// turned on to the next army's (A to W, W to F, F to E, E to A).
				if !m.IsRoll() {
					want := strings.Map(func(c rune) rune {
						if i := strings.IndexRune(angleLetters, c); i >= 0 {
							return rune(angleLetters[(i+1)%4])
						}
						return c
					}, p.AngleText(m))
					if got := r.AngleText(rotMove(m)); got != want {
						t.Fatalf("Angle text of %s in %s: %q, rotated %q", p.MoveText(m), p, want, got)
					}
				}
			}
		}
	})
}

// Play never changes the receiver (positions are immutable values).
func TestPropPlayLeavesReceiver(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			s, h := p.String(), p.Hash()
			keep := p
			for _, m := range append(p.Moves(nil), p.Actions(nil)...) {
				_ = p.Play(m)
			}
			if p != keep || p.String() != s || p.Hash() != h {
				t.Fatalf("Play changed the receiver %s", s)
			}
		}
	})
}

// Position text and move text (algebraic and Angle) round-trip.
func TestPropNotationRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			q, err := Parse(p.String(), p.Options())
			if err != nil {
				t.Fatalf("Parse(%q): %v", p.String(), err)
			}
			if q.String() != p.String() || q.Hash() != p.Hash() {
				t.Fatalf("position round trip:\n%s\n%s", p, q)
			}
			if !slices.Equal(sortedMoves(q.Moves(nil)), sortedMoves(p.Moves(nil))) {
				t.Fatalf("reparsed position has other moves: %s", p)
			}
			for _, m := range append(p.Moves(nil), p.Actions(nil)...) {
				text := p.MoveText(m)
				back, err := p.ParseMove(text)
				if err != nil || back != m {
					t.Fatalf("move %q in %s read back as %#x, %v (want %#x)", text, p, back, err, m)
				}
				// Zalewski's Angle notation, read by ParseAngle and by
				// ParseMove.
				text = p.AngleText(m)
				for _, read := range []func(string) (Move, error){p.ParseAngle, p.ParseMove} {
					if back, err := read(text); err != nil || back != m {
						t.Fatalf("Angle text %q of %s in %s read back as %#x, %v", text, p.MoveText(m), p, back, err)
					}
				}
			}
		}
	})
}

// Frozen pieces never move and are never captured (§5.4), by moves or
// actions.
func TestPropFrozenPiecesStay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			for _, m := range append(p.Moves(nil), p.Actions(nil)...) {
				q := p.Play(m)
				for a := Army(0); a < 4; a++ {
					if !p.Frozen(a) {
						continue
					}
					// An exchange may bring the King back; nothing else changes.
					for b := p.occ[a]; b != 0; b &= b - 1 {
						s := bits.TrailingZeros64(b)
						if q.sq[s] != p.sq[s] {
							t.Fatalf("%s moved or took the frozen %s piece on %s in %s", p.MoveText(m), a, geometry.Name(boardCell(s)), p)
						}
					}
					if m.class() != classAccept && q.occ[a] != p.occ[a] {
						t.Fatalf("%s changed frozen %s pieces in %s", p.MoveText(m), a, p)
					}
				}
			}
		}
	})
}

// A finished game stays finished: no moves, no actions, nobody to move, and
// the outcome survives the text round trip.
func TestPropFinishedStaysFinished(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ps := genPosition(t, true)
		over := false
		for _, p := range ps {
			if over && !p.Outcome().Over() {
				t.Fatalf("a finished game went on: %s", p)
			}
			if !p.Outcome().Over() {
				continue
			}
			over = true
			if len(p.Moves(nil)) != 0 || len(p.Actions(nil)) != 0 || p.Turn() != NoArmy {
				t.Fatalf("finished game %s still has moves", p)
			}
			q, err := Parse(p.String(), p.Options())
			if err != nil || q.Outcome() != p.Outcome() {
				t.Fatalf("outcome lost in the text: %v %v", q.Outcome(), err)
			}
		}
	})
}

// No move of an army is generated out of turn: every move is of an army of
// M(T) (§5.1), which is the army to move itself unless a withdrawn bare
// King or SeizedArmiesShareTurns lets the partner's pieces move too; and
// the army to move is active and has a legal move.
func TestPropNoMoveOutOfTurn(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			if p.Turn() == NoArmy {
				continue
			}
			if p.Frozen(p.Turn()) || len(p.Moves(nil)) == 0 {
				t.Fatalf("army to move %s is frozen or has no move: %s", p.Turn(), p)
			}
			mt := p.movable(p.Turn())
			for _, m := range p.Moves(nil) {
				if mt>>m.army()&1 == 0 || (m.army() != p.Turn() && m.army() != p.Turn().Partner()) {
					t.Fatalf("%s moves %s's piece on %s's turn", p.MoveText(m), m.army(), p.Turn())
				}
				if m.army() != p.Turn() && p.withdrawn[p.Turn()] == notWithdrawn && p.withdrawn[m.army()] == notWithdrawn && !p.cfg.shareTurns {
					t.Fatalf("partner's move %s without a reason in %s", p.MoveText(m), p)
				}
				if a, _, _ := p.At(m.from()); a != m.army() && !m.IsRoll() {
					t.Fatalf("move %s lifts a piece of %s, not %s", p.MoveText(m), a, m.army())
				}
			}
		}
	})
}
