package all_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// walkPlies bounds each contract walk; long walks run with -long.
func walkPlies() int {
	if varianttest.Long() {
		return 400
	}
	return 40
}

// ruleSets returns the option texts a test should cover for v: the
// defaults, every preset, and, when sampled is set, one other value of each
// option (the other truth value, another choice, the other end of a range),
// each on its own from the defaults.
func ruleSets(v *variant.Variant, sampled bool) []string {
	sets := []string{""}
	for _, p := range v.Presets {
		sets = append(sets, variant.PresetKey+"="+p.Name)
	}
	if !sampled {
		return sets
	}
	for _, o := range v.Options {
		if other, ok := otherValue(o); ok {
			sets = append(sets, o.Key+"="+other)
		}
	}
	return sets
}

// otherValue returns a value of o other than its default, if there is one
// that can be chosen without knowing the game.
func otherValue(o variant.OptionSpec) (string, bool) {
	switch o.Kind {
	case variant.Bool:
		if o.Default == "true" {
			return "false", true
		}
		return "true", true
	case variant.Choice:
		for _, c := range o.Choices {
			if !strings.EqualFold(c, o.Default) {
				return c, true
			}
		}
	case variant.Int:
		if fmt.Sprint(o.Min) != o.Default {
			return fmt.Sprint(o.Min), true
		}
		if fmt.Sprint(o.Max) != o.Default {
			return fmt.Sprint(o.Max), true
		}
	}
	return "", false
}

// TestWalk walks every registered variant through the dynamic face with its
// default options, with every preset, and with one other value of each
// option, checking the contract at every position (varianttest.Walk). A
// new registration is covered without a test of its own.
func TestWalk(t *testing.T) {
	for _, v := range registeredGames() {
		for i, set := range ruleSets(v, true) {
			name := v.Name
			if set != "" {
				name += "/" + set
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				o, err := v.ParseOptions(set)
				if err != nil {
					t.Skipf("options %q are not a valid combination here: %v", set, err)
				}
				start, err := v.Start(o)
				if err != nil {
					t.Skipf("no start position with options %q: %v", set, err)
				}
				seeds := uint64(1)
				if i == 0 || strings.HasPrefix(set, variant.PresetKey+"=") {
					seeds = 2 // defaults and presets: the rule sets people play
				}
				for seed := range seeds {
					varianttest.Walk[variant.AnyPosition, variant.Move](t, start, seed, walkPlies())
				}
			})
		}
	}
}
