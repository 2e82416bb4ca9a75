// Package lancer plays G. and S.A.E. Nicholls' games from "A Chess Set"
// (Steps along the Way of Chess) on the chess-like kernel of package
// variant/chesslike, as the project reconstructs them in RULES.md in this
// package (its sections are cited as "spec N.N", its decisions as L1, Q1,
// A1, M1, S1 ...; it names the sources, and each game's part of it is the
// variant's Rules, the "how to play" of programs). Importing the package
// registers the games with the variant registry.
//
// Positions and moves are the kernel's: position text is the FEN of chess
// generalised to any board (see chesslike.Position.String), moves are
// written in coordinate notation ("e2e4", "b7b8l" for a promotion, "d1f1"
// for castling), and every game's rules and options are described below.
// Draw rules not in the seed are options (chesslike.OptionKeys: stalemate,
// bareking, movelimit, claimmovelimit, repetition, claimrepetition).
//
// # LancerChess (registered as "lancerchess", alias "lancer")
//
// 8x8 (spec 2.1); South is White (w) and moves first, North is Orange (b,
// also read as o) (spec 1). Pieces, with their letters (spec 2.2):
//
//   - Q Queen: royal; steps one square in any direction; castles.
//   - K King: moves as the Western queen; not royal, may be captured.
//   - T Tower (King's and Queen's Tower; called Siege-tower once it cannot
//     castle, and when promoted: a name only): rook.
//   - B Noble (Baron, Baroness): bishop.
//   - L King's Lancer: leaps one or two squares along a rank or file,
//     jumping over the square between ([KingsLancer]).
//   - J Queen's Lancer: leaps one or two squares diagonally ([QueensLancer]).
//   - P Pikeman: the Western pawn, with double step and en passant.
//   - N Knight: only in Clash.
//
// Start position [LancerStart] (spec 2.3): the royal Queen on d1/d8 and the
// King on e1/e8 (the spec's reading, L1; option royalonkingsfile swaps
// them). Protecting the Queen (castling, spec 2.4): the Queen moves two
// squares towards a Tower that has not moved, which lands on the square
// she crossed: d1-f1 with h1-e1, d1-b1 with a1-c1; the squares between
// empty, the Queen not in check, the square she crosses and her arrival
// square not attacked. Written as the Queen's move ("d1f1") or O-O / O-O-O.
//
// Promotion (spec 2.5) is compulsory, on the last rank, into King, Tower,
// Noble or a Lancer whose type the colour of the square decides: a King's
// Lancer on the colour of the side's own original King's Lancer square (g1
// dark for South, g8 light for North), a Queen's Lancer on the other
// colour (L4: "original" read as the promoting side's own). Supply is
// unlimited.
//
// End (spec 2.6): checkmating the Queen wins; stalemate draws (DECIDED);
// the 50-move rule and threefold repetition may be claimed and the 75-move
// rule and fivefold repetition end the game, as in FIDE chess (DECIDED
// "Western style"); dead positions (option deadpositions, default on)
// are drawn: lone Queen against lone Queen, or against Queen and any
// colour-bound pieces (Nobles, Queen's Lancers) all on squares of one
// colour, or against Queen and one Knight (spec 2.6; test
// TestLancerMatingMaterial finds no checkmate position at all for the
// last two).
//
// Clash (spec 2.7, option clash, preset clash): one side plays the
// Western pieces, the LancerChess army with Knights on b and g instead of
// Lancers (option knights: south, the default, or north; it needs clash);
// that side promotes to a Knight instead of a Lancer.
//
// The King's Lancer's circuits (spec 2.8) are checked by [CheckCircuit] and
// counted by [CountCircuits] on the 3x3 board ([Circuit2D]) and the 3x3x3
// cube ([Circuit3D]).
//
// Options of LancerChess: clash, knights, royalonkingsfile, deadpositions
// and the kernel's draw options.
//
// # Storm (registered as "storm")
//
// Capablanca-like chess on 10x8 ([Storm], the default) or 10x10
// ([Storm100], option board=10x10) (spec 6.1); South is White (w), North
// Orange (b, o). Pieces (spec 6.2):
//
//   - Q Queen: royal, one step in any direction; castles.
//   - K King: moves as the Western queen.
//   - T Tower (King's and Queen's Tower; Siege-tower: a name only): rook.
//   - N Knight; S Service-maiden: bishop.
//   - X Prince: strikes a Knight's square and, if it is empty, follows
//     through as a rook along the Knight move's long leg
//     (chesslike.KnightThenRook, spec 6.5).
//   - Y Princess: the same with a bishop follow-through in the direction
//     nearest the Knight move's (chesslike.KnightThenBishop); she attacks
//     only squares of the colour opposite to her own.
//   - F Forester: the Western pawn; on 10x10 it may also triple-step from
//     its first rank, and en passant is then possible on either square
//     passed (spec 6.6, S4).
//   - C Precedent (rook + knight) and A Adviser (bishop + knight): Crossfire.
//   - R Aristocrat (rook) and B Noble (bishop): promoted Foresters.
//
// Start positions [StormStart] and [StormStart100] (spec 6.3): T N S Y Q
// K X S N T (option minors=knightsinside swaps Knights and
// Service-maidens, S1). Crossfire (spec 6.9, option crossfire, presets
// crossfire and crossfire100): South plays T N C S Q K S A N T, North
// Storm. Preset storm100 is Storm on 10x10. Protecting the Queen (spec 6.4): the Queen moves three squares
// towards a Tower that lands on the square she crossed next to her
// arrival: e1-h1 with j1-g1, e1-b1 with a1-c1; squares between empty, the
// squares she crosses and reaches not attacked, not out of check.
//
// Promotion (spec 6.7) is compulsory: into Aristocrat, Knight or Noble, or
// by freeing a captive King, Prince or Princess of the promoting side (in
// Crossfire South's King, Precedent or Adviser): the freed piece stands on
// the promotion square and the Forester becomes a captive (S5). Captured
// pieces are kept: the bracket after the placement lists them (upper case
// South's, lower case North's), and the promotion letter of a freeing is
// the freed piece's ("a7a8k").
//
// End (spec 6.8): checkmating the Queen wins; stalemate draws; the draw
// rules of LancerChess; two lone Queens are a dead position (option
// deadpositions, DECIDED: no checkmate is possible).
//
// Options of Storm: board, crossfire, minors, deadpositions and the
// kernel's draw options.
//
// # Meridian (registered as "meridian")
//
// 9 files, 10 ranks ([Meridian]; option ranks=9 for [Meridian9], spec
// 5.1, M1); palaces d1-f3 and d8-f10 (d7-f9 on 9 ranks). South is Gold
// (w), North Sapphire (b, also read as s). Pieces (spec 5.2):
//
//   - Q Queen: royal, one step in any direction, inside her palace.
//   - E Princess-royal: royal, one orthogonal step, inside her palace.
//   - K King: moves as the Western queen.
//   - F Prince-royal: rook plus one diagonal step.
//   - R Chariot: rook. C Cannon: the Xiangqi cannon. N Horseman: knight.
//   - S Shieldsman: one diagonal step, inside the palace.
//   - P Pikeman: the Western pawn, but it never enters its own palace
//     (neither by a step nor by a capture) and double-steps only from a2
//     and i2 (a9 and i9; M8), the only double steps that allow en passant.
//   - M Pike commander: slides one or two squares in any direction (the
//     middle square must be empty; M7); L Pike leader: the same
//     orthogonally. Both may enter the palaces.
//
// Royal pieces may never face each other on a file with no piece between
// them, whatever their kinds (M5). The armies (spec 5.5) are options
// south and north: western (Queen and King), eastern (Princess-royal and
// Prince-royal), guardsqueen (Queen and Prince-royal), guardsprincess
// (Princess-royal and King); presets western (the default), eastern,
// combination (South guards the Queen) and combination-swapped. Start
// position [MeridianStart] (spec 5.3, reconstructed with low confidence):
// R N C S, the royal piece on e1, S C N R; Pikemen on a2-c2 and g2-i2 and
// on d4-f4; the King or Prince-royal on e2. No castling.
//
// Promotion (spec 5.4) is compulsory on the last rank: to a Horseman, to
// a Pike commander when an army has a Western piece (Queen or King), to a
// Pike leader when one has an Eastern piece (Western: commander, Eastern:
// leader, Combination: either), or by rescuing the side's captive King or
// Prince-royal, which stands on the promotion square while the Pikeman
// becomes a captive (M6; the bracket of the position text lists the
// captives).
//
// End (spec 5.6): checkmating the royal piece wins; stalemate draws
// (option stalemate=loss for the Xiangqi rule, M4); the draw rules of
// LancerChess. The Escape rule (spec 5.7, option escape; option
// restricted, which needs escape, applies it only when the checkmating
// side has its King or Prince-royal on the board): a side that is
// checkmated may instead move its royal piece by its usual step to a
// square outside its palace ([EscapeSquares]: empty or enemy-occupied,
// not attacked, the facing rule included); the game is then a Draw by
// Escape. Escape is never a normal move and never relieves stalemate.
// The seed's count of nineteen Escape routes for a Queen does not match
// the geometry (23 under plain King steps; spec M3): no restriction is
// invented.
//
// Options of Meridian: ranks, south, north, escape, restricted and the
// kernel's draw options.
//
// # QiPlacements (registered as "qiplacements")
//
// Xiangqi (spec 3) on 9x10 squares a1-i10, with the Cannons placed by the
// players first. South is Blue (w), North Green (b, also read as g). The
// pieces have Xiangqi's moves and its FEN letters (spec 3.2), so that
// Xiangqi positions read: K Princess (royal, the general), A Attendant, B
// (also E) Protector, N (also H) Horse, R Chariot, C Cannon, P (also S)
// Soldier (a Leading soldier once across the Stream: one kind, moving
// forward or sideways there). The Princesses may not face each other on
// an open file.
//
// Placement (spec 3.4): from [QiStart] each side holds two Cannons; South
// places first, the sides alternate, and the Engagement starts after the
// fourth placement with South to move. A placement puts a Cannon on an
// empty square of the placer's territory (ranks 1-5 for South) other than
// the Forbidden squares a5 c5 e5 g5 i5 (a6 c6 e6 g6 i6 for North), a
// static set (Q1). Placements are written "C@h3". The protocol of spec
// 3.5 forces placements: after h3, b8 South must place on b3 and North on
// h8 (Traditional); after f4, d7 on d4 and f7 (Accelerated); after h3,
// d7, b3 North on f7 (Encounter, South Traditional); after f4, b8, d4 on
// h8 (Encounter, North Traditional); everything else is free and Open.
// Option freeplacement lifts the forced placements (Q2); option
// forbidtransposition forbids a last placement that completes a named
// configuration outside the protocol (Q3). [Classify] returns the
// classification and whether the Cannons stand in a named configuration
// reached outside the protocol (an improper transposition, Open by
// default). The placement record is the position's state, written in
// braces after the held pieces: "[c]{h3d7c2}"; a position without it
// (a Xiangqi FEN) is an Engagement without a record.
//
// End (spec 3.6): checkmating the Princess wins; a stalemated side loses
// (option stalemate=draw); repeated cycles are judged by Xiangqi's rules
// (options rules and enforcement; see below), and a position that has
// occurred three times may be claimed a draw; a draw when no piece that can
// cross the Stream is left (Cannons in hand count). No move-count rule by
// default (option movelimit). The Escape rule does not exist here.
//
// Options of QiPlacements: freeplacement, forbidtransposition, rules,
// enforcement and the kernel's draw options.
//
// # Arabella (registered as "arabella")
//
// Arabian chess (spec 4) on 8x8. South is Enchantment (w), which moves
// first; North the Kingdom (b). Each army has Regal pieces of its own
// kinds, so that every variation can make royal the ones it names (spec
// 4.2): the Enchantress (E) and the Princess (I) step one square
// diagonally; the Magician (M) and the Prince (P) step one square in any
// direction. The other pieces are common: T Siege-tower (rook), H Horseman
// (knight), F Flying carpet (leaps two squares diagonally, never blocked;
// confined to eight squares), A Catapult (the same leap, never boarded), S
// Swordsman (steps forward, captures diagonally forward), J Jini (moves as
// a king and a knight; option jinimove: kingknight, kingalfilknight,
// kingalfil; A2). A carpet carrying a passenger is written X (the
// Enchantress), Y (the Magician), U (the Princess) or V (the Prince).
//
// Start position [ArabellaStart] (spec 4.3): T H F E M F H T for
// Enchantment, T H F I P F H T for the Kingdom (the Ferz-moving Regal piece
// on d, A3). Flying carpets (spec 4.4): the Regal pieces board an own
// empty carpet by their usual move; the carpet then carries them with its
// leaps (capturing as a carpet); a passenger leaves it by its own move,
// capturing or not ("d3d4m", written with its letter; A5), or steps onto
// another own empty carpet (A4); no other piece boards; capturing a carpet
// takes its passenger too; a carried royal piece is attacked on the
// carpet's square. The kernel's stacks (chesslike.Stack) play all of this.
//
// Promotion (spec 4.5) on the last rank is compulsory: to a Horseman, or
// to the Jini, released from his Lamp, while the side's Jini is not on the
// board and it has released him fewer than three times ([JiniReleases],
// [MaxJiniReleases]); a captured Jini goes back to his Lamp. The releases
// are the position's state, written in braces as two digits, Enchantment's
// then the Kingdom's: "{10}".
//
// End (spec 4.6): checkmating the opposing royal piece wins; so does
// capturing the opponent's last Person (Swordsman or Horseman); a side
// left without Persons after its own move (its last Swordsman became a
// Jini) loses (A6). When the promotion of the last Swordsman to a Jini
// also checkmates, the Persons rule wins and the promoting side loses
// (spec 7.3.6): the Persons rule is judged the moment the move ends ("a
// player needs at least one Swordsman or Horseman on the board or a loss
// occurs"), checkmate only on the opponent's turn, which the loss has
// already ended; and the loss is the mover's own choice, since the same
// promotion to a Horseman keeps a Person. (A move that checkmates and
// captures the last opposing Person wins either way.) Stalemate draws
// (option stalemate=loss for the Shatranj rule, A7); the draw rules of
// LancerChess (A10). No castling.
//
// Variations (options): modern (spec 4.7): Swordsmen double-step from
// their first rank and take en passant, and the Regal pieces of both
// sides change squares (d and e); variation=invasion (spec 4.8): the
// Magician is royal instead of the Enchantress, Enchantment has Catapults
// and its Regal pieces never board, the Kingdom keeps its carpets and its
// royal Princess; variation=steps (spec 4.9): Catapults on both sides, the
// Magician and the Prince royal. Presets modern, invasion, steps.
//
// Options of Arabella: variation, modern, jinimove and the kernel's draw
// options.
//
// # Valid positions
//
// Every game checks the kernel's rules of a valid position
// (chesslike.Rule; the option study accepts studies the rules cannot
// reach). Some consequences in these games: in LancerChess a side's
// Queen's Lancers stand only on the colour of its original ones (b1 light,
// b8 dark), since a Pikeman becomes one only on that colour (spec 2.5),
// and Knights only on Clash's Western side; in Storm and Meridian the
// captives in the bracket count with the pieces on the board against the
// army (Crossfire's South never has a Prince or Princess to free,
// Meridian's Western army no Prince-royal to rescue), while pieces missing
// from both are taken as given as odds; Meridian's royal pieces stand in
// their palace, or one Escape step out of it when the option escape is on
// and the other side is to move (the Escape was the last move),
// Shieldsmen in the palace, Pikemen never in their own palace nor on their
// first rank; Arabella's
// Flying carpets and Catapults stand on their eight squares, the
// Enchantress and the Princess on the colour of their start squares, and
// the Jini releases with the Horsemen beyond two are no more than the
// missing Swordsmen; QiPlacements' Cannons, placed or in hand, are two a
// side.
//
// # Decisions where the spec is silent
//
// LancerChess: the piece letters above (the seed has no notation); the
// side letters w and b; the Tower and the Siege-tower are one kind, since
// the name changes nothing (spec 1); Baron and Baroness are one kind, the
// Noble (L2); the FIDE draw rules (75 moves, fivefold repetition) beside
// the spec's claimable 50-move and threefold rules.
//
// Storm: the letters above; the promoted Aristocrat and Noble are kinds of
// their own (same moves as Tower and Service-maiden) so that the names the
// spec gives survive in the pieces view; every captured piece is kept as a
// captive (only King, Prince, Princess, Precedent and Adviser can ever be
// freed); the lone-Queens dead position.
//
// Meridian: the letters above (Shieldsman S, Princess-royal E,
// Prince-royal F, Pike commander M, Pike leader L); the side letters w and
// b (s read); the armies as two per-side options rather than one
// variation option, so that the non-mainstream pairings come free (spec
// 5.5); a position with a royal piece outside its palace is a finished
// Draw by Escape (only an Escape can lead there); every captured piece is
// kept as a captive.
//
// QiPlacements: Xiangqi's FEN letters and side letters w and b (g read);
// the Leading soldier is not a kind of its own (its moves are those of a
// Soldier across the Stream); the placements count as moves in the move
// number and clock of the position text; the rules of repeated cycles are
// Xiangqi's in full (classic.XiangqiCycles: perpetual check, perpetual
// chase, one check one chase, the presets wxf, axf and cxa, arbiter and
// engine enforcement; spec 3.6, Q5), where the project's first reading
// decided only perpetual check and a threefold draw and left the chase
// rules for later: in the default arbiter enforcement a repetition is
// drawn on a claim on the third occurrence, in engine enforcement
// automatically. How the Nicholls game
// departs from Xiangqi here: the Placement phase cannot repeat (a placement
// is irreversible and resets the clock, so cycles begin in the
// Engagement); Cannons in hand count as pieces that can cross the Stream
// for the draw when none is left; a Soldier that has not crossed the
// Stream cannot be chased and a Leading soldier can, as in Xiangqi; there
// is no move-count rule by default (spec 3.6; option movelimit, counted
// from the last capture or placement); the dynamic re-evaluation of the
// Forbidden squares (spec Q1's DynamicForbidden, "not
// recommended") is not offered.
//
// Arabella: the letters above, and a kind of its own for each side's
// Regal pieces (the Enchantress and the Princess, the Magician and the
// Prince), which the spec's per-side royal pieces need; the side letters w
// and b; a position read without its Jini record counts a Jini on the
// board as one release; the pre-game deployment step of the Modern
// agreement (spec 4.7, A8) is not offered: Modern is an option.
package lancer
