package search

import (
	"github.com/ludus-chess/ludus/variant"
)

// DefaultKind names the default kind of [Config] (the kind ""), for
// command lines and tables that show a player's name.
const DefaultKind = "default"

// Kinds returns the names of the players [New] makes.
func Kinds() []string { return []string{"random", "greedy", "mcts", "alphabeta"} }

// Config chooses a computer player by name, for programs that pick the
// game and the player at run time (command lines, servers).
//
// The default kind ("", or [DefaultKind] where a name must be shown) is
// the strongest player for the game: alpha-beta (with a quiescence search
// on the moves its entry's [Typed].Noisy names, if it has one) for games of
// two teams with an evaluation, searching on the time limit alone when there
// is one (the node limit of the default kind counts MCTS iterations), and
// MCTS for the others.
type Config struct {
	Kind     string // one of Kinds(), a kind of the game's own (Typed.Players), or "" or DefaultKind (see above)
	Limits   Limits // zero: 1000 iterations for mcts, depth 3 for alphabeta
	Seed     uint64
	Contempt int    // alphabeta only: see AlphaBeta.Contempt
	Table    *Table // alphabeta only: see AlphaBeta.Table; one per player, kept from move to move

	teams int // the number of teams of the game, set by New
}

// New returns the player of the dynamic face that c describes for games of
// variant v. The evaluation is the variant's own (Variant.Evaluate) or, for
// games that supply none, [Mobility]; MCTS uses the variant's evaluation
// only to score playouts it cuts short. Games whose entry holds a [Typed]
// are searched on their typed positions, at typed speed.
func New(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	c.teams = teamCount(v)
	if t, ok := v.Typed.(typedFace); ok {
		return t.dynamic(v, c)
	}
	return newDynamic(v, c)
}

// newDynamic is New on the dynamic face.
func newDynamic(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	var eval Evaluator[variant.AnyPosition]
	if v.Evaluate != nil {
		eval = v.Evaluate
	}
	c.teams = teamCount(v)
	return newPlayer(c, Typed[variant.AnyPosition, variant.Move]{Eval: eval})
}

// teamCount returns the number of teams of v.
func teamCount(v *variant.Variant) int {
	var seen variant.SideSet
	n := 0
	for x := range v.Sides {
		if !seen.Has(variant.Side(x)) {
			seen |= v.Team(variant.Side(x))
			n++
		}
	}
	return n
}
