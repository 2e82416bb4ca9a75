package search_test

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

func TestNewByName(t *testing.T) {
	v := varianttest.NimVariant
	// From 6 stones the winning move takes 2 (it leaves a multiple of 4);
	// Nim's registered evaluation is perfect, so greedy and alphabeta find
	// it, and MCTS finds it from so short a game.
	p, err := v.Parse("6 first", v.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range search.Kinds() {
		pl, err := search.New(v, search.Config{Kind: kind, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if pl.Name() != kind {
			t.Errorf("New(%q) made %q", kind, pl.Name())
		}
		m, err := pl.Choose(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if kind != "random" && p.MoveText(m) != "2" {
			t.Errorf("%s chose %s from 6 stones, want 2", kind, p.MoveText(m))
		}
	}
	if _, err := search.New(v, search.Config{Kind: "oracle"}); err == nil {
		t.Error("an unknown kind made a player")
	}
	// The default for a game of two teams with an evaluation is alpha-beta.
	for _, kind := range []string{"", search.DefaultKind} {
		if pl, _ := search.New(v, search.Config{Kind: kind}); pl == nil || pl.Name() != "alphabeta" {
			t.Errorf("the default kind (%q) is %v, want alphabeta", kind, pl)
		}
	}
	var _ search.Player[variant.AnyPosition, variant.Move] = search.Random[variant.AnyPosition, variant.Move]{}
}
