package chesslike_test

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Toy games for the rules the classic games do not use. They are built
// from the Nicholls games' specification (lancer/RULES.md)
// where a scenario there gives an expected result.

// storm10 is the skeleton of Storm on 10x10 (spec 6.1-6.6): the royal
// Queen moves as a king and castles three squares towards a Tower; the
// Foresters step, double-step or triple-step from rank 2 and are taken en
// passant on either passed square.
var storm10 = cl.MustNew(cl.Game{
	Name:  "storm10-skeleton",
	Shape: board.Shape10x10,
	Sides: [2]string{"white", "orange"},
	Kinds: []cl.Kind{
		{Name: "forester", Letter: 'F', Pawn: true, Patterns: cl.Pawn(3, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "TN"}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
		{Name: "tower", Letter: 'T', Patterns: cl.Rook()},
		{Name: "king", Letter: 'K', Patterns: cl.Queen()},
		{Name: "queen", Letter: 'Q', Royal: true, Patterns: cl.King()},
		{Name: "service-maiden", Letter: 'S', Patterns: cl.Bishop()},
		{Name: "adviser", Letter: 'A', Patterns: cl.Archbishop()},
		{Name: "prince", Letter: 'X', Patterns: cl.KnightThenRook()},
		{Name: "princess", Letter: 'Y', Patterns: cl.KnightThenBishop()},
	},
	Start:    "tnsyqkxsnt/ffffffffff/10/10/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT w KQkq - 0 1",
	Castling: &cl.Castling{King: 'Q', Rooks: "T", KingDistance: 3},
	Settings: cl.Settings{ClaimRepetition: 3},
})

// lancer is the skeleton of LancerChess (spec 2.2-2.4): the royal Queen on
// d1 moves as a king and castles two squares towards a Tower; the King
// moves as a queen.
var lancer = cl.MustNew(cl.Game{
	Name:  "lancer-skeleton",
	Shape: board.Shape8x8,
	Sides: [2]string{"white", "orange"},
	Kinds: []cl.Kind{
		{Name: "pikeman", Letter: 'P', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "KTB"}},
		{Name: "tower", Letter: 'T', Patterns: cl.Rook()},
		{Name: "noble", Letter: 'B', Patterns: cl.Bishop()},
		{Name: "king", Letter: 'K', Patterns: cl.Queen()},
		{Name: "queen", Letter: 'Q', Royal: true, Patterns: cl.King()},
	},
	Start:    "t2qk2t/pppppppp/8/8/8/8/PPPPPPPP/T2QK2T w KQkq - 0 1",
	Castling: &cl.Castling{King: 'Q', Rooks: "T", KingDistance: 2},
})

// qiPlacements is Xiangqi with both cannons held in hand and placed by the
// players first (spec 3.4): on an empty square of their own half that is
// not one of the five squares where the opponent's soldiers promote.
var qiPlacements = cl.MustNew(cl.Game{
	Name:        "qiplacements-skeleton",
	Shape:       board.Shape9x10,
	Sides:       [2]string{"blue", "green"},
	SideLetters: [2]string{"w", "b"},
	Kinds: []cl.Kind{
		{Name: "soldier", Letter: 'P', Pawn: true, Patterns: cl.Soldier(cl.Ranks(6, 10))},
		{Name: "horse", Letter: 'N', Patterns: []cl.Pattern{cl.Lame(board.XiangqiHorse())}},
		{Name: "protector", Letter: 'B', Region: cl.Ranks(1, 5), Patterns: []cl.Pattern{cl.Lame(board.XiangqiElephant())}},
		{Name: "attendant", Letter: 'A', Region: cl.Area("d1", "f3"), Patterns: cl.Ferz()},
		{Name: "princess", Letter: 'K', Royal: true, Region: cl.Area("d1", "f3"), Patterns: cl.Wazir()},
		{Name: "chariot", Letter: 'R', Patterns: cl.Rook()},
		{Name: "cannon", Letter: 'C', Patterns: cl.Cannon(),
			Drop: func(g *board.Geometry) (board.Set, error) {
				half, _ := cl.Ranks(1, 5)(g)
				forbidden, err := cl.Squares("a5", "c5", "e5", "g5", "i5")(g)
				return half.Minus(forbidden), err
			}},
	},
	Start:        "rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc] w - - 0 1",
	FacingRoyals: true,
	Settings:     cl.Settings{Stalemate: cl.StalemateLoses},
})

// twoKings is chess with two royal kings a side: no move may leave either
// attacked.
var twoKings = cl.MustNew(cl.Game{
	Name:  "two-kings",
	Shape: board.Shape8x8,
	Kinds: []cl.Kind{
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "QRBN"}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
		{Name: "bishop", Letter: 'B', Patterns: cl.Bishop()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
		{Name: "queen", Letter: 'Q', Patterns: cl.Queen()},
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
	},
	Start: "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1",
})

// fairy exercises patterns no classic game has: a (1,3) camel leaper, a
// rook limited to two steps, a hopper that also moves by hopping (a
// grasshopper-like "locust" without capture limits), optional promotion
// with a condition.
var fairy = cl.MustNew(cl.Game{
	Name:  "fairy-test",
	Shape: board.Shape8x8,
	Kinds: []cl.Kind{
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(1, nil),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(2), Into: "CW", Optional: true}},
		{Name: "camel", Letter: 'C', Patterns: []cl.Pattern{cl.Leaper(board.Symmetric(1, 3)...)}},
		{Name: "short rook", Letter: 'W', Patterns: []cl.Pattern{cl.Slider(board.Orthogonal...).Within(2)}},
		{Name: "hopper", Letter: 'H', Patterns: []cl.Pattern{{Type: cl.Hop, Vectors: cl.AllEight}}},
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
	},
	Start: "cwh1khwc/pppppppp/8/8/8/8/PPPPPPPP/CWH1KHWC w - - 0 1",
	Hooks: cl.Hooks{
		// No camel may be made on the a-file.
		CanPromote: func(p cl.Position, from, to board.Cell, into int) bool {
			return !(p.Rules().KindLetter(into) == 'C' && p.Board().Coord(to).File == 0)
		},
	},
})

// stormPieces has Storm's Prince (X) and Princess (Y) and nothing royal,
// to count their moves on an empty board.
func stormPieces(shape board.Shape) *cl.Rules {
	return cl.MustNew(cl.Game{
		Name:  "storm-pieces",
		Shape: shape,
		Kinds: []cl.Kind{
			{Name: "prince", Letter: 'X', Patterns: cl.KnightThenRook()},
			{Name: "princess", Letter: 'Y', Patterns: cl.KnightThenBishop()},
		},
		Start: "10/" + strings.Repeat("10/", shape.Ranks-2) + "10 w - - 0 1",
	})
}

var _ = variant.Side(0)

// arabella is the skeleton of Arabella, Traditional (spec 4.2-4.6,
// without the Jini): Swordsmen (S) step and promote to Horsemen (H);
// Siege-towers (T); Flying carpets (F, alfils) that the Princess or
// Enchantress (E, a royal ferz) and the Prince or Magician (M, a
// non-royal king) may ride: the pairs G (royal) and N. A side left without
// Persons (Swordsmen and Horsemen) loses.
var arabella = cl.MustNew(cl.Game{
	Name:  "arabella-skeleton",
	Shape: board.Shape8x8,
	Sides: [2]string{"enchantment", "kingdom"},
	Kinds: []cl.Kind{
		{Name: "swordsman", Letter: 'S', Pawn: true, Patterns: cl.Pawn(1, nil),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "H"}},
		{Name: "horseman", Letter: 'H', Patterns: cl.Knight()},
		{Name: "siege-tower", Letter: 'T', Patterns: cl.Rook()},
		{Name: "flying carpet", Letter: 'F', Patterns: cl.Alfil()},
		{Name: "princess", Letter: 'E', Royal: true, Patterns: cl.Ferz()},
		{Name: "prince", Letter: 'M', Patterns: cl.King()},
		{Name: "carpet with princess", Letter: 'G', Royal: true},
		{Name: "carpet with prince", Letter: 'N'},
	},
	Stacks: []cl.Stack{{Carrier: 'F', Passenger: 'E', Combined: 'G'}, {Carrier: 'F', Passenger: 'M', Combined: 'N'}},
	Start:  "thfemfht/ssssssss/8/8/8/8/SSSSSSSS/THFEMFHT w - - 0 1",
	Hooks:  cl.Hooks{Terminal: personsRule},
})

// personsRule (spec 4.6, A6): after a move, if the side to move has no
// Person the mover wins; otherwise, if the mover has none, it loses.
func personsRule(p cl.Position) variant.Outcome {
	r := p.Rules()
	persons := func(x variant.Side) bool {
		return !p.Cells(x, r.Kind('S')).Empty() || !p.Cells(x, r.Kind('H')).Empty()
	}
	stm := p.SideToMove()
	switch {
	case !persons(stm):
		return variant.Win(variant.SidesOf(stm^1), "all Persons captured")
	case !persons(stm ^ 1):
		return variant.Win(variant.SidesOf(stm), "no Person left")
	}
	return variant.Outcome{}
}
