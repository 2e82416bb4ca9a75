package lancer

import (
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Spec 7.4.6: perft of the reconstructed array of 5.3 (South to move):
// Western 32, 968, 31,685; Eastern 24, 576, 15,139; Combination (South
// Queen and Prince-royal, North Princess-royal and King) 26, 780, 20,745.
func TestMeridianPerft(t *testing.T) {
	for _, c := range []struct {
		options string
		want    []uint64
	}{
		{"", []uint64{32, 968, 31685}},
		{"preset=western", []uint64{32, 968, 31685}},
		{"preset=eastern", []uint64{24, 576, 15139}},
		{"south=eastern,north=eastern,escape", []uint64{24, 576, 15139}},
		{"preset=combination", []uint64{26, 780, 20745}},
	} {
		perftWant(t, "meridian "+c.options, withOptions(t, Meridian, c.options).Start(), 3, c.want...)
	}
}

// Spec 5.3: the start arrays: the armies' royal piece on e1/e10 and its
// companion on e2/e9; on 9 ranks North stands on ranks 9, 8 and 6.
func TestMeridianStartArrays(t *testing.T) {
	for options, want := range map[string]string{
		"":                           MeridianStart,
		"preset=eastern":             "rncsescnr/ppp1f1ppp/9/3ppp3/9/9/3PPP3/9/PPP1F1PPP/RNCSESCNR[] w - - 0 1",
		"preset=combination":         "rncsescnr/ppp1k1ppp/9/3ppp3/9/9/3PPP3/9/PPP1F1PPP/RNCSQSCNR[] w - - 0 1",
		"preset=combination-swapped": "rncsqscnr/ppp1f1ppp/9/3ppp3/9/9/3PPP3/9/PPP1K1PPP/RNCSESCNR[] w - - 0 1",
		"ranks=9":                    "rncsqscnr/ppp1k1ppp/9/3ppp3/9/3PPP3/9/PPP1K1PPP/RNCSQSCNR[] w - - 0 1",
	} {
		p := withOptions(t, Meridian, options).Start()
		if got := p.String(); got != want {
			t.Errorf("%q: start %s, want %s", options, got, want)
		}
	}
	if got := withOptions(t, Meridian, "ranks=9").Geometry().Shape(); got != board.Shape9x9 {
		t.Errorf("ranks=9: %v", got)
	}
	for _, bad := range []string{"restricted", "south=mongol", "ranks=8", "escape=sometimes"} {
		if _, err := Meridian.Variant().ParseOptions(bad); !errors.Is(err, variant.ErrOption) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// palaceSetup places South's royal piece on sq with North's royal on e10
// behind Shieldsmen on d8, e9 and f8 that close the palace files.
func palaceSetup(t *testing.T, royal byte, sq string) cl.Position {
	t.Helper()
	return parse(t, Meridian, placement(board.Shape9x10, map[string]byte{
		sq: royal, "e10": 'q', "d8": 's', "e9": 's', "f8": 's',
	})+" w - - 0 1")
}

// Spec 5.7 and 7.4.1-2: the Escape squares around the palace d1-f3. A
// Queen (king steps) has 11: c1 c2 c3 c4 d4 e4 f4 g4 g3 g2 g1; a
// Princess-royal (orthogonal steps) 9: c1 c2 c3 d4 e4 f4 g3 g2 g1, by 9
// routes (d1-c1 d2-c2 d3-c3 d3-d4 e3-e4 f3-f4 f3-g3 f2-g2 f1-g1). The
// Queen's routes number 23 (d1:2, d2:3, d3:5, e3:3, f1:2, f2:3, f3:5), not
// the seed's nineteen (spec M3: a miscount; no restriction is invented).
func TestMeridianEscapeSquares(t *testing.T) {
	g := Meridian.Geometry()
	for _, c := range []struct {
		royal   byte
		squares string
		routes  map[string]int
	}{
		{'Q', "c1 c2 c3 c4 d4 e4 f4 g4 g3 g2 g1", map[string]int{"d1": 2, "d2": 3, "d3": 5, "e3": 3, "f1": 2, "f2": 3, "f3": 5}},
		{'E', "c1 c2 c3 d4 e4 f4 g3 g2 g1", map[string]int{"d1": 1, "d2": 1, "d3": 2, "e3": 1, "f1": 1, "f2": 1, "f3": 2}},
	} {
		var all board.Set
		total := 0
		for c0 := range g.Rect(3, 0, 5, 2).All {
			sq := g.Name(c0)
			es := EscapeSquares(palaceSetup(t, c.royal, sq))
			all = all.Union(es)
			total += es.Count()
			if es.Count() != c.routes[sq] {
				t.Errorf("%c on %s: Escape squares %s, want %d", c.royal, sq, g.SetString(es), c.routes[sq])
			}
		}
		var want board.Set
		for _, sq := range sorted(c.squares) {
			want = want.With(must(g.Parse(sq)))
		}
		if all != want {
			t.Errorf("%c: Escape squares %s, want %s", c.royal, g.SetString(all), g.SetString(want))
		}
		if c.royal == 'Q' && total != 23 || c.royal == 'E' && total != 9 {
			t.Errorf("%c: %d routes", c.royal, total)
		}
	}
	// An Escape square must be safe, the facing rule included: with the
	// e-file open to North's Queen on e10, e4 is no Escape square for a
	// Queen on d3.
	p := parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d3": 'Q', "e10": 'q'})+" w - - 0 1")
	if EscapeSquares(p).Has(must(g.Parse("e4"))) || !EscapeSquares(p).Has(must(g.Parse("d4"))) {
		t.Errorf("facing: Escape squares %s", g.SetString(EscapeSquares(p)))
	}
}

// Spec 5.7: the Escape rule. The Queen d1 is checked by the Chariot d8
// and her palace squares d2, e1, e2 are covered (the Chariot e8): mate
// within the palace. With the rule she may step out to c1 or c2, which
// ends the game as a Draw by Escape; without it, or when no Escape square
// is safe, or (restricted) when the checkmating side has no King or
// Prince-royal, the checkmate stands.
func TestMeridianEscape(t *testing.T) {
	mate := map[string]byte{"d1": 'Q', "d8": 'r', "e8": 'r', "f10": 'q'}
	text := func(extra map[string]byte) string {
		m := map[string]byte{}
		for k, v := range mate {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return placement(board.Shape9x10, m) + " w - - 0 1"
	}
	checkmate := func(o variant.Outcome) bool {
		return o.Status == variant.Won && o.Winners.Has(1) && o.Reason == "checkmate"
	}
	if o := parse(t, Meridian, text(nil)).Outcome(); !checkmate(o) {
		t.Errorf("without the Escape rule: %v", o)
	}
	escape := withOptions(t, Meridian, "escape")
	p := parse(t, escape, text(nil))
	if got := texts(p); !slices.Equal(got, []string{"d1c1", "d1c2"}) || p.Outcome().Over() {
		t.Errorf("Escape moves %v, outcome %v", got, p.Outcome())
	}
	q := play(t, p, "d1c2")
	if o := q.Outcome(); o != variant.Draw("escape") || len(q.Moves(nil)) != 0 {
		t.Errorf("after the Escape: %v, %d moves", o, len(q.Moves(nil)))
	}
	// A Horseman on b4 covers c2; one on c2 may be taken by the Escape.
	if got := texts(parse(t, escape, text(map[string]byte{"b4": 'n'}))); !slices.Equal(got, []string{"d1c1"}) {
		t.Errorf("c2 covered: %v", got)
	}
	if got := texts(parse(t, escape, text(map[string]byte{"c2": 'n'}))); !slices.Equal(got, []string{"d1c1", "d1c2"}) {
		t.Errorf("capturing Escape: %v", got)
	}
	// A Chariot on c9 covers both: checkmate.
	if o := parse(t, escape, text(map[string]byte{"c9": 'r'})).Outcome(); !checkmate(o) {
		t.Errorf("no safe Escape square: %v", o)
	}
	// Restricted: only against a side with its King or Prince-royal.
	restricted := withOptions(t, Meridian, "escape,restricted")
	if o := parse(t, restricted, text(nil)).Outcome(); !checkmate(o) {
		t.Errorf("restricted, no North King: %v", o)
	}
	for _, heir := range []byte{'k', 'f'} {
		if got := texts(parse(t, restricted, text(map[string]byte{"a10": heir}))); len(got) != 2 {
			t.Errorf("restricted, North %c on a10: %v", heir, got)
		}
	}
	// Never out of stalemate: the Queen d1, not in check, has d2 covered
	// by the Horseman c4 and e1, e2 by the Chariot e8; c1 and c2 are free
	// but outside her palace.
	stale := placement(board.Shape9x10, map[string]byte{"d1": 'Q', "e8": 'r', "c4": 'n', "f10": 'q'}) + " w - - 0 1"
	if o := parse(t, escape, stale).Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate with the Escape rule: %v", o)
	}
	if o := parse(t, withOptions(t, Meridian, "escape,stalemate=loss"), stale).Outcome(); o.Status != variant.Won || !o.Winners.Has(1) {
		t.Errorf("stalemate=loss: %v", o)
	}
	// Never as a normal move: in check with a move, the Queen keeps to
	// her palace.
	p = parse(t, escape, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "d8": 'r', "f10": 'q'})+" w - - 0 1")
	if got := texts(p); !slices.Equal(got, []string{"d1e1", "d1e2"}) {
		t.Errorf("in check with palace moves: %v", got)
	}
}

// Spec 5.2: the pieces' moves.
func TestMeridianPieces(t *testing.T) {
	// Royal pieces on d1 and f10 (no facing); the piece on e5.
	on := func(letter byte, extra map[string]byte) cl.Position {
		m := map[string]byte{"d1": 'Q', "f10": 'q', "e5": letter}
		for k, v := range extra {
			m[k] = v
		}
		return parse(t, Meridian, placement(board.Shape9x10, m)+" w - - 0 1")
	}
	for _, c := range []struct {
		name   string
		letter byte
		extra  map[string]byte
		want   int
	}{
		// King: queen moves, 8 + 9 on the lines, 16 diagonal.
		{"King", 'K', nil, 33},
		// Prince-royal: rook moves (17) and four diagonal steps.
		{"Prince-royal", 'F', nil, 21},
		// Pike commander: one or two squares in 8 directions; an own
		// Pikeman on f6 takes f6 and g7 away.
		{"Pike commander", 'M', nil, 16},
		{"Pike commander, blocked", 'M', map[string]byte{"f6": 'P'}, 14},
		// Pike leader: one or two squares orthogonally.
		{"Pike leader", 'L', nil, 8},
		{"Pike leader, blocked", 'L', map[string]byte{"e6": 'n'}, 7},
		// Horseman: a Knight, not lame (e6 and d5 occupied change nothing).
		{"Horseman", 'N', map[string]byte{"e6": 'P', "d5": 'P', "f5": 'P', "e4": 'P'}, 8},
	} {
		if got := movesFrom(t, on(c.letter, c.extra), "e5"); len(got) != c.want {
			t.Errorf("%s on e5: %d moves %v, want %d", c.name, len(got), got, c.want)
		}
	}
	// The Pike commander enters the palace (spec 5.2): e4-e2 over e3.
	p := parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "e4": 'M'})+" w - - 0 1")
	if !has(p, "e4e2") {
		t.Error("the Pike commander does not enter the palace")
	}
	// Shieldsmen stay in the palace: from d3 only e2.
	p = parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "d3": 'S'})+" w - - 0 1")
	if got := movesFrom(t, p, "d3"); !slices.Equal(got, []string{"d3e2"}) {
		t.Errorf("Shieldsman d3: %v", got)
	}
	// The Queen keeps to her palace: from d3 d2, e2, e3 only.
	p = parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d3": 'Q', "f10": 'q'})+" w - - 0 1")
	if got := movesFrom(t, p, "d3"); !slices.Equal(got, []string{"d3d2", "d3e2", "d3e3"}) {
		t.Errorf("Queen d3: %v", got)
	}
	// The Cannon captures over one screen.
	p = parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "a1": 'C', "a5": 'p', "a8": 'r'})+" w - - 0 1")
	if !has(p, "a1a8") || has(p, "a1a5") {
		t.Error("Cannon: capture over a screen")
	}
}

// Spec 5.2 and 7.4.5: Pikemen never enter their own palace: c2 may not
// capture on d3; a North Pikeman may capture into South's palace. They
// double-step only from a2 and i2, and only those double steps allow en
// passant.
func TestMeridianPikemen(t *testing.T) {
	p := parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "c2": 'P', "d3": 'n'})+" w - - 0 1")
	if has(p, "c2d3") {
		t.Error("a Pikeman captures into its own palace")
	}
	p = parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "d3": 'S', "c4": 'p'})+" b - - 0 1")
	if !has(p, "c4d3") {
		t.Error("a North Pikeman cannot capture into South's palace")
	}
	s := Meridian.Start()
	for _, c := range []struct {
		move  string
		legal bool
	}{{"a2a4", true}, {"i2i4", true}, {"b2b4", false}, {"d4d6", false}, {"g2g3", true}} {
		if has(s, c.move) != c.legal {
			t.Errorf("%s legal %v", c.move, !c.legal)
		}
	}
	p = parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"d1": 'Q', "f10": 'q', "a2": 'P', "b4": 'p', "c2": 'P', "d4": 'p'})+" w - - 0 1")
	if q := play(t, p, "a2a4"); !has(q, "b4a3") {
		t.Error("no en passant after a2-a4")
	}
	if q := play(t, p, "c2c3", "f10e10", "c3c4"); has(q, "d4c3") {
		t.Error("en passant after single steps")
	}
}

// Spec 5.4 and 5.5: a Pikeman on the last rank must promote: to a Pike
// commander (Western), a Pike leader (Eastern), either (Combination), or a
// Horseman; or rescue its side's captive King or Prince-royal, which then
// stands on the promotion square while the Pikeman is held captive.
func TestMeridianPromotion(t *testing.T) {
	text := func(held string) string { return "5q3/P8/9/9/9/9/9/9/9/3Q5[" + held + "] w - - 0 1" }
	for _, c := range []struct {
		options, held string
		want          []string
	}{
		{"", "", []string{"a9a10m", "a9a10n"}},
		{"preset=eastern", "", []string{"a9a10l", "a9a10n"}},
		{"preset=combination", "", []string{"a9a10l", "a9a10m", "a9a10n"}},
		{"", "K", []string{"a9a10k", "a9a10m", "a9a10n"}},
		{"preset=eastern", "Fk", []string{"a9a10f", "a9a10l", "a9a10n"}},
	} {
		p := parse(t, withOptions(t, Meridian, c.options), text(c.held))
		if got := movesFrom(t, p, "a9"); !slices.Equal(got, c.want) {
			t.Errorf("%q [%s]: %v, want %v", c.options, c.held, got, c.want)
		}
	}
	q := play(t, parse(t, Meridian, text("Kr")), "a9a10k")
	if got := q.String(); got != "K4q3/9/9/9/9/9/9/9/9/3Q5[Pr] b - - 0 1" {
		t.Errorf("rescue: %s", got)
	}
}

// Spec 5.2 (M5): royal pieces may not face each other on an open file,
// Queen and Princess-royal included.
func TestMeridianFacing(t *testing.T) {
	for _, royals := range [][2]byte{{'Q', 'q'}, {'E', 'e'}, {'Q', 'e'}} {
		p := parse(t, Meridian, placement(board.Shape9x10, map[string]byte{"e1": royals[0], "e10": royals[1], "e5": 'P'})+" w - - 0 1")
		if got := movesFrom(t, p, "e5"); !slices.Equal(got, []string{"e5e6"}) {
			t.Errorf("%c-%c: the screen e5 moves %v", royals[0], royals[1], got)
		}
		if _, err := Meridian.Parse(placement(board.Shape9x10, map[string]byte{"e1": royals[0], "e10": royals[1]}) + " w - - 0 1"); !errors.Is(err, variant.ErrPosition) {
			t.Errorf("%c-%c facing: %v", royals[0], royals[1], err)
		}
	}
}

// Spec 7.4.3 and 7.4.4, endings with the palaces: Prince-royal and
// Princess-royal against a lone Princess-royal, attacker to move: all
// 3,654 positions won, the longest mate in 2, with the facing rule and
// without it ("he can force Checkmate on his own"); King and Queen against
// a lone Queen: with the facing rule all 3,294 won, the longest mate in 4,
// without it none of 4,995 ("a King however cannot force Checkmate on his
// own against a lone Queen (but see the rule ... unoccupied files)").
func TestMeridianEndings(t *testing.T) {
	g := Meridian.Geometry()
	zones := [3]board.Set{g.Rect(3, 0, 5, 2), g.All(), g.Rect(3, 7, 5, 9)}
	noFacing := meridianGame(10)
	noFacing.FacingRoyals = false
	free := cl.MustNew(noFacing)
	for _, c := range []struct {
		r                   *cl.Rules
		royal, helper       byte
		legal, won, longest int
	}{
		{Meridian, 'E', 'F', 3654, 3654, 2},
		{free, 'E', 'F', -1, -1, -1},
		{Meridian, 'Q', 'K', 3294, 3294, 4},
		{free, 'Q', 'K', 4995, 0, 0},
	} {
		got := solve(t, c.r, ending{attacker: c.royal, helper: c.helper, defender: c.royal, zones: zones})
		want := solved{c.legal, c.won, c.longest}
		if c.legal < 0 { // all won, counts not given
			want = solved{got.legal, got.legal, got.longest}
		}
		if got != want || got.legal == 0 {
			t.Errorf("%c and %c against %c (facing %v): %+v, want %+v", c.royal, c.helper, c.royal, c.r.Game().FacingRoyals, got, want)
		}
	}
}
