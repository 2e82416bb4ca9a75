package variant_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/ludus-chess/ludus/variant"
	"pgregory.net/rapid"
)

// Property tests over random games of the toys (random options, random
// moves and actions) and random records and option texts.

// randomToy draws a start position of one of the toys with random options.
func randomToy(t *rapid.T) variant.AnyPosition {
	if rapid.Bool().Draw(t, "tictactoe") {
		first := rapid.SampledFrom([]string{"x", "o"}).Draw(t, "first")
		misere := rapid.Bool().Draw(t, "misere")
		width := rapid.IntRange(0, 2).Draw(t, "width")
		o, err := tttVariant.ParseOptions("first=" + first + ",misere=" + strconv.FormatBool(misere))
		if err != nil {
			t.Fatal(err)
		}
		switch width {
		case 0:
			return variant.Dynamic(tttStart[uint16](o))
		case 1:
			return variant.Dynamic(tttStart[uint32](o))
		}
		return variant.Dynamic(tttStart[uint64](o))
	}
	size := rapid.IntRange(2, 3).Draw(t, "size")
	rep := rapid.IntRange(2, 9).Draw(t, "repetition")
	partners := rapid.Bool().Draw(t, "partners")
	return variant.Dynamic(fsNew("size=" + strconv.Itoa(size) + ",repetition=" + strconv.Itoa(rep) + ",partners=" + strconv.FormatBool(partners)))
}

// checkPosition checks what must hold in every position: the side to move
// has a move exactly while the game goes on, every move and action reads
// back from its text, and the position text reads back to an equal
// position.
func checkPosition(t *rapid.T, p variant.AnyPosition) {
	moves := p.Moves(nil)
	acts := p.Actions(nil)
	over := p.Outcome().Over()
	if over != (p.ToMove() == variant.NoSide) || over != (len(moves) == 0) {
		t.Fatalf("%s: outcome %v, %v to move, %d moves", p, p.Outcome(), p.ToMove(), len(moves))
	}
	if over && len(acts) != 0 {
		t.Fatalf("%s: finished, yet actions %v", p, acts)
	}
	for _, m := range append(moves, acts...) {
		text := p.MoveText(m)
		back, err := p.ParseMove(text)
		if err != nil || back != m {
			t.Fatalf("%s: move %#x writes as %q, which reads as %#x, %v", p, m, text, back, err)
		}
	}
	q, err := p.Variant().Parse(p.String(), p.Options())
	if err != nil {
		t.Fatalf("position text %q does not read back: %v", p, err)
	}
	if q.String() != p.String() || q.Hash() != p.Hash() || q.ToMove() != p.ToMove() || q.Outcome() != p.Outcome() {
		t.Fatalf("position text %q reads back as %q", p, q)
	}
	// Stacks are contiguous from level 0, and every side's pieces are there.
	levels := map[int]int{}
	for _, pc := range p.Pieces(nil) {
		if pc.Level != levels[int(pc.Cell)] {
			t.Fatalf("%s: piece %+v out of order", p, pc)
		}
		levels[int(pc.Cell)]++
	}
}

// Playing a move and taking it back restores the position, and playing
// never changes the position played from.
func TestPropertyPlayUndo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := variant.NewGame(randomToy(t))
		plies := rapid.IntRange(0, 30).Draw(t, "plies")
		for range plies {
			p := g.Position()
			checkPosition(t, p)
			legal := p.Moves(nil)
			if rapid.IntRange(0, 9).Draw(t, "action?") == 0 {
				legal = append(legal, p.Actions(nil)...)
			}
			if len(legal) == 0 {
				break
			}
			text, hash := p.String(), p.Hash()
			m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
			if err := g.Play(m); err != nil {
				if g.Outcome().Over() { // a repetition draw: the game is over
					break
				}
				t.Fatalf("%s: Play(%s): %v", p, p.MoveText(m), err)
			}
			if p.String() != text || p.Hash() != hash {
				t.Fatalf("Play changed the position played from: %s became %s", text, p)
			}
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if got := g.Position(); got.String() != text || got.Hash() != hash {
				t.Fatalf("Undo of %s gives %s, want %s", p.MoveText(m), got, text)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		checkPosition(t, g.Position())
		// The whole game reads back from its record.
		rec := g.Record()
		back, err := variant.ParseRecord(rec.String())
		if err != nil {
			t.Fatalf("record %q: %v", rec.String(), err)
		}
		h, err := variant.Load(back)
		if err != nil {
			t.Fatalf("Load(%q): %v", rec.String(), err)
		}
		if h.Position().String() != g.Position().String() || h.Outcome() != g.Outcome() {
			t.Fatalf("loaded game ends at %s (%v), want %s (%v)", h.Position(), h.Outcome(), g.Position(), g.Outcome())
		}
	})
}

// moveToken draws a move token that a record keeps as a move.
var moveToken = rapid.OneOf(
	rapid.StringMatching(`[a-z][1-9]`),
	rapid.StringMatching(`[a-z][1-9]-[a-z][1-9]`),
	rapid.StringMatching(`[A-Za-z%*+#=/:@~^&|<>_.-][A-Za-z0-9%*+#=/:@~^&|<>_.!?-]{0,9}`).
		Filter(func(s string) bool { return s != "*" && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") }),
	rapid.StringMatching(`[1-9][0-9]{0,3}`), // digits alone are a move, not a move number
)

var results = []string{"*", "1-0", "0-1", "1/2-1/2", "½-½", "1-0-1-0", "0-1-0-1", "1/2-1/2-1/2-1/2", "0-0-1"}

var recordGen = rapid.Custom(func(t *rapid.T) variant.Record {
	r := variant.Record{
		Result: rapid.SampledFrom(results).Draw(t, "result"),
		Moves:  rapid.SliceOfN(moveToken, 0, 60).Draw(t, "moves"),
	}
	names := rapid.SliceOfN(rapid.StringMatching(`[A-Za-z0-9_]{1,12}`).Filter(func(s string) bool { return s != "Result" }), 0, 5).Draw(t, "tags")
	for _, n := range names {
		v := rapid.String().Draw(t, "value")
		r.Tags = append(r.Tags, variant.Tag{Name: n, Value: strings.ReplaceAll(v, "\n", " ")})
	}
	switch rapid.IntRange(0, 2).Draw(t, "result tag") {
	case 1:
		r.SetTag("Result", r.Result)
	case 2:
		r.SetTag("Result", "*")
	}
	return r
})

var ignoreNumbering = cmpopts.IgnoreFields(variant.Record{}, "PliesPerNumber", "FirstNumber", "FirstPly")

func TestPropertyRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		recs := rapid.SliceOfN(recordGen, 1, 4).Draw(t, "records")
		var all strings.Builder
		for i := range recs {
			recs[i].PliesPerNumber = rapid.IntRange(0, 4).Draw(t, "per")
			recs[i].FirstNumber = rapid.IntRange(0, 99).Draw(t, "first")
			recs[i].FirstPly = rapid.IntRange(0, max(recs[i].PliesPerNumber, 2)-1).Draw(t, "ply")
			text := recs[i].String()
			back, err := variant.ParseRecord(text)
			if err != nil {
				t.Fatalf("ParseRecord(%q): %v", text, err)
			}
			if diff := cmp.Diff(recs[i], back, cmpopts.EquateEmpty(), ignoreNumbering); diff != "" {
				t.Fatalf("ParseRecord(%q) (-want +got):\n%s", text, diff)
			}
			b, err := json.Marshal(recs[i])
			if err != nil {
				t.Fatal(err)
			}
			var fromJSON variant.Record
			if err := json.Unmarshal(b, &fromJSON); err != nil || !cmp.Equal(recs[i], fromJSON, cmpopts.EquateEmpty(), ignoreNumbering) {
				t.Fatalf("JSON %s reads back as %+v, %v", b, fromJSON, err)
			}
			all.WriteString(text)
		}
		back, err := variant.ParseRecords(all.String())
		if err != nil {
			t.Fatalf("ParseRecords: %v", err)
		}
		if diff := cmp.Diff(recs, back, cmpopts.EquateEmpty(), ignoreNumbering); diff != "" {
			t.Fatalf("ParseRecords (-want +got):\n%s", diff)
		}
	})
}

// Random option texts for armyOptions or armyMini give the values they say,
// and their String reads back to equal options.
func TestPropertyOptions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := rapid.SampledFrom([]*variant.Variant{armyOptions, armyMini}).Draw(t, "variant")
		want := map[string]string{"castling": "true", "files": "8", "promotion": "Queen", "army": "RNBQKBNR"}
		var parts []string
		preset := v.DefaultPreset
		if rapid.Bool().Draw(t, "preset?") {
			preset = rapid.SampledFrom([]string{"Capablanca", "minichess"}).Draw(t, "preset")
			parts = append(parts, randomCase(t, "preset")+"="+randomCase(t, preset))
		}
		for _, p := range v.Presets {
			if p.Name == preset {
				for _, s := range p.Settings {
					want[s.Key] = s.Value
					if s.Value == "off" {
						want[s.Key] = "false"
					}
				}
			}
		}
		if rapid.Bool().Draw(t, "castling?") {
			val := rapid.SampledFrom([]string{"true", "false", "on", "off", "yes", "no", "1", "0", ""}).Draw(t, "castling")
			want["castling"] = map[bool]string{true: "true", false: "false"}[val == "" || val == "true" || val == "on" || val == "yes" || val == "1"]
			if val == "" {
				parts = append(parts, randomCase(t, "castling"))
			} else {
				parts = append(parts, randomCase(t, "castling")+"="+randomCase(t, val))
			}
		}
		if rapid.Bool().Draw(t, "files?") {
			n := rapid.IntRange(6, 12).Draw(t, "files")
			want["files"] = strconv.Itoa(n)
			parts = append(parts, " files = "+rapid.SampledFrom([]string{"", "+", "0"}).Draw(t, "sign")+strconv.Itoa(n))
		}
		if rapid.Bool().Draw(t, "promotion?") {
			c := rapid.SampledFrom([]string{"Queen", "Any"}).Draw(t, "promotion")
			want["promotion"] = c
			parts = append(parts, "promotion="+randomCase(t, c))
		}
		if rapid.Bool().Draw(t, "army?") {
			n, _ := strconv.Atoi(want["files"])
			a := rapid.StringMatching(`[A-Z]{`+strconv.Itoa(n)+`}`).Draw(t, "army")
			want["army"] = a
			parts = append(parts, "army="+a)
		}
		perm := rapid.Permutation(parts).Draw(t, "order")
		text := strings.Join(perm, ",")
		o, err := v.ParseOptions(text)
		if n, _ := strconv.Atoi(want["files"]); len(want["army"]) != n {
			// The combination is checked: the army must fill the files.
			var oe *variant.OptionError
			if !errors.As(err, &oe) || oe.Key != "army" || oe.Value != want["army"] {
				t.Fatalf("%s: ParseOptions(%q) = %v, want the army refused", v.Name, text, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s: ParseOptions(%q): %v", v.Name, text, err)
		}
		if diff := cmp.Diff(want, settings(o)); diff != "" {
			t.Fatalf("%s: ParseOptions(%q) (-want +got):\n%s", v.Name, text, diff)
		}
		back, err := v.ParseOptions(o.String())
		if err != nil || !back.Equal(o) || back.String() != o.String() {
			t.Fatalf("%s: %q (from %q) does not read back: %v", v.Name, o.String(), text, err)
		}
	})
}

func randomCase(t *rapid.T, s string) string {
	if rapid.Bool().Draw(t, "upper?") {
		return strings.ToUpper(s)
	}
	return s
}

func TestPropertyOutcome(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, variant.MaxSides).Draw(t, "sides")
		var o variant.Outcome
		switch rapid.IntRange(0, 2).Draw(t, "status") {
		case 1:
			w := variant.SideSet(rapid.IntRange(1, 1<<n-1).Draw(t, "winners"))
			o = variant.Win(w, rapid.String().Draw(t, "reason"))
		case 2:
			o = variant.Draw(rapid.String().Draw(t, "reason"))
		}
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var back variant.Outcome
		if err := json.Unmarshal(b, &back); err != nil || back != o {
			t.Fatalf("JSON %s reads back as %v, %v", b, back, err)
		}
		res, err := variant.ParseResult(o.Result(n), n)
		o.Reason = ""
		if err != nil || res != o {
			t.Fatalf("ParseResult(%q) = %v, %v; want %v", o.Result(n), res, err, o)
		}
	})
}
