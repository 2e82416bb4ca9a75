package enochian

import "github.com/ludus-chess/ludus/variant"

// ActionSide returns the army on whose behalf m acts (variant.Acting): the
// army an action names (the offering, accepting, declining, withdrawing or
// resigning army, which need not be the army to move: an exchange is
// answered by the other army of the pair, §8.3, and any army of a shared
// command may withdraw, §8.2), and for a turn move the army to move.
func (p Position) ActionSide(m Move) variant.Side {
	if m.IsAction() {
		return vside(m.army())
	}
	return p.ToMove()
}
