// Package gardner plays Gardner's minichess, chess on a 5x5 board (Martin
// Gardner, 1969), through the chess-like kernel. It registers the game as
// "gardner"; import it, or package variant/all, for its side effect.
//
// It is the template for a game the kernel can describe. [Gardner] is one
// [chesslike.Game] literal: the board (RULES.md section 1), the start
// ([Start], section 2), the kinds of pieces with their moves (section 3:
// single-step pawns, so no en passant; no castling), promotion (section 4)
// and the rules that end the game (section 5, FIDE's). The kernel compiles
// it into [chesslike.Rules] and makes the registry entry ([Variant]), whose
// positions are [chesslike.Position] values: the game needs no position
// type, parser or move generator of its own, and it declares no
// capabilities of its own either (the kernel's position has them, asserted
// in package chesslike's capabilities.go).
//
// The tests show what a game added this way must prove: perft counts from
// an independent program (Fairy-Stockfish), one test per rule, rapid
// properties, and an Example.
package gardner
