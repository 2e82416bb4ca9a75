package variant

// HistoryJudging is implemented by positions of games whose rules of
// repeated positions need the whole history of the game, and may forbid a
// move because of it: Xiangqi, where a side that repeats a forbidden cycle
// (perpetual check, perpetual chase) is made to change its move by the
// arbiter, or loses when the rules are enforced as computer tournaments
// enforce them. [Game] asks it before [CycleJudging] and [Repeating].
type HistoryJudging[P any] interface {
	// HistoryOutcome returns the outcome the history forces, or an ongoing
	// Outcome. history holds the positions of the game from its start, the
	// current position last (so it has at least one element).
	HistoryOutcome(history []P) Outcome
	// HistoryForbids returns why the rules forbid the move that leads from
	// the last position of history to next (it repeats a forbidden cycle,
	// say), or "" when they allow it. next is the position a legal move
	// leads to.
	HistoryForbids(history []P, next P) string
}

// forbidden returns why the game's history forbids reaching next from the
// current position, or "".
func (g *Game[P, M]) forbidden(next P) string {
	if h, ok := any(next).(HistoryJudging[P]); ok {
		return h.HistoryForbids(g.positions, next)
	}
	return ""
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
	if _, ok := any(p).(HistoryJudging[P]); !ok {
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

// typedHistory converts positions of the dynamic face to the typed face,
// and reports whether every one is of the game's type.
func typedHistory[P Position[P, M], M MoveType](history []AnyPosition) ([]P, bool) {
	typed := make([]P, len(history))
	for i, q := range history {
		t, ok := q.Typed().(P)
		if !ok {
			return nil, false
		}
		typed[i] = t
	}
	return typed, true
}

// HistoryOutcome forwards to the typed position if it is [HistoryJudging].
func (d dynamic[P, M]) HistoryOutcome(history []AnyPosition) Outcome {
	h, ok := any(d.p).(HistoryJudging[P])
	if !ok {
		return Outcome{}
	}
	typed, ok := typedHistory[P, M](history)
	if !ok {
		return Outcome{}
	}
	return h.HistoryOutcome(typed)
}

// HistoryForbids forwards to the typed position if it is [HistoryJudging].
func (d dynamic[P, M]) HistoryForbids(history []AnyPosition, next AnyPosition) string {
	h, ok := any(d.p).(HistoryJudging[P])
	if !ok {
		return ""
	}
	typed, ok := typedHistory[P, M](history)
	n, ok2 := next.Typed().(P)
	if !ok || !ok2 {
		return ""
	}
	return h.HistoryForbids(typed, n)
}

// Forbids returns why the rules forbid the legal move m in the current
// position given the game's history ([HistoryJudging]: it would repeat a
// forbidden cycle), or "" when they allow it.
func (g *Game[P, M]) Forbids(m M) string {
	return g.forbidden(g.Position().Play(m))
}
