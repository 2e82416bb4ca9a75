package chess960

// Color is a side of chess: White or Black. It converts to variant.Side by
// its number (White is side 0, Black side 1).
type Color uint8

// The two colours.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Kind is the kind of a chess piece.
type Kind uint8

// The kinds of pieces. NoKind stands for an empty square.
const (
	Pawn Kind = iota
	Knight
	Bishop
	Rook
	Queen
	King
	NoKind
)

var kindNames = [...]string{"pawn", "knight", "bishop", "rook", "queen", "king", ""}

// String returns the kind's name in lower case ("knight"), or "" for NoKind.
func (k Kind) String() string {
	if k > NoKind {
		return ""
	}
	return kindNames[k]
}

// Letter returns the kind's upper-case letter as used in SAN and FEN: P, N,
// B, R, Q, K.
func (k Kind) Letter() byte {
	if k >= NoKind {
		return '?'
	}
	return "PNBRQK"[k]
}

// Move is a chess move, packed in 32 bits:
//
//	bits  0-5   from square (a1 = 0 ... h8 = 63)
//	bits  6-11  to square; for castling, the square of the castling rook
//	            ("king takes rook", which is unambiguous in Chess960)
//	bits 12-14  the move's sort: normal, castling, en passant, promotion
//	bits 15-17  the promotion piece's kind, for promotions
//	bits 18-20  the kind of the moving piece
//
// Moves are made by [Position.Moves] and [Position.ParseMove]; the zero Move
// is no move.
type Move uint32

// The sorts of moves (bits 12-14 of a Move).
const (
	normalMove    = 0
	castlingMove  = 1
	enPassantMove = 2
	promotionMove = 3
)

func newMove(from, to int, sort uint32, promo, piece Kind) Move {
	return Move(uint32(from) | uint32(to)<<6 | sort<<12 | uint32(promo)<<15 | uint32(piece)<<18)
}

// From returns the square the piece leaves (for castling, the king's square).
func (m Move) From() int { return int(m & 63) }

// To returns the square the piece arrives on; for castling it is the
// castling rook's square, not the king's destination.
func (m Move) To() int { return int(m >> 6 & 63) }

func (m Move) sort() uint32 { return uint32(m >> 12 & 7) }

// Piece returns the kind of the moving piece (King for castling).
func (m Move) Piece() Kind { return Kind(m >> 18 & 7) }

// Promotion returns the kind a pawn promotes to, or NoKind.
func (m Move) Promotion() Kind {
	if m.sort() != promotionMove {
		return NoKind
	}
	return Kind(m >> 15 & 7)
}

// IsCastling reports whether m is a castling move.
func (m Move) IsCastling() bool { return m.sort() == castlingMove }

// IsEnPassant reports whether m is an en passant capture.
func (m Move) IsEnPassant() bool { return m.sort() == enPassantMove }

// kingCastleTarget returns the king's and the rook's destination squares for
// castling with the rook on rookSq by the king on kingSq: the c- and d-files
// on the a-side, the g- and f-files on the h-side, on the back rank.
func castleTargets(kingSq, rookSq int) (kingTo, rookTo int) {
	base := kingSq &^ 7
	if rookSq < kingSq {
		return base + 2, base + 3
	}
	return base + 6, base + 5
}
