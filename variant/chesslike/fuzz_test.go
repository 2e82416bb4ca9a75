package chesslike_test

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// checkParse is the body of every position-text fuzz test: bad text never
// panics and gives an error matching variant.ErrPosition that says where;
// good text round trips and its moves can be played.
func checkParse(t *testing.T, r *cl.Rules, text string) {
	p, err := r.Parse(text)
	if err != nil {
		var pe *variant.ParseError
		if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) {
			t.Fatalf("%q: error %v is not a position ParseError", text, err)
		}
		if pe.Offset < -1 || pe.Offset > len(text) || pe.Reason == "" {
			t.Fatalf("%q: offset %d, reason %q", text, pe.Offset, pe.Reason)
		}
		return
	}
	q, err := r.Parse(p.String())
	if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
		t.Fatalf("%q -> %q does not read back: %v", text, p.String(), err)
	}
	if cl.RecomputedHash(p) != p.Hash() {
		t.Fatalf("%q: hash", text)
	}
	_ = p.Outcome()
	for _, m := range p.Moves(nil) {
		after := p.Play(m)
		if _, err := r.Parse(after.String()); err != nil {
			t.Fatalf("%q after %s: %v", text, p.MoveText(m), err)
		}
	}
}

func fuzzParse(f *testing.F, r *cl.Rules, seeds ...string) {
	f.Add(r.Start().String())
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) { checkParse(t, r, text) })
}

// FEN of chess, with X-FEN and Shredder-FEN castling.
func FuzzParseChess(f *testing.F) {
	fuzzParse(f, classic.Chess960,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -",
		"7k/8/8/3pP3/8/8/8/K7 w - d6 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ZQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
	)
}

// Multi-digit empty counts of 10-wide boards.
func FuzzParseCapablanca(f *testing.F) {
	fuzzParse(f, classic.Capablanca,
		"r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
		"rnabqkbcnr/pppppppppp/010/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
		"rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
		"rnabqkbcnr/pppppppppp/91/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1",
	)
}

// Twelve files without castling.
func FuzzParseCourier(f *testing.F) {
	fuzzParse(f, classic.Courier,
		"5k6/12/12/12/12/12/12/5K6 w - - 0 1",
		"rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w KQ - 0 1",
	)
}

// Xiangqi's w/b (and r) sides, H and E letters, ten ranks.
func FuzzParseXiangqi(f *testing.F) {
	fuzzParse(f, classic.Xiangqi,
		"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
		"4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
		"rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r",
		"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
	)
}

// Pieces in hand in brackets.
func FuzzParseHand(f *testing.F) {
	fuzzParse(f, qiPlacements,
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[Cc] b - - 0 1",
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[CCcc w - - 0 1",
		"rnbakabnr/9/9/p1p1p1p1p/9/9/P1P1P1P1P/9/9/RNBAKABNR[X] w - - 0 1",
	)
}

// En passant after double and triple steps on 10x10.
func FuzzParseStorm(f *testing.F) {
	fuzzParse(f, storm10,
		"4q5/10/10/10/4F5/5f4/3f6/10/10/4Q5 b - e3e4 0 1",
		"4q5/10/10/10/4F5/10/3f6/10/10/4Q5 b - e3 0 1",
		"4q5/10/10/10/4F5/10/3f6/10/10/4Q5 b - e2e3e4 0 1",
		"t3q4t/10/10/10/10/10/10/10/10/T3Q4T w KQkq - 0 1",
	)
}

// Stacked pairs' letters.
func FuzzParseStacks(f *testing.F) {
	fuzzParse(f, arabella,
		"4e3/s7/8/8/4s3/3NF3/7S/4E3 w - - 0 1",
		"3t3e/s7/8/8/8/3G4/8/7S w - - 0 1",
		"3t3g/s7/8/8/8/3G4/8/7S b - - 0 1",
	)
}

// Move text: bad text never panics; errors match ErrMove or
// ErrIllegalMove; a move read is written back the same way.
func FuzzParseMove(f *testing.F) {
	positions := []cl.Position{
		classic.Chess.Start(),
		mustParse(classic.Chess960, "1k6/8/8/8/8/8/8/RK5R w AH - 0 1"),
		mustParse(classic.Chess, "7k/P7/8/8/8/8/8/K7 w - - 0 1"),
		classic.Xiangqi.Start(),
		qiPlacements.Start(),
		mustParse(arabella.Study(), "4e3/s7/8/8/4s3/3NF3/7S/4E3 w - - 0 1"),
	}
	for _, s := range []string{"e2e4", "e7e8q", "a7a8=Q", "O-O", "0-0-0", "b1a1", "h3e3", "a10a9", "C@h3", "e2-e4+", "e2", "", "zz", "e2e4x", "@h3", "Q@", "  e2e9", " Z@a1", "e2e4qq", "d3e3m", "d3e3", "d3c2M"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p := positions[int(which)%len(positions)]
		m, err := p.ParseMove(text)
		if err != nil {
			if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
				t.Fatalf("%q: %v matches neither ErrMove nor ErrIllegalMove", text, err)
			}
			var pe *variant.ParseError
			if errors.As(err, &pe) && (pe.Offset < 0 || pe.Offset > len(text)) {
				t.Fatalf("%q: offset %d", text, pe.Offset)
			}
			return
		}
		back, err := p.ParseMove(p.MoveText(m))
		if err != nil || back != m {
			t.Fatalf("%q read as %s, which reads back as %v, %v", text, p.MoveText(m), back, err)
		}
	})
}

func mustParse(r *cl.Rules, text string) cl.Position {
	p, err := r.Parse(text)
	if err != nil {
		panic(err)
	}
	return p
}
