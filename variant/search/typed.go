package search

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sync"

	"github.com/ludus-chess/ludus/variant"
)

// typedMakers holds, for each variant registered with [RegisterTyped], the
// functions that make [New]'s players on its typed positions.
var typedMakers sync.Map // *variant.Variant -> typedMaker

// typedMaker makes the players of a variant registered with
// [RegisterTyped]: for the dynamic face (New), and the typed player behind
// it (NewTyped; a func(Config) (Player[P, M], error)).
type typedMaker struct {
	dynamic func(Config) (Player[variant.AnyPosition, variant.Move], error)
	typed   any
	kinds   []string // the game's own kinds of player (Typed.Players), sorted
}

// GameKinds returns the kinds of player that variant v offers of its own
// ([Typed].Players, such as Rithmomachia's "harmony"), sorted, beside
// [Kinds]; none for most games.
func GameKinds(v *variant.Variant) []string {
	if mk, ok := typedMakers.Load(v); ok {
		return slices.Clone(mk.(typedMaker).kinds)
	}
	return nil
}

// Typed describes what the players of a game need on its typed positions
// ([RegisterTyped]).
type Typed[P variant.Position[P, M], M variant.MoveType] struct {
	// Eval is the typed evaluation; nil means [Mobility].
	Eval Evaluator[P]
	// Noisy, if set, tells the moves alpha-beta's quiescence search goes
	// on with (see [AlphaBeta].Noisy): captures, promotions.
	Noisy func(p P, m M) bool
	// InCheck, if set, tells whether the side to move is in check (see
	// [AlphaBeta].InCheck): alpha-beta extends checks.
	InCheck func(p P) bool
	// NullMove, if set, passes the turn where a pass is safe to judge by
	// (see [AlphaBeta].NullMove): alpha-beta prunes by null moves there.
	// Games prone to zugzwang leave it nil.
	NullMove func(p P) (P, bool)
	// Players are further kinds of player for this game only (scripts
	// written for it), by name, for [New]; they must not use the names of
	// [Kinds].
	Players map[string]func(Config) Player[P, M]
}

// RegisterTyped makes [New] run the players of variant v on its typed
// positions P instead of the dynamic face: the player unwraps the position
// once per move (AnyPosition.Typed) and searches at typed speed, without
// boxing a position per node, with t's evaluation and quiescence. A game
// calls it in its init function, next to variant.Register; a later call
// for the same variant replaces the earlier one. Positions that do not hold
// a P are searched through the dynamic face as before.
func RegisterTyped[P variant.Position[P, M], M variant.MoveType](v *variant.Variant, t Typed[P, M]) {
	typed := func(c Config) (Player[P, M], error) {
		if mk, ok := t.Players[c.Kind]; ok {
			return mk(c), nil
		}
		return newPlayer(c, t)
	}
	kinds := slices.Sorted(maps.Keys(t.Players))
	typedMakers.Store(v, typedMaker{kinds: kinds, typed: typed, dynamic: func(c Config) (Player[variant.AnyPosition, variant.Move], error) {
		tp, err := typed(c)
		if err != nil {
			return nil, err
		}
		// For positions of another type (none of the registered games
		// makes them): the same player on the dynamic face, or a random
		// one in place of a script.
		dc := c
		if _, ok := t.Players[c.Kind]; ok {
			dc = Config{Kind: "random", Seed: c.Seed}
		}
		dyn, err := newDynamic(v, dc)
		if err != nil {
			return nil, err
		}
		return typedPlayer[P, M]{typed: tp, dynamic: dyn}, nil
	}})
}

// NewTyped returns the player of the typed face that [New] searches with
// for games of variant v, which registered its positions P with
// [RegisterTyped]: the same player, with the same evaluation, quiescence
// and limits, without the dynamic face around it. It fails if v registered
// no typed positions, or positions of another type than P.
func NewTyped[P variant.Position[P, M], M variant.MoveType](v *variant.Variant, c Config) (Player[P, M], error) {
	c.teams = teamCount(v)
	mk, ok := typedMakers.Load(v)
	if !ok {
		return nil, fmt.Errorf("search: %s registered no typed positions", v.Name)
	}
	typed, ok := mk.(typedMaker).typed.(func(Config) (Player[P, M], error))
	if !ok {
		return nil, fmt.Errorf("search: %s registered typed positions of another type", v.Name)
	}
	return typed(c)
}

// newPlayer makes the player c describes on the typed face.
func newPlayer[P variant.Position[P, M], M variant.MoveType](c Config, t Typed[P, M]) (Player[P, M], error) {
	eval := t.Eval
	mctsEval := eval
	if eval == nil {
		eval = Mobility[P, M]
	}
	l := c.Limits
	kind := c.Kind
	if kind == "" || kind == DefaultKind {
		// The default player: alpha-beta for games with an evaluation and
		// two teams, on the time limit alone if there is one (the node
		// budget of the default counts MCTS iterations); MCTS otherwise.
		kind = "mcts"
		if mctsEval != nil && c.teams == 2 {
			kind = "alphabeta"
			if l.Time > 0 {
				l = Limits{Time: l.Time}
			}
		}
	}
	switch kind {
	case "random":
		return Random[P, M]{Seed: c.Seed}, nil
	case "greedy":
		return Greedy[P, M]{Eval: eval, Seed: c.Seed}, nil
	case "", "mcts":
		if l.Nodes == 0 && l.Time == 0 {
			l.Nodes = 1000
		}
		return MCTS[P, M]{Limits: l, Seed: c.Seed, Eval: mctsEval}, nil
	case "alphabeta":
		if l == (Limits{}) {
			l.Depth = 3
		}
		return AlphaBeta[P, M]{Limits: l, Seed: c.Seed, Eval: eval, Contempt: c.Contempt,
			Noisy: t.Noisy, InCheck: t.InCheck, NullMove: t.NullMove}, nil
	}
	return nil, fmt.Errorf("unknown player %q; want default, random, greedy, mcts or alphabeta", c.Kind)
}

// typedPlayer is a player of the dynamic face that searches on the typed
// positions behind it.
type typedPlayer[P variant.Position[P, M], M variant.MoveType] struct {
	typed   Player[P, M]
	dynamic Player[variant.AnyPosition, variant.Move] // for positions of another type
}

func (t typedPlayer[P, M]) Name() string { return t.typed.Name() }

func (t typedPlayer[P, M]) Choose(ctx context.Context, p variant.AnyPosition) (variant.Move, error) {
	q, ok := p.Typed().(P)
	if !ok {
		return t.dynamic.Choose(ctx, p)
	}
	m, err := t.typed.Choose(ctx, q)
	return variant.Move(m), err
}

// ChooseAfter passes the game's history to a typed [HistoryPlayer] (the
// hashes of the two faces are the same).
func (t typedPlayer[P, M]) ChooseAfter(ctx context.Context, p variant.AnyPosition, history []uint64) (variant.Move, error) {
	q, ok := p.Typed().(P)
	h, isH := t.typed.(HistoryPlayer[P, M])
	if !ok || !isH {
		return t.Choose(ctx, p)
	}
	m, err := h.ChooseAfter(ctx, q, history)
	return variant.Move(m), err
}

// Deliberate forwards to a typed [Deliberator].
func (t typedPlayer[P, M]) Deliberate(ctx context.Context, p variant.AnyPosition, history []uint64, occurrences int, mine variant.SideSet) (Decision[variant.Move], error) {
	q, ok := p.Typed().(P)
	d, isD := t.typed.(Deliberator[P, M])
	if !ok || !isD {
		if dd, ok := t.dynamic.(Deliberator[variant.AnyPosition, variant.Move]); ok {
			return dd.Deliberate(ctx, p, history, occurrences, mine)
		}
		return Decision[variant.Move]{}, nil
	}
	dec, err := d.Deliberate(ctx, q, history, occurrences, mine)
	return Decision[variant.Move]{Act: dec.Act, Action: variant.Move(dec.Action), Claim: dec.Claim}, err
}
