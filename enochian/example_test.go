package enochian_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/enochian"
	"github.com/ludus-chess/ludus/variant"
)

// The start of the default array and profile, its moves, and a capture.
func Example() {
	p, err := enochian.New("") // Rients profile, Air of Air & Water, Yellow first
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Turn(), len(p.Moves(nil)), "moves")
	m, _ := p.ParseMove("Rd8xg8")
	p = p.Play(m)
	// Blue's King on its intact throne is in check and must step.
	for _, m := range p.Moves(nil) {
		fmt.Println(p.Turn(), p.MoveText(m))
	}
	// Output:
	// yellow 12 moves
	// blue Kh8xg8
}

// Perft from the start, as in spec §11 S1.
func Example_perft() {
	p, _ := enochian.New("")
	for d := 1; d <= 4; d++ {
		fmt.Println(d, variant.Perft(p, d))
	}
	// Output:
	// 1 12
	// 2 133
	// 3 1475
	// 4 16236
}

// Options pick the profile, the array, the first army and more.
func ExampleNew() {
	p, err := enochian.New("preset=Zalewski,board=fire,array=fire-of-fire-earth")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Array(), "-", p.Turn(), "moves first")
	fmt.Println(p.Options())
	// Output:
	// Fire of Fire & Earth - red moves first
	// preset=Zalewski,array=fire-of-fire-earth,board=fire
}

// Position text round-trips through Parse.
func ExampleParse() {
	o, _ := enochian.Options("preset=Zalewski")
	// S3 of the spec: Red's knight takes Blue's intact throne.
	p, err := enochian.Parse("7bK+B/7bQ/6bPqyN/6bPn1/8/8/8/kK6rK r -,-,-,- 0", o)
	fmt.Println(err)
	p, err = enochian.Parse("yK6bK+B/5rNbPqbQ/6bPn1/8/8/8/8/kK6rK r -,-,-,- 0", o)
	if err != nil {
		panic(err)
	}
	m, _ := p.ParseMove("Nf7xh8")
	q := p.Play(m)
	fmt.Println(q)
	fmt.Println(q.Frozen(enochian.Blue), q.Turn())
	// Output:
	// bad position "7bK+B/7bQ/6bPqyN/6bPn1/8/8/8/kK6rK r -,-,-,- 0": one King per army: yellow has no King on the board and no capture (c flag)
	// yK6rN/6bPqbQ/6bPn1/8/8/8/8/kK6rK k -,fcr1,-,- 1 last=r
	// true black
}

// An exchange of prisoners is a pair of actions that use no move (spec
// §11 S13). Yellow and Black, whose partners are frozen, may also resign
// for their teams (Z 8.13).
func ExamplePosition_Actions() {
	o, _ := enochian.Options("preset=Zalewski")
	p, _ := enochian.Parse("7yN/7bQ/2yK3bPn1/8/8/8/3kK2rPq1/6rR1 y -,fcy2,fck1,- 0", o)
	for _, a := range p.Actions(nil) {
		fmt.Println(p.MoveText(a))
	}
	offer, _ := p.ParseMove("offer-y")
	p = p.Play(offer)
	accept, _ := p.ParseMove("accept-k")
	p = p.Play(accept)
	fmt.Println(p)
	// Output:
	// offer-y
	// resign-y
	// resign-k
	// 6bKyN/7bQ/2yK3bPn1/8/8/8/3kK2rPq1/6rRrK y -,-,-,- 0
}

// Zalewski's Angle notation: squares named by Angle (A Air, W Water, F
// Fire, E Earth) and by number and letter within it, the Angle left out in
// the mover's own. Rd8xg8 takes a pawn on Water 1b and checks; the Blue
// King answers in its own Angle.
func ExamplePosition_AngleText() {
	p, _ := enochian.New("")
	m, _ := p.ParseMove("Rd8xg8")
	fmt.Println(p.AngleText(m))
	p = p.Play(m)
	k, _ := p.ParseAngle("K1bxR")
	fmt.Println(p.MoveText(k))
	fmt.Println(enochian.AngleSquare(60), enochian.AngleSquare(0))
	// Output:
	// RW1bxP+
	// Kh8xg8
	// W1d E1a
}
