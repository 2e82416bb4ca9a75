package chesslike

import (
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// registerPlayers makes search.New play the game of v on typed positions
// (search.RegisterTyped), with the evaluation of the rules in force and a
// quiescence search on captures and promotions.
func registerPlayers(v *variant.Variant) {
	search.RegisterTyped(v, search.Typed[Position, Move]{Eval: evaluate, Noisy: noisy})
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
