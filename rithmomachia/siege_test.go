package rithmomachia

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// TestLookahead: the Modern siege's look-ahead (D33) with its filters
// (shut, mayOpen, openingMoves, frees) answers as the plain look-ahead
// (noFilter: every move of the piece's side performed in full), for every
// enclosed piece after every move of every 10th position of random games
// of the options with a look-ahead (the others have none). Some pieces
// must be freed and some not, or the test would compare nothing.
func TestLookahead(t *testing.T) {
	var freed, kept int
	seeds := uint64(4)
	if testing.Short() {
		seeds = 1
	}
	for _, opts := range differentialOptions {
		p0, err := New(opts)
		if err != nil {
			t.Fatal(err)
		}
		if !p0.lookingAhead() {
			continue
		}
		for seed := range seeds {
			p := p0
			rng := rand.New(rand.NewPCG(seed, 11))
			for ply := 0; ply < 1000 && p.status == variant.Ongoing; ply++ {
				ms := p.Moves(nil)
				if len(ms) == 0 {
					break
				}
				for _, m := range ms {
					if ply%10 != 9 {
						break
					}
					c, ok := beforePhase2(p, m)
					if !ok {
						continue
					}
					u := unfiltered(c.p)
					for bb := c.p.siegeCandidates(c.s, c.near3); !bb.Empty(); {
						y := uint8(bb.PopFirst())
						got, want := c.p.freedByOneMove(y), u.freedByOneMove(y)
						if got != want {
							t.Fatalf("%q: after %s, %s freed by one move: %v, plain look-ahead %v\n%s", opts, p.MoveText(m), p.r.geo.Name(cellOf(y)), got, want, c.p)
						}
						if got {
							freed++
						} else {
							kept++
						}
					}
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
		}
	}
	if freed == 0 || kept == 0 {
		t.Fatalf("%d pieces freed, %d kept besieged: too few cases", freed, kept)
	}
	t.Logf("%d pieces freed, %d kept besieged", freed, kept)
}

// TestSiegeShortcuts checks the shortcuts of the siege and its look-ahead
// against the slow, plain ways, on random positions of every preset and
// of many options (differentialOptions), for both sides:
//   - siegeCandidates finds exactly the pieces the naive model (brute_test)
//     finds enclosed (outside F3, where it is a superset of them);
//   - mayEnclose holds for every enemy man whom the naive model finds
//     enclosed once some other enemy pieces (those phase 1 might take) are
//     gone;
//   - takenBefore finds the pieces that stand in an instance, in some
//     role, as gather and relations find them;
//   - every ordinary move that mayOpenPath lets through passes its first
//     test (touches), and openingMoves lists exactly the ordinary moves
//     the generator lists that pass it.
func TestSiegeShortcuts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := rapid.SampledFrom(differentialOptions).Draw(t, "opts")
		p, _, _ := randomPosition(t, opts)
		if p.status != variant.Ongoing {
			return
		}
		for _, s := range []variant.Side{Even, Odd} {
			checkSiegeCandidates(t, p, s)
			checkTakenBefore(t, p, s)
			checkMayEnclose(t, p, s, rapid.Uint64().Draw(t, "removed"))
			for bb := p.occ[1-s]; !bb.Empty(); {
				checkOpeningMoves(t, p, uint8(bb.PopFirst()))
			}
		}
	})
}

func checkSiegeCandidates(t *rapid.T, p Position, s variant.Side) {
	got := p.siegeCandidates(s, p.dilate3(p.occ[s]))
	b := modelOf(p)
	for bb := p.occ[1-s]; !bb.Empty(); {
		y := uint8(bb.PopFirst())
		f, r := coord(y)
		want := b.besieged(s, [2]int{f, r})
		if want && !got.Has(cellOf(y)) || !want && got.Has(cellOf(y)) && p.r.siege != siegeFourSides {
			t.Fatalf("%s enclosed by %v: model %v, siegeCandidates %v\n%s", p.r.geo.Name(cellOf(y)), s, want, got.Has(cellOf(y)), p)
		}
	}
}

// checkMayEnclose removes a random set of s's enemy pieces (the bits of
// pick, cell by cell) and compares; it checks siegeCandidates there too.
func checkMayEnclose(t *rapid.T, p Position, s variant.Side, pick uint64) {
	q := p
	i := 0
	for bb := p.occ[1-s]; !bb.Empty(); i++ {
		c := uint8(bb.PopFirst())
		if pick>>(i%64)&1 != 0 {
			q.lift(c)
		}
	}
	checkSiegeCandidates(t, q, s)
	b := modelOf(q)
	for bb := q.occ[1-s]; !bb.Empty(); {
		y := uint8(bb.PopFirst())
		f, r := coord(y)
		if b.besieged(s, [2]int{f, r}) && !p.mayEnclose(y, s) {
			t.Fatalf("%s is enclosed by %v once pieces are gone, but not mayEnclose\n%s\nafter\n%s", p.r.geo.Name(cellOf(y)), s, p, q)
		}
	}
}

// checkOpeningMoves looks ahead for the piece on t, as freedByOneMove does.
func checkOpeningMoves(t *rapid.T, p Position, y uint8) {
	q := p
	q.toMove = codeOwner(p.cell[y])
	q.pick = 0
	var sh shutPaths
	var taken [128]uint8
	q.shut(y, &sh, &taken)
	var want []Move
	for _, m := range q.gen(nil, genBase) {
		if m.kind() != mkMove {
			continue
		}
		if q.mayOpenPath(&sh, m.from(), m.to()) && !sh.touches(m.from(), m.to()) {
			t.Fatalf("%s may open a path of %s but does not touch its cells\n%s", q.MoveText(m), q.r.geo.Name(cellOf(y)), q)
		}
		if sh.touches(m.from(), m.to()) {
			want = append(want, m)
		}
	}
	got := q.openingMoves(&sh, nil)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("opening moves for %s: %v, want %v\n%s", q.r.geo.Name(cellOf(y)), got, want, q)
	}
}

func checkTakenBefore(t *rapid.T, p Position, s variant.Side) {
	var taken [128]uint8
	for bb := p.occ[1-s]; !bb.Empty(); {
		y := uint8(bb.PopFirst())
		var g gathered
		p.gather(&g, y, s, &evalCtx{all: true})
		want := false
		for role := range p.roles(y) {
			if tv, signs, ok := p.roleValue(y, uint8(role)); ok {
				hit, _ := p.relations(&g, tv, signs, nil)
				want = want || hit
			}
		}
		if got := p.takenBefore(y, s, &taken); got != want {
			t.Fatalf("%s taken by %v before: %v, want %v\n%s", p.r.geo.Name(cellOf(y)), s, got, want, p)
		}
	}
}

// TestSiegeDirty: siegeCandidates, which looks only near the cells that
// changed since phase 2 last looked (siegeDirty), finds what it finds
// with every cell changed and, outside F3, exactly the pieces the naive
// model (brute_test) finds enclosed; at every action with a phase 2 of
// every 5th position (with -short, the first 6 of every 10th) of random games of every preset and of many options,
// the cache being as the games left it.
func TestSiegeDirty(t *testing.T) {
	opts := append(slices.Clip(differentialOptions), "edgeblocks=false", "preset=F1,edgeblocks=false,leapover", "preset=Italian,edgeblocks=false")
	seeds, every, most := uint64(3), 5, 1000
	if testing.Short() {
		seeds, every, most = 1, 10, 6
	}
	var found, cases int
	for _, o := range opts {
		p0, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range seeds {
			p := p0
			rng := rand.New(rand.NewPCG(seed, 13))
			for ply := 0; ply < 1000 && p.status == variant.Ongoing; ply++ {
				ms := p.Moves(nil)
				if len(ms) == 0 {
					break
				}
				for i, m := range ms {
					if ply%every != every-1 || i == most {
						break
					}
					c, ok := beforePhase2(p, m)
					if !ok {
						continue
					}
					cases++
					got := c.p.siegeCandidates(c.s, c.near3)
					all := c.p
					all.siegeDirty = [2]board.Set{all.r.all, all.r.all}
					if want := all.siegeCandidates(c.s, c.near3); got != want {
						t.Fatalf("%q: after %s, siegeCandidates %v, with every cell changed %v\n%s", o, p.MoveText(m), got, want, c.p)
					}
					// The enemy pyramid losing a component, as applySelected
					// takes it (its moves change, not its cell).
					if pc, comps := c.p.pyr[1-c.s], c.p.comps[1-c.s]; pc != noCell && bits.OnesCount8(comps) > 1 {
						q := c.p
						q.comps[1-c.s] &^= 1 << rng.IntN(8) & comps
						q.componentsChanged(1 - c.s)
						all := q
						all.siegeDirty = [2]board.Set{all.r.all, all.r.all}
						if got, want := q.siegeCandidates(c.s, c.near3), all.siegeCandidates(c.s, c.near3); got != want {
							t.Fatalf("%q: after %s and a component taken, siegeCandidates %v, with every cell changed %v\n%s", o, p.MoveText(m), got, want, q)
						}
					}
					if c.p.r.siege == siegeFourSides {
						continue
					}
					b := modelOf(c.p)
					for bb := c.p.occ[1-c.s]; !bb.Empty(); {
						y := uint8(bb.PopFirst())
						f, r := coord(y)
						if want := b.besieged(c.s, [2]int{f, r}); want != got.Has(cellOf(y)) {
							t.Fatalf("%q: after %s, %s enclosed: model %v, siegeCandidates %v\n%s", o, p.MoveText(m), p.r.geo.Name(cellOf(y)), want, !want, c.p)
						}
					}
					found += got.Count()
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
		}
	}
	if found == 0 {
		t.Fatalf("%d cases, no piece enclosed: the test compares nothing", cases)
	}
	t.Logf("%d cases, %d pieces enclosed", cases, found)
}
