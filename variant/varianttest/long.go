package varianttest

import "flag"

// long is the one -long flag of every test binary that imports this
// package: deep perft sweeps, retrograde endings and other checks that take
// minutes run only with it (go test ./enochian -long).
var long = flag.Bool("long", false, "run deep and long tests (minutes)")

// Long reports whether the tests run with -long. Call it from a test, after
// flags are parsed.
func Long() bool { return *long }
