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
// to describe the Nicholls games XBoard does not know: see [Setup]), and
// UCCI for Xiangqi. To XBoard a Server writes Chess960 castling O-O and
// O-O-O, as XBoard does, and reads XBoard's FEN without castling and en
// passant fields. Told courier, it starts as XBoard does, from the array
// before the customary opening moves (option array=unmoved; the customary
// start, Ludus's default, XBoard takes with -lpf and sends with
// setboard); an [Engine] sets up any start but the engine's own, so
// engines without setboard (Fairy-Max) play the array. After a UCI
// position it refuses, go answers bestmove 0000 until a valid position
// arrives.
//
// The games the protocols carry, and under which names, are what their
// registry entries say (variant.Protocols): the package knows no game by
// name. Today they are chess, Chess960, Capablanca, Courier, Shatranj and
// Xiangqi, under the names Fairy-Stockfish uses (UCI_Variant chess with
// UCI_Chess960 for Chess960, "fischerandom" in CECP), and in CECP the
// Nicholls games below. Moves are coordinates (castling as the king's
// two-square step in chess, as the king taking its rook in Chess960);
// ranks are counted from 1 in UCI, as Fairy-Stockfish writes them, and
// from 0 in UCCI (ICCS) and, on boards of ten ranks, in CECP, as XBoard
// and the UCCI engines write them.
//
// # The Nicholls games under XBoard
//
// XBoard 4.9 validates every move of a game it learns from setup and
// piece (examples/engine's TestXBoard plays each one). What it is told,
// and what it cannot be told:
//
//   - LancerChess: the royal Queen in XBoard's King type (its royal
//     piece, which it checks, mates and castles), the Lancers as FA and
//     WD.
//   - Storm (10x8): the royal Queen in the King type, whose built-in
//     castling on ten files is Storm's (three squares); the Prince and Princess as XBoard 4.9's multi-leg
//     moves (NmpafsyafF, NmpafsyafW: the Knight's leap, or a leap through
//     the first step of the Knight move and on from its empty square as a
//     rook along the long leg, or as a bishop along the nearer diagonal).
//     The Prince is U in CECP (FEN, setup and moves), since XBoard reads
//     a promotion to x as none and forfeited a Forester freeing him.
//     Freeing a captive (spec 6.7) cannot be said: XBoard lets a Forester
//     promote to any of the game's pieces, a superset of the rule, so it
//     accepts Ludus's promotions and frees; only Ludus keeps the captives.
//   - QiPlacements: the parent variant xiangqi, which gives XBoard's own
//     palaces, river, lame Horse and Protector and facing rule, the
//     Princess in the Wazir type (xiangqi's royal type in XBoard, not the
//     King type) and the Cannons in hand as holdings (9x10+7). XBoard
//     lets a Cannon be dropped on any empty square: the Forbidden
//     squares, the own-half rule and the forced placements (spec 3.4,
//     3.5) are Ludus's alone, again a superset. XBoard counts the ranks
//     of every ten-rank board from 0 (C@h2 for Ludus's C@h3), as the
//     engine writes and reads them.
//   - Meridian is offered, but XBoard can only relay it, with its
//     legality testing and claim testing off (xboard -testLegality false
//     -testClaims false; examples/engine's TestXBoard also turns off its
//     own draw adjudications): XBoard then passes each move on and takes
//     Ludus's results. It cannot be told the palaces: Betza notation
//     (H.G. Muller, "Betza notation and XBoard",
//     http://hgm.nubati.net/Betza.html) has no region, and XBoard's
//     palace belongs only to the built-in moves of its xiangqi King (a
//     Wazir) and Advisor (a Ferz), which a piece command replaces. The
//     royal Queen, who steps in all eight directions inside her palace,
//     is told as XBoard's King and leaves the palace for XBoard; with
//     legality testing on, XBoard missed Ludus's checkmates and called
//     a winner's claim false ("False win claim: 'won by gold:
//     checkmate'", 2026-12-06). Told as the palace Wazir, she would lose
//     her diagonal steps and XBoard would refuse them.
//   - Arabella is not offered: XBoard cannot even relay it. A Regal
//     piece boards its own Flying carpet and rides it, two pieces on one
//     square, which XBoard's board cannot hold. With legality testing
//     off XBoard takes the boarding as a capture of the carpet and
//     passes the moves on, but when the passenger leaves (f5e4e) XBoard
//     empties the carpet's square, and refuses the carpet's next move
//     from it: "Xboard: Forfeit due to invalid move: f5d3", with every
//     test off (scripted game, XBoard 4.9.1, 2026-12-06). A move that
//     leaves a piece behind on its own start square is no move of
//     XBoard's (nor a drop, which needs holdings, nor a multi-leg move,
//     whose legs all move one piece). The win by capturing the last
//     Person and the bounded Jini releases are no XBoard rules either.
//
// Decisions where the protocols are silent: with no limit at all an
// engine player gets one second a move; CECP has no node limit unless the
// engine offers feature nps (a node limit alone is then refused); a
// position the game has ended answers "bestmove (none)" in UCI and
// "nobestmove" in UCCI; a Server plans a move under a clock as the time
// left over the moves to go (30 in sudden death) plus three quarters of
// the increment.
package engine
