package varianttest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadPerft(t *testing.T) {
	// The first record is python-chess's chess960.perft entry for start
	// position 518, the standard array; the second starts with its epd line.
	text := `# a comment

id 518
epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
perft 1 20
perft 2 400

epd 8/8/8/8/8/8/8/K6k w - - 0 1
perft 1 3
`
	got, err := ReadPerft(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []PerftRecord{
		{ID: "518", Position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Counts: []uint64{20, 400}, Line: 3},
		{Position: "8/8/8/8/8/8/8/K6k w - - 0 1", Counts: []uint64{3}, Line: 8},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Error(d)
	}
}

func TestReadPerftErrors(t *testing.T) {
	for _, text := range []string{
		"perft 1 20",                          // no position
		"epd x\nperft 2 400",                  // depth 2 before depth 1
		"epd x\nperft 1",                      // no count
		"epd x\nperft 1 -3",                   // not a count
		"id 1\nepd x\nnodes 1 20",             // unknown line
		"epd x\nperft 1 20\nperft 1 20",       // depth repeated
		"epd x\nperft 1 99999999999999999999", // out of range
	} {
		if _, err := ReadPerft(strings.NewReader(text)); err == nil {
			t.Errorf("ReadPerft(%q) gave no error", text)
		}
	}
}

func FuzzReadPerft(f *testing.F) {
	f.Add("id 1\nepd x\nperft 1 20\n")
	f.Fuzz(func(t *testing.T, text string) {
		recs, err := ReadPerft(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, r := range recs {
			if r.Position == "" && len(r.Counts) > 0 {
				t.Fatalf("record %+v has counts but no position", r)
			}
		}
	})
}
