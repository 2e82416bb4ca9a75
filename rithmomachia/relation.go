package rithmomachia

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// This file describes the capture relations (spec §5.2, §6.3, §7), each
// once, as data: where its capturers stand (placement) and what their
// numbers must make with the target's (arithmetic). Everything else reads
// the descriptions: the exact evaluation (instances.go: relations), the
// prefilters' tables and tests (compileRelations below, then fast.go's
// mayTake, pairMay, lineRelationPossible and phase1Candidates) and the
// explanation (explain.go, through arithmetic.text). Changing a relation
// is one edit of its value here; TestOneDescription shows it.

// placement says where a relation's capturers stand to its target.
type placement uint8

const (
	// reaching: an ordinary move of each capturer ends on the target
	// (spec §4.1; the pieces between block it, unless leapover).
	reaching placement = iota
	// onLine: the capturer is the first piece on a line from the target,
	// at any distance (Fulke's void spaces, D13; eruption).
	onLine
	// alongMove: onLine, on a line the capturer moves along (the assault,
	// spec §6.3).
	alongMove
	// adjacent: the capturers stand next to the target (deceit, F2's
	// addition by adjacency).
	adjacent
	// adjacentOrth: next to it orthogonally (deceit=orthogonal, D11).
	adjacentOrth
)

// line reports whether the capturer is the first piece on a line from
// the target.
func (pl placement) line() bool { return pl == onLine || pl == alongMove }

// neighbour reports whether the capturers stand next to the target.
func (pl placement) neighbour() bool { return pl == adjacent || pl == adjacentOrth }

// arithmetic is what the capturers' numbers (x, y: one value of each) must
// make with the target's (t). A one-capturer arithmetic may read the
// distance from the capturer to the target (dist cells).
type arithmetic uint8

const (
	equal          arithmetic = iota // one capturer: x = t
	cossic                           // one man: x and t a cossic pair, by their signs (CossicPair)
	spacesProduct                    // one capturer: x × (dist-1 void spaces) = t (SpacesProduct)
	spacesQuotient                   // one capturer: x ÷ (dist-1 void spaces) = t (SpacesQuotient)
	fields                           // one capturer: x × or ÷ (dist+1 fields) = t (AssaultHolds)
	sum                              // two capturers: x + y = t
	difference                       // two capturers: |x - y| = t
	product                          // two capturers: x × y = t
	quotient                         // two capturers: the larger = t × the smaller
	proportion                       // two capturers: x, y and t distinct, in proportion (Proportion3)
	sumOfMany                        // two or more capturers: their sum = t (ambush, D32)
)

// capturers returns the number of capturers of an instance: 1, 2, or 0
// for two or more.
func (a arithmetic) capturers() int {
	switch {
	case a == sumOfMany:
		return 0
	case a >= sum:
		return 2
	}
	return 1
}

// usesDistance reports whether a one-capturer arithmetic reads the
// distance.
func (a arithmetic) usesDistance() bool {
	return a == spacesProduct || a == spacesQuotient || a == fields
}

// arithSet is a set of arithmetics (bit a for arithmetic a), tried at
// once by one loop of the evaluation (see pass).
type arithSet uint16

// has reports whether s holds a.
func (s arithSet) has(a arithmetic) bool { return s&(1<<a) != 0 }

// one returns the index in xs of the first value of a capturer (with
// cossic signs xsigns: none for a pyramid, signs being borne by men, spec
// §5.2) that stands in a one-capturer arithmetic of s with a value of ts
// (the target's, with signs tsigns), dist cells away; or -1. The
// arithmetics are tried in turn; each case defines one.
func (s arithSet) one(xs []int16, xsigns Signs, dist int, ts []int16, tsigns Signs) int {
	for m := s; m != 0; m &= m - 1 {
		switch arithmetic(bits.TrailingZeros16(uint16(m))) {
		case equal: // x = t
			for i, x := range xs {
				for _, t := range ts {
					if x == t {
						return i
					}
				}
			}
		case cossic: // x and t a cossic pair
			if tsigns == 0 {
				continue
			}
			for i, x := range xs {
				for _, t := range ts {
					if CossicPair(int(x), xsigns, int(t), tsigns) {
						return i
					}
				}
			}
		case spacesProduct: // x × void spaces = t
			for i, x := range xs {
				for _, t := range ts {
					if SpacesProduct(int(x), dist-1, int(t)) {
						return i
					}
				}
			}
		case spacesQuotient: // x ÷ void spaces = t
			for i, x := range xs {
				for _, t := range ts {
					if SpacesQuotient(int(x), dist-1, int(t)) {
						return i
					}
				}
			}
		case fields: // x × or ÷ fields = t
			for i, x := range xs {
				for _, t := range ts {
					if AssaultHolds(int(x), dist+1, int(t)) {
						return i
					}
				}
			}
		}
	}
	return -1
}

// two calls visit(x, y) for each value x of xs and y of ys (two
// capturers' values) that stand in a two-capturer arithmetic of s with
// the value t of the target, until visit returns true (a nil visit stops
// at the first); it reports whether some pair stands. The arithmetics are
// tried in turn; each case's test (of lo, the smaller value, and hi)
// defines one.
func (s arithSet) two(xs, ys []int16, t int, visit func(x, y int) bool) bool {
	hit := false
	for m := s; m != 0; m &= m - 1 {
		a := arithmetic(bits.TrailingZeros16(uint16(m)))
		for _, v1 := range xs {
			for _, v2 := range ys {
				lo, hi := int(min(v1, v2)), int(max(v1, v2))
				var holds bool
				switch a {
				case sum:
					holds = lo+hi == t
				case difference:
					holds = hi-lo == t
				case product:
					holds = lo*hi == t
				case quotient:
					holds = hi == t*lo
				case proportion:
					holds = Proportion3(lo, hi, t) != 0
				}
				if holds {
					hit = true
					if visit == nil || visit(int(v1), int(v2)) {
						return true
					}
				}
			}
		}
	}
	return hit
}

// mayPair reports whether two capturers of values x and y may stand in an
// instance of a with more capturers taking t: holds2, or for a sum of
// many, x + y is the sum or (with more than two capturers allowed: maxMany
// is 0 or more than 2) less.
func (a arithmetic) mayPair(x, y, t, maxMany int) bool {
	if a == sumOfMany {
		return x+y == t || maxMany != 2 && x+y < t
	}
	return arithSet(1<<a).two([]int16{int16(x)}, []int16{int16(y)}, t, nil)
}

// text writes an instance as the explanation shows it: the relation's
// name, then the equation of the capturers' values vals (one each; a sum
// of many in increasing order, two in the order of the equation) and the
// target's t; dist is a line capturer's distance.
func (a arithmetic) text(name string, vals []int, dist, t int) string {
	x := vals[0]
	switch a {
	case equal:
		return fmt.Sprintf("%s: %d = %d", name, t, t)
	case spacesProduct:
		return fmt.Sprintf("%s: %d × %d spaces = %d", name, x, dist-1, t)
	case spacesQuotient:
		return fmt.Sprintf("%s: %d ÷ %d spaces = %d", name, x, dist-1, t)
	case fields:
		if n := dist + 1; x*n == t {
			return fmt.Sprintf("%s: %d × %d fields = %d", name, x, n, t)
		}
		return fmt.Sprintf("%s: %d ÷ %d fields = %d", name, x, dist+1, t)
	case sumOfMany:
		terms := make([]string, len(vals))
		for i, v := range slices.Sorted(slices.Values(vals)) {
			terms[i] = strconv.Itoa(v)
		}
		return fmt.Sprintf("%s: %s = %d", name, strings.Join(terms, " + "), t)
	case cossic:
		return fmt.Sprintf("%s by %d", name, x)
	}
	lo, hi := min(vals[0], vals[1]), max(vals[0], vals[1])
	switch a {
	case sum:
		return fmt.Sprintf("%s: %d + %d = %d", name, lo, hi, t)
	case difference:
		return fmt.Sprintf("%s: %d - %d = %d", name, hi, lo, t)
	case product:
		return fmt.Sprintf("%s: %d × %d = %d", name, hi, lo, t)
	case quotient:
		return fmt.Sprintf("%s: %d ÷ %d = %d", name, hi, lo, t)
	}
	return fmt.Sprintf("%s: %d, %d and %d", name, lo, hi, t)
}

// relation is one capture relation: its name in the words of the books,
// where its capturers stand and what their numbers make.
type relation struct {
	name  string
	place placement
	arith arithmetic
}

// The relations of the books (spec §5.2, §6.3, §7).
var (
	// Equality: a meeting (Fulke's "encountering", the modern "equality"):
	// a piece reaching an enemy of its number.
	meeting = relation{"meeting", reaching, equal}
	// Addition and subtraction (F1, F2; subtraction in M, I too): two
	// pieces reaching the target, their sum or difference its number.
	addition    = relation{"addition", reaching, sum}
	subtraction = relation{"subtraction", reaching, difference}
	// Multiplication and division by two men (F1 TwoMen).
	multiplication = relation{"multiplication", reaching, product}
	division       = relation{"division", reaching, quotient}
	// Multiplication and division by void spaces (F2; F1 Spaces): the
	// first piece on a line, its number times (or divided by) the empty
	// cells between.
	multiplicationBySpaces = relation{"multiplication by spaces", onLine, spacesProduct}
	divisionBySpaces       = relation{"division by spaces", onLine, spacesQuotient}
	// Eruption (F3): multiplication by spaces.
	eruption = relation{"eruption", onLine, spacesProduct}
	// Cossic signs (F2): a man reaching the target, root and power.
	cossicSigns = relation{"cossic signs", reaching, cossic}
	// Deceit, lying weight (F3): two men next to the target, their sum.
	deceit = relation{"deceit", adjacent, sum}
	// Proportion (F1 agreed, I): two reaching pieces and the target, three
	// distinct numbers in proportion, the target any term (D12).
	proportionRelation = relation{"proportion", reaching, proportion}
	// Ambush (M, I): two or more reaching pieces, their sum (D32).
	ambush = relation{"ambush", reaching, sumOfMany}
	// Assault (M, I): the first piece on a line it moves along, its number
	// times or divided by the fields counted with both ends.
	assault = relation{"assault", alongMove, fields}
)

// familyRules is what a family of rules decides of the captures: its
// relations, in the order relations tries them (a proportion last, see
// relations); its siege; whether a pyramid's components capture on their
// own (M, I), and whether losing the base loses the pyramid (F3, §5.7).
type familyRules struct {
	relations   []relation
	siege       int
	compCapture bool
	baseLoss    bool
}

// familyTable holds the rules of each family.
type familyTable [famItalian + 1]familyRules

// families are the rules of each family (spec §5.2, §5.3, §6.3, §7).
var families = familyTable{
	famFulke1: {relations: []relation{meeting, addition, subtraction, multiplication, division}, siege: siegeImmobile},
	famFulke2: {relations: []relation{meeting, cossicSigns, addition, subtraction, multiplicationBySpaces, divisionBySpaces}, siege: siegeImmobile},
	famFulke3: {relations: []relation{meeting, eruption, deceit}, siege: siegeFourSides, baseLoss: true},
	famModern: {relations: []relation{meeting, subtraction, ambush, assault}, siege: siegeModern, compCapture: true},
	famItalian: {relations: []relation{meeting, subtraction, ambush, assault, proportionRelation}, siege: siegeModern,
		compCapture: true},
}

// withOptions returns a family's relations as the options change them:
// F1 Spaces multiplies and divides by void spaces; proportioncapture adds
// the proportion; additiongeometry=adjacent adds and subtracts by pieces
// next to the target (F2); deceit=orthogonal counts the orthogonal
// neighbours only (D11). A proportion goes last.
func withOptions(rels []relation, spaces, prop, addAdjacent, deceitOrth bool) []relation {
	var out, last []relation
	for _, rl := range rels {
		switch {
		case spaces && rl == multiplication:
			rl = multiplicationBySpaces
		case spaces && rl == division:
			rl = divisionBySpaces
		case addAdjacent && (rl == addition || rl == subtraction):
			rl.place = adjacent
		case deceitOrth && rl == deceit:
			rl.place = adjacentOrth
		}
		if rl.arith == proportion {
			last = append(last, rl)
			continue
		}
		out = append(out, rl)
	}
	if prop && len(last) == 0 {
		last = append(last, proportionRelation)
	}
	return append(out, last...)
}

// validRelation reports why a relation's placement and arithmetic do not
// go together, or "": one capturer reaching the target or on its line
// (an arithmetic of the distance only on a line), two by reach or next to
// it, more than two by reach. The prefilters cover these shapes.
func validRelation(rl relation) string {
	switch n := rl.arith.capturers(); {
	case n == 1 && rl.place.neighbour():
		return "one capturer next to the target"
	case n == 1 && rl.arith.usesDistance() && !rl.place.line():
		return "an arithmetic of the distance off a line"
	case n != 1 && rl.place.line():
		return "two capturers on lines"
	case n == 0 && rl.place != reaching:
		return "many capturers not reaching the target"
	}
	return ""
}

// pass is one loop of the exact evaluation (see relationsIn) over the
// capturers of one placement: the relations with that placement and
// number of capturers (1, 2, 0 for two or more), their arithmetics as a
// set, in the order of the first of them in the rules' list; a
// proportion has a pass of its own (relations reports it).
type pass struct {
	set   arithSet
	place placement
	n     uint8 // capturers: 1, 2, or 0 for two or more
	// need is the bit of avail (see gathered.avail) that the pass needs:
	// its list of capturers holding one, or two for a relation of two or
	// more.
	need  uint8
	check bool // the capturers' placement is tested (see Position.placed)
	// table says, for a pass of one capturer holding all the rules'
	// relations of its placement, which table of pairs of men answers for
	// it (meet, lineRel).
	table uint8
	// pairs, for a pass of two capturers in the rules, has bit kt of
	// pairs[kx][ky] set when men of kinds kx and ky stand in one of its
	// arithmetics with a man of kind kt (nil: none, in a pass of the
	// explanation).
	pairs *[numKinds][numKinds]uint64
}

// The tables of pass.table.
const (
	tableNone = iota
	tableMeet
	tableLine
)

// passOf returns the pass of the relation rl alone, without a table.
func passOf(rl relation) pass {
	n := uint8(rl.arith.capturers())
	pa := pass{set: 1 << rl.arith, place: rl.place, n: n, check: rl.place == alongMove || rl.place == adjacentOrth}
	shift := 0 // the list's bits in avail
	switch {
	case rl.place.line():
		shift = 2
	case rl.place.neighbour():
		shift = 4
	}
	pa.need = 1 << shift
	if n != 1 {
		pa.need <<= 1
	}
	return pa
}

// pairTables caches pairTable's tables by their arithmetics.
var pairTables sync.Map // arithSet -> *[numKinds][numKinds]uint64

// pairTable returns the table of pass.pairs for the arithmetics set (men
// of every kind: a prisoner re-entering keeps his kind for his new side).
func pairTable(set arithSet) *[numKinds][numKinds]uint64 {
	if t, ok := pairTables.Load(set); ok {
		return t.(*[numKinds][numKinds]uint64)
	}
	t := new([numKinds][numKinds]uint64)
	var x, y [1]int16
	for kx := range numKinds {
		for ky := range numKinds {
			a, b := &kinds[kx], &kinds[ky]
			if a.shape == Pyramid || b.shape == Pyramid {
				continue
			}
			x[0], y[0] = int16(a.number), int16(b.number)
			for kt := range numKinds {
				if c := &kinds[kt]; c.shape != Pyramid && set.two(x[:], y[:], c.number, nil) {
					t[kx][ky] |= 1 << kt
				}
			}
		}
	}
	got, _ := pairTables.LoadOrStore(set, t)
	return got.(*[numKinds][numKinds]uint64)
}

// compileRelations sets the rules' relations, the passes of their exact
// evaluation, and everything the prefilters read of them: which capturers
// gather collects, the tables of pairs of men (lineRel, meet), the sets of
// fast.go and its flags.
func (r *rules) compileRelations(rels []relation) {
	for _, rl := range rels {
		if why := validRelation(rl); why != "" {
			panic(fmt.Sprintf("rithmomachia: relation %s: %s", rl.name, why))
		}
	}
	r.rels = rels
	r.compilePasses(rels)
	r.compileFlags(rels)
	for i := range r.passes {
		switch q := &r.passes[i]; {
		case q.n == 2:
			q.pairs = pairTable(q.set)
		case q.n == 1 && q.place == reaching && q.set == r.reachOne:
			q.table = tableMeet
		case q.n == 1 && q.place.line() && q.set == r.lineOne:
			q.table = tableLine
		}
	}
	r.lineRel, r.meet = [64][64]uint16{}, [64][64]bool{}
	for kc := range numKinds {
		for kt := range numKinds {
			a, b := &kinds[kc], &kinds[kt]
			if a.shape == Pyramid || b.shape == Pyramid {
				continue
			}
			x, y := []int16{int16(a.number)}, []int16{int16(b.number)}
			r.meet[kc+1][kt+1] = r.reachOne.one(x, a.signs, 0, y, b.signs) >= 0
			for j := 1; j < 16; j++ {
				if r.lineOne.one(x, a.signs, j, y, b.signs) >= 0 {
					r.lineRel[kc+1][kt+1] |= 1 << j
				}
			}
		}
	}
}

// compilePasses sets the passes of the relations rels (see pass), and
// passMask.
func (r *rules) compilePasses(rels []relation) {
	r.passes = nil
	for _, rl := range rels {
		ps := passOf(rl)
		merged := false
		for i := range r.passes {
			if q := &r.passes[i]; rl.arith != proportion && q.place == ps.place && q.n == ps.n && !q.set.has(proportion) {
				q.set |= ps.set
				merged = true
			}
		}
		if !merged {
			r.passes = append(r.passes, ps)
		}
	}
	if len(r.passes) > 16 {
		panic("rithmomachia: more than 16 passes")
	}
	r.passMask = [64]uint16{}
	for avail := range 64 {
		for i := range r.passes {
			if r.passes[i].need&uint8(avail) != 0 {
				r.passMask[avail] |= 1 << i
			}
		}
	}
}

// compileFlags sets what the prefilters read of the relations rels: the
// capturers gather collects and fast.go's flags and sets of arithmetics.
func (r *rules) compileFlags(rels []relation) {
	r.gathers, r.pairReach, r.pairAdjacent, r.lineAny, r.lineAlong, r.adjOrthOnly = 0, false, false, false, false, true
	r.reachOne, r.lineOne, r.reachTwo, r.reachMany = 0, 0, 0, false
	for _, rl := range rels {
		n, set := rl.arith.capturers(), arithSet(1)<<rl.arith
		switch {
		case rl.place == reaching:
			r.gathers |= gatherReach
			r.pairReach = r.pairReach || n != 1
			switch n {
			case 1:
				r.reachOne |= set
			case 2:
				r.reachTwo |= set
			default:
				r.reachMany = true
			}
		case rl.place.line():
			r.gathers |= gatherLine
			r.lineAny = r.lineAny || rl.place == onLine
			r.lineAlong = r.lineAlong || rl.place == alongMove
			r.lineOne |= set
		default:
			r.gathers |= gatherAdjacent
			r.pairAdjacent = true
			r.adjOrthOnly = r.adjOrthOnly && rl.place == adjacentOrth
		}
	}
}
