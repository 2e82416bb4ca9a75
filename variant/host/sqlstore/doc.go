// Package sqlstore is a [host.Store] on a database/sql database, SQLite or
// PostgreSQL. It imports no driver: the program opens the *sql.DB with its
// driver (modernc.org/sqlite, github.com/jackc/pgx/v5/stdlib) and passes
// the [Dialect].
//
// Each game is a row of ludus_games holding its summary and sequence; its
// seats (with the SHA-256 of each person's token, never the token) are rows
// of ludus_seats, and its log rows of ludus_events keyed by (game, seq).
// Append updates the game row only where its seq is the one expected (the
// compare-and-set that serializes writers, also across processes: in
// PostgreSQL the second writer waits on the row lock and then finds the seq
// changed) and inserts the events in the same transaction, so a move is
// committed before the host acknowledges it. Open creates the tables or
// migrates them (the version is in ludus_schema), under an advisory lock in
// PostgreSQL so that two processes starting together do not race.
//
// The store never changes the *sql.DB's settings: the pool is the
// program's. What the store needs: for SQLite, a busy timeout and
// immediate transactions (or a pool of one connection), since SQLite has
// one writer at a time; for PostgreSQL, a bounded pool
// (db.SetMaxOpenConns: each Append holds one connection for its
// transaction, and an unbounded pool runs into the server's
// max_connections under load). In PostgreSQL, Append also sends
// pg_notify(Channel, "GAME-ID SEQ") right after its commit:
// package pgnotify listens to it so that other processes hear of moves at
// once (polling remains the fallback). With WAL and synchronous=NORMAL a committed move survives a crash of the
// process (not necessarily of the machine: use synchronous=FULL for that).
package sqlstore
