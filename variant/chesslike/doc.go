// Package chesslike is a configurable engine for chess-like games: a game
// is described as data (a [Game]: the board, the kinds of pieces and their
// movement patterns, the start position, castling, the rules that end the
// game) plus a few optional hooks, compiled once by [New] into [Rules],
// and played through the contract of package variant: [Position] is a
// variant.Position[Position, Move].
//
// Package classic registers the base games with it: chess ("chess-kernel"),
// Chess960 ("chess960-kernel"), Shatranj, Courier chess, Capablanca chess
// and Xiangqi. Their perft counts match the published ones (chessprogramming
// .org, Fairy-Stockfish's test suite, the Chess960 table).
//
// # Describing a game
//
// A [Kind] of piece has a name, a letter, and [Pattern]s. A pattern is a
// [Leap] by offsets (knight, king, ferz, alfil, camel: any vectors), a
// [Slide] along directions with optional range limits (rook, bishop, a
// two-step slider), a [Hop] over one screen (the Xiangqi cannon's capture)
// a [LameLeap] whose leg cells must be empty (the Xiangqi horse and
// elephant, see board.XiangqiHorse), or a [Bent] strike that follows
// through along a direction if the strike cell is empty (Storm's Prince and
// Princess: [KnightThenRook], [KnightThenBishop]). A pattern may only move or only
// capture ([MoveOnly], [CaptureOnly]), which makes divergent pieces such as
// pawns and cannons; a compound piece lists the patterns of its parts. The
// helpers [King], [Queen], [Rook], [Bishop], [Knight], [Ferz], [Wazir],
// [Alfil], [Archbishop], [Chancellor], [Pawn], [Cannon] and [Soldier]
// return the patterns of the usual pieces.
//
// Vectors, zones and ranks are written for the first side, which starts at
// rank 1 and moves up; the second side's are their mirror images. A [Zone]
// (built with [Ranks], [LastRanks], [Files], [Area], [Squares], [Union],
// [Not]) confines a kind (Kind.Region: palaces, own half), restricts a
// pattern to pieces standing in it (Pattern.From: a pawn's initial double
// step, a soldier's sideways step across the river), says where a kind
// promotes ([Promotion]) and where it may be placed from hand (Kind.Drop).
//
// A [Promotion] lists the kinds a piece may become (Into), whether it may
// stay as it is, and the kinds it may become only by freeing a captive of
// its side (Free: Storm's freeing, Meridian's rescue; needs
// [Game.Captives], which keeps captured pieces by owner and kind). A
// [Stack] lets a passenger ride a carrier (Arabella's Flying carpets): the
// pair is a kind of its own that moves as the carrier, and the passenger
// boards and leaves it with its own moves.
//
// Royal kinds (Kind.Royal) may never be left attacked; a game may have
// several royal kinds, and a side several royal pieces, none of which may be
// left attacked. [Game.FacingRoyals] adds Xiangqi's flying-general rule.
// A slide with [Pattern.EnPassant] (Min 2: double steps, Max 3: triple
// steps) leaves the cells it passed over as en-passant targets for the
// opponent's capture patterns marked EnPassant. [Castling] is of the
// Chess960 kind (rights belong to rooks; king and rook go to fixed files)
// or moves the king a given distance towards the rook. [Settings] decide
// stalemate, bare kings, the move-count rule and repetitions; a game
// exposes the ones players may change as variant options ([OptionKeys]).
// [Hooks] add what is not data: dead positions, promotion and placement
// conditions.
//
// Three hooks go beyond data. Hooks.LastResort gives a checkmated side
// moves it has only then (Meridian's Escape of the royal piece out of its
// palace; see [NewMove] and [Position.SafeStep]). Hooks.NextState,
// StateText and ParseState keep 32 bits of a game's own state in every
// position ([Position.State]: Arabella's Jini releases, QiPlacements'
// record of placements), hashed and written in braces in the position
// text. Game.ValidateOptions checks combinations of option values.
//
// Register a compiled game with variant.Register(rules.Variant()), usually
// in the init function of the game's package, as package classic does.
// Games that options change beyond what a Game can vary (the board's size,
// the kinds of pieces) are several Games sharing one registry entry: see
// [NewFamily].
//
// # Position and move text
//
// Positions are written as the FEN of chess generalised to any board, with
// multi-digit empty counts on wide boards, held pieces in brackets, X-FEN
// castling rights and every en-passant target (see [Position.String]).
// Moves are written in coordinate notation ("e2e4", "e7e8q", "a10a9",
// "C@h3", "f1e2m" for a passenger leaving its carrier); see
// [Position.MoveText].
//
// # Valid positions
//
// [Rules.Parse] reads only positions that can occur in the game, and
// rejects the others with an *[InvalidError] (matching [ErrInvalid] and
// variant.ErrPosition) whose [Rule] names the rule broken, as
// python-chess's Board.status() does for chess. The rules come from the
// Game's data, measured against the start position of the options in
// force (its army):
//
//   - each side has exactly the royal pieces of its army ([RuleRoyals]);
//   - the side not to move has no royal piece attacked, the facing rule
//     included ([RuleOpponentInCheck]);
//   - every piece stands where pieces of its kind and side can get to
//     from the start by their patterns (ignoring blocking), promotions,
//     placements and boardings, their Regions respected: no pawn on its
//     first rank or where it must promote, Xiangqi's soldiers never
//     behind their start, generals, advisors and elephants on their
//     points, a colour-bound piece on its colour unless promotion gives it
//     the other ([RuleUnreachable]);
//   - each side's pieces on the board and off it (captives, pieces in
//     hand) are no more than its army and its promotions give: no more
//     pawns than at the start, no kind the army lacks unless a pawn may
//     promote into it (Hooks.CanPromote is asked, on the start position),
//     no more promoted pieces than missing pawns; fewer pieces are
//     allowed, since pieces may be given as odds before the game
//     ([RuleArmy]);
//   - a castling right needs the king and the rook on their first rank
//     and, in games whose castling is not of the Chess960 kind, on
//     squares where they stand at the start ([RuleCastling]);
//   - an en-passant target lies on cells a pawn of the side that just
//     moved passed over by a multi-step it may make from where it
//     started, that cell empty, and the clock is 0 ([RuleEnPassant]);
//   - the game's own rules (Hooks.Valid, Hooks.ParseState: [RuleGame]).
//
// The option study, which every game has ([OptStudy], [Rules.Study]),
// accepts the positions of studies and exercises that the rules cannot
// reach: only what play needs is checked then (a royal piece per side,
// the side not to move not in check, castling rooks and king on their
// first rank, en passant). A Hooks.LastResort is taken to move royal
// pieces one move beyond their Region (Meridian's Escape).
//
// # Speed
//
// A Position is a fixed-size value (a mailbox, 128-bit cell sets per side
// and kind, hash, en-passant and castling state, held pieces): Play copies
// it and returns the new value, allocating nothing. Per-game tables (rays,
// leaps, the reverse tables used to find attackers) live in the shared
// Rules. Legality is tested only for the moves that can matter: moves of
// royal pieces, moves when in check, en-passant captures, and moves that
// vacate or fill a cell on which the safety of a royal piece depends
// (pinned pieces, the legs of lame leapers, the line between a royal piece
// and a hopper). In check, a move that neither captures a checking piece
// nor fills its line or leg is rejected untested (unless a hopper or bent
// rider checks); a lone royal piece's moves are tested against the cells
// the opponent attacks with it lifted off, found once per generation
// (and reused for the cells castling has it cross). What castling needs
// (the cells to be empty, those crossed, where king and rook go) is a
// table per rook cell and king file.
//
// The generator interprets the compiled patterns, with fast paths chosen
// by marks set once when the game is compiled: the pieces of non-royal
// kinds that need no test of their own (no check, not pinned; every piece
// for the pseudo-legal moves of the evaluation) take a compact loop; the
// moves of the last ply of [Position.Perft] and of the evaluation's
// activity are counted rather than listed, a pattern used by three pieces
// or more (pawns, soldiers) by shifting their set where its vectors are
// constant shifts of cell numbers on the board; the registered playout
// loop plays in place. A slide without a minimum range (rook, bishop,
// queen, cannon's move) is found in the fast paths and the attack test a
// line at a time (the two opposite rays through the cell) by the
// obstruction difference: one bit scan and one 128-bit subtraction a line
// rather than a bit scan a direction; the interpreter walks the rays.
// [Position.Outcome] (and ToMove) needs only whether
// a legal move exists: it tests the first moves of the compact loop's
// pieces for the royal pieces' safety alone, without the check and pin
// analysis, and counts as Perft's last ply does only if three fail. The
// pseudo-legal moves, which test nothing, need to know only whether a
// royal piece is attacked (castling is listed out of check only). The
// interpreter stays for everything else, and the differential tests
// compare the fast paths with it, move list for move list, in every
// kernel game.
package chesslike
