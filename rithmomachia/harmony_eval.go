package rithmomachia

import (
	"math/bits"
	"sync"

	"github.com/ludus-chess/ludus/variant"
)

// progressions returns every set of three kinds whose numbers stand in an
// arithmetic (b-a = c-b), geometric (b/a = c/b) or musical (harmonic:
// (b-a)/a = (c-b)/c) proportion, the three progressions of a harmony (spec
// §4.4, §6.5), as masks of kinds (bit k for kind k).
var progressions = sync.OnceValue(func() []uint64 {
	var out []uint64
	for i := range numKinds {
		for j := i + 1; j < numKinds; j++ {
			for k := j + 1; k < numKinds; k++ {
				a, b, c := sort3(kinds[i].number, kinds[j].number, kinds[k].number)
				if a <= 0 || a == b || b == c {
					continue
				}
				if 2*b == a+c || b*b == a*c || b*(a+c) == 2*a*c {
					out = append(out, 1<<i|1<<j|1<<k)
				}
			}
		}
	}
	return out
})

// thirds[i][j] has bit k set when kinds i, j and k make one of the
// progressions.
var thirds = sync.OnceValue(func() *[numKinds][numKinds]uint64 {
	t := new([numKinds][numKinds]uint64)
	for _, m := range progressions() {
		for i := range numKinds {
			for j := range numKinds {
				if i != j && m&(1<<i) != 0 && m&(1<<j) != 0 {
					t[i][j] |= m &^ (1<<i | 1<<j)
				}
			}
		}
	}
	return t
})

// harmonyProgress scores side s's progress towards a harmony in the
// opponent's half: for every proportion of three numbers that s holds on
// the board, 8 when two of them stand in the opponent's half and 30 when
// all three do (they then need only an arrangement, spec §4.4). It counts
// them by the pairs of kinds in the opponent's half: a proportion with two
// there is found once, by its pair (8), one with three there three times,
// by each of its pairs (10 each).
func (p *Position) harmonyProgress(s variant.Side) int {
	var all, there uint64
	far := p.r.half[1-s]
	for bb := p.occ[s]; !bb.Empty(); {
		c := bb.PopFirst()
		k := codeKind(p.cell[c])
		if int(k) >= numKinds {
			continue
		}
		all |= 1 << k
		if far.Has(c) {
			there |= 1 << k
		}
	}
	if bits.OnesCount64(there) < 2 {
		return 0
	}
	th := thirds()
	score := 0
	for a := there; a != 0; a &= a - 1 {
		i := bits.TrailingZeros64(a)
		for b := a & (a - 1); b != 0; b &= b - 1 {
			m := th[i][bits.TrailingZeros64(b)] & all
			score += 8*bits.OnesCount64(m&^there) + 10*bits.OnesCount64(m&there)
		}
	}
	return score
}
