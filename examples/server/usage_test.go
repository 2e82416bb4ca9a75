package main

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/examples/internal/usagecheck"
)

// TestUsageNamesEveryFlag runs "server -h": exit 0, the usage on standard
// output with every flag named in the synopsis, and examples; a bad flag
// is one line on standard error and exit 2.
func TestUsageNamesEveryFlag(t *testing.T) {
	var out, errb strings.Builder
	_, code, ok := parseFlags([]string{"-h"}, &out, &errb)
	if ok {
		t.Fatal("-h did not stop the program")
	}
	usagecheck.NamesEveryFlag(t, synopsis, code, out.String(), errb.String())
	out.Reset()
	errb.Reset()
	if _, code, ok := parseFlags([]string{"-think", "soon"}, &out, &errb); ok || code != 2 || out.Len() != 0 || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("a bad flag: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}
