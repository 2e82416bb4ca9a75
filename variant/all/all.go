// Package all registers every game of Ludus with the variant registry.
// Import it for its side effect in programs that offer every game:
//
//	import _ "github.com/ludus-chess/ludus/variant/all"
package all

import (
	_ "github.com/ludus-chess/ludus/chess960"             // chess960, chess
	_ "github.com/ludus-chess/ludus/enochian"             // enochian
	_ "github.com/ludus-chess/ludus/gardner"              // gardner
	_ "github.com/ludus-chess/ludus/hexapawn"             // hexapawn
	_ "github.com/ludus-chess/ludus/lancer"               // lancerchess, storm, meridian, qiplacements, arabella
	_ "github.com/ludus-chess/ludus/rithmomachia"         // rithmomachia
	_ "github.com/ludus-chess/ludus/rithmomachia/boolean" // boolean-rithmomachia
	// shatranj, courier, capablanca, xiangqi, chess-kernel, chess960-kernel
	_ "github.com/ludus-chess/ludus/variant/chesslike/classic"
)
