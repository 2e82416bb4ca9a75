package host_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/host"
)

var ctx = context.Background()

func start(t *testing.T, s host.Store, o host.Options) *host.Host {
	t.Helper()
	h := host.New(s, o)
	if err := h.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func random() *host.Engine { return &host.Engine{Kind: "random"} }

// waitFor polls a game until cond holds, or fails after 10 s.
func waitFor(t *testing.T, h *host.Host, id string, what string, cond func(host.View) bool) host.View {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		v, err := h.Get(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if cond(v) {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %s: waited 10 s for %s; at ply %d, outcome %v", id, what, v.Ply, v.Outcome)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestSeatsTokensAndPly(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	if len(v.ID) < 16 || len(v.Seats) != 2 || v.Seats[0].Token == "" || v.Seats[0].Token == v.Seats[1].Token {
		t.Fatalf("created: id %q, seats %+v", v.ID, v.Seats)
	}
	white, black := v.Seats[0].Token, v.Seats[1].Token
	if _, err := h.Move(ctx, v.ID, "", 0, "e4"); !errors.Is(err, host.ErrToken) {
		t.Errorf("no token: %v, want ErrToken", err)
	}
	if _, err := h.Move(ctx, v.ID, "x"+white, 0, "e4"); !errors.Is(err, host.ErrToken) {
		t.Errorf("unknown token: %v, want ErrToken", err)
	}
	if _, err := h.Move(ctx, v.ID, black, 0, "e4"); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("black's token on white's turn: %v, want ErrNotYourTurn", err)
	}
	if _, err := h.Move(ctx, v.ID, white, 1, "e4"); !errors.Is(err, host.ErrStale) {
		t.Errorf("ply 1 at ply 0: %v, want ErrStale", err)
	}
	if _, err := h.Move(ctx, v.ID, white, 0, "Ke4"); !errors.Is(err, variant.ErrIllegalMove) {
		t.Errorf("Ke4: %v, want ErrIllegalMove", err)
	}
	got, err := h.Move(ctx, v.ID, white, 0, "e4")
	if err != nil || got.Ply != 1 || got.Moves[0].Text != "e4" || got.Moves[0].Seat != 0 {
		t.Fatalf("e4: %v %+v", err, got.Moves)
	}
	// The retry of an acknowledged move is answered, not played again.
	again, err := h.Move(ctx, v.ID, white, 0, "e2e4")
	if err != nil || again.Ply != 1 || again.Seq != got.Seq {
		t.Errorf("retry of e4 (as e2e4): %v, ply %d seq %d, want ply 1 seq %d", err, again.Ply, again.Seq, got.Seq)
	}
	// The same ply with another move is stale, with the current ply.
	_, err = h.Move(ctx, v.ID, white, 0, "d4")
	var stale *host.StaleError
	if !errors.As(err, &stale) || stale.Ply != 1 {
		t.Errorf("d4 at ply 0 after e4: %v, want a StaleError at ply 1", err)
	}
	// Black's retry of a move never played is stale too.
	if _, err := h.Move(ctx, v.ID, black, 0, "e4"); !errors.Is(err, host.ErrStale) {
		t.Errorf("black at ply 0: %v, want ErrStale", err)
	}
	if _, err := h.Move(ctx, v.ID, black, 1, "e5"); err != nil {
		t.Fatal(err)
	}
	r, _ := h.Resign(ctx, v.ID, white, variant.NoSide)
	if r.Result != "0-1" || !strings.Contains(r.Summary, "black") {
		t.Errorf("white resigns: %q %q", r.Result, r.Summary)
	}
	if _, err := h.Move(ctx, v.ID, white, 2, "Nf3"); !errors.Is(err, variant.ErrGameOver) {
		t.Errorf("move after resignation: %v, want ErrGameOver", err)
	}
	if _, err := h.Get(ctx, "nope"); !errors.Is(err, host.ErrNotFound) {
		t.Errorf("unknown id: %v", err)
	}
}

// Two hosts on one store (two processes on one database), many goroutines
// playing the same move at the same ply: exactly one is played, the others
// are stale or answered as retries; the log is gap-free.
func TestRacingHosts(t *testing.T) {
	s := host.NewMemStore()
	a := start(t, s, host.Options{})
	b := start(t, s, host.Options{})
	v, err := a.Create(ctx, host.GameSpec{Variant: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	tokens := []string{v.Seats[0].Token, v.Seats[1].Token}
	moves := make([]string, 6)
	for ply := range moves {
		cur, _ := a.Get(ctx, v.ID)
		legal := cur.Snapshot.Moves[:2]
		var wg sync.WaitGroup
		var ok, staleN atomic.Int32
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				h := []*host.Host{a, b}[i%2]
				// Half send the move, half another legal one.
				text := legal[i%2]
				_, err := h.Move(ctx, v.ID, tokens[ply%2], ply, text)
				switch {
				case err == nil:
					ok.Add(1)
				case errors.Is(err, host.ErrStale):
					staleN.Add(1)
				default:
					t.Errorf("ply %d: %v", ply, err)
				}
			}()
		}
		wg.Wait()
		got, _ := b.Get(ctx, v.ID)
		if got.Ply != ply+1 {
			t.Fatalf("after ply %d: the game has %d moves", ply, got.Ply)
		}
		moves[ply] = got.Moves[ply].Text
	}
	for _, h := range []*host.Host{a, b} {
		got, _ := h.Get(ctx, v.ID)
		if got.Ply != len(moves) || int(got.Seq) != len(moves) {
			t.Errorf("a host sees ply %d seq %d, want %d", got.Ply, got.Seq, len(moves))
		}
	}
}

// A computer seat answers in the background: Move returns at once with the
// person's move, and the reply follows.
func TestComputerReplies(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0}}, {Sides: []variant.Side{1}, Computer: random()}}})
	if err != nil {
		t.Fatal(err)
	}
	tok := v.Seats[0].Token
	if v.Seats[1].Token != "" {
		t.Error("a computer seat got a token")
	}
	for ply := 0; ply < 10; ply += 2 {
		got, err := h.Move(ctx, v.ID, tok, ply, waitFor(t, h, v.ID, "white to move", func(v host.View) bool { return v.Ply == ply }).Snapshot.Moves[0])
		if err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		if got.Ply != ply+1 {
			t.Fatalf("ply %d: answered at ply %d", ply, got.Ply)
		}
		waitFor(t, h, v.ID, "the computer's reply", func(v host.View) bool { return v.Ply == ply+2 && v.Moves[ply+1].Seat == 1 })
	}
	// Undo against a computer takes back to the person's last move.
	u, err := h.Undo(ctx, v.ID, tok)
	if err != nil || u.Ply != 8 {
		t.Errorf("undo: %v, ply %d, want 8", err, u.Ply)
	}
}

// The frozen-army case: in Enochian with one person seat for Yellow and a
// computer for the other three armies, the person's request returns at once
// whatever follows; when Yellow can no longer move (here: Yellow withdraws
// its army), the rest of the game is played in the background.
func TestBackgroundPlay(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{MaxPlies: 300})
	v, err := h.Create(ctx, host.GameSpec{Variant: "enochian", Seats: []host.SeatSpec{
		{Sides: []variant.Side{0}}, {Sides: []variant.Side{1, 2, 3}, Computer: random()}}})
	if err != nil {
		t.Fatal(err)
	}
	tok := v.Seats[0].Token
	// Blue's withdrawal is Blue's (the computer's), not Yellow's.
	if _, err := h.Move(ctx, v.ID, tok, 0, "withdraw-b"); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("yellow's seat withdraws blue: %v, want ErrNotYourTurn", err)
	}
	begin := time.Now()
	got, err := h.Move(ctx, v.ID, tok, 0, "withdraw-y")
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(begin); d > time.Second {
		t.Errorf("the move took %v", d)
	}
	// Yellow's army withdrew: Red's player (the computer's seat) commands it now.
	if c := got.Seats[1].Controls; len(c) != 4 {
		t.Errorf("after withdraw-y the computer's seat controls %v, want every army", c)
	}
	end := waitFor(t, h, v.ID, "the game to end", func(v host.View) bool { return v.Outcome.Over() })
	if end.Ply < 2 || end.Summary == "" {
		t.Errorf("ended at ply %d: %q", end.Ply, end.Summary)
	}
}

// Chance events are played by the host, as moves of no seat, the same way
// each time the game is played (seeded from its id and ply).
func TestChance(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	v, err := h.Create(ctx, host.GameSpec{Variant: "test-coin"})
	if err != nil {
		t.Fatal(err)
	}
	toks := []string{v.Seats[0].Token, v.Seats[1].Token}
	for !v.Outcome.Over() {
		ply := v.Ply
		side := 0
		if v.ToMove == "second" {
			side = 1
		}
		if _, err := h.Move(ctx, v.ID, toks[side], ply, "toss"); err != nil {
			t.Fatal(err)
		}
		if _, err := h.Move(ctx, v.ID, toks[side], ply+1, "heads"); err == nil {
			t.Fatal("a seat played the coin's fall")
		}
		v = waitFor(t, h, v.ID, "the coin to fall", func(v host.View) bool { return v.Ply == ply+2 })
		if m := v.Moves[ply+1]; m.Seat != -1 || m.Side != "chance" || (m.Text != "heads" && m.Text != "tails") {
			t.Fatalf("the fall: %+v", m)
		}
		if ply > 200 {
			t.Fatal("no result in 100 tosses")
		}
	}
	// The same seeds give the same falls: a game with this id would repeat
	// them; the sampling is u < 1/4 for heads, checked on the record.
	var texts []string
	for _, m := range v.Moves {
		texts = append(texts, m.Text)
	}
	if !strings.Contains(strings.Join(texts, " "), "heads") {
		t.Errorf("a game won by two heads has none: %v", texts)
	}
}

// Clocks: a side whose time has run out loses on time when it moves late,
// or when the sweep finds it.
func TestClockFlag(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	h := start(t, host.NewMemStore(), host.Options{Now: clock, Sweep: time.Hour})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess", Clock: &host.ClockSpec{Base: time.Minute, Increment: 2 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	got, err := h.Move(ctx, v.ID, v.Seats[0].Token, 0, "e4")
	if err != nil {
		t.Fatal(err)
	}
	// 60 s - 10 s + 2 s for White; Black's 60 s untouched.
	if w, b := *got.Sides[0].ClockMs, *got.Sides[1].ClockMs; w != 52000 || b != 60000 {
		t.Errorf("clocks after e4: %d %d, want 52000 60000", w, b)
	}
	advance(61 * time.Second)
	_, err = h.Move(ctx, v.ID, v.Seats[1].Token, 1, "e5")
	if !errors.Is(err, variant.ErrGameOver) {
		t.Fatalf("late move: %v, want ErrGameOver", err)
	}
	end, _ := h.Get(ctx, v.ID)
	if end.Result != "1-0" || end.Outcome.Reason != "time" || end.Ply != 1 {
		t.Errorf("after the flag: %s %q at ply %d", end.Result, end.Outcome.Reason, end.Ply)
	}
}

// Watchers get every event in order and resume from a sequence.
func TestWatch(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	v, _ := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0}}, {Sides: []variant.Side{1}, Computer: random()}}})
	wctx, cancel := context.WithCancel(ctx)
	var got []host.Event
	done := make(chan error)
	go func() {
		done <- h.Watch(wctx, v.ID, 0, func(e host.Event) error {
			got = append(got, e)
			if len(got) == 4 {
				cancel()
			}
			return nil
		})
	}()
	for ply := 0; ply < 4; ply += 2 {
		cur := waitFor(t, h, v.ID, "white to move", func(v host.View) bool { return v.Ply == ply })
		if _, err := h.Move(ctx, v.ID, v.Seats[0].Token, ply, cur.Snapshot.Moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	<-done
	for i, e := range got {
		if e.Seq != int64(i+1) || e.Ply != i || e.Kind != host.KindMove || e.Name != []string{"white", "black"}[i%2] {
			t.Errorf("event %d: %+v", i, e)
		}
	}
	var resumed []int64
	h.Watch(ctx, v.ID, 2, func(e host.Event) error {
		resumed = append(resumed, e.Seq)
		if e.Seq == 4 {
			return errors.New("enough")
		}
		return nil
	})
	if fmt.Sprint(resumed) != "[3 4]" {
		t.Errorf("resumed from 2: %v", resumed)
	}
	if err := h.Watch(ctx, v.ID, 99, nil); !errors.Is(err, host.ErrStale) {
		t.Errorf("watch from beyond the head: %v", err)
	}
}

// A host started on the store of one that stopped resumes its computer
// seats; every game is found again.
func TestRecovery(t *testing.T) {
	s := host.NewMemStore()
	a := host.New(s, host.Options{Workers: 1})
	if err := a.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for range 5 {
		v, err := a.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0}, Computer: &host.Engine{Kind: "mcts", Nodes: 200}}, {Sides: []variant.Side{1}}}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, v.ID)
	}
	a.Close()
	b := start(t, s, host.Options{})
	for _, id := range ids {
		v := waitFor(t, b, id, "the computer's first move", func(v host.View) bool { return v.Ply == 1 })
		if v.Seq != 1 {
			t.Errorf("game %s: seq %d after one move", id, v.Seq)
		}
	}
}

// The limits on creating games.
func TestLimits(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{PerClient: 3, Burst: 100})
	for i := range 4 {
		_, err := h.Create(ctx, host.GameSpec{Variant: "chess", Client: "10.0.0.1"})
		if (i < 3) != (err == nil) || i == 3 && !errors.Is(err, host.ErrLimit) {
			t.Errorf("game %d of a client allowed 3: %v", i, err)
		}
	}
	h2 := start(t, host.NewMemStore(), host.Options{Burst: 2, Rate: 1})
	for i := range 3 {
		_, err := h2.Create(ctx, host.GameSpec{Variant: "chess", Client: "10.0.0.2"})
		if (i < 2) != (err == nil) {
			t.Errorf("game %d with a burst of 2: %v", i, err)
		}
	}
	for _, spec := range []host.GameSpec{
		{Variant: "nope"},
		{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0}}}},
		{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0, 1}}, {Sides: []variant.Side{1}}}},
		{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0, 5}}}},
		{Variant: "chess", Seats: []host.SeatSpec{{Sides: []variant.Side{0, 1}, Computer: &host.Engine{Kind: "oracle"}}}},
		{Variant: "chess", Clock: &host.ClockSpec{}},
	} {
		if _, err := h.Create(ctx, spec); err == nil {
			t.Errorf("spec %+v accepted", spec)
		}
	}
}

// afterLoad is a store that runs a hook once, between a host's reading of
// a game's row and of its events: the moment another host may append.
type afterLoad struct {
	*host.MemStore
	hook func()
}

func (s *afterLoad) Load(ctx context.Context, id string) (host.GameRow, []host.SeatRow, error) {
	row, seats, err := s.MemStore.Load(ctx, id)
	if f := s.hook; f != nil {
		s.hook = nil
		f()
	}
	return row, seats, err
}

// A host loading a game while another appends a move between its two
// reads loads the game as the row says (the move reaches it as a stale
// command), not an error (the replay found one event more than the row).
func TestLoadWhileAnotherHostMoves(t *testing.T) {
	s := &afterLoad{MemStore: host.NewMemStore()}
	a := start(t, s, host.Options{})
	b := start(t, s, host.Options{})
	v, err := a.Create(ctx, host.GameSpec{Variant: "chess"})
	if err != nil {
		t.Fatal(err)
	}
	s.hook = func() {
		if _, err := a.Move(ctx, v.ID, v.Seats[0].Token, 0, "e4"); err != nil {
			t.Error(err)
		}
	}
	if _, err := b.Get(ctx, v.ID); err != nil {
		t.Fatalf("loading during another host's move: %v", err)
	}
	if _, err := b.Move(ctx, v.ID, v.Seats[0].Token, 0, "d4"); !errors.Is(err, host.ErrStale) {
		t.Errorf("a move at the ply the other host played: %v, want ErrStale", err)
	}
}

// A computer seat on a clock thinks for its share of the time left
// (search.Clock), not for its engine's whole budget: with 2 s on Black's
// clock and a minute allowed, Black's first reply is worth about
// 2 s × 0.65 / 40 ≈ 33 ms (search.Clock.Budget's opening weight and moves
// to go). On the minute alone (and nodes without a limit that matters)
// MCTS, which stops early only with one legal move or a forced win, would
// think for the minute.
func TestComputerSharesItsClock(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	h := start(t, host.NewMemStore(), host.Options{Now: clock, Sweep: time.Hour, MaxThink: time.Minute, MaxNodes: 1 << 30})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess",
		Seats: []host.SeatSpec{{Sides: []variant.Side{0}}, {Sides: []variant.Side{1}, Computer: &host.Engine{Kind: "mcts", Think: time.Minute, Nodes: 1 << 30}}},
		Clock: &host.ClockSpec{Base: 2 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	begin := time.Now()
	if _, err := h.Move(ctx, v.ID, v.Seats[0].Token, 0, "e4"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, h, v.ID, "the computer's reply", func(v host.View) bool { return v.Ply == 2 })
	if d := time.Since(begin); d > time.Second {
		t.Errorf("the computer took %v on a 2 s clock, want its share (about 33 ms)", d)
	}
}
