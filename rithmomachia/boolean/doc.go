// Package boolean implements Boolean Rithmomachia, L. Lynn Smith's game of
// 4-bit numbers on a 4x4x4 cube, following the rules the project wrote
// from L. Lynn Smith's text, RULES.md in this package (cited below as §n,
// with its decisions Dnn; it names the source and is the variant's Rules,
// the "how to play" of programs). Lnnnn cites line nnnn of the copy of
// Smith's text in the project's Rithmomachia compilation. Importing the package
// registers the variant "boolean-rithmomachia" (aliases "boolean",
// "booleanrithmomachia", "boolean-rithmo") with the sides white and black.
//
// # Field and pieces
//
// The field is the 4x4x4 cube [Board] (§8.1), cells named file a-d, rank
// 1-4, level 1-4: "b31" is file b, rank 3, level 1. White's plane is level
// 1 and Black's level 4; levels 2 and 3 start empty.
//
// Each side has one piece of each value 0..15, 16 in all, worth 120
// (§8.2). The shape ([ShapeOf]) is set by the number of 1 bits: 0 and 15
// are pyramids, 1, 2, 4, 8 circles, 3, 5, 6, 9, 10, 12 triangles, 7, 11,
// 13, 14 squares. Values 1..14 are two-sided discs that flip to the
// capturer; pyramids are solid and leave the cube when captured.
//
// # Set-up
//
// Both planes use this pattern, rank 4 at the top and file a on the left,
// the same (file, rank) layout on both levels (§8.3, D71; [PatternShape]):
//
//	rank 4:  S C C S
//	rank 3:  T T P T
//	rank 2:  T P T T
//	rank 1:  S C C S
//
// With setup=placement (the default) the game opens with a placement phase:
// the players alternate, the first mover first, each putting one of his
// pieces in hand on an empty cell of his own plane whose pattern shape is
// the piece's (§8.3 (a), D72). Placements never capture (they cannot: the
// planes are two levels apart). After the 32 placements the first mover
// makes the first move. With setup=standard the game starts from the
// library's standard set-up, the same values on both levels (§8.3 (b),
// D72; [StandardValue]):
//
//	rank 4:   7   1   2  11
//	rank 3:   3   5  P0   6
//	rank 2:   9 P15  10  12
//	rank 1:  13   4   8  14
//
// # Moves and pushes
//
// A turn is one step to an empty cell by the shape's vectors (§8.4;
// [Vectors], [Reach]): a circle moves orthogonally or diagonally (18
// vectors, so 18 moves from an interior cell), a triangle diagonally or
// triagonally (20), a square orthogonally or triagonally (14), a pyramid
// by any of the 26. There is no passing.
//
// With pyramidpush (§8.4, L2004) a pyramid may also step onto an occupied
// cell, whatever the piece and its owner, pyramids included; the piece
// there must then move one pyramid step from that cell to an empty cell,
// the pyramid's vacated cell included unless pushintoorigin is off (D73).
// If there is no such cell the push is illegal. The pushed piece keeps its
// owner.
//
// # Captures
//
// Captures are made after the move, on the position right after it and
// its push (§8.5). X is the played piece, the pyramid in a push (D74); a
// target T is an enemy piece; reach(P) are the cells P's vectors point to,
// whatever stands on them.
//
//   - NOT: T in reach(X) with val(T) = 15 - val(X).
//   - AND, OR, XOR, NAND, NOR: with another piece Y of the mover (a pyramid
//     or a pushed own piece may be Y; a pushed piece is never X), val(T) =
//     val(X) op val(Y) on 4 bits, NAND being 15 - (x&y) and NOR 15 - (x|y),
//     where T is in reach(X) and in reach(Y) (compiling) or Y is in
//     reach(X) and T in reach(Y) (filtering, D75).
//
// Every target of an enabled equation is captured: captures are mandatory
// (L1974). They are found on one position and made at once: discs flip to
// the mover, pyramids are removed. A piece flipped this turn does not act
// as Y this turn (D76) unless chaincaptures is on: then the flipped pieces
// act as Y in a further round, and so on until a round captures nothing.
// [Position.Captures] returns a move's captures.
//
// # End and victory
//
// The game ends when a player has no pyramid left, when the player to move
// has no legal move (D77), or, with nocapturelimit N > 0, after N
// consecutive turns without a capture (placements are not counted) (§8.6).
// Then the pyramid victory (more pyramids on the field), the piece victory
// (more pieces, pyramids included) and the value victory (a higher total,
// pyramids included, P0 counting 0) each go to the side strictly ahead,
// and to nobody on a tie (L1996). The side with more of them wins a simple
// (1), compound (2) or perfect (3) victory ([Position.Grade]); equal
// numbers draw (D78). The outcome's reason names the grade, the victories
// and what ended the game.
//
// # Options
//
// Every option of §8 and §9 for Boolean Rithmomachia, with its default:
//
//   - setup = placement | standard (D72, §8.3): placement phase or the
//     standard set-up. Default placement.
//   - firstmover = white | black (§1, D70): who places first, and so who
//     moves first. Default white.
//   - pyramidpush = true | false (§8.4, L2004): pyramids push. Default true.
//   - pushintoorigin = true | false (D73): the pyramid's vacated cell counts
//     as empty for the pushed piece. Default true.
//   - chaincaptures = true | false (D76): flipped pieces act as Y in the
//     same turn. Default false.
//   - equations (§8.5, L2000): the enabled equations, names joined by '-'
//     or '+' in any case ("not-nand", "OR-XOR-NOR") or "all"; at least one.
//     Default "not-and-or-xor-nand-nor", all six. The selection variant of
//     L2009 (each player secretly names two) is played by giving the union
//     of the two choices.
//   - nocapturelimit = 0..10000 (§8.6, D77): end after this many turns
//     without a capture; 0, the default, is off.
//   - study = true | false: accept a cube with discs missing (see Valid
//     positions). Default false.
//
// # Position text
//
// [Position.String] writes, and [Parse] reads, this grammar:
//
//	position = board " " side [ " " hand [ " " quiet ] ]
//	board    = level "|" level "|" level "|" level   ; level 1 first
//	level    = row "/" row "/" row "/" row           ; rank 4 first
//	row      = cell cell cell cell                   ; file a first
//	cell     = "." | piece
//	piece    = letter value    ; P C T S for White, p c t s for Black
//	value    = "0" .. "15"     ; a value of the letter's shape
//	side     = "w" | "b"       ; the side to move
//	hand     = "-" | piece { piece }  ; pieces still to place
//	quiet    = "0" .. "65535"  ; turns without a capture
//
// The hands and the count may be left out when reading (they are then "-"
// and 0); writing gives every field, the hand White's pieces first, each
// side's by value. The standard set-up is
//
//	S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|..../..../..../....|..../..../..../....|s7c1c2s11/t3t5p0t6/t9p15t10t12/s13c4c8s14 w - 0
//
// Parse checks that the pieces come from the set of §8.2 (one pyramid of
// each value per side, at most two discs of each value) and, while pieces
// are in hand, that the placement phase could reach the position: each
// side has all 16 values on its plane's matching cells or in hand, the
// turn alternates from the first mover, and no turn has been counted.
//
// # Move text
//
// A placement is the piece and the cell, "S7@a11" (the letter may be left
// out when reading: "7@a11"); a step is two cells, "a11-a12"; a push is the
// pyramid's two cells and the pushed piece's new cell, "c31-b21>b22". The
// cells captured follow in cell order, each after an 'x':
// "b21-b22xc22xd31". [Position.ParseMove] reads the list, if given, and
// checks it against the captures the move makes.
//
// # Valid positions
//
// [Parse] rejects a position that no game reaches with an error whose cause
// is a *variant.InvalidPositionError naming the rule broken: [RuleSet] (a
// duplicate pyramid, a third disc of a value), [RulePlacement] and
// [RuleDiscs]. As a capture flips a disc and never removes it, after the
// placement phase both discs of every value 1..14 are on the cube; the
// option study=true accepts a cube with discs missing, for problems and
// tests, and nothing else.
//
// # Speed
//
// A position is a fixed-size value (64 cell bytes and 64-bit sets); move
// generation and Play allocate nothing. [Evaluate], the material of each
// side with pyramids weighted, the victories each would win and the
// threats to the pyramids, is the variant's evaluation for the computer
// players of variant/search; it allocates nothing either.
package boolean
