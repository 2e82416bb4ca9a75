package host

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// TestRateLimited: of 50 records in one period only the burst of 5 passes;
// the first record of the next period is preceded by a warning counting
// the 45 dropped.
func TestRateLimited(t *testing.T) {
	var buf bytes.Buffer
	l := RateLimited(slog.New(slog.NewTextHandler(&buf, nil)), time.Hour, 5)
	t0 := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	log := func(at time.Time, msg string) {
		r := slog.NewRecord(at, slog.LevelError, msg, 0)
		if err := l.Handler().Handle(context.Background(), r); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 50 {
		log(t0.Add(time.Duration(i)*time.Second), "store unavailable")
	}
	if n := strings.Count(buf.String(), "store unavailable"); n != 5 {
		t.Fatalf("%d records passed in the first period, want 5:\n%s", n, buf.String())
	}
	log(t0.Add(2*time.Hour), "later")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 7 || !strings.Contains(lines[5], "dropped=45") || !strings.Contains(lines[6], "later") {
		t.Fatalf("after the period: want the dropped count (45) then the record, got:\n%s", buf.String())
	}
}
