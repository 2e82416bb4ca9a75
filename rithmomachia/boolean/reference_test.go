package boolean

// An independent reference model of §8, written from the spec for the tests
// and sharing no code with the package: coordinates as triples, pieces in
// a map, vectors found by counting non-zero coordinates, captures found by
// trying every (T, equation, Y) literally, chains by recomputing on the
// flipped position. It is slow and simple; the package must agree with it
// move for move (perft, move lists, resulting positions, outcomes).

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

type rCoord [3]int // file, rank, level, 0-based

type rPiece struct {
	v     int
	owner int // 0 white, 1 black
}

type rOpts struct {
	push, origin, chain bool
	eqs                 map[string]bool
	limit               int
	first               int
}

type rPos struct {
	at    map[rCoord]rPiece
	hand  [2][]bool // hand[s][v]
	side  int
	quiet int
	o     rOpts
}

func rOptions(o variant.Options) rOpts {
	r := rOpts{
		push:   o.Get("pyramidpush") == "true",
		origin: o.Get("pushintoorigin") == "true",
		chain:  o.Get("chaincaptures") == "true",
		limit:  o.Int("nocapturelimit"),
		eqs:    map[string]bool{},
	}
	if o.Get("firstmover") == "black" {
		r.first = 1
	}
	e := strings.ToLower(o.Get("equations"))
	if e == "all" {
		e = "not-and-or-xor-nand-nor"
	}
	for _, n := range strings.FieldsFunc(e, func(r rune) bool { return r == '-' || r == '+' }) {
		r.eqs[n] = true
	}
	return r
}

func ones(v int) int {
	n := 0
	for ; v > 0; v >>= 1 {
		n += v & 1
	}
	return n
}

// rShape: "P", "C", "T", "S" from the bit count (§8.2 table).
func rShape(v int) string {
	return [...]string{"P", "C", "T", "S", "P"}[ones(v)]
}

// rVectors: the vectors whose number of non-zero coordinates is allowed
// for the shape (§8.4): circle 1 or 2, triangle 2 or 3, square 1 or 3,
// pyramid any.
func rVectors(shape string) []rCoord {
	allowed := map[string][]int{"C": {1, 2}, "T": {2, 3}, "S": {1, 3}, "P": {1, 2, 3}}[shape]
	var out []rCoord
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			for dz := -1; dz <= 1; dz++ {
				n := 0
				for _, d := range []int{dx, dy, dz} {
					if d != 0 {
						n++
					}
				}
				if slices.Contains(allowed, n) {
					out = append(out, rCoord{dx, dy, dz})
				}
			}
		}
	}
	return out
}

func inCube(c rCoord) bool {
	return c[0] >= 0 && c[0] < 4 && c[1] >= 0 && c[1] < 4 && c[2] >= 0 && c[2] < 4
}

// rAllowed: the numbers of non-zero coordinates of a shape's vectors.
func rAllowed(v int) []int {
	return map[string][]int{"C": {1, 2}, "T": {2, 3}, "S": {1, 3}, "P": {1, 2, 3}}[rShape(v)]
}

// rReaches: whether the piece of value v on from points to to (§8.5
// reach(P)): the difference is a vector of the shape.
func rReaches(v int, from, to rCoord) bool {
	n := 0
	for i := range 3 {
		switch to[i] - from[i] {
		case 0:
		case -1, 1:
			n++
		default:
			return false
		}
	}
	return slices.Contains(rAllowed(v), n)
}

// rReach: the cells the piece of value v on c points to.
func rReach(v int, c rCoord) []rCoord {
	var out []rCoord
	for _, d := range rVectors(rShape(v)) {
		t := rCoord{c[0] + d[0], c[1] + d[1], c[2] + d[2]}
		if inCube(t) {
			out = append(out, t)
		}
	}
	return out
}

func rName(c rCoord) string {
	return string(rune('a'+c[0])) + strconv.Itoa(c[1]+1) + strconv.Itoa(c[2]+1)
}

func rIndex(c rCoord) int { return c[0] + 4*c[1] + 16*c[2] }

// rPatternShape is the §8.3 pattern, written out again.
func rPatternShape(file, rank int) string {
	rows := map[int]string{3: "SCCS", 2: "TTPT", 1: "TPTT", 0: "SCCS"}
	return string(rows[rank][file])
}

// rStandard builds the standard set-up from §8.3's list.
func rStandard(o rOpts) rPos {
	p := rPos{at: map[rCoord]rPiece{}, hand: [2][]bool{make([]bool, 16), make([]bool, 16)}, side: o.first, o: o}
	list := "a4=7 b4=1 c4=2 d4=11 a3=3 b3=5 c3=0 d3=6 a2=9 b2=15 c2=10 d2=12 a1=13 b1=4 c1=8 d1=14"
	for _, item := range strings.Fields(list) {
		cell, val, _ := strings.Cut(item, "=")
		v, _ := strconv.Atoi(val)
		f, r := int(cell[0]-'a'), int(cell[1]-'1')
		p.at[rCoord{f, r, 0}] = rPiece{v, 0}
		p.at[rCoord{f, r, 3}] = rPiece{v, 1}
	}
	return p
}

func rPlacementStart(o rOpts) rPos {
	p := rPos{at: map[rCoord]rPiece{}, hand: [2][]bool{make([]bool, 16), make([]bool, 16)}, side: o.first, o: o}
	for v := range 16 {
		p.hand[0][v], p.hand[1][v] = true, true
	}
	return p
}

// rFrom builds the reference position from a package position through its
// exported view only (Pieces, Turn, QuietTurns, Options).
func rFrom(q Position) rPos {
	p := rPos{at: map[rCoord]rPiece{}, hand: [2][]bool{make([]bool, 16), make([]bool, 16)},
		side: int(q.Turn()), quiet: q.QuietTurns(), o: rOptions(q.Options())}
	for _, pc := range q.Pieces(nil) {
		if pc.Cell == 255 {
			p.hand[pc.Side][pc.Value] = true
			continue
		}
		co := Board.Coord(pc.Cell)
		p.at[rCoord{co.File, co.Rank, co.Layer}] = rPiece{pc.Value, int(pc.Side)}
	}
	return p
}

func (p rPos) clone() rPos {
	q := p
	q.at = map[rCoord]rPiece{}
	for k, v := range p.at {
		q.at[k] = v
	}
	q.hand = [2][]bool{slices.Clone(p.hand[0]), slices.Clone(p.hand[1])}
	return q
}

func (p rPos) placing() bool {
	return slices.Contains(p.hand[0], true) || slices.Contains(p.hand[1], true)
}

type rMove struct {
	kind           string // "place", "step", "push"
	v              int
	from, to, dest rCoord
}

func (m rMove) base() string {
	switch m.kind {
	case "place":
		return rShape(m.v) + strconv.Itoa(m.v) + "@" + rName(m.to)
	case "step":
		return rName(m.from) + "-" + rName(m.to)
	}
	return rName(m.from) + "-" + rName(m.to) + ">" + rName(m.dest)
}

func allCells() []rCoord {
	var out []rCoord
	for l := range 4 {
		for r := range 4 {
			for f := range 4 {
				out = append(out, rCoord{f, r, l})
			}
		}
	}
	return out
}

func (p rPos) pyramids(s int) int {
	n := 0
	for _, pc := range p.at {
		if pc.owner == s && (pc.v == 0 || pc.v == 15) {
			n++
		}
	}
	if p.hand[s][0] {
		n++
	}
	if p.hand[s][15] {
		n++
	}
	return n
}

// rawMoves lists the moves by §8.3 and §8.4, ignoring the end of the game.
func (p rPos) rawMoves() []rMove {
	var out []rMove
	if p.placing() {
		level := 0
		if p.side == 1 {
			level = 3
		}
		for v := range 16 {
			if !p.hand[p.side][v] {
				continue
			}
			for _, c := range allCells() {
				if _, occ := p.at[c]; !occ && c[2] == level && rPatternShape(c[0], c[1]) == rShape(v) {
					out = append(out, rMove{kind: "place", v: v, to: c})
				}
			}
		}
		return out
	}
	for _, from := range allCells() {
		pc, ok := p.at[from]
		if !ok || pc.owner != p.side {
			continue
		}
		for _, to := range rReach(pc.v, from) {
			if _, occ := p.at[to]; !occ {
				out = append(out, rMove{kind: "step", from: from, to: to})
				continue
			}
			if rShape(pc.v) != "P" || !p.o.push {
				continue
			}
			for _, dest := range rReach(0, to) { // a pyramid step from the landing cell
				_, occ := p.at[dest]
				if (!occ) || (dest == from && p.o.origin) {
					out = append(out, rMove{kind: "push", from: from, to: to, dest: dest})
				}
			}
		}
	}
	return out
}

func (p rPos) over() bool { return len(p.moves()) == 0 }

// moves: none when a side has no pyramid or the no-capture limit is
// reached (§8.6); otherwise the moves, and none means the game is over
// too.
func (p rPos) moves() []rMove {
	if p.pyramids(0) == 0 || p.pyramids(1) == 0 {
		return nil
	}
	if p.o.limit > 0 && p.quiet >= p.o.limit {
		return nil
	}
	return p.rawMoves()
}

func rOp(eq string, x, y int) int {
	switch eq {
	case "and":
		return x & y
	case "or":
		return x | y
	case "xor":
		return x ^ y
	case "nand":
		return 15 - (x & y)
	case "nor":
		return 15 - (x | y)
	}
	panic(eq)
}

// captureRound returns the targets captured in p (the position after the
// move) by the played piece on x for the mover, with the pieces allowed as
// Y (§8.5).
func (p rPos) captureRound(x rCoord, mover int) []rCoord {
	X := p.at[x]
	var out []rCoord
	for t, T := range p.at {
		if T.owner == mover {
			continue
		}
		captured := false
		if p.o.eqs["not"] && rReaches(X.v, x, t) && T.v == 15-X.v {
			captured = true
		}
		for _, eq := range []string{"and", "or", "xor", "nand", "nor"} {
			if !p.o.eqs[eq] {
				continue
			}
			for y, Y := range p.at {
				if Y.owner != mover || y == x || T.v != rOp(eq, X.v, Y.v) {
					continue
				}
				compiling := rReaches(X.v, x, t) && rReaches(Y.v, y, t)
				filtering := rReaches(X.v, x, y) && rReaches(Y.v, y, t)
				if compiling || filtering {
					captured = true
				}
			}
		}
		if captured {
			out = append(out, t)
		}
	}
	return out
}

// play returns the position after m and the captured cells.
func (p rPos) play(m rMove) (rPos, []rCoord) {
	q := p.clone()
	mover := p.side
	q.side = 1 - p.side
	if m.kind == "place" {
		q.at[m.to] = rPiece{m.v, mover}
		q.hand[mover][m.v] = false
		return q, nil
	}
	pc := q.at[m.from]
	delete(q.at, m.from)
	if m.kind == "push" {
		q.at[m.dest] = q.at[m.to]
	}
	q.at[m.to] = pc
	var all []rCoord
	for {
		var round []rCoord
		if q.o.chain || len(all) == 0 {
			round = q.captureRound(m.to, mover)
		}
		if len(round) == 0 {
			break
		}
		// Made at once, on the position found above.
		for _, t := range round {
			T := q.at[t]
			if T.v == 0 || T.v == 15 {
				delete(q.at, t)
			} else {
				q.at[t] = rPiece{T.v, mover}
			}
		}
		all = append(all, round...)
		if !q.o.chain {
			break
		}
	}
	if len(all) > 0 {
		q.quiet = 0
	} else {
		q.quiet++
	}
	slices.SortFunc(all, func(a, b rCoord) int { return rIndex(a) - rIndex(b) })
	return q, all
}

func (p rPos) text(m rMove) string {
	s := m.base()
	if m.kind != "place" {
		_, caps := p.play(m)
		for _, c := range caps {
			s += "x" + rName(c)
		}
	}
	return s
}

// String writes the grammar of the package comment.
func (p rPos) String() string {
	var b strings.Builder
	for l := range 4 {
		if l > 0 {
			b.WriteByte('|')
		}
		for r := 3; r >= 0; r-- {
			if r < 3 {
				b.WriteByte('/')
			}
			for f := range 4 {
				pc, ok := p.at[rCoord{f, r, l}]
				if !ok {
					b.WriteByte('.')
					continue
				}
				b.WriteString(rToken(pc))
			}
		}
	}
	b.WriteString(" " + string("wb"[p.side]) + " ")
	h := ""
	for s := range 2 {
		for v := range 16 {
			if p.hand[s][v] {
				h += rToken(rPiece{v, s})
			}
		}
	}
	if h == "" {
		h = "-"
	}
	b.WriteString(h + " " + strconv.Itoa(p.quiet))
	return b.String()
}

func rToken(pc rPiece) string {
	l := rShape(pc.v)
	if pc.owner == 1 {
		l = strings.ToLower(l)
	}
	return l + strconv.Itoa(pc.v)
}

// outcome: "ongoing", or "won by white|black" or "drawn", by §8.6.
func (p rPos) outcome() (string, int) {
	if !p.over() {
		return "ongoing", 0
	}
	var pyr, pcs, val [2]int
	for _, pc := range p.at {
		pcs[pc.owner]++
		val[pc.owner] += pc.v
		if pc.v == 0 || pc.v == 15 {
			pyr[pc.owner]++
		}
	}
	var awards [2]int
	for _, k := range [][2]int{pyr, pcs, val} {
		if k[0] > k[1] {
			awards[0]++
		} else if k[1] > k[0] {
			awards[1]++
		}
	}
	switch {
	case awards[0] > awards[1]:
		return "won by white", awards[0]
	case awards[1] > awards[0]:
		return "won by black", awards[1]
	}
	return "drawn", 0
}

func (p rPos) perft(depth int) uint64 {
	ms := p.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		q, _ := p.play(m)
		n += q.perft(depth - 1)
	}
	return n
}

// compareWithReference checks p against the reference model: the same
// moves (with their captures, as text), the same position after each, the
// same outcome. It returns a description of the first difference, or "".
func compareWithReference(p Position) string {
	r := rFrom(p)
	if r.String() != p.String() {
		return fmt.Sprintf("reference reads %q as %q", p.String(), r.String())
	}
	var want []string
	next := map[string]string{}
	for _, m := range r.moves() {
		t := r.text(m)
		want = append(want, t)
		q, _ := r.play(m)
		next[t] = q.String()
	}
	var got []string
	for _, m := range p.Moves(nil) {
		t := p.MoveText(m)
		got = append(got, t)
		if after := p.Play(m).String(); next[t] != after {
			return fmt.Sprintf("%q: after %s the package has %q, the reference %q", p.String(), t, after, next[t])
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		return fmt.Sprintf("%q: moves differ:\n package   %v\n reference %v", p.String(), got, want)
	}
	o := p.Outcome()
	ro, grade := r.outcome()
	desc := o.Status.String()
	if o.Status == variant.Won {
		desc = "won by " + Variant.SideName(o.Winners.Sides()[0])
	}
	if desc != ro || p.Grade() != grade {
		return fmt.Sprintf("%q: outcome %v (grade %d), reference %s (grade %d)", p.String(), o, p.Grade(), ro, grade)
	}
	return ""
}
