package search

import (
	"context"

	"github.com/ludus-chess/ludus/variant"
)

// GamePlayer is implemented by players that want the whole game, not the
// position alone: engines run as separate programs (package
// variant/search/engine), which are told the start position and the
// moves so that they know the repetitions. [ChooseIn] calls ChooseGame
// when the player has it.
type GamePlayer[P variant.Position[P, M], M variant.MoveType] interface {
	ChooseGame(ctx context.Context, g *variant.Game[P, M]) (M, error)
}
