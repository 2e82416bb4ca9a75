package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/board"
	"github.com/ludus-chess/ludus/variant"
)

// nim is a test game for the command line: a pile of stones, each player in
// turn takes 1, 2 or 3, and whoever takes the last stone wins. Its position
// text is "<stones> <side>" with side "first" or "second"; a move is the
// number of stones taken.
type nim struct {
	stones int
	toMove variant.Side
}

type nimMove uint16

var nimVariant = &variant.Variant{
	Name:        "test-nim",
	Aliases:     []string{"test-nim-alias"},
	Description: "Nim with one pile (test game of the perft command)",
	Sides:       []variant.SideInfo{{Name: "first", Team: 0}, {Name: "second", Team: 1}},
	Options:     []variant.OptionSpec{{Key: "stones", Doc: "stones in the pile at the start", Kind: variant.Int, Default: "5", Min: 1, Max: 100}},
}

func init() {
	nimVariant.Start = func(o variant.Options) (variant.AnyPosition, error) {
		return variant.Dynamic[nim, nimMove](nim{stones: o.Int("stones")}), nil
	}
	nimVariant.Parse = parseNim
	variant.Register(nimVariant)
}

func parseNim(text string, o variant.Options) (variant.AnyPosition, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return nil, variant.PositionError(text, -1, "want <stones> <side>")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 {
		return nil, variant.PositionError(text, 0, "stones must be a number")
	}
	x, err := nimVariant.ParseSide(f[1])
	if err != nil {
		return nil, variant.PositionError(text, len(f[0])+1, err.Error())
	}
	return variant.Dynamic[nim, nimMove](nim{n, x}), nil
}

var nimBoard = board.MustNew(board.Shape{Files: 1, Ranks: 1, Layers: 1})

func (p nim) Variant() *variant.Variant                  { return nimVariant }
func (p nim) Options() variant.Options                   { return nimVariant.DefaultOptions() }
func (p nim) Board() *board.Geometry                     { return nimBoard }
func (p nim) Hash() uint64                               { return uint64(p.stones)<<1 | uint64(p.toMove) }
func (p nim) String() string                             { return fmt.Sprintf("%d %s", p.stones, nimVariant.SideName(p.toMove)) }
func (p nim) MoveText(m nimMove) string                  { return strconv.Itoa(int(m)) }
func (p nim) Actions(dst []nimMove) []nimMove            { return dst }
func (p nim) Pieces(dst []variant.Piece) []variant.Piece { return dst }
func (p nim) ToMove() variant.Side {
	if p.stones == 0 {
		return variant.NoSide
	}
	return p.toMove
}
func (p nim) Moves(dst []nimMove) []nimMove {
	for k := 1; k <= min(3, p.stones); k++ {
		dst = append(dst, nimMove(k))
	}
	return dst
}
func (p nim) Play(m nimMove) nim { return nim{p.stones - int(m), 1 - p.toMove} }
func (p nim) Outcome() variant.Outcome {
	if p.stones == 0 {
		return variant.Win(variant.SidesOf(1-p.toMove), "last stone taken")
	}
	return variant.Outcome{}
}
func (p nim) ParseMove(text string) (nimMove, error) {
	k, err := strconv.Atoi(text)
	if err != nil {
		return 0, variant.MoveError(text, 0, "a move is a number of stones")
	}
	if k < 1 || k > 3 || k > p.stones {
		return 0, variant.Illegal(text, fmt.Sprintf("take 1 to %d stones", min(3, p.stones)))
	}
	return nimMove(k), nil
}

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestPerftDivide(t *testing.T) {
	// From 5 stones: taking 1 leaves 4 (3 replies), 2 leaves 3 (3 replies),
	// 3 leaves 2 (2 replies): 3+3+2 = 8 nodes at depth 2.
	code, out, errs := runCLI("-variant", "test-nim", "-depth", "2", "-divide")
	want := "1 3\n2 3\n3 2\nnodes 8\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d, stdout %q, stderr %q; want stdout %q", code, out, errs, want)
	}
}

func TestShowAfterMovesWithOptionsAndAlias(t *testing.T) {
	// 7 stones, take 3 then 3: 1 stone left, first to move.
	code, out, _ := runCLI("-variant", "TEST-NIM-ALIAS", "-options", "stones=7", "-moves", "3 3", "-show", "-depth", "1")
	want := "position: 1 first\nto-move: first\noutcome: ongoing\nnodes 1\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d, stdout %q; want %q", code, out, want)
	}
	// Taking the last stone ends the game: the mover (first) wins.
	_, out, _ = runCLI("-variant", "test-nim", "-position", "1 first", "-moves", "1")
	if !strings.Contains(out, "outcome: won by first: last stone taken") || !strings.Contains(out, "to-move: none") {
		t.Fatalf("stdout %q", out)
	}
}

func TestBadInputExitsTwo(t *testing.T) {
	cases := []struct {
		args []string
		want string // a part of the one-line error
	}{
		{[]string{"-variant", "no-such-game"}, "no-such-game"},
		{[]string{}, "-variant is required"},
		{[]string{"-variant", "test-nim", "-options", "stones=0"}, "stones=0"},
		{[]string{"-variant", "test-nim", "-options", "colour=red"}, "colour"},
		{[]string{"-variant", "test-nim", "-position", "x first"}, "x first"},
		{[]string{"-variant", "test-nim", "-moves", "1 4"}, `move 2 "4"`},
		{[]string{"-variant", "test-nim", "-moves", "one"}, `move 1 "one"`},
		{[]string{"-variant", "test-nim", "-position", "1 first", "-moves", "1 1"}, "game over"},
		{[]string{"-variant", "test-nim", "-divide"}, "-divide needs -depth"},
		{[]string{"-variant", "test-nim", "-depth", "-1"}, "negative"},
		{[]string{"-bogus"}, "bogus"},
		{[]string{"-variant", "test-nim", "extra"}, "extra"},
	}
	for _, c := range cases {
		code, out, errs := runCLI(c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and a one-line error containing %q", c.args, code, out, errs, c.want)
		}
	}
}

func TestList(t *testing.T) {
	code, out, _ := runCLI("-list")
	if code != 0 || !strings.Contains(out, "test-nim (test-nim-alias): Nim with one pile") || !strings.Contains(out, "stones=1..100 (default 5)") {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
}
