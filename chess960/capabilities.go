package chess960

import "github.com/ludus-chess/ludus/variant"

// Compile-time checks: Position implements the contract and every
// capability of package variant that the game has (variant.CapabilitiesOf
// lists the same ones; a test in package variant/all compares them).
var (
	_ variant.Position[Position, Move] = Position{}
	_ variant.Repeating                = Position{}
	_ variant.Claiming                 = Position{}
	_ variant.Squaring[Move]           = Position{}
	_ variant.SideStating              = Position{}
	_ variant.RoyalJudging             = Position{}
	_ variant.PerftCounting            = Position{}
	_ variant.MovementCounting         = Position{}
)
