package enochian

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The computer offers an exchange of prisoners (§8.3) where it gains, and
// another computer, commanding the other team, accepts it.
//
// Yellow's King on a1 is boxed in by its frozen ally Red (rook a2, knight
// b1, pawn b2; Red's King was taken by Black), and Blue (queen h7, rook
// g7, pawn g6) is frozen, its King taken by Yellow. Black (King e5) is to
// move. Whatever Black plays, the turn passes over the frozen armies to
// Yellow, who has no move and is not in check, with its partner out of
// the game: a draw by stalemate (§8.4 b), as the loop below checks. The
// exchange (open at any time in the default profile) brings back both
// Kings and thaws both armies: the Actives get K+R+N+P back, the Passives
// K+Q+R+P. By the evaluation that is 4,900 to 4,850: Yellow gains 50.
//
// Both computers hold a draw in contempt (Contempt 200: a draw is worth
// -200 to each). Yellow offers (+50 after acceptance beats -200); Black,
// asked to answer, accepts (-50 beats the draw it would get by declining).
// With no contempt Black declines: the exchange costs it 50 and declining
// draws, so the decision is the search's, not a habit.
func TestComputersExchangePrisoners(t *testing.T) {
	type (
		P = Position
		M = Move
	)
	pieces := "yK:a1 rR:a2 rN:b1 rPq:b2 bQ:h7 bR:g7 bPn:g6 kK:e5"
	p := setup(t, "", pieces, "k", "-,fcy2,fck1,-")
	for _, m := range p.Moves(nil) {
		if o := p.Play(m).Outcome(); o.Status != variant.Drawn {
			t.Fatalf("after %s: %v, want a draw by stalemate", p.MoveText(m), o)
		}
	}
	actives, passives := variant.SidesOf(vside(Yellow), vside(Red)), variant.SidesOf(vside(Blue), vside(Black))
	player := func(contempt int) search.Player[P, M] {
		return search.AlphaBeta[P, M]{Eval: Evaluate, Limits: search.Limits{Depth: 3}, Contempt: contempt}
	}
	ctx := context.Background()

	g := variant.NewGame(p)
	d, err := search.Deliberate(ctx, player(200), g, actives)
	if err != nil || !d.Act || p.MoveText(d.Action) != "offer-y" {
		t.Fatalf("Yellow's computer: %+v (%v), want offer-y", d, err)
	}
	if err := g.Play(d.Action); err != nil {
		t.Fatal(err)
	}
	// The other team's computer does not take the answer for the Actives'.
	if d, err := search.Deliberate(ctx, player(200), g, actives); err != nil || d.Act && g.Position().MoveText(d.Action) == "accept-k" {
		t.Fatalf("Yellow's computer answered its own offer: %+v", d)
	}
	d, err = search.Deliberate(ctx, player(200), g, passives)
	if err != nil || !d.Act || g.Position().MoveText(d.Action) != "accept-k" {
		t.Fatalf("Black's computer: %+v (%v), want accept-k", d, err)
	}
	if err := g.Play(d.Action); err != nil {
		t.Fatal(err)
	}
	q := g.Position()
	if q.Frozen(Red) || q.Frozen(Blue) || q.CapturedBy(Red) != NoArmy || q.CapturedBy(Blue) != NoArmy {
		t.Fatalf("no exchange: %s", q)
	}
	if before, after := Evaluate(p, vside(Yellow)), Evaluate(q, vside(Yellow)); after <= before {
		t.Errorf("Yellow's evaluation %d before, %d after: no gain", before, after)
	}

	// Without contempt, Black declines the same offer.
	g = variant.NewGame(p)
	if err := g.PlayText("offer-y"); err != nil {
		t.Fatal(err)
	}
	d, err = search.Deliberate(ctx, player(0), g, passives)
	if err != nil || d.Act && g.Position().MoveText(d.Action) == "accept-k" {
		t.Errorf("Black's computer without contempt: %+v (%v), want no acceptance", d, err)
	}

	// The same through the dynamic face, with the players search.New makes.
	dyn, err := search.New(&Enochian, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: 3}, Contempt: 200})
	if err != nil {
		t.Fatal(err)
	}
	dg := variant.NewGame(variant.Dynamic(p))
	for _, want := range []struct {
		sides variant.SideSet
		text  string
	}{{actives, "offer-y"}, {passives, "accept-k"}} {
		d, err := search.Deliberate(ctx, dyn, dg, want.sides)
		if err != nil || !d.Act || dg.Position().MoveText(d.Action) != want.text {
			t.Fatalf("dynamic face: %+v (%v), want %s", d, err, want.text)
		}
		if err := dg.Play(d.Action); err != nil {
			t.Fatal(err)
		}
	}
}

// The computer does not hand its army to its partner's player for nothing.
// A withdrawal (§8.2) of an army that is not a bare King only changes who
// commands it: the board and the turns stay as they were, so withdrawing
// is never better than playing on. In this position of a four-player game
// between four computers (ply 56, Yellow to move), Black's computer, at
// 3,000 nodes a move, withdrew: it compared a search of the position
// after the withdrawal with a search of playing on that reached a
// different depth. Both are now searched to the same depth.
func TestComputerKeepsItsArmy(t *testing.T) {
	const text = "yB4bPb1bK+B/2yPn4bQ/yNyPq3bPn2/1yK1rPrbPq3/8/1kK1kPnkB1rPq1/3rR1rPnrKrPb/bR6rB y e,e,-,e 56"
	p, err := variant.NewPosition("enochian", "players=4", text)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := search.New(&Enochian, search.Config{Limits: search.Limits{Nodes: 3000}, Seed: 14})
	if err != nil {
		t.Fatal(err)
	}
	d, err := search.Deliberate(context.Background(), pl, variant.NewGame(p), variant.SidesOf(vside(Black)))
	if err != nil || d.Act {
		t.Errorf("Black's computer: %+v (%v), want to play on", d, err)
	}
}
