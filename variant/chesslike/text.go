package chesslike

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Position text is the FEN of chess generalised to any board, as
// Fairy-Stockfish and the players of these games write it:
//
//	<placement>[<held>] <side> <castling> <en passant> <clock> <move number>
//
//   - placement: the ranks from the top (the second side's edge) down,
//     separated by '/'; in each rank, from file a, piece letters (upper case
//     for the first side, lower case for the second) and counts of empty
//     cells, which may have several digits on wide boards ("10" on a
//     Capablanca rank).
//   - held: pieces off the board, in square brackets right after the
//     placement, only in games with placements or captives ("[Cc]").
//   - state: the game's own state (Hooks.StateText), in braces after
//     that, only in games that keep one ("{h3b8}").
//   - side: the side to move, by the game's letters (w or b; Xiangqi also
//     reads r for red).
//   - castling: "-" or rights as in X-FEN: K and Q for the outermost rook on
//     the king's and queen's side, else the rook's file letter (Shredder-FEN
//     letters are read too); upper case for the first side.
//   - en passant: "-" or the cells on which the side to move may capture en
//     passant, concatenated ("e3", or "e3e4" after a triple step); written
//     only when such a capture is legal.
//   - clock: plies since the last capture or pawn move; move number from 1.
//     Both may be left out (then 0 and 1), as may castling and en passant.

// String returns the position text.
func (p Position) String() string {
	r := p.r
	var b strings.Builder
	for rank := r.ranks - 1; rank >= 0; rank-- {
		empty := 0
		for f := range r.files {
			c := board.Cell(f + rank*r.files)
			pc := p.squares[c]
			if pc == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(letterFor(r.kinds[codeKind(pc)].letter, codeSide(pc)))
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if r.showHeld {
		b.WriteByte('[')
		for x := range 2 {
			for k := range r.nk {
				for range p.held[x][k] {
					b.WriteByte(letterFor(r.kinds[k].letter, x))
				}
			}
		}
		b.WriteByte(']')
	}
	if h := r.game.Hooks.StateText; h != nil {
		b.WriteByte('{')
		b.WriteString(h(p))
		b.WriteByte('}')
	}
	b.WriteByte(' ')
	b.WriteByte(r.game.SideLetters[p.stm][0])
	b.WriteByte(' ')
	b.WriteString(p.castlingText())
	b.WriteByte(' ')
	if p.ep.Empty() {
		b.WriteByte('-')
	}
	for t := p.ep; !t.Empty(); {
		b.WriteString(r.geo.Name(t.PopFirst()))
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.clock)))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.number)))
	return b.String()
}

// backRank returns side x's first rank.
func (r *Rules) backRank(x int) board.Set {
	if x == 0 {
		return r.geo.Rank(0)
	}
	return r.geo.Rank(r.ranks - 1)
}

// outerRook returns side x's outermost castling rook on its first rank on
// the given wing (0: queen's side, files below the king) of king kc.
func (p *Position) outerRook(x int, kc board.Cell, wing int) board.Cell {
	r := p.r
	rooks := p.union(r.castleRook).Intersect(p.sides[x]).Intersect(r.backRank(x))
	kf := r.geo.Coord(kc).File
	best := board.NoCell
	for t := rooks; !t.Empty(); {
		c := t.PopFirst()
		f := r.geo.Coord(c).File
		if wing == 0 && f < kf && (best == board.NoCell || f < r.geo.Coord(best).File) {
			best = c
		}
		if wing == 1 && f > kf && (best == board.NoCell || f > r.geo.Coord(best).File) {
			best = c
		}
	}
	return best
}

func (p *Position) castlingText() string {
	r := p.r
	if p.castle.Empty() {
		return "-"
	}
	var b strings.Builder
	for x := range 2 {
		rights := p.castle.Intersect(p.sides[x])
		if rights.Empty() {
			continue
		}
		kc := p.castlingKing(x, rights.First())
		kf := r.geo.Coord(kc).File
		for wing := 1; wing >= 0; wing-- {
			outer := p.outerRook(x, kc, wing)
			for f := r.files - 1; f >= 0; f-- {
				if (wing == 1) != (f > kf) {
					continue
				}
				c := board.Cell(f + r.files*r.geo.Coord(kc).Rank)
				if !rights.Has(c) {
					continue
				}
				var l byte
				switch {
				case c == outer && wing == 1:
					l = 'K'
				case c == outer:
					l = 'Q'
				default:
					l = byte('A' + f)
				}
				b.WriteByte(letterFor(l, x))
			}
		}
	}
	return b.String()
}

// Start returns the game's start position (with the rules' options).
func (r *Rules) Start() Position {
	p, err := r.Parse(r.start)
	if err != nil {
		panic("chesslike: " + r.game.Name + ": start position: " + err.Error())
	}
	return p
}

func posErr(text string, off int, format string, args ...any) error {
	return variant.PositionError(text, off, fmt.Sprintf(format, args...))
}

// Parse reads position text (see the package documentation). Errors match
// variant.ErrPosition and give the offset of the problem. A position that
// is well written but cannot occur in the game (see [Rule]) is rejected
// with an error that also matches [ErrInvalid] and is an *[InvalidError]
// naming the rule; the option study (see [OptStudy]) accepts the positions
// of studies that the rules cannot reach.
func (r *Rules) Parse(text string) (Position, error) { return r.parse(text, true) }

func (r *Rules) parse(text string, validate bool) (Position, error) {
	p := Position{r: r, victim: board.NoCell, number: 1}
	i := 0
	// Placement.
	rank, file := r.ranks-1, 0
	for ; i < len(text) && text[i] != ' ' && text[i] != '[' && text[i] != '{'; i++ {
		ch := text[i]
		switch {
		case ch == '/':
			if file != r.files {
				return p, posErr(text, i, "rank %d has %d cells; the board has %d files", rank+1, file, r.files)
			}
			if rank == 0 {
				return p, posErr(text, i, "more than %d ranks", r.ranks)
			}
			rank, file = rank-1, 0
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(text[i:j])
			if err != nil || n == 0 || ch == '0' || file+n > r.files {
				return p, posErr(text, i, "bad count of empty cells %q on rank %d (%d files)", text[i:j], rank+1, r.files)
			}
			file += n
			i = j - 1
		default:
			pc := r.letter[ch]
			if pc == 0 {
				return p, posErr(text, i, "%q is not a piece of %s", ch, r.game.Name)
			}
			if file >= r.files {
				return p, posErr(text, i, "rank %d has more than %d cells", rank+1, r.files)
			}
			p.put(board.Cell(file+rank*r.files), codeSide(pc), codeKind(pc))
			file++
		}
	}
	if rank != 0 || file != r.files {
		return p, posErr(text, i, "the placement ends early: it must have %d ranks of %d cells", r.ranks, r.files)
	}
	if i < len(text) && text[i] == '[' {
		j := strings.IndexByte(text[i:], ']')
		if j < 0 {
			return p, posErr(text, i, "'[' without ']'")
		}
		if !r.showHeld {
			return p, posErr(text, i, "%s has no pieces in hand", r.game.Name)
		}
		for k := i + 1; k < i+j; k++ {
			pc := r.letter[text[k]]
			if pc == 0 {
				return p, posErr(text, k, "%q is not a piece of %s", text[k], r.game.Name)
			}
			s, kind := codeSide(pc), codeKind(pc)
			if p.held[s][kind] == 255 {
				return p, posErr(text, k, "too many held pieces")
			}
			p.setHeld(s, kind, int(p.held[s][kind])+1)
		}
		i += j + 1
	}
	stateText, stateOff := "", i
	if i < len(text) && text[i] == '{' {
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			return p, posErr(text, i, "'{' without '}'")
		}
		if r.game.Hooks.ParseState == nil {
			return p, posErr(text, i, "%s keeps no state in braces", r.game.Name)
		}
		stateText = text[i+1 : i+j]
		i += j + 1
	}
	fields, offsets := splitFields(text, i)
	if len(fields) == 0 {
		return p, posErr(text, len(text), "the side to move is missing")
	}
	if len(fields) > 5 {
		return p, posErr(text, offsets[5], "unexpected %q after the move number", fields[5])
	}
	// Side to move.
	side := -1
	for x := range 2 {
		if len(fields[0]) == 1 && strings.ContainsRune(strings.ToLower(r.game.SideLetters[x]), rune(lower(fields[0][0]))) {
			side = x
		}
	}
	if side < 0 {
		return p, posErr(text, offsets[0], "side to move %q: want %c or %c", fields[0], r.game.SideLetters[0][0], r.game.SideLetters[1][0])
	}
	p.stm = uint8(side)
	if side == 1 {
		p.hash ^= r.sideKey
	}
	if len(fields) > 1 {
		if err := p.parseCastling(text, fields[1], offsets[1], validate); err != nil {
			return p, err
		}
	}
	if len(fields) > 2 {
		if err := p.parseEnPassant(text, fields[2], offsets[2], validate); err != nil {
			return p, err
		}
	}
	epClaimed := len(fields) > 2 && fields[2] != "-"
	if len(fields) > 3 {
		n, err := strconv.Atoi(fields[3])
		if err != nil || n < 0 || n > 65535 {
			return p, posErr(text, offsets[3], "clock %q: want a number of plies 0..65535", fields[3])
		}
		p.clock = uint16(n)
		if epClaimed && n != 0 && validate {
			return p, invalidErr(text, offsets[3], Invalid(RuleEnPassant, "an en-passant target follows a pawn's multi-step, which sets the clock to 0, not %d", n))
		}
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 65535 {
			return p, posErr(text, offsets[4], "move number %q: want 1..65535", fields[4])
		}
		p.number = uint16(max(n, 1))
	}
	if h := r.game.Hooks.ParseState; h != nil {
		s, err := h(p, stateText)
		if err != nil {
			return p, posErr(text, stateOff, "%v", err)
		}
		p.setState(s)
	}
	if validate {
		if err := p.validate(); err != nil {
			return p, invalidErr(text, -1, err)
		}
		p.settle()
	}
	return p, nil
}

// invalidErr wraps an *InvalidError in the ParseError of the position text.
func invalidErr(text string, off int, err error) error {
	return &variant.ParseError{Kind: variant.ErrPosition, Input: text, Offset: off, Reason: err.Error(), Cause: err}
}

// splitFields splits text[from:] at ASCII white space and returns the
// fields with their offsets in text.
func splitFields(text string, from int) (fields []string, offsets []int) {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' }
	for i := from; i < len(text); {
		if isSpace(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && !isSpace(text[j]) {
			j++
		}
		fields = append(fields, text[i:j])
		offsets = append(offsets, i)
		i = j
	}
	return fields, offsets
}

func royalNames(r *Rules) string {
	var n []string
	for _, k := range r.kinds {
		if k.royal {
			n = append(n, k.name)
		}
	}
	return strings.Join(n, " or ")
}

func (p *Position) parseCastling(text, f string, off int, validate bool) error {
	r := p.r
	if f == "-" {
		return nil
	}
	if r.castling == nil {
		return posErr(text, off, "%s has no castling; the castling field must be -", r.game.Name)
	}
	for j := 0; j < len(f); j++ {
		ch := f[j]
		x := 0
		if ch >= 'a' && ch <= 'z' {
			x = 1
		}
		kings := p.kinds[r.castleKing].Intersect(p.sides[x]).Intersect(r.backRank(x))
		if kings.Count() != 1 {
			return posErr(text, off+j, "castling right %q: %s has no single %s on its first rank", ch, r.game.Sides[x], r.kinds[r.castleKing].name)
		}
		kc := kings.First()
		var rc board.Cell
		switch u := upper(ch); {
		case u == 'K':
			rc = p.outerRook(x, kc, 1)
		case u == 'Q':
			rc = p.outerRook(x, kc, 0)
		case u >= 'A' && int(u-'A') < r.files:
			rc = board.Cell(int(u-'A') + r.files*r.geo.Coord(kc).Rank)
			if !p.sides[x].Has(rc) || r.castleRook&(1<<codeKind(p.squares[rc])) == 0 || rc == kc {
				return posErr(text, off+j, "castling right %q: no %s rook on %s", ch, r.game.Sides[x], r.geo.Name(rc))
			}
		default:
			return posErr(text, off+j, "castling right %q: want K, Q or a file letter (or -)", ch)
		}
		if rc == board.NoCell {
			return posErr(text, off+j, "castling right %q: %s has no rook on that side of its %s", ch, r.game.Sides[x], r.kinds[r.castleKing].name)
		}
		if p.castle.Has(rc) {
			return posErr(text, off+j, "castling right %q given twice", ch)
		}
		if validate {
			if err := p.checkCastlingStart(x, kc, rc); err != nil {
				return invalidErr(text, off+j, err)
			}
		}
		p.castle = p.castle.With(rc)
		p.hash ^= r.castKey[rc]
	}
	return nil
}

func (p *Position) parseEnPassant(text, f string, off int, validate bool) error {
	r := p.r
	if f == "-" {
		return nil
	}
	var targets board.Set
	for j := 0; j < len(f); {
		c, n, err := r.geo.ParsePrefix(f[j:])
		if err != nil {
			return &variant.ParseError{Kind: variant.ErrPosition, Input: text, Offset: off + j, Reason: "en passant: " + err.Error(), Cause: err}
		}
		if targets.Has(c) {
			return posErr(text, off+j, "en-passant cell %s given twice", r.geo.Name(c))
		}
		targets = targets.With(c)
		j += n
	}
	mover := int(p.stm) ^ 1
	d := r.epDir[mover]
	if d < 0 {
		return posErr(text, off, "%s has no move that allows en passant", r.game.Name)
	}
	// The piece that passed is the first piece beyond the targets; every
	// target lies on the empty cells it passed over, within its reach.
	far := farthest(targets, r.up[d])
	victim := nearest(r.rays[d][far].Intersect(p.Occupied()), r.up[d])
	bad := victim == board.NoCell || !p.sides[mover].Has(victim) || targets.Intersects(p.Occupied())
	if !bad {
		near := nearest(targets, r.up[d]) // the target farthest from the victim
		passed := r.rays[d][near].Minus(r.rays[d][victim]).Without(victim).With(near)
		bad = !targets.SubsetOf(passed) || passed.Intersects(p.Occupied()) || passed.Count() > r.epMax[mover]-1
	}
	if bad {
		return invalidErr(text, off, Invalid(RuleEnPassant, "%q: no %s piece has just passed over it", f, r.game.Sides[mover]))
	}
	if reason := p.epOrigin(mover, targets, victim, d); reason != "" {
		return invalidErr(text, off, Invalid(RuleEnPassant, "%q: %s", f, reason))
	}
	royals := p.royals(int(p.stm))
	var kept board.Set
	for t := targets; !t.Empty(); {
		c := t.PopFirst()
		if p.canTakeEnPassant(int(p.stm), royals, c, victim) {
			kept = kept.With(c)
		}
	}
	if !kept.Empty() {
		p.ep, p.victim = kept, victim
		for t := kept; !t.Empty(); {
			p.hash ^= r.epKey[t.PopFirst()]
		}
	}
	return nil
}

// Diagram draws the position as text (see board.Geometry.Diagram), with
// "." for empty cells.
func (p Position) Diagram() string {
	return p.r.geo.Diagram(func(c board.Cell) string {
		pc := p.squares[c]
		if pc == 0 {
			return "."
		}
		return string(letterFor(p.r.kinds[codeKind(pc)].letter, codeSide(pc)))
	})
}
