package lancer

import (
	"context"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The computer players of package search play every game through its
// registry entry and evaluation: an alpha-beta player finds a legal move
// in every configuration, and takes a hanging King in LancerChess.
func TestComputerPlayers(t *testing.T) {
	for _, c := range configs {
		v := c.rules.Variant()
		player, err := search.New(v, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: 2}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		p, err := variant.NewPosition(v.Name, c.options, "")
		if err != nil {
			t.Fatal(err)
		}
		for range 4 {
			m, err := player.Choose(context.Background(), p)
			if err != nil {
				t.Fatalf("%s: %v", c.name(), err)
			}
			if _, err := p.ParseMove(p.MoveText(m)); err != nil {
				t.Fatalf("%s: %s chose %s: %v", c.name(), p, p.MoveText(m), err)
			}
			p = p.Play(m)
		}
	}
	// The orange King (a queen-mover) on e4 is attacked by the Pikeman d3.
	p, err := variant.NewPosition("lancerchess", "", "3q4/8/8/8/4k3/3P4/8/3Q4 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	player, _ := search.New(p.Variant(), search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: 2}})
	if m, err := player.Choose(context.Background(), p); err != nil || p.MoveText(m) != "d3e4" {
		t.Errorf("alpha-beta plays %s (%v), not d3e4", p.MoveText(m), err)
	}
}
