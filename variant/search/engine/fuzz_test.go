package engine_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// Whatever a GUI sends, a session never panics and ends when its input
// does.
func FuzzServe(f *testing.F) {
	for _, s := range []string{
		"uci\nposition startpos moves e2e4\ngo nodes 10\n",
		"uci\nsetoption name UCI_Variant value xiangqi\nposition fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h3e3\ngo wtime 100 btime 100\n",
		"uci\nsetoption name UCI_Chess960 value true\nposition fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\ngo infinite\nstop\n",
		"uci\nposition fen 8/8/8/8/8/8/8/K6k w - - 0 1\ngo depth 1\ngo ponder\nponderhit\n",
		"xboard\nprotover 2\nnew\nusermove e2e4\nvariant capablanca\nsetboard x\nlevel 40 0:10 0\ntime 100\ngo\n?\nforce\nundo\nremove\nping 3\nresult 1-0 {x}\n",
		"xboard\nprotover 2\nvariant xiangqi\nh2e2\nsd 1\nplayother\ngo\n",
		"ucci\nposition startpos moves h2e2 h9g7\ngo time 100 increment 10\nbanmoves a0a1\nquit\n",
		"xboard\nprotover 2\nvariant qiplacements\nforce\nusermove C@\nusermove C@h\nusermove C@z99\nusermove @h2\nusermove C@h2\ngo\n",
		"xboard\nprotover 2\nvariant storm\nforce\nusermove g1h7\ngo\n",
		"foo\nquit\n",
		"uci\nposition\ngo movetime\nsetoption name\n",
	} {
		f.Add(s)
	}
	s := &engine.Server{
		Name: "fuzz",
		NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
			return search.New(v, search.Config{Kind: "random"})
		},
	}
	f.Fuzz(func(t *testing.T, in string) {
		done := make(chan error, 1)
		go func() { done <- s.Serve(context.Background(), strings.NewReader(in), io.Discard) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("the session on %q did not end", in)
		}
	})
}
