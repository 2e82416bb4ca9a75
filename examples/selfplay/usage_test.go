package main

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/examples/internal/usagecheck"
)

// TestUsageNamesEveryFlag runs "selfplay -h": it must exit 0 with the usage on
// standard output, list every flag (the flag package's own list), and name
// each of them in the hand-written synopsis too, so that a flag added
// without updating the synopsis fails here; and it must give examples.
func TestUsageNamesEveryFlag(t *testing.T) {
	code, out, errs := usageRun(t, "-h")
	usagecheck.NamesEveryFlag(t, synopsis, code, out, errs)
}

func usageRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb strings.Builder
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}
