package rithmomachia

import (
	"context"
	"math/rand/v2"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// HarmonySeeker is a one-ply scripted player, a yardstick for the
// computer players: it plays a move that wins at once (completes a
// harmony, or any other victory of the preset) when it has one; else the
// move that captures the most (by the values it adds to its ledger, spec
// §5.6); else a random move. Ties are broken at random by the seed and the
// position. search.New makes it under the name "harmony" for this game.
type HarmonySeeker struct{ Seed uint64 }

// Name returns "harmony".
func (HarmonySeeker) Name() string { return "harmony" }

// Choose returns the script's move.
func (h HarmonySeeker) Choose(ctx context.Context, p Position) (Move, error) {
	moves := p.Moves(nil)
	if len(moves) == 0 {
		return 0, search.ErrNoMove
	}
	me := p.ToMove()
	rng := rand.New(rand.NewPCG(h.Seed, p.Hash()))
	rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	before := p.ledgerSum(me)
	best, bestGain := moves[0], 0
	for _, m := range moves {
		q := p.Play(m)
		if o := q.Outcome(); o.Status == variant.Won && o.Winners.Has(me) {
			return m, nil
		}
		if gain := q.ledgerSum(me) - before; gain > bestGain {
			best, bestGain = m, gain
		}
	}
	return best, nil
}

// typed is the game's typed face in its entry: its playout loop, and the
// computer players of search.New on its typed positions; "harmony" is the
// HarmonySeeker.
var typed = &search.Typed[Position, Move]{
	TypedHooks: variant.TypedHooks[Position, Move]{Playout: playout},
	Eval:       Evaluate,
	Players: map[string]func(search.Config) search.Player[Position, Move]{
		"harmony": func(c search.Config) search.Player[Position, Move] { return HarmonySeeker{Seed: c.Seed} },
	},
}
