package rithmomachia

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

func fuzzSeeds() []string {
	var out []string
	for _, o := range []string{"", "preset=F1", "preset=F2", "preset=F3,length=10", "preset=Italian"} {
		p, _ := New(o)
		out = append(out, p.String())
	}
	out = append(out,
		".......s361/......../......../......../......../......../......../......../......../......../......../......../......../......../..P91(36.25.4)...../S15....... e R9'T12' K16k36r2' window=16 {preset=F2,redemption=nextturnonly}",
		"......../......../......../......../......../......../......../......../......../......../......../......../......../......../......../........ o - - result=even:harmony:2 {}",
		"......../......../......../......../......../......../......../......../......../......../......../......../......../......../..P91(36.25.16.4.1)...../S15..R8.... o - k9 pick=9 {preset=F1}",
	)
	return out
}

// FuzzParse: bad position text never panics and fails with an error
// matching variant.ErrPosition or ErrOption; good text round-trips, and
// the position's moves can be listed, written, read back and played.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s, Rithmomachia.DefaultOptions())
		if err != nil {
			if !errors.Is(err, variant.ErrPosition) && !errors.Is(err, variant.ErrOption) {
				t.Fatalf("error %v matches neither ErrPosition nor ErrOption", err)
			}
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		text := p.String()
		q, err := Parse(text, Rithmomachia.DefaultOptions())
		if err != nil || !equalPositions(p, q) || q.String() != text {
			t.Fatalf("round trip of %q: %q, %v", s, q.String(), err)
		}
		ms := p.Moves(nil)
		for i, m := range ms {
			if i == 16 {
				break
			}
			mt := p.MoveText(m)
			back, err := p.ParseMove(mt)
			if err != nil || back != m {
				t.Fatalf("move %q does not read back: %v", mt, err)
			}
			_ = p.Play(m).String()
		}
		_ = p.Outcome()
		_ = p.Pieces(nil)
		_ = p.Hash()
	})
}

// FuzzParseMove: bad move text never panics and fails with an error
// matching variant.ErrMove or ErrIllegalMove.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"c13-c12", "a14-c12", "d3-d4xd7", "c4~b2xa1", "d4:d7", "R9'@c12", "=9@g5", "=9", "=c3", "xd5", "xd4/16", "h16-h13xd4/36", "", "x", "=", "@", "a0-a1", "p1-a1", "a17-a1"} {
		f.Add(0, s)
		f.Add(3, s)
	}
	seeds := fuzzSeeds()
	var positions []Position
	for _, s := range seeds {
		p, err := Parse(s, Rithmomachia.DefaultOptions())
		if err != nil {
			f.Fatal(err)
		}
		positions = append(positions, p)
	}
	f.Fuzz(func(t *testing.T, i int, s string) {
		p := positions[(i%len(positions)+len(positions))%len(positions)]
		m, err := p.ParseMove(s)
		if err != nil {
			if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
				t.Fatalf("error %v matches neither ErrMove nor ErrIllegalMove", err)
			}
			return
		}
		if !strings.HasPrefix(p.MoveText(m), strings.SplitN(s, "x", 2)[0][:0]) {
			t.Fatal("unreachable")
		}
		if _, err := variant.PlayChecked(p, m); err != nil {
			t.Fatalf("ParseMove(%q) returned a move PlayChecked refuses: %v", s, err)
		}
	})
}

// fuzzOptionSets are non-default options for FuzzParseAfterMove: every
// preset, and options that add state (redemption windows, prisoners, out
// of play, optional captures, the victory of standards).
var fuzzOptionSets = []string{
	"", "preset=F1", "preset=F2", "preset=F3,length=12", "preset=Italian",
	"preset=F2,redemption=nextturnonly", "preset=F1,pyramidvalue=current,proportioncapture=true",
	"optional=true,replacement=true", "preset=F3,length=16,captured=prisoners,dropzone=own",
}

// FuzzParseAfterMove is the differential fuzz of issue 12: any position
// text that Parse accepts (under one of fuzzOptionSets, or the options in
// its braces), after any legal action, gives a position whose text reads
// back to an equal position with the same text and hash; reading it back
// checks that it is valid.
func FuzzParseAfterMove(f *testing.F) {
	for k, o := range fuzzOptionSets {
		p, err := New(o)
		if err != nil {
			f.Fatalf("%s: %v", o, err)
		}
		f.Add(k, p.String())
		for i, m := range p.Moves(nil) {
			if i%7 == 0 {
				f.Add(k, p.Play(m).String())
			}
		}
	}
	for _, s := range fuzzSeeds() {
		f.Add(0, s)
	}
	opts := make([]variant.Options, len(fuzzOptionSets))
	for i, s := range fuzzOptionSets {
		o, err := Rithmomachia.ParseOptions(s)
		if err != nil {
			f.Fatal(err)
		}
		opts[i] = o
	}
	f.Fuzz(func(t *testing.T, k int, s string) {
		p, err := Parse(s, opts[(k%len(opts)+len(opts))%len(opts)])
		if err != nil {
			if !errors.Is(err, variant.ErrPosition) && !errors.Is(err, variant.ErrOption) || len(err.Error()) > 2000 {
				t.Fatalf("error %.200q is not a short ErrPosition or ErrOption", err)
			}
			return
		}
		for i, m := range p.Moves(nil) {
			if i == 24 {
				break
			}
			n := p.Play(m)
			back, err := Parse(n.String(), n.Options())
			if err != nil {
				t.Fatalf("%s after %s: %q does not read back: %v", p, p.MoveText(m), n.String(), err)
			}
			if !equalPositions(back, n) || back.String() != n.String() || back.Hash() != n.Hash() {
				t.Fatalf("%s after %s: %q reads back as %q", p, p.MoveText(m), n.String(), back.String())
			}
		}
	})
}
