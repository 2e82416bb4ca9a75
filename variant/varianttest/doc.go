// Package varianttest helps test games and tools built on package variant,
// as net/http/httptest helps test HTTP code: [Walk] checks the contract's
// invariants on every position of a seeded random game, [CheckNoAllocs]
// checks that move generation and play allocate nothing, and [Nim] is a tiny
// complete game, registered as "test-nim" when this package is imported, for
// testing tools that work on any game.
package varianttest
