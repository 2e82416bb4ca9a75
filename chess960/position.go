package chess960

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// Position is a chess position: the pieces, the side to move, the castling
// rights, the en passant square, the move counters, and whether the game is
// Chess960 or standard chess (which only changes how castling is written in
// FEN and UCI). Positions are immutable values of 96 bytes: [Position.Play]
// returns a new one, and any Position may be shared between goroutines.
//
// The zero Position is not a valid position; make positions with [New],
// [FromID] (its number may come from the die procedure of [DiceID]),
// [Standard], [Random] or [ParseFEN].
type Position struct {
	pieces   [6]uint64 // by Kind
	colors   [2]uint64 // by Color
	hash     uint64
	castling uint64 // the squares of the rooks that keep their castling rights
	halfmove uint16 // plies since the last capture or pawn move
	fullmove uint16 // number of the current full move, from 1
	start    uint16 // the start option the position was created with (noStart: none)
	ep       uint8  // en passant target square, or noSquare; set only when a legal en passant capture exists
	toMove   Color
	standard bool // standard chess rather than Chess960
}

// noStart marks a position whose start option is not a fixed id.
const noStart = 0xFFFF

func (p *Position) occupied() uint64 { return p.colors[White] | p.colors[Black] }

// kindAt returns the kind of the piece on s, or NoKind.
func (p *Position) kindAt(s int) Kind {
	b := bit(s)
	if p.occupied()&b == 0 {
		return NoKind
	}
	for k := Pawn; k < King; k++ {
		if p.pieces[k]&b != 0 {
			return k
		}
	}
	return King
}

// colorAt returns the colour of the piece on s; it is only meaningful for an
// occupied square.
func (p *Position) colorAt(s int) Color {
	if p.colors[Black]&bit(s) != 0 {
		return Black
	}
	return White
}

func (p *Position) kingSquare(c Color) int {
	return bits.TrailingZeros64(p.pieces[King] & p.colors[c])
}

// attackers returns the pieces of both colours that attack s, as if the
// board held the pieces of occ (the pieces themselves are read from p; a
// piece off occ still attacks unless the caller masks it out).
func (p *Position) attackers(s int, occ uint64) uint64 {
	return pawnAttacks[White][s]&p.pieces[Pawn]&p.colors[Black] |
		pawnAttacks[Black][s]&p.pieces[Pawn]&p.colors[White] |
		knightAttacks[s]&p.pieces[Knight] |
		kingAttacks[s]&p.pieces[King] |
		bishopAttacks(s, occ)&(p.pieces[Bishop]|p.pieces[Queen]) |
		rookAttacks(s, occ)&(p.pieces[Rook]|p.pieces[Queen])
}

// attackedBy reports whether a piece of colour by attacks s when the board
// holds the pieces of occ.
func (p *Position) attackedBy(s int, occ uint64, by Color) bool {
	them := p.colors[by] & occ
	if (pawnAttacks[by^1][s]&p.pieces[Pawn]|knightAttacks[s]&p.pieces[Knight]|kingAttacks[s]&p.pieces[King])&them != 0 {
		return true
	}
	if bishopAttacks(s, occ)&(p.pieces[Bishop]|p.pieces[Queen])&them != 0 {
		return true
	}
	return rookAttacks(s, occ)&(p.pieces[Rook]|p.pieces[Queen])&them != 0
}

// checkers returns the pieces giving check to the side to move.
func (p *Position) checkers() uint64 {
	k := p.kingSquare(p.toMove)
	return p.attackers(k, p.occupied()) & p.colors[p.toMove^1]
}

// InCheck reports whether the side to move is in check.
func (p Position) InCheck() bool { return p.checkers() != 0 }

// epLegal reports whether the pawn of the side to move on from may capture
// en passant on ep: whether its own king is safe afterwards, with the pawn
// moved and the captured pawn gone.
func (p *Position) epLegal(from, ep int) bool {
	us := p.toMove
	captured := ep ^ 8
	occ := p.occupied()&^(bit(from)|bit(captured)) | bit(ep)
	k := p.kingSquare(us)
	return p.attackers(k, occ)&p.colors[us^1]&^bit(captured)&occ == 0
}

// setEnPassant records ep as the en passant square, with its hash key, if
// a pawn of the side to move may legally capture there.
func (p *Position) setEnPassant(ep int) {
	cands := pawnAttacks[p.toMove^1][ep] & p.pieces[Pawn] & p.colors[p.toMove]
	for ; cands != 0; cands &= cands - 1 {
		if p.epLegal(bits.TrailingZeros64(cands), ep) {
			p.ep = uint8(ep)
			p.hash ^= zobristEP[ep&7]
			return
		}
	}
}

// Play returns the position after m, which must be a legal move of p (one
// that Moves or ParseMove returned). p is unchanged.
func (p Position) Play(m Move) Position {
	p.play(m)
	return p
}

func (p *Position) play(m Move) {
	from, to := m.From(), m.To()
	us := p.toMove
	them := us ^ 1
	piece := m.Piece()
	h := p.hash ^ zobristSide
	if p.ep != noSquare {
		h ^= zobristEP[p.ep&7]
		p.ep = noSquare
	}
	p.halfmove++
	castling := p.castling
	fb, tb := bit(from), bit(to)
	epSquare := -1
	if m.sort() == castlingMove {
		kto, rto := castleTargets(from, to)
		p.pieces[King] = p.pieces[King]&^fb | bit(kto)
		p.pieces[Rook] = p.pieces[Rook]&^tb | bit(rto)
		p.colors[us] = p.colors[us]&^(fb|tb) | bit(kto) | bit(rto)
		z := &zobristPieces[us]
		h ^= z[King][from] ^ z[King][kto] ^ z[Rook][to] ^ z[Rook][rto]
		castling &^= rank1 << (56 * uint(us))
	} else {
		if p.colors[them]&tb != 0 {
			k := p.kindAt(to)
			p.pieces[k] ^= tb
			p.colors[them] ^= tb
			h ^= zobristPieces[them][k][to]
			p.halfmove = 0
		}
		p.pieces[piece] ^= fb | tb
		p.colors[us] ^= fb | tb
		h ^= zobristPieces[us][piece][from] ^ zobristPieces[us][piece][to]
		switch piece {
		case Pawn:
			p.halfmove = 0
			switch m.sort() {
			case promotionMove:
				promo := m.Promotion()
				p.pieces[Pawn] ^= tb
				p.pieces[promo] ^= tb
				h ^= zobristPieces[us][Pawn][to] ^ zobristPieces[us][promo][to]
			case enPassantMove:
				c := to ^ 8
				p.pieces[Pawn] ^= bit(c)
				p.colors[them] ^= bit(c)
				h ^= zobristPieces[them][Pawn][c]
			default:
				if from^to == 16 {
					epSquare = (from + to) / 2
				}
			}
		case King:
			castling &^= rank1 << (56 * uint(us))
		}
		castling &^= fb | tb
	}
	if castling != p.castling {
		for c := castling ^ p.castling; c != 0; c &= c - 1 {
			h ^= zobristCastling[bits.TrailingZeros64(c)]
		}
		p.castling = castling
	}
	if us == Black {
		p.fullmove++
	}
	p.toMove = them
	p.hash = h
	if epSquare >= 0 && pawnAttacks[us][epSquare]&p.pieces[Pawn]&p.colors[them] != 0 {
		p.setEnPassant(epSquare)
	}
}

// Zobrist keys, made at initialisation from a fixed seed.
var (
	zobristPieces   [2][6][64]uint64
	zobristCastling [64]uint64
	zobristEP       [8]uint64
	zobristSide     uint64
)

func init() {
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { return variant.SplitMix64(&seed) }
	for c := range 2 {
		for k := range 6 {
			for s := range 64 {
				zobristPieces[c][k][s] = next()
			}
		}
	}
	for s := range 64 {
		zobristCastling[s] = next()
	}
	for f := range 8 {
		zobristEP[f] = next()
	}
	zobristSide = next()
}

// computeHash computes the Zobrist hash of p from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := White; c <= Black; c++ {
		for k := Pawn; k <= King; k++ {
			for b := p.pieces[k] & p.colors[c]; b != 0; b &= b - 1 {
				h ^= zobristPieces[c][k][bits.TrailingZeros64(b)]
			}
		}
	}
	for b := p.castling; b != 0; b &= b - 1 {
		h ^= zobristCastling[bits.TrailingZeros64(b)]
	}
	if p.ep != noSquare {
		h ^= zobristEP[p.ep&7]
	}
	if p.toMove == Black {
		h ^= zobristSide
	}
	return h
}
