// Package usage writes the -h text of the example programs in one form:
// the program's hand-written synopsis, every flag with its default (the
// flag package's own list), then the program's examples and notes.
// Package usagecheck checks that text in their tests.
package usage

import (
	"flag"
	"fmt"
	"io"
)

// Print writes synopsis, "Flags:" with fs's flags and their defaults, and
// examples to w. It leaves fs writing nowhere, as the programs parse
// their flags quietly and report errors themselves.
func Print(w io.Writer, fs *flag.FlagSet, synopsis, examples string) {
	fmt.Fprint(w, synopsis, "Flags:\n")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	fmt.Fprint(w, examples)
}
