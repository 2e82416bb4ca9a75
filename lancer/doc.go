// Package lancer will hold G. and S.A.E. Nicholls' games from "A Chess Set":
// LancerChess (with Clash), QiPlacements, Arabella (with Invasion), Meridian
// (Western, Eastern, Combination, the Escape rule) and Storm (10x8, 10x10,
// with Crossfire), as specified in the project's rules/nicholls.md.
//
// The games are built on the chess-like kernel of package
// variant/chesslike once it is proven on the base games' published perft
// counts. Until then this package exports nothing and registers no variant.
package lancer
