package main

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/examples/internal/usagecheck"
)

// TestUsageNamesEveryFlag runs "engine -h": exit 0, the usage on standard
// output with every flag named in the synopsis, and examples.
func TestUsageNamesEveryFlag(t *testing.T) {
	var out, errb strings.Builder
	code := run([]string{"-h"}, strings.NewReader(""), &out, &errb)
	usagecheck.NamesEveryFlag(t, synopsis, code, out.String(), errb.String())
}
