package main

import (
	"fmt"
	"net/http"
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
	p, ok := g.PositionAt(n).Typed().(rithmomachia.Position)
	if !ok {
		fail(fmt.Errorf("%w: %s has no study (Rithmomachia has)", hosthttp.ErrBadRequest, g.Position().Variant().Name))
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
