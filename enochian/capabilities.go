package enochian

import "github.com/ludus-chess/ludus/variant"

// Compile-time checks: Position implements the contract and every
// capability of package variant that the game has (variant.CapabilitiesOf
// lists the same ones; a test in package variant/all compares them).
var (
	_ variant.Position[Position, Move] = Position{}
	_ variant.Controlling              = Position{}
	_ variant.Acting[Move]             = Position{}
	_ variant.Repeating                = Position{}
	_ variant.ChanceWeighing[Move]     = Position{}
	_ variant.Explaining[Move]         = Position{}
	_ variant.Squaring[Move]           = Position{}
	_ variant.Marking                  = Position{}
	_ variant.SideStating              = Position{}
	_ variant.RoyalJudging             = Position{}
)
