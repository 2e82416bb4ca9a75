package search

import (
	"github.com/ludus-chess/ludus/variant"
)

// Kinds returns the names of the players [New] makes.
func Kinds() []string { return []string{"random", "greedy", "mcts", "alphabeta"} }

// Config chooses a computer player by name, for programs that pick the
// game and the player at run time (command lines, servers).
type Config struct {
	Kind     string // one of Kinds(); "" means "mcts"
	Limits   Limits // zero: 1000 iterations for mcts, depth 3 for alphabeta
	Seed     uint64
	Contempt int // alphabeta only: see AlphaBeta.Contempt
}

// New returns the player of the dynamic face that c describes for games of
// variant v. The evaluation is the variant's own (Variant.Evaluate) or, for
// games that supply none, [Mobility]; MCTS uses the variant's evaluation
// only to score playouts it cuts short. Games that registered their typed
// positions ([RegisterTyped]) are searched on them, at typed speed.
func New(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	if mk, ok := typedMakers.Load(v); ok {
		return mk.(func(Config) (Player[variant.AnyPosition, variant.Move], error))(c)
	}
	return newDynamic(v, c)
}

// newDynamic is New on the dynamic face.
func newDynamic(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	var eval Evaluator[variant.AnyPosition]
	if v.Evaluate != nil {
		eval = v.Evaluate
	}
	return newPlayer[variant.AnyPosition, variant.Move](c, eval)
}
