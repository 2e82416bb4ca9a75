// Package engine connects Ludus to the chess-engine protocols, both ways.
//
// An [Engine] is a UCI, CECP (XBoard protocol 2) or UCCI engine program run
// as a search.Player of the dynamic face: Fairy-Stockfish, Stockfish, or
// any Xiangqi engine. It is told the start position and the moves of the
// game (as a search.GamePlayer, so that it knows the repetitions), searches
// within the node, depth or time limit of each move, and its answer is
// checked: a move that is not legal in Ludus, a crash, a hang past the
// limit and a timeout, or a broken answer is an error matching [ErrEngine]
// and saying which. [Engine.Close] sends quit and kills the program if it
// has not exited after a grace period; a cancelled context stops the
// search (stop in UCI and UCCI, "?" in CECP) and Choose returns the
// context's error unless the engine answers within the grace period. An
// engine is waited for until it has started (uciok, ucciok, CECP's feature
// done=1) for Config.StartTimeout, a minute by default. An engine that
// says the game is over where Ludus's rules have decided the result (a
// bared shatranj king with no saving reply) gives a [GameOver] with that
// result for the caller to declare.
//
// A [Server] makes any Ludus computer player an engine that GUIs and
// match programs run (examples/engine is the program): UCI with
// UCI_Variant and UCI_Chess960, CECP with feature variants, setboard,
// usermove, ping, level, st, sd, time and result (and setup and piece
// to describe LancerChess, which XBoard does not know: see [Setup]), and
// UCCI for Xiangqi. To XBoard a Server writes Chess960 castling O-O and
// O-O-O, as XBoard does, and reads XBoard's FEN without castling and en
// passant fields; it announces Courier's start with setup, since XBoard's
// own Courier array is not the traditional opening Ludus plays (XBoard
// needs it given with -lpf). After a UCI position it refuses, go answers
// bestmove 0000 until a valid position arrives.
//
// The games the protocols carry are those whose position text is the FEN
// and whose moves are coordinates: chess, Chess960, Capablanca, Courier,
// Shatranj and Xiangqi, under the names Fairy-Stockfish uses (UCI_Variant
// chess with UCI_Chess960 for Chess960, "fischerandom" in CECP). Moves are
// UCI coordinates (castling as the king's two-square step in chess, as
// the king taking its rook in Chess960); Xiangqi's ranks are 1-10 in UCI,
// as Fairy-Stockfish writes them, and 0-9 (ICCS) in CECP and UCCI, as
// XBoard and the UCCI engines write them.
//
// Decisions where the protocols are silent: with no limit at all an
// engine player gets one second a move; CECP has no node limit unless the
// engine offers feature nps (a node limit alone is then refused); a
// position the game has ended answers "bestmove (none)" in UCI and
// "nobestmove" in UCCI; a Server plans a move under a clock as the time
// left over the moves to go (30 in sudden death) plus three quarters of
// the increment.
package engine
