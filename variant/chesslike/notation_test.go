package chesslike_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic"
)

// Issue 12 item 10: an illegal or unreadable move says why, in the words
// of the game. The reasons are worked out by hand from each position.
func TestMoveReasons(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		kind      error
		want      string
	}{
		// SAN answered to chess-kernel: the coordinate text of the move.
		{classic.ChessStart, "e4", variant.ErrMove, "here e2e4"},
		{classic.ChessStart, "Nf3", variant.ErrMove, "here g1f3"},
		{classic.ChessStart, "Nxf3", variant.ErrMove, "here g1f3"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rad1", variant.ErrMove, "here a1d1"},
		{"4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", variant.ErrMove, "not coordinate notation (and names no single legal move)"},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q", variant.ErrMove, "here a7a8q"},
		{classic.ChessStart, "zz", variant.ErrMove, "coordinate notation"},
		// Illegal moves with their reasons.
		{classic.ChessStart, "e3e4", variant.ErrIllegalMove, "no piece on e3"},
		{classic.ChessStart, "g1e4", variant.ErrIllegalMove, "the knight on g1 cannot reach e4"},
		{classic.ChessStart, "e1e2", variant.ErrIllegalMove, "e2 holds white's own pawn"},
		{classic.ChessStart, "e7e5", variant.ErrIllegalMove, "is not white's"},
		// The knight e2 is pinned by the rook e7 against the king e1.
		{"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", variant.ErrIllegalMove, "the move leaves white's king in check"},
		// The king e1, checked by the rook e7, steps to e2 on its file.
		{"4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", "e1e2", variant.ErrIllegalMove, "it would be attacked there"},
		// Checked by the rook e7, the bishop c1 moves away without blocking.
		{"4k3/4r3/8/8/8/8/8/2B1K3 w - - 0 1", "c1b2", variant.ErrIllegalMove, "is in check, and the move leaves it so"},
		// Castling and why it fails.
		{classic.ChessStart, "O-O", variant.ErrIllegalMove, "f1, g1 must be empty"},
		{classic.ChessStart, "e1g1", variant.ErrIllegalMove, "f1, g1 must be empty"},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O-O", variant.ErrIllegalMove, "white has no castling right on that side"},
		{"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "O-O", variant.ErrIllegalMove, "white is in check"},
		{"4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1", variant.ErrIllegalMove, "would cross f1, which is attacked"},
		{"4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "O-O", variant.ErrIllegalMove, "would be in check on g1"},
	} {
		p := parse(t, classic.Chess, c.fen)
		_, err := p.ParseMove(c.move)
		if !errors.Is(err, c.kind) || err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want %v saying %q", c.fen, c.move, err, c.kind, c.want)
		}
	}
}
