package lancer

import (
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// ending is a two- or three-piece ending for retrograde analysis: South
// (the attacker) has its royal piece and one other (helper 0: none), North
// a lone royal piece.
// The letters are the position-text letters; the zones, if not empty,
// restrict the squares of the pieces (palaces).
type ending struct {
	attacker, helper, defender byte
	zones                      [3]board.Set
}

// solved is the result of an ending's analysis: the legal positions with
// the attacker to move, how many of them the attacker wins by force, and
// the longest forced mate in the attacker's moves.
type solved struct {
	legal, won, longest int
}

// solve analyses the ending by retrograde analysis on the rules' board,
// with the moves of the rules: a position in which the defender is to move,
// in check and without a move is lost for him; one whose every defender
// move leads to a won position is lost; a position in which the attacker
// has a move to a lost one is won. Captures of the helper end the analysis
// as a draw (two lone royal pieces), stalemates are draws.
func solve(t *testing.T, r *cl.Rules, e ending) solved {
	r = r.Study() // endings with any army's pieces; Parse still rejects the side not to move in check
	t.Helper()
	g := r.Geometry()
	n := g.Cells()
	index := func(a, b, c board.Cell, stm int) int { return ((int(a)*n+int(b))*n+int(c))*2 + stm }
	total := n * n * n * 2
	const illegal, unknown = int32(-2), int32(-1)
	succ := make([][]int32, total) // -1: a capture of the helper (a draw)
	state := make([]int32, total)  // illegal, unknown, or the number of moves to mate (defender: lost in)
	zone := func(i int) board.Set {
		if e.zones[i].Empty() {
			return g.All()
		}
		return e.zones[i]
	}
	for i := range state {
		state[i] = illegal
	}
	cellsOf := func(p cl.Position, x int, letter byte) board.Cell {
		return p.Cells(variant.Side(x), r.Kind(letter)).First()
	}
	var buf []cl.Move
	helpers := zone(1)
	if e.helper == 0 {
		helpers = board.Single(0) // no helper: one dummy cell
	}
	for a := range zone(0).All {
		for b := range helpers.All {
			for c := range zone(2).All {
				if a == c || (e.helper != 0 && (a == b || b == c)) {
					continue
				}
				pieces := map[string]byte{g.Name(a): e.attacker, g.Name(c): e.defender | 0x20}
				if e.helper != 0 {
					pieces[g.Name(b)] = e.helper
				}
				for stm, letter := range []string{" w", " b"} {
					p, err := r.Parse(placement(g.Shape(), pieces) + letter + " - - 0 1")
					if err != nil {
						continue
					}
					i := index(a, b, c, stm)
					state[i] = unknown
					buf = p.Moves(buf[:0])
					if len(buf) == 0 && stm == 1 && p.InCheck() {
						state[i] = 0 // checkmated
					}
					for _, m := range buf {
						q := p.Play(m)
						qb := board.Cell(0)
						if e.helper != 0 {
							if qb = cellsOf(q, 0, e.helper); qb == board.NoCell {
								succ[i] = append(succ[i], -1)
								continue
							}
						}
						succ[i] = append(succ[i], int32(index(cellsOf(q, 0, e.attacker), qb, cellsOf(q, 1, e.defender), 1-stm)))
					}
				}
			}
		}
	}
	// Iterate: attacker positions won in d moves, then defender positions
	// lost in d moves.
	var out solved
	for i := 0; i < total; i += 2 {
		if state[i] != illegal {
			out.legal++
		}
	}
	for d := int32(1); ; d++ {
		changed := false
		for i := 0; i < total; i += 2 { // attacker to move
			if state[i] != unknown {
				continue
			}
			for _, s := range succ[i] {
				if s >= 0 && state[s] >= 0 && state[s] == d-1 {
					state[i] = d
					out.won++
					out.longest = int(d)
					changed = true
					break
				}
			}
		}
		for i := 1; i < total; i += 2 { // defender to move
			if state[i] != unknown || len(succ[i]) == 0 {
				continue
			}
			lost := true
			for _, s := range succ[i] {
				if s < 0 || state[s] < 0 || state[s] > d {
					lost = false
					break
				}
			}
			if lost {
				state[i] = d
				changed = true
			}
		}
		if !changed {
			return out
		}
	}
}

// Spec 7.1.2: Queen and King's Lancer against a lone Queen, attacker to
// move: 192,908 of 200,768 legal positions are won by force, the longest
// mate takes 29 moves (the seed: he "can force Checkmate with only his
// Queen's help against a lone Queen").
func TestLancerKingsLancerEnding(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("retrograde analysis: run with -long")
	}
	r := withOptions(t, LancerChess, "deadpositions=false")
	got := solve(t, r, ending{attacker: 'Q', helper: 'L', defender: 'Q'})
	if got != (solved{legal: 200768, won: 192908, longest: 29}) {
		t.Errorf("Queen and King's Lancer against Queen: %+v, want 200768 legal, 192908 won, longest 29", got)
	}
}

// solveBoarded analyses spec 7.3.3's last ending on Arabella's rules r:
// Enchantment's royal Enchantress (E) and a helper against the Kingdom's
// Princess boarded on her Flying carpet (her carpet class: b8 f8 d6 h6 b4
// f4 d2 h2); she may step off and board again, and the carpet may be
// taken. It returns the legal positions with the attacker to move and the
// Princess aboard, how many the attacker wins by force, and the longest
// mate. Captures of the helper are draws (a lone Ferz cannot mate).
func solveBoarded(t *testing.T, r *cl.Rules, helper byte) solved {
	r = r.Study() // endings with any army's pieces; Parse still rejects the side not to move in check
	t.Helper()
	g := r.Geometry()
	var darks, class []board.Cell
	for c := range g.All().All {
		if dark(g, c) {
			darks = append(darks, c)
		}
	}
	for _, sq := range []string{"b8", "f8", "d6", "h6", "b4", "f4", "d2", "h2"} {
		class = append(class, must(g.Parse(sq)))
	}
	darkIndex, classIndex := map[board.Cell]int{}, map[board.Cell]int{}
	for i, c := range darks {
		darkIndex[c] = i
	}
	for i, c := range class {
		classIndex[c] = i
	}
	const none = 64
	// index: attacker a (64), helper h (65), Princess d (32 dark squares),
	// carpet f (8 squares or 8: taken), side to move.
	index := func(a, h board.Cell, d, f, stm int) int {
		return (((int(a)*65+int(h))*32+d)*9+f)*2 + stm
	}
	total := 64 * 65 * 32 * 9 * 2
	const illegal, unknown = int8(-2), int8(-1)
	state := make([]int8, total)
	succ := make([][]int32, total)
	for i := range state {
		state[i] = illegal
	}
	E, H, I, F, U := r.Kind('E'), r.Kind(helper), r.Kind('I'), r.Kind('F'), r.Kind('U')
	var buf []cl.Move
	for a := range g.All().All {
		for hh := 0; hh <= none; hh++ {
			h := board.Cell(hh)
			for d, dc := range darks {
				for f := 0; f <= len(class); f++ {
					pieces := map[string]byte{g.Name(a): 'E'}
					cells := []board.Cell{a, dc}
					if h != none {
						pieces[g.Name(h)] = helper
						cells = append(cells, h)
					}
					switch {
					case f < len(class) && class[f] == dc:
						pieces[g.Name(dc)] = 'u'
					case f < len(class):
						pieces[g.Name(dc)], pieces[g.Name(class[f])] = 'i', 'f'
						cells = append(cells, class[f])
					default:
						pieces[g.Name(dc)] = 'i'
					}
					if len(pieces) != len(cells) {
						continue // two pieces on one square
					}
					for stm, letter := range []string{" w", " b"} {
						p, err := r.Parse(placement(g.Shape(), pieces) + letter + " - - 0 1")
						if err != nil {
							continue
						}
						i := index(a, h, d, f, stm)
						state[i] = unknown
						buf = p.Moves(buf[:0])
						if len(buf) == 0 && stm == 1 && p.InCheck() {
							state[i] = 0
						}
						for _, m := range buf {
							q := p.Play(m)
							qh := q.Cells(0, H).First()
							if h != none && qh == board.NoCell {
								succ[i] = append(succ[i], -1)
								continue
							}
							if h == none {
								qh = none
							}
							qa := q.Cells(0, E).First()
							qd, qf := q.Cells(1, I).First(), len(class)
							if u := q.Cells(1, U).First(); u != board.NoCell {
								qd, qf = u, classIndex[u]
							} else if c := q.Cells(1, F).First(); c != board.NoCell {
								qf = classIndex[c]
							}
							succ[i] = append(succ[i], int32(index(qa, qh, darkIndex[qd], qf, 1-stm)))
						}
					}
				}
			}
		}
	}
	var out solved
	for d := int8(1); ; d++ {
		changed := false
		for i := 0; i < total; i += 2 {
			if state[i] != unknown {
				continue
			}
			for _, s := range succ[i] {
				if s >= 0 && state[s] == d-1 {
					state[i], changed = d, true
					break
				}
			}
		}
		for i := 1; i < total; i += 2 {
			if state[i] != unknown || len(succ[i]) == 0 {
				continue
			}
			lost := true
			for _, s := range succ[i] {
				if s < 0 || state[s] < 0 || state[s] > d {
					lost = false
					break
				}
			}
			if lost {
				state[i], changed = d, true
			}
		}
		if !changed {
			break
		}
	}
	for a := range g.All().All {
		for hh := range none {
			for f, fc := range class {
				i := index(a, board.Cell(hh), darkIndex[fc], f, 0)
				if state[i] == illegal {
					continue
				}
				out.legal++
				if state[i] > 0 {
					out.won++
					out.longest = max(out.longest, int(state[i]))
				}
			}
		}
	}
	return out
}
