// Package hexapawn plays Hexapawn (Martin Gardner, 1962): three pawns a
// side on a 3x3 board that step forward and capture diagonally forward; a
// player wins by reaching the far rank, by capturing every enemy pawn, or
// by leaving the opponent no move (RULES.md sections 3 and 4). It
// registers the game as "hexapawn"; import it, or package
// variant/all, for its side effect.
//
// It is the template for a game written from scratch. [Position] and
// [Move] implement the contract, [variant.Position]: a position is an
// immutable value (two sets of cells and the side to move) and allocates
// nothing per move. [Parse] reads the position text of section 5.
// [Variant] is the registry entry: its Start, Parse and Evaluate for the
// dynamic face, and its Typed, a [search.Typed] with [Evaluate], so that
// the computer players search Position values directly. capabilities.go
// asserts the capabilities the game has beyond the contract
// ([variant.Squaring], [variant.SideStating]), which a test of package
// variant/all compares with the type's methods.
//
// With perfect play the second player wins; the tests check it by solving
// the game.
package hexapawn
