package lancer

import (
	"testing"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/kerneltest"
)

// The rules of a valid position in the Nicholls games, each position built
// by hand to break one rule (or none), in strict mode and under the
// option study (0: valid).
func TestValidityNicholls(t *testing.T) {
	const (
		royals    = cl.RuleRoyals
		reach     = cl.RuleUnreachable
		army      = cl.RuleArmy
		castling  = cl.RuleCastling
		enPassant = cl.RuleEnPassant
		game      = cl.RuleGame
	)
	crossfire := withOptions(t, Storm, "crossfire=true")
	eastern := withOptions(t, Meridian, "preset=eastern")
	escape := withOptions(t, Meridian, "escape=true")
	for _, c := range []struct {
		name          string
		r             *cl.Rules
		text          string
		strict, study cl.Rule
	}{
		// Issue 12 item 1: the en-passant victim must be a Pikeman.
		{"lancer: en passant takes the royal Queen", LancerChess, "3B4/8/8/3qP3/8/8/8/3Q4 w - d6 0 1", enPassant, enPassant},
		{"lancer: en passant, a Pikeman's double step", LancerChess, "4q3/8/8/3pP3/8/8/8/3Q4 w - d6 0 1", 0, 0},
		{"lancer: two royal Queens", LancerChess, "3q4/8/8/8/8/8/8/2QQ4 w - - 0 1", royals, 0},
		// A Queen's Lancer of South only ever stands on light squares (b1
		// is light, and South promotes into one on light squares only).
		{"lancer: South's Queen's Lancer on a dark square", LancerChess, "3q4/8/8/8/8/8/8/3QJ3 w - - 0 1", reach, 0},
		{"lancer: South's Queen's Lancer on a light square", LancerChess, "3q4/8/8/8/8/8/8/3Q1J2 w - - 0 1", 0, 0},
		{"lancer: a Knight outside Clash", LancerChess, "3q4/8/8/8/8/8/PPPPPPP1/3QN3 w - - 0 1", reach, 0},
		{"lancer: castling Queen moved", LancerChess, "t2q3t/8/8/8/8/8/8/T3Q2T w KQkq - 0 1", castling, 0},
		// Issue 12 item 2: captives Crossfire's South never had.
		{"crossfire: captive Prince and Princess", crossfire, "9q/FF8/10/10/10/10/10/Q9[KXYCAx] w - - 0 1", army, 0},
		{"crossfire: captive King, Precedent and Adviser", crossfire, "9q/FF8/10/10/10/10/10/Q9[KCAx] w - - 0 1", 0, 0},
		{"storm: a Forester on its own first rank", Storm, "9q/10/10/10/10/10/10/F8Q w - - 0 1", reach, 0},
		{"storm: 11 Foresters", Storm, "9q/10/10/10/10/F9/FFFFFFFFFF/9Q w - - 0 1", army, 0},
		{"storm: en passant takes the royal Queen", Storm, "10/10/10/4qF4/10/10/10/4Q5 w - e6 0 1", enPassant, enPassant},
		// Issue 12 item 2: Meridian rescuing a Prince-royal its Western
		// army never had; Eastern has one.
		{"meridian: western captive Prince-royal", Meridian, "3q5/P8/9/9/9/9/9/9/9/5Q3[KFk] w - - 0 1", army, 0},
		{"meridian: eastern captive Prince-royal", eastern, "3e5/P8/9/9/9/9/9/9/9/4E4[F] w - - 0 1", 0, 0},
		{"meridian: a Shieldsman out of its palace", Meridian, "4q4/9/9/9/9/9/9/9/9/S2Q5 w - - 0 1", reach, 0},
		{"meridian: a Pikeman in its own palace", Meridian, "4q4/9/9/9/9/9/9/9/4P4/3Q5 w - - 0 1", reach, 0},
		// An Escape takes the Queen one step out of her palace (spec 5.7):
		// c1 can be reached so, a1 cannot.
		{"meridian: Queen escaped to c1", escape, "4q4/9/9/9/9/9/9/9/9/2Q6 b - - 0 1", 0, 0},
		{"meridian: Queen escaped to c1, gold to move", escape, "4q4/9/9/9/9/9/9/9/9/2Q6 w - - 0 1", reach, 0},
		{"meridian: Queen on c1 without the Escape rule", Meridian, "4q4/9/9/9/9/9/9/9/9/2Q6 b - - 0 1", reach, 0},
		{"meridian: Queen on a1", escape, "4q4/9/9/9/9/9/9/9/9/Q8 w - - 0 1", reach, 0},
		// Issue 12 item 2: a Flying carpet off its eight squares.
		{"arabella: carpet with Prince on d3", Arabella, "8/7s/6i1/8/8/3v4/S7/4MF1E{00} w - - 0 1", reach, 0},
		{"arabella: carpet with Prince on e3", Arabella, "8/7s/6i1/8/8/4v3/S7/4MF1E{00} w - - 0 1", reach, 0},
		{"arabella: the Princess's carpet on d6 (dark, as she)", Arabella, "8/7s/3u4/8/8/8/S7/4MF1E{00} w - - 0 1", 0, 0},
		{"arabella: the Princess's carpet on e6 (light)", Arabella, "8/7s/4u3/8/8/8/S7/4MF1E{00} w - - 0 1", reach, 0},
		{"arabella: three releases, one Swordsman missing", Arabella, "1i6/ssssssss/8/8/8/8/SSSSSSS1/J3MF1E{30} w - - 0 1", game, 0},
		{"arabella: a Jini and eight Swordsmen", Arabella, "1i6/8/8/8/8/8/SSSSSSSS/J3MF1E{10} w - - 0 1", army, 0},
		{"qiplacements: three Cannons", QiPlacements, "4k4/9/9/9/9/9/9/1C1C1C3/9/3K5[]{} w - - 0 1", army, 0},
	} {
		kerneltest.CheckValidity(t, c.name, c.r, c.text, c.strict, c.study)
	}
}
