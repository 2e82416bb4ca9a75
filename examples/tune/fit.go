package main

import (
	"math"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
)

// A sample is a position reduced to what the linear model needs: its
// evaluation for White is base + Σ val[j]·x[idx[j]] for weights x, and
// result is its game's result for White (1, ½ or 0).
type sample struct {
	base   float64
	idx    []int32
	val    []float64
	result float64
}

// eval returns the model's evaluation of s under weights x.
func (s *sample) eval(x []float64) float64 {
	e := s.base
	for j, i := range s.idx {
		e += s.val[j] * x[i]
	}
	return e
}

// featureScale is the size of the step by which features reads a
// weight's coefficient off the evaluation: Evaluate rounds its
// middlegame-endgame blend to whole centipawns, so a coefficient read with
// a unit step could be off by 1; with this step it is off by at most
// 2/featureScale.
const featureScale = 2400

// chessFeatures returns the sample of chess position p with result r: the
// evaluation is linear in the weights, so the coefficient of weight i is
// how much the evaluation for White moves per centipawn of that weight
// alone, and the base is the evaluation with no weights (the material).
func chessFeatures(p chess960.Position, r float64) sample {
	var zero chess960.EvalWeights
	white := variant.Side(chess960.White)
	base := zero.Evaluate(p, white)
	s := sample{base: float64(base), result: r}
	for i, pr := range params {
		var w chess960.EvalWeights
		pr.field(&w).SetInt(featureScale)
		if d := w.Evaluate(p, white) - base; d != 0 {
			s.idx = append(s.idx, int32(i))
			s.val = append(s.val, float64(d)/featureScale)
		}
	}
	return s
}

// sigmoid is the expected result for White of an evaluation z·K.
func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// loss returns the mean squared error between the results of data and
// sigmoid(k·eval) under weights x.
func loss(data []sample, x []float64, k float64) float64 {
	if len(data) == 0 {
		return 0
	}
	sum := 0.0
	for i := range data {
		d := data[i].result - sigmoid(k*data[i].eval(x))
		sum += d * d
	}
	return sum / float64(len(data))
}

// fitK returns the K in [1e-5, 1] (per centipawn) that minimises the loss
// under weights x, by golden-section search on log K (the loss is
// unimodal in K for data whose results go with the evaluation).
func fitK(data []sample, x []float64) float64 {
	f := func(lk float64) float64 { return loss(data, x, math.Exp(lk)) }
	a, b := math.Log(1e-5), math.Log(1)
	g := (math.Sqrt(5) - 1) / 2
	c, d := b-g*(b-a), a+g*(b-a)
	fc, fd := f(c), f(d)
	for b-a > 1e-6 {
		if fc < fd {
			b, d, fd = d, c, fc
			c = b - g*(b-a)
			fc = f(c)
		} else {
			a, c, fc = c, d, fd
			d = a + g*(b-a)
			fd = f(d)
		}
	}
	return math.Exp((a + b) / 2)
}

// gradient returns the gradient of the loss in the weights x at K k.
func gradient(data []sample, x []float64, k float64, g []float64) {
	clear(g)
	for i := range data {
		s := &data[i]
		sg := sigmoid(k * s.eval(x))
		c := -2 * (s.result - sg) * sg * (1 - sg) * k
		for j, ix := range s.idx {
			g[ix] += c * s.val[j]
		}
	}
	for i := range g {
		g[i] /= float64(len(data))
	}
}

// descend minimises the loss over the weights from x0 with K fixed, by
// full-batch Adam for iters steps of at most about rate centipawns each,
// the rate falling linearly to a tenth of itself, and returns the weights.
// Weights whose features are zero in every sample keep their value. A
// positive prior adds prior·Σ((x-x0)/100)² to the loss: a pull towards
// the starting weights, a loss of prior for a weight a pawn away.
func descend(data []sample, x0 []float64, k float64, iters int, rate, prior float64) []float64 {
	const b1, b2, eps = 0.9, 0.999, 1e-12
	x := append([]float64(nil), x0...)
	g := make([]float64, len(x))
	m := make([]float64, len(x))
	v := make([]float64, len(x))
	p1, p2 := 1.0, 1.0
	for t := range iters {
		gradient(data, x, k, g)
		for i := range g {
			if g[i] != 0 { // a weight no sample uses stays where it is
				g[i] += 2 * prior * (x[i] - x0[i]) / 1e4
			}
		}
		p1, p2 = p1*b1, p2*b2
		lr := rate * (1 - 0.9*float64(t)/float64(iters))
		for i := range x {
			m[i] = b1*m[i] + (1-b1)*g[i]
			v[i] = b2*v[i] + (1-b2)*g[i]*g[i]
			if v[i] == 0 {
				continue
			}
			x[i] -= lr * (m[i] / (1 - p1)) / (math.Sqrt(v[i]/(1-p2)) + eps)
		}
	}
	return x
}
