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
		// the river is usually counted 2: soldiersAcross says it; the value
		// derived from movement overrates the cannon); and where each
		// stands well (xiangqi_placement.go).
		{Name: "soldier", Letter: 'P', Aliases: "S", Patterns: cl.Soldier(across), Value: 100, Placement: xiangqiSoldierPlaces},
		{Name: "horse", Letter: 'N', Aliases: "H", Patterns: []cl.Pattern{cl.Lame(board.XiangqiHorse())}, Value: 400, Placement: xiangqiHorsePlaces},
		{Name: "elephant", Letter: 'B', Aliases: "E", Region: ownHalf, Patterns: []cl.Pattern{cl.Lame(board.XiangqiElephant())}, Value: 200, Placement: xiangqiElephantPlaces},
		{Name: "advisor", Letter: 'A', Region: palace, Patterns: cl.Ferz(), Value: 200, Placement: xiangqiAdvisorPlaces},
		{Name: "general", Letter: 'K', Aliases: "G", Royal: true, Region: palace, Patterns: cl.Wazir(), Placement: xiangqiGeneralPlaces},
		{Name: "chariot", Letter: 'R', Patterns: cl.Rook(), Value: 900, Placement: xiangqiChariotPlaces},
		{Name: "cannon", Letter: 'C', Patterns: cl.Cannon(), Value: 450, Placement: xiangqiCannonPlaces},
	},
	Start:        XiangqiStart,
	FacingRoyals: true,
	Settings:     XiangqiSettings,
	Options:      cl.OptionKeys,
	Cycles:       XiangqiCycles,
	Hooks: cl.Hooks{
		Terminal:       XiangqiNoAttackers,
		TerminalPieces: 10,
		Evaluate:       soldiersAcross,
	},

	Protocols: xiangqiProtocols,
})

func init() {
	variant.Register(withRules(Xiangqi, "Xiangqi"))
}

// xiangqiSoldier is the soldier's index among Xiangqi's kinds.
const xiangqiSoldier = 0

// The cells where a soldier counts more, by side (red, black): across the
// river but short of the far rank, and on the far rank.
var soldierAcross, soldierFar = func() (across, far [2]board.Set) {
	g := board.MustNew(board.Shape9x10)
	for r := 5; r <= 8; r++ { // red's ranks 6 to 9, black's 5 to 2
		across[0] = across[0].Union(g.Rank(r))
		across[1] = across[1].Union(g.Rank(9 - r))
	}
	far[0], far[1] = g.Rank(9), g.Rank(0)
	return across, far
}()

// Weights of soldiersAcross, in centipawns over the soldier's value.
const (
	soldierAcrossBonus = 100 // across the river: the customary 2 for 1
	soldierFarBonus    = 30  // on the far rank, where it only steps sideways
)

// soldiersAcross is Xiangqi's own term of the evaluation: a soldier across
// the river steps sideways as well as forward and is customarily counted 2
// to the 1 of one at home (the WXF's and most handbooks' scale); one that
// has reached the far rank, the "old soldier" that can only step sideways,
// much less. Side x's bonus less the opponent's.
func soldiersAcross(p cl.Position, x variant.Side) int {
	bonus := func(y variant.Side) int {
		s := p.Cells(y, xiangqiSoldier)
		return soldierAcrossBonus*s.Intersect(soldierAcross[y]).Count() + soldierFarBonus*s.Intersect(soldierFar[y]).Count()
	}
	return bonus(x) - bonus(x^1)
}
