package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// A labelled position: a position and its game's result for the first
// side (White, Red).
type labelled[P any] struct {
	pos    P
	result float64 // 1, 0.5 or 0
	game   int     // the game it comes from (in a file: its line), for holding out whole games
}

// maxLine bounds a line of a position file.
const maxLine = 512

// parseLine parses a line of a position file: a position in the game's
// text (a FEN in chess, X-FEN or Shredder-FEN castling) and, after a
// space, the game's result for the first side as 1-0, 0-1 or 1/2-1/2.
func (g *game[P, M]) parseLine(line string) (labelled[P], error) {
	line = strings.TrimSpace(line)
	i := strings.LastIndexByte(line, ' ')
	if i < 0 {
		return labelled[P]{}, errors.New("want a position and a result (1-0, 0-1 or 1/2-1/2)")
	}
	var r float64
	switch res := line[i+1:]; res {
	case "1-0":
		r = 1
	case "0-1":
		r = 0
	case "1/2-1/2":
		r = 0.5
	default:
		return labelled[P]{}, fmt.Errorf("result %q: want 1-0, 0-1 or 1/2-1/2", res)
	}
	p, err := g.parse(strings.TrimSpace(line[:i]))
	if err != nil {
		return labelled[P]{}, err
	}
	return labelled[P]{pos: p, result: r}, nil
}

// formatLine is the line of a position file for l.
func formatLine[P fmt.Stringer](l labelled[P]) string {
	res := "1/2-1/2"
	switch l.result {
	case 1:
		res = "1-0"
	case 0:
		res = "0-1"
	}
	return l.pos.String() + " " + res
}

// gameComment starts the comment line of a position file that says which
// game the positions after it come from.
const gameComment = "# game "

// originComment starts the comment line of a position file that says
// where its positions come from (-save writes it first).
const originComment = "# from "

// readPositions reads a position file: one position a line (see
// parseLine); blank lines and lines that start with # are skipped. A
// comment "# game N" (N a whole number) says that the positions after it
// come from game N; a position with none before it counts as a game of
// its own, numbered by its line. A comment "# from ..." before the first
// position says where the positions come from: readPositions returns its
// text as the origin.
func (g *game[P, M]) readPositions(r io.Reader) (_ []labelled[P], origin string, _ error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, maxLine), maxLine)
	var out []labelled[P]
	game := -1
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if rest, ok := strings.CutPrefix(line, gameComment); ok {
			g, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || g < 0 {
				return nil, "", fmt.Errorf("line %d: game %q: want a whole number", n, rest)
			}
			game = g
			continue
		}
		if rest, ok := strings.CutPrefix(line, originComment); ok && len(out) == 0 && origin == "" {
			origin = strings.TrimSpace(rest)
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		l, err := g.parseLine(line)
		if err != nil {
			return nil, "", fmt.Errorf("line %d: %w", n, err)
		}
		l.game = game
		if game < 0 {
			l.game = n
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, "", fmt.Errorf("line longer than %d bytes", maxLine)
		}
		return nil, "", err
	}
	return out, origin, nil
}

// writePositions writes ls as a position file: first, unless origin is
// empty, a comment "# from origin" (one line: line breaks become spaces),
// then the positions, with a "# game N" line before those of each game.
func writePositions[P fmt.Stringer](w io.Writer, origin string, ls []labelled[P]) error {
	bw := bufio.NewWriter(w)
	if origin = strings.Join(strings.Fields(origin), " "); origin != "" {
		bw.WriteString(originComment + origin + "\n")
	}
	for i, l := range ls {
		if i == 0 || l.game != ls[i-1].game {
			bw.WriteString(gameComment + strconv.Itoa(l.game) + "\n")
		}
		bw.WriteString(formatLine(l) + "\n")
	}
	return bw.Flush()
}

// quiesce returns the value for the side to move of p after noisy moves
// alone (captures and promotions: the entry's Noisy), the side to move
// free to stand on the shipped evaluation, up to plies deep.
func (g *game[P, M]) quiesce(p P, alpha, beta, plies int, buf [][]M) int {
	stand := g.eval(p, p.ToMove())
	if stand >= beta || plies == 0 {
		return stand
	}
	alpha = max(alpha, stand)
	moves := p.Moves(buf[0][:0])
	for _, m := range moves {
		if !g.hooks.Noisy(p, m) {
			continue
		}
		v := -g.quiesce(p.Play(m), -beta, -alpha, plies-1, buf[1:])
		if v >= beta {
			return v
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// quiet reports whether p is quiet: its side to move not in check, the
// game not over, and no capture or promotion (searched 8 plies deep)
// improving on the shipped evaluation.
func (g *game[P, M]) quiet(p P) bool {
	if p.InCheck() || p.Outcome().Over() {
		return false
	}
	const plies = 8
	buf := make([][]M, plies+1)
	for i := range buf {
		buf[i] = make([]M, 0, 256)
	}
	const inf = 1 << 30
	return g.quiesce(p, -inf, inf, plies, buf) == g.eval(p, p.ToMove())
}

// genConfig is what self-play generation plays.
type genConfig struct {
	games, nodes, openingPlies, maxPlies, workers int
	seed                                          uint64
}

// genStats counts what generation did.
type genStats struct {
	games, positions, kept, adjudicated int
	wins, draws, losses                 int // White's
}

// opening returns the seeded random opening of game i: up to n random
// legal moves from the start (fewer if the game ends first).
func (g *game[P, M]) opening(seed uint64, i, n int) []M {
	r := rand.New(rand.NewPCG(seed, uint64(i)))
	p := g.start
	var ms []M
	for range n {
		legal := p.Moves(nil)
		if len(legal) == 0 {
			break
		}
		m := legal[r.IntN(len(legal))]
		ms = append(ms, m)
		p = p.Play(m)
	}
	return ms
}

// playGame plays a game from opening between first (the side that starts:
// White, Red) and second, ended by the rules or, after maxPlies plies,
// adjudicated a draw, and returns the first side's result, the positions
// after the opening, and whether it was adjudicated.
func (g *game[P, M]) playGame(ctx context.Context, first, second search.Player[P, M], open []M, maxPlies int) (float64, []P, bool, error) {
	gm := variant.NewGame(g.start)
	for _, m := range open {
		if err := gm.Play(m); err != nil {
			return 0, nil, false, err
		}
	}
	var seen []P
	for ply := len(open); ; ply++ {
		o := gm.Outcome()
		if o.Over() {
			switch {
			case o.Status == variant.Drawn:
				return 0.5, seen, false, nil
			case o.Winners.Has(0):
				return 1, seen, false, nil
			default:
				return 0, seen, false, nil
			}
		}
		if ply >= maxPlies {
			return 0.5, seen, true, nil
		}
		p := gm.Position()
		seen = append(seen, p)
		pl := first
		if p.ToMove() != 0 {
			pl = second
		}
		m, err := search.ChooseIn(ctx, pl, gm)
		if err != nil {
			return 0, nil, false, err
		}
		if err := gm.Play(m); err != nil {
			return 0, nil, false, err
		}
	}
}

// gameSeed is the seed of game i's players.
func gameSeed(seed uint64, i int) uint64 {
	x := seed ^ uint64(i)<<32
	return variant.SplitMix64(&x)
}

// generate plays c.games games of search.New's default player against
// itself at c.nodes nodes a move, each from its seeded random opening, and
// returns the quiet positions after the opening (by the shipped
// evaluation), each with its game's result.
func (g *game[P, M]) generate(ctx context.Context, c genConfig) ([]labelled[P], genStats, error) {
	res := make([]genResult[P], c.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range c.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				res[i] = g.genGame(ctx, c, i)
			}
		}()
	}
	for i := range c.games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	var st genStats
	var out []labelled[P]
	for i, r := range res {
		if r.err != nil {
			return nil, st, fmt.Errorf("game %d: %w", i+1, r.err)
		}
		st.games++
		st.positions += r.all
		st.kept += len(r.kept)
		if r.adjudicated {
			st.adjudicated++
		}
		switch r.r {
		case 1:
			st.wins++
		case 0:
			st.losses++
		default:
			st.draws++
		}
		out = append(out, r.kept...)
	}
	return out, st, nil
}

// genResult is one game of generate.
type genResult[P any] struct {
	kept        []labelled[P] // its quiet positions
	all         int           // its positions after the opening
	r           float64       // the first side's result
	adjudicated bool
	err         error
}

// genGame plays and labels game i of generate.
func (g *game[P, M]) genGame(ctx context.Context, c genConfig, i int) (r genResult[P]) {
	mk := func(side uint64) (search.Player[P, M], error) {
		return search.NewTyped[P, M](g.v, search.Config{Limits: search.Limits{Nodes: c.nodes}, Seed: gameSeed(c.seed, i) ^ side})
	}
	first, err := mk(0)
	if err == nil {
		var second search.Player[P, M]
		second, err = mk(1)
		if err == nil {
			var seen []P
			r.r, seen, r.adjudicated, err = g.playGame(ctx, first, second, g.opening(c.seed, i, c.openingPlies), c.maxPlies)
			r.all = len(seen)
			for _, p := range seen {
				if g.quiet(p) {
					r.kept = append(r.kept, labelled[P]{pos: p, result: r.r, game: i})
				}
			}
		}
	}
	r.err = err
	return r
}
