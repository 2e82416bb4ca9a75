package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The Elo tally of a match: the difference in Elo between the players that
// the score implies, with its 95 % confidence interval, the likelihood of
// superiority, and a sequential probability ratio test (SPRT) of two
// hypotheses about it, as chess engine testers use them (the formulas of
// cutechess-cli and of fishtest's trinomial GSPRT).

// eloOf is the Elo difference that gives an expected score s (0 < s < 1)
// on the logistic scale: s = 1 / (1 + 10^(-elo/400)).
func eloOf(s float64) float64 { return -400 * math.Log10(1/s-1) }

// scoreOf is the expected score of an Elo difference.
func scoreOf(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// scoreVariance returns the mean score of t and the variance of one game's
// score (1 a win, 1/2 a draw, 0 a loss) about it.
func scoreVariance(t tally) (mean, variance float64) {
	n := float64(t.games)
	w, d, l := float64(t.wins)/n, float64(t.draws)/n, float64(t.losses)/n
	mean = w + d/2
	variance = w*(1-mean)*(1-mean) + d*(0.5-mean)*(0.5-mean) + l*mean*mean
	return mean, variance
}

// eloEstimate returns the Elo difference t's score implies and the half
// width of its 95 % confidence interval (from the normal approximation of
// the mean score), and ok false when it is not finite (no games, or every
// game won or every game lost).
func eloEstimate(t tally) (elo, margin float64, ok bool) {
	if t.games == 0 {
		return 0, 0, false
	}
	mean, variance := scoreVariance(t)
	if mean <= 0 || mean >= 1 {
		return 0, 0, false
	}
	dev := 1.959964 * math.Sqrt(variance/float64(t.games))
	lo, hi := max(mean-dev, 1e-9), min(mean+dev, 1-1e-9)
	elo = eloOf(mean)
	if math.Abs(elo) < 0.5 {
		elo = 0 // not "-0"
	}
	return elo, (eloOf(hi) - eloOf(lo)) / 2, true
}

// los is the likelihood of superiority: the probability that the player is
// the stronger, given its wins and losses (draws tell nothing of it).
func los(t tally) float64 {
	if t.wins+t.losses == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(t.wins-t.losses)/math.Sqrt(2*float64(t.wins+t.losses))))
}

// sprt is a sequential probability ratio test of H0: the Elo difference is
// elo0, against H1: it is elo1, with error rates alpha and beta.
type sprt struct{ elo0, elo1, alpha, beta float64 }

// parseSPRT reads "ELO0,ELO1" (error rates 0.05 each).
func parseSPRT(s string) (sprt, error) {
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil || math.IsNaN(e0) || math.IsNaN(e1) || math.Abs(e0) > 1000 || math.Abs(e1) > 1000 || e0 >= e1 {
		return sprt{}, fmt.Errorf("-sprt %q: want ELO0,ELO1 with ELO0 < ELO1, each within ±1000", s)
	}
	return sprt{e0, e1, 0.05, 0.05}, nil
}

// bounds are the log-likelihood ratios at which the test stops: below the
// lower one it accepts H0, above the upper one H1.
func (t sprt) bounds() (lower, upper float64) {
	return math.Log(t.beta / (1 - t.alpha)), math.Log((1 - t.beta) / t.alpha)
}

// llr is the log-likelihood ratio of H1 against H0 after the games of r,
// in the normal approximation of the generalised SPRT (Van den Bergh): the
// games' mean score and variance against the scores the two hypotheses
// expect. A record of one result only (a clean sweep) has no variance;
// its mean and variance are then taken from the record with half a game of
// each result added, as a prior.
func (t sprt) llr(r tally) float64 {
	if r.games == 0 {
		return 0
	}
	mean, variance := scoreVariance(r)
	if variance == 0 {
		n := float64(r.games) + 1.5
		w, d, l := (float64(r.wins)+0.5)/n, (float64(r.draws)+0.5)/n, (float64(r.losses)+0.5)/n
		mean = w + d/2
		variance = w*(1-mean)*(1-mean) + d*(0.5-mean)*(0.5-mean) + l*mean*mean
	}
	s0, s1 := scoreOf(t.elo0), scoreOf(t.elo1)
	return (s1 - s0) * (2*mean - s0 - s1) / (2 * variance) * float64(r.games)
}

// verdict says what the test concludes after r.
func (t sprt) verdict(r tally) string {
	l := t.llr(r)
	lower, upper := t.bounds()
	switch {
	case l >= upper:
		return "H1 accepted"
	case l <= lower:
		return "H0 accepted"
	}
	return "undecided, play on"
}
