package lancer

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Spec 7.3.5: perft (South to move; Jini = King + Knight): Arabella
// Traditional 17, 289, 4,964, 85,269; Modern 25, 625, 15,381, 378,199;
// Invasion Traditional 16, 272, 4,437, 76,217; Modern 24, 600, 14,206,
// 349,282; Steps-Arabian Traditional 16, 256, 4,176, 68,122; Modern 24,
// 576, 13,638, 322,592.
func TestArabellaPerft(t *testing.T) {
	for _, c := range []struct {
		options string
		want    []uint64
	}{
		{"", []uint64{17, 289, 4964, 85269}},
		{"modern", []uint64{25, 625, 15381, 378199}},
		{"preset=modern", []uint64{25, 625, 15381, 378199}},
		{"variation=invasion", []uint64{16, 272, 4437, 76217}},
		{"preset=invasion,modern", []uint64{24, 600, 14206, 349282}},
		{"variation=steps", []uint64{16, 256, 4176, 68122}},
		{"variation=steps,modern,jinimove=kingalfil", []uint64{24, 576, 13638, 322592}},
	} {
		perftWant(t, "arabella "+c.options, withOptions(t, Arabella, c.options).Start(), 4, c.want...)
	}
}

// Spec 4.3, 4.7-4.9: the start arrays.
func TestArabellaStartArrays(t *testing.T) {
	for options, want := range map[string]string{
		"":                         ArabellaStart,
		"modern":                   "thfpifht/ssssssss/8/8/8/8/SSSSSSSS/THFMEFHT{00} w - - 0 1",
		"variation=invasion":       "thfipfht/ssssssss/8/8/8/8/SSSSSSSS/THAEMAHT{00} w - - 0 1",
		"variation=steps,modern":   "thapiaht/ssssssss/8/8/8/8/SSSSSSSS/THAMEAHT{00} w - - 0 1",
		"jinimove=kingalfilknight": ArabellaStart,
	} {
		if got := withOptions(t, Arabella, options).Start().String(); got != want {
			t.Errorf("%q: start %s, want %s", options, got, want)
		}
	}
	for _, bad := range []string{"variation=shatranj", "modern=maybe", "jinimove=queen", "preset=clash"} {
		if _, err := Arabella.Variant().ParseOptions(bad); !errors.Is(err, variant.ErrOption) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// Spec 7.3.4: Traditional, South has 17 moves: 8 Swordsman steps, 4
// Horseman moves, 4 carpet leaps (c1-a3/e3, f1-d3/h3) and the Magician's
// e1-f1 boarding his carpet; the Enchantress none. Modern 25: 8 double
// steps more, and the Magician on d1 boards c1 instead.
func TestArabellaStartMoves(t *testing.T) {
	want := []string{"a2a3", "b1a3", "b1c3", "b2b3", "c1a3", "c1e3", "c2c3", "d2d3", "e1f1", "e2e3",
		"f1d3", "f1h3", "f2f3", "g1f3", "g1h3", "g2g3", "h2h3"}
	if got := texts(Arabella.Start()); !slices.Equal(got, want) {
		t.Errorf("Traditional: %v, want %v", got, want)
	}
	p := withOptions(t, Arabella, "modern").Start()
	got := texts(p)
	if len(got) != 25 || !slices.Contains(got, "d1c1") || slices.Contains(got, "e1f1") || !slices.Contains(got, "e2e4") {
		t.Errorf("Modern: %d moves %v", len(got), got)
	}
	if q := play(t, p, "d1c1"); !strings.Contains(q.String(), "THY1EFHT") {
		t.Errorf("the Magician boards c1: %s", q)
	}
}

// Spec 4.1 and 7.3.1, the seed's example: "a Swordsman of the Kingdom on
// D3 would prevent the Enchantress from moving at all if she were on D1":
// with South's Swordsman h2 blocked by the Horseman h3, South is
// stalemated: a draw (A7), or a loss with the option stalemate=loss.
func TestArabellaStalemate(t *testing.T) {
	text := "i7/8/8/8/8/3s3h/7S/3E4{00} w - - 0 1"
	p := parse(t, Arabella, text)
	if o := p.Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("%s: %v", p, o)
	}
	if o := parse(t, withOptions(t, Arabella, "stalemate=loss"), text).Outcome(); o.Status != variant.Won || !o.Winners.Has(1) {
		t.Errorf("stalemate=loss: %v", o)
	}
	// The Enchantress alone steps as a ferz: c2 and e2 without the
	// Swordsman d3.
	q := parse(t, Arabella, "i7/8/8/8/8/7h/7S/3E4{00} w - - 0 1")
	if got := movesFrom(t, q, "d1"); !slices.Equal(got, []string{"d1c2", "d1e2"}) {
		t.Errorf("Enchantress d1: %v", got)
	}
}

// Spec 4.3 and 7.3.2: each Flying carpet is confined to eight squares:
// c1: c1 g1 a3 e3 c5 g5 a7 e7; f1: b1 f1 d3 h3 b5 f5 d7 h7 (and North's
// mirrored); d1, e1, d8, e8 belong to none.
func TestArabellaCarpetClasses(t *testing.T) {
	g := Arabella.Geometry()
	class := func(from string) []string {
		seen := map[string]bool{from: true}
		todo := []string{from}
		for len(todo) > 0 {
			sq := todo[0]
			todo = todo[1:]
			// The carpet alone with the two Regal royals, far from it.
			royals := map[string]byte{"d1": 'E', "d8": 'i'}
			if sq == "d1" || sq == "d8" {
				continue
			}
			royals[sq] = 'F'
			royals["h4"], royals["a5"] = 'S', 's' // Persons, so that the game goes on
			p := parse(t, Arabella, placement(board.Shape8x8, royals)+"{00} w - - 0 1")
			for _, m := range movesFrom(t, p, sq) {
				if to := m[2:]; !seen[to] {
					seen[to] = true
					todo = append(todo, to)
				}
			}
		}
		var out []string
		for sq := range seen {
			out = append(out, sq)
		}
		slices.Sort(out)
		return out
	}
	for from, want := range map[string]string{
		"c1": "c1 g1 a3 e3 c5 g5 a7 e7", "f1": "b1 f1 d3 h3 b5 f5 d7 h7",
		"c8": "c8 g8 a6 e6 c4 g4 a2 e2", "f8": "b8 f8 d6 h6 b4 f4 d2 h2",
	} {
		if got := class(from); !slices.Equal(got, sorted(want)) {
			t.Errorf("carpet %s reaches %v, want %v", from, got, sorted(want))
		}
		for _, sq := range []string{"d1", "e1", "d8", "e8"} {
			if slices.Contains(sorted(want), sq) {
				t.Errorf("%s in the class of %s", sq, from)
			}
		}
	}
	_ = g
}

// Spec 4.4: the Flying carpets. The Magician boards by his move, is
// carried by the carpet's leaps, leaves it by his own move (capturing if
// he will) or steps onto another empty own carpet; no other piece boards;
// a carpet never lands on an own piece.
func TestArabellaCarpets(t *testing.T) {
	p := Arabella.Start()
	p = play(t, p, "e1f1", "a7a6") // embark
	if got := p.String(); !strings.HasPrefix(got, "thfipfht/1sssssss/s7/8/8/8/SSSSSSSS/THFE1YHT") {
		t.Fatalf("after boarding: %s", got)
	}
	p = play(t, p, "f1d3", "a6a5") // carried
	if _, k, _ := p.At(must(p.Board().Parse("d3"))); Arabella.KindLetter(k) != arCarpetMagician {
		t.Fatalf("the carpet did not carry the Magician: %s", p)
	}
	// The Magician leaves the carpet by his own move.
	q := play(t, p, "d3d4m")
	if got := q.String(); !strings.Contains(got, "3M4/3F4") {
		t.Errorf("after d3d4m: %s", got)
	}
	// Written without his letter, the move reads when it is the only one.
	if m, err := p.ParseMove("d3d4"); err != nil || p.MoveText(m) != "d3d4m" {
		t.Errorf("d3d4: %v %v", p.MoveText(m), err)
	}
	// He captures only by his own move, which leaves the carpet behind.
	p = parse(t, Arabella, "i7/s7/8/8/2s5/3Y4/7S/3E4{00} w - - 0 1")
	if !has(p, "d3c4m") {
		t.Error("the carried Magician cannot capture c4")
	}
	if got := play(t, p, "d3c4m").String(); !strings.HasPrefix(got, "i7/s7/8/8/2M5/3F4/7S/3E4") {
		t.Errorf("after d3c4m: %s", got)
	}
	// A4: stepping from his carpet onto another empty own carpet.
	p = parse(t, Arabella, "i7/s7/8/8/8/3YF3/7S/3E4{00} w - - 0 1")
	if q := play(t, p, "d3e3m"); !strings.Contains(q.String(), "3FY3") {
		t.Errorf("transfer d3-e3: %s", q)
	}
	// No other piece boards: a Swordsman, a Horseman or a Jini next to
	// an own carpet cannot step onto it; neither can an enemy.
	p = parse(t, Arabella, "i7/s7/8/8/8/3F4/1H1SJ3/3E4{10} w - - 0 1")
	for _, m := range []string{"b2d3", "d2d3", "e2d3"} {
		if has(p, m) {
			t.Errorf("%s boards the carpet", m)
		}
	}
	// A carpet does not land on an own piece.
	p = parse(t, Arabella, "i7/s7/8/8/8/4S3/8/2F1E3{00} w - - 0 1")
	if has(p, "c1e3") || !has(p, "c1a3") {
		t.Error("carpet c1: onto its own Swordsman e3, or not to a3")
	}
}

// Spec 4.4 rule 5 and 7.3.7: capturing a carpet that carries the Prince
// removes both; a carpet carrying the Princess that is attacked means
// check, escaped by a carpet move or by her stepping off.
func TestArabellaCarpetCaptures(t *testing.T) {
	p := parse(t, Arabella, "i7/s7/8/8/3v4/8/4H3/3E4{00} w - - 0 1")
	q := play(t, p, "e2d4")
	r := Arabella
	if n := q.Cells(1, r.Kind(arPrince)).Count() + q.Cells(1, r.Kind(arCarpetPrince)).Count() + q.Cells(1, r.Kind(arCarpet)).Count(); n != 0 {
		t.Errorf("%d of the Prince and his carpet left", n)
	}
	// The Princess aboard the carpet f4 is attacked by the Horseman e2:
	// check. She escapes by the carpet (f4-d6, h6, d2, h2) or by stepping
	// off (e5, g5, e3; g3 is covered).
	p = parse(t, Arabella, "8/s7/8/8/5u2/8/4H3/3E4{00} b - - 0 1")
	if !p.InCheck() {
		t.Fatal("the boarded Princess is not in check")
	}
	got := movesFrom(t, p, "f4")
	if want := []string{"f4d2", "f4d6", "f4e3i", "f4e5i", "f4g5i", "f4h2", "f4h6"}; !slices.Equal(got, want) {
		t.Errorf("escapes %v, want %v (g3 is covered by the Horseman)", got, want)
	}
}

// Spec 4.5 and 7.3.6: a Swordsman on the last rank promotes to a Jini
// only while his side's Jini is in his Lamp and it has released him fewer
// than three times, else to a Horseman; a captured Jini goes back to his
// Lamp; promoting the last Swordsman to a Jini with no Horseman left loses
// on the spot.
func TestArabellaJini(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"7i/S6s/8/8/8/8/8/1H2E3{00} w - - 0 1", []string{"a7a8h", "a7a8j"}},
		{"7i/S6s/8/8/8/8/8/1H2EJ2{10} w - - 0 1", []string{"a7a8h"}},
		{"7i/S6s/8/8/8/8/8/1H2E3{30} w - - 0 1", []string{"a7a8h"}},
		{"7i/S6s/8/8/8/8/8/1H2E3{23} w - - 0 1", []string{"a7a8h", "a7a8j"}},
	} {
		if got := movesFrom(t, parse(t, Arabella, c.text), "a7"); !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.text, got, c.want)
		}
	}
	p := play(t, parse(t, Arabella, "7i/S6s/8/8/8/8/8/1H2E3{21} w - - 0 1"), "a7a8j")
	if JiniReleases(p, 0) != 3 || JiniReleases(p, 1) != 1 || !strings.Contains(p.String(), "{31}") {
		t.Errorf("after the third release: %s", p)
	}
	// Captured, the Jini returns to his Lamp: another release is allowed.
	p = parse(t, Arabella, "7i/S6s/8/8/8/8/8/1H2E3{10} w - - 0 1")
	q := play(t, parse(t, Arabella, "2t4i/S6s/8/2J5/8/8/8/1H2E3{10} b - - 0 1"), "c8c5")
	if !slices.Contains(movesFrom(t, q, "a7"), "a7a8j") || !slices.Contains(movesFrom(t, p, "a7"), "a7a8j") {
		t.Error("no release after the Jini's capture")
	}
	// The last Person becomes a Jini: the promoting side loses.
	p = play(t, parse(t, Arabella, "7i/S6s/8/8/8/8/8/4E3{00} w - - 0 1"), "a7a8j")
	if o := p.Outcome(); o.Status != variant.Won || !o.Winners.Has(1) || o.Reason != "no Person left" {
		t.Errorf("last Swordsman to Jini: %v", o)
	}
	// Issue 12 item 9: the last Swordsman becomes a Jini that checkmates
	// (f7xg8=J: the Jini on g8 checks the Princess h8, whose only step g7
	// he covers). The Persons rule, judged as the move ends, wins over the
	// checkmate, judged on the opponent's turn: the promoting side loses.
	// With another Swordsman (a2) the same move is checkmate.
	for _, c := range []struct {
		text, reason string
		winner       variant.Side
	}{
		{"6ti/5S2/8/s7/8/8/8/3E4{00} w - - 0 1", "no Person left", 1},
		{"6ti/5S2/8/s7/8/8/S7/3E4{00} w - - 0 1", "checkmate", 0},
	} {
		p := play(t, parse(t, Arabella, c.text), "f7g8j")
		if o := p.Outcome(); o.Status != variant.Won || !o.Winners.Has(c.winner) || o.Reason != c.reason || !p.InCheck() {
			t.Errorf("%s f7g8j: %v (in check %v), want won by %d: %s", c.text, o, p.InCheck(), c.winner, c.reason)
		}
	}
	// The Jini moves as King and Knight (16 moves from d4), by option as
	// King, Alfil and Knight (20) or King and Alfil (12).
	for options, n := range map[string]int{"": 16, "jinimove=kingalfilknight": 20, "jinimove=kingalfil": 12} {
		p := parse(t, withOptions(t, Arabella, options), "7i/7s/8/8/3J4/8/8/S3E3{10} w - - 0 1")
		if got := movesFrom(t, p, "d4"); len(got) != n {
			t.Errorf("%q: Jini d4 %d moves %v, want %d", options, len(got), got, n)
		}
	}
	// The record of releases is checked.
	for _, bad := range []string{"7i/7s/8/8/3J4/8/8/S3E3{00} w - - 0 1", "7i/7s/8/8/3J4/8/8/S3E3{40} w - - 0 1",
		"7i/7s/8/8/3J4/8/8/SJ2E3{22} w - - 0 1", "7i/7s/8/8/8/8/8/S3E3{0} w - - 0 1"} {
		if _, err := Arabella.Parse(bad); !errors.Is(err, variant.ErrPosition) {
			t.Errorf("%s: %v", bad, err)
		}
	}
	if p := parse(t, Arabella, "7i/7s/8/8/3J4/8/8/S3E3 w - - 0 1"); JiniReleases(p, 0) != 1 {
		t.Error("a Jini on the board without a record: not one release")
	}
}

// Spec 4.6: capturing the opponent's last Person (Swordsman or Horseman)
// wins; Regal pieces, Siege-towers, carpets and Jinis are no Persons.
func TestArabellaPersons(t *testing.T) {
	p := parse(t, Arabella, "3i4/8/8/8/8/2s5/H7/4E3{00} w - - 0 1")
	if o := play(t, p, "a2c3").Outcome(); o.Status != variant.Won || !o.Winners.Has(0) || o.Reason != "all Persons captured" {
		t.Errorf("capturing the last Person: %v", o)
	}
	// North keeps a Tower, a carpet, a Jini and the Prince: no Person.
	if o := parse(t, Arabella, "t1fipj2/8/8/8/8/8/1H6/4E3{01} w - - 0 1").Outcome(); o.Status != variant.Won || !o.Winners.Has(0) {
		t.Errorf("no Persons but Tower, carpet, Jini: %v", o)
	}
}

// Spec 4.7: Modern Swordsmen double-step from their first rank and take
// en passant; Traditional ones do not.
func TestArabellaModern(t *testing.T) {
	text := "3i4/3s4/8/4S3/8/8/S7/4E3{00} b - - 0 1"
	p := play(t, parse(t, withOptions(t, Arabella, "modern"), text), "d7d5")
	if !has(p, "e5d6") || !has(p, "a2a4") {
		t.Errorf("Modern: en passant %v, double step %v", has(p, "e5d6"), has(p, "a2a4"))
	}
	q := parse(t, Arabella, text)
	if has(q, "d7d5") || has(play(t, q, "d7d6"), "a2a4") {
		t.Error("Traditional Swordsmen double-step")
	}
}

// Spec 4.8: Invasion. The Kingdom checkmates the Magician (royal); the
// Enchantress is an ordinary piece; Enchantment's carpets are Catapults
// that nobody boards; the Kingdom keeps its Flying carpets.
func TestInvasion(t *testing.T) {
	r := withOptions(t, Arabella, "variation=invasion")
	// The Magician e1 in check from the Tower e8 must move out of it.
	p := parse(t, r, "i3t3/s7/8/8/8/8/S7/2E1M3{00} w - - 0 1")
	if !p.InCheck() {
		t.Fatal("the Magician is not royal")
	}
	for _, m := range texts(p) {
		if !strings.HasPrefix(m, "e1") || m[2] == 'e' {
			t.Errorf("%s leaves the Magician in check", m)
		}
	}
	// The Enchantress may be left attacked and taken.
	p = parse(t, r, "3it3/s7/8/8/8/8/S7/4E2M{00} w - - 0 1")
	if p.InCheck() || !has(p, "h1g1") {
		t.Error("the Enchantress is royal in Invasion")
	}
	// The Magician does not board a Catapult; the Prince boards his carpet.
	p = parse(t, r, "3ipf2/s7/8/8/8/8/S7/4MA2{00} w - - 0 1")
	if has(p, "e1f1") {
		t.Error("the Magician boards a Catapult")
	}
	if q := play(t, p, "a2a3"); !has(q, "e8f8") {
		t.Error("the Prince cannot board his carpet")
	}
	// Checkmating the Magician wins for the Kingdom.
	mate := parse(t, r, "8/s7/8/8/8/8/S6t/i3M2t{00} w - - 0 1")
	if o := mate.Outcome(); o.Status != variant.Won || !o.Winners.Has(1) || o.Reason != "checkmate" {
		t.Errorf("checkmate of the Magician: %v", o)
	}
}

// Spec 4.9: Arabian chess as in Steps: Catapults on both sides, nobody
// boards; the Magician and the Prince are royal, the Princess and the
// Enchantress are not.
func TestStepsArabian(t *testing.T) {
	r := withOptions(t, Arabella, "variation=steps")
	p := parse(t, r, "4p3/s7/8/8/8/8/S7/3EMA2{00} w - - 0 1")
	if has(p, "e1f1") {
		t.Error("the Magician boards a Catapult")
	}
	p = parse(t, r, "3pt3/s7/8/8/8/8/S7/4EM2{00} w - - 0 1")
	if p.InCheck() {
		t.Error("the Enchantress is royal")
	}
	if p = parse(t, r, "p3t3/s7/8/8/8/8/S7/4M3{00} w - - 0 1"); !p.InCheck() {
		t.Error("the Magician is not royal")
	}
	if _, err := r.Parse("4p3/s7/8/8/8/8/S7/4E3{00} w - - 0 1"); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("Enchantment without its Magician: %v", err)
	}
}

// arabellaBare is Arabella without the Persons rule, for the endings of
// spec 7.3.3, which count checkmates only.
func arabellaBare(variation, jini string) *cl.Rules {
	g := arabellaGame(variation, false, jini)
	g.Hooks.Terminal = nil
	g.Name = "arabella-endings"
	return cl.MustNew(g)
}

// Spec 7.3.3: endings on 8x8, attacker to move (Persons not counted):
// Prince (King-mover) and Princess (royal Ferz) against a lone un-boarded
// Princess: 212,992 of 213,000 won, the longest mate in 9 ("A lone
// Magician/Prince can force Checkmate against a lone Princess/Enchantress
// if not on a Flying carpet"); Invasion, the royal Magician alone against
// the lone Princess: all 3,612 won, longest 8; Invasion, Prince and
// Princess against the lone royal Magician: 464 of 213,000 won (he
// cannot force it).
func TestArabellaEndings(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("retrograde analysis: run with -long")
	}
	arabella, invasion := arabellaBare("arabella", jiniMoves[0]), arabellaBare("invasion", jiniMoves[0])
	for _, c := range []struct {
		name string
		r    *cl.Rules
		e    ending
		want solved
	}{
		{"Prince and Princess against Princess", arabella, ending{attacker: arPrincess, helper: arPrince, defender: arPrincess}, solved{213000, 212992, 9}},
		{"Invasion: Magician against Princess", invasion, ending{attacker: arMagician, defender: arPrincess}, solved{3612, 3612, 8}},
		{"Invasion: Prince and Princess against Magician", invasion, ending{attacker: arPrincess, helper: arPrince, defender: arMagician}, solved{213000, 464, -1}},
	} {
		got := solve(t, c.r, c.e)
		if c.want.longest < 0 {
			c.want.longest = got.longest // not given by the spec
		}
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// Spec 7.3.3 and A2, the evidence for the Jini's move: Jini and Princess
// against the Princess boarded on her carpet (who may step off and board
// again), attacker to move: with the Jini a King and Knight 24,170 of
// 24,216 positions are won, the longest mate in 5 ("A lone Jini can force
// Checkmate against a lone opposing Princess/Enchantress even if on a
// Flying carpet"); King, Alfil and Knight 99.9%; King and Alfil only
// 14,166 of 25,624 (55.3%); the Prince instead of the Jini 51.5%.
func TestArabellaJiniEnding(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("retrograde analysis: run with -long")
	}
	permille := func(s solved) int { return (s.won*1000 + s.legal/2) / s.legal }
	if got := solveBoarded(t, arabellaBare("arabella", "kingknight"), 'J'); got != (solved{24216, 24170, 5}) {
		t.Errorf("Jini King+Knight: %+v, want {24216 24170 5}", got)
	}
	if got := solveBoarded(t, arabellaBare("arabella", "kingalfil"), 'J'); got.legal != 25624 || got.won != 14166 {
		t.Errorf("Jini King+Alfil: %+v, want 14166 of 25624", got)
	}
	if got := solveBoarded(t, arabellaBare("arabella", "kingalfilknight"), 'J'); permille(got) != 999 {
		t.Errorf("Jini King+Alfil+Knight: %+v, want 99.9%%", got)
	}
	if got := solveBoarded(t, arabellaBare("arabella", "kingknight"), 'M'); permille(got) != 515 {
		t.Errorf("Prince: %+v, want 51.5%%", got)
	}
}
