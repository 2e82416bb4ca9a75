package enochian

import "github.com/ludus-chess/ludus/variant/search"

// typed is the typed face of Enochian chess in its entry: the computer
// players of search.New play on typed positions, with a quiescence search
// on captures and promotions.
var typed = &search.Typed[Position, Move]{Eval: Evaluate, Noisy: noisy}

// noisy reports whether m, a piece move, lands on another army's piece (a
// capture) or promotes.
func noisy(p Position, m Move) bool {
	if m.class() != classMove && m.class() != classInPlace {
		return false
	}
	if m.promo() != NoKind {
		return true
	}
	a, k, _ := p.At(m.to())
	return k != NoKind && a != m.army()
}
