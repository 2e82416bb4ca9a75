// Command selfplay plays a match between two computer players in any
// registered game, in parallel across cores, and prints a results table.
//
// Usage:
//
//	selfplay -variant NAME [-options K=V,...] [-a default] [-b random] [-games N]
//	         [-nodes N] [-depth N] [-time D | -clock MOVES/BASE[+INC]]
//	         [-contempt N] [-seed S] [-workers N] [-max-moves N]
//	         [-records FILE] [-progress auto|on|off] [-sprt ELO0,ELO1]
//
// Players are default (also "": the strongest for the game, alphabeta in
// every game of two teams, mcts otherwise), random, greedy, mcts and
// alphabeta, a game's own players (Rithmomachia's harmony), or an engine
// program given as uci:PATH, xboard:PATH or ucci:PATH, with its options
// after a '?' ("uci:/usr/games/fairy-stockfish?Skill Level=5&Threads=1"; see package
// variant/search/engine), which gets the same limits (default 1,000
// nodes a move). An engine that fails fails its game and is started anew
// for the next; after three failed games the match stops, prints the
// table of the games played and exits 1. An engine that says the game is
// over where Ludus's rules have decided the result (a bared shatranj king
// with no saving reply) has the game adjudicated so. mcts and alphabeta
// search within -nodes, -depth and -time (default: 1,000 iterations for
// mcts, depth 3 for alphabeta) and use the game's evaluation (mobility
// for alphabeta and greedy when the game has none). Player A commands the
// first team (the first side in two-sided games) in even-numbered games
// and the other teams in odd-numbered ones, so colours alternate. Every
// move is chosen with the game's history, so alphabeta does not walk into
// a draw by repetition (see -contempt), and every player's seed changes
// with the game and the move, so a match is reproducible (with node or
// depth limits) and no game goes round in circles. With -clock
// (40/1m, 3m+2s) every game is played on the clock: each player budgets
// its own time (search.Clock; an engine is given both clocks and the
// control), and a player whose time runs out during a move loses by time
// forfeit.
//
// The results give wins, draws and losses of each player, then of player
// A for each team it commanded, the average, shortest and longest game in
// moves, and the outcomes of the games with their reasons. A progress line
// (games done, moves played, time taken and an estimate of the time left)
// is drawn on standard error when it is a terminal, redrawn every half
// second. -h prints the usage with every flag. -records writes every
// game as a game record as it ends, with a tag naming the player of each
// side; the match itself keeps only the table's counts, so that any number
// of games runs in bounded memory. Bad
// input exits 2 with a one-line error.
//
// In games with chance events (Enochian chess with divination-dice=true)
// no player chooses a roll: selfplay samples it from a source seeded by
// -seed and the game, and the records keep it as a move. Before each turn
// move both players may play actions of their own sides (an offer of an
// exchange of prisoners in Enochian chess, the answer to one) or claim a
// draw, where their search finds it worth more than playing on (mcts and
// alphabeta; they never resign).
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/ludus-chess/ludus/examples/internal/elo"
	"github.com/ludus-chess/ludus/examples/internal/usage"

	term "github.com/ludus-chess/ludus/examples/internal/progress"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

type config struct {
	variant  *variant.Variant
	options  variant.Options
	a, b     string
	games    int
	limits   search.Limits
	clock    search.TimeControl // the game's time control, or zero: limits per move
	contempt int
	seed     uint64
	workers  int
	maxMoves int
	records  string
	progress bool
	moves    *atomic.Int64 // counts the moves played, for the progress line; may be nil
	engines  *enginePool   // engine programs (uci:PATH, xboard:PATH, ucci:PATH)
	sprt     *elo.SPRT     // the SPRT to report, or nil
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "", "the game (see perft -list)")
	opts := fs.String("options", "", "options as key=value,...")
	a := fs.String("a", search.DefaultKind, "player A: default (the strongest for the game: alphabeta in every game of two teams), random, greedy, mcts, alphabeta, a game's own player, or an engine uci:PATH, xboard:PATH, ucci:PATH[?NAME=VALUE&...]")
	b := fs.String("b", "random", "player B, as -a")
	games := fs.Int("games", 10, "number of games")
	nodes := fs.Int("nodes", 0, "node budget per move (mcts: iterations; default 1000 for mcts)")
	depth := fs.Int("depth", 0, "depth limit per move (alphabeta; default 3)")
	limit := fs.Duration("time", 0, "time limit per move, e.g. 100ms")
	clock := fs.String("clock", "", "time control of every game, MOVES/BASE[+INC] or BASE[+INC] (40/1m: 40 moves a minute; 3m+2s): the players play on the clock, and lose when their time runs out")
	contempt := fs.Int("contempt", 0, "alphabeta: what a draw is worth less than an even position, in evaluation units")
	seed := fs.Uint64("seed", 1, "seed of the players' randomness")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "games played at once")
	maxMoves := fs.Int("max-moves", 500, "adjudicate a draw after this many moves")
	records := fs.String("records", "", "write every game's record to this file as it ends")
	progress := fs.String("progress", "auto", "progress line on standard error: auto (when a terminal), on or off")
	sprtFlag := fs.String("sprt", "", "report a sequential probability ratio test of A's Elo over B: ELO0,ELO1 (H0: ELO0, H1: ELO1; error rates 0.05)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage.Print(stdout, fs, synopsis, examples())
			return 0
		}
		fmt.Fprintf(stderr, "selfplay: %v (selfplay -h for help)\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "selfplay: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	cfg := config{a: *a, b: *b, games: *games, seed: *seed, workers: *workers, maxMoves: *maxMoves, records: *records,
		contempt: *contempt, limits: search.Limits{Nodes: *nodes, Depth: *depth, Time: *limit}}
	if *clock != "" {
		tc, err := search.ParseTimeControl(*clock)
		if err != nil {
			fmt.Fprintf(stderr, "selfplay: -clock: %v\n", err)
			return 2
		}
		cfg.clock = tc
	}
	if *sprtFlag != "" {
		t, err := elo.ParseSPRT(*sprtFlag)
		if err != nil {
			fmt.Fprintf(stderr, "selfplay: %v\n", err)
			return 2
		}
		cfg.sprt = &t
	}
	switch *progress {
	case "on":
		cfg.progress = true
	case "off":
	case "auto":
		cfg.progress = term.IsTerminal(stderr)
	default:
		fmt.Fprintf(stderr, "selfplay: -progress %q: want auto, on or off\n", *progress)
		return 2
	}
	if err := cfg.check(*name, *opts); err != nil {
		fmt.Fprintf(stderr, "selfplay: %s\n", strings.Join(strings.Fields(err.Error()), " "))
		return 2
	}
	// SIGINT or SIGTERM stops the match: the games that ended are
	// reported and kept in the records; a second signal kills at once.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	context.AfterFunc(ctx, stop)
	res, err := match(ctx, cfg, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "selfplay: %v\n", err)
		return 1
	}
	res.print(stdout, cfg)
	if res.interrupted > 0 || (ctx.Err() != nil && res.unplayed > 0) {
		fmt.Fprintf(stderr, "selfplay: stopped by a signal\n")
		return 1
	}
	if len(res.failed) > 0 {
		for _, f := range res.failed {
			fmt.Fprintf(stderr, "selfplay: %s\n", f)
		}
		return 1
	}
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
		if isEngine(p) {
			if err := checkEngine(p); err != nil {
				return err
			}
			continue
		}
		if _, err := newPlayer(p, v, 0, c.limits, c.contempt, nil); err != nil {
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
	case c.limits.Nodes < 0 || c.limits.Depth < 0 || c.limits.Time < 0:
		return errors.New("-nodes, -depth and -time must not be negative")
	case c.clock != (search.TimeControl{}) && c.limits != (search.Limits{}):
		return errors.New("-clock and -nodes, -depth or -time: the clock alone limits the moves")
	}
	if _, err := v.Start(o); err != nil {
		return err
	}
	return nil
}

type dynPlayer = search.Player[variant.AnyPosition, variant.Move]

func newPlayer(kind string, v *variant.Variant, seed uint64, l search.Limits, contempt int, table *search.Table) (dynPlayer, error) {
	if kind == "default" {
		kind = ""
	}
	return search.New(v, search.Config{Kind: kind, Limits: l, Seed: seed, Contempt: contempt, Table: table})
}

// label is how the table and the records name a player: the default kind
// ("" or "default") as "default".
func label(kind string) string {
	if kind == "" {
		return "default"
	}
	return kind
}

// moveSeed returns the seed of a player's move: it depends on the match's
// seed, the game, the player and the move, so that no two moves share a
// seed and the match is reproducible.
func moveSeed(seed uint64, game, player, ply int) uint64 {
	x := seed ^ uint64(game)<<40 ^ uint64(player)<<32 ^ uint64(ply)
	return variant.SplitMix64(&x) // spreads the bits
}

// chanceSource returns the seeded source of game i's chance events (the
// rolls of dice): it depends on the match's seed and the game only, so a
// match is reproducible.
func chanceSource(seed uint64, game int) *rand.Rand {
	x := seed ^ 0xd1ce<<48 ^ uint64(game)
	return rand.New(rand.NewPCG(variant.SplitMix64(&x), uint64(game)))
}

// gameResult is one finished game.
type gameResult struct {
	index   int
	aSides  variant.SideSet
	outcome variant.Outcome
	moves   int
	record  *variant.Record // nil without -records
}

// results is what a match keeps: the table's counts, not the games, so
// that a match of any length runs in bounded memory; the records go to
// their file as the games end.
type results struct {
	sum      summary
	games    int      // games finished
	failed   []string // the games that could not be finished, and why
	unplayed int      // games not started after the match stopped
	// interrupted counts the games cut short because the match was
	// stopped (a signal): they are neither results nor failures.
	interrupted int
	elapsed     time.Duration
}

// maxFailures is the number of failed games after which a match stops:
// a program that fails that often will not finish it.
const maxFailures = 3

// recordWriter writes the games' records to their file in game order as
// they end, holding only those that end before an earlier game. Each
// record reaches the file when it is written: a match that is killed
// keeps every game it wrote.
type recordWriter struct {
	f       *os.File
	w       *bufio.Writer
	next    int
	pending map[int]*variant.Record // nil: the game failed
	err     error
}

func (r *recordWriter) add(i int, rec *variant.Record) {
	r.pending[i] = rec
	for {
		rec, ok := r.pending[r.next]
		if !ok {
			return
		}
		delete(r.pending, r.next)
		r.next++
		if rec != nil && r.err == nil {
			if _, r.err = r.w.WriteString(rec.String() + "\n"); r.err == nil {
				r.err = r.w.Flush()
			}
		}
	}
}

func (r *recordWriter) close() error {
	if err := r.w.Flush(); r.err == nil {
		r.err = err
	}
	if err := r.f.Close(); r.err == nil {
		r.err = err
	}
	return r.err
}

// match plays the games, cfg.workers at a time. A game that fails (an
// engine program that crashed, hung or broke its protocol) is reported in
// the results and the next game goes on, with a new process for the
// engine; after maxFailures failed games the match stops and the results
// count what was played. When ctx is done (selfplay was sent SIGINT or
// SIGTERM), no game starts, the games in progress end unfinished and
// unrecorded, and the results count the games that ended before.
func match(ctx context.Context, cfg config, progress io.Writer) (results, error) {
	start := time.Now()
	cfg.engines = newEnginePool(cfg.limits)
	defer cfg.engines.close()
	var recs *recordWriter
	if cfg.records != "" {
		f, err := os.Create(cfg.records)
		if err != nil {
			return results{}, err
		}
		recs = &recordWriter{f: f, w: bufio.NewWriter(f), pending: map[int]*variant.Record{}}
	}
	res := results{sum: newSummary()}
	var mu sync.Mutex // guards res and recs
	stopped := false
	jobs := make(chan int)
	var wg sync.WaitGroup
	var line *progressLine
	if cfg.progress {
		line = newProgressLine(progress, cfg.games, start)
		cfg.moves = &line.moves
	}
	for range min(cfg.workers, cfg.games) {
		wg.Go(func() {
			for i := range jobs {
				mu.Lock()
				stop := stopped || ctx.Err() != nil
				if stop {
					res.unplayed++
					if recs != nil {
						recs.add(i, nil)
					}
				}
				mu.Unlock()
				if stop {
					continue
				}
				g, err := playGame(ctx, cfg, i)
				mu.Lock()
				if err != nil && ctx.Err() != nil {
					res.interrupted++
					stopped = true
					g.record = nil
				} else if err != nil {
					res.failed = append(res.failed, err.Error())
					stopped = stopped || len(res.failed) >= maxFailures
					g.record = nil
				} else {
					res.games++
					res.sum.add(cfg.variant, g)
				}
				if recs != nil {
					recs.add(i, g.record)
				}
				mu.Unlock()
				line.gameDone()
			}
		})
	}
	for i := range cfg.games {
		select {
		case jobs <- i:
		case <-ctx.Done():
			mu.Lock()
			res.unplayed++
			if recs != nil {
				recs.add(i, nil)
			}
			mu.Unlock()
		}
	}
	close(jobs)
	wg.Wait()
	line.stop()
	res.elapsed = time.Since(start)
	slices.Sort(res.failed)
	if recs != nil {
		if err := recs.close(); err != nil {
			return res, err
		}
	}
	return res, nil
}

// teams returns the variant's teams as sets of sides, in the order of
// their first side.
func teams(v *variant.Variant) []variant.SideSet {
	var ts []variant.SideSet
	for x := range v.Sides {
		if t := v.Team(variant.Side(x)); !slices.Contains(ts, t) {
			ts = append(ts, t)
		}
	}
	return ts
}

// others returns the sides not on the team of side x.
func others(v *variant.Variant, x variant.Side) variant.SideSet {
	var s variant.SideSet
	team := v.Team(x)
	for i := range v.Sides {
		if !team.Has(variant.Side(i)) {
			s = s.With(variant.Side(i))
		}
	}
	return s
}

// aSides returns the sides player A commands in game i: the first team in
// even games, the other teams in odd ones.
func aSides(v *variant.Variant, game int) variant.SideSet {
	if game%2 == 0 {
		return v.Team(0)
	}
	return others(v, 0)
}

func playGame(ctx context.Context, cfg config, i int) (gameResult, error) {
	v := cfg.variant
	start, err := v.Start(cfg.options)
	if err != nil {
		return gameResult{}, err
	}
	own := aSides(v, i)
	g := variant.NewGame(start)
	dice := chanceSource(cfg.seed, i)
	engines := map[int]*engine.Engine{} // the engine programs of this game, by player
	var clocks [2]search.Clock          // the players' clocks, on the clock
	// Each side's table, kept from move to move within the game, as an
	// engine keeps its hash table.
	tables := make([]*search.Table, len(v.Sides))
	for x := range tables {
		tables[x] = search.NewTable(0)
	}
	for who := range clocks {
		clocks[who] = cfg.clock.Start()
	}
	for who, kind := range []string{cfg.a, cfg.b} {
		if isEngine(kind) {
			e, err := cfg.engines.get(ctx, kind)
			if err != nil {
				return gameResult{}, fmt.Errorf("game %d: %w", i+1, err)
			}
			defer cfg.engines.put(kind, e)
			engines[who] = e
		}
	}
	for !g.Outcome().Over() {
		if g.Len() >= cfg.maxMoves {
			if err := g.Declare(variant.Draw("move limit")); err != nil {
				return gameResult{}, err
			}
			break
		}
		if g.Position().ToMove() == variant.Chance {
			// No player chooses a roll: it is sampled from the game's
			// seeded source, and the record keeps it.
			if _, err := g.PlayChance(dice); err != nil {
				return gameResult{}, fmt.Errorf("game %d, move %d: %w", i+1, g.Len()+1, err)
			}
			continue
		}
		if over, err := deliberate(ctx, cfg, g, i, own); err != nil || over {
			if err != nil {
				return gameResult{}, err
			}
			break
		}
		if g.Position().ToMove() == variant.Chance {
			continue
		}
		kind, who := cfg.b, 1
		if own.Has(g.Position().ToMove()) {
			kind, who = cfg.a, 0
		}
		var player dynPlayer
		timed := cfg.clock != (search.TimeControl{})
		if e, ok := engines[who]; ok {
			if timed {
				e.SetClocks(cfg.clock, clocks[who], clocks[1-who])
			}
			player = e
		} else {
			l := cfg.limits
			if timed {
				l = search.Limits{Time: clocks[who].Budget(g.Position(), g.Len())}
			}
			if player, err = newPlayer(kind, v, moveSeed(cfg.seed, i, who, g.Len()), l, cfg.contempt, tables[g.Position().ToMove()]); err != nil {
				return gameResult{}, err
			}
		}
		began := time.Now()
		m, err := search.ChooseIn(ctx, player, g)
		if ctx.Err() != nil {
			// The match was stopped: the move, chosen in haste if at
			// all, is not played, and the game is not recorded.
			return gameResult{}, fmt.Errorf("game %d, move %d: %w", i+1, g.Len()+1, context.Cause(ctx))
		}
		if timed && err == nil {
			var ok bool
			if clocks[who], ok = cfg.clock.Move(clocks[who], time.Since(began)); !ok {
				// The flag fell: the other team wins, unless the move
				// was a win of its own (it is not played).
				if err := g.Declare(variant.Win(others(v, g.Position().ToMove()), "time forfeit")); err != nil {
					return gameResult{}, fmt.Errorf("game %d, move %d: %w", i+1, g.Len()+1, err)
				}
				break
			}
		}
		var over *engine.GameOver
		if errors.As(err, &over) {
			// The engine says the game is over, and Ludus's rules have
			// decided its result: every move ends it so.
			if err := g.Declare(over.Outcome); err != nil {
				return gameResult{}, fmt.Errorf("game %d, move %d: %w", i+1, g.Len()+1, err)
			}
			break
		}
		if err != nil {
			return gameResult{}, fmt.Errorf("game %d, move %d: %s: %w", i+1, g.Len()+1, player.Name(), err)
		}
		if err := g.Play(m); err != nil {
			return gameResult{}, fmt.Errorf("game %d, move %d: %s chose an illegal move: %w", i+1, g.Len()+1, player.Name(), err)
		}
		if cfg.moves != nil {
			cfg.moves.Add(1)
		}
	}
	tags := []variant.Tag{
		{Name: "Event", Value: "Ludus selfplay"},
		{Name: "Round", Value: fmt.Sprint(i + 1)},
	}
	res := gameResult{index: i, aSides: own, outcome: g.Outcome(), moves: g.Len()}
	if cfg.records == "" {
		return res, nil
	}
	for x, si := range v.Sides {
		who := "B " + label(cfg.b)
		if own.Has(variant.Side(x)) {
			who = "A " + label(cfg.a)
		}
		tags = append(tags, variant.Tag{Name: tagName(si.Name), Value: who})
	}
	tags = append(tags,
		variant.Tag{Name: "PlayerA", Value: label(cfg.a) + " (" + sideNames(v, own) + ")"},
		variant.Tag{Name: "PlayerB", Value: label(cfg.b)},
	)
	rec := g.Record(tags...)
	res.record = &rec
	return res, nil
}

// deliberate gives both players their say before a turn move: each may
// play actions of its own sides (offer an exchange of prisoners, answer
// one) or claim a result, as its search advises; the player to move is
// asked first, and each at most twice, so that an offer gets its answer.
// It reports whether the game ended (a claim).
func deliberate(ctx context.Context, cfg config, g *variant.Game[variant.AnyPosition, variant.Move], i int, own variant.SideSet) (bool, error) {
	v := cfg.variant
	var rest variant.SideSet
	for x := range v.Sides {
		if !own.Has(variant.Side(x)) {
			rest = rest.With(variant.Side(x))
		}
	}
	order := []int{0, 1}
	if !own.Has(g.Position().ToMove()) {
		order = []int{1, 0}
	}
	for range 2 {
		acted := false
		for _, who := range order {
			kind, sides := cfg.a, own
			if who == 1 {
				kind, sides = cfg.b, rest
			}
			if isEngine(kind) {
				continue // engine programs make turn moves only
			}
			player, err := newPlayer(kind, v, moveSeed(cfg.seed, i, who, g.Len())^0xac7, cfg.limits, cfg.contempt, nil)
			if err != nil {
				return false, err
			}
			d, err := search.Deliberate(ctx, player, g, sides)
			if err != nil {
				return false, fmt.Errorf("game %d, move %d: %s: %w", i+1, g.Len()+1, player.Name(), err)
			}
			switch {
			case d.Claim:
				if _, err := g.Claim(); err != nil {
					return false, fmt.Errorf("game %d, move %d: %s made an invalid claim: %w", i+1, g.Len()+1, player.Name(), err)
				}
				return true, nil
			case d.Act:
				if err := g.Play(d.Action); err != nil {
					return false, fmt.Errorf("game %d, move %d: %s chose an illegal action: %w", i+1, g.Len()+1, player.Name(), err)
				}
				acted = true
				if g.Outcome().Over() {
					return true, nil
				}
			}
		}
		if !acted {
			break
		}
	}
	return false, nil
}

// tagName turns a side's name into a record tag name: "white" becomes
// "White"; characters other than letters, digits and '_' become '_'.
func tagName(side string) string {
	b := []byte(side)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			if i == 0 {
				b[i] = c - 'a' + 'A'
			}
		case c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_':
		default:
			b[i] = '_'
		}
	}
	return string(b)
}

func sideNames(v *variant.Variant, s variant.SideSet) string {
	var n []string
	for _, x := range s.Sides() {
		n = append(n, v.SideName(x))
	}
	return strings.Join(n, "+")
}

// tally counts results from one player's point of view.
type tally struct{ games, wins, draws, losses int }

func (t *tally) add(o variant.Outcome, ours variant.SideSet) {
	t.games++
	switch {
	case o.Status == variant.Won && o.Winners&ours != 0:
		t.wins++
	case o.Status == variant.Won:
		t.losses++
	default: // drawn, or adjudicated at the move limit
		t.draws++
	}
}

func (t tally) score() float64 {
	if t.games == 0 {
		return 0
	}
	return 100 * (float64(t.wins) + float64(t.draws)/2) / float64(t.games)
}

// summary is what the results table shows.
type summary struct {
	a, b          tally
	rows          []variant.SideSet // the sides player A commanded, per row of byTeam
	byTeam        []tally           // player A's results, per team it commanded
	teamNames     []string
	total         int
	shortest      int
	longest       int
	outcomeCounts map[string]int
}

func newSummary() summary { return summary{outcomeCounts: map[string]int{}, shortest: -1} }

// add counts a finished game.
func (s *summary) add(v *variant.Variant, g gameResult) {
	s.a.add(g.outcome, g.aSides)
	var bSides variant.SideSet
	for x := range v.Sides {
		if !g.aSides.Has(variant.Side(x)) {
			bSides = bSides.With(variant.Side(x))
		}
	}
	s.b.add(g.outcome, bSides)
	// The rows of the team table: the sides player A commanded, in the
	// order first met (the first team, then the others).
	k := slices.Index(s.rows, g.aSides)
	if k < 0 {
		k = len(s.rows)
		s.rows = append(s.rows, g.aSides)
		s.byTeam = append(s.byTeam, tally{})
		s.teamNames = append(s.teamNames, teamName(v, g.aSides))
	}
	s.byTeam[k].add(g.outcome, g.aSides)
	s.total += g.moves
	if s.shortest < 0 || g.moves < s.shortest {
		s.shortest = g.moves
	}
	s.longest = max(s.longest, g.moves)
	s.outcomeCounts[v.Describe(g.outcome)]++
}

// teamName names a set of sides: a team of several sides by its name and
// its sides ("actives (yellow+red)"), else by the names of the sides.
func teamName(v *variant.Variant, s variant.SideSet) string {
	names := sideNames(v, s)
	if len(v.Teams) > 0 && s.Count() > 1 && slices.Contains(teams(v), s) {
		return v.Teams[v.Sides[s.Sides()[0]].Team] + " (" + names + ")"
	}
	return names
}

func (r results) print(w io.Writer, cfg config) {
	v := cfg.variant
	s := r.sum
	n := r.games
	fmt.Fprintf(w, "%s", v.Name)
	if o := cfg.options.String(); o != "" {
		fmt.Fprintf(w, " (%s)", o)
	}
	fmt.Fprintf(w, ", %d games in %v\n", n, r.elapsed.Round(time.Millisecond))
	if r.interrupted > 0 || (len(r.failed) == 0 && r.unplayed > 0) {
		fmt.Fprintf(w, "the match was stopped: %d games cut short, %d not played\n", r.interrupted, r.unplayed)
	}
	if len(r.failed) > 0 {
		fmt.Fprintf(w, "%d games failed (listed on standard error)", len(r.failed))
		if r.unplayed > 0 {
			fmt.Fprintf(w, "; the match stopped, %d games not played", r.unplayed)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-16s %6s %6s %6s %7s\n", "player", "wins", "draws", "losses", "score")
	fmt.Fprintf(w, "%-16s %6d %6d %6d %6.1f%%\n", "A "+label(cfg.a), s.a.wins, s.a.draws, s.a.losses, s.a.score())
	fmt.Fprintf(w, "%-16s %6d %6d %6d %6.1f%%\n", "B "+label(cfg.b), s.b.wins, s.b.draws, s.b.losses, s.b.score())
	rec := elo.Record{Wins: s.a.wins, Draws: s.a.draws, Losses: s.a.losses}
	if d, margin, ok := rec.Estimate(); ok {
		fmt.Fprintf(w, "Elo of A over B: %+.0f ± %.0f (95 %%), likelihood of superiority %.1f%%\n", d, margin, 100*rec.LOS())
	} else if s.a.games > 0 {
		fmt.Fprintf(w, "Elo of A over B: not finite (%s), likelihood of superiority %.1f%%\n", map[bool]string{true: "every game won", false: "every game lost"}[s.a.wins == s.a.games], 100*rec.LOS())
	}
	if t := cfg.sprt; t != nil {
		lower, upper := t.Bounds()
		fmt.Fprintf(w, "SPRT H0 %+g Elo, H1 %+g Elo (alpha = beta = 0.05): LLR %.2f in (%.2f, %.2f): %s\n", t.Elo0, t.Elo1, t.LLR(rec), lower, upper, t.Verdict(rec))
	}
	width := len("A commanding")
	for _, name := range s.teamNames {
		width = max(width, len(name))
	}
	fmt.Fprintf(w, "\n%-*s %6s %6s %6s %6s %7s\n", width, "A commanding", "games", "wins", "draws", "losses", "score")
	for k, t := range s.byTeam {
		fmt.Fprintf(w, "%-*s %6d %6d %6d %6d %6.1f%%\n", width, s.teamNames[k], t.games, t.wins, t.draws, t.losses, t.score())
	}
	if n > 0 {
		fmt.Fprintf(w, "\naverage length: %.1f moves (shortest %d, longest %d)\n", float64(s.total)/float64(n), s.shortest, s.longest)
	}
	keys := make([]string, 0, len(s.outcomeCounts))
	for k := range s.outcomeCounts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	fmt.Fprintln(w, "outcomes:")
	for _, k := range keys {
		fmt.Fprintf(w, "  %-50s %d\n", k, s.outcomeCounts[k])
	}
}
