package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
)

var (
	loadGames = flag.Int("load-games", 16, "TestLoad: games played at once")
	loadFor   = flag.Duration("load-for", 3*time.Second, "TestLoad: how long")
	loadDB    = flag.String("load-db", "sqlite", "TestLoad: sqlite, or postgres (at LUDUS_PG_DSN)")
	loadConns = flag.Int("load-conns", 16, "TestLoad: PostgreSQL connections per instance")
	// loadInstances hosts share the PostgreSQL database.
	loadInstances = flag.Int("load-instances", 1, "TestLoad: hosts on the database (above 1: postgres)")
)

// Must show 5: N games played at once over loopback by random players (two
// persons each, moving at random), on the SQLite store: moves per second,
// p50 and p99 latency of a move request; no error and no lost move (every
// acknowledged move is in the game and in the database).
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	if *loadInstances < 1 || *loadInstances > 1 && *loadDB != "postgres" {
		t.Fatal("-load-instances above 1 needs -load-db postgres (one process per SQLite file)")
	}
	// Each instance is a host with its own pool and HTTP server, as a
	// process would have (here in one test process); the clients send
	// their requests to the instances in turn.
	var store host.Store
	var urls []string
	for i := range *loadInstances {
		var db *sql.DB
		var err error
		var s *sqlstore.Store
		switch *loadDB {
		case "sqlite":
			db, err = sql.Open("sqlite", sqliteDSN(filepath.Join(t.TempDir(), "load.db")))
			if err == nil {
				db.SetMaxOpenConns(1)
				s, err = sqlstore.Open(context.Background(), db, sqlstore.SQLite)
			}
		case "postgres":
			db, err = sql.Open("pgx", hosttest.PostgresDSN(t))
			if err == nil {
				db.SetMaxOpenConns(*loadConns)
				db.SetMaxIdleConns(*loadConns)
				s, err = sqlstore.Open(context.Background(), db, sqlstore.Postgres)
			}
		default:
			t.Fatalf("-load-db %q: want sqlite or postgres", *loadDB)
		}
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		h := host.New(s, host.Options{PerClient: 1 << 20, Burst: 1 << 20, Rate: 1 << 30, MaxOpen: 1 << 30, Exclusive: *loadDB == "sqlite", Instance: fmt.Sprint("i", i)})
		if err := h.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		srv := httptest.NewServer(newServer(h, hosthttp.Options{}).routes())
		defer srv.Close()
		urls = append(urls, srv.URL)
		store = s
	}
	var turn atomic.Uint64
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *loadGames * 2}}

	type result struct {
		latencies []time.Duration
		acked     map[string]int
		errors    []string
	}
	post := func(path, token string, body any) (int, []byte, time.Duration) {
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", urls[turn.Add(1)%uint64(len(urls))]+path, bytes.NewReader(b))
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		req.Header.Set("Content-Type", "application/json")
		begin := time.Now()
		res, err := client.Do(req)
		if err != nil {
			return 0, []byte(err.Error()), 0
		}
		raw, _ := io.ReadAll(res.Body)
		res.Body.Close()
		return res.StatusCode, raw, time.Since(begin)
	}
	results := make([]result, *loadGames)
	stop := time.Now().Add(*loadFor)
	var wg sync.WaitGroup
	for w := range *loadGames {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 7))
			r := &results[w]
			r.acked = map[string]int{}
			for time.Now().Before(stop) {
				code, raw, _ := post("/api/games", "", map[string]any{"variant": "chess"})
				if code != 201 {
					r.errors = append(r.errors, fmt.Sprintf("create: %d %s", code, raw))
					return
				}
				var v host.View
				json.Unmarshal(raw, &v)
				tokens := []string{v.Seats[0].Token, v.Seats[1].Token}
				id := v.ID
				r.acked[id] += 0 // listed for the checks, with no move yet
				for v.Ply < 60 && !v.Outcome.Over() && time.Now().Before(stop) {
					moves := v.Snapshot.Moves
					m := moves[rng.IntN(len(moves))]
					code, raw, d := post("/api/games/"+id+"/moves", tokens[v.Ply%2], map[string]any{"ply": v.Ply, "move": m})
					if code != 200 {
						r.errors = append(r.errors, fmt.Sprintf("move: %d %s", code, raw))
						return
					}
					r.latencies = append(r.latencies, d)
					r.acked[id]++
					v = host.View{}
					json.Unmarshal(raw, &v)
				}
			}
		}()
	}
	begin := time.Now()
	cpu0 := cpuTime()
	wg.Wait()
	cpu := cpuTime() - cpu0
	elapsed := time.Since(begin)
	var all []time.Duration
	lost, errs, games := 0, 0, 0
	for _, r := range results {
		all = append(all, r.latencies...)
		errs += len(r.errors)
		for _, e := range r.errors {
			t.Error(e)
		}
		for id, n := range r.acked {
			games++
			evs, err := store.Events(context.Background(), id, 0, 0)
			if err != nil {
				t.Fatal(err)
			}
			moves := 0
			for _, e := range evs {
				if e.Kind == host.KindMove {
					moves++
				}
			}
			if moves != n {
				lost++
				t.Errorf("game %s: %d moves acknowledged, %d stored", id, n, moves)
			}
			if *loadDB == "postgres" {
				// The database is shared with the other tests: leave it as it was.
				store.Delete(context.Background(), id)
			}
		}
	}
	slices.Sort(all)
	if len(all) == 0 {
		t.Fatal("no move was played")
	}
	p := func(q float64) time.Duration { return all[min(len(all)-1, int(q*float64(len(all))))] }
	t.Logf("%s x%d: %d games at once, %d games, %d moves in %v: %.0f moves/s, p50 %v, p99 %v, errors %d, lost moves %d; CPU %v (server and clients): %.0f moves per CPU second",
		*loadDB, *loadInstances, *loadGames, games, len(all), elapsed.Round(time.Millisecond), float64(len(all))/elapsed.Seconds(), p(0.5), p(0.99), errs, lost,
		cpu.Round(time.Millisecond), float64(len(all))/cpu.Seconds())
}
