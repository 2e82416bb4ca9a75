package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
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
	for _, want := range []string{"test-nim (stones=8), 6 games", "A alphabeta", "B random", "average length", "won: last stone taken"} {
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
	for _, r := range games {
		g, err := variant.Load(r)
		if err != nil {
			t.Fatalf("record does not replay: %v\n%s", err, r)
		}
		if !g.Outcome().Over() {
			t.Errorf("replayed game is not over:\n%s", r)
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
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, errb.String())
		}
	}
}
