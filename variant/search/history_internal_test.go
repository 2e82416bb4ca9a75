package search

import (
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// kernelMove has the layout of chesslike.Move (which this package cannot
// import): the cell moved from in bits 0-6, the cell moved to in 7-13, the
// rest above.
type kernelMove uint32

// Every move of the chess-like kernel's encoding between two cells of a
// board of up to 128 cells has an entry of its own in the history, for
// each of the two sides: the moves to cells 32 apart, which once shared
// one, no longer do.
func TestHistoryKeepsMovesApart(t *testing.T) {
	seen := make(map[int]bool, historySize)
	for x := range variant.Side(2) {
		for from := range 128 {
			for to := range 128 {
				m := kernelMove(from | to<<7 | 5<<14)
				i := historyIndex(m, x)
				if i < 0 || i >= historySize || seen[i] {
					t.Fatalf("side %d, %d to %d: entry %d taken or out of range", x, from, to, i)
				}
				seen[i] = true
			}
		}
	}
}
