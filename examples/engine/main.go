// Command engine makes a Ludus computer player an engine that chess GUIs
// and match programs (cutechess-cli, XBoard/WinBoard, lichess-bot, the
// Xiangqi GUIs) run: it speaks UCI, CECP (XBoard protocol 2) or UCCI,
// whichever the first command opens ("uci", "xboard", "ucci").
//
// Usage:
//
//	engine [-player default|mcts|alphabeta|greedy|random] [-nodes N] [-depth N]
//	       [-time D] [-contempt N] [-seed S]
//
// The games are those whose registry entries say the protocols carry
// them (variant.Protocols): chess, Chess960, Capablanca, Courier,
// Shatranj and Xiangqi. UCI's UCI_Variant lists them under
// Fairy-Stockfish's names (chess, fischerandom, capablanca, courier,
// shatranj, xiangqi) and Ludus's chess960; UCI_Chess960 turns chess into
// Chess960. CECP offers them as variants (normal, fischerandom, ...),
// and the Nicholls games LancerChess, Storm, QiPlacements and Meridian,
// which XBoard does not know and which the engine describes to it with
// setup and piece (Betza notation; see package engine for what XBoard
// cannot be told: Meridian XBoard only relays, with -testLegality false
// -testClaims false, and Arabella is not offered), with setboard,
// usermove, ping, level, st, sd, time and result; UCCI plays Xiangqi with
// ICCS moves (ranks 0-9), as CECP does.
//
// Under XBoard (the package's test TestXBoard runs these matches):
//
//	xboard -fcp 'engine -player alphabeta' -scp fairy-stockfish -variant xiangqi -mg 2
//	xboard -fcp 'engine' -scp 'engine -player greedy' -variant lancerchess -mg 2
//	xboard -fcp 'engine' -fUCI -scp fairy-stockfish -mg 2   (UCI through PolyGlot)
//
// Courier under XBoard starts from XBoard's own array, every pawn on the
// second rank and the ferz on g1 (courier's option array=unmoved); for
// the customary opening, Ludus's and Fairy-Stockfish's start, give XBoard
// -lpf FILE with the FEN
// rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR
// w - - 0 1.
//
// The GUI's limits (go nodes/depth/movetime or the clocks, st, sd,
// level and time) bound each move; -nodes, -depth and -time are the
// limits when it gives none (default: the player's own, depth 3 for
// alpha-beta, 1,000 MCTS iterations). The default player is the strongest
// for the game: alpha-beta in every game the protocols carry. Bad flags
// exit 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/ludus-chess/ludus/examples/internal/usage"
	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	kind := fs.String("player", search.DefaultKind, "the computer player: "+search.DefaultKind+" (the strongest for the game: alphabeta in every game of two teams) or one of "+fmt.Sprint(search.Kinds()))
	nodes := fs.Int("nodes", 0, "node budget per move when the GUI gives no limit")
	depth := fs.Int("depth", 0, "depth per move when the GUI gives no limit")
	limit := fs.Duration("time", 0, "time per move when the GUI gives no limit, e.g. 500ms")
	contempt := fs.Int("contempt", 0, "alphabeta: what a draw is worth less than an even position")
	seed := fs.Uint64("seed", 1, "seed of the player's randomness")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage.Print(stdout, fs, synopsis, examples)
			return 0
		}
		fmt.Fprintf(stderr, "engine: %v (engine -h for help)\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "engine: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	chess, _ := variant.Lookup("chess")
	if _, err := search.New(chess, search.Config{Kind: *kind}); err != nil {
		fmt.Fprintf(stderr, "engine: %v\n", err)
		return 2
	}
	if *nodes < 0 || *depth < 0 || *limit < 0 {
		fmt.Fprintln(stderr, "engine: -nodes, -depth and -time must not be negative")
		return 2
	}
	var moves atomic.Uint64
	// One table, kept from move to move (emptied for a new game, and by a
	// search for another game or side), as engines keep their hash table.
	table := search.NewTable(0)
	s := &engine.Server{
		Name:    "Ludus " + *kind,
		Author:  "the Ludus authors",
		Limits:  search.Limits{Nodes: *nodes, Depth: *depth, Time: *limit},
		NewGame: table.Clear,
		NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
			// A new seed for every move, so that a repeated position is
			// not answered the same way every time.
			x := *seed ^ moves.Add(1)<<32
			return search.New(v, search.Config{Kind: *kind, Limits: l, Seed: variant.SplitMix64(&x), Contempt: *contempt, Table: table})
		},
	}
	if err := s.Serve(context.Background(), stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "engine: %v\n", err)
		return 1
	}
	return 0
}
