package variant

// Explaining is implemented by positions of games in which a move can do
// more than its text says: a Rithmomachia capture by assault or siege, an
// Enochian King capture that freezes an army. Explain returns, in the game's
// vocabulary, what move m does when played in this position ("assault:
// 9 + 16 = 25 takes 25 on g8"), or "" when there is nothing to add to the
// move text. m must be legal in the position.
type Explaining[M MoveType] interface {
	Explain(m M) string
}

// Explain returns what move m does in position p, as the game explains it
// ([Explaining]), or "" when the game has nothing to add to the move text.
func Explain(p AnyPosition, m Move) string {
	if e, ok := p.(Explaining[Move]); ok {
		return e.Explain(m)
	}
	return ""
}

// Explain forwards to the typed position if it is [Explaining].
func (d dynamic[P, M]) Explain(m Move) string {
	if e, ok := any(d.p).(Explaining[M]); ok {
		return e.Explain(M(m))
	}
	return ""
}
