package lancer

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Option keys of Meridian.
const (
	// OptRanks is Meridian's number of ranks: 10 (default) or 9 (spec 5.1,
	// M1).
	OptRanks = "ranks"
	// OptSouth and OptNorth are the sides' armies (spec 5.5): western
	// (Queen and King), eastern (Princess-royal and Prince-royal),
	// guardsqueen (Queen and Prince-royal) or guardsprincess
	// (Princess-royal and King).
	OptSouth = "south"
	OptNorth = "north"
	// OptEscape plays the Escape rule (spec 5.7); OptRestricted limits it to
	// games in which the checkmating side has its King or Prince-royal.
	OptEscape     = "escape"
	OptRestricted = "restricted"
)

// The armies of Meridian, as option values, and their royal piece and its
// heir (the piece that can be rescued).
var (
	meridianArmies = []string{"western", "eastern", "guardsqueen", "guardsprincess"}
	armyPieces     = map[string][2]byte{
		"western":        {mrQueen, mrKing},
		"eastern":        {mrPrincessRoyal, mrPrinceRoyal},
		"guardsqueen":    {mrQueen, mrPrinceRoyal},
		"guardsprincess": {mrPrincessRoyal, mrKing},
	}
	meridianRanks = []string{"10", "9"}
)

// Letters of the Meridian pieces.
const (
	mrPikeman        = 'P'
	mrHorseman       = 'N'
	mrChariot        = 'R'
	mrCannon         = 'C'
	mrShieldsman     = 'S'
	mrQueen          = 'Q'
	mrPrincessRoyal  = 'E'
	mrKing           = 'K'
	mrPrinceRoyal    = 'F'
	mrPikeCommander  = 'M'
	mrPikeLeader     = 'L'
	meridianPalaceSW = "d1"
	meridianPalaceNE = "f3"
)

// palace is South's palace, d1-f3 (spec 5.1); North's is its mirror image.
var palace = cl.Area(meridianPalaceSW, meridianPalaceNE)

// meridianStart is the start position of spec 5.3 for the armies and the
// number of ranks: the back ranks, the Pikemen in front except on the
// palace files, where three Pikemen stand on the fourth rank (North's
// mirrored), the King or Prince-royal in front of the
// royal piece; on 9 ranks North's pieces stand on ranks 9, 8 and 6.
func meridianStart(ranks int, south, north string) string {
	s, n := armyPieces[south], armyPieces[north]
	lower := func(b byte) string { return strings.ToLower(string(b)) }
	rows := []string{"rncs" + lower(n[0]) + "scnr", "ppp1" + lower(n[1]) + "1ppp", "9", "3ppp3"}
	for range ranks - 8 {
		rows = append(rows, "9")
	}
	rows = append(rows, "3PPP3", "9", "PPP1"+string(s[1])+"1PPP", "RNCS"+string(s[0])+"SCNR")
	return strings.Join(rows, "/") + "[] w - - 0 1"
}

// meridianGame describes Meridian on 9 files and the given ranks.
func meridianGame(ranks int) cl.Game {
	return cl.Game{
		Name:        "meridian",
		Description: "Meridian (G. Nicholls): Western and Chinese chess on 9x10 with palaces, Cannons and Pikemen; Western, Eastern and Combination armies, the Escape rule",
		Shape:       board.Shape{Files: 9, Ranks: ranks, Layers: 1},
		Sides:       [2]string{"gold", "sapphire"},
		SideLetters: [2]string{"w", "bs"},
		Kinds: []cl.Kind{
			{Name: "pikeman", Letter: mrPikeman, Pawn: true, Region: cl.Not(palace),
				Patterns: cl.Pawn(2, cl.Squares("a2", "i2")),
				Promotion: &cl.Promotion{Zone: cl.LastRanks(1),
					Into: string([]byte{mrPikeCommander, mrPikeLeader, mrHorseman}),
					Free: string([]byte{mrKing, mrPrinceRoyal})}},
			{Name: "horseman", Letter: mrHorseman, Patterns: cl.Knight()},
			{Name: "chariot", Letter: mrChariot, Patterns: cl.Rook()},
			{Name: "cannon", Letter: mrCannon, Patterns: cl.Cannon()},
			{Name: "shieldsman", Letter: mrShieldsman, Region: palace, Patterns: cl.Ferz()},
			{Name: "queen", Letter: mrQueen, Royal: true, Region: palace, Patterns: cl.King()},
			{Name: "princess-royal", Letter: mrPrincessRoyal, Royal: true, Region: palace, Patterns: cl.Wazir()},
			{Name: "king", Letter: mrKing, Patterns: cl.Queen()},
			{Name: "prince-royal", Letter: mrPrinceRoyal, Patterns: append(cl.Rook(), cl.Ferz()...)},
			{Name: "pike commander", Letter: mrPikeCommander, Patterns: []cl.Pattern{cl.Slider(cl.AllEight...).Within(2)}},
			{Name: "pike leader", Letter: mrPikeLeader, Patterns: []cl.Pattern{cl.Slider(board.Orthogonal...).Within(2)}},
		},
		Start:        meridianStart(ranks, meridianArmies[0], meridianArmies[0]),
		FacingRoyals: true,
		Captives:     true,
		Settings:     westernDraws,
		Options:      cl.OptionKeys,
		MoreOptions: []variant.OptionSpec{
			{Key: OptRanks, Kind: variant.Choice, Default: meridianRanks[0], Choices: meridianRanks,
				Doc: "the number of ranks: 10, or 9 (spec 5.1, M1)"},
			{Key: OptSouth, Kind: variant.Choice, Default: meridianArmies[0], Choices: meridianArmies,
				Doc: "South's army: western (Queen, King), eastern (Princess-royal, Prince-royal), guardsqueen (Queen, Prince-royal), guardsprincess (Princess-royal, King) (spec 5.5)"},
			{Key: OptNorth, Kind: variant.Choice, Default: meridianArmies[0], Choices: meridianArmies,
				Doc: "North's army, as south"},
			{Key: OptEscape, Kind: variant.Bool, Default: "false",
				Doc: "the Escape rule (spec 5.7): a checkmated royal piece may step out of its palace to a safe square, drawing the game"},
			{Key: OptRestricted, Kind: variant.Bool, Default: "false",
				Doc: "with escape: only when the checkmating side has its King or Prince-royal on the board"},
		},
		StartFor: func(o variant.Options) (string, error) {
			return meridianStart(ranks, o.Get(OptSouth), o.Get(OptNorth)), nil
		},
		ValidateOptions: func(o variant.Options) error {
			if o.Bool(OptRestricted) && !o.Bool(OptEscape) {
				return &variant.OptionError{Key: OptRestricted, Value: "true", Reason: "restricts the Escape rule: set escape too"}
			}
			return nil
		},
		Hooks: cl.Hooks{Terminal: escaped, CanPromote: pikePromotion, LastResort: escapeMoves, Valid: escapeValid, Evaluate: escapeEval},

		Protocols: meridianProtocols,
	}
}

// meridianPalaces are the palaces of South and North (spec 5.1) on the
// boards of 9 and 10 ranks (index ranks-9).
var meridianPalaces = func() (out [2][2]board.Set) {
	for i, ranks := range []int{9, 10} {
		g := board.MustNew(board.Shape{Files: 9, Ranks: ranks, Layers: 1})
		out[i] = [2]board.Set{g.Rect(3, 0, 5, 2), g.Rect(3, ranks-3, 5, ranks-1)}
	}
	return out
}()

// palaceOf returns side x's palace.
func palaceOf(g *board.Geometry, x variant.Side) board.Set {
	return meridianPalaces[g.Shape().Ranks-9][x]
}

// royalOf returns the cell and the letter of side x's royal piece.
func royalOf(p cl.Position, x variant.Side) (board.Cell, byte) {
	r := p.Rules()
	if c := p.Cells(x, r.Kind(mrQueen)).First(); c != board.NoCell {
		return c, mrQueen
	}
	return p.Cells(x, r.Kind(mrPrincessRoyal)).First(), mrPrincessRoyal
}

// escaped ends the game as a Draw by Escape once a royal piece stands
// outside its palace, where only an Escape can have taken it (spec 5.7).
func escaped(p cl.Position) variant.Outcome {
	for x := range variant.Side(2) {
		if c, _ := royalOf(p, x); c != board.NoCell && !palaceOf(p.Board(), x).Has(c) {
			return variant.Draw("escape")
		}
	}
	return variant.Outcome{}
}

// escapeValid: a royal piece stands outside its palace only after an
// Escape (spec 5.7), which needs the option escape, ends the game, and was
// the last move: by the side not to move, and by one side only.
func escapeValid(p cl.Position, study bool) error {
	if study {
		return nil
	}
	for x := range variant.Side(2) {
		c, letter := royalOf(p, x)
		if c == board.NoCell || palaceOf(p.Board(), x).Has(c) {
			continue
		}
		name := p.Rules().KindName(p.Rules().Kind(letter))
		side := p.Rules().Game().Sides[x]
		switch {
		case !p.Options().Bool(OptEscape):
			return cl.Invalid(cl.RuleUnreachable, "%s's %s is outside its palace, where only an Escape takes it, and the Escape rule is off (option escape)", side, name)
		case x == p.SideToMove():
			return cl.Invalid(cl.RuleUnreachable, "%s's %s is outside its palace, but an Escape ends the game: %s cannot be to move", side, name, side)
		}
	}
	return nil
}

// EscapeSquares returns the Escape squares of the side to move (spec
// 5.7): the squares outside its palace that its royal piece reaches by its
// usual move (a King step for the Queen, an orthogonal step for the
// Princess-royal) from where it stands, empty or enemy-occupied, on which
// it would not be attacked (the facing rule included). It does not ask
// whether the side is checkmated or the Escape rule is in force.
func EscapeSquares(p cl.Position) board.Set {
	x := p.SideToMove()
	c, letter := royalOf(p, x)
	if c == board.NoCell {
		return board.Set{}
	}
	steps := board.Orthogonal
	if letter == mrQueen {
		steps = cl.AllEight
	}
	g := p.Board()
	pal := palaceOf(g, x)
	var out board.Set
	for _, d := range steps {
		if t := g.Step(c, d); t != board.NoCell && !pal.Has(t) && p.SafeStep(c, t) {
			out = out.With(t)
		}
	}
	return out
}

// escapeMoves is the Escape rule (spec 5.7): a checkmated side may move its
// royal piece to an Escape square, when the rule is in force (and, if
// restricted, the checkmating side has its King or Prince-royal).
func escapeMoves(p cl.Position) (board.Cell, board.Set) {
	if !escapeInForce(p) {
		return board.NoCell, board.Set{}
	}
	c, _ := royalOf(p, p.SideToMove())
	return c, EscapeSquares(p)
}

// escapeInForce reports whether the Escape rule is in force for the side
// to move: the option escape is on and, if restricted, the other side has
// its King or Prince-royal on the board.
func escapeInForce(p cl.Position) bool {
	o := p.Options()
	if !o.Bool(OptEscape) {
		return false
	}
	if o.Bool(OptRestricted) {
		r := p.Rules()
		x := p.SideToMove()
		return !p.Cells(x^1, r.Kind(mrKing)).Union(p.Cells(x^1, r.Kind(mrPrinceRoyal))).Empty()
	}
	return true
}

// EscapeWeight is what each Escape square (up to two) of a royal piece in
// check is worth to the evaluation under the Escape rule (spec 5.7): a
// mate there is only a draw.
const EscapeWeight = 50

// escapeEval is Meridian's term of the evaluation: with the Escape rule
// in force (spec 5.7), the side to move, in check, counts EscapeWeight for
// each of its Escape squares, up to two, and its opponent as much less: the
// threat of mate against it is worth less. Without the rule, or out of
// check, nothing.
func escapeEval(p cl.Position, x variant.Side) int {
	if !escapeInForce(p) || !p.InCheck() {
		return 0
	}
	v := EscapeWeight * min(EscapeSquares(p).Count(), 2)
	if x == p.SideToMove() {
		return v
	}
	return -v
}

// pikePromotion allows the Pike commander when an army has a Western piece
// (Queen or King), the Pike leader when one has an Eastern piece
// (Princess-royal or Prince-royal) (spec 5.4: Western commander, Eastern
// leader, Combination either).
func pikePromotion(p cl.Position, _, _ board.Cell, into int) bool {
	letter := p.Rules().KindLetter(into)
	if letter != mrPikeCommander && letter != mrPikeLeader {
		return true
	}
	o := p.Options()
	for _, key := range []string{OptSouth, OptNorth} {
		a := armyPieces[o.Get(key)]
		western := a[0] == mrQueen || a[1] == mrKing
		eastern := a[0] == mrPrincessRoyal || a[1] == mrPrinceRoyal
		if (letter == mrPikeCommander && western) || (letter == mrPikeLeader && eastern) {
			return true
		}
	}
	return false
}

// meridianRules are Meridian on 10 and on 9 ranks.
var meridianRules = cl.MustNewFamily(
	cl.Member{Game: meridianGame(10)},
	cl.Member{Game: meridianGame(9), Options: OptRanks + "=" + meridianRanks[1]},
)

// Meridian and Meridian9 are G. Nicholls' Meridian (spec 5) on 9x10 and
// on 9x9, registered as "meridian"; the option ranks chooses between them,
// the options south and north the armies (presets western, eastern,
// combination, combination-swapped), the option escape the Escape rule.
var (
	Meridian  = meridianRules[0]
	Meridian9 = meridianRules[1]
)

// MeridianStart is the start position of Meridian, Western, on 9x10 (spec
// 5.3).
const MeridianStart = "rncsqscnr/ppp1k1ppp/9/3ppp3/9/9/3PPP3/9/PPP1K1PPP/RNCSQSCNR[] w - - 0 1"

func init() {
	v := Meridian.Variant()
	armies := func(south, north string) []variant.Setting {
		return []variant.Setting{{Key: OptSouth, Value: south}, {Key: OptNorth, Value: north}}
	}
	v.Presets = []variant.Preset{
		{Name: "western", Doc: "Western: Queen (royal) and King on both sides (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 5.5)", Settings: armies("western", "western")},
		{Name: "eastern", Doc: "Eastern: Princess-royal (royal) and Prince-royal on both sides (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 5.5)", Settings: armies("eastern", "eastern")},
		{Name: "combination", Doc: "Combination: South guards the Queen (Queen, Prince-royal), North the Princess-royal (Princess-royal, King) (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 5.5; decision M10)",
			Settings: armies("guardsqueen", "guardsprincess")},
		{Name: "combination-swapped", Doc: "Combination with the armies swapped (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 5.5)", Settings: armies("guardsprincess", "guardsqueen")},
	}
	v.Rules = variant.MarkdownSections(rulesText, "1.", "5.", "8.")
	variant.Register(v)
}
