package enochian

import (
	"fmt"

	"github.com/ludus-chess/ludus/board"
)

func sqName(s int) string { return geometry.Name(board.Cell(s)) }

// whyIllegal says why no legal move of the army to move goes from from to
// to (or promotes in place on from) with the given piece kind, army and
// promotion (NoKind, NoArmy when not written), in the words of the rules.
// It is called only when there is no such legal move.
func (p *Position) whyIllegal(from, to int, kind Kind, army Army, promo Kind, inPlace bool) string {
	t := p.turn
	if p.sq[from] == 0 {
		return "there is no piece on " + sqName(from)
	}
	a := p.sq[from].army()
	// The pieces on from: the King and the companion of an intact throne.
	type cand struct {
		pc   piece
		comp bool
	}
	cands := []cand{{p.sq[from], false}}
	if from == thrones[a] && p.comp[a] != 0 {
		cands = append(cands, cand{p.comp[a], true})
	}
	var c cand
	found := false
	for _, x := range cands {
		if kind == NoKind || x.pc.kind() == kind {
			c, found = x, true
			break
		}
	}
	what := func(pc piece) string { return pc.army().String() + "'s " + pc.kind().String() }
	if !found {
		return fmt.Sprintf("there is no %s on %s (it holds %s)", kind, sqName(from), what(cands[0].pc))
	}
	if army != NoArmy && army != a {
		return fmt.Sprintf("the %s on %s is %s's, not %s's", c.pc.kind(), sqName(from), a, army)
	}
	m := p.movable(t)
	if m>>a&1 == 0 {
		if p.frozen>>a&1 != 0 {
			return fmt.Sprintf("%s on %s is frozen (§5.4)", what(c.pc), sqName(from))
		}
		return fmt.Sprintf("%s on %s does not move on %s's turn", what(c.pc), sqName(from), t)
	}
	if p.cfg.dice {
		if p.die == 0 {
			return "roll the die first (§8.7)"
		}
		if k := dieKinds[p.die]; k != c.pc.kind() {
			return fmt.Sprintf("the die names the %s (§8.7)", k)
		}
	}
	// The piece's own moves, by §3 and the capture restrictions.
	tg := p.targetsFor(a)
	pseudo := p.genPiece(a, from, c.pc, c.comp, tg, ^tg.empty, nil)
	reaches, promoOK := false, false
	for _, mv := range pseudo {
		if mv.to() == to && (mv.class() == classInPlace) == inPlace {
			reaches = true
			if mv.promo() == promo {
				promoOK = true
			}
		}
	}
	if !reaches {
		return p.whyUnreachable(a, from, to, c.pc, inPlace)
	}
	if !promoOK {
		switch {
		case promo == NoKind:
			return "the pawn must promote there: add =" + string(c.pc.serves().Letter()) + " (§6.1)"
		default:
			return fmt.Sprintf("the pawn may not become a %s there (§6)", promo)
		}
	}
	// A legal move by §3 that the check rule forbids (§5.2).
	var checked []Army
	for b := Army(0); b < 4; b++ {
		if m>>b&1 != 0 && p.king[b] != noSq && p.inCheck(b) {
			checked = append(checked, b)
		}
	}
	if len(checked) > 0 {
		isStep := c.pc.kind() == King && !c.comp
		if !isStep {
			return fmt.Sprintf("%s's King is in check and must step (§5.2)", checked[0])
		}
		return "a step onto a square not attacked exists, and checked-king-may-enter-check is off (§5.2)"
	}
	whose := "a King of " + t.String() + "'s turn"
	if m == 1<<t {
		whose = t.String() + "'s King"
	}
	return "it would leave " + whose + " in check, judged after all its consequences (§5.2)"
}

// whyUnreachable says why the piece pc of army a on from has no move to to
// by §3.
func (p *Position) whyUnreachable(a Army, from, to int, pc piece, inPlace bool) string {
	k := pc.kind()
	if inPlace {
		if k != Pawn || edge[a]>>from&1 == 0 {
			return "only a pawn waiting on the edge promotes in place (§6.2)"
		}
		return fmt.Sprintf("%s may not promote yet: it has lost no pawn (§6.1)", a)
	}
	if tp := p.sq[to]; tp != 0 {
		b := tp.army()
		switch {
		case b == a:
			return fmt.Sprintf("%s holds %s's own %s", sqName(to), a, tp.kind())
		case p.frozen>>b&1 != 0:
			return fmt.Sprintf("%s's %s on %s is frozen and cannot be taken (§5.4)", b, tp.kind(), sqName(to))
		case b == a.Partner() && tp.kind() != King:
			return fmt.Sprintf("%s holds a piece of the ally %s", sqName(to), b)
		case b == a.Partner():
			return fmt.Sprintf("the ally %s's King may be taken only in check, with ally-king-capture and different players (§5.6)", b)
		case p.cfg.immunity && (k == Bishop || k == Queen) && tp.kind() == k && p.comp[b] == 0:
			return fmt.Sprintf("a %s may not take a %s (capture immunity)", k, k)
		}
	}
	if k == Pawn {
		return fmt.Sprintf("a pawn of %s steps one square forward to an empty square or takes one square diagonally forward", a)
	}
	if k == Rook || k == Bishop {
		return fmt.Sprintf("the %s on %s does not reach %s (not on its lines, or blocked)", k, sqName(from), sqName(to))
	}
	return fmt.Sprintf("a %s does not move from %s to %s (§3)", k, sqName(from), sqName(to))
}
