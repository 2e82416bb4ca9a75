// Package classic registers the base games of the chess-like kernel
// (package chesslike) with the variant registry: standard chess as
// "chess-kernel" and Chess960 as "chess960-kernel" (the names "chess" and
// "chess960" belong to package chess960, whose fast move generator they
// check), "shatranj", "courier", "capablanca" and "xiangqi".
//
// Each game is a chesslike.Game value; the compiled rules are exported
// (Chess, Chess960, Shatranj, Courier, Capablanca, Xiangqi) for programs
// that use the typed face. The rules follow Fairy-Stockfish's definitions
// of these games, whose perft counts they match:
//
//   - Shatranj: 8x8, kings on the d-file (Fairy-Stockfish's array), the
//     counsellor (Q) a ferz, the elephant (B) an alfil, pawns without double
//     step promoting to counsellors; a stalemated side loses; a bared king
//     loses unless its reply bares the other (then a draw); 70-move rule.
//   - Courier: 12x8 with courier (B, bishop), alfil (E), man (M, non-royal
//     king), schleich (W, wazir), ferz (F), Fairy-Stockfish's start position
//     (opening moves already played); end rules as Shatranj, 50-move rule.
//   - Capablanca: 10x8 chess with archbishop (A) and chancellor (C); the
//     king castles to the c- or i-file; the FIDE rules that end the game
//     as in chess, with the same dead positions by material: king against
//     king, king and one knight or bishop against king, kings and bishops
//     all on squares of one colour. The archbishop (bishop + knight) and
//     the chancellor (rook + knight) are never insufficient: each can
//     checkmate a lone king with its king's help, the archbishop even
//     alone against a king in a corner (Wikipedia, "Capablanca chess";
//     a chancellor mates as a rook does), so positions with either play
//     on, as do those with a queen, a rook or a pawn.
//   - Xiangqi: 9x10; general (K) and advisors (A) in the palace, elephants
//     (B, also E) in their half, horses (N, also H) and elephants blocked,
//     cannons (C), soldiers (P) that also step sideways across the river;
//     the generals may not face each other; a stalemated side loses; the
//     rules of repeated cycles of the rule books (perpetual check,
//     perpetual chase, one check one chase), with the presets wxf (the
//     default), axf and cxa and the enforcements arbiter (the default) and
//     engine, as XiangqiCycles documents with its sources; a draw when no
//     piece that can cross the river is left, and after 60 moves by each
//     side without a capture.
//   - Chess and Chess960: FIDE rules: stalemate draws, the 75-move and
//     fivefold-repetition rules end the game, the 50-move and threefold
//     rules may be claimed, and dead positions by material (king against
//     king, king and minor piece against king, bishops all on one colour)
//     are drawn.
//
// RULES.md in this package states these rules for players, with their
// sources; each game's part of it is its variant's Rules, the "how to play"
// of programs.
//
// Every rule of the end of the game that players vary is an option (see
// chesslike.OptionKeys); chess960-kernel has the option start (0..959,
// Scharnagl numbering; the default, 518, is the standard array).
package classic
