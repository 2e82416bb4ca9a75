package lancer

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// Deep perft counts and exhaustive searches run with: go test ./lancer -long

// tb is what the helpers need of a *testing.T or *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// withOptions returns the rules with the option text in force.
func withOptions(t tb, r *cl.Rules, options string) *cl.Rules {
	t.Helper()
	o, err := r.Variant().ParseOptions(options)
	if err != nil {
		t.Fatalf("options %q: %v", options, err)
	}
	rr, err := r.WithOptions(o)
	if err != nil {
		t.Fatalf("options %q: %v", options, err)
	}
	return rr
}

// parse reads a position, failing the test on an error; those the rules
// cannot reach (the studies these tests use: extra or off-army pieces,
// pieces missing without captives) are read with the option study.
func parse(t tb, r *cl.Rules, text string) cl.Position {
	t.Helper()
	p, err := r.Parse(text)
	if errors.Is(err, cl.ErrInvalid) {
		p, err = r.Study().Parse(text)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return p
}

// play plays moves given as text.
func play(t tb, p cl.Position, moves ...string) cl.Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: move %s: %v", p, s, err)
		}
		p = p.Play(m)
	}
	return p
}

// texts returns the texts of the legal moves, sorted.
func texts(p cl.Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// movesFrom returns the sorted texts of the legal moves that start on sq.
func movesFrom(t tb, p cl.Position, sq string) []string {
	t.Helper()
	c, err := p.Board().Parse(sq)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range p.Moves(nil) {
		if _, drop := m.Drop(); !drop && m.From() == c {
			out = append(out, p.MoveText(m))
		}
	}
	slices.Sort(out)
	return out
}

// has reports whether the move text is legal in p.
func has(p cl.Position, text string) bool {
	_, err := p.ParseMove(text)
	return err == nil
}

// perftWant checks perft counts from depth 1; depths above 3 run only
// with -long unless quick.
func perftWant(t *testing.T, name string, p cl.Position, quick int, want ...uint64) {
	t.Helper()
	for d, w := range want {
		if d+1 > quick && !varianttest.Long() {
			break
		}
		if got := variant.Perft[cl.Position, cl.Move](p, d+1); got != w {
			t.Errorf("%s: perft(%d) = %d, want %d", name, d+1, got, w)
		}
		if got := p.Perft(d + 1); got != w { // the kernel's bulk counter
			t.Errorf("%s: bulk perft(%d) = %d, want %d", name, d+1, got, w)
		}
	}
}

// placement writes the placement field of a position with the given
// pieces (square name -> letter) on a board of the shape.
func placement(shape board.Shape, pieces map[string]byte) string {
	g := board.MustNew(shape)
	grid := make([][]byte, shape.Ranks)
	for i := range grid {
		grid[i] = make([]byte, shape.Files)
	}
	for sq, l := range pieces {
		co := g.Coord(must(g.Parse(sq)))
		grid[co.Rank][co.File] = l
	}
	var b strings.Builder
	for rank := shape.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for f := range shape.Files {
			if grid[rank][f] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(itoa(empty))
				empty = 0
			}
			b.WriteByte(grid[rank][f])
		}
		if empty > 0 {
			b.WriteString(itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

func itoa(n int) string {
	if n >= 10 {
		return string(rune('0'+n/10)) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

// mirrorText returns the colour-mirrored position text: ranks reversed,
// cases swapped, the other side to move, castling and en-passant fields
// mirrored, Arabella's Jini releases swapped. The move number is kept.
func mirrorText(p cl.Position) string {
	g := p.Board()
	text := p.String()
	f := strings.Fields(text)
	base, state, hasState := strings.Cut(f[0], "{")
	place, held, _ := strings.Cut(base, "[")
	ranks := strings.Split(place, "/")
	slices.Reverse(ranks)
	out := swapCase(strings.Join(ranks, "/"))
	if held != "" {
		out += "[" + swapCase(held)
	}
	if hasState {
		// Arabella's state: the two sides' Jini releases.
		state = strings.TrimSuffix(state, "}")
		if len(state) == 2 {
			state = state[1:] + state[:1]
		}
		out += "{" + state + "}"
	}
	side := p.Rules().Game().SideLetters
	stm := side[0][:1]
	if p.SideToMove() == 0 {
		stm = side[1][:1]
	}
	ep := "-"
	if f[3] != "-" {
		ep = ""
		for t := p.EnPassant(); !t.Empty(); {
			co := g.Coord(t.PopFirst())
			co.Rank = g.Shape().Ranks - 1 - co.Rank
			ep += g.Name(g.CellAt(co))
		}
	}
	return out + " " + stm + " " + swapCase(f[2]) + " " + ep + " " + f[4] + " " + f[5]
}

func swapCase(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = c - 32
		case c >= 'A' && c <= 'Z':
			b[i] = c + 32
		}
	}
	return string(b)
}

// randomPlay plays up to n random legal moves from p, driven by a seed
// drawn by rapid.
func randomPlay(t *rapid.T, p cl.Position, n int) cl.Position {
	plies := rapid.IntRange(0, n).Draw(t, "plies")
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
	for range plies {
		ms := p.Moves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[rng.IntN(len(ms))])
	}
	return p
}

// checkParseError is the body of the fuzz tests: text that does not read
// gives a position ParseError with an offset in the text and a reason;
// text that reads round trips, and its moves can be played.
func checkParseError(t *testing.T, r *cl.Rules, text string) {
	p, err := r.Parse(text)
	if err != nil {
		var pe *variant.ParseError
		if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Offset < -1 || pe.Offset > len(text) || pe.Reason == "" {
			t.Fatalf("%q: error %v is not a position ParseError with offset and reason", text, err)
		}
		return
	}
	q, err := r.Parse(p.String())
	if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
		t.Fatalf("%q -> %q does not read back: %v", text, p.String(), err)
	}
	_ = p.Outcome()
	for _, m := range p.Moves(nil) {
		after := p.Play(m)
		if _, err := r.Parse(after.String()); err != nil {
			t.Fatalf("%q after %s: %v", text, p.MoveText(m), err)
		}
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
