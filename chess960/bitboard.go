package chess960

import "math/bits"

// Squares are numbered a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63,
// which is the numbering of board.Geometry on the 8x8 board. A bitboard is a
// uint64 with bit s set for square s.

const (
	fileA uint64 = 0x0101010101010101
	fileH        = fileA << 7
	rank1 uint64 = 0xFF
	rank2        = rank1 << 8
	rank3        = rank1 << 16
	rank6        = rank1 << 40
	rank7        = rank1 << 48
	rank8        = rank1 << 56
	// lightSquares holds the light squares (h1 is light, a1 is dark).
	lightSquares uint64 = 0x55AA55AA55AA55AA
)

// noSquare marks "no square" in the en passant field.
const noSquare = 64

func bit(s int) uint64 { return 1 << uint(s) }

func fileOf(s int) int { return s & 7 }
func rankOf(s int) int { return s >> 3 }

// Movement tables, built once at package initialisation and never written
// afterwards.
var (
	knightAttacks [64]uint64
	kingAttacks   [64]uint64
	pawnAttacks   [2][64]uint64 // [colour][square]: squares a pawn of the colour attacks
	between       [64][64]uint64
	line          [64][64]uint64 // the whole line through two aligned squares, else 0
	rookMagics    [64]magic
	bishopMagics  [64]magic
	slideTable    []uint64
)

// magic is one square's entry of a "fancy" magic bitboard table: the
// relevant occupancy mask, the multiplier, the shift and the entry's offset
// in slideTable.
type magic struct {
	mask   uint64
	factor uint64
	offset uint32
	shift  uint8
}

func (m *magic) index(occ uint64) uint32 {
	return uint32(((occ&m.mask)*m.factor)>>m.shift) + m.offset
}

func rookAttacks(s int, occ uint64) uint64 {
	m := &rookMagics[s]
	return slideTable[m.index(occ)]
}

func bishopAttacks(s int, occ uint64) uint64 {
	m := &bishopMagics[s]
	return slideTable[m.index(occ)]
}

var (
	rookDirs   = [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
)

// slide walks from s in each direction up to and including the first
// occupied square: the reference attack set the magic tables reproduce.
func slide(s int, occ uint64, dirs [4][2]int) uint64 {
	var att uint64
	for _, d := range dirs {
		f, r := fileOf(s)+d[0], rankOf(s)+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := r*8 + f
			att |= bit(t)
			if occ&bit(t) != 0 {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return att
}

// leaps returns the squares reached from s by the (df, dr) steps.
func leaps(s int, steps [][2]int) uint64 {
	var att uint64
	for _, d := range steps {
		f, r := fileOf(s)+d[0], rankOf(s)+d[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 {
			att |= bit(r*8 + f)
		}
	}
	return att
}

// relevantMask is the slider's rays from s without the board's edge squares
// at the far end of each ray: the squares whose occupancy matters.
func relevantMask(s int, dirs [4][2]int) uint64 {
	var m uint64
	for _, d := range dirs {
		f, r := fileOf(s)+d[0], rankOf(s)+d[1]
		for {
			nf, nr := f+d[0], r+d[1]
			if f < 0 || f > 7 || r < 0 || r > 7 || nf < 0 || nf > 7 || nr < 0 || nr > 7 {
				break
			}
			m |= bit(r*8 + f)
			f, r = nf, nr
		}
	}
	return m
}

func init() {
	knightSteps := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingSteps := [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	for s := range 64 {
		knightAttacks[s] = leaps(s, knightSteps)
		kingAttacks[s] = leaps(s, kingSteps)
		pawnAttacks[White][s] = leaps(s, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[Black][s] = leaps(s, [][2]int{{-1, -1}, {1, -1}})
	}
	initMagics()
	for a := range 64 {
		for _, dirs := range [][4][2]int{rookDirs, bishopDirs} {
			for _, d := range dirs {
				var ray uint64
				f, r := fileOf(a)+d[0], rankOf(a)+d[1]
				for f >= 0 && f < 8 && r >= 0 && r < 8 {
					b := r*8 + f
					between[a][b] = ray
					ray |= bit(b)
					f, r = f+d[0], r+d[1]
				}
			}
		}
	}
	var empty [2][64]uint64 // rook and bishop moves on an empty board
	for a := range 64 {
		empty[0][a], empty[1][a] = slide(a, 0, rookDirs), slide(a, 0, bishopDirs)
	}
	for a := range 64 {
		for b := range 64 {
			for _, e := range empty {
				if a != b && e[a]&bit(b) != 0 {
					line[a][b] = e[a]&e[b] | bit(a) | bit(b)
				}
			}
		}
	}
}

// Magic factors for the rook and bishop tables, by square. They were found
// by a deterministic random search (findMagic in magic_test.go, with
// Stockfish's per-rank seeds; run go test -run TestFindMagics -print-magics
// to make them again); initMagics checks each one as it fills the table.
var (
	rookFactors = [64]uint64{
		0x0A80004000801220, 0x8040004010002008, 0x2080200010008008, 0x1100100008210004,
		0xC200209084020008, 0x2100010004000208, 0x0400081000822421, 0x0200010422048844,
		0x0800800080400024, 0x0001402000401000, 0x3000801000802001, 0x4400800800100083,
		0x0904802402480080, 0x4040800400020080, 0x0018808042000100, 0x4040800080004100,
		0x0040048001458024, 0x00A0004000205000, 0x3100808010002000, 0x4825010010000820,
		0x5004808008000401, 0x2024818004000A00, 0x0005808002000100, 0x2100060004806104,
		0x0080400880008421, 0x4062220600410280, 0x010A004A00108022, 0x0000100080080080,
		0x0021000500080010, 0x0044000202001008, 0x0000100400080102, 0xC020128200040545,
		0x0080002000400040, 0x0000804000802004, 0x0000120022004080, 0x010A386103001001,
		0x9010080080800400, 0x8440020080800400, 0x0004228824001001, 0x000000490A000084,
		0x0080002000504000, 0x200020005000C000, 0x0012088020420010, 0x0010010080080800,
		0x0085001008010004, 0x0002000204008080, 0x0040413002040008, 0x0000304081020004,
		0x0080204000800080, 0x3008804000290100, 0x1010100080200080, 0x2008100208028080,
		0x5000850800910100, 0x8402019004680200, 0x0120911028020400, 0x0000008044010200,
		0x0020850200244012, 0x0020850200244012, 0x0000102001040841, 0x140900040A100021,
		0x000200282410A102, 0x000200282410A102, 0x000200282410A102, 0x4048240043802106,
	}
	bishopFactors = [64]uint64{
		0x40106000A1160020, 0x0020010250810120, 0x2010010220280081, 0x002806004050C040,
		0x0002021018000000, 0x2001112010000400, 0x0881010120218080, 0x1030820110010500,
		0x0000120222042400, 0x2000020404040044, 0x8000480094208000, 0x0003422A02000001,
		0x000A220210100040, 0x8004820202226000, 0x0018234854100800, 0x0100004042101040,
		0x0004001004082820, 0x0010000810010048, 0x1014004208081300, 0x2080818802044202,
		0x0040880C00A00100, 0x0080400200522010, 0x0001000188180B04, 0x0080249202020204,
		0x1004400004100410, 0x00013100A0022206, 0x2148500001040080, 0x4241080011004300,
		0x4020848004002000, 0x10101380D1004100, 0x0008004422020284, 0x01010A1041008080,
		0x0808080400082121, 0x0808080400082121, 0x0091128200100C00, 0x0202200802010104,
		0x8C0A020200440085, 0x01A0008080B10040, 0x0889520080122800, 0x100902022202010A,
		0x04081A0816002000, 0x0000681208005000, 0x8170840041008802, 0x0A00004200810805,
		0x0830404408210100, 0x2602208106006102, 0x1048300680802628, 0x2602208106006102,
		0x0602010120110040, 0x0941010801043000, 0x000040440A210428, 0x0008240020880021,
		0x0400002012048200, 0x00AC102001210220, 0x0220021002009900, 0x84440C080A013080,
		0x0001008044200440, 0x0004C04410841000, 0x2000500104011130, 0x1A0C010011C20229,
		0x0044800112202200, 0x0434804908100424, 0x0300404822C08200, 0x48081010008A2A80,
	}
)

// initMagics fills the shared attack table of the sliders. It panics if a
// factor maps two occupancies with different attacks to one entry, which
// cannot happen with the factors above.
func initMagics() {
	size := 0
	for s := range 64 {
		size += 1 << bits.OnesCount64(relevantMask(s, rookDirs))
		size += 1 << bits.OnesCount64(relevantMask(s, bishopDirs))
	}
	slideTable = make([]uint64, size)
	offset := 0
	filled := make([]bool, 4096)
	for _, kind := range []struct {
		dirs    [4][2]int
		tab     *[64]magic
		factors *[64]uint64
	}{{rookDirs, &rookMagics, &rookFactors}, {bishopDirs, &bishopMagics, &bishopFactors}} {
		var rays [4][64]uint64
		for d, dir := range kind.dirs {
			for s := range 64 {
				rays[d][s] = ray(s, dir)
			}
		}
		for s := range 64 {
			mask := relevantMask(s, kind.dirs)
			n := bits.OnesCount64(mask)
			m := magic{mask: mask, factor: kind.factors[s], offset: uint32(offset), shift: uint8(64 - n)}
			clear(filled)
			for b := uint64(0); ; {
				att := rayAttacks(s, b, &rays, kind.dirs)
				i := m.index(b)
				if filled[i-m.offset] && slideTable[i] != att {
					panic("chess960: bad magic factor")
				}
				filled[i-m.offset] = true
				slideTable[i] = att
				b = (b - mask) & mask
				if b == 0 {
					break
				}
			}
			kind.tab[s] = m
			offset += 1 << n
		}
	}
}

// ray returns the squares from s in direction dir up to the edge.
func ray(s int, dir [2]int) uint64 {
	var r uint64
	for f, k := fileOf(s)+dir[0], rankOf(s)+dir[1]; f >= 0 && f < 8 && k >= 0 && k < 8; f, k = f+dir[0], k+dir[1] {
		r |= bit(k*8 + f)
	}
	return r
}

// rayAttacks is slide computed with whole rays: each ray is cut beyond its
// first occupied square (the nearest one: the lowest on rays that go up the
// square numbers, the highest on rays that go down).
func rayAttacks(s int, occ uint64, rays *[4][64]uint64, dirs [4][2]int) uint64 {
	var att uint64
	for d, dir := range dirs {
		r := rays[d][s]
		att |= r
		if blockers := r & occ; blockers != 0 {
			up := dir[1] > 0 || dir[1] == 0 && dir[0] > 0
			b := 63 - bits.LeadingZeros64(blockers)
			if up {
				b = bits.TrailingZeros64(blockers)
			}
			att &^= rays[d][b]
		}
	}
	return att
}

func trailingZeros(b uint64) int { return bits.TrailingZeros64(b) }
