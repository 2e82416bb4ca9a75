package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

// testServer runs the API on a host with a store in memory.
func testServer(t *testing.T, o host.Options) *httptest.Server {
	t.Helper()
	h := host.New(host.NewMemStore(), o)
	if err := h.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(newServer(h, hosthttp.Options{}).routes())
	t.Cleanup(func() { srv.Close(); h.Close() })
	return srv
}

type answer struct {
	code int
	raw  string
	obj  map[string]any
	ct   string
}

func (a answer) str(k string) string { s, _ := a.obj[k].(string); return s }

func (a answer) num(k string) int { f, _ := a.obj[k].(float64); return int(f) }

// call sends a request and reads the answer; JSON answers are decoded.
func call(t *testing.T, base, method, path, token, body string) answer {
	t.Helper()
	req, err := http.NewRequest(method, base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if method != "GET" {
		req.Header.Set("Content-Type", "application/json") // as the page and any JSON client
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	a := answer{code: res.StatusCode, raw: string(raw), ct: res.Header.Get("Content-Type")}
	if strings.HasPrefix(a.ct, "application/json") {
		if err := json.Unmarshal(raw, &a.obj); err != nil && !strings.HasPrefix(string(raw), "[") {
			t.Fatalf("%s %s: bad JSON %q", method, path, raw)
		}
	}
	return a
}

// created is a game made through the API, with its seats' tokens.
type created struct {
	id     string
	tokens []string
}

func create(t *testing.T, base, body string) created {
	t.Helper()
	a := call(t, base, "POST", "/api/games", "", body)
	if a.code != 201 {
		t.Fatalf("create %s: %d %s", body, a.code, a.raw)
	}
	c := created{id: a.str("id")}
	for _, s := range a.obj["seats"].([]any) {
		tok, _ := s.(map[string]any)["token"].(string)
		c.tokens = append(c.tokens, tok)
	}
	return c
}

func TestPageAndVariants(t *testing.T) {
	srv := testServer(t, host.Options{})
	a := call(t, srv.URL, "GET", "/", "", "")
	if a.code != 200 || !strings.Contains(a.raw, "<title>Ludus") {
		t.Fatalf("GET /: %d %.80q", a.code, a.raw)
	}
	// The page's security headers (issue 27, Must show 5).
	for _, path := range []string{"/", "/app.js", "/api/variants"} {
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if !strings.Contains(res.Header.Get("Content-Security-Policy"), "frame-ancestors 'none'") ||
			res.Header.Get("X-Frame-Options") != "DENY" || res.Header.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("GET %s: CSP %q, X-Frame-Options %q, Referrer-Policy %q", path, res.Header.Get("Content-Security-Policy"),
				res.Header.Get("X-Frame-Options"), res.Header.Get("Referrer-Policy"))
		}
	}
	a = call(t, srv.URL, "GET", "/api/variants", "", "")
	var list []struct {
		Name  string `json:"name"`
		Sides []any  `json:"sides"`
	}
	if err := json.Unmarshal([]byte(a.raw), &list); err != nil || a.code != 200 {
		t.Fatalf("variants: %d %v", a.code, err)
	}
	found := false
	for _, v := range list {
		found = found || v.Name == "test-nim" && len(v.Sides) == 2
	}
	if !found || !strings.Contains(a.raw, `"rules":`) {
		t.Errorf("variants: no test-nim with two sides, or no rules field")
	}
}

// The statuses of Must show 1: no token 401, another seat's token 403,
// stale ply 409, illegal move 400, long random ids.
func TestStatuses(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"chess","seats":[{"sides":["white"],"name":"Ann"},{"sides":["black"],"name":"Bob"}],"clock":"5+3"}`)
	if len(g.id) < 16 || len(g.tokens) != 2 || g.tokens[0] == "" || g.tokens[1] == "" {
		t.Fatalf("created %+v", g)
	}
	// Ids are random: no two alike, no common prefix a counter would give.
	ids := map[string]bool{g.id: true}
	for range 5 {
		id := create(t, srv.URL, `{"variant":"chess"}`).id
		if ids[id] || len(id) < 16 {
			t.Fatalf("id %q repeats or is short", id)
		}
		ids[id] = true
	}
	moves := "/api/games/" + g.id + "/moves"
	if a := call(t, srv.URL, "POST", moves, "", `{"ply":0,"move":"e4"}`); a.code != 401 || a.str("error") == "" {
		t.Errorf("no token: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, "not-a-token", `{"ply":0,"move":"e4"}`); a.code != 401 {
		t.Errorf("unknown token: %d %s", a.code, a.raw)
	}
	other := create(t, srv.URL, `{"variant":"chess"}`)
	if a := call(t, srv.URL, "POST", moves, other.tokens[0], `{"ply":0,"move":"e4"}`); a.code != 401 {
		t.Errorf("another game's token: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[1], `{"ply":0,"move":"e4"}`); a.code != 403 {
		t.Errorf("black's token on white's turn: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[0], `{"ply":0,"move":"Ke4"}`); a.code != 400 {
		t.Errorf("illegal move: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[0], `{"ply":0,"move":"e4"}`); a.code != 200 || a.num("ply") != 1 {
		t.Fatalf("e4: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[0], `{"ply":0,"move":"e4"}`); a.code != 200 || a.num("ply") != 1 {
		t.Errorf("retry of e4: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[1], `{"ply":0,"move":"e5"}`); a.code != 409 || a.num("ply") != 1 {
		t.Errorf("stale ply: %d %s", a.code, a.raw)
	}
	a := call(t, srv.URL, "POST", moves, g.tokens[1], `{"ply":1,"move":"e5"}`)
	if a.code != 200 {
		t.Fatalf("e5: %d %s", a.code, a.raw)
	}
	var view host.View
	json.Unmarshal([]byte(a.raw), &view)
	if len(view.Moves) != 2 || view.Moves[1].Side != "black" || view.Moves[1].Seat != 1 || view.Clock == nil || view.Sides[0].ClockMs == nil {
		t.Errorf("view after e5: %+v", view)
	}
	if strings.Contains(a.raw, g.tokens[0]) || strings.Contains(call(t, srv.URL, "GET", "/api/games/"+g.id, "", "").raw, g.tokens[1]) {
		t.Error("a token is in a game view")
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/undo", g.tokens[0], ""); a.code != 403 {
		t.Errorf("undo against a person: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/resign", g.tokens[0], `{"side":"black"}`); a.code != 403 {
		t.Errorf("white resigns for black: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/resign", g.tokens[0], `{"side":"white"}`); a.code != 200 || a.str("result") != "0-1" {
		t.Errorf("white resigns: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", moves, g.tokens[0], `{"ply":2,"move":"Nf3"}`); a.code != 409 {
		t.Errorf("move after the end: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/record", "", ""); a.code != 200 || !strings.Contains(a.raw, "1. e4 e5 {resignation} 0-1") {
		t.Errorf("record: %d %s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/svg?flip=1", "", ""); a.code != 200 || a.ct != "image/svg+xml" || !strings.HasPrefix(a.raw, "<svg") {
		t.Errorf("svg: %d %s", a.code, a.ct)
	}
}

// The old create shortcut, undo against the computer, and the computer's
// replies arriving in the background.
func TestShortcutAndUndo(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"chess","as":["white"],"engine":"random"}`)
	if len(g.tokens) != 2 || g.tokens[1] != "" {
		t.Fatalf("shortcut seats: %+v", g)
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], `{"ply":0,"move":"e4"}`); a.code != 200 {
		t.Fatalf("e4: %d %s", a.code, a.raw)
	}
	waitPly(t, srv.URL, g.id, 2)
	a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/undo", g.tokens[0], "")
	if a.code != 200 || a.num("ply") != 0 {
		t.Errorf("undo: %d %s", a.code, a.raw)
	}
	b := create(t, srv.URL, `{"variant":"chess","as":["black"]}`)
	if v := waitPly(t, srv.URL, b.id, 1); v.Moves[0].Seat != 1 {
		t.Errorf("the computer's first move: %+v", v.Moves)
	}
}

// waitPly polls a game until it has at least ply moves (10 s at most).
func waitPly(t *testing.T, base, id string, ply int) host.View {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		a := call(t, base, "GET", "/api/games/"+id, "", "")
		var v host.View
		json.Unmarshal([]byte(a.raw), &v)
		if v.Ply >= ply || v.Result != "" && v.Result != "*" {
			return v // there, or the game ended before (a random game may)
		}
		if time.Now().After(deadline) {
			t.Fatalf("game %s: waited 10 s for ply %d; at %d: %s", id, ply, v.Ply, a.raw[:min(len(a.raw), 300)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The frozen-army case of Must show 3: Yellow is the only person and
// withdraws its army, so the rest of the game is the computer's; the request
// returns at once and the game goes on in the background.
func TestFrozenArmyPlaysOn(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"enochian","seats":[{"sides":["yellow"]},{"sides":["blue","red","black"],"computer":"random"}]}`)
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], `{"ply":0,"move":"withdraw-b"}`); a.code != 403 {
		t.Errorf("yellow's seat withdraws blue: %d %s", a.code, a.raw)
	}
	begin := time.Now()
	a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], `{"ply":0,"move":"withdraw-y"}`)
	if d := time.Since(begin); a.code != 200 || d > time.Second {
		t.Fatalf("withdraw-y: %d in %v: %.200s", a.code, d, a.raw)
	}
	first := waitPly(t, srv.URL, g.id, 3)
	later := waitPly(t, srv.URL, g.id, first.Ply+3)
	if later.Seats[1].Controls == nil || len(later.Seats[1].Controls) != 4 {
		t.Errorf("the computer's seat controls %v, want every army", later.Seats[1].Controls)
	}
	if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[0], fmt.Sprintf(`{"ply":%d,"move":"%s"}`, later.Ply, "resign-y")); a.code == 200 {
		t.Errorf("the person moved for an army it no longer commands: %s", a.raw)
	}
}

// Server-sent events: every move in order, with resume from a sequence.
func TestEvents(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"chess"}`)
	for i, m := range []string{"e4", "e5", "Nf3"} {
		if a := call(t, srv.URL, "POST", "/api/games/"+g.id+"/moves", g.tokens[i%2], fmt.Sprintf(`{"ply":%d,"move":%q}`, i, m)); a.code != 200 {
			t.Fatal(a.raw)
		}
	}
	read := func(req *http.Request, n int) []string {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		res, err := http.DefaultClient.Do(req.WithContext(ctx))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.Header.Get("Content-Type") != "text/event-stream" {
			t.Fatalf("events: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
		}
		var got []string
		sc := bufio.NewScanner(res.Body)
		var cur []string
		for len(got) < n && sc.Scan() {
			if sc.Text() == "" {
				// The spectators' counts come between the game's events.
				if len(cur) > 0 && cur[0] != "event: watchers" {
					got = append(got, strings.Join(cur, "|"))
				}
				cur = nil
				continue
			}
			cur = append(cur, sc.Text())
		}
		return got
	}
	req, _ := http.NewRequest("GET", srv.URL+"/api/games/"+g.id+"/events?from=1", nil)
	got := read(req, 2)
	want := []string{
		`id: 2|event: move|data: {"seq":2,"ply":1,"kind":"move","side":"black","seat":1,"text":"e5","result":""}`,
		`id: 3|event: move|data: {"seq":3,"ply":2,"kind":"move","side":"white","seat":0,"text":"Nf3","result":""}`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events from 1:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	req, _ = http.NewRequest("GET", srv.URL+"/api/games/"+g.id+"/events", nil)
	req.Header.Set("Last-Event-ID", "2")
	go func() {
		time.Sleep(100 * time.Millisecond)
		call(t, srv.URL, "POST", "/api/games/"+g.id+"/resign", g.tokens[1], "")
	}()
	got = read(req, 3)
	if len(got) != 3 || !strings.HasPrefix(got[0], "id: 3|") || !strings.HasPrefix(got[1], "id: 4|event: resign") || !strings.Contains(got[2], `"result":"1-0"`) {
		t.Errorf("events after Last-Event-ID 2 and a resignation: %q", got)
	}
	if a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/events?from=99", "", ""); a.code != 409 {
		t.Errorf("events from beyond the end: %d %s", a.code, a.raw)
	}
}

// TestSVGLevels draws the cube of Boolean Rithmomachia with its levels in
// one row and two to a row: with 48-pixel cells, margins and gaps of 24,
// one row is 24+4*192+3*24+24 = 888 wide and two to a row 24+2*192+24+24
// = 456 (svg's TestCubeLevelsTwoByTwo); a levels value out of range
// draws the one row.
func TestSVGLevels(t *testing.T) {
	srv := testServer(t, host.Options{})
	g := create(t, srv.URL, `{"variant":"boolean-rithmomachia","seats":[{"sides":["white","black"]}]}`)
	for q, want := range map[string]string{"": `width="888"`, "?levels=2": `width="456"`, "?levels=x": `width="888"`, "?levels=-3": `width="888"`, "?flip=1&levels=2": `width="456"`} {
		a := call(t, srv.URL, "GET", "/api/games/"+g.id+"/svg"+q, "", "")
		if a.code != 200 {
			t.Errorf("svg%s: %d", q, a.code)
			continue
		}
		if head, _, _ := strings.Cut(a.raw, ">"); !strings.Contains(head, want) {
			t.Errorf("svg%s: %s, want %s", q, head, want)
		}
	}
}
