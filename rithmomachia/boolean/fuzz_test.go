package boolean

import (
	"errors"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

var seedTexts = []string{
	"S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|..../..../..../....|..../..../..../....|s7c1c2s11/t3t5p0t6/t9p15t10t12/s13c4c8s14 w - 0",
	"..../..../..../....|..../..../..../....|..../..../..../....|..../..../..../.... w P0C1C2T3C4T5T6S7C8T9T10S11T12S13S14P15p0c1c2t3c4t5t6s7c8t9t10s11t12s13s14p15 0",
	"..../..../..../...S13|..../..../..../....|..../..../..../....|..../..../..../.... b",
	"P0.../..../..../....|..../..../..../....|..../..../..../....|p15.../..../..../.... w - 7",
}

// FuzzParse: position text never panics; bad text gives a *ParseError
// matching ErrPosition with a reason; good text round-trips, and its moves
// can be played and written.
func FuzzParse(f *testing.F) {
	for _, s := range seedTexts {
		f.Add(s)
	}
	f.Add("S7C1C2S11/T3T5P0T6/T9P15T10T12/S13C4C8S14|..../..../..../....")
	f.Add("..../..../..../C4...|..../..../..../....|..../..../..../....|..../..../..../.... w C1")
	f.Add("T16.../..../..../....|..../..../..../....|..../..../..../....|..../..../..../.... w")
	o := Variant.DefaultOptions()
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text, o)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Reason == "" || pe.Offset > len(text) {
				t.Fatalf("error %v is not a ParseError matching ErrPosition", err)
			}
			return
		}
		q, err := Parse(p.String(), o)
		if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
			t.Fatalf("round trip of %q: %v, %q", p.String(), err, q.String())
		}
		for _, m := range p.Moves(nil) {
			text := p.MoveText(m)
			if back, err := p.ParseMove(text); err != nil || back != m {
				t.Fatalf("%q: move %s reads back as %v, %v", p, text, back, err)
			}
			_ = p.Play(m).String()
		}
		_ = p.Outcome()
	})
}

// FuzzParseMove: move text never panics; errors match ErrMove or
// ErrIllegalMove; a move read back is one of the legal moves, and its text
// reads back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"S7@a11", "7@a11", "c31-c32", "c31-b21>b22", "b21-b22xc22xd31", "a11", "@", "x", "a11-", "a11-a12>", "T7@a11", "P15@b21xa11", "a11-a12xa13xa13", "d99-a11", "e11-a11"} {
		for k := range 3 {
			f.Add(k, s)
		}
	}
	var starts []Position
	study, _ := Variant.ParseOptions(OptStudy + "=true")
	for _, s := range seedTexts {
		p, err := Parse(s, study)
		if err != nil {
			f.Fatal(err)
		}
		starts = append(starts, p)
	}
	f.Fuzz(func(t *testing.T, k int, text string) {
		p := starts[(k%len(starts)+len(starts))%len(starts)]
		m, err := p.ParseMove(text)
		if err != nil {
			if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
				t.Fatalf("%q: error %v matches neither ErrMove nor ErrIllegalMove", text, err)
			}
			return
		}
		found := false
		for _, l := range p.Moves(nil) {
			found = found || l == m
		}
		if !found {
			t.Fatalf("%q read as %s, which is not a legal move", text, p.MoveText(m))
		}
		if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
			t.Fatalf("%q: %s reads back as %v, %v", text, p.MoveText(m), back, err)
		}
	})
}

// fuzzOptionSets are options for FuzzParseAfterMove, most not the default.
var fuzzOptionSets = []string{
	"", "setup=standard", "firstmover=black", "pyramidpush=false", "pushintoorigin=false",
	"chaincaptures=true,equations=not-xor", "equations=and+nor,nocapturelimit=3", "study=true",
	"study=true,chaincaptures=true,firstmover=black",
}

// FuzzParseAfterMove is the differential fuzz of issue 12: any position
// text that Parse accepts, under one of fuzzOptionSets, after any legal
// move, gives a position whose text reads back to an equal position (the
// same text and hash): so it is valid, as Parse checks validity.
func FuzzParseAfterMove(f *testing.F) {
	for k := range fuzzOptionSets {
		for _, s := range seedTexts {
			f.Add(k, s)
		}
	}
	opts := make([]variant.Options, len(fuzzOptionSets))
	for i, s := range fuzzOptionSets {
		o, err := Variant.ParseOptions(s)
		if err != nil {
			f.Fatal(err)
		}
		opts[i] = o
		p, err := Start(o)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(i, p.String())
	}
	f.Fuzz(func(t *testing.T, k int, text string) {
		o := opts[(k%len(opts)+len(opts))%len(opts)]
		p, err := Parse(text, o)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Reason == "" || len(err.Error()) > 400 {
				t.Fatalf("error %v is not a short ParseError matching ErrPosition", err)
			}
			return
		}
		for _, m := range p.Moves(nil) {
			n := p.Play(m)
			back, err := Parse(n.String(), o)
			if err != nil {
				t.Fatalf("%s after %s: %q does not read back: %v", p, p.MoveText(m), n.String(), err)
			}
			if back.String() != n.String() || back.Hash() != n.Hash() {
				t.Fatalf("%s after %s: %q reads back as %q", p, p.MoveText(m), n.String(), back.String())
			}
		}
	})
}
