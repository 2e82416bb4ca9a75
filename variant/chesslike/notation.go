package chesslike

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Move text is coordinate notation, as UCI and Fairy-Stockfish write it:
// the square the piece leaves and the square it reaches ("e2e4", "h3e3",
// "a10a9" on ten ranks), then the letter of the kind promoted into in
// lower case ("e7e8q"). Castling is the king's square and its destination
// ("e1g1"), or the king's square and the rook's ("e1h1") in games that set
// Castling.KingTakesRook (Chess960). A placement is the kind's letter, '@'
// and the square ("C@h3"). A passenger leaving its carrier (see [Stack])
// adds its letter in lower case ("f1e2m"); ParseMove also reads it
// without the letter when no other move has those squares.
//
// ParseMove reads that text in either case, and also accepts a '-' or 'x'
// between the squares, '=' before the promotion letter, trailing '+', '#',
// '!' and '?', O-O and O-O-O (or 0-0, 0-0-0) for castling, and both
// castling forms whatever the game writes.

// MoveText returns the text of m in this position.
func (p Position) MoveText(m Move) string {
	r := p.r
	var b []byte
	switch m.flag() {
	case flagDrop:
		b = append(b, r.kinds[m.kind1()-1].letter, '@')
		b = r.geo.AppendName(b, m.To())
	case flagCastle:
		b = r.geo.AppendName(b, m.From())
		to := m.To()
		if !r.castling.KingTakesRook {
			to, _, _ = p.castleSquares(int(p.stm), m.From(), m.To())
		}
		b = r.geo.AppendName(b, to)
	default:
		b = r.geo.AppendName(b, m.From())
		b = r.geo.AppendName(b, m.To())
		if k := m.kind1(); k != 0 {
			b = append(b, lower(r.kinds[k-1].letter))
		}
	}
	return string(b)
}

// ParseMove reads a move's text (see MoveText) and returns the move if it
// is legal here. Errors match variant.ErrMove (unreadable text, with the
// offset) or variant.ErrIllegalMove (with the reason).
func (p Position) ParseMove(text string) (Move, error) {
	r := p.r
	t := strings.TrimSpace(text)
	lead := strings.Index(text, t) // offsets in t are reported in text
	t = strings.TrimRight(t, "+#!?")
	if t == "" {
		return 0, variant.MoveError(text, 0, "empty move")
	}
	if o := p.Outcome(); o.Over() {
		return 0, variant.Illegal(text, "the game is over: "+p.r.variant.Describe(o))
	}
	var buf [256]Move
	legal := p.generate(buf[:0], modeLegal)
	// Castling in O-O form.
	if c := strings.ReplaceAll(strings.ToUpper(t), "0", "O"); c == "O-O" || c == "O-O-O" {
		if r.castling == nil {
			return 0, variant.Illegal(text, r.game.Name+" has no castling")
		}
		wing := 1
		if c == "O-O-O" {
			wing = 0
		}
		for _, m := range legal {
			if m.flag() == flagCastle && p.castleWing(m) == wing {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, "castling on that side is not possible here")
	}
	// Placement.
	if len(t) >= 3 && t[1] == '@' {
		k := r.kindByLetter(t[0])
		if k < 0 {
			return 0, variant.MoveError(text, lead, "'"+t[:1]+"' is not a piece of "+r.game.Name)
		}
		to, err := r.geo.Parse(t[2:])
		if err != nil {
			return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: lead + 2, Reason: err.Error(), Cause: err}
		}
		for _, m := range legal {
			if m.flag() == flagDrop && m.kind1() == k+1 && m.To() == to {
				return m, nil
			}
		}
		return 0, variant.Illegal(text, "cannot place a "+r.kinds[k].name+" on "+r.geo.Name(to))
	}
	from, n, err := r.geo.ParsePrefix(t)
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: lead, Reason: err.Error(), Cause: err}
	}
	i := n
	if i < len(t) && (t[i] == '-' || t[i] == 'x' || t[i] == 'X' || t[i] == ':') {
		i++
	}
	to, n, err := r.geo.ParsePrefix(t[i:])
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: lead + i, Reason: err.Error(), Cause: err}
	}
	i += n
	if i < len(t) && t[i] == '=' {
		i++
	}
	promo := -1
	if i < len(t) {
		promo = r.kindByLetter(t[i])
		if promo < 0 || i+1 != len(t) {
			return 0, variant.MoveError(text, lead+i, "unexpected "+quote(t[i:])+" after the squares")
		}
	}
	var castle Move
	for _, m := range legal {
		switch m.flag() {
		case flagDrop:
			continue
		case flagCastle:
			if m.From() == from && promo < 0 {
				kingTo, _, _ := p.castleSquares(int(p.stm), m.From(), m.To())
				if (r.castling.KingTakesRook && m.To() == to) || (!r.castling.KingTakesRook && kingTo == to) {
					return m, nil
				}
				if m.To() == to || kingTo == to {
					castle = m
				}
			}
			continue
		}
		if m.From() != from || m.To() != to {
			continue
		}
		if m.kind1() == promo+1 {
			return m, nil
		}
	}
	if castle != 0 {
		return castle, nil
	}
	if promo < 0 {
		// A passenger leaving its carrier, written without its letter.
		var found Move
		n := 0
		for _, m := range legal {
			if (m.flag() == flagDisembark || m.flag() == flagTransfer) && m.From() == from && m.To() == to {
				found, n = m, n+1
			}
		}
		if n == 1 {
			return found, nil
		}
	}
	return 0, variant.Illegal(text, p.whyIllegal(from, to, promo, legal))
}

func quote(s string) string { return "\"" + s + "\"" }

// castleWing returns 1 for castling on the king's side (towards higher
// files), 0 for the queen's side.
func (p *Position) castleWing(m Move) int {
	if p.r.geo.Coord(m.To()).File > p.r.geo.Coord(m.From()).File {
		return 1
	}
	return 0
}

func (p *Position) whyIllegal(from, to board.Cell, promo int, legal []Move) string {
	r := p.r
	s, k, ok := p.At(from)
	switch {
	case !ok:
		return "no piece on " + r.geo.Name(from)
	case int(s) != int(p.stm):
		return "the " + r.kinds[k].name + " on " + r.geo.Name(from) + " is not " + r.game.Sides[p.stm] + "'s"
	}
	for _, m := range legal {
		if m.From() == from && m.To() == to && m.flag() != flagCastle {
			if promo < 0 {
				return "the move promotes: add the letter of the piece to promote into"
			}
			return "the " + r.kinds[k].name + " cannot promote into " + r.kinds[promo].name + " there"
		}
	}
	if promo >= 0 {
		return "the " + r.kinds[k].name + " does not promote on " + r.geo.Name(from) + r.geo.Name(to)
	}
	return "the " + r.kinds[k].name + " on " + r.geo.Name(from) + " has no legal move to " + r.geo.Name(to)
}
