package classic

import (
	"testing"

	cl "github.com/ludus-chess/ludus/variant/chesslike"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

// The games of this package, for the fuzz targets.
var games = []*cl.Rules{Chess, Chess960, Shatranj, Courier, Capablanca, Xiangqi}

// Option text of every game of the package (issue 12 item 11).
func FuzzOptions(f *testing.F) {
	for _, s := range []string{"", "stalemate=loss", "bareking=reply,movelimit=0", "repetition=1", "study=true",
		"start=0", "start=960", "claimrepetition=3,claimmovelimit=1000", "preset=x", "movelimit=-1", "=,", "STALEMATE=WIN", "study"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		varianttest.CheckOptions(t, games[int(which)%len(games)].Variant(), text)
	})
}

func mustParse(r *cl.Rules, text string) cl.Position {
	p, err := r.Parse(text)
	if err != nil {
		panic(err)
	}
	return p
}

// Move text of Capablanca, Courier and Shatranj (issue 12 item 11), on
// their starts and on positions with castling, promotions and en passant.
func FuzzMoveText(f *testing.F) {
	positions := []cl.Position{
		Capablanca.Start(),
		mustParse(Capablanca, "r4k3r/1P8/10/5pP3/10/10/10/R4K3R w KQkq f6 0 1"),
		Courier.Start(),
		mustParse(Courier, "5k6/1P10/12/12/12/12/12/5K6 w - - 0 1"),
		Shatranj.Start(),
		mustParse(Shatranj, "3k4/1P6/8/8/8/8/8/3K4 w - - 0 1"),
	}
	for _, s := range []string{"e2e4", "b7b8a", "b7b8c", "b7b8=Q", "O-O", "O-O-O", "f1i1", "f1j1", "g5f6", "a10a9", "Nf3", "e4", "b8", "l1l2", "k1k2", "b7b8f", "e2e3+", "", "zz9", "Nc3", "a2a4"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		varianttest.CheckMoveText(t, positions[int(which)%len(positions)], text)
	})
}

// One differential target per game of the package, each strict and with
// the option study.
func fuzzPlayed(f *testing.F, r *cl.Rules, seeds ...string) {
	f.Add(r.Start().String())
	for _, s := range seeds {
		f.Add(s)
	}
	study := r.Study()
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPlayed(t, r.Parse, text)
		varianttest.CheckPlayed(t, study.Parse, text)
	})
}

func FuzzPlayedChess(f *testing.F) {
	fuzzPlayed(f, Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K2R b K - 0 65535") // the move number saturates
}

func FuzzPlayedChess960(f *testing.F) {
	fuzzPlayed(f, Chess960, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "1k6/8/8/8/8/8/8/RK5R w AH - 0 1")
}

func FuzzPlayedShatranj(f *testing.F) {
	fuzzPlayed(f, Shatranj, "3k4/1P6/8/8/8/8/8/3K4 w - - 0 1", "3k4/8/8/8/8/8/8/3K3R b - - 0 1")
}

func FuzzPlayedCourier(f *testing.F) {
	fuzzPlayed(f, Courier, "5k6/1P10/12/12/12/12/12/5K6 w - - 0 1")
}

func FuzzPlayedCapablanca(f *testing.F) {
	fuzzPlayed(f, Capablanca, "r4k3r/1P8/10/5pP3/10/10/10/R4K3R w KQkq f6 0 1", "10/3k6/10/4K5/10/10/10/5A4 w - - 0 1")
}

func FuzzPlayedXiangqi(f *testing.F) {
	fuzzPlayed(f, Xiangqi, "3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1", "4k4/4a4/9/9/9/9/9/9/9/3K5 b - - 0 1")
}
