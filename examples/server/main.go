// Command server is a game server for every registered game, built on
// variant/host: people play each other or the computer on a web page, and
// every game is kept in a database.
//
// Usage:
//
//	server [-addr 127.0.0.1:8080] [-db ludus.db | -db postgres://...] [-think 1s] [-workers 2]
//
// With no flag the games are kept in the SQLite file ludus.db in the working
// directory (embedded driver, nothing to set up). -db FILE picks another
// file (one server process per file); -db postgres://user:pass@host/db uses PostgreSQL, and several
// server processes on one PostgreSQL database serve the same games: a move
// made through one reaches the event streams of the others at once
// (LISTEN/NOTIFY; they also poll the database every -sweep), and each
// computer move is searched by exactly one of them (a lease in the
// database, taken over by another if that one dies). -db-conns bounds the
// connection pool (default 16 for PostgreSQL).
//
// The page at / lists the games, starts one with chosen options and seats
// (persons or computers), draws the board and plays; /?game=ID#seat=N&token=TOKEN
// opens a game as a seat (the invitation link: the token in the fragment,
// which browsers do not send to servers or proxies), /?game=ID watches it.
// The JSON API behind it is the library's, package variant/host/hosthttp
// (its documentation lists the routes and statuses; seat tokens are
// accepted only in the Authorization header), and two routes of this
// program's own: GET /api/games/{id}/notation?style=wxf|iccs, Xiangqi's
// moves in WXF or ICCS, and GET /api/games/{id}/study?ply=N, what the
// page shows players of Rithmomachia (the victories, each side's
// progress, the pyramids' layers, the capturers of move N) and of
// Enochian (the concourse rule when it applies). -trusted-proxy names reverse proxies whose
// X-Forwarded-For gives the client's address (for the per-client limits).
package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"github.com/ludus-chess/ludus/examples/internal/usage"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
	"github.com/ludus-chess/ludus/variant/host/sqlstore/pgnotify"
)

// config is the server's flags.
type config struct {
	addr, db, proxies          string
	think, sweep               time.Duration
	workers, maxOpen, per      int
	conns, streams, streamsPer int
	rate                       float64
	listen                     bool
}

// parseFlags reads the flags; -h prints the usage to stdout. ok is false
// when the program is to exit with code.
func parseFlags(args []string, stdout, stderr io.Writer) (c config, code int, ok bool) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&c.db, "db", "ludus.db", "SQLite file, or a postgres:// URL")
	fs.DurationVar(&c.think, "think", time.Second, "the computer's time per move (at most)")
	fs.IntVar(&c.workers, "workers", 2, "computer moves searched at once")
	fs.IntVar(&c.maxOpen, "max-open", 10000, "games in progress at most")
	fs.IntVar(&c.per, "per-client", 100, "games in progress per client address at most")
	fs.Float64Var(&c.rate, "rate", 60, "games a client address may create per minute")
	fs.DurationVar(&c.sweep, "sweep", 500*time.Millisecond, "how often clocks and other servers' moves are looked at")
	fs.IntVar(&c.conns, "db-conns", 0, "database connections at most (default: 16 for PostgreSQL, 1 for SQLite)")
	fs.StringVar(&c.proxies, "trusted-proxy", "", "comma-separated addresses or CIDR prefixes of trusted reverse proxies")
	fs.IntVar(&c.streams, "streams", 1024, "event streams open at once")
	fs.IntVar(&c.streamsPer, "streams-per-client", 32, "event streams open at once per client address")
	fs.BoolVar(&c.listen, "listen", true, "PostgreSQL: hear other servers' moves at once by LISTEN/NOTIFY (else by polling only)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage.Print(stdout, fs, synopsis, examples)
			return c, 0, false
		}
		fmt.Fprintf(stderr, "server: %v (server -h for help)\n", err)
		return c, 2, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "server: unexpected argument %q (server -h for help)\n", fs.Arg(0))
		return c, 2, false
	}
	return c, 0, true
}

func main() {
	c, code, ok := parseFlags(os.Args[1:], os.Stdout, os.Stderr)
	if !ok {
		os.Exit(code)
	}
	addr, db, think, workers, maxOpen, perClient, rate, sweep := &c.addr, &c.db, &c.think, &c.workers, &c.maxOpen, &c.per, &c.rate, &c.sweep
	conns, proxies, streams, perClientStreams, listen := &c.conns, &c.proxies, &c.streams, &c.streamsPer, &c.listen
	// A line at once: opening a database (and, on the first run, creating
	// its tables) takes a moment, and the first "go run" before it
	// compiles the SQLite driver for minutes.
	fmt.Fprintf(os.Stderr, "server: starting, games in %s ...\n", redact(*db))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	store, exclusive, closeDB, err := openStore(ctx, *db, *conns)
	if err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
	defer closeDB()
	var notifier host.Notifier
	if isPostgres(*db) && *listen {
		notifier = pgnotify.New(*db)
	}
	h := host.New(store, host.Options{
		Workers: *workers, MaxThink: *think, Think: *think, MaxOpen: *maxOpen, PerClient: *perClient,
		Rate: *rate, Sweep: *sweep, Exclusive: exclusive, Notifier: notifier,
	})
	if err := h.Start(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
	trusted, err := parsePrefixes(*proxies)
	if err != nil {
		fmt.Fprintln(os.Stderr, "server: -trusted-proxy:", err)
		os.Exit(2)
	}
	srv := newHTTPServer(newServer(h, hosthttp.Options{TrustedProxies: trusted, MaxStreams: *streams, StreamsPerClient: *perClientStreams}))
	slog.Info("Ludus server", "url", "http://"+ln.Addr().String(), "db", redact(*db))
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
	h.Close()
}

// newHTTPServer sets the limits that keep slow or idle clients from holding
// connections: headers in 5 s, the whole request in 15 s, idle connections
// closed after 60 s. Responses have no write timeout because event streams
// last; the handlers set one for every other response.
func newHTTPServer(s *server) *http.Server {
	return &http.Server{
		Handler:           s.routes(),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

// sqliteDSN opens a file with WAL journaling, a busy timeout, and the
// synchronous level at which a committed transaction survives a crash of
// the process.
func sqliteDSN(file string) string {
	return "file:" + file + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_txlock=immediate"
}

func isPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// openStore opens the database: a PostgreSQL URL, shared with other
// processes, or a SQLite file, which this process uses alone (exclusive).
// The pool is bounded: conns connections at most (0: 16 for PostgreSQL,
// whose max_connections an unbounded pool exhausts under load, and 1 for
// SQLite, which has one writer at a time).
func openStore(ctx context.Context, db string, conns int) (s host.Store, exclusive bool, closeDB func(), err error) {
	driver, dsn, dialect := "sqlite", sqliteDSN(db), sqlstore.SQLite
	if isPostgres(db) {
		driver, dsn, dialect = "pgx", db, sqlstore.Postgres
	}
	if conns <= 0 {
		conns = 1
		if dialect == sqlstore.Postgres {
			conns = 16
		}
	}
	d, err := sql.Open(driver, dsn)
	if err != nil {
		return nil, false, nil, err
	}
	d.SetMaxOpenConns(conns)
	d.SetMaxIdleConns(conns)
	if err := d.PingContext(ctx); err != nil {
		d.Close()
		return nil, false, nil, fmt.Errorf("database %s: %w", redact(db), err)
	}
	if s, err = sqlstore.Open(ctx, d, dialect); err != nil {
		d.Close()
		return nil, false, nil, err
	}
	return s, dialect == sqlstore.SQLite, func() { d.Close() }, nil
}

// parsePrefixes reads comma-separated addresses and CIDR prefixes.
func parsePrefixes(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			a, err := netip.ParseAddr(f)
			if err != nil {
				return nil, err
			}
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// redact hides a password in a database URL.
func redact(db string) string {
	if i, j := strings.Index(db, "://"), strings.LastIndex(db, "@"); i >= 0 && j > i {
		user := db[i+3 : j]
		if k := strings.Index(user, ":"); k >= 0 {
			return db[:i+3] + user[:k] + ":***" + db[j:]
		}
	}
	return db
}
