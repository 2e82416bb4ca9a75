package chess960

import "github.com/ludus-chess/ludus/variant/search"

// The computer players of search.New play chess and Chess960 on typed
// positions (search.RegisterTyped), with a quiescence search on captures
// and promotions.
func init() {
	t := search.Typed[Position, Move]{Eval: Evaluate, Noisy: noisy}
	search.RegisterTyped(Chess960, t)
	search.RegisterTyped(Chess, t)
}

// noisy reports whether m captures or promotes.
func noisy(p Position, m Move) bool {
	if m.IsCastling() {
		return false
	}
	if m.IsEnPassant() || m.Promotion() != NoKind {
		return true
	}
	_, k := p.PieceAt(m.To())
	return k != NoKind
}
