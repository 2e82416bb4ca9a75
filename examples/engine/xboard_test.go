package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestMain turns the test binary into the engine program (run with its
// arguments) when LUDUS_AS_ENGINE is set, for XBoard to start.
func TestMain(m *testing.M) {
	if os.Getenv("LUDUS_AS_ENGINE") != "" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

const fairyStockfish = "/usr/games/fairy-stockfish"

// need returns the path of a program the XBoard test needs: missing, the
// test is skipped, except in CI (CI=true), which installs them (.ci/run).
func need(t *testing.T, prog string) string {
	t.Helper()
	path, err := exec.LookPath(prog)
	if err != nil {
		path, err = exec.LookPath(filepath.Join("/usr/games", prog))
	}
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed (Debian packages xboard, xvfb, polyglot, fairy-stockfish): %v", prog, err)
		}
		t.Skipf("%s is not installed", prog)
	}
	return path
}

// TestXBoard plays Ludus's engine under Debian's XBoard in match mode
// (-noGUI, on a virtual X server), two games in each game XBoard can set
// up: against Fairy-Stockfish where it plays the game (chess, Chess960,
// Capablanca, shatranj, courier, Xiangqi), against itself in the Nicholls
// games (LancerChess, Storm, QiPlacements), which XBoard learns from the engine's setup
// and piece commands; and
// chess through PolyGlot, Ludus speaking UCI. XBoard tests the legality of
// every move: every game must end by the rules (checkmate, stalemate,
// bare king, a draw rule), none by a forfeit, an illegal move, a false
// claim or a crash. The engines search to depth 2 (Ludus's greedy player
// answers at once), the matches run at once.
func TestXBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("plays XBoard matches (seconds); not in -short")
	}
	xboard := need(t, "xboard")
	xvfb := need(t, "Xvfb")
	need(t, "polyglot")
	fsf := need(t, fairyStockfish)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	// One X server for every match; it picks a free display itself.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	x := exec.CommandContext(ctx, xvfb, "-displayfd", "3", "-screen", "0", "800x600x16", "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	defer func() { _ = x.Process.Kill(); _ = x.Wait() }()
	display, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	display = ":" + strings.TrimSpace(display)

	// Courier's start: XBoard's own array is not the game Ludus and
	// Fairy-Stockfish play (the traditional opening), so it is given.
	courier := filepath.Join(dir, "courier.fen")
	if err := os.WriteFile(courier, []byte("rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ludus := func(player string) string { return exe + " -player " + player }
	matches := []struct {
		name, variant, first, second string
		extra                        []string
	}{
		{"chess", "normal", fsf, ludus("greedy"), nil},
		{"chess960", "fischerandom", fsf, ludus("greedy"), nil},
		{"capablanca", "capablanca", fsf, ludus("greedy"), nil},
		{"shatranj", "shatranj", fsf, ludus("greedy"), nil},
		{"courier", "courier", fsf, ludus("greedy"), []string{"-lpf", courier}},
		{"xiangqi", "xiangqi", fsf, ludus("greedy"), nil},
		{"lancerchess", "lancerchess", ludus("alphabeta"), ludus("greedy"), nil},
		{"storm", "storm", ludus("alphabeta"), ludus("greedy"), nil},
		{"qiplacements", "qiplacements", ludus("alphabeta"), ludus("greedy"), nil},
		// Ludus speaking UCI, which XBoard runs through PolyGlot.
		{"chess-polyglot", "normal", fsf, ludus("greedy"), []string{"-sUCI"}},
	}
	start := time.Now()
	var wg sync.WaitGroup
	for _, m := range matches {
		wg.Go(func() {
			md := filepath.Join(dir, m.name)
			if err := os.Mkdir(md, 0o755); err != nil {
				t.Error(err)
				return
			}
			pgn := filepath.Join(md, "games.pgn")
			args := append([]string{"-noGUI", "-xexit", "-fcp", m.first, "-scp", m.second, "-variant", m.variant,
				"-mg", "2", "-tc", "5", "-searchDepth", "2", "-saveGameFile", pgn,
				"-debug", "-nameOfDebugFile", filepath.Join(md, "xboard.debug")}, m.extra...)
			cmd := exec.CommandContext(ctx, xboard, args...)
			cmd.Dir = md
			// XBoard and PolyGlot keep settings in HOME: a fresh one.
			// XBoard starts PolyGlot by name: Debian puts it in /usr/games.
			cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+md, "LUDUS_AS_ENGINE=1", "PATH="+os.Getenv("PATH")+":/usr/games")
			began := time.Now()
			out, err := cmd.CombinedOutput()
			took := time.Since(began).Round(100 * time.Millisecond)
			if err != nil {
				t.Errorf("%s: xboard: %v (debug log %s)", m.name, err, filepath.Join(md, "xboard.debug"))
			}
			data, err := os.ReadFile(pgn)
			if err != nil {
				t.Errorf("%s: no games saved: %v\n%s", m.name, err, lastLines(string(out), 5))
				return
			}
			ends := gameEnds(string(data))
			if len(ends) != 2 {
				t.Errorf("%s: %d games saved, want 2:\n%s", m.name, len(ends), data)
			}
			for i, e := range ends {
				if !byTheRules(e) {
					t.Errorf("%s game %d: %s: not an end by the rules\n%s", m.name, i+1, e, data)
				}
			}
			t.Logf("%-15s %v: %s", m.name, took, strings.Join(ends, "; "))
		})
	}
	wg.Wait()
	t.Logf("%d matches of 2 games at once in %v", len(matches), time.Since(start).Round(100*time.Millisecond))
}

var endRE = regexp.MustCompile(`\{([^{}]*)\}\s*(1-0|0-1|1/2-1/2|\*)\s*$`)

// gameEnds returns the last comment and the result of each game of a PGN
// file that XBoard saved ("Xboard adjudication: Checkmate 1-0").
func gameEnds(pgn string) []string {
	var ends []string
	for _, g := range strings.Split(pgn, "[Event ")[1:] {
		if m := endRE.FindStringSubmatch(strings.TrimSpace(g)); m != nil {
			ends = append(ends, fmt.Sprintf("%s %s", m[1], m[2]))
		} else {
			ends = append(ends, "no result")
		}
	}
	return ends
}

// byTheRules reports whether a game's end is one the rules give: XBoard's
// own adjudications of checkmate, stalemate, bare king, insufficient
// material and repetitions, or an engine's result claim that XBoard
// accepted (a rule it does not know, such as the 75-move rule), and not a
// forfeit, a false claim, a crash or a game left unfinished.
func byTheRules(end string) bool {
	if strings.HasSuffix(end, "*") || end == "no result" {
		return false
	}
	lower := strings.ToLower(end)
	for _, bad := range []string{"forfeit", "illegal", "false", "crash", "exit", "disconnect", "time", "resign"} {
		if strings.Contains(lower, bad) {
			return false
		}
	}
	return true
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
