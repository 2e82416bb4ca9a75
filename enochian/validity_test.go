package enochian

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Positions that read well but that no game reaches are rejected with the
// rule they break (issue 12). Each case is judged by hand from the rules
// named in the constants' docs.
func TestValidity(t *testing.T) {
	const kings = "yK:a8 bK:h8 rK:h1 kK:a1 "
	for _, c := range []struct {
		opts, pieces, turn, statuses string
		rule                         variant.Rule
	}{
		// Two Yellow Kings.
		{"", kings + "yK:d4", "y", "-,-,-,-", RuleKings},
		// Blue's King is neither on the board nor captured.
		{"", "yK:a8 rK:h1 kK:a1", "y", "-,-,-,-", RuleKings},
		// Nine Yellow pieces besides the King: one more than an army has.
		{"", kings + "yQ:b8 yR:c8 yB:d8 yN:e8 yQ:b6 yR:c6 yB:d6 yN:e6 yQ:f6", "y", "-,-,-,-", RuleArmy},
		// Five Yellow pawns.
		{"", kings + "yPq:b6 yPr:c6 yPb:d6 yPn:e6 yPq:f6", "y", "-,-,-,-", RuleArmy},
		// A Yellow pawn on its back line (rank 8 in Yellow's frame).
		{"privileged-pawns=false", kings + "yPq:d8", "y", "-,-,-,-", RulePawns},
		// Blue's intact throne with a queen: the companion of Air of Air &
		// Water is the bishop.
		{"", "yK:a8 bK+Q:h8 rK:h1 kK:a1", "y", "-,-,-,-", RuleThrone},
		// Red frozen with its King on the board, not withdrawn.
		{"", kings, "y", "-,-,f,-", RuleFrozen},
		// Red withdrawn (w) in a 2-player game: its player runs Yellow too.
		{"players=2", kings, "y", "-,-,w,-", RuleWithdrawn},
		// Red withdrawn under Z 9.3 with a rook besides its King.
		{"players=2", kings + "rR:d4", "y", "-,-,z,-", RuleWithdrawn},
		// Yellow and Red both withdrawn.
		// (One withdrawn army is valid: TestS16Withdrawal.)
		{"", kings, "b", "w,-,w,-", RuleWithdrawn},
		// Yellow led by Red, whose King has been captured.
		{"", "yK:a8 bK:h8 kK:a1", "y", "lr,-,fcb1,-", RuleLeaders},
		// Two Kings captured as the first King capture both.
		{"", "yK:a8 bK:h8", "y", "-,-,fcb1,fcy1", RuleCaptures},
	} {
		text := mustText(t, c.pieces, c.turn, c.statuses)
		o := mustOptions(t, c.opts)
		_, err := Parse(text, o)
		var ie *variant.InvalidPositionError
		if !errors.Is(err, variant.ErrImpossible) || !errors.Is(err, variant.ErrPosition) || !errors.As(err, &ie) || ie.Rule != c.rule {
			t.Errorf("Parse(%q) under %q: %v; want an impossible position breaking %q", text, c.opts, err, c.rule)
		}
	}
}

// The study option accepts what no game reaches, but not what the engine
// cannot play: more pieces than an army has, a pawn on its back line, an
// intact throne with another piece are studies; two Kings, or a frozen army
// with its King on the board, are not.
func TestStudyOption(t *testing.T) {
	const kings = "yK:a8 bK:h8 rK:h1 kK:a1 "
	study := mustOptions(t, "study=true,privileged-pawns=false")
	for _, pieces := range []string{
		kings + "yQ:b8 yR:c8 yB:d8 yN:e8 yQ:b6 yR:c6 yB:d6 yN:e6 yQ:f6",
		kings + "yPq:d8",
		"yK:a8 bK+Q:h8 rK:h1 kK:a1",
	} {
		text := mustText(t, pieces, "y", "-,-,-,-")
		if _, err := Parse(text, study); err != nil {
			t.Errorf("study: Parse(%q): %v", text, err)
		}
		if _, err := Parse(text, mustOptions(t, "privileged-pawns=false")); !errors.Is(err, variant.ErrImpossible) {
			t.Errorf("no study: Parse(%q): %v, want impossible", text, err)
		}
	}
	for _, c := range [][2]string{{kings + "yK:d4", "-,-,-,-"}, {kings, "-,-,f,-"}} {
		text := mustText(t, c[0], "y", c[1])
		if _, err := Parse(text, study); !errors.Is(err, variant.ErrImpossible) {
			t.Errorf("study: Parse(%q): %v, want impossible", text, err)
		}
	}
}
