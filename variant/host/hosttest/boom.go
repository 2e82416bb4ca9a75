package hosttest

import (
	"sync"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// BoomName is the name of the game [RegisterBoom] registers.
const BoomName = "test-boom"

// boom is Nim (varianttest.Nim) whose code panics on purpose, to test that
// a host survives a panic in a game's code: its evaluation panics (so the
// greedy and alpha-beta players panic while searching; random does not),
// and parsing the move text "boom" panics.
type boom struct{ varianttest.Nim }

func (p boom) Variant() *variant.Variant { return boomVariant }

func (p boom) Play(m varianttest.NimMove) boom { return boom{p.Nim.Play(m)} }

func (p boom) ParseMove(text string) (varianttest.NimMove, error) {
	if text == "boom" {
		panic("test-boom: ParseMove panics on purpose")
	}
	return p.Nim.ParseMove(text)
}

var boomVariant = &variant.Variant{
	Name:        BoomName,
	Description: "Nim whose evaluation and move parser panic on purpose (a test game of package hosttest)",
	Sides:       varianttest.NimVariant.Sides,
	Teams:       varianttest.NimVariant.Teams,
	Options:     varianttest.NimVariant.Options,
	Start: func(o variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic(boom{varianttest.NewNim(o)}), nil
	},
	Parse: func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := varianttest.ParseNim(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(boom{p}), nil
	},
	Evaluate: func(variant.AnyPosition, variant.Side) int {
		panic("test-boom: Evaluate panics on purpose")
	},
}

var boomOnce sync.Once

// RegisterBoom registers (once) the test game "test-boom": Nim with 5
// stones whose evaluation panics (a computer seat of kind "alphabeta" or
// "greedy" panics when it searches) and whose move parser panics on the
// text "boom". Call it from tests only: it adds the game to the standard
// registry of the test binary.
func RegisterBoom() { boomOnce.Do(func() { variant.Register(boomVariant) }) }
