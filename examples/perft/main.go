// Command perft is the black-box command line of Ludus: it starts any
// registered game (optionally from a given position, after given moves),
// shows the position and its outcome, and counts the move tree (perft),
// optionally divided by first move.
//
// Usage:
//
//	perft -variant NAME [-options K=V,...] [-position TEXT] [-moves "M1 M2 ..."]
//	      [-depth N] [-divide] [-show] [-diagram] [-parallel N] [-stats]
//	perft -list
//
// The flags:
//
//   - -h prints this usage with every flag and examples.
//   - -list prints every registered variant with its aliases and a one-line
//     description, and the options each accepts.
//   - -position starts from position text in the game's own format instead
//     of the start position.
//   - -moves plays the moves (the game's move text, separated by spaces) in
//     order first.
//   - -show prints "position: <text>", "to-move: <side>" and
//     "outcome: <outcome>"; it is the default when -depth is not given.
//   - -diagram draws the board as text.
//   - -depth N counts the leaf nodes at depth N; the last line is
//     "nodes <count>". With -divide, the count under each legal move is
//     printed first as "<move> <count>", sorted by move text, so
//     "-depth 1 -divide" lists the legal moves.
//   - -parallel N counts with N goroutines (0: one per CPU).
//   - -stats prints the time taken and the speed to standard error.
//   - -movement counts by the rules of movement alone, ignoring the rules
//     that end a game while moves remain (dead positions, the 75-move
//     rule), as published perft tables and Stockfish count: kings alone,
//     "8/8/8/8/8/8/8/K6k w - - 0 1" at depth 2, count 0 by the game and 9
//     with -movement.
//
// While it counts, a line on standard error, when that is a terminal,
// shows every second that the work goes on.
//
// It exits 0 on success and 2 with a one-line error on standard error for
// any bad input: an unknown variant, a bad option, bad position text, an
// unreadable or illegal move.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ludus-chess/ludus/examples/internal/usage"

	"github.com/ludus-chess/ludus/examples/internal/progress"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is an error in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func run(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "perft: internal error: %v\n", r)
			code = 2
		}
	}()
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "", "the game to play (see -list)")
	options := fs.String("options", "", "options as key=value,... (see -list)")
	position := fs.String("position", "", "start from this position text instead of the start position")
	moves := fs.String("moves", "", "moves to play first, separated by spaces")
	depth := fs.Int("depth", 0, "count the move tree to this depth")
	divide := fs.Bool("divide", false, "with -depth, print the count under each move")
	show := fs.Bool("show", false, "print the position, the side to move and the outcome")
	diagram := fs.Bool("diagram", false, "draw the board as text")
	list := fs.Bool("list", false, "list the registered variants")
	parallel := fs.Int("parallel", 1, "count with this many goroutines (0: one per CPU)")
	stats := fs.Bool("stats", false, "print time and speed to standard error")
	movement := fs.Bool("movement", false, "with -depth, count by the rules of movement alone, ignoring the rules that end a game while moves remain (dead positions, the 75-move rule), as published perft tables do")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage.Print(stdout, fs, synopsis, examples)
			return 0
		}
		fmt.Fprintf(stderr, "perft: %s (perft -h for help)\n", short(err.Error()))
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "perft: unexpected argument %s\n", variant.Excerpt(fs.Arg(0)))
		return 2
	}
	if *list {
		listVariants(stdout)
		return 0
	}
	if *movement {
		err := movementPerft(stdout, *name, *options, *position, *moves, *depth, *divide, *parallel)
		if err != nil {
			fmt.Fprintf(stderr, "perft: %s\n", short(err.Error()))
			return 2
		}
		return 0
	}
	err := perft(stdout, stderr, *name, *options, *position, *moves, *depth, *divide, *show, *diagram, *parallel, *stats)
	if err != nil {
		fmt.Fprintf(stderr, "perft: %s\n", short(err.Error()))
		return 2
	}
	return 0
}

// short makes an error message one line of at most 240 bytes: the
// library's errors quote short excerpts already, but the flag package's
// quote a whole bad value.
func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 240 {
		s = strings.ToValidUTF8(s[:237], "") + "..."
	}
	return s
}

func listVariants(w io.Writer) {
	for _, v := range variant.All() {
		line := v.Name
		if len(v.Aliases) > 0 {
			line += " (" + strings.Join(v.Aliases, ", ") + ")"
		}
		fmt.Fprintf(w, "%s: %s\n", line, v.Description)
		for _, s := range v.Options {
			vals := s.Kind.String()
			switch s.Kind {
			case variant.Choice:
				vals = strings.Join(s.Choices, "|")
			case variant.Int:
				vals = fmt.Sprintf("%d..%d", s.Min, s.Max)
			}
			fmt.Fprintf(w, "    %s=%s (default %s): %s\n", s.Key, vals, s.Default, s.Doc)
		}
		if len(v.Presets) > 0 {
			var names []string
			for _, p := range v.Presets {
				names = append(names, p.Name)
			}
			fmt.Fprintf(w, "    %s=%s\n", variant.PresetKey, strings.Join(names, "|"))
		}
	}
}

func perft(stdout, stderr io.Writer, name, options, position, moves string, depth int, divide, show, diagram bool, parallel int, stats bool) error {
	if name == "" {
		return usageError{"-variant is required (see -list)"}
	}
	if depth < 0 {
		return usageError{fmt.Sprintf("-depth %d: must not be negative", depth)}
	}
	if depth > variant.MaxPerftDepth {
		return usageError{fmt.Sprintf("-depth %d: more than %d, the deepest perft counted", depth, variant.MaxPerftDepth)}
	}
	if parallel < 0 || parallel > variant.MaxPerftWorkers {
		return usageError{fmt.Sprintf("-parallel %d: want 0 (one per CPU) to %d", parallel, variant.MaxPerftWorkers)}
	}
	if divide && depth == 0 {
		return usageError{"-divide needs -depth N (N >= 1)"}
	}
	p, err := variant.NewPosition(name, options, position)
	if err != nil {
		return err
	}
	for i, text := range strings.Fields(moves) {
		if o := p.Outcome(); o.Over() {
			return fmt.Errorf("move %d %s: %w: %s", i+1, variant.Excerpt(text), variant.ErrGameOver, p.Variant().Describe(o))
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move %d %s: %w", i+1, variant.Excerpt(text), err)
		}
		p = p.Play(m)
	}
	if show || depth == 0 {
		v := p.Variant()
		who := "none"
		if x := p.ToMove(); x != variant.NoSide {
			who = v.SideName(x)
		}
		fmt.Fprintf(stdout, "position: %s\n", p)
		fmt.Fprintf(stdout, "to-move: %s\n", who)
		fmt.Fprintf(stdout, "outcome: %s\n", v.Describe(p.Outcome()))
	}
	if diagram {
		fmt.Fprint(stdout, variant.Diagram(p))
	}
	if depth == 0 {
		return nil
	}
	start := time.Now()
	stop := progress.Ticking(stderr, fmt.Sprintf("counting to depth %d", depth))
	var nodes uint64
	if divide {
		for _, e := range p.Divide(depth) {
			fmt.Fprintf(stdout, "%s %d\n", e.Text, e.Nodes)
			nodes += e.Nodes
		}
	} else if nodes, err = variant.CountPerft(p, depth, parallel); err != nil {
		return err
	}
	elapsed := time.Since(start)
	stop()
	fmt.Fprintf(stdout, "nodes %d\n", nodes)
	if stats {
		fmt.Fprintf(stderr, "time %v, %.2f M nodes/s\n", elapsed.Round(time.Millisecond), float64(nodes)/elapsed.Seconds()/1e6)
	}
	return nil
}
