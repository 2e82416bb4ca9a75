package host

import (
	"context"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/ludus-chess/ludus/variant"
)

// CheckName checks a seat's name, which every reader of the game sees: at
// most 64 bytes of UTF-8 without control characters (NUL, ESC, newlines)
// and without the bidirectional formatting characters (U+200E, U+200F,
// U+202A..U+202E, U+2066..U+2069, U+061C) that can make a name display
// as another text (the "Trojan Source" reordering, CVE-2021-42574).
func CheckName(name string) error {
	if len(name) > 64 {
		return errors.New("name longer than 64 bytes")
	}
	if !utf8.ValidString(name) {
		return errors.New("name is not valid UTF-8")
	}
	for _, r := range name {
		switch {
		case unicode.IsControl(r):
			return fmt.Errorf("name has the control character %U", r)
		case r == 0x200E || r == 0x200F || r == 0x061C || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069:
			return fmt.Errorf("name has the bidirectional formatting character %U", r)
		}
	}
	return nil
}

// Games returns the games in which user holds a seat, the most recently
// updated first, at most limit (<= 0: all). The rows are the store's
// summaries (id, variant, ply, finished, result, times).
func (h *Host) Games(ctx context.Context, user string, limit int) ([]GameRow, error) {
	if user == "" {
		return nil, nil
	}
	rows, err := h.store.Games(ctx, user, limit)
	if err != nil {
		return nil, fmt.Errorf("host: listing games: %w", err)
	}
	return rows, nil
}

// seatEvent reloads a game's seats from the store and commits a KindSeat
// event, so that other hosts reload them too. It works on finished and
// halted games as well.
func (h *Host) seatEvent(ctx context.Context, id string, seat int, text string, change func(e *entry) error) error {
	if err := h.open(); err != nil {
		return err
	}
	for try := 0; ; try++ {
		e, err := h.lock(ctx, id, true)
		if err != nil {
			return err
		}
		err = h.guardEntry(e, func() error {
			if err := change(e); err != nil {
				return err
			}
			_, seats, err := h.store.Load(ctx, id)
			if err != nil {
				return err
			}
			e.seats = seats
			// The turn goes on: the clocks stay and the turn's start too
			// (At), so the side to move's clock runs on (see moveEvent).
			return h.commit(ctx, e, Event{Kind: KindSeat, Seat: seat, Side: variant.NoSide, Text: text, Clocks: e.clocks, At: e.turnAt})
		})
		e.mu.Unlock()
		if errors.Is(err, ErrConflict) && try < 3 {
			continue
		}
		return err
	}
}

// EraseUser removes user from every seat that holds it, with the seat's
// name (the seat keeps playing, anonymous; its token stays valid), and
// returns the games concerned. Each gets a KindSeat event.
func (h *Host) EraseUser(ctx context.Context, user string) ([]string, error) {
	if user == "" {
		return nil, nil
	}
	ids, err := h.store.EraseUser(ctx, user)
	if err != nil {
		return nil, fmt.Errorf("host: erasing a user: %w", err)
	}
	for _, id := range ids {
		if err := h.seatEvent(ctx, id, -1, "a user was erased", func(*entry) error { return nil }); err != nil {
			return ids, fmt.Errorf("host: game %s: %w", id, err)
		}
	}
	return ids, nil
}

// RotateToken gives seat of game id a new token, returned once, for an
// actor holding that seat (its current token, or its authenticated user);
// the old token stops working here at once and on other hosts at their
// next look at the game.
func (h *Host) RotateToken(ctx context.Context, id string, a Actor, seat int) (string, error) {
	var token string
	err := h.seatEvent(ctx, id, seat, "token changed", func(e *entry) error {
		if !e.holds(a, seat) {
			if _, err := e.seatFor(a); err != nil {
				return err
			}
			return fmt.Errorf("%w: seat %d is not the actor's", ErrNotYourTurn, seat)
		}
		if e.seats[seat].Computer != nil {
			return fmt.Errorf("%w: seat %d is a computer", ErrNotYourTurn, seat)
		}
		row := e.seats[seat]
		token, row.TokenHash = newToken()
		return h.store.SetSeat(ctx, id, row)
	})
	if err != nil {
		return "", err
	}
	return token, nil
}

// Delete removes a game with its seats and events from the store; a search
// under way for it is dropped and its watchers end (ErrNotFound).
func (h *Host) Delete(ctx context.Context, id string) error {
	if err := h.open(); err != nil {
		return err
	}
	if err := h.store.Delete(ctx, id); err != nil {
		return err
	}
	h.mu.Lock()
	e := h.games[id]
	h.mu.Unlock()
	if e != nil {
		e.mu.Lock()
		h.drop(e)
		e.mu.Unlock()
	}
	h.notify(id)
	return nil
}
