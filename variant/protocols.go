package variant

// Protocols says how the chess-engine protocols carry a game: UCI (with
// Fairy-Stockfish's UCI_Variant), CECP (the XBoard protocol) and UCCI.
// The engine layer (package variant/search/engine) reads it from the
// game's entry and knows no game by name. The zero value carries the
// game in no protocol.
//
// Every protocol writes a position as the game's position text (a FEN)
// and a move as coordinates: the game's MoveText, or MoveText below where
// that is not coordinates. The engine layer adds what the protocols
// themselves decide: CECP on a board of ten ranks or more and UCCI count
// ranks from 0 ("h2e2" for Ludus's "h3e3"), as XBoard and the UCCI
// engines do, and XBoard reads Chess960 castling as O-O and O-O-O.
type Protocols struct {
	// UCI is the value of UCI_Variant under which a UCI engine plays the
	// game, Fairy-Stockfish's name ("chess", "xiangqi"); "" if UCI cannot
	// carry it.
	UCI string
	// UCIChess960 says that UCI_Chess960 is on as well: Fairy-Stockfish
	// plays Chess960 as UCI_Variant chess with UCI_Chess960.
	UCIChess960 bool
	// UCIAliases are further values of UCI_Variant under which a Ludus
	// engine offers the game, as some GUIs send them ("chess960" and
	// "fischerandom" for Chess960).
	UCIAliases []string
	// Chess960 is the registry name of the game a Ludus engine plays when
	// a GUI turns UCI_Chess960 on ("chess960" for chess), or "".
	Chess960 string

	// UCCI says that UCCI carries the game (Xiangqi).
	UCCI bool

	// XBoard is the game's CECP variant name ("normal" for chess,
	// "fischerandom" for Chess960); "" if CECP cannot carry it.
	XBoard string
	// XBoardSetup, if set, describes a game XBoard does not know: a Ludus
	// engine answers the variant command with setup and piece commands
	// made from it, so that XBoard can validate the game's moves.
	XBoardSetup *XBoardSetup
	// XBoardOptions, if set, are the options under which the game starts
	// from XBoard's start position of the variant, where the default
	// options do not (courier: "array=unmoved", since XBoard and Fairy-Max
	// start before the customary opening moves). A Ludus client sets up
	// any other start with setboard, and a Ludus engine told the variant
	// starts there, as XBoard does.
	XBoardOptions string

	// MoveText, if set, writes m, a move of p, as the protocols write it
	// when the game's MoveText is not coordinates (Chess960's is SAN):
	// protocol is "uci", "xboard" or "ucci". The engine layer reads such
	// text back with the game's ParseMove, which must accept it.
	MoveText func(p AnyPosition, m Move, protocol string) string
}

// XBoardSetup describes a game XBoard does not know to XBoard 4.9, in the
// terms of its setup and piece commands (H.G. Muller's extensions of the
// CECP, described in XBoard's engine-intf.html): XBoard's pieces have a
// fixed set of types, and a game's piece is placed in one of them and
// given its moves in Betza notation where they are not that type's own.
type XBoardSetup struct {
	// Parent is XBoard's variant whose rules the game inherits beyond its
	// pieces' moves: "fairy" when empty; "xiangqi" gives XBoard's palaces,
	// river, lame Horse and Elephant and facing Kings.
	Parent string
	// Holdings says that the game's pieces in hand are XBoard's holdings,
	// one place for each piece type of Pieces.
	Holdings bool
	// Pieces places each of the game's pieces in one of XBoard's types.
	// XBoard's royal piece is its King type (its Wazir type under parent
	// xiangqi): the one it checks, mates and castles.
	Pieces []XBoardPiece
}

// XBoardPiece places one of a game's pieces in one of XBoard's piece
// types.
type XBoardPiece struct {
	// Letter is the piece's letter in the game's position text (the first
	// side's, upper case; the second side's is its lower case).
	Letter byte
	// As, if not 0, is the letter XBoard writes the piece with (in the
	// FEN, setup and moves), where the game's own letter does not suit
	// XBoard: XBoard reads a promotion to x as no promotion at all.
	As byte
	// Type is XBoard's piece type, one letter of its order of types
	// "PNBRQFEACWMOHIJGDVLSUK" (P pawn, N knight, B bishop, R rook, Q
	// queen, F ferz, E alfil, A archbishop, C chancellor, W wazir, M
	// commoner, O cannon, H nightrider, ..., U unicorn, K king).
	Type byte
	// Betza is the piece's moves in Betza notation for XBoard's piece
	// command, or "" when they are the type's own.
	Betza string
}
