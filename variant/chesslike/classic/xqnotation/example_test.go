package xqnotation_test

import (
	"fmt"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
)

// The central cannon opening in the three notations: ICCS h2e2 is Ludus's
// h3e3 and WXF's C2.5 (炮二平五).
func Example() {
	p, _ := variant.NewPosition("xiangqi", "", "")
	m, _ := xqnotation.ParseICCS(p, "h2e2")
	fmt.Println(p.MoveText(m), xqnotation.ICCS(p, m), xqnotation.ICCSRecord(p, m), xqnotation.WXF(p, m))
	q := p.Play(m)
	reply, _ := xqnotation.ParseWXF(q, "H8+7") // Black's horse to Black's 7th file
	fmt.Println(q.MoveText(reply), xqnotation.ICCS(q, reply))
	// Output:
	// h3e3 h2e2 H2-E2 C2.5
	// h10g8 h9g7
}

// A game in Chinese-chess PGN, read and written in WXF.
func ExampleImport() {
	r, _ := variant.ParseRecord("[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 *")
	lr, _ := xqnotation.ToLudus(r, xqnotation.FormatAuto)
	g, _ := variant.Load(lr)
	w, _ := xqnotation.Export(g, xqnotation.FormatWXF)
	fmt.Print(w)
	// Output:
	// [Game "Chinese Chess"]
	// [Format "WXF"]
	// [Result "*"]
	//
	// 1. C2.5 H8+7 2. H2+3 *
}
