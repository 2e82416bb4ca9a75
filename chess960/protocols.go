package chess960

import "github.com/ludus-chess/ludus/variant"

// How the engine protocols carry chess and Chess960 (see
// variant.Protocols): Fairy-Stockfish's UCI_Variant chess, with
// UCI_Chess960 for Chess960; XBoard's normal and fischerandom.
var (
	chessProtocols = variant.Protocols{UCI: "chess", XBoard: "normal", Chess960: "chess960", MoveText: protocolMoveText}
	// A GUI may also name Chess960 chess960 or fischerandom in
	// UCI_Variant.
	chess960Protocols = variant.Protocols{UCI: "chess", UCIChess960: true, UCIAliases: []string{"chess960", "fischerandom"},
		XBoard: "fischerandom", MoveText: protocolMoveText}
)

// protocolMoveText writes a move in UCI coordinates for every protocol
// (the game's own move text is SAN): castling as the king's two-square
// step in chess, as the king taking its rook in Chess960, as
// Fairy-Stockfish reads both in UCI and in CECP.
func protocolMoveText(p variant.AnyPosition, m variant.Move, _ string) string {
	t, ok := p.Typed().(Position)
	if !ok {
		return p.MoveText(m)
	}
	return t.UCI(Move(m))
}
