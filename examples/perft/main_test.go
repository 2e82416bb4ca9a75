package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

// The tests use the game "test-nim" of package varianttest: a pile of 5
// stones (option stones), 1 to 3 taken per move, the last stone wins.

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestPerftDivide(t *testing.T) {
	// From 5 stones: taking 1 leaves 4 (3 replies), 2 leaves 3 (3 replies),
	// 3 leaves 2 (2 replies): 3+3+2 = 8 nodes at depth 2.
	code, out, errs := runCLI("-variant", "test-nim", "-depth", "2", "-divide")
	want := "1 3\n2 3\n3 2\nnodes 8\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d, stdout %q, stderr %q; want stdout %q", code, out, errs, want)
	}
}

func TestShowAfterMovesWithOptionsAndAlias(t *testing.T) {
	// 7 stones, take 3 then 3: 1 stone left, first to move.
	code, out, _ := runCLI("-variant", "TEST-NIM-ALIAS", "-options", "stones=7", "-moves", "3 3", "-show", "-depth", "1")
	want := "position: 1 first\nto-move: first\noutcome: ongoing\nnodes 1\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d, stdout %q; want %q", code, out, want)
	}
	// Taking the last stone ends the game: the mover (first) wins.
	_, out, _ = runCLI("-variant", "test-nim", "-position", "1 first", "-moves", "1")
	if !strings.Contains(out, "outcome: won by first: last stone taken") || !strings.Contains(out, "to-move: none") {
		t.Fatalf("stdout %q", out)
	}
}

func TestBadInputExitsTwo(t *testing.T) {
	cases := []struct {
		args []string
		want string // a part of the one-line error
	}{
		{[]string{"-variant", "no-such-game"}, "no-such-game"},
		{[]string{}, "-variant is required"},
		{[]string{"-variant", "test-nim", "-options", "stones=0"}, "stones=0"},
		{[]string{"-variant", "test-nim", "-options", "colour=red"}, "colour"},
		{[]string{"-variant", "test-nim", "-position", "x first"}, "x first"},
		{[]string{"-variant", "test-nim", "-moves", "1 4"}, `move 2 "4"`},
		{[]string{"-variant", "test-nim", "-moves", "one"}, `move 1 "one"`},
		{[]string{"-variant", "test-nim", "-position", "1 first", "-moves", "1 1"}, "game over"},
		{[]string{"-variant", "test-nim", "-divide"}, "-divide needs -depth"},
		{[]string{"-variant", "test-nim", "-depth", "-1"}, "negative"},
		{[]string{"-bogus"}, "bogus"},
		{[]string{"-variant", "test-nim", "extra"}, "extra"},
		// Work the library cannot finish (issue 12 item 7).
		{[]string{"-variant", "test-nim", "-depth", "65"}, "more than 64"},
		{[]string{"-variant", "test-nim", "-depth", "100000000"}, "more than 64"},
		{[]string{"-variant", "test-nim", "-depth", "9223372036854775807"}, "more than 64"},
		{[]string{"-variant", "test-nim", "-depth", "99999999999999999999"}, "out of range"},
		{[]string{"-variant", "test-nim", "-depth", "2", "-parallel", "-1"}, "-parallel -1"},
		{[]string{"-variant", "test-nim", "-depth", "2", "-parallel", "1025"}, "-parallel 1025"},
	}
	for _, c := range cases {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and a one-line error containing %q", c.args, code, out, errs, c.want)
		}
	}
}

// Bad input of any size gives one short line with the bad bytes escaped.
func TestHugeInputShortError(t *testing.T) {
	huge := strings.Repeat("x", 1<<20) + "\x00\n"
	for _, args := range [][]string{
		{"-variant", huge},
		{"-variant", "test-nim", "-position", huge},
		{"-variant", "test-nim", "-moves", huge},
		{"-variant", "test-nim", "-options", huge},
		{"-variant", "test-nim", "-depth", huge},
		{"-variant", "test-nim", huge},
	} {
		code, _, errs := runCLI(args...)
		if code != 2 || len(errs) > 300 || strings.Count(errs, "\n") != 1 || strings.ContainsRune(errs, 0) {
			t.Errorf("exit %d, %d bytes of stderr %.100q", code, len(errs), errs)
		}
	}
}

func TestList(t *testing.T) {
	code, out, _ := runCLI("-list")
	if code != 0 || !strings.Contains(out, "test-nim (test-nim-alias): Nim with one pile") || !strings.Contains(out, "stones=1..100 (default 5)") {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
}

func TestEnochianThroughTheCLI(t *testing.T) {
	// rules/enochian.md §11 S1 and §2.3: from "Air of Air & Water" Yellow
	// has 12 moves and the two-ply count is 133; the first-mover counts of
	// the other arrays are 9, 9, 13, 11, 10, 11, 11 in the table's order.
	code, out, errs := runCLI("-variant", "enochian", "-depth", "2")
	if code != 0 || !strings.HasSuffix(out, "nodes 133\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	arrays := []string{"air-of-air-water", "fire-of-air-water", "water-of-air-water", "earth-of-air-water",
		"air-of-fire-earth", "fire-of-fire-earth", "water-of-fire-earth", "earth-of-fire-earth"}
	want := []int{12, 9, 9, 13, 11, 10, 11, 11}
	for i, a := range arrays {
		code, out, errs := runCLI("-variant", "enochian", "-options", "array="+a, "-depth", "1")
		if code != 0 || !strings.HasSuffix(out, fmt.Sprintf("nodes %d\n", want[i])) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want nodes %d", a, code, out, errs, want[i])
		}
	}
}
