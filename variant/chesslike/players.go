package chesslike

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// typed is the typed face of every compiled game, in its entry: the
// kernel's playout loop, and the computer players of search.New on typed
// positions, with the evaluation of the rules in force and a quiescence
// search on captures and promotions, check extensions, and null-move
// pruning where zugzwang is unlikely (see nullMove).
var typed = &search.Typed[Position, Move]{
	TypedHooks: variant.TypedHooks[Position, Move]{Playout: playout},
	Eval:       evaluate, Noisy: noisy, InCheck: Position.InCheck, NullMove: nullMove,
}

// nullMove returns p with its side to move passing (no en passant capture
// left, the move counters advanced), and whether a pass tells anything
// there: not in games with a state of their own (placement phases, the
// Jini's), not in check, not while the side to move holds pieces to drop,
// and only when it has at least two pieces neither royal nor pawns, so
// that endings of a lone minor piece (a shatranj ferz, a Xiangqi advisor),
// where zugzwang is common, are searched without.
func nullMove(p Position) (Position, bool) {
	r := p.r
	us := int(p.stm)
	if r == nil || r.game.Hooks.NextState != nil || p.held[us] != [MaxKinds]uint8{} {
		return p, false
	}
	pieces := p.sides[us]
	for k := range r.nk {
		if (r.royal|r.pawns)&(1<<k) != 0 {
			pieces = pieces.Minus(p.kinds[k])
		}
	}
	if pieces.Count() < 2 || p.InCheck() {
		return p, false
	}
	q := p
	for t := q.ep; !t.Empty(); {
		q.hash ^= r.epKey[t.PopFirst()]
	}
	q.ep = board.Set{}
	q.victim = board.NoCell
	if q.clock < 65535 {
		q.clock++
	}
	q.stm = uint8(us ^ 1)
	q.hash ^= r.sideKey
	q.finishTurn(us)
	return q, true
}

// evaluate is the typed evaluation of any compiled game: its rules'
// [Evaluation], made once when the game was compiled.
func evaluate(p Position, x variant.Side) int {
	if p.r == nil || p.r.base == nil || p.r.base.eval == nil {
		return 0
	}
	return p.r.base.eval.Evaluate(p, x)
}

// noisy reports whether m captures on its destination (or en passant) or
// promotes; drops and castling are quiet.
func noisy(p Position, m Move) bool {
	if _, ok := m.Drop(); ok || m.IsCastling() {
		return false
	}
	if m.IsEnPassant() {
		return true
	}
	if _, ok := m.Promotion(); ok {
		return true
	}
	// The square read directly: Position.At, inlined, copies p.
	c := p.squares[m.To()&0x7f]
	return c != 0 && codeSide(c) != int(p.stm)
}
