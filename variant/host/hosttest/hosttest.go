// Package hosttest checks that a [host.Store] keeps the promises the host
// relies on: what is stored is read back, events come in order, Append
// writes only at the expected sequence (also when many writers race), and
// the counts and lists of games are right. Run it from each store's tests.
package hosttest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
)

// Run runs the conformance tests on stores made by open, which must return
// an empty store (or one in which the ids the tests make, random ones, are
// unused).
func Run(t *testing.T, open func(t *testing.T) host.Store) {
	ctx := context.Background()
	// openClean opens a store that deletes the games the test made when
	// the test ends: a database shared with other tests is left as found.
	openClean := func(t *testing.T) host.Store {
		r := &recording{Store: open(t)}
		t.Cleanup(func() {
			for _, id := range r.ids {
				r.Store.Delete(context.Background(), id)
			}
		})
		return r
	}
	at := time.UnixMilli(time.Now().UnixMilli()) // stores keep milliseconds
	newGame := func(client string) (host.GameRow, []host.SeatRow) {
		g := host.GameRow{ID: host.NewID(), Variant: "chess", Options: "", Start: "start", Client: client,
			Position: "start", Result: "*", Created: at, Updated: at}
		seats := []host.SeatRow{
			{Seat: 0, Name: "Ann", Sides: []variant.Side{0}, TokenHash: fmt.Sprintf("%064x", time.Now().UnixNano())},
			{Seat: 1, Sides: []variant.Side{1, 2}, Computer: &host.Engine{Kind: "mcts", Nodes: 100, Think: time.Second}},
		}
		return g, seats
	}
	events := func(from int64, n int) []host.Event {
		var out []host.Event
		for i := range n {
			out = append(out, host.Event{Seq: from + int64(i) + 1, Ply: int(from) + i, Kind: host.KindMove, Side: variant.Side(i % 2),
				Seat: i % 2, Text: fmt.Sprintf("m%d", from+int64(i)), Clocks: []int64{1000, int64(i)}, At: at.Add(time.Duration(i) * time.Millisecond)})
		}
		return out
	}

	t.Run("CreateLoad", func(t *testing.T) {
		s := openClean(t)
		g, seats := newGame("a")
		g.Clock = &host.ClockSpec{Base: 5 * time.Minute, Increment: 3 * time.Second}
		if err := s.Create(ctx, g, seats); err != nil {
			t.Fatal(err)
		}
		g2, seats2, err := s.Load(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(g, g2); diff != "" {
			t.Errorf("game read back differs (-stored +read):\n%s", diff)
		}
		if diff := cmp.Diff(seats, seats2); diff != "" {
			t.Errorf("seats read back differ (-stored +read):\n%s", diff)
		}
		if err := s.Create(ctx, g, nil); err == nil {
			t.Error("a second game with the same id was stored")
		}
		if _, _, err := s.Load(ctx, "no-such-game"); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("Load of an unknown id: %v, want ErrNotFound", err)
		}
		if _, err := s.Events(ctx, "no-such-game", 0, 0); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("Events of an unknown id: %v, want ErrNotFound", err)
		}
	})

	t.Run("AppendEvents", func(t *testing.T) {
		s := openClean(t)
		g, seats := newGame("a")
		if err := s.Create(ctx, g, seats); err != nil {
			t.Fatal(err)
		}
		evs := events(0, 5)
		next := g
		next.Seq, next.Ply, next.Position, next.Due, next.Updated = 5, 5, "after", true, at.Add(time.Second)
		if err := s.Append(ctx, 0, next, evs); err != nil {
			t.Fatal(err)
		}
		got, err := s.Events(ctx, g.ID, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(evs, got); diff != "" {
			t.Errorf("events read back differ:\n%s", diff)
		}
		got, _ = s.Events(ctx, g.ID, 2, 2)
		if len(got) != 2 || got[0].Seq != 3 || got[1].Seq != 4 {
			t.Errorf("Events(after 2, limit 2): %+v, want seq 3 and 4", got)
		}
		if got, _ := s.Events(ctx, g.ID, 5, 0); len(got) != 0 {
			t.Errorf("Events after the last: %d events", len(got))
		}
		// A stale writer changes nothing.
		stale := next
		stale.Seq, stale.Position = 5, "stale"
		if err := s.Append(ctx, 4, stale, events(4, 1)); !errors.Is(err, host.ErrConflict) {
			t.Errorf("Append at an old seq: %v, want ErrConflict", err)
		}
		g2, _, _ := s.Load(ctx, g.ID)
		if diff := cmp.Diff(next, g2); diff != "" {
			t.Errorf("after the refused Append the game differs:\n%s", diff)
		}
		if got, _ := s.Events(ctx, g.ID, 0, 0); len(got) != 5 {
			t.Errorf("after the refused Append: %d events, want 5", len(got))
		}
		bad := next
		bad.Seq = 9
		if err := s.Append(ctx, 5, bad, events(5, 1)); err == nil {
			t.Error("Append with a summary seq that is not the last event's was accepted")
		}
	})

	t.Run("RacingWriters", func(t *testing.T) {
		s := openClean(t)
		g, seats := newGame("a")
		if err := s.Create(ctx, g, seats); err != nil {
			t.Fatal(err)
		}
		// Writers race to append at each sequence: exactly one wins each
		// round, and the log is gap-free.
		const rounds, writers = 10, 6
		for r := range rounds {
			var wins, conflicts atomic.Int32
			var wg sync.WaitGroup
			for w := range writers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					ev := events(int64(r), 1)
					ev[0].Text = fmt.Sprintf("w%d", w)
					next := g
					next.Seq, next.Ply = int64(r+1), r+1
					err := s.Append(ctx, int64(r), next, ev)
					switch {
					case err == nil:
						wins.Add(1)
					case errors.Is(err, host.ErrConflict):
						conflicts.Add(1)
					default:
						t.Errorf("round %d: %v", r, err)
					}
				}()
			}
			wg.Wait()
			if wins.Load() != 1 || conflicts.Load() != writers-1 {
				t.Fatalf("round %d: %d writers won, %d conflicts", r, wins.Load(), conflicts.Load())
			}
		}
		got, _ := s.Events(ctx, g.ID, 0, 0)
		for i, e := range got {
			if e.Seq != int64(i+1) {
				t.Fatalf("event %d has seq %d", i, e.Seq)
			}
		}
		if len(got) != rounds {
			t.Errorf("%d events, want %d", len(got), rounds)
		}
	})

	t.Run("CountDue", func(t *testing.T) {
		s := openClean(t)
		client := host.NewID()
		var ids []string
		for i := range 4 {
			g, seats := newGame(client)
			seats[0].TokenHash = fmt.Sprintf("%063x%d", time.Now().UnixNano(), i)
			g.Due = i%2 == 0
			if err := s.Create(ctx, g, seats); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, g.ID)
		}
		// The last game finishes.
		g, _, _ := s.Load(ctx, ids[3])
		g.Seq, g.Over, g.Result = 1, true, "1-0"
		if err := s.Append(ctx, 0, g, []host.Event{{Seq: 1, Kind: host.KindResign, At: at}}); err != nil {
			t.Fatal(err)
		}
		if n, err := s.Count(ctx, client, at); err != nil || n != 3 {
			t.Errorf("Count(client): %d, %v; want 3 unfinished", n, err)
		}
		if n, _ := s.Count(ctx, client, at.Add(time.Second)); n != 0 {
			t.Errorf("Count(client, since later): %d, want 0", n)
		}
		if n, _ := s.Count(ctx, "", at); n < 3 {
			t.Errorf("Count(all): %d, want at least 3", n)
		}
		due, err := s.Due(ctx, at.Add(time.Millisecond), 0)
		if err != nil {
			t.Fatal(err)
		}
		has := map[string]bool{}
		for _, id := range due {
			has[id] = true
		}
		if !has[ids[0]] || !has[ids[2]] || has[ids[1]] || has[ids[3]] {
			t.Errorf("Due: %v; want games 0 and 2 of %v", due, ids)
		}
		if due, _ := s.Due(ctx, at, 0); len(due) != 0 && (has[due[0]] && due[0] == ids[0]) {
			t.Errorf("Due(before the update time) lists %v", due)
		}
	})

	t.Run("Lease", func(t *testing.T) {
		s := openClean(t)
		g, seats := newGame("a")
		g.Due = true
		if err := s.Create(ctx, g, seats); err != nil {
			t.Fatal(err)
		}
		now := at.Add(time.Second)
		// Racing owners: exactly one gets the move at seq 0.
		var wins atomic.Int32
		var wg sync.WaitGroup
		for w := range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ok, err := s.Lease(ctx, g.ID, 0, fmt.Sprintf("owner%d", w), now, now.Add(time.Minute))
				if err != nil {
					t.Error(err)
				}
				if ok {
					wins.Add(1)
				}
			}()
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Fatalf("%d owners got the lease, want 1", wins.Load())
		}
		if ok, _ := s.Lease(ctx, g.ID, 1, "late", now, now.Add(time.Minute)); ok {
			t.Error("a lease at a sequence the game is not at was granted")
		}
		// A leased game is not due until its lease ends; then another owner
		// may take it over.
		if due, _ := s.Due(ctx, now.Add(time.Second), 0); slices.Contains(due, g.ID) {
			t.Error("a game with a running lease is listed as due")
		}
		later := now.Add(2 * time.Minute)
		if due, _ := s.Due(ctx, later, 0); !slices.Contains(due, g.ID) {
			t.Error("a game whose lease ended is not listed as due")
		}
		if ok, _ := s.Lease(ctx, g.ID, 0, "heir", later, later.Add(time.Minute)); !ok {
			t.Error("an expired lease was not taken over")
		}
		// Append ends the lease.
		next := g
		next.Seq, next.Updated = 1, at
		if err := s.Append(ctx, 0, next, events(0, 1)); err != nil {
			t.Fatal(err)
		}
		if ok, _ := s.Lease(ctx, g.ID, 1, "other", later, later.Add(time.Minute)); !ok {
			t.Error("after Append the game could not be leased at its new sequence")
		}
	})

	t.Run("UsersSeatsDelete", func(t *testing.T) {
		s := openClean(t)
		user, other := host.NewID(), host.NewID()
		var ids []string
		for i := range 3 {
			g, seats := newGame("a")
			g.Updated = at.Add(time.Duration(i) * time.Second) // game 2 is the latest
			seats[0].TokenHash = fmt.Sprintf("%062x%d%d", time.Now().UnixNano(), i, 7)
			seats[0].User = user
			if i == 1 {
				seats[0].User = other
			}
			if err := s.Create(ctx, g, seats); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, g.ID)
		}
		list, err := s.Games(ctx, user, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != ids[2] || list[1].ID != ids[0] {
			t.Fatalf("Games(user): %v, want games 2 and 0 of %v, latest first", gameIDs(list), ids)
		}
		if list, _ := s.Games(ctx, user, 1); len(list) != 1 || list[0].ID != ids[2] {
			t.Errorf("Games(user, limit 1): %v", gameIDs(list))
		}
		if list, _ := s.Games(ctx, "", 0); len(list) != 0 {
			t.Errorf("Games(\"\") lists %d games: seats without a user belong to nobody", len(list))
		}
		// A new token for seat 0 of game 0.
		_, seats, _ := s.Load(ctx, ids[0])
		st := seats[0]
		st.TokenHash = fmt.Sprintf("%064x", time.Now().UnixNano()+99)
		if err := s.SetSeat(ctx, ids[0], st); err != nil {
			t.Fatal(err)
		}
		if _, seats2, _ := s.Load(ctx, ids[0]); seats2[0].TokenHash != st.TokenHash || seats2[0].User != user || seats2[1].Computer == nil {
			t.Errorf("after SetSeat: %+v", seats2)
		}
		// Erasing the user anonymises its seats and no other.
		erased, err := s.EraseUser(ctx, user)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(erased)
		want := []string{ids[0], ids[2]}
		slices.Sort(want)
		if !slices.Equal(erased, want) {
			t.Errorf("EraseUser: games %v, want %v", erased, want)
		}
		for _, id := range ids {
			_, seats, _ := s.Load(ctx, id)
			if seats[0].User == user || seats[0].User == "" && seats[0].Name != "" {
				t.Errorf("game %s seat 0 after erasing: %+v", id, seats[0])
			}
		}
		if list, _ := s.Games(ctx, user, 0); len(list) != 0 {
			t.Errorf("an erased user still has %d games", len(list))
		}
		if list, _ := s.Games(ctx, other, 0); len(list) != 1 {
			t.Errorf("the other user has %d games after erasing the first, want 1", len(list))
		}
		// Deleting a game removes it, its seats and events.
		next, _, _ := s.Load(ctx, ids[1])
		next.Seq = 1
		if err := s.Append(ctx, 0, next, events(0, 1)); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, ids[1]); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.Load(ctx, ids[1]); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("Load of a deleted game: %v", err)
		}
		if _, err := s.Events(ctx, ids[1], 0, 0); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("Events of a deleted game: %v", err)
		}
		if err := s.Delete(ctx, ids[1]); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("deleting twice: %v, want ErrNotFound", err)
		}
		if list, _ := s.Games(ctx, other, 0); len(list) != 0 {
			t.Errorf("a deleted game is still listed")
		}
	})
}

func gameIDs(gs []host.GameRow) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.ID)
	}
	return out
}

// PostgresDSN returns the PostgreSQL database the tests may use, from the
// environment variable LUDUS_PG_DSN. Without it the test is skipped,
// saying so, except under CI (CI=true), where it fails: CI starts a
// database and must test against it.
func PostgresDSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv("LUDUS_PG_DSN")
	if dsn == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("LUDUS_PG_DSN is not set under CI")
		}
		t.Skip("LUDUS_PG_DSN not set: no PostgreSQL to test against")
	}
	return dsn
}

// recording is a Store that remembers the games created in it.
type recording struct {
	host.Store
	mu  sync.Mutex
	ids []string
}

func (r *recording) Create(ctx context.Context, g host.GameRow, seats []host.SeatRow) error {
	err := r.Store.Create(ctx, g, seats)
	if err == nil {
		r.mu.Lock()
		r.ids = append(r.ids, g.ID)
		r.mu.Unlock()
	}
	return err
}
