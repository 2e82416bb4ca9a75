package lancer

import "github.com/ludus-chess/ludus/variant"

// How the engine protocols carry the Nicholls games (see
// variant.Protocols). UCI and UCCI engines know none of them; XBoard 4.9
// learns LancerChess, Storm and QiPlacements from a Ludus engine's setup
// and piece commands and then validates every move. Meridian XBoard can
// only relay, with its legality testing off (its palaces cannot be told);
// Arabella not even so (RULES.md 9 and package engine's documentation say
// why).
//
// XBoard's royal piece is its King type, the one it checks, mates and
// castles: the royal Queens are placed there, and the Kings, which move as
// chess queens and may be captured, in its Queen type.
var (
	lancerChessProtocols = variant.Protocols{XBoard: "lancerchess", XBoardSetup: &variant.XBoardSetup{
		Pieces: []variant.XBoardPiece{
			{Letter: lcPikeman, Type: 'P'},                   // the chess pawn
			{Letter: lcTower, Type: 'R'},                     // rook
			{Letter: lcNoble, Type: 'B'},                     // bishop
			{Letter: lcKing, Type: 'Q'},                      // queen, not royal
			{Letter: lcQueen, Type: 'K'},                     // royal, king's step, castling
			{Letter: lcQueensLancer, Type: 'E', Betza: "FA"}, // one or two squares diagonally, leaping
			{Letter: lcKingsLancer, Type: 'W', Betza: "WD"},  // one or two squares orthogonally, leaping
		},
	}}

	// Storm (10x8): the royal Queen in the King type, whose own castling
	// on a board of ten files is Storm's (spec 6.4): three squares, e1-h1
	// with j1-g1 and e1-b1 with a1-c1, not out of, through or into check.
	// (Betza's O3 castles without these tests and without the castling
	// rights: XBoard then saw a moved Queen's castling as an escape from
	// Ludus's checkmate and called the claim false.)
	//
	// The Prince and Princess are XBoard 4.9's multi-leg moves: the
	// Knight's leap (N), and a leap through (mp) a diagonal step, an
	// orthogonal step turning 45 degrees (fs) onto the empty (y) Knight
	// square, from which the move goes on (a) straight ahead (f) as a
	// rider (the Prince, the Knight move's long leg); the Princess's path
	// is the orthogonal step, the diagonal one, then on along that
	// diagonal (the one nearest the Knight move's direction, spec 6.5).
	// The Prince is U in XBoard: it reads a promotion to x as no
	// promotion at all, and forfeited a Forester freeing him.
	stormProtocols = variant.Protocols{XBoard: "storm", XBoardSetup: &variant.XBoardSetup{
		Pieces: []variant.XBoardPiece{
			{Letter: stForester, Type: 'P'},                             // the chess pawn
			{Letter: stKnight, Type: 'N'},                               // knight
			{Letter: stMaiden, Type: 'B'},                               // Service-maiden: bishop
			{Letter: stTower, Type: 'R'},                                // rook
			{Letter: stKing, Type: 'Q'},                                 // queen, not royal
			{Letter: stNoble, Type: 'F', Betza: "B"},                    // bishop
			{Letter: stAristocrat, Type: 'W', Betza: "R"},               // rook
			{Letter: stPrecedent, Type: 'C'},                            // Crossfire: rook and knight
			{Letter: stAdviser, Type: 'A'},                              // Crossfire: bishop and knight
			{Letter: stPrince, As: 'U', Type: 'H', Betza: "NmpafsyafF"}, // Prince
			{Letter: stPrincess, Type: 'I', Betza: "NmpafsyafW"},        // Princess
			{Letter: stQueen, Type: 'K'},                                // royal, king's step, castling
		},
	}}

	// QiPlacements: Xiangqi's pieces in the types XBoard's xiangqi gives
	// their moves (Horse in the Knight type, Protector in the Alfil type,
	// Attendant in the Ferz type, Cannon in the Cannon type O, Princess in
	// the Wazir type, the one XBoard's xiangqi checks, mates and keeps
	// from facing the other); the Cannons in hand are XBoard's holdings.
	qiPlacementsProtocols = variant.Protocols{XBoard: "qiplacements", XBoardSetup: &variant.XBoardSetup{
		Parent:   "xiangqi",
		Holdings: true,
		Pieces: []variant.XBoardPiece{
			{Letter: qiSoldier, Type: 'P'},
			{Letter: 'N', Type: 'N'}, // Horse
			{Letter: qiChariot, Type: 'R'},
			{Letter: 'A', Type: 'F'}, // Attendant
			{Letter: qiProtector, Type: 'E'},
			{Letter: qiCannon, Type: 'O'},
			{Letter: qiPrincess, Type: 'W'},
		},
	}}

	// Meridian: XBoard relays the game only with its legality testing and
	// claim testing off (xboard -testLegality false -testClaims false),
	// and then plays it to Ludus's results. Betza notation has no region
	// and XBoard's palace belongs only to its built-in xiangqi King and
	// Advisor, so the pieces are told with their moves but without their
	// palaces (the royal Queen, the Shieldsman, the Pikeman that never
	// enters its own palace); with legality testing on, XBoard lets the
	// Queen leave the palace and calls some of Ludus's checkmates false.
	// Its royal piece is the King type: the Queen (Western armies).
	meridianProtocols = variant.Protocols{XBoard: "meridian", XBoardSetup: &variant.XBoardSetup{
		Pieces: []variant.XBoardPiece{
			{Letter: mrPikeman, Type: 'P'},                    // the chess pawn
			{Letter: mrHorseman, Type: 'N'},                   // knight
			{Letter: mrChariot, Type: 'R'},                    // rook
			{Letter: mrCannon, Type: 'O'},                     // the Xiangqi cannon
			{Letter: mrShieldsman, Type: 'F'},                 // ferz (in the palace)
			{Letter: mrQueen, Type: 'K'},                      // royal, king's step (in the palace)
			{Letter: mrPrincessRoyal, Type: 'W'},              // royal, wazir (in the palace)
			{Letter: mrKing, Type: 'Q'},                       // queen, not royal
			{Letter: mrPrinceRoyal, Type: 'A', Betza: "RF"},   // rook and ferz
			{Letter: mrPikeCommander, Type: 'M', Betza: "Q2"}, // one or two squares, any direction
			{Letter: mrPikeLeader, Type: 'E', Betza: "R2"},    // one or two squares orthogonally
		},
	}}
)
