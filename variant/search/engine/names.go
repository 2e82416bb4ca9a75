package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
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

// name is how one Ludus game is called in the protocols.
type name struct {
	ludus    string // registry name
	uci      string // UCI_Variant value (Fairy-Stockfish's name); "" if UCI cannot carry it
	chess960 bool   // UCI_Chess960 must be on
	cecp     string // CECP variant name ("normal" for chess)
	ucci     bool   // UCCI carries it (Xiangqi)
	iccs     bool   // moves in CECP and UCCI are ICCS coordinates (ranks from 0)
	setup    bool   // XBoard does not know the game: the engine describes it (CECP setup)
	// XBoard's parent variant of a game described with setup ("" for
	// fairy): xiangqi gives palaces, the river, the lame Horse and
	// Elephant and the facing Kings, and with it the game's pieces in
	// hand are XBoard's holdings (holdings).
	parent   string
	holdings bool
	// CECP counts ranks from 0, as XBoard does on every board of ten
	// ranks: "e2a6" in Ludus is "e1a5" in CECP.
	rank0 bool
	// Letters the game writes otherwise in CECP, in pairs (Ludus's, then
	// CECP's): XBoard reads a promotion to x as no promotion at all, so
	// Storm's Prince X, whom a Forester frees by promotion, is U there.
	xbLetters string
	// XBoard's start array is not Ludus's (courier: XBoard has every pawn
	// on the second rank and the ferz on g1, where Ludus and
	// Fairy-Stockfish play the traditional opening, the a, g and l pawns
	// two squares and the ferz one square ahead): the start is always
	// given with setboard, and the engine announces its own with setup.
	ownStart bool
}

// names lists the registered games the protocols carry: those whose
// position text is the FEN and whose move text the coordinate notation
// that Fairy-Stockfish, XBoard and the UCCI engines read.
var names = []name{
	{ludus: "chess", uci: "chess", cecp: "normal"},
	{ludus: "chess960", uci: "chess", chess960: true, cecp: "fischerandom"},
	{ludus: "capablanca", uci: "capablanca", cecp: "capablanca"},
	{ludus: "courier", uci: "courier", cecp: "courier", ownStart: true},
	{ludus: "shatranj", uci: "shatranj", cecp: "shatranj"},
	{ludus: "xiangqi", uci: "xiangqi", cecp: "xiangqi", ucci: true, iccs: true},
	// The kernel's chess and Chess960, for engines and GUIs the same games.
	{ludus: "chess-kernel", uci: "chess", cecp: "normal"},
	{ludus: "chess960-kernel", uci: "chess", chess960: true, cecp: "fischerandom"},
	// Games XBoard does not know, which a Ludus engine describes to it
	// with setup.
	{ludus: "lancerchess", cecp: "lancerchess", setup: true},
	{ludus: "storm", cecp: "storm", setup: true, xbLetters: "XU"},
	// QiPlacements is Xiangqi with two Cannons in hand: XBoard's parent
	// xiangqi (palaces, river, lame Horse and Protector, facing
	// Princesses) with holdings.
	{ludus: "qiplacements", cecp: "qiplacements", setup: true, parent: "xiangqi", holdings: true, rank0: true},
}

func nameOf(v *variant.Variant) (name, bool) {
	i := slices.IndexFunc(names, func(n name) bool { return n.ludus == v.Name })
	if i < 0 {
		return name{}, false
	}
	return names[i], true
}

// UCIVariant returns the value of UCI_Variant and of UCI_Chess960 under
// which a UCI engine plays v (Fairy-Stockfish's names: "chess" with
// UCI_Chess960 for Chess960), and whether UCI carries v at all.
func UCIVariant(v *variant.Variant) (name string, chess960, ok bool) {
	n, ok := nameOf(v)
	return n.uci, n.chess960, ok && n.uci != ""
}

// CECPVariant returns the CECP variant name of v ("normal" for chess,
// "fischerandom" for Chess960), and whether CECP carries v.
func CECPVariant(v *variant.Variant) (string, bool) {
	n, ok := nameOf(v)
	return n.cecp, ok && n.cecp != ""
}

// UCIVariants returns the values of UCI_Variant that a Ludus engine
// offers: Fairy-Stockfish's names of the games it carries, and Ludus's
// name chess960 (Fairy-Stockfish's fischerandom, or chess with
// UCI_Chess960).
func UCIVariants() []string {
	return []string{"chess", "chess960", "fischerandom", "capablanca", "courier", "shatranj", "xiangqi"}
}

// CECPVariants returns the CECP variant names a Ludus engine offers.
func CECPVariants() []string {
	return []string{"normal", "fischerandom", "capablanca", "courier", "shatranj", "xiangqi", "lancerchess", "storm", "qiplacements"}
}

// xboardPieces is XBoard's order of piece types, whose letters the setup
// command's piece-to-char table gives.
const xboardPieces = "PNBRQFEACWMOHIJGDVLSUK"

// xbPiece places a piece of a game XBoard does not know in one of
// XBoard's piece types, with its moves in Betza notation when they are
// not that type's own.
type xbPiece struct {
	letter byte   // the game's letter (White's; Black's is its lower case)
	slot   byte   // XBoard's type, a letter of xboardPieces
	betza  string // the piece command's description, "" for the type's own moves
}

// xbPieces describes the pieces of the games XBoard does not know.
// XBoard's royal piece is its King type, the one it checks, mates and
// castles: LancerChess's royal Queen (a king's step, castling two squares
// toward a Tower) is placed there, and its King, which moves as a chess
// queen and may be captured, in the Queen type.
var xbPieces = map[string][]xbPiece{
	"lancerchess": {
		{'P', 'P', ""},   // Pikeman: the chess pawn
		{'T', 'R', ""},   // Tower: rook
		{'B', 'B', ""},   // Noble: bishop
		{'K', 'Q', ""},   // King: queen, not royal
		{'Q', 'K', ""},   // Queen: royal, king's step, castling
		{'J', 'E', "FA"}, // Queen's Lancer: leaps one or two squares diagonally
		{'L', 'W', "WD"}, // King's Lancer: leaps one or two squares orthogonally
	},
	// Storm (10x8): the royal Queen in the King type, whose own castling
	// on a board of ten files is Storm's (lancer spec 6.4): three squares,
	// e1-h1 with j1-g1 and e1-b1 with a1-c1, not out of, through or into
	// check. (Betza's O3 castles without these tests and without the
	// castling rights: XBoard then saw a moved Queen's castling as an
	// escape from Ludus's checkmate and called the claim false.)
	// The Prince and Princess are XBoard 4.9's multi-leg moves: the
	// Knight's leap (N), and a leap through (mp) a diagonal step, an
	// orthogonal step turning 45 degrees (fs) onto the empty (y) Knight
	// square, from which the move goes on (a) straight ahead (f) as a
	// rider (the Prince, the Knight move's long leg); the Princess's path
	// is the orthogonal step, the diagonal one, then on along that
	// diagonal (the one nearest the Knight move's direction, spec 6.5).
	// QiPlacements: Xiangqi's pieces in the types XBoard's xiangqi gives
	// their moves (Horse in the Knight type, Protector in the Alfil type,
	// Attendant in the Ferz type, Cannon in the Cannon type O, Princess in
	// the Wazir type, the one XBoard's xiangqi checks, mates and keeps
	// from facing the other); the Cannons in hand are XBoard's holdings.
	"qiplacements": {
		{'P', 'P', ""}, // Soldier
		{'N', 'N', ""}, // Horse
		{'R', 'R', ""}, // Chariot
		{'A', 'F', ""}, // Attendant
		{'B', 'E', ""}, // Protector
		{'C', 'O', ""}, // Cannon
		{'K', 'W', ""}, // Princess
	},
	"storm": {
		{'F', 'P', ""},           // Forester: the chess pawn
		{'N', 'N', ""},           // Knight
		{'S', 'B', ""},           // Service-maiden: bishop
		{'T', 'R', ""},           // Tower: rook
		{'K', 'Q', ""},           // King: queen, not royal
		{'B', 'F', "B"},          // Noble: bishop
		{'R', 'W', "R"},          // Aristocrat: rook
		{'C', 'C', ""},           // Precedent (Crossfire): rook and knight
		{'A', 'A', ""},           // Adviser (Crossfire): bishop and knight
		{'X', 'H', "NmpafsyafF"}, // Prince
		{'Y', 'I', "NmpafsyafW"}, // Princess
		{'Q', 'K', ""},           // Queen: royal, king's step, castling
	},
}

// Setup returns the commands with which an engine describes a game
// XBoard does not know (LancerChess, Storm, QiPlacements), in reply to
// its variant command: setup with the piece-to-char table (the game's
// letters in XBoard's piece types, see xbPieces), the board's size with
// the holdings of the pieces in hand (QiPlacements's Cannons, else none),
// the parent variant (xiangqi for QiPlacements, else fairy) and the start
// position; then a piece command, in Betza notation, for each piece that
// does not move as its type. ok is false for the games XBoard knows. The
// package documentation says what XBoard cannot be told.
func Setup(v *variant.Variant) (cmds []string, ok bool) {
	n, found := nameOf(v)
	pieces := xbPieces[v.Name]
	if !found || !n.setup || pieces == nil {
		return nil, false
	}
	p, err := startOf(v)
	if err != nil {
		return nil, false
	}
	table := []byte(strings.Repeat(".", len(xboardPieces)))
	var piece []string
	for _, pc := range pieces {
		letter := n.letter(pc.letter, true)
		table[strings.IndexByte(xboardPieces, pc.slot)] = letter
		if pc.betza != "" {
			piece = append(piece, fmt.Sprintf("piece %c& %s", letter, pc.betza))
		}
	}
	lower := strings.ToLower(string(table))
	sh := p.Board().Shape()
	// An empty captives' bracket (Storm's) is not XBoard's: without
	// holdings it reads no bracket. QiPlacements's pieces in hand are
	// XBoard's holdings (one place for each of its 7 piece types), its
	// record of placements ({}) no part of XBoard's FEN.
	fen := n.fen(strings.Replace(p.String(), "[] ", " ", 1), true)
	parent, holdings := "fairy", 0
	if n.parent != "" {
		parent = n.parent
	}
	if n.holdings {
		holdings = len(pieces)
		fen = strings.Replace(fen, "{} ", " ", 1)
	}
	return append([]string{fmt.Sprintf("setup (%s%s) %dx%d+%d_%s %s", table, lower, sh.Files, sh.Ranks, holdings, parent, fen)}, piece...), true
}

// letter returns the letter of a piece (either case) in CECP (toXB) or
// in Ludus (!toXB): see xbLetters.
func (n name) letter(c byte, toXB bool) byte {
	lower := c >= 'a' && c <= 'z'
	u := c &^ 0x20
	for i := 0; i+1 < len(n.xbLetters); i += 2 {
		from, to := n.xbLetters[i], n.xbLetters[i+1]
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

// fen translates the letters of a FEN's board (its first field) to CECP
// (toXB) or back to Ludus.
func (n name) fen(fen string, toXB bool) string {
	if n.xbLetters == "" {
		return fen
	}
	b := []byte(fen)
	for i := 0; i < len(b) && b[i] != ' '; i++ {
		if b[i]|0x20 >= 'a' && b[i]|0x20 <= 'z' {
			b[i] = n.letter(b[i], toXB)
		}
	}
	return string(b)
}

// promotion translates the letter a move's text ends with (a promotion
// or a freeing) to CECP (toXB) or back to Ludus.
func (n name) promotion(text string, toXB bool) string {
	if k := len(text) - 1; n.xbLetters != "" && k > 0 && text[k-1] >= '0' && text[k-1] <= '9' {
		return text[:k] + string(n.letter(text[k], toXB))
	}
	return text
}

// lookup finds the Ludus game of a protocol's variant name: the names of
// [UCIVariants] and [CECPVariants], then any name or alias of the registry.
// chess960 turns chess into Chess960 (UCI_Chess960).
func lookup(protoName string, chess960 bool) (*variant.Variant, error) {
	n := strings.ToLower(strings.TrimSpace(protoName))
	switch n {
	case "normal", "chess", "standard", "":
		n = "chess"
		if chess960 {
			n = "chess960"
		}
	case "fischerandom", "fischerrandom", "chess960", "960":
		n = "chess960"
	}
	return variant.Lookup(n)
}

// moveText writes m, a move of p, as protocol proto writes it: UCI
// coordinates (castling as the king's step in chess, the king taking its
// rook in Chess960), with ranks from 0 for Xiangqi in CECP and UCCI and
// for the other games of ten ranks in CECP (XBoard's numbering).
func moveText(p variant.AnyPosition, m variant.Move, proto Protocol) string {
	if t, ok := p.Typed().(chess960.Position); ok {
		return t.UCI(chess960.Move(m))
	}
	n, _ := nameOf(p.Variant())
	if n.iccs && proto != UCI {
		return xqnotation.ICCS(p, m)
	}
	if proto != CECP {
		return p.MoveText(m)
	}
	t := n.promotion(p.MoveText(m), true)
	if n.rank0 {
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
// it is one of p's turn moves. Errors match variant.ErrMove or
// variant.ErrIllegalMove.
func parseMove(p variant.AnyPosition, text string, proto Protocol) (variant.Move, error) {
	var m variant.Move
	var err error
	n, _ := nameOf(p.Variant())
	switch {
	case n.iccs && proto != UCI:
		m, err = xqnotation.ParseICCS(p, text)
	case n.rank0 && proto == CECP:
		t, ok := shiftRanks(text, 1)
		if !ok {
			return 0, variant.MoveError(text, 0, "a move's points are a file letter and a rank from 0")
		}
		m, err = p.ParseMove(n.promotion(t, false))
	case proto == CECP:
		m, err = p.ParseMove(n.promotion(text, false))
	default:
		m, err = p.ParseMove(text)
	}
	if err != nil {
		return 0, err
	}
	if !slices.Contains(p.Moves(nil), m) {
		return 0, variant.Illegal(text, "not a turn move")
	}
	return m, nil
}
