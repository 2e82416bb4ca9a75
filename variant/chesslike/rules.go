package chesslike

import (
	"errors"
	"fmt"
	"slices"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// ErrGame is matched by every error [New] returns for a game description
// that cannot be compiled.
var ErrGame = errors.New("chesslike: bad game description")

// Rules is a compiled [Game]: its geometry, per-cell movement tables for
// each side, attack tables, hash keys and its registry entry. It is
// immutable and shared by every position of the game (a position holds a
// pointer to it), so it is safe for concurrent use.
type Rules struct {
	game     Game
	geo      *board.Geometry
	cells    int
	files    int
	ranks    int
	nk       int
	kinds    []kindInfo
	letter   [256]uint8 // letter -> piece code, 0 if none
	royal    uint16     // mask of royal kinds
	pawns    uint16     // mask of pawn kinds
	settings Settings
	options  variant.Options
	variant  *variant.Variant
	base     *Rules      // the rules with default options (the same tables)
	eval     *Evaluation // the base's evaluation, for the typed players (players.go)
	// pick, in the members of a family (see NewFamily), returns the member
	// the options choose.
	pick func(variant.Options) (*Rules, error)

	// Geometry tables.
	mirror []board.Cell // cell of the mirror image (rank r -> ranks-1-r)
	dirs   []board.Dir  // distinct slide/hop directions, indexed
	rays   [][]board.Set
	up     []bool // cells numbers increase along the direction

	// Attack tables, per attacking side.
	leapAtt  [2][]leapGroup
	slideAtt [2][]slideGroup
	hopAtt   [2][]hopGroup
	lameAtt  [2][]lameGroup
	bentAtt  [2][]bentGroup
	epCap    [2][]leapGroup // en-passant capturers, for the ep-square test
	fileDirs [2]uint8       // direction indices of north and south (facing rule)

	// Castling.
	castling   *Castling
	castleKing int8   // kind that castles, -1 if none
	castleRook uint16 // mask of kinds castled with
	// castleRank[c] is the rank of cell c; castleGeo[rc*files+f] what
	// castling with the rook on rc by the king on file f of its rank needs
	// (castleOK's tables, made once).
	castleRank []board.Set
	castleGeo  []castleGeo
	fileOf     []uint8 // the file of each cell, for castleGeo's index

	epDir [2]int // direction of the multi-steps that allow en passant, -1 if none
	epMax [2]int // their longest reach
	// epPats are the multi-steps that allow en passant, per side.
	epPats [2][]epPat

	army    *army // the army of the start position, for validity
	studyOn bool  // the option study (OptStudy)

	hasDrops bool
	// noFast turns generate's fast paths off, leaving the interpreter
	// alone: for the differential tests, which compare the two.
	noFast   bool
	showHeld bool // write the held pieces in the position text

	zobrist  []uint64 // [code*128 + cell]
	sideKey  uint64
	epKey    [board.MaxCells]uint64
	castKey  [board.MaxCells]uint64
	heldSalt uint64
	stateKey uint64

	start string
}

type kindInfo struct {
	name     string
	letter   byte
	aliases  string
	royal    bool
	pawn     bool
	region   [2]board.Set
	pats     [2][]cpat
	promo    [2]board.Set
	into     []int8
	free     []int8
	freeMask uint16
	optional bool
	drop     [2]board.Set
	canDrop  bool
	rides    []ride // carriers this kind may board, and the pair it makes
	carrier  int8   // for a stacked pair: the carrier's kind, else -1
	rider    int8   // for a stacked pair: the passenger's kind, else -1
	// quick marks the kinds generate's quickKind may move: not royal, not
	// boarding a carrier, not a stacked pair. quickPseudo marks those it
	// may move in modePseudo, where no move is tested: royal ones too.
	quick, quickPseudo bool
}

// epPat is a multi-step that allows en passant: the kind, where it may be
// made from and its range.
type epPat struct {
	kind     int
	from     board.Set
	min, max int
}

type ride struct {
	carrier, combined int8
}

// cpat is a compiled pattern for one side.
type cpat struct {
	typ       PatternType
	mode      Mode
	ep        bool
	disembark bool // a stacked pair's passenger pattern
	open      bool // a slide without a minimum range (no near cells to remove)
	// shifts are the leap's vectors or the bounded slide's directions as
	// shifts of cell numbers, for counting the moves of many pieces at
	// once (countKind); nil if a vector is no constant shift on this
	// board, or for an unbounded slide.
	shifts  []shift
	flag    uint8     // the flag of its moves: flagMulti for en-passant slides
	region  board.Set // where the moving piece may end
	bendSrc []Bend
	from    board.Set // full board when unconstrained
	leap    []board.Set
	dirs    []cdir
	lame    [][]lameEntry
	bends   [][]bentEntry
	// lines are an open slide's lines (see line), nl a cell: the fast
	// paths' slide; the interpreter walks dirs.
	lines []line
	nl    int
}

// bentEntry is one strike of a Bent pattern from a cell: the strike cell
// and the direction of the follow-through.
type bentEntry struct {
	strike board.Cell
	then   uint8
}

// bentLine looks back from a target cell along one bend: the piece on
// direct strikes it; the piece on pairs[k].from strikes pairs[k].strike
// and follows through to the target if every cell from the strike to the
// target is empty.
type bentLine struct {
	direct board.Cell
	pairs  []bentPair
	froms  board.Set // direct and the pairs' from cells
}

type bentPair struct {
	strike, from board.Cell
}

// A shift is a vector that adds off to the number of every cell in src,
// the cells from which it stays on the board.
type shift struct {
	off int
	src board.Set
	up  bool // off > 0
	n   uint // |off|, 1 to 63
}

// move returns s's cells moved by the shift (s within src). Its count,
// 1 to 63 cells (shiftsOf makes no longer shifts), is masked to 0..63,
// which the compiler turns into bare shifts: Set.Shift, for any count,
// also tests the count against 64 for each of its four shifts.
func (sh *shift) move(s board.Set) board.Set {
	n := sh.n & 63
	if sh.up {
		return board.Set{Lo: s.Lo << n, Hi: s.Hi<<n | s.Lo>>((64-n)&63)}
	}
	return board.Set{Lo: s.Lo>>n | s.Hi<<((64-n)&63), Hi: s.Hi >> n}
}

// shiftOf returns v as a shift, if it is one: every cell from which v
// stays on the board moves by the same difference of numbers.
func (r *Rules) shiftOf(v board.Dir) (shift, bool) {
	sh := shift{}
	seen := false
	for i := range r.cells {
		to := r.geo.Step(board.Cell(i), v)
		if to == board.NoCell {
			continue
		}
		if o := int(to) - i; !seen {
			sh.off, seen = o, true
		} else if o != sh.off {
			return sh, false
		}
		sh.src = sh.src.With(board.Cell(i))
	}
	return sh, true
}

// shiftsOf returns the shifts of vectors (mirrored for side), or nil if
// one is not a shift, is the null vector, or comes twice (a leap reaches
// each cell once).
func (r *Rules) shiftsOf(vectors []board.Dir, side int) []shift {
	var out []shift
	for i, v := range vectors {
		if v == (board.Dir{}) || slices.Contains(vectors[:i], v) {
			return nil
		}
		sh, ok := r.shiftOf(mirrorDir(v, side))
		if !ok || sh.off == 0 || sh.off <= -64 || sh.off >= 64 {
			return nil
		}
		sh.up, sh.n = sh.off > 0, uint(max(sh.off, -sh.off))
		out = append(out, sh)
	}
	return out
}

// cdir is one direction of a slide or hop.
type cdir struct {
	d        uint8
	min, max int         // steps: min >= 1, max 0 for unlimited
	reach    []board.Set // per cell, the ray cut after max steps (the whole ray if unlimited)
	ray      []board.Set // per cell, the whole ray (the cells beyond a blocker)
	up       bool        // cell numbers increase along the direction
	near     []board.Set // cells within min-1 steps, nil if min <= 1
}

type lameEntry struct {
	to   board.Cell
	legs board.Set
}

type lameSrc struct {
	from board.Cell
	legs board.Set
}

// Attack groups: the attackers of a cell are found by looking back from it.
type leapGroup struct {
	kinds  uint16
	zone   board.Set
	region board.Set
	rev    []board.Set // rev[c]: cells from which a piece of the group attacks c
}

type slideGroup struct {
	kinds  uint16
	zone   board.Set
	region board.Set
	union  []board.Set // union of the rays of every direction, truncated
	dirs   []cdir      // directions looking back from the target
	// lines are dirs as lines (see line), nl a cell, when no direction has
	// a minimum range (open); nil otherwise. The fast paths' attack test
	// reads them; the interpreter walks dirs.
	lines []line
	nl    int
}

type hopGroup struct {
	kinds  uint16
	zone   board.Set
	region board.Set
	union  []board.Set
	dirs   []uint8
}

type lameGroup struct {
	kinds  uint16
	zone   board.Set
	region board.Set
	rev    [][]lameSrc
	union  []board.Set // union[c]: the cells of rev[c]'s sources
}

type bentGroup struct {
	kinds  uint16
	zone   board.Set
	region board.Set
	rev    [][]bentLine // rev[c]: the lines looking back from c
	union  []board.Set  // union[c]: the cells of rev[c]'s froms
}

func gameErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrGame, fmt.Sprintf(format, args...))
}

// New compiles a game description. Errors match [ErrGame] and say what is
// wrong.
func New(g Game) (*Rules, error) {
	if g.Name == "" {
		return nil, gameErr("the game has no name")
	}
	if g.Shape.Layers == 0 {
		g.Shape.Layers = 1
	}
	if g.Shape.Layers != 1 {
		return nil, gameErr("%s: boards with layers are not supported", g.Name)
	}
	geo, err := board.New(g.Shape)
	if err != nil {
		return nil, gameErr("%s: %v", g.Name, err)
	}
	if len(g.Kinds) == 0 || len(g.Kinds) > MaxKinds {
		return nil, gameErr("%s: %d kinds of pieces (want 1..%d)", g.Name, len(g.Kinds), MaxKinds)
	}
	if g.Sides[0] == "" {
		g.Sides = [2]string{"white", "black"}
	}
	for i := range g.SideLetters {
		if g.SideLetters[i] == "" {
			g.SideLetters[i] = "wb"[i : i+1]
		}
	}
	r := &Rules{
		game:     g,
		geo:      geo,
		cells:    geo.Cells(),
		files:    g.Shape.Files,
		ranks:    g.Shape.Ranks,
		nk:       len(g.Kinds),
		settings: g.Settings,
		start:    g.Start,
	}
	r.base = r
	r.buildGeometry()
	if err := r.buildKinds(); err != nil {
		return nil, err
	}
	if err := r.buildCastling(); err != nil {
		return nil, err
	}
	r.buildAttacks()
	r.buildKeys()
	if g.Cycles != nil {
		if err := g.Cycles.validate(r); err != nil {
			return nil, err
		}
	}
	if r.variant, err = r.makeVariant(); err != nil {
		return nil, err
	}
	if err := r.chainValidation(); err != nil {
		return nil, err
	}
	r.options = r.variant.DefaultOptions()
	if g.StartFor != nil {
		if r.start, err = g.StartFor(r.options); err != nil {
			return nil, gameErr("%s: start position: %v", g.Name, err)
		}
	}
	if err := r.prepare(); err != nil {
		return nil, gameErr("%s: start position: %v", g.Name, err)
	}
	if _, err := r.Parse(r.start); err != nil {
		return nil, gameErr("%s: start position: %v", g.Name, err)
	}
	return r, nil
}

// MustNew is [New] for descriptions known to be valid, such as those of
// registered games; it panics on an error.
func MustNew(g Game) *Rules {
	r, err := New(g)
	if err != nil {
		panic(err)
	}
	return r
}

func (r *Rules) buildGeometry() {
	g := r.geo
	r.mirror = make([]board.Cell, r.cells)
	for i := range r.cells {
		co := g.Coord(board.Cell(i))
		r.mirror[i] = g.CellAt(board.Coord{File: co.File, Rank: r.ranks - 1 - co.Rank})
	}
	// The file directions are always there, for the facing rule.
	r.fileDirs[0] = r.dirIndex(board.Dir{Rank: 1})
	r.fileDirs[1] = r.dirIndex(board.Dir{Rank: -1})
}

// dirIndex returns the index of direction d, adding its rays if new.
func (r *Rules) dirIndex(d board.Dir) uint8 {
	for i, e := range r.dirs {
		if e == d {
			return uint8(i)
		}
	}
	rays := make([]board.Set, r.cells)
	for i := range r.cells {
		for c := r.geo.Step(board.Cell(i), d); c != board.NoCell; c = r.geo.Step(c, d) {
			rays[i] = rays[i].With(c)
		}
	}
	r.dirs = append(r.dirs, d)
	r.rays = append(r.rays, rays)
	r.up = append(r.up, d.File+r.files*d.Rank > 0)
	return uint8(len(r.dirs) - 1)
}

// makeDir builds a direction with range limits; a limit that never binds
// on this board is dropped.
func (r *Rules) makeDir(d uint8, lo, hi int) cdir {
	lo = max(lo, 1)
	if hi >= max(r.files, r.ranks) {
		hi = 0
	}
	cd := cdir{d: d, min: lo, max: hi, reach: r.rays[d], ray: r.rays[d], up: r.up[d]}
	if hi > 0 {
		cd.reach = r.truncated(d, hi)
	}
	if lo > 1 {
		cd.near = r.truncated(d, lo-1)
	}
	return cd
}

// truncated returns, per cell, the ray of direction d cut after n steps.
func (r *Rules) truncated(d uint8, n int) []board.Set {
	out := make([]board.Set, r.cells)
	for i := range r.cells {
		c := board.Cell(i)
		for range n {
			c = r.geo.Step(c, r.dirs[d])
			if c == board.NoCell {
				break
			}
			out[i] = out[i].With(c)
		}
	}
	return out
}

func mirrorDir(d board.Dir, side int) board.Dir {
	if side == 1 {
		d.Rank = -d.Rank
	}
	return d
}

func (r *Rules) mirrorSet(s board.Set) board.Set {
	var m board.Set
	for t := s; !t.Empty(); {
		m = m.With(r.mirror[t.PopFirst()])
	}
	return m
}

// zone evaluates z for both sides; nil is the whole board.
func (r *Rules) zone(z Zone, what string) ([2]board.Set, error) {
	if z == nil {
		return [2]board.Set{r.geo.All(), r.geo.All()}, nil
	}
	s, err := z(r.geo)
	if err != nil {
		return [2]board.Set{}, gameErr("%s: %s: %v", r.game.Name, what, err)
	}
	s = s.Intersect(r.geo.All())
	return [2]board.Set{s, r.mirrorSet(s)}, nil
}

// kindByLetter returns the kind whose letter or alias is l (either case),
// or -1: a look-up in the letter table buildKinds fills first.
func (r *Rules) kindByLetter(l byte) int {
	if pc := r.letter[upper(l)]; pc != 0 {
		return codeKind(pc)
	}
	return -1
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 32
	}
	return c
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

func (r *Rules) buildKinds() error {
	name := r.game.Name
	seen := map[byte]string{}
	combined := map[byte]bool{}
	for _, st := range r.game.Stacks {
		combined[upper(st.Combined)] = true
	}
	for i, k := range r.game.Kinds {
		if k.Name == "" {
			return gameErr("%s: kind %d has no name", name, i)
		}
		letters := string(k.Letter) + k.Aliases
		for j := 0; j < len(letters); j++ {
			l := letters[j]
			if l < 'A' || l > 'Z' {
				return gameErr("%s: kind %s: letter %q is not an upper-case letter", name, k.Name, l)
			}
			if other, dup := seen[l]; dup {
				return gameErr("%s: letter %c used by %s and %s", name, l, other, k.Name)
			}
			seen[l] = k.Name
		}
		if len(k.Patterns) == 0 && !combined[k.Letter] {
			return gameErr("%s: kind %s has no patterns", name, k.Name)
		}
		if len(k.Patterns) > 0 && combined[k.Letter] {
			return gameErr("%s: kind %s is a stacked pair: its patterns are its parts'", name, k.Name)
		}
		for s := range 2 {
			r.letter[letterFor(k.Letter, s)] = uint8(code(s, i))
			for j := 0; j < len(k.Aliases); j++ {
				r.letter[letterFor(k.Aliases[j], s)] = uint8(code(s, i))
			}
		}
	}
	r.kinds = make([]kindInfo, r.nk)
	for i, k := range r.game.Kinds {
		ki := &r.kinds[i]
		ki.name, ki.letter, ki.aliases, ki.royal, ki.pawn = k.Name, k.Letter, k.Aliases, k.Royal, k.Pawn
		ki.carrier, ki.rider = -1, -1
		if k.Royal {
			r.royal |= 1 << i
		}
		if k.Pawn {
			r.pawns |= 1 << i
		}
		if n := len(k.Placement); n != 0 && n != r.cells {
			return gameErr("%s: kind %s: placement of %d cells on a board of %d", name, k.Name, n, r.cells)
		}
		for c, v := range k.Placement {
			if v < -MaxPlacement || v > MaxPlacement {
				return gameErr("%s: kind %s: placement %d on cell %d is beyond ±%d", name, k.Name, v, c, MaxPlacement)
			}
		}
		var err error
		if ki.region, err = r.zone(k.Region, k.Name+" region"); err != nil {
			return err
		}
		for s := range 2 {
			for j, p := range k.Patterns {
				cp, err := r.compilePattern(p, s)
				if err != nil {
					return gameErr("%s: kind %s, pattern %d: %v", name, k.Name, j+1, err)
				}
				cp.region = ki.region[s]
				ki.pats[s] = append(ki.pats[s], cp)
			}
		}
		if k.Drop != nil {
			if ki.drop, err = r.zone(k.Drop, k.Name+" drop zone"); err != nil {
				return err
			}
			ki.canDrop = true
			r.hasDrops = true
		}
	}
	if err := r.buildStacks(); err != nil {
		return err
	}
	// Promotions refer to other kinds: second pass.
	for i, k := range r.game.Kinds {
		pr := k.Promotion
		if pr == nil {
			continue
		}
		ki := &r.kinds[i]
		var err error
		if ki.promo, err = r.zone(pr.Zone, k.Name+" promotion zone"); err != nil {
			return err
		}
		if pr.Zone == nil {
			return gameErr("%s: kind %s: promotion without a zone", name, k.Name)
		}
		if pr.Into == "" && pr.Free == "" {
			return gameErr("%s: kind %s: promotion into nothing", name, k.Name)
		}
		for j := 0; j < len(pr.Into); j++ {
			t := r.kindByLetter(pr.Into[j])
			if t < 0 {
				return gameErr("%s: kind %s promotes into %q, which is no kind", name, k.Name, pr.Into[j])
			}
			ki.into = append(ki.into, int8(t))
		}
		for j := 0; j < len(pr.Free); j++ {
			t := r.kindByLetter(pr.Free[j])
			if t < 0 {
				return gameErr("%s: kind %s frees %q, which is no kind", name, k.Name, pr.Free[j])
			}
			if !r.game.Captives {
				return gameErr("%s: kind %s frees captives, but the game keeps none (set Captives)", name, k.Name)
			}
			if slices.Contains(ki.into, int8(t)) {
				return gameErr("%s: kind %s promotes into %c both freely and by freeing", name, k.Name, pr.Free[j])
			}
			ki.free = append(ki.free, int8(t))
			ki.freeMask |= 1 << t
		}
		ki.optional = pr.Optional
	}
	r.markFast()
	r.showHeld = r.hasDrops || r.game.Captives
	r.epDir = [2]int{-1, -1}
	for s := range 2 {
		for k := range r.kinds {
			for _, p := range r.kinds[k].pats[s] {
				if p.typ == Slide && p.ep {
					if r.epDir[s] >= 0 && r.epDir[s] != int(p.dirs[0].d) {
						return gameErr("%s: multi-steps with en passant in two directions", name)
					}
					r.epDir[s] = int(p.dirs[0].d)
					reach := p.dirs[0].max
					if reach == 0 {
						reach = max(r.files, r.ranks)
					}
					r.epMax[s] = max(r.epMax[s], reach)
					r.epPats[s] = append(r.epPats[s], epPat{kind: k, from: p.from, min: p.dirs[0].min, max: reach})
				}
			}
		}
	}
	return nil
}

// markFast sets the marks of the kinds and compiled patterns that
// generate's fast paths read (kindInfo.quick, cpat.open and flag), once
// the kinds and stacks are built.
func (r *Rules) markFast() {
	for k := range r.kinds {
		ki := &r.kinds[k]
		ki.quick = !ki.royal && ki.rides == nil && ki.carrier < 0
		ki.quickPseudo = ki.rides == nil && ki.carrier < 0
		for s := range 2 {
			for i := range r.kinds[k].pats[s] {
				pt := &r.kinds[k].pats[s][i]
				if pt.disembark {
					ki.quick, ki.quickPseudo = false, false
				}
				if pt.ep && pt.typ == Slide {
					pt.flag = flagMulti
				}
				pt.open = pt.typ == Slide && openDirs(pt.dirs)
				if pt.open {
					pt.lines, pt.nl = r.makeLines(pt.dirs)
				}
			}
		}
	}
}

// openDirs reports whether no direction of dirs has a minimum range.
func openDirs(dirs []cdir) bool {
	for _, cd := range dirs {
		if cd.near != nil {
			return false
		}
	}
	return true
}

// buildStacks gives each stacked pair the patterns of its parts and each
// passenger its rides.
func (r *Rules) buildStacks() error {
	name := r.game.Name
	isPair := map[int]bool{}
	for _, st := range r.game.Stacks {
		isPair[r.kindByLetter(st.Combined)] = true
	}
	for _, st := range r.game.Stacks {
		c, pa, co := r.kindByLetter(st.Carrier), r.kindByLetter(st.Passenger), r.kindByLetter(st.Combined)
		switch {
		case c < 0 || pa < 0 || co < 0:
			return gameErr("%s: stack %c%c%c: a letter is no kind", name, st.Carrier, st.Passenger, st.Combined)
		case c == pa || c == co || pa == co:
			return gameErr("%s: stack %c%c%c: carrier, passenger and pair must be three kinds", name, st.Carrier, st.Passenger, st.Combined)
		case isPair[c] || isPair[pa]:
			return gameErr("%s: stack %c%c%c: a pair cannot ride or carry", name, st.Carrier, st.Passenger, st.Combined)
		}
		pair := &r.kinds[co]
		if pair.carrier >= 0 {
			return gameErr("%s: kind %c is the pair of two stacks", name, st.Combined)
		}
		pair.carrier, pair.rider = int8(c), int8(pa)
		for s := range 2 {
			pair.pats[s] = append(pair.pats[s], r.kinds[c].pats[s]...)
			for _, p := range r.kinds[pa].pats[s] {
				p.disembark = true
				pair.pats[s] = append(pair.pats[s], p)
			}
		}
		r.kinds[pa].rides = append(r.kinds[pa].rides, ride{int8(c), int8(co)})
	}
	return nil
}

func letterFor(l byte, side int) byte {
	if side == 1 {
		return lower(l)
	}
	return l
}

func (r *Rules) compilePattern(p Pattern, side int) (cpat, error) {
	cp := cpat{typ: p.Type, mode: p.Mode, ep: p.EnPassant}
	from, err := r.zone(p.From, "pattern zone")
	if err != nil {
		return cp, err
	}
	cp.from = from[side]
	if p.Mode > CaptureOnly {
		return cp, fmt.Errorf("unknown mode %d", p.Mode)
	}
	switch p.Type {
	case Leap:
		if len(p.Vectors) == 0 {
			return cp, fmt.Errorf("leap without vectors")
		}
		if p.EnPassant && p.Mode != CaptureOnly {
			return cp, fmt.Errorf("en passant on a leap that is not capture-only")
		}
		cp.leap = make([]board.Set, r.cells)
		for i := range r.cells {
			for _, v := range p.Vectors {
				if v.Layer != 0 {
					return cp, fmt.Errorf("vector %v leaves the board's layer", v)
				}
				if to := r.geo.Step(board.Cell(i), mirrorDir(v, side)); to != board.NoCell && v != (board.Dir{}) {
					cp.leap[i] = cp.leap[i].With(to)
				}
			}
		}
		cp.shifts = r.shiftsOf(p.Vectors, side)
	case Slide, Hop:
		if len(p.Vectors) == 0 {
			return cp, fmt.Errorf("%s without directions", p.Type)
		}
		if p.Type == Hop && (p.Min > 1 || p.Max > 0) {
			return cp, fmt.Errorf("hops take no range limits")
		}
		if p.Min < 0 || p.Max < 0 || (p.Max > 0 && p.Min > p.Max) {
			return cp, fmt.Errorf("bad range %d..%d", p.Min, p.Max)
		}
		if p.EnPassant && (p.Type != Slide || p.Mode != MoveOnly || p.Min < 2 || len(p.Vectors) != 1) {
			return cp, fmt.Errorf("en passant needs a move-only slide in one direction of at least 2 steps")
		}
		for _, v := range p.Vectors {
			if v == (board.Dir{}) || v.Layer != 0 {
				return cp, fmt.Errorf("bad direction %v", v)
			}
			cd := r.makeDir(r.dirIndex(mirrorDir(v, side)), p.Min, p.Max)
			cp.dirs = append(cp.dirs, cd)
		}
		if p.Type == Slide && p.Max > 0 {
			cp.shifts = r.shiftsOf(p.Vectors, side)
		}
	case LameLeap:
		if len(p.Lame) == 0 {
			return cp, fmt.Errorf("lame leap without leaps")
		}
		if p.EnPassant {
			return cp, fmt.Errorf("en passant on a lame leap")
		}
		cp.lame = make([][]lameEntry, r.cells)
		for i := range r.cells {
		next:
			for _, m := range p.Lame {
				to := r.geo.Step(board.Cell(i), mirrorDir(m.To, side))
				if to == board.NoCell {
					continue
				}
				e := lameEntry{to: to}
				for _, l := range m.Legs {
					leg := r.geo.Step(board.Cell(i), mirrorDir(l, side))
					if leg == board.NoCell {
						continue next
					}
					e.legs = e.legs.With(leg)
				}
				cp.lame[i] = append(cp.lame[i], e)
			}
		}
	case Bent:
		if len(p.Bends) == 0 {
			return cp, fmt.Errorf("bent pattern without bends")
		}
		if p.EnPassant {
			return cp, fmt.Errorf("en passant on a bent pattern")
		}
		cp.bends = make([][]bentEntry, r.cells)
		cp.bendSrc = p.Bends
		for _, b := range p.Bends {
			if b.Then == (board.Dir{}) || b.Strike == (board.Dir{}) || b.Then.Layer != 0 || b.Strike.Layer != 0 {
				return cp, fmt.Errorf("bad bend %v", b)
			}
			d := r.dirIndex(mirrorDir(b.Then, side))
			for i := range r.cells {
				if s := r.geo.Step(board.Cell(i), mirrorDir(b.Strike, side)); s != board.NoCell {
					cp.bends[i] = append(cp.bends[i], bentEntry{s, d})
				}
			}
		}
	default:
		return cp, fmt.Errorf("unknown pattern type %d", p.Type)
	}
	return cp, nil
}

// reverseBent builds, for each target cell, the lines looking back along
// each bend of a Bent pattern (for the side whose vectors are given).
func (r *Rules) reverseBent(bends []Bend, side int) [][]bentLine {
	rev := make([][]bentLine, r.cells)
	for c := range r.cells {
		for _, b := range bends {
			v, d := mirrorDir(b.Strike, side), mirrorDir(b.Then, side)
			line := bentLine{direct: r.geo.Step(board.Cell(c), negate(v))}
			for s := r.geo.Step(board.Cell(c), negate(d)); s != board.NoCell; s = r.geo.Step(s, negate(d)) {
				line.pairs = append(line.pairs, bentPair{strike: s, from: r.geo.Step(s, negate(v))})
				line.froms = line.froms.With(line.pairs[len(line.pairs)-1].from)
			}
			line.froms = line.froms.With(line.direct)
			rev[c] = append(rev[c], line)
		}
	}
	return rev
}

func (r *Rules) buildCastling() error {
	r.castleKing = -1
	c := r.game.Castling
	if c == nil {
		return nil
	}
	r.castling = c
	k := r.kindByLetter(c.King)
	if k < 0 {
		return gameErr("%s: castling king %q is no kind", r.game.Name, c.King)
	}
	r.castleKing = int8(k)
	for i := 0; i < len(c.Rooks); i++ {
		t := r.kindByLetter(c.Rooks[i])
		if t < 0 {
			return gameErr("%s: castling rook %q is no kind", r.game.Name, c.Rooks[i])
		}
		r.castleRook |= 1 << t
	}
	if r.castleRook == 0 {
		return gameErr("%s: castling without rooks", r.game.Name)
	}
	if c.KingDistance <= 0 {
		for i := range 2 {
			if c.KingFiles[i] < 0 || c.KingFiles[i] >= r.files || c.RookFiles[i] < 0 || c.RookFiles[i] >= r.files {
				return gameErr("%s: castling files off the board", r.game.Name)
			}
		}
	}
	r.castleRank = make([]board.Set, r.cells)
	r.castleGeo = make([]castleGeo, r.cells*r.files)
	r.fileOf = make([]uint8, r.cells)
	for rc := range board.Cell(r.cells) {
		rank := r.geo.Coord(rc).Rank
		r.fileOf[rc] = uint8(r.geo.Coord(rc).File)
		r.castleRank[rc] = r.geo.Rank(rank)
		for f := range r.files {
			kc := r.geo.CellAt(board.Coord{File: f, Rank: rank})
			if kc == board.NoCell || kc == rc {
				continue
			}
			kingTo, rookTo, ok := r.castleSquares(kc, rc)
			if !ok || kingTo == board.NoCell || rookTo == board.NoCell {
				continue
			}
			r.castleGeo[int(rc)*r.files+f] = castleGeo{
				ok:     true,
				kingTo: kingTo,
				rookTo: rookTo,
				need:   span(kc, kingTo).Union(span(rc, rookTo)).Without(kc).Without(rc),
				path:   span(kc, kingTo).Without(kc).Without(kingTo),
			}
		}
	}
	return nil
}

// castleGeo is what castling of one king with one rook needs: the cells
// that must be empty (need), those the king crosses, which must not be
// attacked (path), and where king and rook go.
type castleGeo struct {
	need, path     board.Set
	kingTo, rookTo board.Cell
	ok             bool
}

// buildAttacks groups the capture patterns of every kind, looking back from
// the attacked cell, so that "is this cell attacked" tests each group once.
func (r *Rules) buildAttacks() {
	type key struct {
		min, max     int
		zone, region board.Set
	}
	for s := range 2 {
		var leaps []leapGroup
		var eps []leapGroup
		// Slides: per (range, zone, region, direction) the kinds; then
		// directions with equal kinds are merged into one group.
		type sdKey struct {
			key
			d uint8
		}
		slideKinds := map[sdKey]uint16{}
		var slideOrder []sdKey
		type hdKey struct {
			zone, region board.Set
			d            uint8
		}
		hopKinds := map[hdKey]uint16{}
		var hopOrder []hdKey
		var lames []lameGroup
		var bents []bentGroup
		for k := range r.nk {
			ki := &r.kinds[k]
			for _, p := range ki.pats[s] {
				if p.mode == MoveOnly {
					continue
				}
				region := p.region
				switch p.typ {
				case Leap:
					// Leaps with equal vectors share tables; group per
					// kind and pattern, merged by identical tables below.
					rev := r.reverseLeap(p.leap)
					merged := false
					for i := range leaps {
						g := &leaps[i]
						if g.zone == p.from && g.region == region && slices.Equal(g.rev, rev) {
							g.kinds |= 1 << k
							merged = true
							break
						}
					}
					if !merged {
						leaps = append(leaps, leapGroup{kinds: 1 << k, zone: p.from, region: region, rev: rev})
					}
					if p.ep {
						eps = append(eps, leapGroup{kinds: 1 << k, zone: p.from, region: region, rev: rev})
					}
				case Slide:
					for _, cd := range p.dirs {
						back := r.dirIndex(negate(r.dirs[cd.d]))
						kk := sdKey{key{cd.min, cd.max, p.from, region}, back}
						if _, ok := slideKinds[kk]; !ok {
							slideOrder = append(slideOrder, kk)
						}
						slideKinds[kk] |= 1 << k
					}
				case Hop:
					for _, cd := range p.dirs {
						back := r.dirIndex(negate(r.dirs[cd.d]))
						kk := hdKey{p.from, region, back}
						if _, ok := hopKinds[kk]; !ok {
							hopOrder = append(hopOrder, kk)
						}
						hopKinds[kk] |= 1 << k
					}
				case LameLeap:
					rev := r.reverseLame(p.lame)
					union := make([]board.Set, r.cells)
					for c := range rev {
						for _, e := range rev[c] {
							union[c] = union[c].With(e.from)
						}
					}
					lames = append(lames, lameGroup{kinds: 1 << k, zone: p.from, region: region, rev: rev, union: union})
				case Bent:
					rev := r.reverseBent(p.bendSrc, s)
					union := make([]board.Set, r.cells)
					for c := range rev {
						for _, line := range rev[c] {
							union[c] = union[c].Union(line.froms)
						}
					}
					bents = append(bents, bentGroup{kinds: 1 << k, zone: p.from, region: region, rev: rev, union: union})
				}
			}
		}
		r.leapAtt[s] = leaps
		r.epCap[s] = eps
		// Merge slide directions with equal (range, zone, region, kinds).
		type gKey struct {
			key
			kinds uint16
		}
		gIdx := map[gKey]int{}
		var slides []slideGroup
		for _, kk := range slideOrder {
			gk := gKey{kk.key, slideKinds[kk]}
			i, ok := gIdx[gk]
			if !ok {
				i = len(slides)
				gIdx[gk] = i
				slides = append(slides, slideGroup{kinds: gk.kinds, zone: kk.zone, region: kk.region, union: make([]board.Set, r.cells)})
			}
			cd := r.makeDir(kk.d, kk.min, kk.max)
			g := &slides[i]
			g.dirs = append(g.dirs, cd)
			for c := range r.cells {
				g.union[c] = g.union[c].Union(cd.reach[c])
			}
		}
		for i := range slides {
			if g := &slides[i]; openDirs(g.dirs) {
				g.lines, g.nl = r.makeLines(g.dirs)
			}
		}
		r.slideAtt[s] = slides
		type hKey struct {
			zone, region board.Set
			kinds        uint16
		}
		hIdx := map[hKey]int{}
		var hops []hopGroup
		for _, kk := range hopOrder {
			hk := hKey{kk.zone, kk.region, hopKinds[kk]}
			i, ok := hIdx[hk]
			if !ok {
				i = len(hops)
				hIdx[hk] = i
				hops = append(hops, hopGroup{kinds: hk.kinds, zone: kk.zone, region: kk.region, union: make([]board.Set, r.cells)})
			}
			g := &hops[i]
			g.dirs = append(g.dirs, kk.d)
			for c := range r.cells {
				g.union[c] = g.union[c].Union(r.rays[kk.d][c])
			}
		}
		r.hopAtt[s] = hops
		r.lameAtt[s] = lames
		r.bentAtt[s] = bents
	}
}

func negate(d board.Dir) board.Dir { return board.Dir{File: -d.File, Rank: -d.Rank, Layer: -d.Layer} }

func (r *Rules) reverseLeap(leap []board.Set) []board.Set {
	rev := make([]board.Set, r.cells)
	for from := range r.cells {
		for t := leap[from]; !t.Empty(); {
			to := t.PopFirst()
			rev[to] = rev[to].With(board.Cell(from))
		}
	}
	return rev
}

func (r *Rules) reverseLame(lame [][]lameEntry) [][]lameSrc {
	rev := make([][]lameSrc, r.cells)
	for from := range r.cells {
		for _, e := range lame[from] {
			rev[e.to] = append(rev[e.to], lameSrc{board.Cell(from), e.legs})
		}
	}
	return rev
}

func (r *Rules) buildKeys() {
	seed := uint64(0x1d2c3b4a59687f01)
	for i := 0; i < len(r.game.Name); i++ {
		seed = seed*31 + uint64(r.game.Name[i])
	}
	r.zobrist = make([]uint64, (2*MaxKinds+1)*board.MaxCells)
	for i := board.MaxCells; i < len(r.zobrist); i++ {
		r.zobrist[i] = variant.SplitMix64(&seed)
	}
	r.sideKey = variant.SplitMix64(&seed)
	for i := range r.epKey {
		r.epKey[i] = variant.SplitMix64(&seed)
		r.castKey[i] = variant.SplitMix64(&seed)
	}
	r.heldSalt = variant.SplitMix64(&seed)
	r.stateKey = variant.SplitMix64(&seed)
}

// stateKeyOf is the hash key of a game's own state.
func (r *Rules) stateKeyOf(s uint32) uint64 {
	if s == 0 {
		return 0
	}
	x := r.stateKey ^ uint64(s)
	return variant.SplitMix64(&x)
}

func (r *Rules) heldKey(side, kind, n int) uint64 {
	if n == 0 {
		return 0
	}
	x := r.heldSalt ^ uint64(side)<<40 ^ uint64(kind)<<32 ^ uint64(n)
	return variant.SplitMix64(&x)
}

// code is the board code of a piece: 0 for an empty cell.
func code(side, kind int) int { return 1 + kind + side*MaxKinds }

func codeSide(c uint8) int { return int(c-1) / MaxKinds }
func codeKind(c uint8) int { return int(c-1) % MaxKinds }

// Geometry returns the board.
func (r *Rules) Geometry() *board.Geometry { return r.geo }

// Game returns the description the rules were compiled from.
func (r *Rules) Game() Game { return r.game }

// Mirror returns cell c mirrored top to bottom: where the second side's
// patterns, zones and placement tables read what the game describes from
// the first side's point of view at c.
func (r *Rules) Mirror(c board.Cell) board.Cell { return r.mirror[c] }

// Settings returns the outcome rules in force (after options).
func (r *Rules) Settings() Settings { return r.settings }

// Kinds returns the number of kinds.
func (r *Rules) Kinds() int { return r.nk }

// KindName returns the name of kind k.
func (r *Rules) KindName(k int) string { return r.kinds[k].name }

// KindLetter returns the letter of kind k (upper case).
func (r *Rules) KindLetter(k int) byte { return r.kinds[k].letter }

// Kind returns the index of the kind with the given letter (either case),
// or -1.
func (r *Rules) Kind(letter byte) int { return r.kindByLetter(letter) }

// Variant returns the registry entry of the game. Register it with
// variant.Register to make the game available by name.
func (r *Rules) Variant() *variant.Variant { return r.variant }
