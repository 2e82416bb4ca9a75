package search

// StaticExchange returns what the side to move wins by taking a piece
// worth victim with a piece worth taker, once the exchange on that cell
// has run its course: each side in turn takes with its least valuable
// piece attacking the cell, or stops, whichever is better for it (the
// swap algorithm of static exchange evaluation). next is called for each
// capture after the first, for the two sides in turn beginning with the
// opponent: it takes the previous taker off the board it looks at and
// returns the value of the side's least valuable piece that now attacks
// the cell, or false if none does. Games implement [AlphaBeta]'s
// LosesExchange with it.
func StaticExchange(victim, taker int, next func() (int, bool)) int {
	var gain [32]int
	gain[0] = victim
	d := 0
	for d < len(gain)-1 {
		d++
		// What the side that took last stands to lose if it is taken in
		// turn: its gain so far less the piece it took with.
		gain[d] = taker - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // neither side would go on: the result is decided
		}
		v, ok := next()
		if !ok {
			break
		}
		taker = v
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
