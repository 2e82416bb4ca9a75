package search_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// gamble is a toy game with a chance node. The first side chooses "safe"
// (a draw at once) or "gamble"; after a gamble a die with two faces is
// thrown, "win" with probability pWin (the first side wins) and "lose"
// otherwise (the second side wins). A player that takes the expectation
// gambles exactly when pWin > 1/2; one that chose the roll would always
// gamble, and one that treated the faces as equally likely would not see
// the probabilities.
type gamble struct {
	stage int // 0 choose, 1 chance node, 2 over
	pWin  float64
	won   variant.Side // after the roll; NoSide for the draw
}

type gambleMove uint16

const (
	mSafe gambleMove = iota + 1
	mGamble
	mWin
	mLose
)

var gambleVariant = &variant.Variant{Name: "test-gamble", Sides: []variant.SideInfo{{Name: "first"}, {Name: "second"}}}

var gambleBoard = board.MustNew(board.Shape8x8)

func (p gamble) Variant() *variant.Variant             { return gambleVariant }
func (p gamble) Options() variant.Options              { return variant.Options{} }
func (p gamble) Board() *board.Geometry                { return gambleBoard }
func (p gamble) Actions(dst []gambleMove) []gambleMove { return dst }
func (p gamble) Hash() uint64                          { return uint64(p.stage)<<8 | uint64(p.won) }
func (p gamble) String() string                        { return fmt.Sprint(p.stage, p.won) }
func (p gamble) MoveText(m gambleMove) string {
	return [...]string{"", "safe", "gamble", "win", "lose"}[m]
}
func (p gamble) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func (p gamble) ParseMove(text string) (gambleMove, error) {
	for _, m := range p.Moves(nil) {
		if p.MoveText(m) == text {
			return m, nil
		}
	}
	return 0, variant.Illegal(text, "not legal here")
}

func (p gamble) ToMove() variant.Side {
	switch p.stage {
	case 0:
		return 0
	case 1:
		return variant.Chance
	}
	return variant.NoSide
}

func (p gamble) Moves(dst []gambleMove) []gambleMove {
	switch p.stage {
	case 0:
		return append(dst, mSafe, mGamble)
	case 1:
		return append(dst, mWin, mLose)
	}
	return dst
}

func (p gamble) ChanceOutcomes(dst []variant.ChanceOutcome[gambleMove]) []variant.ChanceOutcome[gambleMove] {
	if p.stage != 1 {
		return dst
	}
	return append(dst, variant.ChanceOutcome[gambleMove]{Move: mWin, Probability: p.pWin},
		variant.ChanceOutcome[gambleMove]{Move: mLose, Probability: 1 - p.pWin})
}

func (p gamble) Play(m gambleMove) gamble {
	q := p
	switch m {
	case mSafe:
		q.stage, q.won = 2, variant.NoSide
	case mGamble:
		q.stage = 1
	case mWin:
		q.stage, q.won = 2, 0
	case mLose:
		q.stage, q.won = 2, 1
	}
	return q
}

func (p gamble) Outcome() variant.Outcome {
	switch {
	case p.stage < 2:
		return variant.Outcome{}
	case p.won == variant.NoSide:
		return variant.Draw("safe")
	}
	return variant.Win(variant.SidesOf(p.won), "roll")
}

// Alpha-beta takes the expectation at the chance node, with the node's
// probabilities; MCTS samples them and finds the same.
func TestPlayersWeighChanceByProbability(t *testing.T) {
	type (
		P = gamble
		M = gambleMove
	)
	zero := func(P, variant.Side) int { return 0 }
	for _, c := range []struct {
		pWin float64
		want M
	}{{0.9, mGamble}, {0.3, mSafe}, {0.1, mSafe}} {
		p := gamble{pWin: c.pWin}
		for _, pl := range []search.Player[P, M]{
			search.AlphaBeta[P, M]{Eval: zero, Limits: search.Limits{Depth: 2}},
			search.MCTS[P, M]{Limits: search.Limits{Nodes: 2000}, Seed: 3},
		} {
			m, err := pl.Choose(context.Background(), p)
			if err != nil || m != c.want {
				t.Errorf("%s with P(win) %.1f chose %s (%v), want %s", pl.Name(), c.pWin, p.MoveText(m), err, p.MoveText(c.want))
			}
		}
	}
}

// MayChance tells games with chance events from the others by their
// types, on both faces.
func TestMayChance(t *testing.T) {
	g := gamble{pWin: 0.5}
	if !variant.MayChance(g) || !variant.MayChance(variant.Dynamic(g)) {
		t.Error("the gamble game can have chance nodes")
	}
	v := varianttest.NimVariant
	p, err := v.Start(v.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if variant.MayChance(p) || variant.MayChance(p.Typed().(varianttest.Nim)) {
		t.Error("Nim has no chance nodes")
	}
}
