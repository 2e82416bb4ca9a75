package rithmomachia

// What a page shows players of the historical game beyond the moves: the
// pieces that make each capture, the harmonies standing on the board, and
// the victories the rules allow. Kept apart from the capture code, which
// it reads but does not change.

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Capture is one capture a move makes: the cell of the piece (or of the
// pyramid whose component is) taken, and the cells of the pieces that
// take it, where they stand once the move is made. Siege is set for a
// capture by oblivion (spec §5.3): By are then the capturer's pieces on
// the paths of the besieged piece's ordinary moves (the board's edge and
// its own pieces block it too).
type Capture struct {
	Target board.Cell
	By     []board.Cell
	Siege  bool
}

// Captures returns the captures move m makes in p and who makes each,
// the way Play makes them (as [Position.Explain] tells them): a capture
// by replacement first (its capturer stands on the target's cell after
// the move), then the captures in place, then the sieges.
func (p Position) Captures(m Move) []Capture {
	var out []Capture
	switch m.kind() {
	case mkMove, mkFly, mkReplace, mkTake:
	default:
		return nil
	}
	s := p.toMove
	if m.kind() == mkReplace {
		// The relation stood before the move: its capturers as they were,
		// the moving one on the target's cell if it went there.
		before := p
		t := m.to()
		ctx := evalCtx{all: true}
		var ga gathered
		before.gather(&ga, t, s, &ctx)
		tv, signs, _ := before.roleValue(t, m.aux())
		var who board.Set
		before.relations(&ga, tv, signs, &finding{who: &who})
		who = who.With(board.Cell(m.from()))
		after := p
		after.action(m)
		moved := m.from()
		if after.cell[m.from()] == 0 {
			moved = t
		}
		var by []board.Cell
		for w := who; !w.Empty(); {
			c := uint8(w.PopFirst())
			if c == m.from() {
				c = moved
			}
			by = append(by, board.Cell(c))
		}
		slices.Sort(by)
		out = append(out, Capture{Target: board.Cell(t), By: by})
	}
	p.eachCapture(m, func(q *Position, t capTarget, ga *gathered, tv int, signs Signs) {
		var who board.Set // every capturer of every relation that takes it
		q.relations(ga, tv, signs, &finding{who: &who})
		out = append(out, Capture{Target: board.Cell(t.cell), By: cells(who)})
	}, func(q *Position, t capTarget) {
		out = append(out, Capture{Target: board.Cell(t.cell), By: cells(q.movePaths(t.cell).Intersect(q.occ[s])), Siege: true})
	})
	return out
}

func cells(s board.Set) []board.Cell {
	var out []board.Cell
	for !s.Empty() {
		out = append(out, s.PopFirst())
	}
	return out
}

// Harmony is an arrangement of a side's pieces in the enemy's half whose
// numbers stand in proportion (spec §4.3, §4.4): its cells and numbers in
// the arrangement's order, and its grade.
type Harmony struct {
	Cells   []board.Cell
	Numbers []int
	Grade   int
}

// Harmonies returns the arrangements of side x's pieces in the enemy's
// half that would make a triumph (or harmony) of at least the rules'
// lowest grade if the last of them moved in now: three or four pieces
// in a row, a right angle or a square, numbers in proportion, pyramids
// counted as the rules count them. Whether the enemy's pyramid must be
// taken first is not looked at (see [Position.Victories]). Under the
// option triumphgeometry=anycells, where any cells will do, it returns
// nil.
func (p Position) Harmonies(x variant.Side) []Harmony {
	if x > 1 || p.r.anyCells {
		return nil
	}
	q := &p
	t := arrTable
	pieces := q.occ[x].Intersect(q.r.half[1-x])
	if pieces.Count() < 3 {
		return nil
	}
	type try struct {
		groups     uint64
		dmin, dmax int
		ordered    bool
	}
	var tries []try
	if q.r.italianShapes {
		tries = []try{{t.row3, 1, 1, false}, {t.angles | t.squares, 2, 2, false}}
	} else {
		maxD := q.r.maxSpacing
		if maxD == 0 {
			maxD = 15
		}
		groups := t.row3 | t.row4 | t.angles | t.squares
		if q.r.diagRightAngles {
			groups |= t.diagAngles
		}
		tries = []try{{groups, 1, maxD, true}}
	}
	var out []Harmony
	seen := map[string]bool{}
	for bb := pieces; !bb.Empty(); {
		m := uint8(bb.PopFirst())
		if q.r.notConverted && q.converted(m) || q.tval(m, pieces) == 0 {
			continue
		}
		fm, rm := coord(m)
		for _, tr := range tries {
			for sp := tr.dmin; sp <= tr.dmax; sp++ {
				for found := tr.groups; found != 0; found &= found - 1 {
					pt := &t.pat[bits.TrailingZeros64(found)]
					g := q.patternGrade(pt, fm, rm, sp, pieces, tr.ordered)
					if g < max(q.r.minGrade, 1) {
						continue
					}
					h := Harmony{Grade: g}
					for j := range pt.n {
						c := cellAt(fm+int(pt.cells[j][0])*sp, rm+int(pt.cells[j][1])*sp, q.r.ranks)
						h.Cells = append(h.Cells, board.Cell(c))
						h.Numbers = append(h.Numbers, q.tval(c, pieces))
					}
					key := fmt.Sprint(sorted(h.Cells))
					if !seen[key] {
						seen[key] = true
						out = append(out, h)
					}
				}
			}
		}
	}
	return out
}

func sorted(c []board.Cell) []board.Cell {
	s := slices.Clone(c)
	slices.Sort(s)
	return s
}

// Victories says, in words, how a game under p's rules is won: the
// proper victory (triumph or harmony, with what it needs) and each common
// victory the options enable (spec §5.8, §5.9, §6.5, §7).
func (p Position) Victories() []string {
	r := p.r
	var out []string
	proper := "a harmony"
	switch r.fam {
	case famFulke1, famFulke2, famFulke3:
		proper = "a triumph"
	case famItalian:
		proper = "the excellent triumph"
	}
	var needs []string
	if r.pyramidFirst {
		needs = append(needs, "once the enemy's pyramid is taken")
	}
	where := "in the enemy's half, the piece just moved among them, in a row, a right angle or a square"
	if r.anyCells {
		where = "in the enemy's half, on any cells, the piece just moved among them"
	}
	grade := "three numbers in one proportion (arithmetic, geometric or musical), or four"
	if r.minGrade >= 2 {
		grade = "four numbers holding two kinds of proportion or more"
	}
	if r.minGrade >= 3 {
		grade = "four numbers holding all three kinds of proportion"
	}
	out = append(out, strings.TrimSpace(fmt.Sprintf("%s%s: %s, %s", cap1(proper), " "+strings.Join(needs, ""), grade, where)))
	if r.bodies > 0 {
		out = append(out, fmt.Sprintf("Bodies: take %d men", r.bodies))
	}
	if r.goods > 0 {
		out = append(out, fmt.Sprintf("Goods: take men whose numbers sum to %d", r.goods))
	}
	if r.digitsGoal > 0 {
		out = append(out, fmt.Sprintf("Digits: take men whose numbers have %d digits in all", r.digitsGoal))
	}
	if r.quarrelV > 0 {
		out = append(out, fmt.Sprintf("Quarrel: take men whose numbers sum to %d or more in exactly %d digits", r.quarrelV, r.quarrelC))
	}
	if r.honourV > 0 {
		out = append(out, fmt.Sprintf("Honour: take exactly %d men whose numbers sum to %d or more", r.honourN, r.honourV))
	}
	if r.hqV > 0 {
		out = append(out, fmt.Sprintf("Honour and quarrel: take exactly %d men, %d digits in all, summing to %d or more", r.hqN, r.hqC, r.hqV))
	}
	if r.standards > 0 {
		out = append(out, fmt.Sprintf("Standards: be the first to take %d standards (%d of Even's numbers or %d of Odd's each)", r.standards, StandardSize(Even), StandardSize(Odd)))
	}
	return out
}

func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Pyramid returns where the pyramid built by side stands and the
// components (layers) it has left, base first; ok is false once it has
// been taken (or where the array has none).
func (p Position) Pyramid(side variant.Side) (cell board.Cell, layers []Component, ok bool) {
	side &= 1
	c := p.pyr[side]
	if c == noCell || p.comps[side] == 0 {
		return board.NoCell, nil, false
	}
	for i, comp := range pyramidComponents[side] {
		if p.comps[side]&(1<<i) != 0 {
			layers = append(layers, comp)
		}
	}
	return board.Cell(c), layers, true
}
