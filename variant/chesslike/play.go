package chesslike

import (
	"github.com/ludus-chess/ludus/board"
)

// Play returns the position after m, which must be a legal move of p (from
// Moves or ParseMove). The receiver is unchanged; nothing is allocated.
func (p Position) Play(m Move) Position {
	p.apply(m)
	p.settle()
	return p
}

// apply plays m on p in place, leaving whether the game is over unknown
// (Play settles it; the playout loop and perft's inner plies, which ask
// it at most once a position, do not).
func (p *Position) apply(m Move) {
	r := p.r
	p.known = unknown
	if h := r.game.Hooks.NextState; h != nil {
		p.setState(h(*p, m))
	}
	us := int(p.stm)
	them := us ^ 1
	from, to := m.From(), m.To()
	victim := p.victim
	if !p.ep.Empty() {
		for t := p.ep; !t.Empty(); {
			p.hash ^= r.epKey[t.PopFirst()]
		}
		p.ep = board.Set{}
		p.victim = board.NoCell
	}
	if p.clock < 65535 { // the position text's limit: saturate, never wrap
		p.clock++
	}
	switch m.flag() {
	case flagCastle:
		kingTo, rookTo, _ := p.castleSquares(us, from, to)
		k, rk := codeKind(p.squares[from]), codeKind(p.squares[to])
		p.dropRights(p.castle.Intersect(p.sides[us]))
		p.remove(from)
		p.remove(to)
		p.put(kingTo, us, k)
		p.put(rookTo, us, rk)
	case flagBoard:
		pk, ck := codeKind(p.squares[from]), codeKind(p.squares[to])
		p.remove(from)
		p.remove(to)
		p.put(to, us, int(r.rideOf(pk, ck)))
		if r.pawns&(1<<pk) != 0 {
			p.clock = 0
		}
	case flagDisembark:
		pair := &r.kinds[codeKind(p.squares[from])]
		if p.squares[to] != 0 {
			p.capture(to)
		}
		p.remove(from)
		p.put(from, us, int(pair.carrier))
		p.put(to, us, int(pair.rider))
		if r.pawns&(1<<pair.rider) != 0 {
			p.clock = 0
		}
	case flagTransfer:
		pair := &r.kinds[codeKind(p.squares[from])]
		ck := codeKind(p.squares[to])
		p.remove(from)
		p.put(from, us, int(pair.carrier))
		p.remove(to)
		p.put(to, us, int(r.rideOf(int(pair.rider), ck)))
	case flagDrop:
		k := m.kind1() - 1
		p.setHeld(us, k, int(p.held[us][k])-1)
		p.put(to, us, k)
		p.clock = 0 // a placement cannot be undone
	default:
		pc := p.squares[from]
		k := codeKind(pc)
		if cap := p.squares[to]; cap != 0 {
			p.capture(to)
		} else if m.flag() == flagEP {
			p.capture(victim)
		}
		p.remove(from)
		nk := k
		if k1 := m.kind1(); k1 != 0 {
			nk = k1 - 1
			if r.kinds[k].freeMask&(1<<nk) != 0 {
				// Freeing: the captive returns, the promoting piece is
				// detained in its stead.
				p.setHeld(us, nk, int(p.held[us][nk])-1)
				p.setHeld(us, k, min(int(p.held[us][k])+1, 255))
			}
		}
		p.put(to, us, nk)
		if r.pawns&(1<<k) != 0 {
			p.clock = 0
		}
		if !p.castle.Empty() {
			if p.castle.Has(from) {
				p.dropRights(board.Single(from))
			}
			if int(r.castleKing) == k {
				p.dropRights(p.castle.Intersect(p.sides[us]))
			}
		}
		if m.flag() == flagMulti {
			p.stm = uint8(them)
			p.hash ^= r.sideKey
			p.setEnPassant(from, to)
			p.finishTurn(us)
			return
		}
	}
	p.stm = uint8(them)
	p.hash ^= r.sideKey
	p.finishTurn(us)
}

func (p *Position) finishTurn(mover int) {
	if mover == 1 && p.number < 65535 {
		p.number++
	}
}

// capture takes the piece on c, keeping it as a captive if the game does.
func (p *Position) capture(c board.Cell) {
	pc := p.squares[c]
	p.remove(c)
	p.clock = 0
	if p.castle.Has(c) {
		p.dropRights(board.Single(c))
	}
	if p.r.game.Captives {
		s, k := codeSide(pc), codeKind(pc)
		if p.held[s][k] < 255 {
			p.setHeld(s, k, int(p.held[s][k])+1)
		}
	}
}

func (p *Position) dropRights(s board.Set) {
	s = s.Intersect(p.castle)
	p.castle = p.castle.Minus(s)
	for !s.Empty() {
		p.hash ^= p.r.castKey[s.PopFirst()]
	}
}

// setEnPassant records the cells a multi-step from from to to passed over
// as en-passant targets, keeping only those on which the side now to move
// has a legal en-passant capture.
func (p *Position) setEnPassant(from, to board.Cell) {
	r := p.r
	us := int(p.stm)
	f, t := r.geo.Coord(from), r.geo.Coord(to)
	u := board.Dir{File: t.File - f.File, Rank: t.Rank - f.Rank}.Unit()
	df, dr := u.File, u.Rank
	royals := p.royals(us)
	var kept board.Set
	for c := r.geo.CellAt(board.Coord{File: f.File + df, Rank: f.Rank + dr}); c != to && c != board.NoCell; c = r.geo.CellAt(board.Coord{File: r.geo.Coord(c).File + df, Rank: r.geo.Coord(c).Rank + dr}) {
		if p.canTakeEnPassant(us, royals, c, to) {
			kept = kept.With(c)
		}
	}
	if kept.Empty() {
		return
	}
	p.ep = kept
	p.victim = to
	for t := kept; !t.Empty(); {
		p.hash ^= r.epKey[t.PopFirst()]
	}
}

func (p *Position) canTakeEnPassant(us int, royals board.Set, c, victim board.Cell) bool {
	r := p.r
	for i := range r.epCap[us] {
		g := &r.epCap[us][i]
		if !g.region.Has(c) {
			continue
		}
		for cands := g.rev[c].Intersect(p.union(g.kinds)).Intersect(p.sides[us]).Intersect(g.zone); !cands.Empty(); {
			e := cands.PopFirst()
			if p.safeAfter(us, royals, e, c, victim, r.royal&(1<<codeKind(p.squares[e])) != 0) {
				return true
			}
		}
	}
	return false
}

// rideOf returns the pair a passenger of kind pk makes with a carrier of
// kind ck.
func (r *Rules) rideOf(pk, ck int) int8 {
	for _, rd := range r.kinds[pk].rides {
		if int(rd.carrier) == ck {
			return rd.combined
		}
	}
	return -1
}

// NewMove returns the plain move of the piece on from to to, capturing
// what stands there.
func NewMove(from, to board.Cell) Move { return mkMove(from, to, 0, flagNormal) }

// SafeStep reports whether moving the piece of the side to move on from
// to the cell to, capturing the opponent's piece there if any, leaves
// every royal piece of that side unattacked (the facing rule included).
// It does not check that the piece may move so.
func (p Position) SafeStep(from, to board.Cell) bool {
	us := int(p.stm)
	if !p.sides[us].Has(from) || p.sides[us].Has(to) || int(to) >= p.r.cells {
		return false
	}
	victim := board.NoCell
	if p.sides[us^1].Has(to) {
		victim = to
	}
	return p.safeAfter(us, p.royals(us), from, to, victim, p.r.royal&(1<<codeKind(p.squares[from])) != 0)
}
