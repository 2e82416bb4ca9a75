// Package enochian implements Enochian chess, the four-army chess of the
// Golden Dawn as reconstructed by Chris Zalewski, following the rules the
// project wrote from Zalewski's book and Jeff Rients' essay on it, RULES.md
// in this package (cited below as §n; it names the sources). The same text
// is the variant's Rules, the "how to play" of programs. Importing the
// package registers the variant "enochian" (aliases "enochian-chess", "rosicrucian").
//
// # Profiles
//
// Two named profiles (variant presets) bundle the disputed rules (§10):
//
//   - "Rients", the library default: the seed essay read literally, with
//     Zalewski filling only the gaps it leaves (§0, project decision).
//   - "Zalewski": the rules of Zalewski's book; the scenarios of the
//     package's tests are stated for it.
//
// The two differ in concourse-ally, throne-square-promotion,
// ally-king-capture, prisoner-square, exchange-any-time and
// withdrawn-bare-king-both-turns. Every option may be set on top of either.
//
// # Rules
//
//   - Board and armies (§1): an 8x8 board; four armies in deosil turn order
//     Yellow (a8), Blue (h8), Red (h1), Black (a1), each with a throne in its
//     corner and an Angle (quadrant); teams Actives (Yellow, Red) and
//     Passives (Blue, Black). Each army has a frame (§1.4): pawns of Yellow
//     move toward rank 1, Blue toward file a, Red toward rank 8, Black
//     toward file h, and promote on that edge; a pawn on a side edge keeps
//     moving forward (Z 10.4).
//   - Arrays (§2): the eight settings, [Arrays], by the names of the
//     sources ("Air of Air & Water" ...). Every army uses the same setting
//     in its frame: King and the companion on the throne, pieces on the
//     back line, each pawn in front of the piece it serves.
//   - Pieces (§3): King one step; Queen a two-square leap in the eight
//     directions, over anything; Rook and Bishop as in chess; Knight as in
//     chess; pawns one step forward, capturing one step diagonally forward,
//     with no double step, en passant or castling. No piece takes an ally
//     or a frozen piece; a bishop never takes an enemy bishop nor a queen an
//     enemy queen (capture-immunity), except an intact throne, whose King is
//     the target (decision A7). Only active enemy pieces attack.
//   - Thrones (§4): King and companion move off separately; once either has
//     left the throne holds one piece for good. An enemy entering an intact
//     throne takes both. A King ending a move on its partner's throne seizes
//     it (§4.4): its player commands the partner's army (turns stay separate
//     unless seized-armies-share-turns), a frozen partner is thawed
//     (seizure-thaws-frozen-ally), control persists, the latest mutual
//     seizure wins, and when the seizing King is captured control returns
//     or the led army freezes.
//   - Check (§5.2): a King in check must step if it can, even onto an
//     attacked square (checked-king-may-enter-check); if every checked King
//     is boxed in, any move of the other pieces is legal; otherwise no move
//     may leave a King of the movers in check, judged after all of the
//     move's consequences (so a pinned piece may capture the enemy King,
//     freezing its army). There is no checkmate (§5.3).
//   - King capture (§5.4, §5.5): the captured King's army freezes: its
//     pieces stay, do not move, attack or get captured, and its turns are
//     skipped; a led army keeps playing under its leader
//     (usurped-army-freezes-on-own-king-capture). A team with no King of its
//     own in play loses. Capturing the checked allied King into custody
//     (§5.6, ally-king-capture, 4 distinct players only) makes the capturer
//     lead that army.
//   - Promotion (§6): only after the army has lost a pawn
//     (promotion-needs-pawn-loss), only to the piece the pawn serves; on a
//     throne square to its own type (Rients) or the setting's companion
//     type (Zalewski) (throne-square-promotion); an ineligible pawn waits
//     on the edge and later promotes in place as a move (§6.2). A
//     privileged pawn (its army is K+Q+P, K+B+P or K+P) chooses Q, R, B or
//     N and demotes the army's piece of that type to a pawn (§6.3,
//     privileged-pawns, privileged-same-type-demotes).
//   - Concourse (§7): a bishop (queen) completing one of the five 2x2 sets
//     (centre d4 e4 d5 e5 and the centre of each Angle) with the bishops
//     (queens) of the three other active armies captures the two enemy
//     pieces and takes over or captures the allied one (concourse-ally).
//   - Draws and procedures (§8): bare Kings of both armies of a team draw
//     (bare-king-draw, judged after every move); withdrawal (§8.2, Z 9.3);
//     exchange of prisoners (§8.3: a proposal and an acceptance action,
//     which use no move; prisoner-square, exchange-any-time); stalemate
//     skips the army's turn and draws when its partner is out of the game
//     (§8.4); 2-, 3- and 4-player games (§8.5, [Position.Controller]); the
//     traditional procedure ([Traditional], the board option); the Ptah
//     objective (§8.8).
//   - Turns and results (§9): armies that cannot move are passed over by
//     the position itself, so ToMove always names an army with a move; a
//     full cycle with no move draws ("no moves possible"); resignation for
//     the team when the partner is out of play (Z 8.13) is an action; team
//     resignation at any time and agreed draws are variant.Game's Resign and
//     Declare (library conveniences, not from the sources).
//
// # Options
//
// Option text is "key=value,...", read by [Options] or the registry:
//
//	preset                 Rients (default) or Zalewski
//	array                  air-of-air-water (default), fire-of-air-water, water-of-air-water,
//	                       earth-of-air-water, air-of-fire-earth, fire-of-fire-earth,
//	                       water-of-fire-earth, earth-of-fire-earth (§2)
//	first                  auto (default: the board's greater Angle, or yellow), yellow, blue,
//	                       red, black (§1.3, §8.6)
//	board                  none (default), air, water, fire, earth: the traditional procedure (§8.6)
//	players                4 (default), 3 or 2 (§8.5)
//	doubled-team           actives (default) or passives: the team one player holds in a 3-player game
//	direction              deosil (default) or widdershins (§1.3, Z 4.2)
//	concourse-ally         capture (Rients) or transfer (Zalewski) (§7.3)
//	capture-immunity       true (§3, §7.4)
//	checked-king-may-enter-check  true (§5.2)
//	promotion-needs-pawn-loss     true (§6.1)
//	throne-square-promotion       own-type (Rients) or companion-type (Zalewski) (§6.1)
//	privileged-pawns              true (§6.3)
//	privileged-same-type-demotes  true (§6.3)
//	seizure-thaws-frozen-ally     true (§4.4)
//	seized-armies-share-turns     false (§4.4)
//	usurped-army-freezes-on-own-king-capture  false (§4.4)
//	ally-king-capture             false (Rients) or true (Zalewski) (§5.6)
//	prisoner-square               empty (Rients) or empty-unthreatened (Zalewski) (§8.3)
//	exchange-any-time             true (Rients) or false (Zalewski) (§8.3)
//	withdrawn-bare-king-both-turns  true (Rients) or false (Zalewski) (§8.2)
//	bare-king-draw                true (§8.1)
//	ptah                   off (default) or a square of the first army's Angle (§8.8)
//	divination-dice        false (§8.7)
//	adjudication           0 (off) or a number of turn moves after which the game is drawn (§9.3)
//	adjudication-repetitions  0 (off) or the number of occurrences of a position that draws (§9.3)
//	study                  false (default) or true: accept a study, a position no game reaches (§10)
//
// # Notation
//
// Position text ([Position.String], read by [Parse]):
//
//	position = board " " turn " " armies " " plies *(" " extra)
//	board    = rank8 "/" rank7 "/" ... "/" rank1
//	rank     = 1*( digit | piece | throne )    ; digits count empty squares
//	piece    = army kind [pawntype]             ; "yQ", "bPq" (pawn of queen)
//	throne   = army "K+" kind [pawntype]        ; an intact throne: "yK+B"
//	army     = "y" | "b" | "r" | "k"            ; yellow blue red black
//	kind     = "K" | "Q" | "R" | "B" | "N" | "P"
//	pawntype = "q" | "r" | "b" | "n"            ; the kind the pawn serves
//	turn     = army | "-"                       ; "-" when the game is over
//	armies   = status "," status "," status "," status   ; yellow..black
//	status   = "-" | 1*flag
//	flag     = "e"             ; eligible for promotion: the army has lost a pawn
//	         | "f"             ; frozen
//	         | "w"             ; withdrawn, commanded by the partner's player (§8.2)
//	         | "z"             ; withdrawn with its King frozen (Z 9.3)
//	         | "l" army        ; led by army (seizure or custody)
//	         | "c" army number ; King captured by army (an ally: custody), the
//	                           ; number-th King capture of the game
//	plies    = number          ; turn moves played
//	extra    = "last=" army    ; that army's last move captured a King (§8.3 timing)
//	         | "offer=" army   ; an exchange offer by that army is pending
//	         | "ptah"          ; the Ptah attempt is armed (§8.8)
//	         | "die=" digit    ; divination dice: this turn's roll, 1..6 (§8.7)
//	         | "end=" reason [":" (army | team)]
//
// The start of Air of Air & Water is
//
//	yK+ByQyNyR2bPbbK+B/yPbyPqyPnyPr2bPqbQ/6bPnbN/6bPrbR/kRkPr6/kNkPn6/kQkPq2rPrrPnrPqrPb/kK+BkPb2rRrNrQrK+B y -,-,-,- 0
//
// Move text ([Position.MoveText], read by [Position.ParseMove]) is the
// spec's algebraic from-to: "Rd8xg8", "a7-a6" (pawns have no letter),
// "b2xa1=B", an in-place promotion "d1=R", a roll of the divination die
// "roll-4", and actions "offer-y", "accept-k", "decline-k", "withdraw-r",
// "resign-b" (word and army letter).
//
// Angle notation ([Position.AngleText], read by [Position.ParseAngle] and
// by ParseMove) is the game record of Zalewski's book: Chris Zalewski,
// Enochian Chess of the Golden Dawn (Llewellyn 1994), Part II "Book of
// Air", chapter "Recording Game Play", pp. 108-110 (the book the spec cites
// as Z; the spec itself gives no Angle notation). Each Angle is named by its
// element: A Air (Yellow's), W Water (Blue's), F Fire (Red's), E Earth
// (Black's). A square is a number and a letter in the frame of the Angle
// it lies in: the number 1..4 counts along that army's back line from its
// throne (the setting's squares 1..4, §2.1), the letter a..d counts the
// rows forward, so every King starts on 1a ([AngleSquare]: a8 is A1a, e6
// W3d, h1 F1a). A move is written as the piece letter (K Q R B N P) and
// the square it goes to, whose Angle letter is left out when it is the
// moving army's own; then "x" and the piece captured, "#" for a promoted
// pawn, "+" for check, "++" for a captured King: "NW3d", "R4a", "BF2dxN"
// are the book's. Where the book is silent, our additions: the kind after
// "#" ("PE1b#Q"); the square moved from, "P3b-4cxN", when the destination
// does not tell the legal moves apart (the book relies on the earlier
// record), with both Angle letters, "KA1a-A2b", when even that is
// ambiguous; "++" also for a King taken on its intact throne ("xK") or
// into custody; actions and rolls keep their text above. The book's marks
// "*" (bad move) and "?" (questionable) are accepted on input and ignored.
//
// Divination dice (§8.7, option divination-dice): each turn begins with a
// roll of the die, which no player chooses: the position is then a chance
// node (ToMove returns variant.Chance, Turn the army whose turn it is;
// Moves lists the six rolls "roll-1".."roll-6", and ChanceOutcomes gives
// them with probability 1/6 each). Programs sample the roll from a seeded
// source (variant.Game.PlayChance); records keep it as a move, so a replay
// is exact. Then a piece of the kind rolled (1 King, 2 Knight, 3 Bishop, 4
// Queen, 5 Rook, 6 pawn) must move, chosen by the army's player, without
// the check rule; if none can, the turn is lost. Perft counts the roll as
// one ply: at depth 1 a chance node counts its six rolls.
//
// # Valid positions
//
// [Parse] rejects a position that reads well but that no game reaches, with
// an error whose cause is a *variant.InvalidPositionError naming the rule
// broken: [RuleKings], [RuleArmy], [RulePawns], [RuleThrone], [RuleFrozen],
// [RuleWithdrawn], [RuleLeaders] and [RuleCaptures] (their docs say what
// each requires). The option study=true accepts what a composer may want
// but no game reaches (more pieces than an army has, a pawn on its own back
// line, an intact throne with another companion); the rules about Kings
// and army statuses hold even then, as play depends on them. There is no
// rule about check: Enochian Kings may stand in check on any turn (§5.2,
// §5.3).
//
// Two decisions where the rules leave a case open. With
// checked-king-may-enter-check=false and two checked Kings to move (a
// withdrawn bare King and its partner's), a step is "onto a square not
// attacked" when the King that steps is not attacked after it, although
// the other King stays in check (§5.2 names the stepping King's square).
// An army that withdrew and whose King then seizes its partner's throne
// hands both armies to the partner's player: the withdrawal gave that
// player the army (§8.2), and the seizer's controller, that same player,
// takes the partner (§4.4).
//
// An illegal move's error says why: no such piece, not that army's turn, a
// frozen piece, not the piece's move (§3), a King in check that must step,
// or a King left in check after all the move's consequences (§5.2).
//
// # Speed
//
// Positions are values of fixed arrays (bitboards and a mailbox); Moves
// and Play allocate nothing. The check rule of §5.2 is judged from the
// geometry where it can be: with no King of the movers in check, only the
// King's steps (against the enemy attacks, computed once), the moves of a
// piece pinned to a King by an enemy rook or bishop, and the moves with
// wider consequences (King captures, ally-King captures, concourses) are
// judged one by one, the last on the position after the move; the tests
// compare this with playing every move and looking (§5.2 read literally).
// The turn passes (§9.1) after a quick test for a move no rule can forbid.
package enochian
