package classic

import "github.com/ludus-chess/ludus/variant"

// How the engine protocols carry the package's games (see
// variant.Protocols): under Fairy-Stockfish's UCI_Variant names and
// XBoard's variant names. The kernel's chess and Chess960 are the same
// games as package chess960's, under the same names.
var (
	chessProtocols      = variant.Protocols{UCI: "chess", XBoard: "normal"}
	chess960Protocols   = variant.Protocols{UCI: "chess", UCIChess960: true, XBoard: "fischerandom"}
	capablancaProtocols = variant.Protocols{UCI: "capablanca", XBoard: "capablanca"}
	shatranjProtocols   = variant.Protocols{UCI: "shatranj", XBoard: "shatranj"}
	// XBoard's Courier array has every pawn on the second rank and the
	// ferz on g1, where Ludus and Fairy-Stockfish play the traditional
	// opening (the a, g and l pawns two squares and the ferz one square
	// ahead): the start is given with setboard, and announced with setup.
	courierProtocols = variant.Protocols{UCI: "courier", XBoard: "courier", XBoardOptions: "array=" + CourierUnmoved}
	xiangqiProtocols = variant.Protocols{UCI: "xiangqi", UCCI: true, XBoard: "xiangqi"}
)
