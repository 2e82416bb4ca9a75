package host

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/search"
)

type (
	pos     = variant.AnyPosition
	mv      = variant.Move
	dynGame = variant.Game[pos, mv]
)

// Options configure a Host. Zero fields take the defaults named.
type Options struct {
	Workers   int           // computer moves searched at once (default 2)
	Queue     int           // computer moves waiting for a worker (default 1024); more wait for the sweep
	MaxThink  time.Duration // cap on a computer move's time (default 2s)
	MaxNodes  int           // cap on a computer move's nodes (default 20000)
	MaxDepth  int           // cap on a computer move's depth (default 6)
	Think     time.Duration // a computer move's time when its Engine names none (default 500ms)
	MaxPlies  int           // moves after which the host ends a game as a draw (default 3000)
	MaxSeats  int           // seats per game (default 8)
	MaxOpen   int           // unfinished, not idle games in the store (default 10000)
	PerClient int           // unfinished, not idle games per client (default 100)
	Rate      float64       // games a client may create per minute (default 60)
	Burst     int           // games a client may create at once (default 20)
	IdleAfter time.Duration // a game without events for this long is idle (default 24h)
	Cached    int           // games kept in memory (default 4096)
	// Tables is the number of search tables (search.Table) the host keeps
	// for the computer sides that moved last, each a side's from one of
	// its moves to the next, as engines keep their hash table (default
	// 4×Workers; negative: none), and TableBits their size: 2^TableBits
	// entries, 24 bytes each, and a sixth as much again for cached
	// evaluations (default 18: 7 MB a table).
	Tables    int
	TableBits int
	Sweep     time.Duration // how often clocks, owed moves and other hosts' moves are looked at (default 500ms)
	// Exclusive says that no other host uses the store (one process on a
	// SQLite file): the games in memory are then not checked against the
	// store before reads and commands. Writes are checked by Append in any
	// case, so a wrong Exclusive gives stale reads, never a lost move.
	Exclusive bool
	// Notifier, if set, tells the host at once of events other hosts
	// committed to the store (PostgreSQL: package sqlstore/pgnotify), so
	// that watchers here follow them without waiting for the poll; the
	// watchers' poll stays as the fallback, every 10 Sweeps instead of
	// every Sweep.
	Notifier Notifier
	// Instance names this host in the leases it takes on computer moves
	// (default: random). With several hosts on one store, exactly one
	// searches each computer move: the one holding the game's lease, which
	// lasts the search's time limit plus LeaseSlack; if that host dies, the
	// others' sweeps take the move over once the lease has run out.
	Instance   string
	LeaseSlack time.Duration // default 1s
	// Now is the clock (default time.Now), for tests.
	Now    func() time.Time
	Logger *slog.Logger // default slog.Default()
}

func (o *Options) defaults() {
	def := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	def(&o.Workers, 2)
	def(&o.Queue, 1024)
	def(&o.MaxNodes, 20000)
	def(&o.MaxDepth, 6)
	def(&o.MaxPlies, 3000)
	def(&o.MaxSeats, 8)
	def(&o.MaxOpen, 10000)
	def(&o.PerClient, 100)
	def(&o.Burst, 20)
	def(&o.Cached, 4096)
	if o.Tables == 0 {
		o.Tables = 4 * o.Workers
	}
	def(&o.TableBits, 18)
	if o.MaxThink <= 0 {
		o.MaxThink = 2 * time.Second
	}
	if o.Think <= 0 {
		o.Think = 500 * time.Millisecond
	}
	o.Think = min(o.Think, o.MaxThink)
	if o.Rate <= 0 {
		o.Rate = 60
	}
	if o.IdleAfter <= 0 {
		o.IdleAfter = 24 * time.Hour
	}
	if o.Sweep <= 0 {
		o.Sweep = 500 * time.Millisecond
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Instance == "" {
		o.Instance = randomText(9)
	}
	if o.LeaseSlack <= 0 {
		o.LeaseSlack = time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
}

// Host hosts games: it checks every command against the seats and the
// game's ply, commits it to the Store before answering, plays the computer
// seats and chance events in a bounded pool of workers, keeps the clocks,
// and tells watchers. Its methods are safe for concurrent use.
type Host struct {
	store   Store
	opt     Options
	started time.Time

	ctx    context.Context
	cancel context.CancelFunc
	jobs   chan job
	wg     sync.WaitGroup

	failLog *slog.Logger // warnings that a failing store repeats, rate-limited (RateLimited)

	mu     sync.Mutex
	games  map[string]*entry
	hub    map[string]chan struct{}
	rates  map[string]*bucket
	closed bool
	// unloadable holds games owed a move that failed to load, with the time
	// until which resume leaves them alone.
	unloadable map[string]time.Time
	tables     tables // the computer sides' search tables
}

type job struct {
	id  string
	seq int64
}

type bucket struct {
	tokens float64
	at     time.Time
}

// entry is a game loaded in memory. mu is held across judging a command and
// committing it, never during a search.
type entry struct {
	mu       sync.Mutex
	dead     bool // dropped from the cache: look it up again
	row      GameRow
	seats    []SeatRow
	v        *variant.Variant
	g        *dynGame
	plays    []play  // who played each move of g
	clocks   []int64 // remaining ms per side
	turnAt   time.Time
	queued   bool  // a computer or chance move is queued or being searched
	jobSeq   int64 // the sequence it was asked at
	missed   bool  // the queue was full when the move was owed
	cancel   context.CancelFunc
	lastUsed time.Time
	fault    string // why the host halted the game (KindFault), or ""
	offer    *offer // the pending take-back offer, or nil (takeback.go)
}

type play struct {
	side variant.Side
	seat int
}

// New returns a Host on a store. Call Start before using it.
func New(s Store, o Options) *Host {
	o.defaults()
	return &Host{store: failing{s}, opt: o, failLog: RateLimited(o.Logger, time.Minute, 20), games: map[string]*entry{}, hub: map[string]chan struct{}{}, rates: map[string]*bucket{},
		unloadable: map[string]time.Time{}, tables: tables{max: o.Tables, bits: o.TableBits}}
}

// Start starts the workers and the sweeper and resumes the games that owe a
// move (a computer seat or a chance event to move), so that a host started
// after a crash carries on where the last one stopped. Clocks do not run
// while no host runs: a loaded game's side to move is charged from the
// later of its last event and the host's start.
func (h *Host) Start(ctx context.Context) error {
	h.started = h.opt.Now()
	h.ctx, h.cancel = context.WithCancel(context.Background())
	h.jobs = make(chan job, h.opt.Queue)
	for range h.opt.Workers {
		h.wg.Add(1)
		go h.worker()
	}
	h.wg.Add(1)
	go h.sweeper()
	if h.opt.Notifier != nil {
		h.wg.Add(1)
		go h.listen()
	}
	return h.resume(ctx, h.started.Add(time.Millisecond))
}

// resume loads the games that owe a move and were last updated before
// before, and queues their moves.
func (h *Host) resume(ctx context.Context, before time.Time) error {
	ids, err := h.store.Due(ctx, before, h.opt.Queue)
	if err != nil {
		return fmt.Errorf("host: resuming games: %w", err)
	}
	now := h.opt.Now()
	for _, id := range ids {
		h.mu.Lock()
		skip := now.Before(h.unloadable[id])
		h.mu.Unlock()
		if skip {
			continue
		}
		e, err := h.lock(ctx, id, true)
		if err != nil {
			h.failLog.Warn("host: resuming game", "game", id, "err", err)
			if !errors.Is(err, ErrUnavailable) && ctx.Err() == nil {
				// A game that cannot be loaded (its rules changed, its rows
				// damaged) is not tried again at every sweep.
				h.mu.Lock()
				if len(h.unloadable) > 10000 {
					clear(h.unloadable)
				}
				h.unloadable[id] = now.Add(10 * time.Minute)
				h.mu.Unlock()
			}
			continue
		}
		h.guardEntry(e, func() error { h.kick(e); return nil })
		e.mu.Unlock()
	}
	return nil
}

// Close stops the workers and the sweeper, cancels the searches and waits
// for them; later commands fail with ErrClosed. A computer move that was
// not committed is played again by the next host that starts, or by
// another host on the same store, to which the closing host hands it by
// ending its lease.
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	h.mu.Unlock()
	if h.cancel != nil {
		h.cancel()
	}
	h.wg.Wait()
	return nil
}

func randomText(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// NewID returns a game id: 128 random bits, URL-safe (22 characters).
func NewID() string { return randomText(16) }

// newToken returns a seat token (256 random bits) and its stored hash.
func newToken() (string, string) {
	t := randomText(32)
	return t, hashToken(t)
}

func hashToken(t string) string {
	s := sha256.Sum256([]byte(t))
	return hex.EncodeToString(s[:])
}

// Create makes a game from spec and stores it. It returns the game's view
// with each person seat's token, which is shown only here.
func (h *Host) Create(ctx context.Context, spec GameSpec) (View, error) {
	if err := h.open(); err != nil {
		return View{}, err
	}
	var view View
	err := h.guard("", func() string { return spec.Position }, func() error {
		var err error
		view, err = h.create(ctx, spec)
		return err
	})
	return view, err
}

func (h *Host) create(ctx context.Context, spec GameSpec) (View, error) {
	start, err := variant.NewPosition(spec.Variant, spec.Options, spec.Position)
	if err != nil {
		return View{}, err
	}
	if start.ToMove() == variant.NoSide || start.Outcome().Over() {
		return View{}, fmt.Errorf("%w: the position is already finished", ErrSpec)
	}
	v := start.Variant()
	seats, err := h.seats(v, spec.Seats)
	if err != nil {
		return View{}, err
	}
	if c := spec.Clock; c != nil && (c.Base <= 0 || c.Increment < 0 || c.Base > 24*time.Hour || c.Increment > time.Hour) {
		return View{}, fmt.Errorf("%w: clock base must be in (0, 24h] and increment in [0, 1h]", ErrSpec)
	}
	if err := h.admit(ctx, spec.Client); err != nil {
		return View{}, err
	}
	now := h.opt.Now()
	tokens := make([]string, len(seats))
	for i := range seats {
		if seats[i].Computer == nil {
			tokens[i], seats[i].TokenHash = newToken()
		}
	}
	row := GameRow{
		ID: NewID(), Variant: v.Name, Options: start.Options().String(), Start: start.String(),
		Clock: spec.Clock, Client: spec.Client, Position: start.String(), Result: "*",
		Created: now, Updated: now,
	}
	e := &entry{row: row, seats: seats, v: v, g: variant.NewGame(start), turnAt: now, lastUsed: now}
	e.initClocks()
	e.row.Due = e.owed()
	if err := h.store.Create(ctx, e.row, seats); err != nil {
		return View{}, fmt.Errorf("host: storing the game: %w", err)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	h.cache(e)
	h.kick(e)
	view := h.view(e)
	for i := range view.Seats {
		view.Seats[i].Token = tokens[i]
	}
	return view, nil
}

func (h *Host) open() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || h.ctx == nil {
		return ErrClosed
	}
	return nil
}

// seats checks the seat specs: every side in exactly one seat. No seats:
// one person seat per side.
func (h *Host) seats(v *variant.Variant, specs []SeatSpec) ([]SeatRow, error) {
	if len(specs) == 0 {
		for i := range v.Sides {
			specs = append(specs, SeatSpec{Sides: []variant.Side{variant.Side(i)}})
		}
	}
	if len(specs) > h.opt.MaxSeats {
		return nil, fmt.Errorf("%w: %d seats, at most %d", ErrSpec, len(specs), h.opt.MaxSeats)
	}
	var taken variant.SideSet
	var out []SeatRow
	for i, s := range specs {
		if err := CheckName(s.Name); err != nil {
			return nil, fmt.Errorf("%w: seat %d: %w", ErrSpec, i, err)
		}
		if len(s.Sides) == 0 {
			return nil, fmt.Errorf("%w: seat %d commands no side", ErrSpec, i)
		}
		for _, x := range s.Sides {
			if int(x) >= len(v.Sides) {
				return nil, fmt.Errorf("%w: seat %d: %s has no side %d", ErrSpec, i, v.Name, x)
			}
			if taken.Has(x) {
				return nil, fmt.Errorf("%w: side %s is in two seats", ErrSpec, v.SideName(x))
			}
			taken = taken.With(x)
		}
		if s.User != "" && s.Computer != nil {
			return nil, fmt.Errorf("%w: seat %d: a computer seat has no user", ErrSpec, i)
		}
		if len(s.User) > 256 {
			return nil, fmt.Errorf("%w: seat %d: user id longer than 256 bytes", ErrSpec, i)
		}
		row := SeatRow{Seat: i, Name: s.Name, User: s.User, Sides: slices.Clone(s.Sides)}
		slices.Sort(row.Sides)
		if s.Computer != nil {
			eng := h.capEngine(*s.Computer)
			if _, err := search.New(v, search.Config{Kind: eng.Kind}); err != nil {
				return nil, fmt.Errorf("%w: seat %d: %w", ErrSpec, i, err)
			}
			row.Computer = &eng
		}
		out = append(out, row)
	}
	if taken.Count() != len(v.Sides) {
		var missing []string
		for i := range v.Sides {
			if !taken.Has(variant.Side(i)) {
				missing = append(missing, v.Sides[i].Name)
			}
		}
		return nil, fmt.Errorf("%w: no seat commands %s", ErrSpec, strings.Join(missing, ", "))
	}
	return out, nil
}

// capEngine bounds a computer's budget by the host's caps.
func (h *Host) capEngine(e Engine) Engine {
	if e.Kind == "" {
		e.Kind = "mcts"
	}
	if e.Think <= 0 || e.Think > h.opt.MaxThink {
		e.Think = min(h.opt.Think, h.opt.MaxThink)
		if e.Think <= 0 {
			e.Think = h.opt.MaxThink
		}
	}
	if e.Nodes <= 0 || e.Nodes > h.opt.MaxNodes {
		e.Nodes = h.opt.MaxNodes
	}
	if e.Depth <= 0 || e.Depth > h.opt.MaxDepth {
		e.Depth = min(4, h.opt.MaxDepth)
	}
	return e
}

// admit applies the limits on creating games: open games, games per client
// and the client's creation rate.
func (h *Host) admit(ctx context.Context, client string) error {
	now := h.opt.Now()
	h.mu.Lock()
	b := h.rates[client]
	if b == nil {
		if len(h.rates) > 100000 {
			for k, old := range h.rates {
				if now.Sub(old.at) > time.Hour {
					delete(h.rates, k)
				}
			}
		}
		b = &bucket{tokens: float64(h.opt.Burst), at: now}
		h.rates[client] = b
	}
	b.tokens = math.Min(float64(h.opt.Burst), b.tokens+now.Sub(b.at).Minutes()*h.opt.Rate)
	b.at = now
	if b.tokens < 1 {
		h.mu.Unlock()
		return fmt.Errorf("%w: more than %g new games a minute from %s", ErrLimit, h.opt.Rate, client)
	}
	b.tokens--
	h.mu.Unlock()
	since := now.Add(-h.opt.IdleAfter)
	n, err := h.store.Count(ctx, "", since)
	if err != nil {
		return fmt.Errorf("host: counting games: %w", err)
	}
	if n >= h.opt.MaxOpen {
		return fmt.Errorf("%w: %d games in progress", ErrLimit, n)
	}
	n, err = h.store.Count(ctx, client, since)
	if err != nil {
		return fmt.Errorf("host: counting games: %w", err)
	}
	if n >= h.opt.PerClient {
		return fmt.Errorf("%w: %d games in progress for %s", ErrLimit, n, client)
	}
	return nil
}

func (e *entry) initClocks() {
	if e.row.Clock == nil {
		e.clocks = nil
		return
	}
	e.clocks = make([]int64, len(e.v.Sides))
	for i := range e.clocks {
		e.clocks[i] = e.row.Clock.Base.Milliseconds()
	}
}

// owed reports whether the host owes the game a move: a computer seat or a
// chance event is to move.
func (e *entry) owed() bool {
	if e.fault != "" || e.g.Outcome().Over() {
		return false
	}
	x := e.g.Position().ToMove()
	if x == variant.Chance {
		return true
	}
	s := e.seatOf(x)
	return s >= 0 && e.seats[s].Computer != nil
}

// seatOf returns the seat that commands side x now, or -1.
func (e *entry) seatOf(x variant.Side) int {
	if x == variant.NoSide || x == variant.Chance {
		return -1
	}
	player := variant.ControllerOf(e.g.Position(), x)
	for i, s := range e.seats {
		if slices.Contains(s.Sides, variant.Side(player)) {
			return i
		}
	}
	return -1
}

// cache adds e to the games in memory, dropping the least recently used
// idle ones beyond the limit (they stay in the store).
func (h *Host) cache(e *entry) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.games[e.row.ID] = e
	if len(h.games) <= h.opt.Cached {
		return
	}
	var oldest *entry
	for _, o := range h.games {
		if o != e && o.mu.TryLock() {
			if !o.queued && (oldest == nil || o.lastUsed.Before(oldest.lastUsed)) {
				oldest = o
			}
			o.mu.Unlock()
		}
	}
	if oldest != nil && oldest.mu.TryLock() {
		if !oldest.queued {
			delete(h.games, oldest.row.ID)
			oldest.dead = true
		}
		oldest.mu.Unlock()
	}
}

// drop forgets e (after a failed write): the next command loads the game
// again from the store. e.mu is held.
func (h *Host) drop(e *entry) {
	e.dead = true
	if e.cancel != nil {
		e.cancel()
	}
	h.mu.Lock()
	if h.games[e.row.ID] == e {
		delete(h.games, e.row.ID)
	}
	h.mu.Unlock()
}

// lock returns the game id locked and, if fresh (and other hosts may use
// the store), brought up to date with the store.
func (h *Host) lock(ctx context.Context, id string, fresh bool) (*entry, error) {
	if len(id) > 64 {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, id[:16]+"...")
	}
	for range 8 {
		h.mu.Lock()
		e := h.games[id]
		h.mu.Unlock()
		if e == nil {
			var err error
			if e, err = h.load(ctx, id); err != nil {
				return nil, err
			}
			e.mu.Lock()
			h.mu.Lock()
			if cur := h.games[id]; cur != nil {
				h.mu.Unlock()
				e.mu.Unlock()
				continue
			}
			h.mu.Unlock()
			h.cache(e)
			return e, nil
		}
		e.mu.Lock()
		if e.dead {
			e.mu.Unlock()
			continue
		}
		if fresh && !h.opt.Exclusive {
			if err := h.refresh(ctx, e); err != nil {
				e.mu.Unlock()
				return nil, err
			}
			if e.dead {
				e.mu.Unlock()
				continue
			}
		}
		e.lastUsed = h.opt.Now()
		return e, nil
	}
	return nil, fmt.Errorf("host: game %s: could not be loaded", id)
}

// load reads a game from the store and replays its events.
func (h *Host) load(ctx context.Context, id string) (*entry, error) {
	row, seats, err := h.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	start, err := variant.NewPosition(row.Variant, row.Options, row.Start)
	if err != nil {
		return nil, fmt.Errorf("host: game %s: %w", id, err)
	}
	e := &entry{row: row, seats: seats, v: start.Variant(), g: variant.NewGame(start), lastUsed: h.opt.Now()}
	e.initClocks()
	e.turnAt = row.Created
	e.row.Seq = 0
	// The events up to the row's seq only: another host may append more
	// between the two reads, and its moves reach this one as stale
	// commands (the store's compare-and-set on seq).
	var evs []Event
	if row.Seq > 0 {
		evs, err = h.store.Events(ctx, id, 0, int(row.Seq))
		if err != nil {
			return nil, err
		}
	}
	var text string
	err = h.guard(id, func() string { return e.g.Position().String() }, func() error {
		for _, ev := range evs {
			if err := e.apply(ev); err != nil {
				return err
			}
		}
		text = e.g.Position().String()
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("host: game %s cannot be replayed (have the rules changed?): %w", id, err)
	}
	if e.row.Seq != row.Seq || text != row.Position {
		return nil, fmt.Errorf("host: game %s: replaying %d events gives seq %d and position %q, the store says %d and %q (have the rules changed?)",
			id, len(evs), e.row.Seq, text, row.Seq, row.Position)
	}
	e.row = row
	if e.turnAt.Before(h.started) {
		e.turnAt = h.started // time given back for the downtime
	}
	return e, nil
}

// refresh applies the events other hosts stored since e was read.
func (h *Host) refresh(ctx context.Context, e *entry) error {
	evs, err := h.store.Events(ctx, e.row.ID, e.row.Seq, 0)
	if err != nil {
		return err
	}
	err = h.guardEntry(e, func() error {
		for _, ev := range evs {
			if err := e.apply(ev); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		h.drop(e)
		return fmt.Errorf("host: game %s: %w", e.row.ID, err)
	}
	if slices.ContainsFunc(evs, func(ev Event) bool { return ev.Kind == KindSeat }) {
		_, seats, err := h.store.Load(ctx, e.row.ID)
		if err != nil {
			h.drop(e)
			return err
		}
		e.seats = seats
	}
	if len(evs) > 0 {
		e.summarize(evs[len(evs)-1].At)
		h.notify(e.row.ID)
	}
	return nil
}

// apply plays one stored event on the game in memory.
func (e *entry) apply(ev Event) error {
	if ev.Seq != e.row.Seq+1 {
		return fmt.Errorf("event %d follows %d", ev.Seq, e.row.Seq)
	}
	switch ev.Kind {
	case KindMove:
		if ev.Ply != e.g.Len() {
			return fmt.Errorf("event %d: move at ply %d, the game is at %d", ev.Seq, ev.Ply, e.g.Len())
		}
		before := e.g.Position()
		m, err := before.ParseMove(ev.Text)
		if err != nil {
			return fmt.Errorf("event %d: %w", ev.Seq, err)
		}
		if err := e.g.Play(m); err != nil {
			return fmt.Errorf("event %d: %w", ev.Seq, err)
		}
		e.plays = append(e.plays, play{ev.Side, ev.Seat})
	case KindUndo:
		if ev.Ply > e.g.Len() || ev.Ply < 0 {
			return fmt.Errorf("event %d: undo to ply %d at ply %d", ev.Seq, ev.Ply, e.g.Len())
		}
		for e.g.Len() > ev.Ply {
			if err := e.g.Undo(); err != nil {
				return err
			}
		}
		e.plays = e.plays[:ev.Ply]
	case KindResign, KindFlag:
		if err := e.resign(ev.Side, ev.Kind == KindFlag); err != nil {
			return fmt.Errorf("event %d: %w", ev.Seq, err)
		}
	case KindLimit:
		if err := e.g.Declare(variant.Draw("move limit of the host")); err != nil {
			return fmt.Errorf("event %d: %w", ev.Seq, err)
		}
	case KindOutcome:
	case KindFault:
		e.fault = ev.Text
	case KindSeat: // the seats were changed in the store: refresh reloads them
	case KindOffer, KindAccept, KindDecline: // the offer only (applyOffer)
	default:
		return fmt.Errorf("event %d: unknown kind %q", ev.Seq, ev.Kind)
	}
	if ev.Clocks != nil && e.clocks != nil {
		copy(e.clocks, ev.Clocks)
	}
	if !ev.At.IsZero() {
		e.turnAt = ev.At
	}
	e.applyOffer(ev)
	e.row.Seq = ev.Seq
	return nil
}

// resign ends the game for side x as the game's resignation rule says
// (Game.Resign); a flag is a resignation with the reason "time".
func (e *entry) resign(x variant.Side, flag bool) error {
	if err := e.g.Resign(x); err != nil {
		return err
	}
	if flag {
		o := e.g.Outcome()
		e.g.Undo() // takes back the declared result only
		return e.g.Declare(variant.Win(o.Winners, "time"))
	}
	return nil
}

// summarize brings the row's summary up to date with the game.
func (e *entry) summarize(at time.Time) {
	o := e.g.Outcome()
	e.row.Ply = e.g.Len()
	e.row.Position = e.g.Position().String()
	e.row.Over = o.Over() || e.fault != ""
	e.row.Result = o.Result(len(e.v.Sides))
	e.row.Due = e.owed()
	if at.After(e.row.Updated) {
		e.row.Updated = at
	}
}

// commit applies new events (without Seq) to the game in memory, stores
// them, and tells watchers; an event ending the game is followed by an
// outcome event. If the store refuses, the game is dropped from memory and
// the error returned (ErrConflict: another host came first).
func (h *Host) commit(ctx context.Context, e *entry, evs ...Event) error {
	now := h.opt.Now()
	expect := e.row.Seq
	var all []Event
	add := func(ev Event) error {
		ev.Seq = e.row.Seq + 1
		if ev.At.IsZero() {
			ev.At = now
		}
		if ev.Kind != KindUndo && ev.Kind != KindMove {
			ev.Ply = e.g.Len()
		}
		if err := e.apply(ev); err != nil {
			return err
		}
		all = append(all, ev)
		return nil
	}
	wasOver := e.g.Outcome().Over()
	for _, ev := range evs {
		if err := add(ev); err != nil {
			h.drop(e)
			return err
		}
	}
	if o := e.g.Outcome(); !wasOver && !o.Over() && e.g.Len() >= h.opt.MaxPlies {
		if err := add(Event{Kind: KindLimit, Seat: -1, Side: variant.NoSide, Clocks: e.clocks}); err != nil {
			h.drop(e)
			return err
		}
	}
	if o := e.g.Outcome(); !wasOver && o.Over() {
		if err := add(Event{Kind: KindOutcome, Seat: -1, Side: variant.NoSide, Text: e.v.Describe(o), Result: o.Result(len(e.v.Sides)), Clocks: e.clocks}); err != nil {
			h.drop(e)
			return err
		}
	}
	e.summarize(now)
	if err := h.store.Append(ctx, expect, e.row, all); err != nil {
		h.drop(e)
		return err
	}
	if e.cancel != nil {
		e.cancel() // a search for the position before is of no use now
		e.cancel = nil
	}
	h.notify(e.row.ID)
	return nil
}

// notify wakes the watchers of a game.
func (h *Host) notify(id string) {
	h.mu.Lock()
	if ch, ok := h.hub[id]; ok {
		close(ch)
		delete(h.hub, id)
	}
	h.mu.Unlock()
}

func (h *Host) wait(id string) <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	ch, ok := h.hub[id]
	if !ok {
		ch = make(chan struct{})
		h.hub[id] = ch
	}
	return ch
}

// Actor is who sends a command: the holder of a seat's Token (anonymous
// play), or a User id that the embedding program has authenticated itself
// (a trusted call: the host believes it), who acts for the seats created
// with that User ([SeatSpec].User).
type Actor struct {
	Token string
	User  string
}

// seatFor returns the first seat a holds: its token's seat, or the first
// seat of its user. No such seat is ErrToken (an unknown token) or
// ErrNotYourTurn (a user without a seat in the game).
func (e *entry) seatFor(a Actor) (int, error) {
	if a.Token != "" || a.User == "" {
		return e.seatByToken(a.Token)
	}
	for i, s := range e.seats {
		if s.User == a.User {
			return i, nil
		}
	}
	return -1, fmt.Errorf("%w: the user holds no seat in this game", ErrNotYourTurn)
}

// holds reports whether a holds seat.
func (e *entry) holds(a Actor, seat int) bool {
	if seat < 0 || seat >= len(e.seats) {
		return false
	}
	if a.Token != "" || a.User == "" {
		s, err := e.seatByToken(a.Token)
		return err == nil && s == seat
	}
	return e.seats[seat].User == a.User
}

// seatByToken returns the seat whose token is token, or ErrToken.
func (e *entry) seatByToken(token string) (int, error) {
	if token == "" {
		return -1, fmt.Errorf("%w: no token", ErrToken)
	}
	hash := hashToken(token)
	for i, s := range e.seats {
		if s.TokenHash != "" && subtle.ConstantTimeCompare([]byte(s.TokenHash), []byte(hash)) == 1 {
			return i, nil
		}
	}
	return -1, ErrToken
}

// do runs a command on a locked, fresh game; a write that loses a race with
// another host is judged again once on the reloaded game.
func (h *Host) do(ctx context.Context, id string, fresh bool, fn func(e *entry) error) (View, error) {
	if err := h.open(); err != nil {
		return View{}, err
	}
	for try := 0; ; try++ {
		e, err := h.lock(ctx, id, fresh || try > 0)
		if err != nil {
			return View{}, err
		}
		if e.fault != "" {
			err := e.haltedError()
			e.mu.Unlock()
			return View{}, err
		}
		var v View
		err = h.guardEntry(e, func() error {
			if err := fn(e); err != nil {
				return err
			}
			h.kick(e)
			v = h.view(e)
			return nil
		})
		e.mu.Unlock()
		if errors.Is(err, ErrConflict) && try < 3 {
			continue
		}
		if err != nil {
			return View{}, err
		}
		return v, nil
	}
}

// Move plays a move or action text for the seat holding token, at ply (the
// number of moves the client saw played). Only the seat commanding the side
// to move may play a turn move, and an action only the seat commanding the
// side it belongs to ([variant.ActionSide]). A ply that is not the current
// one is a *StaleError, unless the same seat already played the same move
// at that ply: then Move returns the game as it is (a retry). The move is
// stored before Move returns; computer replies follow in the background.
func (h *Host) Move(ctx context.Context, id, token string, ply int, text string) (View, error) {
	return h.MoveAs(ctx, id, Actor{Token: token}, ply, text)
}

// MoveAs is Move for an actor: a seat's token, or a user the program has
// authenticated (a trusted call), who may play for any seat it holds.
func (h *Host) MoveAs(ctx context.Context, id string, a Actor, ply int, text string) (View, error) {
	if len(text) > 256 {
		return View{}, variant.MoveError(text[:32]+"...", -1, "longer than 256 bytes")
	}
	return h.do(ctx, id, false, func(e *entry) error {
		seat, err := e.seatFor(a)
		if err != nil {
			return err
		}
		if ply != e.g.Len() && !h.opt.Exclusive {
			// Judged on the store's game, not on what this host last saw.
			if err := h.refresh(ctx, e); err != nil {
				return err
			}
			if e.dead {
				return ErrConflict
			}
		}
		if ply != e.g.Len() {
			if ply >= 0 && ply < e.g.Len() && e.holds(a, e.plays[ply].seat) {
				before := e.g.PositionAt(ply)
				if m, err := before.ParseMove(text); err == nil && before.MoveText(m) == e.g.MoveTexts()[ply] {
					return nil // a retry of a move already played
				}
			}
			return &StaleError{Ply: e.g.Len(), Seq: e.row.Seq, Sent: ply}
		}
		if o := e.g.Outcome(); o.Over() {
			return fmt.Errorf("%w: %s", variant.ErrGameOver, e.v.Describe(o))
		}
		p := e.g.Position()
		if p.ToMove() == variant.Chance {
			return fmt.Errorf("%w: a chance event is to be played, by the host", ErrNotYourTurn)
		}
		m, err := p.ParseMove(text)
		if err != nil {
			return err
		}
		side := variant.ActionSide(p, m)
		if s := e.seatOf(side); !e.holds(a, s) {
			return fmt.Errorf("%w: %s is commanded by seat %d, not %d", ErrNotYourTurn, e.v.SideName(side), s, seat)
		} else {
			seat = s
		}
		if x, late := h.flagged(e); late {
			if err := h.commit(ctx, e, Event{Kind: KindFlag, Side: x, Seat: e.seatOf(x), Clocks: e.clocksAt(h.opt.Now())}); err != nil {
				return err
			}
			return fmt.Errorf("%w: %s ran out of time", variant.ErrGameOver, e.v.SideName(x))
		}
		return h.commit(ctx, e, e.moveEvent(h.opt.Now(), m, side, seat))
	})
}

// moveEvent builds the event of move m for side by seat, charging the clock
// of the side to move.
func (e *entry) moveEvent(now time.Time, m mv, side variant.Side, seat int) Event {
	p := e.g.Position()
	ev := Event{Kind: KindMove, Ply: e.g.Len(), Side: side, Seat: seat, Text: p.MoveText(m)}
	if e.clocks != nil {
		c := slices.Clone(e.clocks)
		x := p.ToMove()
		next := p.Play(m).ToMove()
		if x != variant.Chance && x != variant.NoSide && (side == x || next != x) {
			c[x] -= now.Sub(e.turnAt).Milliseconds()
			if side == x && slices.Contains(p.Moves(nil), m) {
				c[x] += e.row.Clock.Increment.Milliseconds()
			}
			ev.Clocks = c
		} else {
			// The turn goes on: the clocks stay and the turn's start too.
			ev.Clocks = c
			ev.At = e.turnAt
		}
	}
	return ev
}

// clocksAt returns the clocks as they stand at now (the side to move's
// running).
func (e *entry) clocksAt(now time.Time) []int64 {
	if e.clocks == nil {
		return nil
	}
	c := slices.Clone(e.clocks)
	if x := e.g.Position().ToMove(); int(x) < len(c) && !e.g.Outcome().Over() {
		c[x] -= now.Sub(e.turnAt).Milliseconds()
	}
	return c
}

// flagged reports whether the side to move has run out of time.
func (h *Host) flagged(e *entry) (variant.Side, bool) {
	if e.clocks == nil || e.g.Outcome().Over() {
		return variant.NoSide, false
	}
	x := e.g.Position().ToMove()
	if int(x) >= len(e.clocks) {
		return variant.NoSide, false
	}
	return x, e.clocksAt(h.opt.Now())[x] < 0
}

// Resign resigns side for the seat holding token (Game.Resign: every team
// but the side's wins). With side NoSide the seat resigns the side it
// commands that is to move, else its first side.
func (h *Host) Resign(ctx context.Context, id, token string, side variant.Side) (View, error) {
	return h.ResignAs(ctx, id, Actor{Token: token}, side)
}

// ResignAs is Resign for an actor (a token or an authenticated user).
func (h *Host) ResignAs(ctx context.Context, id string, a Actor, side variant.Side) (View, error) {
	return h.do(ctx, id, true, func(e *entry) error {
		seat, err := e.seatFor(a)
		if err != nil {
			return err
		}
		if o := e.g.Outcome(); o.Over() {
			return fmt.Errorf("%w: %s", variant.ErrGameOver, e.v.Describe(o))
		}
		if side == variant.NoSide {
			if x := e.g.Position().ToMove(); e.holds(a, e.seatOf(x)) {
				side = x
			} else {
				for i := range e.v.Sides {
					if e.holds(a, e.seatOf(variant.Side(i))) {
						side = variant.Side(i)
						break
					}
				}
			}
		}
		if int(side) >= len(e.v.Sides) {
			return fmt.Errorf("%w: seat %d commands no side", ErrNotYourTurn, seat)
		}
		if !e.holds(a, e.seatOf(side)) {
			return fmt.Errorf("%w: %s", ErrNotYourTurn, e.v.SideName(side))
		}
		seat = e.seatOf(side)
		return h.commit(ctx, e, Event{Kind: KindResign, Side: side, Seat: seat, Clocks: e.clocksAt(h.opt.Now())})
	})
}

// Undo takes back the moves since the seat's previous turn move, for the
// seat holding token, when every other seat is a computer (a person's
// consent is not asked for; between people a take-back is agreed with
// OfferTakeback and AcceptTakeback). A search under way for the position
// taken back is dropped.
func (h *Host) Undo(ctx context.Context, id, token string) (View, error) {
	return h.UndoAs(ctx, id, Actor{Token: token})
}

// UndoAs is Undo for an actor (a token or an authenticated user).
func (h *Host) UndoAs(ctx context.Context, id string, a Actor) (View, error) {
	return h.do(ctx, id, true, func(e *entry) error {
		seat, err := e.seatFor(a)
		if err != nil {
			return err
		}
		for i, s := range e.seats {
			if !e.holds(a, i) && s.Computer == nil {
				return fmt.Errorf("%w: undo only against computer seats (seat %d is a person)", ErrNotYourTurn, i)
			}
		}
		if o := e.g.Outcome(); o.Over() {
			return fmt.Errorf("%w: %s", variant.ErrGameOver, e.v.Describe(o))
		}
		to := -1
		for i := e.g.Len() - 1; i >= 0; i-- {
			if e.holds(a, e.plays[i].seat) {
				to = i
				break
			}
		}
		if to < 0 {
			return variant.ErrNoUndo
		}
		return h.commit(ctx, e, Event{Kind: KindUndo, Ply: to, Side: variant.NoSide, Seat: seat, Clocks: e.clocks})
	})
}

// Get returns a game's view.
func (h *Host) Get(ctx context.Context, id string) (View, error) {
	e, err := h.lock(ctx, id, true)
	if err != nil {
		return View{}, err
	}
	defer e.mu.Unlock()
	var v View
	err = h.guardEntry(e, func() error { v = h.view(e); return nil })
	return v, err
}

// Position returns a game's current position and the one before its last
// move (nil at the start), for renderers.
func (h *Host) Position(ctx context.Context, id string) (now, before variant.AnyPosition, err error) {
	e, err := h.lock(ctx, id, true)
	if err != nil {
		return nil, nil, err
	}
	defer e.mu.Unlock()
	if n := e.g.Len(); n > 0 {
		before = e.g.PositionAt(n - 1)
	}
	return e.g.Position(), before, nil
}

// Record returns a game's record, tagged with the game's id.
func (h *Host) Record(ctx context.Context, id string) (variant.Record, error) {
	e, err := h.lock(ctx, id, true)
	if err != nil {
		return variant.Record{}, err
	}
	defer e.mu.Unlock()
	var rec variant.Record
	err = h.guardEntry(e, func() error {
		rec = e.g.Record(variant.Tag{Name: "Site", Value: "ludus " + id})
		return nil
	})
	return rec, err
}

// Watch calls fn with each event of the game after sequence after, in
// order, as they are committed (by this host or another on the same store),
// until ctx ends or fn returns an error. An after beyond the game's
// sequence is an error matching ErrStale.
func (h *Host) Watch(ctx context.Context, id string, after int64, fn func(Event) error) error {
	e, err := h.lock(ctx, id, true)
	if err != nil {
		return err
	}
	seq, v := e.row.Seq, e.v
	e.mu.Unlock()
	if after > seq || after < 0 {
		return fmt.Errorf("%w: event %d is not in the game (its last is %d)", ErrStale, after, seq)
	}
	// With a Notifier the poll is only the fallback for a notification
	// that never comes (the listener reports its own gaps by waking every
	// watcher): ten times rarer, so that many watchers do not load the
	// store.
	every := h.opt.Sweep
	if h.opt.Notifier != nil {
		every *= 10
	}
	poll := time.NewTicker(every)
	defer poll.Stop()
	for {
		woken := h.wait(id)
		evs, err := h.store.Events(ctx, id, after, 256)
		if err != nil {
			return err
		}
		for _, ev := range evs {
			if int(ev.Side) < len(v.Sides) {
				ev.Name = v.SideName(ev.Side)
			}
			if err := fn(ev); err != nil {
				return err
			}
			after = ev.Seq
		}
		if len(evs) == 256 {
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-h.ctx.Done():
			return ErrClosed
		case <-woken:
		case <-poll.C:
		}
	}
}

// kick queues the move the host owes the game, if any. e.mu is held.
func (h *Host) kick(e *entry) {
	if !e.owed() || e.queued && e.jobSeq == e.row.Seq || h.ctx.Err() != nil {
		return
	}
	select {
	case h.jobs <- job{e.row.ID, e.row.Seq}:
		e.queued, e.jobSeq = true, e.row.Seq
		e.missed = false
	default: // the sweep queues it later
		e.missed = true
	}
}

func (h *Host) worker() {
	defer h.wg.Done()
	for {
		select {
		case <-h.ctx.Done():
			return
		case j := <-h.jobs:
			if err := h.think(j); err != nil && h.ctx.Err() == nil && !errors.Is(err, ErrStale) && !errors.Is(err, ErrPanic) {
				h.failLog.Warn("host: computer move", "game", j.id, "err", err)
			}
		}
	}
}

// seed is the seed of the host's choices at a ply of a game: a replayed
// game repeats them.
func seed(id string, ply int) uint64 {
	s := sha256.Sum256([]byte(fmt.Sprintf("%s/%d", id, ply)))
	var x uint64
	for _, b := range s[:8] {
		x = x<<8 | uint64(b)
	}
	return x
}

// think plays the move the host owes a game: a chance event's sampled
// result, or a computer seat's search (outside the game's lock). A panic in
// the game's code or the search halts the game (see guard).
func (h *Host) think(j job) error {
	ctx := h.ctx
	e, err := h.lock(ctx, j.id, false)
	if err != nil {
		return err
	}
	var (
		p      pos
		ply    int
		x      variant.Side
		seat   int
		player search.Player[pos, mv]
		hist   []uint64
		budget time.Duration
		done   bool
	)
	err = h.guardEntry(e, func() error {
		if !e.queued || e.jobSeq != j.seq || e.row.Seq != j.seq || !e.owed() {
			if e.queued && e.jobSeq == j.seq {
				e.queued = false
			}
			h.kick(e)
			done = true
			return nil
		}
		p = e.g.Position()
		ply = e.g.Len()
		if p.ToMove() == variant.Chance {
			err := h.playChance(ctx, e, p, ply)
			e.queued = false
			if err == nil {
				h.kick(e)
			}
			done = true
			return err
		}
		x = p.ToMove()
		seat = e.seatOf(x)
		eng := *e.seats[seat].Computer
		budget = eng.Think
		if e.clocks != nil {
			left := time.Duration(e.clocksAt(h.opt.Now())[x]) * time.Millisecond
			// The clock's time shared by the phase of the game (search.Clock).
			budget = min(budget, search.Clock{Left: left, Increment: e.row.Clock.Increment}.Budget(p, ply))
		}
		if !h.opt.Exclusive {
			now := h.opt.Now()
			ok, err := h.store.Lease(ctx, j.id, j.seq, h.opt.Instance, now, now.Add(budget+budget/2+h.opt.LeaseSlack))
			if err != nil || !ok {
				// Another host searches this move (or the store failed: the
				// sweep asks again).
				e.queued = false
				done = true
				return err
			}
		}
		var err error
		player, err = search.New(e.v, search.Config{Kind: eng.Kind, Limits: search.Limits{Nodes: eng.Nodes, Depth: eng.Depth, Time: budget}, Seed: seed(j.id, ply), Table: h.tables.get(j.id, x)})
		if err != nil {
			e.queued = false
			done = true
			return err
		}
		hist = make([]uint64, ply)
		for i := range hist {
			hist[i] = e.g.PositionAt(i).Hash()
		}
		return nil
	})
	if err != nil || done {
		e.mu.Unlock()
		if errors.Is(err, ErrPanic) {
			h.halt(j.id, j.seq, err)
		}
		return err
	}
	sctx, cancel := context.WithTimeout(ctx, budget+budget/2+50*time.Millisecond)
	e.cancel = cancel
	e.mu.Unlock()

	var m mv
	serr := h.guard(j.id, p.String, func() error {
		var err error
		if hp, ok := player.(search.HistoryPlayer[pos, mv]); ok {
			m, err = hp.ChooseAfter(sctx, p, hist)
		} else {
			m, err = player.Choose(sctx, p)
		}
		return err
	})
	cancel()
	if errors.Is(serr, ErrPanic) {
		h.halt(j.id, j.seq, serr)
		return serr
	}
	if ctx.Err() != nil && !h.opt.Exclusive {
		// Closing: end the lease now, so that another host takes the move
		// over at its next sweep rather than when the lease runs out.
		rctx, rcancel := context.WithTimeout(context.Background(), time.Second)
		now := h.opt.Now()
		h.store.Lease(rctx, j.id, j.seq, h.opt.Instance, now, now)
		rcancel()
		return ErrClosed
	}

	e, lerr := h.lock(ctx, j.id, false)
	if lerr != nil {
		return lerr
	}
	defer e.mu.Unlock()
	if e.queued && e.jobSeq == j.seq {
		e.queued = false
		e.cancel = nil
	}
	if e.row.Seq != j.seq {
		h.kick(e)
		return fmt.Errorf("%w: the game moved on while the computer thought", ErrStale)
	}
	if serr != nil {
		return serr
	}
	err = h.guardEntry(e, func() error {
		var err error
		if side, late := h.flagged(e); late {
			err = h.commit(ctx, e, Event{Kind: KindFlag, Side: side, Seat: seat, Clocks: e.clocksAt(h.opt.Now())})
		} else {
			err = h.commit(ctx, e, e.moveEvent(h.opt.Now(), m, x, seat))
		}
		if err == nil {
			h.kick(e)
		}
		return err
	})
	if errors.Is(err, ErrPanic) {
		e.mu.Unlock()
		h.halt(j.id, j.seq, err)
		e.mu.Lock() // for the deferred Unlock (e is dropped: nobody else uses it)
	}
	return err
}

// playChance plays a chance event's result, sampled from a generator seeded
// by the game's id and ply, as a move of no seat.
func (h *Host) playChance(ctx context.Context, e *entry, p pos, ply int) error {
	s := seed(e.row.ID, ply)
	u := float64(variant.SplitMix64(&s)>>11) / (1 << 53)
	m, ok := variant.SampleChance[pos, mv](p, u)
	if !ok {
		return fmt.Errorf("host: game %s: a chance node without outcomes (the game is not variant.ChanceWeighing)", e.row.ID)
	}
	return h.commit(ctx, e, Event{Kind: KindMove, Ply: ply, Side: variant.Chance, Seat: -1, Text: p.MoveText(m), Clocks: e.clocks})
}

// sweeper flags sides out of time, queues owed moves the queue had no room
// for, resumes games other hosts left owing a move, and forgets games idle
// in memory.
func (h *Host) sweeper() {
	defer h.wg.Done()
	t := time.NewTicker(h.opt.Sweep)
	defer t.Stop()
	n := 0
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-t.C:
		}
		n++
		h.mu.Lock()
		var list []*entry
		for _, e := range h.games {
			list = append(list, e)
		}
		h.mu.Unlock()
		now := h.opt.Now()
		for _, e := range list {
			if !e.mu.TryLock() {
				continue
			}
			if e.dead {
				e.mu.Unlock()
				continue
			}
			h.guardEntry(e, func() error {
				if x, late := h.flagged(e); late {
					if err := h.commit(h.ctx, e, Event{Kind: KindFlag, Side: x, Seat: e.seatOf(x), Clocks: e.clocksAt(now)}); err != nil {
						h.opt.Logger.Warn("host: flag", "game", e.row.ID, "err", err)
					}
				}
				if !e.dead {
					// Moves this host could not queue, and moves owed for long
					// (another host that owed them may have stopped).
					if !e.queued && (e.missed || now.Sub(e.row.Updated) > 2*h.opt.MaxThink+10*h.opt.Sweep) {
						h.kick(e)
					}
					if !e.queued && now.Sub(e.lastUsed) > 10*time.Minute {
						h.drop(e)
					}
				}
				return nil
			})
			e.mu.Unlock()
		}
		if h.opt.Exclusive && n%10 == 0 || !h.opt.Exclusive && n%2 == 0 {
			// Games that owe a move nobody holds a lease on: moves this host
			// could not queue, and those of another host that stopped.
			before := now.Add(-2*h.opt.MaxThink - 10*h.opt.Sweep)
			if !h.opt.Exclusive {
				before = now.Add(-h.opt.Sweep)
			}
			if err := h.resume(h.ctx, before); err != nil && h.ctx.Err() == nil {
				h.failLog.Warn("host: sweep", "err", err)
			}
		}
	}
}

// view builds a game's view. e.mu is held.
func (h *Host) view(e *entry) View {
	g := e.g
	p := g.Position()
	v := e.v
	o := g.Outcome()
	snap := variant.SnapGame(g) // the last move marked; no moves once the game is over
	view := View{
		ID: e.row.ID, Variant: v.Name, Options: e.row.Options, Start: e.row.Start,
		Ply: g.Len(), Seq: e.row.Seq, Thinking: e.queued && !o.Over(), Snapshot: snap,
		Moves: make([]MoveView, 0, g.Len()), Outcome: v.Named(o), Result: o.Result(len(v.Sides)),
		Seats: []SeatView{}, Sides: []SideView{}, Fault: e.fault, Offer: e.offerView(),
	}
	if e.fault != "" {
		view.Thinking = false
	}
	if o.Over() {
		view.Summary = v.Describe(o)
	}
	x := p.ToMove()
	if !o.Over() && int(x) < len(v.Sides) {
		view.ToMove = v.SideName(x)
	}
	texts := g.MoveTexts()
	moves := g.Moves()
	for i, t := range texts {
		name := "chance"
		if s := e.plays[i].side; int(s) < len(v.Sides) {
			name = v.SideName(s)
		}
		view.Moves = append(view.Moves, MoveView{Ply: i, Side: name, Seat: e.plays[i].seat, Text: t, Explain: variant.Explain(g.PositionAt(i), moves[i])})
	}
	for i, s := range e.seats {
		sv := SeatView{Seat: i, Name: s.Name, User: s.User, Sides: []string{}, Controls: []string{}}
		for _, y := range s.Sides {
			sv.Sides = append(sv.Sides, v.SideName(y))
		}
		if s.Computer != nil {
			sv.Computer = s.Computer.Kind
		}
		view.Seats = append(view.Seats, sv)
	}
	clocks := e.clocksAt(h.opt.Now())
	for i := range v.Sides {
		y := variant.Side(i)
		sv := SideView{Name: v.SideName(y), Seat: e.seatOf(y), ToMove: !o.Over() && y == x}
		if sv.Seat >= 0 {
			view.Seats[sv.Seat].Controls = append(view.Seats[sv.Seat].Controls, sv.Name)
		}
		if clocks != nil {
			ms := max(clocks[i], 0)
			sv.ClockMs = &ms
		}
		view.Sides = append(view.Sides, sv)
	}
	if c := e.row.Clock; c != nil {
		view.Clock = &ClockView{c.Base.Milliseconds(), c.Increment.Milliseconds()}
	}
	return view
}

// Notifier tells a host of the events other hosts commit to a shared store.
type Notifier interface {
	// Listen calls fn with a game's id each time another host appended to
	// it (fn("") when notifications may have been missed: any game may have
	// changed), until ctx ends or the connection fails.
	Listen(ctx context.Context, fn func(game string)) error
}

// listen follows Options.Notifier, connecting again after a failure (a
// second, then up to a minute apart).
func (h *Host) listen() {
	defer h.wg.Done()
	wait := time.Second
	for {
		start := time.Now()
		err := h.opt.Notifier.Listen(h.ctx, func(id string) {
			if id == "" {
				h.notifyAll()
			} else {
				h.notify(id)
			}
		})
		if h.ctx.Err() != nil {
			return
		}
		h.notifyAll()
		if time.Since(start) > time.Minute {
			wait = time.Second
		}
		h.opt.Logger.Warn("host: notifications lost; the poll goes on", "err", err, "retry", wait)
		select {
		case <-h.ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, time.Minute)
	}
}

// notifyAll wakes every watcher.
func (h *Host) notifyAll() {
	h.mu.Lock()
	for id, ch := range h.hub {
		close(ch)
		delete(h.hub, id)
	}
	h.mu.Unlock()
}
