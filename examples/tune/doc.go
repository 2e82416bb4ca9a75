// Command tune fits evaluation weights to the results of the project's own
// self-play games, Texel-style: in chess, the weights of chess960.EvalWeights
// (the terms besides the material); in a game of the chess-like kernel, the
// placement tables of its kinds (chesslike.Kind.Placement, one weight a kind
// and cell, on top of the rest of the evaluation). It minimises the mean
// squared error between each position's game result (1, ½ or 0 for the
// first side, White or Red) and sigmoid(K·eval), where eval is the
// position's evaluation for the first side in centipawns.
//
// The positions come from self-play of search.New's default player at a
// fixed node budget against itself, from a seeded random opening of a few
// plies, keeping quiet positions only (the side to move not in check and
// no capture or promotion improving on the static evaluation), each with
// its game's final result; or from a file of one position and result a line.
//
// The evaluation is linear in its weights, so the tuner reads each
// position's features off the real evaluation (in chess, the change of
// EvalWeights.Evaluate when one weight moves; in a kernel game, the count of
// each side's pieces of a kind on a cell) and fits a linear model:
// first K on the starting weights, then the weights with K fixed by
// gradient descent (Adam), holding out every tenth position to check the
// fit. It writes the weights, rounded to whole centipawns, as JSON or Go
// source with their provenance, and in chess can play a match at a fixed
// node budget between the tuned and the shipped weights.
//
// Run tune -h for the flags and examples.
package main
