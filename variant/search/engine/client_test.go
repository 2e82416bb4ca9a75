package engine_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// TestMain turns the test binary into a misbehaving UCI engine when
// LUDUS_FAKE_ENGINE names a fault, for the tests of the client's errors.
func TestMain(m *testing.M) {
	if fault := os.Getenv("LUDUS_FAKE_ENGINE"); fault == "serve" {
		// A real engine: Ludus's random player behind the Server.
		srv := &engine.Server{Name: "ludus random", NewPlayer: func(v *variant.Variant, l search.Limits) (engine.Player, error) {
			return search.New(v, search.Config{Kind: "random"})
		}}
		_ = srv.Serve(context.Background(), os.Stdin, os.Stdout)
		os.Exit(0)
	} else if fault != "" {
		fakeEngine(fault)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeEngine speaks just enough UCI, then commits fault at go: "illegal"
// (a move that is not legal), "crash" (exit), "hang" (never answer, not
// even stop), "noquit" (answer, but ignore quit), "none" (bestmove (none)).
func fakeEngine(fault string) {
	shatranj := false
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			fmt.Println("id name fake " + fault)
			fmt.Println("option name UCI_Variant type combo default chess var chess var xiangqi var shatranj")
			fmt.Println("uciok")
		case "isready":
			fmt.Println("readyok")
		case "setoption":
			if len(f) >= 5 && f[2] == "UCI_Variant" {
				shatranj = f[4] == "shatranj"
			}
		case "go":
			switch fault {
			case "illegal":
				fmt.Println("bestmove e2e5")
			case "crash":
				os.Exit(3)
			case "hang":
			case "none":
				fmt.Println("bestmove (none)")
			case "nonebare": // no move in shatranj, e2e4 in chess
				if shatranj {
					fmt.Println("bestmove (none)")
				} else {
					fmt.Println("bestmove e2e4")
				}
			default:
				fmt.Println("bestmove e2e4")
			}
		case "quit":
			if fault != "noquit" {
				return
			}
		}
	}
	if fault == "noquit" {
		time.Sleep(time.Hour)
	}
}

func fake(t *testing.T, fault string, c engine.Config) (*engine.Engine, error) {
	t.Setenv("LUDUS_FAKE_ENGINE", fault)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	c.Protocol, c.Path = engine.UCI, exe
	return engine.Start(context.Background(), c)
}

func chessStart(t *testing.T) variant.AnyPosition {
	p, err := variant.NewPosition("chess", "", "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A misbehaving engine gives a clear error, matching ErrEngine and what
// went wrong, and never a move that is not legal.
func TestEngineFaults(t *testing.T) {
	p := chessStart(t)
	for _, c := range []struct {
		fault string
		want  error
	}{
		{"illegal", variant.ErrIllegalMove},
		{"crash", engine.ErrExited},
		{"hang", engine.ErrTimeout},
		{"none", engine.ErrProtocol},
	} {
		e, err := fake(t, c.fault, engine.Config{Limits: search.Limits{Nodes: 10}, Timeout: 300 * time.Millisecond, Grace: 200 * time.Millisecond})
		if err != nil {
			t.Fatalf("%s: %v", c.fault, err)
		}
		m, err := e.Choose(context.Background(), p)
		if !errors.Is(err, engine.ErrEngine) || !errors.Is(err, c.want) {
			t.Errorf("%s: Choose = %v, %v; want an error matching %v", c.fault, m, err, c.want)
		}
		t.Logf("%s: %v", c.fault, err)
		_ = e.Close()
	}
	// A good move, then the engine that ignores quit is killed after the
	// grace period.
	e, err := fake(t, "noquit", engine.Config{Limits: search.Limits{Nodes: 10}, Grace: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if m, err := e.Choose(context.Background(), p); err != nil || p.MoveText(m) != "e4" {
		t.Errorf("noquit: Choose = %v, %v", p.MoveText(m), err)
	}
	start := time.Now()
	if err := e.Close(); !errors.Is(err, engine.ErrTimeout) {
		t.Errorf("Close of an engine that ignores quit = %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close took %v", d)
	}
	// A program that does not exist.
	if _, err := engine.Start(context.Background(), engine.Config{Protocol: engine.UCI, Path: "/nonexistent/engine"}); !errors.Is(err, engine.ErrEngine) {
		t.Errorf("Start of a missing program = %v", err)
	}
	// A game the engine does not offer.
	e, err = fake(t, "good", engine.Config{Limits: search.Limits{Nodes: 10}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	cp, _ := variant.NewPosition("capablanca", "", "")
	if _, err := e.Choose(context.Background(), cp); !errors.Is(err, engine.ErrUnsupported) {
		t.Errorf("capablanca on an engine without it = %v", err)
	}
}

// Cancelling the context stops a hung search: Choose returns the
// context's error promptly.
func TestEngineCancel(t *testing.T) {
	e, err := fake(t, "hang", engine.Config{Limits: search.Limits{Time: time.Minute}, Grace: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = e.Choose(ctx, chessStart(t))
	if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, engine.ErrTimeout) {
		t.Errorf("cancelled Choose = %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("cancelled Choose took %v", d)
	}
}

// Fairy-Stockfish as a player through each protocol: its moves are legal
// in Ludus.
func TestFairyStockfishPlayer(t *testing.T) {
	needFSF(t)
	for _, c := range []struct {
		proto   engine.Protocol
		variant string
		limits  search.Limits
	}{
		{engine.UCI, "chess", search.Limits{Nodes: 500}},
		{engine.UCI, "xiangqi", search.Limits{Nodes: 500}},
		{engine.CECP, "xiangqi", search.Limits{Depth: 2}},
		{engine.CECP, "chess960", search.Limits{Depth: 2}},
		{engine.UCCI, "xiangqi", search.Limits{Nodes: 500}},
	} {
		e, err := engine.Start(context.Background(), engine.Config{Protocol: c.proto, Path: fsfPath, Limits: c.limits})
		if err != nil {
			t.Fatal(err)
		}
		opts := ""
		if c.variant == "chess960" {
			opts = "start=0"
		}
		p, err := variant.NewPosition(c.variant, opts, "")
		if err != nil {
			t.Fatal(err)
		}
		g := variant.NewGame(p)
		for range 6 {
			m, err := search.ChooseIn(context.Background(), search.Player[variant.AnyPosition, variant.Move](e), g)
			if err != nil {
				t.Fatalf("%v %s: %v", c.proto, c.variant, err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%v %s: %v", c.proto, c.variant, err)
			}
		}
		t.Logf("%v %s: %s: %v", c.proto, c.variant, e.Name(), g.MoveTexts())
		if err := e.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	}
}

// An engine that takes longer than two seconds to start (here Ludus's own
// engine behind a script that sleeps three seconds first, as one loading
// a network would) is waited for until its feature done=1: its variants
// are known, and it plays Capablanca chess.
func TestCECPSlowStart(t *testing.T) {
	if testing.Short() {
		t.Skip("sleeps 3 s")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(t.TempDir(), "slow-engine")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nsleep 3\nexec "+strconv.Quote(exe)+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("LUDUS_FAKE_ENGINE", "serve")
	start := time.Now()
	e, err := engine.Start(context.Background(), engine.Config{Protocol: engine.CECP, Path: script, Limits: search.Limits{Depth: 1}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if d := time.Since(start); d < 3*time.Second {
		t.Errorf("the handshake took %v, less than the engine's sleep", d)
	}
	p, err := variant.NewPosition("capablanca", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Choose(context.Background(), p); err != nil {
		t.Errorf("capablanca with a slow engine: %v", err)
	}
}

// An engine that says the game is over where Ludus's rules have decided
// the result. In this shatranj position (the one where a match against
// Fairy-Stockfish died) Black has a bare king and is to move: under
// bareking=reply Ludus grants the reply, which could only save Black by
// baring White, but White has fourteen pieces and a reply takes at most
// one, so every reply ends the game won by White. The engine's "bestmove
// (none)" is then a GameOver carrying that result, not a broken protocol.
func TestEngineSaysGameOver(t *testing.T) {
	const fen = "8/1kNB4/8/R7/8/PP2BPP1/1KPPPQ2/8 b - - 0 43"
	p, err := variant.NewPosition("shatranj", "", fen)
	if err != nil {
		t.Fatal(err)
	}
	check := func(name string, e *engine.Engine) {
		t.Helper()
		_, err := e.Choose(context.Background(), p)
		var over *engine.GameOver
		if !errors.As(err, &over) || !errors.Is(err, variant.ErrGameOver) || !errors.Is(err, engine.ErrEngine) {
			t.Fatalf("%s: Choose = %v; want a GameOver", name, err)
		}
		if o := over.Outcome; o.Status != variant.Won || o.Winners != variant.SidesOf(0) || o.Reason != "bare king" {
			t.Errorf("%s: adjudicated %+v, want won by white: bare king", name, o)
		}
		// The session goes on: the engine plays the next position.
		if m, err := e.Choose(context.Background(), chessStart(t)); err != nil {
			t.Errorf("%s: after the game over, Choose = %v, %v", name, m, err)
		}
	}
	e, err := fake(t, "nonebare", engine.Config{Limits: search.Limits{Nodes: 10}})
	if err != nil {
		t.Fatal(err)
	}
	check("fake", e)
	_ = e.Close()
	if _, err := os.Stat(fsfPath); err != nil && os.Getenv("CI") != "true" {
		t.Skip("Fairy-Stockfish is not installed")
	}
	e, err = engine.Start(context.Background(), engine.Config{Protocol: engine.UCI, Path: fsfPath, Limits: search.Limits{Nodes: 100}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	check("Fairy-Stockfish", e)
}

// CECP engines disagree on Courier's start (XBoard's array has every pawn
// on the second rank; Ludus and Fairy-Stockfish play the customary
// opening moves first): the client gives the customary start with
// setboard, and XBoard's array (option array=unmoved) without, so that
// engines without setboard (Fairy-Max) can play it.
func TestCECPCourierStart(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("LUDUS_FAKE_ENGINE", "serve")
	for _, c := range []struct {
		options  string
		setboard bool
	}{{"", true}, {"array=unmoved", false}} {
		var log strings.Builder
		e, err := engine.Start(context.Background(), engine.Config{Protocol: engine.CECP, Path: exe, Limits: search.Limits{Depth: 1}, Log: &log})
		if err != nil {
			t.Fatal(err)
		}
		p, err := variant.NewPosition("courier", c.options, "")
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Choose(context.Background(), p)
		_ = e.Close() // the session's log is complete
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(log.String(), "> setboard "+p.String()+"\n"); got != c.setboard {
			t.Errorf("options %q: setboard %s sent: %v, want %v:\n%s", c.options, p, got, c.setboard, log.String())
		}
		if strings.Contains(log.String(), "> setboard ") != c.setboard {
			t.Errorf("options %q: a setboard sent: %v, want %v", c.options, !c.setboard, c.setboard)
		}
	}
}

// On the clock, the client gives the engine its time control and both
// clocks instead of a time per move: UCI's go wtime btime winc binc
// movestogo (the engine playing black here, after 1. e4), CECP's level
// (40 moves in 1:30, 2 s a move), time and otim in centiseconds.
func TestClocks(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("LUDUS_FAKE_ENGINE", "serve")
	tc := search.TimeControl{Moves: 40, Base: 90 * time.Second, Increment: 2 * time.Second}
	own := search.Clock{Left: 80 * time.Second, Increment: 2 * time.Second, MovesToGo: 39}
	opp := search.Clock{Left: 70 * time.Second, Increment: 2 * time.Second, MovesToGo: 39}
	for _, c := range []struct {
		proto engine.Protocol
		want  []string
	}{
		{engine.UCI, []string{"> go wtime 70000 btime 80000 winc 2000 binc 2000 movestogo 39\n"}},
		{engine.CECP, []string{"> level 40 1:30 2\n", "> time 8000\n", "> otim 7000\n"}},
	} {
		var log strings.Builder
		e, err := engine.Start(context.Background(), engine.Config{Protocol: c.proto, Path: exe, Limits: search.Limits{Depth: 1}, Log: &log})
		if err != nil {
			t.Fatal(err)
		}
		g := variant.NewGame(must(variant.NewPosition("chess", "", "")))
		if err := g.Play(must(g.Position().ParseMove("e2e4"))); err != nil {
			t.Fatal(err)
		}
		e.SetClocks(tc, own, opp)
		_, err = e.ChooseGame(context.Background(), g)
		_ = e.Close() // the session's log is complete
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.want {
			if !strings.Contains(log.String(), w) {
				t.Errorf("%v: the session has no %q:\n%s", c.proto, w, log.String())
			}
		}
		if strings.Contains(log.String(), "movetime") || strings.Contains(log.String(), "> st ") || strings.Contains(log.String(), "> sd ") {
			t.Errorf("%v: a per-move limit beside the clocks:\n%s", c.proto, log.String())
		}
	}
}
