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

// Issue 12 item 5: in Modern, where redemption is off, a component capture
// leaves no redemption window: equal positions have one text and one hash.
func TestNoWindowWithoutRedemption(t *testing.T) {
	p := build(t, "", "e", "d3=R16", "d5=p190", "a1=S15", "h16=s361")
	q := expectMove(t, p, "d3-d4", "d3-d4xd5/16")
	if strings.Contains(q.String(), "window=") {
		t.Errorf("Modern keeps a redemption window: %s", q)
	}
	back, err := Parse(q.String(), q.Options())
	if err != nil || back.Hash() != q.Hash() || back.String() != q.String() {
		t.Errorf("re-read %s: %v, hash equal %v", q, err, back.Hash() == q.Hash())
	}
	// The same capture under redemption=nextturnonly opens the window.
	p = build(t, "redemption=nextturnonly,dropzone=own", "e", "d3=R16", "d5=p190", "a1=S15", "h16=s361")
	if q := expectMove(t, p, "d3-d4", "d3-d4xd5/16"); !strings.Contains(q.String(), "window=16") {
		t.Errorf("nextturnonly: no window in %s", q)
	}
	// Position text may not give a window where none is kept.
	q = expectMove(t, build(t, "", "e", "d3=R16", "d5=p190", "a1=S15", "h16=s361"), "d3-d4", "d3-d4xd5/16")
	text := strings.Replace(q.String(), " - {", " window=16 {", 1)
	if _, err := Parse(text, q.Options()); err == nil || !strings.Contains(text, "window=16") {
		t.Errorf("Modern position with a window accepted: %s", text)
	}
}
