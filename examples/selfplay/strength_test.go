package main

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"
)

// The default computer (alpha-beta with the game's evaluation and
// quiescence, here at depth 3 to keep the test fast) beats the one-ply
// players: greedy in chess and Enochian chess, the harmony-seeking script
// in Rithmomachia (Modern), in every game of a short match with colours
// alternating. The long tables at the server's budget are in the
// package's report, not here.
func TestDefaultBeatsOnePly(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games")
	}
	for _, c := range []struct{ variant, b string }{
		{"chess", "greedy"},
		{"enochian", "greedy"},
		{"rithmomachia", "harmony"},
	} {
		var out, errb bytes.Buffer
		args := []string{"-variant", c.variant, "-a", "", "-b", c.b, "-games", "2", "-depth", "3", "-max-moves", "300", "-progress", "off"}
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.variant, code, errb.String())
		}
		m := regexp.MustCompile(`(?m)^A default\s+(\d+)\s+(\d+)\s+(\d+)`).FindStringSubmatch(out.String())
		if m == nil {
			t.Fatalf("%s: no table:\n%s", c.variant, out.String())
		}
		if wins, _ := strconv.Atoi(m[1]); wins != 2 {
			t.Errorf("%s: the default computer won %d of 2 against %s:\n%s", c.variant, wins, c.b, out.String())
		}
	}
}
