package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/variant"
)

// Protocol is an engine protocol.
type Protocol int

// The protocols.
const (
	UCI  Protocol = iota + 1 // the Universal Chess Interface (with Fairy-Stockfish's UCI_Variant)
	CECP                     // the Chess Engine Communication Protocol (XBoard/WinBoard), version 2
	UCCI                     // the Universal Chinese Chess Interface, for Xiangqi
)

// String returns "uci", "xboard" or "ucci": the command that opens a
// session, and the prefix of a player spec.
func (p Protocol) String() string {
	switch p {
	case UCI:
		return "uci"
	case CECP:
		return "xboard"
	case UCCI:
		return "ucci"
	}
	return fmt.Sprintf("protocol(%d)", int(p))
}

// ParseSpec reads a player spec "uci:PATH", "xboard:PATH" (or "cecp:PATH")
// or "ucci:PATH": the protocol and the engine's program. ok is false when
// spec has none of these prefixes (it names a Ludus player).
func ParseSpec(spec string) (p Protocol, path string, ok bool) {
	pre, path, found := strings.Cut(spec, ":")
	if !found {
		return 0, "", false
	}
	switch strings.ToLower(pre) {
	case "uci":
		p = UCI
	case "xboard", "cecp", "winboard":
		p = CECP
	case "ucci":
		p = UCCI
	default:
		return 0, "", false
	}
	return p, path, path != ""
}

// defaultUCIVariant is the value of UCI_Variant before a GUI sets it
// (the option's default, as Fairy-Stockfish declares it).
const defaultUCIVariant = "chess"

// UCIVariant returns the value of UCI_Variant and of UCI_Chess960 under
// which a UCI engine plays v (Fairy-Stockfish's names: "chess" with
// UCI_Chess960 for Chess960), and whether UCI carries v at all: the
// Protocols of v's registry entry.
func UCIVariant(v *variant.Variant) (name string, chess960, ok bool) {
	return v.Protocols.UCI, v.Protocols.UCIChess960, v.Protocols.UCI != ""
}

// CECPVariant returns the CECP variant name of v ("normal" for chess,
// "fischerandom" for Chess960), and whether CECP carries v.
func CECPVariant(v *variant.Variant) (string, bool) {
	return v.Protocols.XBoard, v.Protocols.XBoard != ""
}

// UCIVariants returns the values of UCI_Variant that a Ludus engine
// offers: chess (the default) first, then the UCI names and UCI aliases of
// the registered games in the registry's order (Chess960 is chess with
// UCI_Chess960, and offered as chess960 and fischerandom as well).
func UCIVariants() []string {
	out := []string{defaultUCIVariant}
	for _, v := range variant.All() {
		p := v.Protocols
		if p.UCI != "" && !slices.Contains(out, p.UCI) {
			out = append(out, p.UCI)
		}
		for _, a := range p.UCIAliases {
			if !slices.Contains(out, a) {
				out = append(out, a)
			}
		}
	}
	return out
}

// CECPVariants returns the CECP variant names a Ludus engine offers:
// normal (chess) first, then those of the registered games in the
// registry's order.
func CECPVariants() []string {
	out := []string{"normal"}
	for _, v := range variant.All() {
		if n := v.Protocols.XBoard; n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// xboardPieces is XBoard's order of piece types, whose letters the setup
// command's piece-to-char table gives.
const xboardPieces = "PNBRQFEACWMOHIJGDVLSUK"

// Setup returns the commands with which an engine describes a game
// XBoard does not know (its entry's Protocols.XBoardSetup: LancerChess,
// Storm, QiPlacements), in reply to its variant command: setup with the
// piece-to-char table (the game's letters in XBoard's piece types), the
// board's size with the holdings of the pieces in hand (QiPlacements's
// Cannons, else none), the parent variant (fairy unless given) and the
// start position; then a piece command, in Betza notation, for each piece
// that does not move as its type. ok is false for the games XBoard knows,
// and for a description that places a piece in no type of XBoard's or
// two pieces in one. The package documentation says what XBoard cannot
// be told.
func Setup(v *variant.Variant) (cmds []string, ok bool) {
	xs := v.Protocols.XBoardSetup
	if v.Protocols.XBoard == "" || xs == nil || len(xs.Pieces) == 0 {
		return nil, false
	}
	p, err := startOf(v)
	if err != nil {
		return nil, false
	}
	table := []byte(strings.Repeat(".", len(xboardPieces)))
	var piece []string
	for _, pc := range xs.Pieces {
		i := strings.IndexByte(xboardPieces, pc.Type)
		if i < 0 || table[i] != '.' {
			return nil, false
		}
		letter := xbLetter(v, pc.Letter, true)
		table[i] = letter
		if pc.Betza != "" {
			piece = append(piece, fmt.Sprintf("piece %c& %s", letter, pc.Betza))
		}
	}
	lower := strings.ToLower(string(table))
	sh := p.Board().Shape()
	// An empty captives' bracket (Storm's) is not XBoard's: without
	// holdings it reads no bracket. QiPlacements's pieces in hand are
	// XBoard's holdings (one place for each of its 7 piece types), its
	// record of placements ({}) no part of XBoard's FEN.
	fen := xbFEN(v, strings.Replace(p.String(), "[] ", " ", 1), true)
	parent, holdings := "fairy", 0
	if xs.Parent != "" {
		parent = xs.Parent
	}
	if xs.Holdings {
		holdings = len(xs.Pieces)
		fen = strings.Replace(fen, "{} ", " ", 1)
	}
	return append([]string{fmt.Sprintf("setup (%s%s) %dx%d+%d_%s %s", table, lower, sh.Files, sh.Ranks, holdings, parent, fen)}, piece...), true
}

// xbLetter returns the letter of a piece of v (either case) in CECP
// (toXB) or in Ludus (!toXB): see variant.XBoardPiece.As.
func xbLetter(v *variant.Variant, c byte, toXB bool) byte {
	xs := v.Protocols.XBoardSetup
	if xs == nil {
		return c
	}
	lower := c >= 'a' && c <= 'z'
	u := c &^ 0x20
	for _, pc := range xs.Pieces {
		if pc.As == 0 {
			continue
		}
		from, to := pc.Letter, pc.As
		if !toXB {
			from, to = to, from
		}
		if u == from {
			if lower {
				return to | 0x20
			}
			return to
		}
	}
	return c
}

// renamed reports whether v writes some piece with another letter in CECP.
func renamed(v *variant.Variant) bool {
	xs := v.Protocols.XBoardSetup
	return xs != nil && slices.ContainsFunc(xs.Pieces, func(pc variant.XBoardPiece) bool { return pc.As != 0 && pc.As != pc.Letter })
}

// xbFEN translates the letters of a FEN's board (its first field) to CECP
// (toXB) or back to Ludus.
func xbFEN(v *variant.Variant, fen string, toXB bool) string {
	if !renamed(v) {
		return fen
	}
	b := []byte(fen)
	for i := 0; i < len(b) && b[i] != ' '; i++ {
		if b[i]|0x20 >= 'a' && b[i]|0x20 <= 'z' {
			b[i] = xbLetter(v, b[i], toXB)
		}
	}
	return string(b)
}

// xbPromotion translates the letter a move's text ends with (a promotion
// or a freeing) to CECP (toXB) or back to Ludus.
func xbPromotion(v *variant.Variant, text string, toXB bool) string {
	if k := len(text) - 1; k > 0 && text[k-1] >= '0' && text[k-1] <= '9' && renamed(v) {
		return text[:k] + string(xbLetter(v, text[k], toXB))
	}
	return text
}

// lookup finds the Ludus game of a protocol's variant name: any name or
// alias of the registry ("" is UCI_Variant's default, chess). chess960
// (UCI_Chess960) turns a game into its Chess960 (Protocols.Chess960:
// chess into chess960).
func lookup(protoName string, chess960 bool) (*variant.Variant, error) {
	n := strings.TrimSpace(protoName)
	if n == "" {
		n = defaultUCIVariant
	}
	v, err := variant.Lookup(n)
	if err != nil {
		return nil, err
	}
	if chess960 && v.Protocols.Chess960 != "" {
		return variant.Lookup(v.Protocols.Chess960)
	}
	return v, nil
}

// ranksFrom0 reports whether protocol proto counts the ranks of p's board
// from 0: UCCI always (ICCS coordinates, "h2e2" for Ludus's "h3e3"), CECP
// on boards of more than nine ranks, as XBoard does (Xiangqi,
// QiPlacements); UCI never (Fairy-Stockfish writes "a10").
func ranksFrom0(p variant.AnyPosition, proto Protocol) bool {
	switch proto {
	case UCCI:
		return true
	case CECP:
		return p.Board().Shape().Ranks > 9
	}
	return false
}

// moveText writes m, a move of p, as protocol proto writes it: the game's
// coordinates (its Protocols.MoveText, else its MoveText), with CECP's
// letters (variant.XBoardPiece.As) and the ranks counted from 0 where the
// protocol does (see ranksFrom0).
func moveText(p variant.AnyPosition, m variant.Move, proto Protocol) string {
	v := p.Variant()
	var t string
	if f := v.Protocols.MoveText; f != nil {
		t = f(p, m, proto.String())
	} else {
		t = p.MoveText(m)
	}
	if proto == CECP {
		t = xbPromotion(v, t, true)
	}
	if ranksFrom0(p, proto) {
		t, _ = shiftRanks(t, -1)
	}
	return t
}

// shiftRanks adds d to every rank number of a move's text: the digits
// after a file letter ("e2a6", "a9a10k", "C@h3"). ok is false when a
// rank has more than two digits or would leave 0 to 99, or a file letter
// inside the text has no rank.
func shiftRanks(text string, d int) (string, bool) {
	b := make([]byte, 0, len(text)+1)
	for i := 0; i < len(text); {
		c := text[i]
		b = append(b, c)
		i++
		if c < 'a' || c > 'z' {
			continue
		}
		j := i
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i {
			// A promotion's letter, last in the text.
			if i != len(text) {
				return text, false
			}
			continue
		}
		if j-i > 2 {
			return text, false
		}
		r, _ := strconv.Atoi(text[i:j])
		if r+d < 0 || r+d > 99 {
			return text, false
		}
		b = strconv.AppendInt(b, int64(r+d), 10)
		i = j
	}
	return string(b), true
}

// parseMove reads a move of p as protocol proto writes it and returns it if
// it is one of p's turn moves: moveText's translations undone, then the
// game's ParseMove. Errors match variant.ErrMove or variant.ErrIllegalMove.
func parseMove(p variant.AnyPosition, text string, proto Protocol) (variant.Move, error) {
	t := text
	if ranksFrom0(p, proto) {
		var ok bool
		if t, ok = shiftRanks(t, 1); !ok {
			return 0, variant.MoveError(text, 0, "a move's points are a file letter and a rank from 0")
		}
	}
	if proto == CECP {
		t = xbPromotion(p.Variant(), t, false)
	}
	m, err := p.ParseMove(t)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(p.Moves(nil), m) {
		return 0, variant.Illegal(text, "not a turn move")
	}
	return m, nil
}
