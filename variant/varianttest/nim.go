package varianttest

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Nim is a complete tiny game for testing tools: a pile of stones; the two
// sides, "first" and "second", take 1, 2 or 3 stones in turn, and whoever
// takes the last stone wins. Its position text is "<stones> <side>", for
// example "5 first"; a move is written as the number of stones taken. The
// option "stones" (1..100, default 5) sets the pile at the start.
//
// Counts by hand from 5 stones: 3 moves; at depth 2, 3+3+2 = 8 (taking 3
// leaves 2, with 2 replies).
type Nim struct {
	stones int
	toMove variant.Side
	opts   *variant.Options
}

// NimMove is a move of [Nim]: the number of stones taken.
type NimMove uint16

// NimVariant is the registry entry of [Nim], registered as "test-nim"
// (alias "test-nim-alias").
var NimVariant = &variant.Variant{
	Name:        "test-nim",
	Aliases:     []string{"test-nim-alias"},
	Description: "Nim with one pile (a test game of package varianttest)",
	Rules: `# Nim with one pile

` + "`test-nim`" + ` (alias ` + "`test-nim-alias`" + `) is a test game of package varianttest.
One pile of stones (option ` + "`stones`" + `, 5 by default, 1 to 100); the players,
first and second, take turns removing one, two or three stones. Whoever
takes the last stone wins.

**Sources.** The subtraction game of C. L. Bouton, "Nim, a game with a
complete mathematical theory" (Annals of Mathematics, 1901), on one pile
with at most three stones a turn.
`,
	Sides:   []variant.SideInfo{{Name: "first", Team: 0}, {Name: "second", Team: 1}},
	Teams:   []string{"first", "second"},
	Options: []variant.OptionSpec{{Key: "stones", Doc: "stones in the pile at the start", Kind: variant.Int, Default: "5", Min: 1, Max: 100}},
}

func init() {
	NimVariant.Start = func(o variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic(NewNim(o)), nil
	}
	NimVariant.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := ParseNim(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	}
	NimVariant.Evaluate = func(p variant.AnyPosition, x variant.Side) int {
		return NimEval(p.Typed().(Nim), x)
	}
	variant.Register(NimVariant)
}

// NewNim returns the start position for the options.
func NewNim(o variant.Options) Nim { return Nim{stones: o.Int("stones"), opts: &o} }

// ParseNim reads Nim's position text.
func ParseNim(text string, o variant.Options) (Nim, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return Nim{}, variant.PositionError(text, -1, "want <stones> <side>")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > 1000 {
		return Nim{}, variant.PositionError(text, 0, "stones must be a number from 0 to 1000")
	}
	x, err := NimVariant.ParseSide(f[1])
	if err != nil {
		return Nim{}, variant.PositionError(text, strings.Index(text, f[1]), "side must be first or second")
	}
	return Nim{n, x, &o}, nil
}

// NimEval is a perfect evaluation of Nim: the side to move wins exactly
// when the pile is not a multiple of 4.
func NimEval(p Nim, x variant.Side) int {
	if p.stones%4 == 0 {
		if p.toMove == x {
			return -1
		}
		return 1
	}
	if p.toMove == x {
		return 1
	}
	return -1
}

var nimBoard = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})

// Variant returns [NimVariant].
func (p Nim) Variant() *variant.Variant { return NimVariant }

// Options returns the options the game was made with.
func (p Nim) Options() variant.Options {
	if p.opts == nil {
		return NimVariant.DefaultOptions()
	}
	return *p.opts
}

// Board returns a one-cell board: Nim has no board.
func (p Nim) Board() *board.Geometry { return nimBoard }

// Hash returns the stones and the side to move.
func (p Nim) Hash() uint64 { return uint64(p.stones)<<1 | uint64(p.toMove) }

// String writes "<stones> <side>".
func (p Nim) String() string { return fmt.Sprintf("%d %s", p.stones, NimVariant.SideName(p.toMove)) }

// MoveText writes the number of stones taken.
func (p Nim) MoveText(m NimMove) string { return strconv.Itoa(int(m)) }

// Actions returns dst: Nim has no actions.
func (p Nim) Actions(dst []NimMove) []NimMove { return dst }

// Pieces returns the stones as pieces off the board.
func (p Nim) Pieces(dst []variant.Piece) []variant.Piece {
	for range p.stones {
		dst = append(dst, variant.Piece{Cell: board.NoCell, Side: variant.NoSide, Kind: "stone", Label: "o"})
	}
	return dst
}

// ToMove returns the side to move, or NoSide when the pile is empty.
func (p Nim) ToMove() variant.Side {
	if p.stones == 0 {
		return variant.NoSide
	}
	return p.toMove
}

// Moves appends 1, 2, 3 (as far as the pile allows).
func (p Nim) Moves(dst []NimMove) []NimMove {
	for k := 1; k <= min(3, p.stones); k++ {
		dst = append(dst, NimMove(k))
	}
	return dst
}

// Play takes m stones.
func (p Nim) Play(m NimMove) Nim { return Nim{p.stones - int(m), 1 - p.toMove, p.opts} }

// Outcome is a win for the side that took the last stone.
func (p Nim) Outcome() variant.Outcome {
	if p.stones == 0 {
		return variant.Win(variant.SidesOf(1-p.toMove), "last stone taken")
	}
	return variant.Outcome{}
}

// ParseMove reads a number of stones.
func (p Nim) ParseMove(text string) (NimMove, error) {
	k, err := strconv.Atoi(text)
	if err != nil {
		return 0, variant.MoveError(text, 0, "a move is a number of stones")
	}
	if p.stones == 0 {
		return 0, variant.Illegal(text, "the pile is empty")
	}
	if k < 1 || k > 3 || k > p.stones {
		return 0, variant.Illegal(text, fmt.Sprintf("take 1 to %d stones", min(3, p.stones)))
	}
	return NimMove(k), nil
}
