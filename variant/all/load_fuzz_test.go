package all_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// FuzzLoad: any text read as game records and replayed with variant.Load
// (every registered game, any options and set-up the tags name) never
// panics; a record that fails gives a short error matching ErrRecord, and
// a game that loads writes a record that loads to the same game.
func FuzzLoad(f *testing.F) {
	rng := rand.New(rand.NewPCG(12, 1))
	for _, v := range variant.All() {
		for _, opts := range []string{"", v.DefaultPreset} {
			if opts != "" {
				opts = variant.PresetKey + "=" + opts
			}
			p, err := v.New(opts)
			if err != nil {
				continue
			}
			g := variant.NewGame(p)
			for range 6 {
				ms := g.Position().Moves(nil)
				if len(ms) == 0 {
					break
				}
				if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
					f.Fatal(err)
				}
			}
			f.Add(g.Record().String())
		}
	}
	f.Add("[Variant \"enochian\"]\n[Options \"preset=Zalewski\"]\n[SetUp \"1\"]\n[FEN \"7bK/5yN2/8/8/4kPq2rK/8/1yK6/8 y -,-,-,lbcb1 3\"]\n\n1. Nf7xh8 *")
	f.Add("[Variant \"rithmomachia\"]\n[Options \"preset=Fulke1\"]\n\n*")
	f.Add("[Variant \"boolean-rithmomachia\"]\n[Result \"1-0\"]\n\n1-0")
	f.Add("[Variant \"nosuchgame\"]\n\n*")
	f.Fuzz(func(t *testing.T, text string) {
		recs, err := variant.ParseRecords(text)
		if err != nil {
			return // FuzzParseRecords covers the reading
		}
		for i, r := range recs {
			if i == 3 {
				break
			}
			g, err := variant.Load(r)
			if err != nil {
				if !errors.Is(err, variant.ErrRecord) || len(err.Error()) > 1000 {
					t.Fatalf("Load: %.300q is not a short error matching ErrRecord", err)
				}
				continue
			}
			again, err := variant.ParseRecord(g.Record().String())
			if err != nil {
				t.Fatalf("the record of a loaded game %q does not read: %v", g.Record().String(), err)
			}
			h, err := variant.Load(again)
			if err != nil {
				t.Fatalf("the record of a loaded game %q does not load: %v", g.Record().String(), err)
			}
			if h.Position().String() != g.Position().String() || h.Outcome() != g.Outcome() {
				t.Fatalf("record %q loads to %s, %v; want %s, %v", g.Record().String(), h.Position(), h.Outcome(), g.Position(), g.Outcome())
			}
		}
	})
}
