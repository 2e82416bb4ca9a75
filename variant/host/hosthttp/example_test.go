package hosthttp_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	_ "github.com/ludus-chess/ludus/variant/all"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
)

// A site mounts the games on its own router, under /play/, behind its own
// login: its session cookie names the user, and the host trusts the user
// id the site hands over (Options.Auth). Alice creates a game with a seat
// for herself ("me") against the computer and moves with her session
// alone, without a seat token; her games are listed; a request without a
// session is turned away by the site's login.
func Example() {
	h := host.New(host.NewMemStore(), host.Options{})
	if err := h.Start(context.Background()); err != nil {
		panic(err)
	}
	defer h.Close()

	sessions := map[string]string{"s3cr3t": "alice"} // the site's own sessions
	auth := func(r *http.Request) (string, bool) {
		c, err := r.Cookie("session")
		if err != nil {
			return "", false
		}
		user, ok := sessions[c.Value]
		return user, ok
	}
	login := func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if _, ok := auth(r); !ok {
				http.Error(w, "please sign in", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) { fmt.Fprintln(w, "the site's home") })
	mux.Handle("/play/", login(http.StripPrefix("/play", hosthttp.New(h, hosthttp.Options{Auth: auth}))))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	send := func(method, path, body string, signedIn bool) (int, map[string]any) {
		req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if signedIn {
			req.AddCookie(&http.Cookie{Name: "session", Value: "s3cr3t"})
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			panic(err)
		}
		defer res.Body.Close()
		var out map[string]any
		if strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") && path != "/play/api/me/games" {
			json.NewDecoder(res.Body).Decode(&out)
		} else if path == "/play/api/me/games" {
			var list []map[string]any
			json.NewDecoder(res.Body).Decode(&list)
			out = map[string]any{"games": len(list)}
		}
		return res.StatusCode, out
	}
	code, game := send("POST", "/play/api/games", `{"variant":"chess","seats":[{"sides":["white"],"me":true},{"sides":["black"],"computer":"random"}]}`, true)
	fmt.Println("created:", code)
	code, view := send("POST", "/play/api/games/"+game["id"].(string)+"/moves", `{"ply":0,"move":"e4"}`, true)
	fmt.Println("alice's move:", code, "ply", view["ply"])
	_, mine := send("GET", "/play/api/me/games", "", true)
	fmt.Println("alice's games:", mine["games"])
	code, _ = send("POST", "/play/api/games", `{"variant":"chess"}`, false)
	fmt.Println("without a session:", code)
	// Output:
	// created: 201
	// alice's move: 200 ply 1
	// alice's games: 1
	// without a session: 401
}
