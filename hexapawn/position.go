package hexapawn

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// The sides: White starts on rank 1 and moves first (RULES.md section 2).
const (
	White variant.Side = 0
	Black variant.Side = 1
)

// size is the number of files and of ranks of the board, and of each
// side's pawns at the start (a copy of this package for Gardner's
// Octapawn would set 4: a set of cells is a uint16, and a move holds two
// cells of four bits each).
const size = 3

// cells is the number of cells of the board.
const cells = size * size

// geo is the board; its cells are numbered file + size*rank (a1 = 0), as
// package board numbers them.
var geo = board.MustNew(board.Shape{Files: size, Ranks: size, Layers: 1})

// Sets of cells, one bit per cell.
const (
	allCells uint16 = 1<<cells - 1
	rank1    uint16 = 1<<size - 1
	rankLast uint16 = rank1 << (cells - size)
)

// ahead[x][c] is the cell one step forward of c for side x (-1 off the
// board); diagonals[x][c] the cells one step diagonally forward.
var (
	ahead     [2][cells]int8
	diagonals [2][cells]uint16
)

func init() {
	for x, dr := range [2]int{1, -1} {
		for c := range cells {
			f, r := c%size, c/size+dr
			ahead[x][c] = -1
			if r < 0 || r >= size {
				continue
			}
			ahead[x][c] = int8(f + size*r)
			for _, df := range [2]int{-1, 1} {
				if f+df >= 0 && f+df < size {
					diagonals[x][c] |= 1 << (f + df + size*r)
				}
			}
		}
	}
}

// Position is a Hexapawn position: each side's pawns as a set of cells
// and the side to move. It is a small value, immutable like every
// position of the contract.
type Position struct {
	pawns [2]uint16
	stm   variant.Side
}

// Move is a move of Hexapawn: the cell a pawn leaves in the low four bits,
// the cell it reaches in the next four.
type Move uint16

func newMove(from, to int) Move  { return Move(from | to<<4) }
func (m Move) from() int         { return int(m & 15) }
func (m Move) to() int           { return int(m >> 4 & 15) }
func bit(c int) uint16           { return 1 << c }
func (p Position) empty() uint16 { return allCells &^ (p.pawns[0] | p.pawns[1]) }

// Start returns the start position (RULES.md section 2): three pawns each
// on the first and last ranks, White to move.
func Start() Position { return Position{pawns: [2]uint16{rank1, rankLast}, stm: White} }

// Variant returns [Variant].
func (p Position) Variant() *variant.Variant { return Variant }

// Options returns the (empty) options of the game.
func (p Position) Options() variant.Options { return noOptions }

// Board returns the board.
func (p Position) Board() *board.Geometry { return geo }

// Moves appends the legal moves of the side to move (section 3): each pawn
// one step forward to an empty cell, or one step diagonally forward onto
// an enemy pawn, which it captures. A finished game has none.
func (p Position) Moves(dst []Move) []Move {
	if p.decided() {
		return dst
	}
	x := p.stm
	empty, enemy := p.empty(), p.pawns[x^1]
	for own := p.pawns[x]; own != 0; own &= own - 1 {
		c := trailing(own)
		if a := ahead[x][c]; a >= 0 && empty&bit(int(a)) != 0 {
			dst = append(dst, newMove(c, int(a)))
		}
		for t := diagonals[x][c] & enemy; t != 0; t &= t - 1 {
			dst = append(dst, newMove(c, trailing(t)))
		}
	}
	return dst
}

// canMove reports whether the side to move has a move (Moves without the
// list).
func (p Position) canMove() bool {
	x := p.stm
	empty, enemy := p.empty(), p.pawns[x^1]
	for own := p.pawns[x]; own != 0; own &= own - 1 {
		c := trailing(own)
		if a := ahead[x][c]; a >= 0 && empty&bit(int(a)) != 0 || diagonals[x][c]&enemy != 0 {
			return true
		}
	}
	return false
}

// trailing returns the lowest cell of a non-empty set.
func trailing(s uint16) int {
	n := 0
	for s&1 == 0 {
		s >>= 1
		n++
	}
	return n
}

// Actions returns dst: Hexapawn has none.
func (p Position) Actions(dst []Move) []Move { return dst }

// Play returns the position after m: the pawn moves, an enemy pawn on its
// arrival cell is captured, and the other side is to move.
func (p Position) Play(m Move) Position {
	x := p.stm
	p.pawns[x] = p.pawns[x]&^bit(m.from()) | bit(m.to())
	p.pawns[x^1] &^= bit(m.to())
	p.stm = x ^ 1
	return p
}

// decided reports whether the game ended by a pawn on the far rank or by
// the side to move having no pawn left (section 4).
func (p Position) decided() bool {
	return p.pawns[White]&rankLast != 0 || p.pawns[Black]&rank1 != 0 || p.pawns[p.stm] == 0
}

// Outcome returns the result (section 4). Every way of winning is made by
// a move, so the side that moved last wins: by a pawn on the far rank, by
// capturing the last enemy pawn, or by leaving the opponent no move.
func (p Position) Outcome() variant.Outcome {
	winner := variant.SidesOf(p.stm ^ 1)
	switch {
	case p.pawns[White]&rankLast != 0:
		return variant.Win(variant.SidesOf(White), "a pawn reached the far rank")
	case p.pawns[Black]&rank1 != 0:
		return variant.Win(variant.SidesOf(Black), "a pawn reached the far rank")
	case p.pawns[p.stm] == 0:
		return variant.Win(winner, "all pawns captured")
	case !p.canMove():
		return variant.Win(winner, "no move")
	}
	return variant.Outcome{}
}

// ToMove returns the side to move, or NoSide once the game is over.
func (p Position) ToMove() variant.Side {
	if p.Outcome().Over() {
		return variant.NoSide
	}
	return p.stm
}

// Hash returns a hash of the pawns and the side to move, different for
// every two different positions.
func (p Position) Hash() uint64 {
	return (uint64(p.pawns[0]) | uint64(p.pawns[1])<<cells | uint64(p.stm)<<(2*cells)) * 0x9e3779b97f4a7c15
}

// Pieces appends the pawns.
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for x, label := range [2]string{"P", "p"} {
		for s := p.pawns[x]; s != 0; s &= s - 1 {
			dst = append(dst, variant.Piece{Cell: board.Cell(trailing(s)), Side: variant.Side(x), Kind: "pawn", Label: label})
		}
	}
	return dst
}

// MoveSquares returns the cells of m and whether it captures.
func (p Position) MoveSquares(m Move) variant.MoveSquares {
	kind := "move"
	if p.pawns[p.stm^1]&bit(m.to()) != 0 {
		kind = "capture"
	}
	return variant.MoveSquares{From: board.Cell(m.from()), To: board.Cell(m.to()), Kind: kind}
}

// SideStatus reports a side with no pawn left as withdrawn.
func (p Position) SideStatus(x variant.Side) variant.SideStatus {
	return variant.SideStatus{Withdrawn: int(x) < 2 && p.pawns[x] == 0}
}
