package variant

import (
	"slices"
	"strconv"
	"strings"
)

// OptionKind is the type of an option's value.
type OptionKind uint8

// The kinds of option values.
const (
	Bool   OptionKind = iota // "true" or "false" (also on/off, yes/no, 1/0 when read)
	Int                      // a decimal integer within [OptionSpec.Min, OptionSpec.Max]
	Choice                   // one of [OptionSpec.Choices], compared without case
	Text                     // any text without ',' or '='
)

var kindNames = [...]string{"bool", "int", "choice", "text"}

// String returns "bool", "int", "choice" or "text".
func (k OptionKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// OptionSpec describes one option a variant accepts.
type OptionSpec struct {
	Key     string     `json:"key"`     // lower-case name, as written in option text
	Doc     string     `json:"doc"`     // one line for people, with the rule it changes
	Kind    OptionKind `json:"kind"`    // the value's type
	Default string     `json:"default"` // the value when not set, in canonical form
	Choices []string   `json:"choices,omitempty"`
	Min     int        `json:"min,omitempty"` // for Int
	Max     int        `json:"max,omitempty"` // for Int
}

// Preset is a named bundle of option values, such as a historical rule set
// or a rule profile. It is selected with the option key "preset".
type Preset struct {
	Name     string    `json:"name"`
	Aliases  []string  `json:"aliases,omitempty"` // other names that select it ("Fulke1" for "F1"), as the sources spell it
	Doc      string    `json:"doc"`
	Settings []Setting `json:"settings"`
}

// is reports whether name (in any case) is the preset's name or an alias.
func (p Preset) is(name string) bool {
	if strings.EqualFold(p.Name, name) {
		return true
	}
	for _, a := range p.Aliases {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// Setting is one key=value pair.
type Setting struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// PresetKey is the option key that selects a [Preset].
const PresetKey = "preset"

// Options are the resolved option values of a game: every option of its
// variant with a value, defaults filled in, presets applied. Options are
// immutable values; make them with [Variant.ParseOptions] or
// [Variant.DefaultOptions].
type Options struct {
	specs         []OptionSpec
	preset        string
	defaultPreset string
	presetVals    []Setting // the preset's settings, canonical
	values        []string  // values[i] belongs to specs[i]
}

// DefaultOptions returns the variant's options with every value at its
// default, after applying the variant's DefaultPreset if it has one.
func (v *Variant) DefaultOptions() Options {
	o, err := v.ParseOptions("")
	if err != nil {
		panic("variant " + v.Name + ": default options invalid: " + err.Error())
	}
	return o
}

// ParseOptions reads option text "key=value,key=value" and validates it
// against the variant's option specs and presets. Keys are matched without
// case, spaces around keys and values are ignored, and "key" alone means
// "key=true" for a Bool option. A "preset=NAME" setting applies the preset's
// values first, whatever its place in the text; explicit settings override
// it. Errors are *[OptionError] values matching [ErrOption].
func (v *Variant) ParseOptions(text string) (Options, error) {
	o := Options{specs: v.Options, values: make([]string, len(v.Options)), defaultPreset: v.DefaultPreset}
	for i, s := range v.Options {
		o.values[i] = s.Default
	}
	pairs, err := splitOptions(text)
	if err != nil {
		return Options{}, err
	}
	preset := v.DefaultPreset
	for _, p := range pairs {
		if p.Key == PresetKey {
			if p.Value == "" && len(v.Presets) == 0 {
				return Options{}, &OptionError{PresetKey, "", "this variant has no presets"}
			}
			if p.Value == "" {
				return Options{}, &OptionError{PresetKey, "", "want a preset name; one of " + presetNames(v.Presets)}
			}
			preset = p.Value
		}
	}
	if preset != "" {
		i := slices.IndexFunc(v.Presets, func(p Preset) bool { return p.is(preset) })
		if i < 0 && len(v.Presets) == 0 {
			return Options{}, &OptionError{PresetKey, preset, "this variant has no presets"}
		}
		if i < 0 {
			return Options{}, &OptionError{PresetKey, preset, "unknown preset; want one of " + presetNames(v.Presets)}
		}
		o.preset = v.Presets[i].Name
		for _, s := range v.Presets[i].Settings {
			if err := o.set(s.Key, s.Value); err != nil {
				panic("variant " + v.Name + ": preset " + o.preset + ": " + err.Error())
			}
			o.presetVals = append(o.presetVals, Setting{s.Key, o.Get(s.Key)})
		}
	}
	seen := map[string]bool{}
	for _, p := range pairs {
		if p.Key == PresetKey {
			if seen[p.Key] {
				return Options{}, &OptionError{p.Key, p.Value, "set twice"}
			}
			seen[p.Key] = true
			continue
		}
		if seen[p.Key] {
			return Options{}, &OptionError{p.Key, p.Value, "set twice"}
		}
		seen[p.Key] = true
		if err := o.set(p.Key, p.Value); err != nil {
			return Options{}, err
		}
	}
	if v.ValidateOptions != nil {
		if err := v.ValidateOptions(o); err != nil {
			return Options{}, err
		}
	}
	return o, nil
}

func presetNames(ps []Preset) string {
	var n []string
	for _, p := range ps {
		name := p.Name
		if len(p.Aliases) > 0 {
			name += " (" + strings.Join(p.Aliases, ", ") + ")"
		}
		n = append(n, name)
	}
	return strings.Join(n, ", ")
}

func splitOptions(text string) ([]Setting, error) {
	var out []Setting
	for item := range strings.SplitSeq(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		k, val, hasValue := strings.Cut(item, "=")
		k = strings.ToLower(strings.TrimSpace(k))
		val = strings.TrimSpace(val)
		if k == "" {
			return nil, &OptionError{k, val, "empty key in " + Excerpt(item)}
		}
		if hasValue && val == "" {
			return nil, &OptionError{k, "", "empty value"}
		}
		if !hasValue {
			val = "" // a bare key: true for Bool options
		}
		if strings.ContainsAny(val, "=") {
			return nil, &OptionError{k, val, "'=' inside a value"}
		}
		out = append(out, Setting{k, val})
	}
	return out, nil
}

func (o *Options) set(key, value string) error {
	i := slices.IndexFunc(o.specs, func(s OptionSpec) bool { return s.Key == key })
	if i < 0 {
		var keys []string
		for _, s := range o.specs {
			keys = append(keys, s.Key)
		}
		if len(keys) == 0 {
			return &OptionError{key, value, "this variant has no options"}
		}
		return &OptionError{key, value, "unknown option; want one of " + strings.Join(keys, ", ")}
	}
	canon, err := o.specs[i].canonical(value)
	if err != nil {
		return err
	}
	o.values[i] = canon
	return nil
}

func (s OptionSpec) canonical(value string) (string, error) {
	switch s.Kind {
	case Bool:
		switch strings.ToLower(value) {
		case "", "true", "on", "yes", "1":
			return "true", nil
		case "false", "off", "no", "0":
			return "false", nil
		}
		return "", &OptionError{s.Key, value, "want true or false"}
	case Int:
		n, err := strconv.Atoi(value)
		if err != nil {
			return "", &OptionError{s.Key, value, "want a whole number"}
		}
		if n < s.Min || n > s.Max {
			return "", &OptionError{s.Key, value, "out of range " + strconv.Itoa(s.Min) + ".." + strconv.Itoa(s.Max)}
		}
		return strconv.Itoa(n), nil
	case Choice:
		for _, c := range s.Choices {
			if strings.EqualFold(c, value) {
				return c, nil
			}
		}
		return "", &OptionError{s.Key, value, "want one of " + strings.Join(s.Choices, ", ")}
	default:
		if value == "" {
			return "", &OptionError{s.Key, value, "empty value"}
		}
		return value, nil
	}
}

// Preset returns the name of the preset the options were made from, or "".
func (o Options) Preset() string { return o.preset }

// Get returns the value of an option in canonical form, or "" if the variant
// has no such option.
func (o Options) Get(key string) string {
	for i, s := range o.specs {
		if s.Key == key {
			return o.values[i]
		}
	}
	return ""
}

// Bool returns a Bool option's value.
func (o Options) Bool(key string) bool { return o.Get(key) == "true" }

// Int returns an Int option's value (0 if unset or not an Int option).
func (o Options) Int(key string) int {
	n, _ := strconv.Atoi(o.Get(key))
	return n
}

// Settings returns every option with its value, in the variant's order.
func (o Options) Settings() []Setting {
	out := make([]Setting, len(o.specs))
	for i, s := range o.specs {
		out[i] = Setting{s.Key, o.values[i]}
	}
	return out
}

// String writes the options as text that [Variant.ParseOptions] reads back to
// equal options: the preset, if any, then every value that differs from what
// the preset (or the default) gives, in the variant's order. Default options
// write as "".
func (o Options) String() string {
	base := map[string]string{}
	for _, s := range o.specs {
		base[s.Key] = s.Default
	}
	var parts []string
	if o.preset != "" && o.preset != o.defaultPreset {
		parts = append(parts, PresetKey+"="+o.preset)
	}
	// The preset's own values are the base for the rest.
	for _, p := range o.presetVals {
		base[p.Key] = p.Value
	}
	for i, s := range o.specs {
		if o.values[i] != base[s.Key] {
			parts = append(parts, s.Key+"="+o.values[i])
		}
	}
	return strings.Join(parts, ",")
}

// Equal reports whether two options hold the same values.
func (o Options) Equal(p Options) bool {
	return slices.Equal(o.values, p.values) && o.preset == p.preset
}
