package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"go/token"
	"io"
	"os"
	"reflect"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/chess960"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/chesslike"
)

const usageText = `tune fits evaluation weights to the results of self-play games,
Texel-style: it minimises the mean squared error between each quiet
position's game result and sigmoid(K·eval), first fitting K on the shipped
weights, then the weights with K fixed (Adam, full batch). In chess it fits
chess960.EvalWeights; in a game of the chess-like kernel (-variant xiangqi,
shatranj, capablanca ...) the placement tables of its kinds
(chesslike.Kind.Placement, on top of the rest of its evaluation).

Usage:
  tune [-variant NAME] [-games N] [-nodes N] [-seed S] [-opening N]
       [-max-plies N] [-workers N] [-save FILE] [-in FILE] [-iters N]
       [-rate F] [-prior F] [-out FILE] [-format json|go]
       [-weights FILE] [-match N] [-fold] [-package P] [-name V]

The positions come from -games games of search.New's default player against
itself at -nodes nodes a move, each from a seeded random opening of -opening
plies, ended by the rules or adjudicated a draw after -max-plies plies; only
quiet positions are kept (not in check, no capture or promotion better than
the static evaluation), each with its game's result for the first side.
-save writes them to FILE; -in reads them from FILE instead of playing: one
position a line, in the game's position text (a FEN), and the result for the
first side (1-0, 0-1 or 1/2-1/2), # for comments, "# game N" before the
positions of game N, and first "# from ..." saying which games they come
from, which the tuned weights' provenance repeats (as -save writes them).
The positions of every tenth game (a position of no game: every tenth line)
are held out to check the fit.

-prior F adds F·Σ((w-shipped)/100)² to the loss, holding the weights near the
shipped ones (a loss of F for a weight a pawn away).

The tuned weights, rounded to centipawns, go to -out (default standard
output) as JSON or Go source with their provenance: for a kernel game, a
variable -name (default the game's name and "Placement") of package
-package, a table a kind. -fold (the default) keeps a kernel game's tables
symmetric left to right. In chess, -match N then plays N games (even; pairs
from one opening, colours swapped) between the tuned and the shipped
weights at -nodes nodes a move and prints the score with its 95 % interval;
-weights FILE skips the tuning and plays the match with the weights of FILE
(JSON as -format json writes it). A kernel game's tables are compared by
builds of each, in examples/selfplay.

Flags:
`

const examplesText = `
Examples:
  tune -games 200 -nodes 1000 -seed 1 -save pos.txt -out tuned.json
  tune -in pos.txt -iters 1000 -prior 0.01 -format go
  tune -in pos.txt -out tuned.json -match 40 -workers 2
  tune -weights tuned.json -match 40 -nodes 2000
  tune -variant xiangqi -games 2500 -nodes 2000 -save xq.txt -format go -out placement.go
`

func main() { os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr)) }

// config is a run of the program.
type config struct {
	gen           genConfig
	in, save, out string
	format        string
	weights       string
	iters, matchN int
	rate, prior   float64
	gamesSet      bool // -games was given
	variant       string
	fold          bool   // kernel games: tables symmetric left to right
	pkg, name     string // kernel games: the package and variable of -format go
}

// parse reads and checks the flags.
func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.variant, "variant", "chess", "chess, or a game of the chess-like kernel (its placement tables)")
	fs.BoolVar(&c.fold, "fold", true, "kernel games: tables symmetric left to right")
	fs.StringVar(&c.pkg, "package", "classic", "kernel games: the package of -format go")
	fs.StringVar(&c.name, "name", "", "kernel games: the variable of -format go (default the game's name + Placement)")
	fs.IntVar(&c.gen.games, "games", 200, "self-play games to draw positions from")
	fs.IntVar(&c.gen.nodes, "nodes", 1000, "nodes a move, in self-play and in the match")
	seed := fs.Uint64("seed", 1, "seed of the openings and players")
	fs.IntVar(&c.gen.openingPlies, "opening", 8, "random plies at the start of each game")
	fs.IntVar(&c.gen.maxPlies, "max-plies", 300, "plies after which a game is adjudicated a draw")
	fs.IntVar(&c.gen.workers, "workers", 1, "games played at once")
	fs.StringVar(&c.save, "save", "", "write the generated positions to FILE")
	fs.StringVar(&c.in, "in", "", "read the positions from FILE instead of playing")
	fs.IntVar(&c.iters, "iters", 500, "descent steps")
	fs.Float64Var(&c.rate, "rate", 1, "largest descent step, in centipawns")
	fs.Float64Var(&c.prior, "prior", 0, "pull towards the shipped weights: loss per weight a pawn away")
	fs.StringVar(&c.out, "out", "", "write the weights to FILE (default standard output)")
	fs.StringVar(&c.format, "format", "json", "json or go")
	fs.StringVar(&c.weights, "weights", "", "skip the tuning: match these weights (JSON)")
	fs.IntVar(&c.matchN, "match", 0, "games of the tuned weights against the shipped ones")
	fs.Usage = func() {} // the errors say what is wrong; -h prints the usage
	usage := func() {
		fmt.Fprint(stderr, usageText)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		fmt.Fprint(stderr, examplesText)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage()
		}
		return c, err
	}
	c.gen.seed = *seed
	fs.Visit(func(f *flag.Flag) { c.gamesSet = c.gamesSet || f.Name == "games" })
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.gen.games < 1:
		return c, fmt.Errorf("-games %d: want at least 1", c.gen.games)
	case c.gen.nodes < 1:
		return c, fmt.Errorf("-nodes %d: want at least 1", c.gen.nodes)
	case c.gen.openingPlies < 0:
		return c, fmt.Errorf("-opening %d: want at least 0", c.gen.openingPlies)
	case c.gen.maxPlies < 1:
		return c, fmt.Errorf("-max-plies %d: want at least 1", c.gen.maxPlies)
	case c.gen.workers < 1:
		return c, fmt.Errorf("-workers %d: want at least 1", c.gen.workers)
	case c.iters < 0:
		return c, fmt.Errorf("-iters %d: want at least 0", c.iters)
	case !(c.rate > 0 && c.rate < 1000):
		return c, fmt.Errorf("-rate %v: want more than 0 and less than 1000", c.rate)
	case !(c.prior >= 0 && c.prior < 1e9):
		return c, fmt.Errorf("-prior %v: want at least 0", c.prior)
	case c.format != "json" && c.format != "go":
		return c, fmt.Errorf("-format %q: want json or go", c.format)
	case c.matchN < 0 || c.matchN%2 != 0:
		return c, fmt.Errorf("-match %d: want an even number of games, at least 0", c.matchN)
	case c.in != "" && (c.gamesSet || c.save != ""):
		return c, errors.New("-in reads the positions: -games and -save are for playing them")
	case c.weights != "" && (c.in != "" || c.save != "" || c.out != "" || c.gamesSet):
		return c, errors.New("-weights skips the tuning: it takes no -in, -games, -save or -out")
	case c.weights != "" && c.matchN == 0:
		return c, errors.New("-weights is for a match: give -match N")
	case c.variant != "chess" && (c.weights != "" || c.matchN > 0):
		return c, errors.New("-match and -weights are for chess: compare a kernel game's tables by builds of each in selfplay")
	case c.name != "" && !token.IsIdentifier(c.name), !token.IsIdentifier(c.pkg):
		return c, fmt.Errorf("-package %q, -name %q: want Go identifiers", c.pkg, c.name)
	}
	return c, nil
}

// provenance is where a set of tuned weights comes from.
type provenance struct {
	Source      string  `json:"source"`             // "self-play" or the position file
	Games       int     `json:"games,omitempty"`    // self-play games
	Seed        uint64  `json:"seed,omitempty"`     // their seed
	Nodes       int     `json:"nodes,omitempty"`    // their node budget a move
	Opening     int     `json:"opening,omitempty"`  // their random plies
	MaxPlies    int     `json:"maxPlies,omitempty"` // their adjudication
	Positions   int     `json:"positions"`          // quiet positions, training and held out
	Held        int     `json:"heldOut"`            // held out
	K           float64 `json:"k"`                  // per centipawn
	Iters       int     `json:"iters"`
	Rate        float64 `json:"rate"`
	Prior       float64 `json:"prior,omitempty"`
	LossBefore  float64 `json:"lossBefore"` // training, shipped weights
	LossAfter   float64 `json:"lossAfter"`  // training, tuned weights rounded
	HeldBefore  float64 `json:"heldOutLossBefore"`
	HeldAfter   float64 `json:"heldOutLossAfter"`
	WhiteScore  float64 `json:"whiteScore"` // the mean result of the positions
	Adjudicated int     `json:"adjudicated,omitempty"`
	Origin      string  `json:"origin,omitempty"` // where the positions of the file come from (its "# from" line)
}

// describe says in words where the weights come from.
func (p provenance) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "from %d quiet positions", p.Positions)
	if p.Source == "self-play" {
		fmt.Fprintf(&b, " of %d self-play games of the default player at %d nodes a move (seed %d, %d random opening plies, adjudicated a draw after %d plies)", p.Games, p.Nodes, p.Seed, p.Opening, p.MaxPlies)
	} else {
		fmt.Fprintf(&b, " of %s", p.Source)
		if p.Origin != "" {
			fmt.Fprintf(&b, " (from %s)", p.Origin)
		}
	}
	fmt.Fprintf(&b, "; K %.6f, %d steps of Adam at rate %g, prior %g; mean squared error %.6f -> %.6f, held out (%d) %.6f -> %.6f.",
		p.K, p.Iters, p.Rate, p.Prior, p.LossBefore, p.LossAfter, p.Held, p.HeldBefore, p.HeldAfter)
	return b.String()
}

// describeGames says in words which self-play games of the game named
// name gave the positions, and how they ended: the "# from" line of the
// position file -save writes.
func (p provenance) describeGames(name string, st genStats) string {
	return fmt.Sprintf("%d self-play games of %s by the default player at %d nodes a move (seed %d, %d random opening plies, adjudicated a draw after %d plies): first side +%d =%d -%d, %d adjudicated; %d positions, %d quiet",
		p.Games, name, p.Nodes, p.Seed, p.Opening, p.MaxPlies, st.wins, st.draws, st.losses, st.adjudicated, st.positions, st.kept)
}

// tuned is what -format json writes.
type tuned struct {
	Provenance provenance           `json:"provenance"`
	Weights    chess960.EvalWeights `json:"weights"`
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "tune: %v\nRun tune -h for usage.\n", err)
		return 2
	}
	if err := tune(ctx, c, stdout, stderr); err != nil {
		fmt.Fprintf(stderr, "tune: %v\n", err)
		return 1
	}
	return 0
}

// tune does the run c describes; progress and figures go to stderr.
func tune(ctx context.Context, c config, stdout, stderr io.Writer) error {
	if c.variant != "chess" {
		return tuneKernel(ctx, c, stdout, stderr)
	}
	shipped := chess960.Weights
	if c.weights != "" {
		b, err := os.ReadFile(c.weights)
		if err != nil {
			return err
		}
		var t tuned
		if err := json.Unmarshal(b, &t); err != nil {
			return fmt.Errorf("%s: %w", c.weights, err)
		}
		return playMatch(ctx, c, &t.Weights, &shipped, stdout)
	}
	ls, prov, err := positions(ctx, chessGame, c, stderr)
	if err != nil {
		return err
	}
	x, err := fit(ls, chessFeatures, vector(shipped), c, &prov, stderr)
	if err != nil {
		return err
	}
	w := weightsOf(x)
	out, err := render(c.format, tuned{prov, w})
	if err != nil {
		return err
	}
	if err := write(c.out, out, stdout); err != nil {
		return err
	}
	if c.matchN > 0 {
		return playMatch(ctx, c, &w, &shipped, stdout)
	}
	return nil
}

// tuneKernel tunes the placement tables of a chess-like kernel game.
func tuneKernel(ctx context.Context, c config, stdout, stderr io.Writer) error {
	v, err := variant.Lookup(c.variant)
	if err != nil {
		return err
	}
	start, err := v.New("")
	if err != nil {
		return err
	}
	sp, ok := start.Typed().(chesslike.Position)
	if !ok {
		return fmt.Errorf("-variant %s: tune fits chess and the chess-like kernel's games", c.variant)
	}
	rules := sp.Rules()
	h, err := typedHooks[chesslike.Position, chesslike.Move](v)
	if err != nil {
		return err
	}
	t, err := newPlacement(rules, c.fold)
	if err != nil {
		return err
	}
	ev := t.eval
	g := &game[chesslike.Position, chesslike.Move]{v: v, start: sp, parse: rules.Parse, eval: ev.Evaluate, hooks: h}
	ls, prov, err := positions(ctx, g, c, stderr)
	if err != nil {
		return err
	}
	x0 := t.shipped()
	feat := func(p chesslike.Position, r float64) sample { return t.features(p, r, x0) }
	x, err := fit(ls, feat, x0, c, &prov, stderr)
	if err != nil {
		return err
	}
	tabs := t.tables(x)
	var out []byte
	if c.format == "go" {
		name := c.name
		if name == "" {
			name = v.Name + "Placement"
		}
		out, err = t.goSource(c.pkg, name, tabs, prov)
	} else {
		out, err = json.MarshalIndent(struct {
			Provenance provenance `json:"provenance"`
			Placement  [][]int    `json:"placement"`
		}{prov, tabs}, "", "  ")
		out = append(out, '\n')
	}
	if err != nil {
		return err
	}
	return write(c.out, out, stdout)
}

// write writes out to the file named path, or to stdout if path is empty.
func write(path string, out []byte, stdout io.Writer) error {
	if path == "" {
		_, err := stdout.Write(out)
		return err
	}
	return os.WriteFile(path, out, 0o644)
}

// positions reads the labelled positions of c.in or plays the self-play
// games c.gen describes (saving them to c.save), and returns them with
// their provenance.
func positions[P position[P, M], M variant.MoveType](ctx context.Context, g *game[P, M], c config, stderr io.Writer) ([]labelled[P], provenance, error) {
	prov := provenance{Iters: c.iters, Rate: c.rate, Prior: c.prior}
	if c.in != "" {
		f, err := os.Open(c.in)
		if err != nil {
			return nil, prov, err
		}
		ls, origin, err := g.readPositions(f)
		f.Close()
		if err != nil {
			return nil, prov, fmt.Errorf("%s: %w", c.in, err)
		}
		prov.Source, prov.Origin = c.in, origin
		return ls, prov, nil
	}
	start := time.Now()
	ls, st, err := g.generate(ctx, c.gen)
	if err != nil {
		return nil, prov, err
	}
	fmt.Fprintf(stderr, "%d games (first side +%d =%d -%d, %d adjudicated) in %v: %d positions, %d quiet\n",
		st.games, st.wins, st.draws, st.losses, st.adjudicated, time.Since(start).Round(time.Second), st.positions, st.kept)
	prov = provenance{Source: "self-play", Games: c.gen.games, Seed: c.gen.seed, Nodes: c.gen.nodes,
		Opening: c.gen.openingPlies, MaxPlies: c.gen.maxPlies, Adjudicated: st.adjudicated, Iters: c.iters, Rate: c.rate, Prior: c.prior}
	if c.save != "" {
		f, err := os.Create(c.save)
		if err != nil {
			return nil, prov, err
		}
		origin := prov.describeGames(g.v.Name, st)
		if err := writePositions(f, origin, ls); err != nil {
			f.Close()
			return nil, prov, err
		}
		if err := f.Close(); err != nil {
			return nil, prov, err
		}
	}
	return ls, prov, nil
}

// fit fits weights from x0 to the positions ls, whose samples feat makes
// (holding out the positions of every tenth game), fills in the figures
// of prov, and returns the weights rounded to whole centipawns.
func fit[P any](ls []labelled[P], feat func(P, float64) sample, x0 []float64, c config, prov *provenance, stderr io.Writer) ([]float64, error) {
	if len(ls) == 0 {
		return nil, errors.New("no positions to tune on")
	}
	var train, held []sample
	sum := 0.0
	for _, l := range ls {
		s := feat(l.pos, l.result)
		sum += l.result
		if l.game%10 == 9 {
			held = append(held, s)
		} else {
			train = append(train, s)
		}
	}
	if len(train) == 0 {
		return nil, errors.New("every position is held out: want positions of more games")
	}
	prov.Positions, prov.Held, prov.WhiteScore = len(ls), len(held), sum/float64(len(ls))
	k := fitK(train, x0)
	prov.K = k
	prov.LossBefore, prov.HeldBefore = loss(train, x0, k), loss(held, x0, k)
	start := time.Now()
	x := descend(train, x0, k, c.iters, c.rate, c.prior)
	for i := range x {
		x[i] = float64(roundHalfAway(x[i]))
	}
	prov.LossAfter, prov.HeldAfter = loss(train, x, k), loss(held, x, k)
	fmt.Fprintf(stderr, "K %.6f; loss %.6f -> %.6f, held out %.6f -> %.6f (%d + %d positions, %d steps in %v)\n",
		k, prov.LossBefore, prov.LossAfter, prov.HeldBefore, prov.HeldAfter, len(train), len(held), c.iters,
		time.Since(start).Round(time.Millisecond))
	return x, nil
}

// playMatch plays and prints the match of a against the shipped weights.
func playMatch(ctx context.Context, c config, a, shipped *chess960.EvalWeights, stdout io.Writer) error {
	start := time.Now()
	m, err := match(ctx, a, shipped, c.matchN, c.gen.nodes, c.gen.openingPlies, c.gen.maxPlies, c.gen.workers, c.gen.seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "match, tuned against shipped at %d nodes a move: %v (%v)\n", c.gen.nodes, m, time.Since(start).Round(time.Second))
	return nil
}

// elide drops the types of the inner arrays of a %#v, as gofmt -s does
// (twice: the Ring's first element nests two).
var elide = strings.NewReplacer("{[2]int{", "{{", ", [2]int{", ", {", "{[4][2]int{", "{{", ", [4][2]int{", ", {")

// render writes t as JSON or as Go source declaring the weights, with
// the provenance in the comment.
func render(form string, t tuned) ([]byte, error) {
	if form == "json" {
		b, err := json.MarshalIndent(t, "", "  ")
		return append(b, '\n'), err
	}
	var b strings.Builder
	text := "Weights tuned by examples/tune (Texel's method) " + t.Provenance.describe()
	b.WriteString("package chess960\n\n")
	for _, l := range wrap(text, 76) {
		b.WriteString("// " + l + "\n")
	}
	b.WriteString("var Weights = EvalWeights{\n")
	v := reflect.ValueOf(t.Weights)
	for i := range v.NumField() {
		fmt.Fprintf(&b, "%s: %s,\n", v.Type().Field(i).Name, elide.Replace(elide.Replace(fmt.Sprintf("%#v", v.Field(i).Interface()))))
	}
	b.WriteString("}\n")
	src := b.String()
	return format.Source([]byte(src))
}

// wrap breaks text into lines of at most width bytes at spaces (a longer
// word has a line of its own).
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
