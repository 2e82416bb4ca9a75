package enochian

import (
	"math/bits"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"pgregory.net/rapid"
)

// The step sets computed by shifts (pawnPushes, pawnCapsOf, orthStepsOf,
// diagStepsOf, kingStepsOf, knightLeapsOf, queenLeapsOf) are the unions of the tables built square by
// square from the board geometry, on single squares and on random sets.
func TestStepSetsMatchTables(t *testing.T) {
	union := func(b uint64, table *[64]uint64) uint64 {
		var u uint64
		for ; b != 0; b &= b - 1 {
			u |= table[bits.TrailingZeros64(b)]
		}
		return u
	}
	var diag [64]uint64
	for s := range 64 {
		diag[s] = kingSteps[s] &^ orthSteps[s]
	}
	pushes := func(a Army, b uint64) uint64 {
		var u uint64
		for ; b != 0; b &= b - 1 {
			if f := pawnPush[a][bits.TrailingZeros64(b)]; f != noSq {
				u |= 1 << f
			}
		}
		return u
	}
	sets := make([]uint64, 0, 64+1000)
	for s := range 64 {
		sets = append(sets, 1<<s)
	}
	x := uint64(0x656e6f6368)
	for range 1000 {
		a := variant.SplitMix64(&x)
		sets = append(sets, a&variant.SplitMix64(&x)) // about 16 squares
	}
	for _, b := range sets {
		for _, c := range []struct {
			name      string
			got, want uint64
		}{
			{"orthStepsOf", orthStepsOf(b), union(b, &orthSteps)},
			{"diagStepsOf", diagStepsOf(b), union(b, &diag)},
			{"kingStepsOf", kingStepsOf(b), union(b, &kingSteps)},
			{"knightLeapsOf", knightLeapsOf(b), union(b, &knightLeaps)},
			{"queenLeapsOf", queenLeapsOf(b), union(b, &queenLeaps)},
		} {
			if c.got != c.want {
				t.Fatalf("%s(%#x) = %#x, want %#x", c.name, b, c.got, c.want)
			}
		}
		for a := Army(0); a < 4; a++ {
			if got, want := pawnPushes(a, b), pushes(a, b); got != want {
				t.Fatalf("pawnPushes(%s, %#x) = %#x, want %#x", a, b, got, want)
			}
			if got, want := pawnCapsOf(a, b), union(b, &pawnCaps[a]); got != want {
				t.Fatalf("pawnCapsOf(%s, %#x) = %#x, want %#x", a, b, got, want)
			}
		}
	}
}

// checkShortcuts compares the set-wise shortcuts of the move generator with
// the square-by-square definitions they stand for, for every army of p:
// bare, the capture immunity's exception (targetsFor), the active enemies
// (enemyActive, foesOf), the leapers' attacks (leapAttacks against leapAttack), the King's
// safe steps (safeSteps against attack on each step, the captured piece
// left out) and the King's check and pins (linesFrom against the sliders'
// attack on the King with each piece in turn taken off).
func checkShortcuts(t *rapid.T, p Position) {
	for a := Army(0); a < 4; a++ {
		if got, want := p.bare(a), p.king[a] != noSq && p.pieceCount(a) == 1; got != want {
			t.Fatalf("%s in %s: bare = %v, want %v", a, p, got, want)
		}
		if tg, intact := p.targetsFor(a), intactThrones(&p); p.cfg.immunity &&
			(tg.captureB != tg.capture&^(p.kinds[Bishop]&^intact) || tg.captureQ != tg.capture&^(p.kinds[Queen]&^intact)) {
			t.Fatalf("%s in %s: targetsFor's immunity is not the intact thrones'", a, p)
		}
		var enemies uint64
		for _, e := range [2]Army{(a + 1) & 3, (a + 3) & 3} {
			if !p.Frozen(e) {
				enemies |= p.occ[e]
			}
		}
		if got := p.enemyActive(a); got != enemies {
			t.Fatalf("%s in %s: enemyActive = %#x, want %#x", a, p, got, enemies)
		}
		var f foes
		p.foesOf(a, &f)
		if f.rooks|f.bishops|f.knights|f.queens|f.kings|f.pawns1|f.pawns2 != enemies {
			t.Fatalf("%s in %s: the foes are not the active enemy pieces", a, p)
		}
		var leaps uint64
		for q := range 64 {
			if f.leapAttack(q, 0) {
				leaps |= 1 << q
			}
		}
		if got := f.leapAttacks(^uint64(0)); got != leaps {
			t.Fatalf("%s in %s: leapAttacks = %#x, want %#x", a, p, got, leaps)
		}
		k := int(p.king[a])
		if k == noSq {
			continue
		}
		occ := p.occupied()
		after := occ
		if k != thrones[a] || p.comp[a] == 0 {
			after &^= 1 << k
		}
		to := kingSteps[k] &^ p.occ[a]
		var safe uint64
		for b := to; b != 0; b &= b - 1 {
			if q := bits.TrailingZeros64(b); !f.attack(q, after|1<<q, 1<<q) {
				safe |= 1 << q
			}
		}
		if got := f.safeSteps(k, to, after); got != safe {
			t.Fatalf("%s in %s: safeSteps = %#x, want %#x", a, p, got, safe)
		}
		sliders := func(occ, excl uint64) bool { return slidersHitByWalk(k, occ, f.rooks&^excl, f.bishops&^excl) }
		if got, want := slidersHit(k, occ, f.rooks, f.bishops), sliders(occ, 0); got != want {
			t.Fatalf("%s in %s: slidersHit = %v, want %v", a, p, got, want)
		}
		check, pins := f.linesFrom(k, occ)
		if want := sliders(occ, 0); check != want {
			t.Fatalf("%s in %s: linesFrom check = %v, want %v", a, p, check, want)
		}
		if check {
			continue // the pins are not used
		}
		var want uint64
		for b := occ &^ (1 << k); b != 0; b &= b - 1 {
			if x := uint64(1) << bits.TrailingZeros64(b); sliders(occ&^x, x) {
				want |= x
			}
		}
		if pins != want {
			t.Fatalf("%s in %s: linesFrom pins = %#x, want %#x", a, p, pins, want)
		}
	}
}

// intactThrones returns the squares of the intact thrones.
func intactThrones(p *Position) uint64 {
	var m uint64
	if p.comp[Yellow] != 0 {
		m |= 1 << sqA8
	}
	if p.comp[Blue] != 0 {
		m |= 1 << sqH8
	}
	if p.comp[Red] != 0 {
		m |= 1 << sqH1
	}
	if p.comp[Black] != 0 {
		m |= 1 << sqA1
	}
	return m
}

// slidersHitByWalk is slidersHit by walking the eight directions from s
// square by square to the first blocker.
func slidersHitByWalk(s int, occ, rq, bq uint64) bool {
	for _, dir := range rayDirs {
		sl := rq
		if dir[0] != 0 && dir[1] != 0 { // a diagonal
			sl = bq
		}
		for f, r := s%8+dir[0], s/8+dir[1]; onBoard(f, r); f, r = f+dir[0], r+dir[1] {
			if q := f + 8*r; occ>>q&1 != 0 {
				if sl>>q&1 != 0 {
					return true
				}
				break
			}
		}
	}
	return false
}

// The generator's shortcuts agree with their definitions on the positions
// of random games and on random studies.
func TestPropShortcutsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for _, p := range genPosition(t, true) {
			checkShortcuts(t, p)
		}
		if p, ok := genStudy(t); ok {
			checkShortcuts(t, p)
		}
	})
}
