package chess960

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
	var gain [32]int
	occ := p.occupied()
	gain[0] = exchangeValues[p.kindAt(to)]
	mover := p.kindAt(from)
	side := p.toMove
	d := 0
	for d < len(gain)-1 {
		d++
		// What the side that took last stands to lose if it is taken in
		// turn: its gain so far less the piece it took with.
		gain[d] = exchangeValues[mover] - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // neither side would go on: the result is decided
		}
		occ &^= bit(from)
		side ^= 1
		attackers := p.attackers(to, occ) & occ & p.colors[side]
		if attackers == 0 {
			break
		}
		for k := Pawn; k <= King; k++ {
			if b := attackers & p.pieces[k]; b != 0 {
				from, mover = trailingZeros(b), k
				break
			}
		}
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
