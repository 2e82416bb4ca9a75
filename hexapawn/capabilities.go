package hexapawn

import "github.com/ludus-chess/ludus/variant"

// Compile-time checks: Position implements the contract and the
// capabilities of package variant that the game has (a test in package
// variant/all compares this list with the type's methods).
var (
	_ variant.Position[Position, Move] = Position{}
	_ variant.Squaring[Move]           = Position{}
	_ variant.SideStating              = Position{}
)
