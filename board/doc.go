// Package board is the geometry layer of Ludus: grids of cells of any shape
// with at most 128 cells, their names, step vectors, a 128-bit cell set, and
// the movement primitives that chess-family games are built from (leapers,
// sliders, hoppers, lame leapers, zones), plus text diagrams.
//
// A [Geometry] is made once per shape with [New] and is immutable afterwards,
// so one value serves every position of a game and is safe to share between
// goroutines. Cells are numbered file-major within a rank, rank-major within a
// layer:
//
//	cell = file + files*(rank + ranks*layer)
//
// so a1 is cell 0, b1 is cell 1 and, on 8x8, a2 is cell 8.
//
// Square names follow chess use: a file letter (a..p) and a rank number
// (1..16), for example "a1", "j10". On a board with layers (the 4x4x4 cube of
// Boolean Rithmomachia) a single digit for the level (1..9) follows, so "b31"
// is file b, rank 3, level 1. Names are printed in lower case and parsed in
// either case.
//
// board knows nothing about pieces' owners, turns or rules: those live in
// package variant and in the game packages.
package board
