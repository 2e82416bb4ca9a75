package main

import (
	"strings"
	"testing"
)

// The program's session: UCCI in, a legal ICCS bestmove out (the
// scripted sessions of package variant/search/engine check the replies
// against Fairy-Stockfish).
func TestRun(t *testing.T) {
	var out, errb strings.Builder
	in := strings.NewReader("ucci\nposition startpos moves h2e2\ngo depth 1\nquit\n")
	if code := run([]string{"-player", "alphabeta"}, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	if !strings.Contains(got, "id name Ludus alphabeta\n") || !strings.Contains(got, "ucciok\n") || !strings.Contains(got, "bestmove ") || !strings.HasSuffix(got, "bye\n") {
		t.Errorf("session:\n%s", got)
	}
	// Without -player, the engine runs search's default player (the
	// strongest for the game; search's tests check it is alpha-beta).
	out.Reset()
	if code := run(nil, strings.NewReader("uci\nposition startpos\ngo depth 2\nquit\n"), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if got := out.String(); !strings.Contains(got, "id name Ludus default\n") || !strings.Contains(got, "\nbestmove ") {
		t.Errorf("default player's session:\n%s", got)
	}
	for _, bad := range [][]string{{"-player", "nobody"}, {"-nodes", "-1"}, {"extra"}} {
		if code := run(bad, strings.NewReader(""), &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
