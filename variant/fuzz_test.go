package variant_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/ludus-chess/ludus/variant"
)

// Fuzz tests of every parser of the package: bad input never panics and is
// reported as a typed error; what is read is written back to text that
// reads the same.

func FuzzParseRecords(f *testing.F) {
	for _, s := range []string{
		wildRecords,
		"",
		"1. e4 e5 2. Nf3 *",
		"[Event \"a\\\"b\"]\n\n1. e4 {x} (1. d4 (1. c4)) 1-0",
		"1.e4!? $1 ; x\n 1-0-1-0 [A \"b\"] *",
		"% esc\n1... e5 12. x 3.1-0",
		"e4 %x\n%y\nz *",
		"[Result \"foo\"]",
		"1.2.e4 ½-½",
		"{",
		"(",
		")",
		"[",
		"[A",
		"$",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		recs, err := variant.ParseRecords(text)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrRecord) || !errors.As(err, &pe) {
				t.Fatalf("ParseRecords(%q): error %v is not a *ParseError matching ErrRecord", text, err)
			}
			if pe.Input != text || pe.Offset < -1 || pe.Offset > len(text) || pe.Reason == "" {
				t.Fatalf("ParseRecords(%q): error %#v does not say where and why", text, pe)
			}
			return
		}
		var all strings.Builder
		for _, r := range recs {
			if r.Result == "" {
				t.Fatalf("ParseRecords(%q): a record without a result", text)
			}
			s := r.String()
			back, err := variant.ParseRecord(s)
			if err != nil {
				t.Fatalf("ParseRecords(%q): record %q does not read back: %v", text, s, err)
			}
			if diff := cmp.Diff(r, back, cmpopts.EquateEmpty()); diff != "" {
				t.Fatalf("record %q reads back differently (-first +second):\n%s", s, diff)
			}
			all.WriteString(s)
		}
		back, err := variant.ParseRecords(all.String())
		if err != nil || !cmp.Equal(recs, back, cmpopts.EquateEmpty()) {
			t.Fatalf("records of %q written together read back as %v, %v", text, back, err)
		}
		single, err := variant.ParseRecord(text)
		if len(recs) == 1 && (err != nil || !cmp.Equal(recs[0], single, cmpopts.EquateEmpty())) {
			t.Fatalf("ParseRecord(%q) = %v, %v; ParseRecords found one", text, single, err)
		}
		if len(recs) != 1 && !errors.Is(err, variant.ErrRecord) {
			t.Fatalf("ParseRecord(%q) of %d games: %v", text, len(recs), err)
		}
	})
}

func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{
		"", "castling", "castling=off,files=10,army=RNABQKBCNR", "preset=capablanca,promotion=any",
		"preset", "preset=", "=", ",,", "files=+7,army=RNBKBNR", "army=a=b", "FILES = 12 , army=ABCDEFGHIJKL",
		"size=3,partners,repetition=9", "first=o,misere",
	} {
		f.Add(s)
	}
	vs := []*variant.Variant{armyOptions, armyMini, tttVariant, fsVariant}
	f.Fuzz(func(t *testing.T, text string) {
		for _, v := range vs {
			o, err := v.ParseOptions(text)
			if err != nil {
				var oe *variant.OptionError
				if !errors.Is(err, variant.ErrOption) || !errors.As(err, &oe) || oe.Reason == "" {
					t.Fatalf("%s: ParseOptions(%q): %v is not an *OptionError", v.Name, text, err)
				}
				continue
			}
			s := o.String()
			back, err := v.ParseOptions(s)
			if err != nil || !back.Equal(o) || back.String() != s {
				t.Fatalf("%s: ParseOptions(%q) writes as %q, which reads back as %v, %v", v.Name, text, s, back.Settings(), err)
			}
			for _, st := range o.Settings() {
				if st.Value == "" || strings.ContainsAny(st.Value, ",=") {
					t.Fatalf("%s: ParseOptions(%q): value %q of %s", v.Name, text, st.Value, st.Key)
				}
			}
		}
	})
}

func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"*", "", "1-0", "0-1", "1/2-1/2", "½-½", "1-0-1-0", "0-0", "1-1", "2-0", "-", "1--0"} {
		for _, n := range []int{2, 4} {
			f.Add(s, n)
		}
	}
	f.Add("1-0", 0)
	f.Add("1", 1)
	f.Add("1-0-0-0-0-0-0-0-0", 9)
	f.Add("0-1", -3)
	f.Fuzz(func(t *testing.T, tok string, n int) {
		o, err := variant.ParseResult(tok, n)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrRecord) || !errors.As(err, &pe) || pe.Input != tok {
				t.Fatalf("ParseResult(%q, %d): %v", tok, n, err)
			}
			return
		}
		if !o.Over() {
			if tok != "*" && tok != "" {
				t.Fatalf("ParseResult(%q, %d) is ongoing", tok, n)
			}
			return
		}
		// A finished result has one score per side and reads back from
		// its own writing.
		if n < 1 || n > variant.MaxSides || strings.Count(tok, "-")+1 != n {
			t.Fatalf("ParseResult(%q, %d) = %v", tok, n, o)
		}
		back, err := variant.ParseResult(o.Result(n), n)
		if err != nil || back != o {
			t.Fatalf("ParseResult(%q, %d) = %v writes as %q, which reads as %v, %v", tok, n, o, o.Result(n), back, err)
		}
	})
}

// The toys' own parsers, fuzzed as game packages fuzz theirs: no panic,
// typed errors, and text that reads back the same.
func FuzzToyPositions(f *testing.F) {
	for _, s := range []string{".../.../... x", "x../ox./o.x -", "g,y/r,b r", "g,.,y/.,.,./r,.,b r", "gy,./.,br -", "g,ybr/.,. g conceded", "", "x", "rbyg"} {
		f.Add(s, "a1-b1")
	}
	f.Add("xo./.../... x", "c3")
	for _, name := range []string{"tictactoe", "fourstones"} {
		v, _ := variant.Lookup(name)
		for _, opts := range []string{"", "size=3", "first=o"} {
			if _, err := v.ParseOptions(opts); err != nil {
				continue
			}
			f.Add(v.DefaultOptions().String(), "concede")
		}
	}
	f.Fuzz(func(t *testing.T, text, move string) {
		for _, c := range []struct{ name, opts string }{{"tictactoe", ""}, {"tictactoe", "first=o"}, {"fourstones", ""}, {"fourstones", "size=3"}} {
			p, err := variant.NewPosition(c.name, c.opts, text)
			if err != nil {
				if !errors.Is(err, variant.ErrPosition) && text != "" {
					t.Fatalf("%s: Parse(%q): %v", c.name, text, err)
				}
				continue
			}
			q, err := p.Variant().Parse(p.String(), p.Options())
			if err != nil || q.String() != p.String() || q.Hash() != p.Hash() {
				t.Fatalf("%s: %q reads as %q, which reads as %v, %v", c.name, text, p, q, err)
			}
			m, err := p.ParseMove(move)
			if err != nil {
				if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
					t.Fatalf("%s: ParseMove(%q) in %s: %v", c.name, move, p, err)
				}
				continue
			}
			if _, err := variant.PlayChecked(p, m); err != nil {
				t.Fatalf("%s: ParseMove(%q) in %s gave %#x, which is not legal: %v", c.name, move, p, m, err)
			}
			if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
				t.Fatalf("%s: move %q writes as %q, which reads as %#x, %v", c.name, move, p.MoveText(m), back, err)
			}
		}
	})
}

// FuzzOutcomeJSON: any JSON that Outcome.UnmarshalJSON accepts is a
// consistent outcome that writes back to JSON reading as the same outcome.
func FuzzOutcomeJSON(f *testing.F) {
	for _, s := range []string{
		`{"status":"ongoing"}`, `{"status":"won","winners":[0,2],"reason":"checkmate"}`,
		`{"status":"drawn","reason":"stalemate"}`, `{"status":"won"}`, `{"status":"won","winners":[63]}`,
		`{"status":"drawn","winners":[1]}`, `null`, `{}`, `[`, `{"status":"won","winners":[1e3]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var o variant.Outcome
		if err := json.Unmarshal([]byte(text), &o); err != nil {
			return
		}
		if err := o.Valid(); err != nil && text != "null" {
			t.Fatalf("Unmarshal(%q) accepted the inconsistent %+v: %v", text, o, err)
		}
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var back variant.Outcome
		if err := json.Unmarshal(b, &back); err != nil || back != o {
			t.Fatalf("%+v writes as %s, which reads back as %+v, %v", o, b, back, err)
		}
	})
}
