package main

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/rithmomachia"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
)

// study is what the page shows players of Rithmomachia beside the board
// after a ply of the game: how the game is won under its rules, each
// side's progress toward it, the pyramids' layers, and the captures of
// the move that led there with the pieces that made them.
type study struct {
	Ply       int            `json:"ply"`
	Victories []string       `json:"victories"`
	Sides     []studySide    `json:"sides"`
	Pyramids  []studyPyramid `json:"pyramids"`
	Captures  []studyCapture `json:"captures"`
	// Concourse is Enochian's concourse rule, when it applies.
	Concourse *studyConcourse `json:"concourse,omitempty"`
}

// studyConcourse is Enochian's concourse rule (enochian/RULES.md §7) when
// it applies: the move shown completed one (Made, the set's squares),
// moves of the side to move would (Possible, their texts), or a set
// holds three Bishops or three Queens of three armies, its fourth square
// empty (Near, the sets' squares).
type studyConcourse struct {
	Rule     string     `json:"rule"`
	Made     []string   `json:"made,omitempty"`
	Possible []string   `json:"possible,omitempty"`
	Near     [][]string `json:"near,omitempty"`
}

type studySide struct {
	Side      string         `json:"side"`
	Progress  []string       `json:"progress"`
	Harmonies []studyHarmony `json:"harmonies"`
}

type studyHarmony struct {
	Squares []string `json:"squares"`
	Numbers []int    `json:"numbers"`
	Grade   int      `json:"grade"`
}

type studyPyramid struct {
	Side   string   `json:"side"`
	Square string   `json:"square"`
	Layers []string `json:"layers"` // base first: "square 36"
	Total  int      `json:"total"`
	Whole  bool     `json:"whole"`
}

type studyCapture struct {
	Square string   `json:"square"`
	By     []string `json:"by"`
	Siege  bool     `json:"siege,omitempty"`
}

// studyOf answers GET /api/games/{id}/study[?ply=N] for a game of
// Rithmomachia: the study after N moves (default: all).
func (s *server) studyOf(w http.ResponseWriter, r *http.Request) {
	fail := func(err error) {
		hosthttp.WriteJSON(w, hosthttp.Status(err), map[string]string{"error": err.Error()})
	}
	rec, err := s.h.Record(r.Context(), r.PathValue("id"))
	if err != nil {
		fail(err)
		return
	}
	g, err := variant.Load(rec)
	if err != nil {
		fail(err)
		return
	}
	n := g.Len()
	if q := r.URL.Query().Get("ply"); q != "" {
		if n, err = strconv.Atoi(q); err != nil || n < 0 || n > g.Len() {
			fail(fmt.Errorf("%w: ply %q is not a number from 0 to %d", hosthttp.ErrBadRequest, shorten(q), g.Len()))
			return
		}
	}
	if g.Position().Variant().Name == "enochian" {
		out := study{Ply: n, Victories: []string{}, Sides: []studySide{}, Pyramids: []studyPyramid{}, Captures: []studyCapture{}}
		var before variant.AnyPosition
		var last variant.Move
		if n > 0 {
			before, last = g.PositionAt(n-1), g.Moves()[n-1]
		}
		out.Concourse = concourseStudy(g.PositionAt(n), before, last)
		hosthttp.WriteJSON(w, http.StatusOK, out)
		return
	}
	p, ok := g.PositionAt(n).Typed().(rithmomachia.Position)
	if !ok {
		fail(fmt.Errorf("%w: %s has no study (Rithmomachia and Enochian have)", hosthttp.ErrBadRequest, g.Position().Variant().Name))
		return
	}
	out := studyAt(p)
	out.Ply = n
	if n > 0 {
		before := g.PositionAt(n - 1)
		if bp, ok := before.Typed().(rithmomachia.Position); ok {
			geo := bp.Board()
			seen := map[string]bool{}
			for _, c := range bp.Captures(rithmomachia.Move(g.Moves()[n-1])) {
				sc := studyCapture{Square: geo.Name(c.Target), By: squareNames(geo, c.By), Siege: c.Siege}
				key := fmt.Sprint(sc)
				if !seen[key] { // a pyramid taken whole and by its last layer
					seen[key] = true
					out.Captures = append(out.Captures, sc)
				}
			}
		}
	}
	hosthttp.WriteJSON(w, http.StatusOK, out)
}

func squareNames(geo *board.Geometry, cells []board.Cell) []string {
	out := []string{}
	for _, c := range cells {
		out = append(out, geo.Name(c))
	}
	return out
}

// studyAt describes position p: its victories, each side's progress, its
// pyramids.
func studyAt(p rithmomachia.Position) study {
	v := p.Variant()
	geo := p.Board()
	o := p.Options()
	out := study{Victories: p.Victories(), Sides: []studySide{}, Pyramids: []studyPyramid{}, Captures: []studyCapture{}}
	for x := rithmomachia.Even; x <= rithmomachia.Odd; x++ {
		y := 1 - x
		name, enemy := v.SideName(x), cap1(v.SideName(y))
		st := studySide{Side: name, Harmonies: []studyHarmony{}}
		// The enemy's pyramid, which a triumph needs taken first (F1-F3).
		if _, layers, ok := p.Pyramid(y); ok {
			nums := make([]string, len(layers))
			total := 0
			for i, l := range layers {
				nums[i] = strconv.Itoa(l.Number)
				total += l.Number
			}
			whole := len(layers) == len(rithmomachia.Components(y))
			if whole {
				st.Progress = append(st.Progress, fmt.Sprintf("%s's pyramid stands whole (%d)", enemy, total))
			} else {
				st.Progress = append(st.Progress, fmt.Sprintf("%s's pyramid stands with %d of its %d layers (%s)", enemy, len(layers), len(rithmomachia.Components(y)), strings.Join(nums, " + ")))
			}
		} else {
			st.Progress = append(st.Progress, enemy+"'s pyramid is taken")
		}
		// The pieces in the enemy's half, where harmonies are built.
		half := 0
		for _, pc := range p.Pieces(nil) {
			if pc.Side == x && geo.Valid(pc.Cell) && pc.Level == 0 && inEnemyHalf(geo, pc.Cell, x) {
				half++
			}
		}
		st.Progress = append(st.Progress, fmt.Sprintf("pieces in %s's half: %d", enemy, half))
		for _, h := range p.Harmonies(x) {
			st.Harmonies = append(st.Harmonies, studyHarmony{Squares: squareNames(geo, h.Cells), Numbers: h.Numbers, Grade: h.Grade})
		}
		if len(st.Harmonies) == 0 {
			st.Progress = append(st.Progress, "no harmony stands in "+enemy+"'s half")
		} else {
			var hs []string
			for _, h := range st.Harmonies {
				hs = append(hs, strings.Join(h.Squares, " ")+" ("+ints(h.Numbers, ", ")+")")
			}
			st.Progress = append(st.Progress, "harmonies standing: "+strings.Join(hs, "; "))
		}
		// The men taken, for the common victories.
		ledger := p.Ledger(x)
		sum := 0
		for _, n := range ledger {
			sum += n
		}
		taken := fmt.Sprintf("taken: %d (%s)", len(ledger), ints(ledger, ", "))
		if len(ledger) == 0 {
			taken = "taken: none"
		}
		if b := o.Int("bodies"); b > 0 {
			taken += fmt.Sprintf("; bodies %d of %d", len(ledger), b)
		}
		st.Progress = append(st.Progress, taken)
		goods := fmt.Sprintf("their numbers sum to %d", sum)
		if gv := o.Int("goods"); gv > 0 {
			goods += fmt.Sprintf(" of the %d of goods", gv)
		}
		for _, k := range []struct{ key, words string }{{"quarrelvalue", "quarrel"}, {"honourvalue", "honour"}, {"hqvalue", "honour and quarrel"}} {
			if gv := o.Int(k.key); gv > 0 {
				goods += fmt.Sprintf("; %s needs %d", k.words, gv)
			}
		}
		st.Progress = append(st.Progress, goods)
		out.Sides = append(out.Sides, st)
		if c, layers, ok := p.Pyramid(x); ok {
			py := studyPyramid{Side: name, Square: geo.Name(c), Whole: len(layers) == len(rithmomachia.Components(x))}
			for _, l := range layers {
				py.Layers = append(py.Layers, l.Shape.String()+" "+strconv.Itoa(l.Number))
				py.Total += l.Number
			}
			out.Pyramids = append(out.Pyramids, py)
		}
	}
	return out
}

// inEnemyHalf reports whether c is in the half of the board x's enemy
// starts in: Even starts on the low ranks (RULES.md §1).
func inEnemyHalf(geo *board.Geometry, c board.Cell, x variant.Side) bool {
	ranks := geo.Shape().Ranks
	r := geo.Coord(c).Rank
	if x == rithmomachia.Even {
		return r >= ranks-ranks/2
	}
	return r < ranks/2
}

func ints(a []int, sep string) string {
	s := make([]string, len(a))
	for i, n := range a {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, sep)
}

func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// concourseSets returns the sets of concourse squares of p's board: the
// marked squares grouped by orthogonal neighbours (each set is a 2x2
// block, and blocks touch at most at a corner).
func concourseSets(p variant.AnyPosition) [][]board.Cell {
	geo := p.Board()
	var cells []board.Cell
	for _, m := range variant.MarksOf(p) {
		if m.Kind == variant.MarkConcourse && geo.Valid(m.Cell) {
			cells = append(cells, m.Cell)
		}
	}
	var sets [][]board.Cell
	done := map[board.Cell]bool{}
	for _, c := range cells {
		if done[c] {
			continue
		}
		set := []board.Cell{c}
		done[c] = true
		for i := 0; i < len(set); i++ {
			a := geo.Coord(set[i])
			for _, d := range cells {
				b := geo.Coord(d)
				if !done[d] && a.Rank == b.Rank && (a.File-b.File == 1 || b.File-a.File == 1) || !done[d] && a.File == b.File && (a.Rank-b.Rank == 1 || b.Rank-a.Rank == 1) {
					done[d] = true
					set = append(set, d)
				}
			}
		}
		sets = append(sets, set)
	}
	return sets
}

// concourseMade reports whether move m of p is a Bishop or Queen ending
// on a square of set and taking (or turning) the pieces on two or more of
// the others: a concourse.
func concourseMade(p variant.AnyPosition, m variant.Move, set []board.Cell) bool {
	sq, ok := variant.SquaresOf(p, m)
	if !ok || !slices.Contains(set, sq.To) || sq.From == sq.To {
		return false
	}
	at := func(q variant.AnyPosition) map[board.Cell]variant.Piece {
		out := map[board.Cell]variant.Piece{}
		for _, pc := range q.Pieces(nil) {
			if q.Board().Valid(pc.Cell) {
				out[pc.Cell] = pc
			}
		}
		return out
	}
	before := at(p)
	mover, ok := before[sq.From]
	if !ok || mover.Kind != "bishop" && mover.Kind != "queen" {
		return false
	}
	after := at(p.Play(m))
	changed := 0
	for _, c := range set {
		if c == sq.To {
			continue
		}
		if b, ok := before[c]; ok && b.Kind == mover.Kind {
			if a, ok := after[c]; !ok || a.Side != b.Side {
				changed++
			}
		}
	}
	return changed >= 2
}

// concourseStudy tells Enochian's concourse rule if it applies at p (the
// position after move last of before; before nil at the start), or nil.
func concourseStudy(p, before variant.AnyPosition, last variant.Move) *studyConcourse {
	geo := p.Board()
	sets := concourseSets(p)
	c := &studyConcourse{}
	if before != nil {
		for _, set := range sets {
			if concourseMade(before, last, set) {
				c.Made = squareNames(geo, set)
			}
		}
	}
	if !p.Outcome().Over() {
		for _, m := range p.Moves(nil) {
			for _, set := range sets {
				if concourseMade(p, m, set) {
					c.Possible = append(c.Possible, p.MoveText(m))
				}
			}
		}
	}
	kinds := map[board.Cell]variant.Piece{}
	for _, pc := range p.Pieces(nil) {
		if geo.Valid(pc.Cell) {
			kinds[pc.Cell] = pc
		}
	}
	for _, set := range sets {
		for _, k := range []string{"bishop", "queen"} {
			armies := map[variant.Side]bool{}
			empty := 0
			for _, sq := range set {
				if pc, ok := kinds[sq]; !ok {
					empty++
				} else if pc.Kind == k && !variant.StatusOf(p, pc.Side).Frozen {
					armies[pc.Side] = true
				}
			}
			if len(armies) == 3 && empty == 1 {
				c.Near = append(c.Near, squareNames(geo, set))
			}
		}
	}
	if c.Made == nil && c.Possible == nil && c.Near == nil {
		return nil
	}
	ally := "the allied one is taken too"
	if p.Options().Get("concourse-ally") == "transfer" {
		ally = "the allied one joins the mover's army"
	}
	c.Rule = "Concourse: a Bishop that completes one of the five sets of four marked squares, the other three holding one active Bishop of each other army, takes the two enemy Bishops there, and " +
		ally + "; four Queens likewise. Outside a concourse a Bishop never takes a Bishop, nor a Queen a Queen."
	return c
}
