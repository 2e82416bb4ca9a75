package xqnotation_test

import (
	"os"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
)

// All 1,125 master games of testdata/master-games-iccs.pgn (see
// testdata/ORIGIN.md) import from their ICCS text, every move legal in the
// position before it, to their last recorded move. The replay is by the
// move generator alone, not stopping where a game-end rule of Ludus's
// (repetition) would end the game; the players played on, and the record
// is what it is. Every move also writes back to the same ICCS text and
// through WXF to the same move (in every 20th game with -short).
func TestMasterGames(t *testing.T) {
	text, err := os.ReadFile("testdata/master-games-iccs.pgn")
	if err != nil {
		t.Fatal(err)
	}
	recs, err := variant.ParseRecords(string(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 1125 {
		t.Fatalf("%d games, want 1125", len(recs))
	}
	moves := 0
	for i, r := range recs {
		im, err := xqnotation.Import(r, xqnotation.FormatAuto)
		if err != nil {
			t.Fatalf("game %d (%v): %v", i+1, r.Tags, err)
		}
		if im.Format != xqnotation.FormatICCS || len(im.Moves) != len(r.Moves) || len(r.Moves) == 0 {
			t.Fatalf("game %d: format %v, %d of %d moves", i+1, im.Format, len(im.Moves), len(r.Moves))
		}
		p := im.Start
		for j, m := range im.Moves {
			if got := xqnotation.ICCS(p, m); got != r.Moves[j] {
				t.Fatalf("game %d move %d: ICCS writes %s, the record %s", i+1, j+1, got, r.Moves[j])
			}
			if testing.Short() && i%20 != 0 {
				p = p.Play(m)
				moves++
				continue
			}
			w := xqnotation.WXF(p, m)
			back, err := xqnotation.ParseWXF(p, w)
			if err != nil || back != m {
				t.Fatalf("game %d move %d (%s): WXF %s reads back as %v, %v", i+1, j+1, r.Moves[j], w, p.MoveText(back), err)
			}
			p = p.Play(m)
			moves++
		}
	}
	t.Logf("1125 games, %d moves replayed from ICCS", moves)
}
