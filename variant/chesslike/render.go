package chesslike

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// MoveSquares returns the cells move m is made with, for pages that move by
// pointing ([variant.Squaring]): a castling move goes from the king's cell
// to the king's destination (not the rook's cell it is encoded with), a
// drop from nowhere to its cell.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	r := p.r
	sq := variant.MoveSquares{From: m.From(), To: m.To(), Kind: "move"}
	switch m.flag() {
	case flagDrop:
		k := m.kind1() - 1
		sq.From, sq.Kind = board.NoCell, "drop"
		if k >= 0 && k < r.nk {
			sq.Piece = r.kinds[k].name
		}
		return sq
	case flagCastle:
		if kingTo, _, ok := p.castleSquares(int(p.stm), m.From(), m.To()); ok {
			sq.To = kingTo
		}
		sq.Kind = "castling"
		return sq
	case flagEP:
		sq.Kind = "en passant"
		return sq
	case flagDisembark, flagTransfer:
		if k := m.kind1() - 1; k >= 0 && k < r.nk {
			sq.Piece = r.kinds[k].name
		}
	}
	if _, _, ok := p.At(m.To()); ok && m.flag() != flagBoard && m.flag() != flagTransfer {
		sq.Kind = "capture"
	}
	if k, ok := m.Promotion(); ok && k >= 0 && k < r.nk {
		sq.Kind, sq.Piece = "promotion", r.kinds[k].name
	}
	return sq
}

// Royal reports whether pc is of a royal kind ([variant.RoyalJudging]); in a
// stack the passenger carries the mark, not its carrier.
func (p Position) Royal(pc variant.Piece) bool {
	for k := range p.r.nk {
		if p.r.kinds[k].name == pc.Kind {
			return p.r.kinds[k].royal
		}
	}
	return false
}

// SideStatus reports whether side x is in check, and the pieces it holds
// or has had detained ([variant.SideStating]).
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	var st variant.SideStatus
	if int(x) < 0 || int(x) > 1 {
		return st
	}
	if variant.Side(p.stm) == x {
		st.InCheck = p.InCheck()
	}
	if h := p.r.game.Hooks.SideNotes; h != nil {
		st.Notes = h(p, x)
	}
	return st
}

// Marks returns the board's marks ([variant.Marking]): the palaces (the
// regions of royal kinds confined to one), a river where a kind is
// confined to its own half (called the Stream in QiPlacements), which
// also has the game drawn on points as Xiangqi is; promotion zones deeper
// than the last rank; and, while pieces remain to be placed, the
// forbidden squares: cells of the ranks a side places on where it may
// not place.
func (p Position) Marks() []variant.Mark {
	r := p.r
	var marks []variant.Mark
	add := func(s board.Set, kind string, x variant.Side) {
		for !s.Empty() {
			marks = append(marks, variant.Mark{Cell: s.PopFirst(), Kind: kind, Side: x})
		}
	}
	half := make([]board.Set, 2)
	for x := range 2 {
		for rk := range r.ranks / 2 {
			rank := rk
			if x == 1 {
				rank = r.ranks - 1 - rk
			}
			half[x] = half[x].Union(r.geo.Rank(rank))
		}
	}
	var palace [2]board.Set
	river := false
	for k := range r.nk {
		ki := &r.kinds[k]
		for x := range 2 {
			reg := ki.region[x]
			if reg.Empty() || reg == r.geo.All() {
				continue
			}
			if ki.royal {
				palace[x] = palace[x].Union(reg)
			}
			if reg == half[x] && r.ranks%2 == 0 {
				river = true
			}
		}
	}
	if river && r.game.FacingRoyals {
		marks = append(marks, variant.Mark{Cell: board.NoCell, Kind: variant.MarkPoints, Side: variant.NoSide})
	}
	for x := range 2 {
		add(palace[x], variant.MarkPalace, variant.Side(x))
	}
	if river {
		kind := variant.MarkRiver
		if r.game.Name == "qiplacements" {
			kind = variant.MarkStream
		}
		for x := range 2 {
			rank := r.ranks/2 - 1
			if x == 1 {
				rank = r.ranks / 2
			}
			add(r.geo.Rank(rank), kind, variant.Side(x))
		}
	}
	for x := range 2 {
		var promo board.Set
		for k := range r.nk {
			promo = promo.Union(r.kinds[k].promo[x])
		}
		last := r.geo.Rank(r.ranks - 1)
		if x == 1 {
			last = r.geo.Rank(0)
		}
		if !promo.Minus(last).Empty() {
			add(promo, variant.MarkPromotion, variant.Side(x))
		}
	}
	for x := range 2 {
		var zone board.Set
		for k := range r.nk {
			if r.kinds[k].canDrop && p.held[x][k] > 0 {
				zone = zone.Union(r.kinds[k].drop[x])
			}
		}
		if zone.Empty() {
			continue
		}
		var ranks board.Set
		for rk := range r.ranks {
			if !zone.Intersect(r.geo.Rank(rk)).Empty() {
				ranks = ranks.Union(r.geo.Rank(rk))
			}
		}
		add(ranks.Minus(zone), variant.MarkForbidden, variant.Side(x))
	}
	return marks
}
