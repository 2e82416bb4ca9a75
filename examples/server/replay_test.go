package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant/host"
)

// TestNotationAndReplay plays 1. h3e3 h10g8 in Xiangqi (the central
// cannon and the screen horse) and asks for the moves in WXF and ICCS,
// and for the board of each ply. The expected texts are the opening as
// every Xiangqi book writes it: WXF "C2.5 H8+7" (Red counts files from
// its right, Black from its own right, the a-file), ICCS "H2-E2 H9-G7"
// (ranks 0-9 from Red's side).
func TestNotationAndReplay(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"xiangqi","seats":[{"sides":["red","black"]}]}`)
	for i, m := range []string{"h3e3", "h10g8"} {
		if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], `{"ply":`+string(rune('0'+i))+`,"move":"`+m+`"}`); a.code != 200 {
			t.Fatalf("move %s: %d %s", m, a.code, a.raw)
		}
	}
	for style, want := range map[string]string{"wxf": "C2.5 H8+7", "iccs": "H2-E2 H9-G7"} {
		a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/notation?style="+style, "", "")
		var got []string
		for _, m := range a.obj["moves"].([]any) {
			got = append(got, m.(string))
		}
		if a.code != 200 || strings.Join(got, " ") != want {
			t.Errorf("%s: %d %q, want %q", style, a.code, got, want)
		}
	}
	if a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/notation?style=san", "", ""); a.code != 400 {
		t.Errorf("an unknown notation: %d %s, want 400", a.code, a.raw)
	}
	chess := create(t, srv.URL, `{"variant":"chess","seats":[{"sides":["white","black"]}]}`)
	if a := call(t, srv.URL, "GET", "/api/games/"+chess.id+"/notation?style=wxf", "", ""); a.code != 400 {
		t.Errorf("WXF of a chess game: %d %s, want 400", a.code, a.raw)
	}
	// The red cannon stands on h3 at ply 0, on e3 at plies 1 and 2; the
	// black horse leaves h10 at ply 2.
	cannon := regexp.MustCompile(`<g class="piece[^"]*" data-square="([a-i]\d+)" data-kind="cannon" data-side="red"`)
	for ply, want := range map[string][]string{"0": {"h3", "b3"}, "1": {"e3", "b3"}, "2": {"e3", "b3"}, "": {"e3", "b3"}} {
		path := "/api/games/" + g.id + "/svg"
		if ply != "" {
			path += "?ply=" + ply
		}
		a := call(t, srv.URL, "GET", path, "", "")
		var got []string
		for _, m := range cannon.FindAllStringSubmatch(a.raw, -1) {
			got = append(got, m[1])
		}
		if a.code != 200 || !sameSet(got, want) {
			t.Errorf("ply %q: %d, red cannons on %v, want %v", ply, a.code, got, want)
		}
		if horse := strings.Contains(a.raw, `<g class="piece" data-square="h10"`); horse != (ply == "0" || ply == "1") {
			t.Errorf("ply %q: a piece on h10 is %v", ply, horse)
		}
	}
	for _, bad := range []string{"3", "-1", "x"} {
		if a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/svg?ply="+bad, "", ""); a.code != 400 {
			t.Errorf("ply %s: %d, want 400", bad, a.code)
		}
	}
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[string]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		if seen[x]--; seen[x] < 0 {
			return false
		}
	}
	return true
}
