package enochian

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// New returns the start position for option text, such as
// "preset=Zalewski,array=fire-of-air-water,first=red".
func New(options string) (Position, error) {
	o, err := Enochian.ParseOptions(options)
	if err != nil {
		return Position{}, err
	}
	return Start(o)
}

// Start returns the start position of the options' array (§2): every army
// in its frame, the King and the companion on the throne, the army given by
// the options to move.
func Start(o variant.Options) (Position, error) {
	c, err := configFor(o)
	if err != nil {
		return Position{}, err
	}
	p := empty(c)
	kinds := arrays[c.array].squares
	for a := Army(0); a < 4; a++ {
		for x, k := range kinds {
			s := fromFrame(a, x, 0)
			if x == 0 {
				p.place(s, mkPiece(a, King))
				p.comp[a] = mkPiece(a, k)
				p.kinds[k] |= 1 << s
			} else {
				p.place(s, mkPiece(a, k))
			}
			p.place(fromFrame(a, x, 1), mkPawn(a, k))
		}
	}
	p.turn = c.first
	p.advance(c.first, true)
	return p, nil
}

func empty(c *config) Position {
	p := Position{cfg: c, turn: NoArmy, lastKingCapturer: NoArmy, offer: NoArmy}
	for a := range 4 {
		p.king[a] = noSq
		p.leader[a] = NoArmy
		p.capturedBy[a] = NoArmy
	}
	return p
}

// String returns the position text. The grammar (also in the package
// documentation):
//
//	position = board " " turn " " armies " " plies *(" " extra)
//	board    = rank8 "/" rank7 "/" ... "/" rank1
//	rank     = 1*( digit | piece | throne )    ; digits count empty squares
//	piece    = army kind [pawntype]             ; "yQ", "bPq" (pawn of queen)
//	throne   = army "K+" kind [pawntype]        ; an intact throne: "yK+B"
//	army     = "y" | "b" | "r" | "k"            ; yellow blue red black
//	kind     = "K" | "Q" | "R" | "B" | "N" | "P"
//	pawntype = "q" | "r" | "b" | "n"            ; the kind the pawn serves
//	turn     = army | "-"                       ; "-" when the game is over
//	armies   = status "," status "," status "," status   ; yellow..black
//	status   = "-" | 1*flag
//	flag     = "e"                ; eligible: the army has lost a pawn
//	         | "f"                ; frozen
//	         | "w"                ; withdrawn, commanded by the partner's player
//	         | "z"                ; withdrawn, its King frozen (Z 9.3)
//	         | "l" army           ; led by army (seizure or custody)
//	         | "c" army number    ; King captured by army (an ally: custody),
//	                              ; the number-th King capture of the game
//	plies    = number             ; turn moves played
//	extra    = "last=" army       ; that army's last move captured a King
//	         | "offer=" army      ; an exchange offer by army is pending
//	         | "ptah"             ; the Ptah attempt is armed (§8.8)
//	         | "die=" digit       ; divination dice: this turn's roll, 1..6
//	         | "end=" reason [":" (army | team)]
//	reason   = "kings-captured" | "resignation" | "ptah" | "bare-kings"
//	         | "stalemate" | "no-moves" | "adjudication"
func (p Position) String() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		run := 0
		for f := range 8 {
			s := f + 8*r
			pc := p.sq[s]
			if pc == 0 {
				run++
				continue
			}
			if run > 0 {
				b.WriteByte(byte('0' + run))
				run = 0
			}
			writePiece(&b, pc)
			if a := pc.army(); pc.kind() == King && s == thrones[a] && p.comp[a] != 0 {
				b.WriteByte('+')
				writeKind(&b, p.comp[a])
			}
		}
		if run > 0 {
			b.WriteByte(byte('0' + run))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	if p.turn == NoArmy {
		b.WriteByte('-')
	} else {
		b.WriteByte(armyLetters[p.turn])
	}
	b.WriteByte(' ')
	for a := Army(0); a < 4; a++ {
		if a > 0 {
			b.WriteByte(',')
		}
		n := b.Len()
		if p.pawnLost>>a&1 != 0 {
			b.WriteByte('e')
		}
		if p.frozen>>a&1 != 0 && p.withdrawn[a] != withdrawnFrozen {
			b.WriteByte('f')
		}
		switch p.withdrawn[a] {
		case withdrawnShared:
			b.WriteByte('w')
		case withdrawnFrozen:
			b.WriteByte('z')
		}
		if l := p.leader[a]; l != NoArmy {
			b.WriteByte('l')
			b.WriteByte(armyLetters[l])
		}
		if c := p.capturedBy[a]; c != NoArmy {
			b.WriteByte('c')
			b.WriteByte(armyLetters[c])
			b.WriteString(strconv.Itoa(int(p.capOrder[a])))
		}
		if b.Len() == n {
			b.WriteByte('-')
		}
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.plies)))
	if p.lastKingCapturer != NoArmy {
		b.WriteString(" last=")
		b.WriteByte(armyLetters[p.lastKingCapturer])
	}
	if p.offer != NoArmy {
		b.WriteString(" offer=")
		b.WriteByte(armyLetters[p.offer])
	}
	if p.ptahArmed {
		b.WriteString(" ptah")
	}
	if p.die != 0 {
		b.WriteString(" die=")
		b.WriteByte('0' + p.die)
	}
	if p.end != endNone {
		b.WriteString(" end=")
		b.WriteString(endNames[p.end])
		switch p.end {
		case endKingsCaptured, endResignation, endPtah, endBareKings:
			b.WriteString(":" + Team(p.endArg).String())
		case endStalemate:
			b.WriteString(":" + Army(p.endArg).String())
		}
	}
	return b.String()
}

func writePiece(b *strings.Builder, pc piece) {
	b.WriteByte(armyLetters[pc.army()])
	writeKind(b, pc)
}

func writeKind(b *strings.Builder, pc piece) {
	b.WriteByte(pc.kind().Letter())
	if pc.kind() == Pawn {
		b.WriteByte(pc.serves().Letter() + 'a' - 'A')
	}
}

func posErr(text string, off int, format string, args ...any) error {
	return variant.PositionError(text, off, fmt.Sprintf(format, args...))
}

func armyOf(c byte) (Army, bool) {
	i := strings.IndexByte(armyLetters, c)
	return Army(i), i >= 0
}

// Parse reads position text (see [Position.String] for the grammar) for the
// options. A turn given for an army that cannot move is passed on as in
// play (§9.1); the outcome is the one written (end=), as the elimination
// and bare-king tests are made after moves and actions (§9.1 step 3).
// Errors match variant.ErrPosition and give the offset.
func Parse(text string, o variant.Options) (Position, error) {
	c, err := configFor(o)
	if err != nil {
		return Position{}, err
	}
	p := empty(c)
	i := 0
	// Board.
	for r := 7; r >= 0; r-- {
		f := 0
		for f < 8 {
			if i >= len(text) {
				return Position{}, posErr(text, i, "rank %d is short: the text ends after %d of its 8 squares", r+1, f)
			}
			ch := text[i]
			if ch == '/' || ch == ' ' {
				return Position{}, posErr(text, i, "rank %d is short: %d of its 8 squares given, %d missing before %q", r+1, f, 8-f, ch)
			}
			if ch >= '1' && ch <= '8' {
				f += int(ch - '0')
				i++
				if f > 8 {
					return Position{}, posErr(text, i-1, "rank %d has more than 8 squares", r+1)
				}
				continue
			}
			s := f + 8*r
			pc, n, err := parsePiece(text, i)
			if err != nil {
				return Position{}, err
			}
			a := pc.army()
			if pc.kind() == King && p.king[a] != noSq {
				return Position{}, variant.Impossible(text, RuleKings, "%s has two Kings (on %s and %s)", a, sqName(int(p.king[a])), sqName(s))
			}
			p.place(s, pc)
			i += n
			if i < len(text) && text[i] == '+' {
				if pc.kind() != King || s != thrones[a] {
					return Position{}, posErr(text, i, "only a King on its own throne may share its square (§4.1)")
				}
				// The companion is written without its army letter.
				cp2, n2, err2 := parseKind(text, i+1, a)
				if err2 != nil {
					return Position{}, err2
				}
				if cp2.kind() == King {
					return Position{}, posErr(text, i+1, "a throne companion cannot be a King")
				}
				p.comp[a] = cp2
				p.kinds[cp2.kind()] |= 1 << s
				i += 1 + n2
			}
			f++
		}
		if r > 0 {
			if i >= len(text) || text[i] != '/' {
				return Position{}, posErr(text, i, "'/' expected after rank %d", r+1)
			}
			i++
		}
	}
	field := func(name string) (string, int, error) {
		if i >= len(text) || text[i] != ' ' {
			return "", i, posErr(text, i, "a space and the %s expected", name)
		}
		i++
		j := i
		for i < len(text) && text[i] != ' ' {
			i++
		}
		if i == j {
			return "", j, posErr(text, j, "the %s is missing", name)
		}
		return text[j:i], j, nil
	}
	// Turn.
	t, off, err := field("army to move")
	if err != nil {
		return Position{}, err
	}
	switch {
	case t == "-":
	case len(t) == 1:
		a, ok := armyOf(t[0])
		if !ok {
			return Position{}, posErr(text, off, "%s is not an army letter (y, b, r, k) or '-'", variant.Excerpt(t))
		}
		p.turn = a
	default:
		return Position{}, posErr(text, off, "%s is not an army letter (y, b, r, k) or '-'", variant.Excerpt(t))
	}
	// Armies.
	st, off, err := field("army statuses")
	if err != nil {
		return Position{}, err
	}
	if err := p.parseStatuses(text, st, off); err != nil {
		return Position{}, err
	}
	// Plies.
	pl, off, err := field("ply count")
	if err != nil {
		return Position{}, err
	}
	n, err := strconv.Atoi(pl)
	if err != nil || n < 0 || n > 65535 || pl[0] == '+' {
		return Position{}, posErr(text, off, "ply count %s is not a number 0..65535", variant.Excerpt(pl))
	}
	p.plies = uint16(n)
	// Extras.
	seen := map[string]bool{}
	for i < len(text) {
		x, off, err := field("extra field")
		if err != nil {
			return Position{}, err
		}
		key, val, _ := strings.Cut(x, "=")
		if seen[key] {
			return Position{}, posErr(text, off, "%s given twice", variant.Excerpt(key))
		}
		seen[key] = true
		switch key {
		case "last", "offer":
			a, ok := Army(0), false
			if len(val) == 1 {
				a, ok = armyOf(val[0])
			}
			if !ok {
				return Position{}, posErr(text, off, "%s=%s: want an army letter", key, variant.Excerpt(val))
			}
			if key == "last" {
				p.lastKingCapturer = a
			} else {
				p.offer = a
			}
		case "ptah":
			if val != "" || strings.Contains(x, "=") {
				return Position{}, posErr(text, off, "ptah takes no value")
			}
			if c.ptah == noSq {
				return Position{}, posErr(text, off, "ptah armed but the ptah option is off")
			}
			p.ptahArmed = true
		case "die":
			if len(val) != 1 || val[0] < '1' || val[0] > '6' {
				return Position{}, posErr(text, off, "die=%s: want 1..6", variant.Excerpt(val))
			}
			if !c.dice {
				return Position{}, posErr(text, off, "a die roll but the divination-dice option is off")
			}
			p.die = val[0] - '0'
		case "end":
			if err := p.parseEnd(text, val, off); err != nil {
				return Position{}, err
			}
		default:
			return Position{}, posErr(text, off, "unknown field %s (want last=, offer=, ptah, die= or end=)", variant.Excerpt(x))
		}
	}
	if err := p.validate(text); err != nil {
		return Position{}, err
	}
	if p.end != endNone {
		if p.turn != NoArmy {
			return Position{}, posErr(text, -1, "the game is over (end=%s) but an army is to move", endNames[p.end])
		}
		p.offer = NoArmy
		return p, nil
	}
	if p.turn == NoArmy {
		return Position{}, posErr(text, -1, "no army to move and no end= field")
	}
	if p.offer != NoArmy {
		if _, ok := p.exchangePartner(p.offer); !ok {
			return Position{}, posErr(text, -1, "offer=%c: %s cannot exchange prisoners here", armyLetters[p.offer], p.offer)
		}
	}
	for t := Actives; t <= Passives; t++ {
		if !p.teamHasKing(t) {
			return Position{}, posErr(text, -1, "the %s have no King in play but the game is not over (no end= field)", t)
		}
	}
	// The bare-king draw is judged after moves (§9.1 step 3), not here; an
	// army that cannot move is passed over as in play.
	p.advance(p.turn, true)
	return p, nil
}

func parsePiece(text string, i int) (piece, int, error) {
	if i >= len(text) {
		return 0, 0, posErr(text, i, "a piece expected")
	}
	a, ok := armyOf(text[i])
	if !ok {
		return 0, 0, posErr(text, i, "%q is neither a digit nor an army letter (y, b, r, k)", text[i])
	}
	pc, n, err := parseKind(text, i+1, a)
	return pc, n + 1, err
}

func parseKind(text string, i int, a Army) (piece, int, error) {
	if i >= len(text) {
		return 0, 0, posErr(text, i, "a piece kind (K Q R B N P) expected")
	}
	k := Kind(strings.IndexByte(kindLetters, text[i]))
	if k < King || k > Pawn {
		return 0, 0, posErr(text, i, "%q is not a piece kind (K Q R B N P)", text[i])
	}
	if k != Pawn {
		return mkPiece(a, k), 1, nil
	}
	if i+1 >= len(text) {
		return 0, 0, posErr(text, i+1, "a pawn needs its type (q r b n)")
	}
	t := Kind(strings.IndexByte(".kqrbn", text[i+1]))
	if t < Queen || t > Knight {
		return 0, 0, posErr(text, i+1, "%q is not a pawn type (q r b n)", text[i+1])
	}
	return mkPawn(a, t), 2, nil
}

func (p *Position) parseStatuses(text, st string, off int) error {
	parts := strings.Split(st, ",")
	if len(parts) != 4 {
		return posErr(text, off, "want 4 army statuses separated by ',', got %d", len(parts))
	}
	for a, s := range parts {
		o := off
		for k := range a {
			o += len(parts[k]) + 1
		}
		if s == "-" {
			continue
		}
		if s == "" {
			return posErr(text, o, "empty status for %s (write '-')", Army(a))
		}
		seen := map[byte]bool{}
		for j := 0; j < len(s); j++ {
			ch := s[j]
			if seen[ch] {
				return posErr(text, o+j, "flag %q given twice for %s", ch, Army(a))
			}
			seen[ch] = true
			switch ch {
			case 'e':
				p.pawnLost |= 1 << a
			case 'f':
				p.frozen |= 1 << a
			case 'w', 'z':
				if p.withdrawn[a] != notWithdrawn {
					return posErr(text, o+j, "%s has both w and z", Army(a))
				}
				p.withdrawn[a] = withdrawnShared
				if ch == 'z' {
					p.withdrawn[a] = withdrawnFrozen
					p.frozen |= 1 << a
				}
			case 'l', 'c':
				if j+1 >= len(s) {
					return posErr(text, o+j, "flag %c needs an army letter", ch)
				}
				b, ok := armyOf(s[j+1])
				if !ok {
					return posErr(text, o+j+1, "%q is not an army letter", s[j+1])
				}
				if b == Army(a) {
					return posErr(text, o+j+1, "%s cannot lead or capture itself", b)
				}
				j++
				if ch == 'l' {
					if b != Army(a).Partner() {
						return posErr(text, o+j, "only the partner can lead %s", Army(a))
					}
					p.leader[a] = b
					continue
				}
				k := j + 1
				for k < len(s) && s[k] >= '0' && s[k] <= '9' {
					k++
				}
				n, err := strconv.Atoi(s[j+1 : k])
				if err != nil || n < 1 || n > 255 {
					return posErr(text, o+j+1, "capture number %s is not 1..255", variant.Excerpt(s[j+1:k]))
				}
				p.capturedBy[a] = b
				p.capOrder[a] = uint8(n)
				p.capSeq = max(p.capSeq, uint8(n))
				j = k - 1
			default:
				return posErr(text, o+j, "%q is not a status flag (e f w z l c)", ch)
			}
		}
	}
	return nil
}

func (p *Position) parseEnd(text, val string, off int) error {
	reason, arg, hasArg := strings.Cut(val, ":")
	code := uint8(0)
	for i, n := range endNames {
		if i > 0 && n == reason {
			code = uint8(i)
		}
	}
	if code == 0 {
		return posErr(text, off, "unknown end reason %s", variant.Excerpt(reason))
	}
	switch code {
	case endKingsCaptured, endResignation, endPtah, endBareKings:
		switch arg {
		case "actives":
			p.endArg = 0
		case "passives":
			p.endArg = 1
		default:
			return posErr(text, off, "end=%s needs :actives or :passives", reason)
		}
	case endStalemate:
		a, err := ParseArmy(arg)
		if err != nil || !hasArg {
			return posErr(text, off, "end=stalemate needs :army")
		}
		p.endArg = uint8(a)
	default:
		if hasArg {
			return posErr(text, off, "end=%s takes no argument", reason)
		}
	}
	p.end = code
	return nil
}

// The rules a position must keep ([variant.InvalidPositionError] names
// them): what no game of Enochian chess reaches, judged from the board and
// the army statuses.
const (
	// RuleKings: every army has one King, on the board or accounted for
	// (captured, in custody), and an army without its King is frozen or
	// led by its partner's living King.
	RuleKings variant.Rule = "one King per army"
	// RuleArmy: an army has at most its 8 pieces besides the King, of
	// which at most 4 pawns (promotion and demotion trade a pawn for a
	// piece; a concourse transfer, when on, moves pieces within a team, so
	// the team has at most 16).
	RuleArmy variant.Rule = "pieces against the army"
	// RulePawns: a pawn never stands on its army's back line, as it only
	// moves forward (a privileged promotion, when on, demotes a piece to a
	// pawn where it stands, so then anywhere goes).
	RulePawns variant.Rule = "pawns move forward"
	// RuleThrone: an intact throne holds its own King and the setting's
	// companion (or the pawn a privileged promotion demoted it to).
	RuleThrone variant.Rule = "intact throne"
	// RuleFrozen: only an army whose King is off the board is frozen, or
	// one withdrawn under Z 9.3, whose King stays as a frozen piece.
	RuleFrozen variant.Rule = "frozen armies"
	// RuleWithdrawn: an army withdraws (w) only when the players option
	// gives its partner another player (§8.2), and not both armies of a
	// team; under Z 9.3 (z) as a bare King, which stays alone (frozen
	// pieces are never taken).
	RuleWithdrawn variant.Rule = "withdrawal"
	// RuleLeaders: a leader is the partner, its King is on the board, two
	// armies do not lead each other, and a King in custody is led by its
	// keeper.
	RuleLeaders variant.Rule = "leadership"
	// RuleCaptures: each King capture has its own number in the order of
	// the game.
	RuleCaptures variant.Rule = "king captures"
)

// validate checks what the grammar cannot: every army has a King on the
// board or an account of it, the flags agree with the board, and (unless
// the study option is on) the pieces are what an army can have.
func (p *Position) validate(text string) error {
	bad := func(r variant.Rule, format string, args ...any) error {
		return variant.Impossible(text, r, format, args...)
	}
	for a := Army(0); a < 4; a++ {
		k := p.king[a] != noSq
		switch {
		case k && p.capturedBy[a] != NoArmy:
			return bad(RuleKings, "%s's King is on the board but marked captured", a)
		case !k && p.capturedBy[a] == NoArmy:
			return bad(RuleKings, "%s has no King on the board and no capture (c flag)", a)
		case !k && p.frozen>>a&1 == 0 && (p.leader[a] == NoArmy || p.king[p.leader[a]] == noSq):
			return bad(RuleKings, "%s has no King, is not frozen and has no living leader", a)
		case p.withdrawn[a] == withdrawnFrozen && !k:
			return bad(RuleWithdrawn, "%s is withdrawn under Z 9.3 but has no King on the board", a)
		case p.capturedBy[a] == a.Partner() && p.leader[a] != a.Partner():
			return bad(RuleLeaders, "%s's King is in custody of %s, which must lead it", a, a.Partner())
		case k && p.frozen>>a&1 != 0 && p.withdrawn[a] != withdrawnFrozen:
			return bad(RuleFrozen, "%s is frozen but its King is on the board (§5.4)", a)
		}
		if l := p.leader[a]; l != NoArmy {
			if p.leader[l] == a {
				return bad(RuleLeaders, "%s and %s cannot lead each other", a, l)
			}
			if p.king[l] == noSq {
				return bad(RuleLeaders, "%s is led by %s, whose King is not on the board (§4.4)", a, l)
			}
		}
		same := p.cfg.players[a] == p.cfg.players[a.Partner()]
		switch p.withdrawn[a] {
		case withdrawnShared:
			if same {
				return bad(RuleWithdrawn, "%s withdrew (w) but its player also runs %s (§8.2; Z 9.3 is z)", a, a.Partner())
			}
			if p.withdrawn[a.Partner()] != notWithdrawn {
				return bad(RuleWithdrawn, "%s and its partner %s both withdrew", a, a.Partner())
			}
		case withdrawnFrozen:
			// Whether one player commanded both armies when a withdrew is
			// not decidable here: a leadership that made it so may have
			// ended since (its leader's King captured).
			if p.pieceCount(a) != 1 {
				return bad(RuleWithdrawn, "%s withdrew under Z 9.3 as a bare King but has %d pieces", a, p.pieceCount(a))
			}
		}
		for b := a + 1; b < 4; b++ {
			if p.capturedBy[a] != NoArmy && p.capturedBy[b] != NoArmy && p.capOrder[a] == p.capOrder[b] {
				return bad(RuleCaptures, "the Kings of %s and %s were both the King capture number %d", a, b, p.capOrder[a])
			}
		}
	}
	if p.cfg.study {
		return nil
	}
	for a := Army(0); a < 4; a++ {
		if c := p.comp[a]; c != 0 {
			want := p.cfg.array.Companion()
			if c.kind() != want && (!p.cfg.privileged || c.kind() != Pawn || c.serves() != want) {
				return bad(RuleThrone, "%s's throne is intact but holds a %s with the King; the companion of %s is the %s", a, c.kind(), p.cfg.array, want)
			}
		}
		pawns := bits.OnesCount64(p.occ[a] & p.kinds[Pawn])
		if c := p.comp[a]; c != 0 && c.kind() == Pawn {
			pawns++
		}
		if pawns > 4 {
			return bad(RuleArmy, "%s has %d pawns; an army has 4", a, pawns)
		}
		if n := p.pieceCount(a) - bits.OnesCount64(p.occ[a]&p.kinds[King]); !p.cfg.concourseTransfer && n > 8 {
			return bad(RuleArmy, "%s has %d pieces besides its King; an army has 8", a, n)
		}
		if !p.cfg.privileged {
			for own := p.occ[a] & p.kinds[Pawn]; own != 0; own &= own - 1 {
				s := bits.TrailingZeros64(own)
				if _, y := toFrame(a, s); y == 0 {
					return bad(RulePawns, "%s's pawn on %s stands on its army's back line", a, sqName(s))
				}
			}
		}
	}
	if p.cfg.concourseTransfer {
		for t := range 2 {
			n := 0
			for _, a := range [2]Army{Army(t), Army(t) + 2} {
				n += p.pieceCount(a) - bits.OnesCount64(p.occ[a]&p.kinds[King])
			}
			if n > 16 {
				return bad(RuleArmy, "the %s have %d pieces besides their Kings; two armies have 16", Team(t), n)
			}
		}
	}
	return nil
}
