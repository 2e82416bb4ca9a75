package host

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// GameRow is what a Store keeps of a game besides its seats and events: how
// it was created and a summary of its current state, which Append replaces.
type GameRow struct {
	ID       string
	Variant  string
	Options  string
	Start    string // start position text
	Clock    *ClockSpec
	Client   string
	Seq      int64  // the last event's sequence number (0: none yet)
	Ply      int    // moves played
	Position string // current position text
	Over     bool
	Result   string
	// Due is set when the host owes the game a move: a computer seat or a
	// chance event is to move.
	Due     bool
	Created time.Time
	Updated time.Time
}

// SeatRow is a stored seat. TokenHash is the SHA-256 of a person seat's
// token in hex; the token itself is never stored.
type SeatRow struct {
	Seat      int
	Name      string
	User      string // the embedding site's user id of a person seat, or ""
	Sides     []variant.Side
	Computer  *Engine
	TokenHash string
}

// Store keeps hosted games. Every method is safe for concurrent use, also
// by several hosts (processes) on one database. Append is the point where
// concurrent writers are serialized: it writes only if the stored sequence
// is the expected one.
type Store interface {
	// Create stores a new game with its seats; Seq must be 0.
	Create(ctx context.Context, g GameRow, seats []SeatRow) error
	// Load returns a game and its seats, or an error matching ErrNotFound.
	Load(ctx context.Context, id string) (GameRow, []SeatRow, error)
	// Events returns the game's events with Seq > after, in order, at most
	// limit of them (limit <= 0: all).
	Events(ctx context.Context, id string, after int64, limit int) ([]Event, error)
	// Append adds events to a game and replaces its summary with next, in
	// one atomic step, if the stored Seq equals expect; else it changes
	// nothing and returns an error matching ErrConflict. The events must be
	// numbered expect+1, expect+2, ... and next.Seq must be the last.
	Append(ctx context.Context, expect int64, next GameRow, evs []Event) error
	// Count returns the number of unfinished games updated at or after
	// since, of the client if client is not "".
	Count(ctx context.Context, client string, since time.Time) (int, error)
	// Due returns up to limit unfinished games that are Due, were updated
	// before before, and whose lease (see Lease) ended before before.
	Due(ctx context.Context, before time.Time, limit int) ([]string, error)
	// Lease claims the move the game owes at sequence seq for owner until
	// until, if the game is still at seq and nobody else holds an unexpired
	// lease on it at now (the same owner may extend its own). It reports
	// whether the claim was granted. Append ends the lease.
	Lease(ctx context.Context, id string, seq int64, owner string, now, until time.Time) (bool, error)
	// Games returns the games in which user holds a seat, the most
	// recently updated first, at most limit (limit <= 0: all).
	Games(ctx context.Context, user string, limit int) ([]GameRow, error)
	// SetSeat replaces a seat's token hash, user and name: a new token, or a
	// user erased. It does not change the game's sequence (the host appends
	// an event that makes other hosts reload the seats).
	SetSeat(ctx context.Context, id string, seat SeatRow) error
	// EraseUser removes user from every seat that holds it (the seat keeps
	// playing under no name) and returns the games concerned.
	EraseUser(ctx context.Context, user string) ([]string, error)
	// Delete removes a game, its seats and its events. An unknown game is
	// an error matching ErrNotFound.
	Delete(ctx context.Context, id string) error
}

// MemStore is a Store in memory, for tests and for programs that need no
// persistence.
type MemStore struct {
	mu    sync.Mutex
	games map[string]*memGame
	users map[string]map[string]bool // user -> ids of the games with a seat of the user
}

type memGame struct {
	row        GameRow
	seats      []SeatRow
	events     []Event
	leaseOwner string
	leaseUntil time.Time
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore {
	return &MemStore{games: map[string]*memGame{}, users: map[string]map[string]bool{}}
}

// index adds (on) or removes the game id from the user index of its
// seats. s.mu is held.
func (s *MemStore) index(id string, seats []SeatRow, on bool) {
	for _, st := range seats {
		if st.User == "" {
			continue
		}
		if on {
			if s.users[st.User] == nil {
				s.users[st.User] = map[string]bool{}
			}
			s.users[st.User][id] = true
		} else if ids := s.users[st.User]; ids != nil {
			delete(ids, id)
			if len(ids) == 0 {
				delete(s.users, st.User)
			}
		}
	}
}

// Create stores a new game.
func (s *MemStore) Create(ctx context.Context, g GameRow, seats []SeatRow) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.games[g.ID]; dup {
		return fmt.Errorf("store: game %q exists", g.ID)
	}
	for _, other := range s.games {
		for _, a := range other.seats {
			for _, b := range seats {
				if a.TokenHash != "" && a.TokenHash == b.TokenHash {
					return fmt.Errorf("store: seat token hash exists")
				}
			}
		}
	}
	s.games[g.ID] = &memGame{row: g, seats: cloneSeats(seats)}
	s.index(g.ID, seats, true)
	return nil
}

func cloneSeats(seats []SeatRow) []SeatRow {
	out := slices.Clone(seats)
	for i := range out {
		out[i].Sides = slices.Clone(out[i].Sides)
		if out[i].Computer != nil {
			e := *out[i].Computer
			out[i].Computer = &e
		}
	}
	return out
}

// Load returns a game and its seats.
func (s *MemStore) Load(ctx context.Context, id string) (GameRow, []SeatRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		return GameRow{}, nil, fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	return g.row, cloneSeats(g.seats), nil
}

// Events returns the events after a sequence number.
func (s *MemStore) Events(ctx context.Context, id string, after int64, limit int) ([]Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	var out []Event
	for _, e := range g.events {
		if e.Seq > after {
			e.Clocks = slices.Clone(e.Clocks)
			out = append(out, e)
			if limit > 0 && len(out) == limit {
				break
			}
		}
	}
	return out, nil
}

// Append adds events if the stored sequence is expect.
func (s *MemStore) Append(ctx context.Context, expect int64, next GameRow, evs []Event) error {
	if err := checkAppend(expect, next, evs); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[next.ID]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, next.ID)
	}
	if g.row.Seq != expect {
		return fmt.Errorf("%w: game %s is at %d, not %d", ErrConflict, next.ID, g.row.Seq, expect)
	}
	g.leaseOwner, g.leaseUntil = "", time.Time{}
	for _, e := range evs {
		e.Clocks = slices.Clone(e.Clocks)
		g.events = append(g.events, e)
	}
	g.row = next
	return nil
}

// checkAppend checks that the events continue the sequence expect.
func checkAppend(expect int64, next GameRow, evs []Event) error {
	for i, e := range evs {
		if e.Seq != expect+int64(i)+1 {
			return fmt.Errorf("store: event %d has seq %d, want %d", i, e.Seq, expect+int64(i)+1)
		}
	}
	if next.Seq != expect+int64(len(evs)) {
		return fmt.Errorf("store: next seq %d, want %d", next.Seq, expect+int64(len(evs)))
	}
	return nil
}

// Count counts the unfinished games updated since a time.
func (s *MemStore) Count(ctx context.Context, client string, since time.Time) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, g := range s.games {
		if !g.row.Over && !g.row.Updated.Before(since) && (client == "" || g.row.Client == client) {
			n++
		}
	}
	return n, nil
}

// Due lists unfinished games that owe a move.
func (s *MemStore) Due(ctx context.Context, before time.Time, limit int) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for id, g := range s.games {
		if !g.row.Over && g.row.Due && g.row.Updated.Before(before) && g.leaseUntil.Before(before) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// Lease claims a game's owed move for owner.
func (s *MemStore) Lease(ctx context.Context, id string, seq int64, owner string, now, until time.Time) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		return false, fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	if g.row.Seq != seq || g.leaseOwner != owner && g.leaseUntil.After(now) {
		return false, nil
	}
	g.leaseOwner, g.leaseUntil = owner, until
	return true, nil
}

// Games lists the games of a user, the latest updated first.
func (s *MemStore) Games(ctx context.Context, user string, limit int) ([]GameRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []GameRow
	for id := range s.users[user] {
		out = append(out, s.games[id].row)
	}
	slices.SortFunc(out, func(a, b GameRow) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// SetSeat replaces a seat's token hash, user and name.
func (s *MemStore) SetSeat(ctx context.Context, id string, seat SeatRow) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	if seat.Seat < 0 || seat.Seat >= len(g.seats) {
		return fmt.Errorf("store: game %s has no seat %d", id, seat.Seat)
	}
	if seat.TokenHash != "" {
		for _, other := range s.games {
			for _, st := range other.seats {
				if st.TokenHash == seat.TokenHash && (other != g || st.Seat != seat.Seat) {
					return fmt.Errorf("store: seat token hash exists")
				}
			}
		}
	}
	s.index(id, g.seats, false)
	st := &g.seats[seat.Seat]
	st.TokenHash, st.User, st.Name = seat.TokenHash, seat.User, seat.Name
	s.index(id, g.seats, true)
	return nil
}

// EraseUser removes a user from its seats.
func (s *MemStore) EraseUser(ctx context.Context, user string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	if user == "" {
		return nil, nil
	}
	for id := range s.users[user] {
		g := s.games[id]
		for i := range g.seats {
			if g.seats[i].User == user {
				g.seats[i].User, g.seats[i].Name = "", ""
			}
		}
		out = append(out, id)
	}
	delete(s.users, user)
	slices.Sort(out)
	return out, nil
}

// Delete removes a game.
func (s *MemStore) Delete(ctx context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	if !ok {
		return fmt.Errorf("%w: %q", ErrNotFound, id)
	}
	s.index(id, g.seats, false)
	delete(s.games, id)
	return nil
}
