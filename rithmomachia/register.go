package rithmomachia

import (
	"github.com/ludus-chess/ludus/variant"
)

// Rithmomachia is the registry entry of the game, registered as
// "rithmomachia" (aliases "rythmomachia", "rhythmomachy",
// "battle-of-numbers") with the presets F1, F2, F3, Modern (the default) and Italian.
var Rithmomachia = &variant.Variant{
	Name:            "rithmomachia",
	Aliases:         []string{"rythmomachia", "rhythmomachy", "battle-of-numbers"},
	Description:     "the battle of numbers: Fulke's three kinds of playing, the modern and the Italian reconstructions",
	Sides:           []variant.SideInfo{{Name: "even", Team: 0}, {Name: "odd", Team: 1}},
	Teams:           []string{"even", "odd"},
	Options:         optionSpecs,
	Presets:         presets,
	DefaultPreset:   "Modern",
	ValidateOptions: validateOptions,
}

func init() {
	Rithmomachia.Start = func(o variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic[Position, Move](Start(o)), nil
	}
	Rithmomachia.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := Parse(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	Rithmomachia.Evaluate = func(p variant.AnyPosition, x variant.Side) int {
		return Evaluate(p.Typed().(Position), x)
	}
	Rithmomachia.Rules = rulesText
	Rithmomachia.Typed = typed
	variant.Register(Rithmomachia)
}

// Start returns the start position for options made by
// Rithmomachia.ParseOptions (or DefaultOptions). Other options, the zero
// Options or another variant's, give the default rules (Modern).
func Start(o variant.Options) Position {
	if q, err := Rithmomachia.ParseOptions(o.String()); err != nil || !q.Equal(o) {
		o = Rithmomachia.DefaultOptions()
	}
	return newPosition(compile(o))
}

// New returns the start position for option text such as "preset=F2" or
// "preset=F3,length=12"; "" gives the Modern rules.
func New(options string) (Position, error) {
	o, err := Rithmomachia.ParseOptions(options)
	if err != nil {
		return Position{}, err
	}
	return Start(o), nil
}
