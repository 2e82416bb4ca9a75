package search

import (
	"context"

	"github.com/ludus-chess/ludus/variant"
)

// reportKey is the context key of WithReport's function.
type reportKey struct{}

// WithReport returns a context that makes the alpha-beta players searching
// under it (of either face, [New]'s included) call report after every
// finished iteration with what it found ([Info], its moves on the dynamic
// face), as [AlphaBeta].Report is called: from the goroutine running
// Choose, never after Choose returns. Engine front ends print it (UCI
// info lines, CECP thinking output); other players ignore it.
func WithReport(ctx context.Context, report func(Info[variant.Move])) context.Context {
	return context.WithValue(ctx, reportKey{}, report)
}

// reporter returns the function alpha-beta calls after an iteration: its
// own Report and the context's, either or both; nil if none.
func (s AlphaBeta[P, M]) reporter(ctx context.Context) func(Info[M]) {
	dyn, _ := ctx.Value(reportKey{}).(func(Info[variant.Move]))
	own := s.Report
	if dyn == nil {
		return own
	}
	return func(i Info[M]) {
		if own != nil {
			own(i)
		}
		pv := make([]variant.Move, len(i.PV))
		for j, m := range i.PV {
			pv[j] = variant.Move(m)
		}
		dyn(Info[variant.Move]{Depth: i.Depth, SelDepth: i.SelDepth, Score: i.Score, Nodes: i.Nodes, Time: i.Time, PV: pv})
	}
}
