package hexapawn

import (
	_ "embed" // for RULES.md

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// rulesText is RULES.md, the rules written for players: the entry's Rules.
//
//go:embed RULES.md
var rulesText string

// Variant is the registry entry of Hexapawn, registered as "hexapawn".
// It has no options.
var Variant = &variant.Variant{
	Name:        "hexapawn",
	Description: "Hexapawn (Martin Gardner, 1962): three pawns a side on a 3x3 board",
	Sides:       []variant.SideInfo{{Name: "white", Team: 0}, {Name: "black", Team: 1}},
}

// noOptions are the options of every position: the game has none.
var noOptions variant.Options

func init() {
	Variant.Rules = rulesText
	Variant.Start = func(variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic[Position, Move](Start()), nil
	}
	Variant.Parse = func(text string, _ variant.Options) (variant.AnyPosition, error) {
		p, err := Parse(text)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	Variant.Evaluate = func(p variant.AnyPosition, x variant.Side) int {
		return Evaluate(p.Typed().(Position), x)
	}
	// The typed face: the computer players of search.New search Position
	// values directly, with Evaluate, without boxing a position per node.
	Variant.Typed = &search.Typed[Position, Move]{Eval: Evaluate}
	noOptions = Variant.DefaultOptions()
	variant.Register(Variant)
}

// Evaluate scores p for side x, positive when x stands better: 100 a pawn
// and 30 a rank it has advanced, against the same for the other side. It
// is a heuristic for the computer players, not a rule; won and lost
// positions the search scores by their outcome.
func Evaluate(p Position, x variant.Side) int {
	score := 0
	for side, start := range [2]int{0, size - 1} {
		s := 0
		for t := p.pawns[side]; t != 0; t &= t - 1 {
			s += 100 + 30*abs(trailing(t)/size-start)
		}
		if variant.Side(side) != x {
			s = -s
		}
		score += s
	}
	return score
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
