package host

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// ErrOffer is the error of a take-back command that does not fit the
// game's pending offer: an answer when no offer is pending, a second
// offer while one is, an offer with no other person to agree.
var ErrOffer = errors.New("take-back offer")

// Event kinds of a take-back by agreement (see [Host.OfferTakeback]).
const (
	KindOffer   = "offer"   // Seat proposes to take back its last turn (Text says to which ply)
	KindAccept  = "accept"  // Seat agrees to the pending offer; the last agreement is followed by the undo
	KindDecline = "decline" // Seat declines the pending offer (or its proposer withdraws it): it ends
)

// offer is a pending take-back offer: the seat that proposed it and the
// seats that have agreed since.
type offer struct {
	seat   int
	agreed []int
}

// OfferView is a pending take-back offer: the seat that proposed it, the
// ply the game would go back to, the person seats that have agreed and
// those whose answer is awaited.
type OfferView struct {
	Seat    int   `json:"seat"`
	To      int   `json:"to"`
	Agreed  []int `json:"agreed"`
	Waiting []int `json:"waiting"`
}

// takebackTo returns the ply a take-back proposed by seat goes back to:
// the ply of the seat's last move, or -1 if it has played none.
func (e *entry) takebackTo(seat int) int {
	for i := e.g.Len() - 1; i >= 0; i-- {
		if e.plays[i].seat == seat {
			return i
		}
	}
	return -1
}

// waiting returns the person seats whose agreement the pending offer
// still needs: every person seat but the proposer that has not agreed.
func (e *entry) waiting() []int {
	var out []int
	for i, s := range e.seats {
		if s.Computer == nil && i != e.offer.seat && !slices.Contains(e.offer.agreed, i) {
			out = append(out, i)
		}
	}
	return out
}

// offerView describes the pending offer, or nil. e.mu is held.
func (e *entry) offerView() *OfferView {
	if e.offer == nil {
		return nil
	}
	return &OfferView{Seat: e.offer.seat, To: e.takebackTo(e.offer.seat), Agreed: append([]int{}, e.offer.agreed...), Waiting: append([]int{}, e.waiting()...)}
}

// applyOffer keeps the pending offer up to date with an event: an offer
// opens one, an agreement adds to it, and a decline, a move, an undo or
// the end of the game closes it (an offer lapses when a move is made).
func (e *entry) applyOffer(ev Event) {
	switch ev.Kind {
	case KindOffer:
		e.offer = &offer{seat: ev.Seat}
	case KindAccept:
		if e.offer != nil {
			e.offer.agreed = append(e.offer.agreed, ev.Seat)
		}
	case KindSeat, KindOutcome:
	default:
		e.offer = nil
	}
}

// offerEvent is an event of the take-back offer that leaves the clocks
// as they run: the side to move's time is not given back.
func (e *entry) offerEvent(kind string, seat int, text string) Event {
	return Event{Kind: kind, Seat: seat, Side: variant.NoSide, Text: text, Clocks: e.clocks, At: e.turnAt}
}

// OfferTakeback proposes, for the seat the actor holds, to take back the
// moves since that seat's last move (its own included), in a game
// between people: every other person seat must agree (AcceptTakeback)
// before the moves are taken back; one that declines ends the offer, and
// so does any move made meanwhile (the offer lapses). Computer seats are
// not asked. Offering again while the seat's own offer is pending
// returns the game unchanged; another seat's pending offer is ErrOffer.
// An offer with nothing to take back is [variant.ErrNoUndo].
func (h *Host) OfferTakeback(ctx context.Context, id string, a Actor) (View, error) {
	return h.do(ctx, id, true, func(e *entry) error {
		seat, err := e.seatFor(a)
		if err != nil {
			return err
		}
		if o := e.g.Outcome(); o.Over() {
			return fmt.Errorf("%w: %s", variant.ErrGameOver, e.v.Describe(o))
		}
		if e.offer != nil {
			if e.offer.seat == seat {
				return nil
			}
			return fmt.Errorf("%w: seat %d's offer is pending: answer it first", ErrOffer, e.offer.seat)
		}
		to := e.takebackTo(seat)
		if to < 0 {
			return fmt.Errorf("%w: seat %d has made no move", variant.ErrNoUndo, seat)
		}
		e.offer = &offer{seat: seat} // to count the others; commit sets it again
		others := len(e.waiting())
		e.offer = nil
		if others == 0 {
			return fmt.Errorf("%w: no other person plays this game (take back with undo)", ErrOffer)
		}
		return h.commit(ctx, e, e.offerEvent(KindOffer, seat, fmt.Sprintf("take back to ply %d", to)))
	})
}

// AcceptTakeback agrees, for the seat the actor holds, to the pending
// take-back offer. When every person seat but the proposer has agreed,
// the moves are taken back at once (an accept event then an undo event).
// No offer pending is ErrOffer; the proposer's own acceptance, or a seat
// that is not the actor's, is ErrNotYourTurn.
func (h *Host) AcceptTakeback(ctx context.Context, id string, a Actor) (View, error) {
	return h.answer(ctx, id, a, true)
}

// DeclineTakeback declines, for the seat the actor holds, the pending
// take-back offer, which ends it; the proposer may withdraw its own offer
// so. No offer pending is ErrOffer.
func (h *Host) DeclineTakeback(ctx context.Context, id string, a Actor) (View, error) {
	return h.answer(ctx, id, a, false)
}

func (h *Host) answer(ctx context.Context, id string, a Actor, yes bool) (View, error) {
	return h.do(ctx, id, true, func(e *entry) error {
		if _, err := e.seatFor(a); err != nil {
			return err
		}
		if e.offer == nil {
			return fmt.Errorf("%w: no take-back offer is pending", ErrOffer)
		}
		if !yes {
			seat := -1
			for i := range e.seats {
				if e.holds(a, i) && (i == e.offer.seat || slices.Contains(e.waiting(), i)) {
					seat = i
					break
				}
			}
			if seat < 0 {
				return fmt.Errorf("%w: the offer does not wait for this seat", ErrNotYourTurn)
			}
			return h.commit(ctx, e, e.offerEvent(KindDecline, seat, ""))
		}
		seat := -1
		for _, i := range e.waiting() {
			if e.holds(a, i) {
				seat = i
				break
			}
		}
		if seat < 0 {
			return fmt.Errorf("%w: the offer does not wait for this seat", ErrNotYourTurn)
		}
		evs := []Event{e.offerEvent(KindAccept, seat, "")}
		if len(e.waiting()) == 1 {
			to := e.takebackTo(e.offer.seat)
			evs = append(evs, Event{Kind: KindUndo, Ply: to, Side: variant.NoSide, Seat: seat, Clocks: e.clocks})
		}
		return h.commit(ctx, e, evs...)
	})
}
