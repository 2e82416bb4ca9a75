package enochian

import (
	"strings"
	"unicode"

	"github.com/ludus-chess/ludus/variant"
)

// Zalewski's Angle notation: the way of recording a game given in
// Zalewski, Enochian Chess of the Golden Dawn (Llewellyn 1994), Part II
// "Book of Air", chapter "Recording Game Play" (pp. 108-110). The package
// documentation restates it; the rules below are our own wording.

// angleLetters names each army's Angle by its element (§1.2), in army
// order: A Air (Yellow), W Water (Blue), F Fire (Red), E Earth (Black).
const angleLetters = "AWFE"

// angleOf returns the army whose Angle (quadrant, §1.1) holds square s.
func angleOf(s int) Army {
	f, r := s%8, s/8
	switch {
	case f < 4 && r >= 4:
		return Yellow
	case r >= 4:
		return Blue
	case f >= 4:
		return Red
	default:
		return Black
	}
}

// AngleSquare returns the name of square s (0 = a1 .. 63 = h8) in Angle
// notation, with its Angle letter: "A1a" for a8, "W3d" for e6, "F1a" for
// h1, "E2b" for b2. Within each Angle the number 1..4 counts along the
// back line from the throne and the letter a..d counts the rows forward,
// in the frame of that Angle's army (§1.4).
func AngleSquare(s int) string {
	var b strings.Builder
	appendAngleSquare(&b, s, NoArmy)
	return b.String()
}

// appendAngleSquare writes square s, with its Angle letter unless it lies
// in the Angle of army own.
func appendAngleSquare(b *strings.Builder, s int, own Army) {
	an := angleOf(s)
	if an != own {
		b.WriteByte(angleLetters[an])
	}
	x, y := toFrame(an, s)
	b.WriteByte(byte('1' + x))
	b.WriteByte(byte('a' + y))
}

// AngleText returns the text of m in Zalewski's Angle notation (see the
// package documentation): the piece letter, then the square it goes to
// (with the Angle letter only outside the moving army's own Angle), then
// "x" and the piece captured, "#" and the kind of a promoted pawn, "+" for
// a check or "++" for a captured King: "NW3d", "R4a", "BF2dxN", "PE1b#Q",
// "NW1axK++". When the destination does not tell the legal moves apart,
// the square moved from comes first ("P3b-4cxN"), both squares with their
// Angle letters if even that is ambiguous ("KA1a-A2b"). Actions and rolls
// of the die have no Angle form and are written as by MoveText.
// ParseAngle reads the text back to m.
func (p Position) AngleText(m Move) string {
	if m.IsAction() || m.IsRoll() {
		return p.MoveText(m)
	}
	for level := range 2 {
		s := p.angleText(m, level)
		if back, err := p.ParseAngle(s); err == nil && back == m {
			return s
		}
	}
	return p.angleText(m, 2)
}

// angleText writes m at a level of detail: 0 the destination only, 1 the
// square moved from as well, 2 both with their Angle letters.
func (p *Position) angleText(m Move, level int) string {
	var b strings.Builder
	own := m.army()
	if level == 2 {
		own = NoArmy // every square gets its Angle letter
	}
	b.WriteByte(p.movingKind(m).Letter())
	from, to := m.from(), m.to()
	if level > 0 {
		appendAngleSquare(&b, from, own)
		b.WriteByte('-')
	}
	appendAngleSquare(&b, to, own)
	inPlace := m.class() == classInPlace
	if t := p.sq[to]; t != 0 && !inPlace {
		b.WriteByte('x')
		b.WriteByte(t.kind().Letter())
	}
	if k := m.promo(); k != NoKind {
		b.WriteByte('#')
		b.WriteByte(k.Letter())
	}
	switch {
	case !inPlace && p.sq[to].kind() == King:
		b.WriteString("++")
	case p.givesCheck(m):
		b.WriteByte('+')
	}
	return b.String()
}

// givesCheck reports whether, after m with all its consequences, the King
// of an active enemy army of the mover is in check.
func (p *Position) givesCheck(m Move) bool {
	q := *p
	q.apply(m)
	a := m.army()
	for _, e := range [2]Army{(a + 1) & 3, (a + 3) & 3} {
		if q.frozen>>e&1 == 0 && q.inCheck(e) {
			return true
		}
	}
	return false
}

// angleSquare is a square of Angle text: an Angle (NoArmy when omitted,
// meaning the moving army's own) and the frame coordinates in it.
type angleSquare struct {
	angle Army
	x, y  int
}

// square returns the board square for a move of army a.
func (s angleSquare) square(a Army) int {
	if s.angle != NoArmy {
		a = s.angle
	}
	return fromFrame(a, s.x, s.y)
}

// angleMove is Angle text read but not yet matched with a legal move.
type angleMove struct {
	kind     Kind
	hasFrom  bool
	from, to angleSquare
	capture  bool
	captured Kind // NoKind when not named
	promote  bool
	promo    Kind // NoKind when not named
}

// ParseAngle reads a move in Zalewski's Angle notation (see AngleText) and
// returns it if it is legal now. The square moved from, the Angle letter of
// a square in the mover's own Angle, the piece after "x" and the kind after
// "#" may be left out when the move is still clear; "x" may be left out
// too. Trailing marks are accepted and not checked: "+" and "++", the
// book's "*" (bad move) and "?" (questionable move), and "!". Actions and
// rolls are read as by ParseMove. Errors match variant.ErrMove (unreadable)
// or variant.ErrIllegalMove.
func (p Position) ParseAngle(text string) (Move, error) {
	lead := len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
	s := strings.TrimRight(strings.TrimSpace(text), "+*?!")
	if s == "" {
		return 0, variant.MoveError(text, lead, "empty move")
	}
	if s[0] >= 'a' && s[0] <= 'z' {
		return p.ParseMove(text) // an action or a roll
	}
	am, err := readAngle(text, s, lead)
	if err != nil {
		return 0, err
	}
	var buf [256]Move
	var found Move
	count := 0
	for _, m := range p.Moves(buf[:0]) {
		if !m.IsRoll() && p.matchAngle(m, &am) {
			found = m
			count++
		}
	}
	switch {
	case count == 1:
		return found, nil
	case count > 1:
		return 0, variant.Illegal(text, "ambiguous: give the square moved from, as in \"P3b-4cxN\"")
	case p.turn == NoArmy:
		return 0, variant.Illegal(text, "the game is over")
	}
	return 0, variant.Illegal(text, "not a legal move of "+p.turn.String()+" here")
}

// matchAngle reports whether legal move m fits the Angle text am.
func (p *Position) matchAngle(m Move, am *angleMove) bool {
	a := m.army()
	if p.movingKind(m) != am.kind || m.to() != am.to.square(a) {
		return false
	}
	if am.hasFrom && m.from() != am.from.square(a) {
		return false
	}
	if am.capture {
		t := p.sq[m.to()]
		if t == 0 || m.class() == classInPlace || am.captured != NoKind && t.kind() != am.captured {
			return false
		}
	}
	if am.promote != (m.promo() != NoKind) || am.promo != NoKind && am.promo != m.promo() {
		return false
	}
	return true
}

// readAngle reads the Angle text s (text trimmed, starting at offset lead
// of text) without the trailing marks.
func readAngle(text, s string, lead int) (angleMove, error) {
	var am angleMove
	bad := func(i int, reason string) (angleMove, error) {
		return angleMove{}, variant.MoveError(text, lead+i, reason)
	}
	am.kind = Kind(strings.IndexByte(kindLetters, s[0]))
	if am.kind < King || am.kind > Pawn {
		return bad(0, "a piece letter (K Q R B N P) expected")
	}
	i := 1
	sq, n, reason := readAngleSquare(s[i:])
	if reason != "" {
		return bad(i+n, reason)
	}
	i += n
	if i < len(s) && s[i] == '-' {
		am.hasFrom, am.from = true, sq
		i++
		sq, n, reason = readAngleSquare(s[i:])
		if reason != "" {
			return bad(i+n, reason)
		}
		i += n
	}
	am.to = sq
	if i < len(s) && s[i] == 'x' {
		am.capture = true
		i++
		if i < len(s) && strings.IndexByte("KQRBNP", s[i]) >= 0 {
			am.captured = Kind(strings.IndexByte(kindLetters, s[i]))
			i++
		}
	}
	if i < len(s) && s[i] == '#' {
		am.promote = true
		i++
		if i < len(s) && strings.IndexByte("QRBN", s[i]) >= 0 {
			am.promo = Kind(strings.IndexByte(kindLetters, s[i]))
			i++
		}
	}
	if i != len(s) {
		return bad(i, "unexpected "+variant.Excerpt(s[i:])+" after the move")
	}
	return am, nil
}

// readAngleSquare reads an optional Angle letter, a number 1..4 and a
// letter a..d at the start of s. It returns the square and the bytes read,
// or a reason and the offset of the fault.
func readAngleSquare(s string) (angleSquare, int, string) {
	sq := angleSquare{angle: NoArmy}
	i := 0
	if i < len(s) {
		if k := strings.IndexByte(angleLetters, s[i]); k >= 0 {
			sq.angle = Army(k)
			i++
		}
	}
	if i >= len(s) || s[i] < '1' || s[i] > '4' {
		return sq, i, "a square number 1..4 expected (after an optional Angle letter A, W, F or E)"
	}
	sq.x = int(s[i] - '1')
	i++
	if i >= len(s) || s[i] < 'a' || s[i] > 'd' {
		return sq, i, "a square letter a..d expected"
	}
	sq.y = int(s[i] - 'a')
	return sq, i + 1, ""
}
