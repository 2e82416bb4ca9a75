package host_test

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// coin is a test-only game with a chance node: on its turn a side may
// "toss" (the only move); a coin then falls, "heads" (probability 1/4)
// scoring a point for the tosser, "tails" (3/4) nothing, and the turn
// passes. The first side to 2 points wins. Its position text is
// "score0 score1 turn", turn "c0"/"c1" when the coin of that side falls.
type coin struct {
	score  [2]int
	turn   variant.Side // 0, 1, or Chance
	tosser variant.Side
}

type coinMove uint16

const (
	toss coinMove = iota + 1
	heads
	tails
)

var coinVariant = &variant.Variant{
	Name:        "test-coin",
	Description: "test-only game with a coin toss (a chance node)",
	Sides:       []variant.SideInfo{{Name: "first", Team: 0}, {Name: "second", Team: 1}},
	Teams:       []string{"first", "second"},
	Start:       func(variant.Options) (variant.AnyPosition, error) { return coinAny{variant.Dynamic(coin{})}, nil },
	Parse: func(text string, _ variant.Options) (variant.AnyPosition, error) {
		f := strings.Fields(text)
		if len(f) != 3 {
			return nil, variant.PositionError(text, -1, "want three fields")
		}
		var c coin
		for i := range 2 {
			n, err := strconv.Atoi(f[i])
			if err != nil || n < 0 || n > 2 {
				return nil, variant.PositionError(text, -1, "bad score")
			}
			c.score[i] = n
		}
		switch f[2] {
		case "0", "1":
			c.turn = variant.Side(f[2][0] - '0')
		case "c0", "c1":
			c.turn, c.tosser = variant.Chance, variant.Side(f[2][1]-'0')
		default:
			return nil, variant.PositionError(text, -1, "bad turn")
		}
		return coinAny{variant.Dynamic(c)}, nil
	},
}

func init() { variant.Register(coinVariant) }

var coinBoard = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})

func (c coin) Variant() *variant.Variant { return coinVariant }
func (c coin) Options() variant.Options  { o, _ := coinVariant.ParseOptions(""); return o }
func (c coin) Board() *board.Geometry    { return coinBoard }
func (c coin) ToMove() variant.Side {
	if c.Outcome().Over() {
		return variant.NoSide
	}
	return c.turn
}
func (c coin) Moves(dst []coinMove) []coinMove {
	switch c.ToMove() {
	case variant.NoSide:
		return dst
	case variant.Chance:
		return append(dst, heads, tails)
	}
	return append(dst, toss)
}
func (c coin) Actions(dst []coinMove) []coinMove { return dst }
func (c coin) Play(m coinMove) coin {
	switch m {
	case toss:
		c.tosser, c.turn = c.turn, variant.Chance
	case heads, tails:
		if m == heads {
			c.score[c.tosser]++
		}
		c.turn = 1 - c.tosser
	}
	return c
}
func (c coin) Outcome() variant.Outcome {
	for i, s := range c.score {
		if s >= 2 {
			return variant.Win(variant.SidesOf(variant.Side(i)), "two heads")
		}
	}
	return variant.Outcome{}
}
func (c coin) Hash() uint64 {
	return uint64(c.score[0]) | uint64(c.score[1])<<8 | uint64(c.turn)<<16 | uint64(c.tosser)<<24
}
func (c coin) String() string {
	t := strconv.Itoa(int(c.turn))
	if c.turn == variant.Chance {
		t = fmt.Sprintf("c%d", c.tosser)
	}
	return fmt.Sprintf("%d %d %s", c.score[0], c.score[1], t)
}
func (c coin) MoveText(m coinMove) string {
	return map[coinMove]string{toss: "toss", heads: "heads", tails: "tails"}[m]
}
func (c coin) ParseMove(text string) (coinMove, error) {
	for _, m := range c.Moves(nil) {
		if c.MoveText(m) == text {
			return m, nil
		}
	}
	return 0, variant.Illegal(text, "not a move here")
}
func (c coin) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func (c coin) ChanceOutcomes(dst []variant.ChanceOutcome[coinMove]) []variant.ChanceOutcome[coinMove] {
	if c.ToMove() != variant.Chance {
		return dst
	}
	return append(dst, variant.ChanceOutcome[coinMove]{Move: heads, Probability: 0.25}, variant.ChanceOutcome[coinMove]{Move: tails, Probability: 0.75})
}

// coinAny is the dynamic face of coin, with its chance outcomes widened
// (variant.ChanceWeighing on the dynamic face).
type coinAny struct{ variant.AnyPosition }

func (a coinAny) Play(m variant.Move) variant.AnyPosition { return coinAny{a.AnyPosition.Play(m)} }
func (a coinAny) ChanceOutcomes(dst []variant.ChanceOutcome[variant.Move]) []variant.ChanceOutcome[variant.Move] {
	for _, o := range a.Typed().(coin).ChanceOutcomes(nil) {
		dst = append(dst, variant.ChanceOutcome[variant.Move]{Move: variant.Move(o.Move), Probability: o.Probability})
	}
	return dst
}
