package chesslike

import (
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// registerPlayers makes search.New play the game of v on typed positions
// (search.RegisterTyped), with the evaluation of the rules in force.
func registerPlayers(v *variant.Variant) {
	search.RegisterTyped[Position, Move](v, evaluate)
}

// evaluate is the typed evaluation of any compiled game: its rules'
// [Evaluation], made once when the game was compiled.
func evaluate(p Position, x variant.Side) int {
	if p.r == nil || p.r.base == nil || p.r.base.eval == nil {
		return 0
	}
	return p.r.base.eval.Evaluate(p, x)
}
