package chess960

import "testing"

// handPlayed is perft making every move written by hand over the public
// API (Moves and Play), as a user of the package would write it. Compared
// with BenchmarkVariantPerftPlayedStart5 (variant.PerftPlayed, the same loop
// through type parameters) it measures what the generic layer costs: Go
// calls a type parameter's methods through a dictionary and cannot inline
// them.
func handPlayed(p Position, depth int, bufs [][]Move) uint64 {
	moves := p.Moves(bufs[depth-1][:0])
	bufs[depth-1] = moves
	if depth == 1 {
		for _, m := range moves {
			_ = p.Play(m)
		}
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += handPlayed(p.Play(m), depth-1, bufs)
	}
	return n
}

func BenchmarkHandPublicPlayedStart5(b *testing.B) {
	for b.Loop() {
		bufs := make([][]Move, 5)
		if handPlayed(Standard(), 5, bufs) != 4865609 {
			b.Fatal("count")
		}
	}
	b.ReportMetric(4865609*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnps")
}
