package rithmomachia

import (
	"fmt"
	"slices"

	"github.com/ludus-chess/ludus/variant"
)

// The two sides (spec §0, Vocabulary): Even (White) stands on the low ranks
// and Odd (Black) on the high ranks.
const (
	Even variant.Side = 0
	Odd  variant.Side = 1
)

// Shape is the form of a man: round, triangle, square, or the pyramid (spec
// §2.1). The shape decides how a man moves; its number decides what it
// captures.
type Shape uint8

// The shapes.
const (
	Round Shape = iota
	Triangle
	Square
	Pyramid
)

var shapeNames = [...]string{"round", "triangle", "square", "pyramid"}
var shapeLetters = [...]byte{'R', 'T', 'S', 'P'}

// String returns "round", "triangle", "square" or "pyramid".
func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return fmt.Sprintf("Shape(%d)", s)
}

// Letter returns the shape's letter in position and move text: R, T, S, P.
func (s Shape) Letter() byte { return shapeLetters[s&3] }

// Order is one of the six orders of four men of a side (spec §2.1): first
// and second rounds (R1, R2), triangles (T1, T2) and squares (S1, S2). The
// pyramid stands in the place of an S1 man.
type Order uint8

// The orders.
const (
	R1 Order = iota
	R2
	T1
	T2
	S1
	S2
)

var orderNames = [...]string{"R1", "R2", "T1", "T2", "S1", "S2"}

// String returns "R1" ... "S2".
func (o Order) String() string {
	if int(o) < len(orderNames) {
		return orderNames[o]
	}
	return fmt.Sprintf("Order(%d)", o)
}

// Seeds returns a side's four seeds x (spec §2.1): Even 2 4 6 8, Odd 3 5 7 9.
func Seeds(side variant.Side) [4]int {
	if side == Odd {
		return [4]int{3, 5, 7, 9}
	}
	return [4]int{2, 4, 6, 8}
}

// OrderNumber returns the number of the man of order o grown from seed x, by
// the formulas of spec §2.1: x, x², x+x², (x+1)², their sum, (2x+1)².
func OrderNumber(o Order, x int) int {
	switch o {
	case R1:
		return x
	case R2:
		return x * x
	case T1:
		return x + x*x
	case T2:
		return (x + 1) * (x + 1)
	case S1:
		return x + x*x + (x+1)*(x+1)
	default:
		return (2*x + 1) * (2*x + 1)
	}
}

// Man is one of the 48 men of the game, described as it stands in the
// start array: its origin side, order, seed, shape and number (spec §2.1).
// The two pyramids are men of order S1 with shape Pyramid; their components
// are [Component]s.
type Man struct {
	ID     string       // spec §2.1 piece ID: "ER1-4", "OT2-36", "EP-91"
	Side   variant.Side // the side it starts on (its origin)
	Order  Order
	Seed   int
	Shape  Shape
	Number int
}

// Component is one man of a pyramid (spec §2.2). Components never change
// side and never stand alone on the board.
type Component struct {
	ID     string // "EP-91/S36"
	Side   variant.Side
	Index  int // 0 is the base (bottom), counting upwards
	Shape  Shape
	Number int
}

// The components of the two pyramids, bottom to top (spec §2.2): Even 91 =
// 36 25 16 9 4 1 (pointed top), Odd 190 = 64 49 36 25 16 (flat top).
var pyramidComponents = [2][]Component{
	{
		{"EP-91/S36", Even, 0, Square, 36}, {"EP-91/S25", Even, 1, Square, 25},
		{"EP-91/T16", Even, 2, Triangle, 16}, {"EP-91/T9", Even, 3, Triangle, 9},
		{"EP-91/R4", Even, 4, Round, 4}, {"EP-91/R1", Even, 5, Round, 1},
	},
	{
		{"OP-190/S64", Odd, 0, Square, 64}, {"OP-190/S49", Odd, 1, Square, 49},
		{"OP-190/T36", Odd, 2, Triangle, 36}, {"OP-190/T25", Odd, 3, Triangle, 25},
		{"OP-190/R16", Odd, 4, Round, 16},
	},
}

// Components returns the components of a side's pyramid, base first.
func Components(side variant.Side) []Component {
	return slices.Clone(pyramidComponents[side&1])
}

// pyramidSeed is the seed whose S1 man is the pyramid (spec §2.1): Even's
// 91 grows from 6, Odd's 190 from 9.
var pyramidSeed = [2]int{6, 9}

// Men returns the 48 men, Even's 24 then Odd's 24, each side by order (R1,
// R2, T1, T2, S1, S2) and seed.
func Men() []Man { return slices.Clone(allMen[:]) }

var allMen = func() [48]Man {
	var out [48]Man
	i := 0
	for side := Even; side <= Odd; side++ {
		letter := "E"
		if side == Odd {
			letter = "O"
		}
		for o := R1; o <= S2; o++ {
			for _, x := range Seeds(side) {
				n := OrderNumber(o, x)
				shape := [...]Shape{Round, Round, Triangle, Triangle, Square, Square}[o]
				id := fmt.Sprintf("%s%s-%d", letter, o, n)
				if o == S1 && x == pyramidSeed[side] {
					shape = Pyramid
					id = fmt.Sprintf("%sP-%d", letter, n)
				}
				out[i] = Man{ID: id, Side: side, Order: o, Seed: x, Shape: shape, Number: n}
				i++
			}
		}
	}
	return out
}()

// Men of equal origin, shape and number are interchangeable in every rule
// (Even's two round 4s, ER1-4 and ER2-4; Odd's two round 9s): the engine
// stores men by their kind, (origin, shape, number), and counts how many of
// each kind exist. There are 23 kinds per side, the pyramid included.
const (
	numKinds     = 46
	numComps     = 11 // 6 Even components and 5 Odd ones
	numEntries   = numKinds + numComps
	noKind       = 0xFF
	evenPyrKind  = 17 // kind index of EP-91 (checked in init)
	oddPyrKind   = 41 // kind index of OP-190
	completeEven = 0x3F
	completeOdd  = 0x1F
)

// kind is the static description of one kind of man.
type kind struct {
	side   variant.Side
	shape  Shape
	number int
	count  int    // how many men of this kind exist (1 or 2)
	ids    string // the spec IDs of its men, joined by "/"
	signs  Signs
}

var kinds [numKinds]kind

// kindOf[i] is the kind of allMen[i].
var kindOf [48]uint8

// compEntry[side][i] is the ledger index of component i of side's pyramid.
var compEntry [2][6]uint8

// entryValue[e] is the number of ledger entry e (a kind or a component).
var entryValue [numEntries]int

// pyrComplete[side] is the component mask of a complete pyramid.
var pyrComplete = [2]uint8{completeEven, completeOdd}

// pyrNominal[side] is the pyramidal number: 91 and 190.
var pyrNominal = [2]int{91, 190}

func init() {
	n := 0
	for i, m := range allMen {
		k := -1
		for j := range n {
			if kinds[j].side == m.Side && kinds[j].shape == m.Shape && kinds[j].number == m.Number {
				k = j
				break
			}
		}
		if k < 0 {
			k = n
			kinds[k] = kind{side: m.Side, shape: m.Shape, number: m.Number, ids: m.ID}
			n++
		} else {
			kinds[k].ids += "/" + m.ID
		}
		kinds[k].count++
		kindOf[i] = uint8(k)
	}
	if n != numKinds || kinds[evenPyrKind].shape != Pyramid || kinds[oddPyrKind].shape != Pyramid {
		panic("rithmomachia: kind table inconsistent")
	}
	for k := range kinds {
		entryValue[k] = kinds[k].number
		kinds[k].signs = deriveSigns(kinds[k].side, kinds[k].number)
		if kinds[k].shape != Pyramid {
			manValues[k] = valueList{n: 1, vals: [7]int16{int16(kinds[k].number)}}
		}
	}
	e := numKinds
	for side := range 2 {
		for i, c := range pyramidComponents[side] {
			compEntry[side][i] = uint8(e)
			entryValue[e] = c.Number
			e++
		}
	}
	for code := range codeShapes {
		codeShapes[code] = Pyramid
		if k := codeKind(uint8(code)); code != 0 && int(k) < numKinds {
			codeShapes[code] = kinds[k].shape
		}
	}
}

// findKind returns the kind of (origin, shape, number), or noKind.
func findKind(side variant.Side, shape Shape, number int) uint8 {
	for k := range kinds {
		if kinds[k].side == side && kinds[k].shape == shape && kinds[k].number == number {
			return uint8(k)
		}
	}
	return noKind
}

// Numbers returns the distinct numbers of all the men, both sides, pyramids
// at their pyramidal numbers, in increasing order (spec §11.1: 35 numbers).
func Numbers() []int {
	var out []int
	for _, m := range allMen {
		if !slices.Contains(out, m.Number) {
			out = append(out, m.Number)
		}
	}
	slices.Sort(out)
	return out
}

// Total returns the sum of a side's numbers, its pyramid at the pyramidal
// number: Even 1312, Odd 1752 (spec §2.1).
func Total(side variant.Side) int {
	t := 0
	for _, m := range allMen {
		if m.Side == side {
			t += m.Number
		}
	}
	return t
}

// StandardSize returns the men in one standard of a side's army (spec
// §5.9): the army's total less two captains and ten standard-bearers,
// shared among ten standards: Even (1312-12)/10 = 130, Odd 174. The source
// means this division to be exact; StandardSize panics if it is not.
func StandardSize(army variant.Side) int {
	soldiers := Total(army) - 12
	if soldiers%10 != 0 {
		panic("rithmomachia: army total does not make ten equal standards")
	}
	return soldiers / 10
}

// Signs is a set of cossic signs (spec §2.3, rule set F2): {r} the root,
// {2} the quadrate, {3} the cube, {4} the quadrate of the quadrate, {6} the
// quadrate of the cube.
type Signs uint8

// The cossic signs.
const (
	SignRoot Signs = 1 << iota
	Sign2
	Sign3
	Sign4
	Sign6
)

var cossicExponents = [...]struct {
	k    int
	sign Signs
}{{2, Sign2}, {3, Sign3}, {4, Sign4}, {6, Sign6}}

// String writes the signs as the source does: "{r}{2}", or "" for none.
func (s Signs) String() string {
	out := ""
	if s&SignRoot != 0 {
		out += "{r}"
	}
	for _, e := range cossicExponents {
		if s&e.sign != 0 {
			out += fmt.Sprintf("{%d}", e.k)
		}
	}
	return out
}

// power returns r^k, or -1 once it exceeds limit.
func power(r, k, limit int) int {
	p := 1
	for range k {
		p *= r
		if p > limit {
			return -1
		}
	}
	return p
}

// deriveSigns applies the rule of spec §2.3 to a man of origin side with
// number n: {k} iff n = r^k for the number r of some man of the opposite
// side; {r} iff n^k is the number of some man of the opposite side.
// Pyramids bear no signs (D31).
func deriveSigns(side variant.Side, n int) Signs {
	var s Signs
	for _, m := range allMen {
		if m.Side == side || m.Shape == Pyramid {
			continue
		}
		for _, e := range cossicExponents {
			if power(m.Number, e.k, n) == n {
				s |= e.sign
			}
			if power(n, e.k, m.Number) == m.Number {
				s |= SignRoot
			}
		}
	}
	return s
}

// SignsOf returns the cossic signs a man bears (spec §2.3). The pyramids
// bear none.
func SignsOf(m Man) Signs {
	if m.Shape == Pyramid {
		return 0
	}
	return deriveSigns(m.Side, m.Number)
}

// componentSigns returns the signs a component would bear if components
// bore signs (option cossiccomponents, D31): the same rule as for men.
func componentSigns(side variant.Side, n int) Signs { return deriveSigns(side, n) }

// CossicPair reports whether a man with number a and signs sa and a man with
// number b and signs sb make a cossic pair (spec §2.3): one bears {r} and
// has number r, the other bears {k} and has number r^k.
func CossicPair(a int, sa Signs, b int, sb Signs) bool {
	return cossicOneWay(a, sa, b, sb) || cossicOneWay(b, sb, a, sa)
}

func cossicOneWay(root int, sr Signs, pow int, sp Signs) bool {
	if sr&SignRoot == 0 {
		return false
	}
	for _, e := range cossicExponents {
		if sp&e.sign != 0 && power(root, e.k, pow) == pow {
			return true
		}
	}
	return false
}

// Proportion is a set of the three kinds of proportion (spec §4.3).
type Proportion uint8

// The kinds of proportion.
const (
	Arithmetic Proportion = 1 << iota // b − a = c − b
	Geometric                         // b² = a·c
	Musical                           // b·(a + c) = 2·a·c
)

// String writes "arithmetic", "geometric+musical", ... or "none".
func (p Proportion) String() string {
	var parts []string
	for i, n := range []string{"arithmetic", "geometric", "musical"} {
		if p&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	out := parts[0]
	for _, s := range parts[1:] {
		out += "+" + s
	}
	return out
}

// Count returns the number of kinds in p.
func (p Proportion) Count() int {
	return int(p&1) + int(p>>1&1) + int(p>>2&1)
}

// sort3 returns a, b, c in increasing order.
func sort3(a, b, c int) (int, int, int) {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b, c = c, b
	}
	if a > b {
		a, b = b, a
	}
	return a, b, c
}

// Proportion3 returns the kind of proportion of three numbers, given in any
// order (spec §4.3). The numbers must be distinct; otherwise it returns 0.
// The tests are exact, in integers: b−a = c−b, b·b = a·c, b·(a+c) = 2·a·c.
func Proportion3(x, y, z int) Proportion {
	a, b, c := sort3(x, y, z)
	if a == b || b == c {
		return 0
	}
	var p Proportion
	if b-a == c-b {
		p |= Arithmetic
	}
	if b*b == a*c {
		p |= Geometric
	}
	if b*(a+c) == 2*a*c {
		p |= Musical
	}
	return p
}

// Proportion4 returns the kinds of proportion a set of four distinct
// numbers contains (spec §4.3): the kinds of its four triples, and geometric
// also when a·d = b·c (the disjunct proportion "3/2 = 6/4", sorted a<b<c<d).
// It returns 0 if the numbers are not distinct.
func Proportion4(w, x, y, z int) Proportion {
	n := [4]int{w, x, y, z}
	slices.Sort(n[:])
	if n[0] == n[1] || n[1] == n[2] || n[2] == n[3] {
		return 0
	}
	p := Proportion3(n[0], n[1], n[2]) | Proportion3(n[0], n[1], n[3]) |
		Proportion3(n[0], n[2], n[3]) | Proportion3(n[1], n[2], n[3])
	if n[0]*n[3] == n[1]*n[2] {
		p |= Geometric
	}
	return p
}

// Grade returns the grade of a proper victory (triumph, harmony) made by the
// numbers (spec §4.3): 1 for three numbers in one proportion, 2 for four
// containing exactly two kinds, 3 for four containing all three, and 0 for
// anything else (repeated numbers, four with one kind, a wrong count).
func Grade(nums ...int) int {
	switch len(nums) {
	case 3:
		if Proportion3(nums[0], nums[1], nums[2]) != 0 {
			return 1
		}
	case 4:
		switch Proportion4(nums[0], nums[1], nums[2], nums[3]).Count() {
		case 2:
			return 2
		case 3:
			return 3
		}
	}
	return 0
}

// digits returns the number of decimal characters of n > 0 (spec §5.9
// counts numbers in characters).
func digits(n int) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}

// SpacesProduct reports Fulke's multiplication by spaces (F2, spec §5.2)
// and eruption (F3): a man smaller than the target whose number times the
// void spaces between them is the target's.
func SpacesProduct(man, spaces, target int) bool {
	return spaces >= 1 && man < target && man*spaces == target
}

// SpacesQuotient reports Fulke's division by spaces (F2, spec §5.2): a man
// greater than the target whose number divided exactly by the void spaces
// between them is the target's (tested as man = target·spaces).
func SpacesQuotient(man, spaces, target int) bool {
	return spaces >= 1 && man > target && man == target*spaces
}

// AssaultHolds reports the modern assault (spec §6.3): with n fields
// counted from the capturer to the target, both ends included, the man's
// number times n, or divided exactly by n, is the target's.
func AssaultHolds(man, fields, target int) bool {
	return man*fields == target || man == target*fields
}
