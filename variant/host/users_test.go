package host_test

import (
	"errors"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ludus-chess/ludus/variant/host"
)

// Seats with user ids: trusted commands for the user, the user's games,
// token rotation seen by another host, erasing the user, deleting the game.
func TestUsers(t *testing.T) {
	s := host.NewMemStore()
	a := start(t, s, host.Options{})
	b := start(t, s, host.Options{})
	v, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Options: "stones=20", Seats: []host.SeatSpec{
		{Name: "Ann", User: "u1", Sides: sides(0)}, {Name: "Bob", User: "u2", Sides: sides(1)}}})
	if err != nil {
		t.Fatal(err)
	}
	if v.Seats[0].User != "u1" || v.Seats[0].Token == "" {
		t.Fatalf("seat 0: %+v", v.Seats[0])
	}
	ann, bob := host.Actor{User: "u1"}, host.Actor{User: "u2"}
	if _, err := b.MoveAs(ctx, v.ID, bob, 0, "1"); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("u2 moving for first: %v, want ErrNotYourTurn", err)
	}
	if _, err := b.MoveAs(ctx, v.ID, host.Actor{User: "u3"}, 0, "1"); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("a user without a seat: %v, want ErrNotYourTurn", err)
	}
	if _, err := b.MoveAs(ctx, v.ID, ann, 0, "1"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.MoveAs(ctx, v.ID, ann, 0, "1"); err != nil {
		t.Errorf("u1 retrying its move: %v, want the game back", err)
	}
	if _, err := a.MoveAs(ctx, v.ID, bob, 1, "2"); err != nil {
		t.Fatal(err)
	}
	other, err := a.Create(ctx, host.GameSpec{Variant: "test-nim", Seats: []host.SeatSpec{{User: "u1", Sides: sides(0)}, {Sides: sides(1)}}})
	if err != nil {
		t.Fatal(err)
	}
	list, err := b.Games(ctx, "u1", 0)
	if err != nil || len(list) != 2 || list[0].ID != other.ID || list[1].ID != v.ID {
		t.Fatalf("u1's games: %d, %v; want the two, latest first", len(list), err)
	}
	// Rotating Ann's token through host a: host b refuses the old one.
	if _, err := b.Get(ctx, v.ID); err != nil { // b has the game cached
		t.Fatal(err)
	}
	tok, err := a.RotateToken(ctx, v.ID, host.Actor{Token: v.Seats[0].Token}, 0)
	if err != nil || tok == "" || tok == v.Seats[0].Token {
		t.Fatalf("RotateToken: %q, %v", tok, err)
	}
	if _, err := b.Move(ctx, v.ID, v.Seats[0].Token, 2, "1"); !errors.Is(err, host.ErrToken) {
		t.Errorf("the old token on the other host: %v, want ErrToken", err)
	}
	if _, err := b.Move(ctx, v.ID, tok, 2, "1"); err != nil {
		t.Errorf("the new token: %v", err)
	}
	if _, err := a.RotateToken(ctx, v.ID, bob, 0); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("u2 rotating u1's seat: %v, want ErrNotYourTurn", err)
	}
	// Erasing u1: its seats lose user and name, keep playing by token.
	ids, err := b.EraseUser(ctx, "u1")
	if err != nil || len(ids) != 2 {
		t.Fatalf("EraseUser: %v, %v", ids, err)
	}
	got, _ := a.Get(ctx, v.ID)
	if got.Seats[0].Name != "" || got.Seats[0].User != "" || got.Seats[1].Name != "Bob" {
		t.Errorf("after erasing u1: seats %+v", got.Seats)
	}
	if list, _ := a.Games(ctx, "u1", 0); len(list) != 0 {
		t.Errorf("an erased user has %d games", len(list))
	}
	if _, err := a.MoveAs(ctx, v.ID, bob, 3, "1"); err != nil {
		t.Fatal(err)
	}
	if _, err := a.MoveAs(ctx, v.ID, ann, 4, "1"); !errors.Is(err, host.ErrNotYourTurn) {
		t.Errorf("the erased user moving: %v, want ErrNotYourTurn", err)
	}
	if _, err := a.Move(ctx, v.ID, tok, 4, "1"); err != nil {
		t.Errorf("the erased seat's token: %v", err)
	}
	// Deleting the game: gone on both hosts.
	if err := a.Delete(ctx, v.ID); err != nil {
		t.Fatal(err)
	}
	for _, h := range []*host.Host{a, b} {
		if _, err := h.Get(ctx, v.ID); !errors.Is(err, host.ErrNotFound) {
			t.Errorf("Get of a deleted game: %v, want ErrNotFound", err)
		}
	}
}

// A seat event (a token rotated, a user erased) neither stops nor
// restarts the clock of the side to move: its time runs on from its
// turn's start, here and on a host that loads the game afterwards.
func TestSeatEventKeepsTheClock(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_700_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	s := host.NewMemStore()
	h := start(t, s, host.Options{Now: clock, Sweep: time.Hour})
	// Another host, started now (a host started later gives back the
	// time it was down), reads the game from the store at the end.
	other := start(t, s, host.Options{Now: clock, Sweep: time.Hour})
	v, err := h.Create(ctx, host.GameSpec{Variant: "chess", Clock: &host.ClockSpec{Base: time.Minute}, Seats: []host.SeatSpec{
		{Name: "Ann", User: "u1", Sides: sides(0)}, {Name: "Bob", User: "u2", Sides: sides(1)}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Move(ctx, v.ID, v.Seats[0].Token, 0, "e4"); err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	if _, err := h.RotateToken(ctx, v.ID, host.Actor{Token: v.Seats[1].Token}, 1); err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	if _, err := h.EraseUser(ctx, "u2"); err != nil {
		t.Fatal(err)
	}
	advance(10 * time.Second)
	// White moved at once: 60 s. Black has been to move for 30 s since
	// e4, the two seat events within: 60 s - 30 s.
	for i, hh := range []*host.Host{h, other} {
		got, err := hh.Get(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		if w, b := *got.Sides[0].ClockMs, *got.Sides[1].ClockMs; w != 60000 || b != 30000 {
			t.Errorf("host %d: clocks after the seat events: %d %d ms, want 60000 30000", i, w, b)
		}
	}
}

// Seat names with control or bidirectional formatting characters are
// refused; ordinary names in any script are kept.
func TestSeatNames(t *testing.T) {
	h := start(t, host.NewMemStore(), host.Options{})
	for _, name := range []string{"a\x00b", "esc\x1b[31m", "line\nbreak", "abc\u202Egpj.exe", "x\u2066y", "\u200Fz", "\xff"} {
		_, err := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Name: name, Sides: sides(0)}, {Sides: sides(1)}}})
		if !errors.Is(err, host.ErrSpec) {
			t.Errorf("name %q: %v, want ErrSpec", name, err)
		}
	}
	for _, name := range []string{"Ann", "Zoë", "王小明", "שלום", "Ann-Marie O'Neil (2)"} {
		if _, err := h.Create(ctx, host.GameSpec{Variant: "chess", Seats: []host.SeatSpec{{Name: name, Sides: sides(0)}, {Sides: sides(1)}}}); err != nil {
			t.Errorf("name %q: %v", name, err)
		}
	}
}

// CheckName never panics, and what it accepts has no control or
// bidirectional formatting character.
func FuzzCheckName(f *testing.F) {
	for _, s := range []string{"Ann", "a\x00", "\u202E", "王", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if host.CheckName(name) != nil {
			return
		}
		for _, r := range name {
			if unicode.IsControl(r) || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069 || r == 0x200E || r == 0x200F || r == 0x061C {
				t.Fatalf("accepted %q with %U", name, r)
			}
		}
		if len(name) > 64 || !utf8.ValidString(name) {
			t.Fatalf("accepted %q", name)
		}
	})
}
