package hosthttp_test

import (
	"context"
	"database/sql"
	"io"
	"net"
	"net/url"
	"os"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
)

// cutter is a TCP proxy to the database that can cut every connection
// and refuse new ones, as a network failure would.
type cutter struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
}

func (c *cutter) serve() {
	for {
		in, err := c.ln.Accept()
		if err != nil {
			return
		}
		c.mu.Lock()
		if c.down {
			c.mu.Unlock()
			in.Close()
			continue
		}
		out, err := net.Dial("tcp", c.target)
		if err != nil {
			c.mu.Unlock()
			in.Close()
			continue
		}
		c.conns = append(c.conns, in, out)
		c.mu.Unlock()
		go func() { io.Copy(out, in); out.Close() }()
		go func() { io.Copy(in, out); in.Close() }()
	}
}

func (c *cutter) set(down bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.down = down
	if down {
		for _, x := range c.conns {
			x.Close()
		}
		c.conns = nil
	}
}

// Item 5 with a real PostgreSQL: while the database cannot be reached
// (every connection cut, new ones refused), requests that need it answer
// 503 with Retry-After and nothing is acknowledged; when it is back, the
// service resumes by itself (database/sql opens new connections).
func TestDatabaseUnreachableIs503(t *testing.T) {
	dsn := hosttest.PostgresDSN(t)
	u, err := url.Parse(dsn)
	if err != nil || u.Host == "" {
		t.Skipf("LUDUS_PG_DSN is not a URL with a host: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c := &cutter{ln: ln, target: u.Host}
	go c.serve()
	u.Host = ln.Addr().String()
	db, err := sql.Open("pgx", u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() }) // after the games' deletion (cleanups run last first)
	db.SetMaxOpenConns(4)
	ctx := context.Background()
	if err := db.PingContext(ctx); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skipf("PostgreSQL at LUDUS_PG_DSN is not reachable: %v", err)
	}
	store, err := sqlstore.Open(ctx, db, sqlstore.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	h := startHost(t, store, host.Options{PerClient: 1 << 30, MaxOpen: 1 << 30})
	srv := serve(t, h, hosthttp.Options{RetryAfter: 2 * time.Second})
	g := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"test-nim","options":"stones=50"}`, "Content-Type", jsonCT)
	if g.code != 201 {
		t.Fatalf("create: %d %s", g.code, g.raw)
	}
	id := g.obj["id"].(string)
	t.Cleanup(func() { store.Delete(context.Background(), id) })
	tok := g.obj["seats"].([]any)[0].(map[string]any)["token"].(string)
	c.set(true)
	for _, req := range [][2]string{{"/api/games/" + id + "/moves", `{"ply":0,"move":"1"}`}, {"/api/games", `{"variant":"chess"}`}} {
		a := do(t, nil, "POST", srv.URL+req[0], req[1], "Content-Type", jsonCT, "Authorization", "Bearer "+tok)
		if a.code != 503 || a.hdr.Get("Retry-After") != "2" {
			t.Errorf("POST %s with the database cut: %d Retry-After %q %s, want 503", req[0], a.code, a.hdr.Get("Retry-After"), a.raw)
		}
	}
	c.set(false)
	deadline := time.Now().Add(10 * time.Second)
	for {
		a := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/moves", `{"ply":0,"move":"1"}`, "Content-Type", jsonCT, "Authorization", "Bearer "+tok)
		if a.code == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("10 s after the database came back: %d %s", a.code, a.raw)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if v, err := h.Get(ctx, id); err != nil || v.Ply != 1 {
		t.Errorf("the game after the outage: ply %d, %v; want the one move acknowledged", v.Ply, err)
	}
}
