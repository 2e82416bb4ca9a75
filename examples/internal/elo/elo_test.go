package elo

import (
	"math"
	"strings"
	"testing"
)

// A match of 100 games, 60 won, 20 drawn, 20 lost, worked by hand:
//   - mean score s = (60 + 20/2) / 100 = 0.7, Elo = -400 log10(1/0.7 - 1)
//     = -400 log10(0.428571) = 147.19;
//   - the variance of one game's score about s is
//     0.6·0.3² + 0.2·0.2² + 0.2·0.7² = 0.054 + 0.008 + 0.098 = 0.16, so the
//     standard error of s is sqrt(0.16/100) = 0.04 and the 95 % interval of
//     s is 0.7 ± 1.96·0.04 = [0.6216, 0.7784], which is [86.2, 218.3] Elo:
//     a half width of 66.0;
//   - the likelihood of superiority is Φ((60-20)/sqrt(60+20)) =
//     (1 + erf(40/sqrt(160)))/2 = (1 + erf(3.162))/2 = 0.999996;
//   - SPRT of H0 0 Elo (score 0.5) against H1 10 Elo (score
//     1/(1+10^(-10/400)) = 0.514387): LLR = 100 · 0.014387 · (1.4 - 0.5 -
//     0.514387) / (2 · 0.16) = 1.734, inside the bounds ln(0.05/0.95) =
//     -2.944 and +2.944.
func TestEloTally(t *testing.T) {
	r := Record{Wins: 60, Draws: 20, Losses: 20}
	near := func(what string, got, want, tol float64) {
		t.Helper()
		if math.Abs(got-want) > tol {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	elo, margin, ok := r.Estimate()
	if !ok {
		t.Fatal("no estimate")
	}
	near("Elo", elo, 147.19, 0.01)
	near("margin", margin, 66.0, 0.05)
	near("LOS", r.LOS(), 0.999996, 1e-6)
	test, err := ParseSPRT("0,10")
	if err != nil {
		t.Fatal(err)
	}
	near("LLR", test.LLR(r), 1.734, 0.001)
	lower, upper := test.Bounds()
	near("lower bound", lower, -2.944, 0.001)
	near("upper bound", upper, 2.944, 0.001)
	if v := test.Verdict(r); v != "undecided, play on" {
		t.Errorf("verdict %q", v)
	}
	// Twice the games at the same rates: LLR doubles, past the bound.
	if v := test.Verdict(Record{Wins: 120, Draws: 40, Losses: 40}); v != "H1 accepted" {
		t.Errorf("verdict after 200 games %q", v)
	}
	// A losing record accepts H0.
	if v := test.Verdict(Record{Wins: 40, Draws: 40, Losses: 120}); v != "H0 accepted" {
		t.Errorf("verdict of a losing record %q", v)
	}
	// Even: 0 Elo, LOS one half.
	elo, _, _ = (Record{Wins: 3, Draws: 4, Losses: 3}).Estimate()
	near("even Elo", elo, 0, 1e-9)
	near("even LOS", (Record{Wins: 3, Draws: 4, Losses: 3}).LOS(), 0.5, 1e-9)
	// A clean sweep of 20 games: the variance of the record with half a
	// game of each result added (21.5 games: 20.5 won, 0.5 drawn, 0.5
	// lost; mean 20.75/21.5 = 0.965116; variance 0.953488·0.034884² +
	// 0.023256·0.465116² + 0.023256·0.965116² = 0.001160 + 0.005031 +
	// 0.021662 = 0.027853) gives LLR = 20 · 0.014387 · (1.930233 -
	// 1.014387) / (2 · 0.027853) = 4.73: H1.
	near("LLR of a sweep", test.LLR(Record{Wins: 20}), 4.73, 0.01)
	// Every game won: no finite estimate.
	if _, _, ok := (Record{Wins: 5}).Estimate(); ok {
		t.Error("a finite Elo for a clean sweep")
	}
}

func TestParseSPRT(t *testing.T) {
	for _, bad := range []string{"", "5", "10,0", "a,b", "0,NaN", "0,2000", "3,3"} {
		if _, err := ParseSPRT(bad); err == nil || !strings.Contains(err.Error(), "-sprt") {
			t.Errorf("ParseSPRT(%q) = %v, want an error naming -sprt", bad, err)
		}
	}
}
