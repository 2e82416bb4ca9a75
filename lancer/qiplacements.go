package lancer

import (
	"errors"
	"fmt"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// Option keys of QiPlacements.
const (
	// OptFreePlacement lifts the forced placements of the protocol (spec
	// 3.5, Q2): offers and acceptances then only name the result.
	OptFreePlacement = "freeplacement"
	// OptForbidTransposition makes illegal a last placement that completes
	// a named configuration outside the protocol (spec 3.5, Q3).
	OptForbidTransposition = "forbidtransposition"
)

// QiStart is the start position of QiPlacements (spec 3.3): the Xiangqi
// array without Cannons, each side holding two Cannons, no placement made.
const QiStart = "rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc]{} w - - 0 1"

// Letters of the QiPlacements pieces: those of Xiangqi's FEN, so that
// Xiangqi positions read as QiPlacements ones.
const (
	qiSoldier   = 'P'
	qiCannon    = 'C'
	qiPrincess  = 'K'
	qiProtector = 'B'
	qiChariot   = 'R'
)

// qiForbidden are South's Forbidden squares (spec 3.4): where a Cannon
// would be trained, over the opposing Soldier, on the opposing Chariot,
// Protector or Princess. North's are their mirror images.
var qiForbidden = cl.Squares("a5", "c5", "e5", "g5", "i5")

// QiPlacements is G. Nicholls' QiPlacements (spec 3): Xiangqi whose
// Cannons the players place first, by the protocol of offers and
// acceptances of spec 3.5.
var QiPlacements = cl.MustNew(cl.Game{
	Name:        "qiplacements",
	Description: "QiPlacements (G. Nicholls): Xiangqi with both Cannons placed by the players, Traditional, Accelerated, Encounter or Open",
	Shape:       board.Shape9x10,
	Sides:       [2]string{"blue", "green"},
	SideLetters: [2]string{"w", "bg"},
	Kinds: []cl.Kind{
		{Name: "soldier", Letter: qiSoldier, Aliases: "S", Patterns: cl.Soldier(cl.Ranks(6, 10))},
		{Name: "horse", Letter: 'N', Aliases: "H", Patterns: []cl.Pattern{cl.Lame(board.XiangqiHorse())}},
		{Name: "protector", Letter: qiProtector, Aliases: "E", Region: cl.Ranks(1, 5), Patterns: []cl.Pattern{cl.Lame(board.XiangqiElephant())}},
		{Name: "attendant", Letter: 'A', Region: palace, Patterns: cl.Ferz()},
		{Name: "princess", Letter: qiPrincess, Royal: true, Region: palace, Patterns: cl.Wazir()},
		{Name: "chariot", Letter: qiChariot, Patterns: cl.Rook()},
		{Name: "cannon", Letter: qiCannon, Patterns: cl.Cannon(),
			Drop: func(g *board.Geometry) (board.Set, error) {
				half, err := cl.Ranks(1, 5)(g)
				if err != nil {
					return board.Set{}, err
				}
				forbidden, err := qiForbidden(g)
				return half.Minus(forbidden), err
			}},
	},
	Start:        QiStart,
	FacingRoyals: true,
	// Xiangqi's rules of repeated cycles and its draw when no piece can
	// cross the river (Cannons in hand can); the spec's default of no
	// move-count rule (the clock, an option, counts from the last capture
	// or placement, as Xiangqi's does).
	Settings: cl.Settings{Stalemate: cl.StalemateLoses, ClaimRepetition: 3},
	Options:  cl.OptionKeys,
	Cycles:   classic.XiangqiCycles,
	MoreOptions: []variant.OptionSpec{
		{Key: OptFreePlacement, Kind: variant.Bool, Default: "false",
			Doc: "no forced placements: accepted offers need not be completed (spec 3.5, Q2)"},
		{Key: OptForbidTransposition, Kind: variant.Bool, Default: "false",
			Doc: "forbid completing a named Cannon configuration outside the protocol (spec 3.5, Q3)"},
	},
	Hooks: cl.Hooks{
		Terminal:       classic.XiangqiNoAttackers,
		TerminalPieces: 10,
		CanDrop:        qiCanDrop,
		NextState:      qiNextState,
		StateText:      qiStateText,
		ParseState:     qiParseState,
		SideNotes:      qiSideNotes,
	},

	Protocols: qiPlacementsProtocols,
})

// qiSideNotes tells the players how the game is classified by its Cannons'
// placement (spec 3.5) once all four are placed, for South's panel: the
// classification is the game's, not a side's, so it is given once.
func qiSideNotes(p cl.Position, x variant.Side) []string {
	if x != 0 {
		return nil
	}
	c, improper := Classify(p)
	switch c {
	case PlacementPending, PlacementUnrecorded:
		return nil
	}
	note := "placement: " + c.String()
	if improper {
		note += " (not proper: reached outside the protocol)"
	}
	return []string{note}
}

// qiGeo is QiPlacements' board.
var qiGeo = board.MustNew(board.Shape9x10)

// qiCell returns the cell of a square of QiPlacements' board.
func qiCell(name string) board.Cell { return must(qiGeo.Parse(name)) }

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// The squares of the named placements (spec 3.5).
var (
	qiB3, qiH3, qiD4, qiF4 = qiCell("b3"), qiCell("h3"), qiCell("d4"), qiCell("f4")
	qiB8, qiH8, qiD7, qiF7 = qiCell("b8"), qiCell("h8"), qiCell("d7"), qiCell("f7")
)

// Placement is the classification of a game of QiPlacements by the
// placement of its Cannons (spec 3.5).
type Placement uint8

// The classifications.
const (
	// PlacementPending: placements remain to be made.
	PlacementPending Placement = iota
	// PlacementUnrecorded: the Engagement of a position read without its
	// placement record.
	PlacementUnrecorded
	// Traditional: h3 offered, b8 accepted; then b3 and h8 (effectively
	// Xiangqi).
	Traditional
	// Accelerated: f4 offered, d7 accepted; then d4 and f7.
	Accelerated
	// EncounterSouthTraditional: h3 offered, Encounter counter-offered with
	// d7, accepted with b3; then f7. South has the Traditional placement.
	EncounterSouthTraditional
	// EncounterNorthTraditional: f4 offered, Encounter counter-offered with
	// b8, accepted with d4; then h8. North has the Traditional placement.
	EncounterNorthTraditional
	// Open: no protocol completed.
	Open
)

var placementNames = [...]string{"pending", "unrecorded", "traditional", "accelerated",
	"encounter (South traditional)", "encounter (North traditional)", "open"}

// String returns the classification's name.
func (c Placement) String() string {
	if int(c) < len(placementNames) {
		return placementNames[c]
	}
	return fmt.Sprintf("Placement(%d)", c)
}

// The placement record is the position's own state: the cells of the
// placements in their order, 7 bits each (cell + 1, 0 for none yet).

func qiRecord(s uint32) (cells [4]board.Cell, n int) {
	for n < 4 {
		v := s >> (7 * n) & 0x7f
		if v == 0 {
			break
		}
		cells[n] = board.Cell(v - 1)
		n++
	}
	return cells, n
}

func qiNextState(p cl.Position, m cl.Move) uint32 {
	s := p.State()
	if _, drop := m.Drop(); !drop {
		return s
	}
	_, n := qiRecord(s)
	if n == 4 {
		return s
	}
	return s | uint32(m.To()+1)<<(7*n)
}

func qiStateText(p cl.Position) string {
	cells, n := qiRecord(p.State())
	var b []byte
	for _, c := range cells[:n] {
		b = p.Board().AppendName(b, c)
	}
	return string(b)
}

// qiParseState reads the placement record: the squares of the placements
// made, in order, which must be as many as the Cannons no longer held, on
// the placers' own territories, not Forbidden, and (while placements
// remain) under the placers' Cannons. An Engagement position may have no
// record.
func qiParseState(p cl.Position, text string) (uint32, error) {
	r := p.Rules()
	g := p.Board()
	ck := r.Kind(qiCannon)
	held := [2]int{p.Held(0, ck), p.Held(1, ck)}
	if held[0] > 2 || held[1] > 2 {
		return 0, errors.New("a side holds at most two Cannons")
	}
	made := 4 - held[0] - held[1]
	southPlaced, northPlaced := (made+1)/2, made/2
	if held[0]+held[1] > 0 && (2-held[0] != southPlaced || 2-held[1] != northPlaced) {
		return 0, fmt.Errorf("cannons in hand %d and %d: South places first, and the sides alternate", held[0], held[1])
	}
	if held[0]+held[1] > 0 && int(p.SideToMove()) != made%2 {
		return 0, fmt.Errorf("placement %d is %s's", made+1, r.Game().Sides[made%2])
	}
	var s uint32
	n := 0
	for i := 0; i < len(text); n++ {
		c, k, err := g.ParsePrefix(text[i:])
		if err != nil {
			return 0, fmt.Errorf("placement record: %w", err)
		}
		if n == 4 {
			return 0, errors.New("placement record: more than four placements")
		}
		x := variant.Side(n % 2)
		zone := qiZone(x)
		if !zone.Has(c) {
			return 0, fmt.Errorf("placement record: %s is not a square %s may place a Cannon on", g.Name(c), r.Game().Sides[x])
		}
		if held[0]+held[1] > 0 && !p.Cells(x, ck).Has(c) {
			return 0, fmt.Errorf("placement record: no %s Cannon on %s", r.Game().Sides[x], g.Name(c))
		}
		for j := range n {
			if prev, _ := qiRecord(s); prev[j] == c {
				return 0, fmt.Errorf("placement record: %s twice", g.Name(c))
			}
		}
		s |= uint32(c+1) << (7 * n)
		i += k
	}
	switch {
	case held[0]+held[1] > 0 && n != made:
		return 0, fmt.Errorf("placement record: %d placements for %d Cannons placed", n, made)
	case held[0]+held[1] == 0 && n != 0 && n != 4:
		return 0, fmt.Errorf("placement record: %d placements; want the four, or none", n)
	}
	return s, nil
}

// qiZones are the squares each side may place a Cannon on, ignoring
// occupation: its own territory less its Forbidden squares.
var qiZones = func() [2]board.Set {
	half := qiGeo.Rect(0, 0, 8, 4)
	forbidden := must(qiForbidden(qiGeo))
	south := half.Minus(forbidden)
	var north board.Set
	for c := range south.All {
		co := qiGeo.Coord(c)
		north = north.With(qiGeo.CellAt(board.Coord{File: co.File, Rank: 9 - co.Rank}))
	}
	return [2]board.Set{south, north}
}()

func qiZone(x variant.Side) board.Set { return qiZones[x] }

// qiForced returns the square the protocol forces for the next placement,
// after the placements recorded (spec 3.5).
func qiForced(cells [4]board.Cell, n int) (board.Cell, bool) {
	switch n {
	case 2:
		switch {
		case cells[0] == qiH3 && cells[1] == qiB8:
			return qiB3, true
		case cells[0] == qiF4 && cells[1] == qiD7:
			return qiD4, true
		}
	case 3:
		switch [3]board.Cell{cells[0], cells[1], cells[2]} {
		case [3]board.Cell{qiH3, qiB8, qiB3}:
			return qiH8, true
		case [3]board.Cell{qiF4, qiD7, qiD4}, [3]board.Cell{qiH3, qiD7, qiB3}:
			return qiF7, true
		case [3]board.Cell{qiF4, qiB8, qiD4}:
			return qiH8, true
		}
	}
	return board.NoCell, false
}

// qiClassify classifies four placements by the protocol (spec 3.5), and
// says whether they form a named configuration that the protocol did not
// produce (an improper transposition).
func qiClassify(cells [4]board.Cell) (Placement, bool) {
	switch cells {
	case [4]board.Cell{qiH3, qiB8, qiB3, qiH8}:
		return Traditional, false
	case [4]board.Cell{qiF4, qiD7, qiD4, qiF7}:
		return Accelerated, false
	case [4]board.Cell{qiH3, qiD7, qiB3, qiF7}:
		return EncounterSouthTraditional, false
	case [4]board.Cell{qiF4, qiB8, qiD4, qiH8}:
		return EncounterNorthTraditional, false
	}
	south := board.SetOf(cells[0], cells[2])
	north := board.SetOf(cells[1], cells[3])
	trad, acc := board.SetOf(qiB3, qiH3), board.SetOf(qiD4, qiF4)
	tradN, accN := board.SetOf(qiB8, qiH8), board.SetOf(qiD7, qiF7)
	named := (south == trad || south == acc) && (north == tradN || north == accN)
	return Open, named
}

// Classify returns the classification of p's game by its Cannons'
// placement (spec 3.5), and whether the Cannons were placed in a named
// configuration outside the protocol ("not considered proper"; spec Q3).
func Classify(p cl.Position) (c Placement, improper bool) {
	cells, n := qiRecord(p.State())
	switch {
	case n == 4:
		return qiClassify(cells)
	case p.Held(0, p.Rules().Kind(qiCannon))+p.Held(1, p.Rules().Kind(qiCannon)) > 0:
		return PlacementPending, false
	}
	return PlacementUnrecorded, false
}

// qiCanDrop applies the protocol's forced placements (unless the option
// freeplacement) and, with the option forbidtransposition, forbids a last
// placement completing a named configuration outside the protocol.
func qiCanDrop(p cl.Position, _ int, to board.Cell) bool {
	cells, n := qiRecord(p.State())
	o := p.Options()
	if forced, ok := qiForced(cells, n); ok && !o.Bool(OptFreePlacement) {
		return to == forced
	}
	if n == 3 && o.Bool(OptForbidTransposition) {
		cells[3] = to
		if _, improper := qiClassify(cells); improper {
			return false
		}
	}
	return true
}

func init() {
	v := QiPlacements.Variant()
	v.Rules = variant.MarkdownSections(rulesText, "1.", "3.", "8.")
	variant.Register(v)
}
