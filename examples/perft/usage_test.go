package main

import (
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/examples/internal/progress"
	"github.com/ludus-chess/ludus/examples/internal/usagecheck"
)

// TestUsageNamesEveryFlag runs "perft -h": it must exit 0 with the usage on
// standard output, list every flag (the flag package's own list), and name
// each of them in the hand-written synopsis too, so that a flag added
// without updating the synopsis fails here; and it must give examples.
func TestUsageNamesEveryFlag(t *testing.T) {
	code, out, errs := usageRun(t, "-h")
	usagecheck.NamesEveryFlag(t, synopsis, code, out, errs)
}

func usageRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return runCLI(args...)
}

func TestTickShowsLongWorkAndCleansUp(t *testing.T) {
	var sc strings.Builder
	stop := progress.Tick(&sc, "counting to depth 9", 20*time.Millisecond)
	time.Sleep(70 * time.Millisecond)
	stop()
	out := sc.String()
	if strings.Count(out, "\rcounting to depth 9, ") < 2 {
		t.Errorf("fewer than two redraws in 70ms at 20ms: %q", out)
	}
	// The last write blanks the line and returns to its start.
	if !strings.HasSuffix(out, "\r") || !strings.Contains(out, "\r"+strings.Repeat(" ", len("counting to depth 9, 0s"))+"\r") {
		t.Errorf("the line is not cleared: %q", out)
	}
	// Off a terminal nothing is written.
	var b strings.Builder
	progress.Ticking(&b, "x")()
	if b.Len() != 0 {
		t.Errorf("wrote %q off a terminal", b.String())
	}
}
