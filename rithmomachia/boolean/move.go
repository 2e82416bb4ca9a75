package boolean

import "github.com/ludus-chess/ludus/board"

// Move is a move of Boolean Rithmomachia: a placement (§8.3 (a)), a step
// (§8.4) or a pyramid's push (§8.4). Its bits are: from (0-5), to (6-11),
// the pushed piece's destination (12-17), the placed value (18-21) and the
// kind (22-23). The zero Move is no move. Captures are not part of a move:
// they follow from the position and the move (§8.5), and MoveText lists
// them.
type Move uint32

const (
	kindPlace = 1
	kindStep  = 2
	kindPush  = 3
)

func mv(kind, from, to, dest, v int) Move {
	return Move(from | to<<6 | dest<<12 | v<<18 | kind<<22)
}

// Place returns the placement of the mover's piece of value v on cell c.
func Place(v int, c board.Cell) Move { return mv(kindPlace, 0, int(c)&63, 0, v&15) }

// Step returns the one-step move of the piece on from to the empty cell to.
func Step(from, to board.Cell) Move { return mv(kindStep, int(from)&63, int(to)&63, 0, 0) }

// Push returns the push of the pyramid on from onto the occupied cell to,
// whose piece goes on to dest.
func Push(from, to, dest board.Cell) Move {
	return mv(kindPush, int(from)&63, int(to)&63, int(dest)&63, 0)
}

func (m Move) kind() int { return int(m >> 22 & 3) }
func (m Move) from() int { return int(m & 63) }
func (m Move) to() int   { return int(m >> 6 & 63) }
func (m Move) dest() int { return int(m >> 12 & 63) }
func (m Move) value() int {
	return int(m >> 18 & 15)
}

// IsPlacement reports whether m places a piece.
func (m Move) IsPlacement() bool { return m.kind() == kindPlace }

// IsPush reports whether m is a pyramid's push.
func (m Move) IsPush() bool { return m.kind() == kindPush }

// From returns the cell the moving piece leaves, or board.NoCell for a
// placement.
func (m Move) From() board.Cell {
	if m.kind() == kindStep || m.kind() == kindPush {
		return board.Cell(m.from())
	}
	return board.NoCell
}

// To returns the cell the moving (or placed) piece ends on.
func (m Move) To() board.Cell {
	if m.kind() == 0 {
		return board.NoCell
	}
	return board.Cell(m.to())
}

// PushedTo returns the cell a push moves the occupant to, or board.NoCell.
func (m Move) PushedTo() board.Cell {
	if m.kind() == kindPush {
		return board.Cell(m.dest())
	}
	return board.NoCell
}

// Value returns the value a placement places, or -1 for other moves.
func (m Move) Value() int {
	if m.kind() == kindPlace {
		return m.value()
	}
	return -1
}
