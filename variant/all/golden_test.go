package all_test

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// update rewrites the golden playthroughs instead of comparing with them:
//
//	go test ./variant/all -run TestGolden -update
//
// Run it only after changing a rule on purpose, and read the diff: it shows
// every position and legal move that the change altered.
var update = flag.Bool("update", false, "rewrite testdata/golden/*.golden from the rules as they are")

const (
	goldenSeeds  = 3   // seeded games per variant and preset
	goldenPlies  = 20  // plies recorded with their legal moves
	goldenTail   = 250 // plies at most, the rest recorded by position alone
	goldenStride = 25  // after goldenPlies, every goldenStride-th position is written out
	// goldenBudget bounds the golden files' size in all (bytes), so that a
	// deliberate rule change stays a diff a person can read.
	goldenBudget = 1_000_000
)

// playthrough writes seeded random games of v with options set: at each
// ply the position text, the sorted legal moves and actions, and the move
// chosen, for the first goldenPlies plies; then, to goldenTail plies (deep
// enough for the captures and promotions that random games of the
// slow-moving games reach late), every goldenStride-th position and the
// last, each with a digest of the positions between (FNV-1a of their
// texts): a change anywhere in the tail still shows, at the first written
// ply after it. The move is chosen by index
// into the sorted move texts, so the playthrough depends on the rules, not
// on the order a generator lists moves in. Starts that are drawn at random (chess960's start=random) are
// taken from the golden file (startText) rather than drawn again.
func playthrough(t *testing.T, v *variant.Variant, set string, seed uint64, startText string) string {
	t.Helper()
	o, err := v.ParseOptions(set)
	if err != nil {
		t.Fatalf("options %q: %v", set, err)
	}
	var p variant.AnyPosition
	if startText != "" {
		p, err = v.Parse(startText, o)
	} else {
		p, err = v.Start(o)
	}
	if err != nil {
		t.Fatalf("options %q: start: %v", set, err)
	}
	g := variant.NewGame(p)
	rng := rand.New(rand.NewPCG(seed, 0x901d))
	var b strings.Builder
	fmt.Fprintf(&b, "== options %s seed %d\n", strconv.Quote(set), seed)
	digest := fnv.New64a()
	for ply := 0; ; ply++ {
		p := g.Position()
		over := g.Outcome().Over()
		if ply <= goldenPlies || ply%goldenStride == 0 || over || ply == goldenTail {
			if ply > goldenPlies {
				fmt.Fprintf(&b, "  digest %016x\n", digest.Sum64())
				digest.Reset()
			}
			fmt.Fprintf(&b, "%d %s\n", ply, p.String())
		} else {
			digest.Write([]byte(p.String()))
			digest.Write([]byte{'\n'})
		}
		if o := g.Outcome(); o.Over() {
			fmt.Fprintf(&b, "  outcome %s\n", v.Describe(o))
			break
		}
		moves := texts(p, p.Moves(nil))
		if ply < goldenPlies {
			fmt.Fprintf(&b, "  moves %s\n", strings.Join(moves, " "))
			if acts := texts(p, p.Actions(nil)); len(acts) > 0 {
				fmt.Fprintf(&b, "  actions %s\n", strings.Join(acts, " "))
			}
		}
		if ply == goldenTail {
			break
		}
		m := moves[rng.IntN(len(moves))]
		if ply < goldenPlies {
			fmt.Fprintf(&b, "  play %s\n", m)
		}
		if err := g.PlayText(m); err != nil {
			t.Fatalf("options %q seed %d ply %d: %s: %v", set, seed, ply, m, err)
		}
	}
	return b.String()
}

func texts(p variant.AnyPosition, ms []variant.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.MoveText(m)
	}
	slices.Sort(out)
	return out
}

// deterministicStart reports whether v's start position with options set
// is the same every time (it is not when the start is drawn at random).
func deterministicStart(v *variant.Variant, set string) bool {
	o, err := v.ParseOptions(set)
	if err != nil {
		return true
	}
	a, err1 := v.Start(o)
	b, err2 := v.Start(o)
	for i := 0; i < 8 && err1 == nil && err2 == nil; i++ {
		if a.String() != b.String() {
			return false
		}
		b, err2 = v.Start(o)
	}
	return true
}

// TestGolden replays the golden playthroughs of every registered variant
// and preset (testdata/golden) and compares every position and every list
// of legal moves. A rule changed by accident fails here for exactly the
// variants that use it; a rule changed on purpose is recorded with -update.
func TestGolden(t *testing.T) {
	for _, v := range registeredGames() {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join("testdata", "golden", v.Name+".golden")
			old, err := os.ReadFile(path)
			if err != nil && !*update {
				t.Fatalf("%v (write it with: go test ./variant/all -run TestGolden -update)", err)
			}
			starts := goldenStarts(string(old))
			var b strings.Builder
			fmt.Fprintf(&b, "# Golden playthroughs of %s: seeded random games, each ply's position, sorted\n", v.Name)
			b.WriteString("# legal moves and actions, and the move chosen; after 20 plies, every 25th position\n")
			b.WriteString("# and a digest of those between.\n")
			b.WriteString("# Regenerate after a deliberate rule change with: go test ./variant/all -run TestGolden -update\n")
			for _, set := range ruleSets(v, false) {
				for seed := range uint64(goldenSeeds) {
					start := ""
					if !deterministicStart(v, set) {
						start = starts[fmt.Sprintf("%q %d", set, seed)]
						if start == "" && !*update {
							t.Fatalf("options %q seed %d: no recorded start", set, seed)
						}
					}
					b.WriteString(playthrough(t, v, set, seed, start))
				}
			}
			got := b.String()
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != string(old) {
				t.Errorf("%s: the playthroughs differ from %s at\n%s", v.Name, path, firstDifference(string(old), got))
			}
		})
	}
}

// goldenStarts returns the recorded start position of each playthrough in
// a golden file, by its options and seed ("\"start=random\" 0").
func goldenStarts(text string) map[string]string {
	starts := map[string]string{}
	key := ""
	for line := range strings.SplitSeq(text, "\n") {
		if rest, ok := strings.CutPrefix(line, "== options "); ok {
			set, seed, _ := strings.Cut(rest, " seed ")
			key = set + " " + seed
		} else if rest, ok := strings.CutPrefix(line, "0 "); ok && key != "" {
			starts[key] = rest
			key = ""
		}
	}
	return starts
}

// firstDifference shows the first differing line of two texts with the
// playthrough header above it.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	header := ""
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if strings.HasPrefix(gl, "== ") {
			header = gl
		}
		if wl != gl {
			return fmt.Sprintf("%s\nline %d:\n  golden: %.300s\n  now:    %.300s", header, i+1, wl, gl)
		}
	}
	return "(no difference)"
}

// TestGoldenBudget keeps the golden playthroughs small enough to review:
// when a rule changes on purpose, its diff is read line by line.
func TestGoldenBudget(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.golden"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	total := int64(0)
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		total += fi.Size()
	}
	if total > goldenBudget {
		t.Errorf("the golden files take %d bytes in all, over the budget of %d: record fewer plies (goldenPlies, goldenStride) or fewer seeds", total, goldenBudget)
	}
}
