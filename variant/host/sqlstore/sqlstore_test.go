package sqlstore_test

// These tests import the drivers (modernc.org/sqlite, pgx's stdlib) in test
// files only: the package itself imports none.

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
	_ "modernc.org/sqlite"
)

// SQLiteDSN is the DSN the tests and the example server use for a file.
func sqliteDSN(file string) string {
	return "file:" + file + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_txlock=immediate"
}

func openSQLite(t *testing.T) host.Store {
	db, err := sql.Open("sqlite", sqliteDSN(filepath.Join(t.TempDir(), "ludus.db")))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	s, err := sqlstore.Open(context.Background(), db, sqlstore.SQLite)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openPostgres(t *testing.T) host.Store {
	db, err := sql.Open("pgx", hosttest.PostgresDSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.Ping(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skipf("PostgreSQL at LUDUS_PG_DSN is not reachable: %v", err)
	}
	s, err := sqlstore.Open(context.Background(), db, sqlstore.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSQLiteConformance(t *testing.T) { hosttest.Run(t, openSQLite) }

func TestPostgresConformance(t *testing.T) { hosttest.Run(t, openPostgres) }

// Opening a database twice migrates once and keeps what was stored.
func TestReopen(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ludus.db")
	ctx := context.Background()
	var id string
	for i := range 2 {
		db, err := sql.Open("sqlite", sqliteDSN(file))
		if err != nil {
			t.Fatal(err)
		}
		s, err := sqlstore.Open(ctx, db, sqlstore.SQLite)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			id = host.NewID()
			if err := s.Create(ctx, host.GameRow{ID: id, Variant: "chess", Result: "*"}, nil); err != nil {
				t.Fatal(err)
			}
		} else if g, _, err := s.Load(ctx, id); err != nil || g.Variant != "chess" {
			t.Errorf("after reopening: %+v, %v", g, err)
		}
		db.Close()
	}
}

// Open leaves the caller's pool settings alone (it once set SQLite's pool
// to one connection, throttling the program's own tables).
func TestOpenKeepsPoolSettings(t *testing.T) {
	db, err := sql.Open("sqlite", sqliteDSN(filepath.Join(t.TempDir(), "ludus.db")))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(7)
	if _, err := sqlstore.Open(context.Background(), db, sqlstore.SQLite); err != nil {
		t.Fatal(err)
	}
	if n := db.Stats().MaxOpenConnections; n != 7 {
		t.Errorf("after Open the pool allows %d connections, the caller set 7", n)
	}
}
