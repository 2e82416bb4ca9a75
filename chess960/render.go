package chess960

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// MoveSquares returns the squares move m is made with, for pages that
// move by pointing ([variant.Squaring]): castling goes from the king's
// square to the king's destination (g1 or c1 for White), whatever the
// start array; the move's encoding names the rook's square instead.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	sq := variant.MoveSquares{From: board.Cell(m.From()), To: board.Cell(m.To()), Kind: "move"}
	switch {
	case m.IsCastling():
		kto, _ := castleTargets(m.From(), m.To())
		sq.To, sq.Kind = board.Cell(kto), "castling"
	case m.IsEnPassant():
		sq.Kind = "en passant"
	case m.Promotion() != NoKind:
		sq.Kind, sq.Piece = "promotion", m.Promotion().String()
	default:
		if _, k := p.PieceAt(m.To()); k != NoKind {
			sq.Kind = "capture"
		}
	}
	return sq
}

// Royal reports whether pc is a king ([variant.RoyalJudging]).
func (p Position) Royal(pc variant.Piece) bool { return pc.Kind == King.String() }

// SideStatus reports whether side x is in check ([variant.SideStating]).
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	return variant.SideStatus{InCheck: variant.Side(p.toMove) == x && p.InCheck()}
}
