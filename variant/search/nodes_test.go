package search_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant/search"
)

// TestNodesToDepth measures, when LUDUS_NODES_DEPTH is set, the nodes
// alpha-beta (search.New's, for chess) visits to complete each depth from
// the start of chess, with the techniques LUDUS_NODES_OFF names (comma
// separated) turned off and a table of 2^LUDUS_NODES_TTBITS entries
// (default 2^20): the load-independent measure of the search's shape that
// bench/ reports.
func TestNodesToDepth(t *testing.T) {
	depth, _ := strconv.Atoi(os.Getenv("LUDUS_NODES_DEPTH"))
	if depth == 0 {
		t.Skip("a measurement: set LUDUS_NODES_DEPTH")
	}
	var off uint32
	for _, name := range strings.Split(os.Getenv("LUDUS_NODES_OFF"), ",") {
		if name != "" {
			bit, ok := search.Techniques[name]
			if !ok {
				t.Fatalf("no technique %q", name)
			}
			off |= bit
		}
	}
	pl, err := search.NewTyped[chess960.Position, chess960.Move](chess960.Chess, search.Config{Kind: "alphabeta", Limits: search.Limits{Depth: depth}})
	if err != nil {
		t.Fatal(err)
	}
	ab := search.WithoutTechniques(pl.(search.AlphaBeta[chess960.Position, chess960.Move]), off)
	ab.TTBits = 20
	if bits, err := strconv.Atoi(os.Getenv("LUDUS_NODES_TTBITS")); err == nil {
		ab.TTBits = bits
	}
	p := chess960.Standard()
	ab.Report = func(i search.Info[chess960.Move]) {
		var pv []string
		q := p
		for _, m := range i.PV {
			pv = append(pv, q.MoveText(m))
			q = q.Play(m)
		}
		t.Logf("depth %d seldepth %d score %d nodes %d time %v pv %s", i.Depth, i.SelDepth, i.Score, i.Nodes, i.Time, strings.Join(pv, " "))
	}
	if _, err := ab.Choose(context.Background(), p); err != nil {
		t.Fatal(err)
	}
}
