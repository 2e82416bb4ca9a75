package enochian

import (
	"errors"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// FuzzParse: position text never panics; bad text gives a *ParseError
// matching ErrPosition; good text round-trips and its moves can be played.
func FuzzParse(f *testing.F) {
	p, _ := New("")
	f.Add(p.String())
	for _, s := range seedPositions {
		f.Add(s)
	}
	f.Add("yK+B7/8/8/8/8/8/8/kK6rK y e,fcr12,lk,w 3 last=y offer=b ptah end=stalemate:red")
	f.Add("8/8/8/8/8/8/8/8 - -,-,-,- 0 end=no-moves")
	f.Add("yK+Pq7")
	o := Enochian.DefaultOptions()
	f.Fuzz(func(t *testing.T, text string) {
		q, err := Parse(text, o)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Reason == "" {
				t.Fatalf("error %v is not a ParseError matching ErrPosition", err)
			}
			return
		}
		r, err := Parse(q.String(), o)
		if err != nil {
			t.Fatalf("own text %q unreadable: %v", q.String(), err)
		}
		if r.String() != q.String() {
			t.Fatalf("round trip: %q -> %q", q.String(), r.String())
		}
		for _, m := range append(q.Moves(nil), q.Actions(nil)...) {
			n := q.Play(m)
			_ = n.String()
			_ = n.Moves(nil)
		}
	})
}

// FuzzParseMove: move text never panics; errors match ErrMove or
// ErrIllegalMove; a move read back is legal and writes to text that reads
// back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"Rd8xg8", "a7-a6", "b2xa1=B", "d1=R", "offer-y", "accept-k", "y:Nc8-b6", "Qb8b6", "a1", "=", "K", "resign-z", "withdraw-r+", "a7-a6=Q!?",
		"RW1bxP+", "N2c", "P3b-4cxN", "KA1a-A2b", "PE1d#R+", "K1a"} {
		f.Add(0, s)
		f.Add(3, s)
	}
	var starts []Position
	p, _ := New("")
	starts = append(starts, p)
	for _, s := range seedPositions {
		q, err := Parse(s, Enochian.DefaultOptions())
		if err != nil {
			f.Fatal(err)
		}
		starts = append(starts, q)
	}
	f.Fuzz(func(t *testing.T, k int, text string) {
		if k < 0 {
			k = -k
		}
		p := starts[k%len(starts)]
		m, err := p.ParseMove(text)
		if err != nil {
			if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): error %v matches neither ErrMove nor ErrIllegalMove", text, err)
			}
			if strings.TrimSpace(err.Error()) == "" {
				t.Fatal("empty error")
			}
			return
		}
		if _, err := variant.PlayChecked(p, m); err != nil {
			t.Fatalf("ParseMove(%q) = %#x, not legal: %v", text, m, err)
		}
		if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
			t.Fatalf("%q -> %q -> %#x %v", text, p.MoveText(m), back, err)
		}
	})
}

// FuzzParseAngle: Angle text never panics; errors match ErrMove or
// ErrIllegalMove and name a reason; a move read back is legal and its
// Angle text reads back to it.
func FuzzParseAngle(f *testing.F) {
	for _, s := range []string{"NW3d", "R4a", "BF2dxN", "P2c?", "NA2d", "RW1bxP+", "NW1axK++", "PE1b#Q+", "PF1d#", "P3b-4cxN",
		"KA1a-A2b", "K2b-", "Q1c junk", "W", "x#", "offer-y", "roll-2", " N2c ", "N2c*"} {
		f.Add(0, s)
		f.Add(11, s)
	}
	starts := []Position{}
	p, _ := New("")
	starts = append(starts, p)
	for _, s := range seedPositions {
		q, err := Parse(s, Enochian.DefaultOptions())
		if err != nil {
			f.Fatal(err)
		}
		starts = append(starts, q)
	}
	f.Fuzz(func(t *testing.T, k int, text string) {
		if k < 0 {
			k = -k
		}
		p := starts[k%len(starts)]
		m, err := p.ParseAngle(text)
		if err != nil {
			if !errors.Is(err, variant.ErrMove) && !errors.Is(err, variant.ErrIllegalMove) {
				t.Fatalf("ParseAngle(%q): error %v matches neither ErrMove nor ErrIllegalMove", text, err)
			}
			var pe *variant.ParseError
			if errors.As(err, &pe) && (pe.Reason == "" || pe.Offset < 0 || pe.Offset > len(text)) {
				t.Fatalf("ParseAngle(%q): error %+v has no reason or a bad offset", text, pe)
			}
			return
		}
		if _, err := variant.PlayChecked(p, m); err != nil {
			t.Fatalf("ParseAngle(%q) = %#x, not legal: %v", text, m, err)
		}
		if back, err := p.ParseAngle(p.AngleText(m)); err != nil || back != m {
			t.Fatalf("%q -> %q -> %#x %v", text, p.AngleText(m), back, err)
		}
	})
}

// fuzzOptions are option sets for the fuzz targets, most of them not the
// default: the profiles, fewer players, the rule options that add state
// (transfer, dice, study).
var fuzzOptions = []string{
	"", "preset=Zalewski", "preset=Zalewski,players=2", "players=3,doubled-team=passives",
	"concourse-ally=transfer,privileged-pawns=false", "divination-dice", "checked-king-may-enter-check=false,ally-king-capture=true",
	"study=true", "preset=Zalewski,players=4,seizure-thaws-frozen-ally=false,usurped-army-freezes-on-own-king-capture=true",
	"direction=widdershins,first=red,array=earth-of-fire-earth",
}

// FuzzParseAfterMove is the differential fuzz of issue 12: any position
// text that Parse accepts, under any of fuzzOptions, after any legal move
// or action, gives a position whose text reads back (under the same
// options) to an equal position: the same text and hash, and valid (Parse
// checks validity, so reading it back is the check).
func FuzzParseAfterMove(f *testing.F) {
	p, _ := New("")
	for k := range fuzzOptions {
		f.Add(k, p.String())
		for _, s := range seedPositions {
			f.Add(k, s)
		}
	}
	f.Add(1, "7bK/5yN2/8/8/4kPq2rK/8/1yK6/8 y -,-,-,lbcb1 3")
	f.Add(2, "1rK6/yR1yPq5/7bK/3kR2bPn1/8/kK1bN1rPr3/6yK1/3rN4 y -,-,-,- 0")
	f.Add(6, "rK7/2bN3kK1/8/yPb2yK4/8/8/8/bK7 r elr,e,ew,ewlb 170")
	opts := make([]variant.Options, len(fuzzOptions))
	for i, s := range fuzzOptions {
		o, err := Enochian.ParseOptions(s)
		if err != nil {
			f.Fatal(err)
		}
		opts[i] = o
	}
	f.Fuzz(func(t *testing.T, k int, text string) {
		o := opts[(k%len(opts)+len(opts))%len(opts)]
		q, err := Parse(text, o)
		if err != nil {
			var pe *variant.ParseError
			if !errors.Is(err, variant.ErrPosition) || !errors.As(err, &pe) || pe.Reason == "" || len(err.Error()) > 400 {
				t.Fatalf("error %v is not a short ParseError matching ErrPosition", err)
			}
			return
		}
		for _, m := range append(q.Moves(nil), q.Actions(nil)...) {
			n := q.Play(m)
			back, err := Parse(n.String(), o)
			if err != nil {
				t.Fatalf("%s after %s: the text %q does not read back: %v", q, q.MoveText(m), n.String(), err)
			}
			if back.String() != n.String() || back.Hash() != n.Hash() {
				t.Fatalf("%s after %s: %q reads back as %q (hash equal %v)", q, q.MoveText(m), n.String(), back.String(), back.Hash() == n.Hash())
			}
		}
	})
}
