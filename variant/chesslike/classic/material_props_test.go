package classic

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// deadByScan is the oracle of deadChess: the dead positions by material
// found by looking at every piece on the board in turn and counting the
// kinds (kings ignored; knights and bishops counted, the bishops' colours
// noted; anything else keeps the game alive).
func deadByScan(p cl.Position) variant.Outcome {
	r := p.Rules()
	var knights, light, dark, others int
	for c := p.Occupied(); !c.Empty(); {
		cell := c.PopFirst()
		_, k, _ := p.At(cell)
		switch r.KindLetter(k) {
		case 'K':
		case 'N':
			knights++
		case 'B':
			if co := r.Geometry().Coord(cell); (co.File+co.Rank)%2 == 0 {
				dark++
			} else {
				light++
			}
		default:
			others++
		}
	}
	minors := knights + light + dark
	if others == 0 && (minors <= 1 || knights == 0 && (light == 0 || dark == 0)) {
		return variant.Draw("insufficient material")
	}
	return variant.Outcome{}
}

// The material test on piece sets agrees with the scan of the board in
// every position of random games of the games that use it, endings with
// few pieces included (random games shed material quickly).
func TestDeadChessMatchesScan(t *testing.T) {
	games := []*cl.Rules{Chess, Chess960, Capablanca}
	rapid.Check(t, func(t *rapid.T) {
		r := games[rapid.IntRange(0, len(games)-1).Draw(t, "game")]
		p, err := r.StartPosition()
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		var buf []cl.Move
		for range 600 {
			if got, want := deadChess(p), deadByScan(p); got != want {
				t.Fatalf("%s: deadChess %v, the scan %v", p, got, want)
			}
			if buf = p.Moves(buf[:0]); len(buf) == 0 {
				break
			}
			p = p.Play(buf[rng.IntN(len(buf))])
		}
	})
}

// A position of bishops on both colours needs both colour classes found:
// two bishops on b1 and c1 (b1 light, c1 dark) are not dead, two on b1 and
// d1 (both light) are.
func TestDeadChessBishopColours(t *testing.T) {
	for text, dead := range map[string]bool{
		"4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1": false,
		"4k3/8/8/8/8/8/8/1B1BK3 w - - 0 1": true,
	} {
		p, err := Chess.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := deadChess(p).Over(); got != dead {
			t.Errorf("%s: dead %v, want %v", text, got, dead)
		}
		if got := deadByScan(p).Over(); got != dead {
			t.Errorf("%s: the scan: dead %v, want %v", text, got, dead)
		}
	}
}
