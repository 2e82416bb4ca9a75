package main

import (
	"embed"
	"fmt"
	"io/fs"
	"net/http"
	"strings"

	"github.com/ludus-chess/ludus/variant"
	"github.com/ludus-chess/ludus/variant/chesslike/classic/xqnotation"
	"github.com/ludus-chess/ludus/variant/host"
	"github.com/ludus-chess/ludus/variant/host/hosthttp"
)

//go:embed web
var webFS embed.FS

// server is the example's HTTP side: the library's API (hosthttp) under
// /api/ and the page from web/ at /, with the security headers.
type server struct {
	h   *host.Host
	api *hosthttp.Handler
	web fs.FS
}

func newServer(h *host.Host, o hosthttp.Options) *server {
	web, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded tree always has web/
	}
	return &server{h: h, api: hosthttp.New(h, o), web: web}
}

func (s *server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", s.api)
	// A route of this site's own beside the library's: Xiangqi's notations
	// (the library imports no game).
	mux.Handle("GET /api/games/{id}/notation", hosthttp.Secure(http.HandlerFunc(s.notation), ""))
	// Rithmomachia's victories, progress, pyramids and capturers.
	mux.Handle("GET /api/games/{id}/study", hosthttp.Secure(http.HandlerFunc(s.studyOf), ""))
	mux.Handle("/", hosthttp.Secure(http.HandlerFunc(s.static), ""))
	return mux
}

// static serves the page's files from web/ (index.html at /); anything
// else is a JSON 404, and methods other than GET and HEAD a JSON 405.
func (s *server) static(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		hosthttp.WriteJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": fmt.Sprintf("method %s not allowed on %s", shorten(r.Method), shorten(r.URL.Path))})
		return
	}
	name := strings.TrimPrefix(r.URL.Path, "/")
	if name == "" {
		name = "index.html"
	}
	if !fs.ValidPath(name) {
		hosthttp.WriteJSON(w, http.StatusNotFound, map[string]string{"error": "no such resource: " + shorten(r.URL.Path)})
		return
	}
	if st, err := fs.Stat(s.web, name); err != nil || st.IsDir() {
		hosthttp.WriteJSON(w, http.StatusNotFound, map[string]string{"error": "no such resource: /" + shorten(name)})
		return
	}
	http.ServeFileFS(w, r, s.web, name)
}

func shorten(s string) string {
	if len(s) > 200 {
		return s[:197] + "..."
	}
	return s
}

// notation answers the game's moves in another notation of the game,
// {"style":"wxf","moves":["C2.5",...]}: Xiangqi's WXF notation or its
// ICCS coordinates (ranks 0-9), which Xiangqi players read.
func (s *server) notation(w http.ResponseWriter, r *http.Request) {
	fail := func(err error) {
		hosthttp.WriteJSON(w, hosthttp.Status(err), map[string]string{"error": err.Error()})
	}
	rec, err := s.h.Record(r.Context(), r.PathValue("id"))
	if err != nil {
		fail(err)
		return
	}
	g, err := variant.Load(rec)
	if err != nil {
		fail(err)
		return
	}
	style := r.URL.Query().Get("style")
	f, ok := map[string]xqnotation.Format{"wxf": xqnotation.FormatWXF, "iccs": xqnotation.FormatICCS}[style]
	if !ok || g.Position().Variant().Name != "xiangqi" {
		fail(fmt.Errorf("%w: %s has no notation %q (xiangqi has wxf and iccs)", hosthttp.ErrBadRequest, g.Position().Variant().Name, shorten(style)))
		return
	}
	moves := g.Moves()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = xqnotation.MoveText(g.PositionAt(i), m, f)
	}
	hosthttp.WriteJSON(w, http.StatusOK, map[string]any{"style": style, "moves": out})
}
