package enochian

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// §1.3: deosil Yellow, Blue, Red, Black; widdershins Yellow, Black, Red,
// Blue.
func TestTurnOrder(t *testing.T) {
	for opts, want := range map[string][]Army{
		"":                      {Yellow, Blue, Red, Black, Yellow},
		"direction=widdershins": {Yellow, Black, Red, Blue, Yellow},
	} {
		p, _ := New(opts)
		for i, a := range want {
			if p.Turn() != a {
				t.Fatalf("%q: turn %d is %s, want %s", opts, i, p.Turn(), a)
			}
			p = p.Play(p.Moves(nil)[0])
		}
	}
}

// §8.6: the board fixes the first army (the greater Angle) and the array
// family; §8.7: in divination mode the querent moves first whatever the
// board.
func TestTraditionalProcedure(t *testing.T) {
	if a, err := Traditional(Fire, FireOfFireEarth); err != nil || a != Red {
		t.Errorf("Traditional(fire, Fire of Fire & Earth) = %s, %v", a, err)
	}
	if _, err := Traditional(Fire, AirOfAirWater); err == nil {
		t.Error("an Air & Water array accepted on the Fire board")
	}
	for opts, first := range map[string]Army{
		"board=fire,array=fire-of-fire-earth":                      Red,
		"board=earth,array=air-of-fire-earth":                      Black,
		"board=water,array=earth-of-air-water":                     Blue,
		"board=air":                                                Yellow,
		"board=fire,array=earth-of-fire-earth,first=black,ptah=b3": Black,
	} {
		p, err := New(opts)
		if err != nil {
			t.Errorf("%q: %v", opts, err)
			continue
		}
		if p.Turn() != first {
			t.Errorf("%q: %s moves first, want %s", opts, p.Turn(), first)
		}
	}
	for _, opts := range []string{"board=air,array=air-of-fire-earth", "board=water,first=red", "ptah=e4", "ptah=a8", "first=red,ptah=b6", "ptah=zz"} {
		_, err := New(opts)
		var oe *variant.OptionError
		if !errors.Is(err, variant.ErrOption) || !errors.As(err, &oe) {
			t.Errorf("%q: error %v, want an OptionError", opts, err)
		}
	}
	if _, err := New("first=red,ptah=f2"); err != nil {
		t.Errorf("Red's Angle: %v", err)
	}
}

// §8.5: who commands which armies with 4, 3 and 2 players.
func TestPlayers(t *testing.T) {
	for opts, want := range map[string][4]int{
		"":                                   {0, 1, 2, 3},
		"players=3":                          {0, 1, 0, 2},
		"players=3,doubled-team=passives":    {0, 1, 2, 1},
		"players=2":                          {0, 1, 0, 1},
		"players=2,preset=Zalewski":          {0, 1, 0, 1},
		"players=3,doubled-team=actives,x=y": {},
	} {
		p, err := New(opts)
		if strings.Contains(opts, "x=y") {
			if err == nil {
				t.Error("unknown option accepted")
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for a := range 4 {
			if c := p.Controller(variant.Side(a)); c != want[a] {
				t.Errorf("%q: %s commanded by %d, want %d", opts, Army(a), c, want[a])
			}
		}
	}
}

// §8.2: a 4-player army may withdraw, its partner's player taking command;
// that partner may not then withdraw, and the armies keep separate turns.
func TestWithdrawal(t *testing.T) {
	p, _ := New(zal)
	if got := actionTexts(p); !slices.Equal(got, []string{"withdraw-b", "withdraw-k", "withdraw-r", "withdraw-y"}) {
		t.Errorf("start actions %v", got)
	}
	q := play(t, p, "withdraw-y")
	if q.Controller(variant.Side(Yellow)) != 2 || q.Turn() != Yellow {
		t.Errorf("after withdraw-y: Yellow commanded by %d, turn %s", q.Controller(variant.Side(Yellow)), q.Turn())
	}
	if has(actionTexts(q), "withdraw-r") || has(actionTexts(q), "withdraw-y") {
		t.Errorf("Red's player commands two armies and may not withdraw: %v", actionTexts(q))
	}
	if w, _ := q.Withdrawn(Yellow); !w {
		t.Error("Yellow not marked withdrawn")
	}
	// Not a bare King: each army moves on its own turn only.
	q = play(t, q, "a7-a6", "g5-f5")
	for _, m := range q.Moves(nil) {
		if m.Army() != Red {
			t.Errorf("on Red's turn %s moves a %s piece", q.MoveText(m), m.Army())
		}
	}
	// 2 players: no §8.2 withdrawal, only Z 9.3 for a bare King.
	p, _ = New(zal + ",players=2")
	if len(p.Actions(nil)) != 0 {
		t.Errorf("2-player start actions %v", actionTexts(p))
	}
}

// Z 9.3: in a 2-player game a bare King's army may withdraw: its King stays
// as a frozen piece, its turns are skipped, and it no longer counts for the
// team (§5.5).
func TestWithdrawalTwoPlayers(t *testing.T) {
	p := setup(t, zal+",players=2", "yK:a8 yR:d4 rK:h1 bK:h8 bN:b5 kK:a1", "y", "-,-,-,-")
	// Red and Black are bare Kings whose players also command their
	// partners; Yellow and Blue are not bare.
	if got := actionTexts(p); !slices.Equal(got, []string{"withdraw-k", "withdraw-r"}) {
		t.Fatalf("actions %v, want withdraw-k and withdraw-r", got)
	}
	p = play(t, p, "withdraw-r")
	if _, frozen := p.Withdrawn(Red); !frozen || !p.Frozen(Red) || p.Turn() != Yellow {
		t.Fatalf("after withdraw-r: %s", p)
	}
	p = play(t, p, "Rd4-d5", "Kh8-g8")
	if p.Turn() != Black {
		t.Errorf("Red's turn not skipped: turn %s", p.Turn())
	}
	// The Blue knight takes Yellow's King: the Actives have no King in
	// play, although Red's frozen King stands on h1.
	p = setup(t, zal+",players=2", "yK:a8 rK:h1 bK:h8 bN:b6 kK:e1", "b", "-,-,z,-")
	p = play(t, p, "Nb6xa8")
	if o := p.Outcome(); o.Winners != teamSides(Passives) {
		t.Errorf("outcome %v, want a win of the passives", o)
	}
}

// Z 8.13: an army whose partner is out of play may resign for its team.
func TestResignation(t *testing.T) {
	p := setup(t, zal, "bQ:h7 bPq:g7 bPn:g6 rK:h1 rN:h8 yK:a8 kK:a1", "k", "-,fcr1,-,-")
	if got := actionTexts(p); !has(got, "resign-k") || has(got, "resign-y") || has(got, "resign-r") {
		t.Errorf("actions %v: only Black may resign", got)
	}
	q := play(t, p, "resign-k")
	if o := q.Outcome(); o.Status != variant.Won || o.Winners != teamSides(Actives) || o.Reason != "resignation" {
		t.Errorf("outcome %v", o)
	}
	if len(q.Moves(nil)) != 0 || len(q.Actions(nil)) != 0 {
		t.Error("a finished game has moves or actions")
	}
	// What the page shows for the action: Black resigns for the Passives,
	// so the Actives, Yellow and Red, win.
	m, _ := p.ParseMove("resign-k")
	if got, want := p.Explain(m), "the black army resigns for its team; game over: won by yellow and red: resignation"; got != want {
		t.Errorf("Explain(resign-k) = %q, want %q", got, want)
	}
}

// TestFinishedGameHasNoActions: nothing is open once the game is over.
func TestFinishedGameHasNoActions(t *testing.T) {
	p := setup(t, zal, "yK:c6 yN:h8 bQ:h7 bPn:g6 rR:g1 rPq:g2 kK:d2", "k", "-,fcy2,fck1,-")
	p = play(t, p, "resign-k")
	if len(p.Actions(nil)) != 0 || p.ToMove() != variant.NoSide {
		t.Errorf("finished game: actions %v", actionTexts(p))
	}
}

// §4.4 and A15: the latest mutual seizure wins; control persists when the
// seizing King leaves; the own King returning restores nothing.
func TestSeizureDetails(t *testing.T) {
	// Red is led by Yellow (whose King sits on h1); Red's King steps on a8.
	p := setup(t, zal, "yK:h1 rK:b7 bK:h8 bN:e5 kK:d1", "r", "-,-,ly,-")
	q := play(t, p, "Kb7-a8")
	if q.Leader(Yellow) != Red || q.Leader(Red) != NoArmy {
		t.Errorf("latest seizure should win: %s", q)
	}
	if q.Controller(variant.Side(Yellow)) != 2 || q.Controller(variant.Side(Red)) != 2 {
		t.Error("Red's player should command both")
	}
	// Control persists after Yellow's King leaves Red's throne, and Red's
	// own King coming home does not restore it.
	p = setup(t, zal, "yK:h1 yPq:b7 rK:g3 rPq:e2 bK:h8 bN:a5 kK:d1", "y", "-,-,ly,-")
	q = play(t, p, "Kh1-g1", "Na5-b7", "Kg3-h2", "Kd1-c1", "Kg1-f1", "Nb7-a5", "Kh2-h1")
	if q.Leader(Red) != Yellow {
		t.Errorf("control lost: %s", q)
	}
	// The leader's King captured while the led army has its own King: the
	// led army simply continues under its own player.
	p = setup(t, zal, "yK:h1 rK:c3 bK:h8 bR:h6 kK:a1", "b", "-,-,ly,-")
	q = play(t, p, "Rh6xh1")
	if q.Leader(Red) != NoArmy || q.Frozen(Red) || !q.Frozen(Yellow) || q.Outcome().Over() {
		t.Errorf("after the leader's capture: %s %v", q, q.Outcome())
	}
}

// A12: a led army whose own King is captured keeps playing under its
// leader; UsurpedArmyFreezesOnOwnKingCapture freezes it.
func TestUsurpedArmyOwnKingCaptured(t *testing.T) {
	pieces := "yK:h1 rK:d4 rPr:e2 bK:h8 bR:d8 kK:a1"
	q := play(t, setup(t, zal, pieces, "b", "-,-,ly,-"), "Rd8xd4")
	if q.Frozen(Red) || q.Leader(Red) != Yellow || q.CapturedBy(Red) != Blue {
		t.Errorf("default: %s", q)
	}
	q = play(t, setup(t, zal+",usurped-army-freezes-on-own-king-capture", pieces, "b", "-,-,ly,-"), "Rd8xd4")
	if !q.Frozen(Red) {
		t.Errorf("option: Red should freeze: %s", q)
	}
}

// §4.4 option SeizedArmiesShareTurns: leader and led move either army's
// pieces on either turn. Yellow King h1: g1 g2 h2; Red knight b1: a3 c3 d2.
func TestSeizedArmiesShareTurns(t *testing.T) {
	pieces := "yK:h1 rN:b1 bK:h8 bN:e6 kK:a1"
	wantMoves(t, setup(t, zal, pieces, "y", "-,-,lycb1,-"), "Kh1-g1 Kh1-g2 Kh1-h2")
	all := "Kh1-g1 Kh1-g2 Kh1-h2 Nb1-a3 Nb1-c3 Nb1-d2"
	wantMoves(t, setup(t, zal+",seized-armies-share-turns", pieces, "y", "-,-,lycb1,-"), all)
	wantMoves(t, setup(t, zal+",seized-armies-share-turns", pieces, "r", "-,-,lycb1,-"), all)
}

// §5.2 step 3 and A46: a kingless led army's moves are all legal, and a
// move may expose the partner's King. Red's rook e2 shields Yellow's King
// e1 from Blue's rook e7: e3..e6 xe7, a2..d2 f2..h2 = 12.
func TestKinglessArmyAndPartnerExposure(t *testing.T) {
	rook := "Re2-e3 Re2-e4 Re2-e5 Re2-e6 Re2xe7 Re2-a2 Re2-b2 Re2-c2 Re2-d2 Re2-f2 Re2-g2 Re2-h2"
	wantMoves(t, setup(t, zal, "yK:e1 rR:e2 bK:h8 bR:e7 kK:a1", "r", "-,-,lycb1,-"), rook)
	// Yellow's rook shielding Red's King: 12 rook moves and K a4 a6 b4 b5
	// b6 (none on rank 7 or the e-file).
	wantMoves(t, setup(t, zal, "yK:a5 yR:e2 rK:e1 bK:h8 bR:e7 kK:a1", "y", "-,-,-,-"), rook+" Ka5-a4 Ka5-a6 Ka5-b4 Ka5-b5 Ka5-b6")
}

// §8.4 draw cases (a) partner stalemated too, (c) partner withdrawn, (d)
// partner led by the stalemated army; and a forced pass, never a draw.
func TestStalemateDrawCases(t *testing.T) {
	// (a) Yellow as in S7; Red's King h1 is stalemated as well (g1 and g2
	// covered by Black's rook g7, h2 by Black's queen f4).
	p := setup(t, zal, "yK:a8 bK:h8 bQ:c5 bR:b2 rK:h1 kK:a1 kR:g7 kQ:f4", "y", "-,-,-,-")
	if o := p.Outcome(); o.Reason != "stalemate (yellow)" {
		t.Errorf("(a): outcome %v", o)
	}
	// (c) Red has withdrawn (not bare: its pawn).
	p = setup(t, zal, "yK:a8 bK:h8 bQ:c5 bR:b2 rK:h1 rPr:e2 kK:a1", "y", "-,-,w,-")
	if o := p.Outcome(); o.Reason != "stalemate (yellow)" {
		t.Errorf("(c): outcome %v", o)
	}
	// (d) Red is led by Yellow.
	p = setup(t, zal, "yK:a8 bK:h8 bQ:c5 bR:b2 rK:h1 rPr:e2 kK:a1", "y", "-,-,ly,-")
	if o := p.Outcome(); o.Reason != "stalemate (yellow)" {
		t.Errorf("(d): outcome %v", o)
	}
	// Forced pass: Yellow's King a8 is checked by the Blue queen c8 and
	// boxed in by its pawns, which frozen Black knights block; Red's King
	// is captured, yet there is no draw: Blue moves next.
	p = setup(t, zal, "yK:a8 yPb:a7 yPq:b7 yPn:b8 kN:a6 kN:b6 kN:c6 bK:h8 bQ:c8 rPr:h2", "y", "-,-,fcb2,fcy1")
	if p.Outcome().Over() || p.Turn() != Blue {
		t.Errorf("forced pass: outcome %v turn %s", p.Outcome(), p.Turn())
	}
}

// §9.3 adjudication options (off by default): a move limit and a
// repetition count.
func TestAdjudication(t *testing.T) {
	p, _ := New("adjudication=3")
	p = play(t, p, "a7-a6", "g5-f5")
	if p.Outcome().Over() {
		t.Fatal("ended early")
	}
	p = play(t, p, "e2-e3")
	if o := p.Outcome(); o.Reason != "adjudication" || o.Status != variant.Drawn {
		t.Errorf("outcome %v", o)
	}
	p, _ = New("adjudication-repetitions=2")
	g := variant.NewGame(p)
	for _, m := range []string{"Nc8-b6", "Nh6-f7", "Nf1-g3", "Na3-c2", "Nb6-c8", "Nf7-h6", "Ng3-f1", "Nc2-a3"} {
		if err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if o := g.Outcome(); o.Reason != "adjudication" {
		t.Errorf("after a repetition: %v", o)
	}
	p, _ = New("")
	if o := p.RepetitionOutcome(100); o.Over() {
		t.Error("repetition adjudication is off by default")
	}
}

// §6.1 options: without PromotionNeedsPawnLoss a pawn promotes at once;
// without PrivilegedPawns a lone pawn promotes as usual.
func TestPromotionOptions(t *testing.T) {
	wantMoves(t, setup(t, zal+",promotion-needs-pawn-loss=false", "yK:a8 yPr:d2 yPb:a7 yPq:b7 yPn:c7 rK:h1 rN:c4 bK:h8 bB:f5 kK:a1", "y", "-,-,-,-"),
		"d2-d1=R a7-a6 b7-b6 c7-c6 Ka8-b8")
	wantMoves(t, setup(t, zal+",privileged-pawns=false", "yK:e5 yPq:b2 kK:d3 kR:a1 rK:h4 bK:h8", "y", "e,-,-,-"),
		"b2-b1=Q b2xa1=B Ke5-d5 Ke5-d6 Ke5-e6 Ke5-f4 Ke5-f5 Ke5-f6")
}

// A47: a pawn capturing an intact throne on its edge takes both pieces
// and then promotes (Zalewski: to the companion type of the Air setting).
func TestPawnTakesIntactThroneAndPromotes(t *testing.T) {
	p := setup(t, zal, "yK:e5 yPq:b2 kK+B:a1 rK:h4 bK:h8", "y", "e,-,-,-")
	q := play(t, p, "b2xa1=B")
	if a, k, _ := q.At(sqA1); a != Yellow || k != Bishop {
		t.Errorf("a1 holds %s %s", a, k)
	}
	if !q.Frozen(Black) || q.CapturedBy(Black) != Yellow || q.ThroneIntact(Black) {
		t.Errorf("Black: %s", q)
	}
}

// A5: two bishops of one army in the set make no concourse.
func TestConcourseNeedsFourArmies(t *testing.T) {
	p := setup(t, zal, "yK:a5 yB:d4 rK:h4 rB:e5 bK:h6 yB:d5 kK:a3 kB:g2", "k", "-,-,-,-")
	q := play(t, p, "Bg2-e4")
	for _, s := range []int{27, 35, 36} {
		if a, _, _ := q.At(s); a == NoArmy {
			t.Errorf("%s captured without a concourse", geometry.Name(boardCell(s)))
		}
	}
}

// §7: Explain says when a move makes a concourse. The position is the one
// of examples/server's TestBrowserEnochianConcourse, set up by hand:
// Yellow's Bishop g2 goes over the empty f3 to e4 and completes the centre
// set (§7.1: d4 e4 d5 e5) with Blue's Bishop on d4, Red's on d5 and
// Black's on e5, the four Kings on the board (every army active, §7.2). It
// takes the Blue and Black Bishops (§7.3) and Red's, its ally's, too by
// default (concourse-ally=capture) or, under Zalewski, takes Red's into
// the Yellow army (transfer). The knights keep both teams from bare Kings
// (§8.1): nothing else happens.
func TestExplainConcourse(t *testing.T) {
	const pos = "yK6bK/8/7bN/3rBkB3/3bB4/kN6rN/6yB1/kK6rK y -,-,-,- 0"
	for _, c := range []struct{ opts, want string }{
		{"", "concourse of bishops on e4: yellow takes the blue and black bishops and its ally red's bishop"},
		{zal, "concourse of bishops on e4: yellow takes the blue and black bishops; its ally red's bishop joins the yellow army"},
	} {
		p := parseWith(t, c.opts, pos)
		m, err := p.ParseMove("Bg2-e4")
		if err != nil {
			t.Fatalf("%q: %v", c.opts, err)
		}
		if got := p.Explain(m); got != c.want {
			t.Errorf("%q: Explain(Bg2-e4) = %q, want %q", c.opts, got, c.want)
		}
	}
	// The same with Blue's King on e4: the Bishop takes it, Blue freezes
	// (§5.4) before the set is judged, so its Bishop on d4 is no longer
	// active and no concourse is made (§7.2); the three Bishops stay.
	p := setup(t, "", "yK:a8 bK:e4 bN:h6 rB:d5 kB:e5 bB:d4 kN:a3 rN:h3 yB:g2 kK:a1 rK:h1", "y", "-,-,-,-")
	m, err := p.ParseMove("Bg2xe4")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Explain(m), "yellow takes the blue King; the blue army is frozen"; got != want {
		t.Errorf("Explain(Bg2xe4) = %q, want %q", got, want)
	}
	q := p.Play(m)
	for _, s := range []string{"d4", "d5", "e5"} {
		c, err := geometry.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if a, k, _ := q.At(int(c)); a == NoArmy || k != Bishop {
			t.Errorf("after Bg2xe4 %s holds %s %s", s, a, k)
		}
	}
	// Two Bishops of one army make none (A5).
	p = setup(t, zal, "yK:a5 yB:d4 rK:h4 rB:e5 bK:h6 yB:d5 kK:a3 kB:g2", "k", "-,-,-,-")
	if m, err = p.ParseMove("Bg2-e4"); err != nil {
		t.Fatal(err)
	}
	if got := p.Explain(m); got != "" {
		t.Errorf("Explain(Bg2-e4) without a concourse = %q", got)
	}
}

// §4.1: the companion leaves an intact throne by itself, named by its
// letter; the King stays, and the throne holds one piece from then on.
// Fire of Air & Water: Yellow's King and Knight on a8.
func TestCompanionLeavesThrone(t *testing.T) {
	p, _ := New("array=fire-of-air-water")
	for _, s := range []string{"Na8-b6", "Na8b6", "y:Na8-b6", "Na8-b6+"} {
		m, err := p.ParseMove(s)
		if err != nil || p.MoveText(m) != "Na8-b6" || !m.companion() {
			t.Errorf("%q: %v %v", s, p.MoveText(m), err)
		}
	}
	q := play(t, p, "Na8-b6")
	if q.ThroneIntact(Yellow) {
		t.Error("throne still intact")
	}
	if a, k, _ := q.At(sqA8); a != Yellow || k != King {
		t.Error("the King left with the knight")
	}
	var stacks int
	for _, pc := range p.Pieces(nil) {
		if pc.Level == 1 {
			stacks++
		}
	}
	if n := len(p.Pieces(nil)); n != 36 || stacks != 4 {
		t.Errorf("start: %d pieces, %d stacked; want 36 and 4", n, stacks)
	}
}

// Move text errors match the sentinels.
func TestParseMoveErrors(t *testing.T) {
	p, _ := New("")
	for s, want := range map[string]error{
		"":          variant.ErrMove,
		"Zz9":       variant.ErrMove,
		"a7-a9":     variant.ErrMove,
		"a7-a5":     variant.ErrIllegalMove,
		"a7":        variant.ErrMove,
		"d1=X":      variant.ErrMove,
		"offer-y":   variant.ErrIllegalMove,
		"dance-y":   variant.ErrMove,
		"resign-q":  variant.ErrMove,
		"roll-3":    variant.ErrIllegalMove,
		"a7-a6junk": variant.ErrMove,
	} {
		if _, err := p.ParseMove(s); !errors.Is(err, want) {
			t.Errorf("ParseMove(%q) = %v, want %v", s, err, want)
		}
	}
}

// Position text: the documented start, flags round-trip, and errors give
// their offset.
func TestPositionText(t *testing.T) {
	p, _ := New("")
	const start = "yK+ByQyNyR2bPbbK+B/yPbyPqyPnyPr2bPqbQ/6bPnbN/6bPrbR/kRkPr6/kNkPn6/kQkPq2rPrrPnrPqrPb/kK+BkPb2rRrNrQrK+B y -,-,-,- 0"
	if p.String() != start {
		t.Errorf("start text\n%s\nwant\n%s", p, start)
	}
	text := "7bK/6rQ1/8/8/8/8/yPr7/kK6yK y e,w,elycb1,- 12 last=b"
	q, err := Parse(text, Enochian.DefaultOptions())
	if err != nil || q.String() != text {
		t.Errorf("Parse(%q) = %q, %v", text, q.String(), err)
	}
	// Offsets counted by hand: the board "yK6bK/8/8/8/8/8/8/kK6rK" is 23
	// bytes, so the turn is at 24 and the statuses start at 26.
	for s, off := range map[string]int{
		"yK+B7/8/8/8/8/8/8/8 y -,-,-,- 0":           -1, // no Kings: validated as a whole
		"1yK+B6/8/8/8/8/8/8/kK6rK y -,-,-,- 0":      3,  // '+' after a King off its throne
		"yPx7":                                      2,  // 'x' is no pawn type
		"yK7/8/8/8/8/8/8/kK6rK q -,-,-,- 0":         22, // 'q' is no army
		"yK6bK/8/8/8/8/8/8/kK6rK y -,-,-,x 0":       32, // 'x' is no status flag
		"yK6bK/8/8/8/8/8/8/kK6rK y -,-,-,- 0 bogus": 36,
		"yK6bK/8/8/8/8/8/8/kK6rK y -,-,-,- z":       34,
		"yK6bK/8/8/8/8/8/8/kK6rK9 y -,-,-,- 0":      23, // rank 1 is full
		"yK6bK/8/8/8/8/8/8/kK6rKyK y -,-,-,- 0":     23,
	} {
		_, err := Parse(s, Enochian.DefaultOptions())
		var pe *variant.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, variant.ErrPosition) {
			t.Errorf("Parse(%q) = %v, want a ParseError", s, err)
			continue
		}
		if pe.Offset != off {
			t.Errorf("Parse(%q): offset %d (%s), want %d", s, pe.Offset, pe.Reason, off)
		}
	}
}

// §8.7 divination dice: the roll is a move; the rolled kind must move,
// a boxed King gives way to the pawns, and a kind that cannot move loses
// the turn.
func TestDivinationDice(t *testing.T) {
	p, _ := New("divination-dice")
	if got := texts(p); !slices.Equal(got, []string{"roll-1", "roll-2", "roll-3", "roll-4", "roll-5", "roll-6"}) {
		t.Fatalf("before the roll: %v", got)
	}
	for roll, want := range map[string]string{
		"roll-2": "Nc8-b6 Nc8-d6 Nc8-e7",
		"roll-4": "Qb8-b6 Qb8-d6",
		"roll-5": "Rd8-e8 Rd8-f8 Rd8xg8",
		"roll-6": "a7-a6 b7-b6 c7-c6 d7-d6",
		"roll-1": "a7-a6 b7-b6 c7-c6 d7-d6", // the King is boxed in: pawns
	} {
		wantMoves(t, play(t, p, roll), want)
	}
	q := play(t, p, "roll-3") // the bishop on a8 cannot move: the turn is lost
	if q.Turn() != Blue || !has(texts(q), "roll-1") {
		t.Errorf("after roll-3: turn %s moves %v", q.Turn(), texts(q))
	}
	// No check rule: Yellow's checked King (S5) may leave the check
	// standing and its knight moves freely.
	s5 := setup(t, zal+",divination-dice", "yK:a8 yQ:b8 yPb:a7 yPq:b7 yN:d4 bK:h8 bQ:c6 bR:b2 rK:h1 kK:a1", "y", "-,-,-,-")
	if n := len(play(t, s5, "roll-2").Moves(nil)); n != 8 {
		t.Errorf("knight moves after roll-2: %d, want 8", n)
	}
}

// The registry entry: sides in deosil order, teams, both profiles with
// Rients the default, and every option of Appendix A.
func TestRegistry(t *testing.T) {
	v, err := variant.Lookup("Enochian")
	if err != nil {
		t.Fatal(err)
	}
	var sides []string
	for _, s := range v.Sides {
		sides = append(sides, s.Name)
	}
	if !slices.Equal(sides, []string{"yellow", "blue", "red", "black"}) || !slices.Equal(v.Teams, []string{"actives", "passives"}) {
		t.Errorf("sides %v teams %v", sides, v.Teams)
	}
	if v.DefaultPreset != ProfileRients || len(v.Presets) != 2 || v.Presets[1].Name != ProfileZalewski {
		t.Error("profiles")
	}
	if v.Team(variant.Side(Yellow)) != teamSides(Actives) {
		t.Error("Yellow's team")
	}
	for _, k := range []string{OptDirection, OptConcourseAlly, OptCaptureImmunity, OptCheckedKingMayEnterCheck,
		OptPromotionNeedsPawnLoss, OptThroneSquarePromotion, OptPrivilegedPawns, OptPrivilegedSameTypeDemote,
		OptSeizureThawsFrozenAlly, OptSeizedArmiesShareTurns, OptUsurpedArmyFreezes, OptAllyKingCapture,
		OptPrisonerSquare, OptExchangeAnyTime, OptWithdrawnBareKingBoth, OptBareKingDraw, OptPtah,
		OptDivinationDice, OptAdjudication} {
		if !slices.ContainsFunc(v.Options, func(s variant.OptionSpec) bool { return s.Key == k }) {
			t.Errorf("option %s missing", k)
		}
	}
	// The Appendix A columns.
	z, _ := v.ParseOptions("preset=Zalewski")
	r := v.DefaultOptions()
	for k, want := range map[string][2]string{
		OptConcourseAlly:         {"transfer", "capture"},
		OptThroneSquarePromotion: {"companion-type", "own-type"},
		OptAllyKingCapture:       {"true", "false"},
		OptPrisonerSquare:        {"empty-unthreatened", "empty"},
		OptExchangeAnyTime:       {"false", "true"},
		OptWithdrawnBareKingBoth: {"false", "true"},
		OptBareKingDraw:          {"true", "true"},
		OptDirection:             {"deosil", "deosil"},
	} {
		if z.Get(k) != want[0] || r.Get(k) != want[1] {
			t.Errorf("%s: Zalewski %s Rients %s, want %v", k, z.Get(k), r.Get(k), want)
		}
	}
}

// A game through the dynamic face and the generic record: written and
// read back to the same position.
func TestRecordRoundTrip(t *testing.T) {
	start, err := variant.NewPosition("enochian", "preset=Zalewski,array=earth-of-fire-earth", "")
	if err != nil {
		t.Fatal(err)
	}
	g := variant.NewGame(start)
	for range 24 {
		ms := g.Position().Moves(nil)
		if len(ms) == 0 {
			break
		}
		if err := g.Play(ms[len(ms)/2]); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := variant.ParseRecord(g.Record().String())
	if err != nil {
		t.Fatal(err)
	}
	h, err := variant.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	if h.Position().String() != g.Position().String() {
		t.Errorf("replayed %s\nwant %s", h.Position(), g.Position())
	}
	snap := variant.Snap(g.Position())
	if snap.Variant != "enochian" || len(snap.Pieces) == 0 {
		t.Error("snapshot")
	}
}

// §2.2: Yellow's rows of the full table of arrays (Q, R, B, N, then the
// pawns of Q, R, B, N; the throne companion shares a8 with the King); the
// other armies' rows are Yellow's turned by one, two and three quarter
// turns (§2.3), which the test applies square by square.
func TestArrayTable(t *testing.T) {
	rows := map[Array][8]string{
		AirOfAirWater:    {"b8", "d8", "a8", "c8", "b7", "d7", "a7", "c7"},
		FireOfAirWater:   {"d8", "b8", "c8", "a8", "d7", "b7", "c7", "a7"},
		WaterOfAirWater:  {"a8", "c8", "b8", "d8", "a7", "c7", "b7", "d7"},
		EarthOfAirWater:  {"c8", "a8", "d8", "b8", "c7", "a7", "d7", "b7"},
		AirOfFireEarth:   {"d8", "b8", "a8", "c8", "d7", "b7", "a7", "c7"},
		FireOfFireEarth:  {"b8", "d8", "c8", "a8", "b7", "d7", "c7", "a7"},
		WaterOfFireEarth: {"a8", "c8", "d8", "b8", "a7", "c7", "d7", "b7"},
		EarthOfFireEarth: {"c8", "a8", "b8", "d8", "c7", "a7", "b7", "d7"},
	}
	kinds := [4]Kind{Queen, Rook, Bishop, Knight}
	for arr, row := range rows {
		p, err := New("array=" + arr.Key())
		if err != nil {
			t.Fatal(err)
		}
		for a := Army(0); a < 4; a++ {
			sq := func(name string) int {
				c, _ := geometry.Parse(name)
				s := int(c)
				for range a {
					s = rotSq(s)
				}
				return s
			}
			if p.sq[sq("a8")] != mkPiece(a, King) || !p.ThroneIntact(a) {
				t.Errorf("%s %s: no intact throne with the King", arr, a)
			}
			for i, k := range kinds {
				s := sq(row[i])
				got := p.sq[s]
				if s == thrones[a] {
					got = p.comp[a]
				}
				if got != mkPiece(a, k) {
					t.Errorf("%s %s: %s not on %s", arr, a, k, geometry.Name(boardCell(s)))
				}
				if ps := sq(row[4+i]); p.sq[ps] != mkPawn(a, k) {
					t.Errorf("%s %s: pawn of %s not on %s", arr, a, k, geometry.Name(boardCell(ps)))
				}
			}
		}
		if n := len(p.Pieces(nil)); n != 36 {
			t.Errorf("%s: %d pieces", arr, n)
		}
	}
}
