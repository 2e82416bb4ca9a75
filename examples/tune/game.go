package main

import (
	"fmt"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// position is what tune needs of a game's typed positions: the contract,
// whether the side to move is in check, and the position's text.
type position[P any, M variant.MoveType] interface {
	variant.Position[P, M]
	InCheck() bool
	fmt.Stringer
}

// A game is a game tune fits the evaluation of: its registry entry (with
// whose hooks search.New's default player plays it), its start, how its
// position text reads, and the shipped evaluation, by which a position is
// quiet.
type game[P position[P, M], M variant.MoveType] struct {
	v     *variant.Variant
	start P
	parse func(string) (P, error)
	eval  func(P, variant.Side) int
	hooks *search.Typed[P, M]
}

// typedHooks returns the typed hooks of v's entry, which must be of P and M.
func typedHooks[P position[P, M], M variant.MoveType](v *variant.Variant) (*search.Typed[P, M], error) {
	h, ok := v.Typed.(*search.Typed[P, M])
	if !ok || h.Noisy == nil {
		return nil, fmt.Errorf("%s: its entry has no typed hooks with a quiescence", v.Name)
	}
	return h, nil
}

// chessGame is chess, with chess960.Weights as the shipped evaluation.
var chessGame = func() *game[chess960.Position, chess960.Move] {
	h, err := typedHooks[chess960.Position, chess960.Move](chess960.Chess)
	if err != nil {
		panic(err)
	}
	return &game[chess960.Position, chess960.Move]{
		v: chess960.Chess, start: chess960.Standard(), parse: chess960.ParseFEN,
		eval: chess960.Weights.Evaluate, hooks: h,
	}
}()
