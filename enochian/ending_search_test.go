package enochian

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// playEnding plays a quiet ending with the default computer player
// (alpha-beta at depth 5, with the quiescence the package registers) for
// every army, up to maxMoves turn moves, and returns the outcome and the
// moves played.
func playEnding(t *testing.T, text string, maxMoves int) (variant.Outcome, int) {
	t.Helper()
	v := &Enochian
	pl, err := search.New(v, search.Config{Limits: search.Limits{Depth: 5}})
	if err != nil {
		t.Fatal(err)
	}
	o, err := v.ParseOptions("")
	if err != nil {
		t.Fatal(err)
	}
	start, err := Parse(text, o)
	if err != nil {
		t.Fatal(err)
	}
	p := variant.Dynamic(start)
	for n := 0; n < maxMoves; n++ {
		if out := p.Outcome(); out.Over() {
			return out, n
		}
		m, err := pl.Choose(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	return p.Outcome(), maxMoves
}

// The computer wins a quiet ending (§5.3: by capturing the Kings): the
// Actives (Yellow King b5, rook h6, knight b4; Red King g4, rook g5, bishop
// d2) against the Passives' two Kings (Blue g1, Black e7) and Blue's pawn
// c8, Black to move, nothing to take and no King in check. Ending 6 of
// randomEndings: with material alone the player at depth 5 wandered for
// 120 moves without taking a King; the hunt (Evaluate) drives it to the
// capture well within 60. Not in -short: a second of search.
func TestQuietEndingWon(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of search")
	}
	out, n := playEnding(t, "2bPq5/4kK3/7yR/1yK4rR1/1yN4rK1/8/3rB4/6bK1 k -,-,-,- 0", 60)
	if out.Status != variant.Won || !out.Winners.Has(vside(Yellow)) {
		t.Errorf("after %d moves: %v, want the Actives to have won", n, out)
	}
}

// randomEndings draws n quiet endings from a fixed seed: every army's King
// on a random square, the stronger team (alternately the Actives and the
// Passives) with a rook and a bishop or a knight on each army, the weaker
// with one pawn or knight, a random army to move; kept when no King is in
// check and nothing can be captured at once.
func randomEndings(t *testing.T, n int) []struct {
	text   string
	strong Team
} {
	rng := rand.New(rand.NewPCG(7, 11))
	o, err := Enochian.ParseOptions("")
	if err != nil {
		t.Fatal(err)
	}
	var out []struct {
		text   string
		strong Team
	}
	for len(out) < n {
		strong := Team(len(out) % 2)
		used := map[int]bool{}
		sq := func() string {
			for {
				s := rng.IntN(64)
				if !used[s] && cornerMask>>s&1 == 0 {
					used[s] = true
					return sqName(s)
				}
			}
		}
		var tokens []string
		for a := Yellow; a <= Black; a++ {
			l := string(armyLetters[a])
			tokens = append(tokens, l+"K:"+sq())
			if a.Team() == strong {
				tokens = append(tokens, l+"R:"+sq(), l+[]string{"B", "N"}[rng.IntN(2)]+":"+sq())
			} else if a < 2 {
				tokens = append(tokens, l+[]string{"Pq", "N"}[rng.IntN(2)]+":"+sq())
			}
		}
		text, err := buildText(strings.Join(tokens, " "), string(armyLetters[rng.IntN(4)]), "-,-,-,-")
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(text, o)
		if err != nil || p.turn == NoArmy {
			continue // a pawn on its back line, say
		}
		quiet := true
		for a := Yellow; a <= Black; a++ {
			if p.inCheck(a) {
				quiet = false
			}
			for _, m := range p.genArmy(a, nil, false) {
				if p.sq[m.to()] != 0 {
					quiet = false
				}
			}
		}
		if quiet {
			out = append(out, struct {
				text   string
				strong Team
			}{p.String(), strong})
		}
	}
	return out
}

// In quiet endings the computer converts its advantage: the stronger team
// captures the enemy Kings instead of wandering until the move limit.
// -long only (a minute of search); the log gives the results, the measure
// of the evaluation's ending terms (hunt).
func TestQuietEndingsConverted(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("use -long")
	}
	const maxMoves = 120
	won, lost, drawn, moves := 0, 0, 0, 0
	for i, e := range randomEndings(t, 40) {
		out, n := playEnding(t, e.text, maxMoves)
		t.Logf("ending %d (%s stronger): %v after %d moves", i, e.strong, out, n)
		switch {
		case out.Status == variant.Won && out.Winners.Has(vside(Army(e.strong))):
			won++
			moves += n
		case out.Status == variant.Won:
			lost++
		case out.Status == variant.Drawn:
			drawn++
		}
	}
	t.Logf("the stronger team won %d, lost %d, drew %d of 40 endings within %d moves (the won in %d moves)", won, lost, drawn, maxMoves, moves)
}
