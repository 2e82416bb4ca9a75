package chess960

import (
	"slices"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// MoveText returns the move in SAN, the notation of the FIDE Laws (with the
// English piece letters): castling O-O and O-O-O, the least disambiguation
// that makes the move unique, x for captures, =Q for promotions, + for
// check and # for checkmate.
func (p Position) MoveText(m Move) string { return p.SAN(m) }

// SAN returns m, a legal move of p, in Standard Algebraic Notation. For a
// move that is not legal in p it returns the move's UCI text.
func (p Position) SAN(m Move) string {
	var buf [256]Move
	legal, _ := p.generate(buf[:0], false)
	if !slices.Contains(legal, m) {
		return p.UCI(m)
	}
	b := p.appendSAN(make([]byte, 0, 8), m, legal)
	q := p.Play(m)
	if q.checkers() != 0 {
		if _, n := q.generate(nil, true); n == 0 {
			b = append(b, '#')
		} else {
			b = append(b, '+')
		}
	}
	return string(b)
}

// appendSAN writes m without the check mark.
func (p *Position) appendSAN(b []byte, m Move, legal []Move) []byte {
	from, to := m.From(), m.To()
	if m.IsCastling() {
		if to > from {
			return append(b, "O-O"...)
		}
		return append(b, "O-O-O"...)
	}
	piece := m.Piece()
	capture := p.occupied()&bit(to) != 0 || m.IsEnPassant()
	if piece == Pawn {
		if capture {
			b = append(b, byte('a'+fileOf(from)), 'x')
		}
		b = append(b, squareName(to)...)
		if k := m.Promotion(); k != NoKind {
			b = append(b, '=', k.Letter())
		}
		return b
	}
	b = append(b, piece.Letter())
	// Disambiguation: the file if it tells the pieces apart, else the rank,
	// else both.
	others, sameFile, sameRank := false, false, false
	for _, o := range legal {
		if o == m || o.Piece() != piece || o.To() != to || o.From() == from || o.IsCastling() {
			continue
		}
		others = true
		sameFile = sameFile || fileOf(o.From()) == fileOf(from)
		sameRank = sameRank || rankOf(o.From()) == rankOf(from)
	}
	if others {
		switch {
		case !sameFile:
			b = append(b, byte('a'+fileOf(from)))
		case !sameRank:
			b = append(b, byte('1'+rankOf(from)))
		default:
			b = append(b, squareName(from)...)
		}
	}
	if capture {
		b = append(b, 'x')
	}
	return append(b, squareName(to)...)
}

// UCI returns m in the notation of the Universal Chess Interface: from and
// to squares and a promotion letter ("e2e4", "e7e8q"). Castling is written
// as the king taking its own rook ("e1h1") in Chess960, and with the king's
// two-square step ("e1g1") in standard chess.
func (p Position) UCI(m Move) string {
	b := make([]byte, 0, 5)
	b = append(b, squareName(m.From())...)
	to := m.To()
	if m.IsCastling() && p.standard {
		to, _ = castleTargets(m.From(), to)
	}
	b = append(b, squareName(to)...)
	if k := m.Promotion(); k != NoKind {
		b = append(b, k.Letter()+'a'-'A')
	}
	return string(b)
}

// ParseMove reads a move in SAN or in UCI notation and returns it if it is
// legal. SAN is read leniently: check and annotation marks (+ # ! ?) and
// "e.p." may be left out or added, 0-0 stands for O-O, the x of a capture
// and the = of a promotion may be left out, and over-disambiguated moves
// ("Ng1f3") are accepted. UCI castling is read king-takes-rook ("e1h1") and,
// where it cannot be a king step, king-to-destination ("e1g1"). Errors
// match variant.ErrMove (unreadable or ambiguous text) or
// variant.ErrIllegalMove.
func (p Position) ParseMove(text string) (Move, error) {
	s := strings.TrimSpace(text)
	if s == "" {
		return 0, variant.MoveError(text, -1, "empty move")
	}
	if p.over() {
		return 0, variant.Illegal(text, "the game is over: "+p.Variant().Describe(p.Outcome()))
	}
	var buf [256]Move
	legal, _ := p.generate(buf[:0], false)
	if looksUCI(s) {
		return p.parseUCI(text, s, legal)
	}
	return p.parseSAN(text, s, legal)
}

// looksUCI reports whether s has the form of a UCI move: two squares and
// an optional lower-case promotion letter.
func looksUCI(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	sq := func(f, r byte) bool { return f >= 'a' && f <= 'h' && r >= '1' && r <= '8' }
	return sq(s[0], s[1]) && sq(s[2], s[3]) && (len(s) == 4 || strings.IndexByte("qrbn", s[4]) >= 0)
}

func (p *Position) parseUCI(text, s string, legal []Move) (Move, error) {
	from := int(s[0]-'a') + 8*int(s[1]-'1')
	to := int(s[2]-'a') + 8*int(s[3]-'1')
	promo := NoKind
	if len(s) == 5 {
		promo = Kind(strings.IndexByte("pnbrqk", s[4]))
	}
	var castle Move
	for _, m := range legal {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to {
			return m, nil
		}
		if m.IsCastling() {
			if kto, _ := castleTargets(from, m.To()); kto == to {
				castle = m
			}
		}
	}
	if castle != 0 {
		// e1g1 style castling: the king's destination, when no king step
		// to it is legal (a step would have matched above).
		return castle, nil
	}
	if k := p.kindAt(from); k == NoKind {
		return 0, variant.Illegal(text, "no piece on "+squareName(from))
	} else if p.colorAt(from) != p.toMove {
		return 0, variant.Illegal(text, "the "+k.String()+" on "+squareName(from)+" is not "+p.toMove.String()+"'s")
	}
	if promo == NoKind && p.kindAt(from) == Pawn && (rankOf(to) == 0 || rankOf(to) == 7) {
		return 0, variant.Illegal(text, "a pawn reaching the last rank must promote: add q, r, b or n")
	}
	return 0, variant.Illegal(text, "not a legal move in this position")
}

// sanMove is a SAN move taken apart.
type sanMove struct {
	castle   int  // 0, or 1 for O-O (h-side), 2 for O-O-O (a-side)
	piece    Kind // the moving piece
	fromFile int  // -1 if not given
	fromRank int  // -1 if not given
	to       int
	promo    Kind
}

func (p *Position) parseSAN(text, s string, legal []Move) (Move, error) {
	sm, err := readSAN(text, s)
	if err != nil {
		return 0, err
	}
	var found Move
	n := 0
	for _, m := range legal {
		if sm.castle != 0 {
			if m.IsCastling() && (sm.castle == 1) == (m.To() > m.From()) {
				found, n = m, n+1
			}
			continue
		}
		if m.IsCastling() || m.Piece() != sm.piece || m.To() != sm.to || m.Promotion() != sm.promo ||
			sm.fromFile >= 0 && fileOf(m.From()) != sm.fromFile || sm.fromRank >= 0 && rankOf(m.From()) != sm.fromRank {
			continue
		}
		found, n = m, n+1
	}
	switch {
	case n == 1:
		return found, nil
	case n > 1:
		return 0, variant.MoveError(text, -1, "ambiguous: more than one "+sm.piece.String()+" can move to "+squareName(sm.to))
	case sm.castle != 0:
		return 0, variant.Illegal(text, "castling is not legal in this position")
	case sm.piece == Pawn && sm.promo == NoKind && (rankOf(sm.to) == 0 || rankOf(sm.to) == 7):
		return 0, variant.Illegal(text, "a pawn reaching the last rank must promote: add =Q, =R, =B or =N")
	}
	return 0, variant.Illegal(text, "no "+p.toMove.String()+" "+sm.piece.String()+" can move to "+squareName(sm.to))
}

// readSAN takes a SAN move apart. The offsets in its errors are into text
// (s is text without surrounding spaces).
func readSAN(text, s string) (sanMove, error) {
	lead := strings.Index(text, s)
	sm := sanMove{piece: Pawn, fromFile: -1, fromRank: -1, promo: NoKind}
	// Strip the suffixes: check marks, annotations, "e.p.".
	s = strings.TrimRight(s, "+#!?")
	s = strings.TrimSuffix(s, "e.p.")
	s = strings.TrimRight(s, " +#!?")
	bad := func(i int, reason string) (sanMove, error) {
		return sanMove{}, variant.MoveError(text, lead+i, reason)
	}
	if s == "" {
		return bad(0, "no move before the marks")
	}
	switch strings.ReplaceAll(s, "0", "O") {
	case "O-O":
		sm.castle = 1
		return sm, nil
	case "O-O-O":
		sm.castle = 2
		return sm, nil
	}
	i := 0
	if k := strings.IndexByte("NBRQK", s[0]); k >= 0 {
		sm.piece = Kind(k + 1)
		i = 1
	} else if s[0] == 'P' {
		i = 1
	}
	// Promotion at the end: "=Q", "Q", "(Q)", "/Q".
	end := len(s)
	if end-i >= 3 {
		last := s[end-1]
		if last == ')' && end-i >= 5 && s[end-3] == '(' {
			last = s[end-2]
			end -= 3
		} else if k := strings.IndexByte("NBRQ", last); k >= 0 {
			end--
			if s[end-1] == '=' || s[end-1] == '/' {
				end--
			}
		} else {
			last = 0
		}
		if k := strings.IndexByte("NBRQ", last); last != 0 && k < 0 {
			return bad(end+1, "promotion to "+string(last)+": want Q, R, B or N")
		} else if last != 0 {
			if sm.piece != Pawn {
				return bad(end, "only a pawn promotes")
			}
			sm.promo = Kind(k + 1)
		}
	}
	body := s[i:end]
	// The destination square is the last two characters.
	if len(body) < 2 {
		return bad(i, "a move needs a destination square")
	}
	dst := body[len(body)-2:]
	if dst[0] < 'a' || dst[0] > 'h' || dst[1] < '1' || dst[1] > '8' {
		return bad(i+len(body)-2, "destination "+dst+" is not a square a1..h8")
	}
	sm.to = int(dst[0]-'a') + 8*int(dst[1]-'1')
	// Between the piece and the destination: disambiguation and x.
	mid := body[:len(body)-2]
	mid = strings.TrimSuffix(mid, "x")
	mid = strings.TrimSuffix(mid, ":")
	mid = strings.TrimSuffix(mid, "-")
	for j := 0; j < len(mid); j++ {
		c := mid[j]
		switch {
		case c >= 'a' && c <= 'h' && sm.fromFile < 0 && sm.fromRank < 0:
			sm.fromFile = int(c - 'a')
		case c >= '1' && c <= '8' && sm.fromRank < 0:
			sm.fromRank = int(c - '1')
		default:
			return bad(i+j, "unexpected "+string(c)+" in the move")
		}
	}
	if sm.piece == Pawn && sm.fromRank >= 0 && sm.fromFile < 0 {
		return bad(i, "a pawn move names the file it comes from, not the rank")
	}
	if sm.piece == Pawn && sm.fromFile < 0 {
		sm.fromFile = fileOf(sm.to) // a pawn move without a file is a push
	}
	return sm, nil
}
