package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// TestDiceAreFair samples rolls of Enochian chess's divination die
// through selfplay (the program samples them; no player chooses them) and
// checks the faces' frequencies with Pearson's chi-square test: with six
// faces the statistic has 5 degrees of freedom, whose 1% critical value is
// 15.086 (any table of the chi-square distribution, e.g. NIST/SEMATECH
// e-Handbook of Statistical Methods, 1.3.6.7.4). A fair die fails it in 1%
// of seeds; the seed here is fixed, so the test is deterministic. The
// records keep the rolls, and replaying them gives the same games.
func TestDiceAreFair(t *testing.T) {
	dir := t.TempDir()
	recs := filepath.Join(dir, "dice.pgn")
	var out, errb bytes.Buffer
	args := []string{"-variant", "enochian", "-options", "divination-dice=true", "-a", "random", "-b", "greedy",
		"-games", "100", "-max-moves", "500", "-seed", "3", "-records", recs, "-progress", "off"}
	if code := run(args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	data, err := os.ReadFile(recs)
	if err != nil {
		t.Fatal(err)
	}
	games, err := variant.ParseRecords(string(data))
	if err != nil {
		t.Fatal(err)
	}
	var counts [7]int
	total := 0
	for i, r := range games {
		for _, m := range r.Moves {
			if d, ok := strings.CutPrefix(m, "roll-"); ok && len(d) == 1 && d[0] >= '1' && d[0] <= '6' {
				counts[d[0]-'0']++
				total++
			}
		}
		g, err := variant.Load(r)
		if err != nil {
			t.Fatalf("game %d does not replay: %v", i+1, err)
		}
		if got := g.MoveTexts(); strings.Join(got, " ") != strings.Join(r.Moves, " ") {
			t.Fatalf("game %d replays differently", i+1)
		}
	}
	if total < 6000 {
		t.Fatalf("only %d rolls sampled, want at least 6000", total)
	}
	expected := float64(total) / 6
	chi2 := 0.0
	for d := 1; d <= 6; d++ {
		diff := float64(counts[d]) - expected
		chi2 += diff * diff / expected
	}
	t.Logf("%d rolls: %v, chi-square %.2f", total, counts[1:], chi2)
	if chi2 > 15.086 {
		t.Errorf("faces %v of %d rolls: chi-square %.2f > 15.086 (5 degrees of freedom, 1%%)", counts[1:], total, chi2)
	}
	if !strings.Contains(out.String(), "100 games") {
		t.Errorf("table:\n%s", out.String())
	}
}
