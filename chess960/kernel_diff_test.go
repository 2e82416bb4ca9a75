package chess960_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	_ "github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// TestKernelAgrees is the differential test between this package's bitboard
// generator and the chess-like kernel (variant/chesslike) playing Chess960:
// two independent implementations of the same rules. For random Chess960
// positions reached by random play, both list the same legal moves (compared
// as UCI text, castling as king takes rook) and count the same perft to
// depth 3.
func TestKernelAgrees(t *testing.T) {
	kernel, err := variant.Lookup("chess960-kernel")
	if err != nil {
		t.Fatal(err)
	}
	opts := kernel.DefaultOptions()
	rapid.Check(t, func(rt *rapid.T) {
		id := rapid.IntRange(0, chess960.NumStarts-1).Draw(rt, "id")
		plies := rapid.IntRange(0, 40).Draw(rt, "plies")
		seed := rapid.Uint64().Draw(rt, "seed")
		p, err := chess960.FromID(id)
		if err != nil {
			rt.Fatal(err)
		}
		p, _ = variant.Playout(p, rand.New(rand.NewPCG(seed, 1)), plies, nil)
		fen := p.String()
		dyn, err := kernel.Parse(fen, opts)
		if err != nil {
			rt.Fatalf("kernel cannot read %s: %v", fen, err)
		}
		k := dyn.Typed().(cl.Position)
		var ours, theirs []string
		for _, m := range p.Moves(nil) {
			ours = append(ours, p.UCI(m))
		}
		for _, m := range k.Moves(nil) {
			theirs = append(theirs, k.MoveText(m))
		}
		slices.Sort(ours)
		slices.Sort(theirs)
		if !slices.Equal(ours, theirs) {
			rt.Fatalf("%s: legal moves differ\nchess960: %v\nkernel:   %v", fen, ours, theirs)
		}
		depth := 3
		if testing.Short() {
			depth = 2
		}
		if a, b := variant.Perft(p, depth), variant.Perft(k, depth); a != b {
			rt.Fatalf("%s: perft %d is %d here, %d in the kernel", fen, depth, a, b)
		}
	})
}
