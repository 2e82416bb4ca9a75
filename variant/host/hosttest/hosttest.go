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
		s := open(t)
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
		s := open(t)
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
		s := open(t)
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
		s := open(t)
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
