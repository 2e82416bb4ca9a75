package rithmomachia

import (
	"math/rand/v2"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/varianttest"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkPerftModern(b *testing.B) {
	p := mustNew(b, "")
	// No published count goes deeper than depth 2 (100, by hand: see
	// TestPerftShallow); the played count at depth 4 must equal the bulk
	// count, which is taken without Play.
	if n := variant.PerftPlayed(p, 2); n != 100 {
		b.Fatalf("perft(2) = %d, want 100", n)
	}
	want := variant.Perft(p, 4)
	var nodes uint64
	c0 := cpuTime()
	for b.Loop() {
		n := variant.PerftPlayed(p, 4)
		if n != want {
			b.Fatalf("perft(4) played = %d, bulk %d", n, want)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	b.ReportMetric(float64(nodes)/(cpuTime()-c0).Seconds()/1e6, "Mnodes/cpu-s")
}

// unfiltered returns p with the bitboard prefilters off.
func unfiltered(p Position) Position {
	r := *p.r
	r.noFilter = true
	p.r = &r
	return p
}

// TestPrefilters checks that the bitboard prefilters drop no capture:
// perft with and without them agrees, for every preset.
func TestPrefilters(t *testing.T) {
	for _, o := range []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian"} {
		p := mustNew(t, o)
		depth := 3
		if o == "preset=Italian" || o == "preset=F1" {
			depth = 2
		}
		a, b := variant.Perft(p, depth), variant.Perft(unfiltered(p), depth)
		if a != b {
			t.Errorf("%s: perft %d with prefilters, %d without", o, a, b)
		}
		t.Logf("%s perft(%d) = %d", o, depth, a)
	}
}

// TestPrefiltersMidgame compares, along seeded random games of every
// preset, the children of each position with and without the prefilters.
func TestPrefiltersMidgame(t *testing.T) {
	for _, o := range []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian", "preset=F1,f1arithmetic=spaces,proportioncapture", "preset=F2,additiongeometry=adjacent", "preset=F3,diagonalmoves,deceit=orthogonal", "preset=F1,leapover"} {
		t0 := time.Now()
		seeds, plies := uint64(2), 60
		if varianttest.Long() {
			seeds, plies = 8, 200
		}
		for seed := range seeds {
			p := mustNew(t, o)
			rng := rand.New(rand.NewPCG(seed, 7))
			for ply := 0; ply < plies && p.status == variant.Ongoing; ply++ {
				u := unfiltered(p)
				ms, mu := p.Moves(nil), u.Moves(nil)
				if len(ms) != len(mu) {
					t.Fatalf("%s seed %d ply %d: %d moves, %d unfiltered\n%s", o, seed, ply, len(ms), len(mu), p)
				}
				for i, m := range ms {
					if m != mu[i] {
						t.Fatalf("%s: move lists differ", o)
					}
					if a, b := p.Play(m), u.Play(m); a.Hash() != b.Hash() {
						t.Fatalf("%s seed %d ply %d: %s gives\n%s\nunfiltered\n%s", o, seed, ply, p.MoveText(m), a, b)
					}
				}
				if len(ms) == 0 {
					break
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
		}
		t.Logf("%q: %v", o, time.Since(t0))
	}
}

// TestPerftRepeat runs PerftPlayed from the Modern start RITH_PERFT_REPEAT
// times (for instruction counting under callgrind); it is skipped
// otherwise.
func TestPerftRepeat(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("RITH_PERFT_REPEAT"))
	if n == 0 {
		t.Skip("set RITH_PERFT_REPEAT")
	}
	p := mustNew(t, "")
	var nodes uint64
	for range n {
		nodes += variant.PerftPlayed(p, 4)
	}
	t.Logf("%d nodes", nodes)
}

// TestZeroAllocs checks that generating moves and playing them allocates
// nothing, for every preset, along a seeded game.
func TestZeroAllocs(t *testing.T) {
	for _, o := range []string{"", "preset=F1", "preset=F2", "preset=F3", "preset=Italian"} {
		p := mustNew(t, o)
		rng := rand.New(rand.NewPCG(3, 3))
		buf := make([]Move, 0, 1<<12)
		for ply := 0; ply < 40 && p.status == variant.Ongoing; ply++ {
			ms := p.Moves(buf[:0])
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			allocs := testing.AllocsPerRun(20, func() {
				buf = p.Moves(buf[:0])
				_ = p.Play(m)
			})
			if allocs != 0 {
				t.Fatalf("%s ply %d: %v allocations per Moves+Play", o, ply, allocs)
			}
			p = p.Play(m)
		}
	}
}

func BenchmarkPlayModern(b *testing.B) {
	p := mustNew(b, "")
	ms := p.Moves(nil)
	for b.Loop() {
		for _, m := range ms {
			_ = p.Play(m)
		}
	}
}

// TestPerftShallow checks perft to depth 2 from every preset's start
// against hand counts. The armies stand too far apart for a first move to
// change the other side's moves (spec §11.7 counts per side), except in
// the Italian rules, where captures are optional moves: after Odd's b12-b10
// (its triangle 12 to b10), Even's triangle 72 coming to b5 assaults it
// along the file (5 cells on, n = 6 fields: 72 = 12·6) and its round 2
// coming to g5 along the diagonal (2·6 = 12), each as a second move with
// the capture: 24·24 + 2.
func TestPerftShallow(t *testing.T) {
	cases := []struct {
		opts string
		want uint64
	}{
		{"", 10 * 10},
		{"preset=F1", 64 * 63}, // Even 23+41, Odd 20+43
		{"preset=F2", 34 * 34},
		{"preset=F3", 12 * 12},
		{"preset=Italian", 24*24 + 2},
	}
	for _, c := range cases {
		if got := variant.PerftPlayed(mustNew(t, c.opts), 2); got != c.want {
			t.Errorf("%q: perft(2) = %d, want %d", c.opts, got, c.want)
		}
	}
	p := mustNew(t, "preset=Italian")
	_, q := play(t, p, "b12-b10")
	if !hasMove(q, "b3-b5xb10") || !hasMove(q, "f4-g5xb10") || !hasMove(q, "b3-b5") {
		t.Error("Italian: the optional assaults after b12-b10")
	}
}

// TestPerftLong runs deeper perft from the Modern start (with -long) and
// checks that Perft and PerftPlayed agree, the parallel perft too.
func TestPerftLong(t *testing.T) {
	if !varianttest.Long() {
		t.Skip("with -long")
	}
	p := mustNew(t, "")
	a, b := variant.Perft(p, 6), variant.PerftPlayed(p, 6)
	c := variant.ParallelPerft(p, 6, 0)
	if a != b || a != c {
		t.Errorf("perft(6): %d bulk, %d played, %d parallel", a, b, c)
	}
	t.Logf("Modern perft(6) = %d", a)
}
