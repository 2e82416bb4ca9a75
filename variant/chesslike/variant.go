package chesslike

import (
	"slices"
	"strconv"

	"github.com/ludus-chess/ludus/variant"
)

// optionSpec returns the variant option for one of the settings.
func optionSpec(key string, s Settings) (variant.OptionSpec, bool) {
	switch key {
	case OptStalemate:
		return variant.OptionSpec{Key: key, Kind: variant.Choice, Default: s.Stalemate.String(),
			Choices: stalemateNames[:], Doc: "result of a stalemate for the stalemated side"}, true
	case OptBareKing:
		return variant.OptionSpec{Key: key, Kind: variant.Choice, Default: s.BareKing.String(),
			Choices: bareKingNames[:], Doc: "a side left with only royal pieces: none (plays on), loss, reply (loses unless its reply bares the other side: draw)"}, true
	case OptMoveLimit:
		return variant.OptionSpec{Key: key, Kind: variant.Int, Default: strconv.Itoa(s.MoveLimit), Min: 0, Max: 1000,
			Doc: "automatic draw after this many moves by each side without a capture or pawn move (0: none)"}, true
	case OptClaimMoveLimit:
		return variant.OptionSpec{Key: key, Kind: variant.Int, Default: strconv.Itoa(s.ClaimMoveLimit), Min: 0, Max: 1000,
			Doc: "a draw may be claimed after this many moves by each side without a capture or pawn move (0: never)"}, true
	case OptRepetition:
		return variant.OptionSpec{Key: key, Kind: variant.Int, Default: strconv.Itoa(s.Repetition), Min: 0, Max: 100,
			Doc: "automatic draw when a position occurs this many times (0: never)"}, true
	case OptClaimRepetition:
		return variant.OptionSpec{Key: key, Kind: variant.Int, Default: strconv.Itoa(s.ClaimRepetition), Min: 0, Max: 100,
			Doc: "a draw may be claimed when a position has occurred this many times (0: never)"}, true
	}
	return variant.OptionSpec{}, false
}

func (r *Rules) makeVariant() (*variant.Variant, error) {
	g := r.game
	v := &variant.Variant{
		Name:        g.Name,
		Description: g.Description,
		Sides:       []variant.SideInfo{{Name: g.Sides[0], Team: 0}, {Name: g.Sides[1], Team: 1}},
		Protocols:   g.Protocols,
	}
	for _, key := range g.Options {
		spec, ok := optionSpec(key, g.Settings)
		if !ok {
			return nil, gameErr("%s: unknown option %q (see OptionKeys)", g.Name, key)
		}
		v.Options = append(v.Options, spec)
	}
	if g.Cycles != nil {
		v.Options = append(v.Options, cycleOptions(g.Cycles)...)
	}
	v.Options = append(v.Options, g.MoreOptions...)
	v.Options = append(v.Options, studySpec())
	v.ValidateOptions = func(o variant.Options) error {
		for _, k := range []string{OptRepetition, OptClaimRepetition} {
			if o.Int(k) == 1 {
				return &variant.OptionError{Key: k, Value: "1", Reason: "a position always occurs once: want 0 or at least 2"}
			}
		}
		return nil
	}
	v.Start = func(o variant.Options) (variant.AnyPosition, error) {
		rr, err := r.WithOptions(o)
		if err != nil {
			return nil, err
		}
		p, err := rr.StartPosition()
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	v.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		rr, err := r.WithOptions(o)
		if err != nil {
			return nil, err
		}
		p, err := rr.Parse(text)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	r.eval = r.Evaluation()
	v.Evaluate = r.eval.evaluateAny
	v.Typed = typed
	if _, err := v.ParseOptions(""); err != nil {
		return nil, gameErr("%s: default options: %v", g.Name, err)
	}
	return v, nil
}

// WithOptions returns the rules with the given options (made by the
// variant's ParseOptions) in force. The tables are shared. In a family
// (see NewFamily) they are the rules of the member the options choose.
func (r *Rules) WithOptions(o variant.Options) (*Rules, error) {
	base := r.base
	if base.pick != nil {
		var err error
		if base, err = base.pick(o); err != nil {
			return nil, err
		}
	}
	if o.Equal(base.options) {
		return base, nil
	}
	rr := *base
	s := base.game.Settings
	for _, key := range base.game.Options {
		val := o.Get(key)
		switch key {
		case OptStalemate:
			s.Stalemate = StalemateRule(slices.Index(stalemateNames[:], val))
		case OptBareKing:
			s.BareKing = BareKingRule(slices.Index(bareKingNames[:], val))
		case OptMoveLimit:
			s.MoveLimit = o.Int(key)
		case OptClaimMoveLimit:
			s.ClaimMoveLimit = o.Int(key)
		case OptRepetition:
			s.Repetition = o.Int(key)
		case OptClaimRepetition:
			s.ClaimRepetition = o.Int(key)
		}
	}
	rr.settings = s
	rr.options, rr.studyOn = o, o.Bool(OptStudy)
	if base.game.StartFor != nil {
		start, err := base.game.StartFor(o)
		if err != nil {
			return nil, err
		}
		rr.start = start
		if err := rr.prepare(); err != nil {
			return nil, err
		}
	}
	return &rr, nil
}

// StartPosition returns the start position, or an error if the options
// give one the rules cannot read.
func (r *Rules) StartPosition() (Position, error) { return r.Parse(r.start) }
