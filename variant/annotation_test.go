package variant_test

import (
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant"
)

// Termination takes the PGN standard's values (section 9.8.1 of the
// standard: abandoned, adjudication, death, emergency, normal, rules
// infraction, time forfeit, unterminated).
func TestTermination(t *testing.T) {
	for reason, want := range map[string]string{
		"checkmate": "normal", "stalemate": "normal", "resignation": "normal", "agreement": "normal",
		"fivefold repetition": "normal", "three in a row": "normal", "perpetual check": "normal",
		"loss on time": "time forfeit", "time forfeit": "time forfeit", "move limit": "adjudication",
		"adjudicated by the arbiter": "adjudication", "abandoned": "abandoned", "": "normal",
	} {
		if got := variant.Termination(reason); got != want {
			t.Errorf("Termination(%q) = %q, want %q", reason, got, want)
		}
	}
}

func TestClock(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		text string
	}{
		{3 * time.Minute, "[%clk 0:03:00]"},
		{time.Hour + 2*time.Minute + 5*time.Second, "[%clk 1:02:05]"},
		{2*time.Minute + 59*time.Second + 900*time.Millisecond, "[%clk 0:02:59.9]"},
		{0, "[%clk 0:00:00]"},
	} {
		if got := variant.ClockComment(c.d); got != c.text {
			t.Errorf("ClockComment(%v) = %q, want %q", c.d, got, c.text)
		}
		n := variant.Note{Comments: []string{"[%eval 0.3] " + c.text}}
		if d, ok := n.Clock(); !ok || d != c.d {
			t.Errorf("Clock of %q = %v %v", c.text, d, ok)
		}
	}
	for _, bad := range []string{"[%clk 3:00]", "[%clk x:00:00]", "[%clk 0:61:00]", "[%clk 0:00:00", "clk 0:00:01"} {
		if d, ok := (variant.Note{Comments: []string{bad}}).Clock(); ok {
			t.Errorf("Clock of %q = %v", bad, d)
		}
	}
}

// The reason of a declared result: the comment after the last move,
// skipping comments of embedded commands only (clocks), else a
// Termination value that is not the standard's, else the standard's
// value; and tag values whose quotes were not escaped.
func TestDeclaredReason(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[Variant \"tictactoe\"]\n[Termination \"normal\"]\n\n1. b2 a1 {agreement} 1/2-1/2", "agreement"},
		{"[Variant \"tictactoe\"]\n[Termination \"time forfeit\"]\n\n1. b2 {[%clk 0:00:00]} 0-1", "time forfeit"},
		{"[Variant \"tictactoe\"]\n[Termination \"O won on time\"]\n\n1. b2 {[%clk 0:00:00]} 0-1", "O won on time"},
		{"[Variant \"tictactoe\"]\n[Termination \"normal\"]\n\n{resignation} 0-1", "resignation"},
		{"[Variant \"tictactoe\"]\n\n1. b2 0-1", ""},
	} {
		r, err := variant.ParseRecord(c.text)
		if err != nil {
			t.Fatal(err)
		}
		g, err := variant.Load(r)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if got := g.Outcome().Reason; got != c.want {
			t.Errorf("%q: reason %q, want %q", c.text, got, c.want)
		}
	}
	r, err := variant.ParseRecord("[Event \"\"Huangshan Cup\" 2002\"]\n[Site \"a \\\"b\\\" c\"]\n\n*")
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := r.Tag("Event"); e != `"Huangshan Cup" 2002` {
		t.Errorf("Event %q", e)
	}
	if s, _ := r.Tag("Site"); s != `a "b" c` {
		t.Errorf("Site %q", s)
	}
}
