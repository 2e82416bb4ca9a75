package hexapawn

import (
	"fmt"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// String writes the position text (RULES.md section 5): the ranks from 3
// down to 1 separated by "/", each cell a White pawn "P", a Black pawn
// "p", or a digit counting empty cells; then the side to move, "w" or
// "b". The start is "ppp/3/PPP w".
func (p Position) String() string {
	var b strings.Builder
	empty := 0
	flush := func() {
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		empty = 0
	}
	for r := size - 1; r >= 0; r-- {
		for f := range size {
			switch c := bit(f + size*r); {
			case p.pawns[White]&c != 0:
				flush()
				b.WriteByte('P')
			case p.pawns[Black]&c != 0:
				flush()
				b.WriteByte('p')
			default:
				empty++
			}
		}
		flush()
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString([]string{" w", " b"}[p.stm])
	return b.String()
}

// Parse reads a position text (see [Position.String]). It refuses text
// that is not one, more than three pawns a side, and positions no game
// reaches: a pawn of the side to move on its far rank (the game ended
// before its turn; so also pawns of both sides on their far ranks), or no
// pawn at all.
func Parse(text string) (Position, error) {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return Position{}, variant.PositionError(text, -1, "want the ranks and the side to move, as in \""+Start().String()+"\"")
	}
	var p Position
	rank, file := size-1, 0
	for i := 0; i < len(fields[0]); i++ {
		ch := fields[0][i]
		switch {
		case ch == '/':
			if file != size || rank == 0 {
				return Position{}, variant.PositionError(text, i, shapeError)
			}
			rank, file = rank-1, 0
		case ch >= '1' && ch <= '0'+size && file+int(ch-'0') <= size:
			file += int(ch - '0')
		case ch == 'P' && file < size:
			p.pawns[White] |= bit(file + size*rank)
			file++
		case ch == 'p' && file < size:
			p.pawns[Black] |= bit(file + size*rank)
			file++
		default:
			return Position{}, variant.PositionError(text, i, "want P, p or a digit counting empty cells, within a rank")
		}
	}
	if rank != 0 || file != size {
		return Position{}, variant.PositionError(text, len(fields[0]), shapeError)
	}
	switch fields[1] {
	case "w":
	case "b":
		p.stm = Black
	default:
		return Position{}, variant.PositionError(text, strings.LastIndex(text, fields[1]), "the side to move is w or b")
	}
	far := [2]uint16{rankLast, rank1}
	switch {
	case count(p.pawns[White]) > size || count(p.pawns[Black]) > size:
		return Position{}, variant.PositionError(text, 0, "a side has more pawns than it starts with")
	case p.pawns[White]|p.pawns[Black] == 0:
		return Position{}, variant.PositionError(text, 0, "no pawn on the board")
	case p.pawns[p.stm]&far[p.stm] != 0:
		return Position{}, variant.PositionError(text, 0, "the side to move has a pawn on its far rank: the game ended before its turn")
	}
	return p, nil
}

// shapeError is the reason for text whose ranks are not the board's.
var shapeError = fmt.Sprintf("want %d ranks of %d cells", size, size)

// count returns the number of cells of a set.
func count(s uint16) int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}

// MoveText writes a move as its two cells, "a1a2" or "b1a2" (a capture).
func (p Position) MoveText(m Move) string {
	return geo.Name(board.Cell(m.from())) + geo.Name(board.Cell(m.to()))
}

// ParseMove reads a move written as its two cells ("b1b2") and returns it
// if it is legal.
func (p Position) ParseMove(text string) (Move, error) {
	from, n, err := geo.ParsePrefix(text)
	if err != nil {
		return 0, variant.MoveError(text, 0, "want two squares, as in b1b2")
	}
	to, n2, err := geo.ParsePrefix(text[n:])
	if err != nil || n+n2 != len(text) {
		return 0, variant.MoveError(text, n, "want two squares, as in b1b2")
	}
	m := newMove(int(from), int(to))
	for _, legal := range p.Moves(make([]Move, 0, 3*size)) {
		if legal == m {
			return m, nil
		}
	}
	return 0, variant.Illegal(text, "a pawn moves one square forward to an empty square or captures one square diagonally forward")
}
