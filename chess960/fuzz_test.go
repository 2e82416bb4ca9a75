package chess960

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

var fuzzFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	kiwipeteFEN,
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	"4k3/8/8/8/8/8/8/R1R1K3 w C - 0 1",
	"8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
	"rn2k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
}

// checkParseError checks that err is a *variant.ParseError of the kind,
// with an offset inside the input.
func checkParseError(t *testing.T, err error, kind error, input string) {
	t.Helper()
	var pe *variant.ParseError
	if !errors.Is(err, kind) || !errors.As(err, &pe) {
		t.Fatalf("%q: error %v is not a %v ParseError", input, err, kind)
	}
	if pe.Offset < -1 || pe.Offset > len(pe.Input) || pe.Reason == "" {
		t.Fatalf("%q: error %v has offset %d, reason %q", input, err, pe.Offset, pe.Reason)
	}
}

// FuzzParseFEN: bad text gives a position error with an offset; good text
// gives a position that writes back to text read the same, whose moves
// all play to positions with the right hash.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			checkParseError(t, err, variant.ErrPosition, s)
			return
		}
		for _, text := range []string{p.String(), p.ShredderFEN()} {
			q, err := ParseFEN(text)
			if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
				t.Fatalf("%q: %s reads back as %s, %v", s, text, q, err)
			}
		}
		if p.hash != p.computeHash() {
			t.Fatalf("%q: hash", s)
		}
		_ = p.Outcome()
		for _, m := range p.Moves(nil) {
			q := p.Play(m)
			if q.hash != q.computeHash() {
				t.Fatalf("%s after %s: hash", p, p.UCI(m))
			}
			if got, err := p.ParseMove(p.MoveText(m)); err != nil || got != m {
				t.Fatalf("%s: SAN %s reads back as %v, %v", p, p.MoveText(m), got, err)
			}
			// Differential (issue 12): the position after any legal move
			// prints, reads back equal, and so is valid.
			if back, err := ParseFEN(q.String()); err != nil || back.String() != q.String() || back.Hash() != q.Hash() {
				t.Fatalf("%s after %s: %s reads back as %s, %v", p, p.UCI(m), q, back, err)
			}
			_ = q.CountMoves()
		}
	})
}

// FuzzParseMove: any text is read as a legal move of the position, or
// refused with an error of the right kind.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "e1h1", "b7b8q", "bxa8=Q+", "exd6e.p.", "Qa1e5", "K", "", "x", "e8=", "(Q)"} {
		for i := range fuzzFENs {
			f.Add(i, s)
		}
	}
	var positions []Position
	for _, s := range fuzzFENs {
		p, err := ParseFEN(s)
		if err != nil {
			f.Fatal(err)
		}
		positions = append(positions, p)
	}
	f.Fuzz(func(t *testing.T, i int, text string) {
		p := positions[uint(i)%uint(len(positions))]
		m, err := p.ParseMove(text)
		if err != nil {
			if errors.Is(err, variant.ErrIllegalMove) {
				var ie *variant.IllegalMoveError
				if !errors.As(err, &ie) || ie.Reason == "" {
					t.Fatalf("%q: %v", text, err)
				}
				return
			}
			checkParseError(t, err, variant.ErrMove, text)
			return
		}
		for _, legal := range p.Moves(nil) {
			if legal == m {
				return
			}
		}
		t.Fatalf("%s: %q read as %s, not a legal move", p, text, p.UCI(m))
	})
}

// FuzzParsePGN: any text replays as a game or is refused with a record
// error; a game read writes back to PGN that replays to the same position.
func FuzzParsePGN(f *testing.F) {
	f.Add("1. e4 e5 2. Nf3 {c} Nc6 $1 (2... d6) 3. Bb5 a6 *")
	f.Add("[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n1. d4 d5 2. Nd3 1-0")
	f.Add("[Variant \"fischerandom\"]\n\n1. e4 *")
	f.Add("1. f3 e5 2. g4 Qh4# 0-1")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParsePGN(text)
		if err != nil {
			if !errors.Is(err, variant.ErrRecord) {
				t.Fatalf("%q: %v does not match ErrRecord", text, err)
			}
			return
		}
		back, err := ParsePGN(PGN(g))
		if err != nil || back.Position().String() != g.Position().String() {
			t.Fatalf("%q: written game replays to %v, %v", text, back, err)
		}
	})
}
