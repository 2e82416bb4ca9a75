package chesslike

import (
	"slices"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Member is one game of a family (see [NewFamily]): a description and the
// option values that choose it ("board=10x10"; "" for the game played when
// no other member's values hold). Presets cannot choose members.
type Member struct {
	Game    Game
	Options string
}

// NewFamily compiles games that share one registry entry, because options
// change what a [Game] fixes: the board (Storm on 10x8 or 10x10), the
// kinds of pieces or their moves (a variation with double steps). Every
// member declares the same options (Game.Options and Game.MoreOptions);
// the first member gives the entry its name, description and sides. The
// entry's Start and Parse use the member chosen by the options: the one
// whose Options values all hold, the one with the most values when several
// do. Positions of every member report the shared entry as their Variant
// and the options in force, so that text written by one reads back through
// the entry, and the WithOptions method of any member returns the rules of
// the member the options choose. The members' rules are returned in the
// order given.
func NewFamily(members ...Member) ([]*Rules, error) {
	if len(members) == 0 {
		return nil, gameErr("a family without games")
	}
	rules := make([]*Rules, len(members))
	evals := make([]func(variant.AnyPosition, variant.Side) int, len(members))
	for i, m := range members {
		r, err := New(m.Game)
		if err != nil {
			return nil, err
		}
		rules[i], evals[i] = r, r.variant.Evaluate
	}
	v := rules[0].variant
	name := v.Name
	for i, r := range rules[1:] {
		w := r.variant
		if w.Name != name || !slices.EqualFunc(w.Options, v.Options, sameSpec) || !slices.Equal(w.Sides, v.Sides) {
			return nil, gameErr("%s: family member %d (%s) differs in name, options or sides", name, i+2, members[i+1].Options)
		}
	}
	// The values that choose each member, in canonical form.
	choose := make([][]variant.Setting, len(members))
	for i, m := range members {
		o, err := v.ParseOptions(m.Options)
		if err != nil {
			return nil, gameErr("%s: family member %q: %v", name, m.Options, err)
		}
		for item := range strings.SplitSeq(m.Options, ",") {
			k, _, _ := strings.Cut(item, "=")
			if k = strings.ToLower(strings.TrimSpace(k)); k != "" {
				choose[i] = append(choose[i], variant.Setting{Key: k, Value: o.Get(k)})
			}
		}
		r := rules[i]
		r.options, r.studyOn = o, o.Bool(OptStudy)
		if m.Game.StartFor != nil {
			if r.start, err = m.Game.StartFor(o); err != nil {
				return nil, gameErr("%s: family member %q: start position: %v", name, m.Options, err)
			}
		}
		if err := r.prepare(); err != nil {
			return nil, gameErr("%s: family member %q: start position: %v", name, m.Options, err)
		}
		if _, err := r.Parse(r.start); err != nil {
			return nil, gameErr("%s: family member %q: start position: %v", name, m.Options, err)
		}
	}
	pick := func(o variant.Options) *Rules {
		best, most := -1, -1
		for i, cs := range choose {
			if len(cs) > most && !slices.ContainsFunc(cs, func(s variant.Setting) bool { return o.Get(s.Key) != s.Value }) {
				best, most = i, len(cs)
			}
		}
		if best < 0 {
			return nil
		}
		return rules[best]
	}
	for i, r := range rules {
		if pick(r.options) != r {
			return nil, gameErr("%s: family member %q is chosen by another member's options", name, members[i].Options)
		}
		r.variant = v
	}
	noMember := func(o variant.Options) error {
		// Some member is chosen by values (else every options pick the
		// member without any): name its first key.
		i := slices.IndexFunc(choose, func(cs []variant.Setting) bool { return len(cs) > 0 })
		key := choose[i][0].Key
		return &variant.OptionError{Key: key, Value: o.Get(key), Reason: "no game of " + name + " has these options"}
	}
	for _, r := range rules {
		r.pick = func(o variant.Options) (*Rules, error) {
			if m := pick(o); m != nil {
				return m, nil
			}
			return nil, noMember(o)
		}
	}
	member := rules[0].WithOptions
	v.Start = func(o variant.Options) (variant.AnyPosition, error) {
		r, err := member(o)
		if err != nil {
			return nil, err
		}
		p, err := r.StartPosition()
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	v.Parse = func(text string, o variant.Options) (variant.AnyPosition, error) {
		r, err := member(o)
		if err != nil {
			return nil, err
		}
		p, err := r.Parse(text)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic[Position, Move](p), nil
	}
	v.Typed = typed
	if evals[0] != nil {
		v.Evaluate = func(p variant.AnyPosition, x variant.Side) int {
			base := p.Typed().(Position).r.base
			for i, r := range rules {
				if r == base && evals[i] != nil {
					return evals[i](p, x)
				}
			}
			return 0
		}
	}
	return rules, nil
}

// MustNewFamily is [NewFamily] for descriptions known to be valid; it
// panics on an error.
func MustNewFamily(members ...Member) []*Rules {
	rules, err := NewFamily(members...)
	if err != nil {
		panic(err)
	}
	return rules
}

func sameSpec(a, b variant.OptionSpec) bool {
	return a.Key == b.Key && a.Kind == b.Kind && a.Default == b.Default && a.Min == b.Min && a.Max == b.Max && slices.Equal(a.Choices, b.Choices)
}
