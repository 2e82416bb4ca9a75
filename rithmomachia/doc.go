// Package rithmomachia implements Rithmomachia, the battle of numbers, in
// every rule set of the project's rules, RULES.md in this package (cited
// below as "spec §n" and by its decisions "Dnn"; it names the sources and
// is the variant's Rules, the "how to play" of programs), and registers it
// with package variant as "rithmomachia".
//
// # Rule sets
//
// Each rule set of spec §0 is a preset of option values (spec §9.1):
//
//   - F1: Fulke/Lever 1563, the first kind of playing (spec §5). Wedge
//     array at offset 2 (D05) in the source's literal order (D03); rounds
//     move 1 diagonally, triangles 2 and squares 3 orthogonally, the
//     pyramid like a queen up to 3 (§5.1); flying leaps at any time
//     (knight for triangles, (1,3) for squares); equality, addition,
//     subtraction, multiplication and division by two men (D10); in-place
//     captures of new relations and captures by replacement (§5.5, D18);
//     prisoners re-enter in one's own half (D21); redemption of pyramid
//     components (§5.7, D23); the triumph after the enemy pyramid (§5.8).
//   - F2: Fulke's second kind: the natural array on files c-f (§3.4, D06);
//     all men move in 8 directions (§5.1); knight leaps only to besiege or
//     flee a siege (D09); multiplication and division by void spaces, and
//     the cossic signs (§2.3, §5.2).
//   - F3: Fulke's third kind: wedge at offset 0 in the source's literal
//     order (D03), orthogonal moves, boards
//     of 10 to 16 ranks (D41); equality, eruption, deceit; the siege by the
//     four neighbours (§5.3); captured men leave play; losing the pyramid's
//     base loses it (§5.7).
//   - Modern (the default): Mebben after Illmer and Selenus (spec §6).
//     Wedge at offset 0 in the symmetric order (D04); Odd moves first;
//     rounds 1 orthogonally, triangles 2 diagonally, squares 3 in 8
//     directions, the pyramid as its components (D30); meeting, ambush and
//     assault taken in place after every move, then the siege with a
//     one-move look-ahead (D33); prisoners dropped in the opponent's half
//     (D34); the harmony in the opponent's half wins, with its grade.
//   - Italian: the partial Italian reconstruction on 8x14 (spec §7): moves
//     in 8 directions, the king as its largest remaining shape; M's
//     captures plus proportion (D35), optional, before the move (instead
//     of it) or after it; the excellent triumph ends the game, the lesser
//     ones are recorded (D36).
//
// Every option may also be set alone, on top of a preset: "preset=F3,
// length=12,diagonalmoves". [Rithmomachia].Options lists them with their
// defaults (the Modern values) and documentation: rules (the capture
// family F1/F2/F3/Modern/Italian), length (D41), array, offset (D05),
// oddorder (D03), naturalfile (D06), firstmover (D01), round / triangle /
// square directions (§5.1, §6.2, §7), pyramid moves (D08, D30),
// diagonalmoves (F3, D16), flying (D09), kingflying (D08), leapover (D07),
// f1arithmetic (D10), additiongeometry (§5.2), proportioncapture (D12),
// deceit (D11), cossiccomponents (D31), pyramidvalue (D17), ambushmax
// (D32), edgeblocks (D15), siegelookahead (D33), timing (D18), optional
// (D19), replacement (§5.5 B), resolveafterreplacement (§5.5 B), captured
// (§5.6), dropzone (D21, D34), redemption (D25), redeemmove (D24),
// pyramidfirst (§5.8), mingrade (§5.8, §6.5), triumphgeometry (D26),
// triumphpyramid (D27), maxspacing (D44), emptybetween and
// diagonalrightangles (§4.4), the common victories bodies, goods, quarrel,
// honour, honour and quarrel, standards (§5.9, D28, D29) and Modern's
// digits goal (§6.5), and nomove (D22).
//
// # Numbers
//
// [Men], [Components], [Numbers], [Total] and [StandardSize] give the men
// and their numbers (spec §2); [SignsOf] and [CossicPair] the cossic signs
// (§2.3); [Proportion3], [Proportion4] and [Grade] the proportions and the
// grades of a proper victory (§4.3); [SpacesProduct], [SpacesQuotient] and
// [AssaultHolds] the line relations (§5.2, §6.3); [Quarrel], [Honour] and
// [HonourAndQuarrel] the common victories (§5.9). All arithmetic is in
// integers: exact division is tested by multiplication, never by integer
// division or floating point.
//
// # Turns and captures
//
// A turn is one action (spec §5.5): an ordinary move, a flying leap, a
// capture by replacement, a drop of a prisoner, a redemption (and the
// opponent's pick of the redeeming man when the owner has none with the
// component's number, §5.7: the opponent then moves twice, the pick
// and his own turn), or in the Italian rules a capture made instead of a
// move. Captures follow an ordinary move in two phases (D39): the
// arithmetic relations of the rule set, all at once, then oblivion or siege
// in the position they leave. A side with no legal action passes; a second
// pass in succession ends the game (D22). A pyramid target offers its
// current total (the whole pyramid) and each component; taking the total,
// or all components, or in F3 the base, takes it whole, its components
// entering the captor's ledger one by one (§5.6, D43).
//
// The captures a move makes are part of its text. With optional captures
// (Italian, or optional=true) each choice is a separate move; at most 20
// candidates of each phase are a matter of choice, any further ones are
// always taken.
//
// # Position text
//
//	position  = board " " side " " prisoners " " ledgers " " state [ " " options ]
//	board     = rank { "/" rank }            ranks from the top (L) down to 1
//	rank      = 8 × ( "." | piece )           files a to h
//	piece     = shape number [ "'" ] [ "(" number { "." number } ")" ]
//	shape     = "R" | "T" | "S" | "P"         round, triangle, square, pyramid;
//	                                          upper case: Even owns it (holds
//	                                          it, for prisoners and ledgers);
//	                                          lower case: Odd
//	side      = "e" | "o"                     the side to move
//	prisoners = "-" | piece { piece }         the case says who holds it
//	ledgers   = "-" | entry { entry }         each side's captures (spec §5.6)
//	entry     = piece | ( "K" | "k" ) number  "K" a component of the enemy pyramid
//	state     = "-" | item { "," item }
//	item      = "pick=" number                the opponent must pick the man
//	                                          that redeems this component
//	          | "window=" number { "." number }  components redeemable now
//	                                          (redemption=nextturnonly)
//	          | "triumphs=" n "." n "." n "." n  Italian lesser triumphs
//	                                          recorded: Even's grade 1 and 2,
//	                                          Odd's grade 1 and 2
//	          | "result=" ( "even" | "odd" | "draw" ) ":" reason [ ":" grade ]
//	options   = "{" option text "}"           as [variant.Options.String]
//
// A piece's "'" marks a man serving the side that captured it (its origin
// is the other side). A pyramid is written with its pyramidal number, and
// with the list of its present components when it is not complete:
// "P91(36.25.9.4.1)". Men of equal origin, shape and number (Even's two
// round 4s, Odd's two round 9s) are one kind in every rule and in the text.
// The Modern start is
//
//	s49s121....s225s361/s28s66t36t30t56t64s120p190/t16t12r9r25r49r81t90t100/..r3r5r7r9../
//	......../......../......../......../......../......../......../......../
//	..R8R6R4R2../T81T72R64R36R16R4T6T9/S153P91T49T42T20T25S45S15/S289S169....S81S25 o - - - {}
//
// (on one line). [Parse] reads it; the options field, when present, decides
// the options unless others than the defaults are given.
//
// # Move text
//
//	move     = action { "x" cell [ "/" number ] }  the captures it makes
//	action   = cell "-" cell                        ordinary move
//	         | cell "~" cell                        flying leap
//	         | cell ":" cell [ "/" number ]         capture by replacement
//	                                                (capturer, target, component)
//	         | piece "@" cell                       drop of a prisoner
//	         | "=" number [ "@" cell ]              redemption of a component,
//	                                                by the man on cell (or, without
//	                                                it, the opponent picks)
//	         | "=" cell                             the opponent's pick
//	         | ""                                   Italian: captures instead of
//	                                                a move ("xd5")
//
// For example "d3-d4xd7", "e5-b2xa1", "d3-d4xd5/16", "d4:d7", "R9'@c12",
// "=9@g5". [Position.ParseMove] accepts a move without its captures when
// they are not a matter of choice.
//
// # Valid positions
//
// [Parse] rejects a position that reads well but that no game of its rule
// set reaches, with an error whose cause is a *variant.InvalidPositionError
// naming the rule broken: [RulePyramids], [RuleMen], [RuleServing] and
// [RuleState]. Rithmomachia has no check and no royal piece. The rules are
// those that hold whatever was played: the game's history (which man took
// which) is not in the position, so a position of few men, such as a
// problem, is accepted as long as no man exists twice and the state items
// belong to the rule set. The presets F1, F2 and F3 may also be named
// Fulke1, Fulke2 and Fulke3 (spec §9.1).
//
// # Speed
//
// Positions are fixed-size values (no pointers but the shared, read-only
// rules); moves are uint64; move generation and play allocate nothing. The
// capture resolution is incremental: a position keeps, per side, the cells
// changed since that side last resolved its captures, and where every
// instance counts only the enemy pieces that gained a capturer through
// them are evaluated (where only new instances count, those near the
// cells the action changed). The siege finds the enclosed pieces a shape
// at a time on bitboards, and its Modern look-ahead tries only the moves
// that may open a path of the besieged piece (that may give its blockers a
// capturer or enclose them), evaluating only the pieces on it; harmonies
// are searched only at the spacings of pieces in line with the one moved,
// and an arrangement's numbers are read only when all its cells hold
// pieces.
// Between two men, whether one may capture the other from a given
// distance and direction (a reach, a neighbour, their numbers in a line
// relation) is read from tables of the rules. Elsewhere
// bitboard prefilters (reach sets, Kogge-Stone lines of sight, vicinity
// masks) keep the exact evaluation to possible targets. Tests compare
// every position's children, and its evaluation, with and without all of
// them (the plain searches remain, behind an internal switch). Random
// playouts ([variant.Playout], and the playouts of the MCTS player) pick
// their moves without listing them where the moves are sets (the slides
// and the drops, counted by sets and read from the one that holds the
// chosen move), with the very results of choosing from Moves.
package rithmomachia
