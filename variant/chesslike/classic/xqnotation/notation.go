package xqnotation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Red and black are sides 0 and 1 of Xiangqi.
const red variant.Side = 0

// move is a legal move with its squares.
type move[M variant.MoveType] struct {
	m        M
	from, to board.Coord
}

// squares reads the from and to squares of m from its Ludus text ("h3e3",
// "a10a9"). ok is false for a move that is not a step from one square to
// another (a drop in a placement game).
func squares[P variant.Position[P, M], M variant.MoveType](p P, m M) (from, to board.Coord, ok bool) {
	t := p.MoveText(m)
	g := p.Board()
	c1, n, err := g.ParsePrefix(t)
	if err != nil {
		return from, to, false
	}
	c2, n2, err := g.ParsePrefix(t[n:])
	if err != nil || n+n2 != len(t) {
		return from, to, false
	}
	return g.Coord(c1), g.Coord(c2), true
}

func checkBoard[P variant.Position[P, M], M variant.MoveType](p P) error {
	if s := p.Board().Shape(); s.Files != 9 || s.Ranks != 10 || s.Layers > 1 {
		return fmt.Errorf("%w: %s is not played on the 9x10 Xiangqi board", variant.ErrMove, p.Variant().Name)
	}
	return nil
}

// legalMoves returns the turn moves of p with their squares.
func legalMoves[P variant.Position[P, M], M variant.MoveType](p P) []move[M] {
	var out []move[M]
	for _, m := range p.Moves(nil) {
		if f, t, ok := squares(p, m); ok {
			out = append(out, move[M]{m, f, t})
		}
	}
	return out
}

// ICCS returns m in ICCS coordinates, lower case as UCCI writes it:
// "h2e2" for the Ludus move h3e3. A move that is not a step from one point
// to another (a drop) is written in Ludus's notation.
func ICCS[P variant.Position[P, M], M variant.MoveType](p P, m M) string {
	f, t, ok := squares(p, m)
	if !ok {
		return p.MoveText(m)
	}
	return string([]byte{byte('a' + f.File), byte('0' + f.Rank), byte('a' + t.File), byte('0' + t.Rank)})
}

// ICCSRecord returns m in ICCS coordinates as Chinese-chess PGN writes
// them: upper case with a dash, "H2-E2".
func ICCSRecord[P variant.Position[P, M], M variant.MoveType](p P, m M) string {
	s := strings.ToUpper(ICCS(p, m))
	if len(s) == 4 {
		return s[:2] + "-" + s[2:]
	}
	return s
}

// LudusSquares converts move text in ICCS coordinates ("h2e2", "H2-E2")
// to Ludus's coordinates ("h3e3"), without looking at a position.
func LudusSquares(text string) (string, error) {
	t := strings.TrimRight(strings.TrimSpace(text), "+#!?")
	if len(t) == 5 && (t[2] == '-' || t[2] == 'x' || t[2] == 'X') {
		t = t[:2] + t[3:]
	}
	if len(t) != 4 {
		return "", variant.MoveError(text, 0, "an ICCS move is two points, such as h2e2 or H2-E2")
	}
	var b []byte
	for i := 0; i < 4; i += 2 {
		f, r := t[i]|0x20, t[i+1]
		if f < 'a' || f > 'i' {
			return "", variant.MoveError(text, i, "file "+strconv.QuoteRune(rune(t[i]))+" is not a to i")
		}
		if r < '0' || r > '9' {
			return "", variant.MoveError(text, i+1, "rank "+strconv.QuoteRune(rune(r))+" is not 0 to 9")
		}
		b = append(b, f)
		b = strconv.AppendInt(b, int64(r-'0'+1), 10)
	}
	return string(b), nil
}

// ParseICCS reads a move in ICCS coordinates ("h2e2", "H2-E2", either
// case, a '-' between the points or none) and returns it if it is legal in
// p. Errors match variant.ErrMove or variant.ErrIllegalMove.
func ParseICCS[P variant.Position[P, M], M variant.MoveType](p P, text string) (M, error) {
	if err := checkBoard(p); err != nil {
		return 0, err
	}
	t, err := LudusSquares(text)
	if err != nil {
		return 0, err
	}
	m, err := p.ParseMove(t)
	if err != nil {
		return 0, fmt.Errorf("ICCS %s (%s in Ludus's coordinates): %w", strconv.Quote(text), t, err)
	}
	return m, nil
}

// ICCSSquares converts move text in Ludus's coordinates ("h3e3", "a10a9")
// to ICCS ("h2e2", "a9a8"), without looking at a position.
func ICCSSquares(text string) (string, error) {
	g := board.MustNew(board.Shape9x10)
	c1, n, err := g.ParsePrefix(text)
	if err != nil {
		return "", variant.MoveError(text, 0, err.Error())
	}
	c2, n2, err := g.ParsePrefix(text[n:])
	if err != nil {
		return "", variant.MoveError(text, n, err.Error())
	}
	if n+n2 != len(text) {
		return "", variant.MoveError(text, n+n2, "unexpected text after the two points")
	}
	f, t := g.Coord(c1), g.Coord(c2)
	return string([]byte{byte('a' + f.File), byte('0' + f.Rank), byte('a' + t.File), byte('0' + t.Rank)}), nil
}

// WXF letters of the Ludus kinds.
var wxfLetter = map[string]byte{
	"general": 'K', "advisor": 'A', "elephant": 'E', "horse": 'H',
	"chariot": 'R', "cannon": 'C', "soldier": 'P',
}

// readLetter maps the letters WXF text may use to WXF's own.
var readLetter = map[byte]byte{
	'K': 'K', 'G': 'K', 'A': 'A', 'E': 'E', 'B': 'E', 'M': 'E', 'H': 'H', 'N': 'H',
	'R': 'R', 'C': 'C', 'P': 'P', 'S': 'P',
}

// straight reports whether a piece moves along files and ranks (its
// vertical moves are counted in ranks, not written as the new file).
func straight(letter byte) bool { return strings.IndexByte("KRCP", letter) >= 0 }

// fileNumber is the WXF number of file f (0 = a) for side x: counted from
// the side's own right, so Red's a-file is 9 and Black's is 1.
func fileNumber(x variant.Side, f int) int {
	if x == red {
		return 9 - f
	}
	return f + 1
}

// ahead reports whether rank r1 is ahead of r0 for side x.
func ahead(x variant.Side, r0, r1 int) bool {
	if x == red {
		return r1 > r0
	}
	return r1 < r0
}

type board2 struct {
	side   variant.Side
	letter byte
}

// occupants maps the points of p to WXF letters and sides.
func occupants[P variant.Position[P, M], M variant.MoveType](p P) map[board.Coord]board2 {
	g := p.Board()
	out := map[board.Coord]board2{}
	var buf [64]variant.Piece
	for _, pc := range p.Pieces(buf[:0]) {
		if pc.Cell == board.NoCell {
			continue
		}
		l, ok := wxfLetter[pc.Kind]
		if !ok {
			continue
		}
		out[g.Coord(pc.Cell)] = board2{pc.Side, l}
	}
	return out
}

// wxfForms returns the WXF text of mv (the standard form first) and, for a
// piece in tandem, the form with its file number that older texts write.
func wxfForms[M variant.MoveType](occ map[board.Coord]board2, mv move[M]) (std, byFile string) {
	pc := occ[mv.from]
	x, l := pc.side, pc.letter
	// Operator and number.
	var op byte
	var num int
	switch {
	case mv.to.Rank == mv.from.Rank:
		op, num = '.', fileNumber(x, mv.to.File)
	case ahead(x, mv.from.Rank, mv.to.Rank):
		op = '+'
	default:
		op = '-'
	}
	if op != '.' {
		if straight(l) {
			num = max(mv.to.Rank-mv.from.Rank, mv.from.Rank-mv.to.Rank)
		} else {
			num = fileNumber(x, mv.to.File)
		}
	}
	tail := string(op) + strconv.Itoa(num)
	file := strconv.Itoa(fileNumber(x, mv.from.File))
	byFile = string(l) + file + tail
	// Pieces of the same side and kind on the file, front first.
	onFile := func(f int) []int {
		var ranks []int
		for r := 0; r < 10; r++ {
			if o, ok := occ[board.Coord{File: f, Rank: r}]; ok && o == pc {
				ranks = append(ranks, r)
			}
		}
		if x == red { // Red's front is the highest rank.
			for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
				ranks[i], ranks[j] = ranks[j], ranks[i]
			}
		}
		return ranks
	}
	here := onFile(mv.from.File)
	if len(here) < 2 || l == 'A' || l == 'E' {
		return byFile, byFile
	}
	idx := 0
	for i, r := range here {
		if r == mv.from.Rank {
			idx = i
		}
	}
	if l != 'P' {
		mark := "+"
		if idx > 0 {
			mark = "-"
		}
		return string(l) + mark + tail, byFile
	}
	tandemFiles := 0
	for f := 0; f < 9; f++ {
		if len(onFile(f)) >= 2 {
			tandemFiles++
		}
	}
	n := len(here)
	if tandemFiles >= 2 {
		// The file's number, then + front, - rear, the number again for the
		// middle one.
		// The middle one of three is written as a lone pawn would be
		// ("P3.4"), which a record's move numbers cannot be mistaken for;
		// the WXF's "33.4" is read as well.
		switch idx {
		case 0:
			return file + "+" + tail, byFile
		case n - 1:
			return file + "-" + tail, byFile
		}
		return byFile, file + file + tail
	}
	var marks []string
	switch n {
	case 2:
		marks = []string{"P+", "P-"}
	case 3:
		marks = []string{"P+", "P" + file, "P-"}
	case 4:
		marks = []string{"++", "P+", "P-", "--"}
	default:
		marks = []string{"++", "P+", "P" + file, "P-", "--"}
	}
	return marks[idx] + tail, byFile
}

// WXF returns m in WXF notation ("C2.5", "H8+7", "R+.3"). A move that is
// not a step from one point to another is written in Ludus's notation.
func WXF[P variant.Position[P, M], M variant.MoveType](p P, m M) string {
	f, t, ok := squares(p, m)
	if !ok {
		return p.MoveText(m)
	}
	std, _ := wxfForms(occupants(p), move[M]{m, f, t})
	return std
}

// normalWXF brings WXF text to the form [WXF] writes: upper case, '.' for
// '=', the WXF piece letters, the tandem mark after the letter.
func normalWXF(text string) (string, error) {
	t := strings.ToUpper(strings.TrimRight(strings.TrimSpace(text), "#!?"))
	t = strings.ReplaceAll(t, "=", ".")
	if len(t) == 5 && t[4] == '+' { // a check mark
		t = t[:4]
	}
	if len(t) != 4 {
		return "", variant.MoveError(text, 0, "a WXF move has four signs, such as C2.5 or H8+7")
	}
	b := []byte(t)
	if (b[0] == '+' || b[0] == '-') && readLetter[b[1]] != 0 {
		b[0], b[1] = b[1], b[0]
	}
	if l := readLetter[b[0]]; l != 0 {
		b[0] = l
	} else if (b[0] < '1' || b[0] > '9') && b[0] != '+' && b[0] != '-' {
		return "", variant.MoveError(text, 0, "a WXF move starts with a piece letter (K A E H R C P), a file number or a tandem mark")
	}
	if b[1] != '+' && b[1] != '-' && (b[1] < '1' || b[1] > '9') {
		return "", variant.MoveError(text, 1, "the file number 1-9, or + or - for a piece in tandem, comes second")
	}
	if b[2] != '+' && b[2] != '-' && b[2] != '.' {
		return "", variant.MoveError(text, 2, "the direction comes third: + forward, - backward, . along the rank")
	}
	if b[3] < '1' || b[3] > '9' {
		return "", variant.MoveError(text, 3, "the last sign is a file number or a count of ranks, 1-9")
	}
	return string(b), nil
}

// ParseWXF reads a move in WXF notation and returns it if it is legal in
// p: the standard form [WXF] writes, and the variants the package
// documentation lists. Errors match variant.ErrMove (text that is not WXF,
// or that fits more than one move) or variant.ErrIllegalMove.
func ParseWXF[P variant.Position[P, M], M variant.MoveType](p P, text string) (M, error) {
	if err := checkBoard(p); err != nil {
		return 0, err
	}
	t, err := normalWXF(text)
	if err != nil {
		return 0, err
	}
	if o := p.Outcome(); o.Over() {
		return 0, variant.Illegal(text, "the game is over: "+p.Variant().Describe(o))
	}
	occ := occupants(p)
	var std, old []M
	for _, mv := range legalMoves(p) {
		s, f := wxfForms(occ, mv)
		if s == t {
			std = append(std, mv.m)
		} else if f == t {
			old = append(old, mv.m)
		}
	}
	switch {
	case len(std) == 1:
		return std[0], nil
	case len(std) > 1:
		return 0, variant.MoveError(text, 0, "fits more than one legal move")
	case len(old) == 1:
		return old[0], nil
	case len(old) > 1:
		return 0, variant.MoveError(text, 0, "fits more than one legal move; mark the piece + (front) or - (rear)")
	}
	return 0, variant.Illegal(text, "no legal move of "+p.Variant().SideName(p.ToMove())+" fits it")
}
