package variant_test

import "github.com/ludus-chess/ludus/variant"

// The toy games register with the standard registry, as game packages do,
// so that Lookup, NewPosition and Load find them.
func init() {
	variant.Register(tttVariant)
	variant.Register(fsVariant)
}
