// Package pgnotify is a [host.Notifier] on PostgreSQL's LISTEN/NOTIFY: the
// store of package sqlstore sends pg_notify(sqlstore.Channel, "GAME-ID SEQ")
// in every Append's transaction (delivered at commit, never on rollback),
// and a Listener, on a connection of its own outside the program's pool,
// hands each game id to the host, which wakes the watchers of that game at
// once instead of at its next poll.
//
// Notifications are hints: a listener that loses its connection misses
// those sent meanwhile for good, so it reports a gap (the host then wakes
// every watcher, which read the events table) and the host connects again;
// the host's poll stays as the fallback. LISTEN needs a session of its own,
// so it does not work through a pooler in transaction mode (PgBouncer):
// there, run without a Listener and rely on the poll.
package pgnotify

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/sqlstore"
)

// Listener listens to the store's notifications on its own connection.
type Listener struct {
	dsn string
}

var _ host.Notifier = (*Listener)(nil)

// New returns a Listener that connects to the PostgreSQL database at dsn (a
// postgres:// URL or a key=value string, as pgx.Connect takes).
func New(dsn string) *Listener { return &Listener{dsn: dsn} }

// Listen connects, runs LISTEN, reports a gap (fn("")) since anything sent
// before was missed, then calls fn with the game id of each notification
// until ctx ends or the connection fails (the error).
func (l *Listener) Listen(ctx context.Context, fn func(game string)) error {
	conn, err := pgx.Connect(ctx, l.dsn)
	if err != nil {
		return fmt.Errorf("pgnotify: connecting: %w", err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+sqlstore.Channel); err != nil {
		return fmt.Errorf("pgnotify: LISTEN: %w", err)
	}
	fn("")
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return fmt.Errorf("pgnotify: waiting: %w", err)
		}
		id, _, _ := strings.Cut(n.Payload, " ")
		if id != "" {
			fn(id)
		}
	}
}
