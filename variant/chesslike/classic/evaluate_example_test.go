package classic_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
	"github.com/ludus-chess/ludus/variant/search"
)

// The piece values the kernel derives from the movement of chess's
// pieces, and a search with the evaluation on the typed face.
func ExampleChess_evaluation() {
	e := classic.Chess.Evaluation()
	var values []string
	for k := range classic.Chess.Kinds() {
		values = append(values, fmt.Sprint(classic.Chess.KindName(k), " ", e.Value(k)))
	}
	fmt.Println(strings.Join(values, ", "))
	// A back-rank mate: Ra1-a8.
	p, _ := classic.Chess.Parse("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	ab := search.AlphaBeta[chesslike.Position, chesslike.Move]{Eval: e.Evaluate, Limits: search.Limits{Depth: 2}}
	m, _ := ab.Choose(context.Background(), p)
	fmt.Println(p.MoveText(m))
	// Output:
	// pawn 114, knight 315, bishop 342, rook 461, queen 803, king 0
	// a1a8
}
