package lancer

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Option keys of Storm.
const (
	// OptBoard is Storm's board: 10x8 (default) or 10x10 (spec 6.1).
	OptBoard = "board"
	// OptCrossfire plays Crossfire (spec 6.9): South has the Capablanca
	// army.
	OptCrossfire = "crossfire"
	// OptMinors is the order of Knights and Service-maidens (spec 6.3, S1):
	// knightsoutside (b and i, default) or knightsinside (c and h).
	OptMinors = "minors"
)

// Storm's boards and minor-piece orders, as option values.
var (
	stormBoards = []string{"10x8", "10x10"}
	stormMinors = []string{"knightsoutside", "knightsinside"}
)

// Letters of the Storm pieces.
const (
	stForester   = 'F'
	stKnight     = 'N'
	stTower      = 'T'
	stAristocrat = 'R'
	stMaiden     = 'S'
	stNoble      = 'B'
	stKing       = 'K'
	stQueen      = 'Q'
	stPrince     = 'X'
	stPrincess   = 'Y'
	stPrecedent  = 'C'
	stAdviser    = 'A'
)

// StormStart and StormStart100 are the start positions of Storm on 10x8
// and 10x10 (spec 6.3): T N S Y Q K X S N T on the back ranks, Foresters in
// front; the held-pieces bracket lists the captives (none).
const (
	StormStart    = "tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT[] w KQkq - 0 1"
	StormStart100 = "tnsyqkxsnt/ffffffffff/10/10/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT[] w KQkq - 0 1"
)

// stormGame describes Storm on a board of the given shape: Foresters
// triple-step on 10x10 only (spec 6.6).
func stormGame(shape board.Shape) cl.Game {
	steps := 2
	if shape.Ranks == 10 {
		steps = 3
	}
	return cl.Game{
		Name:        "storm",
		Description: "Storm (G. Nicholls): Capablanca-like chess on 10x8 or 10x10 with the royal Queen, the Prince and the Princess; option crossfire",
		Shape:       shape,
		Sides:       [2]string{"white", "orange"},
		SideLetters: [2]string{"w", "bo"},
		Kinds: []cl.Kind{
			{Name: "forester", Letter: stForester, Pawn: true, Patterns: cl.Pawn(steps, cl.Ranks(2, 2)),
				Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "RNB", Free: "KXYCA"}},
			{Name: "knight", Letter: stKnight, Patterns: cl.Knight()},
			{Name: "tower", Letter: stTower, Patterns: cl.Rook()},
			{Name: "aristocrat", Letter: stAristocrat, Patterns: cl.Rook()},
			{Name: "service-maiden", Letter: stMaiden, Patterns: cl.Bishop()},
			{Name: "noble", Letter: stNoble, Patterns: cl.Bishop()},
			{Name: "king", Letter: stKing, Patterns: cl.Queen()},
			{Name: "queen", Letter: stQueen, Royal: true, Patterns: cl.King()},
			{Name: "prince", Letter: stPrince, Patterns: cl.KnightThenRook()},
			{Name: "princess", Letter: stPrincess, Patterns: cl.KnightThenBishop()},
			{Name: "precedent", Letter: stPrecedent, Patterns: cl.Chancellor()},
			{Name: "adviser", Letter: stAdviser, Patterns: cl.Archbishop()},
		},
		Start:    stormStart(shape.Ranks, false, stormMinors[0]),
		Castling: &cl.Castling{King: stQueen, Rooks: string(stTower), KingDistance: 3},
		Captives: true,
		Settings: westernDraws,
		Options:  cl.OptionKeys,
		MoreOptions: []variant.OptionSpec{
			{Key: OptBoard, Kind: variant.Choice, Default: stormBoards[0], Choices: stormBoards,
				Doc: "the board: 10x8, or 10x10 where Foresters may also triple-step (spec 6.1, 6.6)"},
			{Key: OptCrossfire, Kind: variant.Bool, Default: "false",
				Doc: "Crossfire (spec 6.9): South plays the Capablanca army with Precedent and Adviser"},
			{Key: OptMinors, Kind: variant.Choice, Default: stormMinors[0], Choices: stormMinors,
				Doc: "Storm's Knights on b and i and Service-maidens on c and h (knightsoutside), or the reverse (spec 6.3, S1)"},
			{Key: OptDeadPositions, Kind: variant.Bool, Default: "true",
				Doc: "draw a position with two lone Queens, where no checkmate is possible"},
		},
		StartFor: func(o variant.Options) (string, error) {
			return stormStart(shape.Ranks, o.Bool(OptCrossfire), o.Get(OptMinors)), nil
		},
		Hooks: cl.Hooks{Terminal: loneQueens, TerminalPieces: 2},

		Protocols: stormProtocols,
	}
}

// stormStart returns the start position on a board of the given ranks
// (spec 6.3): Storm's array for both sides, or in Crossfire the Capablanca
// array T N C S Q K S A N T for South.
func stormStart(ranks int, crossfire bool, minors string) string {
	storm := "TNSYQKXSNT"
	if minors == stormMinors[1] {
		storm = "TSNYQKXNST"
	}
	south := storm
	if crossfire {
		south = "TNCSQKSANT"
	}
	empty := strings.Repeat("10/", ranks-4)
	return strings.ToLower(storm) + "/ffffffffff/" + empty + "FFFFFFFFFF/" + south + "[] w KQkq - 0 1"
}

// loneQueens draws the position of two lone Queens (option
// deadpositions).
func loneQueens(p cl.Position) variant.Outcome {
	if p.Occupied().Count() == 2 && p.Options().Bool(OptDeadPositions) {
		return variant.Draw("dead position")
	}
	return variant.Outcome{}
}

// stormRules are Storm on 10x8 and on 10x10.
var stormRules = cl.MustNewFamily(
	cl.Member{Game: stormGame(board.Shape10x8)},
	cl.Member{Game: stormGame(board.Shape10x10), Options: OptBoard + "=" + stormBoards[1]},
)

// Storm and Storm100 are G. Nicholls' Storm (spec 6) on 10x8 and on 10x10,
// with Crossfire (spec 6.9) as the option crossfire. Both are registered as
// "storm"; the option board chooses between them.
var (
	Storm    = stormRules[0]
	Storm100 = stormRules[1]
)

func init() {
	v := Storm.Variant()
	v.Presets = []variant.Preset{
		{Name: "crossfire", Doc: "Crossfire on 10x8: South plays the Capablanca army (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 6.9)",
			Settings: []variant.Setting{{Key: OptCrossfire, Value: "true"}}},
		{Name: "crossfire100", Doc: "Crossfire on 10x10 (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 6.9)",
			Settings: []variant.Setting{{Key: OptCrossfire, Value: "true"}, {Key: OptBoard, Value: stormBoards[1]}}},
		{Name: "storm100", Doc: "Storm on 10x10 (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 6.1)",
			Settings: []variant.Setting{{Key: OptBoard, Value: stormBoards[1]}}},
	}
	v.Rules = variant.MarkdownSections(rulesText, "1.", "6.", "8.")
	variant.Register(v)
}
