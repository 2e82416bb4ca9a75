package rithmomachia

import (
	"github.com/ludus-chess/ludus/board"
)

// The eight directions, numbered clockwise from North (spec §4.1: O4 are
// the even-numbered ones, D4 the odd-numbered ones).
const (
	dirN = iota
	dirNE
	dirE
	dirSE
	dirS
	dirSW
	dirW
	dirNW
)

var dirVec = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// Direction sets as bit masks over the eight directions.
const (
	dirsO4 uint8 = 1<<dirN | 1<<dirE | 1<<dirS | 1<<dirW
	dirsD4 uint8 = 1<<dirNE | 1<<dirSE | 1<<dirSW | 1<<dirNW
	dirsD8 uint8 = dirsO4 | dirsD4
)

// opposite returns the direction opposite to d.
func opposite(d int) int { return (d + 4) & 7 }

const files = 8

// noCell marks "no cell" in a uint8 cell field.
const noCell = 0xFF

// coord returns file and rank (from 0) of a cell of the 8-wide board.
func coord(c uint8) (int, int) { return int(c) & 7, int(c) >> 3 }

// cellAt returns the cell at file f, rank r on a board of the given ranks,
// or noCell.
func cellAt(f, r, ranks int) uint8 {
	if f < 0 || f >= files || r < 0 || r >= ranks {
		return noCell
	}
	return uint8(f + files*r)
}

// step returns the cell k steps from c in direction d, or noCell.
func step(c uint8, d, k, ranks int) uint8 {
	f, r := coord(c)
	return cellAt(f+dirVec[d][0]*k, r+dirVec[d][1]*k, ranks)
}

// Masks of one 64-cell half without file a / file h.
const (
	notFileALo = 0xFEFEFEFEFEFEFEFE
	notFileHLo = 0x7F7F7F7F7F7F7F7F
)

func single(c uint8) board.Set { return board.Single(board.Cell(c)) }
