package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
)

// Dialect is what differs between the SQL databases the store works with.
type Dialect struct {
	// Name is "sqlite" or "postgres".
	Name string
	// numbered placeholders ($1, $2) instead of ?
	numbered bool
	// lock is run first in the migration transaction (PostgreSQL: an
	// advisory lock, so that two processes starting at once do not both
	// migrate).
	lock string
	// notify is run in Append's transaction with the game's id and new
	// sequence (PostgreSQL: pg_notify, delivered at commit to listeners).
	notify string
}

// The dialects.
var (
	// SQLite, for modernc.org/sqlite or any driver taking ? placeholders.
	// Open the database with a busy timeout and immediate transactions
	// (modernc.org/sqlite: _pragma=busy_timeout(10000)&_txlock=immediate),
	// or limit the pool to one connection: SQLite has one writer at a time.
	SQLite = Dialect{Name: "sqlite"}
	// Postgres, for github.com/jackc/pgx/v5/stdlib or lib/pq.
	Postgres = Dialect{Name: "postgres", numbered: true, lock: "SELECT pg_advisory_xact_lock(7406229)",
		notify: "SELECT pg_notify('" + Channel + "', CAST(? AS TEXT) || ' ' || CAST(? AS TEXT))"}
)

// Channel is the PostgreSQL notification channel on which Append announces
// each commit, with the payload "GAME-ID SEQ" (see package pgnotify).
const Channel = "ludus_host"

// rebind writes the ? placeholders of q in the dialect's style.
func (d Dialect) rebind(q string) string {
	if !d.numbered {
		return q
	}
	var b strings.Builder
	n := 0
	for _, c := range q {
		if c == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	return b.String()
}

// migrations are the schema versions in order; the types are common to
// SQLite and PostgreSQL (BIGINT for milliseconds since 1970 UTC, INTEGER 0
// or 1 for booleans, TEXT for JSON).
var migrations = []string{
	`CREATE TABLE IF NOT EXISTS ludus_games (
		id TEXT PRIMARY KEY,
		variant TEXT NOT NULL,
		options TEXT NOT NULL,
		start TEXT NOT NULL,
		clock TEXT NOT NULL,
		client TEXT NOT NULL,
		seq BIGINT NOT NULL,
		ply INTEGER NOT NULL,
		position TEXT NOT NULL,
		finished INTEGER NOT NULL,
		result TEXT NOT NULL,
		due INTEGER NOT NULL,
		created_ms BIGINT NOT NULL,
		updated_ms BIGINT NOT NULL);
	CREATE INDEX IF NOT EXISTS ludus_games_open ON ludus_games (finished, updated_ms);
	CREATE INDEX IF NOT EXISTS ludus_games_client ON ludus_games (client, finished, updated_ms);
	CREATE TABLE IF NOT EXISTS ludus_seats (
		game_id TEXT NOT NULL REFERENCES ludus_games(id),
		seat INTEGER NOT NULL,
		name TEXT NOT NULL,
		sides TEXT NOT NULL,
		computer TEXT NOT NULL,
		token_hash TEXT UNIQUE,
		PRIMARY KEY (game_id, seat));
	CREATE TABLE IF NOT EXISTS ludus_events (
		game_id TEXT NOT NULL REFERENCES ludus_games(id),
		seq BIGINT NOT NULL,
		ply INTEGER NOT NULL,
		kind TEXT NOT NULL,
		side INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		text TEXT NOT NULL,
		result TEXT NOT NULL,
		clocks TEXT NOT NULL,
		at_ms BIGINT NOT NULL,
		PRIMARY KEY (game_id, seq))`,
	// Version 2: leases on owed moves, user ids of seats and their index.
	`ALTER TABLE ludus_games ADD COLUMN lease_owner TEXT NOT NULL DEFAULT '';
	ALTER TABLE ludus_games ADD COLUMN lease_until_ms BIGINT NOT NULL DEFAULT 0;
	ALTER TABLE ludus_seats ADD COLUMN user_id TEXT NOT NULL DEFAULT '';
	CREATE INDEX IF NOT EXISTS ludus_seats_user ON ludus_seats (user_id) WHERE user_id <> '';
	CREATE INDEX IF NOT EXISTS ludus_games_due ON ludus_games (updated_ms) WHERE due = 1 AND finished = 0`,
}

// Store is a host.Store on a database/sql database.
type Store struct {
	db *sql.DB
	d  Dialect
	// prepared statements of the hot path
	update, insert, events, notify *sql.Stmt
}

const (
	updateSQL = `UPDATE ludus_games SET seq = ?, ply = ?, position = ?, finished = ?, result = ?, due = ?, updated_ms = ?,
		lease_owner = '', lease_until_ms = 0
		WHERE id = ? AND seq = ?`
	insertSQL = `INSERT INTO ludus_events (game_id, seq, ply, kind, side, seat, text, result, clocks, at_ms)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	eventsSQL = `SELECT seq, ply, kind, side, seat, text, result, clocks, at_ms FROM ludus_events WHERE game_id = ? AND seq > ? ORDER BY seq`
)

// Open returns a Store on db in dialect d, creating or migrating its tables
// (ludus_games, ludus_seats, ludus_events and ludus_schema, which holds the
// schema version). The caller opens db with its driver and closes it.
func Open(ctx context.Context, db *sql.DB, d Dialect) (*Store, error) {
	s := &Store{db: db, d: d}
	if err := s.migrate(ctx); err != nil {
		return nil, fmt.Errorf("sqlstore: migrating: %w", err)
	}
	for _, p := range []struct {
		stmt **sql.Stmt
		q    string
	}{{&s.update, updateSQL}, {&s.insert, insertSQL}, {&s.events, eventsSQL}, {&s.notify, notifySQL(d)}} {
		if p.q == "" {
			continue
		}
		var err error
		if *p.stmt, err = db.PrepareContext(ctx, d.rebind(p.q)); err != nil {
			return nil, fmt.Errorf("sqlstore: preparing statements: %w", err)
		}
	}
	return s, nil
}

func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if s.d.lock != "" {
		if _, err := tx.ExecContext(ctx, s.d.lock); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS ludus_schema (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	version := 0
	err = tx.QueryRowContext(ctx, `SELECT version FROM ludus_schema`).Scan(&version)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := tx.ExecContext(ctx, `INSERT INTO ludus_schema (version) VALUES (0)`); err != nil {
			return err
		}
	case err != nil:
		return err
	}
	if version > len(migrations) {
		return fmt.Errorf("the database has schema version %d, newer than this program's %d", version, len(migrations))
	}
	for v := version; v < len(migrations); v++ {
		for _, stmt := range strings.Split(migrations[v], ";") {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("schema version %d: %w", v+1, err)
			}
		}
		if _, err := tx.ExecContext(ctx, s.d.rebind(`UPDATE ludus_schema SET version = ?`), v+1); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func ms(t time.Time) int64 { return t.UnixMilli() }

func fromMs(x int64) time.Time { return time.UnixMilli(x) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

type clockJSON struct {
	BaseMs      int64 `json:"baseMs"`
	IncrementMs int64 `json:"incrementMs"`
}

func clockText(c *host.ClockSpec) string {
	if c == nil {
		return ""
	}
	b, _ := json.Marshal(clockJSON{c.Base.Milliseconds(), c.Increment.Milliseconds()})
	return string(b)
}

func parseClock(s string) (*host.ClockSpec, error) {
	if s == "" {
		return nil, nil
	}
	var c clockJSON
	if err := json.Unmarshal([]byte(s), &c); err != nil {
		return nil, fmt.Errorf("sqlstore: clock %q: %w", s, err)
	}
	return &host.ClockSpec{Base: time.Duration(c.BaseMs) * time.Millisecond, Increment: time.Duration(c.IncrementMs) * time.Millisecond}, nil
}

// Create stores a new game and its seats in one transaction.
func (s *Store) Create(ctx context.Context, g host.GameRow, seats []host.SeatRow) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	_, err = tx.ExecContext(ctx, s.d.rebind(`INSERT INTO ludus_games
		(id, variant, options, start, clock, client, seq, ply, position, finished, result, due, created_ms, updated_ms)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		g.ID, g.Variant, g.Options, g.Start, clockText(g.Clock), g.Client, g.Seq, g.Ply, g.Position,
		b2i(g.Over), g.Result, b2i(g.Due), ms(g.Created), ms(g.Updated))
	if err != nil {
		return fmt.Errorf("sqlstore: creating game: %w", err)
	}
	for _, st := range seats {
		sides, _ := json.Marshal(sideInts(st.Sides))
		comp := ""
		if st.Computer != nil {
			b, _ := json.Marshal(st.Computer)
			comp = string(b)
		}
		var hash any
		if st.TokenHash != "" {
			hash = st.TokenHash
		}
		if _, err := tx.ExecContext(ctx, s.d.rebind(`INSERT INTO ludus_seats (game_id, seat, name, sides, computer, token_hash, user_id)
			VALUES (?, ?, ?, ?, ?, ?, ?)`), g.ID, st.Seat, st.Name, string(sides), comp, hash, st.User); err != nil {
			return fmt.Errorf("sqlstore: creating seat: %w", err)
		}
	}
	return tx.Commit()
}

func sideInts(s []variant.Side) []int {
	out := make([]int, len(s))
	for i, x := range s {
		out[i] = int(x)
	}
	return out
}

// Load returns a game and its seats.
func (s *Store) Load(ctx context.Context, id string) (host.GameRow, []host.SeatRow, error) {
	g, err := scanGame(s.db.QueryRowContext(ctx, s.d.rebind(`SELECT `+gameColumns+` FROM ludus_games WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return g, nil, fmt.Errorf("%w: %q", host.ErrNotFound, id)
	}
	if err != nil {
		return g, nil, fmt.Errorf("sqlstore: loading game: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT seat, name, sides, computer, COALESCE(token_hash, ''), user_id FROM ludus_seats WHERE game_id = ? ORDER BY seat`), id)
	if err != nil {
		return g, nil, fmt.Errorf("sqlstore: loading seats: %w", err)
	}
	defer rows.Close()
	var seats []host.SeatRow
	for rows.Next() {
		var st host.SeatRow
		var sides, comp string
		if err := rows.Scan(&st.Seat, &st.Name, &sides, &comp, &st.TokenHash, &st.User); err != nil {
			return g, nil, err
		}
		var ints []int
		if err := json.Unmarshal([]byte(sides), &ints); err != nil {
			return g, nil, fmt.Errorf("sqlstore: seat sides %q: %w", sides, err)
		}
		for _, x := range ints {
			st.Sides = append(st.Sides, variant.Side(x))
		}
		if comp != "" {
			st.Computer = new(host.Engine)
			if err := json.Unmarshal([]byte(comp), st.Computer); err != nil {
				return g, nil, fmt.Errorf("sqlstore: seat engine %q: %w", comp, err)
			}
		}
		seats = append(seats, st)
	}
	return g, seats, rows.Err()
}

// Events returns the events after a sequence number.
func (s *Store) Events(ctx context.Context, id string, after int64, limit int) ([]host.Event, error) {
	var rows *sql.Rows
	var err error
	if limit > 0 {
		rows, err = s.db.QueryContext(ctx, s.d.rebind(eventsSQL+` LIMIT ?`), id, after, limit)
	} else {
		rows, err = s.events.QueryContext(ctx, id, after)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlstore: reading events: %w", err)
	}
	defer rows.Close()
	var out []host.Event
	for rows.Next() {
		var e host.Event
		var side int
		var clocks string
		var at int64
		if err := rows.Scan(&e.Seq, &e.Ply, &e.Kind, &side, &e.Seat, &e.Text, &e.Result, &clocks, &at); err != nil {
			return nil, err
		}
		e.Side, e.At = variant.Side(side), fromMs(at)
		if clocks != "" {
			if err := json.Unmarshal([]byte(clocks), &e.Clocks); err != nil {
				return nil, fmt.Errorf("sqlstore: event clocks %q: %w", clocks, err)
			}
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		// Tell an unknown game from one without events.
		var n int
		if err := s.db.QueryRowContext(ctx, s.d.rebind(`SELECT COUNT(*) FROM ludus_games WHERE id = ?`), id).Scan(&n); err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, fmt.Errorf("%w: %q", host.ErrNotFound, id)
		}
	}
	return out, nil
}

// Append stores events and the game's new summary if the stored sequence is
// expect: the UPDATE's WHERE clause is the compare-and-set, and the events
// go in the same transaction.
func (s *Store) Append(ctx context.Context, expect int64, g host.GameRow, evs []host.Event) error {
	for i, e := range evs {
		if e.Seq != expect+int64(i)+1 {
			return fmt.Errorf("sqlstore: event %d has seq %d, want %d", i, e.Seq, expect+int64(i)+1)
		}
	}
	if g.Seq != expect+int64(len(evs)) {
		return fmt.Errorf("sqlstore: next seq %d, want %d", g.Seq, expect+int64(len(evs)))
	}
	if s.d.Name == Postgres.Name && len(evs) > 0 {
		if err := s.appendOne(ctx, expect, g, evs); err != nil {
			return err
		}
		s.notify.ExecContext(ctx, g.ID, strconv.FormatInt(g.Seq, 10)) // see below
		return nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.StmtContext(ctx, s.update).ExecContext(ctx, g.Seq, g.Ply, g.Position, b2i(g.Over), g.Result, b2i(g.Due), ms(g.Updated), g.ID, expect)
	if err != nil {
		return fmt.Errorf("sqlstore: updating game: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%w: game %s is not at %d", host.ErrConflict, g.ID, expect)
	}
	for _, e := range evs {
		clocks := ""
		if e.Clocks != nil {
			b, _ := json.Marshal(e.Clocks)
			clocks = string(b)
		}
		if _, err := tx.StmtContext(ctx, s.insert).ExecContext(ctx, g.ID, e.Seq, e.Ply, e.Kind, int(e.Side), e.Seat, e.Text, e.Result, clocks, ms(e.At)); err != nil {
			return fmt.Errorf("sqlstore: inserting event: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("sqlstore: commit: %w", err)
	}
	if s.d.notify != "" {
		// After the commit, in a statement of its own: a transaction that
		// notifies takes PostgreSQL's global notification lock at commit,
		// so NOTIFY inside Append's transaction serialized every move
		// (TestLoad, PostgreSQL, 64 games: 110-130 moves/s with it,
		// 218-228 without). The notification is a hint: if it is lost (a
		// crash right here), the listeners' poll finds the move.
		s.notify.ExecContext(ctx, g.ID, strconv.FormatInt(g.Seq, 10))
	}
	return nil
}

// appendOne is Append in one PostgreSQL statement, one round trip instead
// of four (BEGIN, UPDATE, INSERT, COMMIT): the UPDATE's compare-and-set
// feeds the INSERT of the events, so the events are written exactly when
// the game row was at expect (a concurrent writer waits on the row lock,
// then finds seq changed: no row, no event). A single statement is atomic.
func (s *Store) appendOne(ctx context.Context, expect int64, g host.GameRow, evs []host.Event) error {
	var q strings.Builder
	q.WriteString(`WITH g AS (UPDATE ludus_games SET seq = $1, ply = $2, position = $3, finished = $4, result = $5, due = $6,
		updated_ms = $7, lease_owner = '', lease_until_ms = 0 WHERE id = $8 AND seq = $9 RETURNING id)
		INSERT INTO ludus_events (game_id, seq, ply, kind, side, seat, text, result, clocks, at_ms)
		SELECT g.id, v.seq, v.ply, v.kind, v.side, v.seat, v.text, v.result, v.clocks, v.at_ms FROM g, (VALUES `)
	args := []any{g.Seq, g.Ply, g.Position, b2i(g.Over), g.Result, b2i(g.Due), ms(g.Updated), g.ID, expect}
	for i, e := range evs {
		if i > 0 {
			q.WriteString(", ")
		}
		n := len(args)
		fmt.Fprintf(&q, "($%d::bigint, $%d::integer, $%d::text, $%d::integer, $%d::integer, $%d::text, $%d::text, $%d::text, $%d::bigint)",
			n+1, n+2, n+3, n+4, n+5, n+6, n+7, n+8, n+9)
		clocks := ""
		if e.Clocks != nil {
			b, _ := json.Marshal(e.Clocks)
			clocks = string(b)
		}
		args = append(args, e.Seq, e.Ply, e.Kind, int(e.Side), e.Seat, e.Text, e.Result, clocks, ms(e.At))
	}
	q.WriteString(`) AS v(seq, ply, kind, side, seat, text, result, clocks, at_ms)`)
	res, err := s.db.ExecContext(ctx, q.String(), args...)
	if err != nil {
		return fmt.Errorf("sqlstore: appending: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("%w: game %s is not at %d", host.ErrConflict, g.ID, expect)
	}
	if n != int64(len(evs)) {
		return fmt.Errorf("sqlstore: appending: %d events written of %d", n, len(evs))
	}
	return nil
}

// Count counts unfinished games updated since a time.
func (s *Store) Count(ctx context.Context, client string, since time.Time) (int, error) {
	q := `SELECT COUNT(*) FROM ludus_games WHERE finished = 0 AND updated_ms >= ?`
	args := []any{ms(since)}
	if client != "" {
		q += ` AND client = ?`
		args = append(args, client)
	}
	var n int
	err := s.db.QueryRowContext(ctx, s.d.rebind(q), args...).Scan(&n)
	return n, err
}

// Due lists unfinished games that owe a move.
func (s *Store) Due(ctx context.Context, before time.Time, limit int) ([]string, error) {
	if limit <= 0 {
		limit = 1 << 30
	}
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT id FROM ludus_games WHERE finished = 0 AND due = 1 AND updated_ms < ? AND lease_until_ms < ?
		ORDER BY updated_ms LIMIT ?`), ms(before), ms(before), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

const gameColumns = `id, variant, options, start, clock, client, seq, ply, position, finished, result, due, created_ms, updated_ms`

// scanGame reads a row of gameColumns.
func scanGame(row interface{ Scan(...any) error }) (host.GameRow, error) {
	var g host.GameRow
	var clock string
	var over, due int
	var created, updated int64
	err := row.Scan(&g.ID, &g.Variant, &g.Options, &g.Start, &clock, &g.Client, &g.Seq, &g.Ply,
		&g.Position, &over, &g.Result, &due, &created, &updated)
	if err != nil {
		return g, err
	}
	g.Over, g.Due, g.Created, g.Updated = over != 0, due != 0, fromMs(created), fromMs(updated)
	g.Clock, err = parseClock(clock)
	return g, err
}

// Lease claims the move a game owes at seq for owner, in one conditional
// UPDATE: granted if the game is at seq and the lease is free, expired or
// owner's.
func (s *Store) Lease(ctx context.Context, id string, seq int64, owner string, now, until time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, s.d.rebind(`UPDATE ludus_games SET lease_owner = ?, lease_until_ms = ?
		WHERE id = ? AND seq = ? AND (lease_owner = ? OR lease_until_ms <= ?)`), owner, ms(until), id, seq, owner, ms(now))
	if err != nil {
		return false, fmt.Errorf("sqlstore: lease: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Games lists the games in which user holds a seat, the latest updated
// first (index ludus_seats_user).
func (s *Store) Games(ctx context.Context, user string, limit int) ([]host.GameRow, error) {
	if limit <= 0 {
		limit = 1 << 30
	}
	rows, err := s.db.QueryContext(ctx, s.d.rebind(`SELECT `+gameColumns+` FROM ludus_games WHERE id IN
		(SELECT game_id FROM ludus_seats WHERE user_id = ? AND user_id <> '') ORDER BY updated_ms DESC, id LIMIT ?`), user, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlstore: listing games: %w", err)
	}
	defer rows.Close()
	var out []host.GameRow
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// SetSeat replaces a seat's token hash, user and name.
func (s *Store) SetSeat(ctx context.Context, id string, seat host.SeatRow) error {
	var hash any
	if seat.TokenHash != "" {
		hash = seat.TokenHash
	}
	res, err := s.db.ExecContext(ctx, s.d.rebind(`UPDATE ludus_seats SET token_hash = ?, user_id = ?, name = ? WHERE game_id = ? AND seat = ?`),
		hash, seat.User, seat.Name, id, seat.Seat)
	if err != nil {
		return fmt.Errorf("sqlstore: updating seat: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("%w: game %q seat %d", host.ErrNotFound, id, seat.Seat)
	}
	return nil
}

// EraseUser removes a user from its seats, in one transaction.
func (s *Store) EraseUser(ctx context.Context, user string) ([]string, error) {
	if user == "" {
		return nil, nil
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, s.d.rebind(`SELECT DISTINCT game_id FROM ludus_seats WHERE user_id = ? ORDER BY game_id`), user)
	if err != nil {
		return nil, fmt.Errorf("sqlstore: erasing user: %w", err)
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, s.d.rebind(`UPDATE ludus_seats SET user_id = '', name = '' WHERE user_id = ?`), user); err != nil {
		return nil, fmt.Errorf("sqlstore: erasing user: %w", err)
	}
	return ids, tx.Commit()
}

// Delete removes a game, its seats and its events in one transaction.
func (s *Store) Delete(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{`DELETE FROM ludus_events WHERE game_id = ?`, `DELETE FROM ludus_seats WHERE game_id = ?`} {
		if _, err := tx.ExecContext(ctx, s.d.rebind(q), id); err != nil {
			return fmt.Errorf("sqlstore: deleting game: %w", err)
		}
	}
	res, err := tx.ExecContext(ctx, s.d.rebind(`DELETE FROM ludus_games WHERE id = ?`), id)
	if err != nil {
		return fmt.Errorf("sqlstore: deleting game: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return fmt.Errorf("%w: %q", host.ErrNotFound, id)
	}
	return tx.Commit()
}

// notifySQL is the dialect's notification statement, or "".
func notifySQL(d Dialect) string { return d.notify }
