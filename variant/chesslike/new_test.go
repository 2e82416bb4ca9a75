package chesslike_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

func kingAndPawn() []cl.Kind {
	return []cl.Kind{
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
		{Name: "pawn", Letter: 'P', Pawn: true, Patterns: cl.Pawn(2, cl.Ranks(2, 2)),
			Promotion: &cl.Promotion{Zone: cl.LastRanks(1), Into: "K"}},
	}
}

// New refuses descriptions it cannot play, saying why.
func TestNewErrors(t *testing.T) {
	ok := cl.Game{Name: "ok", Shape: board.Shape8x8, Kinds: kingAndPawn(), Start: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"}
	if _, err := cl.New(ok); err != nil {
		t.Fatalf("valid game: %v", err)
	}
	for name, change := range map[string]func(g *cl.Game){
		"no name":       func(g *cl.Game) { g.Name = "" },
		"layers":        func(g *cl.Game) { g.Shape = board.Shape4x4x4 },
		"huge board":    func(g *cl.Game) { g.Shape = board.Shape{Files: 12, Ranks: 12} },
		"no kinds":      func(g *cl.Game) { g.Kinds = nil },
		"too many":      func(g *cl.Game) { g.Kinds = make([]cl.Kind, cl.MaxKinds+1) },
		"same letter":   func(g *cl.Game) { g.Kinds[1].Letter = 'K' },
		"lower letter":  func(g *cl.Game) { g.Kinds[1].Letter = 'p' },
		"no patterns":   func(g *cl.Game) { g.Kinds[1].Patterns = nil },
		"bad zone":      func(g *cl.Game) { g.Kinds[0].Region = cl.Area("a1", "z9") },
		"bad ranks":     func(g *cl.Game) { g.Kinds[0].Region = cl.Ranks(0, 9) },
		"promote to ?":  func(g *cl.Game) { g.Kinds[1].Promotion.Into = "Q" },
		"promote where": func(g *cl.Game) { g.Kinds[1].Promotion.Zone = nil },
		"empty leap":    func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Leaper()} },
		"zero slide":    func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Slider(board.Dir{})} },
		"bad range":     func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Slider(board.Orthogonal...).Steps(3, 2)} },
		"hop range":     func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Hopper(board.Orthogonal...).Within(2)} },
		"ep leap":       func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Leaper(cl.Forward...).WithEnPassant()} },
		"ep slide":      func(g *cl.Game) { g.Kinds[0].Patterns = []cl.Pattern{cl.Slider(board.Orthogonal...).WithEnPassant()} },
		"castle king":   func(g *cl.Game) { g.Castling = &cl.Castling{King: 'Q', Rooks: "P"} },
		"castle rook":   func(g *cl.Game) { g.Castling = &cl.Castling{King: 'K', Rooks: "X"} },
		"castle files":  func(g *cl.Game) { g.Castling = &cl.Castling{King: 'K', Rooks: "P", KingFiles: [2]int{2, 9}} },
		"option":        func(g *cl.Game) { g.Options = []string{"colour"} },
		"start":         func(g *cl.Game) { g.Start = "8/8/8/8/8/8/8/8 w - - 0 1" },
		"start text":    func(g *cl.Game) { g.Start = "4k3/8/8 w" },
	} {
		g := ok
		g.Kinds = kingAndPawn()
		change(&g)
		if _, err := cl.New(g); !errors.Is(err, cl.ErrGame) {
			t.Errorf("%s: error %v", name, err)
		}
	}
}

// Position text errors name the problem and its place.
func TestParseErrors(t *testing.T) {
	r := fairy
	for text, want := range map[string]string{
		"4k3/8/8/8/8/8/8/4K3":             "side to move is missing",
		"4k3/8/8/8/8/8/8/4K3 x":           "side to move",
		"4k3/8/8/8/8/8/8/4K2 w":           "ends early",
		"4k3/8/8/8/8/8/8/4K4 w":           "empty cells",
		"4k3/8/8/8/8/8/8/8/4K3 w":         "more than 8 ranks",
		"4k3/8/8/8/8/8/8/4Z3 w":           "not a piece",
		"8/8/8/8/8/8/8/4K3 w":             "no royal piece",
		"4k3/4C3/8/8/8/8/8/4K3 w":         "",
		"4k3/8/8/8/8/8/8/4K3 w KQ":        "no castling",
		"4k3/8/8/8/8/8/8/4K3 w - e3":      "en passant",
		"4k3/8/8/8/8/8/8/4K3 w - - x":     "clock",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 x":   "move number",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 2": "unexpected",
		"4k3/8/8/8/8/8/8/4K3[C] w":        "no pieces in hand",
	} {
		_, err := r.Parse(text)
		var pe *variant.ParseError
		if want == "" {
			if err != nil {
				t.Errorf("%q: %v", text, err)
			}
			continue
		}
		if !errors.As(err, &pe) || !errors.Is(err, variant.ErrPosition) || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one about %q", text, err, want)
		}
	}
	// The side not to move may not be in check.
	if _, err := r.Parse("4k3/8/4W3/8/8/8/8/4K3 w - - 0 1"); err == nil {
		t.Error("black in check with white to move accepted")
	}
}

// Spec 3.5 and 7.2.4 (QiPlacements protocol): after h3 and b8 the only
// legal placements are b3 and then h8, a rule given as a CanDrop hook.
func TestDropHook(t *testing.T) {
	g := qiPlacements.Game()
	g.Hooks.CanDrop = func(p cl.Position, kind int, to board.Cell) bool {
		geo := p.Board()
		at := func(sq string, side variant.Side) bool {
			c, _ := geo.Parse(sq)
			s, k, ok := p.At(c)
			return ok && s == side && k == kind
		}
		switch {
		case p.SideToMove() == 0 && at("h3", 0) && at("b8", 1) && p.Held(0, kind) == 1:
			return geo.Name(to) == "b3"
		case p.SideToMove() == 1 && at("h3", 0) && at("b3", 0) && at("b8", 1):
			return geo.Name(to) == "h8"
		}
		return true
	}
	r, err := cl.New(g)
	if err != nil {
		t.Fatal(err)
	}
	p := play(t, r.Start(), "C@h3", "C@b8")
	wantMoves(t, texts(p), "C@b3")
	wantMoves(t, texts(play(t, p, "C@b3")), "C@h8")
	// Declined offers leave the placements free.
	if n := len(play(t, r.Start(), "C@h3", "C@d7").Moves(nil)); n != 25 {
		t.Errorf("after a declined offer: %d placements, want 25", n)
	}
}

// Zones are evaluated on the board for the first side and mirrored for the
// second.
func TestZoneHelpers(t *testing.T) {
	g := board.MustNew(board.Shape9x10)
	for name, c := range map[string]struct {
		z    cl.Zone
		want int
	}{
		"palace":          {cl.Area("d1", "f3"), 9},
		"outside palace":  {cl.Not(cl.Area("f3", "d1")), 81},
		"two files":       {cl.Files(0, 1), 20},
		"own half":        {cl.Ranks(1, 5), 45},
		"last rank":       {cl.LastRanks(1), 9},
		"corners":         {cl.Union(cl.Squares("a1"), cl.Squares("i10", "a1")), 2},
		"corner and file": {cl.Union(cl.Squares("a1"), cl.Files(8, 8)), 11},
	} {
		s, err := c.z(g)
		if err != nil || s.Count() != c.want {
			t.Errorf("%s: %d cells, %v; want %d", name, s.Count(), err, c.want)
		}
	}
	for name, z := range map[string]cl.Zone{
		"files": cl.Files(3, 9), "ranks": cl.Ranks(4, 11), "square": cl.Squares("j1"),
		"not": cl.Not(cl.Squares("a0")), "union": cl.Union(cl.Area("a1", "a11")),
	} {
		if _, err := z(g); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// captiveStorm keeps captured pieces, by owner and kind, in the bracket of
// the position text (the detained pieces of Storm and Meridian).
var captiveStorm = func() *cl.Rules {
	g := storm10.Game()
	g.Name = "storm10-captives"
	g.Captives = true
	g.Kinds = slices.Clone(g.Kinds)
	g.Kinds[0].Promotion = &cl.Promotion{Zone: cl.LastRanks(1), Into: "TN", Free: "KXY"}
	g.Start = "tnsyqkxsnt/ffffffffff/10/10/10/10/10/10/FFFFFFFFFF/TNSYQKXSNT[] w KQkq - 0 1"
	return cl.MustNew(g)
}()

func TestCaptives(t *testing.T) {
	p := parse(t, captiveStorm, "4q5/10/10/10/10/3n6/4F5/10/10/4Q5[] w - - 0 1")
	p = play(t, p, "e4d5")
	if got := p.String(); got != "4q5/10/10/10/10/3F6/10/10/10/4Q5[n] b - - 0 1" {
		t.Errorf("after the capture: %s", got)
	}
	knight := captiveStorm.Kind('N')
	if p.Held(1, knight) != 1 || p.Held(0, knight) != 0 {
		t.Errorf("held: %d %d", p.Held(1, knight), p.Held(0, knight))
	}
	var held int
	for _, pc := range p.Pieces(nil) {
		if pc.Cell == board.NoCell {
			held++
			if pc.Kind != "knight" || pc.Side != 1 || pc.Label != "n" {
				t.Errorf("held piece %+v", pc)
			}
		}
	}
	if held != 1 {
		t.Errorf("%d pieces off the board", held)
	}
	if q := parse(t, captiveStorm, p.String()); q.Hash() != p.Hash() || cl.RecomputedHash(q) != q.Hash() {
		t.Error("hash of held pieces")
	}
	// The same board without the captive is another position.
	if q := parse(t, captiveStorm, "4q5/10/10/10/10/3F6/10/10/10/4Q5[] b - - 0 1"); q.Hash() == p.Hash() {
		t.Error("held pieces do not change the hash")
	}
}

// Spec 6.7 (Storm): a Forester on the last rank may free a captive King,
// Prince or Princess of its side, which returns on the promotion square
// while the Forester becomes a captive; only while one is held.
func TestFreeingPromotion(t *testing.T) {
	p := parse(t, captiveStorm, "q9/4F5/10/10/10/10/10/10/10/4Q5[Xn] w - - 0 1")
	wantMoves(t, from(p, "e9"), "e9e10n", "e9e10t", "e9e10x")
	q := play(t, p, "e9e10x")
	if got := q.String(); got != "q3X5/10/10/10/10/10/10/10/10/4Q5[Fn] b - - 0 1" {
		t.Errorf("after freeing: %s", got)
	}
	if cl.RecomputedHash(q) != q.Hash() {
		t.Error("hash after freeing")
	}
	p = parse(t, captiveStorm, "q9/4F5/10/10/10/10/10/10/10/4Q5[xN] w - - 0 1")
	wantMoves(t, from(p, "e9"), "e9e10n", "e9e10t")
	// Descriptions that cannot work are refused.
	g := storm10.Game()
	g.Kinds = slices.Clone(g.Kinds)
	g.Kinds[0].Promotion = &cl.Promotion{Zone: cl.LastRanks(1), Into: "TN", Free: "K"}
	if _, err := cl.New(g); !errors.Is(err, cl.ErrGame) {
		t.Errorf("freeing without captives: %v", err)
	}
	g.Captives = true
	g.Kinds[0].Promotion = &cl.Promotion{Zone: cl.LastRanks(1), Into: "TN", Free: "N"}
	if _, err := cl.New(g); !errors.Is(err, cl.ErrGame) {
		t.Errorf("N both ways: %v", err)
	}
}
