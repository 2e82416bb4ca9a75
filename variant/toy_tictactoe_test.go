package variant_test

// Tic-tac-toe, a toy game that exercises the contract with a placement
// phase (every move places a mark on an empty square) and two sides without
// teams.
//
// Rules. The board is 3x3 (board.New(board.Shape{3, 3, 1}), squares a1..c3).
// The players, x and o, place a mark of their own on an empty square in
// turn; x moves first (option first=o: o moves first). A player who has
// three marks in a row (a rank, a file or a diagonal) wins; when the board is
// full without a row the game is drawn. With option misere=true (preset
// "misere") the player who makes three in a row loses instead.
//
// Moves are the cell of the mark, 0..8, with the move type's top bit set
// (so that a move of any width is never zero, and a dynamic-face widening
// that loses the high bits shows). The position type is generic in the
// move width, so that the dynamic face is tested with uint16, uint32 and
// uint64 moves on the same game; the registered variant uses uint16.
//
// Move text: the square, "b2". Position text:
//
//	position := row "/" row "/" row " " turn
//	row      := 3 * ("x" | "o" | ".")      rank 3 first, file a first
//	turn     := "x" | "o" | "-"            "-" when the game is over
//
// The start position is ".../.../... x" (".../.../... o" with first=o).

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// tttBoard is built with board.New, as the brief of the toy asks.
var tttBoard = func() *board.Geometry {
	g, err := board.New(board.Shape{Files: 3, Ranks: 3, Layers: 1})
	if err != nil {
		panic(err)
	}
	return g
}()

// tttLines are the eight rows of three, as sets of cells (bit i = cell i,
// a1 = 0, b1 = 1, c1 = 2, a2 = 3, ... c3 = 8).
var tttLines = [8]uint16{
	0b000_000_111, 0b000_111_000, 0b111_000_000, // ranks 1, 2, 3
	0b001_001_001, 0b010_010_010, 0b100_100_100, // files a, b, c
	0b100_010_001, 0b001_010_100, // diagonals a1-c3, c1-a3
}

const tttFull = 0x1FF

const (
	tttX variant.Side = 0
	tttO variant.Side = 1
)

var tttLetters = [2]byte{'x', 'o'}

var tttVariant = &variant.Variant{
	Name:        "tictactoe",
	Aliases:     []string{"ttt", "Noughts-and-Crosses"},
	Description: "Tic-tac-toe: three in a row on 3x3, a placement game (test toy)",
	Sides:       []variant.SideInfo{{Name: "x"}, {Name: "o"}},
	Options: []variant.OptionSpec{
		{Key: "first", Doc: "the side that places the first mark", Kind: variant.Choice, Default: "x", Choices: []string{"x", "o"}},
		{Key: "misere", Doc: "three in a row loses instead of winning", Kind: variant.Bool, Default: "false"},
	},
	Presets: []variant.Preset{
		{Name: "misere", Doc: "misère tic-tac-toe: avoid three in a row", Settings: []variant.Setting{{Key: "misere", Value: "true"}}},
		{Name: "standard", Doc: "the usual game, x first", Settings: []variant.Setting{{Key: "first", Value: "x"}, {Key: "misere", Value: "false"}}},
	},
	Start: func(o variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic(tttStart[uint16](o)), nil
	},
	Parse: func(text string, o variant.Options) (variant.AnyPosition, error) {
		p, err := tttParse[uint16](text, o)
		if err != nil {
			return nil, err
		}
		return variant.Dynamic(p), nil
	},
}

// tttRules is what a game was created with; every position of the game
// shares it and nothing writes to it after it is made.
type tttRules struct {
	opts   variant.Options
	first  variant.Side
	misere bool
}

func newTTTRules(o variant.Options) *tttRules {
	r := &tttRules{opts: o, first: tttX, misere: o.Bool("misere")}
	if o.Get("first") == "o" {
		r.first = tttO
	}
	return r
}

// tttPos is a tic-tac-toe position with moves of type M.
type tttPos[M variant.MoveType] struct {
	rules *tttRules
	marks [2]uint16    // marks[s]: the cells of side s's marks
	turn  variant.Side // the side to move, NoSide when the game is over
}

// ttt is the registered width.
type ttt = tttPos[uint16]

func tttFlag[M variant.MoveType]() M { return ^M(0) ^ (^M(0) >> 1) }

func tttStart[M variant.MoveType](o variant.Options) tttPos[M] {
	r := newTTTRules(o)
	return tttPos[M]{rules: r, turn: r.first}
}

// tttNew returns the start position for option text, for tests.
func tttNew(options string) ttt {
	o, err := tttVariant.ParseOptions(options)
	if err != nil {
		panic(err)
	}
	return tttStart[uint16](o)
}

func tttHasLine(m uint16) bool {
	for _, l := range tttLines {
		if m&l == l {
			return true
		}
	}
	return false
}

func (p tttPos[M]) Variant() *variant.Variant { return tttVariant }
func (p tttPos[M]) Options() variant.Options  { return p.rules.opts }
func (p tttPos[M]) Board() *board.Geometry    { return tttBoard }
func (p tttPos[M]) ToMove() variant.Side      { return p.turn }

func (p tttPos[M]) Moves(dst []M) []M {
	if p.turn == variant.NoSide {
		return dst
	}
	flag := tttFlag[M]()
	for free := ^(p.marks[0] | p.marks[1]) & tttFull; free != 0; free &= free - 1 {
		dst = append(dst, M(bits.TrailingZeros16(free))|flag)
	}
	return dst
}

func (p tttPos[M]) Actions(dst []M) []M { return dst }

func (p tttPos[M]) Play(m M) tttPos[M] {
	c := uint(m &^ tttFlag[M]())
	q := p
	q.marks[p.turn] |= 1 << c
	if q.Outcome().Over() {
		q.turn = variant.NoSide
	} else {
		q.turn = p.turn ^ 1
	}
	return q
}

func (p tttPos[M]) Outcome() variant.Outcome {
	for s := tttX; s <= tttO; s++ {
		if tttHasLine(p.marks[s]) {
			winner := s
			if p.rules.misere {
				winner ^= 1
			}
			return variant.Win(variant.SidesOf(winner), "three in a row")
		}
	}
	if p.marks[0]|p.marks[1] == tttFull {
		return variant.Draw("board full")
	}
	return variant.Outcome{}
}

// Hash packs the marks and the side to move into 26 bits, then mixes them
// with the splitmix64 finalizer (a bijection: distinct positions never
// collide).
func (p tttPos[M]) Hash() uint64 {
	return mix64(uint64(p.marks[0]) | uint64(p.marks[1])<<9 | uint64(p.turn)<<18)
}

func mix64(z uint64) uint64 {
	z ^= z >> 30
	z *= 0xbf58476d1ce4e5b9
	z ^= z >> 27
	z *= 0x94d049bb133111eb
	return z ^ z>>31
}

func (p tttPos[M]) at(c int) byte {
	switch {
	case p.marks[0]>>c&1 != 0:
		return 'x'
	case p.marks[1]>>c&1 != 0:
		return 'o'
	}
	return '.'
}

func (p tttPos[M]) String() string {
	b := make([]byte, 0, 13)
	for r := 2; r >= 0; r-- {
		for f := range 3 {
			b = append(b, p.at(3*r+f))
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ')
	if p.turn == variant.NoSide {
		b = append(b, '-')
	} else {
		b = append(b, tttLetters[p.turn])
	}
	return string(b)
}

func (p tttPos[M]) MoveText(m M) string {
	c := m &^ tttFlag[M]()
	if m&tttFlag[M]() == 0 || c > 8 {
		return "?"
	}
	return tttBoard.Name(board.Cell(c))
}

func (p tttPos[M]) ParseMove(text string) (M, error) {
	c, err := tttBoard.Parse(text)
	if err != nil {
		return 0, &variant.ParseError{Kind: variant.ErrMove, Input: text, Offset: 0,
			Reason: "want the square to mark, a1..c3", Cause: err}
	}
	if p.turn == variant.NoSide {
		return 0, variant.Illegal(text, "the game is over")
	}
	if s := p.at(int(c)); s != '.' {
		return 0, variant.Illegal(text, fmt.Sprintf("%s is taken by %c", tttBoard.Name(c), s))
	}
	return M(c) | tttFlag[M](), nil
}

func (p tttPos[M]) Pieces(dst []variant.Piece) []variant.Piece {
	for c := range 9 {
		switch p.at(c) {
		case 'x':
			dst = append(dst, variant.Piece{Cell: board.Cell(c), Side: tttX, Kind: "cross", Label: "X"})
		case 'o':
			dst = append(dst, variant.Piece{Cell: board.Cell(c), Side: tttO, Kind: "nought", Label: "O"})
		}
	}
	return dst
}

// tttParse reads position text (see the grammar at the top of the file)
// and checks that the position can arise in a game with the options.
func tttParse[M variant.MoveType](text string, o variant.Options) (tttPos[M], error) {
	r := newTTTRules(o)
	p := tttPos[M]{rules: r}
	i := 0
	for rank := 2; rank >= 0; rank-- {
		for f := range 3 {
			if i >= len(text) {
				return p, variant.PositionError(text, i, fmt.Sprintf("rank %d ends after %d squares; want 3", rank+1, f))
			}
			switch text[i] {
			case 'x':
				p.marks[0] |= 1 << (3*rank + f)
			case 'o':
				p.marks[1] |= 1 << (3*rank + f)
			case '.':
			default:
				return p, variant.PositionError(text, i, fmt.Sprintf("want x, o or . for square %s, not %q", tttBoard.Name(board.Cell(3*rank+f)), text[i]))
			}
			i++
		}
		if rank > 0 {
			if i >= len(text) || text[i] != '/' {
				return p, variant.PositionError(text, i, fmt.Sprintf("want '/' after rank %d", rank+1))
			}
			i++
		}
	}
	if i >= len(text) || text[i] != ' ' {
		return p, variant.PositionError(text, i, "want a space and the side to move after the board")
	}
	i++
	if i >= len(text) {
		return p, variant.PositionError(text, i, "want the side to move: x, o or -")
	}
	turn := text[i]
	if turn != 'x' && turn != 'o' && turn != '-' {
		return p, variant.PositionError(text, i, fmt.Sprintf("want the side to move: x, o or -, not %q", turn))
	}
	if i+1 != len(text) {
		return p, variant.PositionError(text, i+1, "unexpected text after the side to move")
	}
	// The position must be reachable: players alternate from r.first, and
	// only the player who moved last can have three in a row.
	f, s := r.first, r.first^1
	nf, ns := bits.OnesCount16(p.marks[f]), bits.OnesCount16(p.marks[s])
	if nf != ns && nf != ns+1 {
		return p, variant.PositionError(text, -1, fmt.Sprintf("%c has %d marks and %c %d: the players alternate, %c first",
			tttLetters[f], nf, tttLetters[s], ns, tttLetters[f]))
	}
	last := s
	if nf > ns {
		last = f
	}
	for x := tttX; x <= tttO; x++ {
		if tttHasLine(p.marks[x]) && x != last {
			return p, variant.PositionError(text, -1, fmt.Sprintf("%c has three in a row but %c moved last", tttLetters[x], tttLetters[last]))
		}
	}
	next := f
	if nf > ns {
		next = s
	}
	p.turn = next
	if p.Outcome().Over() {
		p.turn = variant.NoSide
		if turn != '-' {
			return p, variant.PositionError(text, i, "the game is over: the side to move must be -")
		}
		return p, nil
	}
	if turn != tttLetters[next] {
		return p, variant.PositionError(text, i, fmt.Sprintf("%c is to move, not %s", tttLetters[next], strings.TrimSpace(string(turn))))
	}
	return p, nil
}
