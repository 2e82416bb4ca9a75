// Package elo is the arithmetic of match results for the example programs
// (selfplay's table, tune's matches): the Elo difference a score implies,
// its 95 % interval, the likelihood of superiority, and a sequential
// probability ratio test, as chess engine testers use them (the formulas
// of cutechess-cli and of fishtest's trinomial GSPRT).
package elo

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Record is one player's results in a match.
type Record struct{ Wins, Draws, Losses int }

// Games returns the number of games of r.
func (r Record) Games() int { return r.Wins + r.Draws + r.Losses }

// Score returns r's mean score (1 a win, 1/2 a draw) and the half width of
// its 95 % interval (1.96 standard errors of the games' scores); 0, 0 for
// no games.
func (r Record) Score() (mean, halfWidth float64) {
	if r.Games() == 0 {
		return 0, 0
	}
	mean, variance := scoreVariance(r)
	return mean, 1.959964 * math.Sqrt(variance/float64(r.Games()))
}

// Of is the Elo difference that gives an expected score s (0 < s < 1)
// on the logistic scale: s = 1 / (1 + 10^(-elo/400)).
func Of(s float64) float64 { return -400 * math.Log10(1/s-1) }

// scoreOf is the expected score of an Elo difference.
func scoreOf(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// scoreVariance returns the mean score of t and the variance of one game's
// score (1 a win, 1/2 a draw, 0 a loss) about it.
func scoreVariance(t Record) (mean, variance float64) {
	n := float64(t.Games())
	w, d, l := float64(t.Wins)/n, float64(t.Draws)/n, float64(t.Losses)/n
	mean = w + d/2
	variance = w*(1-mean)*(1-mean) + d*(0.5-mean)*(0.5-mean) + l*mean*mean
	return mean, variance
}

// Estimate returns the Elo difference t's score implies and the half
// width of its 95 % confidence interval (from the normal approximation of
// the mean score), and ok false when it is not finite (no games, or every
// game won or every game lost).
func (t Record) Estimate() (elo, margin float64, ok bool) {
	if t.Games() == 0 {
		return 0, 0, false
	}
	mean, dev := t.Score()
	if mean <= 0 || mean >= 1 {
		return 0, 0, false
	}
	lo, hi := max(mean-dev, 1e-9), min(mean+dev, 1-1e-9)
	elo = Of(mean)
	if math.Abs(elo) < 0.5 {
		elo = 0 // not "-0"
	}
	return elo, (Of(hi) - Of(lo)) / 2, true
}

// LOS is the likelihood of superiority: the probability that the player is
// the stronger, given its wins and losses (draws tell nothing of it).
func (t Record) LOS() float64 {
	if t.Wins+t.Losses == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(t.Wins-t.Losses)/math.Sqrt(2*float64(t.Wins+t.Losses))))
}

// SPRT is a sequential probability ratio test of H0: the Elo difference is
// elo0, against H1: it is elo1, with error rates alpha and beta.
type SPRT struct{ Elo0, Elo1, Alpha, Beta float64 }

// ParseSPRT reads "ELO0,ELO1" (error rates 0.05 each).
func ParseSPRT(s string) (SPRT, error) {
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil || math.IsNaN(e0) || math.IsNaN(e1) || math.Abs(e0) > 1000 || math.Abs(e1) > 1000 || e0 >= e1 {
		return SPRT{}, fmt.Errorf("-sprt %q: want ELO0,ELO1 with ELO0 < ELO1, each within ±1000", s)
	}
	return SPRT{e0, e1, 0.05, 0.05}, nil
}

// Bounds are the log-likelihood ratios at which the test stops: below the
// lower one it accepts H0, above the upper one H1.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR is the log-likelihood ratio of H1 against H0 after the games of r,
// in the normal approximation of the generalised SPRT (Van den Bergh): the
// games' mean score and variance against the scores the two hypotheses
// expect. A record of one result only (a clean sweep) has no variance;
// its mean and variance are then taken from the record with half a game of
// each result added, as a prior.
func (t SPRT) LLR(r Record) float64 {
	if r.Games() == 0 {
		return 0
	}
	mean, variance := scoreVariance(r)
	if variance == 0 {
		n := float64(r.Games()) + 1.5
		w, d, l := (float64(r.Wins)+0.5)/n, (float64(r.Draws)+0.5)/n, (float64(r.Losses)+0.5)/n
		mean = w + d/2
		variance = w*(1-mean)*(1-mean) + d*(0.5-mean)*(0.5-mean) + l*mean*mean
	}
	s0, s1 := scoreOf(t.Elo0), scoreOf(t.Elo1)
	return (s1 - s0) * (2*mean - s0 - s1) / (2 * variance) * float64(r.Games())
}

// Verdict says what the test concludes after r.
func (t SPRT) Verdict(r Record) string {
	l := t.LLR(r)
	lower, upper := t.Bounds()
	switch {
	case l >= upper:
		return "H1 accepted"
	case l <= lower:
		return "H0 accepted"
	}
	return "undecided, play on"
}
