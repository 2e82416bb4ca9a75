package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
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

// An engine that crashes fails its game only: the next game starts a new
// process and the match ends with its table, the failure on standard
// error and exit status 1.
func TestBrokenEngineIsRestarted(t *testing.T) {
	spec := fakeSpec(t)
	t.Setenv("LUDUS_FAKE_CRASH", filepath.Join(t.TempDir(), "crashed"))
	recs := filepath.Join(t.TempDir(), "games.pgn")
	var out, errOut strings.Builder
	code := run([]string{"-variant", "chess", "-a", spec, "-b", "random", "-games", "4", "-workers", "1", "-max-moves", "10", "-progress", "off", "-records", recs}, &out, &errOut)
	if code != 1 {
		t.Errorf("exit %d, want 1 for a failed game", code)
	}
	if !strings.Contains(out.String(), "chess, 3 games") || !strings.Contains(out.String(), "1 games failed") {
		t.Errorf("table, want 3 games played and 1 failed:\n%s", out.String())
	}
	if !strings.Contains(errOut.String(), "game 1, move 1") || !strings.Contains(errOut.String(), "exited") || strings.Count(errOut.String(), "\n") != 1 {
		t.Errorf("stderr %q, want game 1's crash alone", errOut.String())
	}
	data, err := os.ReadFile(recs)
	if err != nil {
		t.Fatal(err)
	}
	if games, err := variant.ParseRecords(string(data)); err != nil || len(games) != 3 {
		t.Errorf("records: %d games, %v; want the 3 played", len(games), err)
	}
}

// After three failed games the match stops and prints what was played.
func TestMatchStopsAfterFailures(t *testing.T) {
	var out, errOut strings.Builder
	// A program that exits at once fails every game.
	code := run([]string{"-variant", "chess", "-a", "uci:/bin/true", "-b", "random", "-games", "20", "-workers", "1", "-progress", "off"}, &out, &errOut)
	if code != 1 || !strings.Contains(out.String(), "3 games failed") || !strings.Contains(out.String(), "17 games not played") {
		t.Errorf("exit %d, table:\n%s\nstderr %s", code, out.String(), errOut.String())
	}
}

// Engine options follow a '?' in the spec and reach the engine as
// setoption commands; a malformed one is bad input.
func TestEngineOptions(t *testing.T) {
	spec := fakeSpec(t)
	log := filepath.Join(t.TempDir(), "options")
	t.Setenv("LUDUS_FAKE_LOG", log)
	var out, errOut strings.Builder
	code := run([]string{"-variant", "chess", "-a", "random", "-b", spec + "?Skill Level=5&Threads=1", "-games", "1", "-max-moves", "4", "-progress", "off"}, &out, &errOut)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"setoption name Skill Level value 5", "setoption name Threads value 1"} {
		if !strings.Contains(string(data), want+"\n") {
			t.Errorf("the engine got %q, want %q", data, want)
		}
	}
	errOut.Reset()
	if code := run([]string{"-variant", "chess", "-b", spec + "?Skill Level"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "NAME=VALUE") {
		t.Errorf("an option without a value: exit %d, %q", code, errOut.String())
	}
}
