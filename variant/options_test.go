package variant_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ludus-chess/ludus/variant"
)

// armyOptions is a fixture for the options machinery: the options a
// chess-like game on a board of 6 to 12 files might take, with every kind
// of option, presets and a check of the combination. It is not registered
// (it has no positions): ParseOptions needs only the specs.
var armyOptions = &variant.Variant{
	Name:  "army-fixture",
	Sides: []variant.SideInfo{{Name: "white"}, {Name: "black"}},
	Options: []variant.OptionSpec{
		{Key: "castling", Doc: "kings may castle", Kind: variant.Bool, Default: "true"},
		{Key: "files", Doc: "the number of files", Kind: variant.Int, Default: "8", Min: 6, Max: 12},
		{Key: "promotion", Doc: "what a pawn may promote to", Kind: variant.Choice, Default: "Queen", Choices: []string{"Queen", "Any"}},
		{Key: "army", Doc: "the back rank, one letter a file", Kind: variant.Text, Default: "RNBQKBNR"},
	},
	Presets: []variant.Preset{
		{Name: "Capablanca", Doc: "10 files, archbishop and chancellor", Settings: []variant.Setting{{Key: "files", Value: "10"}, {Key: "army", Value: "RNABQKBCNR"}}},
		{Name: "minichess", Doc: "6 files, no castling", Settings: []variant.Setting{{Key: "files", Value: "6"}, {Key: "castling", Value: "off"}, {Key: "army", Value: "RNQKNR"}}},
	},
	ValidateOptions: func(o variant.Options) error {
		if n := len(o.Get("army")); n != o.Int("files") {
			return &variant.OptionError{Key: "army", Value: o.Get("army"), Reason: "has " + strconv.Itoa(n) + " pieces for " + o.Get("files") + " files"}
		}
		return nil
	},
}

// armyMini is the same with minichess as the default preset.
var armyMini = func() *variant.Variant {
	v := *armyOptions
	v.Name, v.DefaultPreset = "army-mini-fixture", "minichess"
	return &v
}()

func settings(o variant.Options) map[string]string {
	m := map[string]string{}
	for _, s := range o.Settings() {
		m[s.Key] = s.Value
	}
	return m
}

func TestParseOptions(t *testing.T) {
	for _, c := range []struct {
		v       *variant.Variant
		text    string
		want    map[string]string
		preset  string
		written string // String()
	}{
		{armyOptions, "", map[string]string{"castling": "true", "files": "8", "promotion": "Queen", "army": "RNBQKBNR"}, "", ""},
		{armyOptions, " , ,", map[string]string{"castling": "true", "files": "8", "promotion": "Queen", "army": "RNBQKBNR"}, "", ""},
		// Keys without case, spaces ignored, values canonical: on/off,
		// yes/no, 1/0, a bare key for true, choices in the spec's case, +09.
		{armyOptions, " CASTLING = off , Promotion=any", map[string]string{"castling": "false", "files": "8", "promotion": "Any", "army": "RNBQKBNR"}, "", "castling=false,promotion=Any"},
		{armyOptions, "castling=no,castling2", nil, "", ""},
		{armyOptions, "castling,files=+08", map[string]string{"castling": "true", "files": "8", "promotion": "Queen", "army": "RNBQKBNR"}, "", ""},
		{armyOptions, "files=7,army=RNBKBNR,castling=0", map[string]string{"castling": "false", "files": "7", "promotion": "Queen", "army": "RNBKBNR"}, "", "castling=false,files=7,army=RNBKBNR"},
		{armyOptions, "army=R N B K, files=7 ", map[string]string{"castling": "true", "files": "7", "promotion": "Queen", "army": "R N B K"}, "", "files=7,army=R N B K"},
		// Presets, in any place in the text, in any case; explicit settings
		// override them.
		{armyOptions, "promotion=any,preset=CAPABLANCA", map[string]string{"castling": "true", "files": "10", "promotion": "Any", "army": "RNABQKBCNR"}, "Capablanca", "preset=Capablanca,promotion=Any"},
		{armyOptions, "preset=minichess,castling=yes", map[string]string{"castling": "true", "files": "6", "promotion": "Queen", "army": "RNQKNR"}, "minichess", "preset=minichess,castling=true"},
		// The default preset applies when none is named, and is not written.
		{armyMini, "", map[string]string{"castling": "false", "files": "6", "promotion": "Queen", "army": "RNQKNR"}, "minichess", ""},
		{armyMini, "preset=minichess", map[string]string{"castling": "false", "files": "6", "promotion": "Queen", "army": "RNQKNR"}, "minichess", ""},
		{armyMini, "preset=capablanca", map[string]string{"castling": "true", "files": "10", "promotion": "Queen", "army": "RNABQKBCNR"}, "Capablanca", "preset=Capablanca"},
		{armyMini, "files=8,army=RNBQKBNR,castling", map[string]string{"castling": "true", "files": "8", "promotion": "Queen", "army": "RNBQKBNR"}, "minichess", "castling=true,files=8,army=RNBQKBNR"},
	} {
		o, err := c.v.ParseOptions(c.text)
		if c.want == nil {
			if err == nil {
				t.Errorf("%s: ParseOptions(%q) accepted", c.v.Name, c.text)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: ParseOptions(%q): %v", c.v.Name, c.text, err)
			continue
		}
		if diff := cmp.Diff(c.want, settings(o)); diff != "" {
			t.Errorf("%s: ParseOptions(%q) (-want +got):\n%s", c.v.Name, c.text, diff)
		}
		if o.Preset() != c.preset {
			t.Errorf("%s: ParseOptions(%q).Preset() = %q, want %q", c.v.Name, c.text, o.Preset(), c.preset)
		}
		if got := o.String(); got != c.written {
			t.Errorf("%s: ParseOptions(%q).String() = %q, want %q", c.v.Name, c.text, got, c.written)
		}
		back, err := c.v.ParseOptions(o.String())
		if err != nil || !back.Equal(o) {
			t.Errorf("%s: %q does not read back: %v", c.v.Name, o.String(), err)
		}
	}
}

func TestOptionAccessors(t *testing.T) {
	o, err := armyOptions.ParseOptions("files=10,army=RNABQKBCNR,castling=false")
	if err != nil {
		t.Fatal(err)
	}
	if o.Bool("castling") || o.Int("files") != 10 || o.Get("promotion") != "Queen" || o.Get("army") != "RNABQKBCNR" {
		t.Errorf("accessors: %v %v %q %q", o.Bool("castling"), o.Int("files"), o.Get("promotion"), o.Get("army"))
	}
	if o.Get("nope") != "" || o.Int("army") != 0 || o.Bool("files") {
		t.Error("accessors of unknown keys or other kinds")
	}
	if o.Equal(armyOptions.DefaultOptions()) || !armyOptions.DefaultOptions().Equal(armyOptions.DefaultOptions()) {
		t.Error("Equal")
	}
	var zero variant.Options
	if zero.String() != "" || zero.Get("files") != "" || len(zero.Settings()) != 0 {
		t.Error("the zero Options")
	}
	for k, want := range map[variant.OptionKind]string{variant.Bool: "bool", variant.Int: "int", variant.Choice: "choice", variant.Text: "text", 9: "kind(9)"} {
		if k.String() != want {
			t.Errorf("OptionKind(%d) = %q, want %q", k, k.String(), want)
		}
	}
}

func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		v          *variant.Variant
		text       string
		key, value string
		reason     string
	}{
		{armyOptions, "colour=red", "colour", "red", "unknown option; want one of castling, files, promotion, army"},
		{armyOptions, "castling=maybe", "castling", "maybe", "want true or false"},
		{armyOptions, "files=eight", "files", "eight", "want a whole number"},
		{armyOptions, "files", "files", "", "want a whole number"},
		{armyOptions, "files=13", "files", "13", "out of range 6..12"},
		{armyOptions, "files=5", "files", "5", "out of range 6..12"},
		{armyOptions, "promotion=rook", "promotion", "rook", "want one of Queen, Any"},
		{armyOptions, "army", "army", "", "empty value"},
		{armyOptions, "army=", "army", "", "empty value"},
		{armyOptions, "=RNB", "", "RNB", `empty key in "=RNB"`},
		{armyOptions, "army=a=b", "army", "a=b", "'=' inside a value"},
		{armyOptions, "files=8,FILES=8", "files", "8", "set twice"},
		{armyOptions, "preset=minichess,preset=Capablanca", "preset", "Capablanca", "set twice"},
		{armyOptions, "preset=shogi", "preset", "shogi", "unknown preset; want one of Capablanca, minichess"},
		{armyOptions, "preset", "preset", "", "want a preset name; one of Capablanca, minichess"},
		{armyMini, "preset", "preset", "", "want a preset name; one of Capablanca, minichess"},
		{armyOptions, "files=9", "army", "RNBQKBNR", "has 8 pieces for 9 files"},
		{armyMini, "army=RNBQKBNR", "army", "RNBQKBNR", "has 8 pieces for 6 files"},
		{tttVariant, "colour=red", "colour", "red", "unknown option; want one of first, misere"},
	} {
		_, err := c.v.ParseOptions(c.text)
		var oe *variant.OptionError
		if !errors.Is(err, variant.ErrOption) || !errors.As(err, &oe) {
			t.Errorf("%s: ParseOptions(%q) = %v, want an *OptionError", c.v.Name, c.text, err)
			continue
		}
		if oe.Key != c.key || oe.Value != c.value || oe.Reason != c.reason {
			t.Errorf("%s: ParseOptions(%q) = %#v, want key %q value %q reason %q", c.v.Name, c.text, *oe, c.key, c.value, c.reason)
		}
		// The message names the key and the value.
		if msg := err.Error(); !strings.Contains(msg, c.key) || !strings.Contains(msg, c.value) || !strings.Contains(msg, c.reason) {
			t.Errorf("message %q does not name %q, %q", msg, c.key, c.value)
		}
	}
	// A variant without options says so.
	bare := &variant.Variant{Name: "bare", Sides: []variant.SideInfo{{Name: "a"}, {Name: "b"}}}
	_, err := bare.ParseOptions("x=1")
	if err == nil || !strings.Contains(err.Error(), "this variant has no options") {
		t.Errorf("option of a variant without options: %v", err)
	}
	if o, err := bare.ParseOptions(""); err != nil || o.String() != "" {
		t.Errorf("no options: %v", err)
	}
}

func TestOptionErrorMessage(t *testing.T) {
	for _, c := range []struct {
		e    variant.OptionError
		want string
	}{
		{variant.OptionError{Key: "files", Value: "13", Reason: "out of range 6..12"}, "bad option files=13: out of range 6..12"},
		{variant.OptionError{Key: "army", Reason: "empty value"}, `bad option "army": empty value`},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("Error() = %q, want %q", got, c.want)
		}
	}
}
