package enochian

import (
	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// zobrist holds random keys for (square, piece) pairs, built at init.
var zobrist [64][128]uint64

func init() {
	seed := uint64(0x656e6f6368696e)
	for s := range zobrist {
		for k := range zobrist[s] {
			zobrist[s][k] = variant.SplitMix64(&seed)
		}
	}
}

func boardCell(s int) board.Cell { return board.Cell(s) }

// Hash returns a 64-bit hash of everything that makes two positions the
// same for repetition: pieces, thrones, army states, turn and the pending
// offer. The ply count is left out.
func (p Position) Hash() uint64 {
	var h uint64
	for s, pc := range p.sq {
		if pc != 0 {
			h ^= zobrist[s][pc]
		}
	}
	comp := uint64(p.comp[0]) | uint64(p.comp[1])<<8 | uint64(p.comp[2])<<16 | uint64(p.comp[3])<<24
	st := uint64(p.turn) | uint64(p.frozen)<<8 | uint64(p.pawnLost)<<16 | uint64(p.offer)<<24 |
		uint64(p.lastKingCapturer)<<32 | uint64(p.end)<<40 | uint64(p.endArg)<<48
	if p.ptahArmed {
		st |= 1 << 63
	}
	st ^= uint64(p.die) << 56
	x := h ^ comp
	h = variant.SplitMix64(&x)
	x = h ^ st
	h = variant.SplitMix64(&x)
	for a := range 4 {
		x = h ^ (uint64(p.withdrawn[a]) | uint64(p.leader[a])<<8 | uint64(p.capturedBy[a])<<16 | uint64(p.capOrder[a])<<24)
		h = variant.SplitMix64(&x)
	}
	return h
}

// RepetitionOutcome is the optional adjudication by repetition (§9.3): a
// draw when the position has occurred the number of times set by the
// adjudication-repetitions option (off by default; the sources have no
// repetition rule).
func (p Position) RepetitionOutcome(n int) variant.Outcome {
	if r := p.cfg.repetitions; r > 0 && n >= r && p.end == endNone {
		return variant.Draw("adjudication")
	}
	return variant.Outcome{}
}
