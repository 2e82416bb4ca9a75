package chesslike

import "github.com/ludus-chess/ludus/variant"

// Compile-time checks: Position implements the contract and every optional
// interface of package variant that the game relies on.
var (
	_ variant.Position[Position, Move] = Position{}
	_ variant.Repeating                = Position{}
	_ variant.Claiming                 = Position{}
	_ variant.CycleJudging[Position]   = Position{}
)
