package rithmomachia

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// family is the rule set that decides the capture relations, the siege and
// the turn structure (spec §5, §6, §7).
type family uint8

const (
	famFulke1 family = iota
	famFulke2
	famFulke3
	famModern
	famItalian
)

var familyNames = []string{"fulke1", "fulke2", "fulke3", "modern", "italian"}

// Pyramid movement modes (spec §5.1, §6.2, §7).
const (
	pyrQueen   = iota // D8, 1 to 3 (F1)
	pyrSquare         // as a square (F2, F3)
	pyrUnion          // union of the present components' moves (M, D30)
	pyrLargest        // as its largest remaining shape (I)
)

// Flying modes (spec §5.1, D09).
const (
	flyNone = iota
	flyFree
	flySiegeOnly
)

// Capture timing (spec §5.5, D18).
const (
	timingNew = iota
	timingMoved
	timingAll
)

// Siege kinds (spec §5.3, §6.3).
const (
	siegeImmobile  = iota // F1, F2: immobilised by enemies
	siegeFourSides        // F3: the four (or eight) neighbours
	siegeModern           // M, I: immobilised, with the look-ahead
)

// Drop zones (spec §5.5 C, D21, D34).
const (
	dropOwn = iota
	dropOpponent
	dropAnywhere
	dropNone
)

// Redemption (spec §5.7, D25).
const (
	redeemNone = iota
	redeemAny
	redeemNext
)

// What happens to a side with no legal action (D22).
const (
	noMovePass = iota
	noMoveLose
	noMoveDraw
)

// moveSpec is an ordinary move: an exact slide of k cells along any of dirs.
type moveSpec struct {
	dirs uint8
	k    uint8
}

// specList is a piece's ordinary moves: one spec for a man, up to three
// for a pyramid; dirs is the union of their directions.
type specList struct {
	n    int
	dirs uint8
	maxK uint8
	s    [3]moveSpec
	// lengths[d] has bit k set when a slide of k cells goes in direction d.
	lengths [8]uint8
}

func (l *specList) add(m moveSpec) {
	l.s[l.n] = m
	l.n++
	l.dirs |= m.dirs
	l.maxK = max(l.maxK, m.k)
	for d := range 8 {
		if m.dirs&(1<<d) != 0 {
			l.lengths[d] |= 1 << m.k
		}
	}
}

// rules is the compiled form of a position's options: everything the move
// generator and the capture resolution need, decided once.
type rules struct {
	opts  variant.Options
	fam   family
	ranks int
	geo   *board.Geometry
	all   board.Set    // the board's cells
	half  [2]board.Set // home halves
	start [128]uint8   // start array, cell codes

	first variant.Side

	men      [3]moveSpec // ordinary moves of rounds, triangles, squares
	menSpecs [3]specList
	pyrSpecs [2][64]specList // by side and component mask
	// pyrShared[side][mask] are the men shapes whose move the pyramid
	// shares; pyrExtra its other moves (the F1 queen's).
	pyrShared [2][64]uint8
	pyrExtra  [2][64]specList
	// menLens[d] has bit k set when a man slides k cells in direction d;
	// slideLens[side][mask] adds the moves of the pyramid with those
	// components: the runs the picker counts moves with (clearRuns).
	menLens   [8]uint8
	slideLens [2][64][8]uint8
	// lineRel[kc+1][kt+1] has bit j set when a man of kind kc has a line
	// relation with a man of kind kt at distance j: indexed, like capAt
	// and meet, by the low 6 bits of the men's codes.
	lineRel [64][64]uint16
	// capBase[sh][w] has bit j set when a man of shape sh may capture a
	// man j cells away in direction w whatever their numbers (a reach, a
	// neighbour: see mayCapture); lineOn[sh][w] is all ones when his line
	// relations (lineRel) go in direction w, else zero.
	capBase [3][8]uint32
	lineOn  [3][8]uint32
	// capAt[kc+1][kt+1] has bit j set when a piece of kind kc may capture
	// one of kind kt j cells away in some direction (capBase or lineRel,
	// every distance with a pyramid): indexed by the low 6 bits of the
	// pieces' codes (see mayTakeAt), which hold the kind plus one.
	capAt [64][64]uint16
	// reachOn[sh][w] has bit j set when a man of shape sh reaches a cell j
	// away in direction w, for the relations by reach; reachFrom[sh][c]
	// are the cells from which he reaches c, ignoring what stands between.
	// meet[kc][kt] says a man of kind kc reaching one of kind kt takes him
	// alone (equal numbers, or a cossic pair). pairReach says relations of
	// two or more reaching pieces are enabled, pairAdjacent relations of
	// two pieces next to the target. gathers are the capturers gather
	// collects (gatherReach, gatherLine, gatherAdjacent).
	reachOn   [3][8]uint32
	reachFrom [3][128]board.Set
	// pathFrom[sh][c] are the cells from which an ordinary move of a man
	// of shape sh crosses or ends on c (see siegeNear).
	pathFrom     [3][128]board.Set
	meet         [64][64]bool
	pairReach    bool
	pairAdjacent bool
	gathers      uint8
	// lineAny says a line relation goes along every line, lineAlong one
	// along the lines its capturer moves along (the assault); adjOrthOnly
	// that every relation by neighbours counts the orthogonal ones only.
	lineAny, lineAlong, adjOrthOnly bool
	// reachOne, lineOne and reachTwo are the arithmetics of the relations
	// of one capturer reaching the target or on its line, and of two
	// reaching it; reachMany says one of more than two reaches it.
	reachOne, lineOne, reachTwo arithSet
	reachMany                   bool
	// pyrValues[side][mask] are the values a pyramid with those components
	// captures with, pyrOffers those it offers as a target (see capValues
	// and targetValues).
	pyrValues, pyrOffers [2][64]valueList
	// destOn[k][d] are the cells whose k-step in direction d stays on
	// the board.
	destOn     [4][8]board.Set
	pyrMode    int
	flying     int
	flyShaped  bool // F1: triangles leap as knights, squares (1,3); else knights for all men
	kingFlying bool
	leapOver   bool
	diagonal   bool // F3 "diagonal moves agreed": widens the siege neighbourhood

	rels   []relation // the enabled relations (relation.go), a proportion last
	passes []pass     // their exact evaluation (see relationsIn)
	// passMask[avail] are the passes (bit i for passes[i]) that may find
	// an instance with the capturers avail says gather found.
	passMask    [64]uint16
	cossicComps bool // D31 option: components bear signs
	pyrCurrent  bool // a pyramid captures with its current total (else nominal, complete only)
	compCapture bool // components capture on their own (M, I)
	ambushMax   int  // 0 = unlimited

	siege      int
	edgeBlocks bool
	lookahead  bool

	timing       int
	optional     bool
	replacement  bool
	resolveAfter bool
	captureOnly  bool // I: a capture may be made instead of moving
	outOfPlay    bool // F3: captured men leave play
	dropZone     int
	redemption   int
	redeemMove   bool
	baseLoss     bool // F3: losing the base loses the pyramid

	pyramidFirst    bool
	minGrade        int
	anyCells        bool
	triumphCurrent  bool
	maxSpacing      int
	emptyBetween    bool
	diagRightAngles bool
	italianShapes   bool
	notConverted    bool // M: the last piece of a harmony is not a converted man
	italianGrades   bool // I: only the excellent triumph ends the game

	bodies, goods, digitsGoal int
	quarrelV, quarrelC        int
	honourV, honourN          int
	hqV, hqN, hqC             int
	honourNoSingle            bool
	standards                 int // target; 0 = off

	noMove int

	// noFilter turns the bitboard prefilters and the incremental searches
	// off (tests compare both).
	noFilter bool
}

func choiceOpt(key, doc, def string, choices ...string) variant.OptionSpec {
	return variant.OptionSpec{Key: key, Doc: doc, Kind: variant.Choice, Default: def, Choices: choices}
}

func boolOpt(key, doc string, def bool) variant.OptionSpec {
	return variant.OptionSpec{Key: key, Doc: doc, Kind: variant.Bool, Default: strconv.FormatBool(def)}
}

func intOpt(key, doc string, def, lo, hi int) variant.OptionSpec {
	return variant.OptionSpec{Key: key, Doc: doc, Kind: variant.Int, Default: strconv.Itoa(def), Min: lo, Max: hi}
}

// optionSpecs are every option of spec §9.1 and the options named by the
// decisions of §9. Defaults are the Modern preset's values.
var optionSpecs = []variant.OptionSpec{
	choiceOpt("rules", "rule set of the captures, siege and turn (spec §5-§7): F1, F2, F3, Modern or Italian", "modern", familyNames...),
	intOpt("length", "board length in ranks, 8 files wide (spec §1, D41: F3 allows 10-16; I uses 14)", 16, 10, 16),
	choiceOpt("array", "starting array (spec §3): the wedge (F1, F3, M, I) or F2's natural array", "wedge", "wedge", "natural"),
	intOpt("offset", "ranks between the wedge and the board's end (D05: F1 2, others 0)", 0, 0, 3),
	choiceOpt("oddorder", "order of Odd's triangles 30 and 36 in the wedge (D03)", "symmetric", "literal", "symmetric"),
	intOpt("naturalfile", "first of the four files of F2's natural array, 0 = a (D06: c)", 2, 0, 4),
	choiceOpt("firstmover", "side that moves first (spec §1, D01)", "odd", "even", "odd"),
	choiceOpt("round", "directions of a round's 1-cell move (spec §5.1, §6.2, §7)", "orthogonal", "orthogonal", "diagonal", "all"),
	choiceOpt("triangle", "directions of a triangle's 2-cell move", "diagonal", "orthogonal", "diagonal", "all"),
	choiceOpt("square", "directions of a square's 3-cell move", "all", "orthogonal", "diagonal", "all"),
	choiceOpt("pyramid", "pyramid moves: queen (1-3 in 8 directions, F1), square (F2, F3), union of components (M, D30), largest shape (I)", "union", "queen", "square", "union", "largest"),
	boolOpt("diagonalmoves", "F3's agreement: orthogonal moves become any of the 8 directions, and the siege counts 8 neighbours (D16)", false),
	choiceOpt("flying", "flying leaps (spec §5.1, D09): none, free (F1) or only to besiege or flee a siege (F2)", "none", "none", "free", "siegeonly"),
	boolOpt("kingflying", "the pyramid may fly too (D08)", false),
	boolOpt("leapover", "triangles and squares may pass over occupied cells (D07; forbidden in M and I)", false),
	choiceOpt("f1arithmetic", "F1 multiplication and division: by two men or by spaces (D10)", "twomen", "twomen", "spaces"),
	choiceOpt("additiongeometry", "F2 addition and subtraction: the two men reach the target, or stand next to it (spec §5.2)", "reach", "reach", "adjacent"),
	boolOpt("proportioncapture", "capture by proportion (F1 by agreement, D12; always in I)", false),
	choiceOpt("deceit", "F3 deceit: neighbours in all 8 directions or orthogonal only (D11)", "all", "all", "orthogonal"),
	boolOpt("cossiccomponents", "pyramid components bear cossic signs (D31)", false),
	choiceOpt("pyramidvalue", "the total a pyramid captures with: nominal, only while complete, or its current total (D17)", "nominal", "nominal", "current"),
	intOpt("ambushmax", "largest number of pieces in an ambush sum (D32); 0 = unlimited", 0, 0, 24),
	boolOpt("edgeblocks", "the board's edge counts as a besieger (D15)", true),
	boolOpt("siegelookahead", "a besieged piece must not be freed by any one move of its side (D33)", true),
	choiceOpt("timing", "which relations capture in place after a move: only new ones, those of the moved piece, or all (D18)", "allrelations", "newrelations", "movedpieceonly", "allrelations"),
	boolOpt("optional", "the mover chooses which captures to make (D19)", false),
	boolOpt("replacement", "capture by replacement of a relation standing before the move (spec §5.5 B)", false),
	boolOpt("resolveafterreplacement", "run the in-place captures after a replacement too (spec §5.5 B)", false),
	choiceOpt("captured", "captured men become the captor's prisoners, or leave play (F3)", "prisoners", "prisoners", "outofplay"),
	choiceOpt("dropzone", "where prisoners re-enter (D21, D34)", "opponent", "own", "opponent", "anywhere", "none"),
	choiceOpt("redemption", "redeeming captured pyramid components (spec §5.7, D25)", "none", "none", "anylaterturn", "nextturnonly"),
	boolOpt("redeemmove", "the pyramid moves onto the redeeming man's cell (spec §5.7; D24: not in F3)", true),
	boolOpt("pyramidfirst", "a triumph needs the opponent's pyramid lost first (spec §5.8)", false),
	intOpt("mingrade", "lowest grade of triumph or harmony that wins (spec §5.8, §6.5)", 1, 1, 3),
	choiceOpt("triumphgeometry", "triumph pieces in an arrangement of §4.4, or on any cells (D26)", "arrangement", "arrangement", "anycells"),
	choiceOpt("triumphpyramid", "a pyramid in a triumph or harmony counts with its pyramidal number while complete, or its current total (D27)", "nominal", "nominal", "current"),
	intOpt("maxspacing", "largest spacing of an arrangement (D44); 0 = unlimited", 0, 0, 15),
	boolOpt("emptybetween", "cells between the pieces of an arrangement must be empty (spec §4.4)", false),
	boolOpt("diagonalrightangles", "right angles may also have diagonal arms (spec §4.4)", false),
	intOpt("bodies", "common victory of bodies / simpler goal: this many captures win; 0 = off (spec §5.9, §6.5)", 0, 0, 72),
	intOpt("goods", "victory of goods: captured numbers summing to this win; 0 = off", 0, 0, 3064),
	intOpt("digits", "simpler goal (M): captured numbers with this many characters in all win; 0 = off (spec §6.5)", 0, 0, 200),
	intOpt("quarrelvalue", "victory of quarrel: this sum ... (spec §5.9, D28); 0 = off", 0, 0, 3064),
	intOpt("quarreldigits", "... in exactly this many characters", 8, 1, 200),
	intOpt("honourvalue", "victory of honour: this sum ... ; 0 = off", 0, 0, 3064),
	intOpt("honourmen", "... in exactly this many men", 8, 1, 72),
	intOpt("hqvalue", "victory of honour and quarrel: this sum ... ; 0 = off", 0, 0, 3064),
	intOpt("hqmen", "... in exactly this many men ...", 8, 1, 72),
	intOpt("hqdigits", "... and exactly this many characters, not all upon one man", 9, 1, 200),
	boolOpt("honournosingle", "the victory of honour also needs the sum not upon one man (D28)", false),
	intOpt("standards", "victory of standards: the first to win this many standards wins; 0 = off (D29: 6 when agreed)", 0, 0, 10),
	choiceOpt("nomove", "a side with no legal action passes (two passes draw), loses, or the game is drawn (D22)", "pass", "pass", "lose", "draw"),
}

func settings(kv ...string) []variant.Setting {
	out := make([]variant.Setting, 0, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		out = append(out, variant.Setting{Key: kv[i], Value: kv[i+1]})
	}
	return out
}

// presets are the rule sets of spec §0 with the defaults of §9.1. The
// spec names the Fulke sets Fulke1, Fulke2 and Fulke3: those are aliases of
// F1, F2 and F3.
var presets = []variant.Preset{
	{Name: "F1", Aliases: []string{"Fulke1"}, Doc: "Fulke and Lever, The Philosophers Game (1563), after Boissiere (1556), first kind of playing (rules §5; its lost captures and triumph reconstructed by D10, D12, D26)", Settings: settings(
		"rules", "fulke1", "length", "16", "array", "wedge", "offset", "2", "oddorder", "literal", "firstmover", "even",
		"round", "diagonal", "triangle", "orthogonal", "square", "orthogonal", "pyramid", "queen",
		"flying", "free", "timing", "newrelations", "replacement", "true", "captured", "prisoners",
		"dropzone", "own", "redemption", "anylaterturn", "redeemmove", "true", "pyramidfirst", "true")},
	{Name: "F2", Aliases: []string{"Fulke2"}, Doc: "Fulke and Lever, The Philosophers Game (1563), second kind: natural array, moves in 8 directions, spaces and cossic signs (rules §5)", Settings: settings(
		"rules", "fulke2", "length", "16", "array", "natural", "offset", "0", "firstmover", "even",
		"round", "all", "triangle", "all", "square", "all", "pyramid", "square",
		"flying", "siegeonly", "timing", "newrelations", "replacement", "true", "captured", "prisoners",
		"dropzone", "own", "redemption", "anylaterturn", "redeemmove", "true", "pyramidfirst", "true")},
	{Name: "F3", Aliases: []string{"Fulke3"}, Doc: "Fulke and Lever, The Philosophers Game (1563), third kind: orthogonal moves, eruption, deceit, men taken leave play (rules §5)", Settings: settings(
		"rules", "fulke3", "length", "16", "array", "wedge", "offset", "0", "oddorder", "literal", "firstmover", "even",
		"round", "orthogonal", "triangle", "orthogonal", "square", "orthogonal", "pyramid", "square",
		"flying", "none", "timing", "newrelations", "replacement", "true", "captured", "outofplay",
		"dropzone", "none", "redemption", "anylaterturn", "redeemmove", "false", "pyramidfirst", "true")},
	{Name: "Modern", Doc: "modern reconstruction (P. Mebben 1996, after D. Illmer et al., Rithmomachia, 1987, and G. Selenus 1616): harmonies in the opponent's half (rules §6)", Settings: settings(
		"rules", "modern", "length", "16", "array", "wedge", "offset", "0", "oddorder", "symmetric", "firstmover", "odd",
		"round", "orthogonal", "triangle", "diagonal", "square", "all", "pyramid", "union",
		"flying", "none", "timing", "allrelations", "replacement", "false", "captured", "prisoners",
		"dropzone", "opponent", "redemption", "none", "pyramidfirst", "false")},
	{Name: "Italian", Doc: "Italian reconstruction of the 13th-century game on 8x14 (after Asilo and Hermannus Contractus): optional captures, before or after the move (rules §7)", Settings: settings(
		"rules", "italian", "length", "14", "array", "wedge", "offset", "0", "oddorder", "symmetric", "firstmover", "odd",
		"round", "all", "triangle", "all", "square", "all", "pyramid", "largest",
		"flying", "none", "timing", "allrelations", "optional", "true", "replacement", "false", "captured", "prisoners",
		"dropzone", "own", "redemption", "none", "pyramidfirst", "true", "pyramidvalue", "current", "proportioncapture", "true")},
}

func dirsOf(s string) uint8 {
	switch s {
	case "orthogonal":
		return dirsO4
	case "diagonal":
		return dirsD4
	}
	return dirsD8
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return 0
}

// validateOptions checks combinations the option specs cannot (spec §9).
func validateOptions(o variant.Options) error {
	fam := family(indexOf(familyNames, o.Get("rules")))
	length, offset := o.Int("length"), o.Int("offset")
	switch o.Get("array") {
	case "natural":
		if length < 12 {
			return &variant.OptionError{Key: "length", Value: strconv.Itoa(length), Reason: "the natural array needs 12 ranks at least (6 per side)"}
		}
	default:
		if length < 8+2*offset {
			return &variant.OptionError{Key: "offset", Value: strconv.Itoa(offset), Reason: fmt.Sprintf("the wedge at offset %d needs %d ranks at least", offset, 8+2*offset)}
		}
	}
	if o.Bool("leapover") && (fam == famModern || fam == famItalian) {
		return &variant.OptionError{Key: "leapover", Value: "true", Reason: "no piece may be jumped in the Modern and Italian rules (spec §6.2, §7)"}
	}
	if o.Int("ambushmax") == 1 {
		return &variant.OptionError{Key: "ambushmax", Value: "1", Reason: "an ambush needs two pieces at least (spec §6.3)"}
	}
	return nil
}

// compile turns options into rules. The options have been validated.
func compile(o variant.Options) *rules { return compileWith(o, &families) }

// compileWith is compile with the families' rules fams (a changed copy of
// families, in the tests).
func compileWith(o variant.Options, fams *familyTable) *rules {
	r := &rules{opts: o}
	r.fam = family(indexOf(familyNames, o.Get("rules")))
	r.ranks = o.Int("length")
	r.geo = geometries[r.ranks-minRanks]
	r.all = r.geo.All()
	evenHalf := r.ranks / 2
	oddFrom := (r.ranks + 1) / 2 // ranks from 0: Odd's half is ⌈L/2⌉+1..L
	r.half[Even] = r.geo.Rect(0, 0, 7, evenHalf-1)
	r.half[Odd] = r.geo.Rect(0, oddFrom, 7, r.ranks-1)
	r.first = Even
	if o.Get("firstmover") == "odd" {
		r.first = Odd
	}
	diag := o.Bool("diagonalmoves")
	widen := func(d uint8) uint8 {
		if diag && d == dirsO4 {
			return dirsD8
		}
		return d
	}
	r.men = [3]moveSpec{{widen(dirsOf(o.Get("round"))), 1}, {widen(dirsOf(o.Get("triangle"))), 2}, {widen(dirsOf(o.Get("square"))), 3}}
	r.pyrMode = indexOf([]string{"queen", "square", "union", "largest"}, o.Get("pyramid"))
	r.flying = indexOf([]string{"none", "free", "siegeonly"}, o.Get("flying"))
	r.flyShaped = r.fam == famFulke1
	r.kingFlying = o.Bool("kingflying")
	r.leapOver = o.Bool("leapover")
	r.diagonal = diag

	fr := &fams[r.fam]
	r.siege, r.compCapture, r.baseLoss = fr.siege, fr.compCapture, fr.baseLoss
	switch r.fam {
	case famModern:
		r.notConverted = true
	case famItalian:
		r.captureOnly = true
		r.italianShapes = true
		r.italianGrades = true
	}
	r.compileRelations(withOptions(fr.relations, r.fam == famFulke1 && o.Get("f1arithmetic") == "spaces",
		o.Bool("proportioncapture"), o.Get("additiongeometry") == "adjacent", o.Get("deceit") == "orthogonal"))
	r.cossicComps = o.Bool("cossiccomponents")
	r.pyrCurrent = o.Get("pyramidvalue") == "current"
	r.ambushMax = o.Int("ambushmax")
	r.edgeBlocks = o.Bool("edgeblocks")
	r.lookahead = o.Bool("siegelookahead")
	r.timing = indexOf([]string{"newrelations", "movedpieceonly", "allrelations"}, o.Get("timing"))
	r.optional = o.Bool("optional")
	r.replacement = o.Bool("replacement")
	r.resolveAfter = o.Bool("resolveafterreplacement")
	r.outOfPlay = o.Get("captured") == "outofplay"
	r.dropZone = indexOf([]string{"own", "opponent", "anywhere", "none"}, o.Get("dropzone"))
	r.redemption = indexOf([]string{"none", "anylaterturn", "nextturnonly"}, o.Get("redemption"))
	r.redeemMove = o.Bool("redeemmove")
	r.pyramidFirst = o.Bool("pyramidfirst")
	r.minGrade = o.Int("mingrade")
	r.anyCells = o.Get("triumphgeometry") == "anycells"
	r.triumphCurrent = o.Get("triumphpyramid") == "current"
	r.maxSpacing = o.Int("maxspacing")
	r.emptyBetween = o.Bool("emptybetween")
	r.diagRightAngles = o.Bool("diagonalrightangles")
	r.bodies, r.goods, r.digitsGoal = o.Int("bodies"), o.Int("goods"), o.Int("digits")
	r.quarrelV, r.quarrelC = o.Int("quarrelvalue"), o.Int("quarreldigits")
	r.honourV, r.honourN = o.Int("honourvalue"), o.Int("honourmen")
	r.hqV, r.hqN, r.hqC = o.Int("hqvalue"), o.Int("hqmen"), o.Int("hqdigits")
	r.honourNoSingle = o.Bool("honournosingle")
	r.standards = o.Int("standards")
	r.noMove = indexOf([]string{"pass", "lose", "draw"}, o.Get("nomove"))
	r.start = startArray(o, r.ranks)
	for sh := range 3 {
		r.menSpecs[sh].add(r.men[sh])
		for d := range 8 {
			r.menLens[d] |= r.menSpecs[sh].lengths[d]
		}
		// The cells from which a path crosses c are on c's path the
		// opposite way.
		for c := range r.ranks * files {
			for dirs := r.men[sh].dirs; dirs != 0; dirs &= dirs - 1 {
				back := opposite(bits.TrailingZeros8(dirs))
				r.pathFrom[sh][c] = r.pathFrom[sh][c].Union(pathTab[r.ranks-minRanks][c][back][r.men[sh].k-1])
			}
		}
	}
	for side := range 2 {
		for mask := range 64 {
			r.pyrValues[side][mask] = pyramidValues(r, variant.Side(side), uint8(mask))
			r.pyrOffers[side][mask] = pyramidOffers(variant.Side(side), uint8(mask))
			l := pyramidSpecs(r, variant.Side(side), uint8(mask))
			r.pyrSpecs[side][mask] = l
			for d := range 8 {
				r.slideLens[side][mask][d] = r.menLens[d] | l.lengths[d]
			}
			for i := range l.n {
				shared := false
				for sh := range 3 {
					if l.s[i] == r.men[sh] {
						r.pyrShared[side][mask] |= 1 << sh
						shared = true
					}
				}
				if !shared {
					r.pyrExtra[side][mask].add(l.s[i])
				}
			}
		}
	}
	for k := 1; k <= 3; k++ {
		for d := range 8 {
			r.destOn[k][d] = slideStarts(r.all, 1<<d, uint8(k), r.all, true).Intersect(r.all)
		}
	}
	for sh := range 3 {
		sl := &r.menSpecs[sh]
		for w := range 8 {
			if r.gathers&gatherReach != 0 {
				r.capBase[sh][w] = uint32(sl.lengths[w]) & 0b1110
				r.reachOn[sh][w] = r.capBase[sh][w]
				for c := range r.ranks * files {
					if x := stepTab[r.ranks-minRanks][c][opposite(w)][r.men[sh].k]; sl.dirs&(1<<w) != 0 && x != noCell {
						r.reachFrom[sh][c] = r.reachFrom[sh][c].With(board.Cell(x))
					}
				}
			}
			if r.pairAdjacent {
				r.capBase[sh][w] |= 1 << 1
			}
			if r.lineAny || r.lineAlong && sl.dirs&(1<<w) != 0 {
				r.lineOn[sh][w] = ^uint32(0)
			}
		}
	}
	for kc := range numKinds {
		for kt := range numKinds {
			sc, st := kinds[kc].shape, kinds[kt].shape
			if sc == Pyramid || st == Pyramid {
				r.capAt[kc+1][kt+1] = ^uint16(0)
				continue
			}
			for w := range 8 {
				r.capAt[kc+1][kt+1] |= uint16(r.capBase[sc][w] | uint32(r.lineRel[kc+1][kt+1])&r.lineOn[sc][w])
			}
		}
	}
	return r
}

// pyramidSpecs returns the ordinary moves of a pyramid with the given
// components (spec §5.1, §6.2 D30, §7).
func pyramidSpecs(r *rules, side variant.Side, mask uint8) specList {
	var l specList
	switch r.pyrMode {
	case pyrQueen:
		for k := uint8(1); k <= 3; k++ {
			l.add(moveSpec{dirsD8, k})
		}
		return l
	case pyrSquare:
		l.add(r.men[Square])
		return l
	}
	var has uint8
	for i, c := range pyramidComponents[side] {
		if mask&(1<<i) != 0 {
			has |= 1 << c.Shape
		}
	}
	if r.pyrMode == pyrLargest {
		for sh := Square; ; sh-- {
			if has&(1<<sh) != 0 {
				l.add(r.men[sh])
				return l
			}
			if sh == Round {
				return l
			}
		}
	}
	for sh := Round; sh <= Square; sh++ {
		if has&(1<<sh) != 0 {
			l.add(r.men[sh])
		}
	}
	return l
}

const (
	minRanks = 10
	maxRanks = 16
)

// geometries are the boards 8x10 ... 8x16, built once.
var geometries = func() []*board.Geometry {
	var out []*board.Geometry
	for l := minRanks; l <= maxRanks; l++ {
		out = append(out, board.MustNew(board.Shape{Files: 8, Ranks: l, Layers: 1}))
	}
	return out
}()
