package enochian

import (
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// MoveSquares returns the squares move m is made with, for pages that move
// by pointing ([variant.Squaring]). A companion moving off an intact
// throne starts from the throne square, as its King does; a waiting pawn
// promoting where it stands goes from its square to the same square; an
// action (an exchange step, a withdrawal, a resignation) and a roll of the
// die have no squares.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	none := variant.MoveSquares{From: board.NoCell, To: board.NoCell}
	switch {
	case m.IsAction():
		none.Kind = "action"
		return none
	case m.IsRoll():
		none.Kind = "roll"
		return none
	}
	sq := variant.MoveSquares{From: board.Cell(m.from()), To: board.Cell(m.to()), Kind: "move"}
	if m.class() == classInPlace {
		sq.Kind, sq.Piece = "promotion", m.promo().String()
		return sq
	}
	if p.sq[m.to()] != 0 {
		sq.Kind = "capture"
	}
	if k := m.promo(); k != NoKind {
		sq.Kind, sq.Piece = "promotion", k.String()
	}
	return sq
}

// Royal reports whether pc is a King ([variant.RoyalJudging]): the piece whose
// capture freezes its army.
func (p Position) Royal(pc variant.Piece) bool { return pc.Kind == King.String() }

// SideStatus reports army x's state ([variant.SideStating]): whether its
// King is attacked, whether it is frozen (its King taken) or withdrawn, who
// took its King, and whose orders it follows.
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	if x > 3 {
		return variant.SideStatus{}
	}
	a := Army(x)
	var st variant.SideStatus
	st.Frozen = p.Frozen(a)
	st.Withdrawn, _ = p.Withdrawn(a)
	st.InCheck = !st.Frozen && p.inCheck(a)
	if !p.KingOnBoard(a) {
		if by := p.CapturedBy(a); by != NoArmy {
			st.Notes = append(st.Notes, "King taken by "+by.String())
		} else {
			st.Notes = append(st.Notes, "King off the board")
		}
	}
	if l := p.Leader(a); l != NoArmy {
		st.Notes = append(st.Notes, "moved by "+l.String())
	}
	if p.ThroneIntact(a) {
		st.Notes = append(st.Notes, "throne intact")
	}
	return st
}

// Marks returns the four thrones and the concourse squares
// ([variant.Marking]).
func (p Position) Marks() []variant.Mark {
	var marks []variant.Mark
	for a := range Army(4) {
		marks = append(marks, variant.Mark{Cell: board.Cell(thrones[a]), Kind: variant.MarkThrone, Side: vside(a)})
	}
	for s := range 64 {
		if concourseOf[s] != 0 {
			marks = append(marks, variant.Mark{Cell: board.Cell(s), Kind: variant.MarkConcourse, Side: variant.NoSide})
		}
	}
	return marks
}

// Explain says what move m does beyond its text ([variant.Explaining]):
// the King it takes and the army that freezes, a King taken into custody
// by its ally, a throne seized, a concourse completed, an army that
// withdraws, a team that resigns, and how the game ends ("game over: won by
// blue and black: resignation"). It compares the position before and after the move.
func (p Position) Explain(m Move) string {
	if m.IsRoll() {
		return ""
	}
	q := p.Play(m)
	var parts []string
	a := m.army()
	if !m.IsAction() {
		if tp := p.sq[m.to()]; tp != 0 && m.class() == classMove && tp.kind() == King {
			ta := tp.army()
			if ta == a.Partner() {
				parts = append(parts, a.String()+" takes its ally "+ta.String()+"'s King into custody")
			} else {
				parts = append(parts, a.String()+" takes the "+ta.String()+" King")
			}
			if m.to() == thrones[ta] && p.comp[ta] != 0 {
				parts = append(parts, "on its intact throne, with its "+p.comp[ta].kind().String())
			}
		}
	}
	if !m.IsAction() && concourseOf[m.to()] != 0 {
		// Whether the move made a concourse, as Play makes it (after a
		// King capture that may freeze an army of the set).
		if r := p; r.apply(m) {
			parts = append(parts, r.concourseWords(a, m.to(), r.sq[m.to()].kind()))
		}
	}
	for b := range Army(4) {
		if q.Frozen(b) && !p.Frozen(b) {
			parts = append(parts, "the "+b.String()+" army is frozen")
		}
		if !q.Frozen(b) && p.Frozen(b) {
			parts = append(parts, "the "+b.String()+" army is freed")
		}
		if w, _ := q.Withdrawn(b); w {
			if w0, _ := p.Withdrawn(b); !w0 {
				parts = append(parts, "the "+b.String()+" army withdraws")
			}
		}
		if l := q.Leader(b); l != NoArmy && l != p.Leader(b) {
			parts = append(parts, l.String()+" now moves the "+b.String()+" army")
		}
	}
	if m.IsAction() && m.class() == classResign {
		parts = append(parts, "the "+a.String()+" army resigns for its team")
	}
	if o := q.Outcome(); o.Over() && !p.Outcome().Over() {
		parts = append(parts, "game over: "+Enochian.Describe(o))
	}
	return strings.Join(parts, "; ")
}

// concourseWords says what the concourse of army a's piece of kind k
// (bishop or queen) on square s takes (§7.3): the pieces of that kind of
// the two enemy armies, and the ally's, captured or passing to a's army
// (concourse-ally).
func (p *Position) concourseWords(a Army, s int, k Kind) string {
	var enemies []string
	for b := range Army(4) {
		if b != a && b != a.Partner() {
			enemies = append(enemies, b.String())
		}
	}
	ks := k.String() + "s"
	w := "concourse of " + ks + " on " + sqName(s) + ": " + a.String() + " takes the " + strings.Join(enemies, " and ") + " " + ks
	ally := a.Partner().String() + "'s " + k.String()
	if p.cfg.concourseTransfer {
		return w + "; its ally " + ally + " joins the " + a.String() + " army"
	}
	return w + " and its ally " + ally
}
