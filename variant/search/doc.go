// Package search holds computer players that work for every game of Ludus
// through the variant contract, with no game-specific code: a random
// player, a greedy player, Monte-Carlo tree search for any number of sides
// and teams, and alpha-beta for games of two teams (in games of more, it
// assumes every other team plays against it).
//
// Games supply what search cannot know: an [Evaluator] (material, mobility,
// harmony potential ...) for the greedy and alpha-beta players and for
// cutting MCTS playouts short; the registry entry's Evaluate is one. Every
// player is deterministic for a given seed and the same limits in nodes or
// depth (a time limit makes the result depend on the machine's speed),
// honours [Limits] and context cancellation, and keeps no state between
// calls, so one player may serve many games at once from several
// goroutines.
//
// A player sees only the position. To play a whole game, ask for each
// move with [ChooseIn], which gives players that use it ([AlphaBeta]) the
// game's earlier positions, so that they do not walk into a draw by
// repetition, and vary the players' seeds from move to move.
package search
