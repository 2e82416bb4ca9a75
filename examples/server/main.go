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
// made through one reaches the event streams of the others (they poll the
// database every -sweep).
//
// The page at / lists the games, starts one with chosen options and seats
// (persons or computers), draws the board and plays; /?game=ID#seat=N&token=TOKEN
// opens a game as a seat (the invitation link: the token in the fragment,
// which browsers do not send), /?game=ID watches it. The JSON API behind it:
//
//	GET  /api/variants                 every game with its sides, options, presets and rules
//	POST /api/games                    {"variant","options","position","seats":[{"sides":["white"],"name":"Ann"},
//	                                    {"sides":["black"],"computer":"mcts"}],"clock":"5+3"} → 201, tokens per person seat
//	                                   (shortcut: {"variant","as":["white"],"engine":"alphabeta"}: a person seat for
//	                                    the as sides, a computer seat for the rest; no seats: a person seat per side)
//	GET  /api/games/{id}               the game: snapshot, moves, outcome, seats, sides, clocks
//	POST /api/games/{id}/moves         Authorization: Bearer TOKEN, {"ply":N,"move":"e4"} → 200 at once
//	POST /api/games/{id}/resign        Bearer, {"side":"white"} (optional)
//	POST /api/games/{id}/undo          Bearer; only against computer seats
//	GET  /api/games/{id}/events?from=SEQ   server-sent events (Last-Event-ID resumes)
//	GET  /api/games/{id}/svg[?flip=1][&levels=2][&ply=N]  the position (after N moves) as an SVG
//	                                  image, the last move marked (levels=2: a board's levels two to a row)
//	GET  /api/games/{id}/record        the game record
//	GET  /api/games/{id}/notation?style=wxf|iccs  Xiangqi's moves in WXF or ICCS
//
// Errors are JSON {"error": "..."}: 400 bad input or illegal move, 401 no or
// unknown token, 403 the token's seat does not command the side, 404, 405,
// 409 stale ply (with the current "ply") or game over, 413 body too large,
// 429 limits, 503 shutting down.
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
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
)

// config is the server's flags.
type config struct {
	addr, db              string
	think, sweep          time.Duration
	workers, maxOpen, per int
	rate                  float64
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
	// A line at once: opening a database (and, on the first run, creating
	// its tables) takes a moment, and the first "go run" before it
	// compiles the SQLite driver for minutes.
	fmt.Fprintf(os.Stderr, "server: starting, games in %s ...\n", redact(*db))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	store, exclusive, closeDB, err := openStore(ctx, *db)
	if err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
	defer closeDB()
	h := host.New(store, host.Options{
		Workers: *workers, MaxThink: *think, Think: *think, MaxOpen: *maxOpen, PerClient: *perClient,
		Rate: *rate, Sweep: *sweep, Exclusive: exclusive,
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
	srv := newHTTPServer(newServer(h))
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
	return "file:" + file + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
}

func isPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// openStore opens the database: a PostgreSQL URL, shared with other
// processes, or a SQLite file, which this process uses alone (exclusive).
func openStore(ctx context.Context, db string) (s host.Store, exclusive bool, closeDB func(), err error) {
	driver, dsn, dialect := "sqlite", sqliteDSN(db), sqlstore.SQLite
	if isPostgres(db) {
		driver, dsn, dialect = "pgx", db, sqlstore.Postgres
	}
	d, err := sql.Open(driver, dsn)
	if err != nil {
		return nil, false, nil, err
	}
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
