package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

// Player is a computer player of the dynamic face.
type Player = search.Player[variant.AnyPosition, variant.Move]

// Server makes Ludus computer players an engine: [Server.Serve] speaks UCI,
// CECP or UCCI, whichever the first command opens ("uci", "xboard",
// "ucci"), to a GUI or match program.
type Server struct {
	Name   string // the engine's name (id name, myname)
	Author string
	// NewPlayer returns the player of one move in a game of v, searching
	// within l (the limits the GUI gives, or Limits).
	NewPlayer func(v *variant.Variant, l search.Limits) (Player, error)
	// NewGame, if set, is called when the GUI starts a new game (UCI
	// ucinewgame, CECP new), once the search in progress has stopped: for
	// players that keep something from move to move (a [search.Table]) to
	// forget it.
	NewGame func()
	// Limits are used when the GUI gives none (UCI "go" alone, CECP
	// without a time control); zero means the player's own default.
	Limits search.Limits
}

// session is one protocol session.
type session struct {
	s     *Server
	proto Protocol
	out   io.Writer
	outMu sync.Mutex

	uciVariant string // UCI_Variant as set
	chess960   bool   // UCI_Chess960
	v          *variant.Variant
	game       *variant.Game[variant.AnyPosition, variant.Move]
	refused    string // why the last UCI position was refused; go has no board until a valid one

	// the search in progress
	mu      sync.Mutex
	cancel  context.CancelFunc
	done    chan struct{}
	release chan struct{} // closed by stop: infinite and ponder searches answer then
	discard bool          // the answer is not wanted (CECP force, new, result)
	holding bool          // the answer waits for stop

	// CECP
	post       bool // thinking output on
	force      bool
	engineSide variant.Side
	st, sd     int           // seconds per move, depth
	mps, inc   int           // level: moves per session, increment (s)
	clock      time.Duration // engine's time left ("time", in cs)
}

// Serve runs one session: it reads commands from in until quit, or until
// in ends or ctx is cancelled, and writes the replies to out. The
// protocol is chosen by the first command: uci, xboard or ucci.
func (s *Server) Serve(ctx context.Context, in io.Reader, out io.Writer) error {
	if s.NewPlayer == nil {
		return errors.New("engine: Server without NewPlayer")
	}
	ss := &session{s: s, out: out}
	lines := make(chan string)
	readErr := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			select {
			case lines <- strings.TrimSpace(sc.Text()):
			case <-ctx.Done():
				return
			}
		}
		readErr <- sc.Err()
		close(lines)
	}()
	defer ss.stop(true)
	for {
		var line string
		var ok bool
		select {
		case line, ok = <-lines:
		case <-ctx.Done():
			return ctx.Err()
		}
		if !ok {
			// The input ended: a search running to its limits answers,
			// one waiting for stop is stopped.
			ss.mu.Lock()
			holding := ss.holding
			ss.mu.Unlock()
			if holding {
				ss.stop(false)
			}
			ss.wait()
			return <-readErr
		}
		if line == "" {
			continue
		}
		if ss.proto == 0 {
			switch strings.Fields(line)[0] {
			case "uci":
				ss.proto = UCI
			case "xboard":
				ss.proto = CECP
				ss.reset()
				continue
			case "ucci":
				ss.proto = UCCI
			case "quit":
				return nil
			default:
				ss.say("info string unknown protocol command %s: want uci, xboard or ucci", strconv.Quote(line))
				continue
			}
		}
		var quit bool
		switch ss.proto {
		case UCI, UCCI:
			quit = ss.uci(ctx, line)
		case CECP:
			quit = ss.cecp(ctx, line)
		}
		if quit {
			return nil
		}
	}
}

func (ss *session) say(format string, args ...any) {
	ss.outMu.Lock()
	defer ss.outMu.Unlock()
	fmt.Fprintf(ss.out, format+"\n", args...)
}

// startOf returns the start position of v for the protocols: Chess960's
// startpos is the standard array (518).
func startOf(v *variant.Variant) (variant.AnyPosition, error) {
	if v.Name == "chess960" {
		return v.New("start=518")
	}
	return v.New("")
}

// xboardStartOf returns the start position of v in CECP: XBoard's, where
// the game's default is not ([variant.Protocols].XBoardOptions).
func xboardStartOf(v *variant.Variant) (variant.AnyPosition, error) {
	if o := v.Protocols.XBoardOptions; o != "" {
		return v.New(o)
	}
	return startOf(v)
}

// think starts a search for the current position; report is called with
// the move found (or an error) unless the answer is discarded. With hold,
// the answer waits for stop (UCI go infinite, ponder).
func (ss *session) think(ctx context.Context, l search.Limits, hold bool, report func(p variant.AnyPosition, m variant.Move, err error)) {
	ss.stop(true)
	g := ss.game
	p := g.Position()
	player, err := ss.s.NewPlayer(p.Variant(), l)
	if err != nil {
		report(p, 0, err)
		return
	}
	cctx, cancel := context.WithCancel(ctx)
	done, release := make(chan struct{}), make(chan struct{})
	ss.mu.Lock()
	ss.cancel, ss.done, ss.release, ss.discard, ss.holding = cancel, done, release, false, hold
	ss.mu.Unlock()
	if !hold {
		close(release)
	}
	go func() {
		defer close(done)
		defer cancel()
		m, err := search.ChooseIn(search.WithReport(cctx, func(i search.Info[variant.Move]) { ss.thinking(p, i) }), player, g)
		if err != nil && !errors.Is(err, search.ErrNoMove) {
			// Cancelled before any move was found: any legal move.
			if ms := p.Moves(nil); len(ms) > 0 {
				m, err = ms[0], nil
			}
		}
		<-release
		ss.mu.Lock()
		discard := ss.discard
		ss.mu.Unlock()
		if !discard {
			report(p, m, err)
		}
	}()
}

// stop ends the search in progress, if any, and waits for it; with
// discard, its answer is dropped.
func (ss *session) stop(discard bool) {
	ss.mu.Lock()
	cancel, done, release, holding := ss.cancel, ss.done, ss.release, ss.holding
	if discard {
		ss.discard = true
	}
	ss.cancel, ss.done, ss.release, ss.holding = nil, nil, nil, false
	ss.mu.Unlock()
	if cancel == nil {
		return
	}
	cancel()
	if holding {
		close(release)
	}
	<-done
}

// wait waits for the search in progress to answer by itself.
func (ss *session) wait() {
	ss.mu.Lock()
	done := ss.done
	ss.mu.Unlock()
	if done != nil {
		<-done
	}
}

// clockBudget is the time to spend on the current move of the session's
// game with left on the clock, inc added per move and movesToGo moves to
// the next time control (0: the rest of the game): the budget of
// search.Clock, as the in-process players and the host spend it.
func (ss *session) clockBudget(left, inc time.Duration, movesToGo int) time.Duration {
	c := search.Clock{Left: left, Increment: inc, MovesToGo: movesToGo}
	return c.Budget(ss.game.Position(), ss.game.Len())
}

// thinking prints what the search found in an iteration from p: a UCI
// info line (depth, seldepth, score in centipawns or mate in moves,
// nodes, nps, time, pv), UCCI's (depth, score, nodes, time, pv), or, when
// CECP's post is on, a thinking line (ply, score in centipawns, mate as
// 100000+N, time in centiseconds, nodes, pv).
func (ss *session) thinking(p variant.AnyPosition, i search.Info[variant.Move]) {
	var pv strings.Builder
	q := p
	for _, m := range i.PV {
		if pv.Len() > 0 {
			pv.WriteByte(' ')
		}
		pv.WriteString(moveText(q, m, ss.proto))
		q = q.Play(m)
	}
	ms := i.Time.Milliseconds()
	mate := 0 // moves to mate, negative when mated
	switch {
	case i.Score > search.WinScore-1000:
		mate = (search.WinScore - i.Score + 1) / 2
	case i.Score < -search.WinScore+1000:
		mate = -(search.WinScore + i.Score + 1) / 2
	}
	switch ss.proto {
	case UCI:
		score := fmt.Sprintf("cp %d", i.Score)
		if mate != 0 {
			score = fmt.Sprintf("mate %d", mate)
		}
		nps := int64(i.Nodes) * 1000 / max(ms, 1)
		ss.say("info depth %d seldepth %d score %s nodes %d nps %d time %d pv %s", i.Depth, i.SelDepth, score, i.Nodes, nps, ms, pv.String())
	case UCCI:
		ss.say("info depth %d score %d nodes %d time %d pv %s", i.Depth, i.Score, i.Nodes, ms, pv.String())
	case CECP:
		if !ss.post {
			return
		}
		score := i.Score
		switch {
		case mate > 0:
			score = 100000 + mate
		case mate < 0:
			score = -100000 + mate
		}
		ss.say("%d %d %d %d %s", i.Depth, score, ms/10, i.Nodes, pv.String())
	}
}

// --- UCI and UCCI ---

func (ss *session) uci(ctx context.Context, line string) bool {
	f := strings.Fields(line)
	switch f[0] {
	case "uci", "ucci":
		ss.say("id name %s", ss.s.Name)
		if ss.s.Author != "" {
			ss.say("id author %s", ss.s.Author)
		}
		if ss.proto == UCI {
			ss.say("option name UCI_Variant type combo default chess var %s", strings.Join(UCIVariants(), " var "))
			ss.say("option name UCI_Chess960 type check default false")
			ss.say("option name Ponder type check default false")
			ss.say("uciok")
		} else {
			ss.say("ucciok")
		}
	case "isready":
		ss.say("readyok")
	case "setoption":
		name, value := optionOf(f[1:])
		switch strings.ToLower(name) {
		case "uci_variant":
			if _, err := lookup(value, false); err != nil || ss.proto == UCCI {
				ss.say("info string unknown variant %s", strconv.Quote(value))
				break
			}
			ss.uciVariant = value
		case "uci_chess960":
			ss.chess960 = strings.EqualFold(value, "true")
		case "ponder":
			// The GUI may send go ponder: nothing else to set.
		default:
			ss.say("info string no option %s", strconv.Quote(name))
		}
	case "ucinewgame":
		ss.stop(true)
		if ss.s.NewGame != nil {
			ss.s.NewGame()
		}
	case "position":
		ss.stop(true)
		ss.position(f[1:])
	case "go":
		ss.goUCI(ctx, f[1:])
	case "stop":
		ss.stop(false)
	case "ponderhit":
		// The pondering search goes on within its limits and answers
		// when it ends.
		ss.mu.Lock()
		if ss.release != nil && ss.holding {
			close(ss.release)
			ss.holding = false
		}
		ss.mu.Unlock()
	case "banmoves", "probe":
		ss.say("info string %s is not supported", f[0])
	case "quit":
		ss.stop(false)
		if ss.proto == UCCI {
			ss.say("bye")
		}
		return true
	default:
		ss.say("info string unknown command %s", strconv.Quote(line))
	}
	return false
}

// optionOf reads "name NAME... value VALUE..." of setoption; UCCI writes
// "setoption NAME VALUE".
func optionOf(f []string) (name, value string) {
	if len(f) == 0 {
		return "", ""
	}
	if f[0] != "name" {
		return f[0], strings.Join(f[1:], " ")
	}
	i := 1
	var n []string
	for ; i < len(f) && f[i] != "value"; i++ {
		n = append(n, f[i])
	}
	if i < len(f) {
		value = strings.Join(f[i+1:], " ")
	}
	return strings.Join(n, " "), value
}

func (ss *session) currentVariant() (*variant.Variant, error) {
	if ss.proto == UCCI {
		return variant.Lookup("xiangqi")
	}
	return lookup(ss.uciVariant, ss.chess960)
}

// position reads "startpos | fen FEN... [moves M...]". A position that
// cannot be read, or a move in it that is not legal, refuses the whole
// command: go then answers no move until a valid position arrives, rather
// than a move for another board.
func (ss *session) position(f []string) {
	ss.game, ss.refused = nil, ""
	v, err := ss.currentVariant()
	if err != nil {
		ss.refused = err.Error()
		ss.say("info string bad position: %v", err)
		return
	}
	var start variant.AnyPosition
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		start, err = startOf(v)
		i = 1
	case len(f) > 0 && f[0] == "fen":
		j := 1
		for j < len(f) && f[j] != "moves" {
			j++
		}
		var o variant.Options
		if o, err = v.ParseOptions(""); err == nil {
			start, err = v.Parse(strings.Join(f[1:j], " "), o)
		}
		i = j
	default:
		err = errors.New("position wants startpos or fen")
	}
	if err != nil {
		ss.refused = err.Error()
		ss.say("info string bad position: %v", err)
		return
	}
	g := variant.NewGame(start)
	if i < len(f) && f[i] == "moves" {
		for _, t := range f[i+1:] {
			m, err := parseMove(g.Position(), t, ss.proto)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				ss.refused = fmt.Sprintf("move %s: %v", t, err)
				ss.say("info string bad position: %s", ss.refused)
				return
			}
		}
	}
	ss.v, ss.game = v, g
}

func (ss *session) goUCI(ctx context.Context, f []string) {
	if ss.refused != "" {
		ss.say("info string no position to search: the last was refused (%s)", ss.refused)
		if ss.proto == UCCI {
			ss.say("nobestmove")
		} else {
			ss.say("bestmove 0000")
		}
		return
	}
	if ss.game == nil {
		if err := func() error {
			v, err := ss.currentVariant()
			if err != nil {
				return err
			}
			p, err := startOf(v)
			if err != nil {
				return err
			}
			ss.v, ss.game = v, variant.NewGame(p)
			return nil
		}(); err != nil {
			ss.say("info string %v", err)
			ss.noMove()
			return
		}
	}
	p := ss.game.Position()
	var l search.Limits
	var wtime, btime, winc, binc, movetime, left, inc time.Duration
	movesToGo := 0
	hold, timed := false, false
	num := func(i int) int {
		if i+1 < len(f) {
			n, _ := strconv.Atoi(f[i+1])
			return n
		}
		return 0
	}
	ms := func(i int) time.Duration { return time.Duration(num(i)) * time.Millisecond }
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "nodes":
			l.Nodes = num(i)
		case "depth":
			l.Depth = num(i)
		case "movetime":
			movetime = ms(i)
		case "wtime":
			wtime, timed = ms(i), true
		case "btime":
			btime, timed = ms(i), true
		case "winc":
			winc = ms(i)
		case "binc":
			binc = ms(i)
		case "movestogo":
			movesToGo = num(i)
		case "time": // UCCI: the time left
			left, timed = ms(i), true
		case "increment":
			inc = ms(i)
		case "infinite", "ponder":
			hold = true
		}
	}
	if timed && ss.proto == UCI {
		left, inc = wtime, winc
		if p.ToMove() == 1 {
			left, inc = btime, binc
		}
	}
	switch {
	case movetime > 0:
		l.Time = movetime
	case timed:
		l.Time = ss.clockBudget(left, inc, movesToGo)
	}
	if hold && l == (search.Limits{}) {
		l.Time = 24 * time.Hour // until stop
	}
	if l == (search.Limits{}) {
		l = ss.s.Limits
	}
	if len(p.Moves(nil)) == 0 {
		ss.say("info string the game is over: %s", p.Variant().Describe(p.Outcome()))
		ss.noMove()
		return
	}
	ss.think(ctx, l, hold, func(p variant.AnyPosition, m variant.Move, err error) {
		if err != nil {
			ss.say("info string %v", err)
			ss.noMove()
			return
		}
		ss.say("bestmove %s", moveText(p, m, ss.proto))
	})
}

func (ss *session) noMove() {
	if ss.proto == UCCI {
		ss.say("nobestmove")
	} else {
		ss.say("bestmove (none)")
	}
}

// --- CECP ---

// reset is CECP's new: chess from the start, the engine playing black,
// no depth limit.
func (ss *session) reset() {
	ss.stop(true)
	v, _ := variant.Lookup("chess")
	p, _ := startOf(v)
	ss.v, ss.game = v, variant.NewGame(p)
	ss.force, ss.engineSide, ss.sd, ss.st = false, 1, 0, 0
}

// xboardMoveText writes m, the engine's move in p, for XBoard: as
// moveText does, except castling in Chess960 (XBoard's fischerandom),
// which XBoard reads as O-O and O-O-O (the engine protocol's
// FischerRandom castling; it does not take the king taking its rook, and
// hangs on it when the king's step lands on the rook's square). Castling
// is told by the game's own move text, SAN, which writes it so.
func xboardMoveText(p variant.AnyPosition, m variant.Move) string {
	if p.Variant().Protocols.XBoard == "fischerandom" {
		if t := strings.TrimRight(p.MoveText(m), "+#"); t == "O-O" || t == "O-O-O" {
			return t
		}
	}
	return moveText(p, m, CECP)
}

// xboardFEN completes a FEN as XBoard writes it for games without
// castling (courier, shatranj, xiangqi): "BOARD w 0 1", without the
// castling and en passant fields, becomes "BOARD w - - 0 1". ok is false
// for a FEN of another form.
func xboardFEN(fen string) (string, bool) {
	f := strings.Fields(fen)
	if len(f) != 4 {
		return "", false
	}
	for _, n := range f[2:] {
		if _, err := strconv.Atoi(n); err != nil {
			return "", false
		}
	}
	return strings.Join([]string{f[0], f[1], "-", "-", f[2], f[3]}, " "), true
}

// cecpResult writes the result line of a game the rules have ended.
func (ss *session) cecpResult() {
	o := ss.game.Outcome()
	if !o.Over() {
		return
	}
	r := o.Result(2)
	ss.say("%s {%s}", r, ss.v.Describe(o))
}

func (ss *session) cecp(ctx context.Context, line string) bool {
	f := strings.Fields(line)
	arg := strings.TrimSpace(strings.TrimPrefix(line, f[0]))
	switch f[0] {
	case "protover":
		ss.say("feature done=0")
		ss.say(`feature myname="%s" variants="%s" setboard=1 usermove=1 ping=1 time=1 sigint=0 sigterm=0 colors=0 san=0 draw=0 reuse=1 analyze=0 nps=0 debug=1`,
			strings.ReplaceAll(ss.s.Name, `"`, "'"), strings.Join(CECPVariants(), ","))
		ss.say("feature done=1")
	case "post", "nopost":
		ss.post = f[0] == "post"
	case "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating", "ics", "draw", "otim", "xboard", "white", "black", "bk", "hint", "exit", ".", "analyze", "option", "cores", "memory", "egtpath":
		// Nothing to do: draw offers are declined by silence.
	case "new":
		ss.reset()
		if ss.s.NewGame != nil {
			ss.s.NewGame()
		}
	case "variant":
		ss.stop(true)
		v, err := lookup(arg, false)
		if err == nil {
			if _, ok := CECPVariant(v); !ok {
				err = errors.New("not a CECP variant")
			}
		}
		if err != nil {
			ss.say("Error (unknown variant): %s", arg)
			break
		}
		p, err := xboardStartOf(v)
		if err != nil {
			ss.say("Error (variant): %v", err)
			break
		}
		ss.v, ss.game = v, variant.NewGame(p)
		if cmds, ok := Setup(v); ok {
			for _, c := range cmds {
				ss.say("%s", c)
			}
		}
	case "force":
		ss.stop(true)
		ss.force = true
	case "result":
		ss.stop(true)
		ss.force = true
	case "setboard":
		ss.stop(true)
		o, err := ss.v.ParseOptions("")
		var p variant.AnyPosition
		if err == nil {
			arg = xbFEN(ss.v, arg, false)
			p, err = ss.v.Parse(arg, o)
			if err != nil {
				if full, ok := xboardFEN(arg); ok {
					p, err = ss.v.Parse(full, o)
				}
			}
		}
		if err != nil {
			ss.say("tellusererror Illegal position: %v", err)
			break
		}
		ss.game = variant.NewGame(p)
	case "undo", "remove":
		ss.stop(true)
		n := 1
		if f[0] == "remove" {
			n = 2
		}
		for range n {
			if err := ss.game.Undo(); err != nil {
				ss.say("Error (cannot undo): %s", f[0])
				break
			}
		}
	case "level":
		ss.st = 0
		if len(f) >= 4 {
			ss.mps, _ = strconv.Atoi(f[1])
			base := time.Duration(0)
			mins, secs, _ := strings.Cut(f[2], ":")
			m, _ := strconv.Atoi(mins)
			sec, _ := strconv.Atoi(secs)
			base = time.Duration(m)*time.Minute + time.Duration(sec)*time.Second
			ss.clock = base
			ss.inc, _ = strconv.Atoi(f[3])
		}
	case "st":
		if len(f) >= 2 {
			ss.st, _ = strconv.Atoi(f[1])
		}
	case "sd":
		if len(f) >= 2 {
			ss.sd, _ = strconv.Atoi(f[1])
		}
	case "time":
		if len(f) >= 2 {
			cs, _ := strconv.Atoi(f[1])
			ss.clock = time.Duration(cs) * 10 * time.Millisecond
		}
	case "ping":
		ss.wait()
		ss.say("pong %s", arg)
	case "?":
		ss.stop(false)
	case "go":
		ss.stop(true)
		ss.force = false
		ss.engineSide = ss.game.Position().ToMove()
		ss.cecpThink(ctx)
	case "playother":
		ss.stop(true)
		ss.force = false
		ss.engineSide = 1 - ss.game.Position().ToMove()
	case "quit":
		ss.stop(true)
		return true
	case "usermove":
		ss.userMove(ctx, arg)
	default:
		// A bare move (protocol 1, or usermove refused)?
		if len(f) == 1 && len(f[0]) >= 4 && len(f[0]) <= 7 && f[0][0] >= 'a' && f[0][0] <= 'z' && f[0][1] >= '0' && f[0][1] <= '9' {
			ss.stop(true)
			if _, err := parseMove(ss.game.Position(), f[0], CECP); err == nil {
				ss.userMove(ctx, f[0])
				break
			}
		}
		ss.say("Error (unknown command): %s", f[0])
	}
	return false
}

func (ss *session) userMove(ctx context.Context, text string) {
	ss.stop(true)
	m, err := parseMove(ss.game.Position(), text, CECP)
	if err == nil {
		err = ss.game.Play(m)
	}
	if err != nil {
		ss.say("Illegal move: %s", text)
		return
	}
	if ss.game.Outcome().Over() {
		ss.cecpResult()
		return
	}
	if !ss.force && ss.game.Position().ToMove() == ss.engineSide {
		ss.cecpThink(ctx)
	}
}

// cecpThink plays the engine's move in the current position.
func (ss *session) cecpThink(ctx context.Context) {
	p := ss.game.Position()
	if len(p.Moves(nil)) == 0 || ss.game.Outcome().Over() {
		ss.cecpResult()
		return
	}
	var l search.Limits
	switch {
	case ss.st > 0:
		l.Time = time.Duration(ss.st) * time.Second
	case ss.clock > 0:
		togo := 0
		if ss.mps > 0 {
			played := ss.game.Len() / 2
			togo = ss.mps - played%ss.mps
		}
		l.Time = ss.clockBudget(ss.clock, time.Duration(ss.inc)*time.Second, togo)
	}
	if ss.sd > 0 {
		l.Depth = ss.sd
	}
	if l == (search.Limits{}) {
		l = ss.s.Limits
	}
	g := ss.game
	ss.think(ctx, l, false, func(p variant.AnyPosition, m variant.Move, err error) {
		if err != nil {
			ss.say("Error (search): %v", err)
			return
		}
		text := xboardMoveText(p, m)
		if err := g.Play(m); err != nil {
			ss.say("Error (search): %v", err)
			return
		}
		ss.say("move %s", text)
		if g.Outcome().Over() {
			ss.cecpResult()
		}
	})
}
