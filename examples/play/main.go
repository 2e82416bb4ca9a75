// Command play is a terminal player: a person plays any registered game
// against the computer, typing moves in the game's own notation.
//
// Usage:
//
//	play -variant NAME [-options K=V,...] [-position TEXT] [-as SIDE,...]
//	     [-engine default|mcts|alphabeta|greedy|random] [-nodes N] [-depth N] [-time D] [-seed S]
//
// -as names the sides the person commands (default: the first side; in
// Enochian chess, for example, "yellow,red" plays the whole Actives team);
// the computer plays the others. At the prompt, type a move, or one of:
//
//	help     list these commands
//	moves    list the legal moves (and actions)
//	rules    print how to play the game (its rules text)
//	undo     take back the last move of each side since your last turn
//	board    draw the board again
//	record   print the game record so far
//	resign   resign the game
//	quit     leave
//
// When the game ends the record is printed. In games with chance events
// (Enochian chess with divination-dice=true) nobody chooses a roll: play
// samples it from a source seeded by -seed and prints it ("chance:
// roll-4"); the record keeps it. -h prints the usage with every flag.
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
	"strings"
	"time"

	"github.com/ludus-chess/ludus/examples/internal/usage"

	"github.com/ludus-chess/ludus/examples/internal/progress"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/search"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "chess", "the game (see perft -list)")
	opts := fs.String("options", "", "options as key=value,...")
	position := fs.String("position", "", "start from this position text")
	as := fs.String("as", "", "the sides you command, comma-separated (default: the first side)")
	engine := fs.String("engine", search.DefaultKind, "the computer player: default (the strongest for the game: alphabeta in every game of two teams), mcts, alphabeta, greedy or random")
	nodes := fs.Int("nodes", 0, "node budget per computer move")
	depth := fs.Int("depth", 0, "depth limit per computer move (alphabeta)")
	limit := fs.Duration("time", 0, "time limit per computer move, e.g. 2s")
	seed := fs.Uint64("seed", 1, "seed of the computer's randomness")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage.Print(stdout, fs, synopsis, examples)
			return 0
		}
		fmt.Fprintf(stderr, "play: %v (play -h for help)\n", err)
		return 2
	}
	g, human, computer, err := setup(*name, *opts, *position, *as, *engine, search.Limits{Nodes: *nodes, Depth: *depth, Time: *limit}, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "play: %s\n", strings.Join(strings.Fields(err.Error()), " "))
		return 2
	}
	dice := rand.New(rand.NewPCG(*seed, 0xd1ce))
	session{g: g, human: human, computer: computer, dice: dice, in: bufio.NewScanner(stdin), out: stdout}.loop()
	return 0
}

type dynPlayer = search.Player[variant.AnyPosition, variant.Move]

func setup(name, opts, position, as, engine string, l search.Limits, seed uint64) (*variant.Game[variant.AnyPosition, variant.Move], variant.SideSet, dynPlayer, error) {
	start, err := variant.NewPosition(name, opts, position)
	if err != nil {
		return nil, 0, nil, err
	}
	v := start.Variant()
	human := variant.SidesOf(0)
	if as != "" {
		human = 0
		for s := range strings.SplitSeq(as, ",") {
			x, err := v.ParseSide(strings.TrimSpace(s))
			if err != nil {
				return nil, 0, nil, err
			}
			human = human.With(x)
		}
	}
	if engine == "mcts" && l == (search.Limits{}) {
		l.Nodes = 5000
	}
	if engine == "alphabeta" && l == (search.Limits{}) {
		l.Depth = 4
	}
	if engine == search.DefaultKind && l == (search.Limits{}) {
		l.Time = time.Second
	}
	// One table, kept from move to move (a search for another side than
	// the last empties it), as engines keep their hash table.
	computer, err := search.New(v, search.Config{Kind: engine, Limits: l, Seed: seed, Table: search.NewTable(0)})
	if err != nil {
		return nil, 0, nil, err
	}
	return variant.NewGame(start), human, computer, nil
}

type session struct {
	g        *variant.Game[variant.AnyPosition, variant.Move]
	human    variant.SideSet
	computer dynPlayer
	dice     *rand.Rand // the source of chance events (rolls of dice)
	in       *bufio.Scanner
	out      io.Writer
}

func (s session) loop() {
	v := s.g.Position().Variant()
	fmt.Fprintf(s.out, "%s: %s. You play %s. Type help for the commands, moves for the legal moves, rules for how to play.\n",
		v.Name, v.Description, sideNames(v, s.human))
	s.show()
	asked := -1
	for !s.g.Outcome().Over() {
		p := s.g.Position()
		if p.ToMove() == variant.Chance {
			// No one chooses a roll: it is sampled from the seeded source.
			m, err := s.g.PlayChance(s.dice)
			if err != nil {
				fmt.Fprintf(s.out, "the chance event failed: %v\n", err)
				return
			}
			fmt.Fprintf(s.out, "chance: %s\n", p.MoveText(m))
			continue
		}
		if asked != s.g.Len() {
			// The computer may act for its sides (answer an offer of an
			// exchange, make one, claim a draw) when its search advises it.
			asked = s.g.Len()
			if s.computerActs(v) {
				continue
			}
		}
		if !s.human.Has(p.ToMove()) {
			stop := progress.Ticking(s.out, v.SideName(p.ToMove())+" is thinking")
			m, err := search.ChooseIn(context.Background(), s.computer, s.g)
			stop()
			if err != nil {
				fmt.Fprintf(s.out, "the computer cannot move: %v\n", err)
				return
			}
			text := p.MoveText(m)
			if err := s.g.Play(m); err != nil {
				fmt.Fprintf(s.out, "the computer chose an illegal move %s: %v\n", text, err)
				return
			}
			fmt.Fprintf(s.out, "%s plays %s\n", v.SideName(p.ToMove()), text)
			s.show()
			continue
		}
		fmt.Fprintf(s.out, "%s to move> ", v.SideName(p.ToMove()))
		if !s.in.Scan() {
			fmt.Fprintln(s.out)
			return
		}
		line := strings.TrimSpace(s.in.Text())
		switch line {
		case "":
		case "quit", "exit":
			return
		case "help", "?":
			fmt.Fprint(s.out, commandHelp)
		case "rules":
			if v.Rules == "" {
				fmt.Fprintf(s.out, "%s has no rules text; perft -list describes its options\n", v.Name)
			} else {
				fmt.Fprint(s.out, v.Rules)
			}
		case "moves":
			var texts []string
			for _, m := range p.Moves(nil) {
				texts = append(texts, p.MoveText(m))
			}
			for _, m := range p.Actions(nil) {
				texts = append(texts, p.MoveText(m))
			}
			fmt.Fprintln(s.out, strings.Join(texts, " "))
		case "board":
			s.show()
		case "record":
			fmt.Fprint(s.out, s.g.Record())
		case "undo":
			s.undo()
		case "resign":
			if err := s.g.Resign(p.ToMove()); err != nil {
				fmt.Fprintf(s.out, "cannot resign: %v\n", err)
			}
		default:
			if why := s.notYours(p, line); why != "" {
				fmt.Fprintln(s.out, why)
				continue
			}
			if err := s.g.PlayText(line); err != nil {
				var illegal *variant.IllegalMoveError
				switch {
				case errors.As(err, &illegal):
					fmt.Fprintf(s.out, "illegal: %s (type moves for the legal moves, help for the commands)\n", illegal.Reason)
				default:
					fmt.Fprintf(s.out, "%v (type moves for the legal moves, help for the commands)\n", err)
				}
				continue
			}
			s.show()
		}
	}
	fmt.Fprintf(s.out, "game over: %s\n\n%s", v.Describe(s.g.Outcome()), s.g.Record())
}

// notYours returns why the person may not play the text in p, an action
// for a side the computer commands (an Enochian army's withdrawal names
// the army), or "" when it is theirs to play or not an action at all.
func (s session) notYours(p variant.AnyPosition, text string) string {
	m, err := p.ParseMove(text)
	if err != nil {
		return ""
	}
	for _, a := range p.Actions(nil) {
		if a != m {
			continue
		}
		if x := variant.ActionSide(p, m); !s.human.Has(x) {
			v := p.Variant()
			return fmt.Sprintf("%s is %s's action, and the computer commands %s: you command %s", text, v.SideName(x), v.SideName(x), sideNames(v, s.human))
		}
	}
	return ""
}

// computerActs lets the computer play an action or a claim for its sides
// and reports whether it did.
func (s session) computerActs(v *variant.Variant) bool {
	var mine variant.SideSet
	for x := range v.Sides {
		if !s.human.Has(variant.Side(x)) {
			mine = mine.With(variant.Side(x))
		}
	}
	d, err := search.Deliberate(context.Background(), s.computer, s.g, mine)
	switch {
	case err != nil:
		return false
	case d.Claim:
		if o, err := s.g.Claim(); err == nil {
			fmt.Fprintf(s.out, "the computer claims: %s\n", v.Describe(o))
			return true
		}
	case d.Act:
		text := s.g.Position().MoveText(d.Action)
		if err := s.g.Play(d.Action); err == nil {
			fmt.Fprintf(s.out, "the computer plays %s\n", text)
			return true
		}
	}
	return false
}

// undo takes back moves until it is the person's turn again, before their
// last move.
func (s session) undo() {
	if s.g.Len() == 0 {
		fmt.Fprintln(s.out, "nothing to undo")
		return
	}
	for s.g.Undo() == nil {
		if s.human.Has(s.g.Position().ToMove()) {
			break
		}
	}
	s.show()
}

func (s session) show() {
	p := s.g.Position()
	fmt.Fprint(s.out, "\n"+variant.Diagram(p))
	fmt.Fprintf(s.out, "position: %s\n", p)
}

// sideNames writes a set of sides with the variant's names: "white",
// "yellow and red".
func sideNames(v *variant.Variant, set variant.SideSet) string {
	var names []string
	for i := range v.Sides {
		if set.Has(variant.Side(i)) {
			names = append(names, v.SideName(variant.Side(i)))
		}
	}
	switch len(names) {
	case 0:
		return "no side"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
