package search_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/variant/search"
)

// A rook (500) takes a pawn (100) that a pawn guards; behind the rook a
// second rook of the taker's waits, behind the guard a queen (900). The
// guard takes back (the rook is lost); the second rook takes the guard;
// the queen would take that rook, and nothing is left to take her back.
// The taker does best to stop after the guard's capture: 100 - 500.
func ExampleStaticExchange() {
	takers := []int{100, 500, 900} // after the first rook: guard, rook, queen
	next := func() (int, bool) {
		if len(takers) == 0 {
			return 0, false
		}
		v := takers[0]
		takers = takers[1:]
		return v, true
	}
	fmt.Println(search.StaticExchange(100, 500, next))
	// Output: -400
}
