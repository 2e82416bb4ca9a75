package main

import (
	"context"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant/search"
)

func TestParseLine(t *testing.T) {
	for _, c := range []struct {
		line   string
		result float64
		fen    string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1-0", 1, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
		{"  4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 0-1 ", 0, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"},
		{"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1/2-1/2", 0.5, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"},
	} {
		l, err := chessGame.parseLine(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if l.result != c.result || l.pos.FEN() != c.fen {
			t.Errorf("%q: %s %v, want %s %v", c.line, l.pos.FEN(), l.result, c.fen, c.result)
		}
		if back, err := chessGame.parseLine(formatLine(l)); err != nil || back.pos != l.pos || back.result != l.result {
			t.Errorf("%q: formatLine %q does not read back (%v)", c.line, formatLine(l), err)
		}
	}
	for _, bad := range []string{
		"", "1-0", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1-1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 1-0",
		"8/8/8/8/8/8/8/8 w - - 0 1 1-0",
	} {
		if _, err := chessGame.parseLine(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestReadPositions(t *testing.T) {
	in := "# a comment\n\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 0-1\n"
	ls, _, err := chessGame.readPositions(strings.NewReader(in))
	if err != nil || len(ls) != 2 || ls[0].result != 1 || ls[1].result != 0 || ls[0].game != 3 || ls[1].game != 4 {
		t.Fatalf("%+v, %v", ls, err)
	}
	// "# game N" numbers the games of the positions after it.
	ls, _, err = chessGame.readPositions(strings.NewReader("# game 7\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 1-0\n# game 12\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 0-1\n"))
	if err != nil || len(ls) != 3 || ls[0].game != 7 || ls[1].game != 7 || ls[2].game != 12 {
		t.Fatalf("%+v, %v", ls, err)
	}
	// "# from ..." before the first position is the file's origin; after
	// one, it is a comment like any other.
	ls, origin, err := chessGame.readPositions(strings.NewReader("# a comment\n# from  12 games \n# from not this\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n# from nor this\n"))
	if err != nil || len(ls) != 1 || origin != "12 games" {
		t.Fatalf("%+v, origin %q, %v", ls, origin, err)
	}
	if _, origin, _ := chessGame.readPositions(strings.NewReader("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n# from late\n")); origin != "" {
		t.Errorf("a late # from line read as the origin %q", origin)
	}
	if _, _, err := chessGame.readPositions(strings.NewReader("# game x\n")); err == nil {
		t.Error("# game x: no error")
	}
	_, _, err = chessGame.readPositions(strings.NewReader("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\nnonsense 1-0\n"))
	if err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("error %v, want one naming line 2", err)
	}
	if _, _, err := chessGame.readPositions(strings.NewReader(strings.Repeat("x", 2*maxLine))); err == nil {
		t.Error("a line too long: no error")
	}
}

// FuzzReadPositions: any input reads without panicking, and what reads
// writes back to a file that reads the same, games included.
func FuzzReadPositions(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 1-0\n")
	f.Add("# c\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1/2-1/2\n\n")
	f.Add("# game 3\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n# game 4\n")
	f.Add("# from 2 games\t of chess\n4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 1-0\n")
	f.Add("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 0-1")
	f.Fuzz(func(t *testing.T, in string) {
		ls, origin, err := chessGame.readPositions(strings.NewReader(in))
		if err != nil {
			return
		}
		var b strings.Builder
		if err := writePositions(&b, origin, ls); err != nil {
			t.Fatal(err)
		}
		back, backOrigin, err := chessGame.readPositions(strings.NewReader(b.String()))
		if err != nil || len(back) != len(ls) {
			t.Fatalf("written %q reads %d, %v; want %d", b.String(), len(back), err, len(ls))
		}
		if want := strings.Join(strings.Fields(origin), " "); backOrigin != want {
			t.Fatalf("origin %q reads back as %q", want, backOrigin)
		}
		for i := range ls {
			if back[i].pos.FEN() != ls[i].pos.FEN() || back[i].result != ls[i].result || back[i].game != ls[i].game {
				t.Fatalf("position %d: %s %v, wrote %s %v", i, back[i].pos.FEN(), back[i].result, ls[i].pos.FEN(), ls[i].result)
			}
		}
	})
}

// quiet by hand: the start is quiet; a position where the side to move
// can take a queen for nothing is not (the capture beats the static
// evaluation); a position in check is not.
func TestQuiet(t *testing.T) {
	for _, c := range []struct {
		fen   string
		quiet bool
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", true},
		{"4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1", false}, // exd5 wins a queen
		{"4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", false},   // in check
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", true},
	} {
		p, err := chess960.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := chessGame.quiet(p); got != c.quiet {
			t.Errorf("%s: quiet %v, want %v", c.fen, got, c.quiet)
		}
	}
}

// The match harness's player with the shipped weights is search.New's
// default player: it chooses the same moves at the same node budget and
// seed.
func TestPlayerWithIsDefault(t *testing.T) {
	ctx := context.Background()
	p := chess960.Standard()
	for i := range 12 {
		def, err := search.NewTyped[chess960.Position, chess960.Move](chess960.Chess,
			search.Config{Limits: search.Limits{Nodes: 500}, Seed: uint64(i)})
		if err != nil {
			t.Fatal(err)
		}
		want, err := def.Choose(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := playerWith(&chess960.Weights, 500, uint64(i)).Choose(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("ply %d of %s: %v, the default player %v", i, p, got, want)
		}
		p = p.Play(want)
	}
}

// Generation is reproducible from its seed, labels every kept position
// with its game's result, and keeps only quiet positions.
func TestGenerate(t *testing.T) {
	c := genConfig{games: 2, nodes: 200, openingPlies: 4, maxPlies: 60, workers: 2, seed: 3}
	a, st, err := chessGame.generate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := chessGame.generate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) == 0 || len(a) != len(b) || st.games != 2 || st.kept != len(a) || st.positions < st.kept {
		t.Fatalf("%d and %d positions, stats %+v", len(a), len(b), st)
	}
	results := map[int]float64{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("position %d differs between runs", i)
		}
		if !chessGame.quiet(a[i].pos) {
			t.Errorf("%s kept, not quiet", a[i].pos)
		}
		if r, ok := results[a[i].game]; ok && r != a[i].result {
			t.Errorf("game %d labelled %v and %v", a[i].game, r, a[i].result)
		}
		results[a[i].game] = a[i].result
	}
}
