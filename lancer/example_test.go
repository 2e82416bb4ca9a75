package lancer_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/lancer"
	"github.com/ludus-chess/ludus/variant"
)

// LancerChess by name, on the dynamic face: the start position, its 18
// moves (spec 7.1.6) and the move tree's size (spec 7.1.7).
func Example_lancerChess() {
	p, err := variant.NewPosition("lancerchess", "", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, p.Perft(depth))
	}
	m, _ := p.ParseMove("g1g3") // the King's Lancer jumps over g2
	fmt.Println(p.Play(m))
	// Output:
	// tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TJBQKBLT w KQkq - 0 1
	// 1 18
	// 2 324
	// 3 6770
	// tjbqkblt/pppppppp/8/8/8/6L1/PPPPPPPP/TJBQKB1T b KQkq - 1 1
}

// Clash: South plays the Western pieces, with Knights (spec 2.7).
func Example_clash() {
	p, err := variant.NewPosition("lancerchess", "clash", "")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p, p.Perft(1))
	// Output:
	// tjbqkblt/pppppppp/8/8/8/8/PPPPPPPP/TNBQKBNT w KQkq - 0 1 20
}

// Protecting the Queen (spec 2.4): the royal Queen on d1 castles two
// squares towards a Tower, which lands on the square she crossed.
func Example_protectingTheQueen() {
	p, _ := lancer.LancerChess.Parse("3q4/8/8/8/8/8/8/T2Q3T w KQ - 0 1")
	for _, text := range []string{"d1f1", "d1b1"} {
		m, err := p.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(text, p.Play(m))
	}
	// Output:
	// d1f1 3q4/8/8/8/8/8/8/T3TQ2 b - - 1 1
	// d1b1 3q4/8/8/8/8/8/8/1QT4T b - - 1 1
}

// The King's Lancer's circuit of the seed (spec 2.8), and a failing one.
func ExampleCheckCircuit() {
	g := board.MustNew(lancer.Circuit2D)
	for _, text := range []string{"a1-b1-c1-c2-c3-b3-b2-a2-a3-a1", "a1-b1-c1-c2-c3-b3-a3-a2-b2-a1"} {
		tour, err := lancer.ParseTour(g, text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(lancer.CheckCircuit(g, tour))
	}
	fmt.Println(lancer.CountCircuits(g, []board.Cell{0}), "circuits from a1")
	// Output:
	// <nil>
	// lancer: not a King's Lancer circuit: move 9, b2-a1, is not a King's Lancer move
	// 96 circuits from a1
}

// Storm on its two boards, and Crossfire (spec 6): the start positions and
// their moves (spec 7.5.6).
func Example_storm() {
	for _, options := range []string{"", "board=10x10", "crossfire"} {
		p, err := variant.NewPosition("storm", options, "")
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%q %s %d\n", options, p, p.Perft(2))
	}
	// Output:
	// "" tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT[] w KQkq - 0 1 1674
	// "board=10x10" tnsyqkxsnt/ffffffffff/10/10/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT[] w KQkq - 0 1 3101
	// "crossfire" tnsyqkxsnt/ffffffffff/10/10/10/10/FFFFFFFFFF/TNCSQKSANT[] w KQkq - 0 1 1167
}

// Freeing (spec 6.7): a Forester reaching the last rank while its King is
// held captive may free him; the Forester is taken captive instead.
func Example_freeing() {
	p, _ := lancer.Storm.Parse("5q4/F9/10/10/10/10/10/4Q5[K] w - - 0 1")
	m, err := p.ParseMove("a7a8k")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Play(m))
	// Output:
	// K4q4/10/10/10/10/10/10/4Q5[F] b - - 0 1
}

// Meridian's Escape rule (spec 5.7): the Queen d1 is checkmated within her
// palace, but with the rule she steps out of it, and the game is drawn.
func Example_escape() {
	p, err := variant.NewPosition("meridian", "escape", "5q3/9/3rr4/9/9/9/9/9/9/3Q5[] w - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	var moves []string
	for _, m := range p.Moves(nil) {
		moves = append(moves, p.MoveText(m))
	}
	fmt.Println(moves)
	m, _ := p.ParseMove("d1c2")
	fmt.Println(p.Play(m).Outcome())
	// Output:
	// [d1c1 d1c2]
	// drawn: escape
}

// QiPlacements (spec 3.4-3.5): South offers the Traditional placement with
// h3, North accepts with b8; the protocol then forces b3 and h8, and the
// game is classified Traditional: effectively Xiangqi.
func Example_qiPlacements() {
	p := lancer.QiPlacements.Start()
	for _, text := range []string{"C@h3", "C@b8", "C@b3"} {
		m, err := p.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		p = p.Play(m)
	}
	var moves []string
	for _, m := range p.Moves(nil) {
		moves = append(moves, p.MoveText(m))
	}
	fmt.Println(moves)
	m, _ := p.ParseMove("C@h8")
	p = p.Play(m)
	fmt.Println(p)
	fmt.Println(lancer.Classify(p))
	// Output:
	// [C@h8]
	// rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[]{h3b8b3h8} w - - 0 3
	// traditional false
}

// Arabella's Flying carpets (spec 4.4): the Magician boards the carpet
// f1, which carries him to d3 (the pair is written Y); he leaves it by his
// own step, written with his letter.
func Example_arabella() {
	p := lancer.Arabella.Start()
	for _, text := range []string{"e1f1", "a7a6", "f1d3", "a6a5", "d3d4m"} {
		m, err := p.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		p = p.Play(m)
		fmt.Println(text, p)
	}
	// Output:
	// e1f1 thfipfht/ssssssss/8/8/8/8/SSSSSSSS/THFE1YHT{00} b - - 1 1
	// a7a6 thfipfht/1sssssss/s7/8/8/8/SSSSSSSS/THFE1YHT{00} w - - 0 2
	// f1d3 thfipfht/1sssssss/s7/8/8/3Y4/SSSSSSSS/THFE2HT{00} b - - 1 2
	// a6a5 thfipfht/1sssssss/8/s7/8/3Y4/SSSSSSSS/THFE2HT{00} w - - 0 3
	// d3d4m thfipfht/1sssssss/8/s7/3M4/3F4/SSSSSSSS/THFE2HT{00} b - - 1 3
}
