package main

import (
	"strings"
	"testing"

	_ "github.com/ludus-chess/ludus/enochian"
)

// With Enochian chess's divination dice a turn begins with a roll, which
// no player chooses: -show says "to-move: chance", the divide at depth 1
// lists the six rolls (perft counts each result of a chance event as a
// move), and -moves may name a roll to replay it.
func TestChanceNode(t *testing.T) {
	_, out, errs := runCLI("-variant", "enochian", "-options", "divination-dice=true", "-show")
	if !strings.Contains(out, "to-move: chance\n") {
		t.Errorf("stdout %q, stderr %q: no to-move: chance", out, errs)
	}
	_, out, _ = runCLI("-variant", "enochian", "-options", "divination-dice=true", "-depth", "1", "-divide")
	want := "roll-1 1\nroll-2 1\nroll-3 1\nroll-4 1\nroll-5 1\nroll-6 1\nnodes 6\n"
	if out != want {
		t.Errorf("divide: %q, want %q", out, want)
	}
	_, out, _ = runCLI("-variant", "enochian", "-options", "divination-dice=true", "-moves", "roll-2", "-show")
	if !strings.Contains(out, "die=2") || !strings.Contains(out, "to-move: yellow\n") {
		t.Errorf("after roll-2: %q", out)
	}
}
