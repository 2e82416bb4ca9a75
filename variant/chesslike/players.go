package chesslike

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// typed is the typed face of every compiled game, in its entry: the
// kernel's playout loop, and the computer players of search.New on typed
// positions, with the evaluation of the rules in force and a quiescence
// search on captures and promotions (without the captures that lose by
// static exchange), check extensions, and null-move pruning where
// zugzwang is unlikely (see nullMove).
var typed = &search.Typed[Position, Move]{
	TypedHooks: variant.TypedHooks[Position, Move]{Playout: playout},
	Eval:       evaluate, Noisy: noisy, NoisyMoves: Position.noisyMoves, Gain: gain,
	LosesExchange: losesExchange,
	InCheck:       Position.InCheck, NullMove: nullMove,
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
	q.settle()
	return q, true
}

// evaluate is the typed evaluation of any compiled game: its rules'
// [Evaluation], made once when the game was compiled.
func evaluate(p Position, x variant.Side) int {
	if p.r == nil || p.r.base == nil || p.r.base.eval == nil {
		return 0
	}
	return p.r.base.eval.evaluate(&p, x)
}

// noisy reports whether m captures (on its destination or en passant) or
// promotes; drops and castling are quiet.
func noisy(p Position, m Move) bool {
	if _, ok := m.Promotion(); ok {
		return true
	}
	_, ok := captured(&p, m)
	return ok
}

// royalGain is the gain of a capture of a royal piece, where the rules let
// one be captured: more than any other capture, so it is searched first
// and never pruned.
const royalGain = 20000

// gain returns what m wins at once in the values of the game's
// [Evaluation]: the piece it captures ([royalGain] for a royal one), plus
// what a promotion adds to the promoting piece's value (nothing if it
// loses value, as a forced promotion may).
func gain(p Position, m Move) int {
	r := p.r
	if r == nil || r.base == nil || r.base.eval == nil {
		return 0
	}
	e := r.base.eval
	g := 0
	if k, ok := captured(&p, m); ok {
		if r.kinds[k].royal {
			return royalGain
		}
		g = e.Value(k)
	}
	if into, ok := m.Promotion(); ok {
		g += max(e.Value(into)-e.Value(codeKind(p.squares[m.From()&0x7f])), 0)
	}
	return g
}

// captured returns the kind of the piece m captures, if it captures one:
// on its destination, or the piece passed en passant. It takes p by
// reference: the search's hooks that call it (noisy, gain, losesExchange)
// are called for most moves, and a copy of a position is some hundred
// instructions.
func captured(p *Position, m Move) (kind int, ok bool) {
	if _, drop := m.Drop(); drop || m.IsCastling() {
		return -1, false
	}
	// The squares read directly: Position.At, inlined, copies p.
	c := p.squares[m.To()&0x7f]
	if m.IsEnPassant() {
		c = p.squares[p.victim&0x7f]
	}
	if c == 0 || codeSide(c) == int(p.stm) {
		return -1, false
	}
	return codeKind(c), true
}
