package board_test

import (
	"testing"

	"github.com/ludus-chess/ludus/board"
)

// Fixtures shared by the benchmarks and the allocation test, built once.
var (
	geo8x8   = board.MustNew(board.Shape8x8)
	geo10x10 = board.MustNew(board.Shape10x10)
	geo9x10  = board.MustNew(board.Shape9x10)

	queen8x8   = board.NewSlider(geo8x8, board.Join(board.Orthogonal, board.Diagonal))
	queen10x10 = board.NewSlider(geo10x10, board.Join(board.Orthogonal, board.Diagonal))
	knight8x8  = board.NewLeaper(geo8x8, board.KnightJumps)
	cannon     = board.NewHopper(geo9x10, board.Orthogonal)
	horse      = board.NewLameLeaper(geo9x10, board.XiangqiHorse())

	// Occupancies: the chess array, and a scattered third of 10x10.
	chessOcc   = board.Set{Lo: 0xFFFF_0000_0000_FFFF}
	scattered  = geo10x10.Filter(func(co board.Coord) bool { return (co.File*7+co.Rank*3)%3 == 0 })
	xiangqiOcc = mustSet(geo9x10, xiangqiStart)

	sink board.Set
)

func mustSet(g *board.Geometry, names string) board.Set {
	var s board.Set
	for rest := names; rest != ""; {
		if rest[0] == ' ' {
			rest = rest[1:]
			continue
		}
		c, n, err := g.ParsePrefix(rest)
		if err != nil {
			panic(err)
		}
		s, rest = s.With(c), rest[n:]
	}
	return s
}

// BenchmarkSliderAttacks8x8: queen attacks from each of the 64 cells of the
// chess array (one op = 64 calls).
func BenchmarkSliderAttacks8x8(b *testing.B) {
	for b.Loop() {
		for c := range board.Cell(64) {
			sink = queen8x8.Attacks(c, chessOcc)
		}
	}
}

// BenchmarkSliderAttacks10x10: queen attacks from each of the 100 cells
// (one op = 100 calls).
func BenchmarkSliderAttacks10x10(b *testing.B) {
	for b.Loop() {
		for c := range board.Cell(100) {
			sink = queen10x10.Attacks(c, scattered)
		}
	}
}

// BenchmarkLeaperFrom: knight leaps from each of the 64 cells.
func BenchmarkLeaperFrom(b *testing.B) {
	for b.Loop() {
		for c := range board.Cell(64) {
			sink = knight8x8.From(c)
		}
	}
}

// BenchmarkHopperHops: cannon captures from each of the 90 cells of the
// Xiangqi array.
func BenchmarkHopperHops(b *testing.B) {
	for b.Loop() {
		for c := range board.Cell(90) {
			sink = cannon.Hops(c, xiangqiOcc)
		}
	}
}

// BenchmarkLameLeaperFrom: horse moves from each of the 90 cells of the
// Xiangqi array.
func BenchmarkLameLeaperFrom(b *testing.B) {
	for b.Loop() {
		for c := range board.Cell(90) {
			sink = horse.From(c, xiangqiOcc)
		}
	}
}

// BenchmarkSetPopFirst visits the 32 cells of the chess array.
func BenchmarkSetPopFirst(b *testing.B) {
	n := 0
	for b.Loop() {
		for s := chessOcc; !s.Empty(); {
			n += int(s.PopFirst())
		}
	}
	sink.Lo = uint64(n)
}

// BenchmarkSetAll visits the 32 cells of the chess array with range.
func BenchmarkSetAll(b *testing.B) {
	n := 0
	for b.Loop() {
		for c := range chessOcc.All {
			n += int(c)
		}
	}
	sink.Lo = uint64(n)
}

// BenchmarkParse reads a one-digit and a two-digit square on 9x10.
func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		c1, _ := geo9x10.Parse("e4")
		c2, _ := geo9x10.Parse("A10")
		sink = board.SetOf(c1, c2)
	}
}

// TestAllocs: the hot paths allocate nothing.
func TestAllocs(t *testing.T) {
	var cells [128]board.Cell
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{"Slider.Attacks", func() { sink = queen10x10.Attacks(55, scattered) }},
		{"Slider.AttacksWithin", func() { sink = queen10x10.AttacksWithin(55, scattered, 3) }},
		{"Hopper.Hops", func() { sink = cannon.Hops(10, xiangqiOcc) }},
		{"LameLeaper.From", func() { sink = horse.From(1, xiangqiOcc) }},
		{"Leaper.From", func() { sink = knight8x8.From(27) }},
		{"Set.PopFirst", func() {
			for s := chessOcc; !s.Empty(); {
				sink = sink.With(s.PopFirst())
			}
		}},
		{"Set.All", func() {
			for c := range chessOcc.All {
				sink = sink.With(c)
			}
		}},
		{"Set.AppendCells", func() { sink.Lo = uint64(len(chessOcc.AppendCells(cells[:0]))) }},
		{"Geometry.Parse", func() {
			c, _ := geo9x10.Parse("a10")
			sink = sink.With(c)
		}},
		{"Geometry.ParsePrefix", func() {
			c, _, _ := geo9x10.ParsePrefix("a10b9")
			sink = sink.With(c)
		}},
		{"Geometry.Name", func() { sink.Lo = uint64(len(geo9x10.Name(81))) }},
	} {
		if n := testing.AllocsPerRun(100, tc.f); n != 0 {
			t.Errorf("%s: %v allocations per call, want 0", tc.name, n)
		}
	}
}
