package chesslike_test

import (
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// The Nicholls games' specification (lancer/RULES.md, section
// 7) gives perft counts of its reconstructed arrays, computed there by an
// independent program. Skeletons of those games on the kernel (the rules
// that matter within three or four plies) reproduce them: a cross-check of
// the kernel's patterns, zones, multi-steps, castling and facing rule
// against another implementation.

func perftWant(t *testing.T, name string, p cl.Position, want ...uint64) {
	t.Helper()
	for d, w := range want {
		if d+1 > 3 && !varianttest.Long() {
			break
		}
		if got := variant.Perft[cl.Position, cl.Move](p, d+1); got != w {
			t.Errorf("%s: perft(%d) = %d, want %d", name, d+1, got, w)
		}
	}
}

// lancerGame is LancerChess (spec 2) with the Clash army's Knights: the
// King's Lancer (L) leaps one or two squares orthogonally, the Queen's
// Lancer (J) one or two diagonally.
var lancerGame = cl.MustNew(cl.Game{
	Name:  "lancerchess-skeleton",
	Shape: board.Shape8x8,
	Sides: [2]string{"white", "orange"},
	Kinds: []cl.Kind{
		{Name: "pikeman", Letter: 'P', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "KTB"}},
		{Name: "tower", Letter: 'T', Patterns: cl.Rook()},
		{Name: "noble", Letter: 'B', Patterns: cl.Bishop()},
		{Name: "king", Letter: 'K', Patterns: cl.Queen()},
		{Name: "queen", Letter: 'Q', Royal: true, Patterns: cl.King()},
		{Name: "king's lancer", Letter: 'L', Patterns: []cl.Pattern{cl.Leaper(board.Join(board.Orthogonal, board.Scale(board.Orthogonal, 2))...)}},
		{Name: "queen's lancer", Letter: 'J', Patterns: []cl.Pattern{cl.Leaper(board.Join(board.Diagonal, board.Scale(board.Diagonal, 2))...)}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
	},
	Start:    "tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1",
	Castling: &cl.Castling{King: 'Q', Rooks: "T", KingDistance: 2},
})

// Spec 7.1.6-7.1.8: LancerChess 18, 324, 6,770, 140,739 (royal Queen on
// d); with the royal on e 140,759 at depth 4; Clash (South Knights) 20,
// 360, 8,012, 166,645, and 166,665 with the royal on e.
func TestNichollsLancer(t *testing.T) {
	perftWant(t, "LancerChess", lancerGame.Start(), 18, 324, 6770, 140739)
	perftWant(t, "LancerChess, royal on e", parse(t, lancerGame, "tjbkqblt/pppppppp/8/8/8/8/PPPPPPPP/TJBKQBLT w KQkq - 0 1"), 18, 324, 6770, 140759)
	perftWant(t, "Clash", parse(t, lancerGame, "tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TNBQKBNT w KQkq - 0 1"), 20, 360, 8012, 166645)
	if varianttest.Long() {
		perftWant(t, "Clash, royal on e", parse(t, lancerGame, "tjbkqblt/pppppppp/8/8/8/8/PPPPPPPP/TNBKQBNT w KQkq - 0 1"), 20, 360, 8012, 166665)
	}
}

// Storm and Crossfire on 10x8 (spec 6): Foresters double-step only.
var storm8 = cl.MustNew(cl.Game{
	Name:  "storm8-skeleton",
	Shape: board.Shape10x8,
	Sides: [2]string{"white", "orange"},
	Kinds: []cl.Kind{
		{Name: "forester", Letter: 'F', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "TNS"}},
		{Name: "knight", Letter: 'N', Patterns: cl.Knight()},
		{Name: "tower", Letter: 'T', Patterns: cl.Rook()},
		{Name: "king", Letter: 'K', Patterns: cl.Queen()},
		{Name: "queen", Letter: 'Q', Royal: true, Patterns: cl.King()},
		{Name: "service-maiden", Letter: 'S', Patterns: cl.Bishop()},
		{Name: "adviser", Letter: 'A', Patterns: cl.Archbishop()},
		{Name: "precedent", Letter: 'C', Patterns: cl.Chancellor()},
		{Name: "prince", Letter: 'X', Patterns: cl.KnightThenRook()},
		{Name: "princess", Letter: 'Y', Patterns: cl.KnightThenBishop()},
	},
	Start:    "tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT w KQkq - 0 1",
	Castling: &cl.Castling{King: 'Q', Rooks: "T", KingDistance: 3},
})

// Crossfire is on 10x10 too: storm10 lacks the Precedent.
var storm10c = func() *cl.Rules {
	g := storm10.Game()
	g.Name = "crossfire10-skeleton"
	g.Kinds = append(g.Kinds[:len(g.Kinds):len(g.Kinds)], cl.Kind{Name: "precedent", Letter: 'C', Patterns: cl.Chancellor()})
	return cl.MustNew(g)
}()

// Spec 7.5.5-7.5.6: Storm 10x8 42, 1,674, 69,857; 10x10 57, 3,101,
// 174,796; Crossfire (South: T N Pc SM Q K SM Ad N T) 10x8 28, 1,167,
// 35,978; 10x10 38, 2,150, 86,380.
func TestNichollsStorm(t *testing.T) {
	perftWant(t, "Storm 10x8", storm8.Start(), 42, 1674, 69857)
	perftWant(t, "Storm 10x10", storm10.Start(), 57, 3101, 174796)
	perftWant(t, "Crossfire 10x8", parse(t, storm8, "tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNCSQKSANT w KQkq - 0 1"), 28, 1167, 35978)
	perftWant(t, "Crossfire 10x10", parse(t, storm10c, "tnsyqkxsnt/ffffffffff/10/10/10/10/10/10/FFFFFFFFFF/TNCSQKSANT w KQkq - 0 1"), 38, 2150, 86380)
}

// meridian is Meridian (spec 5) on 9x10: royal Queen (king steps) or
// Princess-royal (orthogonal steps) in the palace d1-f3, the King (queen
// moves) or Prince-royal (rook plus ferz), Chariots, Horsemen (knights),
// Cannons, Shieldsmen (ferz in the palace), Pikemen that never enter their
// own palace and double-step only from a2 and i2; royals may not face.
var meridian = cl.MustNew(cl.Game{
	Name:  "meridian-skeleton",
	Shape: board.Shape9x10,
	Sides: [2]string{"gold", "sapphire"},
	Kinds: []cl.Kind{
		{Name: "pikeman", Letter: 'P', Pawn: true, Region: cl.Not(cl.Area("d1", "f3")),
			Patterns:  cl.Pawn(2, cl.Squares("a2", "i2")),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "N"}},
		{Name: "horseman", Letter: 'N', Patterns: cl.Knight()},
		{Name: "chariot", Letter: 'R', Patterns: cl.Rook()},
		{Name: "cannon", Letter: 'C', Patterns: cl.Cannon()},
		{Name: "shieldsman", Letter: 'A', Region: cl.Area("d1", "f3"), Patterns: cl.Ferz()},
		{Name: "queen", Letter: 'Q', Royal: true, Region: cl.Area("d1", "f3"), Patterns: cl.King()},
		{Name: "princess-royal", Letter: 'E', Royal: true, Region: cl.Area("d1", "f3"), Patterns: cl.Wazir()},
		{Name: "king", Letter: 'K', Patterns: cl.Queen()},
		{Name: "prince-royal", Letter: 'F', Patterns: append(cl.Rook(), cl.Ferz()...)},
	},
	Start:        "rncaqacnr/ppp1k1ppp/9/3ppp3/9/9/3PPP3/9/PPP1K1PPP/RNCAQACNR w - - 0 1",
	FacingRoyals: true,
})

// Spec 7.4.6: Western 32, 968, 31,685; Eastern 24, 576, 15,139;
// Combination (South Queen and Prince-royal, North Princess-royal and
// King) 26, 780, 20,745.
func TestNichollsMeridian(t *testing.T) {
	perftWant(t, "Western", meridian.Start(), 32, 968, 31685)
	perftWant(t, "Eastern", parse(t, meridian, "rncaeacnr/ppp1f1ppp/9/3ppp3/9/9/3PPP3/9/PPP1F1PPP/RNCAEACNR w - - 0 1"), 24, 576, 15139)
	perftWant(t, "Combination", parse(t, meridian, "rncaeacnr/ppp1k1ppp/9/3ppp3/9/9/3PPP3/9/PPP1F1PPP/RNCAQACNR w - - 0 1"), 26, 780, 20745)
}

// Spec 7.2.7: engagement perft (South to move) after the other named
// placements: Accelerated (d4 f4 / d7 f7) 30, 902, 29,936; Encounter with
// South Traditional (b3 h3 / d7 f7) 46, 1,558, 68,296; Encounter with North
// Traditional (d4 f4 / b8 h8) 34, 1,554, 58,380.
func TestNichollsQiPlacements(t *testing.T) {
	for _, c := range []struct {
		name       string
		placements []string
		want       []uint64
	}{
		{"Accelerated", []string{"C@f4", "C@d7", "C@d4", "C@f7"}, []uint64{30, 902, 29936}},
		{"Encounter, South Traditional", []string{"C@h3", "C@d7", "C@b3", "C@f7"}, []uint64{46, 1558, 68296}},
		{"Encounter, North Traditional", []string{"C@f4", "C@b8", "C@d4", "C@h8"}, []uint64{34, 1554, 58380}},
	} {
		perftWant(t, c.name, play(t, qiPlacements.Start(), c.placements...), c.want...)
	}
}
