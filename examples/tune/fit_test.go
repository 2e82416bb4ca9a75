package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
)

// The loss by hand: a position evaluated 0 (expected result ½) that White
// won is off by ½, squared ¼; one whose K·eval is ln 3 (expected result
// 1/(1+⅓) = ¾) that White lost is off by ¾, squared 9/16. The mean is
// (4/16 + 9/16)/2 = 13/32.
func TestLossByHand(t *testing.T) {
	const k = 0.01
	data := []sample{
		{base: 0, result: 1},
		{base: math.Log(3) / k, result: 0},
	}
	if got, want := loss(data, nil, k), 13.0/32; math.Abs(got-want) > 1e-12 {
		t.Errorf("loss %v, want %v", got, want)
	}
	// A weight moves the evaluation by its feature: 100 + 2·(-50) = 0.
	s := sample{base: 100, idx: []int32{1}, val: []float64{2}, result: 1}
	if got := loss([]sample{s}, []float64{7, -50}, k); math.Abs(got-0.25) > 1e-12 {
		t.Errorf("loss with a weight %v, want 0.25", got)
	}
}

// synthetic returns n samples of nw weights whose results are the expected
// results sigmoid(k·eval) under the weights want: the loss is 0 there and
// nowhere else when the features span the weights, so a fit must find
// them.
func synthetic(n int, want []float64, k float64, seed uint64) []sample {
	r := rand.New(rand.NewPCG(seed, 1))
	data := make([]sample, n)
	for i := range data {
		s := sample{base: float64(r.IntN(401) - 200)}
		for j := range want {
			if r.IntN(3) == 0 {
				continue
			}
			s.idx = append(s.idx, int32(j))
			s.val = append(s.val, float64(r.IntN(9)-4))
		}
		s.result = sigmoid(k * s.eval(want))
		data[i] = s
	}
	return data
}

// fitK recovers the K that generated the results.
func TestFitKRecovers(t *testing.T) {
	want := []float64{30, -12, 5}
	for _, k := range []float64{0.002, 0.0057, 0.02} {
		data := synthetic(500, want, k, 1)
		if got := fitK(data, want); math.Abs(got-k)/k > 1e-3 {
			t.Errorf("fitK = %v, want %v", got, k)
		}
	}
}

// descend recovers the weights that generated the results, from zero,
// within a tenth of a centipawn; a weight no sample uses keeps its value.
func TestDescendRecovers(t *testing.T) {
	want := []float64{30, -12, 5, 0, 60, -25}
	const k = 0.005
	data := synthetic(2000, want, k, 2)
	x0 := make([]float64, len(want)+1)
	x0[len(want)] = 42 // no feature
	got := descend(data, x0, k, 3000, 2, 0)
	for i, w := range want {
		if math.Abs(got[i]-w) > 0.1 {
			t.Errorf("weight %d: %.3f, want %v (all %v)", i, got[i], w, got)
		}
	}
	if got[len(want)] != 42 {
		t.Errorf("unused weight moved to %v", got[len(want)])
	}
	if l := loss(data, got, k); l > 1e-6 {
		t.Errorf("loss after %v", l)
	}
}

// EvalWeights has 125 weights: the tempo, 16 of pawn ranks, 16 of passed
// pawns, 2 each for doubled, isolated and centre pawns, 48 of rings (6
// kinds, 4 rings, 2 phases), 12 of mobility, 2 each for the bishop pair
// and the three rook terms, and 12 middlegame-only king and development
// terms (the shelter, the king's rank, its 8 files, the undeveloped minor
// pieces and the early queen), and 6 of attacks on the enemy king's
// zone, by kind. A vector of the shipped weights rounds back to them.
func TestParams(t *testing.T) {
	if len(params) != 125 {
		t.Errorf("%d weights, want 125", len(params))
	}
	if got := weightsOf(vector(chess960.Weights)); got != chess960.Weights {
		t.Errorf("round trip: %+v", got)
	}
	if params[0].name != "Tempo" || params[len(params)-1].name != "KingAttack[5]" {
		t.Errorf("names %q ... %q", params[0].name, params[len(params)-1].name)
	}
}

// The features read off the evaluation reproduce it: for the shipped
// weights the linear model gives Evaluate's score within the 1 cp of its
// rounding, in positions of every phase.
func TestFeaturesMatchEvaluate(t *testing.T) {
	x := vector(chess960.Weights)
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R b KQ - 3 8",
		"8/5pk1/6p1/3P4/1r6/6P1/5PK1/2R5 w - - 0 40",
		"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
	} {
		p, err := chess960.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		s := chessFeatures(p, 0.5)
		want := chess960.Evaluate(p, variant.Side(chess960.White))
		if d := s.eval(x) - float64(want); math.Abs(d) > 1 {
			t.Errorf("%s: model %.2f, Evaluate %d", fen, s.eval(x), want)
		}
	}
}

// A prior holds the weights near where they start: with a prior far
// larger than the loss (whose gradient is at most K/2 per unit of
// feature, here 0.0025·4) the weights move by a small fraction of the
// distance to the weights that fit, and without it they get there.
func TestDescendPrior(t *testing.T) {
	want := []float64{30, -12}
	const k = 0.005
	data := synthetic(500, want, k, 3)
	x0 := []float64{0, 0}
	held := descend(data, x0, k, 2000, 2, 1e4)
	free := descend(data, x0, k, 2000, 2, 0)
	for i := range want {
		if math.Abs(held[i]) > 0.1*math.Abs(want[i]) {
			t.Errorf("weight %d with a prior: %.3f, want near 0", i, held[i])
		}
		if math.Abs(free[i]-want[i]) > 0.1 {
			t.Errorf("weight %d without: %.3f, want %v", i, free[i], want[i])
		}
	}
}
