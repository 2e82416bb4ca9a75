package search

import (
	"context"
	"fmt"
	"maps"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// GameKinds returns the kinds of player that variant v offers of its own
// ([Typed].Players, such as Rithmomachia's "harmony"), sorted, beside
// [Kinds]; none for most games.
func GameKinds(v *variant.Variant) []string {
	if t, ok := v.Typed.(typedFace); ok {
		return t.kinds()
	}
	return nil
}

// Typed describes a game's typed face for the computer players: a game
// puts a *Typed[P, M] in its registry entry ([variant.Variant].Typed), and
// [New] then searches its positions P at typed speed: the player unwraps
// the position once per move (AnyPosition.Typed), without boxing a
// position per node, with these hooks. Positions that do not hold a P are
// searched through the dynamic face.
type Typed[P variant.Position[P, M], M variant.MoveType] struct {
	// TypedHooks holds the hooks of package variant's tools (the playout
	// loop), so that one value in the entry serves every tool.
	variant.TypedHooks[P, M]
	// Eval is the typed evaluation; nil means [Mobility].
	Eval Evaluator[P]
	// Noisy, if set, tells the moves alpha-beta's quiescence search goes
	// on with (see [AlphaBeta].Noisy): captures, promotions.
	Noisy func(p P, m M) bool
	// NoisyMoves, if set, generates the moves that may be noisy (see
	// [AlphaBeta].NoisyMoves): the quiescence search's moves.
	NoisyMoves func(p P, dst []M) []M
	// Gain, if set, tells what a noisy move wins at once (see
	// [AlphaBeta].Gain): alpha-beta orders captures by it.
	Gain func(p P, m M) int
	// LosesExchange, if set, tells whether a capture loses material by
	// static exchange (see [AlphaBeta].LosesExchange).
	LosesExchange func(p P, m M) bool
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

// typedFace is how [New] sees a [Typed] of any position type.
type typedFace interface {
	dynamic(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error)
	kinds() []string
}

func (t *Typed[P, M]) kinds() []string { return slices.Sorted(maps.Keys(t.Players)) }

// player makes the typed player c describes.
func (t *Typed[P, M]) player(c Config) (Player[P, M], error) {
	if mk, ok := t.Players[c.Kind]; ok {
		return mk(c), nil
	}
	return newPlayer(c, *t)
}

// dynamic makes the player of the dynamic face that searches on P.
func (t *Typed[P, M]) dynamic(v *variant.Variant, c Config) (Player[variant.AnyPosition, variant.Move], error) {
	tp, err := t.player(c)
	if err != nil {
		return nil, err
	}
	// For positions of another type (none of the registered games makes
	// them): the same player on the dynamic face, or a random one in
	// place of a script.
	dc := c
	if _, ok := t.Players[c.Kind]; ok {
		dc = Config{Kind: "random", Seed: c.Seed}
	}
	dyn, err := newDynamic(v, dc)
	if err != nil {
		return nil, err
	}
	return typedPlayer[P, M]{typed: tp, dynamic: dyn}, nil
}

// NewTyped returns the player of the typed face that [New] searches with
// for games of variant v, whose entry holds a *Typed[P, M]: the same
// player, with the same evaluation, quiescence and limits, without the
// dynamic face around it. It fails if v's entry holds no Typed, or one of
// other types than P and M.
func NewTyped[P variant.Position[P, M], M variant.MoveType](v *variant.Variant, c Config) (Player[P, M], error) {
	c.teams = teamCount(v)
	if v.Typed == nil {
		return nil, fmt.Errorf("search: %s has no typed face", v.Name)
	}
	t, ok := v.Typed.(*Typed[P, M])
	if !ok {
		return nil, fmt.Errorf("search: the typed face of %s is %T, not %T", v.Name, v.Typed, t)
	}
	return t.player(c)
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
		return AlphaBeta[P, M]{Limits: l, Seed: c.Seed, Eval: eval, Contempt: c.Contempt, Table: c.Table,
			Noisy: t.Noisy, NoisyMoves: t.NoisyMoves, Gain: t.Gain, LosesExchange: t.LosesExchange, InCheck: t.InCheck, NullMove: t.NullMove}, nil
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

// Typed returns the player of the typed face behind t (a Player[P, M]),
// as AnyPosition.Typed returns the typed position.
func (t typedPlayer[P, M]) Typed() any { return t.typed }

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
