package host_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant/host"
)

// leaseLog records the leases a store granted, per game and sequence.
type leaseLog struct {
	mu      sync.Mutex
	granted map[string][]string // "id/seq" -> owners, in order
}

func (l *leaseLog) add(id string, seq int64, owner string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.granted == nil {
		l.granted = map[string][]string{}
	}
	k := fmt.Sprint(id, "/", seq)
	l.granted[k] = append(l.granted[k], owner)
}

func (l *leaseLog) owners(id string, seq int64) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.granted[fmt.Sprint(id, "/", seq)]...)
}

// watched is a Store that logs granted leases and can play dead (every
// call fails, as when its process has crashed), and tells subscribers of
// each Append (a Notifier).
type watched struct {
	host.Store
	log  *leaseLog
	dead atomic.Bool
	subs *subscribers
}

var errDead = errors.New("the process is dead")

func (w *watched) Lease(ctx context.Context, id string, seq int64, owner string, now, until time.Time) (bool, error) {
	if w.dead.Load() {
		return false, errDead
	}
	ok, err := w.Store.Lease(ctx, id, seq, owner, now, until)
	if ok {
		w.log.add(id, seq, owner)
	}
	return ok, err
}

func (w *watched) Append(ctx context.Context, expect int64, next host.GameRow, evs []host.Event) error {
	if w.dead.Load() {
		return errDead
	}
	err := w.Store.Append(ctx, expect, next, evs)
	if err == nil && w.subs != nil {
		w.subs.send(next.ID)
	}
	return err
}

func (w *watched) Load(ctx context.Context, id string) (host.GameRow, []host.SeatRow, error) {
	if w.dead.Load() {
		return host.GameRow{}, nil, errDead
	}
	return w.Store.Load(ctx, id)
}

func (w *watched) Events(ctx context.Context, id string, after int64, limit int) ([]host.Event, error) {
	if w.dead.Load() {
		return nil, errDead
	}
	return w.Store.Events(ctx, id, after, limit)
}

// With two hosts on one store playing computer against computer, every
// computer move is leased to exactly one host (and so searched once), and
// the games finish.
func TestLeaseOneSearchPerMove(t *testing.T) {
	mem := host.NewMemStore()
	log := &leaseLog{}
	o := host.Options{Sweep: 10 * time.Millisecond, MaxThink: 20 * time.Millisecond, Workers: 2}
	oa, ob := o, o
	oa.Instance, ob.Instance = "A", "B"
	a := start(t, &watched{Store: mem, log: log}, oa)
	b := start(t, &watched{Store: mem, log: log}, ob)
	var ids []string
	for range 6 {
		v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=30", Seats: []host.SeatSpec{
			{Sides: sides(0), Computer: random()}, {Sides: sides(1), Computer: random()}}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, v.ID)
	}
	for _, id := range ids {
		v := waitFor(t, b, id, "the end", func(v host.View) bool { return v.Result != "*" })
		for _, m := range v.Moves {
			// The move at ply k was owed at sequence k (one event a move).
			if got := log.owners(id, int64(m.Ply)); len(got) != 1 {
				t.Errorf("game %s ply %d: leased to %v, want exactly one host", id, m.Ply, got)
			}
		}
	}
}

// A host that dies while searching leaves its lease to run out; the other
// host then takes the move over and plays it, within seconds.
func TestLeaseTakeOver(t *testing.T) {
	mem := host.NewMemStore()
	log := &leaseLog{}
	wa := &watched{Store: mem, log: log}
	a := start(t, wa, host.Options{Instance: "A", Sweep: 10 * time.Millisecond, MaxThink: 300 * time.Millisecond, Think: 300 * time.Millisecond, LeaseSlack: 100 * time.Millisecond})
	b := start(t, &watched{Store: mem, log: log}, host.Options{Instance: "B", Sweep: 10 * time.Millisecond, MaxThink: 300 * time.Millisecond, LeaseSlack: 100 * time.Millisecond})
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=30", Seats: []host.SeatSpec{
		{Sides: sides(0)}, {Sides: sides(1), Computer: &host.Engine{Kind: "mcts", Nodes: 1 << 30}}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Move(ctx, v.ID, v.Seats[0].Token, 0, "1"); err != nil {
		t.Fatal(err)
	}
	// A leases the reply at sequence 1 and searches; it dies meanwhile.
	deadline := time.Now().Add(5 * time.Second)
	for len(log.owners(v.ID, 1)) == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	wa.dead.Store(true)
	died := time.Now()
	if got := log.owners(v.ID, 1); len(got) != 1 || got[0] != "A" {
		t.Fatalf("the reply was leased to %v, want A", got)
	}
	got := waitFor(t, b, v.ID, "B's reply", func(v host.View) bool { return v.Ply == 2 })
	took := time.Since(died)
	if owners := log.owners(v.ID, 1); len(owners) != 2 || owners[1] != "B" {
		t.Errorf("leases of the reply: %v, want A then B", owners)
	}
	if took > 5*time.Second || got.Moves[1].Seat != 1 {
		t.Errorf("B played the reply %v after A died (seat %d), want within 5 s", took, got.Moves[1].Seat)
	}
	t.Logf("taken over %v after the owner died (lease: 1.5 x 300 ms + 100 ms)", took.Round(time.Millisecond))
}

// subscribers fan out the Appends of a store to Notifiers.
type subscribers struct {
	mu  sync.Mutex
	chs []chan string
}

func (s *subscribers) send(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, ch := range s.chs {
		select {
		case ch <- id:
		default:
		}
	}
}

func (s *subscribers) Listen(ctx context.Context, fn func(string)) error {
	ch := make(chan string, 64)
	s.mu.Lock()
	s.chs = append(s.chs, ch)
	s.mu.Unlock()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case id := <-ch:
			fn(id)
		}
	}
}

// With a Notifier, a watcher on one host sees a move made on another at
// once, although the poll (Sweep) is an hour.
func TestNotifierWakesWatchers(t *testing.T) {
	mem := host.NewMemStore()
	subs := &subscribers{}
	log := &leaseLog{}
	a := start(t, &watched{Store: mem, log: log, subs: subs}, host.Options{Sweep: time.Hour})
	b := start(t, &watched{Store: mem, log: log}, host.Options{Sweep: time.Hour, Notifier: subs})
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=40"})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan host.Event, 16)
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go b.Watch(wctx, v.ID, 0, func(e host.Event) error { got <- e; return nil })
	time.Sleep(20 * time.Millisecond) // the watcher waits
	for ply := range 4 {
		if _, err := a.Move(ctx, v.ID, v.Seats[ply%2].Token, ply, "1"); err != nil {
			t.Fatal(err)
		}
		select {
		case e := <-got:
			if e.Ply != ply {
				t.Fatalf("event at ply %d, want %d", e.Ply, ply)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("ply %d: the watcher on the other host heard nothing in 2 s", ply)
		}
	}
}

// silent is a Notifier that never notifies (its notifications are all
// lost) and never reports a gap.
type silent struct{}

func (silent) Listen(ctx context.Context, fn func(string)) error { <-ctx.Done(); return ctx.Err() }

// With a Notifier whose notifications are all lost, the watchers' poll
// (every 10 Sweeps) still brings another host's moves.
func TestNotifierLostFallsBackToPoll(t *testing.T) {
	mem := host.NewMemStore()
	log := &leaseLog{}
	a := start(t, &watched{Store: mem, log: log}, host.Options{Sweep: 10 * time.Millisecond})
	b := start(t, &watched{Store: mem, log: log}, host.Options{Sweep: 10 * time.Millisecond, Notifier: silent{}})
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=40"})
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan host.Event, 16)
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go b.Watch(wctx, v.ID, 0, func(e host.Event) error { got <- e; return nil })
	time.Sleep(20 * time.Millisecond)
	if _, err := a.Move(ctx, v.ID, v.Seats[0].Token, 0, "1"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-got:
	case <-time.After(2 * time.Second):
		t.Fatal("the watcher on the other host heard nothing in 2 s (the poll is every 100 ms)")
	}
}

// A host that closes while searching ends its lease, so that another host
// takes the move over at once, not when the lease would have run out.
func TestCloseEndsLease(t *testing.T) {
	mem := host.NewMemStore()
	log := &leaseLog{}
	slow := host.Options{Sweep: 10 * time.Millisecond, MaxThink: 2 * time.Second, Think: 2 * time.Second, LeaseSlack: 5 * time.Second}
	oa, ob := slow, slow
	oa.Instance, ob.Instance = "A", "B"
	a := host.New(&watched{Store: mem, log: log}, oa)
	if err := a.Start(ctx); err != nil {
		t.Fatal(err)
	}
	b := start(t, &watched{Store: mem, log: log}, ob)
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=30", Seats: []host.SeatSpec{
		{Sides: sides(0)}, {Sides: sides(1), Computer: &host.Engine{Kind: "mcts", Nodes: 1 << 30, Think: 2 * time.Second}}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Move(ctx, v.ID, v.Seats[0].Token, 0, "1"); err != nil {
		t.Fatal(err)
	}
	for len(log.owners(v.ID, 1)) == 0 {
		time.Sleep(time.Millisecond)
	}
	a.Close() // A's lease would last 2 x 1.5 + 5 = 8 s
	closed := time.Now()
	waitFor(t, b, v.ID, "B's reply", func(v host.View) bool { return v.Ply == 2 })
	if took := time.Since(closed); took > 4*time.Second {
		t.Errorf("B replied %v after A closed, want well before A's lease (8 s) ran out", took)
	}
	// A's lease, A's release (a lease until now), then B's.
	if owners := log.owners(v.ID, 1); strings.Join(owners, ",") != "A,A,B" {
		t.Errorf("leases of the reply: %v, want A, A (its release), B", owners)
	}
}
