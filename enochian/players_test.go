package enochian

import (
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// controller asks who commands army a through the dynamic face, as a
// server does.
func controller(t *testing.T, p variant.AnyPosition, a Army) int {
	t.Helper()
	if !slices.Contains(variant.CapabilitiesOf(p), "Controlling") {
		t.Fatal("the dynamic face does not claim Controlling")
	}
	return variant.ControllerOf(p, variant.Side(a))
}

// dynamicAt reads position text through the registry (dynamic face).
func dynamicAt(t *testing.T, options, pieces, turn, statuses string) variant.AnyPosition {
	t.Helper()
	text, err := buildText(pieces, turn, statuses)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variant.NewPosition("enochian", options, text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func playText(t *testing.T, p variant.AnyPosition, moves ...string) variant.AnyPosition {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, p, err)
		}
		p = p.Play(m)
	}
	return p
}

// §8.5 through variant.Controlling: 4 players one army each; 3 players, one
// of whom holds both armies of a team (the actives by default); 2 players
// one team each. Players are numbered in the order of their first army.
func TestControlledPlayers(t *testing.T) {
	var _ variant.Controlling = Position{}
	for opts, want := range map[string][4]int{
		"":                                {0, 1, 2, 3},
		"players=4,preset=Zalewski":       {0, 1, 2, 3},
		"players=3":                       {0, 1, 0, 2},
		"players=3,doubled-team=passives": {0, 1, 2, 1},
		"players=2":                       {0, 1, 0, 1},
	} {
		p, err := variant.NewPosition("enochian", opts, "")
		if err != nil {
			t.Fatal(err)
		}
		for a := Army(0); a < 4; a++ {
			if got := controller(t, p, a); got != want[a] {
				t.Errorf("%q: %s commanded by player %d, want %d", opts, a, got, want[a])
			}
		}
	}
}

// A 3-player game (§8.2, §8.5): only a player holding a single army, whose
// partner another player holds, may withdraw; the player of both Actives
// may not (neither army is a bare King, so Z 9.3 is closed too). After
// Blue withdraws, Black's player commands Blue as well and may no longer
// withdraw. With the Passives doubled instead, Yellow and Red have
// different players, so Zalewski's ally-King capture is open to Red (S17:
// 10 moves, as with 4 players), and Red's player then commands Yellow.
func TestThreePlayers(t *testing.T) {
	p, _ := variant.NewPosition("enochian", "players=3,preset=Zalewski", "")
	var acts []string
	for _, a := range p.Actions(nil) {
		acts = append(acts, p.MoveText(a))
	}
	if !slices.Equal(acts, []string{"withdraw-b", "withdraw-k"}) {
		t.Fatalf("3-player start actions %v, want withdraw-b and withdraw-k", acts)
	}
	q := playText(t, p, "withdraw-b")
	if controller(t, q, Blue) != 2 || controller(t, q, Black) != 2 || controller(t, q, Yellow) != 0 {
		t.Errorf("after withdraw-b: Blue %d Black %d Yellow %d, want 2 2 0", controller(t, q, Blue), controller(t, q, Black), controller(t, q, Yellow))
	}
	if len(q.Actions(nil)) != 0 {
		t.Errorf("after withdraw-b no army may withdraw: %v", q.Actions(nil))
	}
	s17 := "yK:e4 yPq:a7 bK:h8 bR:e1 rK:h3 rN:f2 kK:a1"
	r := dynamicAt(t, "players=3,doubled-team=passives,preset=Zalewski", s17, "r", "-,-,-,-")
	if n := len(r.Moves(nil)); n != 10 {
		t.Errorf("S17 with the passives doubled: %d moves, want 10", n)
	}
	r = playText(t, r, "Nf2xe4")
	if controller(t, r, Yellow) != 2 || controller(t, r, Red) != 2 {
		t.Errorf("after Nf2xe4 Red's player (2) should command Yellow: %d", controller(t, r, Yellow))
	}
}

// A 2-player game (§8.5): seizing still thaws a frozen partner, and
// command does not change, as the same player already holds both armies
// (S12's seizure). Z 9.3 withdrawal of a bare King keeps the army with its
// player, its King frozen.
func TestTwoPlayers(t *testing.T) {
	p := dynamicAt(t, "players=2,preset=Zalewski", "yK:g2 rQ:e1 rPr:e2 rR:c1 bK:h8 bN:c3 kK:a1", "y", "-,-,fcb1,-")
	if controller(t, p, Red) != 0 || controller(t, p, Yellow) != 0 || controller(t, p, Blue) != 1 {
		t.Fatal("2 players: the actives' player is 0")
	}
	q := playText(t, p, "Kg2-h1")
	typed := q.Typed().(Position)
	if typed.Frozen(Red) || typed.Leader(Red) != Yellow {
		t.Errorf("Red not thawed and led by Yellow: %s", q)
	}
	if controller(t, q, Red) != 0 || controller(t, q, Yellow) != 0 || controller(t, q, Black) != 1 {
		t.Errorf("command changed: Red %d Yellow %d", controller(t, q, Red), controller(t, q, Yellow))
	}
	w := dynamicAt(t, "players=2,preset=Zalewski", "yK:a8 yR:d4 rK:h1 bK:h8 bN:b5 kK:a1", "y", "-,-,-,-")
	w = playText(t, w, "withdraw-r")
	if _, frozen := w.Typed().(Position).Withdrawn(Red); !frozen || controller(t, w, Red) != 0 {
		t.Errorf("Z 9.3 withdrawal: %s, Red commanded by %d", w, controller(t, w, Red))
	}
}

// The position text of the start of each of the eight arrays, with each
// army first, round-trips: Parse gives back the same text, hash, legal
// moves and pieces, through the typed face and through the registry.
func TestArrayStartTextRoundTrip(t *testing.T) {
	for _, arr := range Arrays {
		for _, first := range []string{"yellow", "blue", "red", "black"} {
			opts := "array=" + arr.Key() + ",first=" + first
			p, err := New(opts)
			if err != nil {
				t.Fatal(err)
			}
			text := p.String()
			if n := strings.Count(text, "K+"); n != 4 {
				t.Errorf("%s: %d intact thrones in %q, want 4", opts, n, text)
			}
			q, err := Parse(text, p.Options())
			if err != nil {
				t.Fatalf("%s: Parse(%q): %v", opts, text, err)
			}
			if q.String() != text || q.Hash() != p.Hash() || q.Turn() != p.Turn() {
				t.Errorf("%s: round trip %q -> %q", opts, text, q.String())
			}
			if !slices.Equal(sortedMoves(q.Moves(nil)), sortedMoves(p.Moves(nil))) {
				t.Errorf("%s: the parsed start has other moves", opts)
			}
			if !slices.Equal(q.Pieces(nil), p.Pieces(nil)) {
				t.Errorf("%s: the parsed start has other pieces", opts)
			}
			d, err := variant.NewPosition("enochian", opts, text)
			if err != nil || d.String() != text {
				t.Errorf("%s: registry round trip: %v %v", opts, d, err)
			}
		}
	}
}
