package chesslike_test

import (
	"errors"
	"testing"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
	"github.com/ludus-chess/ludus/variant/chesslike/kerneltest"
)

// validCase is a position and the rule it breaks (0: valid), in strict
// mode and under the option study.
type validCase struct {
	name        string
	r           *cl.Rules
	text        string
	strict      cl.Rule
	study       cl.Rule
	studyParses bool // under study the position reads (study is then 0)
}

func checkValidity(t *testing.T, cases []validCase) {
	t.Helper()
	for _, c := range cases {
		kerneltest.CheckValidity(t, c.name, c.r, c.text, c.strict, c.study)
	}
}

// The rules of a valid position in the classic games. Each position is
// built by hand to break one rule (or none); the study option accepts
// what the rules cannot reach but still refuses what cannot be played.
func TestValidityClassic(t *testing.T) {
	const (
		royals    = cl.RuleRoyals
		check     = cl.RuleOpponentInCheck
		reach     = cl.RuleUnreachable
		army      = cl.RuleArmy
		castling  = cl.RuleCastling
		enPassant = cl.RuleEnPassant
	)
	chess, x := classic.Chess, classic.Xiangqi
	checkValidity(t, []validCase{
		{"start", chess, classic.ChessStart, 0, 0, true},
		// Issue 12 item 2: two white kings.
		{"two kings", chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", royals, 0, true},
		{"no black king", chess, "8/8/8/8/8/8/8/4K3 w - - 0 1", royals, royals, false},
		{"black in check, white to move", chess, "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", check, check, false},
		{"pawn on its last rank", chess, "P6k/8/8/8/8/8/8/K7 w - - 0 1", reach, 0, true},
		{"pawn on its own first rank", chess, "7k/8/8/8/8/8/8/KP6 w - - 0 1", reach, 0, true},
		{"black pawn on rank 8", chess, "p6k/8/8/8/8/8/8/K7 w - - 0 1", reach, 0, true},
		{"nine pawns", chess, "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", army, 0, true},
		// Two extra queens need two missing pawns: with six pawns they
		// are possible, with seven not.
		{"three queens, six pawns", chess, "4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1", 0, 0, true},
		{"three queens, seven pawns", chess, "4k3/8/8/8/8/8/PPPPPPP1/QQQ1K3 w - - 0 1", army, 0, true},
		// Bishops keep their colour: two on dark squares need a promotion
		// (c1 is dark; e5 is dark), so seven pawns are too many.
		{"two dark bishops, eight pawns", chess, "4k3/8/8/4B3/8/8/PPPPPPPP/2B1K3 w - - 0 1", army, 0, true},
		{"two dark bishops, seven pawns", chess, "4k3/8/8/4B3/8/8/PPPPPPP1/2B1K3 w - - 0 1", 0, 0, true},
		{"dark and light bishops, eight pawns", chess, "4k3/8/8/3B4/8/8/PPPPPPPP/2B1K3 w - - 0 1", 0, 0, true},
		{"castling right, king moved", chess, "r3k2r/8/8/8/8/8/8/R4K1R w KQ - 0 1", castling, 0, true},
		{"castling right, rook on g1", chess, "r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", castling, 0, true},
		{"castling right, Chess960 array", classic.Chess960, "r3k2r/8/8/8/8/8/8/R4K1R w KQ - 0 1", 0, 0, true},
		// Issue 12 item 1: the en-passant victim must be a pawn.
		{"en passant takes a king", chess, "8/8/8/3kP3/8/8/8/3K4 w - d6 0 1", enPassant, enPassant, false},
		{"en passant with the clock at 3", chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 1", enPassant, enPassant, false},
		{"en passant from an occupied square", chess, "4k3/3b4/8/3pP3/8/8/8/4K3 w - d6 0 1", enPassant, enPassant, false},
		// With an en-passant target the check comes from the double step:
		// the rook h8 checked the king h5 before d7-d5 (impossible); the
		// bishop c8 checks f5 only once d7 is empty (possible).
		{"en passant, check from before", chess, "k6r/8/8/3pP2K/8/8/8/8 w - d6 0 1", enPassant, enPassant, false},
		{"en passant, discovered check", chess, "k1b5/8/8/3pPK2/8/8/8/8 w - d6 0 1", 0, 0, true},
		{"en passant, a pawn's double step", chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 0, 0, true},
		// Three pieces check the king e1 (rooks e8 and a1, knight d3):
		// no move gives that (python-chess's TOO_MANY_CHECKERS); two do.
		{"three checkers", chess, "4r2k/8/8/8/8/3n4/8/r3K3 w - - 0 1", cl.RuleGame, cl.RuleGame, false},
		{"two checkers", chess, "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1", 0, 0, true},
		// Xiangqi: the general and advisors in the palace, elephants on
		// their seven points, soldiers never behind their start, the
		// flying general.
		{"xiangqi start", x, classic.XiangqiStart, 0, 0, true},
		{"general outside the palace", x, "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", reach, 0, true},
		{"advisor off its points", x, "4k4/9/9/9/9/9/9/9/3A5/5K3 w - - 0 1", reach, 0, true},
		{"elephant off its points", x, "4k4/9/9/9/9/9/9/9/9/1B1K5 w - - 0 1", reach, 0, true},
		{"elephant on e3", x, "4k4/9/9/9/9/9/9/4B4/9/3K5 w - - 0 1", 0, 0, true},
		{"soldier behind its start", x, "4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1", reach, 0, true},
		{"soldier on b4 before the river", x, "4k4/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1", reach, 0, true},
		{"soldier across the river on b6", x, "4k4/9/9/9/1P7/9/9/9/9/3K5 w - - 0 1", 0, 0, true},
		{"generals facing, red to move", x, "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", check, check, false},
		{"six soldiers", x, "4k4/9/9/9/PPPPPP3/9/9/9/9/3K5 w - - 0 1", army, 0, true},
		// Shatranj: the elephant (alfil) on its eight points.
		{"shatranj elephant off its points", classic.Shatranj, "3k4/8/8/8/8/8/B7/3K4 w - - 0 1", reach, 0, true},
		// Shatranj promotes into counsellors only: a second elephant on
		// the points of c1's elephant cannot be.
		{"shatranj, two elephants on c1's points", classic.Shatranj, "3k4/8/8/8/8/B7/8/2BK4 w - - 0 1", army, 0, true},
		{"shatranj elephant on a3", classic.Shatranj, "3k4/8/8/8/8/B7/8/3K4 w - - 0 1", 0, 0, true},
		{"capablanca, two archbishops", classic.Capablanca, "4k5/10/10/10/10/10/PPPPPPPPPP/AA2K5 w - - 0 1", army, 0, true},
		{"courier, alfil off its points", classic.Courier, "5k6/12/12/12/12/12/12/E4K6 w - - 0 1", reach, 0, true},
	})
}

// The option study is an ordinary option of every kernel game: it reads
// from option text and reaches Parse through the registry.
func TestStudyOption(t *testing.T) {
	v := classic.Chess.Variant()
	const two = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1"
	if _, err := v.Parse(two, v.DefaultOptions()); !errors.Is(err, cl.ErrInvalid) {
		t.Errorf("two kings, default options: %v", err)
	}
	o, err := v.ParseOptions("study=true")
	if err != nil {
		t.Fatal(err)
	}
	p, err := v.Parse(two, o)
	if err != nil {
		t.Fatalf("two kings under study=true: %v", err)
	}
	if got := p.Options().Get(cl.OptStudy); got != "true" {
		t.Errorf("options of the study: %q", got)
	}
}
