package board

// Common step vectors. Flat-board vectors have Layer 0; the cube's vectors
// are made with [Orthogonal3D], [Diagonal3D] and [Triagonal3D].
var (
	// Orthogonal holds the four rook directions: N, E, S, W.
	Orthogonal = []Dir{{0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {-1, 0, 0}}
	// Diagonal holds the four bishop directions: NE, SE, SW, NW.
	Diagonal = []Dir{{1, 1, 0}, {1, -1, 0}, {-1, -1, 0}, {-1, 1, 0}}
	// KnightJumps holds the eight (1,2) leaps.
	KnightJumps = []Dir{{1, 2, 0}, {2, 1, 0}, {2, -1, 0}, {1, -2, 0}, {-1, -2, 0}, {-2, -1, 0}, {-2, 1, 0}, {-1, 2, 0}}
)

// Join returns the directions of all the lists, in order, as a new slice.
func Join(lists ...[]Dir) []Dir {
	var out []Dir
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// Scale returns each direction multiplied by k: Scale(Diagonal, 2) are the
// alfil's leaps.
func Scale(dirs []Dir, k int) []Dir {
	out := make([]Dir, len(dirs))
	for i, d := range dirs {
		out[i] = Dir{d.File * k, d.Rank * k, d.Layer * k}
	}
	return out
}

// Symmetric returns every distinct vector (±a, ±b, 0) and (±b, ±a, 0): the
// eight leaps of an (a, b) leaper such as the knight (1, 2), camel (1, 3),
// zebra (2, 3), or the four of a (0, n) or (n, n) leaper.
func Symmetric(a, b int) []Dir {
	var out []Dir
	seen := map[Dir]bool{}
	for _, d := range []Dir{{a, b, 0}, {b, a, 0}} {
		for _, sf := range []int{1, -1} {
			for _, sr := range []int{1, -1} {
				v := Dir{d.File * sf, d.Rank * sr, 0}
				if v != (Dir{}) && !seen[v] {
					seen[v] = true
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// vectors3D returns every vector of the cube whose number of non-zero
// coordinates (each ±1) is n.
func vectors3D(n int) []Dir {
	var out []Dir
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			for dl := -1; dl <= 1; dl++ {
				k := 0
				for _, v := range []int{df, dr, dl} {
					if v != 0 {
						k++
					}
				}
				if k == n {
					out = append(out, Dir{df, dr, dl})
				}
			}
		}
	}
	return out
}

// Orthogonal3D returns the 6 vectors of three-dimensional space that change
// one coordinate by one.
func Orthogonal3D() []Dir { return vectors3D(1) }

// Diagonal3D returns the 12 vectors that change two coordinates by one.
func Diagonal3D() []Dir { return vectors3D(2) }

// Triagonal3D returns the 8 vectors that change all three coordinates by one.
func Triagonal3D() []Dir { return vectors3D(3) }

// Leaper is a precomputed table of the cells a leaper reaches from each cell
// in one leap, whatever stands between. Build it once per geometry.
type Leaper struct {
	targets []Set
}

// NewLeaper builds the table of a piece that leaps by any of the vectors.
func NewLeaper(g *Geometry, vectors []Dir) *Leaper {
	t := &Leaper{targets: make([]Set, g.Cells())}
	for i := range g.Cells() {
		for _, d := range vectors {
			if to := g.Step(Cell(i), d); to != NoCell {
				t.targets[i] = t.targets[i].With(to)
			}
		}
	}
	return t
}

// From returns the cells reached from c.
func (t *Leaper) From(c Cell) Set { return t.targets[c] }

// Slider is a precomputed table of rays: for each cell and direction, the
// cells a sliding piece passes over, nearest first, up to the edge.
type Slider struct {
	dirs []Dir
	// rays[c*len(dirs)+k] are the cells from c in dirs[k], nearest first.
	rays []ray
}

type ray struct {
	cells []Cell
	set   Set
	up    bool // cell numbers increase along the ray
}

// NewSlider builds the rays of a piece that slides along the directions. The
// ray of a zero direction is empty.
func NewSlider(g *Geometry, dirs []Dir) *Slider {
	t := &Slider{dirs: append([]Dir(nil), dirs...), rays: make([]ray, g.Cells()*len(dirs))}
	for i := range g.Cells() {
		for k, d := range dirs {
			r := &t.rays[i*len(dirs)+k]
			if d == (Dir{}) {
				continue // a zero direction goes nowhere: its ray is empty
			}
			for c := g.Step(Cell(i), d); c != NoCell; c = g.Step(c, d) {
				r.cells = append(r.cells, c)
				r.set = r.set.With(c)
			}
			r.up = len(r.cells) > 0 && int(r.cells[0]) > i
		}
	}
	return t
}

// Dirs returns the number of directions of the table.
func (t *Slider) Dirs() int { return len(t.dirs) }

// Ray returns the cells from c in direction k (an index into the directions
// the table was built with), nearest first, up to the edge of the board. The
// slice is shared: do not modify it.
func (t *Slider) Ray(c Cell, k int) []Cell { return t.rays[int(c)*len(t.dirs)+k].cells }

// Attacks returns the cells a slider on c reaches over empty cells, in every
// direction: each ray up to and including its first occupied cell.
func (t *Slider) Attacks(c Cell, occupied Set) Set {
	var s Set
	base := int(c) * len(t.dirs)
	for k := range t.dirs {
		r := &t.rays[base+k]
		reach := r.set
		if blockers := r.set.Intersect(occupied); !blockers.Empty() {
			b := blockers.First()
			if !r.up {
				b = blockers.Last()
			}
			// Cut the ray after its first blocker. Cut only this ray: the
			// rays of other directions may hold the same cells, as (0,1)
			// and (0,2) do.
			reach = reach.Minus(t.rays[int(b)*len(t.dirs)+k].set)
		}
		s = s.Union(reach)
	}
	return s
}

// AttacksWithin is [Slider.Attacks] with each ray cut after at most n steps:
// the moves of a range-limited slider (n = 1 is a king-like stepper). It is
// empty if n <= 0.
func (t *Slider) AttacksWithin(c Cell, occupied Set, n int) Set {
	var s Set
	base := int(c) * len(t.dirs)
	for k := range t.dirs {
		for i, to := range t.rays[base+k].cells {
			if i >= n {
				break
			}
			s = s.With(to)
			if occupied.Has(to) {
				break
			}
		}
	}
	return s
}

// Hopper moves like a [Slider] when it does not capture and captures by
// leaping over exactly one piece (the screen) along a ray, taking the first
// piece beyond it: the Xiangqi cannon.
type Hopper struct {
	*Slider
}

// NewHopper builds a hopper that moves and hops along the directions.
func NewHopper(g *Geometry, dirs []Dir) *Hopper { return &Hopper{NewSlider(g, dirs)} }

// Hops returns, for a hopper on c, the cells it may capture on: along each
// ray, the first occupied cell after the first occupied cell. Its quiet moves
// are the empty cells of [Slider.Attacks].
func (t *Hopper) Hops(c Cell, occupied Set) Set {
	var s Set
	base := int(c) * len(t.dirs)
	for k := range t.dirs {
		r := &t.rays[base+k]
		blockers := r.set.Intersect(occupied)
		if blockers.Count() < 2 {
			continue
		}
		if r.up {
			blockers.PopFirst()
			s = s.With(blockers.First())
		} else {
			blockers = blockers.Without(blockers.Last())
			s = s.With(blockers.Last())
		}
	}
	return s
}

// LameMove is one leap of a lame leaper: the vector To and the cells (given as
// vectors from the start) that must be empty for the leap, such as the
// Xiangqi horse's orthogonal first step or the elephant's midpoint.
type LameMove struct {
	To   Dir
	Legs []Dir
}

// LameLeaper is a precomputed table of a leaper whose leaps can be blocked.
type LameLeaper struct {
	moves [][]lameEntry
}

type lameEntry struct {
	to   Cell
	legs Set
}

// NewLameLeaper builds the table of a lame leaper.
func NewLameLeaper(g *Geometry, moves []LameMove) *LameLeaper {
	t := &LameLeaper{moves: make([][]lameEntry, g.Cells())}
	for i := range g.Cells() {
	next:
		for _, m := range moves {
			to := g.Step(Cell(i), m.To)
			if to == NoCell {
				continue
			}
			e := lameEntry{to: to}
			for _, l := range m.Legs {
				leg := g.Step(Cell(i), l)
				if leg == NoCell {
					continue next
				}
				e.legs = e.legs.With(leg)
			}
			t.moves[i] = append(t.moves[i], e)
		}
	}
	return t
}

// From returns the cells reached from c by the leaps whose legs are all
// empty.
func (t *LameLeaper) From(c Cell, occupied Set) Set {
	var s Set
	for _, e := range t.moves[c] {
		if !e.legs.Intersects(occupied) {
			s = s.With(e.to)
		}
	}
	return s
}

// XiangqiHorse returns the Xiangqi horse's moves: a (1, 2) leap whose first
// orthogonal step must be empty.
func XiangqiHorse() []LameMove {
	var out []LameMove
	for _, d := range KnightJumps {
		leg := Dir{0, d.Rank / 2, 0}
		if d.File == 2 || d.File == -2 {
			leg = Dir{d.File / 2, 0, 0}
		}
		out = append(out, LameMove{To: d, Legs: []Dir{leg}})
	}
	return out
}

// XiangqiElephant returns the Xiangqi elephant's moves: a (2, 2) leap whose
// midpoint must be empty.
func XiangqiElephant() []LameMove {
	var out []LameMove
	for _, d := range Diagonal {
		out = append(out, LameMove{To: Dir{2 * d.File, 2 * d.Rank, 0}, Legs: []Dir{d}})
	}
	return out
}
