// Each game in one screen, and the marks of the board in words: the
// page shows a game's short rules above its full rules, with a legend of
// every mark its board can carry. The words follow the games' RULES.md
// (chess960/, variant/chesslike/classic/, lancer/, enochian/,
// rithmomachia/, rithmomachia/boolean/).

// MARKS are the marks the server's drawing may carry (by their CSS
// selector on the board) and those the page draws, in words, by key.
export const MARKS = {
  lastmove: ['rect.last-move', 'Yellow squares: the squares the last move changed.'],
  royal: ['.royal-mark', 'Gold badge on a piece: a royal piece, whose capture or checkmate decides.'],
  check: ['circle.check', 'Red disc under a royal piece: it is attacked (in check).'],
  throne: ['.mark.throne', 'Framed corner square with a crown: an army\'s throne.'],
  concourse: ['.mark.concourse', 'Purple diamond: a concourse square.'],
  promotion: ['.mark.promotion', 'Dashed frame: a square where a piece promotes.'],
  forbidden: ['.mark.forbidden', 'Red cross: a square forbidden for placements.'],
  river: ['.mark.river', 'Blue band: the river.'],
  stream: ['.mark.stream', 'Blue band: the Stream, the river between the halves.'],
  palace: ['.mark.palace', 'Diagonals or a red square: the palace, which the royal piece and its guards do not leave.'],
  frozen: ['g.piece.frozen', 'Greyed pieces: a frozen army, which cannot move.'],
  pyramid: ['g.piece[data-kind="pyramid"] circle.component', 'Stepped pyramid: a pyramid, with its total; one dot per layer (component) it still has.'],
  capturer: ['#overlay .capturer', 'Crimson ring: a piece that made a capture of the move shown (the relation\'s pieces, or the besiegers).'],
  captured: ['#overlay .captured', 'Red dashed square: where that move took a piece.'],
  harmony: ['#overlay .harmony', 'Gold frame: pieces standing in a harmony (numbers in proportion) in the enemy\'s half.'],
};

// PAGE_MARKS are the page's own marks on every board.
export const PAGE_MARKS = [
  'Blue frame: the piece you picked up.',
  'Green dot: a square it can go to; green ring: a piece it can take.',
  'Purple squares: your premove, played when your turn comes.',
  'Orange dashed frame: the keyboard\'s square (arrows move it, Enter picks and drops).',
];

const CHESS = ['Goal: checkmate the enemy king (attack it so that no move saves it). Stalemate, dead positions, the 75-move rule and fivefold repetition draw; a draw may be claimed after 50 moves without a capture or pawn move or on a threefold repetition.',
  'King one step; queen, rook and bishop slide along ranks, files or diagonals; the knight leaps to the far corner of a 2x3 rectangle.',
  'Pawns step forward (two from their first square), take one step diagonally forward, take en passant, and promote on the last rank.',
  'Castling: once, king and untouched rook, over empty squares, the king neither in check nor crossing an attacked square.'];
const XQ = ['Goal: checkmate the general; a stalemated side loses. Perpetual check and perpetual chase are forbidden.',
  'Pieces stand on the points where lines cross. The general and advisors stay in their palace (the general steps orthogonally, advisors diagonally); the generals may never face each other on an open file.',
  'Elephant: two points diagonally, not across the river, blocked by a piece between. Horse: one step then one diagonal step out, blocked next to it. Chariot: as a rook.',
  'Cannon: moves as a rook, captures by jumping exactly one piece. Soldier: one step forward; across the river also sideways.'];

// SHORT holds each game's rules in one screen and the marks its board
// can carry (keys of MARKS).
export const SHORT = {
  chess: {lines: CHESS, marks: ['lastmove', 'royal', 'check']},
  gardner: {lines: ['Chess on 5x5 (Martin Gardner\'s minichess): each side has king, queen, rook, bishop, knight and five pawns; checkmate wins, stalemate draws.',
    'Pieces move as in chess. Pawns step one square only (no double step, no en passant) and promote on the last rank to a queen, rook, bishop or knight.',
    'No castling. Draws as in chess: repetition, the 50- and 75-move rules.'], marks: ['lastmove', 'royal', 'check']},
  hexapawn: {lines: ['Three pawns each on 3x3 (Martin Gardner\'s Hexapawn): a pawn steps one square forward to an empty square or takes one diagonally forward.',
    'You win by reaching the far rank, by taking every enemy pawn, or when your opponent, to move, has no move.',
    'There are no draws; with best play the second player wins.'], marks: ['lastmove']},
  'chess-kernel': {lines: CHESS, marks: ['lastmove', 'royal', 'check']},
  chess960: {lines: [CHESS[0], 'The back-rank pieces start shuffled (960 arrays: bishops on opposite colours, the king between the rooks); Black mirrors White.', CHESS[1], CHESS[2],
    'Castling: the king and rook end where they would in chess (g and f files, or c and d), whatever their start.'], marks: ['lastmove', 'royal', 'check']},
  'chess960-kernel': {lines: ['As Chess960, played by the library\'s general chess-like engine.', CHESS[0], CHESS[1], CHESS[2]], marks: ['lastmove', 'royal', 'check']},
  capablanca: {lines: ['Chess on 10x8 with two more pieces: the archbishop (bishop + knight) and the chancellor (rook + knight).', CHESS[0],
    'Castling: the king goes to the c- or i-file, the rook next to it on the d- or h-file.', 'Pawns as in chess; they promote to any piece but the king.'], marks: ['lastmove', 'royal', 'check']},
  shatranj: {lines: ['Goal: checkmate wins; a stalemated side loses; a bare king loses unless its reply bares the other king (a draw).',
    'Counsellor (ferz): one step diagonally. Elephant (alfil): leaps exactly two squares diagonally. King, horse (knight) and rook as in chess; no castling.',
    'Pawns: one step (never two), take diagonally, promote to a counsellor.'], marks: ['lastmove', 'royal', 'check']},
  courier: {lines: ['Medieval chess on 12x8, starting after the customary opening moves. Goal as Shatranj: checkmate wins, stalemate and a bare king lose.',
    'Courier: the bishop. Ferz: one diagonal step. Alfil: a two-square diagonal leap. Man: steps as a king, not royal. Schleich: one orthogonal step.',
    'Pawns: one step, promote to a ferz.'], marks: ['lastmove', 'royal', 'check']},
  xiangqi: {lines: XQ, marks: ['lastmove', 'royal', 'check', 'river', 'palace']},
  qiplacements: {lines: ['Xiangqi whose Cannons start in hand: South places one first, then the sides alternate until all four are placed in their own halves, off the Forbidden squares; some opening placements force the replies.',
    'Then as Xiangqi: checkmate the Princess (the general); a stalemated side loses.', XQ[1], XQ[3]], marks: ['lastmove', 'royal', 'check', 'stream', 'palace', 'forbidden']},
  lancerchess: {lines: ['Goal: checkmate the royal Queen, who steps one square; the King moves as a chess queen and can be taken.',
    'Tower: rook. Noble: bishop. King\'s Lancer: leaps one or two squares along a rank or file. Queen\'s Lancer: one or two diagonally. Pikemen: chess pawns.',
    'Protecting the Queen (castling): two squares toward an unmoved Tower, which lands on the square she crossed. Promotion into King, Tower, Noble or a Lancer.'], marks: ['lastmove', 'royal', 'check']},
  meridian: {lines: ['Western and Chinese chess on 9x10 with palaces. Goal: checkmate the royal piece (the Queen steps one square, the Princess-royal one orthogonal step, both inside their palace); two royal pieces never face each other on an open file.',
    'King: chess queen. Prince-royal: rook plus a diagonal step. Chariot, Cannon (Xiangqi\'s), Horseman (knight), Shieldsman (one diagonal step in the palace), Pikemen (chess pawns kept out of their own palace), Pike commander and leader (one or two squares).',
    'The Escape rule (option): a checkmated royal piece may step out of the palace to a safe square for a draw.'], marks: ['lastmove', 'royal', 'check', 'palace']},
  storm: {lines: ['Goal: checkmate the royal Queen, who steps one square; the King moves as a chess queen.',
    'Tower (rook), Knight, Service-maiden (bishop); the Prince and Princess strike the knight squares and may slide on from an empty one (as a rook or a bishop).',
    'Foresters are pawns; they promote into Aristocrat, Knight or Noble, or free a captured piece. Protecting the Queen: three squares toward an unmoved Tower.'], marks: ['lastmove', 'royal', 'check']},
  arabella: {lines: ['Goal: checkmate the enemy royal piece, or take the opponent\'s last Person (Swordsman or Horseman).',
    'Enchantress and Princess: one diagonal step; Magician and Prince: one step any way. Siege-tower: rook. Horseman: knight. Swordsman: one step forward, takes diagonally forward.',
    'Flying carpets leap two squares diagonally and carry a Regal piece that boards them. Promotion to a Horseman or to the Jini (king + knight).'], marks: ['lastmove', 'royal', 'check']},
  enochian: {lines: ['Four armies, two teams: Yellow and Red against Blue and Black; turns go Yellow, Blue, Red, Black. A team wins when the other has no King of its own left on the board: there is no checkmate, Kings are captured.',
    'A captured King freezes its army: its pieces stay, cannot move, attack or be taken. A King entering its partner\'s throne takes command of that army.',
    'Queen: leaps exactly two squares in any direction. Rook, Bishop, Knight as in chess. Pawns: one step forward in their army\'s direction, no double step.',
    'A Bishop never takes a Bishop, nor a Queen a Queen, except by a concourse: four of them of the four armies on one set of concourse squares.',
    'An enemy moving onto an intact throne takes both its pieces. A team whose armies are both bare Kings draws.'], marks: ['lastmove', 'royal', 'check', 'throne', 'concourse', 'frozen']},
  rithmomachia: {lines: ['The battle of numbers: each man bears a number. Rounds, triangles and squares move their own distances; the pyramid is a stack of men, taken whole or a layer at a time.',
    'Captures are made by pieces that stay put, after a move: meeting (a man reaches an enemy of its own number), addition, subtraction and more by two men, siege (an enemy that cannot move). Captured men become prisoners, which may re-enter.',
    'Victory: a harmony (Modern) or triumph (Fulke, after taking the enemy pyramid): three or four of your pieces in the enemy\'s half, in a row, right angle or square, whose numbers form a proportion (arithmetic, geometric or musical). By agreement, common victories count men or sums taken.',
    'The panel "How the game is won" gives the rule set\'s victories and each side\'s progress.'], marks: ['lastmove', 'pyramid', 'capturer', 'captured', 'harmony']},
  'boolean-rithmomachia': {lines: ['A 4x4x4 cube; each side has the values 0 to 15. Pieces step to an empty neighbour by their shape\'s directions (pyramids 0 and 15 any way and may push).',
    'After a move the piece played takes enemies by NOT (15 - X in reach), or with another own piece by AND, OR, XOR, NAND or NOR; taken discs change colour, pyramids leave.',
    'The game ends when a side has no pyramid or no move: more pyramids, more pieces and a higher total each count a victory; the side with more of them wins.'], marks: ['lastmove']},
};
