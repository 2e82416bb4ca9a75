package chess960

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Positions no game reaches are rejected with the rule they break (issue
// 12), after python-chess's Board.status(). Each case by hand.
func TestValidity(t *testing.T) {
	for _, c := range []struct {
		fen  string
		rule variant.Rule
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", RuleKings},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", RuleKings},
		{"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1", RulePawns},
		{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", RuleCastling},
		{"4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1", RuleEnPassant},
		// Nine black pawns.
		{"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", RuleMaterial},
		// Fifteen black queens and no pawns: 14 promotions, at most 8.
		{"qqqqkqqq/qqqqqqqq/8/8/8/8/8/4K3 w - - 0 1", RuleMaterial},
		// Eight pawns and a second queen.
		{"3qkq2/pppppppp/8/8/8/8/8/4K3 w - - 0 1", RuleMaterial},
		// Seven pawns and three light-squared bishops (b1, d3, f1): two
		// promotions but one pawn missing.
		{"4k3/8/8/8/8/3B4/PPPPPPP1/RBB1KB2 w - - 0 1", RuleMaterial},
		// Black in check with White to move.
		{"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", RuleCheck},
		// Two rooks on the king's rank both give check.
		{"8/8/8/8/8/8/8/2rKr2k w - - 0 1", RuleCheck},
		// Three checkers.
		{"7k/8/8/8/8/8/2n5/2rKr3 w - - 0 1", RuleCheck},
		// The double step d7-d5 cannot have given the rook's check along
		// rank 4: the king on h4 was in it before.
		{"7k/8/8/3pP3/r6K/8/8/8 w - d6 0 1", RuleCheck},
	} {
		_, err := ParseFEN(c.fen)
		var ie *variant.InvalidPositionError
		if !errors.Is(err, variant.ErrImpossible) || !errors.As(err, &ie) || ie.Rule != c.rule {
			t.Errorf("ParseFEN(%q): %v; want an impossible position breaking %q", c.fen, err, c.rule)
		}
	}
	for _, fen := range []string{
		// Promotions the missing pawns explain: 2 extra queens, 6 pawns.
		"3qkq2/pppppp2/8/8/8/8/8/4K3 w - - 0 1",
		// A double check a knight move can give, uncovering the rook on d8:
		// the knight on c3 and the rook are on no line with the king.
		"3r3k/8/8/8/8/2n5/8/3K4 w - - 0 1",
		// The same with a light-squared bishop promoted: 7 pawns.
		"4k3/8/8/8/8/3B4/PPPPPPP1/RBB1K3 w - - 0 1",
		// The double step d2-d4 gave the check.
		"8/8/8/4k3/3P4/8/8/K7 b - d3 0 1",
	} {
		if _, err := ParseFEN(fen); err != nil {
			t.Errorf("ParseFEN(%q): %v", fen, err)
		}
	}
	// A study may have material no game reaches, but not two kings.
	if _, err := ParseStudyFEN("qqqqkqqq/qqqqqqqq/8/8/8/8/8/4K3 w - - 0 1"); err != nil {
		t.Errorf("ParseStudyFEN: %v", err)
	}
	if _, err := ParseStudyFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1"); !errors.Is(err, variant.ErrImpossible) {
		t.Errorf("ParseStudyFEN with two kings: %v", err)
	}
}
