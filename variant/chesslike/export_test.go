package chesslike

// RecomputedHash returns the hash of p computed from scratch, for tests of
// the incremental hash.
func RecomputedHash(p Position) uint64 { return p.computeHash() }

// GeneratedMoves returns the legal moves as the generator finds them,
// ignoring the rules that end the game without checkmate or stalemate.
func GeneratedMoves(p Position) []Move { return p.generate(nil, modeLegal) }

// FullyTestedMoves returns the legal moves found by testing the safety of
// every move, without the generator's shortcuts.
func FullyTestedMoves(p Position) []Move { return p.generate(nil, modeFull) }

// PseudoMoves returns every move the pieces could make, whether or not it
// leaves a royal piece attacked (castling only when legal).
func PseudoMoves(p Position) []Move { return p.generate(nil, modePseudo) }
