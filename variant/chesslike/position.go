package chesslike

import (
	"math/bits"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// Position is a position of a chess-like game: an immutable value of fixed
// size (no slices or maps), so that Play returns a new position without
// allocating and any position may be shared between goroutines. The zero
// Position is not valid: make positions with [Rules.Start] or
// [Rules.Parse].
type Position struct {
	r       *Rules
	squares [board.MaxCells]uint8 // piece codes: 0 empty, 1+kind+side*MaxKinds
	sides   [2]board.Set
	kinds   [MaxKinds]board.Set
	hash    uint64
	ep      board.Set  // en-passant targets for the side to move
	castle  board.Set  // cells of the rooks that keep their castling right
	victim  board.Cell // the piece an en-passant capture takes
	stm     uint8
	known   uint8  // whether the game is over, if known: unknown, ongoing or finished (see settle)
	clock   uint16 // plies since the last capture or pawn move
	number  uint16 // move number, from 1
	held    [2][MaxKinds]uint8
	state   uint32 // the game's own state (Hooks.NextState)
}

// Rules returns the position's rules.
func (p Position) Rules() *Rules { return p.r }

// Variant returns the registry entry of the game.
func (p Position) Variant() *variant.Variant { return p.r.variant }

// Options returns the options the position was created with.
func (p Position) Options() variant.Options { return p.r.options }

// Board returns the geometry of the board.
func (p Position) Board() *board.Geometry { return p.r.geo }

// SideToMove returns the side whose turn it is, even when the game is
// over (ToMove returns NoSide then).
func (p Position) SideToMove() variant.Side { return variant.Side(p.stm) }

// At returns the side and kind (an index into the game's kinds) of the
// piece on c, and false if c is empty.
func (p Position) At(c board.Cell) (side variant.Side, kind int, ok bool) {
	if int(c) >= p.r.cells || p.squares[c] == 0 {
		return variant.NoSide, -1, false
	}
	pc := p.squares[c]
	return variant.Side(codeSide(pc)), codeKind(pc), true
}

// Occupied returns the cells holding a piece.
func (p Position) Occupied() board.Set { return p.sides[0].Union(p.sides[1]) }

// Side returns the cells of side x's pieces.
func (p Position) Side(x variant.Side) board.Set {
	if x > 1 {
		return board.Set{}
	}
	return p.sides[x]
}

// Cells returns the cells of side x's pieces of kind k.
func (p Position) Cells(x variant.Side, k int) board.Set {
	if x > 1 || k < 0 || k >= p.r.nk {
		return board.Set{}
	}
	return p.kinds[k].Intersect(p.sides[x])
}

// KindCells returns the cells of both sides' pieces of kind k.
func (p Position) KindCells(k int) board.Set {
	if k < 0 || k >= p.r.nk {
		return board.Set{}
	}
	return p.kinds[k]
}

// Held returns how many pieces of kind k side x holds off the board: in
// hand, or detained by the opponent in games with captives.
func (p Position) Held(x variant.Side, k int) int {
	if x > 1 || k < 0 || k >= p.r.nk {
		return 0
	}
	return int(p.held[x][k])
}

// State returns the game's own state (see Hooks.NextState): 0 in games
// without one.
func (p Position) State() uint32 { return p.state }

// EnPassant returns the cells on which the side to move may capture en
// passant.
func (p Position) EnPassant() board.Set { return p.ep }

// CastlingRights returns the cells of the rooks that keep a castling right.
func (p Position) CastlingRights() board.Set { return p.castle }

// Clock returns the number of plies since the last capture or pawn move.
func (p Position) Clock() int { return int(p.clock) }

// MoveNumber returns the number of the current move (from 1).
func (p Position) MoveNumber() int { return int(p.number) }

// Hash returns a 64-bit hash of the pieces, their places, the side to move,
// castling rights, en-passant targets and held pieces: what makes two
// positions the same for the repetition rules.
func (p Position) Hash() uint64 { return p.hash }

// InCheck reports whether a royal piece of the side to move is attacked.
func (p Position) InCheck() bool {
	us := int(p.stm)
	occ := p.Occupied()
	for rs := p.royals(us); !rs.Empty(); {
		if p.attacked(us^1, rs.PopFirst(), occ, p.sides[us^1]) {
			return true
		}
	}
	return false
}

// royals returns the cells of side x's royal pieces.
func (p *Position) royals(x int) board.Set {
	var s board.Set
	for m := p.r.royal; m != 0; m &= m - 1 {
		s = s.Union(p.kinds[bits.TrailingZeros16(m)])
	}
	return s.Intersect(p.sides[x])
}

// union returns the cells of the kinds in mask.
func (p *Position) union(mask uint16) board.Set {
	if mask != 0 && mask&(mask-1) == 0 { // one kind: most attack groups
		return p.kinds[bits.TrailingZeros16(mask)&(MaxKinds-1)]
	}
	var s board.Set
	for ; mask != 0; mask &= mask - 1 {
		s = s.Union(p.kinds[bits.TrailingZeros16(mask)])
	}
	return s
}

// Pieces appends the pieces on the board and those held off it.
func (p Position) Pieces(dst []variant.Piece) []variant.Piece {
	for c := range p.r.cells {
		pc := p.squares[c]
		if pc == 0 {
			continue
		}
		k := &p.r.kinds[codeKind(pc)]
		if k.carrier >= 0 {
			// A stacked pair: the carrier below, its passenger on it.
			for level, part := range []int8{k.carrier, k.rider} {
				pk := &p.r.kinds[part]
				dst = append(dst, variant.Piece{
					Cell:  board.Cell(c),
					Level: level,
					Side:  variant.Side(codeSide(pc)),
					Kind:  pk.name,
					Label: string(letterFor(pk.letter, codeSide(pc))),
				})
			}
			continue
		}
		dst = append(dst, variant.Piece{
			Cell:  board.Cell(c),
			Side:  variant.Side(codeSide(pc)),
			Kind:  k.name,
			Label: string(letterFor(k.letter, codeSide(pc))),
		})
	}
	for x := range 2 {
		for k := range p.r.nk {
			for range p.held[x][k] {
				dst = append(dst, variant.Piece{
					Cell:  board.NoCell,
					Side:  variant.Side(x),
					Kind:  p.r.kinds[k].name,
					Label: string(letterFor(p.r.kinds[k].letter, x)),
				})
			}
		}
	}
	return dst
}

// computeHash recomputes the hash from scratch (the incremental hash must
// always equal it).
func (p *Position) computeHash() uint64 {
	r := p.r
	var h uint64
	for c := range r.cells {
		if pc := p.squares[c]; pc != 0 {
			h ^= r.zobrist[int(pc)*board.MaxCells+c]
		}
	}
	if p.stm == 1 {
		h ^= r.sideKey
	}
	for t := p.ep; !t.Empty(); {
		h ^= r.epKey[t.PopFirst()]
	}
	for t := p.castle; !t.Empty(); {
		h ^= r.castKey[t.PopFirst()]
	}
	for x := range 2 {
		for k := range r.nk {
			h ^= r.heldKey(x, k, int(p.held[x][k]))
		}
	}
	return h ^ r.stateKeyOf(p.state)
}

// setState replaces the game's own state and updates the hash.
func (p *Position) setState(s uint32) {
	p.hash ^= p.r.stateKeyOf(p.state) ^ p.r.stateKeyOf(s)
	p.state = s
}

// put places a piece (the cell must be empty) and updates the hash.
func (p *Position) put(c board.Cell, side, kind int) {
	pc := uint8(code(side, kind))
	p.squares[c] = pc
	p.sides[side] = p.sides[side].With(c)
	p.kinds[kind] = p.kinds[kind].With(c)
	p.hash ^= p.r.zobrist[int(pc)*board.MaxCells+int(c)]
}

// remove takes the piece off c (which must hold one) and updates the hash.
func (p *Position) remove(c board.Cell) {
	pc := p.squares[c]
	side, kind := codeSide(pc), codeKind(pc)
	p.squares[c] = 0
	p.sides[side] = p.sides[side].Without(c)
	p.kinds[kind] = p.kinds[kind].Without(c)
	p.hash ^= p.r.zobrist[int(pc)*board.MaxCells+int(c)]
}

func (p *Position) setHeld(side, kind, n int) {
	p.hash ^= p.r.heldKey(side, kind, int(p.held[side][kind])) ^ p.r.heldKey(side, kind, n)
	p.held[side][kind] = uint8(n)
}
