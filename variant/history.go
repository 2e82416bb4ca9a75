package variant

// forbidden returns why the game's history forbids reaching next from the
// current position, or "".
func (g *Game[P, M]) forbidden(next P) string {
	return historyForbids(next, g.positions, next)
}

// Allowed appends to dst the moves of the current position that the rules
// allow given the game's history ([HistoryJudging]): the legal moves less
// those that would repeat a forbidden cycle. In games without such rules
// they are the legal moves. Nothing is appended when the game is over.
func (g *Game[P, M]) Allowed(dst []M) []M {
	if g.Outcome().Over() {
		return dst
	}
	p := g.Position()
	n := len(dst)
	dst = p.Moves(dst)
	if !judgesHistory(p) {
		return dst
	}
	kept := dst[:n]
	for _, m := range dst[n:] {
		if g.forbidden(p.Play(m)) == "" {
			kept = append(kept, m)
		}
	}
	return kept
}

// Forbids returns why the rules forbid the legal move m in the current
// position given the game's history ([HistoryJudging]: it would repeat a
// forbidden cycle), or "" when they allow it.
func (g *Game[P, M]) Forbids(m M) string {
	return g.forbidden(g.Position().Play(m))
}
