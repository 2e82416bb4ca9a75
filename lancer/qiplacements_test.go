package lancer

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Spec 3.4 and 7.2.1: a Cannon is placed on an empty square of the
// placer's territory that is not Forbidden: South's Forbidden squares are
// a5 c5 e5 g5 i5, North's a6 c6 e6 g6 i6; 45 - 14 - 5 = 26 squares for
// each side's first placement.
func TestQiForbiddenSquares(t *testing.T) {
	p := QiPlacements.Start()
	check := func(p cl.Position, forbidden []string, lo, hi int) {
		t.Helper()
		moves := texts(p)
		if len(moves) != 26 {
			t.Errorf("%s: %d placements, want 26", p, len(moves))
		}
		for _, m := range moves {
			if !strings.HasPrefix(m, "C@") {
				t.Errorf("%s: %s is not a placement", p, m)
				continue
			}
			sq := m[2:]
			if slices.Contains(forbidden, sq) {
				t.Errorf("placement on the Forbidden square %s", sq)
			}
			if r := qiGeo.Coord(must(qiGeo.Parse(sq))).Rank + 1; r < lo || r > hi {
				t.Errorf("placement %s outside the territory", sq)
			}
		}
	}
	check(p, []string{"a5", "c5", "e5", "g5", "i5"}, 1, 5)
	check(play(t, p, "C@e2"), []string{"a6", "c6", "e6", "g6", "i6"}, 6, 10)
}

// Spec 7.2.2: without the forced replies (option freeplacement) there are
// 26 x 26 x 25 x 25 = 422,500 placement sequences and 325 x 325 = 105,625
// distinct final placements (each side's two Cannons unordered: C(26,2) =
// 325) - the seed's "105,625 positions". With the protocol's forced
// placements 421,204: after h3, b8 and after f4, d7 one sequence instead
// of 25 x 25 (-624 each); after h3, d7, b3 and after f4, b8, d4 one last
// placement instead of 25 (-24 each). No placement gives check (7.2.3).
func TestQiPlacementSequences(t *testing.T) {
	free := withOptions(t, QiPlacements, "freeplacement")
	if n := variant.Perft[cl.Position, cl.Move](free.Start(), 4); n != 422500 {
		t.Errorf("free placement sequences: %d, want 422500", n)
	}
	if n := variant.Perft[cl.Position, cl.Move](QiPlacements.Start(), 4); n != 421204 {
		t.Errorf("placement sequences with the protocol: %d, want 421204", n)
	}
	finals := map[[2]board.Set]bool{}
	checks := 0
	var walk func(p cl.Position, depth int)
	walk = func(p cl.Position, depth int) {
		if depth == 4 {
			ck := p.Rules().Kind(qiCannon)
			finals[[2]board.Set{p.Cells(0, ck), p.Cells(1, ck)}] = true
			return
		}
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if q.InCheck() {
				checks++
			}
			walk(q, depth+1)
		}
	}
	walk(free.Start(), 0)
	if len(finals) != 105625 || checks != 0 {
		t.Errorf("%d final placements (want 105625), %d placements give check (want 0)", len(finals), checks)
	}
}

// trained reports whether a Cannon of p could capture an opposing
// Princess, Protector or Chariot: over exactly one screen along a rank or
// file.
func trained(p cl.Position) bool {
	g := p.Board()
	r := p.Rules()
	targets := map[byte]bool{qiPrincess: true, qiProtector: true, qiChariot: true}
	for x := range variant.Side(2) {
		for c := range p.Cells(x, r.Kind(qiCannon)).All {
			for _, d := range board.Orthogonal {
				screens := 0
				for t := g.Step(c, d); t != board.NoCell; t = g.Step(t, d) {
					s, k, ok := p.At(t)
					if !ok {
						continue
					}
					if screens == 1 {
						if s != x && targets[r.KindLetter(k)] {
							return true
						}
						break
					}
					screens++
				}
			}
		}
	}
	return false
}

// Spec 3.4 and 7.2.3: with the static Forbidden squares no sequence of
// placements ends with a Cannon trained on a Princess, a Protector or a
// Chariot (the rule behind the Forbidden squares). Without them it would:
// a Cannon on e5 is trained on the Princess e10 over the Soldier e7.
func TestQiNothingTrained(t *testing.T) {
	free := withOptions(t, QiPlacements, "freeplacement")
	n := 0
	var walk func(p cl.Position, depth int)
	walk = func(p cl.Position, depth int) {
		if depth == 4 {
			if trained(p) {
				n++
			}
			return
		}
		for _, m := range p.Moves(nil) {
			walk(p.Play(m), depth+1)
		}
	}
	walk(free.Start(), 0)
	if n != 0 {
		t.Errorf("%d final placements train a Cannon", n)
	}
}

func TestQiTrainedControl(t *testing.T) {
	p := parse(t, QiPlacements, "rnbakabnr/9/9/p1p1p1p1p/9/4C4/P1P1P1P1P/9/9/RNBAKABNR b - - 0 1")
	if !trained(p) {
		t.Error("a Cannon on e5 is not trained on the Princess e10")
	}
	if trained(parse(t, QiPlacements, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")) {
		t.Error("the Xiangqi array trains a Cannon")
	}
}

// Spec 3.5 and 7.2.4: the protocol of offers and acceptances, with its
// forced placements and the classification it gives.
func TestQiProtocol(t *testing.T) {
	for _, c := range []struct {
		seq      []string // placements played
		next     []string // the only placements then legal (nil: not checked)
		class    Placement
		improper bool
	}{
		{[]string{"h3", "b8"}, []string{"C@b3"}, PlacementPending, false},
		{[]string{"h3", "b8", "b3"}, []string{"C@h8"}, PlacementPending, false},
		{[]string{"h3", "b8", "b3", "h8"}, nil, Traditional, false},
		{[]string{"f4", "d7"}, []string{"C@d4"}, PlacementPending, false},
		{[]string{"f4", "d7", "d4"}, []string{"C@f7"}, PlacementPending, false},
		{[]string{"f4", "d7", "d4", "f7"}, nil, Accelerated, false},
		{[]string{"h3", "d7", "b3"}, []string{"C@f7"}, PlacementPending, false},
		{[]string{"h3", "d7", "b3", "f7"}, nil, EncounterSouthTraditional, false},
		{[]string{"f4", "b8", "d4"}, []string{"C@h8"}, PlacementPending, false},
		{[]string{"f4", "b8", "d4", "h8"}, nil, EncounterNorthTraditional, false},
		// Declining the Encounter: North's last placement is free, Open.
		{[]string{"h3", "d7", "c2", "b7"}, nil, Open, false},
		{[]string{"f4", "b8", "c2", "h8"}, nil, Open, false},
		// Declining an offer, and no offer.
		{[]string{"h3", "b7", "b3", "h8"}, nil, Open, false},
		{[]string{"b3", "h8", "h3", "b8"}, nil, Open, true}, // a transposition to Traditional
		{[]string{"b3", "d7", "h3", "f7"}, nil, Open, true}, // to Encounter
		{[]string{"a3", "a8", "i3", "i8"}, nil, Open, false},
	} {
		p := QiPlacements.Start()
		for _, sq := range c.seq {
			p = play(t, p, "C@"+sq)
		}
		if c.next != nil {
			if got := texts(p); !slices.Equal(got, c.next) {
				t.Errorf("after %v: placements %v, want %v", c.seq, got, c.next)
			}
		}
		if got, improper := Classify(p); got != c.class || improper != c.improper {
			t.Errorf("after %v: %v (improper %v), want %v (%v)", c.seq, got, improper, c.class, c.improper)
		}
	}
	// After h3, d7, c2 (declining) North's last placement is free: all the
	// 25 squares still empty on its side.
	p := play(t, QiPlacements.Start(), "C@h3", "C@d7", "C@c2")
	if n := len(p.Moves(nil)); n != 25 {
		t.Errorf("after h3 d7 c2: %d placements, want 25", n)
	}
	// freeplacement: the accepted offer need not be completed.
	p = play(t, withOptions(t, QiPlacements, "freeplacement").Start(), "C@h3", "C@b8")
	if n := len(p.Moves(nil)); n != 25 {
		t.Errorf("freeplacement after h3 b8: %d placements, want 25", n)
	}
	// forbidtransposition: the last placement completing a named
	// configuration outside the protocol is illegal.
	r := withOptions(t, QiPlacements, "forbidtransposition")
	p = play(t, r.Start(), "C@b3", "C@h8", "C@h3")
	if has(p, "C@b8") || !has(p, "C@c8") {
		t.Errorf("forbidtransposition after b3 h8 h3: b8 %v, c8 %v", has(p, "C@b8"), has(p, "C@c8"))
	}
	if p = play(t, r.Start(), "C@h3", "C@b8", "C@b3"); !has(p, "C@h8") {
		t.Error("forbidtransposition forbids the protocol's own placement")
	}
}

// Spec 3.3, 3.5 and 7.2.6: the Traditional placement is effectively
// Xiangqi: the board is Xiangqi's initial array, and its perft the
// published one: 44, 1,920, 79,666, 3,290,240
// (github.com/lengyanyu258/xiangqi.js/issues/5).
func TestQiTraditionalIsXiangqi(t *testing.T) {
	p := play(t, QiPlacements.Start(), "C@h3", "C@b8", "C@b3", "C@h8")
	if got := strings.Fields(p.String())[0]; got != "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8b3h8}" {
		t.Errorf("after the Traditional placement: %s", got)
	}
	if p.SideToMove() != 0 {
		t.Error("the Engagement does not start with South (Blue)")
	}
	perftWant(t, "Traditional", p, 3, 44, 1920, 79666, 3290240)
}

// Spec 7.2.7: Engagement perft after the other named placements:
// Accelerated 30, 902, 29,936; Encounter with South Traditional 46,
// 1,558, 68,296; Encounter with North Traditional 34, 1,554, 58,380.
func TestQiEngagementPerft(t *testing.T) {
	for _, c := range []struct {
		seq  []string
		want []uint64
	}{
		{[]string{"C@f4", "C@d7", "C@d4", "C@f7"}, []uint64{30, 902, 29936}},
		{[]string{"C@h3", "C@d7", "C@b3", "C@f7"}, []uint64{46, 1558, 68296}},
		{[]string{"C@f4", "C@b8", "C@d4", "C@h8"}, []uint64{34, 1554, 58380}},
	} {
		perftWant(t, strings.Join(c.seq, " "), play(t, QiPlacements.Start(), c.seq...), 3, c.want...)
	}
}

// Spec 7.2.5: from its Traditional square a Cannon needs two moves to
// reach its Accelerated square (h3-f3-f4).
func TestQiCannonRoute(t *testing.T) {
	p := play(t, QiPlacements.Start(), "C@h3", "C@b8", "C@b3", "C@h8")
	if has(p, "h3f4") || !has(p, "h3f3") {
		t.Error("h3-f4 in one move, or not h3-f3")
	}
	if q := play(t, p, "h3f3", "a7a6"); !has(q, "f3f4") {
		t.Error("not f3-f4")
	}
}

// Spec 3.2 and 7.2.8: the Princesses may not face each other on an open
// file: the Horse e5, alone between them, cannot move; the Princess may
// step aside.
func TestQiFlyingPrincess(t *testing.T) {
	p := parse(t, QiPlacements, "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1")
	if got := movesFrom(t, p, "e5"); len(got) != 0 {
		t.Errorf("the Horse between the Princesses moves %v", got)
	}
	if got := movesFrom(t, p, "e1"); !slices.Equal(got, []string{"e1d1", "e1e2", "e1f1"}) {
		t.Errorf("Princess e1: %v", got)
	}
	if _, err := QiPlacements.Parse("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("facing Princesses: %v", err)
	}
}

// Spec 3.2: the pieces are Xiangqi's: the Soldier steps forward, and also
// sideways once across the Stream; the Protector stays on its side.
func TestQiPieces(t *testing.T) {
	p := parse(t, QiPlacements, "3k5/9/9/9/4P4/9/P8/9/9/4K4 w - - 0 1")
	if got := movesFrom(t, p, "e6"); !slices.Equal(got, []string{"e6d6", "e6e7", "e6f6"}) {
		t.Errorf("Leading soldier e6: %v", got)
	}
	if got := movesFrom(t, p, "a4"); !slices.Equal(got, []string{"a4a5"}) {
		t.Errorf("Soldier a4: %v", got)
	}
	p = parse(t, QiPlacements, "3k4P/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1") // the Soldier i10, lest no piece can cross
	if got := movesFrom(t, p, "c5"); !slices.Equal(got, []string{"c5a3", "c5e3"}) {
		t.Errorf("Protector c5: %v", got)
	}
}

// Spec 3.6: checkmate wins; a stalemated side loses (Xiangqi), or draws
// with the option stalemate=draw.
func TestQiEnd(t *testing.T) {
	// The Princess e10 is checked by the Chariot e9, which the Chariot a9
	// protects; the Chariots d1 and f1 cover d10 and f10.
	mate := parse(t, QiPlacements, "4k4/R3R4/9/9/9/9/9/9/9/3RKR3 b - - 0 1")
	if o := mate.Outcome(); o.Status != variant.Won || !o.Winners.Has(0) || o.Reason != "checkmate" {
		t.Errorf("checkmate: %v", o)
	}
	// The Princess d10 is not in check; d9 is covered by the Chariot a9,
	// and on e10 she would face the Princess e1.
	stale := "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1"
	p := parse(t, QiPlacements, stale)
	if o := p.Outcome(); o.Status != variant.Won || !o.Winners.Has(0) || o.Reason != "stalemate" {
		t.Errorf("stalemate: %v (%v)", o, texts(p))
	}
	if o := parse(t, withOptions(t, QiPlacements, "stalemate=draw"), stale).Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate=draw: %v", o)
	}
}

// The placement record is part of the position text: it reads back, and
// bad records are refused with a reason.
func TestQiRecordText(t *testing.T) {
	p := play(t, QiPlacements.Start(), "C@h3", "C@d7", "C@c2")
	want := "rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7c2} b - - 0 2"
	if p.String() != want {
		t.Errorf("text %s, want %s", p, want)
	}
	q := parse(t, QiPlacements, want)
	if q != p {
		t.Errorf("read back %s", q)
	}
	// A Xiangqi position reads as an unrecorded Engagement.
	x := parse(t, QiPlacements, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
	if c, _ := Classify(x); c != PlacementUnrecorded || x.String() != "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{} w - - 0 1" {
		t.Errorf("Xiangqi array: %v, %s", c, x)
	}
	for _, bad := range []string{
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7} b - - 0 2",          // too short
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3c2d7} b - - 0 2",        // c2 is no square of North's
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7c2} w - - 0 2",        // South to place?
		"rnbakabnr/9/9/p1pcp1p1p/9/9/P1P1P1P1P/7C1/2C6/RNBAKABNR[c]{h3d7z2} b - - 0 2",        // no square
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCCcc]{} w - - 0 1",              // three Cannons
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8} w - - 0 1",       // half a record
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8b3h8a1} w - - 0 1", // five
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{e5b8b3h8} w - - 0 1",   // Forbidden
	} {
		_, err := QiPlacements.Parse(bad)
		var pe *variant.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, variant.ErrPosition) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// Spec 3.6 (Q5) and Xiangqi's rules of repeated cycles: in the default
// arbiter enforcement a repetition in which nobody breaks a rule does not
// end the game, and the side to move may claim the draw on the third
// occurrence; in engine enforcement it is drawn then.
func TestQiRepetition(t *testing.T) {
	shuffle := []string{"b1c3", "b10c8", "c3b1", "c8b10"}
	for _, enforcement := range []string{"arbiter", "engine"} {
		start := QiPlacements.Start()
		if enforcement == "engine" {
			p, err := variant.NewPosition("qiplacements", "enforcement=engine", QiStart)
			if err != nil {
				t.Fatal(err)
			}
			start = p.Typed().(cl.Position)
		}
		g := variant.NewGame(play(t, start, "C@h3", "C@b8", "C@b3", "C@h8"))
		for range 2 {
			for _, m := range shuffle {
				if err := g.PlayText(m); err != nil {
					t.Fatal(err)
				}
			}
		}
		o := g.Outcome()
		switch enforcement {
		case "arbiter":
			if o.Over() {
				t.Errorf("arbiter, third occurrence: %v", o)
			}
			if c, err := g.Claim(); err != nil || c.Status != variant.Drawn {
				t.Errorf("arbiter, claim on the third occurrence: %v, %v", c, err)
			}
		case "engine":
			if o.Status != variant.Drawn || o.Reason != "repetition" {
				t.Errorf("engine, third occurrence: %v", o)
			}
		}
	}
}

// The rules of repeated cycles are Xiangqi's: a Chariot that chases an
// unprotected Cannon with every move loses in engine enforcement (the WXF
// rule book's example of a chariot chasing a cannon, as in Xiangqi's
// tests) and may not complete the cycle a fourth time in arbiter
// enforcement; a Soldier that has not crossed the Stream cannot be chased
// (WXF diagram 60); perpetual check loses.
func TestQiCycles(t *testing.T) {
	for _, c := range []struct {
		fen   string
		cycle []string
		loser variant.Side // 2: a draw
	}{
		{"1cbak4/R3a4/4b4/7P1/9/2P6/3pp4/8r/9/3AKA3 w - - 0 1", []string{"a9b9", "b10a10", "b9a9", "a10b10"}, 0},
		{"3akabC1/9/4b4/7P1/2n5p/9/3p5/9/4A1c2/2BAK1B1C w - - 0 1", []string{"g1i3", "g2i2", "i3g1", "i2g2"}, 2},
		{"3k5/9/9/9/9/9/4r4/9/9/4K4 w - - 0 1", []string{"e1f1", "e4f4", "f1e1", "f4e4"}, 1},
	} {
		p, err := variant.NewPosition("qiplacements", "enforcement=engine", c.fen)
		if err != nil {
			t.Fatal(err)
		}
		g := variant.NewGame(p)
		for range 2 {
			for _, m := range c.cycle {
				if err := g.PlayText(m); err != nil {
					t.Fatalf("%s %s: %v", c.fen, m, err)
				}
			}
		}
		o := g.Outcome()
		switch {
		case c.loser == 2 && o.Status != variant.Drawn:
			t.Errorf("%s: %v, want a draw", c.fen, o)
		case c.loser < 2 && (o.Status != variant.Won || o.Winners.Has(c.loser)):
			t.Errorf("%s: %v, want side %d to lose", c.fen, o, c.loser)
		}

		// Arbiter: the offender may not play the cycle a fourth time.
		p, err = variant.NewPosition("qiplacements", "", c.fen)
		if err != nil {
			t.Fatal(err)
		}
		g = variant.NewGame(p)
		var refused error
	cycles:
		for range 5 {
			for _, m := range c.cycle {
				if err := g.PlayText(m); err != nil {
					refused = err
					break cycles
				}
			}
		}
		if (refused != nil) != (c.loser < 2) {
			t.Errorf("%s: arbiter: %v", c.fen, refused)
		}
		if refused != nil && !errors.Is(refused, variant.ErrIllegalMove) {
			t.Errorf("%s: arbiter: %v is not an illegal move", c.fen, refused)
		}
	}
}

// With nothing but Princesses, Attendants and Protectors on the board and
// no Cannon in hand, no piece can cross the Stream: a draw.
func TestQiNoAttackers(t *testing.T) {
	p := parse(t, QiPlacements, "3akab2/9/9/9/9/9/9/9/9/2BKA4 w - - 0 1")
	if o := p.Outcome(); o.Status != variant.Drawn {
		t.Errorf("no attackers: %v", o)
	}
	p = parse(t, QiPlacements, "3akab2/9/9/9/9/9/9/9/9/2BKA4[CCcc]{} w - - 0 1")
	if o := p.Outcome(); o.Over() {
		t.Errorf("Cannons in hand: %v", o)
	}
}

// Issue 12 item 10: after h3 and b8 South's placement on b3 is forced
// (spec 3.5, Traditional), and a placement elsewhere says so.
func TestQiForcedPlacementReason(t *testing.T) {
	p := play(t, QiPlacements.Start(), "C@h3", "C@b8")
	_, err := p.ParseMove("C@f4")
	if !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "the placement on b3 is forced") {
		t.Errorf("C@f4 after C@h3 C@b8: %v", err)
	}
	// With freeplacement f4 is legal.
	play(t, withOptions(t, QiPlacements, "freeplacement=true").Start(), "C@h3", "C@b8", "C@f4")
	// A Forbidden square (a5), and a square of the other side's territory.
	for _, move := range []string{"C@a5", "C@b8"} {
		if _, err := QiPlacements.Start().ParseMove(move); !errors.Is(err, variant.ErrIllegalMove) || !strings.Contains(err.Error(), "not a square blue may place on") {
			t.Errorf("%s at the start: %v", move, err)
		}
	}
}
