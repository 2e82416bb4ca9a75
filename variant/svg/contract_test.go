package svg_test

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	_ "github.com/ludus-chess/ludus/variant/all"
)

func snapOf(t *testing.T, name, options, position string) variant.Snapshot {
	t.Helper()
	p, err := variant.NewPosition(name, options, position)
	if err != nil {
		t.Fatal(err)
	}
	return variant.Snap(p)
}

// targets returns the squares the legal moves from a square go to.
func targets(s variant.Snapshot, from string) []string {
	var out []string
	for _, m := range s.Legal {
		if m.From == from && !slices.Contains(out, m.To) {
			out = append(out, m.To)
		}
	}
	sort.Strings(out)
	return out
}

// The bug the squares fix: on a board of ten ranks square names are
// prefixes of one another, and a page matching them in move text hinted b1
// for the cannon on b3 ("b3b10" contains "b1").
func TestXiangqiSquares(t *testing.T) {
	p, err := variant.NewPosition("xiangqi", "", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"a1a2", "h10g8"} {
		m, err := p.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(m)
	}
	s := variant.Snap(p)
	// Hand analysis: after 1. a1a2 h10g8 the red cannon on b3 slides to the
	// empty points a3; c3..g3 (h3 holds the other cannon); b2 (b1 holds
	// the horse); b4..b7 (b8 holds the black cannon). It captures by
	// jumping one screen: over b8 onto the horse on b10. Over b1 and h3
	// nothing stands beyond.
	want := []string{"a3", "b10", "b2", "b4", "b5", "b6", "b7", "c3", "d3", "e3", "f3", "g3"}
	if got := targets(s, "b3"); !slices.Equal(got, want) {
		t.Errorf("cannon on b3 goes to %v, want %v", got, want)
	}
	if got := targets(s, "b1"); slices.Contains(got, "b1") {
		t.Errorf("b1 is hinted as its own target: %v", got)
	}
}

func TestCastlingSquares(t *testing.T) {
	// Castling goes from the king's square to the king's destination in
	// both chess implementations, though chess960 encodes it as the rook's
	// square (FIDE Laws 3.8.2, Chess960's g1/c1 rule).
	for _, name := range []string{"chess", "chess-kernel"} {
		s := snapOf(t, name, "", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
		var castles []string
		for _, m := range s.Legal {
			if m.Kind == "castling" {
				castles = append(castles, m.From+m.To)
			}
		}
		sort.Strings(castles)
		if !slices.Equal(castles, []string{"e1c1", "e1g1"}) {
			t.Errorf("%s: castling moves %v, want e1c1 e1g1", name, castles)
		}
	}
	// Chess960 array with the king on b1 and rooks on a1 and h1: O-O-O
	// takes the king to c1 (to the right!), O-O to g1.
	s := snapOf(t, "chess960", "", "rk5r/8/8/8/8/8/8/RK5R w AHah - 0 1")
	got := map[string]string{}
	for _, m := range s.Legal {
		if m.Kind == "castling" {
			got[m.Text] = m.From + m.To
		}
	}
	if got["O-O"] != "b1g1" || got["O-O-O"] != "b1c1" {
		t.Errorf("chess960 castling squares %v, want O-O b1g1 and O-O-O b1c1", got)
	}
}

func TestDropSquares(t *testing.T) {
	// QiPlacements starts with both Cannons in hand: every legal move is a
	// placement from nowhere onto South's half (ranks 1-5) away from the
	// Forbidden squares.
	s := snapOf(t, "qiplacements", "", "")
	if len(s.Legal) == 0 {
		t.Fatal("no moves")
	}
	for _, m := range s.Legal {
		rank, _ := strconv.Atoi(m.To[1:])
		if m.From != "" || m.Kind != "drop" || m.Piece != "cannon" || rank < 1 || rank > 5 || slices.Contains([]string{"a5", "c5", "e5", "g5", "i5"}, m.To) {
			t.Errorf("placement %+v", m)
		}
	}
}

func TestEverySnapshotMoveHasSquaresOrIsAnAction(t *testing.T) {
	for _, v := range variant.All() {
		if v.Name == "tictactoe" || v.Name == "fourstones" {
			continue // this package's toy games, which do not tell squares
		}
		p, err := v.Start(v.DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		s := variant.Snap(p)
		if len(s.Legal) != len(s.Moves)+len(s.Actions) {
			t.Errorf("%s: %d legal, %d moves and %d actions", v.Name, len(s.Legal), len(s.Moves), len(s.Actions))
		}
		for _, m := range s.Legal[:len(s.Moves)] {
			if m.To == "" {
				t.Errorf("%s: move %q has no target square", v.Name, m.Text)
			}
		}
		if len(s.Sides) != len(v.Sides) {
			t.Errorf("%s: %d side states", v.Name, len(s.Sides))
		}
		n := 0
		for _, st := range s.Sides {
			if st.ToMove {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: %d sides to move", v.Name, n)
		}
	}
}

// TestRithmomachiaExplain plays random games and checks every explained
// capture: its arithmetic holds, and the square it names is among the
// move text's captures.
func TestRithmomachiaExplain(t *testing.T) {
	eq := regexp.MustCompile(`^(\w[\w ]*): (\d+) ([-+×÷]) (\d+) = (\d+) takes (?:the )?(\d+)(?: of the pyramid)? on ([a-h]\d+)$`)
	rng := rand.New(rand.NewPCG(3, 5))
	checked := 0
	for game := 0; game < 30 && checked < 20; game++ {
		p, _ := variant.NewPosition("rithmomachia", "", "")
		for ply := 0; ply < 300 && !p.Outcome().Over(); ply++ {
			ms := p.Moves(nil)
			if len(ms) == 0 {
				break
			}
			m := ms[rng.IntN(len(ms))]
			text := p.MoveText(m)
			for _, part := range strings.Split(variant.Explain(p, m), "; ") {
				sub := eq.FindStringSubmatch(part)
				if sub == nil {
					continue
				}
				a, _ := strconv.Atoi(sub[2])
				b, _ := strconv.Atoi(sub[4])
				c, _ := strconv.Atoi(sub[5])
				ok := map[string]bool{"+": a+b == c, "-": a-b == c, "×": a*b == c, "÷": b != 0 && a == c*b}[sub[3]]
				if !ok || sub[5] != sub[6] || !strings.Contains(text, "x"+sub[7]) {
					t.Errorf("%s explained as %q", text, part)
				}
				checked++
			}
			p = p.Play(m)
		}
	}
	if checked == 0 {
		t.Fatal("no capture by two men in 30 random games")
	}
}
