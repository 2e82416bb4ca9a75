package main

import (
	"os"
	"path/filepath"
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

// -h names the engine specs and their options, the default kind and the
// games' own players (Rithmomachia's harmony); the default kind is
// "default" in the table and the records, not an empty name.
func TestUsageNamesPlayers(t *testing.T) {
	_, out, _ := usageRun(t, "-h")
	for _, want := range []string{"uci:PATH", "xboard:PATH", "ucci:PATH", "NAME=VALUE", "default", `-a ""`, "rithmomachia: harmony"} {
		if !strings.Contains(out, want) {
			t.Errorf("-h lacks %q:\n%s", want, out)
		}
	}
	recs := filepath.Join(t.TempDir(), "games.pgn")
	code, table, errs := usageRun(t, "-variant", "test-nim", "-a", "", "-b", "random", "-games", "2", "-records", recs)
	if code != 0 || !strings.Contains(table, "\nA default ") {
		t.Errorf("-a \"\": exit %d, %s, table:\n%s", code, errs, table)
	}
	data, err := os.ReadFile(recs)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `[PlayerA "default (first)"]`) {
		t.Errorf("records name the default kind otherwise:\n%s", data)
	}
}
