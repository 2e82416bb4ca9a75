package enochian

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// setup builds a position from piece tokens "army kind [type] : square"
// ("yK:a8", "yPb:a7", "bK+B:h8" for an intact throne), the army to move and
// the four army statuses of the position text ("-,fcr1,-,-"). It goes
// through Parse, so the turn is passed on as in play when that army cannot
// move.
func setup(t *testing.T, options, pieces, turn, statuses string) Position {
	t.Helper()
	text, err := buildText(pieces, turn, statuses)
	if err != nil {
		t.Fatal(err)
	}
	return parseWith(t, options, text)
}

// buildText writes the position text of piece tokens (see setup).
func buildText(pieces, turn, statuses string) (string, error) {
	var grid [64]string
	for _, tok := range strings.Fields(pieces) {
		pc, sq, ok := strings.Cut(tok, ":")
		if !ok {
			return "", fmt.Errorf("bad piece token %q", tok)
		}
		c, err := geometry.Parse(sq)
		if err != nil {
			return "", err
		}
		if grid[c] != "" {
			return "", fmt.Errorf("square %s given twice", sq)
		}
		grid[c] = pc
	}
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		run := 0
		for f := range 8 {
			if g := grid[f+8*r]; g != "" {
				if run > 0 {
					b.WriteByte(byte('0' + run))
					run = 0
				}
				b.WriteString(g)
			} else {
				run++
			}
		}
		if run > 0 {
			b.WriteByte(byte('0' + run))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + turn + " " + statuses + " 0", nil
}

// texts returns the legal moves' texts, sorted.
func texts(p Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

func actionTexts(p Position) []string {
	var out []string
	for _, m := range p.Actions(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// wantMoves checks that the legal moves are exactly the listed ones.
func wantMoves(t *testing.T, p Position, want string) {
	t.Helper()
	w := strings.Fields(want)
	slices.Sort(w)
	got := texts(p)
	if !slices.Equal(got, w) {
		t.Errorf("%s to move in %s:\n got %d moves %v\nwant %d moves %v", p.Turn(), p, len(got), got, len(w), w)
	}
}

// play plays moves given as text, failing the test on an illegal one.
func play(t *testing.T, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v (legal: %v, actions: %v)", s, p, err, texts(p), actionTexts(p))
		}
		p = p.Play(m)
	}
	return p
}

func has(list []string, s string) bool { return slices.Contains(list, s) }

// mustText is buildText failing the test on an error.
func mustText(t *testing.T, pieces, turn, statuses string) string {
	t.Helper()
	text, err := buildText(pieces, turn, statuses)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// mustOptions reads option text, failing the test on an error.
func mustOptions(t *testing.T, options string) variant.Options {
	t.Helper()
	o, err := Enochian.ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// parseWith reads position text for option text, failing the test on an
// error.
func parseWith(t *testing.T, options, text string) Position {
	t.Helper()
	o, err := Enochian.ParseOptions(options)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(text, o)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return p
}
