package variant_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/ludus-chess/ludus/variant"
)

// A record in the wild: tags with escapes, comments of both kinds, NAGs,
// nested variations, move numbers alone and attached, annotation marks, an
// escape line, then a second game of four sides.
const wildRecords = `% exported by a test
[Event "Club \"Open\" \\ 1"]
[Variant "tictactoe"]
[Result "1-0"]

1. b2 {the centre; strong} a1 $2 2.c1! ; a comment to the end of the line
a2 (2... c3 3. a3 (3. a2?! {nested (not a variation)} c2) 3... a2) 3. a3!! 1-0

[Variant "fourstones"] [Options "size=3"]
1. a1-b1 c1-c2 c3-b3 a3-a2 2. b1-a1 {back} 2... c2-c1 (2... c2-b2) b3-c3 a2-a3 1/2-1/2-1/2-1/2
`

func TestParseRecords(t *testing.T) {
	recs, err := variant.ParseRecords(wildRecords)
	if err != nil {
		t.Fatal(err)
	}
	want := []variant.Record{
		{
			Tags:   []variant.Tag{{Name: "Event", Value: `Club "Open" \ 1`}, {Name: "Variant", Value: "tictactoe"}, {Name: "Result", Value: "1-0"}},
			Moves:  []string{"b2", "a1", "c1", "a2", "a3"},
			Result: "1-0",
			Notes: []variant.Note{
				{Comments: []string{"the centre; strong"}},
				{NAGs: []int{2}},
				{NAGs: []int{1}, Comments: []string{"a comment to the end of the line"}},
				{Variations: []variant.Line{{Moves: []string{"c3", "a3", "a2"}, Notes: []variant.Note{{}, {Variations: []variant.Line{{
					Moves: []string{"a2", "c2"}, Notes: []variant.Note{{NAGs: []int{6}, Comments: []string{"nested (not a variation)"}}}}}}}}}},
				{NAGs: []int{3}},
			},
		},
		{
			Tags:   []variant.Tag{{Name: "Variant", Value: "fourstones"}, {Name: "Options", Value: "size=3"}},
			Moves:  fsCycle,
			Result: "1/2-1/2-1/2-1/2",
			Notes:  []variant.Note{4: {Comments: []string{"back"}}, 5: {Variations: []variant.Line{{Moves: []string{"c2-b2"}}}}},
		},
	}
	if diff := cmp.Diff(want, recs); diff != "" {
		t.Fatalf("ParseRecords (-want +got):\n%s", diff)
	}
	// Both load: the first is won on the board, the second is an agreed
	// draw of four.
	g, err := variant.Load(recs[0])
	if err != nil || g.Outcome() != variant.Win(variant.SidesOf(tttX), "three in a row") {
		t.Errorf("Load 1: %v, %v", err, g.Outcome())
	}
	g, err = variant.Load(recs[1])
	if err != nil || g.Outcome().Status != variant.Drawn || g.Repetitions() != 2 {
		t.Errorf("Load 2: %v", err)
	}
	if _, err := variant.ParseRecord(wildRecords); !errors.Is(err, variant.ErrRecord) || !strings.Contains(err.Error(), "2 games in the text; want one") {
		t.Errorf("ParseRecord of two games: %v", err)
	}
}

func TestParseRecordDetails(t *testing.T) {
	for _, c := range []struct {
		text string
		want variant.Record
	}{
		// A game without result takes its Result tag, or "*".
		{"[Result \"0-1\"]\n1. e4", variant.Record{Tags: []variant.Tag{{"Result", "0-1"}}, Moves: []string{"e4"}, Result: "0-1"}},
		{"[Result \"?\"]\n1. e4", variant.Record{Tags: []variant.Tag{{"Result", "?"}}, Moves: []string{"e4"}, Result: "*"}},
		{"1. e4 e5", variant.Record{Moves: []string{"e4", "e5"}, Result: "*"}},
		// Move numbers: "12." and "12..." alone or attached; several in a row.
		{"12... e5 13.Nf3 14...Nc6 1.2.d4 *", variant.Record{Moves: []string{"e5", "Nf3", "Nc6", "d4"}, Result: "*"}},
		// Annotation marks become NAGs ($5 for !?, $4 ??, $3 !!, $1 !); a
		// mark alone annotates the move before it.
		{"e4!? e5?? !! Nf3!", variant.Record{Moves: []string{"e4", "e5", "Nf3"}, Result: "*",
			Notes: []variant.Note{{NAGs: []int{5}}, {NAGs: []int{4, 3}}, {NAGs: []int{1}}}}},
		// Results: ½, four sides, a tag of "*" agrees with any result, and
		// a result token of "*" with any tag.
		{"e4 ½-½", variant.Record{Moves: []string{"e4"}, Result: "½-½"}},
		{"[Result \"1/2-1/2\"] e4 ½-½", variant.Record{Tags: []variant.Tag{{"Result", "1/2-1/2"}}, Moves: []string{"e4"}, Result: "½-½"}},
		{"[Result \"*\"] a1-b1 0-1-0-1", variant.Record{Tags: []variant.Tag{{"Result", "*"}}, Moves: []string{"a1-b1"}, Result: "0-1-0-1"}},
		{"[Result \"1-0\"] e4 *", variant.Record{Tags: []variant.Tag{{"Result", "1-0"}}, Moves: []string{"e4"}, Result: "*"}},
		// A move number attached to a result, and marks after it.
		{"e4 3.1-0", variant.Record{Moves: []string{"e4"}, Result: "1-0"}},
		{"e4 1-0!", variant.Record{Moves: []string{"e4"}, Result: "1-0"}},
		// A tag alone; spaces inside the brackets.
		{"[ Site   \"here\"  ]", variant.Record{Tags: []variant.Tag{{"Site", "here"}}, Result: "*"}},
		// '%' starts an escape line only at the start of a line.
		{"e4 %x\n%e5 ignored\nNf3 *", variant.Record{Moves: []string{"e4", "%x", "Nf3"}, Result: "*"}},
		// A backslash before anything but a quote or a backslash stays.
		{`[A "a\nb\\"] *`, variant.Record{Tags: []variant.Tag{{"A", `a\nb\`}}, Result: "*"}},
	} {
		got, err := variant.ParseRecord(c.text)
		if err != nil {
			t.Errorf("ParseRecord(%q): %v", c.text, err)
			continue
		}
		if diff := cmp.Diff(c.want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("ParseRecord(%q) (-want +got):\n%s", c.text, diff)
		}
	}
}

func TestParseRecordErrors(t *testing.T) {
	for _, c := range []struct {
		text   string
		offset int
		reason string
	}{
		{"", -1, "no game"},
		{"  {only a comment}\n; and another\n", -1, "no game"},
		{"1. e4 {unclosed", 6, "comment not closed"},
		{"1. e4 (e5 (d5) ", 6, "variation not closed"},
		{"1. e4 (e5 {)} ", 6, "variation not closed"},
		{"1. e4 (e5 {x", 10, "comment not closed"},
		{"1. e4 ) e5", 6, "')' without a variation"},
		{"1. e4 $ e5", 6, "'$' without a number"},
		{"[ \"x\"]", 2, "tag without a name"},
		{"[Event x]", 7, "value must be in double quotes"},
		{"[Event \"x]\n", 10, "not closed"},
		{"[Event \"x\" y]", 11, "']' expected"},
		{"[Event \"x\"", 10, "']' expected"},
		{"[Result \"1-0\"] e4 0-1", 18, "result 0-1 differs from the Result tag 1-0"},
		{"e4 1-0 e5 0-1 x", -1, "3 games"},
	} {
		_, err := variant.ParseRecord(c.text)
		checkParseError(t, err, variant.ErrRecord, c.text, c.offset, c.reason)
	}
}

func TestRecordString(t *testing.T) {
	r := variant.Record{
		Tags:   []variant.Tag{{"Event", `say "hi" \o/`}, {"Annotator", "line one\nline two"}},
		Moves:  []string{"a1-b1", "c1-c2", "c3-b3", "a3-a2", "b1-a1"},
		Result: "0-1-0-1",
		// Four sides: one move number a round of four plies; the record
		// starts with blue, the second ply of round 7.
		PliesPerNumber: 4, FirstNumber: 7, FirstPly: 1,
	}
	want := `[Event "say \"hi\" \\o/"]
[Annotator "line one line two"]

7... a1-b1 c1-c2 c3-b3 8. a3-a2 b1-a1 0-1-0-1
`
	if got := r.String(); got != want {
		t.Errorf("String:\n%s\nwant:\n%s", got, want)
	}
	// An empty record.
	if got := (variant.Record{}).String(); got != "\n*\n" {
		t.Errorf("empty record: %q", got)
	}
	// Lines are wrapped at 79 columns; a move starting with '%' is never
	// put first on a line.
	long := variant.Record{Result: "*"}
	for range 40 {
		long.Moves = append(long.Moves, "abcdefgh")
	}
	long.Moves = append(long.Moves, "%pct")
	text := long.String()
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if len(line) > 79 && !strings.Contains(line, "%") {
			t.Errorf("line of %d columns: %q", len(line), line)
		}
		if strings.HasPrefix(line, "%") {
			t.Errorf("line starts with %%: %q", line)
		}
	}
	back, err := variant.ParseRecord(text)
	if err != nil || !cmp.Equal(back.Moves, long.Moves) {
		t.Errorf("long record does not read back: %v", err)
	}
	// Tag and SetTag.
	var s variant.Record
	s.SetTag("A", "1")
	s.SetTag("B", "2")
	s.SetTag("A", "3")
	if v, ok := s.Tag("A"); !ok || v != "3" || len(s.Tags) != 2 {
		t.Errorf("SetTag: %+v", s.Tags)
	}
	if _, ok := s.Tag("C"); ok {
		t.Error("Tag(C) found")
	}
}

func TestParseResult(t *testing.T) {
	for _, c := range []struct {
		tok  string
		n    int
		want variant.Outcome
	}{
		{"*", 2, variant.Outcome{}},
		{"", 4, variant.Outcome{}},
		{"1-0", 2, variant.Win(variant.SidesOf(0), "")},
		{"0-1", 2, variant.Win(variant.SidesOf(1), "")},
		{"1/2-1/2", 2, variant.Draw("")},
		{"½-½", 2, variant.Draw("")},
		{"1-0-1-0", 4, variant.Win(variant.SidesOf(0, 2), "")},
		{"0-1-0-1", 4, variant.Win(variant.SidesOf(1, 3), "")},
		{"0-0-1", 3, variant.Win(variant.SidesOf(2), "")},
		{"1/2-1/2-1/2-1/2", 4, variant.Draw("")},
	} {
		got, err := variant.ParseResult(c.tok, c.n)
		if err != nil || got != c.want {
			t.Errorf("ParseResult(%q, %d) = %v, %v; want %v", c.tok, c.n, got, err, c.want)
		}
		if c.want.Over() {
			// Outcome.Result writes it back (with 1/2 for ½).
			if w := c.want.Result(c.n); w != strings.ReplaceAll(c.tok, "½", "1/2") {
				t.Errorf("%v.Result(%d) = %q, want %q", c.want, c.n, w, c.tok)
			}
		}
	}
	for _, c := range []struct {
		tok    string
		n      int
		reason string
	}{
		{"1-0", 4, "result has 2 scores; the game has 4 sides"},
		{"1-0-1-0", 2, "4 scores"},
		{"2-0", 2, `score "2"`},
		{"1-", 2, `score ""`},
		{"0-0", 2, "do not make a win or a draw"},
		{"1/2-0", 2, "do not make a win or a draw"},
		{"1-1/2", 2, "do not make a win or a draw"},
		{"draw", 2, "1 scores"},
		{"1-0", 0, "1 to 8 sides, not 0"},
		{"1-0-0-0-0-0-0-0-0", 9, "not 9"},
	} {
		_, err := variant.ParseResult(c.tok, c.n)
		checkParseError(t, err, variant.ErrRecord, c.tok, -1, c.reason)
	}
}
