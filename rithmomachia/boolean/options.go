package boolean

import (
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Option keys. Each is the spec's option name in lower case; doc.go says
// what each changes, with its section.
const (
	OptSetup          = "setup"          // "placement" or "standard" (§8.3, D72)
	OptFirstMover     = "firstmover"     // "white" or "black" (§1, D70)
	OptPyramidPush    = "pyramidpush"    // pyramids push (§8.4, L2004)
	OptPushIntoOrigin = "pushintoorigin" // a pushed piece may go to the pyramid's vacated cell (D73)
	OptChainCaptures  = "chaincaptures"  // pieces flipped this turn act as Y this turn (D76)
	OptEquations      = "equations"      // the enabled equations (§8.5, L2000, L2009)
	OptNoCaptureLimit = "nocapturelimit" // end after this many turns without a capture; 0 off (D77)
	OptStudy          = "study"          // accept positions no game reaches (fewer discs than the set)
)

// The equations of §8.5, as bits of an equation set.
const (
	EqNOT uint8 = 1 << iota
	EqAND
	EqOR
	EqXOR
	EqNAND
	EqNOR
	// AllEquations is the default set: all six (§8.5).
	AllEquations = EqNOT | EqAND | EqOR | EqXOR | EqNAND | EqNOR
)

var equationNames = [...]string{"not", "and", "or", "xor", "nand", "nor"}

const defaultEquations = "not-and-or-xor-nand-nor"

func boolOpt(key, doc string, def bool) variant.OptionSpec {
	return variant.OptionSpec{Key: key, Doc: doc, Kind: variant.Bool, Default: strconv.FormatBool(def)}
}

var optionSpecs = []variant.OptionSpec{
	{Key: OptSetup, Kind: variant.Choice, Default: "placement", Choices: []string{"placement", "standard"},
		Doc: "set-up: a placement phase, players alternating (§8.3 (a)), or the library's standard set-up (§8.3 (b), D72)"},
	{Key: OptFirstMover, Kind: variant.Choice, Default: "white", Choices: []string{"white", "black"},
		Doc: "the side that places and moves first (§1, D70, D72)"},
	boolOpt(OptPyramidPush, "a pyramid may step onto any piece and push it one pyramid step to an empty cell (§8.4, L2004)", true),
	boolOpt(OptPushIntoOrigin, "the pyramid's vacated cell counts as empty for the pushed piece (D73)", true),
	boolOpt(OptChainCaptures, "pieces flipped this turn act as the second piece Y in further captures this turn (D76)", false),
	{Key: OptEquations, Kind: variant.Text, Default: defaultEquations,
		Doc: "the enabled equations, joined by '-' or '+': not, and, or, xor, nand, nor, or all (§8.5, L2000; the L2009 selection is their union)"},
	{Key: OptNoCaptureLimit, Kind: variant.Int, Default: "0", Min: 0, Max: 10000,
		Doc: "the game ends after this many consecutive turns without a capture; 0 is off (§8.6, D77)"},
	boolOpt(OptStudy, "accept a position no game reaches (a study): fewer than both discs of a value on the cube after the placement phase; the set's limits still hold", false),
}

// config holds the resolved options of a game. It is made once per options
// value and never written afterwards.
type config struct {
	opts       variant.Options
	standard   bool
	first      uint8
	push       bool
	pushOrigin bool
	chain      bool
	equations  uint8
	limit      int
	study      bool
	// not: the NOT equation is on. tmask[x][y] has bit v set when an
	// enabled binary equation gives v for the played piece's value x and
	// the second piece's value y (§8.5).
	not   bool
	tmask [16][16]uint16
	// limitReasons are the reasons of the outcomes at the no-capture
	// limit, by awards (see reasons).
	limitReasons [8][8]string
}

func optErr(key, value, reason string) error {
	return &variant.OptionError{Key: key, Value: value, Reason: reason}
}

// ParseEquations reads a set of equations: names joined by '-' or '+',
// without case ("NOT-NAND", "or+xor+nor"), or "all". Each name may appear
// once; at least one is needed.
func ParseEquations(s string) (uint8, error) {
	if strings.EqualFold(strings.TrimSpace(s), "all") {
		return AllEquations, nil
	}
	var set uint8
	for name := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == '-' || r == '+' }) {
		name = strings.TrimSpace(name)
		i := -1
		for k, n := range equationNames {
			if strings.EqualFold(n, name) {
				i = k
			}
		}
		if i < 0 {
			return 0, optErr(OptEquations, s, "unknown equation "+strconv.Quote(name)+"; want not, and, or, xor, nand, nor or all")
		}
		if set&(1<<i) != 0 {
			return 0, optErr(OptEquations, s, "equation "+name+" named twice")
		}
		set |= 1 << i
	}
	if set == 0 {
		return 0, optErr(OptEquations, s, "name one equation at least")
	}
	return set, nil
}

// EquationsString writes a set of equations as the option text reads it:
// "not-and-or-xor-nand-nor".
func EquationsString(set uint8) string {
	var parts []string
	for i, n := range equationNames {
		if set&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "-")
}

// binary applies the binary equation with bit eq to x and y on 4 bits
// (§8.5).
func binary(eq uint8, x, y int) int {
	switch eq {
	case EqAND:
		return x & y
	case EqOR:
		return x | y
	case EqXOR:
		return x ^ y
	case EqNAND:
		return 15 - (x & y)
	case EqNOR:
		return 15 - (x | y)
	}
	return -1
}

// newConfig resolves and validates options. The zero Options (made by no
// variant) stand for the default options.
func newConfig(o variant.Options) (*config, error) {
	if o.Get(OptEquations) == "" && defaultConfig != nil {
		return defaultConfig, nil
	}
	c := &config{
		opts:       o,
		standard:   o.Get(OptSetup) == "standard",
		push:       o.Bool(OptPyramidPush),
		pushOrigin: o.Bool(OptPushIntoOrigin),
		chain:      o.Bool(OptChainCaptures),
		limit:      o.Int(OptNoCaptureLimit),
		study:      o.Bool(OptStudy),
	}
	if o.Get(OptFirstMover) == "black" {
		c.first = black
	}
	eq, err := ParseEquations(o.Get(OptEquations))
	if err != nil {
		return nil, err
	}
	c.equations = eq
	c.not = eq&EqNOT != 0
	if c.limit > 0 {
		c.limitReasons = awardReasons(limitCause(c.limit))
	}
	for x := range 16 {
		for y := range 16 {
			for _, e := range []uint8{EqAND, EqOR, EqXOR, EqNAND, EqNOR} {
				if eq&e != 0 {
					c.tmask[x][y] |= 1 << binary(e, x, y)
				}
			}
		}
	}
	return c, nil
}

// defaultConfig is the configuration of the default options, shared by
// every position made with them and by the zero Position.
var defaultConfig *config
