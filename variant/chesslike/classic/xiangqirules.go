package classic

import (
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// XiangqiSettings are the rules that end a game of Xiangqi besides
// checkmate and the rules of repeated cycles ([XiangqiCycles]): a
// stalemated side loses; 60 moves by each side without a capture draw
// (the clock counts from the last capture only: a soldier's step does not
// reset it); a position that has occurred three times may be claimed a
// draw (in arbiter enforcement, where repetitions are not drawn
// automatically).
var XiangqiSettings = cl.Settings{
	Stalemate:       cl.StalemateLoses,
	MoveLimit:       60,
	ClaimRepetition: 3,
}

// XiangqiCycles are Xiangqi's rules of repeated cycles, with the presets
// of the World Xiangqi Federation (the default), the Asian Xiangqi
// Federation and the Chinese Xiangqi Association (see the package
// documentation for the rulings and their sources). The general and the
// soldiers may attack freely (their attacks are never chases); the general
// cannot be chased (attacking it is check); a soldier that has not crossed
// the river cannot be chased.
var XiangqiCycles = &cl.CycleRules{
	Presets: []cl.CyclePreset{
		{Name: "wxf", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR"},
			Doc: "World Xiangqi Federation, World Xiangqi Rules (2018)"},
		{Name: "axf", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR"},
			Doc: "Asian Xiangqi Federation rules (the same rulings as wxf here)"},
		{Name: "cxa", Judged: 3, Ruled: 4, Stronger: []string{"NR", "CR", "AR", "AN", "AC", "BR", "BN", "BC"},
			Doc: "Chinese Xiangqi Association rules: advisors and elephants also chase a protected chariot, horse or cannon"},
	},
	Exempt:    "KP",
	Uncrossed: "P",
	OwnHalf:   ownHalf,
}

// XiangqiNoAttackers is the draw the rule books give when neither side has
// a piece that can cross the river (a chariot, horse, cannon or soldier):
// generals, advisors and elephants alone can never give check. It is the
// Terminal hook of Xiangqi (and of QiPlacements, whose Cannons in hand
// count as attackers).
func XiangqiNoAttackers(p cl.Position) variant.Outcome {
	r := p.Rules()
	for _, l := range []byte("RNCP") {
		k := r.Kind(l)
		if k < 0 {
			continue
		}
		for x := variant.Side(0); x < 2; x++ {
			if !p.Cells(x, k).Empty() || p.Held(x, k) > 0 {
				return variant.Outcome{}
			}
		}
	}
	return variant.Draw("no piece can cross the river")
}
