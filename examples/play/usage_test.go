package main

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/examples/internal/usagecheck"
)

// TestUsageNamesEveryFlag runs "play -h": it must exit 0 with the usage on
// standard output, list every flag (the flag package's own list), and name
// each of them in the hand-written synopsis too, so that a flag added
// without updating the synopsis fails here; and it must give examples.
func TestUsageNamesEveryFlag(t *testing.T) {
	code, out, errs := usageRun(t, "", "-h")
	usagecheck.NamesEveryFlag(t, synopsis, code, out, errs)
}

func usageRun(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb strings.Builder
	code := run(args, strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlayHelpMovesAndRules(t *testing.T) {
	// Chess, the person plays white: "help" lists the commands, "moves" the
	// 20 legal first moves, "rules" prints the rules text; none is a move.
	code, out, errs := usageRun(t, "help\nmoves\nrules\nquit\n", "-variant", "chess", "-engine", "random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"You play white", "Type help", commandHelp, "# Chess and Chess960: how to play", "**Sources.**"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "illegal") || strings.Contains(out, "bad move") {
		t.Errorf("a command was read as a move:\n%s", out)
	}
	// The legal moves: one line of the 20 SAN moves of the start position.
	var list string
	for line := range strings.SplitSeq(out, "\n") {
		if _, after, ok := strings.Cut(line, "> Na3 "); ok {
			list = "Na3 " + after
		}
	}
	if n := len(strings.Fields(list)); n != 20 {
		t.Errorf("moves listed %d moves, want 20: %q", n, list)
	}
}
