package main

import (
	"github.com/ludus-chess/ludus/examples/internal/elo"

	"context"
	"math"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
)

// The score by hand: +2 =1 -1 scores 2.5/4 = 0.625; the games' scores 1,
// 1, ½, 0 differ from it by .375, .375, -.125, -.625, whose squares sum to
// .140625·2 + .015625 + .390625 = .6875, a variance of .171875 a game and
// a standard error of √(.171875/4) = .20729; 1.959964 of them (the normal
// distribution's 97.5 % point) is .40628. An
// even score is 0 Elo; 0.75 is 400·log10(3) = 190.85 Elo.
func TestMatchScore(t *testing.T) {
	s, e := matchResult{games: 4, wins: 2, draws: 1, losses: 1}.score()
	if math.Abs(s-0.625) > 1e-12 || math.Abs(e-1.959964*math.Sqrt(0.171875/4)) > 1e-12 {
		t.Errorf("score %v ± %v", s, e)
	}
	if elo.Of(0.5) != 0 || math.Abs(elo.Of(0.75)-190.848501) > 1e-5 {
		t.Errorf("elo %v %v", elo.Of(0.5), elo.Of(0.75))
	}
}

// A match of a set of weights against itself plays both colours of each
// opening and counts every game; the shipped weights score at least 75 %
// against the same terms with their signs turned (centralisation
// punished, passed pawns held back, ...).
func TestMatch(t *testing.T) {
	w := chess960.Weights
	m, err := match(context.Background(), &w, &w, 2, 100, 4, 40, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if m.games != 2 || m.wins+m.draws+m.losses != 2 {
		t.Errorf("%+v", m)
	}
	bad := weightsOf(neg(vector(w)))
	m, err = match(context.Background(), &w, &bad, 4, 300, 4, 200, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := m.score(); s < 0.75 {
		t.Errorf("shipped against negated terms: %v", m)
	}
}

func neg(x []float64) []float64 {
	for i := range x {
		x[i] = -x[i]
	}
	return x
}
