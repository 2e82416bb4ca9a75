// Package search holds computer players that work for every game of Ludus
// through the variant contract, with no game-specific code: a random
// player, a greedy player, Monte-Carlo tree search for any number of sides
// and teams, and alpha-beta for two-sided games.
//
// Games supply what search cannot know: an [Evaluator] (material, mobility,
// harmony potential ...) for the greedy and alpha-beta players and for
// cutting MCTS playouts short. Every player is deterministic for a given
// seed and the same limits in nodes or depth (a time limit makes the result
// depend on the machine's speed), honours [Limits] and context
// cancellation, and keeps no state between calls, so one player may serve
// many games at once from several goroutines.
package search
