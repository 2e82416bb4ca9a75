package engine_test

import (
	"regexp"
	"strings"
	"testing"
)

// UCI: the Ponder option is offered and taken; go prints an info line per
// iteration of alpha-beta with depth, seldepth, score, nodes, nps, time and
// pv, the last pv starting with the bestmove. A mate in one (Ra8#, the
// king on g8 behind its three pawns) scores "mate 1" at depth 1, where the
// search stops.
func TestUCIInfoLines(t *testing.T) {
	s := serve(t, "alphabeta")
	s.send("uci")
	if got := strings.Join(s.until("uciok"), "\n"); !strings.Contains(got, "option name Ponder type check default false") {
		t.Errorf("no Ponder option:\n%s", got)
	}
	s.send("setoption name Ponder value true", "isready")
	if got := s.until("readyok"); len(got) != 1 {
		t.Errorf("setoption Ponder: %q", got)
	}
	s.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go depth 4")
	lines := s.until("bestmove")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "info depth 1 seldepth ") || !strings.Contains(lines[0], " score mate 1 ") ||
		!strings.HasSuffix(lines[0], " pv a1a8") || lines[1] != "bestmove a1a8" {
		t.Errorf("mate in one: %q", lines)
	}
	info := regexp.MustCompile(`^info depth (\d+) seldepth \d+ score (cp -?\d+|mate -?\d+) nodes \d+ nps \d+ time \d+ pv ([a-h][1-8][a-h][1-8]\w?)( [a-h][1-8][a-h][1-8]\w?)*$`)
	s.send("position startpos", "go depth 3")
	lines = s.until("bestmove")
	if len(lines) != 4 {
		t.Fatalf("go depth 3: %q, want 3 info lines and the bestmove", lines)
	}
	for i, l := range lines[:3] {
		m := info.FindStringSubmatch(l)
		if m == nil || m[1] != string(rune('1'+i)) {
			t.Errorf("line %d: %q", i+1, l)
		}
	}
	if m := info.FindStringSubmatch(lines[2]); m != nil && lines[3] != "bestmove "+m[3] {
		t.Errorf("%q after %q: the pv starts with another move", lines[3], lines[2])
	}
}

// CECP: after post, each iteration prints a thinking line (ply, score,
// time in centiseconds, nodes, pv) before the move; after nopost, none.
func TestCECPThinkingOutput(t *testing.T) {
	s := serve(t, "alphabeta")
	s.send("xboard", "protover 2")
	s.until("feature done=1")
	s.send("new", "sd 3", "post", "usermove e2e4")
	lines := s.until("move ")
	thinking := regexp.MustCompile(`^(\d+) -?\d+ \d+ \d+ [a-h][1-8][a-h][1-8]`)
	if len(lines) != 4 {
		t.Fatalf("post, sd 3: %q, want 3 thinking lines and the move", lines)
	}
	for i, l := range lines[:3] {
		if m := thinking.FindStringSubmatch(l); m == nil || m[1] != string(rune('1'+i)) {
			t.Errorf("line %d: %q", i+1, l)
		}
	}
	s.send("nopost", "usermove d2d4")
	if lines := s.until("move "); len(lines) != 1 {
		t.Errorf("nopost: %q, want the move alone", lines)
	}
}
