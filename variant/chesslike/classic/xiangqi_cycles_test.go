package classic_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// A cycleCase is a repeated cycle with the ruling a source gives.
type cycleCase struct {
	source string // book and diagram, or the implementation and its test
	fen    string
	moves  []string // Ludus's notation (ranks 1-10)
	// loser is the side that must change ("red", "black"), or "" for a
	// draw (nobody breaks a rule, or both break the same one).
	loser string
}

// iccs shifts ICCS ranks (0-9) to Ludus's (1-10): "a8b8" -> "a9b9".
func iccs(moves ...string) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = fmt.Sprintf("%c%d%c%d", m[0], m[1]-'0'+1, m[2], m[3]-'0'+1)
	}
	return out
}

func times(n int, cycle ...string) []string {
	var out []string
	for range n {
		out = append(out, cycle...)
	}
	return out
}

// wxfDiagrams are examples of the WXF rule book (World Xiangqi Rules,
// 2018), each a cycle played twice, so that its first position occurs a
// third time. The positions and the book's rulings are those transcribed,
// with the diagram numbers, by an independent implementation of the WXF
// rules in a public repository (a TypeScript test suite that cross-checks
// them with Tan & Watkinson Medina, arXiv 2412.17334); the book's
// diagrams themselves could not be read here.
var wxfDiagrams = []cycleCase{
	{"WXF 2018: an unprotected cannon chased by a chariot", "1cbak4/R3a4/4b4/7P1/9/2P6/3pp4/8r/9/3AKA3 w - - 0 1",
		times(2, iccs("a8b8", "b9a9", "b8a8", "a9b9")...), "red"},
	{"WXF 2018 diagram 29: a cannon with a real protector is not chased", "2b1ka3/4a4/4b4/9/9/9/9/4B3R/4A1rc1/4KA3 w - - 0 1",
		times(2, iccs("i2h2", "h1i1", "h2i2", "i1h1")...), ""},
	{"WXF 2018 diagram 34: a chase answering mating threats is still a chase", "3aka3/7R1/7c1/9/9/9/9/9/4A4/3AK1p2 b - - 0 1",
		times(2, iccs("h7c7", "h8c8", "c7h7", "c8h8")...), "red"},
	{"WXF 2018 diagram 39: protection by cannon, horse and chariot", "2bak4/RC2arN2/4b1n2/2p5p/6p2/2P6/4p1P1c/4B4/4A4/4KAB2 b - - 0 1",
		times(2, iccs("e8f9", "b8b9", "f9e8", "b9b8")...), "red"},
	{"WXF 2018 diagram 40: a cannon's protector uncovered", "2baka3/C4rN2/4b1n2/1Rp5p/6p2/2P6/4c1P1c/4B3C/4A4/4KAB2 w - - 0 1",
		times(2, iccs("b6b8", "f9e8", "b8b6", "e8f9")...), "red"},
	{"WXF 2018 diagram 41: a horse as a cannon's screen", "3aka3/C4rN2/4b1n2/N7p/2p3p2/8P/2P3P2/9/4A4/4KA3 w - - 0 1",
		times(2, iccs("a6b8", "f9e8", "b8a6", "e8f9")...), "red"},
	{"WXF 2018 diagram 55: a blocked horse cannot take back: no exchange", "5ab2/4k2P1/5an1b/p1p3p2/8p/2P4N1/6P1P/B8/5p2c/3KC4 w - - 0 1",
		times(2, iccs("h4f5", "g7i6", "f5h4", "i6g7")...), "red"},
	{"WXF 2018 diagram 59: a soldier across the river can be chased", "3akabC1/9/4b4/7P1/2n6/8p/3p5/9/4A1c2/2BAK1B1C w - - 0 1",
		times(2, iccs("g0i2", "g1i1", "i2g0", "i1g1")...), "red"},
	{"WXF 2018 diagram 60: a soldier that has not crossed cannot be chased", "3akabC1/9/4b4/7P1/2n5p/9/3p5/9/4A1c2/2BAK1B1C w - - 0 1",
		times(2, iccs("g0i2", "g1i1", "i2g0", "i1g1")...), ""},
	{"WXF 2018 diagram 69: a soldier may attack a cannon with every move", "4k1b1c/7P1/3a5/9/9/9/9/9/3K5/9 w - - 0 1",
		times(2, iccs("h8i8", "i9h9", "i8h8", "h9i9")...), ""},
	{"WXF 2018 diagram 70: the general's and soldiers' attacks are free", "4kab2/4a4/4b1n2/4p2P1/2p5P/9/9/7C1/4A4/4K4 w - - 0 1",
		times(2, iccs("h6g6", "g7h9", "g6h6", "h9g7")...), ""},
	{"WXF 2018 rule 20.9: a soldier and a chariot attacking one cannon in turn", "3k5/9/2c6/3P5/5R3/3p5/9/9/9/3K5 w - - 0 1",
		times(2, iccs("d6c6", "c7e7", "f5e5", "e7d7", "c6d6", "d7f7", "e5f5", "f7c7")...), ""},
	{"WXF 2018 rule 20.8: offering a chariot exchange while chasing a cannon", "3k5/9/9/1c7/9/2R5r/9/9/9/5K3 w - - 0 1",
		times(2, iccs("c4b4", "b6c6", "b4c4", "c6b6")...), "red"},
	{"WXF 2018: mutual perpetual check is a draw", "9/9/3k5/4c4/9/9/3p5/4C4/3R5/4K4 w - - 0 1",
		times(2, iccs("e2d2", "d3e3", "d2e2", "e3d3")...), ""},
	{"WXF 2018: perpetual check by a chariot", "3k5/9/9/9/9/9/4r4/9/9/4K4 w - - 0 1",
		times(2, iccs("e0f0", "e3f3", "f0e0", "f3e3")...), "black"},
}

// handCases are cycles analysed by hand for rules the sources above do not
// show on their own.
var handCases = []cycleCase{
	// Idle moves: the chariots shuffle on empty files and ranks, attacking
	// nothing: a draw.
	{"hand: idle moves", "3k4r/9/9/9/9/9/9/9/9/R4K3 w - - 0 1",
		times(2, "a1a2", "i10i9", "a2a1", "i9i10"), ""},
	// One check, one idle: Red's chariot checks from d9 and retreats to
	// a9, where it attacks nothing: allowed, a draw.
	{"hand: one check, one idle", "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1",
		times(2, "a1d1", "d10e10", "d1a1", "e10d10"), ""},
	// One check, one chase: the red chariot checks from e1 (the black
	// general cannot go to f10, facing Red's general on the open f-file),
	// then returns to a1, attacking anew the unprotected horse on a10:
	// every red move checks or chases the same horse; the general's moves
	// are free.
	{"hand: one check, one chase", "n3k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1",
		times(2, "a1e1", "e10d10", "e1a1", "d10e10"), "red"},
}

// fairyCases are the Xiangqi repetition cases of Fairy-Stockfish's test
// suite (test.py, test_is_optional_game_end; it follows the Asian rules and
// names the AXF rule book), an independent implementation. Its rulings are
// scores for the side to move; here they are the side that must change.
var fairyCases = []cycleCase{
	{"Fairy-Stockfish: direct chase by cannon", "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
		[]string{"c3a3", "a8b8", "a3b3", "b8a8", "b3a3", "a8b8", "a3b3", "b8a8", "b3a3"}, "red"},
	{"Fairy-Stockfish: discovered chase by cannon", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w - - 0 1",
		[]string{"a5a6", "a7b7", "a6b6", "b7a7", "b6a6", "a7b7", "a6b6", "b7a7", "b6a6"}, "red"},
	{"Fairy-Stockfish: chase by soldier", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1",
		[]string{"a5a6", "a7b7", "a6b6", "b7a7", "b6a6", "a7b7", "a6b6", "b7a7", "b6a6"}, ""},
	{"Fairy-Stockfish: discovered and anti-discovered chase by cannon", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1",
		times(2, "f5d5", "f6d6", "d5f5", "d6f6"), "red"},
	{"Fairy-Stockfish: mutual chase", "4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1",
		append([]string{"f7h7"}, times(2, "h9f8", "h7h8", "f8g6", "h8g8", "g6i7", "g8g7", "i7h9", "g7h7")...), ""},
	{"Fairy-Stockfish: perpetual check against intermittent checks", "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1",
		times(2, "d7e7", "e5d5", "e7d7", "d5e5"), "black"},
	{"Fairy-Stockfish: perpetual check by soldier", "3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1",
		times(2, "f2e2", "f3e3", "e2f2", "e3f3"), "black"},
	{"Fairy-Stockfish: perpetual check by soldier and cannon", "3k5/4P4/4b4/3C5/4c4/9/9/9/9/5K3 w - - 0 1",
		times(2, "d7e7", "e8g6", "e7d7", "g6e8"), "black"},
	{"Fairy-Stockfish: perpetual check by cannon", "3k5/9/9/9/9/9/9/9/cr1CAK3/9 w - - 0 1",
		times(2, "d2d4", "b2b4", "d4d2", "b4b2"), "black"},
	{"Fairy-Stockfish: perpetual check, cannons", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1",
		times(2, "f5d5", "f6d6", "d5f5", "d6f6"), "red"},
	{"Fairy-Stockfish: perpetual check by chariot", "4k4/9/4b4/2c2nR2/9/9/9/9/9/3K5 w - - 0 1",
		times(2, "g7g6", "f7g9", "g6g7", "g9f7"), "black"},
	{"Fairy-Stockfish: perpetual check by horses", "3P5/3k5/3nn4/9/9/9/9/9/9/5K3 w - - 0 1",
		times(2, "d10e10", "d9e9", "e10d10", "e9d9"), "black"},
	{"Fairy-Stockfish: perpetual check by a cannon's screen", "4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w - - 0 1",
		times(2, "e5e4", "c5c4", "e4e5", "c4c5"), "black"},
	{"Fairy-Stockfish: perpetual check by cannons", "4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w - - 0 1",
		times(2, "a2c2", "a5c5", "c2a2", "c5a5"), "black"},
	{"Fairy-Stockfish: mutual perpetual check", "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1",
		times(2, "e4d4", "d7e7", "d4e4", "e7d7"), ""},
	{"Fairy-Stockfish: mutual perpetual check by soldiers", "3k5/6c2/9/7P1/6c2/6P2/9/9/9/5K3 w - - 0 1",
		times(2, "h7g7", "g6h6", "g7h7", "h6g6"), ""},
	{"Fairy-Stockfish: mutual perpetual check with horses", "4ck3/9/9/9/9/2r1R1N2/6N2/9/4A4/3AK4 w - - 0 1",
		times(2, "e5e4", "c5c4", "e4e5", "c4c5"), ""},
	{"Fairy-Stockfish: mutual perpetual check by cannons", "5k3/9/9/c8/9/P1P6/9/2C6/9/3K5 w - - 0 1",
		times(2, "c3a3", "a7c7", "a3c3", "c7a7"), ""},
	{"Fairy-Stockfish: mutual perpetual check, long cycle", "4k4/9/r1r6/9/PPPP5/9/9/9/1C7/5K3 w - - 0 1",
		append([]string{"b2a2"}, times(2, "a8b8", "a2c2", "c8d8", "c2b2", "b8a8", "b2d2", "d8c8", "d2a2")...), ""},
	{"Fairy-Stockfish (AXF diagram 106): an attack that does not change is no chase", "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w - - 0 1",
		times(2, "h1h2", "h5h4", "h2h1", "h4h5"), ""},
	{"Fairy-Stockfish (AXF diagram 39): chariot pinned by a horse", "2baka1r1/C4rN2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1",
		append([]string{"b7b9"}, times(2, "f10e9", "b9b10", "e9f10", "b10b9")...), "red"},
	{"Fairy-Stockfish (AXF diagram 39): chariot pinned by a horse, second", "5k3/9/9/9/9/9/7r1/9/2nRA3c/4K4 w - - 0 1",
		times(2, "e2f1", "h4h2", "f1e2", "h2h4"), "black"},
	{"Fairy-Stockfish: creating pins to undermine the protector", "4k4/4c4/9/4p4/9/9/3rn4/3NR4/4K4/9 b - - 0 1",
		times(2, "e4g5", "e2f2", "g5e4", "f2e2"), "black"},
	{"Fairy-Stockfish: discovered check, capture threat by chariot", "5k3/9/9/9/9/1N2P1C2/9/4BC3/9/cr1RK4 w - - 0 1",
		times(2, "b5c3", "b1c1", "c3b5", "c1b1"), "black"},
	{"Fairy-Stockfish: a pin undermining the protector, horse", "5k3/9/9/9/9/4c4/3n5/3NBA3/4A4/4K4 w - - 0 1",
		times(2, "e1d1", "e5d5", "d1e1", "d5e5"), "black"},
	{"Fairy-Stockfish: a pin undermining the protector, chariot", "5k3/9/9/9/9/4c4/3r5/3NB4/4A4/4K4 w - - 0 1",
		times(2, "e1d1", "e5d5", "d1e1", "d5e5"), "black"},
	{"Fairy-Stockfish: x-ray protected discovered check", "5k3/9/9/9/9/9/9/9/9/3NK1cr1 w - - 0 1",
		times(2, "d1c3", "h1h3", "c3d1", "h3h1"), "black"},
	{"Fairy-Stockfish: no overprotection by the general", "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1",
		times(2, "d1c3", "d4c4", "c3d1", "c4d4"), ""},
	{"Fairy-Stockfish: protection by the general", "3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1",
		times(2, "d1c3", "d4c4", "c3d1", "c4d4"), "black"},
	{"Fairy-Stockfish: fake protection by a cannon", "5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1",
		times(2, "b5c5", "b4c4", "c5b5", "c4b4"), "black"},
	{"Fairy-Stockfish: fake protection by a cannon, mutual chase", "4ka3/c2R1R2c/4b4/9/9/9/9/9/9/4K4 w - - 0 1",
		times(2, "f9f7", "f10e9", "f7f9", "e9f10"), ""},
}

// judge plays a case with the given options and returns the side the
// game's outcome makes lose ("" for a draw, "ongoing" if not over).
func playCase(t *testing.T, c cycleCase, options string) (*variant.Game[variant.AnyPosition, variant.Move], error) {
	t.Helper()
	start, err := variant.NewPosition("xiangqi", options, c.fen)
	if err != nil {
		t.Fatalf("%s: %v", c.source, err)
	}
	g := variant.NewGame(start)
	for i, m := range c.moves {
		if err := g.PlayText(m); err != nil {
			return g, fmt.Errorf("move %d (%s): %w", i+1, m, err)
		}
	}
	return g, nil
}

func loserOf(o variant.Outcome) string {
	switch {
	case o.Status == variant.Drawn:
		return ""
	case o.Status != variant.Won:
		return "ongoing"
	case o.Winners.Has(0):
		return "black"
	}
	return "red"
}

// TestXiangqiCycleRulings plays every case in engine enforcement (the
// ruling is given on the third occurrence) and compares the result with
// the source's ruling.
func TestXiangqiCycleRulings(t *testing.T) {
	for _, set := range []struct {
		name  string
		cases []cycleCase
	}{{"wxf", wxfDiagrams}, {"fairy-stockfish", fairyCases}, {"hand", handCases}} {
		agree := 0
		for _, c := range set.cases {
			g, err := playCase(t, c, "enforcement=engine")
			if err != nil {
				t.Errorf("%s: %v", c.source, err)
				continue
			}
			o := g.Outcome()
			got := loserOf(o)
			if got != c.loser {
				t.Errorf("%s: %v (%s must change), want %q", c.source, o, got, c.loser)
				continue
			}
			agree++
		}
		t.Logf("%s: %d of %d rulings agree", set.name, agree, len(set.cases))
	}
}

// TestXiangqiArbiter: in arbiter enforcement the cycles are not ended on
// the third occurrence: the cycle may be played three times (the ruling is
// given on the fourth occurrence), after which the side that must change
// may not complete it again; a cycle with no offender may go on, and the
// side to move may claim the draw.
func TestXiangqiArbiter(t *testing.T) {
	for _, c := range append(append(append([]cycleCase(nil), wxfDiagrams...), fairyCases...), handCases...) {
		// Play the cycle part of the case four times instead of twice.
		cycleLen := len(c.moves) / 2
		prefix := c.moves[:len(c.moves)-2*cycleLen]
		cycle := c.moves[len(prefix) : len(prefix)+cycleLen]
		long := c
		long.moves = append(append([]string(nil), prefix...), times(3, cycle...)...)
		g, err := playCase(t, long, "")
		if err != nil {
			t.Errorf("%s: three cycles: %v", c.source, err)
			continue
		}
		if o := g.Outcome(); o.Over() {
			t.Errorf("%s: three cycles: %v", c.source, o)
			continue
		}
		var forbidden error
		mover := ""
	play:
		for range 2 {
			for _, m := range cycle {
				mover = [2]string{"red", "black"}[g.Position().ToMove()]
				if err := g.PlayText(m); err != nil {
					forbidden = err
					break play
				}
			}
		}
		if c.loser == "" {
			if forbidden != nil {
				t.Errorf("%s: no offender, but %v", c.source, forbidden)
			}
			if _, err := g.Claim(); err != nil {
				t.Errorf("%s: no draw claim: %v", c.source, err)
			}
			continue
		}
		if forbidden == nil || !errors.Is(forbidden, variant.ErrIllegalMove) || !strings.Contains(forbidden.Error(), "forbidden cycle") {
			t.Errorf("%s: cycles 4 and 5: %v, want the offender's move forbidden", c.source, forbidden)
			continue
		}
		if mover != c.loser {
			t.Errorf("%s: %s's move forbidden, want %s's", c.source, mover, c.loser)
		}
	}
}

// mirrored returns the case with the colours exchanged: the board turned
// top to bottom, Red's pieces made Black's and back, the moves' ranks
// mirrored. The ruling must be the mirror image.
func mirrored(c cycleCase) cycleCase {
	fields := strings.Fields(c.fen)
	rows := strings.Split(fields[0], "/")
	for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
		rows[i], rows[j] = rows[j], rows[i]
	}
	swap := func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 32
		case r >= 'A' && r <= 'Z':
			return r + 32
		}
		return r
	}
	fields[0] = strings.Map(swap, strings.Join(rows, "/"))
	fields[1] = map[string]string{"w": "b", "b": "w"}[fields[1]]
	m := cycleCase{source: c.source + ", mirrored", fen: strings.Join(fields, " ")}
	for _, mv := range c.moves {
		var f1, f2 byte
		var r1, r2 int
		fmt.Sscanf(mv, "%c%d%c%d", &f1, &r1, &f2, &r2)
		m.moves = append(m.moves, fmt.Sprintf("%c%d%c%d", f1, 11-r1, f2, 11-r2))
	}
	m.loser = map[string]string{"red": "black", "black": "red", "": ""}[c.loser]
	return m
}

// TestXiangqiCycleRulingsMirrored: the rules do not depend on colour.
func TestXiangqiCycleRulingsMirrored(t *testing.T) {
	for _, set := range [][]cycleCase{wxfDiagrams, fairyCases, handCases} {
		for _, c := range set {
			m := mirrored(c)
			g, err := playCase(t, m, "enforcement=engine")
			if err != nil {
				t.Errorf("%s: %v", m.source, err)
				continue
			}
			if got := loserOf(g.Outcome()); got != m.loser {
				t.Errorf("%s: %v, want %q to lose", m.source, g.Outcome(), m.loser)
			}
		}
	}
}
