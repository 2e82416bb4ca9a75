package rithmomachia

import (
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// MoveSquares returns the cells move m is made with, for pages that move
// by pointing ([variant.Squaring]): an ordinary move, a flying leap or a
// capture by replacement from its piece to its cell; a prisoner's re-entry
// and a redemption onto their cell; the opponent's pick of a redeeming man
// on the man's cell; an Italian capture without a move on no cell.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	sq := variant.MoveSquares{From: board.NoCell, To: board.NoCell}
	switch m.kind() {
	case mkMove:
		sq.From, sq.To, sq.Kind = board.Cell(m.from()), board.Cell(m.to()), "move"
	case mkFly:
		sq.From, sq.To, sq.Kind = board.Cell(m.from()), board.Cell(m.to()), "flying leap"
	case mkReplace:
		sq.From, sq.To, sq.Kind = board.Cell(m.from()), board.Cell(m.to()), "capture"
	case mkDrop:
		sq.To, sq.Kind = board.Cell(m.to()), "drop"
		sq.Piece = strconv.Itoa(kinds[m.aux()%numKinds].number)
	case mkRedeem:
		sq.Kind = "redemption"
		if m.aux()&redeemByPick == 0 {
			sq.To = board.Cell(m.from())
		}
	case mkPick:
		sq.To, sq.Kind = board.Cell(m.from()), "pick"
	default:
		sq.Kind = "capture"
	}
	return sq
}

// SideStatus lists side x's prisoners ([variant.SideStating]).
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	var st variant.SideStatus
	if x > 1 {
		return st
	}
	if pr := p.Prisoners(x); len(pr) > 0 {
		var vs []string
		for _, v := range pr {
			vs = append(vs, strconv.Itoa(v))
		}
		st.Notes = append(st.Notes, "prisoners taken: "+strings.Join(vs, ", "))
	}
	return st
}
