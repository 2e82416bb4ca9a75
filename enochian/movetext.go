package enochian

import (
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Action words of the move text.
var actionWords = [...]string{classOffer: "offer", classAccept: "accept", classDecline: "decline", classWithdraw: "withdraw", classResign: "resign"}

// MoveText returns the text of m in this position (spec §11 notation,
// without the army, which the piece on the from square names):
//
//	piece move      [K|Q|R|B|N] from ("-" | "x") to ["=" kind]   "Rd8xg8", "b2xa1=B", "a7-a6"
//	in-place        square "=" kind                              "d1=R"
//	action          word "-" army                                "offer-y", "accept-k",
//	                                                             "decline-k", "withdraw-r", "resign-b"
//
// Pawns have no letter. A move off an intact throne names the piece that
// moves (K or the companion's letter).
func (p Position) MoveText(m Move) string {
	var b strings.Builder
	p.appendMoveText(&b, m)
	return b.String()
}

func (p *Position) appendMoveText(b *strings.Builder, m Move) {
	if m.IsRoll() {
		b.WriteString("roll-")
		b.WriteByte(byte('0' + m.Die()))
		return
	}
	if m.IsAction() {
		if c := m.class(); c < len(actionWords) && actionWords[c] != "" {
			b.WriteString(actionWords[c])
			b.WriteByte('-')
			b.WriteByte(armyLetters[m.army()&3])
			return
		}
		b.WriteString("?")
		return
	}
	from, to := m.from(), m.to()
	if m.class() == classInPlace {
		b.WriteString(geometry.Name(boardCell(from)))
		b.WriteByte('=')
		b.WriteByte(m.promo().Letter())
		return
	}
	pc := p.sq[from]
	if m.companion() && p.comp[m.army()] != 0 {
		pc = p.comp[m.army()]
	}
	if k := pc.kind(); k != Pawn && k != NoKind {
		b.WriteByte(k.Letter())
	}
	b.WriteString(geometry.Name(boardCell(from)))
	if p.sq[to] != 0 {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(geometry.Name(boardCell(to)))
	if k := m.promo(); k != NoKind {
		b.WriteByte('=')
		b.WriteByte(k.Letter())
	}
}

// ParseMove reads a move or an action in the notation of MoveText and
// returns it if it is legal now. It also accepts a leading army letter and
// a colon ("y:Rd8xg8"), "x" or "-" interchangeably, a missing "-", and
// trailing check marks and annotations ("+", "!", "?"); and moves in
// Zalewski's Angle notation ("NW3d", "BF2dxN"), which it reads as
// ParseAngle does. Errors match variant.ErrMove (unreadable) or
// variant.ErrIllegalMove.
func (p Position) ParseMove(text string) (Move, error) {
	s := strings.TrimRight(strings.TrimSpace(text), "+#!?")
	if s == "" {
		return 0, variant.MoveError(text, 0, "empty move")
	}
	// Zalewski's Angle notation: a piece letter, then an Angle letter or a
	// square number ("NW3d", "K2b"), where algebraic text has a file.
	if len(s) > 1 && strings.IndexByte("KQRBNP", s[0]) >= 0 &&
		(s[1] >= '1' && s[1] <= '4' || strings.IndexByte(angleLetters, s[1]) >= 0) {
		return p.ParseAngle(text)
	}
	// Rolls of the divination die.
	if d, ok := strings.CutPrefix(s, "roll-"); ok {
		if len(d) != 1 || d[0] < '1' || d[0] > '6' {
			return 0, variant.MoveError(text, 5, "a die roll is 1..6")
		}
		var buf [8]Move
		for _, m := range p.Moves(buf[:0]) {
			if m.IsRoll() && m.Die() == int(d[0]-'0') {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, "no roll is due now")
	}
	// Actions.
	if w, arm, ok := strings.Cut(s, "-"); ok && len(w) > 1 && isWord(w) {
		class := -1
		for c, name := range actionWords {
			if name != "" && name == strings.ToLower(w) {
				class = c
			}
		}
		if class < 0 {
			return 0, variant.MoveError(text, 0, "unknown action "+variant.Excerpt(w)+" (want offer, accept, decline, withdraw or resign)")
		}
		a, err := ParseArmy(arm)
		if err != nil {
			return 0, variant.MoveError(text, len(w)+1, err.Error())
		}
		m := mkAction(class, a)
		var buf [16]Move
		for _, l := range p.Actions(buf[:0]) {
			if l == m {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, "the action is not open now")
	}
	army := NoArmy
	i := 0
	if len(s) > 2 && s[1] == ':' {
		a, ok := armyOf(s[0] | 0x20)
		if !ok {
			return 0, variant.MoveError(text, 0, "unknown army letter before ':'")
		}
		army, i = a, 2
	}
	kind := NoKind
	if i < len(s) && strings.IndexByte("KQRBNP", s[i]) >= 0 {
		kind = Kind(strings.IndexByte(kindLetters, s[i]))
		i++
	}
	from, n, err := geometry.ParsePrefix(s[i:])
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: i, Reason: "a square expected", Cause: err}
	}
	i += n
	to := from
	inPlace := true
	if i < len(s) && (s[i] == '-' || s[i] == 'x' || s[i] == 'X') {
		i++
	}
	if i < len(s) && s[i] != '=' {
		t, n, err := geometry.ParsePrefix(s[i:])
		if err != nil {
			return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: i, Reason: "the destination square expected", Cause: err}
		}
		to, inPlace = t, false
		i += n
	}
	promo := NoKind
	if i < len(s) && s[i] == '=' {
		if i+1 >= len(s) {
			return 0, variant.MoveError(text, i+1, "a promotion kind (Q R B N) expected after '='")
		}
		promo = Kind(strings.IndexByte(kindLetters, s[i+1]&^0x20))
		if promo < Queen || promo > Knight {
			return 0, variant.MoveError(text, i+1, "the promotion kind must be Q, R, B or N")
		}
		i += 2
	}
	if i != len(s) {
		return 0, variant.MoveError(text, i, "unexpected "+variant.Excerpt(s[i:])+" after the move")
	}
	if inPlace && promo == NoKind {
		return 0, variant.MoveError(text, i, "a destination square or an in-place promotion expected")
	}
	var buf [256]Move
	moves := p.Moves(buf[:0])
	var found Move
	count := 0
	for _, m := range moves {
		if m.IsRoll() {
			continue
		}
		if m.from() != int(from) || m.to() != int(to) || m.promo() != promo || (m.class() == classInPlace) != inPlace {
			continue
		}
		if army != NoArmy && m.army() != army {
			continue
		}
		if kind != NoKind && p.movingKind(m) != kind {
			continue
		}
		found = m
		count++
	}
	switch {
	case count == 1:
		return found, nil
	case count > 1:
		return 0, variant.Illegal(text, "ambiguous: name the piece that leaves the throne (K or the companion)")
	}
	if p.turn == NoArmy {
		return 0, variant.Illegal(text, "the game is over")
	}
	return 0, variant.Illegal(text, "not a legal move of "+p.turn.String()+": "+p.whyIllegal(int(from), int(to), kind, army, promo, inPlace))
}

// movingKind returns the kind of the piece move m lifts.
func (p *Position) movingKind(m Move) Kind {
	if m.companion() && p.comp[m.army()] != 0 {
		return p.comp[m.army()].kind()
	}
	return p.sq[m.from()].kind()
}

// isWord reports whether s is made of letters only (an action word).
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
