package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestUsageNamesEveryFlag runs "selfplay -h": it must exit 0 with the usage on
// standard output, list every flag (the flag package's own list), and name
// each of them in the hand-written synopsis too, so that a flag added
// without updating the synopsis fails here; and it must give examples.
func TestUsageNamesEveryFlag(t *testing.T) {
	code, out, errs := usageRun(t, "-h")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q; want exit 0 and the usage on standard output", code, errs)
	}
	if !strings.HasPrefix(out, synopsis) || !strings.Contains(out, "\nExamples:\n") {
		t.Fatalf("usage does not start with the synopsis or has no examples:\n%s", out)
	}
	flags := regexp.MustCompile(`(?m)^  -(\w[\w-]*)`).FindAllStringSubmatch(out, -1)
	if len(flags) < 3 {
		t.Fatalf("usage lists %d flags:\n%s", len(flags), out)
	}
	for _, f := range flags {
		if !regexp.MustCompile(`-` + regexp.QuoteMeta(f[1]) + `\b`).MatchString(synopsis) {
			t.Errorf("the synopsis does not name flag -%s", f[1])
		}
	}
}

func usageRun(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb strings.Builder
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}
