package chess960

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// ParseFEN reads a Chess960 position in FEN, X-FEN or Shredder-FEN: the
// castling field may hold K, Q, k, q (the outermost rook on that side of
// the king), file letters A-H and a-h (the rook on that file, as
// Shredder-FEN writes and as X-FEN writes for an inner rook), or '-'. The
// en passant square is kept only if a legal en passant capture exists. The
// halfmove clock and fullmove number may be left out (EPD), and are then 0
// and 1. Errors match variant.ErrPosition and give the offset of the
// problem.
//
// A position that reads well but that no game reaches is rejected with
// the rule it breaks (see [RuleKings] and the other rules; the error's
// cause is a *variant.InvalidPositionError). [ParseStudyFEN] accepts the
// material no game reaches, for studies.
func ParseFEN(fen string) (Position, error) { return parseFEN(fen, false, false) }

// ParseStudyFEN is [ParseFEN] for a study: it accepts material no game
// reaches ([RuleMaterial]: more than 8 pawns or 16 pieces of a colour, more
// pieces of a kind than promotions explain), as compositions may. Every
// other rule still holds.
func ParseStudyFEN(fen string) (Position, error) { return parseFEN(fen, false, true) }

// ParseStandardFEN reads a position of standard chess in FEN (Shredder-FEN
// and X-FEN castling fields are read too): castling rights must belong to a
// king on the e-file and rooks on the a- and h-files.
func ParseStandardFEN(fen string) (Position, error) { return parseFEN(fen, true, false) }

// The rules of a position ([variant.InvalidPositionError] names them), after
// python-chess's Board.status() flags.
const (
	// RuleKings: each colour has one king.
	RuleKings variant.Rule = "one king per colour"
	// RulePawns: no pawn stands on the first or the last rank.
	RulePawns variant.Rule = "pawns on ranks 2 to 7"
	// RuleMaterial: a colour has at most 8 pawns and 16 pieces, and the
	// queens, rooks, bishops of each square colour and knights beyond the
	// array's (1, 2, 1 + 1, 2) are promoted pawns: no more than 8 minus
	// the pawns left. [ParseStudyFEN] lifts this rule.
	RuleMaterial variant.Rule = "material"
	// RuleCheck: the side not to move is not in check; the side to move
	// is checked by at most two pieces, two of them never on one line with
	// its king, and with an en passant square only by the pawn that has
	// just moved or by a piece that its move uncovered.
	RuleCheck variant.Rule = "check"
	// RuleCastling: a castling right needs the king and the rook on the
	// back rank.
	RuleCastling variant.Rule = "castling rights"
	// RuleEnPassant: an en passant square lies behind a pawn that has just
	// made a double step.
	RuleEnPassant variant.Rule = "en passant"
)

// lineThrough returns the squares of the rank, file or diagonal through a
// and b, or 0 when they share none.
func lineThrough(a, b int) uint64 {
	df, dr := fileOf(b)-fileOf(a), rankOf(b)-rankOf(a)
	var sf, sr int
	switch {
	case dr == 0 && df != 0:
		sf = 1
	case df == 0 && dr != 0:
		sr = 1
	case df == dr && df != 0:
		sf, sr = 1, 1
	case df == -dr && df != 0:
		sf, sr = 1, -1
	default:
		return 0
	}
	m := bit(a)
	for _, d := range [2]int{1, -1} {
		f, r := fileOf(a)+d*sf, rankOf(a)+d*sr
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			m |= bit(f + 8*r)
			f, r = f+d*sf, r+d*sr
		}
	}
	return m
}

// material checks RuleMaterial for colour c.
func (p *Position) material(c Color) string {
	own := p.colors[c]
	pawns := bits.OnesCount64(p.pieces[Pawn] & own)
	if pawns > 8 {
		return fmt.Sprintf("%s has %d pawns; an army has 8", c, pawns)
	}
	if n := bits.OnesCount64(own); n > 16 {
		return fmt.Sprintf("%s has %d pieces; an army has 16", c, n)
	}
	const light = 0x55AA55AA55AA55AA // b1, d1, ..., a2, ...: the light squares
	extra := max(0, bits.OnesCount64(p.pieces[Queen]&own)-1) +
		max(0, bits.OnesCount64(p.pieces[Rook]&own)-2) +
		max(0, bits.OnesCount64(p.pieces[Knight]&own)-2) +
		max(0, bits.OnesCount64(p.pieces[Bishop]&own&light)-1) +
		max(0, bits.OnesCount64(p.pieces[Bishop]&own&^light)-1)
	if extra > 8-pawns {
		return fmt.Sprintf("%s has %d promoted pieces beyond its array but %d pawns, so at most %d promotions", c, extra, pawns, 8-pawns)
	}
	return ""
}

type fenField struct {
	text   string
	offset int
}

func splitFields(s string) []fenField {
	var out []fenField
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		if j > i {
			out = append(out, fenField{s[i:j], i})
		}
		i = j
	}
	return out
}

func parseFEN(fen string, standard, study bool) (Position, error) {
	bad := func(offset int, format string, args ...any) (Position, error) {
		return Position{}, variant.PositionError(fen, offset, fmt.Sprintf(format, args...))
	}
	fields := splitFields(strings.TrimRight(fen, "\r\n"))
	if len(fields) != 4 && len(fields) != 6 {
		return bad(-1, "want 6 fields (placement, side, castling, en passant, halfmove clock, fullmove number) or the first 4; have %d", len(fields))
	}
	p := Position{ep: noSquare, fullmove: 1, standard: standard, start: noStart}

	// Piece placement, rank 8 first.
	place := fields[0]
	rank, file := 7, 0
	for i := 0; i < len(place.text); i++ {
		c := place.text[i]
		off := place.offset + i
		switch {
		case c == '/':
			if file != 8 {
				return bad(off, "rank %d has %d squares; want 8", rank+1, file)
			}
			if rank == 0 {
				return bad(off, "more than 8 ranks")
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return bad(off, "rank %d has more than 8 squares", rank+1)
			}
		default:
			k := strings.IndexByte("PNBRQKpnbrqk", c)
			if k < 0 {
				return bad(off, "%q is not a piece letter (PNBRQK, pnbrqk) or a count of empty squares", c)
			}
			if file >= 8 {
				return bad(off, "rank %d has more than 8 squares", rank+1)
			}
			s := rank*8 + file
			color := Color(k / 6)
			kind := Kind(k % 6)
			if kind == Pawn && (rank == 0 || rank == 7) {
				return Position{}, variant.ImpossibleAt(fen, off, RulePawns, "a pawn on the %s rank", ordinal(rank+1))
			}
			p.pieces[kind] |= bit(s)
			p.colors[color] |= bit(s)
			file++
		}
	}
	if rank != 0 || file != 8 {
		return bad(place.offset+len(place.text), "the placement ends at rank %d after %d squares; want 8 ranks of 8 squares", rank+1, file)
	}
	for c := White; c <= Black; c++ {
		if n := bits.OnesCount64(p.pieces[King] & p.colors[c]); n != 1 {
			return Position{}, variant.ImpossibleAt(fen, place.offset, RuleKings, "%s has %d kings; want 1", c, n)
		}
		if why := p.material(c); why != "" && !study {
			return Position{}, variant.ImpossibleAt(fen, place.offset, RuleMaterial, "%s", why)
		}
	}

	// Side to move.
	switch fields[1].text {
	case "w", "W":
		p.toMove = White
	case "b", "B":
		p.toMove = Black
	default:
		return bad(fields[1].offset, "side to move %q: want w or b", fields[1].text)
	}
	if p.attackers(p.kingSquare(p.toMove^1), p.occupied())&p.colors[p.toMove] != 0 {
		return Position{}, variant.ImpossibleAt(fen, fields[1].offset, RuleCheck, "%s is to move but %s's king is in check", p.toMove, p.toMove^1)
	}
	checkers := p.checkers()
	switch n := bits.OnesCount64(checkers); {
	case n > 2:
		return Position{}, variant.ImpossibleAt(fen, fields[1].offset, RuleCheck, "%s's king is checked by %d pieces; one move gives at most two checks", p.toMove, n)
	case n == 2:
		a, b := bits.TrailingZeros64(checkers), 63-bits.LeadingZeros64(checkers)
		if lineThrough(a, b)&p.pieces[King]&p.colors[p.toMove] != 0 {
			return Position{}, variant.ImpossibleAt(fen, fields[1].offset, RuleCheck, "%s's king is checked by %s and %s on one line: neither move uncovers the other", p.toMove, squareName(a), squareName(b))
		}
	}

	// Castling rights.
	if err := p.parseCastling(fen, fields[2]); err != nil {
		return Position{}, err
	}

	// En passant square.
	if ep := fields[3]; ep.text != "-" {
		s, err := board8.Parse(ep.text)
		if err != nil {
			return Position{}, &variant.ParseError{Kind: variant.ErrPosition, Input: fen, Offset: ep.offset, Reason: "en passant square: " + err.Error(), Cause: err}
		}
		sq := int(s)
		want := 5 // white to move: a black pawn passed rank 6
		if p.toMove == Black {
			want = 2
		}
		if rankOf(sq) != want {
			return Position{}, variant.ImpossibleAt(fen, ep.offset, RuleEnPassant, "en passant square %s is not on rank %d", ep.text, want+1)
		}
		pushed := sq ^ 8        // where the pawn that passed stands
		origin := 2*sq - pushed // where it came from
		if p.pieces[Pawn]&p.colors[p.toMove^1]&bit(pushed) == 0 {
			return Position{}, variant.ImpossibleAt(fen, ep.offset, RuleEnPassant, "en passant square %s but no %s pawn on %s", ep.text, p.toMove^1, squareName(pushed))
		}
		if p.occupied()&(bit(sq)|bit(origin)) != 0 {
			return Position{}, variant.ImpossibleAt(fen, ep.offset, RuleEnPassant, "en passant square %s but %s or %s is occupied", ep.text, ep.text, squareName(origin))
		}
		if checkers != 0 {
			// The double step gave the check, or uncovered it: before it,
			// the king was not in check.
			k := p.kingSquare(p.toMove)
			before := p.occupied()&^bit(pushed) | bit(origin)
			if bits.OnesCount64(checkers) > 1 || checkers != bit(pushed) && p.attackedBy(k, before, p.toMove^1) {
				return Position{}, variant.ImpossibleAt(fen, ep.offset, RuleCheck, "en passant square %s: the double step to %s cannot have given this check", ep.text, squareName(pushed))
			}
		}
		p.setEnPassant(sq)
	}

	// Move counters.
	if len(fields) == 6 {
		h, err := strconv.Atoi(fields[4].text)
		if err != nil || h < 0 || h > 65535 {
			return bad(fields[4].offset, "halfmove clock %q: want a whole number 0..65535", fields[4].text)
		}
		f, err := strconv.Atoi(fields[5].text)
		if err != nil || f < 0 || f > 65535 {
			return bad(fields[5].offset, "fullmove number %q: want a whole number 1..65535", fields[5].text)
		}
		p.halfmove, p.fullmove = uint16(h), uint16(max(f, 1))
	}
	p.hash = p.computeHash()
	if id, ok := p.ID(); ok {
		p.start = uint16(id)
	}
	return p, nil
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 8:
		return "eighth"
	}
	return strconv.Itoa(n) + "th"
}

// parseCastling reads the castling field into p.castling.
func (p *Position) parseCastling(fen string, f fenField) error {
	if f.text == "-" {
		return nil
	}
	for i := 0; i < len(f.text); i++ {
		c := f.text[i]
		off := f.offset + i
		bad := func(format string, args ...any) error {
			return variant.PositionError(fen, off, fmt.Sprintf(format, args...))
		}
		// A right the board cannot support breaks RuleCastling.
		impossible := func(format string, args ...any) error {
			return variant.ImpossibleAt(fen, off, RuleCastling, format, args...)
		}
		color := White
		lc := c
		if c >= 'a' && c <= 'z' {
			color = Black
		} else {
			lc = c + 'a' - 'A'
		}
		if !(lc == 'k' || lc == 'q' || lc >= 'a' && lc <= 'h') {
			return bad("castling %q: want K, Q, k, q, a file letter or -", c)
		}
		back := 0
		if color == Black {
			back = 7
		}
		ksq := p.kingSquare(color)
		if rankOf(ksq) != back {
			return impossible("castling %q but the %s king is not on its first rank", c, color)
		}
		rooks := p.pieces[Rook] & p.colors[color] & (rank1 << (8 * uint(back)))
		kf := fileOf(ksq)
		var rsq int
		switch lc {
		case 'k':
			r := rooks &^ (bit(ksq+1) - 1) // rooks beyond the king towards h
			if r == 0 {
				return impossible("castling %q but the %s king has no rook on its h-side", c, color)
			}
			rsq = 63 - bits.LeadingZeros64(r)
		case 'q':
			r := rooks & (bit(ksq) - 1)
			if r == 0 {
				return impossible("castling %q but the %s king has no rook on its a-side", c, color)
			}
			rsq = bits.TrailingZeros64(r)
		default:
			rsq = back*8 + int(lc-'a')
			if rooks&bit(rsq) == 0 {
				return impossible("castling %q but no %s rook on %c%d", c, color, lc, back+1)
			}
		}
		if p.castling&bit(rsq) != 0 {
			return bad("castling %q given twice", c)
		}
		for r := p.castling & (rank1 << (8 * uint(back))); r != 0; r &= r - 1 {
			if other := bits.TrailingZeros64(r); (other < ksq) == (rsq < ksq) {
				return impossible("castling %q: %s has two castling rights on one side of the king", c, color)
			}
		}
		if p.standard && (kf != 4 || fileOf(rsq) != 0 && fileOf(rsq) != 7) {
			return bad("castling %q: in standard chess the king castles from the e-file with a rook from the a- or h-file", c)
		}
		p.castling |= bit(rsq)
	}
	return nil
}

// String returns the position in X-FEN (which is plain FEN for standard
// chess and for the positions where FEN suffices).
func (p Position) String() string { return p.FEN() }

// FEN returns the position in X-FEN: the castling rights are written K, Q,
// k, q when they belong to the outermost rook on their side of the king,
// and with the rook's file letter otherwise. For standard chess it is plain
// FEN.
func (p Position) FEN() string { return p.fen(false) }

// ShredderFEN returns the position in Shredder-FEN: the castling rights are
// written with the files of the rooks (HAha for the standard array).
func (p Position) ShredderFEN() string { return p.fen(true) }

func (p Position) fen(shredder bool) string {
	b := make([]byte, 0, 90)
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := range 8 {
			s := r*8 + f
			k := p.kindAt(s)
			if k == NoKind {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			b = append(b, pieceLetter(k, p.colorAt(s)))
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	if p.toMove == White {
		b = append(b, " w "...)
	} else {
		b = append(b, " b "...)
	}
	b = p.appendCastling(b, shredder)
	b = append(b, ' ')
	if p.ep == noSquare {
		b = append(b, '-')
	} else {
		b = append(b, squareName(int(p.ep))...)
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.halfmove), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.fullmove), 10)
	return string(b)
}

func pieceLetter(k Kind, c Color) byte {
	l := k.Letter()
	if c == Black {
		l += 'a' - 'A'
	}
	return l
}

func (p *Position) appendCastling(b []byte, shredder bool) []byte {
	n := len(b)
	for c := White; c <= Black; c++ {
		back := uint(0)
		if c == Black {
			back = 7
		}
		ksq := p.kingSquare(c)
		rights := p.castling & (rank1 << (8 * back))
		rooks := p.pieces[Rook] & p.colors[c] & (rank1 << (8 * back))
		hSide := rights &^ (bit(ksq+1) - 1)
		aSide := rights & (bit(ksq) - 1)
		for i, r := range [2]uint64{hSide, aSide} {
			if r == 0 {
				continue
			}
			rsq := bits.TrailingZeros64(r)
			var letter byte
			switch {
			case shredder:
				letter = byte('A' + fileOf(rsq))
			case i == 0 && rooks&^(bit(rsq+1)-1) == 0:
				letter = 'K'
			case i == 1 && rooks&(bit(rsq)-1) == 0:
				letter = 'Q'
			default:
				letter = byte('A' + fileOf(rsq))
			}
			if c == Black {
				letter += 'a' - 'A'
			}
			b = append(b, letter)
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	return b
}
