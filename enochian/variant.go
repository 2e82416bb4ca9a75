package enochian

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Option keys (Appendix A of the spec, plus the setting, the first army and
// the players). Every key is documented in the package comment.
const (
	OptArray                    = "array"
	OptFirst                    = "first"
	OptBoard                    = "board"
	OptPlayers                  = "players"
	OptDoubledTeam              = "doubled-team"
	OptDirection                = "direction"
	OptConcourseAlly            = "concourse-ally"
	OptCaptureImmunity          = "capture-immunity"
	OptCheckedKingMayEnterCheck = "checked-king-may-enter-check"
	OptPromotionNeedsPawnLoss   = "promotion-needs-pawn-loss"
	OptThroneSquarePromotion    = "throne-square-promotion"
	OptPrivilegedPawns          = "privileged-pawns"
	OptPrivilegedSameTypeDemote = "privileged-same-type-demotes"
	OptSeizureThawsFrozenAlly   = "seizure-thaws-frozen-ally"
	OptSeizedArmiesShareTurns   = "seized-armies-share-turns"
	OptUsurpedArmyFreezes       = "usurped-army-freezes-on-own-king-capture"
	OptAllyKingCapture          = "ally-king-capture"
	OptPrisonerSquare           = "prisoner-square"
	OptExchangeAnyTime          = "exchange-any-time"
	OptWithdrawnBareKingBoth    = "withdrawn-bare-king-both-turns"
	OptBareKingDraw             = "bare-king-draw"
	OptPtah                     = "ptah"
	OptDivinationDice           = "divination-dice"
	OptAdjudication             = "adjudication"
	OptAdjudicationRepetitions  = "adjudication-repetitions"
	OptStudy                    = "study"
)

// Profile names (spec §0 and Appendix A).
const (
	ProfileRients   = "Rients"   // the seed essay read literally: the library default
	ProfileZalewski = "Zalewski" // Zalewski's book
)

var errTraditional = errors.New("enochian: traditional procedure")

func arrayKeys() []string {
	out := make([]string, len(arrays))
	for i, a := range arrays {
		out[i] = a.key
	}
	return out
}

var optionSpecs = []variant.OptionSpec{
	{Key: OptArray, Kind: variant.Choice, Default: "air-of-air-water", Choices: arrayKeys(),
		Doc: "the setting of the pieces, one of the eight arrays of §2"},
	{Key: OptFirst, Kind: variant.Choice, Default: "auto", Choices: []string{"auto", "yellow", "blue", "red", "black"},
		Doc: "the army that moves first (§1.3, §8.6): auto is the board's greater Angle, or yellow without a board"},
	{Key: OptBoard, Kind: variant.Choice, Default: "none", Choices: []string{"none", "air", "water", "fire", "earth"},
		Doc: "the elemental board of the traditional procedure (§8.6): fixes the first army and the array family"},
	{Key: OptPlayers, Kind: variant.Int, Default: "4", Min: 2, Max: 4,
		Doc: "the number of players (§8.5): 4 one army each, 3 one player holding a team, 2 one team each"},
	{Key: OptDoubledTeam, Kind: variant.Choice, Default: "actives", Choices: []string{"actives", "passives"},
		Doc: "in a 3-player game, the team whose two armies one player holds (§8.5)"},
	{Key: OptDirection, Kind: variant.Choice, Default: "deosil", Choices: []string{"deosil", "widdershins"},
		Doc: "the order of turns (§1.3): deosil Yellow, Blue, Red, Black; widdershins Yellow, Black, Red, Blue"},
	{Key: OptConcourseAlly, Kind: variant.Choice, Default: "capture", Choices: []string{"transfer", "capture"},
		Doc: "a concourse's allied bishop or queen passes to the mover (transfer, Z 5.10) or is captured too (§7.3)"},
	{Key: OptCaptureImmunity, Kind: variant.Bool, Default: "true",
		Doc: "bishops may not take enemy bishops nor queens enemy queens except by a concourse (§3, §7.4)"},
	{Key: OptCheckedKingMayEnterCheck, Kind: variant.Bool, Default: "true",
		Doc: "a checked King may step onto an attacked square even when a safe step exists (§5.2)"},
	{Key: OptPromotionNeedsPawnLoss, Kind: variant.Bool, Default: "true",
		Doc: "an army promotes only after losing a pawn (§6.1)"},
	{Key: OptThroneSquarePromotion, Kind: variant.Choice, Default: "own-type", Choices: []string{"companion-type", "own-type"},
		Doc: "a pawn promoting on a throne square becomes the setting's companion type (Z 10.2) or its own type (§6.1)"},
	{Key: OptPrivilegedPawns, Kind: variant.Bool, Default: "true",
		Doc: "privileged pawns choose their promotion, demoting a piece of the chosen type (§6.3)"},
	{Key: OptPrivilegedSameTypeDemote, Kind: variant.Bool, Default: "true",
		Doc: "a privileged pawn choosing its own type still demotes that piece (§6.3); false is the essay's guess"},
	{Key: OptSeizureThawsFrozenAlly, Kind: variant.Bool, Default: "true",
		Doc: "seizing a frozen ally's throne thaws its pieces (§4.4)"},
	{Key: OptSeizedArmiesShareTurns, Kind: variant.Bool, Default: "false",
		Doc: "a leader and the army it leads may move either army's pieces on either turn (§4.4)"},
	{Key: OptUsurpedArmyFreezes, Kind: variant.Bool, Default: "false",
		Doc: "a led army freezes when its own King is captured (strict Z 8.2, §4.4)"},
	{Key: OptAllyKingCapture, Kind: variant.Bool, Default: "false",
		Doc: "an army may capture its checked partner's King into custody, with 4 distinct players (Z 11.3, §5.6)"},
	{Key: OptPrisonerSquare, Kind: variant.Choice, Default: "empty", Choices: []string{"empty-unthreatened", "empty"},
		Doc: "where a returning King goes when its throne is taken: nearest empty square not attacked, or nearest empty (§8.3)"},
	{Key: OptExchangeAnyTime, Kind: variant.Bool, Default: "true",
		Doc: "an exchange of prisoners may be proposed by either side at any time (§8.3); off: Z 8.5(d) timing"},
	{Key: OptWithdrawnBareKingBoth, Kind: variant.Bool, Default: "true",
		Doc: "a withdrawn bare King and its partner's pieces move on both armies' turns (§8.2)"},
	{Key: OptBareKingDraw, Kind: variant.Bool, Default: "true",
		Doc: "the game is drawn when both Kings of a team are bare (§8.1)"},
	{Key: OptPtah, Kind: variant.Text, Default: "off",
		Doc: "the Ptah square (off, or a square of the first army's Angle other than its throne) (§8.8)"},
	{Key: OptDivinationDice, Kind: variant.Bool, Default: "false",
		Doc: "divination dice (§8.7): each turn begins with a roll of the die (a chance node: no player chooses it), which names the kind that must move"},
	{Key: OptAdjudication, Kind: variant.Int, Default: "0", Min: 0, Max: 65000,
		Doc: "draw by adjudication after this many turn moves; 0 is off (§9.3)"},
	{Key: OptAdjudicationRepetitions, Kind: variant.Int, Default: "0", Min: 0, Max: 1000,
		Doc: "draw by adjudication when a position occurs this many times; 0 is off (§9.3)"},
	{Key: OptStudy, Kind: variant.Bool, Default: "false",
		Doc: "accept a position no game reaches (a study): more pieces than an army has, a pawn on its back line, another piece sharing a throne; Kings and army statuses must still agree"},
}

// The two profiles (Appendix A). Each lists every option its column sets.
var presets = []variant.Preset{
	{Name: ProfileRients, Doc: "Jeff Rients' essay on Enochian chess (The Chess Variant Pages, 2004) read literally, Zalewski filling its gaps: the library default (rules §10)", Settings: []variant.Setting{
		{Key: OptConcourseAlly, Value: "capture"},
		{Key: OptThroneSquarePromotion, Value: "own-type"},
		{Key: OptAllyKingCapture, Value: "false"},
		{Key: OptPrisonerSquare, Value: "empty"},
		{Key: OptExchangeAnyTime, Value: "true"},
		{Key: OptWithdrawnBareKingBoth, Value: "true"},
	}},
	{Name: ProfileZalewski, Doc: "Chris Zalewski, Enochian Chess of the Golden Dawn (Llewellyn, 1994) (rules §10)", Settings: []variant.Setting{
		{Key: OptConcourseAlly, Value: "transfer"},
		{Key: OptThroneSquarePromotion, Value: "companion-type"},
		{Key: OptAllyKingCapture, Value: "true"},
		{Key: OptPrisonerSquare, Value: "empty-unthreatened"},
		{Key: OptExchangeAnyTime, Value: "false"},
		{Key: OptWithdrawnBareKingBoth, Value: "false"},
	}},
}

// Enochian is the registry entry of the game, registered as "enochian".
var Enochian = variant.Variant{
	Name:        "enochian",
	Aliases:     []string{"enochian-chess", "rosicrucian"},
	Description: "Enochian chess: four armies in two teams, the Golden Dawn's game as reconstructed by Zalewski",
	Sides: []variant.SideInfo{
		{Name: "yellow", Team: 0}, {Name: "blue", Team: 1}, {Name: "red", Team: 0}, {Name: "black", Team: 1},
	},
	Teams:           []string{"actives", "passives"},
	Options:         optionSpecs,
	Presets:         presets,
	DefaultPreset:   ProfileRients,
	ValidateOptions: func(o variant.Options) error { _, err := newConfig(o); return err },
	Start: func(o variant.Options) (variant.AnyPosition, error) {
		p, err := Start(o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	},
	Parse: func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := Parse(text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	},
}

func init() {
	Enochian.Rules = rulesText
	Enochian.Typed = typed
	variant.Register(&Enochian)
	c, err := newConfig(Enochian.DefaultOptions())
	if err != nil {
		panic(err)
	}
	defaultConfig = c
}

// config holds the resolved options of a game. It is made once per options
// value and never written afterwards.
type config struct {
	opts    variant.Options
	array   Array
	first   Army
	order   [4]Army // next army in the cycle
	players [4]uint8

	concourseTransfer    bool
	immunity             bool
	mayEnterCheck        bool
	needsPawnLoss        bool
	throneCompanionType  bool
	privileged           bool
	sameTypeDemotes      bool
	seizureThaws         bool
	shareTurns           bool
	usurpedFreezes       bool
	allyKingCapture      bool
	prisonerUnthreatened bool
	exchangeAnyTime      bool
	withdrawnBothTurns   bool
	bareKingDraw         bool
	ptah                 int // the Ptah square, noSq when off
	dice                 bool
	adjudication         int
	repetitions          int
	study                bool
}

func optErr(key, value, reason string) error {
	return &variant.OptionError{Key: key, Value: value, Reason: reason}
}

// newConfig resolves and validates options.
func newConfig(o variant.Options) (*config, error) {
	c := &config{opts: o, ptah: noSq}
	for i, a := range arrays {
		if a.key == o.Get(OptArray) {
			c.array = Array(i)
		}
	}
	first := NoArmy
	if v := o.Get(OptFirst); v != "auto" {
		a, err := ParseArmy(v)
		if err != nil {
			return nil, optErr(OptFirst, v, err.Error())
		}
		first = a
	}
	c.first = first
	if first == NoArmy {
		c.first = Yellow
	}
	if b := o.Get(OptBoard); b != "none" {
		var e Element
		for i, n := range elementNames {
			if n == b {
				e = Element(i)
			}
		}
		greater, err := Traditional(e, c.array)
		if err != nil {
			return nil, optErr(OptBoard, b, err.Error())
		}
		// On a board the greater Angle moves first, except with a Ptah,
		// where the querent does (spec §8.7, Z 14.4; rules §8.6).
		divination := !strings.EqualFold(o.Get(OptPtah), "off")
		switch {
		case first == NoArmy:
			c.first = greater
		case first != greater && !divination:
			return nil, optErr(OptFirst, o.Get(OptFirst), fmt.Sprintf("on the %s board %s moves first (§8.6)", b, greater))
		}
	}
	if o.Get(OptDirection) == "widdershins" {
		c.order = [4]Army{Black, Yellow, Blue, Red} // Y→K→R→B: next(Y)=K, next(B)=Y, next(R)=B, next(K)=R
	} else {
		c.order = [4]Army{Blue, Red, Black, Yellow}
	}
	switch o.Int(OptPlayers) {
	case 4:
		c.players = [4]uint8{0, 1, 2, 3}
	case 3:
		if o.Get(OptDoubledTeam) == "actives" {
			c.players = [4]uint8{0, 1, 0, 2}
		} else {
			c.players = [4]uint8{0, 1, 2, 1}
		}
	default:
		c.players = [4]uint8{0, 1, 0, 1}
	}
	c.concourseTransfer = o.Get(OptConcourseAlly) == "transfer"
	c.immunity = o.Bool(OptCaptureImmunity)
	c.mayEnterCheck = o.Bool(OptCheckedKingMayEnterCheck)
	c.needsPawnLoss = o.Bool(OptPromotionNeedsPawnLoss)
	c.throneCompanionType = o.Get(OptThroneSquarePromotion) == "companion-type"
	c.privileged = o.Bool(OptPrivilegedPawns)
	c.sameTypeDemotes = o.Bool(OptPrivilegedSameTypeDemote)
	c.seizureThaws = o.Bool(OptSeizureThawsFrozenAlly)
	c.shareTurns = o.Bool(OptSeizedArmiesShareTurns)
	c.usurpedFreezes = o.Bool(OptUsurpedArmyFreezes)
	c.allyKingCapture = o.Bool(OptAllyKingCapture)
	c.prisonerUnthreatened = o.Get(OptPrisonerSquare) == "empty-unthreatened"
	c.exchangeAnyTime = o.Bool(OptExchangeAnyTime)
	c.withdrawnBothTurns = o.Bool(OptWithdrawnBareKingBoth)
	c.bareKingDraw = o.Bool(OptBareKingDraw)
	c.dice = o.Bool(OptDivinationDice)
	c.study = o.Bool(OptStudy)
	c.adjudication = o.Int(OptAdjudication)
	c.repetitions = o.Int(OptAdjudicationRepetitions)
	if v := o.Get(OptPtah); !strings.EqualFold(v, "off") {
		s, err := geometry.Parse(v)
		if err != nil {
			return nil, optErr(OptPtah, v, "want off or a square: "+err.Error())
		}
		if angleMask[c.first]>>s&1 == 0 || int(s) == thrones[c.first] {
			return nil, optErr(OptPtah, v, fmt.Sprintf("the Ptah square must be in %s's Angle, not its throne (§8.8)", c.first))
		}
		c.ptah = int(s)
	}
	return c, nil
}

// configFor returns the config of options, with a cache for the default.
func configFor(o variant.Options) (*config, error) {
	if o.Equal(defaultConfig.opts) {
		return defaultConfig, nil
	}
	return newConfig(o)
}

// defaultConfig is the config of the default options, made at init.
var defaultConfig *config

// Options parses option text ("preset=Zalewski,array=fire-of-air-water") for
// the enochian variant.
func Options(text string) (variant.Options, error) { return Enochian.ParseOptions(text) }
