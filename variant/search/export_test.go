package search

import "github.com/ludus-chess/ludus/variant"

// Techniques names the techniques alpha-beta may turn off, and
// WithoutTechniques turns them off, for the measurements of the tests.
var Techniques = map[string]uint32{
	"pvs": uint32(offPVS), "aspiration": uint32(offAspiration),
	"lmr": uint32(offLMR), "null": uint32(offNull),
	"checkext": uint32(offCheckExt), "bucket": uint32(offBucket),
	"delta": uint32(offDelta), "rfp": uint32(offRFP), "futility": uint32(offFutility),
	"evalcache": uint32(offEvalCache), "exchange": uint32(offExchange), "lmp": uint32(offLMP),
}

func WithoutTechniques[P variant.Position[P, M], M variant.MoveType](s AlphaBeta[P, M], off uint32) AlphaBeta[P, M] {
	s.off = technique(off)
	return s
}
