package classic

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// CapablancaStart is the start position of Capablanca chess.
const CapablancaStart = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"

// Capablanca is Capablanca chess on 10x8: chess with the archbishop (A,
// bishop + knight) and the chancellor (C, rook + knight). The king castles
// to the c- or i-file, the rook landing next to it on the d- or h-file.
var Capablanca = cl.MustNew(cl.Game{
	Name:        "capablanca",
	Description: "Capablanca chess, 10x8 with archbishop and chancellor",
	Shape:       board.Shape10x8,
	Sides:       [2]string{"white", "black"},
	Kinds: append(chessKinds("ACQRBN"),
		cl.Kind{Name: "archbishop", Letter: 'A', Patterns: cl.Archbishop()},
		cl.Kind{Name: "chancellor", Letter: 'C', Patterns: cl.Chancellor()},
	),
	Start: CapablancaStart,
	Castling: &cl.Castling{King: 'K', Rooks: "R",
		KingFiles: [2]int{2, 8}, RookFiles: [2]int{3, 7}},
	Settings: cl.Settings{MoveLimit: 75, ClaimMoveLimit: 50, Repetition: 5, ClaimRepetition: 3},
	Options:  cl.OptionKeys,
	// The dead positions of chess by material: the archbishop and the
	// chancellor each mate a lone king with their king's help (the
	// archbishop even alone in a corner), so they, like a queen, rook or
	// pawn, keep the game alive; see deadChess.
	Hooks: cl.Hooks{Terminal: deadChess, TerminalPieces: 12, Valid: twoCheckers},

	Protocols: capablancaProtocols,
})

func init() {
	variant.Register(withRules(Capablanca, "Capablanca"))
}
