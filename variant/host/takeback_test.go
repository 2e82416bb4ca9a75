package host_test

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
)

// A take-back between people is proposed by one seat and made when the
// other agrees; a decline, or a move made meanwhile, ends the offer; only
// the seats' holders act for them.
func TestTakebackByAgreement(t *testing.T) {
	store := host.NewMemStore()
	h := start(t, store, host.Options{})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{
		{Name: "Ann", Sides: []variant.Side{0}}, {Name: "Bob", Sides: []variant.Side{1}}}})
	if err != nil {
		t.Fatal(err)
	}
	ann, bob := host.Actor{Token: v.Seats[0].Token}, host.Actor{Token: v.Seats[1].Token}
	must := func(v host.View, err error) host.View {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if _, err := h.OfferTakeback(ctx, v.ID, ann); !errors.Is(err, variant.ErrNoUndo) {
		t.Errorf("an offer before any move: %v, want ErrNoUndo", err)
	}
	must(h.Move(ctx, v.ID, ann.Token, 0, "e4"))
	if _, err := h.OfferTakeback(ctx, v.ID, bob); !errors.Is(err, variant.ErrNoUndo) {
		t.Errorf("Bob, who has not moved, offers: %v, want ErrNoUndo", err)
	}
	if _, err := h.OfferTakeback(ctx, v.ID, host.Actor{Token: "nobody"}); !errors.Is(err, host.ErrToken) {
		t.Errorf("an unknown token offers: %v, want ErrToken", err)
	}
	if _, err := h.AcceptTakeback(ctx, v.ID, bob); !errors.Is(err, host.ErrOffer) {
		t.Errorf("an answer with no offer: %v, want ErrOffer", err)
	}
	got := must(h.OfferTakeback(ctx, v.ID, ann))
	if o := got.Offer; o == nil || o.Seat != 0 || o.To != 0 || fmt.Sprint(o.Waiting) != "[1]" || len(o.Agreed) != 0 {
		t.Fatalf("Ann's offer: %+v", o)
	}
	if again := must(h.OfferTakeback(ctx, v.ID, ann)); again.Seq != got.Seq {
		t.Errorf("offering again changed the game: seq %d, then %d", got.Seq, again.Seq)
	}
	if _, err := h.AcceptTakeback(ctx, v.ID, ann); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("Ann accepts her own offer: %v, want ErrNotYourTurn", err)
	}
	if _, err := h.AcceptTakeback(ctx, v.ID, host.Actor{Token: "nobody"}); !errors.Is(err, host.ErrToken) {
		t.Errorf("an unknown token accepts: %v, want ErrToken", err)
	}
	got = must(h.DeclineTakeback(ctx, v.ID, bob))
	if got.Offer != nil || got.Ply != 1 {
		t.Errorf("after Bob declines: offer %+v at ply %d", got.Offer, got.Ply)
	}
	// An offer lapses when a move is made.
	must(h.OfferTakeback(ctx, v.ID, ann))
	got = must(h.Move(ctx, v.ID, bob.Token, 1, "e5"))
	if got.Offer != nil {
		t.Errorf("the offer outlived Bob's move: %+v", got.Offer)
	}
	if _, err := h.AcceptTakeback(ctx, v.ID, bob); !errors.Is(err, host.ErrOffer) {
		t.Errorf("accepting a lapsed offer: %v, want ErrOffer", err)
	}
	// Ann, to move after 1. e4 e5, asks to take back her e4 and Bob's e5.
	got = must(h.OfferTakeback(ctx, v.ID, ann))
	if got.Offer.To != 0 {
		t.Errorf("the offer goes back to ply %d, want 0", got.Offer.To)
	}
	if _, err := h.OfferTakeback(ctx, v.ID, bob); !errors.Is(err, host.ErrOffer) {
		t.Errorf("Bob offers while Ann's offer is pending: %v, want ErrOffer", err)
	}
	// A second host on the store reads the pending offer from the events.
	h2 := start(t, store, host.Options{})
	if o := must(h2.Get(ctx, v.ID)).Offer; o == nil || o.Seat != 0 {
		t.Errorf("the offer as another host reads it: %+v", o)
	}
	got = must(h.AcceptTakeback(ctx, v.ID, bob))
	if got.Ply != 0 || len(got.Moves) != 0 || got.Offer != nil || got.ToMove != "white" {
		t.Errorf("after Bob accepts: ply %d, moves %+v, offer %+v, %s to move", got.Ply, got.Moves, got.Offer, got.ToMove)
	}
	var kinds []string
	h.Watch(ctx, v.ID, 0, func(e host.Event) error {
		kinds = append(kinds, e.Kind)
		if e.Seq == got.Seq {
			return errors.New("enough")
		}
		return nil
	})
	want := []string{"move", "offer", "decline", "offer", "move", "offer", "accept", "undo"}
	if !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
	if _, err := h.Move(ctx, v.ID, ann.Token, 0, "d4"); err != nil {
		t.Errorf("Ann plays again after the take-back: %v", err)
	}
}

// In a game of four people every other person must agree; the computer
// seats are not asked; a game against the computer alone has no one to
// ask (its take-back is Undo).
func TestTakebackEveryPersonAgrees(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	var seats []host.SeatSpec
	for i, name := range []string{"Ann", "Bob", "Cleo"} {
		seats = append(seats, host.SeatSpec{Name: name, Sides: []variant.Side{variant.Side(i)}})
	}
	seats = append(seats, host.SeatSpec{Sides: []variant.Side{3}, Computer: random()})
	v, err := h.Create(ctx, host.GameSpec{Variant: "enochian", Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	tok := func(i int) host.Actor { return host.Actor{Token: v.Seats[i].Token} }
	for ply := range 3 {
		cur, _ := h.Get(ctx, v.ID)
		if _, err := h.Move(ctx, v.ID, v.Seats[ply].Token, ply, cur.Snapshot.Moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, h, v.ID, "the computer's move", func(v host.View) bool { return v.Ply == 4 })
	// Cleo's move was the third: back to ply 2, the computer's move too.
	got, err := h.OfferTakeback(ctx, v.ID, tok(2))
	if err != nil || got.Offer.To != 2 || fmt.Sprint(got.Offer.Waiting) != "[0 1]" {
		t.Fatalf("Cleo's offer: %v %+v", err, got.Offer)
	}
	if got, err = h.AcceptTakeback(ctx, v.ID, tok(0)); err != nil || got.Ply != 4 || fmt.Sprint(got.Offer.Agreed, got.Offer.Waiting) != "[0] [1]" {
		t.Fatalf("Ann agrees: %v, ply %d, offer %+v", err, got.Ply, got.Offer)
	}
	if _, err = h.AcceptTakeback(ctx, v.ID, tok(0)); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("Ann agrees twice: %v, want ErrNotYourTurn", err)
	}
	if got, err = h.AcceptTakeback(ctx, v.ID, tok(1)); err != nil || got.Ply != 2 || got.Offer != nil || got.ToMove != v.Sides[2].Name {
		t.Fatalf("Bob agrees: %v, ply %d, offer %+v, %s to move", err, got.Ply, got.Offer, got.ToMove)
	}

	solo, err := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0}}, {Sides: []variant.Side{1}, Computer: random()}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Move(ctx, solo.ID, solo.Seats[0].Token, 0, "e4"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.OfferTakeback(ctx, solo.ID, host.Actor{Token: solo.Seats[0].Token}); !errors.Is(err, host.ErrOffer) {
		t.Errorf("an offer to the computer alone: %v, want ErrOffer", err)
	}
}

// An offer and its answer do not stop or restart the clock of the side
// to move: its time runs on from its turn's start.
func TestTakebackKeepsTheClock(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	h := start(t, host.NewMemStore(), host.Options{Now: clock, Sweep: time.Hour})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess", Clock: &host.ClockSpec{Base: time.Minute}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Move(ctx, v.ID, v.Seats[0].Token, 0, "e4"); err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	if _, err := h.OfferTakeback(ctx, v.ID, host.Actor{Token: v.Seats[0].Token}); err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	got, err := h.DeclineTakeback(ctx, v.ID, host.Actor{Token: v.Seats[1].Token})
	if err != nil {
		t.Fatal(err)
	}
	// Black has been to move for 20 s since e4.
	if b := *got.Sides[1].ClockMs; b != 40000 {
		t.Errorf("Black's clock after the offer and the decline: %d ms, want 40000", b)
	}
}
