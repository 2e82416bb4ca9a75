package chesslike

import (
	"fmt"

	"github.com/ludus-chess/ludus/board"
)

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

// AttacksDisagree returns a cell on which the forward attack cells of side
// s (attacks) disagree with the backward attack test, with the pieces of p
// on their cells or with one piece of the other side lifted off (as a royal
// piece is, to test its moves); NoCell if there is none.
func AttacksDisagree(p Position, s int) board.Cell {
	occs := []board.Set{p.Occupied()}
	for t := p.sides[s^1]; !t.Empty(); {
		occs = append(occs, p.Occupied().Without(t.PopFirst()))
	}
	for _, occ := range occs {
		fwd := p.attacks(s, occ)
		for c := range p.r.cells {
			if fwd.Has(board.Cell(c)) != p.attacked(s, board.Cell(c), occ, p.sides[s]) {
				return board.Cell(c)
			}
		}
	}
	return board.NoCell
}

// NullMove is the pass of alpha-beta's null-move pruning (players.go).
var NullMove = nullMove

// Interpreted returns p with rules whose generator has its fast paths
// turned off: the interpreter alone, for the differential tests.
func Interpreted(p Position) Position {
	r := *p.r
	r.noFast = true
	p.r = &r
	return p
}

// CountedMoves returns the number of legal moves as the bulk counter finds
// it, and whether its early-stopping form finds any.
func CountedMoves(p Position) (n int, any bool) {
	n, _ = p.countMoves(nil, false)
	m, _ := p.countMoves(nil, true)
	return n, m > 0
}

// HasMove reports whether p has a legal move as Outcome finds it (with its
// shortcut through the quick kinds' first moves).
func HasMove(p Position) bool { return p.hasMove() }

// InterpretedPseudo returns the pseudo-legal moves of p as the interpreter
// alone lists them, and as the generator does.
func InterpretedPseudo(p Position) (interpreted, generated []Move) {
	q := Interpreted(p)
	return q.generate(nil, modePseudo), p.generate(nil, modePseudo)
}

// CountedPseudo returns the number of pseudo-legal moves of p as the
// counter finds it, and how many land in zone.
func CountedPseudo(p Position, zone board.Set) (n, hits int) {
	n, hits, _ = p.countPseudo(nil, zone)
	return n, hits
}

// KernelPlayout is the kernel's registered playout function.
var KernelPlayout = playout

// LinesDisagree compares, with the cells occ occupied, the open slides'
// lines (the fast paths' slide, and the attack groups' lines) with the
// interpreter's walk along each direction, on every cell: it returns a
// description of the first difference, or "" if there is none.
func LinesDisagree(r *Rules, occ board.Set) string {
	occ = occ.Intersect(r.geo.All())
	p := Position{r: r}
	for k := range r.kinds {
		for s := range 2 {
			for i := range r.kinds[k].pats[s] {
				pt := &r.kinds[k].pats[s][i]
				if !pt.open {
					continue
				}
				for c := range r.cells {
					if a, b := p.slide(pt, board.Cell(c), occ), p.reach(pt, board.Cell(c), occ); a != b {
						return fmt.Sprintf("%s: kind %s, side %d, pattern %d, cell %d: lines %v, walk %v", r.game.Name, r.kinds[k].name, s, i, c, a, b)
					}
				}
			}
		}
	}
	for s := range 2 {
		for i := range r.slideAtt[s] {
			g := &r.slideAtt[s][i]
			if g.lines == nil {
				continue
			}
			for c := range r.cells {
				var a, b board.Set
				for j := range g.nl {
					a = a.Union(g.lines[c*g.nl+j].reach(occ))
				}
				for _, cd := range g.dirs {
					ray := cd.reach[c]
					if bl := ray.Intersect(occ); !bl.Empty() {
						ray = ray.Minus(cd.ray[nearest(bl, cd.up)])
					}
					b = b.Union(ray)
				}
				if a != b {
					return fmt.Sprintf("%s: attack group %d of side %d, cell %d: lines %v, walk %v", r.game.Name, i, s, c, a, b)
				}
			}
		}
	}
	return ""
}

// Gain and Noisy are what a move wins at once and whether quiescence
// searches it (players.go); NoisyMoves generates quiescence's moves.
var (
	Gain       = gain
	Noisy      = noisy
	NoisyMoves = Position.noisyMoves
)

// Exchange returns what capture m wins in p after the static exchange on
// its destination (the swap algorithm of losesExchange).
func Exchange(p Position, m Move) int { return p.exchange(m.From(), m.To()) }

// LosesExchange is the typed players' LosesExchange.
func LosesExchange(p Position, m Move) bool { return losesExchange(p, m) }

// ExchangeValue is the value of a piece of kind k in a static exchange.
func ExchangeValue(r *Rules, k int) int { return r.Evaluation().exchangeValue(k) }

// SuitsExchanges reports whether the typed players judge captures of r's
// game by static exchange.
func SuitsExchanges(r *Rules) bool { return r.Evaluation().order != nil }

// Unsettled returns p without what it knows of its outcome, so that
// Outcome, ToMove and Moves work it out anew (as on a position made in
// place by the playout loop).
func Unsettled(p Position) Position {
	p.known = unknown
	return p
}

// Passed returns p with the turn passed, as the cycle rules make it.
func Passed(p Position) Position { return p.passed() }

// exchangeTakers returns side s's pieces on occ of the kinds that take
// part in a static exchange.
func exchangeTakers(p Position, s int, occ board.Set) board.Set {
	var all board.Set
	for _, k := range p.r.base.eval.order {
		all = all.Union(p.kinds[k])
	}
	return all.Intersect(p.sides[s]).Intersect(occ)
}

// LeastAttacker returns the static exchange's next taker on to for side
// s with the cells occ occupied: its cell and kind, or false.
func LeastAttacker(p Position, s int, to board.Cell, occ board.Set) (board.Cell, int, bool) {
	return p.leastAttacker(s, to, occ, exchangeTakers(p, s, occ))
}

// LeastAttackerTested is LeastAttacker testing every kind and every piece
// of a kind that attacks, in the exchange's order, without its shortcuts.
func LeastAttackerTested(p Position, s int, to board.Cell, occ board.Set) (board.Cell, int, bool) {
	all := exchangeTakers(p, s, occ)
	for _, k := range p.r.base.eval.order {
		cand := p.kinds[k].Intersect(all)
		if cand.Empty() || !p.attacked(s, to, occ, cand) {
			continue
		}
		for t := cand; !t.Empty(); {
			if c := t.PopFirst(); p.attacked(s, to, occ, board.Set{}.With(c)) {
				return c, int(k), true
			}
		}
	}
	return board.NoCell, -1, false
}
