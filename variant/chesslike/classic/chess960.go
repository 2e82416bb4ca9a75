package classic

import (
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// StandardID is the Scharnagl number of the standard chess array.
const StandardID = 518

// Chess960Array returns the first rank of Chess960 start position id
// (0..959) in Scharnagl's numbering, as piece letters from file a: 518 is
// "RNBQKBNR".
func Chess960Array(id int) (string, error) {
	if id < 0 || id > 959 {
		return "", fmt.Errorf("chess960: start position %d: want 0..959", id)
	}
	var rank [8]byte
	rank[id%4*2+1] = 'B' // light-squared bishop: b, d, f, h
	id /= 4
	rank[id%4*2] = 'B' // dark-squared bishop: a, c, e, g
	id /= 4
	place := func(nth int, piece byte) {
		for f := range rank {
			if rank[f] == 0 {
				if nth == 0 {
					rank[f] = piece
					return
				}
				nth--
			}
		}
	}
	place(id%6, 'Q')
	id /= 6
	knights := [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}[id]
	// The second knight's index counts the empty squares after the first
	// knight is placed.
	place(knights[0], 'N')
	place(knights[1]-1, 'N')
	place(0, 'R')
	place(0, 'K')
	place(0, 'R')
	return string(rank[:]), nil
}

// Chess960Start returns the start position text of Chess960 array id.
func Chess960Start(id int) (string, error) {
	a, err := Chess960Array(id)
	if err != nil {
		return "", err
	}
	return strings.ToLower(a) + "/pppppppp/8/8/8/8/PPPPPPPP/" + a + " w KQkq - 0 1", nil
}

// Chess960 is Fischer random chess played by the kernel, registered as
// "chess960-kernel": chess whose array is one of 960 (option start, 518 the
// standard one), with Chess960 castling (king and rook to the files of
// standard castling, written king takes rook).
var Chess960 = cl.MustNew(cl.Game{
	Name:        "chess960-kernel",
	Description: "Chess960 (Fischer random chess) played by the chess-like kernel",
	Shape:       board.Shape8x8,
	Sides:       [2]string{"white", "black"},
	Kinds:       chessKinds("QRBN"),
	Start:       ChessStart,
	Castling: &cl.Castling{King: 'K', Rooks: "R",
		KingFiles: [2]int{2, 6}, RookFiles: [2]int{3, 5}, KingTakesRook: true},
	Settings: fideSettings,
	Options:  cl.OptionKeys,
	MoreOptions: []variant.OptionSpec{{Key: "start", Kind: variant.Int, Default: "518", Min: 0, Max: 959,
		Doc: "the start array by Scharnagl number (518: the standard array)"}},
	StartFor: func(o variant.Options) (string, error) { return Chess960Start(o.Int("start")) },
	Hooks:    cl.Hooks{Terminal: deadChess, TerminalPieces: 12, Valid: twoCheckers},

	Protocols: chess960Protocols,
})

func init() {
	variant.Register(withRules(Chess960, "Chess and Chess960"))
}
