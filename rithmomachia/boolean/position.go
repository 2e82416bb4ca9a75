package boolean

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Position is a position of Boolean Rithmomachia: the pieces on the cube,
// the pieces still in hand during the placement phase, the side to move and
// the count of turns without a capture. It is an immutable value of fixed
// size: Play returns a new position, and a position may be shared between
// goroutines. The zero Position is an empty cube with the default options;
// make positions with [Start] or [Parse].
type Position struct {
	cells  [64]uint8 // piece codes: 0 empty, else present | owner<<4 | value
	occ    [2]uint64 // the cells of each side's pieces
	pyr    uint64    // the cells of the pyramids
	hand   [2]uint16 // the values each side has still to place (§8.3 (a))
	quiet  uint16    // consecutive turns without a capture (§8.6)
	toMove uint8     // the side whose turn it is (also kept when the game is over)
	cfg    *config   // the options; nil means the default options
}

func (p *Position) conf() *config {
	if p.cfg == nil {
		return defaultConfig
	}
	return p.cfg
}

// Start returns the start position for the options: an empty cube with
// every piece in hand for the placement phase, or the standard set-up
// (§8.3, D72). Errors match variant.ErrOption.
func Start(o variant.Options) (Position, error) {
	c, err := newConfig(o)
	if err != nil {
		return Position{}, err
	}
	return start(c), nil
}

func start(c *config) Position {
	p := Position{cfg: c, toMove: c.first}
	if !c.standard {
		p.hand = [2]uint16{0xFFFF, 0xFFFF}
		return p
	}
	for side := range uint8(2) {
		for r := range 4 {
			for f := range 4 {
				cell := Board.CellAt(board.Coord{File: f, Rank: r, Layer: planeLayer[side]})
				p.put(int(cell), side, StandardValue(f, r))
			}
		}
	}
	return p
}

// New returns the start position for option text ("setup=standard"), or an
// error matching variant.ErrOption.
func New(options string) (Position, error) {
	o, err := Variant.ParseOptions(options)
	if err != nil {
		return Position{}, err
	}
	return Start(o)
}

func (p *Position) put(c int, owner uint8, v int) {
	p.cells[c] = code(owner, v)
	p.occ[owner] |= 1 << c
	if shapeOf[v] == Pyramid {
		p.pyr |= 1 << c
	}
}

func (p *Position) remove(c int) {
	p.cells[c] = 0
	bit := uint64(1) << c
	p.occ[0] &^= bit
	p.occ[1] &^= bit
	p.pyr &^= bit
}

// Variant returns the registry entry, [Variant].
func (p Position) Variant() *variant.Variant { return &Variant }

// Options returns the options the position was made with.
func (p Position) Options() variant.Options { return p.conf().opts }

// Board returns the 4x4x4 cube.
func (p Position) Board() *board.Geometry { return Board }

// Equations returns the set of enabled equations (EqNOT | EqAND ...).
func (p Position) Equations() uint8 { return p.conf().equations }

// Placing reports whether the game is in its placement phase: some piece
// is still in hand (§8.3 (a)).
func (p Position) Placing() bool { return p.hand[0]|p.hand[1] != 0 }

// Turn returns the side whose turn it is, even when the game is over (then
// ToMove returns variant.NoSide).
func (p Position) Turn() variant.Side { return variant.Side(p.toMove) }

// QuietTurns returns the number of consecutive turns without a capture
// (§8.6, the nocapturelimit option).
func (p Position) QuietTurns() int { return int(p.quiet) }

// At returns the value and owner of the piece on cell c, and whether there
// is one.
func (p Position) At(c board.Cell) (value int, owner variant.Side, ok bool) {
	if !Board.Valid(c) || p.cells[c] == 0 {
		return 0, variant.NoSide, false
	}
	k := p.cells[c]
	return int(k & 15), variant.Side(k >> 4 & 1), true
}

// Hand returns the values side x has still to place, in increasing order.
func (p Position) Hand(x variant.Side) []int {
	if x > 1 {
		return nil
	}
	var out []int
	for h := p.hand[x]; h != 0; h &= h - 1 {
		out = append(out, bits.TrailingZeros16(h))
	}
	return out
}

// Pieces appends the pieces: those on the cube in cell order, then those
// in hand (Cell board.NoCell), White's first. Kind is the shape, Value the
// number, Label the piece's token in position text ("S7", "p15").
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for c := range 64 {
		if k := p.cells[c]; k != 0 {
			dst = append(dst, piece(board.Cell(c), k>>4&1, int(k&15)))
		}
	}
	for side := range uint8(2) {
		for h := p.hand[side]; h != 0; h &= h - 1 {
			dst = append(dst, piece(board.NoCell, side, bits.TrailingZeros16(h)))
		}
	}
	return dst
}

func piece(c board.Cell, owner uint8, v int) variant.Piece {
	return variant.Piece{
		Cell:  c,
		Side:  variant.Side(owner),
		Kind:  shapeOf[v].String(),
		Label: string(appendToken(nil, owner, v)),
		Value: v,
	}
}

// Zobrist keys, made once at init from a fixed seed.
var (
	zPiece [64][32]uint64
	zHand  [2][16]uint64
	zSide  uint64
)

func init() {
	seed := uint64(0x0b001ea2)
	next := func() uint64 { return variant.SplitMix64(&seed) }
	for c := range zPiece {
		for k := range zPiece[c] {
			zPiece[c][k] = next()
		}
	}
	for x := range zHand {
		for v := range zHand[x] {
			zHand[x][v] = next()
		}
	}
	zSide = next()
}

// Hash returns a hash of the pieces, the hands and the side to move. The
// count of turns without a capture is left out, as chess leaves out its
// fifty-move clock.
func (p Position) Hash() uint64 {
	var h uint64
	for t := p.occ[0] | p.occ[1]; t != 0; t &= t - 1 {
		c := bits.TrailingZeros64(t)
		h ^= zPiece[c][p.cells[c]&31]
	}
	for x := range 2 {
		for t := p.hand[x]; t != 0; t &= t - 1 {
			h ^= zHand[x][bits.TrailingZeros16(t)]
		}
	}
	if p.toMove == black {
		h ^= zSide
	}
	return h
}

// Actions returns dst: the game has no actions besides its turn moves.
func (p Position) Actions(dst []Move) []Move { return dst }
