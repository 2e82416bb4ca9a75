package engine_test

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// fsfPath is Debian's Fairy-Stockfish, the independent implementation the
// tests check Ludus's engine and its players against.
const fsfPath = "/usr/games/fairy-stockfish"

// needFSF skips the test when Fairy-Stockfish is not installed, except in
// CI, which installs it (.ci/run), where its absence fails the test.
func needFSF(t testing.TB) {
	t.Helper()
	if _, err := os.Stat(fsfPath); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Fairy-Stockfish is not installed at %s: %v", fsfPath, err)
		}
		t.Skipf("Fairy-Stockfish is not installed at %s", fsfPath)
	}
}

// oracle is a Fairy-Stockfish process spoken to in UCI.
type oracle struct {
	t     testing.TB
	in    io.WriteCloser
	lines chan string
	cmd   *exec.Cmd
}

func newOracle(t testing.TB) *oracle {
	needFSF(t)
	cmd := exec.Command(fsfPath)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	o := &oracle{t: t, in: in, lines: make(chan string, 1024), cmd: cmd}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			o.lines <- sc.Text()
		}
		close(o.lines)
	}()
	t.Cleanup(func() {
		io.WriteString(in, "quit\n")
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
		}
	})
	o.send("uci")
	o.until("uciok")
	return o
}

func (o *oracle) send(s string) {
	if _, err := io.WriteString(o.in, s+"\n"); err != nil {
		o.t.Fatal(err)
	}
}

// until returns the lines up to the first that starts with prefix.
func (o *oracle) until(prefix string) []string {
	o.t.Helper()
	var out []string
	timeout := time.After(20 * time.Second)
	for {
		select {
		case l, ok := <-o.lines:
			if !ok {
				o.t.Fatal("Fairy-Stockfish exited")
			}
			out = append(out, l)
			if strings.HasPrefix(l, prefix) {
				return out
			}
		case <-timeout:
			o.t.Fatalf("Fairy-Stockfish: no %q", prefix)
		}
	}
}

// setup sends the variant and the position ("startpos" or a FEN, and
// moves in UCI text).
func (o *oracle) setup(uciVariant string, chess960 bool, fen string, moves ...string) {
	o.send("setoption name UCI_Variant value " + uciVariant)
	o.send("setoption name UCI_Chess960 value " + map[bool]string{true: "true", false: "false"}[chess960])
	pos := "position startpos"
	if fen != "" {
		pos = "position fen " + fen
	}
	if len(moves) > 0 {
		pos += " moves " + strings.Join(moves, " ")
	}
	o.send(pos)
}

// legal returns the legal moves of the position set up, in Fairy-Stockfish's
// UCI text (go perft 1).
func (o *oracle) legal() map[string]bool {
	o.send("go perft 1")
	out := map[string]bool{}
	for _, l := range o.until("Nodes searched") {
		if m, _, ok := strings.Cut(l, ": "); ok && !strings.Contains(m, " ") {
			out[m] = true
		}
	}
	return out
}

// fen returns the FEN of the position set up, as Fairy-Stockfish writes it.
func (o *oracle) fen() string {
	o.send("d")
	for _, l := range o.until("Fen: ") {
		if f, ok := strings.CutPrefix(l, "Fen: "); ok {
			return f
		}
	}
	return ""
}
