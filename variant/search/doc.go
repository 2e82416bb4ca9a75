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
// goroutines. The exception is chosen by its caller: an alpha-beta player
// given a [Table] ([Config].Table) leaves its transposition table filled
// for its next search, as engines keep their hash table from move to move
// (a search then depends on the ones before it too); a program keeps one
// table for each side it plays in a game.
//
// A player sees only the position. To play a whole game, ask for each
// move with [ChooseIn], which gives players that use it ([AlphaBeta]) the
// game's earlier positions, so that they do not walk into a draw by
// repetition, and vary the players' seeds from move to move.
//
// # Time
//
// A time limit is the time to use, as UCI's movetime is: a player thinks
// for all of it, and stops early only when the choice is made for it. With
// one legal move it plays it at once, MCTS takes a win in one at once, and
// alpha-beta stops deepening when it finds a forced result or when every
// move but one loses. [Clock.Budget] shares a clock's time among the moves
// by the phase of the game (the opening faster, the middlegame more, the
// endgame by the material left), and the player spends each budget.
//
// # Chance
//
// No player chooses the result of a chance event (a roll of the dice: the
// position's ToMove is [variant.Chance]): Choose returns [ErrChance] there,
// and the program samples the result ([variant.Game.PlayChance]). Below
// the root, alpha-beta takes the expectation of the scores of the results,
// weighted by their probabilities (expectimax; a roll uses no depth), and
// MCTS samples the results, in its tree and in its playouts.
//
// # Actions and claims
//
// Actions (an offer of an exchange of prisoners, its answer) and claims (a
// draw by repetition) are not turn moves, so Choose never returns them.
// [Deliberate] asks a player what the sides it commands do besides the turn
// move; alpha-beta and MCTS weigh each action of their own sides (the side
// an action belongs to is [variant.Acting]'s) and each valid claim against
// playing on, with a search, and take one only when it is worth more (an offer when acceptance would
// gain; acceptance when it is worth more than refusal). They never resign.
//
// # Typed speed through the dynamic face
//
// Programs that choose the game at run time make players by name with
// [New], on the dynamic face. A game puts a [Typed] for its typed positions
// in its registry entry (variant.Variant.Typed; every game of Ludus does):
// New's players then unwrap the
// position once per move and search on the typed face, allocating nothing
// per node, with the game's quiescence moves ([Typed].Noisy) and its own
// scripted players ([Typed].Players, such as Rithmomachia's "harmony").
// [NewTyped] returns the same player on the typed face, for programs that
// know the game's types.
package search
