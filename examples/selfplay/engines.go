package main

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sync"

	"github.com/ludus-chess/ludus/variant/search"
	"github.com/ludus-chess/ludus/variant/search/engine"
)

// isEngine reports whether a player spec names an engine program
// ("uci:PATH", "xboard:PATH", "ucci:PATH").
func isEngine(spec string) bool {
	_, _, ok := engine.ParseSpec(spec)
	return ok
}

// checkEngine checks that an engine spec names a program that can run.
func checkEngine(spec string) error {
	_, path, _ := engine.ParseSpec(spec)
	if _, err := exec.LookPath(path); err != nil {
		return fmt.Errorf("player %s: %w", spec, err)
	}
	return nil
}

// enginePool keeps the engine processes of a match: one per game played
// at once, started when first needed and reused by the next game.
type enginePool struct {
	limits search.Limits
	mu     sync.Mutex
	free   map[string][]*engine.Engine
	all    []*engine.Engine
}

func newEnginePool(l search.Limits) *enginePool {
	if l == (search.Limits{}) {
		l.Nodes = 1000 // as the mcts player's default
	}
	return &enginePool{limits: l, free: map[string][]*engine.Engine{}}
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
	proto, path, _ := engine.ParseSpec(spec)
	e, err := engine.Start(ctx, engine.Config{Protocol: proto, Path: path, Limits: p.limits})
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	p.all = append(p.all, e)
	p.mu.Unlock()
	return e, nil
}

// put makes an engine idle again.
func (p *enginePool) put(spec string, e *engine.Engine) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free[spec] = append(p.free[spec], e)
}

// close ends every engine (quit, then kill after a grace period).
func (p *enginePool) close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	var errs []error
	for _, e := range p.all {
		errs = append(errs, e.Close())
	}
	p.all, p.free = nil, map[string][]*engine.Engine{}
	return errors.Join(errs...)
}
