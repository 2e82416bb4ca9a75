package host_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
)

// syncBuffer is a log destination safe for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func logTo(buf *syncBuffer) *slog.Logger { return slog.New(slog.NewTextHandler(buf, nil)) }

// A computer seat whose search panics (test-boom's evaluation panics on
// purpose) halts its game with a fault shown by Get and Watch; the panic is
// logged once with the game's id and position; another game goes on; a new
// host on the same store starts without resuming (and so without panicking
// again) and shows the fault.
func TestPanicInSearchHaltsTheGame(t *testing.T) {
	hosttest.RegisterBoom()
	store := host.NewMemStore()
	var logs syncBuffer
	h := start(t, store, host.Options{Logger: logTo(&logs)})
	c, err := h.Create(ctx, host.GameSpec{Variant: hosttest.BoomName, Seats: []host.SeatSpec{
		{Sides: sides(0)}, {Sides: sides(1), Computer: &host.Engine{Kind: "alphabeta", Depth: 3}}}})
	if err != nil {
		t.Fatal(err)
	}
	other, err := h.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=40", Seats: []host.SeatSpec{
		{Sides: sides(0)}, {Sides: sides(1), Computer: random()}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Move(ctx, c.ID, c.Seats[0].Token, 0, "1"); err != nil {
		t.Fatal(err)
	}
	v := waitFor(t, h, c.ID, "the fault", func(v host.View) bool { return v.Fault != "" })
	if !strings.Contains(v.Fault, "Evaluate panics on purpose") || v.Thinking || v.Ply != 1 {
		t.Errorf("halted game: fault %q, thinking %v, ply %d", v.Fault, v.Thinking, v.Ply)
	}
	// The stream shows the fault as its last event.
	var kinds []string
	wctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	h.Watch(wctx, c.ID, 0, func(e host.Event) error {
		kinds = append(kinds, e.Kind)
		if e.Kind == host.KindFault {
			return errDone
		}
		return nil
	})
	if strings.Join(kinds, ",") != "move,fault" {
		t.Errorf("events %v, want move,fault", kinds)
	}
	if _, err := h.Move(ctx, c.ID, c.Seats[0].Token, 2, "1"); !errors.Is(err, host.ErrHalted) {
		t.Errorf("a move in the halted game: %v, want ErrHalted", err)
	}
	// The other game goes on.
	for ply := 0; ply < 6; ply += 2 {
		if _, err := h.Move(ctx, other.ID, other.Seats[0].Token, ply, "1"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, h, other.ID, "the computer's reply", func(v host.View) bool { return v.Ply == ply+2 })
	}
	log := logs.String()
	if n := strings.Count(log, "panic in a game's code"); n != 1 {
		t.Errorf("the panic was logged %d times, want once:\n%s", n, log)
	}
	if !strings.Contains(log, "game="+c.ID) || !strings.Contains(log, `position="4 second"`) {
		t.Errorf("the log does not name the game and its position:\n%s", log)
	}
	// A restart on the same store does not resume the halted game.
	h.Close()
	var logs2 syncBuffer
	h2 := start(t, store, host.Options{Logger: logTo(&logs2), Sweep: 10 * time.Millisecond})
	time.Sleep(150 * time.Millisecond) // several sweeps
	v2, err := h2.Get(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if v2.Fault != v.Fault || v2.Ply != 1 {
		t.Errorf("after the restart: fault %q, ply %d", v2.Fault, v2.Ply)
	}
	if strings.Contains(logs2.String(), "panic") {
		t.Errorf("the restarted host panicked again:\n%s", logs2.String())
	}
}

// A command whose parsing panics in the game's code is refused with a
// PanicError; the stored game is unchanged and takes the next move.
func TestPanicInCommand(t *testing.T) {
	hosttest.RegisterBoom()
	var logs syncBuffer
	h := start(t, host.NewMemStore(), host.Options{Logger: logTo(&logs)})
	c, err := h.Create(ctx, host.GameSpec{Variant: hosttest.BoomName})
	if err != nil {
		t.Fatal(err)
	}
	_, err = h.Move(ctx, c.ID, c.Seats[0].Token, 0, "boom")
	var pe *host.PanicError
	if !errors.As(err, &pe) || !errors.Is(err, host.ErrPanic) || pe.Game != c.ID || pe.Position != "5 first" {
		t.Fatalf("a move that panics: %v, want a PanicError in game %s at \"5 first\"", err, c.ID)
	}
	v, err := h.Move(ctx, c.ID, c.Seats[0].Token, 0, "2")
	if err != nil || v.Ply != 1 || v.Fault != "" {
		t.Fatalf("the next move: ply %d, fault %q, %v", v.Ply, v.Fault, err)
	}
	if n := strings.Count(logs.String(), "panic in a game's code"); n != 1 {
		t.Errorf("logged %d times, want once", n)
	}
}

var errDone = errors.New("done")

func sides(x ...variant.Side) []variant.Side { return x }

// A game owed a move that cannot be loaded (here its start position is
// not a position) is reported once and then left alone for a while, not
// loaded again at every sweep.
func TestUnloadableGameNotRetried(t *testing.T) {
	mem := host.NewMemStore()
	now := time.Now()
	if err := mem.Create(ctx, host.GameRow{ID: host.NewID(), Variant: "chess", Start: "start", Position: "start", Result: "*",
		Due: true, Created: now.Add(-time.Hour), Updated: now.Add(-time.Hour)}, nil); err != nil {
		t.Fatal(err)
	}
	var logs syncBuffer
	start(t, mem, host.Options{Logger: logTo(&logs), Sweep: 5 * time.Millisecond})
	time.Sleep(200 * time.Millisecond) // some 20 resume sweeps
	if n := strings.Count(logs.String(), "resuming game"); n != 1 {
		t.Errorf("the unloadable game was reported %d times, want once:\n%s", n, logs.String())
	}
}
