package varianttest

import (
	"errors"
	"slices"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// CheckOptions is the body of a fuzz target for a variant's option text:
// bad text gives an error matching [variant.ErrOption]; good text writes
// and reads back to equal options, and the start position it gives (if
// any) reads back with those options to the same text and hash.
func CheckOptions(t testing.TB, v *variant.Variant, text string) {
	t.Helper()
	o, err := v.ParseOptions(text)
	if err != nil {
		if !errors.Is(err, variant.ErrOption) {
			t.Fatalf("%s: options %q: %v does not match ErrOption", v.Name, text, err)
		}
		return
	}
	back, err := v.ParseOptions(o.String())
	if err != nil || !back.Equal(o) {
		t.Fatalf("%s: options %q written %q read back %v, %v", v.Name, text, o.String(), back, err)
	}
	p, err := v.Start(o)
	if err != nil {
		if !errors.Is(err, variant.ErrOption) {
			t.Fatalf("%s: options %q: start: %v", v.Name, text, err)
		}
		return
	}
	q, err := v.Parse(p.String(), o)
	if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
		t.Fatalf("%s: options %q: start %s reads back as %v, %v", v.Name, text, p, q, err)
	}
	_ = p.Outcome()
}

// CheckPlayed is the body of a differential fuzz target for a game's
// position parser: text the parser refuses gives a [variant.ParseError]
// matching [variant.ErrPosition] with a reason; text it accepts gives,
// after every legal move, a position whose text the parser reads back to
// an equal position (so that every position play reaches is valid).
func CheckPlayed[P interface {
	variant.Position[P, M]
	comparable
}, M variant.MoveType](t testing.TB, parse func(string) (P, error), text string) {
	t.Helper()
	p, err := parse(text)
	if err != nil {
		var pe *variant.ParseError
		if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Reason == "" {
			t.Fatalf("%q: %v is not a position ParseError", text, err)
		}
		return
	}
	for _, m := range p.Moves(nil) {
		after := p.Play(m)
		q, err := parse(after.String())
		if err != nil {
			t.Fatalf("%s, after %s: %s does not read back: %v", p, p.MoveText(m), after, err)
		}
		if q != after {
			t.Fatalf("%s, after %s: %s reads back as a different position", p, p.MoveText(m), after)
		}
	}
}

// CheckMoveText is the body of a fuzz target for a game's move parser:
// text that ParseMove refuses gives an error matching [variant.ErrMove] or
// [variant.ErrIllegalMove]; text it reads is one of p's legal moves or
// actions, and its MoveText reads back to it.
func CheckMoveText[P variant.Position[P, M], M variant.MoveType](t testing.TB, p P, text string) {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
			t.Fatalf("%s: %q: error %v", p, text, err)
		}
		return
	}
	legal := slices.Contains(p.Moves(nil), m) || slices.Contains(p.Actions(nil), m)
	back, err := p.ParseMove(p.MoveText(m))
	if !legal || err != nil || back != m {
		t.Fatalf("%s: %q read as %s (legal %v), which reads back as %v, %v", p, text, p.MoveText(m), legal, back, err)
	}
}
