// Package variant is the contract every game of Ludus implements, a registry
// of games by name, and the generic tools that work on any game through the
// contract.
//
// # Two faces, one implementation
//
// The typed face is the [Position] constraint: a game's position type P and
// move type M (a compact unsigned integer, [MoveType]). Generic tools take
// them as type parameters ([Perft], [Divide], [ParallelPerft], [Playout],
// [Game], [Replay]), so hot loops call the game directly and allocate nothing
// per move. A game whose moves need not be listed to choose one at random
// may give, in its entry's [Variant.Typed] ([TypedHooks]), a [PlayoutFunc]
// that plays its playouts. Positions are immutable values: Play returns a
// new position, and any position may be shared between goroutines.
//
// The dynamic face is [AnyPosition] with moves as [Move] (uint64), for
// programs that pick the game at run time: look a [Variant] up by name
// ([Lookup]), read options as text ([Variant.ParseOptions]), start a game or
// read a position ([NewPosition]), list legal moves as text, play a move given
// as text ([Game.PlayText]), read the outcome, describe the position as JSON
// ([Snap]). [Dynamic] adapts any typed position to it; AnyPosition itself
// satisfies Position[AnyPosition, Move], so the generic tools work on it too.
//
// # Capabilities
//
// Beyond [Position], a game's position implements the optional interfaces
// its rules need: the capabilities, all declared in one file with one
// naming pattern ([Controlling], [Acting], [Repeating], [CycleJudging],
// [HistoryJudging], [Claiming], [ChanceWeighing], [Explaining],
// [Squaring], [Marking], [SideStating], [RoyalJudging], [PerftCounting],
// [MovementCounting]). Each is read through a function ([ControllerOf],
// [ActionSide], [ClaimOutcome], [Outcomes], [Explain], [SquaresOf],
// [MarksOf], [StatusOf], [IsRoyal], [MovementPerft]; [Game] asks the
// repetition rules) that answers the same on the typed face and on the
// dynamic face, and [CapabilitiesOf] lists the ones a game has.
//
// # Rules for players
//
// Every registered [Variant] carries its rules as Markdown in
// [Variant.Rules]: the board, the pieces, the goal, the options and presets,
// and the sources, written by the project. Game packages keep them in a
// RULES.md file embedded in the package; [MarkdownSections] gives each game
// of a multi-game document its own part. Programs show it as "how to play".
//
// # Sides, teams, players
//
// A [Side] is a party that takes turns (a colour, an army); a [Variant] lists
// its sides and, where sides ally, their teams. A finished game's [Outcome]
// names the winning sides (a whole team) or a draw, with a reason in the
// game's vocabulary. Who commands which side is [Controlling]'s business.
// Skipped turns are the game's: ToMove always names a side that has a move.
//
// # Moves and actions
//
// Moves are the turn moves that perft counts, placements in a placement phase
// included. Actions are legal moves that are not turns: negotiated or
// optional steps such as Enochian chess's exchange of prisoners. Both are
// played with Play and written with MoveText; ParseMove reads either.
//
// # Errors
//
// Bad input never panics: parsers return errors that match the sentinels
// ([ErrUnknownVariant], [ErrOption], [ErrPosition], [ErrMove],
// [ErrIllegalMove], [ErrGameOver], [ErrRecord]) with errors.Is and are typed
// ([ParseError], [IllegalMoveError], [OptionError]) for errors.As.
//
// # Game records
//
// [Record] is a PGN-like record for every game: tags (Variant, Options, SetUp
// and FEN for the start position text, Result), the moves in the game's own
// notation, their annotations (comments, clock annotations, NAGs,
// variations: [Note]), and the result. [ParseRecord] reads one as PGN
// tools write it and [Record.String] writes it back; [Load] replays the
// main line of one of any registered game.
package variant
