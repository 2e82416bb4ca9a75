package enochian

import "math/bits"

// Precomputed movement tables on the 8x8 board, built at package init and
// never written afterwards. Bitboards use bit s for square s (a1 = 0).

var (
	kingSteps   [64]uint64
	orthSteps   [64]uint64 // the orthogonal King steps: a rook's nearest squares
	queenLeaps  [64]uint64 // (±2, 0), (0, ±2), (±2, ±2): §3
	knightLeaps [64]uint64
	// rays[d][s] are the squares from s in direction d up to the edge.
	rays [8][64]uint64
	// pawnPush[a][s] is the square ahead of a pawn of army a on s (noSq at
	// the edge); pawnCaps[a][s] its two capture squares; pawnAttackers[a][s]
	// the squares from which a pawn of army a attacks s.
	pawnPush      [4][64]int8
	pawnCaps      [4][64]uint64
	pawnAttackers [4][64]uint64
	// edge[a] is army a's promotion edge (§1.4).
	edge [4]uint64
	// angleMask[a] is army a's Angle, the 4x4 quadrant of its throne (§1.1).
	angleMask [4]uint64
	// concourseOf[s] is the index+1 of the concourse set holding s, 0 if
	// none; concourseMask holds the squares of the five sets.
	concourseOf       [64]uint8
	concourseMask     uint64
	concourseSetMasks [5]uint64 // the squares of each set
	// lineMask[s] holds the squares on the rook and bishop lines through s;
	// kingLines[d][s] the squares on the lines of ray d (d < 4) and its
	// opposite through the squares next to s: where a slider attacking
	// one of them along that line stands.
	lineMask  [64]uint64
	kingLines [4][64]uint64
	// rookLines[s] and bishopLines[s] are the rook's and the bishop's
	// lines through s; rayFrom[s][t] is the direction of the ray from s
	// through t, or -1 when none passes.
	rookLines, bishopLines [64]uint64
	rayFrom                [64][64]int8
	// kingZone[s] holds the squares within three files and ranks of s:
	// where a knight, King, queen or pawn attacking a square next to s
	// stands.
	kingZone [64]uint64
	// reentryOrder[a] lists the squares in army a's re-entry order (§8.3).
	reentryOrder [4][64]int8
)

// The directions of rays: the first four increase the square number, and
// d^4 is the opposite of d; 0, 1, 4 and 5 are the rook's.
var rayDirs = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

// concourseSets are the five 2x2 sets of §7.1: the centre d4 e4 d5 e5 and
// the central 2x2 of each Angle.
var concourseSets = [5][4]int{
	{27, 28, 35, 36}, // d4 e4 d5 e5
	{9, 10, 17, 18},  // b2 c2 b3 c3 (Black's Angle)
	{41, 42, 49, 50}, // b6 c6 b7 c7 (Yellow's Angle)
	{45, 46, 53, 54}, // f6 g6 f7 g7 (Blue's Angle)
	{13, 14, 21, 22}, // f2 g2 f3 g3 (Red's Angle)
}

// pawnDirs are the forward steps (df, dr) of the armies' pawns (§1.4).
var pawnDirs = [4][2]int{{0, -1}, {-1, 0}, {0, 1}, {1, 0}}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func init() {
	for s := range 64 {
		f, r := s%8, s/8
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if (df != 0 || dr != 0) && onBoard(f+df, r+dr) {
					kingSteps[s] |= 1 << (f + df + 8*(r+dr))
					if df == 0 || dr == 0 {
						orthSteps[s] |= 1 << (f + df + 8*(r+dr))
					}
				}
				if (df != 0 || dr != 0) && onBoard(f+2*df, r+2*dr) {
					queenLeaps[s] |= 1 << (f + 2*df + 8*(r+2*dr))
				}
			}
		}
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if onBoard(f+d[0], r+d[1]) {
				knightLeaps[s] |= 1 << (f + d[0] + 8*(r+d[1]))
			}
		}
		for k, d := range rayDirs {
			for i := 1; onBoard(f+i*d[0], r+i*d[1]); i++ {
				rays[k][s] |= 1 << (f + i*d[0] + 8*(r+i*d[1]))
			}
		}
		for a := range 4 {
			d := pawnDirs[a]
			pawnPush[a][s] = noSq
			if onBoard(f+d[0], r+d[1]) {
				pawnPush[a][s] = int8(f + d[0] + 8*(r+d[1]))
			}
			// The capture squares are forward plus one step across.
			for _, side := range []int{-1, 1} {
				cf, cr := f+d[0], r+d[1]
				if d[0] == 0 {
					cf += side
				} else {
					cr += side
				}
				if onBoard(cf, cr) {
					t := cf + 8*cr
					pawnCaps[a][s] |= 1 << t
					pawnAttackers[a][t] |= 1 << s
				}
			}
			x, y := toFrame(Army(a), s)
			if y == 7 {
				edge[a] |= 1 << s
			}
			if x < 4 && y < 4 {
				angleMask[a] |= 1 << s
			}
		}
	}
	for s := range 64 {
		rookLines[s], bishopLines[s] = rookAttacks(s, 0), bishopAttacks(s, 0)
		lineMask[s] = rookLines[s] | bishopLines[s]
		for t := range 64 {
			rayFrom[s][t] = -1
			for d := range 8 {
				if rays[d][s]>>t&1 != 0 {
					rayFrom[s][t] = int8(d)
				}
			}
		}
	}
	for s := range 64 {
		f, r := s%8, s/8
		for q := range 64 {
			if max(abs(q%8-f), abs(q/8-r)) <= 3 {
				kingZone[s] |= 1 << q
			}
		}
		for b := kingSteps[s]; b != 0; b &= b - 1 {
			q := bits.TrailingZeros64(b)
			for d := range 4 {
				kingLines[d][s] |= rays[d][q] | rays[d+4][q] | 1<<q
			}
		}
	}
	for i, set := range concourseSets {
		for _, s := range set {
			concourseOf[s] = uint8(i + 1)
			concourseMask |= 1 << s
			concourseSetMasks[i] |= 1 << s
		}
	}
	for a := range 4 {
		// §8.3 tie-break in the army's frame: max(x, y), then x+y, then y.
		n := 0
		for d := 0; d < 8; d++ {
			for sum := 0; sum <= 14; sum++ {
				for y := 0; y < 8; y++ {
					x := sum - y
					if x < 0 || x > 7 || max(x, y) != d {
						continue
					}
					reentryOrder[a][n] = int8(fromFrame(Army(a), x, y))
					n++
				}
			}
		}
	}
}

// rookAttacks and bishopAttacks return the squares a rook or a bishop on s
// reaches over the blockers occ, up to and including the first occupied
// square in each direction.
func rookAttacks(s int, occ uint64) uint64 {
	return lineAttack(0, s, occ) | lineAttack(1, s, occ)
}

func bishopAttacks(s int, occ uint64) uint64 {
	return lineAttack(2, s, occ) | lineAttack(3, s, occ)
}

// lineAttack returns the squares a slider on s reaches along the line of
// ray d (d < 4) and its opposite ray d+4, up to and including the first
// occupied square each way, without a branch (the "obstruction
// difference"): the nearest blocker below s is the highest square of the
// lower ray's blockers, the nearest above the lowest of the upper ray's,
// and 2*ls1b - 2^msb sets the squares from the one to the other.
func lineAttack(d, s int, occ uint64) uint64 {
	upper, lower := rays[d][s], rays[d+4][s]
	ms1b := ^uint64(0) << (63 - bits.LeadingZeros64(lower&occ|1))
	u := upper & occ
	return (upper | lower) & (2*(u&-u) + ms1b)
}

// slidersHit reports whether a rook of rq or a bishop of bq attacks square
// s over the blockers occ: one on a line through s of its kind with no
// blocker between them. (The sliders must be blockers of occ themselves.)
func slidersHit(s int, occ, rq, bq uint64) bool {
	for b := rq&rookLines[s] | bq&bishopLines[s]; b != 0; b &= b - 1 {
		r := bits.TrailingZeros64(b)
		if d := rayFrom[s][r] & 7; rays[d][s]&rays[d^4][r]&occ == 0 {
			return true
		}
	}
	return false
}

// The files of the board as sets of squares, for the step sets below.
const (
	fileA  uint64 = 0x0101010101010101
	fileH         = fileA << 7
	fileAB        = fileA | fileA<<1
	fileGH        = fileA<<6 | fileA<<7
)

// pawnRotation[a] turns a set of army a's pawns into the squares ahead of
// them (pawnPush) by a rotation: Yellow's pawns go down a rank, Blue's a
// file left, Red's up a rank and Black's a file right. The squares that
// would wrap around are on the army's edge.
var pawnRotation = [4]int{-8, -1, 8, 1}

// pawnPushes returns the squares ahead of the pawns b of army a, those on
// a's edge (which have none) left out.
func pawnPushes(a Army, b uint64) uint64 {
	return bits.RotateLeft64(b&^edge[a], pawnRotation[a&3])
}

// pawnCapsOf returns the squares the pawns b of army a attack (the union
// of their pawnCaps): one step across from the squares ahead of them.
func pawnCapsOf(a Army, b uint64) uint64 {
	ahead := pawnPushes(a, b)
	if a&1 == 0 { // Yellow and Red move along the files
		return ahead<<1&^fileA | ahead>>1&^fileH
	}
	return ahead<<8 | ahead>>8
}

// orthStepsOf, diagStepsOf, kingStepsOf, knightLeapsOf and queenLeapsOf
// return the union of orthSteps, the diagonal kingSteps, kingSteps,
// knightLeaps and queenLeaps of the squares b, without a loop.
func orthStepsOf(b uint64) uint64 {
	return b<<8 | b>>8 | b<<1&^fileA | b>>1&^fileH
}

func diagStepsOf(b uint64) uint64 {
	h := b<<1&^fileA | b>>1&^fileH
	return h<<8 | h>>8
}

func kingStepsOf(b uint64) uint64 {
	across := b<<1&^fileA | b>>1&^fileH
	h := b | across
	return across | h<<8 | h>>8
}

func knightLeapsOf(b uint64) uint64 {
	h1 := b<<1&^fileA | b>>1&^fileH
	h2 := b<<2&^fileAB | b>>2&^fileGH
	return h1<<16 | h1>>16 | h2<<8 | h2>>8
}

func queenLeapsOf(b uint64) uint64 {
	h := b<<2&^fileAB | b>>2&^fileGH
	return h | h<<16 | h>>16 | b<<16 | b>>16
}

// lowestArmy returns the lowest army of the non-empty set m.
func lowestArmy(m uint8) Army { return Army(bits.TrailingZeros8(m)) }
