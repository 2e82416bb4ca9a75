package lancer

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// LancerStart is the start position of LancerChess (spec 2.3): the royal
// Queen on d1/d8, the King on e1/e8, Queen's Lancers (J) on b1/b8, King's
// Lancers (L) on g1/g8.
const LancerStart = "tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1"

// Option keys of LancerChess.
const (
	// OptClash plays Clash (spec 2.7): one side has Knights instead of
	// Lancers.
	OptClash = "clash"
	// OptKnights is the side with the Knights in Clash: south (default) or
	// north.
	OptKnights = "knights"
	// OptRoyalOnKingsFile puts the royal Queen on e1/e8 and the King on
	// d1/d8 (spec 2.3, L1), castling as in Western chess.
	OptRoyalOnKingsFile = "royalonkingsfile"
	// OptDeadPositions draws the positions in which no checkmate is possible
	// (spec 2.6).
	OptDeadPositions = "deadpositions"
)

// sideNames are the option values naming the sides, South first.
var sideNames = []string{"south", "north"}

// westernDraws are the draw rules of Western chess that spec 2.6 and 6.8
// adopt: the threefold repetition and the 50-move rule may be claimed, the
// fivefold repetition and the 75-move rule end the game.
var westernDraws = cl.Settings{
	Stalemate:       cl.StalemateDraws,
	MoveLimit:       75,
	ClaimMoveLimit:  50,
	Repetition:      5,
	ClaimRepetition: 3,
}

// Letters of the LancerChess pieces.
const (
	lcPikeman      = 'P'
	lcTower        = 'T'
	lcNoble        = 'B'
	lcKing         = 'K'
	lcQueen        = 'Q'
	lcKingsLancer  = 'L'
	lcQueensLancer = 'J'
	lcKnight       = 'N'
)

// KingsLancer is the King's Lancer's move (spec 2.2): one or two squares
// along a rank or file, jumping over the square between.
func KingsLancer() []cl.Pattern {
	return []cl.Pattern{cl.Leaper(board.Join(board.Orthogonal, board.Scale(board.Orthogonal, 2))...)}
}

// QueensLancer is the Queen's Lancer's move (spec 2.2): one or two squares
// diagonally, jumping over the square between.
func QueensLancer() []cl.Pattern {
	return []cl.Pattern{cl.Leaper(board.Join(board.Diagonal, board.Scale(board.Diagonal, 2))...)}
}

// LancerChess is G. Nicholls' LancerChess (spec 2), with Clash (spec 2.7)
// as the option clash.
var LancerChess = cl.MustNew(cl.Game{
	Name:        "lancerchess",
	Description: "LancerChess (G. Nicholls): the royal Queen steps as a king, the King moves as a queen, King's and Queen's Lancers; option clash",
	Shape:       board.Shape8x8,
	Sides:       [2]string{"white", "orange"},
	SideLetters: [2]string{"w", "bo"},
	Kinds: []cl.Kind{
		{Name: "pikeman", Letter: lcPikeman, Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "KTBLJN"}},
		{Name: "tower", Letter: lcTower, Patterns: cl.Rook()},
		{Name: "noble", Letter: lcNoble, Patterns: cl.Bishop()},
		{Name: "king", Letter: lcKing, Patterns: cl.Queen()},
		{Name: "queen", Letter: lcQueen, Royal: true, Patterns: cl.King()},
		{Name: "king's lancer", Letter: lcKingsLancer, Patterns: KingsLancer()},
		{Name: "queen's lancer", Letter: lcQueensLancer, Patterns: QueensLancer()},
		{Name: "knight", Letter: lcKnight, Patterns: cl.Knight()},
	},
	Start:    LancerStart,
	Castling: &cl.Castling{King: lcQueen, Rooks: string(lcTower), KingDistance: 2},
	Settings: westernDraws,
	Options:  cl.OptionKeys,
	MoreOptions: []variant.OptionSpec{
		{Key: OptClash, Kind: variant.Bool, Default: "false",
			Doc: "Clash (spec 2.7): one side plays the Western pieces, with Knights instead of Lancers"},
		{Key: OptKnights, Kind: variant.Choice, Default: "south", Choices: sideNames,
			Doc: "in Clash, the side with the Knights (spec 2.7: South in meaningful games)"},
		{Key: OptRoyalOnKingsFile, Kind: variant.Bool, Default: "false",
			Doc: "the royal Queen on e1/e8 and the King on d1/d8 (spec 2.3, L1); Western castling"},
		{Key: OptDeadPositions, Kind: variant.Bool, Default: "true",
			Doc: "draw when no checkmate is possible: lone Queens, Queen with colour-bound pieces on one colour or one Knight against a lone Queen (spec 2.6)"},
	},
	StartFor: lancerStart,
	ValidateOptions: func(o variant.Options) error {
		if !o.Bool(OptClash) && o.Get(OptKnights) != sideNames[0] {
			return &variant.OptionError{Key: OptKnights, Value: o.Get(OptKnights), Reason: "the Knights belong to Clash: set clash too"}
		}
		return nil
	},
	Hooks: cl.Hooks{Terminal: lancerDead, CanPromote: lancerPromotion},

	Protocols: lancerChessProtocols,
})

// lancerStart returns the start position for the options: the royal Queen
// on d or e, and in Clash the Knights on b and g of one side (spec 2.3,
// 2.7).
func lancerStart(o variant.Options) (string, error) {
	lancers := []byte("TJBQKBLT")
	if o.Bool(OptRoyalOnKingsFile) {
		lancers[3], lancers[4] = lcKing, lcQueen
	}
	knights := []byte(string(lancers))
	knights[1], knights[6] = lcKnight, lcKnight
	south, north := string(lancers), string(lancers)
	if o.Bool(OptClash) {
		if o.Get(OptKnights) == sideNames[0] {
			south = string(knights)
		} else {
			north = string(knights)
		}
	}
	return strings.ToLower(north) + "/pppppppp/8/8/8/8/PPPPPPPP/" + south + " w KQkq - 0 1", nil
}

// knightsSide reports whether side x plays with Knights (Clash's Western
// side) rather than Lancers.
func knightsSide(o variant.Options, x variant.Side) bool {
	return o.Bool(OptClash) && o.Get(OptKnights) == sideNames[x]
}

// dark reports whether c is a dark square: a1 is dark on every board (spec
// 1).
func dark(g *board.Geometry, c board.Cell) bool {
	co := g.Coord(c)
	return (co.File+co.Rank)%2 == 0
}

// lancerPromotion decides the promotion choices of spec 2.5 and 2.7: the
// Lancer side gets a King's Lancer on squares of the colour of its own
// original King's Lancer square (g1, g8), a Queen's Lancer on the other
// colour; Clash's Western side gets a Knight instead; King, Tower
// (Siege-tower) and Noble are open to both.
func lancerPromotion(p cl.Position, _, to board.Cell, into int) bool {
	r := p.Rules()
	x := p.SideToMove()
	switch r.KindLetter(into) {
	case lcKnight:
		return knightsSide(p.Options(), x)
	case lcKingsLancer, lcQueensLancer:
		if knightsSide(p.Options(), x) {
			return false
		}
		g := p.Board()
		home := 0
		if x == 1 {
			home = g.Shape().Ranks - 1
		}
		kl := dark(g, to) == dark(g, g.CellAt(board.Coord{File: 6, Rank: home}))
		return kl == (r.KindLetter(into) == lcKingsLancer)
	}
	return true
}

// lancerDead finds the dead positions of spec 2.6 (option deadpositions):
// against a lone Queen, the other side has only its Queen, or its Queen
// and colour-bound pieces (Nobles, Queen's Lancers) all on squares of one
// colour, or its Queen and one Knight.
func lancerDead(p cl.Position) variant.Outcome {
	for x := range variant.Side(2) {
		if p.Side(x).Count() != 1 {
			continue
		}
		if !p.Options().Bool(OptDeadPositions) {
			return variant.Outcome{}
		}
		r := p.Rules()
		other := x ^ 1
		rest := p.Side(other).Minus(p.Cells(other, r.Kind(lcQueen)))
		bound := p.Cells(other, r.Kind(lcNoble)).Union(p.Cells(other, r.Kind(lcQueensLancer)))
		knights := p.Cells(other, r.Kind(lcKnight))
		dead := false
		switch {
		case rest.Empty():
			dead = true
		case rest == knights:
			dead = knights.Count() == 1
		case rest == bound:
			light, darkSq := false, false
			for c := range bound.All {
				if dark(p.Board(), c) {
					darkSq = true
				} else {
					light = true
				}
			}
			dead = !(light && darkSq)
		}
		if dead {
			return variant.Draw("dead position")
		}
		return variant.Outcome{}
	}
	return variant.Outcome{}
}

func init() {
	v := LancerChess.Variant()
	v.Aliases = []string{"lancer"}
	v.Presets = []variant.Preset{
		{Name: "clash", Doc: "Clash: South plays the Western pieces with Knights, North LancerChess (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 2.7)",
			Settings: []variant.Setting{{Key: OptClash, Value: "true"}}},
	}
	v.Rules = variant.MarkdownSections(rulesText, "1.", "2.", "8.")
	variant.Register(v)
}
