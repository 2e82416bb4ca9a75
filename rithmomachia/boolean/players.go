package boolean

import "github.com/ludus-chess/ludus/variant/search"

// typed is the game's typed face in its entry: the computer players of
// search.New play on its typed positions, at typed speed.
var typed = &search.Typed[Position, Move]{Eval: Evaluate}
