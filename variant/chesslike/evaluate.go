package chesslike

import (
	"math"
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Evaluation is the evaluation of a chess-like game for the computer
// players of package variant/search: material, with piece values derived
// from the kinds' movement, plus small terms of placement and mobility. Every game
// compiled by [New] has one as its registry entry's Evaluate;
// [Rules.Evaluation] returns one for the typed face
// (search.AlphaBeta[Position, Move]{Eval: rules.Evaluation().Evaluate}).
// It is immutable and safe for concurrent use.
//
// # Piece values
//
// A kind's value is the number of cells it reaches, on average over the
// cells it may stand on, on a board whose other cells are each occupied
// with probability [Density] (1/3), times [CentipawnsPerCell] (60):
//
//   - a leap reaches its target for sure (weight 1); a slide reaches the
//     cell k steps away when the k-1 cells before it are empty (weight
//     (2/3)^(k-1)), so long lines count, but less than on an empty board;
//     a lame leap's weight is 2/3 per leg; a hop reaches the cell k steps
//     away when exactly one of the k-1 cells before it is occupied (weight
//     (k-1)·(1/3)·(2/3)^(k-2)); a bent strike counts its strike cell, then
//     follows through as a slide that starts on it.
//   - a cell reached by a pattern that only moves counts half, as does
//     one reached by a pattern that only captures: a whole target is one
//     the piece can both move to and capture on. The chess pawn (one step,
//     two diagonal captures, a double step from its second rank) reaches
//     1.42 cells, the knight 5.25 (336 moves from 64 cells), the rook 7.68.
//   - the average runs over the cells of the kind's region (palace, own
//     half) from which it has a pattern, leaving out the promotion zone of
//     a kind that must promote (it never stands there); a pattern usable
//     only from a zone (a pawn's double step) counts only from there, and
//     targets outside the region do not count.
//   - a kind that promotes adds [PromotionShare] (4%) of the gain of its
//     best promotion: the chess pawn 0.48 cells for the queen.
//   - royal kinds are worth nothing as material: they are never captured,
//     so every position has them all. A stacked pair is worth its carrier
//     plus its passenger.
//
// Chess comes out as pawn 114, knight 315, bishop 342, rook 461 and queen
// 803; Xiangqi as soldier 107, horse 226, elephant 75, advisor 107,
// cannon 397 and chariot 497. The model knows nothing of strategy (the
// bishop pair, the cannon's loss of screens in the endgame), but orders
// the pieces as players do, for every game the kernel can describe.
//
// # The score
//
// [Evaluation.Evaluate] is [Evaluation.Material], the values of a side's
// pieces (with pieces held in hand to be placed, but not the captives of
// games that keep them, lost to their owner unless freed) less the
// opponent's, plus [Evaluation.Placement], where the pieces stand (on the
// model board of the values, a tenth of a cell's reach above or below the
// kind's average: the centre for a knight, the palace's heart for an
// advisor; not for royal pieces and pawns; plus the kind's own table,
// [Kind].Placement, where the game gives one), plus [Evaluation.Mobility],
// [MobilityWeight] (3) centipawns
// per pseudo-legal move of the side's pieces less the opponent's, both
// counted as if they were to move, plus [Evaluation.Safety], the safety of
// the royal pieces, whichever kinds are royal (the Queen of LancerChess
// and Storm, not their King): [RoyalZoneWeight] (6) centipawns less for
// each pseudo-legal move of the opponent that ends next to a royal piece
// of the side or on it, within the piece's region (its palace, where it
// must stay), plus the game's own term ([Hooks].Evaluate: Arabella's
// Persons, Meridian's Escape). The score is antisymmetric (if the game's
// term is): Evaluate(p, x) = -Evaluate(p, opponent of x). Finished games
// are left to the searchers, which score them by their result.
type Evaluation struct {
	rules  *Rules
	values [MaxKinds]int
	place  [2][MaxKinds][]int16 // place[s][k][c]: the placement of side s's kind k on c; nil: none
	around []board.Set          // around[c]: the cells one step from c, in any direction
	// order is the kinds that take part in a static exchange, least
	// valuable first; nil if the game suits none (takers).
	order []int8
}

// The constants of the value derivation and the mobility term.
const (
	// Density is the chance that a cell is occupied in the model board on
	// which values are derived.
	Density = 1.0 / 3
	// CentipawnsPerCell turns an average reach into centipawns.
	CentipawnsPerCell = 60
	// PromotionShare is the part of a promotion's gain a promoting kind adds
	// to its value.
	PromotionShare = 0.04
	// MobilityWeight is the centipawns per pseudo-legal move.
	MobilityWeight = 3
	// RoyalZoneWeight is the centipawns per pseudo-legal move of the
	// opponent into the zone of a royal piece.
	RoyalZoneWeight = 6
	// PlacementShare is the part of a cell's difference of reach from
	// the kind's average that a piece standing there adds to its value.
	PlacementShare = 0.1
)

// Evaluation returns the game's evaluation, deriving the piece values
// from the kinds' patterns anew (some 0.1 ms for Courier: keep the result);
// a kind's explicit Kind.Value takes the place of the derived one.
func (r *Rules) Evaluation() *Evaluation {
	e := &Evaluation{rules: r.base, around: make([]board.Set, r.cells)}
	step := board.NewLeaper(r.geo, append(append(board.Orthogonal3D(), board.Diagonal3D()...), board.Triagonal3D()...))
	for c := range r.cells {
		e.around[c] = step.From(board.Cell(c))
	}
	reach := make([]float64, r.nk)
	for k := range r.nk {
		if r.kinds[k].carrier < 0 {
			reach[k] = r.base.averageReach(k)
		}
	}
	for k := range r.nk {
		ki := &r.kinds[k]
		switch {
		case ki.royal:
			continue
		case ki.carrier >= 0:
			reach[k] = reach[ki.carrier] + reach[ki.rider]
		}
		v := reach[k]
		best := 0.0
		for _, into := range append(append([]int8(nil), ki.into...), ki.free...) {
			if !r.kinds[into].royal {
				best = max(best, reach[into]-v)
			}
		}
		e.values[k] = int(math.Round(CentipawnsPerCell * (v + PromotionShare*best)))
	}
	for k, kind := range r.game.Kinds {
		if kind.Value != 0 && !r.kinds[k].royal {
			e.values[k] = kind.Value
		}
	}
	for k := range r.nk {
		ki := &r.kinds[k]
		if ki.royal || ki.carrier >= 0 || r.pawns&(1<<k) != 0 {
			continue
		}
		for s := range 2 {
			cr := r.base.cellReaches(k, s)
			mean := meanReach(cr)
			pl := make([]int16, r.cells)
			for c, v := range cr {
				if !math.IsNaN(v) {
					pl[c] = int16(math.Round(CentipawnsPerCell * PlacementShare * (v - mean)))
				}
			}
			e.place[s][k] = pl
		}
	}
	for k, kind := range r.game.Kinds {
		if kind.Placement == nil {
			continue
		}
		for s := range 2 {
			pl := e.place[s][k]
			if pl == nil {
				pl = make([]int16, r.cells)
				e.place[s][k] = pl
			}
			for c, v := range kind.Placement {
				on := board.Cell(c)
				if s == 1 {
					on = r.mirror[c]
				}
				pl[on] += int16(v)
			}
		}
	}
	e.order = e.takers(r)
	return e
}

// Value returns the value in centipawns of a piece of kind k (an index
// into the game's kinds).
func (e *Evaluation) Value(k int) int {
	if k < 0 || k >= e.rules.nk {
		return 0
	}
	return e.values[k]
}

// Evaluate scores p for side x in centipawns, positive when x stands
// better: [Evaluation.Material] plus [Evaluation.Mobility] plus
// [Evaluation.Safety] plus the game's own term ([Hooks].Evaluate). It
// allocates nothing (if the game's term does not).
func (e *Evaluation) Evaluate(p Position, x variant.Side) int { return e.evaluate(&p, x) }

// evaluate is Evaluate with p by reference (the typed face's, which copies
// no position but for the game's own term).
func (e *Evaluation) evaluate(p *Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	a := e.activityOf(p)
	score := e.material(p, x) + e.placement(p, x) + a.mobility(x) + a.safety(x)
	if h := p.r.game.Hooks.Evaluate; h != nil {
		score += h(*p, x)
	}
	return score
}

// Material returns the value of side x's pieces less the value of its
// opponent's, counting pieces held in hand to be placed (in games with
// placements and without captives).
func (e *Evaluation) Material(p Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	return e.material(&p, x)
}

// material is Material, with p by reference (Evaluate's, which copies no
// position).
func (e *Evaluation) material(p *Position, x variant.Side) int {
	r := p.r
	held := r.hasDrops && !r.game.Captives
	var score [2]int
	for k := range r.nk {
		v := e.values[k]
		if v == 0 {
			continue
		}
		for s := range 2 {
			n := p.kinds[k].Intersect(p.sides[s]).Count()
			if held {
				n += int(p.held[s][k])
			}
			score[s] += v * n
		}
	}
	return score[x] - score[x^1]
}

// Placement returns the placement of side x's pieces less its
// opponent's: for each piece (not royal, not a pawn, not a stacked pair),
// [PlacementShare] of [CentipawnsPerCell] times the difference between its
// weighted reach from its cell and its kind's average (the chess knight
// 17 centipawns in the centre, 20 less than nothing in a corner), plus,
// for any piece whose kind has one, its [Kind].Placement on its cell.
func (e *Evaluation) Placement(p Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	return e.placement(&p, x)
}

// placement is Placement with p by reference.
func (e *Evaluation) placement(p *Position, x variant.Side) int {
	r := p.r
	var score [2]int
	for k := range r.nk {
		for s := range 2 {
			pl := e.place[s][k]
			if pl == nil {
				continue
			}
			for on := p.kinds[k].Intersect(p.sides[s]); !on.Empty(); {
				score[s] += int(pl[on.PopFirst()])
			}
		}
	}
	return score[x] - score[x^1]
}

// Mobility returns [MobilityWeight] times the number of pseudo-legal moves
// of side x (as if it were to move, without en passant) less those of its
// opponent.
func (e *Evaluation) Mobility(p Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	return e.activity(p).mobility(x)
}

// Safety returns [RoyalZoneWeight] times the number of pseudo-legal moves
// of x (as if it were to move) that end in the zone of a royal piece of
// its opponent, less the opponent's moves into the zones of x's royal
// pieces: the zone of a royal piece is its cell and the cells next to it,
// within its region (a palace-bound piece's flight squares are in its
// palace).
func (e *Evaluation) Safety(p Position, x variant.Side) int {
	if x > 1 {
		return 0
	}
	return e.activity(p).safety(x)
}

// activity is what the pseudo-legal moves of both sides show: how many
// each has, and how many end in the zone of the other's royal pieces.
type activity struct {
	moves, hits [2]int
}

func (a activity) mobility(x variant.Side) int {
	return MobilityWeight * (a.moves[x] - a.moves[x^1])
}

func (a activity) safety(x variant.Side) int {
	return RoyalZoneWeight * (a.hits[x] - a.hits[x^1])
}

// activity generates the pseudo-legal moves of both sides (as if each
// were to move, without en passant) and counts them.
func (e *Evaluation) activity(p Position) activity { return e.activityOf(&p) }

// activityOf is activity with p by reference.
func (e *Evaluation) activityOf(p *Position) activity {
	r := p.r
	var zone [2]board.Set // the zones of each side's royal pieces
	for m := r.royal; m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		for s := range 2 {
			for t := p.kinds[k].Intersect(p.sides[s]); !t.Empty(); {
				c := t.PopFirst()
				zone[s] = zone[s].Union(e.around[c].With(c).Intersect(r.kinds[k].region[s]))
			}
		}
	}
	var buf [512]Move
	q := *p
	q.ep = board.Set{}
	var a activity
	for s := range 2 {
		q.stm = uint8(s)
		a.moves[s], a.hits[s], _ = q.countPseudo(buf[:0], zone[s^1])
	}
	return a
}

// evaluateAny is the registry entry's Evaluate.
func (e *Evaluation) evaluateAny(p variant.AnyPosition, x variant.Side) int {
	return e.Evaluate(p.Typed().(Position), x)
}

// averageReach returns the mean weighted reach of kind k (for the first
// side) over the cells it may stand on.
func (r *Rules) averageReach(k int) float64 { return meanReach(r.cellReaches(k, 0)) }

// meanReach returns the mean of the reaches cellReaches gives, over the
// cells that have one; 0 if none has.
func meanReach(reaches []float64) float64 {
	total, n := 0.0, 0
	for _, v := range reaches {
		if !math.IsNaN(v) {
			total += v
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return total / float64(n)
}

// cellReaches returns the weighted reach of kind k of side s from each
// cell it may stand on; NaN on the others (outside its region, in the
// promotion zone of a kind that must promote, where it has no pattern).
func (r *Rules) cellReaches(k, s int) []float64 {
	ki := &r.kinds[k]
	cells := ki.region[s]
	if ki.promo[s] != (board.Set{}) && !ki.optional {
		cells = cells.Minus(ki.promo[s])
	}
	out := make([]float64, r.cells)
	for i := range out {
		out[i] = math.NaN()
	}
	var move, capt [board.MaxCells]float64
	for t := cells; !t.Empty(); {
		c := t.PopFirst()
		move, capt = [board.MaxCells]float64{}, [board.MaxCells]float64{}
		usable := false
		for i := range ki.pats[s] {
			pt := &ki.pats[s][i]
			if !pt.from.Has(c) {
				continue
			}
			usable = true
			mw, cw := 1.0, 1.0
			switch pt.mode {
			case MoveOnly:
				cw = 0
			case CaptureOnly:
				mw = 0
			}
			add := func(to board.Cell, w float64) {
				if to == board.NoCell || !pt.region.Has(to) {
					return
				}
				move[to] = max(move[to], mw*w)
				capt[to] = max(capt[to], cw*w)
			}
			r.patternReach(pt, c, add)
		}
		if !usable {
			continue
		}
		total := 0.0
		for i := range r.cells {
			total += (move[i] + capt[i]) / 2
		}
		out[c] = total
	}
	return out
}

// patternReach calls add for every cell pattern pt reaches from c, with the
// chance that it does on the model board.
func (r *Rules) patternReach(pt *cpat, c board.Cell, add func(board.Cell, float64)) {
	const free = 1 - Density
	switch pt.typ {
	case Leap:
		for t := pt.leap[c]; !t.Empty(); {
			add(t.PopFirst(), 1)
		}
	case Slide:
		for _, cd := range pt.dirs {
			w := 1.0
			for k, to := 1, r.geo.Step(c, r.dirs[cd.d]); to != board.NoCell && (cd.max == 0 || k <= cd.max); k, to = k+1, r.geo.Step(to, r.dirs[cd.d]) {
				if k >= cd.min {
					add(to, w)
				}
				w *= free
			}
		}
	case Hop:
		for _, cd := range pt.dirs {
			for k, to := 1, r.geo.Step(c, r.dirs[cd.d]); to != board.NoCell; k, to = k+1, r.geo.Step(to, r.dirs[cd.d]) {
				if k >= 2 {
					add(to, float64(k-1)*Density*math.Pow(free, float64(k-2)))
				}
			}
		}
	case LameLeap:
		for _, e := range pt.lame[c] {
			add(e.to, math.Pow(free, float64(e.legs.Count())))
		}
	case Bent:
		for _, e := range pt.bends[c] {
			add(e.strike, 1)
			w := free
			for to := r.geo.Step(e.strike, r.dirs[e.then]); to != board.NoCell; to = r.geo.Step(to, r.dirs[e.then]) {
				add(to, w)
				w *= free
			}
		}
	}
}
