// Package usagecheck checks the -h text of the example programs, for their
// tests: one check that every program's usage keeps its promises.
package usagecheck

import (
	"regexp"
	"strings"
	"testing"
)

var flagLine = regexp.MustCompile(`(?m)^  -(\w[\w-]*)`)

// NamesEveryFlag checks the result of running a program with -h: exit 0
// with the usage on standard output and nothing on standard error; the
// usage starts with the hand-written synopsis, gives examples, lists the
// flags (the flag package's own list), and the synopsis names each of
// them, so that a flag added without updating the synopsis fails.
func NamesEveryFlag(t testing.TB, synopsis string, code int, out, errs string) {
	t.Helper()
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q; want exit 0 and the usage on standard output", code, errs)
	}
	if !strings.HasPrefix(out, synopsis) || !strings.Contains(out, "\nExamples:\n") {
		t.Fatalf("usage does not start with the synopsis or has no examples:\n%s", out)
	}
	flags := flagLine.FindAllStringSubmatch(out, -1)
	if len(flags) < 3 {
		t.Fatalf("usage lists %d flags:\n%s", len(flags), out)
	}
	for _, f := range flags {
		if !regexp.MustCompile(`-` + regexp.QuoteMeta(f[1]) + `\b`).MatchString(synopsis) {
			t.Errorf("the synopsis does not name flag -%s", f[1])
		}
	}
}
