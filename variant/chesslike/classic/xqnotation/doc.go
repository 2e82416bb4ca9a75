// Package xqnotation reads and writes Xiangqi (Chinese chess) in the
// notations that Xiangqi software and archives use, for the game that
// package classic registers as "xiangqi":
//
//   - ICCS coordinates (the Internet Chinese Chess Server's notation, used
//     by UCCI engines, XBoard/CECP and most PGN archives): files a-i from
//     Red's left, ranks numbered 0-9 from Red's side, "h2e2", written
//     "H2-E2" in PGN. Ludus numbers the ranks 1-10, so ICCS h2e2 is Ludus
//     h3e3; [ICCS] and [ParseICCS] convert, and nothing else should.
//   - WXF notation (World Xiangqi Federation, after the Asian Xiangqi
//     Federation's system of 1980/82): the piece (K A E H R C P), the file it
//     stands on counted from its owner's right (1-9), the direction ('+'
//     forward, '-' backward, '.' along the rank) and either the new file or,
//     for a general, chariot, cannon or soldier moving on its file, the
//     number of ranks moved: "C2.5", "H8+7", "R1-2". Two pieces of one kind
//     on one file are told apart by '+' (the front one) and '-' (the rear
//     one) in place of the file: "R+.3", "C--1"; soldiers follow the WXF's
//     rules for three to five on a file ("P+.4", "P3.4", "P-.4", "++.4",
//     "--.4") and for tandems on two files ("3+.4", "7-.6"); the middle one
//     of three on a file is written "P3.4" there too, where the WXF writes
//     "33.4", which a PGN reader takes for the move number 33 (both are
//     read).
//     Advisors and elephants keep the file number even in tandem, since the
//     move tells them apart (the WXF's own examples write "A6+5", "E7-5").
//     [ParseWXF] also reads '=' for '.', the piece letters B, N, G and S, the
//     tandem mark before the letter ("+C.5"), and the file number of a
//     piece in tandem when only one of the two can make the move ("C3.5",
//     as older manuals write).
//   - FEN as UCCI engines and Fairy-Stockfish write it (red in upper case,
//     "w" for red to move, "b" for black; "r" is read for red too): Ludus's
//     own position text, so no conversion is needed.
//   - Chinese-chess PGN: tags Game "Chinese Chess", Format "ICCS" or
//     "WXF", Red and Black for the players, FEN for a start
//     other than the usual array; see [Import] and [Export].
//
// Sources: the WXF's "Official Xiangqi piece names and notation"
// (www.wxf.org/xq/computer/wxf_notation.html), the UCCI protocol
// (www.xqbase.com/protocol/cchess_ucci.htm) and the Xiangqi PGN of the
// XQBase and ICCS archives.
package xqnotation
