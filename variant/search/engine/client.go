package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// The errors of engine players. Every error of an [Engine] matches
// ErrEngine, and one of the others says what went wrong.
var (
	ErrEngine      = errors.New("engine")
	ErrExited      = errors.New("the engine exited") // it crashed or quit
	ErrTimeout     = errors.New("the engine did not answer in time")
	ErrProtocol    = errors.New("the engine broke the protocol") // an answer that makes no sense
	ErrUnsupported = errors.New("the engine cannot play this")   // a game or limit it does not offer
)

// GameOver is the error of a move asked of an engine that answers that
// the game is over (UCI's bestmove (none) or 0000, UCCI's nobestmove, a
// result line in CECP) in a position whose result Ludus's rules have
// already decided: every legal move ends the game with the same result,
// as when a bared king in shatranj has a reply that cannot save it (Ludus
// grants the reply, Fairy-Stockfish ends the game at once). The caller
// adjudicates the game with Outcome (variant.Game.Declare). It matches
// ErrEngine and variant.ErrGameOver; an engine that says the game is over
// where Ludus's rules have not decided it breaks the protocol instead.
type GameOver struct {
	Said    string          // the engine's answer
	Outcome variant.Outcome // the result that every legal move leads to
	text    string          // the outcome described
}

func (e *GameOver) Error() string {
	return fmt.Sprintf("%v: the engine answers %q: the game is over, %s", ErrEngine, e.Said, e.text)
}

// Unwrap returns ErrEngine and variant.ErrGameOver.
func (e *GameOver) Unwrap() []error { return []error{ErrEngine, variant.ErrGameOver} }

// decided returns the result that every legal move of p leads to, if
// they all end the game with the same winners and status (the reason of
// the first move's result).
func decided(p variant.AnyPosition) (variant.Outcome, bool) {
	var o variant.Outcome
	for i, m := range p.Moves(nil) {
		r := p.Play(m).Outcome()
		if !r.Over() || i > 0 && (r.Status != o.Status || r.Winners != o.Winners) {
			return variant.Outcome{}, false
		}
		if i == 0 {
			o = r
		}
	}
	return o, o.Over()
}

// saidOver is the error of an engine's answer that the game is over.
type saidOver struct{ line string }

func (s saidOver) Error() string { return "the engine says the game is over: " + s.line }

// DefaultStartTimeout is how long an engine may take to start when
// Config.StartTimeout is zero.
const DefaultStartTimeout = time.Minute

// Setting is an engine option: setoption (UCI, UCCI) or option (CECP).
type Setting struct {
	Name, Value string
}

// Config describes an engine to start.
type Config struct {
	Protocol Protocol
	Path     string   // the program
	Args     []string // its arguments
	Dir      string   // its working directory ("" is the current one)
	// Limits bound each move: Nodes and Depth as the protocol says (go
	// nodes/depth in UCI and UCCI; sd in CECP, which has no node limit
	// unless the engine offers feature nps), Time as a fixed time per move
	// (movetime, st). With no limit, the engine gets one second a move.
	Limits  search.Limits
	Options []Setting
	// Timeout is how long an answer may take beyond Limits.Time before the
	// engine is deemed hung (default 10 s).
	Timeout time.Duration
	// StartTimeout is how long the handshake may take, a program starting
	// up (loading a network or a book, on a loaded machine): until uciok
	// or ucciok, or until CECP's feature done=1 (default 1 minute, and
	// never less than Timeout). A CECP engine of protocol 1, which sends
	// no features, is known by its error at protover, or by its silence
	// for all that time.
	StartTimeout time.Duration
	// Grace is how long Close waits for the engine to exit after quit
	// before it kills the process (default 2 s); a cancelled move waits
	// as long for the engine's answer to stop.
	Grace time.Duration
	// Log, if set, receives the session: "> " before what is sent, "< "
	// before what the engine writes.
	Log io.Writer
}

// Engine is a running engine program that plays moves as a
// search.Player of the dynamic face. One Engine plays one move at a time
// (calls wait for each other); start one per game played at once.
type Engine struct {
	cfg   Config
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string
	exit  chan struct{} // closed when the process has exited
	werr  error         // the process's exit status, once exit is closed
	name  string

	mu      sync.Mutex
	closed  bool
	broken  error
	options map[string]string // UCI/UCCI options offered, lower-case name -> its line
	feature map[string]string // CECP features
	current string            // the variant last set up
	pings   int
	clocks  *clocks // SetClocks's, or nil: the Limits
	logMu   sync.Mutex
}

// clocks is what SetClocks set: the time control, and the engine's clock
// and its opponent's before its next move.
type clocks struct {
	tc       search.TimeControl
	own, opp search.Clock
}

// SetClocks makes the engine's next moves play on the clock, in place of
// the Limits of its Config: tc is the game's time control, own the
// engine's clock before its move and opp its opponent's. The engine
// manages its time itself: UCI's go wtime btime winc binc movestogo,
// UCCI's go time increment opptime movestogo, CECP's level, time and otim
// (CECP's level counts the increment in whole seconds). A zero tc brings
// back the Limits.
func (e *Engine) SetClocks(tc search.TimeControl, own, opp search.Clock) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if tc == (search.TimeControl{}) {
		e.clocks = nil
		return
	}
	e.clocks = &clocks{tc: tc, own: own, opp: opp}
}

// ms writes d in whole milliseconds, at least 1.
func ms(d time.Duration) string { return strconv.FormatInt(max(d.Milliseconds(), 1), 10) }

// Start runs the engine and opens the session (uci, xboard with protover
// 2, ucci), setting its options. Errors match ErrEngine.
func Start(ctx context.Context, c Config) (*Engine, error) {
	if c.Timeout <= 0 {
		c.Timeout = 10 * time.Second
	}
	if c.Grace <= 0 {
		c.Grace = 2 * time.Second
	}
	if c.StartTimeout <= 0 {
		c.StartTimeout = DefaultStartTimeout
	}
	c.StartTimeout = max(c.StartTimeout, c.Timeout)
	switch c.Protocol {
	case UCI, CECP, UCCI:
	default:
		return nil, fmt.Errorf("%w: no protocol given", ErrEngine)
	}
	cmd := exec.Command(c.Path, c.Args...)
	cmd.Dir = c.Dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrEngine, c.Path, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrEngine, c.Path, err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrEngine, c.Path, err)
	}
	e := &Engine{cfg: c, cmd: cmd, stdin: stdin, lines: make(chan string, 4096), exit: make(chan struct{}),
		name: c.Path, options: map[string]string{}, feature: map[string]string{}}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			line := strings.TrimRight(sc.Text(), "\r")
			e.log("< ", line)
			e.lines <- line
		}
		close(e.lines)
		e.werr = cmd.Wait()
		close(e.exit)
	}()
	if err := e.handshake(ctx); err != nil {
		e.kill()
		return nil, err
	}
	return e, nil
}

func (e *Engine) log(prefix, line string) {
	if e.cfg.Log == nil {
		return
	}
	e.logMu.Lock()
	defer e.logMu.Unlock()
	fmt.Fprintln(e.cfg.Log, prefix+line)
}

// Err returns why the engine can play no more moves: it was closed, or
// its session broke (it crashed, hung, broke the protocol or played an
// illegal move); nil while it can play.
func (e *Engine) Err() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return e.fail("%w: closed", ErrExited)
	}
	return e.broken
}

// Name returns the engine's name as it gives it (id name, myname), or its
// program's path.
func (e *Engine) Name() string { return e.name }

func (e *Engine) fail(format string, args ...any) error {
	return fmt.Errorf("%w: %s: %w", ErrEngine, e.name, fmt.Errorf(format, args...))
}

func (e *Engine) send(cmds ...string) error {
	for _, c := range cmds {
		e.log("> ", c)
		if _, err := io.WriteString(e.stdin, c+"\n"); err != nil {
			return e.exited(err)
		}
	}
	return nil
}

// exited returns the error of an engine whose process ended.
func (e *Engine) exited(cause error) error {
	select {
	case <-e.exit:
		if e.werr != nil {
			return e.fail("%w: %v", ErrExited, e.werr)
		}
		return e.fail("%w", ErrExited)
	case <-time.After(200 * time.Millisecond):
	}
	if cause != nil {
		return e.fail("%w: %v", ErrExited, cause)
	}
	return e.fail("%w", ErrExited)
}

// errStopped is what read returns when the context ends.
type errStopped struct{ err error }

func (e errStopped) Error() string { return e.err.Error() }
func (e errStopped) Unwrap() error { return e.err }

// read returns the next line, or an error when the engine exits, the
// deadline passes (ErrTimeout) or the context ends (errStopped).
func (e *Engine) read(ctx context.Context, deadline time.Time) (string, error) {
	t := time.NewTimer(time.Until(deadline))
	defer t.Stop()
	select {
	case line, ok := <-e.lines:
		if !ok {
			return "", e.exited(nil)
		}
		return line, nil
	case <-t.C:
		return "", e.fail("%w (%v)", ErrTimeout, e.cfg.Timeout)
	case <-ctx.Done():
		return "", errStopped{ctx.Err()}
	}
}

// expect reads lines until one for which match returns true, handing every
// line to match.
func (e *Engine) expect(ctx context.Context, deadline time.Time, match func(line string) (bool, error)) error {
	for {
		line, err := e.read(ctx, deadline)
		if err != nil {
			return err
		}
		ok, err := match(line)
		if err != nil {
			return err
		}
		if ok {
			return nil
		}
	}
}

func (e *Engine) handshake(ctx context.Context) error {
	deadline := time.Now().Add(e.cfg.StartTimeout)
	switch e.cfg.Protocol {
	case UCI, UCCI:
		ok := "uciok"
		if e.cfg.Protocol == UCCI {
			ok = "ucciok"
		}
		if err := e.send(e.cfg.Protocol.String()); err != nil {
			return err
		}
		err := e.expect(ctx, deadline, func(line string) (bool, error) {
			f := strings.Fields(line)
			switch {
			case len(f) >= 3 && f[0] == "id" && f[1] == "name":
				e.name = strings.Join(f[2:], " ")
			case len(f) >= 3 && f[0] == "option":
				// "option name NAME type ..." (UCI), "option NAME type ..." (UCCI)
				i := 1
				if f[1] == "name" {
					i = 2
				}
				var nm []string
				for ; i < len(f) && f[i] != "type"; i++ {
					nm = append(nm, f[i])
				}
				e.options[strings.ToLower(strings.Join(nm, " "))] = line
			case len(f) == 1 && f[0] == ok:
				return true, nil
			}
			return false, nil
		})
		if err != nil {
			return err
		}
		for _, s := range e.cfg.Options {
			if err := e.send("setoption name " + s.Name + " value " + s.Value); err != nil {
				return err
			}
		}
		return e.sync(ctx)
	case CECP:
		if err := e.send("xboard", "protover 2"); err != nil {
			return err
		}
		// Features until done=1, as XBoard waits for them, however long
		// the engine takes to start (within StartTimeout). An engine of
		// protocol 1 sends no features: it answers protover with an
		// error, or says nothing until the limit.
		said, more := false, false // features seen; done=0 seen
	features:
		for {
			line, err := e.read(ctx, deadline)
			if err != nil {
				if errors.Is(err, ErrTimeout) && more {
					return e.fail("%w: feature done=0 and no done=1 within %v", ErrTimeout, e.cfg.StartTimeout)
				}
				if errors.Is(err, ErrTimeout) {
					break // protocol 1, silent, or features without done
				}
				return err
			}
			if !said && strings.HasPrefix(line, "Error") && strings.Contains(line, "protover") {
				break // protocol 1
			}
			if !strings.HasPrefix(line, "feature ") {
				continue
			}
			said = true
			done := false
			for _, kv := range parseFeatures(line[len("feature "):]) {
				e.feature[kv.Name] = kv.Value
				switch kv.Name {
				case "done":
					done, more = kv.Value == "1", more || kv.Value == "0"
				case "myname":
					e.name = kv.Value
				}
				if err := e.send("accepted " + kv.Name); err != nil {
					return err
				}
			}
			if done {
				break features
			}
		}
		for _, s := range e.cfg.Options {
			if err := e.send("option " + s.Name + "=" + s.Value); err != nil {
				return err
			}
		}
		return e.sync(ctx)
	}
	return nil
}

// parseFeatures reads the NAME=VALUE pairs of a feature line, values in
// double quotes or not.
func parseFeatures(s string) []Setting {
	var out []Setting
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			break
		}
		n := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var v string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				v, s = s[1:], ""
			} else {
				v, s = s[1:1+end], s[2+end:]
			}
		} else {
			sp := strings.IndexAny(s, " \t")
			if sp < 0 {
				sp = len(s)
			}
			v, s = s[:sp], s[sp:]
		}
		out = append(out, Setting{n, v})
	}
	return out
}

// sync waits until the engine has read everything sent: isready/readyok,
// or ping/pong in CECP (if the engine offers ping).
func (e *Engine) sync(ctx context.Context) error {
	deadline := time.Now().Add(e.cfg.Timeout)
	if e.cfg.Protocol == CECP {
		if e.feature["ping"] != "1" {
			return nil
		}
		e.pings++
		want := "pong " + strconv.Itoa(e.pings)
		if err := e.send("ping " + strconv.Itoa(e.pings)); err != nil {
			return err
		}
		return e.expect(ctx, deadline, func(line string) (bool, error) { return strings.TrimSpace(line) == want, nil })
	}
	if err := e.send("isready"); err != nil {
		return err
	}
	return e.expect(ctx, deadline, func(line string) (bool, error) { return strings.TrimSpace(line) == "readyok", nil })
}

// Choose asks the engine for its move in p, given as the position alone.
func (e *Engine) Choose(ctx context.Context, p variant.AnyPosition) (variant.Move, error) {
	return e.choose(ctx, p, nil)
}

// ChooseGame asks the engine for its move in the current position of g,
// given as the start position and the moves played, so that the engine
// knows the history (repetitions). It makes Engine a search.GamePlayer.
func (e *Engine) ChooseGame(ctx context.Context, g *variant.Game[variant.AnyPosition, variant.Move]) (variant.Move, error) {
	return e.choose(ctx, g.Position(), g)
}

func (e *Engine) choose(ctx context.Context, p variant.AnyPosition, g *variant.Game[variant.AnyPosition, variant.Move]) (variant.Move, error) {
	if len(p.Moves(nil)) == 0 {
		return 0, search.ErrNoMove
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.closed {
		return 0, e.fail("%w: closed", ErrExited)
	}
	if e.broken != nil {
		return 0, e.broken
	}
	start, moves := p, []variant.Move(nil)
	if g != nil {
		start, moves = g.Start(), g.Moves()
	}
	var text string
	var err error
	switch e.cfg.Protocol {
	case UCI, UCCI:
		text, err = e.goUCI(ctx, p, start, moves)
	case CECP:
		text, err = e.goCECP(ctx, p, start, moves)
	}
	var over saidOver
	if errors.As(err, &over) {
		if o, ok := decided(p); ok {
			return 0, &GameOver{Said: over.line, Outcome: o, text: p.Variant().Describe(o)}
		}
		err = e.fail("%w: %q in %s, which has legal moves and no decided result", ErrProtocol, over.line, p)
	}
	if err != nil {
		var stopped errStopped
		if errors.As(err, &stopped) {
			return 0, stopped.err
		}
		// A session out of step cannot be trusted with another move.
		e.broken = err
		return 0, err
	}
	m, err := parseMove(p, text, e.cfg.Protocol)
	if err != nil {
		e.broken = e.fail("illegal move %s in %s: %w", strconv.Quote(text), p, err)
		return 0, e.broken
	}
	return m, nil
}

func (e *Engine) goUCI(ctx context.Context, p, start variant.AnyPosition, moves []variant.Move) (string, error) {
	v := p.Variant()
	proto := e.cfg.Protocol
	if proto == UCCI {
		if !v.Protocols.UCCI {
			return "", e.fail("%w: UCCI plays Xiangqi, not %s", ErrUnsupported, v.Name)
		}
	} else {
		name, c960, ok := UCIVariant(v)
		if !ok {
			return "", e.fail("%w: UCI cannot carry %s", ErrUnsupported, v.Name)
		}
		key := name + strconv.FormatBool(c960)
		if key != e.current {
			var cmds []string
			if _, has := e.options["uci_variant"]; has {
				if !strings.Contains(e.options["uci_variant"]+" ", " var "+name+" ") {
					return "", e.fail("%w: UCI_Variant has no %s", ErrUnsupported, name)
				}
				cmds = append(cmds, "setoption name UCI_Variant value "+name)
			} else if name != "chess" {
				return "", e.fail("%w: no UCI_Variant option, so chess only, not %s", ErrUnsupported, v.Name)
			}
			if _, has := e.options["uci_chess960"]; has {
				cmds = append(cmds, "setoption name UCI_Chess960 value "+strconv.FormatBool(c960))
			} else if c960 {
				return "", e.fail("%w: no UCI_Chess960 option", ErrUnsupported)
			}
			cmds = append(cmds, "ucinewgame")
			if err := e.send(cmds...); err != nil {
				return "", err
			}
			if err := e.sync(ctx); err != nil {
				return "", err
			}
			e.current = key
		}
	}
	// readyok also skips what is left of an earlier search.
	if err := e.sync(ctx); err != nil {
		return "", err
	}
	pos := "position fen " + start.String()
	if len(moves) > 0 {
		pos += " moves"
		q := start
		for _, m := range moves {
			pos += " " + moveText(q, m, proto)
			q = q.Play(m)
		}
	}
	goCmd := "go"
	l := e.cfg.Limits
	think := l.Time
	c := e.clocks // choose holds e.mu
	if c != nil {
		l, think = search.Limits{}, c.own.Left
		switch {
		case proto == UCCI:
			goCmd += " time " + ms(c.own.Left) + " increment " + ms(c.own.Increment) +
				" opptime " + ms(c.opp.Left) + " oppincrement " + ms(c.opp.Increment)
		case p.ToMove() == 0:
			goCmd += " wtime " + ms(c.own.Left) + " btime " + ms(c.opp.Left) + " winc " + ms(c.own.Increment) + " binc " + ms(c.opp.Increment)
		default:
			goCmd += " wtime " + ms(c.opp.Left) + " btime " + ms(c.own.Left) + " winc " + ms(c.opp.Increment) + " binc " + ms(c.own.Increment)
		}
		if c.own.MovesToGo > 0 {
			goCmd += " movestogo " + strconv.Itoa(c.own.MovesToGo)
		}
	}
	if l.Nodes > 0 {
		goCmd += " nodes " + strconv.Itoa(l.Nodes)
	}
	if l.Depth > 0 {
		goCmd += " depth " + strconv.Itoa(l.Depth)
	}
	if c == nil && (l.Time > 0 || l == (search.Limits{})) {
		t := l.Time
		if t <= 0 {
			t = time.Second
		}
		if proto == UCCI {
			goCmd += " time " + ms(t) + " movestogo 1"
		} else {
			goCmd += " movetime " + ms(t)
		}
	}
	if err := e.send(pos, goCmd); err != nil {
		return "", err
	}
	var best string
	wait := func(ctx context.Context, deadline time.Time) error {
		return e.expect(ctx, deadline, func(line string) (bool, error) {
			f := strings.Fields(line)
			switch {
			case len(f) >= 1 && f[0] == "nobestmove":
				return true, saidOver{line}
			case len(f) >= 1 && f[0] == "bestmove":
				if len(f) < 2 || f[1] == "(none)" || f[1] == "0000" {
					return true, saidOver{line}
				}
				best = f[1]
				return true, nil
			}
			return false, nil
		})
	}
	if err := e.awaitMove(ctx, think, "stop", wait); err != nil {
		return "", err
	}
	return best, nil
}

func (e *Engine) goCECP(ctx context.Context, p, start variant.AnyPosition, moves []variant.Move) (string, error) {
	v := p.Variant()
	name, ok := CECPVariant(v)
	if !ok {
		return "", e.fail("%w: CECP cannot carry %s", ErrUnsupported, v.Name)
	}
	if name != "normal" && !slices.Contains(strings.Split(e.feature["variants"], ","), name) {
		return "", e.fail("%w: the engine's variants have no %s", ErrUnsupported, name)
	}
	cmds := []string{"new"}
	if name != "normal" {
		cmds = append(cmds, "variant "+name)
	}
	cmds = append(cmds, "force")
	// The engine's start position of the variant is XBoard's (Chess960's
	// standard array, courier's array before the customary opening): any
	// other is set up.
	own, err := xboardStartOf(v)
	if err != nil || own.String() != start.String() {
		if e.feature["setboard"] != "1" {
			return "", e.fail("%w: no setboard, so only games from the usual start", ErrUnsupported)
		}
		cmds = append(cmds, "setboard "+start.String())
	}
	q := start
	for _, m := range moves {
		t := moveText(q, m, CECP)
		if e.feature["usermove"] == "1" {
			t = "usermove " + t
		}
		cmds = append(cmds, t)
		q = q.Play(m)
	}
	l := e.cfg.Limits
	think := l.Time
	c := e.clocks // choose holds e.mu
	if c != nil {
		// level MPS BASE INC: BASE in minutes, or minutes:seconds; then
		// the clocks in centiseconds.
		l, think = search.Limits{}, c.own.Left
		base := strconv.Itoa(int(c.tc.Base / time.Minute))
		if sec := int(c.tc.Base % time.Minute / time.Second); sec != 0 {
			base += fmt.Sprintf(":%02d", sec)
		}
		cmds = append(cmds, fmt.Sprintf("level %d %s %d", c.tc.Moves, base, int(c.tc.Increment/time.Second)),
			"time "+strconv.FormatInt(max(c.own.Left.Milliseconds()/10, 1), 10),
			"otim "+strconv.FormatInt(max(c.opp.Left.Milliseconds()/10, 1), 10))
	}
	switch {
	case c != nil:
	case l.Nodes > 0 && e.feature["nps"] == "1":
		cmds = append(cmds, "nps "+strconv.Itoa(l.Nodes), "st 1")
	case l.Nodes > 0 && l.Depth == 0 && l.Time == 0:
		return "", e.fail("%w: a node limit (the engine offers no feature nps)", ErrUnsupported)
	}
	if l.Depth > 0 {
		cmds = append(cmds, "sd "+strconv.Itoa(l.Depth))
	}
	if c != nil {
		// The engine's own clock rules.
	} else if l.Time > 0 || l == (search.Limits{}) {
		t := l.Time
		if t <= 0 {
			t = time.Second
		}
		cmds = append(cmds, "st "+strconv.FormatInt(max(int64((t+time.Second-1)/time.Second), 1), 10))
	} else if l.Nodes == 0 || e.feature["nps"] != "1" {
		cmds = append(cmds, "st "+strconv.FormatInt(max(int64(e.cfg.Timeout/time.Second)/2, 1), 10))
	}
	if err := e.send(cmds...); err != nil {
		return "", err
	}
	if err := e.sync(ctx); err != nil {
		return "", err
	}
	if err := e.send("go"); err != nil {
		return "", err
	}
	var best string
	wait := func(ctx context.Context, deadline time.Time) error {
		return e.expect(ctx, deadline, func(line string) (bool, error) {
			f := strings.Fields(line)
			switch {
			case len(f) >= 2 && f[0] == "move":
				best = f[1]
				return true, nil
			case len(f) >= 1 && (strings.HasPrefix(line, "Illegal move") || strings.HasPrefix(line, "Error")):
				return true, e.fail("%w: %q", ErrProtocol, line)
			case len(f) >= 1 && (f[0] == "1-0" || f[0] == "0-1" || f[0] == "1/2-1/2"):
				return true, saidOver{line}
			case len(f) >= 1 && f[0] == "resign":
				return true, e.fail("%w: it resigned in %s, which a player of Ludus cannot", ErrUnsupported, p)
			}
			return false, nil
		})
	}
	if err := e.awaitMove(ctx, think, "?", wait); err != nil { // "?": move now
		return "", err
	}
	if err := e.send("force"); err != nil {
		return "", err
	}
	return best, nil
}

// awaitMove waits with wait for the engine's move, for the search time
// think and the timeout. Cancelled or out of time, it sends stop (UCI's and
// UCCI's "stop", CECP's "?") and takes the move if it comes within the
// grace period.
func (e *Engine) awaitMove(ctx context.Context, think time.Duration, stop string, wait func(context.Context, time.Time) error) error {
	err := wait(ctx, time.Now().Add(think+e.cfg.Timeout))
	if err == nil {
		return nil
	}
	var stopped errStopped
	if !errors.As(err, &stopped) && !errors.Is(err, ErrTimeout) {
		return err
	}
	if err := e.send(stop); err != nil {
		return err
	}
	return wait(context.Background(), time.Now().Add(e.cfg.Grace))
}

// Close ends the session: quit, then, if the engine has not exited after
// the grace period, kill. It returns the exit error of a process that did
// not end by itself.
func (e *Engine) Close() error {
	e.mu.Lock()
	if e.closed {
		e.mu.Unlock()
		return nil
	}
	e.closed = true
	e.mu.Unlock()
	_ = e.send("quit")
	_ = e.stdin.Close()
	t := time.NewTimer(e.cfg.Grace)
	defer t.Stop()
	for {
		select {
		case _, ok := <-e.lines:
			if ok {
				continue
			}
			<-e.exit
			return nil
		case <-t.C:
			e.kill()
			return e.fail("%w: it did not quit within %v and was killed", ErrTimeout, e.cfg.Grace)
		}
	}
}

func (e *Engine) kill() {
	if e.cmd.Process != nil {
		_ = e.cmd.Process.Kill()
	}
	go func() {
		for range e.lines {
		}
	}()
	<-e.exit
}
