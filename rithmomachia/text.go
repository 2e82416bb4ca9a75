package rithmomachia

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Position text (see the package documentation for the grammar):
//
//	board side prisoners ledgers state {options}
//
// for example the Modern start:
//
//	s49s121....s225s361/s28s66t36t30t56t64s120p190/t16t12r9r25r49r81t90t100/..r3r5r7r9../8 empty ranks/..R8R6R4R2../T81T72R64R36R16R4T6T9/S153P91T49T42T20T25S45S15/S289S169....S81S25 o - - - {}

// appendPiece writes a piece token: shape letter (upper case for Even,
// lower case for Odd as holder), number, "'" when its origin is the other
// side.
func appendPiece(b []byte, k uint8, holder variant.Side) []byte {
	letter := kinds[k].shape.Letter()
	if holder == Odd {
		letter |= 0x20
	}
	b = append(b, letter)
	b = strconv.AppendInt(b, int64(kinds[k].number), 10)
	if kinds[k].side != holder {
		b = append(b, '\'')
	}
	return b
}

// String returns the position text.
func (p Position) String() string {
	b := make([]byte, 0, 256)
	for r := p.r.ranks - 1; r >= 0; r-- {
		for f := range files {
			code := p.cell[f+files*r]
			if code == 0 {
				b = append(b, '.')
				continue
			}
			k := codeKind(code)
			b = appendPiece(b, k, codeOwner(code))
			if kinds[k].shape == Pyramid {
				side := kinds[k].side
				if p.comps[side] != pyrComplete[side] {
					b = append(b, '(')
					b = appendComps(b, side, p.comps[side])
					b = append(b, ')')
				}
			}
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "eo"[p.toMove])
	b = append(b, ' ')
	n0 := len(b)
	for s := Even; s <= Odd; s++ {
		for k := range numKinds {
			for range p.prisoners[s][k] {
				b = appendPiece(b, uint8(k), s)
			}
		}
	}
	if len(b) == n0 {
		b = append(b, '-')
	}
	b = append(b, ' ')
	n0 = len(b)
	for s := Even; s <= Odd; s++ {
		for e := range numEntries {
			for range p.ledger[s][e] {
				if e < numKinds {
					b = appendPiece(b, uint8(e), s)
				} else {
					b = append(b, "Kk"[s])
					b = strconv.AppendInt(b, int64(entryValue[e]), 10)
				}
			}
		}
	}
	if len(b) == n0 {
		b = append(b, '-')
	}
	b = append(b, ' ')
	b = append(b, p.stateText()...)
	b = append(b, " {"...)
	b = append(b, p.r.opts.String()...)
	b = append(b, '}')
	return string(b)
}

func appendComps(b []byte, side variant.Side, mask uint8) []byte {
	first := true
	for i, c := range pyramidComponents[side] {
		if mask&(1<<i) != 0 {
			if !first {
				b = append(b, '.')
			}
			first = false
			b = strconv.AppendInt(b, int64(c.Number), 10)
		}
	}
	return b
}

func (p *Position) stateText() string {
	var items []string
	if p.pick != 0 {
		owner := 1 - p.toMove
		items = append(items, "pick="+strconv.Itoa(pyramidComponents[owner][p.pick-1].Number))
	}
	if p.window != 0 {
		items = append(items, "window="+string(appendComps(nil, p.toMove, p.window)))
	}
	if p.recorded != [2][2]uint8{} {
		items = append(items, fmt.Sprintf("triumphs=%d.%d.%d.%d", p.recorded[0][0], p.recorded[0][1], p.recorded[1][0], p.recorded[1][1]))
	}
	switch p.status {
	case variant.Won:
		it := "result=" + [2]string{"even", "odd"}[p.winner] + ":" + reasonTokens[p.reason]
		if p.grade != 0 {
			it += ":" + strconv.Itoa(int(p.grade))
		}
		items = append(items, it)
	case variant.Drawn:
		items = append(items, "result=draw:"+reasonTokens[p.reason])
	}
	if len(items) == 0 {
		return "-"
	}
	return strings.Join(items, ",")
}

// textParser reads position text, tracking the offset for errors.
type textParser struct {
	text string
}

func (tp *textParser) fail(off int, format string, args ...any) error {
	return variant.PositionError(tp.text, off, fmt.Sprintf(format, args...))
}

// readNumber reads a decimal number at s[i:] (at most 4 digits).
func readNumber(s string, i int) (n, j int, ok bool) {
	j = i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 4 {
		n = n*10 + int(s[j]-'0')
		j++
	}
	if j < len(s) && s[j] >= '0' && s[j] <= '9' {
		return 0, j, false
	}
	return n, j, j > i
}

// readPiece reads a piece token at field[i:]: returns kind, holder, the
// next index. base is the field's offset in the text, for errors.
func (tp *textParser) readPiece(field string, i, base int) (uint8, variant.Side, int, error) {
	ch := field[i]
	holder := Even
	if ch >= 'a' && ch <= 'z' {
		holder = Odd
		ch -= 0x20
	}
	var shape Shape
	switch ch {
	case 'R':
		shape = Round
	case 'T':
		shape = Triangle
	case 'S':
		shape = Square
	case 'P':
		shape = Pyramid
	default:
		return 0, 0, 0, tp.fail(base+i, "%q is not a piece: want R, T, S or P (Even), r, t, s or p (Odd)", field[i])
	}
	n, j, ok := readNumber(field, i+1)
	if !ok {
		return 0, 0, 0, tp.fail(base+i+1, "a number must follow the shape letter %c", field[i])
	}
	origin := holder
	if j < len(field) && field[j] == '\'' {
		origin = 1 - holder
		j++
	}
	k := findKind(origin, shape, n)
	if k == noKind {
		return 0, 0, 0, tp.fail(base+i, "no %s %s %d among the men", sideName(origin), shape, n)
	}
	return k, holder, j, nil
}

func sideName(s variant.Side) string {
	if s == Odd {
		return "Odd"
	}
	return "Even"
}

// Parse reads position text for the options. An options field in the text
// ("{...}") decides the options when o is the variant's default options;
// otherwise it must agree with o. Errors match variant.ErrPosition (or
// variant.ErrOption) and give the offset of the problem.
func Parse(text string, o variant.Options) (Position, error) {
	tp := &textParser{text: text}
	type field struct {
		s   string
		off int
	}
	var fields []field
	for i := 0; i < len(text); {
		if text[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] != ' ' {
			j++
		}
		fields = append(fields, field{text[i:j], i})
		i = j
	}
	if len(fields) < 5 || len(fields) > 6 {
		return Position{}, tp.fail(-1, "want 5 or 6 fields (board, side to move, prisoners, ledgers, state, {options}); found %d", len(fields))
	}
	if len(fields) == 6 {
		f := fields[5]
		if len(f.s) < 2 || f.s[0] != '{' || f.s[len(f.s)-1] != '}' {
			return Position{}, tp.fail(f.off, "the options field must be in braces: {key=value,...}")
		}
		to, err := Rithmomachia.ParseOptions(f.s[1 : len(f.s)-1])
		if err != nil {
			return Position{}, fmt.Errorf("%w: %w", tp.fail(f.off, "bad options"), err)
		}
		if !o.Equal(Rithmomachia.DefaultOptions()) && !o.Equal(to) {
			return Position{}, tp.fail(f.off, "the text's options {%s} differ from the options given {%s}", to, o)
		}
		o = to
	}
	r := compile(o)
	p := Position{r: r, pyr: [2]uint8{noCell, noCell}}
	var count [numKinds]int

	// Board.
	bf := fields[0]
	ranks := strings.Split(bf.s, "/")
	if len(ranks) != r.ranks {
		return Position{}, tp.fail(bf.off, "the board has %d ranks; the options want %d", len(ranks), r.ranks)
	}
	off := bf.off
	for ri, rank := range ranks {
		rr := r.ranks - 1 - ri
		f := 0
		for i := 0; i < len(rank); {
			if f >= files {
				return Position{}, tp.fail(off+i, "rank %d has more than 8 cells", rr+1)
			}
			if rank[i] == '.' {
				f++
				i++
				continue
			}
			k, holder, j, err := tp.readPiece(rank, i, off)
			if err != nil {
				return Position{}, err
			}
			if kinds[k].shape == Pyramid {
				side := kinds[k].side
				if holder != side {
					return Position{}, variant.Impossible(text, RulePyramids, "a pyramid never changes side (the pyramid of %s on %s)", sideName(side), r.geo.Name(board.Cell(f+files*rr)))
				}
				if p.pyr[side] != noCell {
					return Position{}, variant.Impossible(text, RulePyramids, "%s has two pyramids", sideName(side))
				}
				mask := pyrComplete[side]
				if j < len(rank) && rank[j] == '(' {
					end := strings.IndexByte(rank[j:], ')')
					if end < 0 {
						return Position{}, tp.fail(off+j, "component list not closed with )")
					}
					mask = 0
					for _, item := range strings.Split(rank[j+1:j+end], ".") {
						v, _, ok := readNumber(item, 0)
						idx := -1
						for ci, c := range pyramidComponents[side] {
							if ok && c.Number == v && len(item) == len(strconv.Itoa(v)) {
								idx = ci
							}
						}
						if idx < 0 {
							return Position{}, tp.fail(off+j, "%s is not a component of %s's pyramid", variant.Excerpt(item), sideName(side))
						}
						if mask&(1<<idx) != 0 {
							return Position{}, tp.fail(off+j, "component %d listed twice", v)
						}
						mask |= 1 << idx
					}
					j += end + 1
				}
				p.comps[side] = mask
			}
			count[k]++
			p.place(uint8(f+files*rr), makeCode(k, holder))
			f++
			i = j
		}
		if f != files {
			return Position{}, tp.fail(off, "rank %d has %d cells; want 8", rr+1, f)
		}
		off += len(rank) + 1
	}

	// Side to move.
	sf := fields[1]
	switch sf.s {
	case "e":
		p.toMove = Even
	case "o":
		p.toMove = Odd
	default:
		return Position{}, tp.fail(sf.off, "side to move must be e (Even) or o (Odd), not %s", variant.Excerpt(sf.s))
	}

	// Prisoners.
	if pf := fields[2]; pf.s != "-" {
		for i := 0; i < len(pf.s); {
			k, holder, j, err := tp.readPiece(pf.s, i, pf.off)
			if err != nil {
				return Position{}, err
			}
			if kinds[k].shape == Pyramid {
				return Position{}, variant.Impossible(text, RulePyramids, "a pyramid is never a prisoner")
			}
			count[k]++
			p.prisoners[holder][k]++
			i = j
		}
	}
	for k := range numKinds {
		if count[k] > kinds[k].count {
			return Position{}, variant.Impossible(text, RuleMen, "%d men %s on the board and among prisoners; only %d exist", count[k], kinds[k].ids, kinds[k].count)
		}
	}

	// Ledgers.
	if lf := fields[3]; lf.s != "-" {
		for i := 0; i < len(lf.s); {
			if c := lf.s[i]; c == 'K' || c == 'k' {
				capt := Even
				if c == 'k' {
					capt = Odd
				}
				v, j, ok := readNumber(lf.s, i+1)
				e := -1
				for ci, comp := range pyramidComponents[1-capt] {
					if ok && comp.Number == v {
						e = int(compEntry[1-capt][ci])
					}
				}
				if e < 0 {
					return Position{}, tp.fail(lf.off+i, "K must be followed by a component of the enemy pyramid")
				}
				if p.ledger[capt][e] == 255 {
					return Position{}, tp.fail(lf.off+i, "ledger entry repeated too often")
				}
				p.ledger[capt][e]++
				i = j
				continue
			}
			k, holder, j, err := tp.readPiece(lf.s, i, lf.off)
			if err != nil {
				return Position{}, err
			}
			if kinds[k].shape == Pyramid {
				return Position{}, tp.fail(lf.off+i, "a ledger lists a pyramid's components (K...), not the pyramid")
			}
			if p.ledger[holder][k] == 255 {
				return Position{}, tp.fail(lf.off+i, "ledger entry repeated too often")
			}
			p.ledger[holder][k]++
			i = j
		}
	}

	// State.
	if err := tp.readState(&p, fields[4].s, fields[4].off); err != nil {
		return Position{}, err
	}
	if err := p.validate(text, count); err != nil {
		return Position{}, err
	}
	p.dirty = [2]board.Set{r.all, r.all}
	p.siegeDirty = p.dirty
	return p, nil
}

// The rules a position must keep ([variant.InvalidPositionError] names
// them): what no game of the rule set reaches.
const (
	// RulePyramids: each side has at most one pyramid, which never changes
	// side, is never a prisoner and enters a ledger as its components.
	RulePyramids variant.Rule = "one pyramid per side"
	// RuleMen: no more men of a kind on the board and among the prisoners
	// than the side has (spec §2); where captured men leave play (F3)
	// there are no prisoners, and the men on the board and in the ledgers
	// are no more than exist.
	RuleMen variant.Rule = "men against the army"
	// RuleServing: a man serving its captor (written with "'") comes to the
	// board only by a drop (spec §5.8): not where captured men leave play
	// or no drop zone is set.
	RuleServing variant.Rule = "men serving the captor"
	// RuleState: the state items belong to the rules that keep them: a
	// pending pick and a redemption window to redemption, the recorded
	// lesser triumphs to the Italian rules.
	RuleState variant.Rule = "state of the rules"
)

// validate checks the rules of a parsed position that the grammar cannot:
// count holds the men of each kind on the board and among the prisoners.
func (p *Position) validate(text string, count [numKinds]int) error {
	r := p.r
	if r.outOfPlay {
		for s := range 2 {
			for k := range numKinds {
				if p.prisoners[s][k] != 0 {
					return variant.Impossible(text, RuleMen, "%s holds prisoners, but captured men leave play (captured=outofplay)", sideName(variant.Side(s)))
				}
			}
		}
		for k := range numKinds {
			if kinds[k].shape == Pyramid {
				continue
			}
			n := count[k] + int(p.ledger[0][k]) + int(p.ledger[1][k])
			if n > kinds[k].count {
				return variant.Impossible(text, RuleMen, "%d men %s on the board and in the ledgers; captured men leave play and only %d exist", n, kinds[k].ids, kinds[k].count)
			}
		}
	}
	if r.outOfPlay || r.dropZone == dropNone {
		for c := range p.cell {
			if code := p.cell[c]; code != 0 && codeOwner(code) != kinds[codeKind(code)].side {
				return variant.Impossible(text, RuleServing, "the man on %s serves its captor, but captured men are never dropped here (captured=%s, dropzone=%s)",
					r.geo.Name(board.Cell(c)), r.opts.Get("captured"), r.opts.Get("dropzone"))
			}
		}
	}
	if r.redemption == redeemNone && p.pick != 0 {
		return variant.Impossible(text, RuleState, "a pick is pending, but redemption is off")
	}
	if !r.italianGrades && p.recorded != [2][2]uint8{} {
		return variant.Impossible(text, RuleState, "lesser triumphs are recorded only in the Italian rules")
	}
	return nil
}

func (tp *textParser) readState(p *Position, s string, off int) error {
	if s == "-" {
		return nil
	}
	for item := range strings.SplitSeq(s, ",") {
		key, val, ok := strings.Cut(item, "=")
		if !ok {
			return tp.fail(off, "state item %s is not key=value", variant.Excerpt(item))
		}
		switch key {
		case "pick":
			owner := 1 - p.toMove
			v, _, ok := readNumber(val, 0)
			idx := -1
			for i, c := range pyramidComponents[owner] {
				if ok && c.Number == v && val == strconv.Itoa(v) {
					idx = i
				}
			}
			if idx < 0 || p.pyr[owner] == noCell || p.comps[owner]&(1<<idx) != 0 {
				return tp.fail(off, "pick=%s: not a missing component of the standing pyramid of %s", val, sideName(owner))
			}
			p.pick = uint8(idx + 1)
		case "window":
			if p.r.redemption != redeemNext {
				return variant.Impossible(tp.text, RuleState, "a redemption window is kept only with redemption=nextturnonly")
			}
			for it := range strings.SplitSeq(val, ".") {
				v, _, ok := readNumber(it, 0)
				idx := -1
				for i, c := range pyramidComponents[p.toMove] {
					if ok && c.Number == v && it == strconv.Itoa(v) {
						idx = i
					}
				}
				if idx < 0 || p.comps[p.toMove]&(1<<idx) != 0 {
					return tp.fail(off, "window: %s is not a missing component of %s's pyramid", variant.Excerpt(it), sideName(p.toMove))
				}
				p.window |= 1 << idx
			}
		case "triumphs":
			parts := strings.Split(val, ".")
			if len(parts) != 4 {
				return tp.fail(off, "triumphs= wants four counts a.b.c.d")
			}
			for i, pt := range parts {
				n, err := strconv.Atoi(pt)
				if err != nil || n < 0 || n > 255 {
					return tp.fail(off, "triumphs: bad count %s", variant.Excerpt(pt))
				}
				p.recorded[i/2][i%2] = uint8(n)
			}
		case "result":
			parts := strings.Split(val, ":")
			if len(parts) < 2 || len(parts) > 3 {
				return tp.fail(off, "result= wants winner:reason[:grade]")
			}
			reason := slices.Index(reasonTokens[:], parts[1])
			if reason <= 0 {
				return tp.fail(off, "unknown result reason %s", variant.Excerpt(parts[1]))
			}
			p.reason = uint8(reason)
			switch parts[0] {
			case "even", "odd":
				p.status = variant.Won
				p.winner = Even
				if parts[0] == "odd" {
					p.winner = Odd
				}
			case "draw":
				p.status = variant.Drawn
				p.winner = variant.NoSide
			default:
				return tp.fail(off, "result winner must be even, odd or draw, not %s", variant.Excerpt(parts[0]))
			}
			if len(parts) == 3 {
				g, err := strconv.Atoi(parts[2])
				if err != nil || g < 1 || g > 3 || (reason != reasonTriumph && reason != reasonHarmony) {
					return tp.fail(off, "bad grade %s", variant.Excerpt(parts[2]))
				}
				p.grade = uint8(g)
			}
		default:
			return tp.fail(off, "unknown state item %s", variant.Excerpt(key))
		}
		off += len(item) + 1
	}
	if p.status != variant.Ongoing && p.pick != 0 {
		return tp.fail(-1, "a finished game has no pending pick")
	}
	return nil
}

// MoveText returns the text of m (see the package documentation): the
// action, then the captures it makes, each "x" and the cell, with "/" and
// the component's number for a pyramid component.
func (p Position) MoveText(m Move) string {
	b := make([]byte, 0, 24)
	g := p.r.geo
	s := p.toMove
	switch m.kind() {
	case mkMove, mkFly, mkReplace:
		sep := byte('-')
		switch m.kind() {
		case mkFly:
			sep = '~'
		case mkReplace:
			sep = ':'
		}
		b = append(b, g.Name(cellOf(m.from()))...)
		b = append(b, sep)
		b = append(b, g.Name(cellOf(m.to()))...)
		if m.kind() == mkReplace && m.aux() != 0 && int(m.to()) < len(p.cell) && p.cell[m.to()] != 0 && isPyr(p.cell[m.to()]) {
			side := kinds[codeKind(p.cell[m.to()])].side
			if i := int(m.aux()) - 1; i < len(pyramidComponents[side]) {
				b = append(b, '/')
				b = strconv.AppendInt(b, int64(pyramidComponents[side][i].Number), 10)
			}
		}
	case mkDrop:
		b = appendPiece(b, m.aux()%numKinds, s)
		b = append(b, '@')
		b = append(b, g.Name(cellOf(m.to()))...)
		return string(b)
	case mkRedeem:
		i := int(m.aux() &^ redeemByPick)
		b = append(b, '=')
		if i < len(pyramidComponents[s]) {
			b = strconv.AppendInt(b, int64(pyramidComponents[s][i].Number), 10)
		}
		if m.aux()&redeemByPick == 0 {
			b = append(b, '@')
			b = append(b, g.Name(cellOf(m.from()))...)
		}
		return string(b)
	case mkPick:
		b = append(b, '=')
		b = append(b, g.Name(cellOf(m.from()))...)
		return string(b)
	case mkTake:
	}
	var rec record
	q := p
	q.perform(&p, m, &rec, true, false)
	for _, t := range rec.t[:rec.n] {
		b = append(b, 'x')
		b = append(b, g.Name(cellOf(t.cell))...)
		if t.role != 0 {
			b = append(b, '/')
			b = strconv.AppendInt(b, int64(t.value), 10)
		}
	}
	return string(b)
}

func cellOf(c uint8) board.Cell { return board.Cell(c) }

// parsedMove is move text read but not yet matched against the legal moves.
type parsedMove struct {
	kind     int
	from, to uint8
	comp     int // component number (replacement, redemption), 0 if none
	drop     uint8
	holder   variant.Side
	caps     []parsedCap
	listed   bool // captures were listed
}

type parsedCap struct {
	cell uint8
	comp int
}

func (p *Position) parseMoveText(text string) (parsedMove, error) {
	g := p.r.geo
	var pm parsedMove
	i := 0
	bad := func(off int, format string, args ...any) error {
		return variant.MoveError(text, off, fmt.Sprintf(format, args...))
	}
	readCell := func() (uint8, error) {
		c, n, err := g.ParsePrefix(text[i:])
		if err != nil {
			return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: i, Reason: err.Error(), Cause: err}
		}
		i += n
		return uint8(c), nil
	}
	readComp := func() (int, error) {
		n, j, ok := readNumber(text, i)
		if !ok {
			return 0, bad(i, "a number must follow")
		}
		i = j
		return n, nil
	}
	if text == "" {
		return pm, bad(0, "empty move")
	}
	switch c := text[0]; {
	case c == 'x':
		pm.kind = mkTake
	case c == '=':
		i = 1
		if i < len(text) && text[i] >= '0' && text[i] <= '9' {
			pm.kind = mkRedeem
			n, err := readComp()
			if err != nil {
				return pm, err
			}
			pm.comp = n
			if i < len(text) && text[i] == '@' {
				i++
				if pm.from, err = readCell(); err != nil {
					return pm, err
				}
			} else {
				pm.from = noCell
			}
		} else {
			pm.kind = mkPick
			var err error
			if pm.from, err = readCell(); err != nil {
				return pm, err
			}
		}
		if i != len(text) {
			return pm, bad(i, "unexpected %s after the redemption", variant.Excerpt(text[i:]))
		}
		return pm, nil
	case strings.IndexByte("RTSPrtsp", c) >= 0:
		pm.kind = mkDrop
		tp := &textParser{text: text}
		k, holder, j, err := tp.readPiece(text, 0, 0)
		if err != nil {
			return pm, bad(0, "bad prisoner: %v", err.(*variant.ParseError).Reason)
		}
		pm.drop, pm.holder, i = k, holder, j
		if i >= len(text) || text[i] != '@' {
			return pm, bad(i, "'@' and a cell must follow the prisoner")
		}
		i++
		var err2 error
		if pm.to, err2 = readCell(); err2 != nil {
			return pm, err2
		}
		if i != len(text) {
			return pm, bad(i, "unexpected %s after the drop", variant.Excerpt(text[i:]))
		}
		return pm, nil
	default:
		var err error
		if pm.from, err = readCell(); err != nil {
			return pm, err
		}
		if i >= len(text) {
			return pm, bad(i, "'-', '~' or ':' and a cell must follow %s", text)
		}
		switch text[i] {
		case '-':
			pm.kind = mkMove
		case '~':
			pm.kind = mkFly
		case ':':
			pm.kind = mkReplace
		default:
			return pm, bad(i, "'-' (move), '~' (flying leap) or ':' (replacement) expected, not %q", text[i])
		}
		i++
		if pm.to, err = readCell(); err != nil {
			return pm, err
		}
		if pm.kind == mkReplace && i < len(text) && text[i] == '/' {
			i++
			if pm.comp, err = readComp(); err != nil {
				return pm, err
			}
		}
	}
	for i < len(text) {
		if text[i] != 'x' {
			return pm, bad(i, "'x' and a captured cell expected, not %q", text[i])
		}
		i++
		c, err := readCell()
		if err != nil {
			return pm, err
		}
		pc := parsedCap{cell: c}
		if i < len(text) && text[i] == '/' {
			i++
			if pc.comp, err = readComp(); err != nil {
				return pm, err
			}
		}
		pm.caps = append(pm.caps, pc)
		pm.listed = true
		if len(pm.caps) > 64 {
			return pm, bad(i, "too many captures")
		}
	}
	if pm.kind == mkTake && len(pm.caps) == 0 {
		return pm, bad(0, "a capture without a move lists its captures")
	}
	return pm, nil
}

// matchesAction reports whether legal move m has the parsed action.
func (p *Position) matchesAction(m Move, pm *parsedMove) bool {
	if m.kind() != pm.kind {
		return false
	}
	switch pm.kind {
	case mkMove, mkFly:
		return m.from() == pm.from && m.to() == pm.to
	case mkReplace:
		if m.from() != pm.from || m.to() != pm.to {
			return false
		}
		if m.aux() == 0 {
			return pm.comp == 0
		}
		side := kinds[codeKind(p.cell[m.to()])].side
		return pyramidComponents[side][m.aux()-1].Number == pm.comp
	case mkDrop:
		return m.to() == pm.to && m.aux() == pm.drop && pm.holder == p.toMove
	case mkRedeem:
		i := m.aux() &^ redeemByPick
		if pyramidComponents[p.toMove][i].Number != pm.comp {
			return false
		}
		if m.aux()&redeemByPick != 0 {
			return pm.from == noCell
		}
		return m.from() == pm.from
	case mkPick:
		return m.from() == pm.from
	}
	return true
}

// capturesOf returns the captures move m makes, as parsedCaps.
func (p *Position) capturesOf(m Move) []parsedCap {
	var rec record
	q := *p
	q.perform(p, m, &rec, true, false)
	out := make([]parsedCap, 0, rec.n)
	for _, t := range rec.t[:rec.n] {
		pc := parsedCap{cell: t.cell}
		if t.role != 0 {
			pc.comp = int(t.value)
		}
		out = append(out, pc)
	}
	return out
}

func sameCaps(a, b []parsedCap) bool {
	if len(a) != len(b) {
		return false
	}
	less := func(x, y parsedCap) int {
		if x.cell != y.cell {
			return int(x.cell) - int(y.cell)
		}
		return x.comp - y.comp
	}
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}

// ParseMove reads a move's text and returns the legal move it names.
// Captures may be left out when the move's captures are not a choice; when
// they are listed they must be exactly the captures the move makes. Errors
// match variant.ErrMove (unreadable) or variant.ErrIllegalMove.
func (p Position) ParseMove(text string) (Move, error) {
	pm, err := p.parseMoveText(text)
	if err != nil {
		return 0, err
	}
	if p.status != variant.Ongoing {
		return 0, variant.Illegal(text, "the game is over")
	}
	var cands []Move
	for _, m := range p.Moves(nil) {
		if p.matchesAction(m, &pm) {
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		return 0, variant.Illegal(text, p.whyIllegal(&pm))
	}
	if !pm.listed && len(cands) == 1 {
		return cands[0], nil
	}
	var none Move
	hasNone := false
	for _, m := range cands {
		caps := p.capturesOf(m)
		if sameCaps(caps, pm.caps) {
			return m, nil
		}
		if len(caps) == 0 {
			none, hasNone = m, true
		}
	}
	if !pm.listed && hasNone {
		return none, nil
	}
	if len(cands) == 1 {
		return 0, variant.Illegal(text, "the move captures "+p.captureText(cands[0])+", not what is listed")
	}
	return 0, variant.Illegal(text, "no choice of captures of this move matches the list")
}

func (p *Position) captureText(m Move) string {
	caps := p.capturesOf(m)
	if len(caps) == 0 {
		return "nothing"
	}
	var b []byte
	for _, c := range caps {
		b = append(b, 'x')
		b = append(b, p.r.geo.Name(cellOf(c.cell))...)
		if c.comp != 0 {
			b = append(b, '/')
			b = strconv.AppendInt(b, int64(c.comp), 10)
		}
	}
	return string(b)
}

// whyIllegal says why no legal move has the parsed action.
func (p *Position) whyIllegal(pm *parsedMove) string {
	switch pm.kind {
	case mkMove, mkFly, mkReplace:
		if int(pm.from) >= len(p.cell) || p.cell[pm.from] == 0 {
			return "no piece on " + p.r.geo.Name(cellOf(pm.from))
		}
		if codeOwner(p.cell[pm.from]) != p.toMove {
			return "the piece on " + p.r.geo.Name(cellOf(pm.from)) + " is not the side to move's"
		}
		if p.pick != 0 {
			return "the side to move must pick the man that redeems the component"
		}
	case mkDrop:
		if pm.holder != p.toMove {
			return "prisoners are dropped by their holder, who is not to move"
		}
		if p.prisoners[pm.holder][pm.drop] == 0 {
			return "no such prisoner"
		}
	}
	return "not a legal move in this position"
}
