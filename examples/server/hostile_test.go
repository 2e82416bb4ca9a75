package main

import (
	"net/url"
	"strings"
	"testing"

	"github.com/ludus-chess/ludus/variant/host"
)

// Hostile input for every endpoint: each answer is a JSON error with the
// status named, nothing is a 500, and the game is unchanged afterwards.
func TestHostileInput(t *testing.T) {
	srv := testServer(t, host.Options{PerClient: 1000, Burst: 1000})
	g := create(t, srv.URL, `{"variant":"chess","as":["white"],"engine":"random"}`)
	tok := g.tokens[0]
	game := "/api/games/" + g.id
	big := `{"variant":"chess","options":"` + strings.Repeat("x", 70<<10) + `"}`
	nested := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	cases := []struct {
		method, path, token, body string
		want                      int
	}{
		{"POST", "/api/games", "", "", 400},
		{"POST", "/api/games", "", "{", 400},
		{"POST", "/api/games", "", "[]", 400},
		{"POST", "/api/games", "", "null", 400},
		{"POST", "/api/games", "", nested, 400},
		{"POST", "/api/games", "", "\x00\xff\xfe", 400},
		{"POST", "/api/games", "", `{"variant":"chess"} {}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess"}x`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","wat":1}`, 400},
		{"POST", "/api/games", "", big, 413},
		{"POST", "/api/games", "", `{"variant":"nope"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","options":"x=y"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","position":"garbage"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","position":"8/8/8/8/8/8/8/8 w - - 0 1"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["green"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white","black"]},{"sides":["black"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white","black"],"computer":"oracle"}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white"],"nodes":5},{"sides":["black"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":[]},{"sides":["white","black"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white"],"name":"` + strings.Repeat("n", 100) + `"},{"sides":["black"]}]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","seats":[{"sides":["white"]},{"sides":["black"]}],"as":["white"]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","as":["purple"]}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","clock":"5"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","clock":"-1+0"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","clock":"NaN+0"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","clock":"1e9+0"}`, 400},
		{"POST", "/api/games", "", `{"variant":"chess","clock":"5+Inf"}`, 400},
		{"POST", "/api/games", "", `{"variant":7}`, 400},
		{"POST", game + "/moves", "", `{"ply":0,"move":"e4"}`, 401},
		{"POST", game + "/moves", "x y\tz", `{"ply":0,"move":"e4"}`, 401},
		{"POST", game + "/moves", strings.Repeat("A", 4000), `{"ply":0,"move":"e4"}`, 401},
		{"POST", game + "/moves", tok, `{"move":"e4"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":-1,"move":"e4"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":"0","move":"e4"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":1e30,"move":"e4"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":99,"move":"e4"}`, 409},
		{"POST", game + "/moves", tok, `{"ply":0,"move":""}`, 400},
		{"POST", game + "/moves", tok, `{"ply":0,"move":"` + strings.Repeat("e4", 5000) + `"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":0,"move":"\u0000e4"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":0,"move":"é4☃"}`, 400},
		{"POST", game + "/moves", tok, `{"ply":0,"move":"e4"}{"ply":1}`, 400},
		{"POST", game + "/moves", tok, `{"ply":0,"move":"e4","extra":true}`, 400},
		{"POST", game + "/moves", tok, strings.Repeat(" ", 70<<10), 413},
		{"POST", "/api/games/" + strings.Repeat("z", 1000) + "/moves", tok, `{"ply":0,"move":"e4"}`, 404},
		{"POST", "/api/games/nope/moves", tok, `{"ply":0,"move":"e4"}`, 404},
		{"POST", game + "/resign", tok, `{"side":"purple"}`, 400},
		{"POST", game + "/resign", tok, `{"side":"7"}`, 400},
		{"POST", game + "/resign", tok, `{"side":1}`, 400},
		{"POST", game + "/resign", tok, `{"side":"black"}`, 403},
		{"POST", game + "/resign", "", ``, 401},
		{"POST", game + "/undo", tok, `garbage`, 400},
		{"POST", game + "/undo", tok, ``, 400}, // nothing to undo
		{"POST", game + "/undo", "", ``, 401},
		{"GET", "/api/games/" + strings.Repeat("z", 1000), "", "", 404},
		{"GET", "/api/games/" + url.PathEscape("\x00\n☃"), "", "", 404},
		{"GET", "/api/games/nope/svg", "", "", 404},
		{"GET", "/api/games/nope/record", "", "", 404},
		{"GET", "/api/games/nope/events", "", "", 404},
		{"GET", game + "/events?from=-1", "", "", 400},
		{"GET", game + "/events?from=abc", "", "", 400},
		{"GET", game + "/events?from=1e99", "", "", 400},
		{"GET", game + "/events?from=99999999999999999999", "", "", 400},
		{"GET", game + "/events?from=5", "", "", 409},
		{"PUT", "/api/games", "", "", 405},
		{"DELETE", game, "", "", 405},
		{"PATCH", "/api/variants", "", "", 405},
		{"GET", game + "/moves", "", "", 405},
		{"POST", "/", "", "", 405},
		{"GET", "/api/nothing", "", "", 404},
		{"GET", "/nothing.js", "", "", 404},
		{"GET", "/..%2f..%2fetc/passwd", "", "", 404},
	}
	for _, c := range cases {
		a := call(t, srv.URL, c.method, c.path, c.token, c.body)
		if a.code != c.want || !strings.HasPrefix(a.ct, "application/json") || a.str("error") == "" {
			t.Errorf("%s %.60q %.60q: %d %s %.200q, want %d and a JSON error", c.method, c.path, c.body, a.code, a.ct, a.raw, c.want)
		}
	}
	// Nothing above changed the game.
	a := call(t, srv.URL, "GET", game, "", "")
	if a.code != 200 || a.num("ply") != 0 || a.num("seq") != 0 {
		t.Fatalf("after the hostile requests: %d %.200s", a.code, a.raw)
	}
	if a := call(t, srv.URL, "POST", game+"/moves", tok, `{"ply":0,"move":"e4"}`); a.code != 200 {
		t.Errorf("a good move afterwards: %d %s", a.code, a.raw)
	}
}

// The game limits answer 429.
func TestLimitStatus(t *testing.T) {
	srv := testServer(t, host.Options{PerClient: 2, Burst: 100})
	for i := range 3 {
		a := call(t, srv.URL, "POST", "/api/games", "", `{"variant":"chess"}`)
		if want := map[bool]int{true: 201, false: 429}[i < 2]; a.code != want {
			t.Errorf("game %d of 2 allowed: %d %s", i, a.code, a.raw)
		}
	}
}
