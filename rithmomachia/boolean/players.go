package boolean

import "github.com/ludus-chess/ludus/variant/search"

// The computer players of search.New play this game on its typed
// positions, at typed speed (search.RegisterTyped).
func init() { search.RegisterTyped(&Variant, search.Typed[Position, Move]{Eval: Evaluate}) }
