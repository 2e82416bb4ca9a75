// Command selfplay plays a match between two computer players in any
// registered game, in parallel across cores, and prints a results table.
//
// Usage:
//
//	selfplay -variant NAME [-options K=V,...] [-a mcts] [-b random] [-games N]
//	         [-nodes N] [-depth N] [-time D] [-seed S] [-workers N] [-records FILE]
//
// Players are random, greedy, mcts and alphabeta. Player A commands the
// first team (the first side in two-sided games) in even-numbered games and
// the other team in odd-numbered ones, so colours alternate. The table gives
// wins, draws and losses for each player, the average game length in moves,
// and the reasons the games ended. -records writes every game as a game
// record. Bad input exits 2 with a one-line error.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/search"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

type config struct {
	variant  *variant.Variant
	options  variant.Options
	a, b     string
	games    int
	limits   search.Limits
	seed     uint64
	workers  int
	maxMoves int
	records  string
	progress bool
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "", "the game (see perft -list)")
	opts := fs.String("options", "", "options as key=value,...")
	a := fs.String("a", "mcts", "player A: random, greedy, mcts or alphabeta")
	b := fs.String("b", "random", "player B: random, greedy, mcts or alphabeta")
	games := fs.Int("games", 10, "number of games")
	nodes := fs.Int("nodes", 0, "node budget per move (mcts: iterations; default 1000 for mcts)")
	depth := fs.Int("depth", 0, "depth limit per move (alphabeta; default 3)")
	limit := fs.Duration("time", 0, "time limit per move, e.g. 100ms")
	seed := fs.Uint64("seed", 1, "seed of the players' randomness")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	maxMoves := fs.Int("max-moves", 500, "adjudicate a draw after this many moves")
	records := fs.String("records", "", "write every game's record to this file")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "selfplay: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "selfplay: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	cfg := config{a: *a, b: *b, games: *games, seed: *seed, workers: *workers, maxMoves: *maxMoves, records: *records,
		limits: search.Limits{Nodes: *nodes, Depth: *depth, Time: *limit}}
	if f, ok := stderr.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			cfg.progress = true
		}
	}
	if err := cfg.check(*name, *opts); err != nil {
		fmt.Fprintf(stderr, "selfplay: %s\n", strings.Join(strings.Fields(err.Error()), " "))
		return 2
	}
	res, err := match(context.Background(), cfg, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "selfplay: %v\n", err)
		return 1
	}
	res.print(stdout, cfg)
	return 0
}

func (c *config) check(name, opts string) error {
	if name == "" {
		return errors.New("-variant is required")
	}
	v, err := variant.Lookup(name)
	if err != nil {
		return err
	}
	o, err := v.ParseOptions(opts)
	if err != nil {
		return err
	}
	c.variant, c.options = v, o
	for _, p := range []string{c.a, c.b} {
		if _, err := newPlayer(p, v, 0, c.limits); err != nil {
			return err
		}
	}
	switch {
	case c.games < 1:
		return fmt.Errorf("-games %d: want at least 1", c.games)
	case c.workers < 1:
		return fmt.Errorf("-workers %d: want at least 1", c.workers)
	case c.maxMoves < 1:
		return fmt.Errorf("-max-moves %d: want at least 1", c.maxMoves)
	}
	if _, err := v.Start(o); err != nil {
		return err
	}
	return nil
}

type (
	dynPlayer = search.Player[variant.AnyPosition, variant.Move]
	evaluator = search.Evaluator[variant.AnyPosition]
)

func newPlayer(kind string, v *variant.Variant, seed uint64, l search.Limits) (dynPlayer, error) {
	var eval evaluator = search.Mobility[variant.AnyPosition, variant.Move]
	if v.Evaluate != nil {
		eval = v.Evaluate
	}
	switch kind {
	case "random":
		return search.Random[variant.AnyPosition, variant.Move]{Seed: seed}, nil
	case "greedy":
		return search.Greedy[variant.AnyPosition, variant.Move]{Eval: eval, Seed: seed}, nil
	case "mcts":
		if l == (search.Limits{}) {
			l.Nodes = 1000
		}
		return search.MCTS[variant.AnyPosition, variant.Move]{Limits: l, Seed: seed, Eval: v.Evaluate}, nil
	case "alphabeta":
		if l == (search.Limits{}) {
			l.Depth = 3
		}
		return search.AlphaBeta[variant.AnyPosition, variant.Move]{Limits: l, Seed: seed, Eval: eval}, nil
	}
	return nil, fmt.Errorf("unknown player %q; want random, greedy, mcts or alphabeta", kind)
}

// gameResult is one finished game.
type gameResult struct {
	index   int
	aSides  variant.SideSet
	outcome variant.Outcome
	moves   int
	record  variant.Record
}

type results struct {
	games   []gameResult
	elapsed time.Duration
}

// match plays the games, cfg.workers at a time.
func match(ctx context.Context, cfg config, progress io.Writer) (results, error) {
	start := time.Now()
	out := make([]gameResult, cfg.games)
	errs := make([]error, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range min(cfg.workers, cfg.games) {
		wg.Go(func() {
			for i := range jobs {
				out[i], errs[i] = playGame(ctx, cfg, i)
				mu.Lock()
				done++
				if cfg.progress {
					bar(progress, done, cfg.games)
				}
				mu.Unlock()
			}
		})
	}
	for i := range cfg.games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if cfg.progress {
		fmt.Fprintln(progress)
	}
	if err := errors.Join(errs...); err != nil {
		return results{}, err
	}
	if cfg.records != "" {
		var b strings.Builder
		for _, g := range out {
			b.WriteString(g.record.String())
			b.WriteByte('\n')
		}
		if err := os.WriteFile(cfg.records, []byte(b.String()), 0o644); err != nil {
			return results{}, err
		}
	}
	return results{out, time.Since(start)}, nil
}

func bar(w io.Writer, done, total int) {
	const width = 30
	fill := done * width / total
	fmt.Fprintf(w, "\r[%s%s] %d/%d games", strings.Repeat("#", fill), strings.Repeat(" ", width-fill), done, total)
}

// teamOf returns the sides of the first team (even games) or the rest.
func aSides(v *variant.Variant, game int) variant.SideSet {
	first := v.Team(0)
	if game%2 == 0 {
		return first
	}
	var rest variant.SideSet
	for i := range v.Sides {
		if !first.Has(variant.Side(i)) {
			rest = rest.With(variant.Side(i))
		}
	}
	return rest
}

func playGame(ctx context.Context, cfg config, i int) (gameResult, error) {
	v := cfg.variant
	start, err := v.Start(cfg.options)
	if err != nil {
		return gameResult{}, err
	}
	pa, _ := newPlayer(cfg.a, v, cfg.seed+uint64(2*i), cfg.limits)
	pb, _ := newPlayer(cfg.b, v, cfg.seed+uint64(2*i+1), cfg.limits)
	own := aSides(v, i)
	g := variant.NewGame(start)
	for !g.Outcome().Over() {
		if g.Len() >= cfg.maxMoves {
			if err := g.Declare(variant.Draw("move limit")); err != nil {
				return gameResult{}, err
			}
			break
		}
		p := g.Position()
		player := pb
		if own.Has(p.ToMove()) {
			player = pa
		}
		m, err := player.Choose(ctx, p)
		if err != nil {
			return gameResult{}, fmt.Errorf("game %d, move %d: %s: %w", i+1, g.Len()+1, player.Name(), err)
		}
		if err := g.Play(m); err != nil {
			return gameResult{}, fmt.Errorf("game %d, move %d: %s chose an illegal move: %w", i+1, g.Len()+1, player.Name(), err)
		}
	}
	rec := g.Record(
		variant.Tag{Name: "Event", Value: "Ludus selfplay"},
		variant.Tag{Name: "Round", Value: fmt.Sprint(i + 1)},
		variant.Tag{Name: "PlayerA", Value: cfg.a + " (" + sideNames(v, own) + ")"},
		variant.Tag{Name: "PlayerB", Value: cfg.b},
	)
	rec.PliesPerNumber = len(v.Sides)
	return gameResult{index: i, aSides: own, outcome: g.Outcome(), moves: g.Len(), record: rec}, nil
}

func sideNames(v *variant.Variant, s variant.SideSet) string {
	var n []string
	for _, x := range s.Sides() {
		n = append(n, v.SideName(x))
	}
	return strings.Join(n, "+")
}

func (r results) print(w io.Writer, cfg config) {
	var aw, ad, al int
	reasons := map[string]int{}
	total := 0
	for _, g := range r.games {
		total += g.moves
		o := g.outcome
		switch {
		case o.Status == variant.Drawn:
			ad++
		case o.Winners&g.aSides != 0:
			aw++
		default:
			al++
		}
		reason := o.Status.String()
		if o.Reason != "" {
			reason += ": " + o.Reason
		}
		reasons[reason]++
	}
	n := len(r.games)
	fmt.Fprintf(w, "%s", cfg.variant.Name)
	if o := cfg.options.String(); o != "" {
		fmt.Fprintf(w, " (%s)", o)
	}
	fmt.Fprintf(w, ", %d games in %v\n\n", n, r.elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "%-12s %6s %6s %6s %7s\n", "player", "wins", "draws", "losses", "score")
	fmt.Fprintf(w, "%-12s %6d %6d %6d %6.1f%%\n", "A "+cfg.a, aw, ad, al, 100*(float64(aw)+float64(ad)/2)/float64(n))
	fmt.Fprintf(w, "%-12s %6d %6d %6d %6.1f%%\n", "B "+cfg.b, al, ad, aw, 100*(float64(al)+float64(ad)/2)/float64(n))
	fmt.Fprintf(w, "\naverage length: %.1f moves\n", float64(total)/float64(n))
	keys := make([]string, 0, len(reasons))
	for k := range reasons {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	fmt.Fprintln(w, "outcomes:")
	for _, k := range keys {
		fmt.Fprintf(w, "  %-40s %d\n", k, reasons[k])
	}
}
