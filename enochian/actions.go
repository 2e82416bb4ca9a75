package enochian

// Moves appends the legal turn moves of the army to move (§5.2) to dst.
// Nothing is appended when the game is over. It does not allocate when dst
// has room.
func (p Position) Moves(dst []Move) []Move {
	if p.turn == NoArmy {
		return dst
	}
	return p.legal(p.turn, dst, false)
}

// Actions appends the actions open now, which do not use a turn: the steps
// of an exchange of prisoners (§8.3), withdrawals (§8.2, Z 9.3) and
// resignations (§9.2). Each names the army that acts; a server lets the
// player who commands it (Controller) play it.
func (p Position) Actions(dst []Move) []Move {
	if p.turn == NoArmy {
		return dst
	}
	if x := p.offer; x != NoArmy {
		if y, ok := p.exchangePartner(x); ok {
			dst = append(dst, mkAction(classAccept, y), mkAction(classDecline, y))
		}
	} else {
		for x := Army(0); x < 4; x++ {
			if p.mayOffer(x) {
				dst = append(dst, mkAction(classOffer, x))
			}
		}
	}
	for a := Army(0); a < 4; a++ {
		if p.mayWithdraw(a) != notWithdrawn {
			dst = append(dst, mkAction(classWithdraw, a))
		}
	}
	for a := Army(0); a < 4; a++ {
		if p.mayResign(a) {
			dst = append(dst, mkAction(classResign, a))
		}
	}
	return dst
}

// exchangePartner returns the army y with which x may exchange prisoners
// (§8.3): opposite teams, each captured the King of the other's partner,
// and both have their own Kings on the board.
func (p *Position) exchangePartner(x Army) (Army, bool) {
	if !p.inPlayWithKing(x) {
		return NoArmy, false
	}
	y := p.capturedBy[x.Partner()]
	if y == NoArmy || y.Team() == x.Team() || !p.inPlayWithKing(y) || p.capturedBy[y.Partner()] != x {
		return NoArmy, false
	}
	return y, true
}

func (p *Position) inPlayWithKing(a Army) bool {
	return p.king[a] != noSq && p.frozen>>a&1 == 0 && p.withdrawn[a] != withdrawnFrozen
}

// mayOffer reports whether x may propose an exchange now: with
// ExchangeAnyTime either army of the pair at any time; otherwise only the
// army that made the later capture, right after that capture or on its own
// turn before it moves (Z 8.5(d)).
func (p *Position) mayOffer(x Army) bool {
	y, ok := p.exchangePartner(x)
	if !ok {
		return false
	}
	if p.cfg.exchangeAnyTime {
		return true
	}
	if p.capOrder[y.Partner()] < p.capOrder[x.Partner()] {
		return false // y made the later capture
	}
	return p.lastKingCapturer == x || p.turn == x
}

// mayWithdraw returns the kind of withdrawal open to army a: §8.2 for a
// player commanding only a, whose partner is active under another player;
// Z 9.3 for a bare King whose player also commands the partner.
func (p *Position) mayWithdraw(a Army) uint8 {
	q := a.Partner()
	if p.frozen>>a&1 != 0 || p.withdrawn[a] != notWithdrawn || p.frozen>>q&1 != 0 || p.withdrawn[q] != notWithdrawn {
		return notWithdrawn
	}
	c := p.Controller(vside(a))
	if p.Controller(vside(q)) == c {
		if p.bare(a) && p.king[q] != noSq {
			return withdrawnFrozen
		}
		return notWithdrawn
	}
	for b := Army(0); b < 4; b++ {
		if b != a && p.Controller(vside(b)) == c {
			return notWithdrawn
		}
	}
	return withdrawnShared
}

// mayResign reports whether a may resign for its team (Z 8.13): a is in
// play and its partner is frozen, withdrawn under Z 9.3, or has no pieces.
func (p *Position) mayResign(a Army) bool {
	q := a.Partner()
	if p.frozen>>a&1 != 0 {
		return false
	}
	return p.frozen>>q&1 != 0 || p.pieceCount(q) == 0
}

// playAction applies an action: it does not use the turn (§9.1 2c).
func (p *Position) playAction(m Move) {
	a := m.army()
	switch m.class() {
	case classOffer:
		p.offer = a
		return
	case classDecline:
		p.offer = NoArmy
		return
	case classAccept:
		x := p.offer
		p.offer = NoArmy
		p.exchange(x, a)
	case classWithdraw:
		kind := p.mayWithdraw(a)
		p.withdrawn[a] = kind
		if kind == withdrawnFrozen {
			p.frozen |= 1 << a
		}
	case classResign:
		p.finish(endResignation, uint8(1-a.Team()))
		return
	}
	if p.decide() {
		return
	}
	p.updatePtah(NoArmy)
	p.advance(p.turn, true)
}

// exchange returns the Kings of x's and y's partners to the board (§8.3),
// in turn order from the army to move, thaws their armies, ends any
// leadership over them and restores their players.
func (p *Position) exchange(x, y Army) {
	a, b := x.Partner(), y.Partner()
	for _, c := range [2]Army{a, b} {
		p.frozen &^= 1 << c
		p.leader[c] = NoArmy
		p.capturedBy[c] = NoArmy
		p.capOrder[c] = 0
	}
	c := p.turn
	for range 4 {
		if c == a || c == b {
			p.reenter(c)
		}
		c = p.cfg.order[c]
	}
	p.lastKingCapturer = NoArmy
}
