package main

// The baseline player: the default player of commit b71d7d5 (issue 26's
// baseline), linked from a copy of that commit whose module is renamed
// ludusbase. Its game is replayed from the start by move text before each
// decision, so it sees the whole history, and its choice comes back as text.

import (
	"context"
	"fmt"
	"os"

	bvariant "ludusbase/variant"
	_ "ludusbase/variant/all"
	bsearch "ludusbase/variant/search"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

var baseOptions string // the -options text, parsed again by the baseline

type basePlayer struct {
	v    *variant.Variant
	seed uint64
	l    search.Limits
}

func (b basePlayer) Name() string { return "base" }

func (b basePlayer) Choose(ctx context.Context, p variant.AnyPosition) (variant.Move, error) {
	return 0, fmt.Errorf("base: needs the game")
}

// replay builds the baseline's game of g's moves.
func (b basePlayer) replay(g *variant.Game[variant.AnyPosition, variant.Move]) (*bvariant.Game[bvariant.AnyPosition, bvariant.Move], bsearch.Player[bvariant.AnyPosition, bvariant.Move], error) {
	bv, err := bvariant.Lookup(b.v.Name)
	if err != nil {
		return nil, nil, err
	}
	o, err := bv.ParseOptions(baseOptions)
	if err != nil {
		return nil, nil, err
	}
	start, err := bv.Start(o)
	if err != nil {
		return nil, nil, err
	}
	bg := bvariant.NewGame(start)
	for i, m := range g.Moves() {
		text := g.PositionAt(i).MoveText(m)
		bm, err := bg.Position().ParseMove(text)
		if err != nil {
			return nil, nil, fmt.Errorf("base: move %d %q: %w", i+1, text, err)
		}
		if err := bg.Play(bm); err != nil {
			return nil, nil, fmt.Errorf("base: move %d %q: %w", i+1, text, err)
		}
	}
	if a, c := g.Position().String(), bg.Position().String(); a != c {
		return nil, nil, fmt.Errorf("base: positions differ after %d moves:\n%s\n%s", g.Len(), a, c)
	}
	bp, err := bsearch.New(bv, bsearch.Config{Limits: bsearch.Limits{Nodes: b.l.Nodes, Depth: b.l.Depth, Time: b.l.Time}, Seed: b.seed})
	return bg, bp, err
}

func (b basePlayer) ChooseGame(ctx context.Context, g *variant.Game[variant.AnyPosition, variant.Move]) (variant.Move, error) {
	bg, bp, err := b.replay(g)
	if err != nil {
		return 0, err
	}
	bm, err := safeChoose(ctx, bp, bg)
	if err != nil {
		return 0, err
	}
	return g.Position().ParseMove(bg.Position().MoveText(bm))
}

// deliberate is search.Deliberate for the baseline.
func (b basePlayer) deliberate(ctx context.Context, g *variant.Game[variant.AnyPosition, variant.Move], mine variant.SideSet) (search.Decision[variant.Move], error) {
	var d search.Decision[variant.Move]
	bg, bp, err := b.replay(g)
	if err != nil {
		return d, err
	}
	bd, err := func() (bd bsearch.Decision[bvariant.Move], err error) {
		defer func() {
			if r := recover(); r != nil {
				fmt.Fprintf(os.Stderr, "base crashed deliberating after %d moves (%v): does nothing\n", bg.Len(), r)
				bd, err = bsearch.Decision[bvariant.Move]{}, nil
			}
		}()
		return bsearch.Deliberate(ctx, bp, bg, bvariant.SideSet(mine))
	}()
	if err != nil {
		return d, err
	}
	d.Claim, d.Act = bd.Claim, bd.Act
	if bd.Act {
		d.Action, err = g.Position().ParseMove(bg.Position().MoveText(bd.Action))
	}
	return d, err
}

// safeChoose is bsearch.ChooseIn, with the baseline's known crash (issue 26:
// "slice bounds out of range" in searchRoot when every root move loses)
// turned into its first legal move, and counted on standard error.
func safeChoose(ctx context.Context, bp bsearch.Player[bvariant.AnyPosition, bvariant.Move], bg *bvariant.Game[bvariant.AnyPosition, bvariant.Move]) (m bvariant.Move, err error) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "base crashed after %d moves (%v): plays its first legal move\n", bg.Len(), r)
			m, err = bg.Position().Moves(nil)[0], nil
		}
	}()
	return bsearch.ChooseIn(ctx, bp, bg)
}
