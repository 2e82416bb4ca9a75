package main

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"sync"

	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// engineSpec is an engine player: "uci:PATH", "xboard:PATH" or
// "ucci:PATH", then, after a '?', its options as NAME=VALUE pairs joined
// by '&' ("uci:/usr/games/fairy-stockfish?Skill Level=5&Threads=1"),
// which the engine gets with setoption (UCI, UCCI) or option (CECP).
type engineSpec struct {
	proto   engine.Protocol
	path    string
	options []engine.Setting
}

// parseEngine reads an engine player's spec; ok is false when spec names
// a Ludus player.
func parseEngine(spec string) (s engineSpec, ok bool, err error) {
	prog, opts, hasOpts := strings.Cut(spec, "?")
	proto, path, ok := engine.ParseSpec(prog)
	if !ok {
		return engineSpec{}, false, nil
	}
	s = engineSpec{proto: proto, path: path}
	if hasOpts {
		for _, kv := range strings.Split(opts, "&") {
			name, value, found := strings.Cut(kv, "=")
			name = strings.TrimSpace(name)
			if !found || name == "" {
				return engineSpec{}, true, fmt.Errorf("player %s: option %q: want NAME=VALUE", spec, kv)
			}
			s.options = append(s.options, engine.Setting{Name: name, Value: strings.TrimSpace(value)})
		}
	}
	return s, true, nil
}

// isEngine reports whether a player spec names an engine program.
func isEngine(spec string) bool {
	_, ok, _ := parseEngine(spec)
	return ok
}

// checkEngine checks that an engine spec reads and names a program that
// can run.
func checkEngine(spec string) error {
	s, _, err := parseEngine(spec)
	if err != nil {
		return err
	}
	if _, err := exec.LookPath(s.path); err != nil {
		return fmt.Errorf("player %s: %w", spec, err)
	}
	return nil
}

// enginePool keeps the engine processes of a match: one per game played
// at once, started when first needed and reused by the next game. An
// engine that failed is closed, not reused: the next game starts a new
// process.
type enginePool struct {
	limits search.Limits
	mu     sync.Mutex
	free   map[string][]*engine.Engine
	all    map[*engine.Engine]bool
}

func newEnginePool(l search.Limits) *enginePool {
	if l == (search.Limits{}) {
		l.Nodes = 1000 // as the mcts player's default
	}
	return &enginePool{limits: l, free: map[string][]*engine.Engine{}, all: map[*engine.Engine]bool{}}
}

// get returns an idle engine for spec, starting one if none is idle.
func (p *enginePool) get(ctx context.Context, spec string) (*engine.Engine, error) {
	p.mu.Lock()
	if n := len(p.free[spec]); n > 0 {
		e := p.free[spec][n-1]
		p.free[spec] = p.free[spec][:n-1]
		p.mu.Unlock()
		return e, nil
	}
	p.mu.Unlock()
	s, _, err := parseEngine(spec)
	if err != nil {
		return nil, err
	}
	e, err := engine.Start(ctx, engine.Config{Protocol: s.proto, Path: s.path, Options: s.options, Limits: p.limits})
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.all[e] = true
	p.mu.Unlock()
	return e, nil
}

// put makes an engine idle again, or closes it if it failed.
func (p *enginePool) put(spec string, e *engine.Engine) {
	if e.Err() != nil {
		_ = e.Close() // a failed engine's exit status says nothing more
		p.mu.Lock()
		delete(p.all, e)
		p.mu.Unlock()
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free[spec] = append(p.free[spec], e)
}

// close ends every engine (quit, then kill after a grace period).
func (p *enginePool) close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	var errs []error
	for e := range p.all {
		errs = append(errs, e.Close())
	}
	p.all, p.free = map[*engine.Engine]bool{}, map[string][]*engine.Engine{}
	return errors.Join(errs...)
}
