package classic

import "testing"

func BenchmarkTmpCount(b *testing.B) {
	p, _ := Chess.Parse(kiwipete)
	for b.Loop() {
		if p.Perft(1) != 48 {
			b.Fatal()
		}
	}
}
