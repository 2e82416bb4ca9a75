package hosthttp_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
)

// The take-back by agreement over HTTP: only a seat's holder acts for it,
// with the statuses of the package's doc.
func TestTakebackOverHTTP(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	srv := serve(t, h, hosthttp.Options{})
	g := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"chess","seats":[{"name":"Ann","sides":["white"]},{"name":"Bob","sides":["black"]}]}`, "Content-Type", jsonCT)
	id, _ := g.obj["id"].(string)
	seats := g.obj["seats"].([]any)
	tok := func(i int) string { return seats[i].(map[string]any)["token"].(string) }
	ann, bob := "Bearer "+tok(0), "Bearer "+tok(1)
	tb := func(answer, auth, body string) answer {
		t.Helper()
		hdr := []string{"Content-Type", jsonCT}
		if auth != "" {
			hdr = append(hdr, "Authorization", auth)
		}
		return do(t, nil, "POST", srv.URL+"/api/games/"+id+"/takeback/"+answer, body, hdr...)
	}
	for _, c := range []struct {
		what, answer, auth, body string
		code                     int
	}{
		{"an offer without a token", "offer", "", "{}", 401},
		{"an offer with an unknown token", "offer", "Bearer nobody", "{}", 401},
		{"an offer before any move", "offer", ann, "{}", 400},
		{"an answer with no offer", "accept", bob, "{}", 409},
		{"an unknown answer", "maybe", ann, "{}", 404},
		{"a body that is not empty", "offer", ann, `{"ply":3}`, 400},
	} {
		if a := tb(c.answer, c.auth, c.body); a.code != c.code || a.obj["error"] == nil {
			t.Errorf("%s: %d %s, want %d", c.what, a.code, a.raw, c.code)
		}
	}
	if a := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/moves", `{"ply":0,"move":"e4"}`, "Content-Type", jsonCT, "Authorization", ann); a.code != 200 {
		t.Fatal(a.raw)
	}
	a := tb("offer", ann, "")
	offer, _ := a.obj["offer"].(map[string]any)
	if a.code != 200 || offer == nil || offer["seat"] != 0.0 || offer["to"] != 0.0 {
		t.Fatalf("Ann's offer: %d %s", a.code, a.raw)
	}
	for _, c := range []struct {
		what, answer, auth string
		code               int
	}{
		{"Ann accepts her own offer", "accept", ann, 403},
		{"an unknown token accepts", "accept", "Bearer nobody", 401},
		{"Bob offers while Ann's offer is pending", "offer", bob, 409},
	} {
		if a := tb(c.answer, c.auth, "{}"); a.code != c.code {
			t.Errorf("%s: %d %s, want %d", c.what, a.code, a.raw, c.code)
		}
	}
	if a := tb("decline", bob, "{}"); a.code != 200 || a.obj["offer"] != nil || a.obj["ply"] != 1.0 {
		t.Errorf("Bob declines: %d %s", a.code, a.raw)
	}
	tb("offer", ann, "{}")
	if a := tb("accept", bob, "{}"); a.code != 200 || a.obj["offer"] != nil || a.obj["ply"] != 0.0 {
		t.Errorf("Bob accepts: %d %s", a.code, a.raw)
	}
}

// A game's streams are told how many are open on it and how many are
// spectators', as streams open and close.
func TestWatchersCounted(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	api := hosthttp.New(h, hosthttp.Options{})
	srv := newServer(t, api)
	g := do(t, nil, "POST", srv+"/api/games", `{"variant":"chess"}`, "Content-Type", jsonCT)
	id, _ := g.obj["id"].(string)
	open := func(query string) (*bufio.Scanner, context.CancelFunc) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		req, _ := http.NewRequestWithContext(ctx, "GET", srv+"/api/games/"+id+"/events"+query, nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return bufio.NewScanner(res.Body), cancel
	}
	// next returns the next count the stream is told.
	next := func(sc *bufio.Scanner) hosthttp.Watching {
		t.Helper()
		watchers := false
		for sc.Scan() {
			line := sc.Text()
			if line == "event: watchers" {
				watchers = true
			} else if watchers && strings.HasPrefix(line, "data: ") {
				var n hosthttp.Watching
				if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &n); err != nil {
					t.Fatal(err)
				}
				return n
			} else if strings.HasPrefix(line, "id: ") {
				t.Errorf("a count carries an id: %s", line)
			}
		}
		t.Fatal("the stream ended")
		return hosthttp.Watching{}
	}
	player, stop := open("?from=0")
	defer stop()
	if n := next(player); n != (hosthttp.Watching{Spectators: 0, Streams: 1}) {
		t.Errorf("the player's stream alone: %+v", n)
	}
	eve, stopEve := open("?from=0&spectator=1")
	if n := next(eve); n != (hosthttp.Watching{Spectators: 1, Streams: 2}) {
		t.Errorf("the spectator's stream is told %+v", n)
	}
	if n := next(player); n != (hosthttp.Watching{Spectators: 1, Streams: 2}) {
		t.Errorf("the player, once a spectator came: %+v", n)
	}
	if n := api.Watchers(id); n.Spectators != 1 {
		t.Errorf("Watchers: %+v", n)
	}
	stopEve()
	if n := next(player); n != (hosthttp.Watching{Spectators: 0, Streams: 1}) {
		t.Errorf("the player, once the spectator left: %+v", n)
	}
}

// newServer serves api and returns its address.
func newServer(t *testing.T, api *hosthttp.Handler) string {
	t.Helper()
	srv := httptest.NewServer(api)
	t.Cleanup(srv.Close)
	return srv.URL
}
