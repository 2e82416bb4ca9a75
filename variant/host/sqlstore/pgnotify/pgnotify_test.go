package pgnotify_test

import (
	"context"
	"database/sql"
	"os"
	"slices"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
	"github.com/ludus-chess/ludus/variant/host/sqlstore/pgnotify"
	_ "github.com/ludus-chess/ludus/variant/varianttest" // test-nim
)

// Must show 2: a move made through one host reaches a watcher on another
// host (its own pool and store, as another process would have) through
// LISTEN/NOTIFY, with the poll set to an hour so that only the
// notification can deliver it. The median over 30 moves must be under
// 50 ms.
func TestMoveReachesOtherHost(t *testing.T) {
	dsn := hosttest.PostgresDSN(t)
	ctx := context.Background()
	open := func() host.Store {
		db, err := sql.Open("pgx", dsn)
		if err != nil {
			t.Fatal(err)
		}
		db.SetMaxOpenConns(4)
		t.Cleanup(func() { db.Close() })
		if err := db.PingContext(ctx); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatal(err)
			}
			t.Skipf("PostgreSQL at LUDUS_PG_DSN is not reachable: %v", err)
		}
		s, err := sqlstore.Open(ctx, db, sqlstore.Postgres)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	startHost := func(s host.Store, n host.Notifier) *host.Host {
		h := host.New(s, host.Options{Sweep: time.Hour, Notifier: n, PerClient: 1 << 30, MaxOpen: 1 << 30})
		if err := h.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	a := startHost(open(), nil)
	b := startHost(open(), pgnotify.New(dsn))
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=100"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Delete(context.Background(), v.ID) }) // the database is shared with other tests
	got := make(chan time.Time, 64)
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go b.Watch(wctx, v.ID, 0, func(host.Event) error { got <- time.Now(); return nil })
	time.Sleep(300 * time.Millisecond) // the listener connects
	var lat []time.Duration
	for ply := range 30 {
		sent := time.Now()
		if _, err := a.Move(ctx, v.ID, v.Seats[ply%2].Token, ply, "1"); err != nil {
			t.Fatal(err)
		}
		select {
		case at := <-got:
			lat = append(lat, at.Sub(sent))
		case <-time.After(5 * time.Second):
			t.Fatalf("ply %d: the watcher on the other host heard nothing in 5 s", ply)
		}
	}
	slices.Sort(lat)
	med := lat[len(lat)/2]
	t.Logf("move on host A to watcher on host B: median %v, max %v over %d moves", med, lat[len(lat)-1], len(lat))
	if med > 50*time.Millisecond {
		t.Errorf("median %v, want under 50 ms", med)
	}
}
