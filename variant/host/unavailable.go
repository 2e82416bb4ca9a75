package host

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// unavailable marks a store's failure (a full disk, an unreachable
// database) as ErrUnavailable, which an HTTP layer answers with 503 and
// Retry-After: nothing was committed, and the same call may succeed once
// the store is back (database/sql reconnects by itself; a game whose write
// failed is reloaded from the store at its next use). The store's own
// answers (ErrConflict, ErrNotFound) and the caller's cancellation pass
// unchanged.
func unavailable(err error) error {
	if err == nil || errors.Is(err, ErrConflict) || errors.Is(err, ErrNotFound) || errors.Is(err, ErrUnavailable) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("%w: %w", ErrUnavailable, err)
}

// failing wraps a Store and marks its failures with ErrUnavailable.
type failing struct{ s Store }

func (f failing) Create(ctx context.Context, g GameRow, seats []SeatRow) error {
	return unavailable(f.s.Create(ctx, g, seats))
}

func (f failing) Load(ctx context.Context, id string) (GameRow, []SeatRow, error) {
	g, s, err := f.s.Load(ctx, id)
	return g, s, unavailable(err)
}

func (f failing) Events(ctx context.Context, id string, after int64, limit int) ([]Event, error) {
	evs, err := f.s.Events(ctx, id, after, limit)
	return evs, unavailable(err)
}

func (f failing) Append(ctx context.Context, expect int64, next GameRow, evs []Event) error {
	return unavailable(f.s.Append(ctx, expect, next, evs))
}

func (f failing) Count(ctx context.Context, client string, since time.Time) (int, error) {
	n, err := f.s.Count(ctx, client, since)
	return n, unavailable(err)
}

func (f failing) Due(ctx context.Context, before time.Time, limit int) ([]string, error) {
	ids, err := f.s.Due(ctx, before, limit)
	return ids, unavailable(err)
}

func (f failing) Lease(ctx context.Context, id string, seq int64, owner string, now, until time.Time) (bool, error) {
	ok, err := f.s.Lease(ctx, id, seq, owner, now, until)
	return ok, unavailable(err)
}

func (f failing) Games(ctx context.Context, user string, limit int) ([]GameRow, error) {
	rows, err := f.s.Games(ctx, user, limit)
	return rows, unavailable(err)
}

func (f failing) SetSeat(ctx context.Context, id string, seat SeatRow) error {
	return unavailable(f.s.SetSeat(ctx, id, seat))
}

func (f failing) EraseUser(ctx context.Context, user string) ([]string, error) {
	ids, err := f.s.EraseUser(ctx, user)
	return ids, unavailable(err)
}

func (f failing) Delete(ctx context.Context, id string) error {
	return unavailable(f.s.Delete(ctx, id))
}
