package hosthttp_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
	"github.com/ludus-chess/ludus/variant/host/hosttest"
	_ "github.com/ludus-chess/ludus/variant/varianttest"
)

func startHost(t *testing.T, s host.Store, o host.Options) *host.Host {
	t.Helper()
	h := host.New(s, o)
	if err := h.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func serve(t *testing.T, h *host.Host, o hosthttp.Options) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(hosthttp.New(h, o))
	t.Cleanup(srv.Close)
	return srv
}

type answer struct {
	code int
	hdr  http.Header
	raw  string
	obj  map[string]any
}

// do sends a request with the given headers (name, value pairs).
func do(t *testing.T, c *http.Client, method, url, body string, headers ...string) answer {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	if c == nil {
		c = http.DefaultClient
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	a := answer{code: res.StatusCode, hdr: res.Header, raw: string(raw)}
	json.Unmarshal(raw, &a.obj)
	return a
}

const jsonCT = "application/json"

// Must show 5, CSRF: what a cross-site page can send without a preflight
// is refused, and creates nothing: text/plain and form bodies, a body-less
// POST without Authorization, a request the browser marks cross-site.
func TestCrossSiteRequestsRefused(t *testing.T) {
	mem := host.NewMemStore()
	h := startHost(t, mem, host.Options{})
	srv := serve(t, h, hosthttp.Options{})
	body := `{"variant":"chess"}`
	for _, c := range []struct {
		name    string
		body    string
		headers []string
		want    int
	}{
		{"text/plain", body, []string{"Content-Type", "text/plain"}, 415},
		{"text/plain with charset", body, []string{"Content-Type", "text/plain;charset=UTF-8"}, 415},
		{"form", "variant=chess", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415},
		{"multipart", body, []string{"Content-Type", "multipart/form-data; boundary=x"}, 415},
		{"no type", body, nil, 415},
		{"JSON marked cross-site", body, []string{"Content-Type", jsonCT, "Sec-Fetch-Site", "cross-site"}, 403},
		{"JSON", body, []string{"Content-Type", jsonCT, "Sec-Fetch-Site", "same-origin"}, 201},
	} {
		a := do(t, nil, "POST", srv.URL+"/api/games", c.body, c.headers...)
		if a.code != c.want || a.obj["error"] == nil && c.want != 201 {
			t.Errorf("%s: %d %s, want %d", c.name, a.code, a.raw, c.want)
		}
	}
	if n, _ := mem.Count(context.Background(), "", time.Time{}); n != 1 {
		t.Errorf("%d games created, want only the JSON one", n)
	}
	// A body-less command needs its Authorization header.
	a := do(t, nil, "POST", srv.URL+"/api/games/x/undo", "")
	if a.code != 415 {
		t.Errorf("a body-less POST without Authorization: %d, want 415", a.code)
	}
	a = do(t, nil, "POST", srv.URL+"/api/games/x/undo", "", "Authorization", "Bearer abc")
	if a.code != 404 {
		t.Errorf("a body-less POST with Authorization: %d, want 404 (judged)", a.code)
	}
}

// Must show 5, headers: API answers and the page carry CSP,
// X-Frame-Options and Referrer-Policy.
func TestSecurityHeaders(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	api := hosthttp.New(h, hosthttp.Options{})
	mux := http.NewServeMux()
	mux.Handle("/api/", api)
	mux.Handle("/", hosthttp.Secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "<!doctype html><title>page</title>")
	}), ""))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	for _, path := range []string{"/", "/api/variants", "/api/games/nope"} {
		a := do(t, nil, "GET", srv.URL+path, "")
		csp := a.hdr.Get("Content-Security-Policy")
		if !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src") ||
			a.hdr.Get("X-Frame-Options") != "DENY" || a.hdr.Get("Referrer-Policy") != "no-referrer" || a.hdr.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: headers %v", path, a.hdr)
		}
	}
	if a := do(t, nil, "GET", srv.URL+"/", ""); a.hdr.Get("Content-Security-Policy") != hosthttp.PageCSP {
		t.Errorf("the page's CSP: %q", a.hdr.Get("Content-Security-Policy"))
	}
}

// ClientAddr believes X-Forwarded-For only from trusted proxies, and then
// takes the rightmost address that is not a proxy.
func TestClientAddr(t *testing.T) {
	api := hosthttp.New(nil, hosthttp.Options{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}})
	for _, c := range []struct{ remote, xff, want string }{
		{"192.0.2.7:1234", "", "192.0.2.7"},
		{"192.0.2.7:1234", "203.0.113.9", "192.0.2.7"}, // not a proxy: its header is ignored
		{"10.1.2.3:80", "203.0.113.9", "203.0.113.9"},
		{"10.1.2.3:80", "198.51.100.1, 203.0.113.9, 10.9.9.9", "203.0.113.9"}, // spoofed left part ignored
		{"10.1.2.3:80", "", "10.1.2.3"},
		{"10.1.2.3:80", "garbage", "10.1.2.3"},
		{"[::1]:80", "2001:db8::5", "2001:db8::5"},
		{"10.1.2.3:80", "10.4.4.4", "10.1.2.3"}, // only proxies: the peer
	} {
		r := httptest.NewRequest("GET", "/api/variants", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := api.ClientAddr(r); got != c.want {
			t.Errorf("remote %s, X-Forwarded-For %q: %s, want %s", c.remote, c.xff, got, c.want)
		}
	}
}

// Must show 5, streams: 1,030 event streams asked from 127.0.0.1 take
// only that address's share (StreamsPerClient, default 32; the rest get
// 429), and 127.0.0.2 is still served.
func TestStreamsPerClient(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	srv := serve(t, h, hosthttp.Options{})
	g := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"chess"}`, "Content-Type", jsonCT)
	id, _ := g.obj["id"].(string)
	url := srv.URL + "/api/games/" + id + "/events"
	from := func(ip string) *http.Client {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
		return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 100}}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	one, two := from("127.0.0.1"), from("127.0.0.2")
	open := func(c *http.Client) int {
		req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != 200 {
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
		return res.StatusCode // a 200 stream stays open until ctx ends
	}
	counts := map[int]int{}
	for range 1030 {
		counts[open(one)]++
	}
	if counts[200] != 32 || counts[429] != 1030-32 {
		t.Errorf("from 127.0.0.1: %v, want 32 streams and 998 refusals (429)", counts)
	}
	if code := open(two); code != 200 {
		t.Errorf("127.0.0.2 after 127.0.0.1's 1,030 streams: %d, want 200", code)
	}
}

// Server-sent events: heartbeats on an idle stream, resume after
// Last-Event-ID without a gap.
func TestEventStream(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	srv := serve(t, h, hosthttp.Options{Heartbeat: 30 * time.Millisecond})
	g := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"test-nim","options":"stones=20"}`, "Content-Type", jsonCT)
	id, _ := g.obj["id"].(string)
	seats := g.obj["seats"].([]any)
	tok := func(i int) string { return seats[i].(map[string]any)["token"].(string) }
	for ply := range 3 {
		a := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/moves", fmt.Sprintf(`{"ply":%d,"move":"1"}`, ply), "Content-Type", jsonCT, "Authorization", "Bearer "+tok(ply%2))
		if a.code != 200 {
			t.Fatal(a.raw)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/games/"+id+"/events", nil)
	req.Header.Set("Last-Event-ID", "1")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	sc := bufio.NewScanner(res.Body)
	var ids []string
	beats := 0
	for sc.Scan() && (len(ids) < 2 || beats < 2) {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "id: "):
			ids = append(ids, strings.TrimPrefix(line, "id: "))
		case line == ": keep-alive":
			beats++
		}
	}
	if strings.Join(ids, ",") != "2,3" || beats < 2 {
		t.Errorf("resumed after 1: ids %v, %d heartbeats; want 2,3 and heartbeats", ids, beats)
	}
}

// Must show 3, over HTTP: a game whose computer's search panics shows its
// fault in GET, the server goes on serving other games; the issue's
// shatranj request (a position where alpha-beta once panicked) is
// answered, and its game either plays on or shows a fault.
func TestPanicsOverHTTP(t *testing.T) {
	hosttest.RegisterBoom()
	var logs bytes.Buffer
	var mu sync.Mutex
	logger := slog.New(slog.NewTextHandler(lockedWriter{&mu, &logs}, nil))
	h := startHost(t, host.NewMemStore(), host.Options{Logger: logger, MaxThink: 300 * time.Millisecond})
	srv := serve(t, h, hosthttp.Options{Logger: logger})
	post := func(path, body, token string) answer {
		hd := []string{"Content-Type", jsonCT}
		if token != "" {
			hd = append(hd, "Authorization", "Bearer "+token)
		}
		return do(t, nil, "POST", srv.URL+path, body, hd...)
	}
	g := post("/api/games", `{"variant":"test-boom","seats":[{"sides":["first"]},{"sides":["second"],"computer":"alphabeta"}]}`, "")
	id, _ := g.obj["id"].(string)
	tok := g.obj["seats"].([]any)[0].(map[string]any)["token"].(string)
	if a := post("/api/games/"+id+"/moves", `{"ply":0,"move":"boom"}`, tok); a.code != 500 || a.obj["error"] != "internal error" {
		t.Errorf("a move whose parsing panics: %d %s, want 500 internal error", a.code, a.raw)
	}
	if a := post("/api/games/"+id+"/moves", `{"ply":0,"move":"1"}`, tok); a.code != 200 {
		t.Fatalf("a move: %d %s", a.code, a.raw)
	}
	deadline := time.Now().Add(10 * time.Second)
	var v answer
	for {
		v = do(t, nil, "GET", srv.URL+"/api/games/"+id, "")
		if v.obj["fault"] != nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if f, _ := v.obj["fault"].(string); !strings.Contains(f, "panics on purpose") {
		t.Fatalf("the halted game: %s", v.raw)
	}
	if a := post("/api/games/"+id+"/moves", `{"ply":2,"move":"1"}`, tok); a.code != 409 {
		t.Errorf("a move in the halted game: %d %s, want 409", a.code, a.raw)
	}
	s := post("/api/games", `{"variant":"shatranj","position":"8/8/2p3K1/k1n5/p7/8/4bpp1/8 w - - 0 67","seats":[{"sides":["white"],"computer":"alphabeta"},{"sides":["black"]}]}`, "")
	if s.code != 201 {
		t.Fatalf("the issue's shatranj request: %d %s", s.code, s.raw)
	}
	sid, _ := s.obj["id"].(string)
	for {
		v = do(t, nil, "GET", srv.URL+"/api/games/"+sid, "")
		if v.obj["fault"] != nil || v.obj["ply"].(float64) >= 1 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if v.code != 200 || v.obj["fault"] == nil && v.obj["ply"].(float64) < 1 {
		t.Errorf("the shatranj game neither moved nor shows a fault: %s", v.raw)
	}
	t.Logf("shatranj game: ply %v, fault %v", v.obj["ply"], v.obj["fault"])
	if a := do(t, nil, "GET", srv.URL+"/api/variants", ""); a.code != 200 {
		t.Errorf("the server stopped serving: %d", a.code)
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// sick is a store that fails (a full disk) while ill is set.
type sick struct {
	host.Store
	ill atomic.Bool
}

var errDiskFull = errors.New("database or disk is full (SQLITE_FULL)")

func (s *sick) Create(ctx context.Context, g host.GameRow, seats []host.SeatRow) error {
	if s.ill.Load() {
		return errDiskFull
	}
	return s.Store.Create(ctx, g, seats)
}

func (s *sick) Append(ctx context.Context, expect int64, next host.GameRow, evs []host.Event) error {
	if s.ill.Load() {
		return errDiskFull
	}
	return s.Store.Append(ctx, expect, next, evs)
}

func (s *sick) Count(ctx context.Context, client string, since time.Time) (int, error) {
	if s.ill.Load() {
		return 0, errDiskFull
	}
	return s.Store.Count(ctx, client, since)
}

// Must show (item 5): a full disk answers 503 with Retry-After, logs at
// most a few lines however many requests fail, loses nothing, and the
// service resumes by itself when the disk has room again.
func TestStoreFailureIs503(t *testing.T) {
	st := &sick{Store: host.NewMemStore()}
	var logs bytes.Buffer
	var mu sync.Mutex
	logger := slog.New(slog.NewTextHandler(lockedWriter{&mu, &logs}, nil))
	h := startHost(t, st, host.Options{Logger: logger, PerClient: 1000, Burst: 1000, Rate: 1e6})
	srv := serve(t, h, hosthttp.Options{Logger: logger, RetryAfter: 3 * time.Second})
	g := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"test-nim","options":"stones=50"}`, "Content-Type", jsonCT)
	id, _ := g.obj["id"].(string)
	tok := g.obj["seats"].([]any)[0].(map[string]any)["token"].(string)
	st.ill.Store(true)
	for range 200 {
		a := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/moves", `{"ply":0,"move":"1"}`, "Content-Type", jsonCT, "Authorization", "Bearer "+tok)
		if a.code != 503 || a.hdr.Get("Retry-After") != "3" {
			t.Fatalf("a move on a full disk: %d Retry-After %q %s", a.code, a.hdr.Get("Retry-After"), a.raw)
		}
		if a := do(t, nil, "POST", srv.URL+"/api/games", `{"variant":"chess"}`, "Content-Type", jsonCT); a.code != 503 {
			t.Fatalf("a new game on a full disk: %d %s", a.code, a.raw)
		}
	}
	mu.Lock()
	lines := strings.Count(logs.String(), "\n")
	mu.Unlock()
	if lines > 12 {
		t.Errorf("400 failed requests logged %d lines, want at most about 10 a minute", lines)
	}
	st.ill.Store(false)
	a := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/moves", `{"ply":0,"move":"1"}`, "Content-Type", jsonCT, "Authorization", "Bearer "+tok)
	if a.code != 200 || a.obj["ply"].(float64) != 1 {
		t.Errorf("after the disk has room: %d %s", a.code, a.raw)
	}
}

// The Auth hook: a seat marked "me" needs a signed-in user; commands act
// for the user without a token; another user is refused (403) and nobody
// signed in without a token is 401; a token can be rotated over HTTP.
func TestAuthHook(t *testing.T) {
	h := startHost(t, host.NewMemStore(), host.Options{})
	auth := func(r *http.Request) (string, bool) {
		u := r.Header.Get("X-Test-User") // the site's login, simplified
		return u, u != ""
	}
	srv := serve(t, h, hosthttp.Options{Auth: auth})
	create := `{"variant":"test-nim","seats":[{"sides":["first"],"me":true},{"sides":["second"]}]}`
	if a := do(t, nil, "POST", srv.URL+"/api/games", create, "Content-Type", jsonCT); a.code != 401 {
		t.Errorf("a seat for me without a user: %d %s, want 401", a.code, a.raw)
	}
	g := do(t, nil, "POST", srv.URL+"/api/games", create, "Content-Type", jsonCT, "X-Test-User", "ann")
	if g.code != 201 {
		t.Fatalf("create: %d %s", g.code, g.raw)
	}
	id := g.obj["id"].(string)
	moves := srv.URL + "/api/games/" + id + "/moves"
	if a := do(t, nil, "POST", moves, `{"ply":0,"move":"1"}`, "Content-Type", jsonCT); a.code != 401 {
		t.Errorf("no token, no user: %d, want 401", a.code)
	}
	if a := do(t, nil, "POST", moves, `{"ply":0,"move":"1"}`, "Content-Type", jsonCT, "X-Test-User", "bob"); a.code != 403 {
		t.Errorf("another user: %d %s, want 403", a.code, a.raw)
	}
	if a := do(t, nil, "POST", moves, `{"ply":0,"move":"1"}`, "Content-Type", jsonCT, "X-Test-User", "ann"); a.code != 200 {
		t.Errorf("ann's move: %d %s", a.code, a.raw)
	}
	if a := do(t, nil, "GET", srv.URL+"/api/me/games", "", "X-Test-User", "ann"); a.code != 200 || !strings.Contains(a.raw, id) {
		t.Errorf("ann's games: %d %s", a.code, a.raw)
	}
	if a := do(t, nil, "GET", srv.URL+"/api/me/games", ""); a.code != 401 {
		t.Errorf("my games signed out: %d, want 401", a.code)
	}
	// Rotating the second seat's token with the token itself.
	old := g.obj["seats"].([]any)[1].(map[string]any)["token"].(string)
	r := do(t, nil, "POST", srv.URL+"/api/games/"+id+"/token", `{"seat":1}`, "Content-Type", jsonCT, "Authorization", "Bearer "+old)
	tok, _ := r.obj["token"].(string)
	if r.code != 200 || tok == "" || tok == old {
		t.Fatalf("rotate: %d %s", r.code, r.raw)
	}
	if a := do(t, nil, "POST", moves, `{"ply":1,"move":"1"}`, "Content-Type", jsonCT, "Authorization", "Bearer "+old); a.code != 401 {
		t.Errorf("the old token: %d, want 401", a.code)
	}
	if a := do(t, nil, "POST", moves, `{"ply":1,"move":"1"}`, "Content-Type", jsonCT, "Authorization", "Bearer "+tok); a.code != 200 {
		t.Errorf("the new token: %d %s", a.code, a.raw)
	}
	// A token in the query string is not read.
	if a := do(t, nil, "POST", moves+"?token="+tok, `{"ply":2,"move":"1"}`, "Content-Type", jsonCT); a.code != 401 {
		t.Errorf("a token in the query: %d, want 401", a.code)
	}
}

// ClientAddr never panics on a hostile X-Forwarded-For from a trusted
// proxy, and answers the proxy itself or an address that parses.
func FuzzClientAddr(f *testing.F) {
	for _, s := range []string{"", "203.0.113.9", "1.2.3.4, 10.0.0.1", ",,,", "::ffff:1.2.3.4", "[::1]", "1.2.3.4:80", "\x00"} {
		f.Add(s)
	}
	api := hosthttp.New(nil, hosthttp.Options{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
	f.Fuzz(func(t *testing.T, xff string) {
		r := httptest.NewRequest("GET", "/api/variants", nil)
		r.RemoteAddr = "10.1.2.3:80"
		r.Header.Set("X-Forwarded-For", xff)
		got := api.ClientAddr(r)
		if _, err := netip.ParseAddr(got); err != nil {
			t.Fatalf("X-Forwarded-For %q: client %q is not an address", xff, got)
		}
	})
}
