package boolean

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// build makes a position from option text, the side to move ("w" or "b")
// and pieces given as "cell=token" ("b22=C4", "a44=p0"), through the
// position text, so that the grammar is exercised too.
func build(t testing.TB, options, side string, pieces ...string) Position {
	t.Helper()
	var cells [64]string
	for _, item := range pieces {
		name, tok, ok := strings.Cut(item, "=")
		if !ok {
			t.Fatalf("bad piece %q", item)
		}
		c, err := Board.Parse(name)
		if err != nil {
			t.Fatal(err)
		}
		if cells[c] != "" {
			t.Fatalf("%s given twice", name)
		}
		cells[c] = tok
	}
	var b strings.Builder
	for l := range 4 {
		if l > 0 {
			b.WriteByte('|')
		}
		for r := 3; r >= 0; r-- {
			if r < 3 {
				b.WriteByte('/')
			}
			for f := range 4 {
				if tok := cells[f+4*(r+4*l)]; tok != "" {
					b.WriteString(tok)
				} else {
					b.WriteByte('.')
				}
			}
		}
	}
	b.WriteString(" " + side)
	// Positions built from a few pieces are studies: after the placement
	// phase no game has fewer than both discs of each value (RuleDiscs).
	if !strings.Contains(options, OptStudy) {
		options = strings.TrimPrefix(options+","+OptStudy+"=true", ",")
	}
	o, err := Variant.ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(b.String(), o)
	if err != nil {
		t.Fatalf("build %v: %v", pieces, err)
	}
	return p
}

func cell(t testing.TB, name string) board.Cell {
	t.Helper()
	c, err := Board.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// play reads and plays a move, failing the test if it is not legal.
func play(t testing.TB, p Position, text string) Position {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s in %s: %v", text, p, err)
	}
	return p.Play(m)
}

// captured returns the cells a move captures, as square names.
func captured(t testing.TB, p Position, text string) string {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s in %s: %v", text, p, err)
	}
	return Board.SetString(p.Captures(m))
}

// owner returns "white", "black" or "empty" for a cell.
func owner(p Position, name string) string {
	c, _ := Board.Parse(name)
	_, o, ok := p.At(c)
	if !ok {
		return "empty"
	}
	return Variant.SideName(o)
}

func mustNew(t testing.TB, options string) Position {
	t.Helper()
	p, err := New(options)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// movesFrom counts the moves of p whose piece starts on from (steps and
// pushes), and of those the pushes.
func movesFrom(p Position, from board.Cell) (steps, pushes int) {
	for _, m := range p.Moves(nil) {
		if m.From() != from {
			continue
		}
		if m.IsPush() {
			pushes++
		} else {
			steps++
		}
	}
	return
}

var _ variant.Position[Position, Move] = Position{}

// studyOptions are the default options with the study option on.
func studyOptions(t testing.TB) variant.Options {
	t.Helper()
	o, err := Variant.ParseOptions(OptStudy + "=true")
	if err != nil {
		t.Fatal(err)
	}
	return o
}
