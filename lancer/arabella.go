package lancer

import (
	"errors"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Option keys of Arabella.
const (
	// OptVariation is Arabella's variation: arabella (default), invasion
	// (spec 4.8) or steps ("Arabian chess as in Steps", spec 4.9).
	OptVariation = "variation"
	// OptModern plays the Modern variation (spec 4.7): Swordsmen
	// double-step and take en passant, the Regal pieces swap squares.
	OptModern = "modern"
	// OptJiniMove is the Jini's move (spec 4.2, A2): kingknight (default),
	// kingalfilknight or kingalfil.
	OptJiniMove = "jinimove"
)

// The option values of Arabella.
var (
	arabellaVariations = []string{"arabella", "invasion", "steps"}
	jiniMoves          = []string{"kingknight", "kingalfilknight", "kingalfil"}
)

// Letters of the Arabella pieces. Enchantment (South) and the Kingdom
// (North) have pieces of their own for their Regal pieces, so that each
// variation can make the ones it names royal: the Enchantress (E) and the
// Princess (I) step as a ferz, the Magician (M) and the Prince (P) as a
// king. A Flying carpet with a passenger is a kind of its own.
const (
	arSwordsman   = 'S'
	arHorseman    = 'H'
	arTower       = 'T'
	arJini        = 'J'
	arCarpet      = 'F'
	arCatapult    = 'A'
	arEnchantress = 'E'
	arMagician    = 'M'
	arPrincess    = 'I'
	arPrince      = 'P'
	// Flying carpets carrying the Enchantress, the Magician, the
	// Princess, the Prince.
	arCarpetEnchantress = 'X'
	arCarpetMagician    = 'Y'
	arCarpetPrincess    = 'U'
	arCarpetPrince      = 'V'
	// MaxJiniReleases is how often a side may release its Jini in a game
	// (spec 4.5).
	MaxJiniReleases = 3
)

// arabellaGame describes a variation of Arabella.
func arabellaGame(variation string, modern bool, jini string) cl.Game {
	royal := map[byte]bool{}
	var stacks []cl.Stack
	switch variation {
	case "arabella":
		royal[arEnchantress], royal[arPrincess] = true, true
		stacks = []cl.Stack{
			{Carrier: arCarpet, Passenger: arEnchantress, Combined: arCarpetEnchantress},
			{Carrier: arCarpet, Passenger: arMagician, Combined: arCarpetMagician},
			{Carrier: arCarpet, Passenger: arPrincess, Combined: arCarpetPrincess},
			{Carrier: arCarpet, Passenger: arPrince, Combined: arCarpetPrince},
		}
	case "invasion":
		royal[arMagician], royal[arPrincess] = true, true
		stacks = []cl.Stack{
			{Carrier: arCarpet, Passenger: arPrincess, Combined: arCarpetPrincess},
			{Carrier: arCarpet, Passenger: arPrince, Combined: arCarpetPrince},
		}
	case "steps":
		royal[arMagician], royal[arPrince] = true, true
	}
	swordsman := cl.Pawn(1, nil)
	if modern {
		swordsman = cl.Pawn(2, cl.Ranks(2, 2))
	}
	jiniPatterns := append(cl.King(), cl.Knight()...)
	switch jini {
	case "kingalfilknight":
		jiniPatterns = append(jiniPatterns, cl.Alfil()...)
	case "kingalfil":
		jiniPatterns = append(cl.King(), cl.Alfil()...)
	}
	kinds := []cl.Kind{
		{Name: "swordsman", Letter: arSwordsman, Pawn: true, Patterns: swordsman,
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: string([]byte{arJini, arHorseman})}},
		{Name: "horseman", Letter: arHorseman, Patterns: cl.Knight()},
		{Name: "siege-tower", Letter: arTower, Patterns: cl.Rook()},
		{Name: "jini", Letter: arJini, Patterns: jiniPatterns},
		{Name: "flying carpet", Letter: arCarpet, Patterns: cl.Alfil()},
		{Name: "catapult", Letter: arCatapult, Patterns: cl.Alfil()},
		{Name: "enchantress", Letter: arEnchantress, Royal: royal[arEnchantress], Patterns: cl.Ferz()},
		{Name: "magician", Letter: arMagician, Royal: royal[arMagician], Patterns: cl.King()},
		{Name: "princess", Letter: arPrincess, Royal: royal[arPrincess], Patterns: cl.Ferz()},
		{Name: "prince", Letter: arPrince, Royal: royal[arPrince], Patterns: cl.King()},
	}
	names := map[byte]string{arEnchantress: "enchantress", arMagician: "magician", arPrincess: "princess", arPrince: "prince"}
	for _, st := range stacks {
		kinds = append(kinds, cl.Kind{Name: "flying carpet with " + names[st.Passenger], Letter: st.Combined, Royal: royal[st.Passenger]})
	}
	return cl.Game{
		Name:        "arabella",
		Description: "Arabella (G. Nicholls): Arabian chess with Flying carpets, the Jini and the capture of all Persons; Invasion, Steps-Arabian, Traditional or Modern",
		Shape:       board.Shape8x8,
		Sides:       [2]string{"enchantment", "kingdom"},
		Kinds:       kinds,
		Stacks:      stacks,
		Start:       arabellaStart(variation, modern),
		Settings:    westernDraws,
		Options:     cl.OptionKeys,
		MoreOptions: []variant.OptionSpec{
			{Key: OptVariation, Kind: variant.Choice, Default: arabellaVariations[0], Choices: arabellaVariations,
				Doc: "arabella; invasion: the Magician is royal, Enchantment has Catapults (spec 4.8); steps: Magician and Prince royal, Catapults on both sides (spec 4.9)"},
			{Key: OptModern, Kind: variant.Bool, Default: "false",
				Doc: "Modern (spec 4.7): Swordsmen double-step and take en passant, the Regal pieces change squares"},
			{Key: OptJiniMove, Kind: variant.Choice, Default: jiniMoves[0], Choices: jiniMoves,
				Doc: "the Jini's move (spec 4.2, A2): king and knight, king, alfil and knight, or king and alfil"},
		},
		Hooks: cl.Hooks{
			Terminal:   personsRule,
			Evaluate:   personsEval,
			CanPromote: jiniRelease,
			NextState:  jiniNextState,
			StateText:  jiniStateText,
			ParseState: jiniParseState,
			Valid:      jiniValid,
		},
	}
}

// arabellaStart is the start position (spec 4.3): the Shatranj array with
// the Ferz-moving Regal piece on d and the King-moving one on e (swapped
// in Modern), Flying carpets on c and f (Catapults for Enchantment in
// Invasion, for both in Steps); the Jinis in their Lamps.
func arabellaStart(variation string, modern bool) string {
	south, north := []byte("THFEMFHT"), []byte("THFIPFHT")
	if variation != "arabella" {
		south[2], south[5] = arCatapult, arCatapult
	}
	if variation == "steps" {
		north[2], north[5] = arCatapult, arCatapult
	}
	if modern {
		south[3], south[4] = south[4], south[3]
		north[3], north[4] = north[4], north[3]
	}
	return strings.ToLower(string(north)) + "/ssssssss/8/8/8/8/SSSSSSSS/" + string(south) + "{00} w - - 0 1"
}

// personsRule (spec 4.6, A6): after a move, if the side to move has no
// Person (Swordsman or Horseman) on the board, the side that moved wins;
// otherwise, if the side that moved has none, it loses.
func personsRule(p cl.Position) variant.Outcome {
	r := p.Rules()
	persons := func(x variant.Side) bool {
		return !p.Cells(x, r.Kind(arSwordsman)).Union(p.Cells(x, r.Kind(arHorseman))).Empty()
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

// personsScarcity is what a side's last Persons are worth to the
// evaluation beyond their material, by how many it has left (spec 4.6: the
// capture of the last one loses): nothing while it has four or more.
var personsScarcity = [...]int{0, 600, 250, 100}

// personsEval is Arabella's term of the evaluation (spec 4.6): the
// scarcity of side x's Persons (Swordsmen and Horsemen) against the
// opponent's, personsScarcity by the number each has left.
func personsEval(p cl.Position, x variant.Side) int {
	r := p.Rules()
	s, h := r.Kind(arSwordsman), r.Kind(arHorseman)
	scarcity := func(y variant.Side) int {
		if n := p.Cells(y, s).Count() + p.Cells(y, h).Count(); n < len(personsScarcity) {
			return personsScarcity[n]
		}
		return 0
	}
	return scarcity(x^1) - scarcity(x)
}

// The Jini releases are the position's state: 2 bits per side.

// JiniReleases returns how many times side x has released its Jini in
// the game of p (spec 4.5).
func JiniReleases(p cl.Position, x variant.Side) int {
	return int(p.State() >> (2 * x) & 3)
}

// jiniRelease allows a promotion to the Jini only while the side's Jini
// is in his Lamp and it has released him fewer than three times (spec
// 4.5); to the Horseman always.
func jiniRelease(p cl.Position, _, _ board.Cell, into int) bool {
	r := p.Rules()
	if r.KindLetter(into) != arJini {
		return true
	}
	x := p.SideToMove()
	return p.Cells(x, into).Empty() && JiniReleases(p, x) < MaxJiniReleases
}

func jiniNextState(p cl.Position, m cl.Move) uint32 {
	s := p.State()
	if k, ok := m.Promotion(); ok && p.Rules().KindLetter(k) == arJini {
		s += 1 << (2 * p.SideToMove())
	}
	return s
}

func jiniStateText(p cl.Position) string {
	return strconv.Itoa(JiniReleases(p, 0)) + strconv.Itoa(JiniReleases(p, 1))
}

// jiniParseState reads the Jini releases: two digits 0-3, Enchantment's
// then the Kingdom's. Without them, a Jini on the board counts as one
// release. A side has at most one Jini, and only if it has released him.
func jiniParseState(p cl.Position, text string) (uint32, error) {
	j := p.Rules().Kind(arJini)
	var s uint32
	for x := range variant.Side(2) {
		on := p.Cells(x, j).Count()
		if on > 1 {
			return 0, errors.New("a side has one Jini")
		}
		n := on
		if text != "" {
			if len(text) != 2 || text[x] < '0' || text[x] > '0'+MaxJiniReleases {
				return 0, errors.New("releases of the Jini: want two digits 0-3, Enchantment's and the Kingdom's")
			}
			n = int(text[x] - '0')
		}
		if n < on {
			return 0, errors.New("releases of the Jini: a Jini on the board has been released")
		}
		s |= uint32(n) << (2 * x)
	}
	return s, nil
}

// jiniValid checks the Jini releases against the Swordsmen: every release
// and every Horseman beyond the army's two took a Swordsman's promotion
// (spec 4.5).
func jiniValid(p cl.Position, study bool) error {
	if study {
		return nil
	}
	r := p.Rules()
	s, h := r.Kind(arSwordsman), r.Kind(arHorseman)
	for x := range variant.Side(2) {
		missing := 8 - p.Cells(x, s).Count()
		promoted := JiniReleases(p, x) + max(0, p.Cells(x, h).Count()-2)
		if promoted > missing {
			return cl.Invalid(cl.RuleGame, "%s has released its Jini %d times and has %d Horsemen, but only %d Swordsmen are missing to have promoted",
				r.Game().Sides[x], JiniReleases(p, x), p.Cells(x, h).Count(), missing)
		}
	}
	return nil
}

// arabellaRules are the variations of Arabella, one per combination of the
// options variation, modern and jinimove.
var arabellaRules = func() []*cl.Rules {
	var members []cl.Member
	for _, v := range arabellaVariations {
		for _, modern := range []bool{false, true} {
			for _, j := range jiniMoves {
				members = append(members, cl.Member{
					Game:    arabellaGame(v, modern, j),
					Options: OptVariation + "=" + v + "," + OptModern + "=" + strconv.FormatBool(modern) + "," + OptJiniMove + "=" + j,
				})
			}
		}
	}
	return cl.MustNewFamily(members...)
}()

// Arabella is G. Nicholls' Arabella (spec 4), Traditional, registered as
// "arabella"; its WithOptions method gives the other variations (options
// variation, modern and jinimove).
var Arabella = arabellaRules[0]

// ArabellaStart is the start position of Arabella, Traditional (spec 4.3).
const ArabellaStart = "thfipfht/ssssssss/8/8/8/8/SSSSSSSS/THFEMFHT{00} w - - 0 1"

func init() {
	v := Arabella.Variant()
	v.Presets = []variant.Preset{
		{Name: "modern", Doc: "Arabella, Modern: Swordsmen double-step, Regal pieces change squares (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 4.7)", Settings: []variant.Setting{{Key: OptModern, Value: "true"}}},
		{Name: "invasion", Doc: "Invasion: the Magician royal, Enchantment with Catapults (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 4.8)", Settings: []variant.Setting{{Key: OptVariation, Value: "invasion"}}},
		{Name: "steps", Doc: "Arabian chess as in Steps: Catapults on both sides, Magician and Prince royal (S.A.E. Nicholls, A Chess Set (The Chess Variant Pages, 2020), rules 4.9)", Settings: []variant.Setting{{Key: OptVariation, Value: "steps"}}},
	}
	v.Rules = variant.MarkdownSections(rulesText, "1.", "4.", "8.")
	variant.Register(v)
}
