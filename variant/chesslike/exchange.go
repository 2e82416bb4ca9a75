package chesslike

import (
	"slices"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant/search"
)

// takers returns the kinds that may take part in a static exchange of
// game r, least valuable first, or nil if the game's captures suit none:
// a capture must simply replace the piece taken, so games with drops or
// captives, with stacked pieces or with a state of their own (placement
// phases, the Jini's) get none. Royal pieces take last (they
// are worth [royalGain]); where royal pieces may not face each other they
// take no part, since [Position.attacked] counts the facing as an attack
// on every cell of the open file, which no royal piece may capture along.
func (e *Evaluation) takers(r *Rules) []int8 {
	if r.hasDrops || r.game.Captives || r.game.Hooks.NextState != nil {
		return nil
	}
	var ks []int8
	for k := range r.nk {
		ki := &r.kinds[k]
		if ki.carrier >= 0 || ki.rides != nil {
			return nil
		}
		if !(ki.royal && r.game.FacingRoyals) {
			ks = append(ks, int8(k))
		}
	}
	slices.SortStableFunc(ks, func(a, b int8) int { return e.exchangeValue(int(a)) - e.exchangeValue(int(b)) })
	return ks
}

// exchangeValue is the value of a piece of kind k in a static exchange:
// its value, or [royalGain] for a royal piece.
func (e *Evaluation) exchangeValue(k int) int {
	if e.rules.kinds[k].royal {
		return royalGain
	}
	return e.values[k]
}

// losesExchange reports whether m is a capture that loses material when
// both sides go on taking on its destination, each with its least
// valuable piece and each free to stop (a static exchange evaluation
// below zero). A capture of a piece worth at least the capturer never
// loses; en passant, promotions, drops and the captures of games that
// suit no static exchange (see takers) are not judged (false).
func losesExchange(p Position, m Move) bool {
	r := p.r
	if r == nil || r.base == nil || r.base.eval == nil || r.base.eval.order == nil {
		return false
	}
	if _, ok := m.Promotion(); ok || m.IsEnPassant() {
		return false
	}
	e := r.base.eval
	victim, ok := captured(&p, m)
	if !ok || e.exchangeValue(codeKind(p.squares[m.From()&0x7f])) <= e.exchangeValue(victim) {
		return false
	}
	return p.exchange(m.From(), m.To()) < 0
}

// exchange returns what the side to move wins by taking on to with the
// piece on from, after the exchange on to that follows: each side in turn
// takes with its least valuable piece attacking to, as [Position.attacked]
// sees attacks (lines and screens change as pieces leave them), or stops,
// whichever is better for it. Pins, checks and promotions are not
// considered (the swap algorithm).
func (p *Position) exchange(from, to board.Cell) int {
	e := p.r.base.eval
	occ := p.sides[0].Union(p.sides[1])
	s := int(p.stm)
	var takers board.Set // the pieces of the kinds that take part, once
	for _, k := range e.order {
		takers = takers.Union(p.kinds[k])
	}
	victim, taker := codeKind(p.squares[to&0x7f]), codeKind(p.squares[from&0x7f])
	return search.StaticExchange(e.exchangeValue(victim), e.exchangeValue(taker), func() (int, bool) {
		occ = occ.Without(from)
		s ^= 1
		c, k, ok := p.leastAttacker(s, to, occ, takers.Intersect(p.sides[s]).Intersect(occ))
		if !ok {
			return 0, false // most often: nothing takes back
		}
		from = c
		return e.exchangeValue(k), true
	})
}

// leastAttacker returns the piece among all (side s's pieces of the
// exchange's kinds on occ) that attacks to with the cells occ occupied,
// of the least valuable kind (the first in the exchange's order), the
// first of its kind in cell order; false if none does.
//
// An attack by a set of pieces is an attack by one of them (the attack
// test looks for an attacker among its set, on lines and legs of occ),
// so the last kind with pieces, and the last piece of a kind that
// attacks, attack without a test of their own; the test
// TestPropLeastAttacker compares this with testing each.
func (p *Position) leastAttacker(s int, to board.Cell, occ, all board.Set) (board.Cell, int, bool) {
	if !p.attacked(s, to, occ, all) {
		return board.NoCell, -1, false
	}
	rest := all
	for _, k := range p.r.base.eval.order {
		cand := p.kinds[k].Intersect(all)
		if cand.Empty() {
			continue
		}
		if rest = rest.Minus(cand); !rest.Empty() && !p.attacked(s, to, occ, cand) {
			continue
		}
		for t := cand; !t.Empty(); {
			c := t.PopFirst()
			if t.Empty() || p.attacked(s, to, occ, board.Set{}.With(c)) {
				return c, int(k), true
			}
		}
	}
	return board.NoCell, -1, false
}
