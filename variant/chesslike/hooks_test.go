package chesslike_test

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
	cl "github.com/ludus-chess/ludus/variant/chesslike"
)

// Game.ValidateOptions adds a game's check of option combinations to the
// kernel's; a game whose default options fail it is refused.
func TestValidateOptions(t *testing.T) {
	g := cl.Game{Name: "validated", Shape: board.Shape8x8, Kinds: kingAndPawn(),
		Start:   "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
		Options: []string{cl.OptRepetition},
		MoreOptions: []variant.OptionSpec{
			{Key: "a", Kind: variant.Bool, Default: "false"},
			{Key: "b", Kind: variant.Bool, Default: "false"},
		},
		ValidateOptions: func(o variant.Options) error {
			if o.Bool("b") && !o.Bool("a") {
				return &variant.OptionError{Key: "b", Value: "true", Reason: "b needs a"}
			}
			return nil
		},
	}
	r, err := cl.New(g)
	if err != nil {
		t.Fatal(err)
	}
	v := r.Variant()
	if _, err := v.ParseOptions("a,b"); err != nil {
		t.Errorf("a,b: %v", err)
	}
	if _, err := v.ParseOptions("b"); !errors.Is(err, variant.ErrOption) {
		t.Errorf("b alone: %v", err)
	}
	// The kernel's own check still runs.
	if _, err := v.ParseOptions("repetition=1"); !errors.Is(err, variant.ErrOption) {
		t.Errorf("repetition=1: %v", err)
	}
	g.MoreOptions[1].Default = "true"
	if _, err := cl.New(g); !errors.Is(err, cl.ErrGame) {
		t.Errorf("invalid default options: %v", err)
	}
}

// familyGame is a small game on a square board of the given size, with an
// option choosing the size.
func familyGame(size int, start string) cl.Game {
	return cl.Game{Name: "family-test", Shape: board.Shape{Files: size, Ranks: size}, Kinds: kingAndPawn(), Start: start,
		Options: []string{cl.OptStalemate},
		MoreOptions: []variant.OptionSpec{{Key: "size", Kind: variant.Choice, Default: "5", Choices: []string{"5", "6"},
			Doc: "the board"}}}
}

// NewFamily makes one registry entry for games on different boards: the
// options choose the member, and each member's positions name the entry
// and the options in force, so that their text reads back through it.
func TestFamily(t *testing.T) {
	rules, err := cl.NewFamily(
		cl.Member{Game: familyGame(5, "2k2/ppppp/5/PPPPP/2K2 w - - 0 1")},
		cl.Member{Game: familyGame(6, "2k3/pppppp/6/6/PPPPPP/2K3 w - - 0 1"), Options: "size=6"},
	)
	if err != nil {
		t.Fatal(err)
	}
	v := rules[0].Variant()
	if rules[1].Variant() != v {
		t.Fatal("the members do not share their entry")
	}
	for _, c := range []struct {
		options string
		files   int
		moves   uint64
	}{
		// 5x5: five pawn steps (the double steps run into the black pawns)
		// and the king's b1, d1; 6x6: six steps, six double steps, two king
		// moves.
		{"", 5, 7}, {"size=5", 5, 7}, {"size=6", 6, 14}, {"size=6,stalemate=loss", 6, 14},
	} {
		o, err := v.ParseOptions(c.options)
		if err != nil {
			t.Fatal(err)
		}
		p, err := v.Start(o)
		if err != nil {
			t.Fatalf("%q: %v", c.options, err)
		}
		if p.Board().Shape().Files != c.files || p.Perft(1) != c.moves || !p.Options().Equal(o) || p.Variant() != v {
			t.Errorf("%q: %v, %d moves, options %q", c.options, p.Board().Shape(), p.Perft(1), p.Options())
		}
		q, err := v.Parse(p.String(), p.Options())
		if err != nil || q.String() != p.String() {
			t.Errorf("%q: %s reads back as %v, %v", c.options, p, q, err)
		}
		if typed := p.Typed().(cl.Position); typed.Rules().Settings().Stalemate.String() != o.Get(cl.OptStalemate) {
			t.Errorf("%q: stalemate rule %v", c.options, typed.Rules().Settings().Stalemate)
		}
		if v.Evaluate == nil || v.Evaluate(p, 0) != -v.Evaluate(p, 1) {
			t.Errorf("%q: evaluation", c.options)
		}
	}
	// The 5x5 text does not read as a 6x6 position.
	o6, _ := v.ParseOptions("size=6")
	if _, err := v.Parse(rules[0].Start().String(), o6); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("5x5 text on 6x6: %v", err)
	}
	// Any member's WithOptions switches to the member the options choose.
	if rr, err := rules[0].WithOptions(o6); err != nil || rr.Geometry().Shape().Files != 6 {
		t.Errorf("WithOptions(size=6) of the 5x5 member: %v", err)
	}
	// The members' positions report the options that chose them.
	if got := rules[1].Start().Options().Get("size"); got != "6" {
		t.Errorf("6x6 member's options say size=%s", got)
	}
}

// NewFamily refuses members that differ in their options or that the
// options cannot tell apart, and options that choose no member.
func TestFamilyErrors(t *testing.T) {
	five, six := familyGame(5, "2k2/ppppp/5/PPPPP/2K2 w - - 0 1"), familyGame(6, "2k3/pppppp/6/6/PPPPPP/2K3 w - - 0 1")
	other := six
	other.Options = nil
	for name, members := range map[string][]cl.Member{
		"none":           nil,
		"other options":  {{Game: five}, {Game: other, Options: "size=6"}},
		"same choice":    {{Game: five, Options: "size=5"}, {Game: six, Options: "size=5"}},
		"bad option":     {{Game: five}, {Game: six, Options: "size=7"}},
		"bad start":      {{Game: five}, {Game: familyGame(6, "2k2/ppppp/5/PPPPP/2K2 w - - 0 1"), Options: "size=6"}},
		"unknown option": {{Game: five}, {Game: six, Options: "colour=6"}},
	} {
		if _, err := cl.NewFamily(members...); !errors.Is(err, cl.ErrGame) {
			t.Errorf("%s: %v", name, err)
		}
	}
	rules, err := cl.NewFamily(cl.Member{Game: five, Options: "size=5"}, cl.Member{Game: six, Options: "size=6,stalemate=loss"})
	if err != nil {
		t.Fatal(err)
	}
	v := rules[0].Variant()
	o, _ := v.ParseOptions("size=6")
	if _, err := v.Start(o); !errors.Is(err, variant.ErrOption) {
		t.Errorf("options of no member: %v", err)
	}
}

// escapeGame has kings confined to their two first ranks, rooks, and a
// last resort: a checkmated king may step out of its ranks.
var escapeGame = cl.MustNew(cl.Game{
	Name:  "escape-test",
	Shape: board.Shape{Files: 5, Ranks: 5},
	Kinds: []cl.Kind{
		{Name: "king", Letter: 'K', Royal: true, Region: cl.Ranks(1, 2), Patterns: cl.King()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
	},
	Start: "4k/5/5/5/K4 w - - 0 1",
	Hooks: cl.Hooks{LastResort: func(p cl.Position) (board.Cell, board.Set) {
		g := p.Board()
		x := p.SideToMove()
		k := p.Cells(x, p.Rules().Kind('K')).First()
		var out board.Set
		for _, d := range cl.AllEight {
			if c := g.Step(k, d); c != board.NoCell && g.Coord(c).Rank == 2 {
				out = out.With(c) // the middle rank, outside both regions
			}
		}
		return k, out
	}},
})

// Hooks.LastResort offers its moves only to a checkmated side, and only
// those that leave it safe; NewMove and SafeStep build and test them.
func TestLastResort(t *testing.T) {
	// The king b2 is checked along rank 2 by the rook e2; the rook e1
	// covers rank 1: mate within the king's ranks. Out of them, a3 is
	// covered by the rook a5; b3 and c3 are safe.
	p, err := escapeGame.Study().Parse("r3k/5/5/1K2r/4r w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range p.Moves(nil) {
		got = append(got, p.MoveText(m))
	}
	if want := []string{"b2b3", "b2c3"}; !slices.Equal(got, want) {
		t.Errorf("last-resort moves %v, want %v", got, want)
	}
	if p.Outcome().Over() {
		t.Errorf("outcome %v with last-resort moves", p.Outcome())
	}
	g := escapeGame.Geometry()
	b2, a3, b3 := must(g.Parse("b2")), must(g.Parse("a3")), must(g.Parse("b3"))
	if p.SafeStep(b2, a3) || !p.SafeStep(b2, b3) {
		t.Error("SafeStep")
	}
	if m, err := p.ParseMove("b2b3"); err != nil || m != cl.NewMove(b2, b3) {
		t.Errorf("b2b3: %v %v", m, err)
	}
	// Covering b3 and c3 too makes it checkmate.
	p, _ = escapeGame.Parse("rr2k/2r2/5/1K2r/4r w - - 0 1")
	if o := p.Outcome(); o.Reason != "checkmate" {
		t.Errorf("no last resort left: %v", o)
	}
	// Not in check: no last resort (stalemate stands); in check with
	// moves, the king keeps to its ranks.
	p, _ = escapeGame.Parse("1r2k/5/5/4r/K4 w - - 0 1")
	if o := p.Outcome(); o != variant.Draw("stalemate") {
		t.Errorf("stalemate: %v", o)
	}
	p, _ = escapeGame.Parse("4k/5/5/5/2K1r w - - 0 1")
	for _, m := range p.Moves(nil) {
		if g.Coord(m.To()).Rank >= 2 {
			t.Errorf("%s outside the king's ranks while not mated", p.MoveText(m))
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// stateGame keeps the number of rook moves made as its own state.
var stateGame = cl.MustNew(cl.Game{
	Name:  "state-test",
	Shape: board.Shape{Files: 5, Ranks: 5},
	Kinds: []cl.Kind{
		{Name: "king", Letter: 'K', Royal: true, Patterns: cl.King()},
		{Name: "rook", Letter: 'R', Patterns: cl.Rook()},
	},
	Start: "1k3/5/5/5/R3K w - - 0 1",
	Hooks: cl.Hooks{
		NextState: func(p cl.Position, m cl.Move) uint32 {
			if _, k, _ := p.At(m.From()); p.Rules().KindLetter(k) == 'R' {
				return p.State() + 1
			}
			return p.State()
		},
		StateText: func(p cl.Position) string { return strconv.Itoa(int(p.State())) },
		ParseState: func(p cl.Position, text string) (uint32, error) {
			if text == "" {
				return 0, nil
			}
			n, err := strconv.Atoi(text)
			if err != nil || n < 0 {
				return 0, errors.New("rook moves: want a number")
			}
			return uint32(n), nil
		},
	},
})

// A game's own state goes along with the moves (Hooks.NextState), into
// the hash and the position text, and reads back.
func TestState(t *testing.T) {
	p := stateGame.Start()
	if p.String() != "1k3/5/5/5/R3K{0} w - - 0 1" {
		t.Errorf("start %s", p)
	}
	for _, m := range []string{"a1a2", "b5c5", "a2a1", "c5b5"} {
		mv, err := p.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		p = p.Play(mv)
	}
	if p.State() != 2 || p.String() != "1k3/5/5/5/R3K{2} w - - 4 3" {
		t.Errorf("after two rook moves: %d, %s", p.State(), p)
	}
	if p.Hash() == stateGame.Start().Hash() || p.Hash() != cl.RecomputedHash(p) {
		t.Error("the state is not in the hash")
	}
	q, err := stateGame.Parse(p.String())
	if err != nil || q != p {
		t.Errorf("read back: %v, %v", q, err)
	}
	if q, _ := stateGame.Parse("1k3/5/5/5/R3K w - - 0 1"); q.State() != 0 {
		t.Error("without braces")
	}
	for text, off := range map[string]int{"1k3/5/5/5/R3K{x} w": 13, "1k3/5/5/5/R3K{1 w": 13} {
		_, err := stateGame.Parse(text)
		var pe *variant.ParseError
		if !errors.As(err, &pe) || pe.Offset != off {
			t.Errorf("%q: %v", text, err)
		}
	}
	if _, err := escapeGame.Parse("4k/5/5/5/K4{1} w - - 0 1"); !errors.Is(err, variant.ErrPosition) {
		t.Errorf("state in a game without: %v", err)
	}
}
