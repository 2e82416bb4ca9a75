package enochian

import (
	"fmt"
	"strings"
)

// Army is one of the four coloured sets of pieces (spec §1.2). Armies are
// numbered in the deosil turn order, which is also the order of the
// variant's sides: Yellow 0, Blue 1, Red 2, Black 3.
type Army uint8

// The four armies.
const (
	Yellow Army = iota // Air, throne a8, Actives
	Blue               // Water, throne h8, Passives
	Red                // Fire, throne h1, Actives
	Black              // Earth, throne a1, Passives
	NoArmy Army = 0xFF
)

var armyNames = [4]string{"yellow", "blue", "red", "black"}

// armyLetters are the army letters of the position text and of action text.
const armyLetters = "ybrk"

// String returns the army's name in lower case: "yellow".
func (a Army) String() string {
	if a < 4 {
		return armyNames[a]
	}
	return "none"
}

// Partner returns the allied army that sits diagonally opposite (§1.2).
func (a Army) Partner() Army { return a ^ 2 }

// Team returns the army's team: Actives (Yellow and Red) or Passives (Blue
// and Black) (§1.2).
func (a Army) Team() Team { return Team(a & 1) }

// Throne returns the army's throne square (§1.1).
func (a Army) Throne() int { return thrones[a] }

// ParseArmy reads an army's name or letter (y, b, r, k), without case.
func ParseArmy(s string) (Army, error) {
	t := strings.ToLower(s)
	for i, n := range armyNames {
		if t == n || len(t) == 1 && t[0] == armyLetters[i] {
			return Army(i), nil
		}
	}
	return NoArmy, fmt.Errorf("%q is not an army (yellow, blue, red, black)", s)
}

// Team is one of the two fixed teams (§1.2).
type Team uint8

// The teams.
const (
	Actives  Team = 0 // Yellow and Red
	Passives Team = 1 // Blue and Black
)

// String returns "actives" or "passives".
func (t Team) String() string {
	if t == Actives {
		return "actives"
	}
	return "passives"
}

// Kind is a kind of piece (§3).
type Kind uint8

// The kinds of piece. A Pawn also has the kind it serves (its pawn type).
const (
	NoKind Kind = iota
	King
	Queen
	Rook
	Bishop
	Knight
	Pawn
)

var kindNames = [...]string{"", "king", "queen", "rook", "bishop", "knight", "pawn"}

const kindLetters = ".KQRBNP"

// String returns the kind's name: "queen".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Letter returns the kind's upper-case letter (K Q R B N P).
func (k Kind) Letter() byte {
	if int(k) < len(kindLetters) {
		return kindLetters[k]
	}
	return '?'
}

// Squares: cell = file + 8*rank, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
const (
	sqA1 = 0
	sqH1 = 7
	sqA8 = 56
	sqH8 = 63
	noSq = 64
)

// thrones holds each army's throne square (§1.1).
var thrones = [4]int{sqA8, sqH8, sqH1, sqA1}

// cornerMask is the set of the four throne squares.
const cornerMask = uint64(1)<<sqA1 | uint64(1)<<sqH1 | uint64(1)<<sqA8 | uint64(1)<<sqH8

// toFrame returns (x, y) of square s in army a's frame (§1.4): x along the
// back line away from the throne, y forward; both 0 at the throne.
func toFrame(a Army, s int) (x, y int) {
	f, r := s%8, s/8
	switch a {
	case Yellow:
		return f, 7 - r
	case Blue:
		return 7 - r, 7 - f
	case Red:
		return 7 - f, r
	default:
		return r, f
	}
}

// fromFrame returns the square at (x, y) of army a's frame.
func fromFrame(a Army, x, y int) int {
	var f, r int
	switch a {
	case Yellow:
		f, r = x, 7-y
	case Blue:
		f, r = 7-y, 7-x
	case Red:
		f, r = 7-x, y
	default:
		f, r = y, x
	}
	return f + 8*r
}

// Array is one of the eight settings of the pieces (spec §2).
type Array uint8

// The eight arrays, in the order of the spec's table §2.1.
const (
	AirOfAirWater Array = iota
	FireOfAirWater
	WaterOfAirWater
	EarthOfAirWater
	AirOfFireEarth
	FireOfFireEarth
	WaterOfFireEarth
	EarthOfFireEarth
)

// arrayInfo is a row of the table of §2.1: the throne companion (the piece
// of the setting's element) and the pieces on squares 2, 3 and 4.
type arrayInfo struct {
	key, name string
	squares   [4]Kind // Sq1 (with the King) .. Sq4
}

var arrays = [8]arrayInfo{
	{"air-of-air-water", "Air of Air & Water", [4]Kind{Bishop, Queen, Knight, Rook}},
	{"fire-of-air-water", "Fire of Air & Water", [4]Kind{Knight, Rook, Bishop, Queen}},
	{"water-of-air-water", "Water of Air & Water", [4]Kind{Queen, Bishop, Rook, Knight}},
	{"earth-of-air-water", "Earth of Air & Water", [4]Kind{Rook, Knight, Queen, Bishop}},
	{"air-of-fire-earth", "Air of Fire & Earth", [4]Kind{Bishop, Rook, Knight, Queen}},
	{"fire-of-fire-earth", "Fire of Fire & Earth", [4]Kind{Knight, Queen, Bishop, Rook}},
	{"water-of-fire-earth", "Water of Fire & Earth", [4]Kind{Queen, Knight, Rook, Bishop}},
	{"earth-of-fire-earth", "Earth of Fire & Earth", [4]Kind{Rook, Bishop, Queen, Knight}},
}

// Arrays lists the eight arrays.
var Arrays = [8]Array{AirOfAirWater, FireOfAirWater, WaterOfAirWater, EarthOfAirWater,
	AirOfFireEarth, FireOfFireEarth, WaterOfFireEarth, EarthOfFireEarth}

// String returns the array's name as in the sources: "Air of Air & Water".
func (a Array) String() string {
	if int(a) < len(arrays) {
		return arrays[a].name
	}
	return "array?"
}

// Key returns the array's option value: "air-of-air-water".
func (a Array) Key() string {
	if int(a) < len(arrays) {
		return arrays[a].key
	}
	return ""
}

// Companion returns the kind that shares the throne with each King: the
// piece of the setting's element (§2.1).
func (a Array) Companion() Kind { return arrays[a].squares[0] }

// FireEarth reports whether the array belongs to the "of Fire & Earth"
// family, played on the Fire and Earth boards (§2.3, §8.6).
func (a Array) FireEarth() bool { return a >= AirOfFireEarth }

// Element is one of the four elemental boards (§1.1, §8.6).
type Element uint8

// The elemental boards.
const (
	Air Element = iota
	Water
	Fire
	Earth
)

var elementNames = [4]string{"air", "water", "fire", "earth"}

// String returns "air", "water", "fire" or "earth".
func (e Element) String() string { return elementNames[e&3] }

// GreaterAngle returns the army that moves first on the elemental board
// (§8.6 step 1): Air Yellow, Water Blue, Fire Red, Earth Black.
func (e Element) GreaterAngle() Army { return Army(e & 3) }

// ArrayAllowed reports whether an array may be played on the elemental
// board (§8.6 step 2): "of Fire & Earth" arrays on the Fire and Earth boards,
// "of Air & Water" arrays on the Air and Water boards.
func (e Element) ArrayAllowed(a Array) bool {
	return a.FireEarth() == (e == Fire || e == Earth)
}

// Traditional applies the traditional starting procedure (§8.6): it checks
// that the array belongs to the board's family and returns the army that
// moves first, the board's greater Angle.
func Traditional(board Element, a Array) (Army, error) {
	if !board.ArrayAllowed(a) {
		return NoArmy, fmt.Errorf("%w: the array %s may not be played on the %s board (§8.6)", errTraditional, a, board)
	}
	return board.GreaterAngle(), nil
}
