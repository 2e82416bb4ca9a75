package host

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// RateLimited returns a logger that passes at most burst records a period
// to l's handler and drops the rest; the first record of a later period is
// preceded by one warning that says how many were dropped. A failing store
// fails for every game and every request at once: the host and its HTTP
// layer ([hosthttp]) log such failures through it, so that a full disk
// writes a few lines a minute, not one a request.
func RateLimited(l *slog.Logger, period time.Duration, burst int) *slog.Logger {
	return slog.New(&rateHandler{next: l.Handler(), st: &rateState{period: period, burst: burst}})
}

// rateState is what the handlers derived from one RateLimited logger
// share: the count of the period under way.
type rateState struct {
	period time.Duration
	burst  int

	mu      sync.Mutex
	start   time.Time
	n       int
	dropped int
}

// admit reports whether a record at now may pass, and how many records
// were dropped in the period that now ends (to be reported first).
func (s *rateState) admit(now time.Time) (ok bool, dropped int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if now.Sub(s.start) >= s.period {
		dropped = s.dropped
		s.start, s.n, s.dropped = now, 0, 0
	}
	if s.n >= s.burst {
		s.dropped++
		return false, dropped
	}
	s.n++
	return true, dropped
}

type rateHandler struct {
	next slog.Handler
	st   *rateState
}

func (h *rateHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.next.Enabled(ctx, l)
}

func (h *rateHandler) Handle(ctx context.Context, r slog.Record) error {
	ok, dropped := h.st.admit(r.Time)
	if dropped > 0 {
		d := slog.NewRecord(r.Time, slog.LevelWarn, "log records dropped (rate limit)", 0)
		d.AddAttrs(slog.Int("dropped", dropped), slog.Duration("period", h.st.period))
		if err := h.next.Handle(ctx, d); err != nil {
			return err
		}
	}
	if !ok {
		return nil
	}
	return h.next.Handle(ctx, r)
}

func (h *rateHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return &rateHandler{next: h.next.WithAttrs(as), st: h.st}
}

func (h *rateHandler) WithGroup(name string) slog.Handler {
	return &rateHandler{next: h.next.WithGroup(name), st: h.st}
}
