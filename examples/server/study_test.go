package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant/host"
)

// The study route: Rithmomachia's study after each ply of the hand-analysed
// F1 ending (btStudyF1), Enochian's concourse, and its statuses.
func TestStudyRoute(t *testing.T) {
	srv := testServer(t, host.Options{})
	body, _ := json.Marshal(map[string]any{"variant": "rithmomachia", "options": "preset=F1", "position": btStudyF1,
		"seats": []map[string]any{{"sides": []string{"even", "odd"}}}})
	g := create(t, srv.URL, string(body))
	for i, m := range []string{"b10-c11", "a16-b15"} {
		if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], fmt.Sprintf(`{"ply":%d,"move":%q}`, i, m)); a.code != 200 {
			t.Fatal(a.raw)
		}
	}
	var st study
	read := func(path string) {
		t.Helper()
		a := call(t, srv.URL, "GET", path, "", "")
		if a.code != 200 {
			t.Fatalf("%s: %d %s", path, a.code, a.raw)
		}
		st = study{}
		if err := json.Unmarshal([]byte(a.raw), &st); err != nil {
			t.Fatal(err)
		}
	}
	read("/api/games/" + g.id + "/study?ply=1")
	if len(st.Captures) != 1 || st.Captures[0].Square != "d12" || strings.Join(st.Captures[0].By, " ") != "c11" {
		t.Errorf("the captures of 1. b10-c11: %+v", st.Captures)
	}
	if p := strings.Join(st.Sides[0].Progress, "; "); !strings.Contains(p, "Odd's pyramid is taken") || !strings.Contains(p, "taken: 1 (16)") {
		t.Errorf("Even's progress after ply 1: %s", p)
	}
	read("/api/games/" + g.id + "/study?ply=0")
	if len(st.Captures) != 0 || len(st.Pyramids) != 1 || st.Pyramids[0].Square != "d12" || st.Pyramids[0].Total != 16 {
		t.Errorf("the study at the start: %+v", st)
	}
	read("/api/games/" + g.id + "/study")
	if st.Ply != 2 || len(st.Captures) != 0 {
		t.Errorf("the study now: ply %d, captures %+v", st.Ply, st.Captures)
	}

	body, _ = json.Marshal(map[string]any{"variant": "enochian", "position": btConcourse,
		"seats": []map[string]any{{"sides": []string{"yellow", "blue", "red", "black"}}}})
	e := create(t, srv.URL, string(body))
	read("/api/games/" + e.id + "/study")
	if c := st.Concourse; c == nil || strings.Join(c.Possible, " ") != "Bg2-e4" || c.Made != nil {
		t.Errorf("the concourse before Bg2-e4: %+v", c)
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+e.id+"/moves", e.tokens[0], `{"ply":0,"move":"Bg2-e4"}`); a.code != 200 {
		t.Fatal(a.raw)
	}
	read("/api/games/" + e.id + "/study")
	if c := st.Concourse; c == nil || strings.Join(slices.Sorted(slices.Values(c.Made)), " ") != "d4 d5 e4 e5" {
		t.Errorf("the concourse after Bg2-e4: %+v", c)
	}

	chess := create(t, srv.URL, `{"variant":"chess"}`)
	for _, c := range []struct {
		path string
		code int
	}{
		{"/api/games/" + chess.id + "/study", 400},
		{"/api/games/" + g.id + "/study?ply=3", 400},
		{"/api/games/" + g.id + "/study?ply=x", 400},
		{"/api/games/nosuchgame/study", 404},
	} {
		if a := call(t, srv.URL, "GET", c.path, "", ""); a.code != c.code || a.str("error") == "" {
			t.Errorf("%s: %d %s, want %d", c.path, a.code, a.raw, c.code)
		}
	}
}
