// Package kerneltest holds checks shared by the tests of the games built on
// the chess-like kernel (package chesslike, its classic games and the
// Nicholls games of package lancer).
package kerneltest

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// CheckValidity parses text by the rules r, and by r under the option study,
// and checks that it breaks the rule strict, and study under the option (0:
// the position is valid). A broken rule must come as a
// [chesslike.InvalidError] matching both [variant.ErrPosition] and
// [chesslike.ErrInvalid]. name names the case in the errors.
func CheckValidity(t testing.TB, name string, r *cl.Rules, text string, strict, study cl.Rule) {
	t.Helper()
	for _, mode := range []struct {
		name string
		r    *cl.Rules
		want cl.Rule
	}{{"strict", r, strict}, {"study", r.Study(), study}} {
		_, err := mode.r.Parse(text)
		var inv *cl.InvalidError
		switch {
		case mode.want == 0 && err != nil:
			t.Errorf("%s (%s): %q: %v, want valid", name, mode.name, text, err)
		case mode.want != 0 && !errors.As(err, &inv):
			t.Errorf("%s (%s): %q: %v, want the rule %q broken", name, mode.name, text, err, mode.want)
		case mode.want != 0 && inv.Rule != mode.want:
			t.Errorf("%s (%s): %q breaks %q (%v), want %q", name, mode.name, text, inv.Rule, err, mode.want)
		case mode.want != 0 && (!errors.Is(err, variant.ErrPosition) || !errors.Is(err, cl.ErrInvalid)):
			t.Errorf("%s (%s): %v matches neither ErrPosition nor ErrInvalid", name, mode.name, err)
		}
	}
}
