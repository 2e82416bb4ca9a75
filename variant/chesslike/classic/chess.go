package classic

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// ChessStart is the start position of chess.
const ChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// chessKinds are the pieces of chess, promoting into the given letters.
func chessKinds(into string) []cl.Kind {
	return []cl.Kind{
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: into}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
		{Name: "bishop", Letter: 'B', Patterns: cl.Bishop()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
		{Name: "queen", Letter: 'Q', Patterns: cl.Queen()},
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
	}
}

// fideSettings are the FIDE rules that end a game besides checkmate.
var fideSettings = cl.Settings{
	Stalemate:       cl.StalemateDraws,
	MoveLimit:       75,
	ClaimMoveLimit:  50,
	Repetition:      5,
	ClaimRepetition: 3,
}

// Chess is standard chess played by the kernel, registered as
// "chess-kernel" (the name "chess" belongs to package chess960).
var Chess = cl.MustNew(cl.Game{
	Name:        "chess-kernel",
	Description: "chess (FIDE rules) played by the chess-like kernel",
	Shape:       board.Shape8x8,
	Sides:       [2]string{"white", "black"},
	Kinds:       chessKinds("QRBN"),
	Start:       ChessStart,
	Castling: &cl.Castling{King: 'K', Rooks: "R",
		KingFiles: [2]int{2, 6}, RookFiles: [2]int{3, 5}},
	Settings: fideSettings,
	Options:  cl.OptionKeys,
	Hooks:    cl.Hooks{Terminal: deadChess, TerminalPieces: 12, Valid: twoCheckers},

	Protocols: chessProtocols,
})

// twoCheckers rejects a king checked by more than two pieces: a move gives
// check with the piece moved (or promoted) and at most one line it opens,
// or two lines opened by an en-passant capture, never three (python-chess's
// TOO_MANY_CHECKERS). The option study keeps it: it is a property of every
// move, not of the army.
func twoCheckers(p cl.Position, _ bool) error {
	if !p.InCheck() {
		return nil
	}
	if n := p.Checkers().Count(); n > 2 {
		return cl.Invalid(cl.RuleGame, "%s's king is checked by %d pieces; a move gives check with two at most", p.Rules().Game().Sides[p.SideToMove()], n)
	}
	return nil
}

// deadChess finds the dead positions of FIDE article 5.2.2 that are
// decided by material alone: king against king, king and one minor
// piece against king, and kings with bishops all on squares of one colour.
// It reads the material off the position's piece sets (no scan of the
// board), as it is consulted after every move of an ending.
func deadChess(p cl.Position) variant.Outcome {
	r := p.Rules()
	knights, bishops := p.KindCells(r.Kind('N')), p.KindCells(r.Kind('B'))
	if !p.Occupied().Minus(p.KindCells(r.Kind('K'))).Minus(knights).Minus(bishops).Empty() {
		return variant.Outcome{} // a pawn or a major piece
	}
	dead := false
	switch {
	case knights.Count()+bishops.Count() <= 1:
		dead = true
	case knights.Empty():
		// Only bishops: dead if they all stand on one colour.
		light, dark := 0, 0
		for t := bishops; !t.Empty(); {
			co := r.Geometry().Coord(t.PopFirst())
			if (co.File+co.Rank)%2 == 0 {
				dark++
			} else {
				light++
			}
		}
		dead = light == 0 || dark == 0
	}
	if dead {
		return variant.Draw("insufficient material")
	}
	return variant.Outcome{}
}

func init() {
	variant.Register(withRules(Chess, "Chess and Chess960"))
}
