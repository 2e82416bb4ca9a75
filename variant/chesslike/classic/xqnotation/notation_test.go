package xqnotation_test

import (
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
)

func position(t testing.TB, fen string) variant.AnyPosition {
	t.Helper()
	p, err := variant.NewPosition("xiangqi", "", fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The ICCS ranks are Ludus's minus one: h2e2 (Red's central cannon
// opening, 炮二平五) is Ludus h3e3.
func TestICCSRanks(t *testing.T) {
	p := position(t, "")
	for _, c := range []struct{ iccs, ludus string }{
		{"h2e2", "h3e3"}, {"H2-E2", "h3e3"}, {"h0g2", "h1g3"}, {"b0c2", "b1c3"}, {"a0a1", "a1a2"}, {"i3i4", "i4i5"},
	} {
		m, err := xqnotation.ParseICCS(p, c.iccs)
		if err != nil {
			t.Fatalf("%s: %v", c.iccs, err)
		}
		if got := p.MoveText(m); got != c.ludus {
			t.Errorf("ICCS %s is %s, want %s", c.iccs, got, c.ludus)
		}
		if got := xqnotation.ICCS(p, m); got != strings.ToLower(strings.ReplaceAll(c.iccs, "-", "")) {
			t.Errorf("ICCS(%s) = %s, want %s", c.ludus, got, c.iccs)
		}
	}
	q := p.Play(must(xqnotation.ParseICCS(p, "h2e2")))
	m, err := xqnotation.ParseICCS(q, "h9g7") // black's horse: Ludus h10g8
	if err != nil || q.MoveText(m) != "h10g8" {
		t.Errorf("h9g7 for black: %v %v", q.MoveText(m), err)
	}
	// Fed raw to Ludus, h2e2 is a different square: the ICCS reading must
	// not be that one.
	if _, err := xqnotation.ParseICCS(p, "h3e3"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("ICCS h3e3 (Ludus h4e4, an empty point) = %v, want an illegal move", err)
	}
	for _, bad := range []string{"", "h2", "j2e2", "h2e", "hXe2", "h2e2e2", "h-1e2"} {
		if _, err := xqnotation.ParseICCS(p, bad); err == nil {
			t.Errorf("ParseICCS(%q) = nil error", bad)
		}
	}
}

func must(m variant.Move, err error) variant.Move {
	if err != nil {
		panic(err)
	}
	return m
}

// Cases worked out by hand from the WXF's rules: files are counted from
// the mover's right (Red's a-file is 9, Black's a-file is 1); + is forward,
// - backward, . along the rank; generals, chariots, cannons and soldiers
// count the ranks they move on a file, the others name the new file.
func TestWXF(t *testing.T) {
	for _, c := range []struct {
		fen, wxf, ludus string
	}{
		{"", "C2.5", "h3e3"},
		{"", "H8+7", "b1c3"},
		{"", "H2+3", "h1g3"},
		{"", "R9+1", "a1a2"},
		{"", "E3+5", "g1e3"},
		{"", "A4+5", "f1e2"},
		{"", "P7+1", "c4c5"},
		{"", "K5+1", "e1e2"},
		{"", "C8+7", "b3b10"}, // the cannon takes the horse over the screen
		// Black: its right is the a-file.
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "H8+7", "h10g8"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "C8.5", "h8e8"},
		{"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "P3+1", "c7c6"},
		// Tandem chariots on Red's 5th file: + the front (e7), - the rear.
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "R+.7", "e7c7"},
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "R--2", "e4e2"},
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "R-+2", "e4e6"},
		// Tandem black cannons on the e-file (Black's 5th): Black's front is
		// the lower one; Black's 4th file is the d-file.
		{"3k5/4c4/9/9/4c4/9/9/9/9/5K3 b - - 0 1", "C+.4", "e6d6"},
		{"3k5/4c4/9/9/4c4/9/9/9/9/5K3 b - - 0 1", "C-+1", "e9e8"},
		// Three soldiers on Red's 7th file: front, middle (by its file),
		// rear.
		{"5k3/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "P+.6", "c8d8"},
		{"5k3/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "P7.6", "c7d7"},
		{"5k3/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "P-.8", "c6b6"},
		// Four: ++ and -- for the outer ones.
		{"5k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "++.6", "c9d9"},
		{"5k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "P+.6", "c8d8"},
		{"5k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "P-.6", "c7d7"},
		{"5k3/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1", "--.8", "c6b6"},
		// Tandems on two files (Red's 7th and 3rd): the file, then + or -.
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "7+.6", "c8d8"},
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "7-.8", "c6b6"},
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "P7.6", "c7d7"},
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "3+.2", "g7h7"},
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "3-.2", "g6h6"},
	} {
		p := position(t, c.fen)
		m, err := xqnotation.ParseWXF(p, c.wxf)
		if err != nil {
			t.Errorf("%s in %s: %v", c.wxf, c.fen, err)
			continue
		}
		if got := p.MoveText(m); got != c.ludus {
			t.Errorf("WXF %s in %s is %s, want %s", c.wxf, c.fen, got, c.ludus)
		}
		if got := xqnotation.WXF(p, m); got != c.wxf {
			t.Errorf("WXF(%s) in %s = %s, want %s", c.ludus, c.fen, got, c.wxf)
		}
	}
}

// The forms ParseWXF reads besides the standard one.
func TestWXFReadings(t *testing.T) {
	for _, c := range []struct{ fen, text, ludus string }{
		{"", "C2=5", "h3e3"},
		{"", "c2.5", "h3e3"},
		{"", "B3+5", "g1e3"}, // Ludus's letter for the elephant
		{"", "N8+7", "b1c3"}, // and the horse
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "+R.7", "e7c7"}, // the mark before the letter
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "R5-3", "e4e1"}, // only the rear one can
		{"5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1", "77.6", "c7d7"},
	} {
		p := position(t, c.fen)
		m, err := xqnotation.ParseWXF(p, c.text)
		if err != nil || p.MoveText(m) != c.ludus {
			t.Errorf("ParseWXF(%q) in %q = %v, %v; want %s", c.text, c.fen, p.MoveText(m), err, c.ludus)
		}
	}
	for _, c := range []struct{ fen, text string }{
		{"3k5/9/9/4R4/9/9/4R4/9/9/5K3 w - - 0 1", "R5.7"}, // either chariot
		{"", "C2.9"}, // the own cannon on b3 blocks the way to a3
		{"", "X2.5"},
		{"", "C2.0"},
		{"", "C2*5"},
		{"", "C2.55"},
		{"", ""},
	} {
		p := position(t, c.fen)
		if m, err := xqnotation.ParseWXF(p, c.text); err == nil {
			t.Errorf("ParseWXF(%q) in %q = %s, want an error", c.text, c.fen, p.MoveText(m))
		}
	}
}

// In positions of random games, every legal move has its own WXF and ICCS
// text, and each reads back to the move.
func TestNotationProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		p := position(t, "")
		plies := rapid.IntRange(0, 80).Draw(rt, "plies")
		for range plies {
			moves := p.Moves(nil)
			if len(moves) == 0 {
				break
			}
			seenW, seenI := map[string]bool{}, map[string]bool{}
			for _, m := range moves {
				w, i := xqnotation.WXF(p, m), xqnotation.ICCS(p, m)
				if seenW[w] || seenI[i] {
					rt.Fatalf("%s: two moves written %s / %s", p, w, i)
				}
				seenW[w], seenI[i] = true, true
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
			w, i := xqnotation.WXF(p, m), xqnotation.ICCS(p, m)
			if b, err := xqnotation.ParseWXF(p, w); err != nil || b != m {
				rt.Fatalf("%s: WXF %s of %s reads %v, %v", p, w, p.MoveText(m), b, err)
			}
			if b, err := xqnotation.ParseICCS(p, i); err != nil || b != m {
				rt.Fatalf("%s: ICCS %s of %s reads %v, %v", p, i, p.MoveText(m), b, err)
			}
			p = p.Play(m)
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"h2e2", "H2-E2", "C2.5", "+C.5", "P+.4", "33.4", "--.1", "a9a0", "h3e3"} {
		f.Add(s)
	}
	p := position(f, "")
	q := position(f, "5k3/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1")
	f.Fuzz(func(t *testing.T, s string) {
		for _, pos := range []variant.AnyPosition{p, q} {
			if m, err := xqnotation.ParseWXF(pos, s); err == nil {
				if _, err := xqnotation.ParseWXF(pos, xqnotation.WXF(pos, m)); err != nil {
					t.Fatalf("%q read, but its WXF does not read back: %v", s, err)
				}
			}
			if m, err := xqnotation.ParseICCS(pos, s); err == nil && !strings.EqualFold(xqnotation.ICCS(pos, m), strings.NewReplacer("-", "", "+", "", "#", "", "!", "", "?", "", "x", "", "X", "", " ", "").Replace(s)) {
				t.Fatalf("ICCS %q read as %s", s, xqnotation.ICCS(pos, m))
			}
		}
	})
}
