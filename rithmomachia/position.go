package rithmomachia

import (
	"encoding/binary"
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Cell codes: 0 is an empty cell; otherwise the low 7 bits hold a man's kind
// plus one and the top bit says that Odd owns it.
const ownerBit = 0x80

func makeCode(k uint8, owner variant.Side) uint8 { return (k + 1) | ownerBit*uint8(owner) }
func codeKind(c uint8) uint8                     { return c&0x7F - 1 }
func codeOwner(c uint8) variant.Side             { return variant.Side(c >> 7) }

// Outcome reasons (stored as codes in the position).
const (
	reasonNone = iota
	reasonTriumph
	reasonHarmony
	reasonBodies
	reasonGoods
	reasonDigits
	reasonQuarrel
	reasonHonour
	reasonHonourQuarrel
	reasonStandards
	reasonNoMoves
	reasonCount
)

var reasonTokens = [reasonCount]string{"", "triumph", "harmony", "bodies", "goods", "digits", "quarrel", "honour", "honour-and-quarrel", "standards", "no-moves"}

// Position is a Rithmomachia position: the men on the board with their
// owners, the pyramids' components, each side's prisoners and ledger of
// captures, whose turn it is and the result once the game is over. It is an
// immutable value of fixed size: Play returns a new Position and leaves the
// receiver as it was, and positions may be shared between goroutines. Make
// positions with [New], [Start] or [Parse]; the zero Position is not one.
type Position struct {
	r         *rules
	cell      [128]uint8
	occ       [2]board.Set // cells of the pieces each side owns
	shapes    [3]board.Set // cells of the rounds, triangles and squares (men)
	pyr       [2]uint8     // cell of each side's pyramid, or noCell
	comps     [2]uint8     // components present in each pyramid
	prisoners [2][numKinds]uint8
	ledger    [2][numEntries]uint8
	toMove    variant.Side
	pick      uint8 // pending redemption: 1+component of the pyramid of the side not to move
	window    uint8 // nextturnonly: the mover's components redeemable now
	recorded  [2][2]uint8
	status    variant.Status
	winner    variant.Side
	reason    uint8
	grade     uint8
	// dirty[s] are the cells whose piece (or pyramid's components) changed
	// since side s last resolved its arithmetic captures with every
	// relation counting, where the end of a turn may have put in their
	// place the enemy pieces they may let s take (see settle): a cache that
	// narrows the next search for them (see phase1Targets), no part of the
	// position's identity (Hash and the text leave it out).
	dirty [2]board.Set
	// siegeDirty[s] are the cells where a piece was put, or a piece of
	// s's enemy lifted, or the enemy pyramid's components changed, since
	// phase 2 last looked for the enemy pieces s encloses, and the pieces
	// it found enclosed then (see siegeNear). A
	// cache like dirty, no part of the position's identity.
	siegeDirty [2]board.Set
	// freeHint[s] is the ordinary move of s that last freed a piece of
	// s's from a siege in the look-ahead, with that piece's cell and code
	// (see freedByOneMove), or 0: a besieged piece is often freed by the
	// same move turn after turn, so the look-ahead tries it first. A
	// cache like dirty, no part of the position's identity; the look-ahead
	// answers the same with any hint.
	freeHint [2]freeHint
}

// freeHint is an ordinary move from from to to that freed the piece code
// on cell from a siege, packed: from, to and cell in 7 bits each, code in
// 8 (0, no piece's code, for no hint).
type freeHint uint32

func makeFreeHint(from, to, cell, code uint8) freeHint {
	return freeHint(from) | freeHint(to)<<7 | freeHint(cell)<<14 | freeHint(code)<<21
}

// move returns the hint's move if it was found for the piece code on
// cell.
func (h freeHint) move(cell, code uint8) (from, to uint8, ok bool) {
	if h>>14 != freeHint(cell)|freeHint(code)<<7 {
		return 0, 0, false
	}
	return uint8(h & 0x7F), uint8(h >> 7 & 0x7F), true
}

// Variant returns the registry entry.
func (p Position) Variant() *variant.Variant { return Rithmomachia }

// Options returns the options the position was made with.
func (p Position) Options() variant.Options { return p.r.opts }

// Board returns the board's geometry: 8 files and 10 to 16 ranks.
func (p Position) Board() *board.Geometry { return p.r.geo }

// ToMove returns the side to move, or NoSide once the game is over.
func (p Position) ToMove() variant.Side {
	if p.status != variant.Ongoing {
		return variant.NoSide
	}
	return p.toMove
}

// Outcome returns the result: ongoing, or won with the victory's name (and
// grade for proper victories), or drawn.
func (p Position) Outcome() variant.Outcome {
	switch p.status {
	case variant.Won:
		return variant.Win(variant.SidesOf(p.winner), p.reasonText())
	case variant.Drawn:
		return variant.Draw(p.reasonText())
	}
	return variant.Outcome{}
}

// gradeNames are the names of the grades of a proper victory per rule set
// (spec §4.3).
var gradeNames = [3][4]string{
	{"", "triumph", "triumph of four numbers and two proportions", "greater victory"},
	{"", "small victory", "big victory", "great victory"},
	{"", "mediocre triumph", "great triumph", "excellent triumph"},
}

func (p *Position) reasonText() string {
	switch p.reason {
	case reasonTriumph, reasonHarmony:
		set := 0
		switch p.r.fam {
		case famModern:
			set = 1
		case famItalian:
			set = 2
		}
		return gradeNames[set][p.grade&3]
	case reasonBodies:
		return "victory of bodies"
	case reasonGoods:
		if p.r.fam == famModern {
			return "sum of captured numbers"
		}
		return "victory of goods"
	case reasonDigits:
		return "digits of captured numbers"
	case reasonQuarrel:
		return "victory of quarrel"
	case reasonHonour:
		return "victory of honour"
	case reasonHonourQuarrel:
		return "victory of honour and quarrel"
	case reasonStandards:
		return "victory of standards"
	case reasonNoMoves:
		return "no legal action"
	}
	return ""
}

// Recorded returns how many lesser triumphs (grade 1 and grade 2) a side
// has made in the Italian rules, where they are recorded and play goes on
// (spec §7, D36).
func (p Position) Recorded(side variant.Side) (mediocre, great int) {
	return int(p.recorded[side&1][0]), int(p.recorded[side&1][1])
}

// Ledger returns the numbers a side has captured, one entry per man or
// component (spec §5.6), in increasing order.
func (p Position) Ledger(side variant.Side) []int {
	var out []int
	for e := range numEntries {
		for range p.ledger[side&1][e] {
			out = append(out, entryValue[e])
		}
	}
	return sortInts(out)
}

// Prisoners returns the numbers of the men a side holds as prisoners, in
// increasing order.
func (p Position) Prisoners(side variant.Side) []int {
	var out []int
	for k := range numKinds {
		for range p.prisoners[side&1][k] {
			out = append(out, kinds[k].number)
		}
	}
	return sortInts(out)
}

func sortInts(a []int) []int {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
	return a
}

// BoardTotal returns the sum of the numbers on the board (pyramids at their
// current totals) and of the prisoners' numbers.
func (p Position) BoardTotal() (onBoard, prisoners int) {
	for c := range p.r.ranks * files {
		if p.cell[c] != 0 {
			onBoard += p.valueWhole(uint8(c))
		}
	}
	for s := range 2 {
		for k := range numKinds {
			prisoners += int(p.prisoners[s][k]) * kinds[k].number
		}
	}
	return
}

// Pieces lists the pieces on the board (a pyramid as its components, base
// first, at levels 0...) and the prisoners (off the board, owned by their
// holder).
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for c := range p.r.ranks * files {
		code := p.cell[c]
		if code == 0 {
			continue
		}
		k := codeKind(code)
		owner := codeOwner(code)
		if kinds[k].shape == Pyramid {
			side := kinds[k].side
			lvl := 0
			for i, comp := range pyramidComponents[side] {
				if p.comps[side]&(1<<i) != 0 {
					letter := comp.Shape.Letter()
					if owner == Odd {
						letter |= 0x20
					}
					dst = append(dst, variant.Piece{Cell: board.Cell(c), Level: lvl, Side: owner, Kind: comp.Shape.String(), Label: string(letter) + itoa(comp.Number), Value: comp.Number})
					lvl++
				}
			}
			continue
		}
		dst = append(dst, variant.Piece{Cell: board.Cell(c), Side: owner, Kind: kinds[k].shape.String(), Label: string(appendPiece(nil, k, owner)), Value: kinds[k].number})
	}
	for s := range 2 {
		for k := range numKinds {
			for range p.prisoners[s][k] {
				dst = append(dst, variant.Piece{Cell: board.NoCell, Side: variant.Side(s), Kind: kinds[k].shape.String(), Label: string(appendPiece(nil, uint8(k), variant.Side(s))), Value: kinds[k].number})
			}
		}
	}
	return dst
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [8]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// Hash returns a 64-bit hash of everything that makes positions equal.
func (p Position) Hash() uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for c := range p.r.ranks * files {
		if code := p.cell[c]; code != 0 {
			h ^= mix(uint64(c)<<8 | uint64(code))
		}
	}
	h ^= mix(1<<20 | uint64(p.comps[0]) | uint64(p.comps[1])<<8 | uint64(p.toMove)<<16)
	for s := range 2 {
		for k := range numKinds {
			if n := p.prisoners[s][k]; n != 0 {
				h ^= mix(2<<20 | uint64(s)<<16 | uint64(k)<<8 | uint64(n))
			}
		}
		for e := range numEntries {
			if n := p.ledger[s][e]; n != 0 {
				h ^= mix(3<<20 | uint64(s)<<16 | uint64(e)<<8 | uint64(n))
			}
		}
		h ^= mix(4<<20 | uint64(s)<<16 | uint64(p.recorded[s][0])<<8 | uint64(p.recorded[s][1]))
	}
	h ^= mix(5<<20 | uint64(p.pick) | uint64(p.window)<<8)
	h ^= mix(6<<20 | uint64(p.status) | uint64(p.winner)<<4 | uint64(p.reason)<<8 | uint64(p.grade)<<16)
	return h
}

func mix(x uint64) uint64 { return variant.SplitMix64(&x) }

// place puts a piece code on an empty cell and updates the bitboards.
func (p *Position) place(c uint8, code uint8) {
	p.cell[c] = code
	s := single(c)
	p.touch(s)
	owner := codeOwner(code)
	p.siegeDirty[0] = p.siegeDirty[0].Union(s)
	p.siegeDirty[1] = p.siegeDirty[1].Union(s)
	p.occ[owner] = p.occ[owner].Union(s)
	k := codeKind(code)
	if sh := kinds[k].shape; sh == Pyramid {
		p.pyr[kinds[k].side] = c
	} else {
		p.shapes[sh] = p.shapes[sh].Union(s)
	}
}

// lift removes the piece on c and returns its code.
func (p *Position) lift(c uint8) uint8 {
	code := p.cell[c]
	p.cell[c] = 0
	s := single(c)
	p.touch(s)
	owner := codeOwner(code)
	// A piece leaving encloses none of its own side's enemies.
	p.siegeDirty[1-owner] = p.siegeDirty[1-owner].Union(s)
	p.occ[owner] = p.occ[owner].Minus(s)
	k := codeKind(code)
	if sh := kinds[k].shape; sh == Pyramid {
		p.pyr[kinds[k].side] = noCell
	} else {
		p.shapes[sh] = p.shapes[sh].Minus(s)
	}
	return code
}

// touch records that the pieces on cells s changed.
func (p *Position) touch(s board.Set) {
	p.dirty[0] = p.dirty[0].Union(s)
	p.dirty[1] = p.dirty[1].Union(s)
}

// componentsChanged records that the components of side's pyramid, on
// its cell, changed: its captures (see dirty) and its moves, and so
// whether it is enclosed (see siegeNear), are to be looked at again.
func (p *Position) componentsChanged(side variant.Side) {
	s := single(p.pyr[side])
	p.touch(s)
	p.siegeDirty[1-side] = p.siegeDirty[1-side].Union(s)
}

func (p *Position) occupied() board.Set { return p.occ[0].Union(p.occ[1]) }

// isPyr reports whether the piece code is a pyramid.
func isPyr(code uint8) bool { return kinds[codeKind(code)].shape == Pyramid }

// pyrTotal returns the current total of a side's pyramid.
func (p *Position) pyrTotal(side variant.Side) int {
	t := 0
	m := p.comps[side]
	for m != 0 {
		i := bits.TrailingZeros8(m)
		m &= m - 1
		t += pyramidComponents[side][i].Number
	}
	return t
}

// valueWhole returns the number of the piece on c as a whole: a man's
// number, a pyramid's current total.
func (p *Position) valueWhole(c uint8) int {
	k := codeKind(p.cell[c])
	if kinds[k].shape == Pyramid {
		return p.pyrTotal(kinds[k].side)
	}
	return kinds[k].number
}

// specs returns the ordinary moves of the piece on c (spec §5.1, §6.2, §7).
func (p *Position) specs(c uint8) *specList { return p.specsOf(p.cell[c]) }

// specsOf returns the ordinary moves of the piece code.
func (p *Position) specsOf(code uint8) *specList {
	if sh := codeShapes[code]; sh != Pyramid {
		return &p.r.menSpecs[sh]
	}
	side := kinds[codeKind(code)].side
	return &p.r.pyrSpecs[side][p.comps[side]]
}

// codeShapes[code] is the shape of the piece with that cell code
// (Pyramid for codes of no man); the kinds' init fills it.
var codeShapes [256]Shape

// converted reports whether the piece on c is a man serving the side that
// captured it (its origin differs from its owner).
func (p *Position) converted(c uint8) bool {
	code := p.cell[c]
	return kinds[codeKind(code)].side != codeOwner(code)
}

// newPosition returns the start position of the rules.
func newPosition(r *rules) Position {
	p := Position{r: r, toMove: r.first}
	p.pyr = [2]uint8{noCell, noCell}
	p.comps = pyrComplete
	for c := range r.ranks * files {
		if code := r.start[c]; code != 0 {
			p.place(uint8(c), code)
		}
	}
	p.dirty = [2]board.Set{r.all, r.all}
	p.siegeDirty = p.dirty
	return p
}

// heldKinds returns how many kinds of man side s holds as prisoners (each
// may be dropped), counting the nonzero counts eight at a time.
func (p *Position) heldKinds(s variant.Side) int {
	// Five words and the last six counts: numKinds is from 41 to 48.
	const _ = uint(numKinds-41) + uint(48-numKinds)
	h := &p.prisoners[s&1]
	// The last word overlaps the one before by two counts, left out.
	return nonzeroBytes(binary.LittleEndian.Uint64(h[0:])) +
		nonzeroBytes(binary.LittleEndian.Uint64(h[8:])) +
		nonzeroBytes(binary.LittleEndian.Uint64(h[16:])) +
		nonzeroBytes(binary.LittleEndian.Uint64(h[24:])) +
		nonzeroBytes(binary.LittleEndian.Uint64(h[32:])) +
		nonzeroBytes(binary.LittleEndian.Uint64(h[numKinds-8:])&^0xffff)
}

// nonzeroBytes returns how many of the eight bytes of w are not zero.
func nonzeroBytes(w uint64) int {
	const low7 = 0x7f7f7f7f7f7f7f7f
	// A byte's high bit ends set if its low seven bits or its own high
	// bit are: (b&0x7f)+0x7f carries into bit 7 unless b&0x7f is 0.
	return bits.OnesCount64(((w & low7) + low7 | w) &^ low7)
}
