package rithmomachia

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// adjacentF1Addition returns the families' rules with one edit: F1's
// addition taken by two men standing next to the target (as F2's
// additiongeometry=adjacent) instead of reaching it.
func adjacentF1Addition() *familyTable {
	fams := families
	rels := slices.Clone(fams[famFulke1].relations)
	for i := range rels {
		if rels[i] == addition {
			rels[i].place = adjacent
		}
	}
	fams[famFulke1].relations = rels
	return &fams
}

// withFamilies returns p under the rules of its options built from fams.
func withFamilies(p Position, fams *familyTable) Position {
	p.r = compileWith(p.r.opts, fams)
	return p
}

// TestOneDescription is issue 31's must-show 3: F1's addition changed in
// its description alone (adjacentF1Addition) changes the exact check, the
// prefilters and the explanation together. In the position, Even's 8
// goes f7-e8 and stands east of Odd's 12 on d8, the 4 west of it: 4 + 8
// = 12, but F1's rounds move diagonally, so neither reaches d8. Under the
// books' F1 nothing takes the 12; with the changed addition, the two
// neighbours do.
func TestOneDescription(t *testing.T) {
	p := build(t, "preset=F1", "e", "d8=t12", "c8=R4", "f7=R8", "a1=S15", "h16=s361")
	alt := withFamilies(p, adjacentF1Addition())
	m, err := p.ParseMove("f7-e8")
	if err != nil {
		t.Fatal(err)
	}
	d8, e8 := cellNamed(t, p, "d8"), cellNamed(t, p, "e8")
	for _, c := range []struct {
		name  string
		p     Position
		takes bool
		text  string
	}{
		{"F1", p, false, ""},
		{"F1, addition by neighbours", alt, true, "addition: 4 + 8 = 12 takes 12 on d8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			q := c.p
			q.action(m) // the move without its captures
			s := q.toMove
			// The exact check: every instance counting, does a relation
			// take the 12?
			var g gathered
			q.gather(&g, d8, s, nil)
			if hit, _ := q.relations(&g, 12, 0, nil); hit != c.takes {
				t.Errorf("exact check: the 12 taken %v, want %v", hit, c.takes)
			}
			// The prefilters: may the 8 on e8, looking west, take the 12
			// (mayTake), may a piece of Even (mayBeTaken)? May two
			// reaching men 4 and 8 take a 12 (pairMay, for the gainers of
			// a move)?
			if got := q.mayTake(q.cell[e8], q.cell[d8], e8, d8, dirW, 1); got != c.takes {
				t.Errorf("mayTake: %v, want %v", got, c.takes)
			}
			if got := q.mayBeTaken(d8, s); got != c.takes {
				t.Errorf("mayBeTaken: %v, want %v", got, c.takes)
			}
			if got := q.r.pairMay(4, 8, 12); got == c.takes {
				t.Errorf("pairMay(4, 8, 12): %v, want %v (addition by reach)", got, !c.takes)
			}
			// The explanation, and the move as played with the prefilters
			// and without them.
			if got := c.p.Explain(m); got != c.text {
				t.Errorf("explained as %q, want %q", got, c.text)
			}
			after, plain := c.p.Play(m), unfiltered(c.p).Play(m)
			if taken := after.cell[d8] == 0; taken != c.takes {
				t.Errorf("played: the 12 taken %v, want %v", taken, c.takes)
			}
			if after.String() != plain.String() {
				t.Errorf("played %s, without the prefilters %s", after, plain)
			}
		})
	}
}

// cellNamed returns the cell named sq in p.
func cellNamed(t *testing.T, p Position, sq string) uint8 {
	t.Helper()
	c, err := p.r.geo.Parse(sq)
	if err != nil {
		t.Fatal(err)
	}
	return uint8(c)
}

// TestRelationsAgree is the differential test of the description: along
// random games of every preset (and of F1 with adjacentF1Addition), at
// each ply, (1) for every enemy piece and role, the passes of the exact
// check with the tables of pairs of men (meet, lineRel) find what the
// relations one by one, by their arithmetic alone, find; (2) the move
// played and two others give the same position with the prefilters and
// without them; (3) for the ordinary moves among them, the explanation
// names a relation (not the bare "capture") for each phase-1 capture, and
// exactly the cells where the move takes pieces.
func TestRelationsAgree(t *testing.T) {
	type ruleSet struct {
		opts string
		fams *familyTable
	}
	sets := []ruleSet{
		{"", &families}, {"preset=F1", &families}, {"preset=F2", &families}, {"preset=F3", &families},
		{"preset=Italian", &families}, {"preset=F1,proportioncapture,timing=allrelations", &families},
		{"preset=F2,additiongeometry=adjacent,cossiccomponents", &families}, {"preset=F3,deceit=orthogonal", &families},
		{"preset=F1", adjacentF1Addition()}, {"preset=F1,timing=allrelations", adjacentF1Addition()},
	}
	plies := 300
	if testing.Short() {
		plies = 150
	}
	cellRe := regexp.MustCompile(` on ([a-h]\d+)$`)
	for _, set := range sets {
		checked, explained := 0, 0
		for seed := range uint64(2) {
			p := withFamilies(mustNew(t, set.opts), set.fams)
			rng := rand.New(rand.NewPCG(seed, 31))
			for ply := 0; ply < plies && p.status == variant.Ongoing; ply++ {
				checked += checkPasses(t, p)
				ms := p.Moves(nil)
				if len(ms) == 0 {
					break
				}
				pick := rng.IntN(len(ms))
				for _, i := range []int{pick, rng.IntN(len(ms)), rng.IntN(len(ms))} {
					m := ms[i]
					a, b := p.Play(m), unfiltered(p).Play(m)
					if a.String() != b.String() {
						t.Fatalf("%s: %s gives\n%s\nwithout the prefilters\n%s\nfrom\n%s", set.opts, p.MoveText(m), a, b, p)
					}
					if m.kind() != mkMove {
						continue
					}
					var named []string
					if e := p.Explain(m); e != "" {
						for part := range strings.SplitSeq(e, "; ") {
							if strings.HasPrefix(part, "capture takes") {
								t.Errorf("%s: %s: no relation named in %q\n%s", set.opts, p.MoveText(m), e, p)
							}
							if sub := cellRe.FindStringSubmatch(part); sub != nil && !slices.Contains(named, sub[1]) {
								named = append(named, sub[1])
							}
						}
						explained++
					}
					if taken := takenCells(p, a); !slices.Equal(sortedCopy(named), taken) {
						t.Errorf("%s: %s: explained %v, taken %v\n%s", set.opts, p.MoveText(m), named, taken, p)
					}
				}
				p = p.Play(ms[pick])
			}
		}
		if checked == 0 || explained == 0 {
			t.Errorf("%s: %d targets held by a relation, %d explained captures: the test compared nothing", set.opts, checked, explained)
		}
	}
}

// checkPasses compares, for every piece of the side not to move and each
// of its roles, relations (the rules' passes) with the relations one by
// one (passOf, no table), every instance counting; it returns how many
// were taken.
func checkPasses(t *testing.T, p Position) int {
	t.Helper()
	s := p.toMove
	n := 0
	for bb := p.occ[1-s]; !bb.Empty(); {
		y := uint8(bb.PopFirst())
		var g gathered
		p.gather(&g, y, s, nil)
		for role := range p.roles(y) {
			tv, signs, ok := p.roleValue(y, uint8(role))
			if !ok {
				continue
			}
			hit, prop := p.relations(&g, tv, signs, nil)
			one, oneProp := false, false
			for _, rl := range p.r.rels {
				if h, _ := p.relationsIn([]pass{passOf(rl)}, nil, &g, tv, signs, nil); h {
					if !one {
						oneProp = rl.arith == proportion
					}
					one = true
				}
			}
			if hit != one || hit && prop != oneProp {
				t.Fatalf("%s on %s: the passes find %v (proportion %v), the relations one by one %v (%v)\n%s",
					p.r.geo.Name(board.Cell(y)), p.r.geo.Name(board.Cell(y)), hit, prop, one, oneProp, p)
			}
			if hit {
				n++
			}
		}
	}
	return n
}

// takenCells returns the names of the cells where the move from p to q
// took a piece of the side not to move in p, or components of its
// pyramid, sorted.
func takenCells(p, q Position) []string {
	s := p.toMove
	var out []string
	for bb := p.occ[1-s]; !bb.Empty(); {
		c := bb.PopFirst()
		y := uint8(c)
		if q.cell[y] != p.cell[y] || isPyr(p.cell[y]) && q.comps[1-s] != p.comps[1-s] {
			out = append(out, p.r.geo.Name(c))
		}
	}
	return sortedCopy(out)
}

func sortedCopy(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
