package varianttest

import "github.com/ludus-chess/ludus/variant"

// Compile-time checks: Nim implements the contract, and no capability of
// package variant (a test in package variant/all compares this list with
// the type's methods).
var _ variant.Position[Nim, NimMove] = Nim{}
