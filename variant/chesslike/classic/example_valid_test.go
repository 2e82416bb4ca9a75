package classic_test

import (
	"errors"
	"fmt"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// A position the rules cannot reach is refused with the rule it breaks;
// the option study reads it as a study.
func Example_validity() {
	const twoKings = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1"
	_, err := classic.Chess.Parse(twoKings)
	var inv *cl.InvalidError
	if errors.As(err, &inv) {
		fmt.Println(inv.Rule == cl.RuleRoyals, inv.Reason)
	}
	p, err := classic.Chess.Study().Parse(twoKings)
	fmt.Println(p.Options(), err)
	// Xiangqi's general never leaves its palace.
	_, err = classic.Xiangqi.Parse("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1")
	fmt.Println(errors.As(err, &inv), inv.Rule)
	// Output:
	// true white has 2 kings; its army has 1
	// study=true <nil>
	// true unreachable square
}
