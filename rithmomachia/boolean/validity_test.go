package boolean

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Issue 12 item 2: duplicate pieces on the cube, and the other positions
// no game reaches, are rejected with the rule they break. By hand from
// §8.2-§8.5: each side has one pyramid 0 and one 15, there are two discs of
// each value 1..14, captures flip discs and never remove them.
func TestValidity(t *testing.T) {
	e := emptyLevel
	std := "S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|" + e + "|" + e + "|s7c1c2s11/t3t5p0t6/t9p15t10t12/s13c4c8s14"
	for _, c := range []struct {
		text string
		rule variant.Rule
	}{
		// Two white pyramids 0.
		{"P0P0../..../..../....|" + e + "|" + e + "|" + e + " w", RuleSet},
		// A third disc of value 1.
		{"C1c1C1./..../..../....|" + e + "|" + e + "|" + e + " w", RuleSet},
		// The standard set-up with a white pyramid 0 in hand too.
		{std + " w P0", RuleSet},
		// The standard set-up with Black's 7 replaced by a second white
		// 11: three discs of value 11.
		{strings.Replace(std, "s7c1", "S11c1", 1) + " w - 0", RuleSet},
		// After the placement, Black's disc 7 is missing from the cube.
		{strings.Replace(std, "s7c1", ".c1", 1) + " w - 0", RuleDiscs},
		// In the placement phase, a white piece on Black's plane.
		{e + "|" + e + "|" + e + "|S7.../..../..../.... b P0C1C2T3C4T5T6C8T9T10S11T12S13S14P15p0c1c2t3c4t5t6s7c8t9t10s11t12s13s14p15", RulePlacement},
	} {
		_, err := Parse(c.text, Variant.DefaultOptions())
		var ie *variant.InvalidPositionError
		if !errors.Is(err, variant.ErrImpossible) || !errors.As(err, &ie) || ie.Rule != c.rule {
			t.Errorf("Parse(%q): %v; want an impossible position breaking %q", c.text, err, c.rule)
		}
	}
	// Discs flipped by captures: both 7s white is a position of a game.
	two := strings.Replace(std, "s7c1", "S7c1", 1) + " w - 0"
	if _, err := Parse(two, Variant.DefaultOptions()); err != nil {
		t.Errorf("Parse(%q): %v", two, err)
	}
}

// The study option accepts a cube with discs missing, and only that.
func TestStudyOption(t *testing.T) {
	e := emptyLevel
	few := "P0.../..../..../....|" + e + "|" + e + "|p15.../..../..../.... w"
	if _, err := Parse(few, Variant.DefaultOptions()); !errors.Is(err, variant.ErrImpossible) {
		t.Errorf("without study: %v, want an impossible position", err)
	}
	if _, err := Parse(few, studyOptions(t)); err != nil {
		t.Errorf("study: %v", err)
	}
	dup := "P0P0../..../..../....|" + e + "|" + e + "|" + e + " w"
	if _, err := Parse(dup, studyOptions(t)); !errors.Is(err, variant.ErrImpossible) {
		t.Errorf("study with two white pyramids 0: %v, want an impossible position", err)
	}
}
