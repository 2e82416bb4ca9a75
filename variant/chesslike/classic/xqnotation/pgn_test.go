package xqnotation_test

import (
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
)

// A record in WXF, as Chinese-chess PGN writes it: the central cannon
// against the screen horses, by hand: 1. C2.5 H8+7 2. H2+3 R9.8 (Black's
// 9th file is the i-file: the chariot i10 to h10, the horse has left).
const wxfRecord = `[Game "Chinese Chess"]
[Event "Example"]
[Red "Red player"]
[Black "Black player"]
[Format "WXF"]
[Result "*"]

1. C2.5 H8+7 2. H2+3 R9.8 *
`

func TestChinesePGN(t *testing.T) {
	r, err := variant.ParseRecord(wxfRecord)
	if err != nil {
		t.Fatal(err)
	}
	im, err := xqnotation.Import(r, xqnotation.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	var ludus []string
	p := im.Start
	for _, m := range im.Moves {
		ludus = append(ludus, p.MoveText(m))
		p = p.Play(m)
	}
	if got, want := strings.Join(ludus, " "), "h3e3 h10g8 h1g3 i10h10"; got != want {
		t.Errorf("moves %s, want %s", got, want)
	}
	lr, err := xqnotation.ToLudus(r, xqnotation.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	g, err := variant.Load(lr)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []xqnotation.Format{xqnotation.FormatICCS, xqnotation.FormatWXF} {
		out, err := xqnotation.Export(g, f, variant.Tag{Name: "Red", Value: "Red player"})
		if err != nil {
			t.Fatal(err)
		}
		text := out.String()
		for _, want := range []string{`[Game "Chinese Chess"]`, `[Format "` + f.String() + `"]`, `[Red "Red player"]`} {
			if !strings.Contains(text, want) {
				t.Errorf("%v export lacks %s:\n%s", f, want, text)
			}
		}
		if f == xqnotation.FormatICCS && !strings.Contains(text, "1. H2-E2 H9-G7 2. H0-G2") {
			t.Errorf("ICCS export:\n%s", text)
		}
		back, err := variant.ParseRecord(text)
		if err != nil {
			t.Fatal(err)
		}
		im2, err := xqnotation.Import(back, xqnotation.FormatAuto)
		if err != nil || len(im2.Moves) != len(im.Moves) {
			t.Fatalf("%v export reads back: %v", f, err)
		}
		for i := range im.Moves {
			if im2.Moves[i] != im.Moves[i] {
				t.Errorf("%v export: move %d differs", f, i+1)
			}
		}
	}
	// Records that are not Chinese chess, or not readable.
	for _, bad := range []string{
		"[Game \"Chess\"]\n\n1. h2e2 *",
		"[Format \"UCI\"]\n\n1. h2e2 *",
		"[Variant \"chess\"]\n\n1. e4 *",
		"1. Nf3 *",
		"1. h2e2 h2e2 *",
	} {
		r, err := variant.ParseRecord(bad)
		if err != nil {
			continue
		}
		if _, err := xqnotation.Import(r, xqnotation.FormatAuto); err == nil {
			t.Errorf("Import(%q) = nil error", bad)
		}
	}
}

// A record from a FEN as UCCI engines and the archives write it, black to
// move ("b"), and red written "r" as some programs do.
func TestImportFEN(t *testing.T) {
	for _, fen := range []string{
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
		"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1",
	} {
		text := "[Game \"Chinese Chess\"]\n[FEN \"" + fen + "\"]\n[Format \"ICCS\"]\n\n1. h9g7 *"
		if strings.Contains(fen, " r ") {
			text = strings.Replace(text, "1. h9g7", "1. h2e2", 1)
		}
		r, err := variant.ParseRecord(text)
		if err != nil {
			t.Fatal(err)
		}
		im, err := xqnotation.Import(r, xqnotation.FormatAuto)
		if err != nil || len(im.Moves) != 1 {
			t.Fatalf("%s: %v", fen, err)
		}
		lr, _ := xqnotation.ToLudus(r, xqnotation.FormatAuto)
		g, err := variant.Load(lr)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := xqnotation.Export(g, xqnotation.FormatICCS)
		s := out.String()
		if strings.Contains(fen, " b ") && !strings.Contains(s, "1... H9-G7") {
			t.Errorf("black to move first:\n%s", s)
		}
	}
}
