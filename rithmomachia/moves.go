package rithmomachia

import (
	"encoding/binary"
	"math/bits"
	"slices"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Move is a move of Rithmomachia: an ordinary move, a flying leap, a capture
// by replacement, a drop of a prisoner, a redemption of a pyramid component
// (and the opponent's pick that completes it), or, in the Italian rules, a
// capture made instead of moving. Its text (see [Position.MoveText]) lists
// the captures it makes.
//
// Layout: bits 0-6 from cell, 7-13 to cell, 14-16 kind, 17-23 auxiliary
// (component, prisoner kind), 24-43 and 44-63 the chosen captures of the two
// phases when captures are optional.
type Move uint64

// Kinds of moves.
const (
	mkMove    = iota // ordinary move (spec §5.5 A)
	mkFly            // flying leap (spec §5.1)
	mkReplace        // capture by replacement (spec §5.5 B)
	mkDrop           // a prisoner re-enters (spec §5.5 C, D21, D34)
	mkRedeem         // redemption of a component (spec §5.7)
	mkPick           // the opponent's pick of the redeeming man (spec §5.7 step 1)
	mkTake           // Italian: captures instead of a move (spec §7)
)

const redeemByPick = 0x40 // in aux of mkRedeem: the opponent picks the man

func mv(kind int, from, to, aux uint8) Move {
	return Move(from) | Move(to)<<7 | Move(kind)<<14 | Move(aux)<<17
}

func (m Move) from() uint8   { return uint8(m & 0x7F) }
func (m Move) to() uint8     { return uint8(m >> 7 & 0x7F) }
func (m Move) kind() int     { return int(m >> 14 & 7) }
func (m Move) aux() uint8    { return uint8(m >> 17 & 0x7F) }
func (m Move) maskA() uint32 { return uint32(m >> 24 & maskBits) }
func (m Move) maskB() uint32 { return uint32(m >> 44 & maskBits) }

// maskBits limits the choice of optional captures to the first 20
// candidates of each phase; any further candidates are always taken.
const maskBits = 1<<20 - 1
const maxChoice = 20

// stepTab[L-minRanks][c][d][j] is the cell j steps from c in direction d on
// the 8xL board, or noCell.
var stepTab = func() *[maxRanks - minRanks + 1][128][8][16]uint8 {
	t := new([maxRanks - minRanks + 1][128][8][16]uint8)
	for l := minRanks; l <= maxRanks; l++ {
		for c := range 128 {
			for d := range 8 {
				for j := range 16 {
					if c >= l*files {
						t[l-minRanks][c][d][j] = noCell
						continue
					}
					t[l-minRanks][c][d][j] = step(uint8(c), d, j, l)
				}
			}
		}
	}
	return t
}()

// Flying leaps (spec §5.1): the knight's (1,2) and the square's (1,3).
var knightLeaps, longLeaps = func() ([]*board.Leaper, []*board.Leaper) {
	var kn, lo []*board.Leaper
	for _, g := range geometries {
		kn = append(kn, board.NewLeaper(g, board.Symmetric(1, 2)))
		lo = append(lo, board.NewLeaper(g, board.Symmetric(1, 3)))
	}
	return kn, lo
}()

func (p *Position) steps() *[128][8][16]uint8 { return &stepTab[p.r.ranks-minRanks] }

// slideTo returns the destination of an exact slide of k cells from c in
// direction d (spec §4.1), or noCell if it is off the board, the
// destination is occupied, or (unless leapover) a cell between is
// occupied; occ are the occupied cells.
func (p *Position) slideTo(c uint8, d, k int, occ board.Set) uint8 {
	li := p.r.ranks - minRanks
	to := stepTab[li][c][d][k]
	if to == noCell {
		return noCell
	}
	if p.r.leapOver {
		if p.cell[to] != 0 {
			return noCell
		}
		return to
	}
	if occ.Intersects(pathTab[li][c][d][k-1]) {
		return noCell
	}
	return to
}

// pathTab[L-minRanks][c][d][k-1] are the cells 1 to k steps from c in
// direction d on the 8xL board: the path of an exact slide of k cells,
// its destination included.
var pathTab = func() *[maxRanks - minRanks + 1][128][8][3]board.Set {
	t := new([maxRanks - minRanks + 1][128][8][3]board.Set)
	for l := range maxRanks - minRanks + 1 {
		for c := range 128 {
			for d := range 8 {
				var path board.Set
				for k := 1; k <= 3; k++ {
					if x := stepTab[l][c][d][k]; x != noCell {
						path = path.With(board.Cell(x))
					}
					t[l][c][d][k-1] = path
				}
			}
		}
	}
	return t
}()

// Moves appends the legal moves of the side to move.
func (p Position) Moves(dst []Move) []Move {
	if p.status != variant.Ongoing {
		return dst
	}
	return p.gen(dst, genAll)
}

// Generation modes: every move with every choice of optional captures;
// every move without choices of captures (the siege look-ahead).
const (
	genAll = iota
	genBase
)

// Actions returns dst: every legal move of Rithmomachia is a turn move.
func (p Position) Actions(dst []Move) []Move { return dst }

// gen appends the legal moves in the given mode: the ordinary moves by
// shape and direction, then the flying leaps, replacements, captures
// instead of a move, drops and redemptions.
func (p *Position) gen(dst []Move, mode int) []Move {
	s := p.toMove
	if p.pick != 0 {
		owner := 1 - s
		for bb := p.occ[owner]; !bb.Empty(); {
			if c := uint8(bb.PopFirst()); c != p.pyr[owner] {
				dst = append(dst, mv(mkPick, c, 0, 0))
			}
		}
		return dst
	}
	empty := p.r.all.Minus(p.occupied())
	var gs [maxSlideGroups]slideGroup
	for _, g := range gs[:p.slideGroups(s, &gs)] {
		dst = p.genSlides(dst, g.cells, g.sp, empty, mode)
	}
	if p.r.flying != flyNone {
		dst = p.genFlying(dst, mode)
	}
	if p.r.replacement {
		dst = p.genReplacements(dst, mode)
	}
	if p.r.captureOnly {
		dst = p.emit(dst, mv(mkTake, 0, 0, 0), mode)
	}
	dst = p.genDrops(dst)
	return p.genRedemptions(dst)
}

// genSlides appends the ordinary moves of the side to move's pieces g by
// the slide sp (spec §4.1), read off the bitboards: for each direction,
// the slides' ends on empty cells (through empty paths unless leapover),
// each move's origin being its end less the slide's length in cell
// numbers. empty are the board's empty cells.
func (p *Position) genSlides(dst []Move, g board.Set, sp moveSpec, empty board.Set, mode int) []Move {
	plain := mode != genAll || !p.r.optional
	leap := p.r.leapOver
	for dirs := sp.dirs; dirs != 0; dirs &= dirs - 1 {
		d := bits.TrailingZeros8(dirs)
		ends := slide(g, d, sp.k, empty, leap).Intersect(empty)
		// mkMove is 0: a move is its from and to cells, from being to
		// less back: m = to<<7 | to-back = 129*to - back.
		back := Move(int(sp.k) * dirAmt[d])
		if plain {
			dst = appendCells(dst, ends, 129, -back)
			continue
		}
		for !ends.Empty() {
			dst = p.emit(dst, 129*Move(ends.PopFirst())-back, mode)
		}
	}
	return dst
}

// appendCells appends the moves mul*c + add for the cells c of cells: the
// moves of one slide's ends (see genSlides), the drops of one kind, the
// flying leaps of one piece. It writes them into dst's spare capacity, a
// half of the set at a time (writeCells).
func appendCells(dst []Move, cells board.Set, mul, add Move) []Move {
	nlo := bits.OnesCount64(cells.Lo)
	n := nlo + bits.OnesCount64(cells.Hi)
	l := len(dst)
	if cap(dst)-l < n+8 {
		dst = slices.Grow(dst, n+8)
	}
	writeCells(dst[l:cap(dst)], cells.Lo, mul, add)
	writeCells(dst[l+nlo:cap(dst)], cells.Hi, mul, add+64*mul)
	return dst[:l+n]
}

// writeCells writes the moves mul*c + add for the bits c of w to out, four
// at a time, by a loop that nearly always ends after its first four, where
// a loop by move would mispredict its exit once per set. A write past the
// last bit (w == 0) stores a spare value, which out must have room for (4
// more than the bits).
func writeCells(out []Move, w uint64, mul, add Move) {
	for ; len(out) >= 4; out = out[4:] {
		out[0] = mul*Move(bits.TrailingZeros64(w)) + add
		w &= w - 1
		out[1] = mul*Move(bits.TrailingZeros64(w)) + add
		w &= w - 1
		out[2] = mul*Move(bits.TrailingZeros64(w)) + add
		w &= w - 1
		out[3] = mul*Move(bits.TrailingZeros64(w)) + add
		w &= w - 1
		if w == 0 {
			return
		}
	}
}

// flyingLeaps returns the cells the piece on c may leap to, empty or not.
func (p *Position) flyingLeaps(c uint8) board.Set {
	code := p.cell[c]
	sh := kinds[codeKind(code)].shape
	li := p.r.ranks - minRanks
	if sh == Pyramid && !p.r.kingFlying {
		return board.Set{}
	}
	if !p.r.flyShaped {
		return knightLeaps[li].From(board.Cell(c))
	}
	switch sh {
	case Triangle:
		return knightLeaps[li].From(board.Cell(c))
	case Square:
		return longLeaps[li].From(board.Cell(c))
	case Pyramid:
		return knightLeaps[li].From(board.Cell(c)).Union(longLeaps[li].From(board.Cell(c)))
	}
	return board.Set{}
}

func (p *Position) genFlying(dst []Move, mode int) []Move {
	s := p.toMove
	empty := p.r.all.Minus(p.occupied())
	for bb := p.occ[s]; !bb.Empty(); {
		c := uint8(bb.PopFirst())
		targets := p.flyingLeaps(c).Intersect(empty)
		if targets.Empty() {
			continue
		}
		before := p.r.flying == flySiegeOnly && p.blockedByEnemy(c)
		if (before || p.r.flying != flySiegeOnly) && (mode != genAll || !p.r.optional) {
			// Every target, without choices of captures.
			dst = appendCells(dst, targets, 128, mv(mkFly, c, 0, 0))
			continue
		}
		for !targets.Empty() {
			to := uint8(targets.PopFirst())
			if p.r.flying == flySiegeOnly && !before && !p.blocksEnemyAfter(c, to) {
				continue
			}
			dst = p.emit(dst, mv(mkFly, c, to, 0), mode)
		}
	}
	return dst
}

// blockedByEnemy reports whether some ordinary move of the piece on c has
// an enemy as the first occupied cell of its path (D09 a).
func (p *Position) blockedByEnemy(c uint8) bool {
	s := codeOwner(p.cell[c])
	sl := p.specs(c)
	sp, n := &sl.s, sl.n
	st := &p.steps()[c]
	for i := range n {
		k := int(sp[i].k)
		for dirs := sp[i].dirs; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			if st[d][k] == noCell {
				continue
			}
			for j := 1; j <= k; j++ {
				if p.r.leapOver && j < k {
					continue
				}
				if code := p.cell[st[d][j]]; code != 0 {
					if codeOwner(code) != s {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// blocksEnemyAfter reports whether, after the piece on from leaps to to, it
// is the first occupied cell on the path of some enemy's ordinary move
// (D09 b).
func (p *Position) blocksEnemyAfter(from, to uint8) bool {
	q := *p
	code := q.lift(from)
	q.place(to, code)
	s := codeOwner(code)
	st := &q.steps()[to]
	for w := range 8 {
		for j := 1; j <= 3; j++ {
			e := st[w][j]
			if e == noCell {
				break
			}
			ec := q.cell[e]
			if ec == 0 {
				continue
			}
			if codeOwner(ec) != s && q.hasSpecThrough(e, opposite(w), j) {
				return true
			}
			if !q.r.leapOver {
				break
			}
		}
	}
	return false
}

// hasSpecThrough reports whether the piece on e has an ordinary move in
// direction d whose path (destination included) passes the cell j steps
// away, with its destination on the board. The caller has checked that the
// cells before it are empty.
func (p *Position) hasSpecThrough(e uint8, d, j int) bool {
	sl := p.specs(e)
	sp, n := &sl.s, sl.n
	for i := range n {
		k := int(sp[i].k)
		if sp[i].dirs&(1<<d) == 0 || k < j || p.steps()[e][d][k] == noCell {
			continue
		}
		if p.r.leapOver && k != j {
			continue
		}
		return true
	}
	return false
}

// genReplacements appends the captures by replacement (spec §5.5 B): for
// every relation instance standing now, each of its capturing men may take
// the target's place.
func (p *Position) genReplacements(dst []Move, mode int) []Move {
	s := p.toMove
	var g gathered
	// The targets of some relation, by the prefilter of the captures.
	for bb := p.phase1Candidates(s, p.dilate3(p.occ[s])); !bb.Empty(); {
		t := uint8(bb.PopFirst())
		p.gather(&g, t, s, nil)
		nroles := p.roles(t)
		for role := range nroles {
			tv, signs, ok := p.roleValue(t, uint8(role))
			if !ok {
				continue
			}
			var who board.Set
			p.relations(&g, tv, signs, &finding{who: &who})
			for !who.Empty() {
				c := uint8(who.PopFirst())
				dst = p.emit(dst, mv(mkReplace, c, t, uint8(role)), mode)
			}
		}
	}
	return dst
}

// dropZone returns the cells where the side may drop a prisoner.
func (p *Position) dropZone(s variant.Side) board.Set {
	switch p.r.dropZone {
	case dropOwn:
		return p.r.half[s]
	case dropOpponent:
		return p.r.half[1-s]
	case dropAnywhere:
		return p.r.all
	}
	return board.Set{}
}

// genDrops appends the drops of the side to move's prisoners (spec §5.5
// C): each kind of prisoner it holds on each empty cell of its drop zone.
func (p *Position) genDrops(dst []Move) []Move {
	s := p.toMove
	pr := &p.prisoners[s]
	var zone board.Set
	// The kinds held, eight at a time.
	for i := 0; i < numKinds; i += 8 {
		j := min(i, numKinds-8)
		w := binary.LittleEndian.Uint64(pr[j:]) >> (8 * (i - j))
		for w != 0 {
			b := bits.TrailingZeros64(w) &^ 7
			w &^= 0xFF << b
			if zone.Empty() {
				if zone = p.dropZone(s).Minus(p.occupied()); zone.Empty() {
					return dst
				}
			}
			add := mv(mkDrop, 0, 0, uint8(i+b/8))
			dst = appendCells(dst, zone, 128, add)
		}
	}
	return dst
}

// redeemable returns the components the side to move may redeem now.
func (p *Position) redeemable() uint8 {
	s := p.toMove
	if p.r.redemption == redeemNone || p.pyr[s] == noCell {
		return 0
	}
	missing := pyrComplete[s] &^ p.comps[s]
	if p.r.baseLoss {
		missing &^= 1
	}
	if p.r.redemption == redeemNext {
		missing &= p.window
	}
	return missing
}

// genRedemptions appends the redemptions of the components the side to
// move may redeem (spec §5.7): by each of its men of the component's
// number, or, with none, by the opponent's pick.
func (p *Position) genRedemptions(dst []Move) []Move {
	s := p.toMove
	for m := p.redeemable(); m != 0; m &= m - 1 {
		i := bits.TrailingZeros8(m)
		v := pyramidComponents[s][i].Number
		found, men := false, false
		for bb := p.occ[s]; !bb.Empty(); {
			c := uint8(bb.PopFirst())
			if c == p.pyr[s] {
				continue
			}
			men = true
			if kinds[codeKind(p.cell[c])].number == v {
				found = true
				dst = append(dst, mv(mkRedeem, c, 0, uint8(i)))
			}
		}
		if !found && men {
			dst = append(dst, mv(mkRedeem, 0, 0, uint8(i)|redeemByPick))
		}
	}
	return dst
}

// emit appends a move; with optional captures it appends one move per
// choice of captures (spec §5.5 A.3, D19; §7), except in mode genBase. A
// capture made instead of a move must capture something.
func (p *Position) emit(dst []Move, m Move, mode int) []Move {
	if mode != genAll || !p.r.optional {
		if m.kind() == mkTake && mode != genBase {
			q := *p
			if q.perform(p, m, nil, true, true).captures == 0 {
				return dst
			}
		}
		return append(dst, m)
	}
	q := *p
	act := q.action(m)
	var a capList
	near3 := q.dilate3(q.occ[p.toMove])
	if act.phase1 {
		ctx := q.ctxFor(p, m, act.moved)
		q.phase1(p.toMove, &ctx, &a, near3)
	}
	// One move per distinct set of captures: choices that take the same
	// pieces (a pyramid whole with or without its components, a piece
	// taken in phase 1 or, declined there, by the siege of phase 2) are one
	// move, listed once, with the captures made as early as possible (the
	// larger phase-1 choices come first).
	// Seldom more than a few: 32 on the stack (zeroed at every call), any
	// more on the heap.
	var seen [32]capSig
	nseen := 0
	var more []capSig
	na := min(a.n, maxChoice)
	for ma := uint32(1<<na) - 1; ; ma-- {
		q2 := q
		var ra record
		q2.applySelected(p.toMove, &a, ma, false, &ra)
		var b capList
		if act.phase2 {
			q2.phase2(p.toMove, &b, true, near3)
		}
		nb := min(b.n, maxChoice)
		for mb := uint32(1<<nb) - 1; ; mb-- {
			q3 := q2
			var rb record
			q3.applySelected(p.toMove, &b, mb, false, &rb)
			sig := signature(&ra, &rb)
			dup := false
			for _, x := range seen[:nseen] {
				dup = dup || x == sig
			}
			for _, x := range more {
				dup = dup || x == sig
			}
			if !dup {
				if nseen < len(seen) {
					seen[nseen] = sig
					nseen++
				} else {
					more = append(more, sig)
				}
				if m.kind() != mkTake || sig != (capSig{}) {
					dst = append(dst, m|Move(ma)<<24|Move(mb)<<44)
				}
			}
			if mb == 0 {
				break
			}
		}
		if ma == 0 {
			break
		}
	}
	return dst
}

// capSig is the set of captures a choice makes: pieces taken whole, and
// components taken from the enemy pyramid (the only pyramid a side can
// take from).
type capSig struct {
	whole board.Set
	comps uint8
}

func signature(lists ...*record) capSig {
	var sig capSig
	for _, l := range lists {
		for _, t := range l.t[:l.n] {
			if t.role == 0 {
				sig.whole = sig.whole.With(cellOf(t.cell))
			} else {
				sig.comps |= 1 << (t.role - 1)
			}
		}
	}
	return sig
}
