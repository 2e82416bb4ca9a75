package main

import (
	"os"
	"strings"
	"testing"
)

// selfplay -b uci:/usr/games/fairy-stockfish plays a match against the
// engine program (skipped where Fairy-Stockfish is not installed, failed
// in CI, which installs it).
func TestEnginePlayer(t *testing.T) {
	const fsf = "/usr/games/fairy-stockfish"
	if _, err := os.Stat(fsf); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Fairy-Stockfish is not installed: %v", err)
		}
		t.Skip("Fairy-Stockfish is not installed")
	}
	var out, errOut strings.Builder
	code := run([]string{"-variant", "shatranj", "-a", "greedy", "-b", "uci:" + fsf, "-games", "2", "-nodes", "100", "-workers", "2", "-progress", "off"}, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "B uci:"+fsf) || !strings.Contains(out.String(), "2 games") {
		t.Errorf("results:\n%s", out.String())
	}
	if code := run([]string{"-variant", "chess", "-b", "uci:/nonexistent/engine"}, &out, &errOut); code != 2 {
		t.Errorf("a missing engine program: exit %d, want 2", code)
	}
}
