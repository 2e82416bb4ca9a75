// Package chess960 is chess and Fischer random chess (Chess960): a fast
// 64-bit bitboard move generator, the rules of the FIDE Laws with the
// Chess960 castling rules, the 960 start positions, and the notations chess
// players use (FEN, X-FEN, Shredder-FEN, SAN, UCI, PGN).
//
// Importing the package registers two variants with package variant:
// "chess960" (aliases "fischerandom", "fischerrandom", "fischer random",
// "fischer random chess", "chess 960", "frc", "960", "chess960 (fischer
// random)") and "chess" (aliases "standard", "standard chess", "orthodox
// chess", "normal", "orthodox", "classical", "fide", "from position", the
// names other programs give it). They are one game with two notations: a
// [Position] of standard chess is the Chess960 position of start array 518
// whose castling is written KQkq in FEN and e1g1 in UCI. RULES.md in this
// package states the rules for players, with their sources; it is the
// variants' Rules, the "how to play" of programs.
//
// # Start positions
//
// Chess960's 960 start arrays are numbered 0..959 as R. Scharnagl proposed
// ([BackRank], [IDOf], [FromID], [Position.ID]); 518 is the standard array
// RNBQKBNR. [Random] draws one with the caller's source of randomness and
// [DiceID] runs the single-die procedure of the rules on given rolls. The
// chess960 variant's option start is a number or "random" (the default,
// drawn when the game starts).
//
// # Rules
//
// Moves are the legal moves of the FIDE Laws: castling, promotion, en
// passant. Castling follows the Chess960 rules: king and rook end on the
// c- and d-files (a-side, O-O-O) or the g- and f-files (h-side, O-O);
// every square either crosses or lands on is empty but for the two of them;
// the king is not in check and crosses or lands on no attacked square; the
// king or the rook may already stand on its destination. [Position.Outcome]
// decides checkmate, stalemate, the seventy-five-move rule and insufficient
// material; variant.Game adds fivefold repetition ([Position.RepetitionOutcome])
// and the draw claims of threefold repetition and the fifty-move rule
// ([Position.ClaimOutcome]).
//
// # Notation
//
// [Position.String] writes X-FEN (plain FEN whenever that suffices, and
// always for standard chess) and [Position.ShredderFEN] Shredder-FEN;
// [ParseFEN] reads all three. Moves are written in SAN by
// [Position.MoveText] (the contract's move text) and in UCI by
// [Position.UCI], castling as king-takes-rook ("e1h1") in Chess960 and
// e1g1 in standard chess; [Position.ParseMove] reads either. [Record],
// [PGN] and [ParsePGN] write and read PGN with the Variant "Chess960" and
// SetUp/FEN tags.
//
// # Valid positions
//
// [ParseFEN] rejects a position that no game reaches with an error whose
// cause is a *variant.InvalidPositionError naming the rule broken, after
// python-chess's Board.status() flags: [RuleKings], [RulePawns],
// [RuleMaterial] (at most 8 pawns and 16 pieces, and no more pieces beyond
// the array than the missing pawns could have become; bishops are counted
// by square colour), [RuleCheck] (the side not to move not in check, at most
// two checkers and never two on one line with the king, and a check that
// the last double step, given by the en passant square, can have given),
// [RuleCastling] and [RuleEnPassant]. [ParseStudyFEN] accepts material no
// game reaches, for compositions.
//
// # Speed
//
// Positions are 96-byte values; Play makes a new one, updating the Zobrist
// hash as it goes. Attacks of sliders come from magic bitboard tables
// built at initialisation. Moves, Play and perft allocate nothing per
// move. [Perft] counts the last ply in bulk, [PerftPlayed] makes every
// move, and [ParallelPerft] shares the root moves among goroutines.
package chess960
