package boolean

import "github.com/ludus-chess/ludus/variant"

// Variant is the registry entry of the game, registered as
// "boolean-rithmomachia" (aliases "boolean", "booleanrithmomachia",
// "boolean-rithmo").
var Variant = variant.Variant{
	Name:        "boolean-rithmomachia",
	Aliases:     []string{"boolean", "booleanrithmomachia", "boolean-rithmo"},
	Description: "Boolean Rithmomachia (L. Lynn Smith): 4-bit pieces on a 4x4x4 cube, captures by NOT, AND, OR, XOR, NAND and NOR",
	Sides:       []variant.SideInfo{{Name: "white", Team: 0}, {Name: "black", Team: 1}},
	Options:     optionSpecs,
	ValidateOptions: func(o variant.Options) error {
		_, err := newConfig(o)
		return err
	},
}

func init() {
	Variant.Start = func(o variant.Options) (variant.AnyPosition, error) {
		p, err := Start(o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	}
	Variant.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := Parse(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	}
	Variant.Evaluate = func(p variant.AnyPosition, x variant.Side) int {
		if q, ok := p.Typed().(Position); ok {
			return Evaluate(q, x)
		}
		return 0
	}
	Variant.Rules = rulesText
	Variant.Typed = typed
	variant.Register(&Variant)
	c, err := newConfig(Variant.DefaultOptions())
	if err != nil {
		panic(err)
	}
	defaultConfig = c
}
