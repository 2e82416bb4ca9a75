package classic

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// XiangqiStart is the start position of Xiangqi in the FEN its players
// and programs use (WXF): red (w) at the bottom, to move.
const XiangqiStart = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

var (
	palace  = cl.Area("d1", "f3")
	ownHalf = cl.Ranks(1, 5)
	across  = cl.Ranks(6, 10)
)

// Xiangqi is Chinese chess on 9x10 points written as squares: the general
// (K) and advisors (A) stay in the palace, the elephants (B, also read as
// E) in their own half and are blocked at the midpoint, the horse (N, also
// H) is blocked next to its start, the cannon (C) captures by hopping over
// one screen, soldiers (P) step forward and also sideways across the river.
// The generals may not face each other on an open file; a stalemated side
// loses.
var Xiangqi = cl.MustNew(cl.Game{
	Name:        "xiangqi",
	Description: "Xiangqi, Chinese chess: palaces, river, cannons, flying general",
	Shape:       board.Shape9x10,
	Sides:       [2]string{"red", "black"},
	SideLetters: [2]string{"wr", "b"},
	Kinds: []cl.Kind{
		// Values for the computer players: the customary soldier 1, advisor
		// and elephant 2, horse 4, cannon 4.5, chariot 9 (a soldier across
		// the river is usually counted 2, which one value per kind cannot
		// say; the value derived from movement overrates the cannon).
		{Name: "soldier", Letter: 'P', Aliases: "S", Patterns: cl.Soldier(across), Value: 100},
		{Name: "horse", Letter: 'N', Aliases: "H", Patterns: []cl.Pattern{cl.Lame(board.XiangqiHorse())}, Value: 400},
		{Name: "elephant", Letter: 'B', Aliases: "E", Region: ownHalf, Patterns: []cl.Pattern{cl.Lame(board.XiangqiElephant())}, Value: 200},
		{Name: "advisor", Letter: 'A', Region: palace, Patterns: cl.Ferz(), Value: 200},
		{Name: "general", Letter: 'K', Aliases: "G", Royal: true, Region: palace, Patterns: cl.Wazir()},
		{Name: "chariot", Letter: 'R', Patterns: cl.Rook(), Value: 900},
		{Name: "cannon", Letter: 'C', Patterns: cl.Cannon(), Value: 450},
	},
	Start:        XiangqiStart,
	FacingRoyals: true,
	Settings:     XiangqiSettings,
	Options:      cl.OptionKeys,
	Cycles:       XiangqiCycles,
	Hooks: cl.Hooks{
		Terminal:       XiangqiNoAttackers,
		TerminalPieces: 10,
	},

	Protocols: xiangqiProtocols,
})

func init() {
	variant.Register(withRules(Xiangqi, "Xiangqi"))
}
