package variant

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Variant is a game's registry entry: its names, sides, options, and the
// constructors of the dynamic face. Game packages declare one Variant per
// game and register it in their init function; after that it must not be
// changed.
type Variant struct {
	Name        string   // lower-case registry name: "chess960"
	Aliases     []string // other names it is found under
	Description string   // one line for listings
	// Rules is a summary of the rules in Markdown, written by the project:
	// the board, how the pieces move and capture, how the game is won, what
	// the options and presets change, and the sources. Pages and command
	// lines show it ("how to play").
	Rules string
	Sides []SideInfo // the sides, in turn order of the usual start
	Teams []string   // team names; empty when every side is its own team

	Options []OptionSpec // the options it accepts
	// RecordStart is the option text a game record without an Options
	// or a FEN tag is read with, as other tools read such a record
	// (Chess960: "start=518", the standard array, where the default
	// start is random); "" means the defaults. Records whose start
	// differs from it carry SetUp and FEN.
	RecordStart   string
	Presets       []Preset // named bundles of option values
	DefaultPreset string   // the preset applied when none is given, or ""
	// ValidateOptions, if set, checks combinations of values; it returns an
	// *OptionError.
	ValidateOptions func(Options) error

	// Start returns the start position for the options.
	Start func(Options) (AnyPosition, error)
	// Parse reads position text for the options. Errors match ErrPosition.
	Parse func(text string, o Options) (AnyPosition, error)
	// Evaluate, if set, scores a position for side x (positive when x stands
	// better), for computer players on the dynamic face. Game packages also
	// export the typed evaluation it wraps.
	Evaluate func(p AnyPosition, x Side) int

	// Typed, if set, is what the generic tools run on the game's typed
	// positions: its playout loop ([TypedHooks]) and, when it is a
	// *search.Typed (which embeds TypedHooks), its computer players at
	// typed speed with their evaluation, quiescence, check extensions,
	// null moves and scripted players. It is nil for games that leave the
	// tools to the dynamic face.
	Typed TypedFace

	// Protocols says how the chess-engine protocols (UCI, CECP, UCCI)
	// name the game and write its moves; the zero value: none carries it.
	Protocols Protocols
}

// TypedFace is the type of [Variant.Typed]: a *[TypedHooks][P, M] for the
// game's position and move types, or a value that embeds one (package
// search's Typed). Only those implement it.
type TypedFace interface {
	typedFace()
}

// TypedHooks holds what the tools of package variant run on positions of
// type P, in a game's entry ([Variant.Typed]).
type TypedHooks[P Position[P, M], M MoveType] struct {
	// Playout, if set, plays [Playout]'s playouts on P, with the same
	// results, faster ([PlayoutFunc]).
	Playout PlayoutFunc[P, M]
}

func (*TypedHooks[P, M]) typedFace() {}

func (h *TypedHooks[P, M]) hooks() *TypedHooks[P, M] { return h }

// SideName returns the name of side x, "chance" for [Chance], or "side N"
// for a side the variant does not have.
func (v *Variant) SideName(x Side) string {
	if int(x) < len(v.Sides) {
		return v.Sides[x].Name
	}
	if x == Chance {
		return "chance"
	}
	return fmt.Sprintf("side %d", x)
}

// ParseSide reads a side's name (without case) or number.
func (v *Variant) ParseSide(s string) (Side, error) {
	for i, si := range v.Sides {
		if strings.EqualFold(si.Name, s) || fmt.Sprint(i) == s {
			return Side(i), nil
		}
	}
	return NoSide, fmt.Errorf("%w: %s is not a side of %s", ErrPosition, Excerpt(s), v.Name)
}

// Team returns the sides allied with x, x included.
func (v *Variant) Team(x Side) SideSet {
	if int(x) >= len(v.Sides) {
		return 0
	}
	if len(v.Teams) == 0 {
		return SidesOf(x)
	}
	var s SideSet
	for i, si := range v.Sides {
		if si.Team == v.Sides[x].Team {
			s = s.With(Side(i))
		}
	}
	return s
}

// Describe writes an outcome with the variant's side and team names:
// "won by white: checkmate", "won by yellow and red: kings captured".
func (v *Variant) Describe(o Outcome) string {
	if o.Status != Won {
		return o.String()
	}
	s := "won by " + names(v, o.Winners)
	if o.Reason != "" {
		s += ": " + o.Reason
	}
	return s
}

// New returns the start position for option text.
func (v *Variant) New(options string) (AnyPosition, error) {
	o, err := v.ParseOptions(options)
	if err != nil {
		return nil, err
	}
	return v.Start(o)
}

// Registry holds variants by name and alias. The package-level functions
// [Register], [Lookup] and [All] use one Registry that game packages fill
// in their init functions; programs may also make their own.
type Registry struct {
	mu     sync.RWMutex
	byName map[string]*Variant
	list   []*Variant
}

var std Registry

// Register adds a variant to the standard registry. It panics if the name or
// an alias is already taken, or the entry is incomplete or inconsistent (an
// option key that is not lower case or repeats, a default value that is not
// a canonical value of its option, a preset that does not apply, a side's
// team out of range), as database/sql's Register does: registration happens
// in init functions, where a clash is a programming error. A registration
// that panics adds none of its names.
func Register(v *Variant) { std.Register(v) }

// Lookup finds a variant of the standard registry by name or alias, without
// case. The error matches [ErrUnknownVariant].
func Lookup(name string) (*Variant, error) { return std.Lookup(name) }

// All returns the variants of the standard registry, sorted by name.
func All() []*Variant { return std.All() }

// Register adds v; see the package-level [Register].
func (r *Registry) Register(v *Variant) {
	if v.Name == "" || v.Start == nil || v.Parse == nil || len(v.Sides) == 0 || len(v.Sides) > MaxSides {
		panic("variant: Register: incomplete variant " + fmt.Sprintf("%q", v.Name))
	}
	for i, o := range v.Options {
		if o.Key == "" || o.Key != strings.ToLower(o.Key) || o.Key == PresetKey || strings.ContainsAny(o.Key, ",= ") ||
			slices.ContainsFunc(v.Options[:i], func(p OptionSpec) bool { return p.Key == o.Key }) {
			panic(fmt.Sprintf("variant: Register %s: option key %q must be lower case, unique, not %q, without ',', '=' or ' '", v.Name, o.Key, PresetKey))
		}
		if c, err := o.canonical(o.Default); err != nil || c != o.Default {
			panic(fmt.Sprintf("variant: Register %s: default options invalid: option %s: default %q is not a canonical %s value", v.Name, o.Key, o.Default, o.Kind))
		}
	}
	if _, err := v.ParseOptions(""); err != nil {
		panic("variant: Register " + v.Name + ": default options invalid: " + err.Error())
	}
	for _, p := range v.Presets {
		if _, err := v.ParseOptions(PresetKey + "=" + p.Name); err != nil {
			panic("variant: Register " + v.Name + ": preset " + p.Name + " invalid: " + err.Error())
		}
	}
	for _, si := range v.Sides {
		if len(v.Teams) > 0 && (si.Team < 0 || si.Team >= len(v.Teams)) {
			panic(fmt.Sprintf("variant: Register %s: side %s has team %d of %d", v.Name, si.Name, si.Team, len(v.Teams)))
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.byName == nil {
		r.byName = map[string]*Variant{}
	}
	// Check every name before adding any, so that a failed registration
	// leaves the registry as it was.
	names := append([]string{v.Name}, v.Aliases...)
	for i, n := range names {
		k := strings.ToLower(n)
		if _, dup := r.byName[k]; dup || slices.ContainsFunc(names[:i], func(m string) bool { return strings.EqualFold(m, n) }) {
			panic("variant: Register: name " + n + " registered twice")
		}
	}
	for _, n := range names {
		r.byName[strings.ToLower(n)] = v
	}
	r.list = append(r.list, v)
	slices.SortFunc(r.list, func(a, b *Variant) int { return strings.Compare(a.Name, b.Name) })
}

// Lookup finds a variant by name or alias, without case.
func (r *Registry) Lookup(name string) (*Variant, error) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if v, ok := r.byName[strings.ToLower(strings.TrimSpace(name))]; ok {
		return v, nil
	}
	var known []string
	for _, v := range r.list {
		known = append(known, v.Name)
	}
	if len(known) == 0 {
		return nil, fmt.Errorf("%w %s: no variant is registered", ErrUnknownVariant, Excerpt(name))
	}
	return nil, fmt.Errorf("%w %s; known: %s", ErrUnknownVariant, Excerpt(name), strings.Join(known, ", "))
}

// All returns the variants, sorted by name.
func (r *Registry) All() []*Variant {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return slices.Clone(r.list)
}
