package main

import (
	"bytes"
	"context"
	"encoding/json"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
)

// The -h text names every flag and gives examples; -h exits 0.
func TestUsage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, &out, &errb); code != 0 {
		t.Fatalf("-h: exit %d", code)
	}
	h := errb.String()
	for _, want := range []string{"Usage:", "Examples:"} {
		if !strings.Contains(h, want) {
			t.Errorf("-h lacks %q", want)
		}
	}
	// Every flag the parser defines appears in the synopsis.
	for _, name := range []string{"games", "nodes", "seed", "opening", "max-plies", "workers", "save", "in", "iters", "rate", "out", "format", "weights", "match", "prior"} {
		if !strings.Contains(usageText, "-"+name+" ") && !strings.Contains(usageText, "-"+name+"]") {
			t.Errorf("synopsis lacks -%s", name)
		}
		if !strings.Contains(h, "  -"+name) {
			t.Errorf("flag list lacks -%s", name)
		}
	}
}

// Bad flags exit 2 with a message, before any game is played.
func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-games", "0"}, {"-nodes", "0"}, {"-opening", "-1"}, {"-max-plies", "0"}, {"-workers", "0"},
		{"-iters", "-1"}, {"-rate", "0"}, {"-prior", "-1"}, {"-rate", "NaN"}, {"-format", "xml"}, {"-match", "3"}, {"-match", "-2"},
		{"-in", "x", "-games", "5"}, {"-in", "x", "-save", "y"}, {"-weights", "w"}, {"-weights", "w", "-match", "2", "-in", "x"},
		{"-bogus"}, {"extra"},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb); code != 2 || !strings.HasPrefix(errb.String(), "tune: ") {
			t.Errorf("%q: exit %d, %q", args, code, errb.String())
		}
	}
}

// A run from a position file writes JSON weights with their provenance
// whose loss does not rise; -weights reads them back into a match; the
// Go form parses as Go.
func TestRunFromFile(t *testing.T) {
	dir := t.TempDir()
	pos := filepath.Join(dir, "pos.txt")
	ls, _, err := chessGame.generate(context.Background(), genConfig{games: 12, nodes: 100, openingPlies: 6, maxPlies: 80, workers: 2, seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := writePositions(&b, "12 self-play games of chess, for the test", ls); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pos, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "w.json")
	var so, se bytes.Buffer
	if code := run(context.Background(), []string{"-in", pos, "-iters", "50", "-out", out}, &so, &se); code != 0 {
		t.Fatalf("exit %d: %s", code, se.String())
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var tw tuned
	if err := json.Unmarshal(raw, &tw); err != nil {
		t.Fatal(err)
	}
	p := tw.Provenance
	if p.Source != pos || p.Origin != "12 self-play games of chess, for the test" || p.Positions != len(ls) || p.K <= 0 || p.LossAfter > p.LossBefore || p.Iters != 50 {
		t.Errorf("provenance %+v", p)
	}
	if tw.Weights == chess960.Weights {
		t.Error("weights unchanged after 50 steps")
	}
	so.Reset()
	se.Reset()
	if code := run(context.Background(), []string{"-weights", out, "-match", "2", "-nodes", "100", "-max-plies", "40"}, &so, &se); code != 0 || !strings.Contains(so.String(), "2 games: ") {
		t.Fatalf("match: exit %d: %s %s", code, so.String(), se.String())
	}
	so.Reset()
	if code := run(context.Background(), []string{"-in", pos, "-iters", "5", "-format", "go"}, &so, &se); code != 0 {
		t.Fatalf("go form: exit %d", code)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "w.go", so.Bytes(), parser.ParseComments); err != nil || !strings.Contains(so.String(), "var Weights = EvalWeights{") {
		t.Errorf("go form: %v\n%s", err, so.String())
	}
	if code := run(context.Background(), []string{"-in", filepath.Join(dir, "missing")}, &so, &se); code != 1 {
		t.Errorf("missing file: exit %d", code)
	}
}

// wrap by hand: "aa bb cc" at width 5 is "aa bb" and "cc"; a word longer
// than the width has its own line.
func TestWrap(t *testing.T) {
	got := wrap("aa bb cc  toolongword d", 5)
	want := []string{"aa bb", "cc", "toolongword", "d"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap: %q, want %q", got, want)
	}
}
