package chess960

import "math/bits"

// generate appends the legal moves of the side to move to dst or, with
// count set, only counts them (perft's bulk counting: no list is written).
// It does not look at the move counters or the material: see over.
func (p *Position) generate(dst []Move, count bool) ([]Move, int) {
	return p.generateTo(dst, count, ^uint64(0))
}

// noisyMoves appends to dst the legal moves of p that may be noisy: its
// captures and promotions, and the few quiet moves of the king, to the
// last rank and of castling besides (the quiescence search keeps those
// noisy accepts).
func noisyMoves(p Position, dst []Move) []Move {
	last := rank8
	if p.toMove == Black {
		last = rank1
	}
	dst, _ = p.generateTo(dst, false, p.colors[p.toMove^1]|last)
	return dst
}

// generateTo is generate with the moves of the pieces but the king
// limited to the destinations in want (all squares, or the opponent's
// pieces and the last rank), and the en passant captures besides. The
// king's moves and castling are not limited: applying want to them too
// cost perft 1 % more instructions (registers), for a few moves the
// quiescence search drops.
func (p *Position) generateTo(dst []Move, count bool, want uint64) ([]Move, int) {
	us := p.toMove
	them := us ^ 1
	own, opp := p.colors[us], p.colors[them]
	occ := own | opp
	kb := p.pieces[King] & own
	ksq := bits.TrailingZeros64(kb)
	diag := (p.pieces[Bishop] | p.pieces[Queen]) & opp
	orth := (p.pieces[Rook] | p.pieces[Queen]) & opp
	checkers := (knightAttacks[ksq]&p.pieces[Knight] | pawnAttacks[us][ksq]&p.pieces[Pawn]) & opp
	checkers |= bishopAttacks(ksq, occ)&diag | rookAttacks(ksq, occ)&orth
	n := 0

	// King steps: to squares no enemy piece attacks once the king has left
	// its square (so that a slider's ray through it counts).
	{
		var danger uint64
		for b := p.pieces[Knight] & opp; b != 0; b &= b - 1 {
			danger |= knightAttacks[bits.TrailingZeros64(b)]
		}
		theirPawns := p.pieces[Pawn] & opp
		if us == White {
			danger |= (theirPawns&^fileA)>>9 | (theirPawns&^fileH)>>7
		} else {
			danger |= (theirPawns&^fileA)<<7 | (theirPawns&^fileH)<<9
		}
		danger |= kingAttacks[bits.TrailingZeros64(p.pieces[King]&opp)]
		occNoKing := occ ^ kb
		base := uint32(ksq) | uint32(King)<<18
		for t := kingAttacks[ksq] &^ own &^ danger; t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(t)
			if bishopAttacks(to, occNoKing)&diag != 0 || rookAttacks(to, occNoKing)&orth != 0 {
				continue
			}
			if count {
				n++
			} else {
				dst = append(dst, Move(base|uint32(to)<<6))
			}
		}
	}
	if checkers&(checkers-1) != 0 {
		return dst, n // double check: only the king moves
	}

	// Where the other pieces may go: anywhere not our own, or, in check, to
	// the checker's square or between it and the king.
	target := ^own & want
	if checkers != 0 {
		target = (between[ksq][bits.TrailingZeros64(checkers)] | checkers) & want
	}
	// Pinned pieces: our only piece between the king and an enemy slider.
	var pinned uint64
	for s := bishopAttacks(ksq, opp)&diag | rookAttacks(ksq, opp)&orth; s != 0; s &= s - 1 {
		b := between[ksq][bits.TrailingZeros64(s)] & own
		if b != 0 && b&(b-1) == 0 {
			pinned |= b
		}
	}
	if checkers != 0 {
		// A pinned piece cannot answer a check: the pin's line and the
		// check's line meet only on the king's square.
		own &^= pinned
	}

	for b := p.pieces[Knight] & own &^ pinned; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		t := knightAttacks[from] & target
		if count {
			n += bits.OnesCount64(t)
			continue
		}
		base := uint32(from) | uint32(Knight)<<18
		for ; t != 0; t &= t - 1 {
			dst = append(dst, Move(base|uint32(bits.TrailingZeros64(t))<<6))
		}
	}
	for b := (p.pieces[Bishop] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		t := bishopAttacks(from, occ) & target
		if pinned&bit(from) != 0 {
			t &= line[ksq][from]
		}
		if count {
			n += bits.OnesCount64(t)
			continue
		}
		base := uint32(from) | uint32(Bishop)<<18
		if p.pieces[Queen]&bit(from) != 0 {
			base = uint32(from) | uint32(Queen)<<18
		}
		for ; t != 0; t &= t - 1 {
			dst = append(dst, Move(base|uint32(bits.TrailingZeros64(t))<<6))
		}
	}
	for b := (p.pieces[Rook] | p.pieces[Queen]) & own; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		t := rookAttacks(from, occ) & target
		if pinned&bit(from) != 0 {
			t &= line[ksq][from]
		}
		if count {
			n += bits.OnesCount64(t)
			continue
		}
		base := uint32(from) | uint32(Rook)<<18
		if p.pieces[Queen]&bit(from) != 0 {
			base = uint32(from) | uint32(Queen)<<18
		}
		for ; t != 0; t &= t - 1 {
			dst = append(dst, Move(base|uint32(bits.TrailingZeros64(t))<<6))
		}
	}

	// Pawns. Unpinned pawns move in bulk, by shifting the whole set.
	pawns := p.pieces[Pawn] & own
	free := pawns &^ pinned
	empty := ^occ
	var push1, push2, capW, capE uint64
	var fwd, dW, dE int // to - from for a push, a capture towards a, towards h
	var promoRank uint64
	if us == White {
		push1 = free << 8 & empty
		push2 = (push1 & rank3) << 8 & empty & target
		capW = (free &^ fileA) << 7 & opp & target
		capE = (free &^ fileH) << 9 & opp & target
		fwd, dW, dE, promoRank = 8, 7, 9, rank8
	} else {
		push1 = free >> 8 & empty
		push2 = (push1 & rank6) >> 8 & empty & target
		capW = (free &^ fileA) >> 9 & opp & target
		capE = (free &^ fileH) >> 7 & opp & target
		fwd, dW, dE, promoRank = -8, -9, -7, rank1
	}
	push1 &= target
	if count {
		n += bits.OnesCount64(push1&^promoRank) + bits.OnesCount64(push2) +
			bits.OnesCount64(capW&^promoRank) + bits.OnesCount64(capE&^promoRank) +
			4*bits.OnesCount64((push1|capW)&promoRank) + 4*bits.OnesCount64(capE&promoRank)
	} else {
		dst = appendPawnMoves(dst, push1, fwd, promoRank)
		dst = appendPawnMoves(dst, push2, 2*fwd, 0)
		dst = appendPawnMoves(dst, capW, dW, promoRank)
		dst = appendPawnMoves(dst, capE, dE, promoRank)
	}
	// Pinned pawns move one by one, along the pin's line.
	for b := pawns & pinned & own; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		l := line[ksq][from]
		t := pawnAttacks[us][from] & opp
		if one := bit(from + fwd); one&occ == 0 {
			t |= one
			if home := us == White && rankOf(from) == 1 || us == Black && rankOf(from) == 6; home && bit(from+2*fwd)&occ == 0 {
				t |= bit(from + 2*fwd)
			}
		}
		t &= l & target
		for ; t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(t)
			if count {
				if bit(to)&promoRank != 0 {
					n += 4
				} else {
					n++
				}
				continue
			}
			dst = appendPawnMoves(dst, bit(to), to-from, promoRank)
		}
	}

	// En passant: rare enough to check each capture in full.
	if p.ep != noSquare {
		ep := int(p.ep)
		for b := pawnAttacks[them][ep] & pawns; b != 0; b &= b - 1 {
			from := bits.TrailingZeros64(b)
			if !p.epLegal(from, ep) {
				continue
			}
			if count {
				n++
			} else {
				dst = append(dst, newMove(from, ep, enPassantMove, NoKind, Pawn))
			}
		}
	}

	// Castling, Chess960 rules: king and rook go to their files (c and d,
	// or g and f); every square they cross or land on is empty but for the
	// two of them; the king is not in check and crosses or lands on no
	// attacked square, judged with the king and the rook off the board.
	if checkers == 0 {
		for r := p.castling & own; r != 0; r &= r - 1 {
			rsq := bits.TrailingZeros64(r)
			kto, rto := castleTargets(ksq, rsq)
			path := between[ksq][kto] | bit(kto)
			span := (path | between[rsq][rto] | bit(rto)) &^ (kb | bit(rsq))
			if span&occ != 0 {
				continue
			}
			occ2 := occ &^ (kb | bit(rsq))
			safe := true
			for s := path; s != 0; s &= s - 1 {
				if p.attackedBy(bits.TrailingZeros64(s), occ2, them) {
					safe = false
					break
				}
			}
			if !safe {
				continue
			}
			if count {
				n++
			} else {
				dst = append(dst, newMove(ksq, rsq, castlingMove, NoKind, King))
			}
		}
	}
	return dst, n
}

// appendPawnMoves appends a move for each pawn arriving on a square of
// targets from the square delta behind it, four moves (queen, rook, bishop,
// knight) when it arrives on the promotion rank.
func appendPawnMoves(dst []Move, targets uint64, delta int, promoRank uint64) []Move {
	for t := targets &^ promoRank; t != 0; t &= t - 1 {
		to := bits.TrailingZeros64(t)
		dst = append(dst, Move(uint32(to-delta)|uint32(to)<<6|uint32(Pawn)<<18))
	}
	for t := targets & promoRank; t != 0; t &= t - 1 {
		to := bits.TrailingZeros64(t)
		base := uint32(to-delta) | uint32(to)<<6 | promotionMove<<12 | uint32(Pawn)<<18
		dst = append(dst, Move(base|uint32(Queen)<<15), Move(base|uint32(Rook)<<15),
			Move(base|uint32(Bishop)<<15), Move(base|uint32(Knight)<<15))
	}
	return dst
}

// over reports whether the game ended by a rule the move list does not
// show: the seventy-five-move rule or a dead position.
func (p *Position) over() bool {
	return p.halfmove >= 150 || p.pieces[Pawn]|p.pieces[Rook]|p.pieces[Queen] == 0 && p.deadMaterial()
}

// deadMaterial reports insufficient material to mate by any series of
// legal moves: king against king, king and one minor piece against king,
// or kings and bishops only, all bishops on squares of one colour.
func (p *Position) deadMaterial() bool {
	if p.pieces[Pawn]|p.pieces[Rook]|p.pieces[Queen] != 0 {
		return false
	}
	minors := p.pieces[Knight] | p.pieces[Bishop]
	if minors&(minors-1) == 0 {
		return true
	}
	return p.pieces[Knight] == 0 && (p.pieces[Bishop]&lightSquares == 0 || p.pieces[Bishop]&^lightSquares == 0)
}
