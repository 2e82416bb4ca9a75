package chess960

import "github.com/ludus-chess/ludus/variant/search"

// exchangeValues are the pieces' values in a static exchange: [PieceValues],
// with the king worth more than everything else on the board together, so
// that it takes last and never onto a guarded square.
var exchangeValues = [...]int{Pawn: 100, Knight: 300, Bishop: 310, Rook: 500, Queen: 900, King: 20000}

// losesExchange reports whether m is a capture that loses material when
// both sides go on taking on its destination, each with its least valuable
// piece and each free to stop (a static exchange evaluation below zero).
// A capture of a piece worth at least the capturer never loses; en
// passant, promotions and quiet moves are not judged (false).
func losesExchange(p Position, m Move) bool {
	if m.IsEnPassant() || m.IsCastling() || m.Promotion() != NoKind {
		return false
	}
	victim := p.kindAt(m.To())
	if victim == NoKind || exchangeValues[m.Piece()] <= exchangeValues[victim] {
		return false
	}
	return p.exchange(m.From(), m.To()) < 0
}

// exchange returns what the side to move wins by taking on to with the
// piece on from, after the exchange on to that follows: each side in turn
// takes with its least valuable piece attacking to (lines open as pieces
// leave them) or stops, whichever is better for it. Pins and checks are
// not considered (the swap algorithm).
func (p *Position) exchange(from, to int) int {
	occ := p.occupied()
	side := p.toMove
	return search.StaticExchange(exchangeValues[p.kindAt(to)], exchangeValues[p.kindAt(from)], func() (int, bool) {
		occ &^= bit(from)
		side ^= 1
		attackers := p.attackers(to, occ) & occ & p.colors[side]
		for k := Pawn; k <= King; k++ {
			if b := attackers & p.pieces[k]; b != 0 {
				from = trailingZeros(b)
				return exchangeValues[k], true
			}
		}
		return 0, false
	})
}
