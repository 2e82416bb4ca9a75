package chess960

import (
	"math/bits"

	"github.com/ludus-chess/ludus/variant"
)

// PieceValues are the material values [Evaluate] counts, in centipawns, by
// Kind: the customary 1, 3, 3, 5, 9 pawns.
var PieceValues = [...]int{Pawn: 100, Knight: 300, Bishop: 310, Rook: 500, Queen: 900, King: 0}

// EvalWeights are the terms of [Evaluate] besides the material, in
// centipawns. A pair holds a term's weight in the middlegame and in the
// endgame; Evaluate interpolates between them by the phase, read from the
// pieces left (knight and bishop 1, rook 2, queen 4, 24 at the start).
type EvalWeights struct {
	Tempo       int       // for the side to move
	PawnRank    [8][2]int // a pawn by its rank counted from its side (0: first rank)
	Passed      [8][2]int // more for a passed pawn (no enemy pawn ahead on its file or the next), by rank
	Doubled     [2]int    // a pawn behind another of its side on its file
	Isolated    [2]int    // a pawn with none of its side on the next files
	CentreFile  [2]int    // a pawn on the d or e file beyond its first two ranks
	Ring        [6][4][2]int
	Mobility    [6][2]int // by kind, per square a piece attacks not held by its side
	BishopPair  [2]int
	RookOpen    [2]int // a rook on a file without pawns
	RookHalf    [2]int // a rook on a file without pawns of its side
	RookSeventh [2]int // a rook on the seventh rank counted from its side
	Shield      int    // middlegame: a pawn of the side just before its king (the three files, two ranks)
	KingOut     int    // middlegame: the king off its first rank, per rank
	KingFile    [8]int // middlegame: the king by its file, a to h (castled beside its rook, not in the centre)
	Undeveloped int    // middlegame: a knight or bishop on its first rank
	EarlyQueen  int    // middlegame: the queen off its first rank, per knight or bishop still there
	// KingAttack is, by kind, for each square of the enemy king's zone
	// (its square and the squares next to it) a piece attacks, counted in
	// the middlegame when at least two pieces attack the zone: a lone
	// attacker seldom mates.
	KingAttack [6]int
}

// Weights are the evaluation's terms. Provenance: set by hand from the
// textbook principles each term names (centralise knights, develop before
// the queen comes out, shelter the king until the endgame and then bring it
// to the centre (in the middlegame its place is on the wing it castles to,
// the b, c, g or h file, not the d, e or f file), advance passed pawns, double and isolated pawns are
// weak, rooks want open files and the seventh rank), in round numbers;
// not tuned on games. Ring[k][r] is for a piece of kind k on ring r of the
// board: 0 the four centre squares, 1 the twelve around them, 2 the next
// twenty, 3 the edge.
var Weights = EvalWeights{
	Tempo:       10,
	PawnRank:    [8][2]int{{0, 0}, {0, 0}, {2, 5}, {6, 10}, {12, 20}, {20, 35}, {30, 60}, {0, 0}},
	Passed:      [8][2]int{{0, 0}, {5, 10}, {5, 15}, {10, 25}, {20, 45}, {35, 75}, {60, 120}, {0, 0}},
	Doubled:     [2]int{-10, -20},
	Isolated:    [2]int{-12, -15},
	CentreFile:  [2]int{12, 0},
	BishopPair:  [2]int{25, 45},
	RookOpen:    [2]int{20, 10},
	RookHalf:    [2]int{10, 5},
	RookSeventh: [2]int{20, 25},
	Shield:      12,
	KingOut:     -25,
	KingFile:    [8]int{10, 20, 5, -20, -20, -20, 20, 10},
	Undeveloped: -12,
	EarlyQueen:  -10,
	KingAttack:  [6]int{Knight: 8, Bishop: 6, Rook: 8, Queen: 12},
	Ring: [6][4][2]int{
		Knight: {{25, 15}, {15, 10}, {0, 0}, {-25, -20}},
		Bishop: {{10, 10}, {8, 5}, {0, 0}, {-10, -10}},
		Queen:  {{0, 10}, {0, 5}, {0, 0}, {-5, -10}},
		King:   {{-20, 30}, {-15, 15}, {-5, 0}, {0, -20}},
	},
	Mobility: [6][2]int{Knight: {4, 4}, Bishop: {4, 5}, Rook: {2, 4}, Queen: {1, 2}},
}

// ring[s] is the ring of square s: 0 for d4, e4, d5 and e5, up to 3 on the
// edge.
var ring = func() (t [64]int) {
	for s := range t {
		f, r := fileOf(s), rankOf(s)
		t[s] = max(max(3-f, f-4), max(3-r, r-4))
	}
	return t
}()

// Masks of the pawn terms, by square: the files next to a square's, its
// file and the next ahead of it for each colour (the passed pawn test),
// and the king's shelter.
var (
	adjacentFiles [8]uint64
	passedMask    [2][64]uint64
	shelterMask   [2][64]uint64
)

func init() {
	for f := range 8 {
		if f > 0 {
			adjacentFiles[f] |= fileA << (f - 1)
		}
		if f < 7 {
			adjacentFiles[f] |= fileA << (f + 1)
		}
	}
	for s := range 64 {
		f, r := fileOf(s), rankOf(s)
		files := adjacentFiles[f] | fileA<<f
		for rr := r + 1; rr < 8; rr++ {
			passedMask[White][s] |= files & (rank1 << (8 * rr))
		}
		for rr := r - 1; rr >= 0; rr-- {
			passedMask[Black][s] |= files & (rank1 << (8 * rr))
		}
		for d := 1; d <= 2; d++ {
			if r+d < 8 {
				shelterMask[White][s] |= files & (rank1 << (8 * (r + d)))
			}
			if r-d >= 0 {
				shelterMask[Black][s] |= files & (rank1 << (8 * (r - d)))
			}
		}
	}
}

// Evaluate scores a position for side x (0 white, 1 black), in
// centipawns: material ([PieceValues]) and the terms of [Weights] for
// white less those for black, plus a tempo for the side to move, the
// middlegame and endgame weights interpolated by the phase. It is the
// evaluation the computer players of package variant/search use for chess
// and Chess960.
func Evaluate(p Position, x variant.Side) int { return Weights.Evaluate(p, x) }

// Evaluate is [Evaluate] with the terms of w in place of [Weights]: for
// tuners and matches between sets of weights, without changing the
// evaluation of the players.
func (w *EvalWeights) Evaluate(p Position, x variant.Side) int {
	var mg, eg [2]int
	phase := 0
	occ := p.occupied()
	pawns := p.pieces[Pawn]
	for c := White; c <= Black; c++ {
		us := p.colors[c]
		var zone uint64 // the enemy king's
		if k := p.pieces[King] &^ us; k != 0 {
			zone = kingAttacks[bits.TrailingZeros64(k)] | k
		}
		attackers, attack := 0, 0
		ownPawns, theirPawns := pawns&us, pawns&^us
		flip := 0
		if c == Black {
			flip = 56
		}
		for k := Pawn; k <= King; k++ {
			for b := p.pieces[k] & us; b != 0; b &= b - 1 {
				s := bits.TrailingZeros64(b)
				r := rankOf(s ^ flip) // the rank counted from c's side
				mg[c] += PieceValues[k]
				eg[c] += PieceValues[k]
				var att uint64
				switch k {
				case Pawn:
					mg[c] += w.PawnRank[r][0]
					eg[c] += w.PawnRank[r][1]
					f := fileOf(s)
					if passedMask[c][s]&theirPawns&(fileA<<f|adjacentFiles[f]) == 0 {
						mg[c] += w.Passed[r][0]
						eg[c] += w.Passed[r][1]
					}
					if passedMask[c][s]&ownPawns&(fileA<<f) != 0 {
						mg[c] += w.Doubled[0]
						eg[c] += w.Doubled[1]
					}
					if ownPawns&adjacentFiles[f] == 0 {
						mg[c] += w.Isolated[0]
						eg[c] += w.Isolated[1]
					}
					if (f == 3 || f == 4) && r >= 2 {
						mg[c] += w.CentreFile[0]
						eg[c] += w.CentreFile[1]
					}
					continue
				case Knight:
					att = knightAttacks[s]
					phase++
				case Bishop:
					att = bishopAttacks(s, occ)
					phase++
				case Rook:
					att = rookAttacks(s, occ)
					phase += 2
					file := fileA << fileOf(s)
					switch {
					case pawns&file == 0:
						mg[c] += w.RookOpen[0]
						eg[c] += w.RookOpen[1]
					case ownPawns&file == 0:
						mg[c] += w.RookHalf[0]
						eg[c] += w.RookHalf[1]
					}
					if r == 6 {
						mg[c] += w.RookSeventh[0]
						eg[c] += w.RookSeventh[1]
					}
				case Queen:
					att = bishopAttacks(s, occ) | rookAttacks(s, occ)
					phase += 4
				case King:
					mg[c] += w.Shield*bits.OnesCount64(shelterMask[c][s]&ownPawns) + w.KingOut*r + w.KingFile[fileOf(s)]
				}
				if (k == Knight || k == Bishop) && r == 0 {
					mg[c] += w.Undeveloped
				}
				ring := ring[s]
				mg[c] += w.Ring[k][ring][0]
				eg[c] += w.Ring[k][ring][1]
				n := bits.OnesCount64(att &^ us)
				mg[c] += w.Mobility[k][0] * n
				eg[c] += w.Mobility[k][1] * n
				if z := bits.OnesCount64(att & zone); z > 0 {
					attackers++
					attack += w.KingAttack[k] * z
				}
			}
		}
		if attackers >= 2 {
			mg[c] += attack
		}
		if bits.OnesCount64(p.pieces[Bishop]&us) >= 2 {
			mg[c] += w.BishopPair[0]
			eg[c] += w.BishopPair[1]
		}
		first := rank1
		if c == Black {
			first = rank8
		}
		if q := p.pieces[Queen] & us; q != 0 && q&first == 0 {
			mg[c] += w.EarlyQueen * bits.OnesCount64((p.pieces[Knight]|p.pieces[Bishop])&us&first)
		}
	}
	phase = min(phase, 24)
	mgScore, egScore := mg[White]-mg[Black], eg[White]-eg[Black]
	score := (mgScore*phase + egScore*(24-phase)) / 24
	if p.toMove == White {
		score += w.Tempo
	} else {
		score -= w.Tempo
	}
	if x == variant.Side(Black) {
		score = -score
	}
	return score
}

func init() {
	evaluate := func(p variant.AnyPosition, x variant.Side) int { return Evaluate(p.Typed().(Position), x) }
	Chess960.Evaluate = evaluate
	Chess.Evaluate = evaluate
}
