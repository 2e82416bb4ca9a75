package classic

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// ShatranjStart is the start position of Shatranj as Fairy-Stockfish
// writes it: the kings on the d-file, the counsellors (Q) on e.
const ShatranjStart = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"

// shatranjSettings follow Fairy-Stockfish's shatranj: a stalemated side
// loses, a bared king loses unless its reply bares the other king (then a
// draw), and the game is drawn after 70 moves without capture or pawn
// move.
var shatranjSettings = cl.Settings{
	Stalemate:       cl.StalemateLoses,
	BareKing:        cl.BareKingLosesUnlessReply,
	MoveLimit:       70,
	ClaimRepetition: 3,
}

// Shatranj is the medieval Arabic chess: the counsellor (ferz) steps one
// square diagonally, the elephant (alfil) leaps two squares diagonally,
// pawns step one square and promote to counsellors only.
var Shatranj = cl.MustNew(cl.Game{
	Name:        "shatranj",
	Description: "Shatranj, medieval chess: ferz and alfil, bare king loses, stalemate loses",
	Shape:       board.Shape8x8,
	Sides:       [2]string{"white", "black"},
	Kinds: []cl.Kind{
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(1, nil),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "Q"}},
		{Name: "horse", Letter: 'N', Patterns: cl.Knight()},
		{Name: "elephant", Letter: 'B', Patterns: cl.Alfil()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
		{Name: "counsellor", Letter: 'Q', Patterns: cl.Ferz()},
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
	},
	Start:    ShatranjStart,
	Settings: shatranjSettings,
	Options:  cl.OptionKeys,

	Protocols: shatranjProtocols,
})

// CourierStart is the start position of Courier chess as Fairy-Stockfish
// writes it: the array with the customary opening moves already played
// (option array=customary, the default).
const CourierStart = "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1"

// CourierArray is the array of Courier chess before the customary opening
// moves, every pawn on its second rank and the ferz beside the king, as
// XBoard and Fairy-Max start the game (option array=unmoved).
const CourierArray = "rnebmkfwbenr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RNEBMKFWBENR w - - 0 1"

// The choices of Courier's option array.
const (
	CourierCustomary = "customary"
	CourierUnmoved   = "unmoved"
)

// Courier is the 12x8 medieval German game, as Fairy-Stockfish defines
// it: rook, knight, alfil (E), bishop (B, the courier), man (M, a
// non-royal king), king, wazir (W, the schleich), ferz (F, the queen) and
// pawns that step one square and promote to ferz; Shatranj's end rules.
var Courier = cl.MustNew(cl.Game{
	Name:        "courier",
	Description: "Courier chess, 12x8 medieval chess with courier (bishop), man, schleich and alfil",
	Shape:       board.Shape{Files: 12, Ranks: 8, Layers: 1},
	Sides:       [2]string{"white", "black"},
	Kinds: []cl.Kind{
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(1, nil),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "F"}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
		{Name: "alfil", Letter: 'E', Patterns: cl.Alfil()},
		{Name: "courier", Letter: 'B', Patterns: cl.Bishop()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
		{Name: "ferz", Letter: 'F', Patterns: cl.Ferz()},
		{Name: "schleich", Letter: 'W', Patterns: cl.Wazir()},
		{Name: "man", Letter: 'M', Patterns: cl.King()},
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
	},
	Start: CourierStart,
	// The sources give the array and opening moves each side makes at
	// once before play (Selenus 1616: the rooks' pawns and the ferz's pawn
	// two squares, the ferz two squares straight ahead), which the
	// pieces' moves cannot make afterwards; Fairy-Stockfish starts after
	// them, Zillions of Games, XBoard and Fairy-Max before.
	MoreOptions: []variant.OptionSpec{{Key: "array", Kind: variant.Choice, Default: CourierCustomary,
		Choices: []string{CourierCustomary, CourierUnmoved},
		Doc:     "customary: the customary opening moves played (as Fairy-Stockfish); unmoved: every pawn on its second rank (as XBoard and Fairy-Max)"}},
	StartFor: func(o variant.Options) (string, error) {
		if o.Get("array") == CourierUnmoved {
			return CourierArray, nil
		}
		return CourierStart, nil
	},
	Settings: cl.Settings{
		Stalemate:       cl.StalemateLoses,
		BareKing:        cl.BareKingLosesUnlessReply,
		MoveLimit:       50,
		ClaimRepetition: 3,
	},
	Options: cl.OptionKeys,

	Protocols: courierProtocols,
})

func init() {
	variant.Register(withRules(Shatranj, "Shatranj"))
	variant.Register(withRules(Courier, "Courier"))
}
