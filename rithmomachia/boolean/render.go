package boolean

import (
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// MoveSquares returns the cells move m is made with, for pages that move
// by pointing ([variant.Squaring]): a placement onto its cell (Piece is
// the value placed), a step or a pyramid's push from the piece to the cell
// it enters.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	sq := variant.MoveSquares{From: m.From(), To: m.To(), Kind: "move"}
	switch {
	case m.IsPlacement():
		sq.Kind, sq.Piece = "placement", strconv.Itoa(m.Value())
	case m.IsPush():
		sq.Kind = "push"
	}
	return sq
}

// Explain names the pieces move m captures ([variant.Explaining]): the
// enemy pieces its equations turn to the mover's side, with their values.
func (p Position) Explain(m Move) string {
	if m.IsPlacement() {
		return ""
	}
	var taken []string
	for s := p.Captures(m); !s.Empty(); {
		c := s.PopFirst()
		if v, _, ok := p.At(c); ok {
			taken = append(taken, strconv.Itoa(v)+" on "+Board.Name(c))
		}
	}
	if len(taken) == 0 {
		return ""
	}
	return "captures " + strings.Join(taken, ", ")
}

// SideStatus lists the pieces side x still has to place
// ([variant.SideStating]).
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	var st variant.SideStatus
	if x > 1 {
		return st
	}
	if h := p.Hand(x); len(h) > 0 {
		var vs []string
		for _, v := range h {
			vs = append(vs, strconv.Itoa(v))
		}
		st.Notes = append(st.Notes, "to place: "+strings.Join(vs, ", "))
	}
	return st
}
