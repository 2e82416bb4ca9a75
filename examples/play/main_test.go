package main

import (
	"bytes"
	"strings"
	"testing"

	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

func play(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(input), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlayNimAgainstAlphaBeta(t *testing.T) {
	// Nim from 5 stones, the person first: taking 1 leaves 4, a losing
	// pile for the computer (multiples of 4 lose). The computer takes k,
	// the person answers 4-k and takes the last stone.
	input := "moves\n1\nundo\n1\n"
	code, out, errs := play(t, input+"3\n2\n1\n", "-variant", "test-nim", "-engine", "alphabeta", "-depth", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"1 2 3\n", "second plays", "game over: won by first: last stone taken", `[Variant "test-nim"]`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestPlayReportsBadMovesAndGoesOn(t *testing.T) {
	code, out, _ := play(t, "7\nfour\nresign\n", "-variant", "test-nim", "-engine", "random")
	if code != 0 || !strings.Contains(out, "illegal: take 1 to 3 stones") || !strings.Contains(out, "bad move") || !strings.Contains(out, "game over: won by second: resignation") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

func TestPlayBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-variant", "nope"}, {"-variant", "test-nim", "-as", "third"}, {"-variant", "test-nim", "-engine", "oracle"}} {
		if code, _, errs := play(t, "", args...); code != 2 || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs)
		}
	}
}

// TestPlayRefusesOthersActions: the person commands Yellow and Red in
// Enochian chess; Blue's withdrawal (an action the rules let Blue take at
// any time, §8.2) is the computer's to take, so play refuses it with one
// line and the game goes on without it.
func TestPlayRefusesOthersActions(t *testing.T) {
	code, out, errs := play(t, "withdraw-b\nrecord\nquit\n", "-variant", "enochian", "-as", "yellow,red", "-engine", "random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := "withdraw-b is blue's action, and the computer commands blue: you command yellow and red\n"
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	if strings.Contains(out, "blue army withdraws") || strings.Count(out, "withdraw-b") != 1 {
		t.Errorf("Blue withdrew:\n%s", out)
	}
}
