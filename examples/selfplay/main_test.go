package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

func TestMatchTableAndRecords(t *testing.T) {
	dir := t.TempDir()
	recs := filepath.Join(dir, "games.pgn")
	var out, errb bytes.Buffer
	// Nim from 8 stones: the second player wins with perfect play (8 is a
	// multiple of 4); alphabeta with the game's perfect evaluation never
	// loses a winning position and random never plays perfectly for long.
	code := run([]string{"-variant", "test-nim", "-options", "stones=8", "-a", "alphabeta", "-b", "random", "-games", "6", "-workers", "2", "-records", recs}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"test-nim (stones=8), 6 games", "A alphabeta", "B random", "average length", "won by second: last stone taken"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
	data, err := os.ReadFile(recs)
	if err != nil {
		t.Fatal(err)
	}
	games, err := variant.ParseRecords(string(data))
	if err != nil || len(games) != 6 {
		t.Fatalf("records: %d games, %v", len(games), err)
	}
	for i, r := range games {
		g, err := variant.Load(r)
		if err != nil {
			t.Fatalf("record does not replay: %v\n%s", err, r)
		}
		if !g.Outcome().Over() {
			t.Errorf("replayed game is not over:\n%s", r)
		}
		// Player A commands the first side in even games (numbered from
		// 0), the second in odd ones; each side's tag names its player.
		first, second := "A alphabeta", "B random"
		if i%2 == 1 {
			first, second = second, first
		}
		if f, _ := r.Tag("First"); f != first {
			t.Errorf("game %d: First %q, want %q", i, f, first)
		}
		if s, _ := r.Tag("Second"); s != second {
			t.Errorf("game %d: Second %q, want %q", i, s, second)
		}
	}
}

// row finds the row of a table that starts with name and returns its
// numbers.
func row(t *testing.T, table, name string) []string {
	t.Helper()
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + `\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s`)
	m := re.FindStringSubmatch(table)
	if m == nil {
		t.Fatalf("no row %q in\n%s", name, table)
	}
	return m[1:]
}

func TestResultsPerSide(t *testing.T) {
	// As above: in the odd games alphabeta is second, the side that wins
	// Nim from 8 stones with perfect play, which it plays: 3 games, 3
	// wins. In the even games it is first and wins only when the random
	// player errs; those games are won by someone (Nim has no draw).
	var out, errb bytes.Buffer
	if code := run([]string{"-variant", "test-nim", "-options", "stones=8", "-a", "alphabeta", "-games", "6"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if got := row(t, out.String(), "second"); strings.Join(got, " ") != "3 3 0 0" {
		t.Errorf("A as second: games, wins, draws, losses %v, want 3 3 0 0\n%s", got, out.String())
	}
	if got := row(t, out.String(), "first"); got[0] != "3" || got[2] != "0" {
		t.Errorf("A as first: %v, want 3 games and no draw\n%s", got, out.String())
	}
}

func TestTeamsAreNamed(t *testing.T) {
	// Enochian has two teams of two armies: the table names them. Random
	// players and a short move limit keep it quick; unfinished games are
	// adjudicated draws.
	var out, errb bytes.Buffer
	code := run([]string{"-variant", "enochian", "-a", "random", "-b", "random", "-games", "2", "-max-moves", "8"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, name := range []string{"actives (yellow+red)", "passives (blue+black)"} {
		if got := row(t, out.String(), name); got[0] != "1" {
			t.Errorf("%s: %v, want 1 game\n%s", name, got, out.String())
		}
	}
	if !strings.Contains(out.String(), "drawn: move limit") {
		t.Errorf("no adjudicated draw:\n%s", out.String())
	}
}

func TestMatchesAreReproducible(t *testing.T) {
	// With node and depth limits, the same seed gives the same games, and
	// another seed other games.
	dir := t.TempDir()
	play := func(name, seed string) string {
		path := filepath.Join(dir, name)
		var out, errb bytes.Buffer
		args := []string{"-variant", "test-nim", "-options", "stones=40", "-a", "mcts", "-nodes", "50", "-b", "random", "-games", "4", "-seed", seed, "-records", path}
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if a, b := play("a", "7"), play("b", "7"); a != b {
		t.Errorf("seed 7 played two different matches:\n%s\n%s", a, b)
	}
	if a, b := play("c", "7"), play("d", "8"); a == b {
		t.Errorf("seeds 7 and 8 played the same match")
	}
}

func TestMCTSWithADepthLimitFinishes(t *testing.T) {
	// MCTS has no use for -depth; with only it, it searches its default
	// budget rather than forever.
	var out, errb bytes.Buffer
	if code := run([]string{"-variant", "test-nim", "-a", "mcts", "-b", "alphabeta", "-depth", "2", "-games", "2"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}

func TestProgressBar(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-variant", "test-nim", "-a", "random", "-games", "3", "-workers", "1", "-progress", "on"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"] 0/3 games", "] 1/3 games", "] 3/3 games", "[" + strings.Repeat("#", 30) + "]"} {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("progress lacks %q: %q", want, errb.String())
		}
	}
	// Not on a terminal, "auto" draws nothing.
	errb.Reset()
	if code := run([]string{"-variant", "test-nim", "-a", "random", "-games", "3"}, &out, &errb); code != 0 || errb.Len() != 0 {
		t.Errorf("exit %d, stderr %q; want no progress off a terminal", code, errb.String())
	}
}

func TestTagName(t *testing.T) {
	for in, want := range map[string]string{"white": "White", "Red": "Red", "side-2": "Side_2", "a b": "A_b"} {
		if got := tagName(in); got != want {
			t.Errorf("tagName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-variant", "nope"},
		{"-variant", "test-nim", "-a", "genius"},
		{"-variant", "test-nim", "-games", "0"},
		{"-variant", "test-nim", "-options", "stones=1000"},
		{"-variant", "test-nim", "-progress", "sometimes"},
		{"-variant", "test-nim", "-nodes", "-5"},
		{"-variant", "test-nim", "extra"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, errb.String())
		}
	}
}

// A match keeps the table's counts, not the games: the heap that a
// finished match's results hold does not grow with the number of games
// (before, every game's record was kept, with or without -records: about
// 4 KB a game of 100 moves here).
func TestMatchMemoryIsBounded(t *testing.T) {
	v, err := variant.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	held := func(games int) (uint64, results) {
		cfg := config{variant: v, a: "random", b: "random", games: games, workers: 2, maxMoves: 100, seed: 1}
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		res, err := match(context.Background(), cfg, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		return after.HeapAlloc - min(after.HeapAlloc, before.HeapAlloc), res
	}
	small, r1 := held(50)
	large, r2 := held(500)
	t.Logf("heap held by the results: %d bytes after 50 games, %d after 500", small, large)
	if large > small+256<<10 {
		t.Errorf("the results of 500 games hold %d bytes more than those of 50", large-small)
	}
	if r1.games != 50 || r2.games != 500 {
		t.Errorf("games counted: %d and %d", r1.games, r2.games)
	}
	runtime.KeepAlive(r1)
	runtime.KeepAlive(r2)
}

// On the clock, the players spend their clocks: with 10 s for Nim every
// game ends by the rules, as without a clock; with 1 ms for the whole game
// no alpha-beta player can move in time (its least budget is 10 ms), so
// every game it has to move in ends by a time forfeit.
func TestClock(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-variant", "test-nim", "-options", "stones=8", "-a", "alphabeta", "-b", "random", "-games", "4", "-workers", "2", "-clock", "10s"}, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "won by second: last stone taken") || strings.Contains(out.String(), "time forfeit") {
		t.Errorf("10 s: exit %d: %s%s", code, out.String(), errb.String())
	}
	out.Reset()
	code = run([]string{"-variant", "chess", "-a", "alphabeta", "-b", "alphabeta", "-games", "2", "-workers", "1", "-clock", "1ms"}, &out, &errb)
	if code != 0 || !regexp.MustCompile(`time forfeit\s+2\b`).MatchString(out.String()) {
		t.Errorf("1 ms: exit %d, want 2 games lost on time: %s%s", code, out.String(), errb.String())
	}
	for _, bad := range [][]string{{"-clock", "40/"}, {"-clock", "1m", "-time", "1s"}} {
		if code := run(append([]string{"-variant", "chess"}, bad...), io.Discard, io.Discard); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// A match that is stopped (SIGINT, SIGTERM: its context is cancelled) keeps
// the games that ended: each record is in the file as soon as its game
// ends, not when the match ends, so the test reads the first record while
// the match goes on, then stops it. The games cut short are neither results
// nor failures, and are not recorded.
func TestStoppedMatchKeepsItsGames(t *testing.T) {
	v, err := variant.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "games.pgn")
	const games = 4
	cfg := config{variant: v, a: "alphabeta", b: "alphabeta", games: games, workers: 1, maxMoves: 400, seed: 3,
		limits: search.Limits{Nodes: 3000}, records: path}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for ctx.Err() == nil {
			if b, err := os.ReadFile(path); err == nil && bytes.Contains(b, []byte("[Result ")) {
				cancel()
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
	res, err := match(ctx, cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.failed) != 0 {
		t.Errorf("failures: %q", res.failed)
	}
	if res.games == games {
		t.Errorf("all %d games were played: the first record was not in the file when its game ended", games)
	}
	if res.games < 1 || res.games+res.interrupted+res.unplayed != games {
		t.Errorf("%d games finished, %d cut short, %d not played: want at least 1, %d in all",
			res.games, res.interrupted, res.unplayed, games)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b, []byte("[Result ")); n != res.games {
		t.Errorf("%d records for %d finished games", n, res.games)
	}
	var out bytes.Buffer
	res.print(&out, cfg)
	if res.games < games && !strings.Contains(out.String(), "the match was stopped") {
		t.Errorf("the table does not say the match was stopped:\n%s", out.String())
	}
}

// A match stopped before it starts starts no game and fails nothing.
func TestMatchStoppedBeforeItStarts(t *testing.T) {
	v, err := variant.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cfg := config{variant: v, a: "random", b: "random", games: 5, workers: 2, maxMoves: 100, seed: 1}
	res, err := match(ctx, cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if res.unplayed != 5 || len(res.failed) != 0 {
		t.Errorf("%d finished, %d cut short, %d not played, failures %q: want 5 not played and none failed",
			res.games, res.interrupted, res.unplayed, res.failed)
	}
}
