package variant_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func TestStdRegistry(t *testing.T) {
	for _, name := range []string{"tictactoe", "TTT", " Noughts-And-Crosses ", "noughts-and-crosses"} {
		if v, err := variant.Lookup(name); err != nil || v != tttVariant {
			t.Errorf("Lookup(%q) = %v, %v", name, v, err)
		}
	}
	for _, name := range []string{"fourstones", "FOUR-STONES", "quads"} {
		if v, err := variant.Lookup(name); err != nil || v != fsVariant {
			t.Errorf("Lookup(%q) = %v, %v", name, v, err)
		}
	}
	// The package's examples register every game (variant/all) besides
	// the toys of the test files.
	_, err := variant.Lookup("no-such-game")
	if !errors.Is(err, variant.ErrUnknownVariant) || !strings.Contains(err.Error(), `"no-such-game"; known: `) ||
		!strings.Contains(err.Error(), "fourstones") || !strings.Contains(err.Error(), "tictactoe") {
		t.Errorf("Lookup(no-such-game) = %v", err)
	}
	all := variant.All()
	if !slices.IsSortedFunc(all, func(a, b *variant.Variant) int { return strings.Compare(a.Name, b.Name) }) ||
		!slices.Contains(all, fsVariant) || !slices.Contains(all, tttVariant) {
		t.Errorf("All() = %v", all)
	}
	i := slices.Index(all, fsVariant)
	all[i] = nil // a copy
	if variant.All()[i] != fsVariant {
		t.Error("All() shares the registry's slice")
	}
}

// mustPanic runs f and returns the panic's message, failing if it does not
// panic.
func mustPanic(t *testing.T, what string, f func()) (msg string) {
	t.Helper()
	defer func() {
		r := recover()
		if r == nil {
			t.Errorf("%s did not panic", what)
		}
		msg = fmt.Sprint(r)
	}()
	f()
	return ""
}

func TestRegistry(t *testing.T) {
	var r variant.Registry
	if _, err := r.Lookup("ttt"); !errors.Is(err, variant.ErrUnknownVariant) || !strings.Contains(err.Error(), "no variant is registered") {
		t.Errorf("empty registry: %v", err)
	}
	r.Register(tttVariant)
	clone := func(name string, aliases ...string) *variant.Variant {
		v := *fsVariant
		v.Name, v.Aliases = name, aliases
		return &v
	}
	for _, c := range []struct {
		v    *variant.Variant
		says string
	}{
		{clone("TicTacToe"), "TicTacToe registered twice"},
		{clone("tic", "TTT"), "TTT registered twice"},
		{clone("tic", "tac", "TAC"), "TAC registered twice"},
		{clone("toe", "Toe"), "Toe registered twice"},
	} {
		msg := mustPanic(t, "Register("+c.v.Name+")", func() { r.Register(c.v) })
		if !strings.Contains(msg, c.says) {
			t.Errorf("panic %q, want %q", msg, c.says)
		}
	}
	// A failed registration adds none of its names.
	for _, n := range []string{"tic", "tac", "toe"} {
		if _, err := r.Lookup(n); !errors.Is(err, variant.ErrUnknownVariant) {
			t.Errorf("Lookup(%q) after failed registrations: %v", n, err)
		}
	}
	incomplete := []*variant.Variant{
		{Name: "", Sides: fsVariant.Sides, Start: fsVariant.Start, Parse: fsVariant.Parse},
		{Name: "nostart", Sides: fsVariant.Sides, Parse: fsVariant.Parse},
		{Name: "noparse", Sides: fsVariant.Sides, Start: fsVariant.Start},
		{Name: "nosides", Start: fsVariant.Start, Parse: fsVariant.Parse},
		{Name: "ninesides", Sides: make([]variant.SideInfo, 9), Start: fsVariant.Start, Parse: fsVariant.Parse},
	}
	for _, v := range incomplete {
		if msg := mustPanic(t, "Register("+v.Name+")", func() { r.Register(v) }); !strings.Contains(msg, "incomplete variant") {
			t.Errorf("panic %q", msg)
		}
	}
	badTeam := clone("badteam")
	badTeam.Sides = []variant.SideInfo{{Name: "a", Team: 0}, {Name: "b", Team: 2}}
	if msg := mustPanic(t, "Register(badteam)", func() { r.Register(badTeam) }); !strings.Contains(msg, "side b has team 2 of 2") {
		t.Errorf("panic %q", msg)
	}
	badDefault := clone("baddefault")
	badDefault.ValidateOptions = func(variant.Options) error { return &variant.OptionError{Key: "size", Reason: "never"} }
	if msg := mustPanic(t, "Register(baddefault)", func() { r.Register(badDefault) }); !strings.Contains(msg, "default options invalid") {
		t.Errorf("panic %q", msg)
	}
	// Option specs that ParseOptions could not honour.
	for _, c := range []struct {
		opts    []variant.OptionSpec
		presets []variant.Preset
		says    string
	}{
		{[]variant.OptionSpec{{Key: "Size", Kind: variant.Int, Default: "2", Min: 2, Max: 3}}, nil, `option key "Size"`},
		{[]variant.OptionSpec{{Key: "preset", Kind: variant.Text, Default: "x"}}, nil, `option key "preset"`},
		{[]variant.OptionSpec{{Key: "a b", Kind: variant.Text, Default: "x"}}, nil, `option key "a b"`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Bool, Default: "true"}, {Key: "n", Kind: variant.Bool, Default: "true"}}, nil, `option key "n"`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Bool, Default: "off"}}, nil, `default "off" is not a canonical bool value`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Int, Default: "0", Min: 1, Max: 2}}, nil, `default "0" is not a canonical int value`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Choice, Default: "A", Choices: []string{"a"}}}, nil, `default "A" is not a canonical choice value`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Text}}, nil, `default "" is not a canonical text value`},
		{[]variant.OptionSpec{{Key: "n", Kind: variant.Bool, Default: "true"}}, []variant.Preset{{Name: "p", Settings: []variant.Setting{{Key: "m", Value: "1"}}}}, "preset p: bad option m=1: unknown option"},
	} {
		v := clone("badoptions")
		v.Options, v.Presets = c.opts, c.presets
		if msg := mustPanic(t, "Register(badoptions)", func() { r.Register(v) }); !strings.Contains(msg, c.says) {
			t.Errorf("panic %q, want %q", msg, c.says)
		}
	}
	r.Register(clone("quads2", "q2"))
	if v, err := r.Lookup("Q2"); err != nil || v.Name != "quads2" {
		t.Errorf("Lookup(Q2) = %v, %v", v, err)
	}
	if got := len(r.All()); got != 2 {
		t.Errorf("All() has %d variants, want 2", got)
	}
	_, err := r.Lookup("fourstones") // only in the standard registry
	if !errors.Is(err, variant.ErrUnknownVariant) || !strings.Contains(err.Error(), "known: quads2, tictactoe") {
		t.Errorf("Lookup(fourstones) = %v", err)
	}
}
