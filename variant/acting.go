package variant

// Acting is implemented by positions of games whose actions (see
// Position.Actions) may belong to a side other than the side to move: an
// Enochian withdrawal names the army that withdraws, the answer to an
// exchange offer is the other army's. ActionSide returns the side on whose
// behalf move m acts; for a turn move it is the side to move. m must be a
// legal move or action in the position. A server lets only the player who
// commands that side ([Controlled]) play m. Positions that do not implement
// Acting credit every move and action to the side to move ([ActionSide]).
type Acting[M MoveType] interface {
	ActionSide(m M) Side
}

// ActionSide returns the side on whose behalf move m acts in position p: the
// game's answer if it is [Acting], else the side to move.
func ActionSide(p AnyPosition, m Move) Side {
	if a, ok := p.(Acting[Move]); ok {
		return a.ActionSide(m)
	}
	return p.ToMove()
}

// ActionSide forwards to the typed position if it is [Acting], else returns
// the side to move.
func (d dynamic[P, M]) ActionSide(m Move) Side {
	if a, ok := any(d.p).(Acting[M]); ok {
		return a.ActionSide(M(m))
	}
	return d.p.ToMove()
}
