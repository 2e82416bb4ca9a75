package rithmomachia

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant"
)

// Issue 12 item 6: the spec names the Fulke rule sets Fulke1, Fulke2 and
// Fulke3 (spec §0); they select the presets F1, F2 and F3.
func TestFulkePresetAliases(t *testing.T) {
	for _, c := range [][2]string{{"Fulke1", "F1"}, {"fulke2", "F2"}, {"FULKE3", "F3"}} {
		o, err := Rithmomachia.ParseOptions("preset=" + c[0])
		if err != nil {
			t.Errorf("preset=%s: %v", c[0], err)
			continue
		}
		want, _ := Rithmomachia.ParseOptions("preset=" + c[1])
		if !o.Equal(want) || o.String() != want.String() {
			t.Errorf("preset=%s gives %q, want %q", c[0], o, want)
		}
	}
	if _, err := Rithmomachia.ParseOptions("preset=Fulke4"); err == nil {
		t.Error("preset=Fulke4 accepted")
	}
}

// Issue 12 item 6: outcomes name the sides. Even's small victory of
// TestHarmonyModern, as people and the JSON API see it.
func TestOutcomeNamesTheSides(t *testing.T) {
	p := build(t, "", "e", "c10=R2", "d9=R4", "e10=R6", "a1=S15", "h16=s361")
	_, q := play(t, p, "d9-d10")
	if got := Rithmomachia.Describe(q.Outcome()); got != "won by even: small victory" {
		t.Errorf("Describe = %q", got)
	}
	b, err := json.Marshal(variant.Snap(variant.Dynamic(q)))
	if err != nil {
		t.Fatal(err)
	}
	if want := `"outcome":{"status":"won","winners":["even"],"reason":"small victory","text":"won by even: small victory"}`; !strings.Contains(string(b), want) {
		t.Errorf("Snap JSON %s\nlacks %s", b, want)
	}
}
