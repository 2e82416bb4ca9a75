package chess960_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
)

// A new Chess960 game from a start position number.
func ExampleFromID() {
	p, err := chess960.FromID(0)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	fmt.Println(len(p.Moves(nil)), "legal moves")
	// Output:
	// bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1
	// 20 legal moves
}

// Playing moves given in SAN, and the game in PGN.
func ExamplePGN() {
	start, _ := chess960.FromID(518)
	g := chess960.NewGame(start)
	for _, san := range []string{"e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O"} {
		if err := g.PlayText(san); err != nil {
			panic(err)
		}
	}
	fmt.Print(chess960.PGN(g, variant.Tag{Name: "White", Value: "Fischer"}))
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Fischer"]
	// [Black "?"]
	// [Result "*"]
	// [Variant "Chess960"]
	// [SetUp "1"]
	// [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
	//
	// 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *
}

// Castling in Chess960: here the king already stands on g1, so castling
// h-side moves only the rook. UCI writes it as the king taking its rook.
func ExamplePosition_ParseMove() {
	p, _ := chess960.ParseFEN("4k3/8/8/8/8/8/8/6KR w K - 0 1")
	m, err := p.ParseMove("O-O")
	if err != nil {
		panic(err)
	}
	fmt.Println(p.MoveText(m), p.UCI(m))
	fmt.Println(p.Play(m))
	// Output:
	// O-O g1h1
	// 4k3/8/8/8/8/8/8/5RK1 b - - 1 1
}

// The single-die procedure: roll for the dark-square bishop (2: c1), the
// light-square bishop (3: f1), the queen (3: the third empty square, d1),
// and the knights (2: b1, then 3: g1 of the four squares left); the king
// goes between the rooks.
func ExampleDiceID() {
	id, used, err := chess960.DiceID([]int{2, 3, 3, 2, 3})
	if err != nil {
		panic(err)
	}
	rank, _ := chess960.BackRank(id)
	fmt.Println(id, used, rank)
	// Output: 518 5 RNBQKBNR
}

// The chess960 variant through the registry, as programs that choose the
// game at run time use it.
func Example_registry() {
	v, err := variant.Lookup("Fischer Random")
	if err != nil {
		panic(err)
	}
	p, err := v.New("start=959")
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Name, p)
	// Output: chess960 rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1
}

// Perft counts the move tree in bulk; these are the published counts of
// the standard start position.
func ExamplePerft() {
	p := chess960.Standard()
	for d := 1; d <= 4; d++ {
		fmt.Println(d, chess960.Perft(p, d))
	}
	// Output:
	// 1 20
	// 2 400
	// 3 8902
	// 4 197281
}
