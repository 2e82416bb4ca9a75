package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// TestMain turns the test binary into the engine program (run with its
// arguments) when LUDUS_AS_ENGINE is set, for XBoard to start.
func TestMain(m *testing.M) {
	if os.Getenv("LUDUS_AS_ENGINE") != "" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	if os.Getenv("LUDUS_AS_SCRIPT") != "" && len(os.Args) == 2 {
		moves := os.Getenv("LUDUS_SCRIPT_" + strings.ToUpper(os.Args[1]))
		scripted(os.Getenv("LUDUS_SCRIPT_VARIANT"), strings.Fields(moves), os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// scripted is a CECP engine for XBoard that describes the game as Ludus's
// engine does (engine.Setup) and plays the given moves, one whenever it
// is its turn, whatever the other side plays, and resigns when it has
// none left.
func scripted(game string, moves []string, in io.Reader, out io.Writer) {
	v, err := variant.Lookup(game)
	if err != nil {
		return
	}
	setup, _ := engine.Setup(v)
	force := false
	next := func() {
		switch {
		case force:
		case len(moves) > 0:
			fmt.Fprintf(out, "move %s\n", moves[0])
			moves = moves[1:]
		default:
			// Out of moves: the script ends the game.
			fmt.Fprintln(out, "resign")
		}
	}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "protover":
			fmt.Fprintf(out, "feature myname=\"scripted\" variants=\"%s\" setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 colors=0 reuse=0 done=1\n", game)
		case "variant":
			for _, c := range setup {
				fmt.Fprintln(out, c)
			}
		case "ping":
			fmt.Fprintf(out, "pong %s\n", strings.Join(f[1:], " "))
		case "force":
			force = true
		case "go":
			force = false
			next()
		case "usermove":
			next()
		case "quit":
			return
		}
	}
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
// up: against Fairy-Stockfish where it plays the game (chess, Chess960
// from a start without castling, Capablanca, shatranj, courier, Xiangqi),
// against itself in Chess960 (with castling) and in the Nicholls
// games XBoard learns from the engine's setup and piece commands
// (LancerChess, Storm, QiPlacements); and chess through PolyGlot, Ludus
// speaking UCI. XBoard tests the legality of every move: every game must
// end by the rules (checkmate, stalemate, bare king, a draw rule), none
// by a forfeit, an illegal move, a false claim or a crash. Meridian,
// whose palaces XBoard cannot be told, XBoard only relays, with legality
// and claim testing and its own adjudications off: both games must end by
// Ludus's result. (Arabella XBoard cannot even relay: see package
// engine.) The engines search to depth 2 (Ludus's greedy player answers
// at once), the matches run at once.
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
	display := startX(t, ctx, xvfb)

	// Courier's start: XBoard's own array is not the game Ludus and
	// Fairy-Stockfish play (the traditional opening), so it is given.
	courier := filepath.Join(dir, "courier.fen")
	if err := os.WriteFile(courier, []byte("rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Chess960 against Fairy-Stockfish starts without castling rights:
	// in fischerandom XBoard 4.9.1 passes every castling on to the other
	// engine as O-O or O-O-O, which Fairy-Stockfish 11.1 does not read
	// ("Error (unkown command): O-O-o"): it never moves again and the
	// match hangs. Ludus's castling is played Ludus against Ludus.
	nocastle := filepath.Join(dir, "chess960.fen")
	if err := os.WriteFile(nocastle, []byte("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w - - 2 9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ludus := func(player string) string { return exe + " -player " + player }
	// XBoard relays without judging: Ludus's engines say every result.
	relay := []string{"-testLegality", "false", "-testClaims", "false", "-ruleMoves", "0", "-repeatsToDraw", "0",
		"-materialDraws", "false", "-trivialDraws", "false"}
	matches := []struct {
		name, variant, first, second string
		extra                        []string
	}{
		{"chess", "normal", fsf, ludus("greedy"), nil},
		{"chess960", "fischerandom", fsf, ludus("greedy"), []string{"-lpf", nocastle}},
		{"chess960-self", "fischerandom", ludus("alphabeta"), ludus("greedy"), nil},
		{"capablanca", "capablanca", fsf, ludus("greedy"), nil},
		{"shatranj", "shatranj", fsf, ludus("greedy"), nil},
		{"courier", "courier", fsf, ludus("greedy"), []string{"-lpf", courier}},
		{"xiangqi", "xiangqi", fsf, ludus("greedy"), nil},
		{"lancerchess", "lancerchess", ludus("alphabeta"), ludus("greedy"), nil},
		{"storm", "storm", ludus("alphabeta"), ludus("greedy"), nil},
		{"qiplacements", "qiplacements", ludus("alphabeta"), ludus("greedy"), nil},
		{"meridian-relayed", "meridian", ludus("alphabeta"), ludus("greedy"), relay},
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
			// -saveSettingsOnExit false: XBoard saves its settings in the
			// user's ~/.xboardrc (from the password file, whatever HOME
			// says), and the relayed match's -testLegality false would
			// stay there for every later XBoard.
			args := append([]string{"-noGUI", "-xexit", "-saveSettingsOnExit", "false", "-fcp", m.first, "-scp", m.second, "-variant", m.variant,
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
				if len(m.extra) > 0 && &m.extra[0] == &relay[0] && strings.HasPrefix(e, "Xboard") {
					t.Errorf("%s game %d: %s: relayed, yet not Ludus's result\n%s", m.name, i+1, e, data)
				}
			}
			t.Logf("%-15s %v: %s", m.name, took, strings.Join(ends, "; "))
		})
	}
	wg.Wait()
	t.Logf("%d matches of 2 games at once in %v", len(matches), time.Since(start).Round(100*time.Millisecond))
}

// startX starts a virtual X server, stopped at the test's end, and
// returns its display.
func startX(t *testing.T, ctx context.Context, xvfb string) string {
	t.Helper()
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
	t.Cleanup(func() { _ = x.Process.Kill(); _ = x.Wait() })
	display, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	return ":" + strings.TrimSpace(display)
}

// TestXBoardStormCastling: XBoard accepts Storm's castling as Ludus plays
// it (RULES.md 6.4, 7.5.7: the Queen three squares toward the Tower, the
// Tower next to her on the side she came from), both ways, since Ludus's
// random games seldom castle. Two scripted engines play the moves below,
// which Ludus plays too (checked first); the Towers' and Queens' moves
// after castling show where XBoard put them (Tower g1, Queen h1; Tower
// c1, Queen b1). XBoard must save every move and forfeit none, and see
// Ludus's checkmate where a moved Queen cannot castle.
func TestXBoardStormCastling(t *testing.T) {
	if testing.Short() {
		t.Skip("runs XBoard; not in -short")
	}
	xboard := need(t, "xboard")
	xvfb := need(t, "Xvfb")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	display := startX(t, ctx, xvfb)
	v, err := variant.Lookup("storm")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, white, black, end string }{
		{"kingside", "i1j3 g2g3 h1g2 g1f3 e2e3 f1e2 e1h1 g1f1 h1g1", "i8j6 g7g6 h8g7 g8f6 e7e6 f8e7 e8h8 g8f8 h8g8", "White resigns"},
		{"queenside", "b1a3 d2d3 c1d2 d1c3 e1b1 c1d1 b1c1", "b8a6 d7d6 c8d7 d8c6 e8b8 c8d8 b8c8", "White resigns"},
		// A random game XBoard called a false checkmate claim when the
		// Queen castled by Betza's O3, which has no castling rights: the
		// Queen d8 had moved, yet XBoard saw d8-a8 with the Tower a8 as
		// her escape. Ludus: mate (the Princess a7 strikes c8, the King e7
		// the rest, the Prince h6 guards e7 through g7 and f7).
		{"moved Queen", "d1b4 e1d1 f2f3 f1f2 e2e3 g1h4 h4f3 f3e5 b4d5 d5a7 b2a3 e5h6 h2h3 f2h4 d2d3 i1j3 h4e7",
			"d8b5 b5a3 g8f3 b8a6 f7f5 e7e6 b7b5 j7j6 f8f7 j8j7 e8d8 c8b7 g7g6 f7e7 f5f4 h8g7", "Xboard adjudication: Checkmate"},
	} {
		// Ludus plays the game first.
		p, err := v.New("")
		if err != nil {
			t.Fatal(err)
		}
		w, b := strings.Fields(c.white), strings.Fields(c.black)
		for i := range w {
			for _, s := range append([]string{w[i]}, b[i:min(i+1, len(b))]...) {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: Ludus refuses %s: %v", c.name, s, err)
				}
				p = p.Play(m)
			}
		}
		dir := t.TempDir()
		pgn := filepath.Join(dir, "game.pgn")
		cmd := exec.CommandContext(ctx, xboard, "-noGUI", "-xexit", "-saveSettingsOnExit", "false", "-fcp", exe+" white", "-scp", exe+" black",
			"-variant", "storm", "-mg", "1", "-tc", "1", "-saveGameFile", pgn, "-debug", "-nameOfDebugFile", filepath.Join(dir, "xboard.debug"))
		cmd.Dir = dir
		// Each engine reads its moves from the environment: the test
		// binary is started once per side, so both get both lists and
		// pick theirs by the argument.
		cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+dir, "LUDUS_SCRIPT_VARIANT=storm",
			"LUDUS_AS_SCRIPT=-", "LUDUS_SCRIPT_WHITE="+c.white, "LUDUS_SCRIPT_BLACK="+c.black)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: xboard: %v\n%s", c.name, err, lastLines(string(out), 5))
		}
		data, err := os.ReadFile(pgn)
		if err != nil {
			t.Fatalf("%s: no game saved: %v", c.name, err)
		}
		game := string(data)
		if lower := strings.ToLower(game); strings.Contains(lower, "forfeit") || strings.Contains(lower, "illegal") {
			t.Errorf("%s: XBoard refused a move:\n%s", c.name, game)
		}
		// Every move is in the record: the last pair is move N.
		if n := len(w); !strings.Contains(game, fmt.Sprintf(" %d. ", n)) && !strings.Contains(game, fmt.Sprintf("\n%d. ", n)) {
			t.Errorf("%s: XBoard saved fewer than %d moves:\n%s", c.name, n, game)
		}
		if !strings.Contains(game, "{"+c.end) {
			t.Errorf("%s: the game did not end by %q:\n%s", c.name, c.end, game)
		}
		t.Logf("%s: %s", c.name, strings.Join(strings.Fields(lastLines(game, 3)), " "))
	}
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
