package enochian

// Move is a compact Enochian move or action (a uint32):
//
//	bits  0-5   from square (a1 = 0 .. h8 = 63)
//	bits  6-11  to square (for an in-place promotion, the same square)
//	bits 12-14  promotion kind (Queen..Knight), 0 for none
//	bit  15     the throne companion moves (off an intact throne)
//	bits 16-17  the army whose piece moves, or that acts
//	bits 18-21  the class: a piece move, an in-place promotion or an action
//
// Moves are plain values; their meaning is fixed by the position they are
// made for.
type Move uint32

// Move classes.
const (
	classMove     = 0 // a piece moves (§3)
	classInPlace  = 1 // a waiting pawn promotes where it stands (§6.2)
	classOffer    = 2 // propose an exchange of prisoners (§8.3)
	classAccept   = 3 // accept the pending exchange
	classDecline  = 4 // decline the pending exchange
	classWithdraw = 5 // withdraw the army (§8.2, Z 9.3)
	classResign   = 6 // resign for the team (§9.2, Z 8.13)
	classRoll     = 7 // divination dice: the roll that names the kind to move (§8.7)
)

func mkRoll(a Army, die int) Move { return Move(die)<<12 | Move(a)<<16 | classRoll<<18 }

func mkMove(a Army, from, to int, promo Kind, companion bool) Move {
	m := Move(from) | Move(to)<<6 | Move(promo)<<12 | Move(a)<<16
	if companion {
		m |= 1 << 15
	}
	return m
}

// withTo returns m, made with destination 0 by mkMove, going to to.
func (m Move) withTo(to int) Move { return m | Move(to)<<6 }

func mkInPlace(a Army, s int, promo Kind) Move {
	return Move(s) | Move(s)<<6 | Move(promo)<<12 | Move(a)<<16 | classInPlace<<18
}

func mkAction(class int, a Army) Move { return Move(a)<<16 | Move(class)<<18 }

func (m Move) from() int       { return int(m & 63) }
func (m Move) to() int         { return int(m >> 6 & 63) }
func (m Move) promo() Kind     { return Kind(m >> 12 & 7) }
func (m Move) companion() bool { return m>>15&1 != 0 }
func (m Move) army() Army      { return Army(m >> 16 & 3) }
func (m Move) class() int      { return int(m >> 18 & 15) }

// IsAction reports whether m is an action (an exchange step, a withdrawal
// or a resignation) rather than a turn move.
func (m Move) IsAction() bool { return m.class() >= classOffer && m.class() < classRoll }

// IsRoll reports whether m is a roll of the divination die (§8.7); Die
// returns its value.
func (m Move) IsRoll() bool { return m.class() == classRoll }

// Die returns the value of a roll, 1..6.
func (m Move) Die() int { return int(m >> 12 & 7) }

// Army returns the army whose piece moves, or that acts.
func (m Move) Army() Army { return m.army() }

// From returns the square the piece leaves (0 = a1 .. 63 = h8).
func (m Move) From() int { return m.from() }

// To returns the square the piece ends on.
func (m Move) To() int { return m.to() }

// Promotion returns the kind a pawn promotes to, or NoKind.
func (m Move) Promotion() Kind { return m.promo() }
