package gardner

import (
	_ "embed" // for RULES.md

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

// Start is the start position of Gardner's minichess (RULES.md section 2):
// each side's pieces on its first rank, a to e, its pawns on the second.
const Start = "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"

// Gardner is Gardner's minichess, played by the chess-like kernel: the
// whole game is this literal. A game copied from it changes the board, the
// kinds of pieces, the start position and the rules that end the game;
// the kernel plays the rest (check, checkmate, promotion, the move-count
// and repetition rules, the position and move texts).
var Gardner = chesslike.MustNew(chesslike.Game{
	Name:        "gardner",
	Description: "Gardner's minichess (Martin Gardner, 1969): chess on a 5x5 board",
	Shape:       board.Shape{Files: 5, Ranks: 5, Layers: 1}, // RULES.md section 1
	Sides:       [2]string{"white", "black"},
	Kinds: []chesslike.Kind{
		// Pawns step one square only: Pawn(1, nil) has no double step and
		// hence no en passant (section 3). They promote on the last rank
		// (section 4).
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: chesslike.Pawn(1, nil),
			Promotion: &chesslike.Promotion{Zone: chesslike.LastRanks(1), Into: "QRBN"}},
		{Name: "knight", Letter: 'N', Patterns: chesslike.Knight()},
		{Name: "bishop", Letter: 'B', Patterns: chesslike.Bishop()},
		{Name: "rook", Letter: 'R', Patterns: chesslike.Rook()},
		{Name: "queen", Letter: 'Q', Patterns: chesslike.Queen()},
		{Name: "king", Letter: 'K', Royal: true, Patterns: chesslike.King()},
	},
	Start: Start,
	// Castling: nil, there is none (section 3).
	// The rules that end a game besides checkmate are FIDE's (section 5):
	// stalemate draws, the 75-move and fivefold-repetition rules end the
	// game, the 50-move rule and threefold repetition may be claimed.
	Settings: chesslike.Settings{
		Stalemate:       chesslike.StalemateDraws,
		MoveLimit:       75,
		ClaimMoveLimit:  50,
		Repetition:      5,
		ClaimRepetition: 3,
	},
	// Players may change each of those rules as an option (section 6).
	Options: chesslike.OptionKeys,
	// How engine protocols name the game: Fairy-Stockfish's UCI_Variant
	// "gardner" (optional; see variant.Protocols).
	Protocols: variant.Protocols{UCI: "gardner"},
})

// rulesText is RULES.md, the rules written for players: the entry's Rules,
// which the programs show as "how to play".
//
//go:embed RULES.md
var rulesText string

// Variant is the registry entry of Gardner's minichess. The kernel makes
// it, with the typed face (playout loop and computer players) of every
// kernel game; the package adds the rules text before registering it.
var Variant = Gardner.Variant()

func init() {
	Variant.Rules = rulesText
	variant.Register(Variant)
}
