package search

import (
	"fmt"

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
// only to score playouts it cuts short.
func New(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	type (
		P = variant.AnyPosition
		M = variant.Move
	)
	eval := Evaluator[P](Mobility[P, M])
	if v.Evaluate != nil {
		eval = v.Evaluate
	}
	l := c.Limits
	switch c.Kind {
	case "random":
		return Random[P, M]{Seed: c.Seed}, nil
	case "greedy":
		return Greedy[P, M]{Eval: eval, Seed: c.Seed}, nil
	case "", "mcts":
		if l.Nodes == 0 && l.Time == 0 {
			l.Nodes = 1000
		}
		return MCTS[P, M]{Limits: l, Seed: c.Seed, Eval: v.Evaluate}, nil
	case "alphabeta":
		if l == (Limits{}) {
			l.Depth = 3
		}
		return AlphaBeta[P, M]{Limits: l, Seed: c.Seed, Eval: eval, Contempt: c.Contempt}, nil
	}
	return nil, fmt.Errorf("unknown player %q; want random, greedy, mcts or alphabeta", c.Kind)
}
