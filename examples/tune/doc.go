// Command tune fits the weights of chess's evaluation
// (chess960.EvalWeights, the terms besides the material) to the results of
// the project's own self-play games, Texel-style: it minimises the mean
// squared error between each position's game result (1, ½ or 0 for
// White) and sigmoid(K·eval), where eval is the position's evaluation for
// White in centipawns.
//
// The positions come from self-play of search.New's default player at a
// fixed node budget against itself, from a seeded random opening of a few
// plies, keeping quiet positions only (the side to move not in check and
// no capture or promotion improving on the static evaluation), each with
// its game's final result; or from a file of one FEN and result a line.
//
// The evaluation is linear in its weights, so the tuner reads each
// position's features off the real evaluation (the change of
// EvalWeights.Evaluate when one weight moves) and fits a linear model:
// first K on the starting weights, then the weights with K fixed by
// gradient descent (Adam), holding out every tenth position to check the
// fit. It writes the weights, rounded to whole centipawns, as JSON or Go
// source with their provenance, and can play a match at a fixed node
// budget between the tuned and the shipped weights.
//
// Run tune -h for the flags and examples.
package main
